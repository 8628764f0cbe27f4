/**
 * `chain-near-budget`: a chain that fits its budget but uses at least the warning threshold of it
 * (`options.warnThreshold`, 90 % by default). One finding per file where the chains cross the
 * threshold, on the line where they cross it.
 */
import { placeOf } from '../discovery/encoding.js';
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { factsOf, fmtCwds, fmtInt, fmtProfiles, uniqueSorted } from './facts.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'chain-near-budget',
  kind: 'check',
  defaultSeverity: 'warning',
  description: 'A chain of instruction files uses most of the agent’s byte budget (90 % by default): a little more text and the agent starts cutting.',
};

interface Group {
  file: string;
  personal: boolean;
  /** Byte offset in `file` where the threshold is reached. */
  offset: number;
  budget: number;
  minUsed: number;
  maxUsed: number;
  profiles: Set<string>;
  cwds: Set<string>;
}

function pct(n: number): string {
  return `${Math.round(n * 1000) / 10}%`;
}

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const threshold = input.options.warnThreshold;
  const groups = new Map<string, Group>();
  for (const { chain } of input.chains) {
    const budget = chain.budget;
    if (budget === null || budget <= 0) continue;
    if (chain.files.some((f) => f.truncated)) continue; // chain-over-budget reports it
    if (chain.passedOver.some((p) => p.reason === 'budget-spent' || p.reason === 'empty-after-cut')) continue;
    const limit = Math.ceil(threshold * budget);
    if (chain.usedBytes < limit) continue;
    // Personal documents count against the budget only for some agents (A3S yes, Codex no).
    const all = chain.files.reduce((n, f) => n + f.loadedBytes, 0);
    const personalBudgeted = all === chain.usedBytes;
    let acc = 0;
    for (const f of chain.files) {
      if (f.personal && !personalBudgeted) continue;
      if (acc + f.loadedBytes >= limit) {
        const offset = Math.max(0, limit - acc - 1);
        const key = `${f.path}\0${offset}\0${budget}`;
        let g = groups.get(key);
        if (!g) {
          g = { file: f.path, personal: f.personal === true, offset, budget, minUsed: chain.usedBytes, maxUsed: chain.usedBytes, profiles: new Set(), cwds: new Set() };
          groups.set(key, g);
        }
        g.minUsed = Math.min(g.minUsed, chain.usedBytes);
        g.maxUsed = Math.max(g.maxUsed, chain.usedBytes);
        g.profiles.add(chain.profile);
        g.cwds.add(chain.cwd);
        break;
      }
      acc += f.loadedBytes;
    }
  }
  const out: CheckFinding[] = [];
  for (const g of groups.values()) {
    const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
    const cwds = uniqueSorted(g.cwds);
    let line: number | null = 1;
    let column: number | undefined;
    if (g.personal) line = null;
    else {
      const content = input.ctx.readIfLoaded(g.file);
      if (content && g.offset <= content.bytes.length) {
        const place = placeOf(content.bytes, g.offset);
        line = place.line;
        column = place.column;
      }
    }
    const used = g.minUsed === g.maxUsed ? `${fmtInt(g.maxUsed)}` : `up to ${fmtInt(g.maxUsed)}`;
    const where = g.personal ? `the personal document ${g.file}` : line !== null ? `${g.file} (at line ${fmtInt(line)})` : g.file;
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: g.personal ? null : g.file,
      line,
      ...(column !== undefined ? { column } : {}),
      message:
        `${fmtProfiles(profiles)} in ${fmtCwds(cwds)} load ${used} of ${fmtInt(g.budget)} bytes (${pct(g.maxUsed / g.budget)}), above the ${pct(threshold)} warning threshold; the chain crosses it in ${where}. ` +
        `About ${fmtInt(g.budget - g.maxUsed)} more bytes anywhere on the chain and the agent starts silently cutting its end. ` +
        'Fix: trim or split the files on this chain before they grow, or raise max-bytes for every agent that reads them.',
      profiles,
      cwds,
      key: `near:${profiles.join(',')}`,
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'A 109-byte chain against a 116-byte budget (94 %).',
    options: { maxBytes: 116 },
    files: {
      'AGENTS.md': '# Repository rules\n\n- Use pnpm, never npm.\n- Conventional commits.\n- Keep functions short; prefer pure ones.\n',
    },
    expect: { path: 'AGENTS.md', line: 5, column: 38 },
  },
  passing: {
    description: 'The same file against the default 32 KiB budget.',
    files: {
      'AGENTS.md': '# Repository rules\n\n- Use pnpm, never npm.\n- Conventional commits.\n- Keep functions short; prefer pure ones.\n',
    },
  },
};

export const docs = {
  why:
    'A chain that uses most of its budget is one edit away from being cut (see `chain-over-budget`), and the edit that tips it over is usually made in an unrelated file higher up the chain. ' +
    'The warning threshold is 90 % of the budget by default; set it with `warn-threshold` (config file), the `warn-threshold` action input or `--warn-threshold 80`. ' +
    'The finding sits on the line where the chain crosses the threshold, once per file however many working directories share it.',
  fix: 'Trim the chain while it still fits: move reference material out of the instruction files, drop rules that repeat the parent file, or raise `max-bytes` (Codex: `project_doc_max_bytes`) for every agent that reads them.',
};
