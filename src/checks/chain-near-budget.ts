/**
 * `chain-near-budget`: a chain that fits its budget but uses at least the warning threshold of it
 * (`options.warnThreshold`, 90 % by default). Chains are grouped by the largest file on them, the
 * one most worth trimming: a root file that fills 90 % of the budget for 3,000 packages is one
 * finding. The finding sits on the line where the fullest chain crosses the threshold when that
 * happens inside the file, else on line 1.
 */
import { placeOf } from '../discovery/encoding.js';
import type { ChainFile } from '../report/model.js';
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
  file: ChainFile;
  /** Smallest byte offset in `file` at which a chain of the group crosses the threshold, or null. */
  crossAt: number | null;
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
    const personalBudgeted = chain.files.reduce((n, f) => n + f.loadedBytes, 0) === chain.usedBytes;
    const counted = chain.files.filter((f) => !f.personal || personalBudgeted);
    let acc = 0;
    let cross: { file: ChainFile; offset: number } | null = null;
    for (const f of counted) {
      if (acc + f.loadedBytes >= limit) {
        cross = { file: f, offset: Math.max(0, limit - acc - 1) };
        break;
      }
      acc += f.loadedBytes;
    }
    // The largest repository file on the chain (root-most on a tie); a personal document only when it is all there is.
    const repoFiles = counted.filter((f) => !f.personal);
    const pool = repoFiles.length > 0 ? repoFiles : counted;
    const largest = pool.reduce<ChainFile | null>((best, f) => (best === null || f.loadedBytes > best.loadedBytes ? f : best), null);
    if (!largest) continue;
    const key = `${largest.path}\0${budget}`;
    let g = groups.get(key);
    if (!g) {
      g = { file: largest, crossAt: null, budget, minUsed: chain.usedBytes, maxUsed: chain.usedBytes, profiles: new Set(), cwds: new Set() };
      groups.set(key, g);
    }
    if (cross && cross.file.path === largest.path) g.crossAt = g.crossAt === null ? cross.offset : Math.min(g.crossAt, cross.offset);
    g.minUsed = Math.min(g.minUsed, chain.usedBytes);
    g.maxUsed = Math.max(g.maxUsed, chain.usedBytes);
    g.profiles.add(chain.profile);
    g.cwds.add(chain.cwd);
  }
  const out: CheckFinding[] = [];
  for (const g of groups.values()) {
    const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
    const cwds = uniqueSorted(g.cwds);
    const personal = g.file.personal === true;
    let line: number | null = personal ? null : 1;
    let column: number | undefined;
    if (!personal && g.crossAt !== null) {
      const content = input.ctx.readIfLoaded(g.file.path);
      if (content && g.crossAt <= content.bytes.length) {
        const place = placeOf(content.bytes, g.crossAt);
        line = place.line;
        column = place.column;
      }
    }
    const used = g.minUsed === g.maxUsed ? fmtInt(g.maxUsed) : `up to ${fmtInt(g.maxUsed)}`;
    const largest = `${personal ? 'the personal document ' : ''}${g.file.path} is the largest file on ${cwds.length === 1 ? 'this chain' : 'these chains'} (${fmtInt(g.file.loadedBytes)} bytes)`;
    // Bytes to take out of the fullest chain to bring it below the threshold.
    const trim = Math.max(1, g.maxUsed - Math.ceil(threshold * g.budget) + 1);
    const crossing = g.crossAt !== null && line !== null ? `; the chain crosses the threshold at line ${fmtInt(line)}` : '';
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: personal ? null : g.file.path,
      line,
      ...(column !== undefined ? { column } : {}),
      message:
        `Trim ${fmtInt(trim)} byte${trim === 1 ? '' : 's'} from this chain to get back under the ${pct(threshold)} warning threshold, or raise max-bytes for every agent that reads it; ${largest}. ` +
        `The chain holds ${used} of ${fmtInt(g.budget)} bytes (${pct(g.maxUsed / g.budget)}) for ${fmtProfiles(profiles)} in ${fmtCwds(cwds)}${crossing}. ` +
        `About ${fmtInt(g.budget - g.maxUsed)} more bytes anywhere on the chain and the agent starts silently cutting its end.`,
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
    'Chains are grouped by their largest file, the one most worth trimming, so a root file that fills the budget for hundreds of packages is one finding; it sits on the line where the fullest chain crosses the threshold when that happens inside that file.',
  fix: 'Trim the chain while it still fits: move reference material out of the instruction files, drop rules that repeat the parent file, or raise `max-bytes` (Codex: `project_doc_max_bytes`) for every agent that reads them.',
};
