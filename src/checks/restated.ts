/**
 * Repository-wide facts about how agents differ (`disagree-*`, `aider-unread`) are for the agents a
 * person named: they are kept only when every agent they concern was named explicitly, and left out
 * for a file whose problem another rule already states (`agent-misses-file` says what an agent
 * misses, `chain-over-budget` what a budget cuts). They are infos, so they never fail a run by
 * themselves.
 */
import type { AuditOptions } from '../config/options.js';
import type { DiscoveryContext } from '../discovery/context.js';
import type { ProfileFinding } from '../profiles/types.js';

/**
 * Whether the person named `profileId` (CLI `--profile`, the action input, the config file), as
 * opposed to the audit picking it. The one place `profiles: auto` wires in: a profile it picks by
 * itself is not in `options.profiles` as given, so it reads as not named.
 */
export function namedExplicitly(options: Pick<AuditOptions, 'profiles'>, profileId: string): boolean {
  return options.profiles.includes(profileId);
}

/** The repository-wide facts, and the rules whose findings on the same file already state them. */
export const RESTATED_BY: Readonly<Record<string, readonly string[]>> = {
  'disagree-loaded': ['agent-misses-file', 'opencode-hidden-claude-md', 'instruction-twins'],
  'disagree-budget': ['chain-over-budget', 'chain-near-budget'],
  'disagree-order': [],
  'aider-unread': ['agent-misses-file'],
};

export function keepFacts(raw: readonly ProfileFinding[], options: Pick<AuditOptions, 'profiles'>, ctx: DiscoveryContext): ProfileFinding[] {
  const id = (rel: string): string => ctx.probe(rel).link?.resolved ?? rel;
  const stated = new Map<string, Set<string>>(); // rule → identities of the files it reports on
  for (const f of raw) {
    if (f.path === null || RESTATED_BY[f.ruleId] !== undefined) continue;
    let s = stated.get(f.ruleId);
    if (!s) stated.set(f.ruleId, (s = new Set()));
    const paths = [f.path, ...(f.files ?? [])];
    for (const p of paths) s.add(id(p));
    // agent-misses-file for Aider is what aider-unread says of the same file.
    if (f.ruleId === 'agent-misses-file' && f.profiles?.includes('aider')) {
      let a = stated.get('aider:agent-misses-file');
      if (!a) stated.set('aider:agent-misses-file', (a = new Set()));
      for (const p of paths) a.add(id(p));
    }
  }
  return raw.filter((f) => {
    const by = RESTATED_BY[f.ruleId];
    if (by === undefined) return true;
    if ((f.profiles ?? options.profiles).some((p) => !namedExplicitly(options, p))) return false;
    if (f.path === null) return true;
    const rel = id(f.path);
    if (f.ruleId === 'aider-unread') return !stated.get('aider:agent-misses-file')?.has(rel);
    return !by.some((rule) => stated.get(rule)?.has(rel));
  });
}
