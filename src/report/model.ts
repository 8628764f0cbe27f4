/**
 * The report model: the one data structure every front end (CLI, action, remark preset)
 * and every renderer (text, JSON, job summary, annotations, SARIF) works from.
 *
 * It is a public contract (see `schema/report.schema.json`): add fields, never rename them.
 * All paths are repository-relative POSIX paths; `.` is the repository root.
 * Nothing in a report may hold a secret value: rules redact before they build a message.
 */

import type { Delta } from './delta.js';
import { compareUrgency } from './urgency.js';

export type Severity = 'error' | 'warning' | 'info';
export type SeveritySetting = Severity | 'off';

export const SEVERITY_RANK: Record<Severity, number> = { error: 3, warning: 2, info: 1 };

/** One problem, on one file and line (or on the configuration, with `path: null`). */
export interface Finding {
  /** Stable rule id, e.g. `override-committed`, `no-secrets`. */
  ruleId: string;
  severity: Severity;
  /**
   * Repository-relative POSIX path, or null when the finding concerns the configuration or is a fact
   * about several files (then listed in `files`).
   */
  path: string | null;
  /** 1-based line, or null when the finding is about the whole file or the configuration. */
  line: number | null;
  /** 1-based column (in characters) where the finding starts, when known. */
  column?: number;
  endLine?: number;
  endColumn?: number;
  /** What an agent will do, and how to fix it. Never contains a secret value. */
  message: string;
  /** For a fact reported once for several files (e.g. `aider-unread`): every file it concerns, sorted. */
  files?: string[];
  /** Agent profiles this finding concerns (absent: all configured profiles). */
  profiles?: string[];
  /** Working directories whose chains are affected (absent: not chain-specific). */
  cwds?: string[];
  /** Stable identity across runs (rule, path and a rule-chosen key), for trends, dedupe and SARIF. */
  fingerprint: string;
  /** With a base (`--base`, `--previous`): whether the base had this finding too. */
  baseline?: 'new' | 'existing';
}

/** Where a budget cut falls in a file: the first byte the agent never sees. */
export interface CutPoint {
  /** Byte offset of the first byte that is not loaded. */
  byteOffset: number;
  /** 1-based line of that byte. */
  line: number;
  /** 1-based column (in characters) of that byte's character. */
  column: number;
  /** True when the cut falls inside a multi-byte UTF-8 character. */
  splitsCharacter: boolean;
  /** Last line of the file when the whole file was read, else null (file larger than the read cap). */
  lastLine: number | null;
}

export interface ChainFile {
  /** Repository-relative path; for a personal document, a display path such as `~/.codex/AGENTS.md`. */
  path: string;
  /** Size on disk in bytes (of the link target when the candidate is a symlink). */
  size: number;
  /** Bytes this file contributes to the chain (after the budget cut). */
  loadedBytes: number;
  truncated: boolean;
  cut?: CutPoint;
  /** True for a personal document from a home directory (outside the repository). */
  personal?: boolean;
  /** The candidate is a symlink; this is its target as a repository-relative path, or the raw target when outside. */
  linkTarget?: string;
  /** True when the agent would load this file but the audit did not read it (e.g. its target is outside the repository). */
  unread?: boolean;
  /** Digest of the exact text this file contributes (after the cut): a same-size edit changes it. */
  loadedDigest?: string;
}

export type PassReason =
  | 'hidden' // an earlier candidate in the same directory (or chain, for name-wins profiles) won
  | 'whitespace-only'
  | 'not-regular-file'
  | 'symlink-rejected'
  | 'outside-root'
  | 'invalid-utf8'
  | 'budget-spent'
  | 'empty-after-cut'
  | 'unsafe-name'
  | 'unreadable'
  | 'not-configured';

/** A candidate that exists on disk but contributes nothing to the chain, and why. */
export interface PassedOver {
  path: string;
  reason: PassReason;
  /** For `hidden`: the file that won instead. Otherwise a short human detail. */
  detail?: string;
}

/** What one agent profile loads for one working directory. */
export interface Chain {
  profile: string;
  /** Working directory, repository-relative, `.` for the root. */
  cwd: string;
  /** Directory where the walk stopped (the chain root), repository-relative. */
  root: string;
  /** The marker that made `root` a root (`.git`, a custom marker, `assumed`), or null if none was found. */
  rootMarker: string | null;
  /** Byte budget for this profile, or null when the agent has none. */
  budget: number | null;
  /** Bytes loaded (counted against the budget when there is one). */
  usedBytes: number;
  /** Character limit of the agent's reader where it has one instead of a byte budget (e.g. Copilot code review). */
  charLimit?: number;
  /** Files loaded, in the order the agent joins them. */
  files: ChainFile[];
  passedOver: PassedOver[];
  /** Startup warnings the agent itself would print (e.g. lossy UTF-8 decoding). */
  agentWarnings: string[];
  /**
   * Set when the agent refuses to start in this working directory with this configuration (a
   * settings file it cannot parse, …): why, naming the file and line. The chain is then empty.
   */
  startError?: string;
  /**
   * Digest of the prompt exactly as the agent injects it (as `--print-prompt` prints it, rendered
   * for one fixed root so checkouts in different places compare equal): any edit it sees changes it.
   */
  textDigest?: string;
}

export type GitStatus = 'tracked' | 'untracked' | 'ignored' | 'unknown';
export type FileKind = 'file' | 'symlink' | 'directory' | 'fifo' | 'socket' | 'device' | 'missing' | 'other';

/** Every instruction-file candidate seen, once, however many chains it is in. */
export interface InstructionFile {
  path: string;
  kind: FileKind;
  /** For symlinks, what the link resolves to (the final kind). */
  targetKind?: FileKind;
  size: number | null;
  git: GitStatus;
  /** Profiles that load this file in at least one chain. */
  loadedBy: string[];
  /** Number of chains (working directory × profile) that load it. */
  chains: number;
}

export interface ReportStats {
  errors: number;
  warnings: number;
  infos: number;
  chains: number;
  workingDirectories: number;
  instructionFiles: number;
  /** The fullest budgeted chain, or null when no chain has a budget. */
  maxUsage: { percent: number; profile: string; cwd: string; usedBytes: number; budget: number } | null;
}

/** A profile and why: chosen for an audit, or found for another agent. */
export interface ProfileChoice {
  profile: string;
  because: string;
}

export interface Report {
  schemaVersion: 1;
  tool: { name: 'agents-md-audit'; version: string };
  /** Display name of the audited root (its directory name). Absolute paths are not reported. */
  root: string;
  profiles: string[];
  /**
   * Each audited profile and why it was audited: `named` (given by the user), or what `auto` found
   * ("3 CLAUDE.md files (CLAUDE.md, pkg/CLAUDE.md, …)", "default: the AGENTS.md convention").
   * Absent in reports of earlier versions.
   */
  profilesChosen?: ProfileChoice[];
  /**
   * When the audited profiles load no instruction file: the agents the audit did not choose whose
   * files the repository holds, each with what was found (src/report/choice.ts states it).
   */
  otherAgents?: ProfileChoice[];
  settings: {
    maxBytes: number;
    fallbackFilenames: string[];
    rootMarkers: string[];
    workingDirectories: string[];
    /** Agent state the audit assumed (trust lists, approvals the repository does not hold). */
    agentState?: { codexTrust: string; codexTrustDirs?: Record<string, string>; claudeExternalImports: boolean; geminiFolderTrust?: string };
    /** The agent version each audited profile was verified against by the conformance harness (`codex` → `0.169.0`). */
    verifiedVersions?: Record<string, string>;
    /** Profiles audited that no conformance run verified against the real agent (modelled from documentation or shipped code): marked "unverified". */
    unverified?: string[];
  };
  workingDirectories: string[];
  chains: Chain[];
  findings: Finding[];
  files: InstructionFile[];
  /** Plain facts worth showing a person that are not problems (e.g. an ignored local override is active). */
  notes: string[];
  stats: ReportStats;
  /** The commit audited, when the root is a git checkout (kept so a later run can label its history). */
  revision?: string;
  /**
   * What identifies the audited repository and directory across checkouts (`root:<first commit>:<dir>/`,
   * `remote:<host/path>:<dir>/`), so a later run matches a report written from another clone or worktree.
   */
  repositoryIds?: string[];
  /** What changed against a base (a commit or a previous report), when one was given. */
  delta?: Delta;
  /** Budget use of the fullest chains in earlier reports, oldest first (scheduled runs with `--previous`). */
  history?: HistoryPoint[];
  /**
   * Paths in this report whose secret-shaped parts were masked (`docs/«GitHub personal access
   * token: ghp_… 40 chars»/AGENTS.md`), in the form they appear everywhere in it: they name no file
   * on disk. Absent when nothing was masked.
   */
  maskedPaths?: string[];
  /** Where the audit's settings came from (the action sets it; on a pull request, the base commit's config file). */
  policy?: ReportPolicy;
}

/**
 * Where the audit's settings (the config file's part of them) came from, and what the pull request's
 * own config file would change. Every value is masked.
 */
export interface ReportPolicy {
  /**
   * `base`: the pull request's base commit's config file (or, when it has none, the defaults);
   * `head`: the checked-out config file (a push, or `config-from: head`); `defaults`: the built-in
   * defaults, because the base's settings could not be read (see `warning`).
   */
  source: 'base' | 'head' | 'defaults';
  /** The base commit the settings were read from or compared with. */
  commit?: string;
  /** The config file the settings came from, or null for none. */
  file: string | null;
  /** Settings the pull request's config file changes against the base's (empty: none, or unknown). */
  changed: PolicySettingChange[];
  /** Changed settings not listed in `changed`. */
  moreChanged?: number;
  /** The config file on each side, when `changed` is not empty (null: that side has none). */
  baseFile?: string | null;
  headFile?: string | null;
  /** Why the settings do not come from where they would (the base cannot be read, its file is not valid). */
  warning?: string;
}

export interface PolicySettingChange {
  /** The setting's name: `fail-on`, `rules.no-secrets`, `agent-state.codex-trust`. */
  setting: string;
  /** Its value on the base side, or null when the base does not set it. */
  base: string | null;
  /** Its value in the pull request, or null when the pull request does not set it. */
  head: string | null;
}

/** One earlier audit in a report's history: its label and its fullest budgeted chains. */
export interface HistoryPoint {
  /** The audited commit's short id, or `#n` when unknown. */
  label: string;
  chains: { cwd: string; profile: string; usedBytes: number; budget: number }[];
}

/** Report order: most urgent first (src/report/urgency.ts), then path, line, column and rule. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    compareUrgency(a, b) ||
    (a.path ?? '').localeCompare(b.path ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    a.ruleId.localeCompare(b.ruleId)
  );
}

export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity] += 1;
  return counts;
}

/** Budget use of a chain in percent (one decimal), or null when the chain has no budget. */
export function chainUsage(chain: Pick<Chain, 'budget' | 'usedBytes'>): number | null {
  if (chain.budget === null || chain.budget <= 0) return null;
  return Math.round((chain.usedBytes / chain.budget) * 1000) / 10;
}

export interface ChainRow {
  cwd: string;
  profiles: string[];
  chain: Chain;
}

/** Chains whose working directory, files and bytes are the same for several profiles, as one row naming them all. */
export function mergeIdenticalChains(chains: readonly Chain[]): ChainRow[] {
  const rows = new Map<string, ChainRow>();
  for (const c of chains) {
    const key = JSON.stringify([c.cwd, c.budget, c.usedBytes, c.charLimit ?? null, c.files.map((f) => [f.path, f.loadedBytes, f.truncated, f.cut?.byteOffset ?? null])]);
    const row = rows.get(key);
    if (row) row.profiles.push(c.profile);
    else rows.set(key, { cwd: c.cwd, profiles: [c.profile], chain: c });
  }
  return [...rows.values()];
}

/** The first sentence of a message (what happens): it ends at a period followed by a space and a capital letter. */
export function firstSentence(message: string): string {
  const m = /\.\s+(?=[A-Z])/.exec(message);
  return m ? message.slice(0, m.index + 1) : message;
}
