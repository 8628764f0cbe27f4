/**
 * Where a delta's base comes from, for every front end: the committed tree at a git revision
 * (`--base REF`, the action on a pull request), or a previous JSON report (`--previous FILE`, a
 * scheduled run). Either way the head report gains `delta` (and, from a previous report, `history`).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { auditDetailed, readsUpFront } from './audit.js';
import type { AuditOptions } from './config/options.js';
import { ConfigError, quote } from './config/parse.js';
import { openCommittedTree } from './discovery/committed.js';
import type { RepoListing } from './discovery/listing.js';
import { instructionFileDiffs, startWorkTreeDiff, type WorkTreeDiff } from './discovery/file-diff.js';
import { MAX_TEXT_BYTES } from './discovery/context.js';
import { computeDelta, extendHistory, withDelta, type DeltaBase } from './report/delta.js';
import type { Report } from './report/model.js';
import { maskSecrets } from './rules/mask.js';

/**
 * Audit passes at most over a committed tree (each pass writes the blobs the previous one probed,
 * and a pass runs only when the last one probed something new): the first, one per import an
 * agent follows in a row (Copilot CLI goes 8 deep), and one to spare.
 */
const MAX_PASSES = 10;

export const COMMITTED_NOTE =
  'the base side is the committed state at that commit: untracked and ignored files (local overrides among them) exist only in the work tree, so they count only on the head side.';

/** The commit checked out at `root`, or undefined outside git. */
export function revisionOf(root: string): string | undefined {
  const r = spawnSync('git', ['-c', 'core.fsmonitor=false', 'rev-parse', '--verify', '--quiet', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const out = r.status === 0 ? r.stdout.trim() : '';
  return /^[0-9a-f]{40,64}$/.test(out) ? out : undefined;
}

/**
 * Audit the committed tree at `ref` with the same options (the head's), reading it from git's
 * object store. The work tree, index and HEAD are not touched. Throws ConfigError naming a ref that
 * is not a commit. `written`: the blobs written into the mirror (what the audit read up front, and
 * what it probed beyond that), however many files the tree holds. `writeAll`: every blob and
 * directory written up front instead, and nothing reused (the plain way, which bounded bases are
 * checked against). `head`: the work tree's listing, made by the head's audit of the same root with
 * the same options, from which the tree's listing is derived (see `derivedTree` in
 * src/discovery/committed.ts) instead of listing the whole tree.
 */
export async function auditCommitted(
  options: AuditOptions,
  ref: string,
  how: { writeAll?: boolean; head?: RepoListing; whileAuditing?: (commit: string) => void } = {},
): Promise<{ report: Report; commit: string; written: number; derived: boolean }> {
  const root = path.resolve(options.root);
  let gitMarker = false;
  try {
    gitMarker = fs.lstatSync(path.join(root, '.git')) !== undefined;
  } catch {
    /* the audited directory is below the top of the checkout */
  }
  const tree = await openCommittedTree({
    root,
    ref,
    readCap: Math.max(options.maxBytes + 4, MAX_TEXT_BYTES),
    wanted: how.writeAll ? () => true : readsUpFront(options),
    gitMarker,
    allDirs: how.writeAll || options.workingDirectories.some((w) => w.trim() !== 'auto' && w.trim() !== '.' && w.trim() !== './'),
    ...(how.head !== undefined && how.writeAll !== true ? { head: how.head } : {}),
  });
  // What the caller has git do beside the base's audit (in a child process), once the tree is open.
  how.whileAuditing?.(tree.commit);
  try {
    // A working directory given by name that the base does not have yet is simply not a chain there.
    const workingDirectories = options.workingDirectories.filter((w) => /[*?[\]{}!]/.test(w) || w === 'auto' || w === '.' || tree.listing.dirs.has(w.replace(/^\.\/+|\/+$/g, '')));
    const baseOptions: AuditOptions = { ...options, root: tree.dir, workingDirectories: workingDirectories.length > 0 ? workingDirectories : ['.'] };
    // The head's lint results serve the files whose inputs are the same (an unchanged file, its
    // ancestors' texts and the existence of what it links to): exact, as the result cache is.
    const source = { listing: tree.listing, reuseLint: how.writeAll !== true };
    let result = await auditDetailed(baseOptions, source);
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      if ((await tree.materialize(result.ctx.probedPaths())) === 0) break;
      result = await auditDetailed(baseOptions, source);
    }
    // The base report names the real root, never the private directory it was read from.
    const text = JSON.stringify(result.report).split(JSON.stringify(tree.dir).slice(1, -1)).join('.');
    const report = JSON.parse(text) as Report;
    report.root = path.basename(root) || root;
    report.revision = tree.commit;
    return { report, commit: tree.commit, written: tree.written, derived: tree.derived };
  } finally {
    tree.dispose();
  }
}

/**
 * Head with `delta` against the committed tree at `ref` (shown as `label`, e.g. the base branch's
 * name). `headListing`: the listing the head's audit made (`AuditResult.listing`), which the base's
 * is derived from.
 */
export async function withBaseCommit(head: Report, options: AuditOptions, ref: string, label = ref, headListing?: RepoListing): Promise<Report> {
  // The diff from the commit to the work tree (a pass over the whole index and work tree, in a
  // child process): asked once the tree is open, so git answers while the base is audited.
  let changed: Promise<WorkTreeDiff | null> | null = null;
  const whileAuditing = (commit: string): void => {
    changed = startWorkTreeDiff(path.resolve(options.root), commit);
  };
  const { report: base, commit } = await auditCommitted(options, ref, { whileAuditing, ...(headListing !== undefined ? { head: headListing } : {}) });
  const from: DeltaBase = { kind: 'commit', ref: label, commit, note: COMMITTED_NOTE };
  // The edited lines of every instruction file either side knows (a masked path names no file).
  const masked = new Set([...(head.maskedPaths ?? []), ...(base.maskedPaths ?? [])]);
  const paths = [...new Set([...head.files, ...base.files].map((f) => f.path))].filter((p) => !masked.has(p) && !p.startsWith('~'));
  return withDelta(head, computeDelta(base, head, from, instructionFileDiffs(path.resolve(options.root), commit, paths, changed !== null ? await changed : undefined)));
}

function major(version: string): string {
  return version.split('.')[0] ?? version;
}

/**
 * Why `previous` cannot be compared with `head`, or null when it can. The same repository is told by
 * what identifies it (its first commit, its remote, with the audited directory), whatever the
 * folder is called; the folder's name is compared only when either side has no such identity (no git).
 */
export function incompatibility(previous: Report, head: Pick<Report, 'root' | 'tool'> & Partial<Pick<Report, 'repositoryIds'>>): string | null {
  if (previous.schemaVersion !== 1) return `it has schema version ${quote(String(previous.schemaVersion))}, this tool writes version 1`;
  if (previous.tool?.name !== 'agents-md-audit') return 'it was not written by agents-md-audit';
  if (major(previous.tool.version ?? '') !== major(head.tool.version)) {
    return `it was written by agents-md-audit ${quote(previous.tool.version)}, a different major version than ${quote(head.tool.version)} (fingerprints and chains are not comparable)`;
  }
  const mine = head.repositoryIds ?? [];
  const theirs = Array.isArray(previous.repositoryIds) ? previous.repositoryIds.filter((x): x is string => typeof x === 'string') : [];
  if (mine.length > 0 && theirs.length > 0) {
    if (theirs.some((id) => mine.includes(id))) return null;
    const first = (ids: string[]): string => ids.find((i) => i.startsWith('root:'))?.split(':')[1]?.slice(0, 12) ?? ids[0]!.replace(/^remote:/, '');
    return `it audits another repository or directory (${quote(first(theirs))}, not ${quote(first(mine))}: neither its first commit nor its remote, with the audited directory, matches)`;
  }
  if (previous.root !== head.root) return `it audits the root ${quote(previous.root)}, not ${quote(head.root)}`;
  return null;
}

/**
 * Read a report of another run through the one reader (src/report/read.ts: a regular file only,
 * capped, nesting limited, validated against the schema, every string masked), or throw a
 * ConfigError that says why it cannot be used (`what` names the option; `shown`, the file as given).
 * The reader, with the schema's validator, is loaded only when a report is read.
 */
export async function readReportFile(file: string, what: string, shown: string = file): Promise<Report> {
  const { readReport, ReportReadError } = await import('./report/read.js');
  try {
    return readReport(file);
  } catch (e) {
    if (!(e instanceof ReportReadError)) throw e;
    throw new ConfigError(e.kind === 'schema' ? `${what}: ${quote(shown)} is not an agents-md-audit JSON report: ${e.reason}` : `${what}: cannot read report ${quote(shown)}: ${e.reason}`);
  }
}

/** Whether there is nothing at `file` (a first run: no previous report yet). */
export function reportAbsent(file: string): boolean {
  try {
    return fs.lstatSync(file, { throwIfNoEntry: false }) === undefined;
  } catch {
    return false;
  }
}

/** Head with `delta` (and `history`) against a previous report; refuses one that is not comparable. */
export function withPreviousReport(head: Report, previous: Report, label: string): Report {
  label = maskSecrets(label);
  const why = incompatibility(previous, head);
  if (why) throw new ConfigError(`--previous: cannot compare with ${quote(label)}: ${why}`);
  const from: DeltaBase = {
    kind: 'report',
    ref: label,
    ...(previous.revision ? { commit: previous.revision } : {}),
    note: `the base side is a previous report${previous.revision ? ` (of commit ${previous.revision.slice(0, 12)})` : ''}, as it was audited then.`,
  };
  return { ...withDelta(head, computeDelta(previous, head, from)), history: extendHistory(previous) };
}
