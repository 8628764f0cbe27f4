/**
 * One interface for every agent profile: data (names, budget, markers) plus small functions.
 * Adding an agent is one file in src/profiles/ and one line in src/profiles/index.ts.
 */
import type { AgentState, GivenSetting } from '../config/options.js';
import type { DiscoveryContext } from '../discovery/context.js';
import type { Chain, Finding } from '../report/model.js';

export interface ProfileSettings {
  maxBytes: number;
  fallbackFilenames: readonly string[];
  rootMarkers: readonly string[];
  /** Home directory for personal documents, or null to leave them out. */
  home: string | null;
  /** Agent state outside the repository (trust, approvals); absent: DEFAULT_AGENT_STATE. */
  agentState?: AgentState;
  /** Settings given explicitly (flags, inputs, config file): they beat an agent's project configuration. */
  givenSettings?: readonly GivenSetting[];
}

/** A resolved chain plus the decoded text of each loaded file, in chain order (not part of the JSON report). */
export interface ResolvedChain {
  chain: Chain;
  /** Decoded text each file contributes (after the cut), parallel to `chain.files`. */
  texts: string[];
  /** The home directory personal documents were read from (renders their absolute path, as the agents do). */
  home?: string;
  /**
   * Folders whose files this chain loads in the order the file system lists them (readdir order,
   * not sorted): on another checkout or file system the order may differ. The report says so in a
   * note (one place: `notesFor` in src/audit.ts) instead of presenting one order as the agent's.
   */
  fsOrder?: FsOrder[];
  /**
   * Files this chain loads in an order that differs from one run of the agent to the next (OpenCode's
   * `instructions` globs: calls made at the same time), in the order shown. The harness accepts any
   * order of each group's files; the report says so in a finding of the profile.
   */
  runOrder?: { entry: string; files: string[] }[];
}

/** A folder whose files a chain loads in the file system's listing order (see `ResolvedChain.fsOrder`). */
export interface FsOrder {
  /** The folder, repository-relative (`.claude/rules`). */
  folder: string;
  /** The files loaded from it, in the order they were loaded here. */
  files: string[];
}

/** A finding a profile raises about the configuration or files it reads (without fingerprint; the engine adds it). */
export type ProfileFinding = Omit<Finding, 'fingerprint'> & { key?: string };

/**
 * A sign in the repository that a team uses an agent, for `profiles: auto` (docs/profiles.md#auto):
 * a glob over the repository-relative paths of the listing (tracked and untracked files, and the
 * candidates the listing found), matched with picomatch (`dot: true`).
 */
export interface ProfileSignal {
  /** e.g. `**\/CLAUDE.md`, `.claude/**`, `.github/copilot-instructions.md`. */
  glob: string;
  /** What the match is, as the report says it: "CLAUDE.md files", "Claude Code settings (.claude/)". */
  what: string;
}

export interface Profile {
  id: string;
  /** Human name, e.g. "Codex CLI". */
  name: string;
  /** One line on what the profile models and from which source. */
  description: string;
  /**
   * The agent version this profile was verified against by the conformance harness (shown in the
   * report as `codex@0.169.0`), or absent when it is modelled from documentation only.
   */
  verifiedVersion?: string;
  /**
   * What shows a repository uses this agent (`profiles: auto` picks the profile when one matches).
   * Absent for variants (`@legacy`, aliases) that `auto` never picks by itself.
   */
  signals?: readonly ProfileSignal[];
  /** Whether the agent has a byte budget (Codex, A3S). */
  budgeted: boolean;
  /** Whether the agent drops a leading UTF-8 byte-order mark before sending a file (OpenCode, Copilot CLI). */
  stripsBom?: boolean;
  /**
   * Base names this profile may load in a directory (feeds `auto` working directories). `ctx`, when
   * given, lets a profile add names from the agent's own configuration (e.g. Gemini's context.fileName).
   */
  candidateNames(settings: ProfileSettings, ctx?: DiscoveryContext): string[];
  /**
   * Whether this profile reads the repository path `rel` without looking it up by a candidate name:
   * a file in a folder it lists (rules, path-specific instructions) or at a fixed path
   * (`.github/copilot-instructions.md`). With `candidateNames`, what an audit reads up front (the
   * base of a comparison writes only those, and the rest on demand).
   */
  readsListed?(rel: string): boolean;
  /** Resolve the chain the agent loads when started in `cwd` (repository-relative). */
  resolve(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings): ResolvedChain;
  /**
   * Ask ahead, through `ctx`, the first questions `resolve(cwd)` asks of the repository (the walk up
   * to the root marker, the agent's configuration folders): the engine calls it while git still
   * walks the work tree for untracked files, and on a deep tree that walk outlasts everything else
   * the engine can do by then. Only questions `resolve` asks too; nothing raised, nothing kept but
   * the context's answers.
   */
  prefetch?(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings): void;
  /**
   * Set when the agent's prompt text is not known (it is built on the agent's service, or the agent
   * could not be run here): why, in a few words. `render` then gives the files the agent sends, each
   * with its text, and `--print-prompt` says on stderr that this is not the prompt.
   */
  promptUnknown?: string;
  /** The prompt text exactly as the agent injects it for `cwdAbs`. */
  render(resolved: ResolvedChain, cwdAbs: string): string;
  /**
   * The fix, for this agent, when it never loads the instruction file `rel` (repository-relative)
   * in the working directories `cwds` (`agent-misses-file`): one imperative sentence without the
   * final period, e.g. "Add pkg/CLAUDE.md containing @AGENTS.md". Absent: a generic fix.
   */
  missedFileFix?(rel: string, ctx: DiscoveryContext, cwds: readonly string[]): string;
  /** Findings about the configuration itself (e.g. names this agent refuses). */
  validate?(settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[];
}
