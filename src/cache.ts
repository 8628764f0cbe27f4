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
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AuditOptions } from './config/options.js';
import type { Question } from './discovery/observations.js';
import type { Report } from './report/model.js';
import type { LintFinding } from './rules/index.js';
import { holdsSecret } from './rules/mask.js';
import { VERSION } from './version.js';

export const CACHE_FILE = 'agents-md-audit-cache.json';
const FORMAT = 'agents-md-audit-cache';
const SCHEMA = 1;
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

interface CacheFile {
  format: string;
  schema: number;
  tool: string;
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
  const { cacheDir: _dir, changedFiles: _changed, ...rest } = options;
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

export class ResultCache {
  readonly file: string;
  readonly use: CacheUse;
  private readonly lint: Map<string, LintEntry>;
  private readonly lintUsed = new Map<string, LintEntry>();
  private readonly reports: { key: string; entry: ReportEntry }[];

  private constructor(file: string, data: CacheFile | null, notes: string[]) {
    this.file = file;
    this.use = { file, report: 'none', lintReused: 0, lintRun: 0, notes };
    this.lint = new Map(Object.entries(data?.lint ?? {}));
    this.reports = data?.reports ?? [];
  }

  /** Open the cache in `dir` (created when saved). A file that cannot be used is ignored with a note. */
  static open(dir: string): ResultCache {
    const file = path.join(dir, CACHE_FILE);
    const notes: string[] = [];
    let text: string | null = null;
    try {
      const st = fs.lstatSync(file, { throwIfNoEntry: false });
      if (st !== undefined && !st.isFile()) notes.push(`the cache file ${file} is not a regular file; it was ignored`);
      else if (st !== undefined && st.size > MAX_CACHE_BYTES) notes.push(`the cache file ${file} is larger than ${MAX_CACHE_BYTES / 2 ** 20} MiB (no audit writes that much); it was ignored and will be rewritten`);
      else if (st !== undefined) text = fs.readFileSync(file, 'utf8');
    } catch (e) {
      notes.push(`the cache file ${file} could not be read (${(e as Error).message.split('\n')[0]}); it was ignored`);
    }
    return new ResultCache(file, text === null ? null : validCacheFile(text, file, notes), notes);
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
   * reports. Atomic (a temporary file renamed over the old one). A failure is a note, never an error.
   */
  save(): void {
    const reports = this.reports.filter((r) => {
      if (!holdsSecret(JSON.stringify(r.entry.listing)) && !holdsSecret(JSON.stringify(r.entry.fs))) return true;
      this.use.notes.push('a report was not cached: a path the audit looked at holds a secret-like string, and the cache file never holds one');
      return false;
    });
    const lint: Record<string, LintEntry> = {};
    for (const [k, e] of this.lintUsed) if (!holdsSecret(JSON.stringify(e))) lint[k] = e;
    const data: CacheFile = { format: FORMAT, schema: SCHEMA, tool: VERSION, lint, reports };
    const dir = path.dirname(this.file);
    const tmp = path.join(dir, `.${CACHE_FILE}.${process.pid}.tmp`);
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(tmp, JSON.stringify(data));
      fs.renameSync(tmp, this.file);
    } catch (e) {
      this.use.notes.push(`the cache could not be written to ${this.file} (${(e as Error).message.split('\n')[0]})`);
      fs.rmSync(tmp, { force: true });
    }
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isOptNum = (v: unknown): boolean => v === undefined || (typeof v === 'number' && Number.isSafeInteger(v));

function validFinding(f: unknown): f is LintFinding {
  return (
    isObj(f) &&
    isStr(f.ruleId) &&
    (f.severity === 'error' || f.severity === 'warning' || f.severity === 'info') &&
    isStr(f.path) &&
    (f.line === null || (typeof f.line === 'number' && Number.isSafeInteger(f.line))) &&
    isOptNum(f.column) &&
    isOptNum(f.endLine) &&
    isOptNum(f.endColumn) &&
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

function validReportEntry(e: unknown): e is ReportEntry {
  return (
    isObj(e) &&
    validQuestions(e.listing) &&
    isStr(e.listingDigest) &&
    validQuestions(e.fs) &&
    isStr(e.fsDigest) &&
    isObj(e.report) &&
    e.report.schemaVersion === 1 &&
    Array.isArray(e.report.chains) &&
    Array.isArray(e.report.findings) &&
    Array.isArray(e.report.files) &&
    isObj(e.report.stats)
  );
}

/** The cache file's data, or null with a note saying why it cannot be used; bad entries are dropped with a note. */
function validCacheFile(text: string, file: string, notes: string[]): CacheFile | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    notes.push(`the cache file ${file} is not valid JSON (corrupt or cut short); it was ignored and will be rewritten`);
    return null;
  }
  if (!isObj(data) || data.format !== FORMAT) {
    notes.push(`the file ${file} is not an agents-md-audit cache; it was ignored and will be overwritten`);
    return null;
  }
  if (data.schema !== SCHEMA || data.tool !== VERSION) {
    notes.push(`the cache file ${file} was written by agents-md-audit ${isStr(data.tool) ? data.tool : 'of another version'}; it was ignored and will be rewritten`);
    return null;
  }
  const lint: Record<string, LintEntry> = {};
  let bad = 0;
  for (const [k, e] of Object.entries(isObj(data.lint) ? data.lint : {})) {
    if (validLintEntry(e)) lint[k] = e;
    else bad += 1;
  }
  const reports: { key: string; entry: ReportEntry }[] = [];
  for (const r of Array.isArray(data.reports) ? data.reports : []) {
    if (isObj(r) && isStr(r.key) && validReportEntry(r.entry)) reports.push({ key: r.key, entry: r.entry });
    else bad += 1;
  }
  if (bad > 0 || !isObj(data.lint) || !Array.isArray(data.reports)) {
    notes.push(`the cache file ${file} had ${bad === 0 ? 'a malformed section' : `${bad} malformed ${bad === 1 ? 'entry' : 'entries'}`}; ${bad === 1 ? 'it was' : 'they were'} ignored`);
  }
  return { format: FORMAT, schema: SCHEMA, tool: VERSION, lint, reports };
}
