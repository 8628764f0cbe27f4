/**
 * One listing of the repository: every tracked file and every untracked file that is not
 * ignored, from git (one `git ls-files` per repository, nested repositories included),
 * or from a bounded walk of the file system where there is no git.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { GitStatus } from '../report/model.js';
import { isInside } from './fsprobe.js';
import { bytesDigest, Observations, type Question, settled } from './observations.js';

export interface ListedFile {
  git: GitStatus;
  /** Tracked as a symlink (git mode 120000). */
  symlink?: boolean;
}

/** Every listed file, by repository-relative POSIX path: what the engine needs of a Map (a Map is one). */
export interface ListedFiles {
  readonly size: number;
  has(rel: string): boolean;
  get(rel: string): ListedFile | undefined;
  /** The paths, in listing order. */
  keys(): IterableIterator<string>;
}

export interface RepoListing {
  /** How the listing was made. */
  source: 'git' | 'walk';
  /** Repository-relative POSIX path → facts, for every listed file. */
  files: ListedFiles;
  /** Every directory that holds a listed file, plus '.'. */
  dirs: Set<string>;
  /** Directory → base names of its listed files. */
  byDir: Map<string, string[]>;
  /** Nested repositories (submodules, stray clones) found inside the root, repository-relative. */
  nestedRepos: string[];
  /** Why git could not be used, when `source` is 'walk'. */
  gitProblem?: string;
  /** The walk stopped at WALK_LIMIT entries: files beyond it were not listed. */
  truncated?: boolean;
}

const GIT_MAX_BUFFER = 1024 * 1024 * 1024;
/** Entries a file-system walk visits at most (a git listing has no limit). */
export const WALK_LIMIT = 1_000_000;
const WALK_SKIP = new Set(['.git', 'node_modules']);

const GIT_PREFIX = ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false'];

function git(cwd: string, args: string[]): ReturnType<typeof gitAnswer> {
  // core.fsmonitor=false: never run a hook named by the audited repository's own config.
  const r = spawnSync('git', [...GIT_PREFIX, ...args], {
    cwd,
    maxBuffer: GIT_MAX_BUFFER,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return gitAnswer(r.error, r.status, r.stdout, r.stderr);
}

/**
 * A git command's answer: its output (decoded when parsed), or why it failed. `bytes` is kept until
 * the listing has parsed and, when the run is observed, digested it (`release`).
 */
function gitAnswer(error: Error | undefined, status: number | null, stdout: Buffer | null, stderr: Buffer | null): { ok: true; bytes: Buffer; digest?: string } | { ok: false; error: string } {
  if (error) return { ok: false, error: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : error.message };
  if (status !== 0) return { ok: false, error: (stderr?.toString('utf8') || `git exited with ${status}`).trim().split('\n')[0]! };
  return { ok: true, bytes: stdout ?? Buffer.alloc(0) };
}

/** The output, once (digest it first if it is observed): the answer lets go of the bytes (megabytes for a listing). */
function take(answer: GitAnswer & { ok: true }): string {
  const out = answer.bytes.toString('utf8');
  answer.bytes = EMPTY;
  return out;
}

const EMPTY = Buffer.alloc(0);

export type GitAnswer = ReturnType<typeof gitAnswer>;

/** The same git command, asynchronously (with `input` written to its standard input). */
function gitAsync(cwd: string, args: string[], input?: string): Promise<GitAnswer> {
  return gitProcess(cwd, args, input).answer;
}

/** A git process started, and its answer to come. */
function gitProcess(cwd: string, args: string[], input?: string): { child: ChildProcess; answer: Promise<GitAnswer> } {
  const child = spawn('git', [...GIT_PREFIX, ...args], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  const answer = new Promise<GitAnswer>((resolve) => {
    child.stdin.on('error', () => {
      /* a git that exits before reading it all: its status says so */
    });
    child.stdin.end(input ?? '');
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    child.stdout.on('data', (b: Buffer) => {
      size += b.length;
      if (size > GIT_MAX_BUFFER) child.kill();
      else out.push(b);
    });
    child.stderr.on('data', (b: Buffer) => err.push(b));
    let failed: Error | undefined;
    child.on('error', (e) => {
      failed = e;
    });
    child.on('close', (status) => resolve(gitAnswer(failed, status, Buffer.concat(out), Buffer.concat(err))));
  });
  return { child, answer };
}

function gitDigest(r: GitAnswer): string {
  if (!r.ok) return `failed ${r.error}`;
  r.digest ??= bytesDigest(r.bytes);
  return `ok ${r.digest}`;
}

/** The two object ids `git hash-object` gives empty input (SHA-1 and SHA-256 repositories). */
const EMPTY_BLOBS = new Set(['e69de29bb2d1d6434b8b29ae775ad8c2e48c5391', '473a0f4c3be8a93681a267e3b1e9a7dcda1185436fe141f7749120a303721813']);

/**
 * The answer for a tracked listing (`ls-files --stage`): git's own object id of its bytes, in the
 * repository's hash (the ids in the listing say which), so that a replay can have git hash the
 * listing (`gitHashed`) without this process reading megabytes of it.
 */
function stagedDigest(r: GitAnswer): string {
  if (!r.ok) return `failed ${r.error}`;
  if (r.bytes.length === 0) return 'ok empty';
  const space = r.bytes.indexOf(32);
  const sha256 = space !== -1 && r.bytes.indexOf(32, space + 1) - space - 1 === 64;
  r.digest ??= createHash(sha256 ? 'sha256' : 'sha1').update(`blob ${r.bytes.length}\0`).update(r.bytes).digest('hex');
  return `ok ${r.digest}`;
}

/**
 * The same answer as `stagedDigest`, with the listing piped from one git process into another that
 * hashes it (`git hash-object --stdin` hashes input as it is, and writes nothing).
 */
function gitHashed(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve) => {
    const list = spawn('git', [...GIT_PREFIX, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    if (list.stdout === null) {
      // (Never seen: without the pipe, the hashing process would wait on an input nobody closes.)
      list.kill();
      resolve('failed (no output pipe)');
      return;
    }
    const hash = spawn('git', [...GIT_PREFIX, 'hash-object', '--stdin'], { cwd, stdio: [list.stdout, 'pipe', 'ignore'] });
    list.stdout.destroy(); // the hashing process holds the pipe now
    const err: Buffer[] = [];
    const id: Buffer[] = [];
    list.stderr.on('data', (b: Buffer) => err.push(b));
    hash.stdout.on('data', (b: Buffer) => id.push(b));
    let failed: Error | undefined;
    let listed: GitAnswer | null = null;
    let hashed: string | null = null;
    const done = (): void => {
      if (listed === null || hashed === null) return;
      if (!listed.ok) resolve(`failed ${listed.error}`);
      else resolve(EMPTY_BLOBS.has(hashed) ? 'ok empty' : `ok ${hashed}`);
    };
    list.on('error', (e) => {
      failed = e;
    });
    list.on('close', (status) => {
      listed = gitAnswer(failed, status, EMPTY, Buffer.concat(err));
      done();
    });
    hash.on('error', () => {
      /* reported by close */
    });
    hash.on('close', (status) => {
      hashed = status === 0 ? Buffer.concat(id).toString('utf8').trim() : `(git hash-object exited with ${status})`;
      done();
    });
  });
}

/**
 * A stamp of the index file of the repository whose work tree is `cwd` (device, inode, size, times),
 * or null where it cannot vouch for the tracked listing: `cwd` without a `.git` directory of its own
 * (a subdirectory of a repository, a linked work tree, a submodule's `.git` file), an index named
 * by the environment, or one written in the last seconds (see `settled`). git replaces the index
 * file whenever an entry changes, so the same stamp means the same `ls-files --stage` output.
 */
function indexStamp(cwd: string): string | null {
  if (process.env['GIT_INDEX_FILE'] !== undefined || process.env['GIT_DIR'] !== undefined) return null;
  try {
    const dotGit = fs.lstatSync(path.join(cwd, '.git'), { throwIfNoEntry: false });
    if (dotGit === undefined || !dotGit.isDirectory()) return null;
    const st = fs.lstatSync(path.join(cwd, '.git', 'index'), { throwIfNoEntry: false });
    if (st === undefined || !st.isFile() || !settled(st)) return null;
    return `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
  } catch {
    return null;
  }
}

/**
 * How a cached run's tracked listing is recorded: with a stamp of the index taken before git read
 * it and found the same after (`I`: "<prefix>\0<stamp>\0<digest>", answered `same`), so that a
 * replay that finds the same stamp need not list again; else as the listing's digest (`g`).
 */
function recordTracked(seen: Observations, prefix: string, staged: GitAnswer, before: string | null, cwd: string): void {
  const digest = stagedDigest(staged);
  if (staged.ok && before !== null && indexStamp(cwd) === before) seen.record('I', `${prefix}\0${before}\0${digest}`, 'same');
  else seen.record('g', `s${prefix}`, digest);
}

/**
 * The answer to an `I` question now: `same` if the index has the same stamp, or lists the same as it
 * did; else what it lists. With the question to keep: where git wrote a new index file with the same
 * entries (`git status` refreshing it, a fresh checkout), its stamp, if it held still while git read it.
 */
async function trackedAgain(absRoot: string, key: string): Promise<{ key: string; answer: string }> {
  const [prefix = '', stamp = '', digest = ''] = key.split('\0');
  const cwd = prefix === '.' ? absRoot : path.join(absRoot, prefix);
  const before = indexStamp(cwd);
  if (before === stamp) return { key, answer: 'same' };
  const now = await gitHashed(cwd, LS_STAGED);
  if (now !== digest) return { key, answer: now };
  return { key: before !== null && indexStamp(cwd) === before ? `${prefix}\0${before}\0${digest}` : key, answer: 'same' };
}

function parentDir(p: string): string {
  const i = p.lastIndexOf('/');
  return i === -1 ? '.' : p.slice(0, i);
}

function baseName(p: string): string {
  const i = p.lastIndexOf('/');
  return i === -1 ? p : p.slice(i + 1);
}

function joinRel(prefix: string, p: string): string {
  return prefix === '.' ? p : `${prefix}/${p}`;
}

/** Directories with more names than this get a set of them for lookups (see FileTable). */
const SCAN_NAMES_UP_TO = 32;

let namesIndexed = 0;

/**
 * How many names this process has put into directories' lookup sets (`FileTable.has`): for tests of
 * "each listed name indexed once", however the directory was filled (one name at a time, or all at once).
 */
export function nameIndexCount(): number {
  return namesIndexed;
}

/**
 * The listed files without a hash-table entry per file (a large monorepo lists 100,000 or more):
 * the paths in listing order, the names in each directory (the builder's `byDir`), and facts only
 * where they are not "tracked, not a link". A directory with many names gets a set of them at its
 * first lookup, which takes in the names added since at each later one: a directory's names only
 * grow (appended), so each name enters its set once, and a directory filled one name at a time,
 * with a lookup before each (the untracked listing, the walk without git), costs time linear in its
 * names, not quadratic.
 */
class FileTable implements ListedFiles {
  readonly paths: string[] = [];
  readonly facts = new Map<string, ListedFile>();
  private readonly byDir: ReadonlyMap<string, readonly string[]>;
  /** Directory → the set of its first `n` names. */
  private readonly sets = new Map<string, { n: number; names: Set<string> }>();

  constructor(byDir: ReadonlyMap<string, readonly string[]>) {
    this.byDir = byDir;
  }

  get size(): number {
    return this.paths.length;
  }

  has(rel: string): boolean {
    const slash = rel.lastIndexOf('/');
    const dir = slash === -1 ? '.' : rel.slice(0, slash);
    const names = slash === 1 && dir === '.' ? undefined : this.byDir.get(dir); // `./x` is not a listed path
    if (names === undefined) return false;
    const name = slash === -1 ? rel : rel.slice(slash + 1);
    if (names.length <= SCAN_NAMES_UP_TO) return names.includes(name);
    let set = this.sets.get(dir);
    if (set === undefined) {
      set = { n: 0, names: new Set() };
      this.sets.set(dir, set);
    }
    if (set.n < names.length) {
      for (let i = set.n; i < names.length; i++) set.names.add(names[i]!);
      namesIndexed += names.length - set.n;
      set.n = names.length;
    }
    return set.names.has(name);
  }

  get(rel: string): ListedFile | undefined {
    return this.has(rel) ? (this.facts.get(rel) ?? TRACKED) : undefined;
  }

  keys(): IterableIterator<string> {
    return this.paths.values();
  }
}

class ListingBuilder {
  dirs = new Set<string>(['.']);
  byDir = new Map<string, string[]>();
  files = new FileTable(this.byDir);
  nestedRepos: string[] = [];
  /** The same, as a set: a repository with thousands of submodules is not searched once per submodule. */
  nestedSeen = new Set<string>();
  truncated = false;

  /** The directory of the last path added, and its names (git lists a directory's files together). */
  private lastDir = '';
  private lastNames: string[] | null = null;
  private lastTracked = '';

  /** A file from git's tracked listing: each path once, but for the stages of an unmerged one (consecutive). */
  addTracked(rel: string, facts: ListedFile): void {
    if (rel === this.lastTracked) return;
    this.lastTracked = rel;
    this.put(rel, facts);
  }

  add(rel: string, facts: ListedFile): void {
    if (!this.files.has(rel)) this.put(rel, facts);
  }

  private put(rel: string, facts: ListedFile): void {
    this.files.paths.push(rel);
    if (facts !== TRACKED) this.files.facts.set(rel, facts);
    const slash = rel.lastIndexOf('/');
    const last = this.lastNames;
    if (last !== null && (slash === -1 ? this.lastDir === '.' : slash === this.lastDir.length && rel.startsWith(this.lastDir))) {
      last.push(rel.slice(slash + 1));
      return;
    }
    const dir = slash === -1 ? '.' : rel.slice(0, slash);
    let names = this.byDir.get(dir);
    if (!names) {
      names = [];
      this.byDir.set(dir, names);
    }
    names.push(rel.slice(slash + 1));
    this.addDir(dir);
    this.lastDir = dir;
    this.lastNames = names;
  }

  addDir(dir: string): void {
    let d = dir;
    while (!this.dirs.has(d)) {
      this.dirs.add(d);
      d = parentDir(d);
    }
  }

  build(source: 'git' | 'walk', gitProblem?: string): RepoListing {
    return {
      source,
      files: this.files,
      dirs: this.dirs,
      byDir: this.byDir,
      nestedRepos: this.nestedRepos,
      ...(gitProblem ? { gitProblem } : {}),
      ...(this.truncated ? { truncated: true } : {}),
    };
  }
}

/**
 * The listed files whose facts are not "tracked, not a link" (untracked files, links), without a
 * pass over every path; null for a listing that does not keep them apart (a Map).
 */
export function unusualFiles(files: ListedFiles): ReadonlyMap<string, ListedFile> | null {
  return files instanceof FileTable ? files.facts : null;
}

/** A git listing of these files (in this order) and nested repositories: what a committed tree derived from another listing is. */
export function listingOf(files: Iterable<readonly [string, ListedFile]>, nestedRepos: readonly string[] = []): RepoListing {
  const b = new ListingBuilder();
  for (const [rel, facts] of files) b.addTracked(rel, facts);
  for (const n of nestedRepos) b.addDir(n);
  b.nestedRepos.push(...nestedRepos);
  return b.build('git');
}

/** What a plainly tracked file or link is: one object for all (nothing changes a listed file's facts). */
export const TRACKED: ListedFile = Object.freeze({ git: 'tracked' });
export const TRACKED_LINK: ListedFile = Object.freeze({ git: 'tracked', symlink: true });
const UNTRACKED: ListedFile = Object.freeze({ git: 'untracked' });

/**
 * Two `git ls-files` per repository: tracked entries with their mode (`--stage`), and untracked,
 * not ignored files (`--others --exclude-standard`). They run at once, in two child processes; the
 * tracked list (the quick one) is parsed while git still walks the tree for untracked files. Fails
 * (with git's first line) where git cannot list: not a work tree, git missing.
 */
const LS_STAGED = ['ls-files', '-z', '--stage'];
/**
 * The tracked listing without object ids (git 2.38 or later), where no digest of it is kept: the
 * same records with only the mode before the tab, about 60 % of `--stage`'s bytes. An older git
 * refuses the option, and `--stage` is asked instead (`trackedListing`).
 */
const LS_MODES = ['ls-files', '-z', '--format=%(objectmode)%x09%(path)'];
const LS_OTHERS = ['ls-files', '-z', '--others', '--exclude-standard'];

/** The tracked listing of the repository at `cwd`: with object ids (`ids`, the digest of a cached run needs them) or without. */
async function trackedListing(cwd: string, ids: boolean): Promise<GitAnswer> {
  if (ids) return gitAsync(cwd, LS_STAGED);
  const lean = await gitAsync(cwd, LS_MODES);
  return !lean.ok && /unknown option|--format/.test(lean.error) ? gitAsync(cwd, LS_STAGED) : lean;
}

/** The two listings of one repository, started. */
export interface StartedListing {
  /** Null when not started (it is then started where it is needed). */
  staged: Promise<GitAnswer> | null;
  others: Promise<GitAnswer>;
}

/**
 * Start the git listings of the repository at `rel` (`.` the root) in two child processes: the
 * tracked one with object ids (`ids`, for a run whose answers are kept) or without (`modes`), or
 * not yet (`later`); hand them to `listRepositoryAsync` (`started`), or to `listAgain` to compare.
 */
export function startListing(absRoot: string, rel: string, tracked: 'ids' | 'modes' | 'later'): StartedListing {
  const cwd = rel === '.' ? absRoot : path.join(absRoot, rel);
  return { staged: tracked === 'later' ? null : trackedListing(cwd, tracked === 'ids'), others: takeEarly(cwd) ?? gitAsync(cwd, LS_OTHERS) };
}

/**
 * The walk for untracked files of a root, started before the audit asks for it: the CLI's entry
 * starts it before the rest of the CLI is loaded (`startOthersEarly`), and `startListing` takes it
 * over for the same directory. Until then it does not keep the process alive (a command line that
 * turns out to be wrong exits at once), and a walk never taken is stopped when the process exits.
 */
let early: { cwd: string; child: ChildProcess; answer: Promise<GitAnswer> } | null = null;

export function startOthersEarly(absRoot: string): void {
  const started = gitProcess(absRoot, LS_OTHERS);
  keepsAlive(started.child, false);
  early = { cwd: absRoot, ...started };
  process.once('exit', () => {
    if (early?.child === started.child) started.child.kill();
  });
}

function takeEarly(cwd: string): Promise<GitAnswer> | null {
  const e = early;
  if (e === null || e.cwd !== cwd) return null;
  early = null;
  keepsAlive(e.child, true);
  return e.answer;
}

/** Whether a child process (and its pipes) keeps this process's event loop alive. */
function keepsAlive(child: ChildProcess, alive: boolean): void {
  for (const h of [child, child.stdin, child.stdout, child.stderr] as ({ ref?(): void; unref?(): void } | null)[]) {
    if (alive) h?.ref?.();
    else h?.unref?.();
  }
}

/**
 * "<mode> <object> <stage>\t<path>" records (`--stage`) or "<mode>\t<path>" (`LS_MODES`): tracked
 * files, and submodules (mode 160000) into `nested`.
 */
function addStaged(b: ListingBuilder, out: string, prefix: string, nested: string[]): void {
  let start = 0;
  while (start < out.length) {
    let end = out.indexOf('\0', start);
    if (end === -1) end = out.length;
    const tab = out.indexOf('\t', start);
    if (tab !== -1 && tab < end) {
      const mode = out.slice(start, start + 6);
      const p = out.slice(tab + 1, end);
      if (mode === '160000') nested.push(p);
      else b.addTracked(joinRel(prefix, p), mode === '120000' ? TRACKED_LINK : TRACKED);
    }
    start = end + 1;
  }
}

/** Untracked paths; git shows a nested repository as one directory entry (`dir/`), put into `nested`. */
function addOthers(b: ListingBuilder, out: string, prefix: string, nested: string[]): void {
  for (const p of out.split('\0')) {
    if (!p) continue;
    if (p.endsWith('/')) nested.push(p.slice(0, -1));
    else b.add(joinRel(prefix, p), UNTRACKED);
  }
}

/**
 * Whether the directory `rel` (a submodule's or a nested clone's) holds a repository to list in
 * turn: a `.git` there, in a directory that lies inside the root. A submodule's folder replaced by a
 * link to another repository elsewhere is not listed: git would list that repository's files.
 */
function nestedRepoAt(absRoot: string, rel: string): boolean {
  const dir = path.join(absRoot, rel);
  try {
    if (!isInside(fs.realpathSync(absRoot), fs.realpathSync(dir))) return false;
  } catch {
    return false; // not there (or not reachable): nothing to list
  }
  return fs.existsSync(path.join(dir, '.git'));
}

/** The nested repositories found in one repository's listing that are to be listed in turn (depth-limited, `.git` present). */
function nestedToList(b: ListingBuilder, absRoot: string, prefix: string, nested: readonly string[], depth: number, seen: Observations | null): string[] {
  const out: string[] = [];
  for (const n of nested) {
    const rel = joinRel(prefix, n);
    if (b.nestedSeen.has(rel)) continue; // an unmerged submodule is listed once per stage
    b.nestedSeen.add(rel);
    b.nestedRepos.push(rel);
    b.addDir(rel);
    if (depth >= 8) continue;
    const hasGit = nestedRepoAt(absRoot, rel);
    seen?.record('e', rel, String(hasGit));
    if (hasGit) out.push(rel);
  }
  return out;
}

function listGitRepo(b: ListingBuilder, absRoot: string, prefix: string, depth: number, seen: Observations | null): string | null {
  const cwd = prefix === '.' ? absRoot : path.join(absRoot, prefix);
  const staged = git(cwd, LS_STAGED);
  seen?.record('g', `s${prefix}`, stagedDigest(staged));
  if (!staged.ok) return staged.error;
  const others = git(cwd, LS_OTHERS);
  seen?.record('g', `o${prefix}`, gitDigest(others));
  if (!others.ok) return others.error;
  const nested: string[] = [];
  addStaged(b, take(staged), prefix, nested);
  addOthers(b, take(others), prefix, nested);
  for (const rel of nestedToList(b, absRoot, prefix, nested, depth, seen)) listGitRepo(b, absRoot, rel, depth + 1, seen);
  return null;
}

async function listGitRepoAsync(
  b: ListingBuilder,
  absRoot: string,
  prefix: string,
  depth: number,
  seen: Observations | null,
  started: StartedListing,
  onTracked: (() => void) | null,
): Promise<string | null> {
  const cwd = prefix === '.' ? absRoot : path.join(absRoot, prefix);
  // (A stamp of the index only for a listing started here, after it was taken.)
  const before = seen !== null && started.staged === null ? indexStamp(cwd) : null;
  const staged = await (started.staged ?? trackedListing(cwd, seen !== null));
  if (seen !== null) recordTracked(seen, prefix, staged, before, cwd);
  if (!staged.ok) return staged.error;
  const nested: string[] = [];
  addStaged(b, take(staged), prefix, nested);
  onTracked?.();
  const others = await started.others;
  seen?.record('g', `o${prefix}`, gitDigest(others));
  if (!others.ok) return others.error;
  addOthers(b, take(others), prefix, nested);
  const inner = nestedToList(b, absRoot, prefix, nested, depth, seen);
  const jobs = inner.map((rel) => startListing(absRoot, rel, seen !== null ? 'ids' : 'modes'));
  for (const [i, rel] of inner.entries()) {
    const err = await listGitRepoAsync(b, absRoot, rel, depth + 1, seen, jobs[i]!, null);
    if (err !== null) return err;
  }
  return null;
}

/**
 * Ask git again every question a listing asked (`seen.questions` of `listRepository`): all at once,
 * in parallel, answers recorded in the original order. Equal digests mean an equal listing. (An `I`
 * question comes back with the index's new stamp where git rewrote it with the same entries.)
 */
export async function listAgain(absRoot: string, questions: readonly Question[], started: ReadonlyMap<string, StartedListing> = new Map()): Promise<Observations> {
  const jobs = new Map(started);
  const keys = questions.map((q) => q.slice(1));
  const answers = await Promise.all(
    questions.map(async (q, i) => {
      const key = keys[i]!;
      if (q[0] === 'I') {
        const again = await trackedAgain(absRoot, key);
        keys[i] = again.key;
        return again.answer;
      }
      if (q[0] !== 'g') return String(nestedRepoAt(absRoot, key));
      const rel = key.slice(1);
      let job = jobs.get(rel);
      if (key[0] === 's') {
        // The tracked listing is hashed by git itself, unless it was already read.
        return job?.staged ? stagedDigest(await job.staged) : gitHashed(rel === '.' ? absRoot : path.join(absRoot, rel), LS_STAGED);
      }
      if (job === undefined) {
        job = startListing(absRoot, rel, 'later');
        jobs.set(rel, job);
      }
      return gitDigest(await job.others);
    }),
  );
  const seen = new Observations();
  for (const [i, q] of questions.entries()) seen.record(q[0]!, keys[i]!, answers[i]!);
  return seen;
}

function walk(b: ListingBuilder, absRoot: string, limit = WALK_LIMIT): void {
  const stack: string[] = ['.'];
  let count = 0;
  while (stack.length > 0) {
    if (count >= limit) {
      b.truncated = true;
      break;
    }
    const rel = stack.pop()!;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(absRoot, rel), { withFileTypes: true });
    } catch {
      continue; // unreadable directory: its candidates are probed (and reported) later if on a chain
    }
    for (const e of entries) {
      count += 1;
      const childRel = joinRel(rel, e.name);
      if (e.isDirectory()) {
        if (e.name === '.git') continue;
        b.addDir(childRel);
        if (fs.existsSync(path.join(absRoot, childRel, '.git'))) b.nestedRepos.push(childRel);
        if (!WALK_SKIP.has(e.name)) stack.push(childRel);
      } else {
        b.add(childRel, e.isSymbolicLink() ? { git: 'unknown', symlink: true } : { git: 'unknown' });
      }
    }
  }
}

/**
 * List the repository at `absRoot` once (synchronously). With `seen`, every git answer is recorded
 * there (a walk is not: an audit without git is not cached).
 */
export function listRepository(absRoot: string, opts: { walkLimit?: number; seen?: Observations } = {}): RepoListing {
  const b = new ListingBuilder();
  const err = listGitRepo(b, absRoot, '.', 0, opts.seen ?? null);
  if (err === null) return b.build('git');
  const fresh = new ListingBuilder();
  walk(fresh, absRoot, opts.walkLimit);
  return fresh.build('walk', err);
}

/**
 * The engine's listing: the same as `listRepository`, from listings already started
 * (`startListing`), with a hook called once the root repository's tracked files are in. The
 * listing object it passes is the one it returns, completed (unless git fails: then a walk's).
 */
export async function listRepositoryAsync(
  absRoot: string,
  opts: { walkLimit?: number; seen?: Observations; started?: StartedListing; onTracked?: (partial: RepoListing) => void } = {},
): Promise<RepoListing> {
  const b = new ListingBuilder();
  const listing = b.build('git');
  const onTracked = opts.onTracked ? () => opts.onTracked!(listing) : null;
  const err = await listGitRepoAsync(b, absRoot, '.', 0, opts.seen ?? null, opts.started ?? startListing(absRoot, '.', opts.seen ? 'ids' : 'modes'), onTracked);
  if (err === null) return listing;
  const fresh = new ListingBuilder();
  walk(fresh, absRoot, opts.walkLimit);
  return fresh.build('walk', err);
}

/** `git check-ignore` of paths given on its standard input (see `gitIgnored`). */
const CHECK_IGNORE = ['check-ignore', '--no-index', '-z', '--stdin'];

/**
 * Which of `rels` git ignores (candidates seen by stat but not in the listing). They are untracked
 * by construction, so the index is not consulted (`--no-index`): with it, git looks each path up in
 * the index at a cost of milliseconds per path on a large repository.
 */
export function gitIgnored(absRoot: string, rels: string[]): Set<string> {
  if (rels.length === 0) return new Set();
  const r = spawnSync('git', [...GIT_PREFIX, ...CHECK_IGNORE], { cwd: absRoot, input: rels.join('\0') + '\0', encoding: 'utf8', maxBuffer: GIT_MAX_BUFFER });
  // Exit 1: nothing is ignored. Any other failure: nothing is known to be.
  return r.error || (r.status !== 0 && r.status !== 1) ? new Set() : pathsIn(r.stdout);
}

/** The same, in a child process that runs while this one goes on (a cached run's replay). */
export async function gitIgnoredAsync(absRoot: string, rels: string[]): Promise<Set<string>> {
  if (rels.length === 0) return new Set();
  // (Exit 1, nothing ignored, comes back as a failure: no path either way.)
  const r = await gitAsync(absRoot, CHECK_IGNORE, rels.join('\0') + '\0');
  return r.ok ? pathsIn(take(r)) : new Set();
}

/** The paths in NUL-separated output. */
function pathsIn(out: string): Set<string> {
  return new Set(out.split('\0').filter(Boolean));
}

export { parentDir, baseName, joinRel };
