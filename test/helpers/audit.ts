/**
 * Helpers to run the engine in-process and pick a chain out of the result.
 *
 *   const r = await auditAt(root, { profiles: ['codex', 'a3s'], workingDirectories: ['pkg'] });
 *   chainOf(r, 'pkg', 'codex').files.map((f) => f.path);
 *   promptOf(r, 'pkg', 'codex');   // the exact text the agent injects (profile.render)
 *   bodyOf(r, 'pkg', 'codex');     // the chain's texts joined as the agent joins them, without the wrapper
 */
import * as path from 'node:path';
import { auditDetailed, type AuditResult } from '../../src/audit.js';
import { defaultOptions, type AuditOptions } from '../../src/config/options.js';
import type { Chain } from '../../src/report/model.js';
import type { ResolvedChain } from '../../src/profiles/types.js';

export type { AuditResult };

/** `auditDetailed` with `defaultOptions(root)` and the given overrides. */
export function auditAt(root: string, overrides: Partial<AuditOptions> = {}): Promise<AuditResult> {
  return auditDetailed({ ...defaultOptions(root), ...overrides });
}

export function resolvedOf(r: AuditResult, cwd: string, profile: string): ResolvedChain {
  const hit = r.resolved.find((x) => x.chain.cwd === cwd && x.chain.profile === profile);
  if (!hit) {
    const have = r.resolved.map((x) => `${x.chain.profile}@${x.chain.cwd}`).join(', ');
    throw new Error(`no ${profile} chain for ${cwd}; chains: ${have}`);
  }
  return hit;
}

export function chainOf(r: AuditResult, cwd: string, profile: string): Chain {
  return resolvedOf(r, cwd, profile).chain;
}

/** The prompt text exactly as the profile renders it for `cwd` (absolute path under the audited root). */
export function promptOf(r: AuditResult, cwd: string, profile: string): string {
  const p = r.profiles.find((x) => x.id === profile);
  if (!p) throw new Error(`profile ${profile} was not audited`);
  const abs = cwd === '.' ? r.ctx.root : path.join(r.ctx.root, cwd);
  return p.render(resolvedOf(r, cwd, profile), abs);
}

/** Loaded file paths of a chain, in order. */
export function loadedPaths(r: AuditResult, cwd: string, profile: string): string[] {
  return chainOf(r, cwd, profile).files.map((f) => f.path);
}

/** `{ path: reason }` of a chain's passed-over candidates. */
export function passedOf(r: AuditResult, cwd: string, profile: string): Record<string, string> {
  return Object.fromEntries(chainOf(r, cwd, profile).passedOver.map((p) => [p.path, p.reason]));
}
