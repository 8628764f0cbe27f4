/** `symlink-ignored-by-agent`: a symlinked candidate that an agent ignores (A3S Code rejects every symlink). */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { dirName, factsOf, fmtCwds, fmtList, fmtProfiles, q, uniqueSorted } from './facts.js';
import { isBroken, linkedCandidates } from './symlinks.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'symlink-ignored-by-agent',
  kind: 'check',
  defaultSeverity: 'warning',
  description: 'An instruction file is a symlink, and an agent in use ignores symlinked instruction files (A3S Code): the file is invisible to it.',
};

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const broken = new Set(linkedCandidates(input).filter(isBroken).map((l) => l.rel));
  // path → profile → { cwds, what the chain loads from that directory instead }
  const byPath = new Map<string, Map<string, { cwds: string[]; instead: Set<string> }>>();
  for (const { chain } of input.chains) {
    for (const p of chain.passedOver) {
      if (p.reason !== 'symlink-rejected' || broken.has(p.path)) continue;
      let byProfile = byPath.get(p.path);
      if (!byProfile) {
        byProfile = new Map();
        byPath.set(p.path, byProfile);
      }
      let e = byProfile.get(chain.profile);
      if (!e) {
        e = { cwds: [], instead: new Set() };
        byProfile.set(chain.profile, e);
      }
      e.cwds.push(chain.cwd);
      const dir = dirName(p.path);
      for (const f of chain.files) if (!f.personal && dirName(f.path) === dir) e.instead.add(f.path);
    }
  }
  const out: CheckFinding[] = [];
  for (const [rel, byProfile] of [...byPath].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const profiles = facts.profileIds.filter((id) => byProfile.has(id));
    const cwds = uniqueSorted([...byProfile.values()].flatMap((e) => e.cwds));
    const instead = [...new Set([...byProfile.values()].flatMap((e) => [...e.instead]))].sort();
    const target = input.ctx.probe(rel).link?.target;
    const loads = instead.length > 0 ? `in that directory it loads ${fmtList(instead)} instead` : 'it loads nothing from that directory';
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: rel,
      line: 1,
      message:
        `Make ${rel} a regular file if ${fmtProfiles(profiles)} need${profiles.length === 1 ? 's' : ''} it (a copy, or move the content here and link the other name to it). ` +
        `${rel} is a symlink${target !== undefined ? ` to ${q(target)}` : ''}, and ${fmtProfiles(profiles)} ignore${profiles.length === 1 ? 's' : ''} symlinked instruction files: it is invisible to ${fmtProfiles(profiles)} in ${fmtCwds(cwds)}; ${loads}.`,
      profiles,
      cwds,
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'AGENTS.md is a link to a shared document: Codex follows it, A3S Code ignores it.',
    files: { 'docs/agent-rules.md': '# Rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'docs/agent-rules.md' } },
    expect: { path: 'AGENTS.md', line: 1 },
  },
  passing: {
    description: 'AGENTS.md is the regular file and CLAUDE.md links to it: A3S Code reads AGENTS.md and never looks at CLAUDE.md.',
    files: { 'AGENTS.md': '# Rules\n\nUse pnpm.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
  },
};

export const docs = {
  why:
    'A3S Code checks every candidate with `symlink_metadata` and skips symlinks, then tries the next name in the same directory. ' +
    'A symlinked `AGENTS.md` that works for Codex is therefore invisible to A3S Code, which silently loads the next candidate or nothing at all. ' +
    'The finding names the agents that ignore the link and what they load instead. It is detected from the chains (a candidate passed over as `symlink-rejected`), so it applies to any profile with that behaviour.',
  fix: 'Keep the real content in the file the strictest agent reads (`AGENTS.md`), and make the other names links to it; or replace the link with a regular file.',
};
