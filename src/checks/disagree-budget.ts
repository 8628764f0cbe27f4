/** `disagree-budget`: a file one agent's budget or reader limit cuts, while another agent loads it whole. */
import { charCount } from '../profiles/common.js';
import type { RuleMeta } from '../rules/meta.js';
import { identityOf, inOrder, projectFiles, sortCwds } from './disagree-common.js';
import type { RuleExamples } from './examples.js';
import { fmtCwds, fmtInt, fmtProfiles } from './facts.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'disagree-budget',
  kind: 'check',
  defaultSeverity: 'info',
  description: 'A chain fits one agent’s budget or reader limit but not another’s: a file one agent sees whole is cut or dropped for another.',
  fact: {
    summary: 'The configured agents ({profiles}) have different budgets or reader limits, so {n} {are} seen whole by some and cut or dropped by others: {files}.',
    fix: 'The cuts themselves are reported by chain-over-budget, chain-near-budget and the agents’ own limit rules; put what every agent must follow at the top of the first file.',
  },
};

interface Cut {
  /** What happens to the file, e.g. "cuts it at line 12" (first seen). */
  what: string;
  line: number | null;
  column?: number;
}

interface Dispute {
  paths: Set<string>;
  cutters: Map<string, Cut>;
  whole: Set<string>;
  cwds: Set<string>;
}

function budgetText(limit: { budget: number | null; charLimit?: number }): string {
  if (limit.budget !== null) return `its ${fmtInt(limit.budget)}-byte budget`;
  if (limit.charLimit !== undefined) return `its ${fmtInt(limit.charLimit)}-character reader limit`;
  return 'its limit';
}

export function check(input: CheckInput): CheckFinding[] {
  if (input.profiles.length < 2) return [];
  const byCwd = new Map<string, typeof input.chains[number][]>();
  for (const r of input.chains) byCwd.set(r.chain.cwd, [...(byCwd.get(r.chain.cwd) ?? []), r]);

  const disputes = new Map<string, Dispute>();
  for (const [cwd, chains] of byCwd) {
    const cut = new Map<string, Map<string, Cut & { path: string }>>(); // identity → profile → cut
    const whole = new Map<string, Set<string>>(); // identity → profiles
    for (const r of chains) {
      const c = r.chain;
      for (const { file, text } of projectFiles(r)) {
        const id = identityOf(input, file.path);
        let what: Cut | null = null;
        if (file.truncated) {
          what = {
            what: `cuts it${file.cut ? ` at line ${file.cut.line}, column ${file.cut.column}` : ''} (${budgetText(c)} is spent by then)`,
            line: file.cut?.line ?? null,
            ...(file.cut ? { column: file.cut.column } : {}),
          };
        } else if (c.charLimit !== undefined && !file.unread && charCount(text) > c.charLimit) {
          what = { what: `reads only its first ${fmtInt(c.charLimit)} of ${fmtInt(charCount(text))} characters (${budgetText(c)})`, line: null };
        }
        if (what) {
          if (!cut.has(id)) cut.set(id, new Map());
          if (!cut.get(id)!.has(c.profile)) cut.get(id)!.set(c.profile, { ...what, path: file.path });
        } else {
          if (!whole.has(id)) whole.set(id, new Set());
          whole.get(id)!.add(c.profile);
        }
      }
      for (const p of c.passedOver) {
        if (p.reason !== 'budget-spent' && p.reason !== 'empty-after-cut') continue;
        const id = identityOf(input, p.path);
        if (!cut.has(id)) cut.set(id, new Map());
        if (!cut.get(id)!.has(c.profile)) {
          cut.get(id)!.set(c.profile, {
            what: p.reason === 'budget-spent' ? `never reads it (${budgetText(c)} is spent by earlier files)` : `cuts it to nothing (${budgetText(c)})`,
            line: null,
            path: p.path,
          });
        }
      }
    }
    for (const [id, cutters] of cut) {
      const fine = [...(whole.get(id) ?? [])].filter((p) => !cutters.has(p));
      if (fine.length === 0) continue;
      let d = disputes.get(id);
      if (!d) {
        d = { paths: new Set(), cutters: new Map(), whole: new Set(), cwds: new Set() };
        disputes.set(id, d);
      }
      d.cwds.add(cwd);
      for (const [p, c] of cutters) {
        d.paths.add(c.path);
        if (!d.cutters.has(p)) d.cutters.set(p, c);
      }
      for (const p of fine) d.whole.add(p);
    }
  }

  const out: CheckFinding[] = [];
  for (const [id, d] of [...disputes.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const cutters = inOrder(input, d.cutters.keys());
    const whole = inOrder(input, [...d.whole].filter((p) => !d.cutters.has(p)));
    if (whole.length === 0) continue;
    const first = d.cutters.get(cutters[0]!)!;
    const lined = cutters.map((p) => d.cutters.get(p)!).find((c) => c.line !== null);
    const cwds = sortCwds(d.cwds);
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: id,
      line: lined?.line ?? null,
      ...(lined?.column !== undefined ? { column: lined.column } : {}),
      profiles: inOrder(input, [...cutters, ...whole]),
      cwds,
      key: id,
      message:
        `In ${fmtCwds(cwds)}, ${cutters.map((p) => `${p} ${d.cutters.get(p)!.what}`).join('; ')}, while ${fmtProfiles(whole)} load${whole.length === 1 ? 's' : ''} ${id} whole. ` +
        `The chain fits one agent's limit and not another's, so the rules ${first.line !== null ? `from line ${first.line} on ` : 'in this file '}bind only some of the team's agents. ` +
        'Fix: shorten the chain (or this file) until it fits the smallest budget among the agents the team uses, or move what every agent must follow to the top of the first file.',
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'A 600-byte root AGENTS.md with a 512-byte budget: Codex cuts it (chain-over-budget) and never reaches the package AGENTS.md, which OpenCode (no budget) reads whole.',
    options: { profiles: ['codex', 'opencode'], maxBytes: 512, workingDirectories: ['packages/api'] },
    files: {
      'AGENTS.md': { head: '# Rules\n\n', line: 'Keep every public function documented with an example.\n', times: 11 },
      'packages/api/AGENTS.md': '# API\n\nNever edit the generated client.\n',
    },
    expect: { path: null, line: null },
  },
  passing: {
    description: 'The same rules, shorter: the chain fits the 512-byte budget, so both agents read all of it.',
    options: { profiles: ['codex', 'opencode'], maxBytes: 512, workingDirectories: ['packages/api'] },
    files: { 'AGENTS.md': '# Rules\n\nKeep every public function documented with an example.\n', 'packages/api/AGENTS.md': '# API\n\nNever edit the generated client.\n' },
  },
};

export const docs = {
  why:
    'Codex and A3S Code stop reading at a shared byte budget (32 KiB by default, counted from the repository root down); Copilot code review reads only the first 4,000 characters of each file; OpenCode, Claude Code, Gemini CLI and Aider read every file whole. ' +
    'When a chain overflows one agent\'s limit and not another\'s, the agents work from different instructions: the rules past the cut bind only the agents that read them. ' +
    'The rule compares, per working directory, each file that one configured agent cuts or never reaches for lack of budget with the agents that load the same file whole (a symlink and its target count as one file). It needs at least two configured profiles. `chain-over-budget` reports the cut itself for each budgeted agent; this rule notes that the team\'s agents disagree about it. ' +
    'Different limits are a fact about the agents, and the cuts are already reported, so this is an `info` finding reported once for the repository, listing the files; a file whose cut `chain-over-budget` or `chain-near-budget` already reports is left out, and the fact is kept only when every agent it names was named explicitly.',
  fix:
    'Bring the chain under the smallest budget among the agents the team uses: shorten the files, move detail into documents the agent opens when needed, or raise `max-bytes` (Codex: `project_doc_max_bytes`). For Copilot code review, put what reviews must enforce in the first 4,000 characters.',
};
