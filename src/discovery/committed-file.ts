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
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(commit)) return { status: 'refused', reason: 'the commit is not a full object id' };
  const name = rel.split('\\').join('/');
  if (name === '' || /[\0\n\r]/.test(name) || name.startsWith('/')) return { status: 'refused', reason: 'its name cannot be looked up in git' };
  const check = git(cwd, ['cat-file', '--batch-check', '--follow-symlinks'], { input: `${commit}:./${name}\n`, maxBuffer: 64 * 1024 });
  if (!check.ok) return { status: 'refused', reason: `git cannot look it up (${check.error})` };
  const line = check.out.toString('utf8').split('\n')[0] ?? '';
  const found = /^([0-9a-f]{40,64}) (\S+) (\d+)$/.exec(line);
  if (!found) {
    if (line.endsWith(' missing') || line.startsWith('dangling ') || line.startsWith('notdir ')) return { status: 'absent' };
    if (line.startsWith('symlink ')) return { status: 'refused', reason: 'it is a symbolic link to a file outside the repository' };
    if (line.startsWith('loop ')) return { status: 'refused', reason: 'it is a loop of symbolic links' };
    return { status: 'refused', reason: 'git cannot name it unambiguously' };
  }
  const [, oid, type, sizeText] = found;
  if (type === 'tree') return { status: 'refused', reason: 'it is a directory, not a regular file (never opened)' };
  if (type !== 'blob') return { status: 'refused', reason: `it is a ${type === 'commit' ? 'submodule' : type}, not a regular file (never opened)` };
  const size = Number(sizeText);
  if (!(size <= cap)) return { status: 'refused', reason: `it is larger than ${fmtInt(cap)} bytes` };
  const blob = git(cwd, ['cat-file', 'blob', oid!], { maxBuffer: cap + 1 });
  if (!blob.ok) return { status: 'refused', reason: `git cannot read it (${blob.error})` };
  if (blob.out.length !== size) return { status: 'refused', reason: `git returned ${fmtInt(blob.out.length)} bytes for a blob of ${fmtInt(size)}` };
  return { status: 'ok', bytes: blob.out, size };
}
