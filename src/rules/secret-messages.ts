/**
 * Messages for the two secret rules. A message names the kind of secret, its line and a redacted
 * form (`ghp_… 40 chars`); it never holds the value.
 */
import { redact } from './redact.js';
import type { SecretHit } from './secret-patterns.js';

export function describeHit(hit: SecretHit): string {
  return hit.name === undefined ? hit.label : `${hit.label} assigned to \`${hit.name}\``;
}

export function secretMessage(hit: SecretHit, line: number): string {
  const what = `${describeHit(hit)} (${redact(hit.value, hit.fixedPrefix)}) at line ${line}`;
  if (hit.tier === 'secret') {
    return `Revoke the ${what} now, then remove it and load secrets from the environment: every agent and contributor tool that reads this file sees it.`;
  }
  return `Revoke the ${what} if it is real and load it from the environment; if it is an example, write a placeholder such as \`<TOKEN>\` instead: every agent and contributor tool that reads this file sees it.`;
}

/**
 * Fingerprint key: the format and the redacted form, never the value and never the place (the engine
 * numbers repeats in order), so lines added above keep the fingerprint.
 */
export function secretKey(hit: SecretHit): string {
  return `${hit.kind}:${redact(hit.value, hit.fixedPrefix)}`;
}
