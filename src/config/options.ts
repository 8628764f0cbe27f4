import type { SeveritySetting } from '../report/model.js';

export const DEFAULT_MAX_BYTES = 32 * 1024;
export const DEFAULT_ROOT_MARKERS = ['.git'] as const;
export const DEFAULT_WARN_THRESHOLD = 0.9;

export type SymlinkPolicy = 'allow-in-repo' | 'forbid' | 'allow';
export const SYMLINK_POLICIES: readonly SymlinkPolicy[] = ['allow-in-repo', 'forbid', 'allow'];

/** A Codex trust entry (`projects."<path>".trust_level`), or none (`unset`). */
export type CodexTrustLevel = 'trusted' | 'unset' | 'untrusted';
export const CODEX_TRUST_LEVELS: readonly CodexTrustLevel[] = ['trusted', 'unset', 'untrusted'];

/**
 * State an agent keeps outside the repository that changes what it loads (see docs/profiles.md#agent-state):
 * - `codexTrust`: the project root's entry in Codex's trust list (`projects."<root>".trust_level`).
 *   `trusted` (default): the project's `.codex/config.toml` files apply; `unset`: they are ignored;
 *   `untrusted`: Codex loads no project instructions at all.
 * - `codexTrustDirs`: entries for directories inside the repository (repository-relative). Codex
 *   looks up the entry of the exact directory and falls back to the project root's: the working
 *   directory's decides whether any instructions load, and each `.codex/config.toml` applies only
 *   when its own directory's is `trusted` (so trust given to a subdirectory alone leaves the root's
 *   file out). Default: none.
 * - `claudeExternalImports`: whether the user approved `@imports` from outside the working directory
 *   (default false, as for a fresh user: they are skipped).
 * - `geminiFolderTrust`: whether Gemini CLI's folder trust (on by default) trusts the working
 *   directory (a `trustedFolders.json` rule, `GEMINI_CLI_TRUST_WORKSPACE=true` or folder trust turned
 *   off). `trusted` (default); `untrusted`: Gemini CLI does not start headless (`gemini -p` exits 55)
 *   and an interactive session loads no project context.
 */
export interface AgentState {
  codexTrust: CodexTrustLevel;
  codexTrustDirs: Readonly<Record<string, CodexTrustLevel>>;
  claudeExternalImports: boolean;
  geminiFolderTrust: 'trusted' | 'untrusted';
}

export const DEFAULT_AGENT_STATE: AgentState = { codexTrust: 'trusted', codexTrustDirs: {}, claudeExternalImports: false, geminiFolderTrust: 'trusted' };

/** The trust level Codex uses for a directory: its own entry, else the project root's. */
export function codexTrustOf(state: Pick<AgentState, 'codexTrust' | 'codexTrustDirs'>, dir: string): CodexTrustLevel {
  return (dir === '.' ? undefined : state.codexTrustDirs[dir]) ?? state.codexTrust;
}

/** `b` over `a`; Codex directory entries are merged, not replaced. */
export function mergeAgentState(a: Partial<AgentState> | undefined, b: Partial<AgentState>): Partial<AgentState> {
  const dirs = a?.codexTrustDirs || b.codexTrustDirs ? { codexTrustDirs: { ...(a?.codexTrustDirs ?? {}), ...(b.codexTrustDirs ?? {}) } } : {};
  return { ...(a ?? {}), ...b, ...dirs };
}

/** Settings that can be given explicitly (a CLI flag, an action input, the config file) or left at their defaults. */
export type GivenSetting = 'maxBytes' | 'fallbackFilenames';

/** Record that a setting was given explicitly (see `AuditOptions.givenSettings`). */
export function markGiven(options: AuditOptions, setting: GivenSetting): void {
  if (!options.givenSettings) options.givenSettings = [];
  if (!options.givenSettings.includes(setting)) options.givenSettings.push(setting);
}

/**
 * Everything one audit needs, already validated. Every front end (CLI, action) builds one of
 * these from its own inputs and calls `audit()`.
 */
export interface AuditOptions {
  /** Absolute path of the directory to audit (the repository). */
  root: string;
  /** Treat `root` as a repository root even if it holds no root marker (for fixtures without `.git`). */
  assumeRoot: boolean;
  /**
   * Profile ids, e.g. ['codex', 'a3s'], or with `auto` among them: Codex plus every agent whose
   * signals the repository holds (src/profiles/auto.ts), and the ids named beside it.
   */
  profiles: string[];
  /**
   * Profiles `auto` keeps whatever this tree holds, each with why (the action: those the pull
   * request's base commit chose, so that a pull request never drops an agent by removing its files).
   */
  autoAlso?: { profile: string; because: string }[];
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
  /**
   * Settings given explicitly (a CLI flag, an action input, `.agents-md-audit.yml`) rather than left
   * at their defaults. They stand for what the user passes the agent on its command line, so they
   * beat an agent's project configuration, as Codex's `-c` beats a trusted `.codex/config.toml`;
   * a setting left at its default yields to that file, as Codex's built-in default does.
   */
  givenSettings?: GivenSetting[];
  /** Repository-relative paths a pull request changed, when known (annotations prefer them). */
  changedFiles?: string[];
  /** Directory of the result cache (src/cache.ts), or undefined for none. Never changes the report. */
  cacheDir?: string;
  /**
   * Directory holding the cache's secret key (src/cache.ts): never the repository, never a place a
   * pull request can write. Undefined: a key kept in memory, so the cache serves this process only.
   */
  cacheKeyDir?: string;
  /**
   * Directories the cache may be written below, no link followed below them (src/discovery/fswrite.ts).
   * Undefined: the audited root (no link below it followed), or anywhere else the caller names.
   */
  cacheWithin?: string[];
}

/** What the library's `audit()` takes: `root`, and any other option (the rest take their defaults). */
export type AuditInput = Pick<AuditOptions, 'root'> & Partial<Omit<AuditOptions, 'root'>>;

export function defaultOptions(root: string): AuditOptions {
  return {
    root,
    assumeRoot: false,
    profiles: ['auto'],
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
