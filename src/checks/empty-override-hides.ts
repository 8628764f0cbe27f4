/**
 * `empty-override-hides`: a blank file wins its directory for an agent that picks by file type, not
 * content (Codex: an empty AGENTS.override.md still claims the directory), so a non-empty file next
 * to it is never loaded. Detected from the chains: a file passed over as `hidden` by a file that the
 * same chain passed over as `whitespace-only`.
 */
import { isBlank } from '../discovery/encoding.js';
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { factsOf, fmtCwds, fmtList, fmtProfiles, plural, uniqueSorted } from './facts.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'empty-override-hides',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'An empty AGENTS.override.md still claims its directory for Codex, so the AGENTS.md next to it is never loaded.',
};

interface Group {
  blank: string;
  hidden: Set<string>;
  profiles: Set<string>;
  cwds: Set<string>;
}

const memo = new WeakMap<CheckInput, Map<string, Group>>();

function hasContent(input: CheckInput, rel: string): boolean {
  const p = input.ctx.probe(rel);
  if (p.kind !== 'file') return false;
  if (p.link?.outside) return (p.size ?? 0) > 0;
  const c = input.ctx.read(rel);
  if (!c || c.error) return false;
  return !isBlank(Buffer.from(c.bytes).toString('utf8'));
}

/** Blank files that hide a non-empty file, keyed by the blank file. */
export function blankHiders(input: CheckInput): Map<string, Group> {
  const hit = memo.get(input);
  if (hit) return hit;
  const groups = new Map<string, Group>();
  const contentCache = new Map<string, boolean>();
  const content = (rel: string): boolean => {
    let v = contentCache.get(rel);
    if (v === undefined) {
      v = hasContent(input, rel);
      contentCache.set(rel, v);
    }
    return v;
  };
  for (const { chain } of input.chains) {
    const blank = new Set(chain.passedOver.filter((p) => p.reason === 'whitespace-only').map((p) => p.path));
    if (blank.size === 0) continue;
    for (const p of chain.passedOver) {
      if (p.reason !== 'hidden' || p.detail === undefined || !blank.has(p.detail)) continue;
      if (!content(p.path)) continue;
      let g = groups.get(p.detail);
      if (!g) {
        g = { blank: p.detail, hidden: new Set(), profiles: new Set(), cwds: new Set() };
        groups.set(p.detail, g);
      }
      g.hidden.add(p.path);
      g.profiles.add(chain.profile);
      g.cwds.add(chain.cwd);
    }
  }
  memo.set(input, groups);
  return groups;
}

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const out: CheckFinding[] = [];
  for (const g of blankHiders(input).values()) {
    const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
    const cwds = uniqueSorted(g.cwds);
    const hidden = [...g.hidden].sort();
    const others = hidden
      .map((h) => {
        const fate = facts.profileIds
          .filter((id) => !g.profiles.has(id))
          .map((id) => ({ id, f: facts.fate(h).get(id) }))
          .filter((x) => (x.f?.loaded.length ?? 0) > 0)
          .map((x) => x.id);
        return fate.length > 0 ? `${fmtProfiles(fate)} fall${fate.length === 1 ? 's' : ''} through to ${h}` : '';
      })
      .filter(Boolean);
    const size = input.ctx.probe(g.blank).size ?? 0;
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: g.blank,
      line: 1,
      message:
        `Delete ${g.blank}, or write the instructions it is meant to override with. ` +
        `${g.blank} is ${size === 0 ? 'empty' : `blank (${plural(size, 'byte', 'bytes')} of whitespace)`}, but ${fmtProfiles(profiles)} still ${profiles.length === 1 ? 'picks' : 'pick'} it for its directory and then skip${profiles.length === 1 ? 's' : ''} it as blank: ${fmtList(hidden)} ${hidden.length === 1 ? 'is' : 'are'} never loaded by ${fmtProfiles(profiles)} in ${fmtCwds(cwds)}${others.length > 0 ? ` (${others.join('; ')})` : ''}.`,
      profiles,
      cwds,
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'An empty local override, left behind after clearing it: Codex loads nothing from the root.',
    files: {
      '.gitignore': 'AGENTS.override.md\n',
      'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
      'AGENTS.override.md': '',
    },
    untracked: ['AGENTS.override.md'],
    expect: { path: 'AGENTS.override.md', line: 1 },
  },
  passing: {
    description: 'No override: AGENTS.md is loaded.',
    files: {
      '.gitignore': 'AGENTS.override.md\n',
      'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
    },
  },
};

export const docs = {
  why:
    'Codex picks one file per directory by file type alone: the first of `AGENTS.override.md`, `AGENTS.md` and the fallbacks that is a regular file wins, even when it is empty. ' +
    'The content pass then drops the blank file, so the directory contributes nothing and its `AGENTS.md` is never used. A3S Code behaves differently (it falls through to the next non-empty candidate), which makes the problem easy to miss when testing with another agent. ' +
    'The rule is detected from the chains, so it applies to any profile with Codex’s behaviour.',
  fix: 'Delete the empty override (`rm AGENTS.override.md`), or put the instructions you meant to override with into it.',
};
