/**
 * The shared, memoized view of the repository that every profile and check works from:
 * each candidate is probed once and read once (up to the read cap), each directory's root is
 * found once. Profiles never touch the file system themselves.
 */
import * as fs from 'node:fs';
import type { GitStatus } from '../report/model.js';
import { MAX_LINT_BYTES } from '../rules/limits.js';
import { analyzeBytes, type ByteFacts } from './encoding.js';
import { DeepPaths } from './deep-paths.js';
import { describeError, directoryOrder, isInside, joinUnder, probe, readCapped, toRel, type Probe, type ReadResult } from './fsprobe.js';
import { baseName, gitIgnored, gitIgnoredAsync, parentDir, type RepoListing } from './listing.js';
import { bytesDigest, Observations, type Question, settled } from './observations.js';

/** Bytes linted per file at most (the lint rules' cap); a larger file is linted on its first MAX_TEXT_BYTES. */
export const MAX_TEXT_BYTES = MAX_LINT_BYTES;

export interface FileContent extends ReadResult {
  facts: ByteFacts;
}

export interface RootInfo {
  /** Repository-relative directory where the walk stops. */
  dir: string;
  /** The marker found there, 'assumed' for an audited root taken as a repository, or null. */
  marker: string | null;
  /** A marker could not be checked (e.g. permission denied on a directory on the way up). */
  error?: string;
}

export interface RootRule {
  markers: readonly string[];
  /** A3S Code accepts only a `.git` that is not a symlink. */
  allowSymlinkMarker: boolean;
}

/** What changes whenever an entry of the directory is made, removed or renamed. */
function dirStamp(st: fs.Stats): string {
  return `${st.dev}:${st.ino}:${st.mtimeMs}:${st.ctimeMs}`;
}

/** Questions asked again between two turns of the event loop (see `askAgain`). */
const REPLAY_SLICE = 1024;

/** A probe's answer as the observations keep it: most are "missing", written without JSON. */
function probeAnswer(p: Probe): string {
  return p.lkind === 'missing' && p.error === undefined ? 'missing' : JSON.stringify(p);
}

const NONE: readonly string[] = Object.freeze([]);

/** An `i` question's answer: the ignored paths, sorted. */
function ignoredAnswer(ignored: ReadonlySet<string>): string {
  return JSON.stringify([...ignored].sort());
}

export class DiscoveryContext {
  readonly root: string;
  readonly realRoot: string;
  readonly listing: RepoListing;
  readonly assumeRoot: boolean;
  readonly readCap: number;
  /** Each path probed, but those found plainly missing (`missing`): most probes, kept as names only. */
  private probes = new Map<string, Probe>();
  private missing = new Set<string>();
  private reads = new Map<string, FileContent>();
  private roots = new Map<string, RootInfo>();
  private markerCache = new Map<string, boolean | string>();
  private readCount = 0;
  /** Short paths for system calls deep in the tree. */
  private readonly deep: DeepPaths;

  /** Let go of what the context holds open (directory handles for deep paths); it may still be read from. */
  dispose(): void {
    this.deep.close();
  }

  /** Every question asked of the file system, with a digest of its answer (for the result cache), when kept. */
  readonly observations: Observations | null;

  constructor(root: string, listing: RepoListing, opts: { assumeRoot: boolean; readCap: number; observe?: boolean }) {
    this.root = root;
    this.realRoot = fs.realpathSync(root);
    this.listing = listing;
    this.assumeRoot = opts.assumeRoot;
    this.readCap = Math.max(opts.readCap, MAX_TEXT_BYTES);
    this.observations = opts.observe ? new Observations() : null;
    this.deep = new DeepPaths(root);
    this.observations?.record('R', root, this.realRoot);
  }

  /** How many files were opened for reading (each at most once). */
  get filesRead(): number {
    return this.readCount;
  }

  join(dir: string, name: string): string {
    return dir === '.' ? name : `${dir}/${name}`;
  }

  private probeCount = 0;

  /** How many paths were probed on disk (each at most once; a replay skips the names its stamps vouch for). */
  get probesMade(): number {
    return this.probeCount;
  }

  /** Probe a repository-relative path once (lstat + stat; a link's target is resolved, never read). */
  probe(rel: string): Probe {
    const p = this.probes.get(rel);
    if (p !== undefined) return p;
    return this.missing.has(rel) ? this.missingProbe(rel) : this.probeNew(rel, parentDir(rel));
  }

  private missingProbe(rel: string): Probe {
    return { rel, lkind: 'missing', kind: 'missing', size: null };
  }

  /** Whether `rel`, in directory `dir`, exists in any form (`probe(rel).lkind !== 'missing'`). */
  private existsIn(rel: string, dir: string): boolean {
    const p = this.probes.get(rel);
    if (p !== undefined) return p.lkind !== 'missing';
    return !this.missing.has(rel) && this.probeNew(rel, dir).lkind !== 'missing';
  }

  /** `probe` of a path not probed yet, in directory `dir` (its parent, given by a caller that has it). */
  private probeNew(rel: string, dir: string): Probe {
    let p: Probe;
    const inside = this.dirInside(dir);
    if (inside && this.absentDirs.has(dir)) {
      // Nothing in a directory that is not there (an agent's `.claude/` or `.opencode/` folder in most directories).
      p = this.missingProbe(rel);
    } else {
      if (inside) this.probeCount += 1;
      p = inside
        ? probe(this.root, this.realRoot, rel, this.deep.sys(rel))
        : { rel, lkind: 'other', kind: 'other', size: null, error: 'its directory leads outside the repository through a symbolic link' };
    }
    // Only the name of a plain "not there" is kept: tens of thousands of them in a large repository.
    if (p.lkind === 'missing' && p.error === undefined) this.missing.add(rel);
    else this.probes.set(rel, p);
    this.observations?.record(this.skippable(p.lkind === 'missing' && p.error === undefined, dir) ? 'P' : 'p', rel, probeAnswer(p));
    return p;
  }

  /**
   * Directory stamps (for the result cache's replay, `askAgain`). A directory's entries cannot have
   * changed while its device, inode, modification and change times are the same: every entry made,
   * removed or renamed in it moves both times. So a replay that finds a directory's stamp unchanged
   * knows every name it did not hold is still missing, without asking (`P` and `M` questions).
   * Only a directory whose times were at least SETTLED_MS in the past when it was looked at gets a
   * stamp: a change made in the same tick of the file system's clock could leave its times as they
   * were, one made later cannot.
   */
  private stamped = new Set<string>();
  /** In a replay: the stamps the cached run saw (from its `D` questions), and the directories found unchanged. */
  private expectDir = '';
  private expectStamp = '';
  private unchangedDirs = new Set<string>();

  /** Whether an answer "not there" (`missing`) in `dir` can be skipped by a later replay. */
  private skippable(missing: boolean, dir: string): boolean {
    return missing && this.stamped.has(dir);
  }

  /**
   * Directories found not to exist (no entry by that name, or one above them): nothing inside them
   * is asked of the disk. ('missing' for another reason, an error, is not trusted so far.)
   */
  private absentDirs = new Set<string>();

  /** Each directory's real path (null when it leads outside the root; 'missing' when it does not exist). */
  private realDirs = new Map<string, string | null | 'missing'>();
  private dirLookupCount = 0;

  /**
   * How many directories had their metadata looked up to decide containment: each at most once
   * per run, however many chains, profiles and candidate names cross it.
   */
  get dirLookups(): number {
    return this.dirLookupCount;
  }

  /**
   * A directory's real path, built from its parent's (memoized), so the cost is one `lstat` per
   * directory, not one per path component per directory (`realpath` of a path 1,000 levels deep
   * looks up 1,000 components). Only a directory that is itself a link is resolved in full.
   */
  private realDir(dir: string): string | null | 'missing' {
    if (dir === '.') return this.realRoot;
    let v = this.realDirs.get(dir);
    if (v !== undefined) return v;
    const up = parentDir(dir);
    const parent = this.realDir(up);
    let stamp: string | null = null;
    if (parent === null || parent === 'missing') {
      v = parent;
      if (this.absentDirs.has(up)) this.absentDirs.add(dir);
    } else {
      this.dirLookupCount += 1;
      const here = joinUnder(parent, baseName(dir));
      try {
        const st = fs.lstatSync(this.deep.sys(dir) ?? here, { throwIfNoEntry: false });
        if (st === undefined) {
          v = 'missing';
          this.absentDirs.add(dir);
        } else if (st.isSymbolicLink()) {
          const real = fs.realpathSync(here);
          v = isInside(this.realRoot, real) ? real : null;
        } else {
          v = here;
          if (this.observations !== null && st.isDirectory() && settled(st)) stamp = dirStamp(st);
        }
      } catch {
        v = 'missing'; // a missing directory holds nothing to read
      }
    }
    this.realDirs.set(dir, v);
    if (this.observations !== null) {
      if (stamp !== null && dir === this.expectDir && stamp === this.expectStamp) this.unchangedDirs.add(dir);
      if (stamp !== null) {
        this.stamped.add(dir);
        this.observations.record('D', `${dir}\0${stamp}`, String(v));
      } else {
        this.observations.record('d', dir, String(v));
      }
    }
    return v;
  }

  /** Whether a directory, with every link on its path resolved, still lies inside the root. */
  dirInside(dir: string): boolean {
    return this.realDir(dir) !== null;
  }

  /**
   * A directory's repository-relative path with every link on its way resolved (`alias` → `deep/er/pkg`),
   * or null when it leads outside the root or does not exist. Asked (and observed) as `dirInside` is.
   */
  realRelDir(dir: string): string | null {
    const v = this.realDir(dir);
    if (v === null || v === 'missing') return null;
    return isInside(this.realRoot, v) ? toRel(this.realRoot, v) : null;
  }

  /**
   * Candidate-named entries git does not list (a FIFO or socket, an ignored file…) in `dirs`: a
   * stat (lstat, through `probe`) of every candidate name that is not listed in each directory.
   * Nothing is opened. Returns the repository-relative paths that exist in some form.
   */
  unlistedCandidates(dirs: Iterable<string>, names: ReadonlySet<string>): string[] {
    const key = [...names].join('\0');
    let found = this.unlistedFound.get(key);
    if (found === undefined) {
      found = new Map();
      this.unlistedFound.set(key, found);
    }
    const out: string[] = [];
    for (const dir of dirs) {
      const listed = this.listing.byDir.get(dir) ?? NONE;
      let here = found.get(dir);
      if (here === undefined) {
        here = NONE;
        // (Nothing is looked for in a directory that leads outside the root through a link.)
        const inside = this.dirInside(dir);
        for (const name of names) {
          if (!inside || listed.includes(name)) continue;
          const rel = this.join(dir, name);
          if (this.existsIn(rel, dir)) here = [...here, rel];
        }
        found.set(dir, here);
      }
      // (A name listed since, an untracked file git listed after this directory was scanned, is out.)
      for (const rel of here) if (!listed.includes(baseName(rel))) out.push(rel);
    }
    return out;
  }

  /**
   * What `unlistedCandidates` found in each directory, per set of names: the listing only grows, so
   * a directory scanned before git listed untracked files is not asked again when the scan is
   * repeated (the engine scans once early, and again once the listing is complete).
   */
  private unlistedFound = new Map<string, Map<string, readonly string[]>>();

  /** Every path probed so far, existing or not (for an audit of a committed tree that writes blobs on demand). */
  probedPaths(): string[] {
    return [...this.probes.keys(), ...this.missing];
  }

  /** Probed paths that exist in some form (for reporting every candidate once). */
  probedExisting(): Probe[] {
    return [...this.probes.values()].filter((p) => p.lkind !== 'missing');
  }

  /**
   * Read a candidate once, up to the read cap. Only regular files inside the root are read:
   * a link is read through its resolved target, never outside the root.
   */
  read(rel: string): FileContent | null {
    const p = this.probe(rel);
    if (p.kind !== 'file') return null;
    if (p.link && (p.link.outside || p.link.resolved === null)) return null;
    const key = p.link?.resolved ?? rel;
    let c = this.reads.get(key);
    if (!c) {
      this.readCount += 1;
      const r = readCapped(this.deep.sys(key) ?? joinUnder(this.realRoot, key), this.readCap);
      c = { ...r, facts: analyzeBytes(r.bytes, r.complete) };
      this.reads.set(key, c);
      this.observations?.record('r', rel, `${bytesDigest(r.bytes)} ${r.size} ${r.complete} ${r.error ?? ''}`);
    }
    return c;
  }

  /** The content already read for `rel`, without reading. */
  readIfLoaded(rel: string): FileContent | undefined {
    const p = this.probes.get(rel);
    return this.reads.get(p?.link?.resolved ?? rel);
  }

  private named = new Map<string, { size: number; files: string[] }>();
  private paths: string[] = [];

  /** Every listed path, in listing order, as an array (taken again if the listing has grown). */
  private listedPaths(): readonly string[] {
    if (this.paths.length !== this.listing.files.size) this.paths = [...this.listing.files.keys()];
    return this.paths;
  }

  /**
   * Listed files with base name `name`, in listing order: one pass over the listing per name asked
   * (profiles look for a few configuration files), kept, and done again if the listing has grown
   * since (the engine starts on the tracked files while git still lists the untracked ones).
   */
  listedNamed(name: string): readonly string[] {
    const hit = this.named.get(name);
    if (hit && hit.size === this.listing.files.size) return hit.files;
    const files: string[] = [];
    const n = name.length;
    const all = this.listedPaths();
    for (let i = 0; i < all.length; i++) {
      const rel = all[i]!;
      if (rel.endsWith(name) && (rel.length === n || rel.charCodeAt(rel.length - n - 1) === 47 /* / */)) files.push(rel);
    }
    this.named.set(name, { size: this.listing.files.size, files });
    return files;
  }

  private orders = new Map<string, string[] | null>();

  /**
   * The names in directory `dir` (repository-relative) in the order the file system lists them, or
   * null when it cannot be listed (see fsprobe's `directoryOrder`); once per directory, observed.
   */
  directoryOrder(dir: string): readonly string[] | null {
    let names = this.orders.get(dir);
    if (names === undefined) {
      names = directoryOrder(dir === '.' ? this.root : joinUnder(this.root, dir));
      this.orders.set(dir, names);
      this.observations?.record('o', dir, names === null ? 'unlisted' : JSON.stringify(names));
    }
    return names;
  }

  /** Listed base names in a directory. */
  namesIn(dir: string): readonly string[] {
    return this.listing.byDir.get(dir) ?? [];
  }

  gitStatus(rel: string): GitStatus {
    const f = this.listing.files.get(rel);
    if (f) return f.git;
    if (this.listing.source !== 'git') return 'unknown';
    return this.ignoredCache?.has(rel) ? 'ignored' : 'unknown';
  }

  private ignoredCache?: Set<string>;

  /** Ask git, once for all, which of `candidates` that it does not list it ignores. */
  resolveIgnored(candidates: readonly string[]): void {
    if (this.listing.source !== 'git') return;
    this.askIgnored(candidates.filter((r) => !this.listing.files.has(r)));
  }

  private askIgnored(unlisted: string[]): void {
    this.ignoredCache = gitIgnored(this.root, unlisted);
    this.observations?.record('i', JSON.stringify(unlisted), ignoredAnswer(this.ignoredCache));
  }

  /**
   * Ask the file system every question `questions` holds, in order, through this (fresh) context,
   * whose observations then show whether every answer is still the same. The questions are asked
   * in slices, between which the event loop runs: git's listings, started before, are read while
   * the file system is asked (a child writing into a full pipe would wait for the whole replay).
   */
  async askAgain(questions: readonly Question[]): Promise<void> {
    const obs = this.observations!;
    // What git ignores is asked of a child process, started first: it runs while the rest is asked,
    // and its answer takes its place among the others (no other question depends on it).
    const ignored = new Map<number, Promise<Set<string>>>();
    for (let i = 0; i < questions.length; i++) if (questions[i]![0] === 'i') ignored.set(i, gitIgnoredAsync(this.root, JSON.parse(questions[i]!.slice(1)) as string[]));
    const later: Promise<void>[] = [];
    for (let i = 0; i < questions.length; i++) {
      if (i % REPLAY_SLICE === REPLAY_SLICE - 1) await new Promise<void>((resolve) => setImmediate(resolve));
      const q = questions[i]!;
      const kind = q[0];
      if (kind === 'P') {
        // Most questions: a candidate name its directory did not hold. With the directory unchanged, the
        // answer is known (and no later question depends on it: each path is asked about once).
        const slash = q.lastIndexOf('/');
        if (this.unchangedDirs.has(slash === -1 ? '.' : q.slice(1, slash))) obs.recordAsked(q, 'missing');
        else this.probe(q.slice(1));
        continue;
      }
      const key = q.slice(1);
      if (kind === 'p') this.probe(key);
      else if (kind === 'd') this.realDir(key);
      else if (kind === 'D') {
        const cut = key.indexOf('\0');
        this.expectDir = key.slice(0, cut);
        this.expectStamp = key.slice(cut + 1);
        this.realDir(this.expectDir);
      } else if (kind === 'r') this.read(key);
      else if (kind === 'm' || kind === 'M') {
        const [dir, marker, allow] = key.split('\0');
        if (kind === 'M' && this.unchangedDirs.has(dir!)) obs.recordAsked(q, 'false');
        else this.hasMarker(dir!, marker!, allow === 'true');
      } else if (kind === 'i') {
        const answer = obs.recordLater(q);
        later.push(ignored.get(i)!.then((set) => answer(ignoredAnswer(set))));
      } else if (kind === 'o') this.directoryOrder(key);
    }
    await Promise.all(later);
  }

  /** true / false, or an error message when the marker's metadata could not be read. */
  private hasMarker(dir: string, marker: string, allowSymlink: boolean): boolean | string {
    const key = `${dir}\0${marker}\0${allowSymlink}`;
    let v = this.markerCache.get(key);
    if (v === undefined) {
      if (!this.dirInside(dir)) {
        // A directory reached through a link that leaves the root (a tracked directory replaced by a
        // link) is not looked into, for a marker either: as for the candidates probed in it.
        v = false;
      } else {
        const rel = dir === '.' ? marker : `${dir}/${marker}`;
        const abs = this.deep.sys(rel) ?? joinUnder(this.root, rel);
        try {
          const st = fs.lstatSync(abs, { throwIfNoEntry: false });
          v = st === undefined ? false : st.isSymbolicLink() ? allowSymlink && fs.existsSync(abs) : true;
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          v = code === 'ENOENT' || code === 'ENOTDIR' ? false : `${this.join(dir, marker)}: ${describeError(e)}`;
        }
      }
      this.markerCache.set(key, v);
      this.observations?.record(this.skippable(v === false, dir) ? 'M' : 'm', key, String(v));
    }
    return v;
  }

  /**
   * Walk up from `dir` to the first directory holding a root marker, never above the audited
   * root. With none found: the audited root when `assumeRoot`, else `dir` alone (agents then
   * read only the working directory).
   */
  rootOf(dir: string, rule: RootRule): RootInfo {
    const ruleKey = `${rule.markers.join('\0')}\0${rule.allowSymlinkMarker}`;
    const key = `${dir}\0${ruleKey}`;
    const hit = this.roots.get(key);
    if (hit) return hit;
    const { found, error } = this.walkUp(dir, rule, ruleKey);
    let info: RootInfo = found ? { ...found, ...(error ? { error } : {}) } : this.assumeRoot ? { dir: '.', marker: 'assumed' } : { dir, marker: null };
    if (error && !info.error) info = { ...info, error };
    this.roots.set(key, info);
    return info;
  }

  private walks = new Map<string, Map<string, { found: { dir: string; marker: string } | null; error?: string }>>();

  /**
   * The first directory from `d` upward holding a marker, and the first marker error met on the way;
   * each directory's answer is kept, so every chain through it shares the walk above it.
   */
  private walkUp(d: string, rule: RootRule, ruleKey: string): { found: { dir: string; marker: string } | null; error?: string } {
    let memo = this.walks.get(ruleKey);
    if (!memo) {
      memo = new Map();
      this.walks.set(ruleKey, memo);
    }
    const hit = memo.get(d);
    if (hit) return hit;
    let here: string | undefined;
    let found: string | undefined;
    for (const m of rule.markers) {
      const v = this.hasMarker(d, m, rule.allowSymlinkMarker);
      if (typeof v === 'string') here ??= v;
      else if (v) {
        found = m;
        break;
      }
    }
    let r: { found: { dir: string; marker: string } | null; error?: string };
    if (found) r = { found: { dir: d, marker: found }, ...(here ? { error: here } : {}) };
    else if (d === '.') r = { found: null, ...(here ? { error: here } : {}) };
    else {
      const up = this.walkUp(parentDir(d), rule, ruleKey);
      const error = here ?? up.error;
      r = { found: up.found, ...(error ? { error } : {}) };
    }
    memo.set(d, r);
    return r;
  }


  /** Directories from `root` down to `dir`, inclusive, root first. */
  dirsFrom(root: string, dir: string): string[] {
    const out: string[] = [];
    let d = dir;
    for (;;) {
      out.push(d);
      if (d === root || d === '.') break;
      d = parentDir(d);
    }
    return out.reverse();
  }
}

export { parentDir, baseName };
