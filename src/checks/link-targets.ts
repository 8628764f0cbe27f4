/**
 * Findings on the file a person edits: a finding about the content of a file reached through a
 * symbolic link (a CLAUDE.md link to AGENTS.md) is moved to the link's target inside the repository
 * and names the link; the same finding reached through several links is reported once. Rules about
 * the link itself (`symlink-*`) and about a name's place on a chain stay on the link.
 */
import type { DiscoveryContext } from '../discovery/context.js';
import type { ProfileFinding } from '../profiles/types.js';
import type { RuleMeta } from '../rules/meta.js';
import { fmtList } from './facts.js';

/** Checks about a file's content (lint rules are all about content). */
const CONTENT_CHECKS: ReadonlySet<string> = new Set([
  'chain-over-budget',
  'chain-near-budget',
  'empty-instruction-file',
  'encoding-bom',
  'encoding-invalid-utf8',
  'encoding-nul',
  'encoding-utf16-utf32',
  'claude-md-too-long',
  'copilot-review-limit',
  'import-missing',
  'import-cycle',
  'import-too-deep',
  'import-outside-root',
]);

export function onLinkTargets(raw: readonly ProfileFinding[], ctx: DiscoveryContext, metaOf: (id: string) => RuleMeta | undefined): ProfileFinding[] {
  const entries: { finding: ProfileFinding; links: Set<string> }[] = [];
  const byKey = new Map<string, { finding: ProfileFinding; links: Set<string> }>();
  for (const f of raw) {
    const meta = metaOf(f.ruleId);
    const movable = f.path !== null && (meta?.kind === 'lint' || CONTENT_CHECKS.has(f.ruleId));
    const link = movable ? ctx.probe(f.path!).link : undefined;
    const target = link && !link.outside && link.resolved !== null && link.resolved !== f.path ? link.resolved : null;
    const moved: ProfileFinding = target ? { ...f, path: target, message: f.message.split(f.path!).join(target) } : f;
    const key = `${moved.ruleId}\0${moved.path}\0${moved.line ?? ''}\0${moved.column ?? ''}\0${moved.key ?? ''}\0${moved.message}`;
    let e = byKey.get(key);
    if (!e) {
      e = { finding: moved, links: new Set() };
      byKey.set(key, e);
      entries.push(e);
    }
    if (target) e.links.add(f.path!);
  }
  return entries.map(({ finding, links }) => {
    if (links.size === 0) return finding;
    const names = [...links].sort();
    return { ...finding, message: `${finding.message} (reached through the symbolic link${names.length === 1 ? '' : 's'} ${fmtList(names, 5)})` };
  });
}
