import type { SeveritySetting } from '../report/model.js';

export const DEFAULT_MAX_BYTES = 32 * 1024;
export const DEFAULT_ROOT_MARKERS = ['.git'] as const;
export const DEFAULT_WARN_THRESHOLD = 0.9;

export type SymlinkPolicy = 'allow-in-repo' | 'forbid' | 'allow';
export const SYMLINK_POLICIES: readonly SymlinkPolicy[] = ['allow-in-repo', 'forbid', 'allow'];

/**
 * State an agent keeps outside the repository that changes what it loads (see docs/profiles.md):
 * - `codexTrust`: the project's entry in Codex's trust list (`projects."<root>".trust_level`).
 *   `trusted` (default): the project's `.codex/config.toml` applies; `unset`: it is ignored;
 *   `untrusted`: Codex loads no project instructions at all.
 * - `claudeExternalImports`: whether the user approved `@imports` from outside the working directory
 *   (default false, as for a fresh user: they are skipped).
 */
export interface AgentState {
  codexTrust: 'trusted' | 'unset' | 'untrusted';
  claudeExternalImports: boolean;
}

export const DEFAULT_AGENT_STATE: AgentState = { codexTrust: 'trusted', claudeExternalImports: false };

/**
 * Everything one audit needs, already validated. Every front end (CLI, action) builds one of
 * these from its own inputs and calls `audit()`.
 */
export interface AuditOptions {
  /** Absolute path of the directory to audit (the repository). */
  root: string;
  /** Treat `root` as a repository root even if it holds no root marker (for fixtures without `.git`). */
  assumeRoot: boolean;
  /** Profile ids, e.g. ['codex', 'a3s']. */
  profiles: string[];
  /** Working directories as repository-relative paths or globs; ['auto'] for every chain end. */
  workingDirectories: string[];
  /** Byte budget for profiles that have one (Codex, A3S). 0 disables instructions. */
  maxBytes: number;
  fallbackFilenames: string[];
  rootMarkers: string[];
  /** Home directory for personal documents (~/.codex, ~/.a3s), or null to leave them out. */
  home: string | null;
  /** Per-rule severity overrides. */
  rules: Record<string, SeveritySetting>;
  /** Budget fraction (0..1] at which `chain-near-budget` warns. */
  warnThreshold: number;
  symlinkPolicy: SymlinkPolicy;
  /** Agent state the repository does not hold (trust lists, approvals); defaults: DEFAULT_AGENT_STATE. */
  agentState?: Partial<AgentState>;
  /** Repository-relative paths a pull request changed, when known (annotations prefer them). */
  changedFiles?: string[];
  /** Directory of the result cache (src/cache.ts), or undefined for none. Never changes the report. */
  cacheDir?: string;
}

export function defaultOptions(root: string): AuditOptions {
  return {
    root,
    assumeRoot: false,
    profiles: ['codex'],
    workingDirectories: ['auto'],
    maxBytes: DEFAULT_MAX_BYTES,
    fallbackFilenames: [],
    rootMarkers: [...DEFAULT_ROOT_MARKERS],
    home: null,
    rules: {},
    warnThreshold: DEFAULT_WARN_THRESHOLD,
    symlinkPolicy: 'allow-in-repo',
  };
}
