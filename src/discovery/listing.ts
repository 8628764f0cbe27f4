/**
 * One listing of the repository: every tracked file and every untracked file that is not
 * ignored, from git (one `git ls-files` per repository, nested repositories included),
 * or from a bounded walk of the file system where there is no git.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { GitStatus } from '../report/model.js';

export interface ListedFile {
  git: GitStatus;
  /** Tracked as a symlink (git mode 120000). */
  symlink?: boolean;
}

export interface RepoListing {
  /** How the listing was made. */
  source: 'git' | 'walk';
  /** Repository-relative POSIX path → facts, for every listed file. */
  files: Map<string, ListedFile>;
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

function git(cwd: string, args: string[]): { ok: true; out: string } | { ok: false; error: string } {
  // core.fsmonitor=false: never run a hook named by the audited repository's own config.
  const r = spawnSync('git', ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: GIT_MAX_BUFFER,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (r.error) return { ok: false, error: (r.error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : r.error.message };
  if (r.status !== 0) return { ok: false, error: (r.stderr || `git exited with ${r.status}`).trim().split('\n')[0]! };
  return { ok: true, out: r.stdout };
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

class ListingBuilder {
  files = new Map<string, ListedFile>();
  dirs = new Set<string>(['.']);
  byDir = new Map<string, string[]>();
  nestedRepos: string[] = [];
  truncated = false;

  add(rel: string, facts: ListedFile): void {
    if (this.files.has(rel)) return;
    this.files.set(rel, facts);
    const dir = parentDir(rel);
    let names = this.byDir.get(dir);
    if (!names) {
      names = [];
      this.byDir.set(dir, names);
    }
    names.push(baseName(rel));
    this.addDir(dir);
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

const TRACKED: ListedFile = Object.freeze({ git: 'tracked' });
const TRACKED_LINK: ListedFile = Object.freeze({ git: 'tracked', symlink: true });
const UNTRACKED: ListedFile = Object.freeze({ git: 'untracked' });

/**
 * One `git ls-files` per repository: tracked entries with their mode (`--stage`) and untracked,
 * not ignored files (`--others --exclude-standard`), told apart by the status tag `-t` puts first
 * (`?` for an untracked file), so no path can pass for the other kind. Fails (with git's first
 * line) where git cannot list: not a work tree, git missing.
 */
function listGitRepo(b: ListingBuilder, absRoot: string, absDir: string, prefix: string, depth: number): string | null {
  const listed = git(absDir, ['ls-files', '-z', '-t', '--stage', '--others', '--exclude-standard']);
  if (!listed.ok) return listed.error;
  const nested: string[] = [];
  const out = listed.out;
  let start = 0;
  while (start < out.length) {
    let end = out.indexOf('\0', start);
    if (end === -1) end = out.length;
    const tag = out.charCodeAt(start);
    if (end - start > 2) {
      if (tag === 63 /* ? */) {
        const p = out.slice(start + 2, end);
        if (p.endsWith('/')) nested.push(p.slice(0, -1)); // git shows a nested repository as one directory entry
        else b.add(joinRel(prefix, p), UNTRACKED);
      } else {
        // "<tag> <mode> <object> <stage>\t<path>"
        const tab = out.indexOf('\t', start);
        const mode = out.slice(start + 2, start + 8);
        const p = out.slice(tab + 1, end);
        if (mode === '160000') nested.push(p);
        else b.add(joinRel(prefix, p), mode === '120000' ? TRACKED_LINK : TRACKED);
      }
    }
    start = end + 1;
  }
  for (const n of nested) {
    const rel = joinRel(prefix, n);
    if (b.nestedRepos.includes(rel)) continue; // an unmerged submodule is listed once per stage
    b.nestedRepos.push(rel);
    b.addDir(rel);
    const abs = path.join(absRoot, rel);
    if (depth < 8 && fs.existsSync(path.join(abs, '.git'))) listGitRepo(b, absRoot, abs, rel, depth + 1);
  }
  return null;
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

/** List the repository at `absRoot` once. */
export function listRepository(absRoot: string, opts: { walkLimit?: number } = {}): RepoListing {
  const b = new ListingBuilder();
  const err = listGitRepo(b, absRoot, absRoot, '.', 0);
  if (err === null) return b.build('git');
  const fresh = new ListingBuilder();
  walk(fresh, absRoot, opts.walkLimit);
  return fresh.build('walk', err);
}

/**
 * Which of `rels` git ignores (candidates seen by stat but not in the listing). They are untracked
 * by construction, so the index is not consulted (`--no-index`): with it, git looks each path up in
 * the index at a cost of milliseconds per path on a large repository.
 */
export function gitIgnored(absRoot: string, rels: string[]): Set<string> {
  if (rels.length === 0) return new Set();
  const r = spawnSync('git', ['-c', 'core.fsmonitor=false', 'check-ignore', '--no-index', '-z', '--stdin'], {
    cwd: absRoot,
    input: rels.join('\0') + '\0',
    encoding: 'utf8',
    maxBuffer: GIT_MAX_BUFFER,
  });
  if (r.error || (r.status !== 0 && r.status !== 1)) return new Set();
  return new Set(r.stdout.split('\0').filter(Boolean));
}

export { parentDir, baseName, joinRel };
