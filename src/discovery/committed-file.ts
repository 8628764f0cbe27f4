/**
 * One file as a commit holds it, read from git's object store (`git cat-file`), never from the
 * work tree: the action reads the repository's own settings (`.agents-md-audit.yml`) this way from
 * a pull request's base commit. Links inside the committed tree are followed as git resolves them
 * (`--follow-symlinks`); a link out of the tree, a directory or a submodule is refused; the size
 * is checked before a byte of the blob is read, so a blob over the cap costs nothing. The work
 * tree, the index and HEAD are not touched.
 */
import { spawnSync } from 'node:child_process';
import { fmtInt } from '../format.js';
import type { InsideRead } from './fsprobe.js';

/** git in `cwd` with the repository's own hooks and monitors off; null and a reason when it fails. */
function git(cwd: string, args: string[], opts: { input?: string; maxBuffer: number }): { ok: true; out: Buffer } | { ok: false; error: string } {
  const r = spawnSync('git', ['-c', 'core.fsmonitor=false', ...args], {
    cwd,
    maxBuffer: opts.maxBuffer,
    timeout: 60_000,
    ...(opts.input !== undefined ? { input: opts.input } : {}),
    stdio: [opts.input !== undefined ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
  });
  if (r.error) return { ok: false, error: (r.error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : r.error.message };
  if (r.status !== 0) return { ok: false, error: (r.stderr.toString('utf8') || `git exited with ${r.status}`).trim().split('\n')[0]! };
  return { ok: true, out: r.stdout };
}

/**
 * The file at `rel` (relative to `cwd`, which lies in the work tree; `../` allowed while it stays in
 * the repository) in `commit`: absent (no such path, a dangling link), refused with the reason, or
 * its bytes (at most `cap`; a larger blob is refused unread).
 */
export function readCommittedFile(cwd: string, commit: string, rel: string, cap: number): InsideRead {
  return readFirstCommittedFile(cwd, commit, [rel], cap).read;
}

/**
 * The first of `rels` that `commit` holds (one lookup for all of them, then one read): its index
 * and what `readCommittedFile` says of it, or the last name's `absent` when it holds none.
 */
export function readFirstCommittedFile(cwd: string, commit: string, rels: readonly string[], cap: number): { index: number; read: InsideRead } {
  const none = { index: rels.length - 1, read: { status: 'absent' } as InsideRead };
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(commit)) return { index: 0, read: { status: 'refused', reason: 'the commit is not a full object id' } };
  const names = rels.map((r) => r.split('\\').join('/'));
  const bad = names.findIndex((n) => n === '' || /[\0\n\r]/.test(n) || n.startsWith('/'));
  if (bad !== -1) return { index: bad, read: { status: 'refused', reason: 'its name cannot be looked up in git' } };
  const check = git(cwd, ['cat-file', '--batch-check', '--follow-symlinks'], { input: names.map((n) => `${commit}:./${n}\n`).join(''), maxBuffer: 64 * 1024 });
  if (!check.ok) return { index: 0, read: { status: 'refused', reason: `git cannot look it up (${check.error})` } };
  // One answer per name; a link out of the tree, a dangling one, a loop or a file where a directory
  // goes take a second part of `<size>` bytes (the name or the target) and a newline.
  const out = check.out;
  let at = 0;
  for (let i = 0; i < names.length; i++) {
    const nl = out.indexOf(0x0a, at);
    const line = out.toString('utf8', at, nl === -1 ? out.length : nl);
    at = nl === -1 ? out.length : nl + 1;
    const found = /^([0-9a-f]{40,64}) (\S+) (\d+)$/.exec(line);
    if (found) return { index: i, read: readBlob(cwd, found[1]!, found[2]!, Number(found[3]), cap) };
    const two = /^(symlink|dangling|loop|notdir) (\d+)$/.exec(line);
    if (two) at += Number(two[2]) + 1;
    if (line.endsWith(' missing') || two?.[1] === 'dangling' || two?.[1] === 'notdir') continue;
    if (two?.[1] === 'symlink') return { index: i, read: { status: 'refused', reason: 'it is a symbolic link to a file outside the repository' } };
    if (two?.[1] === 'loop') return { index: i, read: { status: 'refused', reason: 'it is a loop of symbolic links' } };
    return { index: i, read: { status: 'refused', reason: 'git cannot name it unambiguously' } };
  }
  return none;
}

function readBlob(cwd: string, oid: string, type: string, size: number, cap: number): InsideRead {
  if (type === 'tree') return { status: 'refused', reason: 'it is a directory, not a regular file (never opened)' };
  if (type !== 'blob') return { status: 'refused', reason: `it is a ${type === 'commit' ? 'submodule' : type}, not a regular file (never opened)` };
  if (!(size <= cap)) return { status: 'refused', reason: `it is larger than ${fmtInt(cap)} bytes` };
  const blob = git(cwd, ['cat-file', 'blob', oid], { maxBuffer: cap + 1 });
  if (!blob.ok) return { status: 'refused', reason: `git cannot read it (${blob.error})` };
  if (blob.out.length !== size) return { status: 'refused', reason: `git returned ${fmtInt(blob.out.length)} bytes for a blob of ${fmtInt(size)}` };
  return { status: 'ok', bytes: blob.out, size };
}
