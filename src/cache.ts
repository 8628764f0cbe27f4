/**
 * The result cache (`--cache DIR`, the action's `cache` input): opt-in, one file in DIR.
 *
 * - **Lint results per file.** A file's lint findings are a function of its path, its bytes (size,
 *   bytes read, text), its ancestors' paths and texts (for `no-duplicate-parent-content`), the tool
 *   version, and the answers to the "does this path exist?" questions its links asked. An entry is
 *   keyed by a hash of the first group and keeps the questions with their answers; it is used only
 *   when every question still gets the same answer. A pull request that touches three files of a
 *   1,000-file monorepo re-lints those three (and the files below a changed one, whose ancestors
 *   changed).
 * - **Whole reports.** An audit is a function of its options and of what it observed of the
 *   repository (src/discovery/observations.ts). A report is kept with the questions it asked; a later
 *   run with the same options asks them all again (every git listing, probe, directory lookup and
 *   read, in order) and reuses the report only when every answer is the same. The tracked listing is
 *   hashed by git itself on that replay, and a name a directory did not hold is vouched for by the
 *   directory's unchanged times (its stamp, see DiscoveryContext in src/discovery/context.ts) instead
 *   of a stat of its own. Nothing in the cache is trusted: an entry that does not parse, was written
 *   by another version, or no longer holds is ignored, and the run says so (`notes`).
 *
 * The cache file never holds a secret: an entry whose text would (a token in a path) is not written.
 *
 * **A cache can save work, never decide the verdict.** A lint key depends only on paths and bytes,
 * so anyone can compute one offline: a pull request could commit a cache that says its planted token
 * has no findings. So the cache file is authenticated: its body is signed (HMAC-SHA256) with a
 * random key that never lies in the cache file, nor in the audited repository
 * (`cacheKeyDir`: the CLI keeps it in the user's cache directory, the action as SECURITY.md says).
 * A body whose signature does not verify is never parsed: the cache is a miss, with a note. A body
 * that verifies is still checked entry by entry (types, every finding), and anything unexpected is a
 * miss. Without a key directory the key lives in memory: the cache serves this process only.
 * The file is written through the one safe writer (src/discovery/fswrite.ts).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { AuditOptions } from './config/options.js';
import { isInside, readCapped } from './discovery/fsprobe.js';
import { writeFileSafely } from './discovery/fswrite.js';
import type { Question } from './discovery/observations.js';
import type { Report } from './report/model.js';
import type { LintFinding } from './rules/index.js';
import { holdsSecret } from './rules/mask.js';
import { VERSION } from './version.js';

export const CACHE_FILE = 'agents-md-audit-cache.json';
/** The file holding a cache's key, in the key directory (never the cache file itself). */
export const KEY_FILE = 'agents-md-audit-cache.key';
const FORMAT = 'agents-md-audit-cache';
/** 2: a header line with the body's signature, then the body (1 was unsigned). */
const SCHEMA = 2;
/** The header line is short; a first line longer than this is not a header. */
const MAX_HEADER_BYTES = 1024;
/** Whole reports kept (one per set of options), newest first. */
const MAX_REPORTS = 4;
/** A cache file larger than this is not read. */
const MAX_CACHE_BYTES = 512 * 2 ** 20;

export interface LintEntry {
  findings: LintFinding[];
  /** Each path the lint asked about, with whether it existed. */
  exists: [string, boolean][];
}

export interface ReportEntry {
  /** The git questions of the listing, and the digest of their answers. */
  listing: Question[];
  listingDigest: string;
  /** Every other question asked of the file system, and the digest of the answers. */
  fs: Question[];
  fsDigest: string;
  report: Report;
}

/** The signed body of the cache file (after its header line). */
interface CacheBody {
  lint: Record<string, LintEntry>;
  reports: { key: string; entry: ReportEntry }[];
}

/** How the cache served one audit (for the log; never part of the report). */
export interface CacheUse {
  file: string;
  report: 'reused' | 'stale' | 'none' | 'not-applicable';
  lintReused: number;
  lintRun: number;
  /** Problems with the cache, one sentence each: a corrupt or foreign file, an entry not written. */
  notes: string[];
}

/** The key of a set of options (the cache directory itself left out). */
export function optionsKey(options: AuditOptions): string {
  const { cacheDir: _dir, cacheKeyDir: _keyDir, cacheWithin: _within, changedFiles: _changed, ...rest } = options;
  return sha(JSON.stringify([VERSION, stable(rest)]));
}

function stable(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stable);
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, stable((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

function sha(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

const textDigests = new WeakMap<object, string>();

/** A digest of a text, kept with the object that holds it (file objects are shared through a run). */
export function textDigest(owner: { text: string }): string {
  let d = textDigests.get(owner);
  if (d === undefined) {
    d = createHash('sha256').update(owner.text).digest('base64url');
    textDigests.set(owner, d);
  }
  return d;
}

/** The key of one file's lint: everything its findings depend on, but the existence answers. */
export function lintKey(input: { path: string; size: number; readBytes: number; self: { text: string }; ancestors: readonly { path: string; text: string }[] }): string {
  const h = createHash('sha256');
  h.update(`${VERSION}\0${input.path}\0${input.size}\0${input.readBytes}\0${textDigest(input.self)}`);
  for (const a of input.ancestors) h.update(`\0${a.path}\0${textDigest(a)}`);
  return h.digest('base64url');
}

/** Where a cache keeps its key and may write (the front ends decide; see `AuditOptions`). */
export interface CachePlace {
  /** The directory holding the key file; undefined: a key for this process only. */
  keyDir?: string;
  /** The audited root: a key directory inside it is never trusted (the repository could plant a key). */
  root: string;
  /** The safe writer's allowed directories (src/discovery/fswrite.ts). */
  within: readonly string[];
  /** A path outside `within` is the user's own (the CLI, the library). */
  anywhere: boolean;
}

/** The key directory a user's cache keeps its key in: `$XDG_CACHE_HOME/agents-md-audit`, else `~/.cache/agents-md-audit`. */
export function userKeyDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const xdg = env['XDG_CACHE_HOME'];
  if (xdg && path.isAbsolute(xdg)) return path.join(xdg, 'agents-md-audit');
  let home = '';
  try {
    home = os.homedir();
  } catch {
    /* no home: a key for this process only */
  }
  return home && path.isAbsolute(home) ? path.join(home, '.cache', 'agents-md-audit') : undefined;
}

let processKey: Buffer | null = null;
const KEY_TEXT = /^[0-9a-f]{64}\n?$/;

function firstLine(e: unknown): string {
  return ((e as Error)?.message ?? String(e)).split('\n')[0]!;
}

/**
 * The cache's key: read from the key file, or made (32 random bytes) and written there where there is
 * none. Null, with a note, when the key cannot be trusted or kept: the cache is then neither read nor
 * written.
 */
function cacheKey(place: CachePlace, notes: string[]): Buffer | null {
  if (place.keyDir === undefined) return (processKey ??= randomBytes(32));
  const keyDir = path.resolve(place.keyDir);
  const file = path.join(keyDir, KEY_FILE);
  const real = (p: string): string => {
    try {
      return fs.realpathSync(p);
    } catch {
      return p;
    }
  };
  const root = path.resolve(place.root);
  if (isInside(root, keyDir) || isInside(real(root), real(keyDir))) {
    notes.push(`the cache's key directory ${keyDir} lies inside the audited repository, where a key could be planted; the cache was not used`);
    return null;
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    let st: fs.Stats | undefined;
    try {
      st = fs.lstatSync(file, { throwIfNoEntry: false });
    } catch (e) {
      notes.push(`the cache's key ${file} cannot be examined (${firstLine(e)}); the cache was not used`);
      return null;
    }
    if (st !== undefined) {
      if (!st.isFile()) {
        notes.push(`the cache's key ${file} is not a regular file; the cache was not used`);
        return null;
      }
      const r = readCapped(file, 256);
      const text = r.bytes.toString('latin1');
      if (r.error !== undefined || !KEY_TEXT.test(text)) {
        notes.push(`the cache's key ${file} ${r.error !== undefined ? `cannot be read (${r.error})` : 'is not a key written by agents-md-audit'}; the cache was not used (remove the file to start a new cache)`);
        return null;
      }
      return Buffer.from(text.slice(0, 64), 'hex');
    }
    const key = randomBytes(32);
    try {
      // Only where no key is yet: two runs starting at once keep the one that came first.
      if (writeFileSafely(file, `${key.toString('hex')}\n`, { within: place.within, anywhere: place.anywhere, mode: 0o600, dirMode: 0o700, noReplace: true })) return key;
    } catch (e) {
      notes.push(`the cache's key cannot be written to ${file} (${firstLine(e)}); the cache was not used`);
      return null;
    }
  }
  notes.push(`the cache's key ${file} keeps changing; the cache was not used`);
  return null;
}

function signature(key: Buffer, body: Buffer | string): Buffer {
  return createHmac('sha256', key).update(`${FORMAT}\0${SCHEMA}\0${VERSION}\0`).update(body).digest();
}

export class ResultCache {
  readonly file: string;
  readonly use: CacheUse;
  private readonly lint: Map<string, LintEntry>;
  private readonly lintUsed = new Map<string, LintEntry>();
  private readonly reports: { key: string; entry: ReportEntry }[];

  private constructor(
    file: string,
    private readonly key: Buffer | null,
    private readonly place: CachePlace,
    data: CacheBody | null,
    notes: string[],
  ) {
    this.file = file;
    this.use = { file, report: 'none', lintReused: 0, lintRun: 0, notes };
    this.lint = new Map(Object.entries(data?.lint ?? {}));
    this.reports = data?.reports ?? [];
  }

  /**
   * Open the cache in `dir` (created when saved). A file that cannot be used (unsigned, signed with
   * another key, malformed) is ignored with a note; so is the cache itself when its key cannot be had.
   */
  static open(dir: string, place: CachePlace): ResultCache {
    const file = path.join(dir, CACHE_FILE);
    const notes: string[] = [];
    const key = cacheKey(place, notes);
    if (key === null) return new ResultCache(file, null, place, null, notes);
    let bytes: Buffer | null = null;
    try {
      const st = fs.lstatSync(file, { throwIfNoEntry: false });
      if (st !== undefined && !st.isFile()) notes.push(`the cache file ${file} is not a regular file; it was ignored`);
      else if (st !== undefined && st.size > MAX_CACHE_BYTES) notes.push(`the cache file ${file} is larger than ${MAX_CACHE_BYTES / 2 ** 20} MiB (no audit writes that much); it was ignored and will be rewritten`);
      else if (st !== undefined) {
        // Never blocks (a FIFO swapped in since the lstat is refused), never more than the cap.
        const r = readCapped(file, MAX_CACHE_BYTES);
        if (r.error !== undefined) notes.push(`the cache file ${file} could not be read (${r.error}); it was ignored`);
        else bytes = r.bytes;
      }
    } catch (e) {
      notes.push(`the cache file ${file} could not be read (${firstLine(e)}); it was ignored`);
    }
    return new ResultCache(file, key, place, bytes === null ? null : validCacheFile(bytes, key, file, notes), notes);
  }

  /** The lint findings kept for `key`, when every existence question gets the same answer now. */
  lintFindings(key: string, exists: (p: string) => boolean): LintFinding[] | null {
    const entry = this.lint.get(key);
    if (entry === undefined || !entry.exists.every(([p, was]) => exists(p) === was)) {
      this.use.lintRun += 1;
      return null;
    }
    this.use.lintReused += 1;
    this.lintUsed.set(key, entry);
    return entry.findings.map((f) => ({ ...f }));
  }

  keepLint(key: string, entry: LintEntry): void {
    this.lintUsed.set(key, entry);
  }

  /** The report entry kept for these options, if any (it still has to be checked). */
  reportEntry(key: string): ReportEntry | null {
    return this.reports.find((r) => r.key === key)?.entry ?? null;
  }

  keepReport(key: string, entry: ReportEntry): void {
    const i = this.reports.findIndex((r) => r.key === key);
    if (i !== -1) this.reports.splice(i, 1);
    this.reports.unshift({ key, entry });
    this.reports.length = Math.min(this.reports.length, MAX_REPORTS);
  }

  /**
   * Write the cache: this run's lint entries (entries no file used are dropped) and the newest
   * reports, signed, through the one safe writer (a fresh exclusive temporary name renamed over the
   * old file, no link followed). A failure is a note, never an error.
   */
  save(): void {
    if (this.key === null) return;
    const reports = this.reports.filter((r) => {
      if (!holdsSecret(JSON.stringify(r.entry.listing)) && !holdsSecret(JSON.stringify(r.entry.fs))) return true;
      this.use.notes.push('a report was not cached: a path the audit looked at holds a secret-like string, and the cache file never holds one');
      return false;
    });
    const lint: Record<string, LintEntry> = {};
    for (const [k, e] of this.lintUsed) if (!holdsSecret(JSON.stringify(e))) lint[k] = e;
    const body = JSON.stringify({ lint, reports } satisfies CacheBody);
    const header = JSON.stringify({ format: FORMAT, schema: SCHEMA, tool: VERSION, signature: signature(this.key, body).toString('hex') });
    try {
      writeFileSafely(this.file, `${header}\n${body}`, { within: this.place.within, anywhere: this.place.anywhere });
    } catch (e) {
      this.use.notes.push(`the cache could not be written to ${this.file} (${firstLine(e)})`);
    }
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isOptInt = (v: unknown): boolean => v === undefined || isInt(v);
const isStrList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isStr);
const isOptStrList = (v: unknown): boolean => v === undefined || isStrList(v);
const SEVERITIES = new Set<unknown>(['error', 'warning', 'info']);
/** A lint key: a SHA-256 in base64url (lintKey). */
const LINT_KEY = /^[A-Za-z0-9_-]{43}$/;
/** An options key: a SHA-256 in hex (optionsKey). */
const OPTIONS_KEY = /^[0-9a-f]{64}$/;

function validFinding(f: unknown): f is LintFinding {
  return (
    isObj(f) &&
    isStr(f.ruleId) &&
    SEVERITIES.has(f.severity) &&
    isStr(f.path) &&
    (f.line === null || isInt(f.line)) &&
    isOptInt(f.column) &&
    isOptInt(f.endLine) &&
    isOptInt(f.endColumn) &&
    isStr(f.message) &&
    isStr(f.fingerprint) &&
    isStr(f.key)
  );
}

function validLintEntry(e: unknown): e is LintEntry {
  return (
    isObj(e) &&
    Array.isArray(e.findings) &&
    e.findings.every(validFinding) &&
    Array.isArray(e.exists) &&
    e.exists.every((q) => Array.isArray(q) && q.length === 2 && isStr(q[0]) && typeof q[1] === 'boolean')
  );
}

function validQuestions(v: unknown): v is Question[] {
  return Array.isArray(v) && v.every((q) => isStr(q) && q.length > 0);
}

/** A finding of a whole report (src/report/model.ts `Finding`). */
function validReportFinding(f: unknown): boolean {
  return (
    isObj(f) &&
    isStr(f.ruleId) &&
    SEVERITIES.has(f.severity) &&
    (f.path === null || isStr(f.path)) &&
    (f.line === null || isInt(f.line)) &&
    isOptInt(f.column) &&
    isOptInt(f.endLine) &&
    isOptInt(f.endColumn) &&
    isStr(f.message) &&
    isStr(f.fingerprint) &&
    isOptStrList(f.files) &&
    isOptStrList(f.profiles) &&
    isOptStrList(f.cwds) &&
    f.baseline === undefined
  );
}

function validChain(c: unknown): boolean {
  return (
    isObj(c) &&
    isStr(c.profile) &&
    isStr(c.cwd) &&
    isStr(c.root) &&
    (c.rootMarker === null || isStr(c.rootMarker)) &&
    (c.budget === null || isInt(c.budget)) &&
    isInt(c.usedBytes) &&
    Array.isArray(c.files) &&
    c.files.every((f) => isObj(f) && isStr(f.path) && isInt(f.size) && isInt(f.loadedBytes) && typeof f.truncated === 'boolean') &&
    Array.isArray(c.passedOver) &&
    c.passedOver.every((p) => isObj(p) && isStr(p.path) && isStr(p.reason)) &&
    isStrList(c.agentWarnings)
  );
}

/** The report's shape, as far as anything reads it: every finding, chain, file and count typed. */
function validReport(r: unknown): r is Report {
  if (!isObj(r) || r.schemaVersion !== 1 || !isObj(r.tool) || r.tool.version !== VERSION || !isStr(r.root) || !isStrList(r.profiles)) return false;
  if (!isObj(r.settings) || !isStrList(r.workingDirectories) || !isStrList(r.notes) || !isOptStrList(r.maskedPaths)) return false;
  if (r.delta !== undefined || r.history !== undefined || r.revision !== undefined) return false; // added after the audit, never cached
  if (!Array.isArray(r.findings) || !r.findings.every(validReportFinding)) return false;
  if (!Array.isArray(r.chains) || !r.chains.every(validChain)) return false;
  if (!Array.isArray(r.files) || !r.files.every((f) => isObj(f) && isStr(f.path) && isStr(f.kind) && (f.size === null || isInt(f.size)) && isStr(f.git) && isStrList(f.loadedBy) && isInt(f.chains))) return false;
  const st = r.stats;
  return isObj(st) && ['errors', 'warnings', 'infos', 'chains', 'workingDirectories', 'instructionFiles'].every((k) => isInt(st[k])) && (st.maxUsage === null || isObj(st.maxUsage));
}

function validReportEntry(e: unknown): e is ReportEntry {
  return isObj(e) && validQuestions(e.listing) && isStr(e.listingDigest) && validQuestions(e.fs) && isStr(e.fsDigest) && validReport(e.report);
}

/**
 * The cache file's body, or null with a note saying why it cannot be used. The header line is read
 * first; the body is parsed only once its signature verifies with this cache's key (so nobody
 * without the key can have anything parsed, let alone used); then every entry is checked, and one
 * that is not what this version writes makes the whole file a miss (a signed file that holds one was
 * not written by this tool: nothing in it is used).
 */
function validCacheFile(bytes: Buffer, key: Buffer, file: string, notes: string[]): CacheBody | null {
  const nl = bytes.subarray(0, MAX_HEADER_BYTES + 1).indexOf(0x0a);
  let header: unknown = null;
  try {
    if (nl !== -1) header = JSON.parse(bytes.subarray(0, nl).toString('utf8'));
  } catch {
    /* not a header */
  }
  if (!isObj(header) || header.format !== FORMAT) {
    // An unsigned cache of an earlier version starts like a cache, but has no header line.
    const older = bytes.subarray(0, 64).toString('latin1').startsWith(`{"format":"${FORMAT}","schema":1,`);
    notes.push(
      older
        ? `the cache file ${file} was written by an earlier agents-md-audit (unsigned); it was ignored and will be rewritten`
        : `the file ${file} is not an agents-md-audit cache (or it is corrupt); it was ignored and will be overwritten`,
    );
    return null;
  }
  if (header.schema !== SCHEMA || header.tool !== VERSION) {
    notes.push(`the cache file ${file} was written by agents-md-audit ${isStr(header.tool) ? header.tool.slice(0, 40) : 'of another version'}; it was ignored and will be rewritten`);
    return null;
  }
  const body = bytes.subarray(nl + 1);
  const want = signature(key, body);
  const got = isStr(header.signature) && /^[0-9a-f]{64}$/.test(header.signature) ? Buffer.from(header.signature, 'hex') : null;
  if (got === null || !timingSafeEqual(got, want)) {
    notes.push(`the cache file ${file} is not signed with this cache's key (edited, cut short, copied from another machine, or committed to the repository); nothing in it was used, and it will be rewritten`);
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    notes.push(`the cache file ${file} is signed but its body is not valid JSON; it was ignored and will be rewritten`);
    return null;
  }
  const bad = (what: string): null => {
    notes.push(`the cache file ${file} is signed but ${what}; nothing in it was used, and it will be rewritten`);
    return null;
  };
  if (!isObj(data) || !isObj(data.lint) || !Array.isArray(data.reports)) return bad('its body is not a cache');
  const lint: Record<string, LintEntry> = {};
  for (const [k, e] of Object.entries(data.lint)) {
    if (!LINT_KEY.test(k) || !validLintEntry(e)) return bad(`its lint entry ${JSON.stringify(k.slice(0, 60))} is malformed`);
    lint[k] = e;
  }
  const reports: { key: string; entry: ReportEntry }[] = [];
  for (const r of data.reports) {
    if (!isObj(r) || !isStr(r.key) || !OPTIONS_KEY.test(r.key) || !validReportEntry(r.entry)) return bad(`its report entry ${reports.length + 1} is malformed`);
    reports.push({ key: r.key, entry: r.entry });
  }
  if (reports.length > MAX_REPORTS) return bad(`it holds more than ${MAX_REPORTS} reports`);
  return { lint, reports };
}
