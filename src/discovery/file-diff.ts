/**
 * The edited lines of instruction files between a base commit and the work tree, as git gives
 * them (`git diff <commit> -- <paths>`), parsed into hunks for the delta (src/report/delta.ts maps
 * them to the agents that read them). The work tree is what the head audit reads, so untracked
 * files are not here: the delta lists them as files a chain now loads.
 *
 * Hostile input: every path is a literal pathspec; the repository's diff drivers, text conversions
 * and prefixes are switched off; a path git would quote (a quote, a backslash, a control
 * character) is left out rather than guessed at; the output is capped in bytes and the run in time.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { FileDiff } from '../report/delta.js';

/** Paths per git run (a command line stays far below the system's limit). */
const PATHS_PER_RUN = 200;
/** Most bytes of diff output read per run; more and the run's hunks are left out. */
const MAX_OUTPUT = 16 * 1024 * 1024;
const TIMEOUT_MS = 60_000;

/** The settings every run carries: no hook or pager of the repository's, and its diff prefixes ignored. */
const GIT_SETTINGS = ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', '-c', 'diff.noprefix=false', '-c', 'diff.mnemonicPrefix=false'];

/** The paths (relative to `root`) whose content differs between `commit` and the work tree, or null when git cannot say. */
function changedPaths(root: string, commit: string): Set<string> | null {
  const r = spawnSync('git', [...GIT_SETTINGS, 'diff', '--name-only', '-z', '--no-ext-diff', '--no-textconv', '--no-renames', '--relative', '--ignore-submodules', commit, '--'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: MAX_OUTPUT,
    timeout: TIMEOUT_MS,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (r.status !== 0 || r.error || typeof r.stdout !== 'string') return null;
  return new Set(r.stdout.split('\0').filter(Boolean));
}

/** The options of every unified diff run here (the hunks the delta maps to agents). */
const UNIFIED = ['diff', '--no-color', '--no-ext-diff', '--no-textconv', '--no-renames', '--relative', '--unified=2', '--src-prefix=a/', '--dst-prefix=b/', '--ignore-submodules'];

/** The whole diff from a commit to the work tree, asked before it is needed (`startWorkTreeDiff`). */
export interface WorkTreeDiff {
  /** `git diff <commit>` of every tracked path, as one run gives it. */
  text: string;
}

/**
 * The whole unified diff from `commit` to the work tree, in a child process that runs while this
 * one goes on (the base's audit): one pass over the index and the work tree (0.3–0.5 s on the
 * 100,000-file benchmark) gives both which files differ and their hunks, where `instructionFileDiffs`
 * alone takes a pass to ask which differ and another to diff those. Null when git fails, takes
 * longer than TIMEOUT_MS, or writes more than MAX_OUTPUT (a pull request that rewrites large files):
 * `instructionFileDiffs` then asks as it does alone.
 */
export function startWorkTreeDiff(root: string, commit: string): Promise<WorkTreeDiff | null> {
  return new Promise((resolve) => {
    if (!/^[0-9a-f]{40,64}$/.test(commit)) return resolve(null);
    // GIT_OPTIONAL_LOCKS=0: the index is not rewritten with fresh stat data meanwhile.
    const child = spawn('git', [...GIT_SETTINGS, ...UNIFIED, commit, '--'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });
    const out: Buffer[] = [];
    let size = 0;
    let failed = false;
    const timer = setTimeout(() => {
      failed = true;
      child.kill();
    }, TIMEOUT_MS);
    child.stdout.on('data', (b: Buffer) => {
      if (failed) return;
      size += b.length;
      if (size > MAX_OUTPUT) {
        failed = true;
        child.kill();
      } else out.push(b);
    });
    child.on('error', () => {
      failed = true;
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve(failed || status !== 0 ? null : { text: Buffer.concat(out).toString('utf8') });
    });
  });
}

/** True for a path git prints as it is (with core.quotePath off): no quote, backslash or control character. */
function printsPlain(p: string): boolean {
  return !/["\\\u0000-\u001f\u007f]/.test(p);
}

const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** Parse `git diff` output for the paths asked (by their exact `diff --git a/P b/P` header). */
export function parseUnifiedDiff(out: string, paths: readonly string[]): FileDiff[] {
  const byHeader = new Map(paths.map((p) => [`diff --git a/${p} b/${p}`, p]));
  const diffs: FileDiff[] = [];
  let cur: FileDiff | null = null;
  let hunk: FileDiff['hunks'][number] | null = null;
  for (const line of out.split('\n')) {
    if (line.startsWith('diff --git ')) {
      const p = byHeader.get(line);
      cur = p !== undefined ? { path: p, hunks: [] } : null;
      if (cur) diffs.push(cur);
      hunk = null;
      continue;
    }
    if (cur === null) continue;
    const m = HUNK.exec(line);
    if (m) {
      hunk = { oldStart: Number(m[1]), oldCount: m[2] === undefined ? 1 : Number(m[2]), newStart: Number(m[3]), newCount: m[4] === undefined ? 1 : Number(m[4]), lines: [] };
      cur.hunks.push(hunk);
      continue;
    }
    if (hunk && (line.startsWith(' ') || line.startsWith('+') || line.startsWith('-'))) hunk.lines.push(line);
  }
  return diffs.filter((d) => d.hunks.length > 0);
}

/**
 * The diffs of `paths` (relative to `root`) from `commit` to the work tree. Paths git cannot name
 * plainly, and runs that fail or overflow, give no hunks (the delta still lists the chain).
 */
export function instructionFileDiffs(root: string, commit: string, paths: readonly string[], known?: WorkTreeDiff | null): FileDiff[] {
  if (!/^[0-9a-f]{40,64}$/.test(commit)) return [];
  // The whole diff, asked before (`startWorkTreeDiff`): the same hunks, file by file, as runs for these paths give.
  if (known) return parseUnifiedDiff(known.text, [...new Set(paths)].filter(printsPlain).sort());
  const changed = changedPaths(root, commit);
  // Only the files git says differ are diffed: every run compares the whole index with the work
  // tree, so thousands of unchanged instruction files in runs of PATHS_PER_RUN cost seconds (1.6 s
  // on the 100,000-file benchmark) where one listing costs one such pass.
  const plain = [...new Set(paths)].filter((p) => printsPlain(p) && (changed === null || changed.has(p))).sort();
  const out: FileDiff[] = [];
  for (let i = 0; i < plain.length; i += PATHS_PER_RUN) {
    const chunk = plain.slice(i, i + PATHS_PER_RUN);
    const r = spawnSync(
      'git',
      [
        ...GIT_SETTINGS,
        ...UNIFIED, commit, '--',
        ...chunk.map((p) => `:(literal)${p}`),
      ],
      { cwd: root, encoding: 'utf8', maxBuffer: MAX_OUTPUT, timeout: TIMEOUT_MS, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    if (r.status !== 0 || r.error || typeof r.stdout !== 'string') continue;
    out.push(...parseUnifiedDiff(r.stdout, chunk));
  }
  return out;
}
