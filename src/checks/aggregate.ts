/**
 * Facts once: a rule whose meta has `fact` states something that follows from how an agent works
 * (its findings would repeat the same sentence for every file). Its findings are folded into one
 * per rule (naming the union of the agents), which lists every file it concerns (`files`) and keeps the first
 * file's details as an example. Problems (rules without `fact`) pass through unchanged.
 */
import type { ProfileFinding } from '../profiles/types.js';
import { firstSentence, SEVERITY_RANK, type Severity } from '../report/model.js';
import type { RuleMeta } from '../rules/meta.js';
import { fmtInt, fmtList } from './facts.js';

/** How many file names a folded message spells out; `files` holds all of them. */
const NAMED = 5;

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (all, k: string) => vars[k] ?? all);
}

export function aggregateFacts(raw: readonly ProfileFinding[], metaOf: (id: string) => RuleMeta | undefined): ProfileFinding[] {
  const out: ProfileFinding[] = [];
  const groups = new Map<string, ProfileFinding[]>();
  for (const f of raw) {
    const meta = metaOf(f.ruleId);
    if (!meta?.fact || f.path === null) {
      out.push(f);
      continue;
    }
    const key = f.ruleId;
    const g = groups.get(key);
    if (g) g.push(f);
    else groups.set(key, [f]);
  }
  for (const members of groups.values()) {
    const first = members[0]!;
    const fact = metaOf(first.ruleId)!.fact!;
    const files = [...new Set(members.flatMap((m) => [m.path!, ...(m.files ?? [])]))].sort();
    const cwds = [...new Set(members.flatMap((m) => m.cwds ?? []))].sort((a, b) => (a === b ? 0 : a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : 1));
    let severity: Severity = first.severity;
    for (const m of members) if (SEVERITY_RANK[m.severity] > SEVERITY_RANK[severity]) severity = m.severity;
    const profiles = [...new Set(members.flatMap((m) => m.profiles ?? []))];
    const vars = {
      n: `${fmtInt(files.length)} instruction file${files.length === 1 ? '' : 's'}`,
      files: fmtList(files.map((f) => `\`${f}\``), NAMED),
      profiles: profiles.length > 0 ? profiles.join(', ') : 'the configured agents',
      are: files.length === 1 ? 'is' : 'are',
    };
    const example = fact.example === false ? '' : files.length > 1 ? ` For example: ${firstSentence(first.message)}` : ` ${firstSentence(first.message)}`;
    out.push({
      ruleId: first.ruleId,
      severity,
      path: null,
      line: null,
      ...(profiles.length > 0 ? { profiles } : {}),
      ...(cwds.length > 0 ? { cwds } : {}),
      files,
      key: 'fact',
      message: `${fill(fact.summary, vars)}${example} ${fill(fact.fix, vars)}`,
    });
  }
  return out;
}
