/** `disagree-order`: agents load the same files for a directory in an order that changes which comes last. */
import type { RuleMeta } from '../rules/meta.js';
import { identityOf, inOrder, projectFiles, sortCwds } from './disagree-common.js';
import type { RuleExamples } from './examples.js';
import { fmtCwds, fmtProfiles } from './facts.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'disagree-order',
  kind: 'check',
  defaultSeverity: 'info',
  description: 'Two agents load the same instruction files for a working directory in orders that put a different file last, so a different rule wins where they conflict.',
  fact: {
    summary: 'The configured agents ({profiles}) join {n} in different orders, so where two files conflict a different one has the last word for each agent: {files}.',
    fix: 'Fix: do not rely on order between instruction files: make each nested file say explicitly what it overrides.',
  },
};

interface PairDispute {
  /** The two files, sorted. */
  a: string;
  b: string;
  /** Profiles that read `a` after `b`, and `b` after `a`. */
  aLast: Set<string>;
  bLast: Set<string>;
  cwds: Set<string>;
}

function depth(rel: string): number {
  return rel.split('/').length;
}

export function check(input: CheckInput): CheckFinding[] {
  if (input.profiles.length < 2) return [];
  const byCwd = new Map<string, typeof input.chains[number][]>();
  for (const r of input.chains) byCwd.set(r.chain.cwd, [...(byCwd.get(r.chain.cwd) ?? []), r]);

  const disputes = new Map<string, PairDispute>();
  for (const [cwd, chains] of byCwd) {
    const seqs = new Map<string, string[]>();
    for (const r of chains) {
      const seq: string[] = [];
      for (const { file } of projectFiles(r)) {
        const id = identityOf(input, file.path);
        // The position that counts is the last one (a file loaded twice is read last where it last appears).
        const at = seq.indexOf(id);
        if (at !== -1) seq.splice(at, 1);
        seq.push(id);
      }
      if (seq.length >= 2) seqs.set(r.chain.profile, seq);
    }
    const profiles = [...seqs.keys()];
    for (let i = 0; i < profiles.length; i++) {
      for (let j = i + 1; j < profiles.length; j++) {
        const p = profiles[i]!;
        const q = profiles[j]!;
        const sp = seqs.get(p)!;
        const sq = seqs.get(q)!;
        const common = new Set(sp.filter((x) => sq.includes(x)));
        if (common.size < 2) continue;
        const lastP = sp.filter((x) => common.has(x)).at(-1)!;
        const lastQ = sq.filter((x) => common.has(x)).at(-1)!;
        if (lastP === lastQ) continue;
        const [a, b] = lastP < lastQ ? [lastP, lastQ] : [lastQ, lastP];
        const key = `${a}\0${b}`;
        let d = disputes.get(key);
        if (!d) {
          d = { a, b, aLast: new Set(), bLast: new Set(), cwds: new Set() };
          disputes.set(key, d);
        }
        d.cwds.add(cwd);
        (lastP === a ? d.aLast : d.bLast).add(p);
        (lastQ === a ? d.aLast : d.bLast).add(q);
      }
    }
  }

  const out: CheckFinding[] = [];
  for (const d of [...disputes.values()].sort((x, y) => (x.a + x.b < y.a + y.b ? -1 : 1))) {
    // Report on the more specific file (deeper; then the later path): the one a nested layout means to win.
    const [file, other, fileLast, otherLast] =
      depth(d.b) > depth(d.a) || (depth(d.b) === depth(d.a) && d.b > d.a) ? [d.b, d.a, d.bLast, d.aLast] : [d.a, d.b, d.aLast, d.bLast];
    const cwds = sortCwds(d.cwds);
    const winners = inOrder(input, fileLast);
    const losers = inOrder(input, otherLast);
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: file,
      line: null,
      profiles: inOrder(input, [...fileLast, ...otherLast]),
      cwds,
      key: other,
      message:
        `In ${fmtCwds(cwds)}, ${fmtProfiles(winners)} read${winners.length === 1 ? 's' : ''} ${file} after ${other}, but ${fmtProfiles(losers)} read${losers.length === 1 ? 's' : ''} ${other} last. ` +
        `Where the two files disagree, the later one usually wins, so the agents follow different rules: ${file} for ${fmtProfiles(winners)}, ${other} for ${fmtProfiles(losers)}. ` +
        'Fix: do not rely on order between instruction files: make the nested file say explicitly what it overrides, or remove the conflicting rule from one of them.',
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'A root AGENTS.md and a nested one that overrides it. Codex reads root first and the nested file last; OpenCode reads nearest first, so the root file comes last.',
    options: { profiles: ['codex', 'opencode'], workingDirectories: ['packages/api'] },
    files: {
      'AGENTS.md': '# Rules\n\nUse 2-space indentation.\n',
      'packages/api/AGENTS.md': '# API\n\nUse 4-space indentation in this package.\n',
    },
    expect: { path: null, line: null },
  },
  passing: {
    description: 'Codex and Claude Code (reading AGENTS.md beside CLAUDE.md) both read the root first and the nested file last.',
    options: { profiles: ['codex', 'claude-code@both'], workingDirectories: ['packages/api'] },
    files: {
      'AGENTS.md': '# Rules\n\nUse 2-space indentation.\n',
      'packages/api/AGENTS.md': '# API\n\nUse 4-space indentation in this package.\n',
    },
  },
};

export const docs = {
  why:
    'Agents join the instruction files of a working directory in different orders. Codex, A3S Code and Claude Code read from the repository root down, so the nearest file comes last; OpenCode reads nearest first, so the root file comes last; Gemini CLI sorts the paths as plain strings, so `App/GEMINI.md` comes before the root `GEMINI.md` (a child before its parent) while `src/GEMINI.md` comes after it. ' +
    'Models tend to give the later of two conflicting instructions the last word, so the same pair of files can make two agents follow opposite rules. ' +
    'The rule compares, per working directory and for every two configured profiles, the files both load (a symlink and its target count as one): when the last of them differs, it notes the pair, on the more deeply nested file, with the profiles on each side. It needs at least two configured profiles. ' +
    'The order follows from how each agent works and holds however the files are written, so this is a fact, not a problem: it is reported once for the repository as an `info` finding, listing the files (the first pair as an example). Raise it to `warning` if your files rely on order.',
  fix:
    'Make precedence explicit instead of relying on order: have the nested file say what it overrides ("In this package, use 4-space indentation instead of the repository default"), or keep conflicting rules out of the shared file. For Gemini CLI, avoid directory names that sort before the instruction file name (capitals before `G`, digits, `.`, `@`).',
};
