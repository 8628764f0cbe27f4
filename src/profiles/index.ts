/** The registry of agent profiles. Adding an agent: one file in this folder and one line here. */
import { a3s } from './a3s.js';
import { codex } from './codex.js';
import type { Profile } from './types.js';

export const PROFILES: readonly Profile[] = [codex, a3s];

export const KNOWN_PROFILES: readonly string[] = PROFILES.map((p) => p.id);

export function getProfile(id: string): Profile {
  const p = PROFILES.find((x) => x.id === id);
  if (!p) throw new Error(`unknown profile ${JSON.stringify(id)}`);
  return p;
}

export type { Profile, ProfileSettings, ResolvedChain } from './types.js';
