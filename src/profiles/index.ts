/** The registry of agent profiles. Adding an agent: one file in this folder and one line here. */
import { a3s } from './a3s.js';
import { aider } from './aider.js';
import { amp } from './amp.js';
import { auggie } from './auggie.js';
import { claudeCode, claudeCodeBoth, claudeCodeLegacy } from './claude-code.js';
import { cline } from './cline.js';
import { codex } from './codex.js';
import { continueCli } from './continue.js';
import { copilot, copilotReview } from './copilot.js';
import { copilotCli } from './copilot-cli.js';
import { cursor } from './cursor.js';
import { gemini } from './gemini.js';
import { kilo } from './kilo.js';
import { opencode, opencodeLocal } from './opencode.js';
import { qwen } from './qwen.js';
import type { Profile } from './types.js';

/** `codex` first: it is the default. Ids with `@` select a version or variant of the same agent. */
export const PROFILES: readonly Profile[] = [
  codex,
  a3s,
  opencode,
  opencodeLocal,
  claudeCode,
  claudeCodeLegacy,
  claudeCodeBoth,
  gemini,
  copilotCli,
  copilotReview,
  copilot,
  aider,
  qwen,
  kilo,
  cline,
  continueCli,
  amp,
  auggie,
  cursor,
];

export const KNOWN_PROFILES: readonly string[] = PROFILES.map((p) => p.id);

export function getProfile(id: string): Profile {
  const p = PROFILES.find((x) => x.id === id);
  if (!p) throw new Error(`unknown profile ${JSON.stringify(id)}`);
  return p;
}

export type { Profile, ProfileSettings, ResolvedChain } from './types.js';
