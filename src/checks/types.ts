import type { AuditOptions } from '../config/options.js';
import type { DiscoveryContext } from '../discovery/context.js';
import type { Profile, ProfileFinding, ResolvedChain } from '../profiles/types.js';

/** What every health check gets: the discovery facts of one audit, already computed. */
export interface CheckInput {
  options: AuditOptions;
  ctx: DiscoveryContext;
  profiles: readonly Profile[];
  /** Every chain (working directory × profile), in report order. */
  chains: readonly ResolvedChain[];
  /** Every candidate path that exists (any kind), repository-relative, sorted. */
  candidates: readonly string[];
  /**
   * Profiles `profiles: auto` chose only as its default (Codex, for the AGENTS.md convention), not
   * named and with no signal of their own in the listing. Absent: none.
   */
  defaultOnly?: readonly string[];
}

/** A check returns findings without fingerprints; `key` (optional) makes the fingerprint specific. */
export type CheckFinding = ProfileFinding;

export type Check = (input: CheckInput) => CheckFinding[];
