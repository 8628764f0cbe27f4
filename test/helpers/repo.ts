/**
 * Reusable helpers for tests that need real repositories on disk.
 *
 *   const root = makeRepo({ 'AGENTS.md': '# hi\n', 'pkg/AGENTS.md': Buffer.from([0xff]),
 *                           'CLAUDE.md': { symlink: 'AGENTS.md' }, 'pipe/AGENTS.md': { fifo: true },
 *                           'empty': { dir: true } }, { git: true, commit: true, gitignore: '*.local.md\n' });
 *   git(root, 'status', '--short');
 *   cleanupRepos();            // or rely on the afterAll hook each test file can register
 *
 * Every repository is a fresh directory under the OS temp dir; `cleanupRepos()` removes all of
 * them (call it from `afterAll`). Git runs with `-c user.name=t -c user.email=t@t` and an
 * isolated environment (no global or system config, fixed dates), so nothing on the machine
 * leaks into a test and commits are reproducible.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

export type RepoEntry = string | Buffer | { symlink: string } | { fifo: true } | { dir: true };
export type RepoFiles = Record<string, RepoEntry>;

export interface MakeRepoOptions {
  /** Run `git init` (default false). */
  git?: boolean;
  /** `git add -A && git commit` after writing the files (implies git; default false). */
  commit?: boolean;
  /** Contents of a root `.gitignore` written before anything is added. */
  gitignore?: string;
  /** Parent directory for the temp repo (default: the OS temp dir). */
  parent?: string;
  /** Prefix of the temp directory name. */
  prefix?: string;
}

/** Repository root of agents-md-audit itself (absolute). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The shared reference material (`../shared` relative to the repository root); may be absent. */
export const SHARED_DIR = path.resolve(REPO_ROOT, '../shared');

const created: string[] = [];

/** Environment for git: no global/system config, fixed identity and dates. */
export function gitEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: os.devNull,
    HOME: os.tmpdir(),
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@t',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@t',
    GIT_AUTHOR_DATE: '2024-01-01T00:00:00Z',
    GIT_COMMITTER_DATE: '2024-01-01T00:00:00Z',
    GIT_TERMINAL_PROMPT: '0',
  };
}

/** Runs git in `dir` and returns its stdout; throws with git's stderr on failure. */
export function git(dir: string, ...args: string[]): string {
  const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], {
    cwd: dir,
    env: gitEnv(),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${dir} (exit ${r.status}): ${r.stderr.trim()}`);
  return r.stdout;
}

/** Writes `files` under `root` (which must exist). Parent directories are created as needed. */
export function writeFiles(root: string, files: RepoFiles): void {
  for (const [rel, entry] of Object.entries(files)) {
    const abs = path.join(root, ...rel.split('/'));
    if (typeof entry === 'object' && !Buffer.isBuffer(entry) && 'dir' in entry) {
      fs.mkdirSync(abs, { recursive: true });
      continue;
    }
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    if (typeof entry === 'string' || Buffer.isBuffer(entry)) {
      fs.writeFileSync(abs, entry);
    } else if ('symlink' in entry) {
      fs.symlinkSync(entry.symlink, abs);
    } else if ('fifo' in entry) {
      execFileSync('mkfifo', [abs]);
    }
  }
}

/**
 * Creates a temp directory holding `files` and returns its absolute, real path (symlinks in
 * the temp dir path resolved, so it compares equal to what the engine computes).
 * With `git`/`commit`, a git repository is initialised (and committed). FIFOs are never added
 * to git (git cannot track them); they stay untracked.
 */
export function makeRepo(files: RepoFiles = {}, opts: MakeRepoOptions = {}): string {
  const parent = opts.parent ?? os.tmpdir();
  const root = fs.realpathSync(fs.mkdtempSync(path.join(parent, opts.prefix ?? 'amda-')));
  created.push(root);
  const useGit = opts.git === true || opts.commit === true;
  if (useGit) git(root, 'init', '-q');
  if (opts.gitignore !== undefined) fs.writeFileSync(path.join(root, '.gitignore'), opts.gitignore);
  writeFiles(root, files);
  if (opts.commit === true) {
    const fifos = Object.entries(files)
      .filter(([, e]) => typeof e === 'object' && !Buffer.isBuffer(e) && 'fifo' in e)
      .map(([rel]) => rel);
    // `git add -A` refuses nothing for FIFOs (it skips them silently), but be explicit.
    git(root, 'add', '-A', '--', '.', ...fifos.map((f) => `:(exclude)${f}`));
    git(root, 'commit', '-q', '--allow-empty', '-m', 'test');
  }
  return root;
}

/** A fresh empty temp directory (not a repository), removed by `cleanupRepos()`. */
export function makeTempDir(prefix = 'amda-tmp-'): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  created.push(dir);
  return dir;
}

/** Removes one directory made by `makeRepo`/`makeTempDir` (or any path), ignoring errors. */
export function removeRepo(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  const i = created.indexOf(dir);
  if (i !== -1) created.splice(i, 1);
}

/** Removes every directory made by `makeRepo`/`makeTempDir` in this worker. */
export function cleanupRepos(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Repository-relative POSIX path of an absolute path under `root`. */
export function relTo(root: string, abs: string): string {
  const r = path.relative(root, abs).split(path.sep).join('/');
  return r === '' ? '.' : r;
}
