/**
 * `opencode-hidden-claude-md`: OpenCode lets an AGENTS.md anywhere on the chain hide every CLAUDE.md
 * (and CONTEXT.md); a team migrating from Claude Code keeps its CLAUDE.md and finds it ignored.
 */
import type { PassReason } from '../report/model.js';
import type { RuleMeta } from '../rules/meta.js';
import { identityOf, isPointerOnly } from './disagree-common.js';
import type { RuleExamples } from './examples.js';
import { baseName, fmtCwds, uniqueSorted } from './facts.js';
import { linkPhrase, linkTargetOf, twinAmong } from './twins.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'opencode-hidden-claude-md',
  kind: 'check',
  defaultSeverity: 'warning',
  description: 'OpenCode is a configured agent and an AGENTS.md on the chain hides a CLAUDE.md (or CONTEXT.md) with instructions of its own: OpenCode never reads it.',
};

const HIDDEN_NAMES: ReadonlySet<string> = new Set(['CLAUDE.md', 'CONTEXT.md']);

/** Whether this rule is the one that reports `rel` passed over by `profile` for `reason` (agent-misses-file leaves it here). */
export function isOpencodeHidden(profile: string, reason: PassReason, rel: string): boolean {
  return (profile === 'opencode' || profile.startsWith('opencode@')) && reason === 'hidden' && HIDDEN_NAMES.has(baseName(rel));
}

interface Hidden {
  profiles: Set<string>;
  cwds: string[];
  hiders: Set<string>;
}

export function check(input: CheckInput): CheckFinding[] {
  const byPath = new Map<string, Hidden>();
  for (const r of input.chains) {
    const { chain } = r;
    if (chain.profile !== 'opencode' && !chain.profile.startsWith('opencode@')) continue;
    const hider = chain.files.find((f) => !f.personal && (baseName(f.path) === 'AGENTS.md' || baseName(f.path) === 'AGENTS.local.md'));
    if (!hider) continue;
    const loaded = new Set(chain.files.map((f) => identityOf(input, f.path)));
    for (const p of chain.passedOver) {
      if (p.reason !== 'hidden' || !HIDDEN_NAMES.has(baseName(p.path))) continue;
      // A link to a file OpenCode loads anyway, or a blank file, loses nothing.
      if (loaded.has(identityOf(input, p.path))) continue;
      const content = input.ctx.read(p.path);
      if (!content || content.error) continue;
      const text = content.bytes.toString('utf8');
      if (text.trim() === '' || isPointerOnly(text)) continue;
      // A twin of a file OpenCode loads in the same directory loses nothing either (instruction-twins).
      if (twinAmong(input.ctx, p.path, chain.files.filter((f) => !f.personal).map((f) => f.path))) continue;
      let h = byPath.get(p.path);
      if (!h) {
        h = { profiles: new Set(), cwds: [], hiders: new Set() };
        byPath.set(p.path, h);
      }
      h.profiles.add(chain.profile);
      h.cwds.push(chain.cwd);
      h.hiders.add(hider.path);
    }
  }
  const out: CheckFinding[] = [];
  for (const [rel, h] of [...byPath].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const cwds = uniqueSorted(h.cwds);
    const hiders = [...h.hiders].sort();
    const hider = hiders[0]!;
    const target = linkTargetOf(input.ctx, rel);
    const fix =
      target !== null
        ? `Point ${rel} at the AGENTS.md instead (a link to it, or a file holding \`@AGENTS.md\`), or, if the agents need what ${target} says, add ${target} to \`instructions\` in opencode.json`
        : `Move what ${rel} says into an AGENTS.md (${baseName(rel) === 'CLAUDE.md' ? 'and make CLAUDE.md a symlink to it, or a file holding `@AGENTS.md`, so Claude Code still reads it' : 'and delete it'})`;
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: rel,
      line: null,
      profiles: input.profiles.map((p) => p.id).filter((id) => h.profiles.has(id)),
      cwds,
      message:
        `${fix}: OpenCode never reads ${rel}${linkPhrase(input.ctx, rel)}, because the AGENTS.md at ${hider}${hiders.length > 1 ? ` (and ${hiders.length - 1} more)` : ''} hides it in ${fmtCwds(cwds)}. ` +
        `OpenCode takes the first of AGENTS.md, CLAUDE.md and CONTEXT.md found anywhere from the working directory up, and only that name is read in the whole chain.`,
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'The root has an AGENTS.md; a package migrating from Claude Code keeps its own CLAUDE.md. OpenCode started in the package reads the root AGENTS.md and no CLAUDE.md at all.',
    options: { profiles: ['opencode'], workingDirectories: ['packages/api'] },
    files: {
      'AGENTS.md': '# Rules\n\nRun `pnpm test` before committing.\n',
      'packages/api/CLAUDE.md': '# API\n\nNever edit the generated client under gen/.\n',
    },
    expect: { path: 'packages/api/CLAUDE.md', line: null },
  },
  passing: {
    description: 'The package keeps its rules in AGENTS.md, and its CLAUDE.md is a symlink to it.',
    options: { profiles: ['opencode'], workingDirectories: ['packages/api'] },
    files: {
      'AGENTS.md': '# Rules\n\nRun `pnpm test` before committing.\n',
      'packages/api/AGENTS.md': '# API\n\nNever edit the generated client under gen/.\n',
      'packages/api/CLAUDE.md': { symlink: 'AGENTS.md' },
    },
  },
};

export const docs = {
  why:
    'OpenCode looks for AGENTS.md, then CLAUDE.md, then CONTEXT.md, from the working directory up to the repository root, and the first name with any match wins the whole chain: once an AGENTS.md exists anywhere on the way up, OpenCode reads no CLAUDE.md at all, not even one in the working directory. ' +
    'Teams moving from Claude Code to OpenCode often add a root AGENTS.md and keep their package CLAUDE.md files, which OpenCode then silently ignores. ' +
    'This is a problem a person can fix (one finding per hidden file), reported when an `opencode` profile is configured, on the hidden file, naming the AGENTS.md that hides it. A CLAUDE.md that is a link to a file OpenCode loads anyway, one that only imports another (`@AGENTS.md`), a blank one, and a twin of an AGENTS.md OpenCode loads in the same directory (`instruction-twins`) lose nothing and are not reported. A CLAUDE.md that is a link to another document (a contributor guide) is named as a link, and the fix is to point it at the AGENTS.md rather than to pour the document into it.',
  fix: 'Move the instructions into an AGENTS.md in the same directory (OpenCode reads every AGENTS.md on the way up, nearest first) and make CLAUDE.md a symlink to it, or a file holding `@AGENTS.md`, so Claude Code reads the same text.',
};
