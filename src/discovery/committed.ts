/**
 * The committed tree at a git revision, read from git's object store (`git ls-tree`,
 * `git cat-file --batch`) without checking anything out: the work tree, the index and HEAD are
 * never touched. The tree becomes a RepoListing (every path tracked) and, in a private temporary
 * directory, the blobs the engine reads: what an audit reads up front (instruction-file candidates
 * by the profiles' names, rules folders, agents' config files, root markers; `readsUpFront` in
 * src/audit.ts) and links are written first; anything else the engine probes (an import target, a
 * name from an agent's configuration) is written on demand between passes (see `materialize`). A
 * tree of 100,000 Markdown files costs what its instruction files cost.
 *
 * Blobs are streamed (`streamBlobs`): each is written only up to the read cap and then extended to
 * its real size (a sparse file), so sizes are exact, no blob costs more than the cap on disk or in
 * memory, and a blob far larger than the cap is not even read through.
 *
 * The engine then audits that directory like any other: the same probes, the same containment
 * checks (a link out of the tree stays out of it), the same caps. */
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ConfigError, quote } from '../config/parse.js';
import { baseName, joinRel, type ListedFile, listingOf, parentDir, type RepoListing, TRACKED, TRACKED_LINK, unusualFiles } from './listing.js';

const GIT_MAX_BUFFER = 1024 * 1024 * 1024;
/** Bytes of a link's target kept at most (Linux's PATH_MAX; no system makes a longer link). */
const MAX_LINK_BYTES = 4096;
/** Bytes of git's error output kept (its first line is all a message quotes). */
const MAX_STDERR = 16 * 1024;
/** Bytes of a batch header line at most: a blob's is short; a `missing` one repeats the name asked (`:./<path>`, a path up to 4096 bytes). */
const MAX_HEADER = 8192;
/** Link hops followed when mapping a probed path back into the tree. */
const MAX_LINK_HOPS = 40;

export interface TreeEntry {
  mode: string;
  oid: string;
}

export interface CommittedTree {
  /** The full commit id the ref resolved to. */
  commit: string;
  /** The ref as the user gave it. */
  ref: string;
  /** The private directory holding the materialised blobs (removed by `dispose`). */
  dir: string;
  listing: RepoListing;
  /** Paths (relative to the audited root) that git refused to name safely and were left out. */
  skipped: string[];
  /** Whether the listing was derived from the work tree's (`OpenTreeOptions.head`), not listed whole. */
  derived: boolean;
  /** Write the blobs behind these paths (following links in the tree), and make the tree's directories among them; returns how many were new. */
  materialize(rels: Iterable<string>): Promise<number>;
  /** How many blobs have been written so far. */
  readonly written: number;
  dispose(): void;
}

function git(cwd: string, args: string[], input?: Buffer): { ok: true; out: Buffer } | { ok: false; error: string } {
  // core.fsmonitor=false: never run a hook named by the audited repository's own config.
  const r = spawnSync('git', ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', ...args], {
    cwd,
    maxBuffer: GIT_MAX_BUFFER,
    ...(input ? { input } : {}),
    stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
  });
  if (r.error) return { ok: false, error: (r.error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : r.error.message };
  if (r.status !== 0) return { ok: false, error: (r.stderr.toString('utf8') || `git exited with ${r.status}`).trim().split('\n')[0]! };
  return { ok: true, out: r.stdout };
}

/** Refuse, each with its own message, a ref that cannot name one commit: empty, option-like, a range, a control character. */
export function checkRefShape(ref: string): void {
  if (ref.trim() === '') throw new ConfigError('--base: give the branch, tag or commit to compare with (e.g. --base origin/main)');
  if (ref.startsWith('-')) throw new ConfigError(`--base: ${quote(ref)} looks like an option, not a ref: a branch, tag or commit never starts with "-"`);
  if (/[\0-\x1f\x7f]/.test(ref)) throw new ConfigError(`--base: ${quote(ref)} is not a git revision (it holds a control character)`);
  // `A..B`, `A...B`: a range is two commits; the base is one (a ref name never holds "..").
  const range = /^(.*?)\.{2,3}(.*)$/.exec(ref);
  if (range && !ref.includes(':')) {
    throw new ConfigError(`--base: ${quote(ref)} is a range, not a commit: give the base alone (--base ${range[1] || 'HEAD'}); the head is what is checked out`);
  }
}

/** Where one blob's bytes go, while `git cat-file --batch` streams it (see `streamBlobs`). */
export interface BlobSink {
  /** A piece of the body, in order (the buffer is git's: copy what is kept). False: nothing more is wanted. */
  write(chunk: Buffer): boolean;
  /** The body has gone by, or the rest of it was not wanted. */
  close(): void;
  /** The stream stopped before the body ended (an error elsewhere). */
  abort?(): void;
}

/** Unwanted bytes of one blob past which the batch is stopped and started again after it, rather than read through. */
const SKIP_BY_RESTART = 1024 * 1024;

/**
 * `git cat-file --batch` of `oids`, parsed as its output streams in, never held whole: for each
 * blob, `open(index, size)` says where its body goes (null: skipped past), the body reaches that sink
 * in pieces, then `close`. A `<oid> missing` record (a promisor or damaged repository) opens nothing:
 * the engine then sees that file missing. Memory stays at a few pipe reads whatever a blob weighs,
 * and a blob whose sink wants no more with more than SKIP_BY_RESTART bytes still to come is not read
 * through: git is stopped and asked again for the blobs after it (a 1 GiB blob costs its read cap).
 * Rejects on a git failure, a malformed stream, or whatever a sink throws (git is then stopped).
 */
export async function streamBlobs(cwd: string, oids: readonly string[], open: (index: number, size: number) => BlobSink | null): Promise<void> {
  for (let from = 0; from < oids.length; ) from = await batchFrom(cwd, oids, from, open);
}

/** One `git cat-file --batch` of `oids[from..]`; resolves with the index to start again from (the length when done). */
function batchFrom(cwd: string, oids: readonly string[], from: number, open: (index: number, size: number) => BlobSink | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-c', 'core.fsmonitor=false', 'cat-file', '--batch'], {
      cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
    });
    let failed: Error | null = null;
    /** Set when git was stopped past an unwanted body: where the next batch starts. */
    let restartAt = -1;
    let index = from;
    /** The header line so far (bounded: git's is an oid, a type and a size). */
    let header = Buffer.alloc(0);
    let sink: BlobSink | null = null;
    /** Body bytes still to come for the current blob, then its closing LF (-1: reading a header). */
    let left = -1;
    let stderr = '';
    const fail = (e: Error): void => {
      if (failed) return;
      failed = e;
      sink?.abort?.();
      sink = null;
      child.kill();
    };
    const endBlob = (): void => {
      const s = sink;
      sink = null;
      index += 1;
      s?.close();
    };
    child.stdout.on('data', (chunk: Buffer) => {
      if (failed || restartAt !== -1) return;
      try {
        let pos = 0;
        while (pos < chunk.length) {
          if (left === -1) {
            const nl = chunk.indexOf(0x0a, pos);
            const piece = chunk.subarray(pos, nl === -1 ? chunk.length : nl);
            if (header.length + piece.length > MAX_HEADER) throw new Error('git cat-file sent a header line longer than any it writes');
            header = header.length === 0 ? Buffer.from(piece) : Buffer.concat([header, piece]);
            if (nl === -1) return;
            pos = nl + 1;
            const fields = header.toString('latin1').split(' ');
            header = Buffer.alloc(0);
            if (index >= oids.length) throw new Error('git cat-file sent more records than it was asked for');
            // `<name> missing`: the name asked, which may be `<rev>:<path>` with spaces in the path.
            if (fields.length >= 2 && (fields[fields.length - 1] === 'missing' || fields[fields.length - 1] === 'ambiguous')) {
              index += 1;
              continue;
            }
            if (fields.length !== 3 || !/^\d{1,15}$/.test(fields[2]!)) throw new Error(`git cat-file sent a header it does not write (${JSON.stringify(fields.join(' ').slice(0, 80))})`);
            const size = Number(fields[2]);
            sink = fields[1] === 'blob' ? open(index, size) : null;
            left = size + 1;
            continue;
          }
          const n = Math.min(left, chunk.length - pos);
          const body = Math.min(n, left - 1);
          const more = body > 0 && sink ? sink.write(chunk.subarray(pos, pos + body)) : sink !== null || body === 0;
          pos += n;
          left -= n;
          if (left === 0) {
            if (chunk[pos - 1] !== 0x0a) throw new Error('git cat-file sent a blob that does not end where its size says');
            left = -1;
            endBlob();
          } else if (!more && left > SKIP_BY_RESTART) {
            // The rest of this blob is not wanted and large: stop git, and ask again for what follows.
            endBlob();
            restartAt = index;
            child.kill();
            return;
          }
        }
      } catch (e) {
        fail(e as Error);
      }
    });
    child.stderr.on('data', (c: Buffer) => {
      if (stderr.length < MAX_STDERR) stderr += c.toString('utf8');
    });
    child.on('error', (e: NodeJS.ErrnoException) => fail(e.code === 'ENOENT' ? new Error('git is not installed') : e));
    // A git that exits early (or is stopped) closes its input: the write error says nothing more.
    child.stdin.on('error', () => {});
    child.on('close', (code) => {
      if (failed) return reject(failed);
      if (restartAt !== -1) return resolve(restartAt);
      if (code !== 0) return reject(new Error((stderr.trim().split('\n')[0] || `git exited with ${code}`).trim()));
      if (left !== -1 || index < oids.length) return reject(new Error('git cat-file stopped before every blob was sent'));
      resolve(oids.length);
    });
    child.stdin.end(oids.slice(from).map((o) => `${o}\n`).join(''));
  });
}

/** A ref as a full commit id, or a ConfigError naming the ref (a missing one in a shallow clone says to fetch it). */
export function resolveCommit(root: string, ref: string): string {
  checkRefShape(ref);
  const inside = git(root, ['rev-parse', '--is-inside-work-tree']);
  if (!inside.ok) throw new ConfigError(`--base ${quote(ref)}: the audited directory is not in a git repository (${inside.error})`);
  const r = git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  if (!r.ok) {
    const shallow = git(root, ['rev-parse', '--is-shallow-repository']);
    if (shallow.ok && shallow.out.toString('utf8').trim() === 'true') {
      throw new ConfigError(
        `--base: ${quote(ref)} is not in this shallow clone: fetch it first (git fetch --depth=1 origin ${ref.replace(/^origin\//, '')}), or check out with the full history (actions/checkout with fetch-depth: 0)`,
      );
    }
    throw new ConfigError(`--base: ${quote(ref)} is not a commit in this repository (no such branch, tag or commit)`);
  }
  return r.out.toString('utf8').trim();
}

/** A tree path is written only when every component is an ordinary name. */
export function unsafePath(rel: string): boolean {
  return UNSAFE_COMPONENT.test(rel);
}

/** An empty component, `.`, `..` or `.git` in any case (what `unsafePath` refuses), in one test of the whole path. */
const UNSAFE_COMPONENT = /(?:^|\/)(?:\.{0,2}|\.git)(?:\/|$)/i;

/**
 * `ls-tree -r -z` records: `<mode> <type> <oid>\t<path>`. (Without `-l`: git would look up every
 * blob's size, 0.45 s against 0.07 s for 100,000 files; a written blob's size comes with it.)
 */
function parseTree(out: Buffer): { entries: Map<string, TreeEntry>; gitlinks: string[]; skipped: string[] } {
  const entries = new Map<string, TreeEntry>();
  const gitlinks: string[] = [];
  const skipped: string[] = [];
  const text = out.toString('utf8');
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\0', start);
    if (end === -1) end = text.length;
    const tab = text.indexOf('\t', start);
    const rec = start;
    start = end + 1;
    if (tab === -1 || tab > end) continue;
    const sp1 = text.indexOf(' ', rec);
    const sp2 = sp1 === -1 ? -1 : text.indexOf(' ', sp1 + 1);
    if (sp2 === -1 || sp2 > tab) continue;
    const mode = text.slice(rec, sp1);
    const type = text.slice(sp1 + 1, sp2);
    const oid = text.slice(sp2 + 1, tab);
    const rel = text.slice(tab + 1, end);
    if (unsafePath(rel)) {
      skipped.push(rel);
      continue;
    }
    if (type === 'commit') gitlinks.push(rel);
    else if (type === 'blob' && mode && oid) entries.set(rel, { mode, oid });
  }
  return { entries, gitlinks, skipped };
}

function buildListing(entries: Map<string, TreeEntry>, gitlinks: string[]): RepoListing {
  const files = new Map<string, ListedFile>();
  const dirs = new Set<string>(['.']);
  const byDir = new Map<string, string[]>();
  const addDir = (d: string): void => {
    while (!dirs.has(d)) {
      dirs.add(d);
      d = parentDir(d);
    }
  };
  for (const [rel, e] of entries) {
    files.set(rel, e.mode === '120000' ? TRACKED_LINK : TRACKED);
    const d = parentDir(rel);
    const names = byDir.get(d);
    if (names) names.push(baseName(rel));
    else byDir.set(d, [baseName(rel)]);
    addDir(d);
  }
  for (const g of gitlinks) addDir(g);
  return { source: 'git', files, dirs, byDir, nestedRepos: [...gitlinks] };
}

/** The tree's entries as the mirror asks for them (a Map of `ls-tree`'s records, or a view derived from the index). */
interface TreeEntries {
  has(rel: string): boolean;
  get(rel: string): TreeEntry | undefined;
  /** Every path, in the tree's order. */
  keys(): Iterable<string>;
  /** The paths of the tree's links. */
  links(): string[];
}

function mapEntries(entries: Map<string, TreeEntry>): TreeEntries {
  return {
    has: (rel) => entries.has(rel),
    get: (rel) => entries.get(rel),
    keys: () => entries.keys(),
    links: () => [...entries].filter(([, e]) => e.mode === '120000').map(([r]) => r),
  };
}

/**
 * How the tree at `commit` differs from the index (`git diff-index --cached --raw`, no renames):
 * path → its entry at the commit, or null where the commit does not have it. Null when git cannot
 * say, or when the difference holds what a derived listing does not model (an unmerged path, a
 * submodule on either side): the tree is then listed whole.
 */
function indexChanges(root: string, commit: string): Map<string, TreeEntry | null> | null {
  const r = git(root, ['diff-index', '--cached', '--raw', '-z', '--no-renames', '--no-abbrev', '--relative', commit, '--']);
  if (!r.ok) return null;
  const parts = r.out.toString('utf8').split('\0');
  const changes = new Map<string, TreeEntry | null>();
  for (let i = 0; i + 1 < parts.length; i += 2) {
    // `:<old mode> <new mode> <old oid> <new oid> <status>`, then the path.
    const fields = parts[i]!.replace(/^:/, '').split(' ');
    const rel = parts[i + 1]!;
    if (fields.length !== 5) return null;
    const [oldMode, newMode, oldOid, , status] = fields as [string, string, string, string, string];
    if (!/^[AMDT]$/.test(status) || oldMode === '160000' || newMode === '160000') return null;
    changes.set(rel, status === 'A' ? null : { mode: oldMode, oid: oldOid });
  }
  return changes;
}

/** Git's order of paths (their UTF-8 bytes), without encoding the ASCII ones. */
function byteOrder(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    return x < 0x80 && y < 0x80 ? x - y : Buffer.compare(Buffer.from(a), Buffer.from(b));
  }
  return a.length - b.length;
}

/**
 * The committed tree's listing derived from the work tree's (`head`, the listing of the head's
 * audit: the index's entries plus untracked files) and git's list of the paths where the commit
 * differs from the index, instead of listing and parsing the whole tree (`ls-tree -r`: 100,000
 * records on the benchmark repository, for a pull request that changed one file). Equal to
 * `buildListing(parseTree(ls-tree))` by construction: the index's paths in the index's order (which
 * is the tree's), less untracked files and those the commit lacks, plus those only the commit has,
 * each with the commit's mode. An unchanged path's blob is the index's (`:./<path>`), a changed
 * one's the commit's. Null where the head's listing is not a plain one of one index (no git, a
 * nested repository, a walk cut short, a path with a line break or an unsafe component), or git
 * cannot say how the index differs: the tree is then listed whole.
 */
function derivedTree(root: string, commit: string, head: RepoListing): { entries: TreeEntries; listing: RepoListing; skipped: string[] } | null {
  if (head.source !== 'git' || head.nestedRepos.length > 0 || head.truncated) return null;
  const unusual = unusualFiles(head.files);
  if (unusual === null) return null;
  for (const rel of head.files.keys()) if (rel.includes('\n') || unsafePath(rel)) return null;
  const changes = indexChanges(root, commit);
  if (changes === null) return null;
  const untracked = new Set<string>();
  for (const [rel, f] of unusual) if (f.git !== 'tracked') untracked.add(rel);
  const factsOf = (e: TreeEntry): ListedFile => (e.mode === '120000' ? TRACKED_LINK : TRACKED);
  const skipped: string[] = [];
  // Paths only the commit has (in git's order), and whether any path's mode or presence differs.
  const only: string[] = [];
  let same = untracked.size === 0;
  for (const [rel, e] of changes) {
    const was = unusual.get(rel) ?? TRACKED;
    if (e === null || !head.files.has(rel) || untracked.has(rel) || factsOf(e) !== was) same = false;
    if (e !== null && (!head.files.has(rel) || untracked.has(rel))) {
      if (unsafePath(rel) || rel.includes('\n')) skipped.push(rel);
      else only.push(rel);
    }
  }
  only.sort(byteOrder);
  let listing: RepoListing;
  if (same) {
    // The same paths with the same kinds: the head's listing serves as it is (nothing writes to a listing once made).
    listing = { source: 'git', files: head.files, dirs: head.dirs, byDir: head.byDir, nestedRepos: [] };
  } else {
    const ordered = function* (): Generator<readonly [string, ListedFile]> {
      let k = 0;
      for (const rel of head.files.keys()) {
        if (untracked.has(rel)) continue;
        while (k < only.length && byteOrder(only[k]!, rel) < 0) {
          const d = only[k++]!;
          yield [d, factsOf(changes.get(d)!)];
        }
        const c = changes.get(rel);
        if (c === null) continue; // in the index, not in the commit
        yield [rel, c !== undefined ? factsOf(c) : (unusual.get(rel) ?? TRACKED)];
      }
      for (; k < only.length; k++) yield [only[k]!, factsOf(changes.get(only[k]!)!)];
    };
    listing = listingOf(ordered());
  }
  const files = listing.files;
  const entries: TreeEntries = {
    has: (rel) => files.has(rel),
    get: (rel) => {
      const c = changes.get(rel);
      if (c !== undefined) return c ?? undefined;
      const f = files.get(rel);
      return f === undefined ? undefined : { mode: f.symlink ? '120000' : '100644', oid: `:./${rel}` };
    },
    keys: () => files.keys(),
    links: () => [...(unusualFiles(files) ?? new Map<string, ListedFile>())].filter(([, f]) => f.symlink === true).map(([r]) => r),
  };
  return { entries, listing, skipped };
}

/** Errors of a path inside a crafted tree (a file where a directory goes, a name too long…): that blob is left out. */
const PATH_CLASHES = new Set(['EEXIST', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG', 'EINVAL']);

/** Linux's tmpfs (`statfs` f_type). */
const TMPFS_MAGIC = 0x01021994;
/** Room `/dev/shm` must have to hold the mirror (each blob is written up to the read cap only). */
const SHM_ROOM = 1024 * 1024 * 1024;

/**
 * Where the private mirror is made: in memory, in `/dev/shm`, where it is a tmpfs with at least
 * 1 GiB free (a container's 64 MB default is not used); else the temporary directory. Making the
 * directories and files of a large tree on a journaled disk can cost far more than the audit of it:
 * 10 s against 1.3 s for the benchmark repository's 10,000 directories and 5,600 Markdown files on
 * the two-core VM of docs/performance.md.
 */
export function mirrorParent(shm = '/dev/shm'): string {
  if (process.platform === 'linux') {
    try {
      const st = fs.statfsSync(shm);
      if (st.type === TMPFS_MAGIC && st.bavail * st.bsize >= SHM_ROOM) {
        fs.accessSync(shm, fs.constants.W_OK | fs.constants.X_OK);
        return shm;
      }
    } catch {
      /* no /dev/shm, or not writable: the temporary directory */
    }
  }
  return os.tmpdir();
}

export interface OpenTreeOptions {
  /** Absolute path of the audited directory (inside a git work tree). */
  root: string;
  ref: string;
  /** Bytes of each blob written at most (the engine's read cap). */
  readCap: number;
  /** Is a path worth writing before the first pass (a candidate, a config file, a marker)? */
  wanted(rel: string): boolean;
  /** Whether the audited directory itself holds a `.git` (mirrored as an empty directory). */
  gitMarker: boolean;
  /**
   * Make every directory of the tree up front (working directories named or matched by a pattern
   * are looked up on disk); else only those that hold a written blob, and any other the engine
   * probes, on demand (`materialize`).
   */
  allDirs?: boolean;
  /** The directory to make the private mirror in (default: `mirrorParent()`). */
  mirrorIn?: string;
  /**
   * The work tree's listing (the head's audit's): the tree's listing is then derived from it and
   * git's list of the paths where the commit differs from the index (`derivedTree`), where it can be.
   */
  head?: RepoListing;
}

/** Open the committed tree at `ref` below `root`. Throws ConfigError for a ref that is not a commit. */
export async function openCommittedTree(opts: OpenTreeOptions): Promise<CommittedTree> {
  const commit = resolveCommit(opts.root, opts.ref);
  // Run in the audited directory: ls-tree then lists that subtree, with paths relative to it.
  const { entries, listing, skipped, gitlinks, derived } = ((): { entries: TreeEntries; listing: RepoListing; skipped: string[]; gitlinks: readonly string[]; derived: boolean } => {
    const made = opts.head !== undefined ? derivedTree(opts.root, commit, opts.head) : null;
    if (made !== null) return { ...made, gitlinks: [], derived: true };
    const ls = git(opts.root, ['ls-tree', '-r', '-z', commit]);
    if (!ls.ok) throw new ConfigError(`--base ${quote(opts.ref)}: cannot list the committed tree (${ls.error})`);
    const parsed = parseTree(ls.out);
    return { entries: mapEntries(parsed.entries), listing: buildListing(parsed.entries, parsed.gitlinks), skipped: parsed.skipped, gitlinks: parsed.gitlinks, derived: false };
  })();
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(opts.mirrorIn ?? mirrorParent(), 'agents-md-audit-base-')));
  const done = new Set<string>();
  let written = 0;

  /** Why the mirror cannot be written, as the error to stop with (a path clash is not one: see PATH_CLASHES). */
  const cannotWrite = (e: unknown): ConfigError =>
    new ConfigError(`--base ${quote(opts.ref)}: cannot write the committed tree to a temporary directory (${(e as Error).message.split('\n')[0]})`);
  const made = new Set<string>(['.']);
  const mkdirs = (rel: string): boolean => {
    if (made.has(rel)) return true;
    try {
      fs.mkdirSync(path.join(dir, rel), { recursive: true });
      for (let d = rel; !made.has(d); d = parentDir(d)) made.add(d);
      return true;
    } catch (e) {
      // A link or a file sits where the directory would go: leave the blob out. Anything else stops.
      if (PATH_CLASHES.has((e as NodeJS.ErrnoException).code ?? '')) return false;
      throw cannotWrite(e);
    }
  };
  /** Follow the tree's own links lexically from `rel` to a tree entry (or null). */
  /** The tree's links, as a set (the engine probes thousands of paths that are none, each mapped by `toEntry`). */
  let linkSet: Set<string> | null = null;
  const links = (): Set<string> => (linkSet ??= new Set(entries.links()));
  const toEntry = (rel: string): string | null => {
    let cur = rel;
    for (let hop = 0; hop < MAX_LINK_HOPS; hop++) {
      if (entries.has(cur) && !links().has(cur)) return cur;
      if (links().size === 0) return null; // no link to go through
      // Find the first component that is a link in the tree, and substitute its target.
      const parts = cur.split('/');
      let replaced = false;
      for (let i = 1; i <= parts.length; i++) {
        const prefix = parts.slice(0, i).join('/');
        if (!links().has(prefix)) continue;
        const target = linkText(prefix);
        if (target === null || path.posix.isAbsolute(target)) return null;
        const joined = path.posix.normalize(path.posix.join(parentDir(prefix) === '.' ? '' : parentDir(prefix), target, ...parts.slice(i)));
        if (joined.startsWith('../') || joined === '..') return null; // out of the tree: never followed
        cur = joined;
        replaced = true;
        break;
      }
      if (!replaced) return null;
    }
    return null;
  };

  const linkTargets = new Map<string, string | null>();
  const linkText = (rel: string): string | null => linkTargets.get(rel) ?? null;

  /** Write the blobs for `rels` (tree entries); links become links, files are cut at the cap. */
  const writeBlobs = async (rels: string[]): Promise<number> => {
    const todo = rels.filter((r) => !done.has(r) && entries.has(r));
    if (todo.length === 0) return 0;
    for (const r of todo) done.add(r);
    let count = 0;
    /** A failure to write, as thrown by node:fs: a path clash leaves the blob out, anything else stops. */
    const clash = (e: unknown): boolean => {
      // A path clash inside a crafted tree: the blob is left out, the engine sees it missing. Any
      // other failure (no space left…) would make the base look different from what it is: stop.
      if (!PATH_CLASHES.has((e as NodeJS.ErrnoException).code ?? '')) throw cannotWrite(e);
      return true;
    };
    await streamBlobs(opts.root, todo.map((r) => entries.get(r)!.oid), (i, size): BlobSink | null => {
      const rel = todo[i]!;
      const entry = entries.get(rel)!;
      const abs = path.join(dir, rel);
      if (!mkdirs(parentDir(rel))) return null;
      if (entry.mode === '120000') {
        // A link's target is its blob's text: kept whole up to MAX_LINK_BYTES (no system takes a longer one).
        const parts: Buffer[] = [];
        let kept = 0;
        return {
          write(chunk) {
            const room = MAX_LINK_BYTES + 1 - kept;
            if (room > 0) {
              parts.push(Buffer.from(chunk.subarray(0, room)));
              kept += Math.min(room, chunk.length);
            }
            return kept <= MAX_LINK_BYTES;
          },
          close() {
            if (size > MAX_LINK_BYTES) return; // longer than any system's limit: left out, as a clash would be
            const target = Buffer.concat(parts).toString('utf8');
            linkTargets.set(rel, target);
            try {
              fs.symlinkSync(target, abs);
              count += 1;
              written += 1;
            } catch (e) {
              clash(e);
            }
          },
        };
      }
      let fd: number;
      try {
        // O_EXCL + O_NOFOLLOW: never write through something already there.
        fd = fs.openSync(abs, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (fs.constants.O_NOFOLLOW ?? 0), 0o644);
      } catch (e) {
        clash(e);
        return null;
      }
      let kept = 0;
      return {
        write(chunk) {
          const room = opts.readCap - kept;
          if (room <= 0) return false;
          const n = Math.min(room, chunk.length);
          try {
            for (let off = 0; off < n; ) off += fs.writeSync(fd, chunk, off, n - off);
          } catch (e) {
            fs.closeSync(fd);
            fd = -1;
            throw cannotWrite(e);
          }
          kept += n;
          return kept < opts.readCap;
        },
        close() {
          if (fd === -1) return;
          try {
            // The blob's real size, past what was written: a sparse file, so sizes are exact.
            fs.ftruncateSync(fd, size);
            count += 1;
            written += 1;
          } catch (e) {
            throw cannotWrite(e);
          } finally {
            fs.closeSync(fd);
          }
        },
        abort() {
          if (fd !== -1) fs.closeSync(fd);
          fd = -1;
        },
      };
    }).catch((e: unknown) => {
      if (e instanceof ConfigError) throw e;
      throw new Error(`cannot read blobs of ${opts.ref} from git: ${(e as Error).message}`);
    });
    return count;
  };

  try {
    // The directories (with `.git` where the checkout has one): every one when working directories
    // are named or matched (they are checked on disk), else those of the blobs written, and on demand.
    if (opts.allDirs) for (const d of listing.dirs) if (d !== '.') mkdirs(d);
    if (opts.gitMarker) mkdirs('.git');
    for (const g of gitlinks) mkdirs(joinRel(g, '.git'));
    // First pass: every link (and, through the tree, what each points at) and every wanted path.
    await writeBlobs([...links()]);
    const first: string[] = [];
    for (const r of entries.keys()) if (opts.wanted(r) && !links().has(r)) first.push(r);
    for (const l of links()) {
      const t = toEntry(l);
      if (t) first.push(t);
    }
    await writeBlobs(first);
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }

  return {
    commit,
    ref: opts.ref,
    dir,
    listing,
    skipped,
    derived,
    get written() {
      return written;
    },
    async materialize(rels: Iterable<string>): Promise<number> {
      const want: string[] = [];
      let dirs = 0;
      for (const r of rels) {
        // A directory of the tree the engine looked for and did not find: made now.
        if (listing.dirs.has(r) && !made.has(r) && mkdirs(r)) dirs += 1;
        if (done.has(r) && !links().has(r)) continue; // written already
        const e = toEntry(r);
        if (e && !done.has(e)) want.push(e);
      }
      return dirs + (await writeBlobs(want));
    },
    dispose(): void {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
