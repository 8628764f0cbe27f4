/**
 * What the report says about the profiles it audited: which `auto` chose and why, and, when they
 * load no instruction file at all, which other agents the repository holds files for and how to add
 * them. One wording for the text report, the job summary and the log (the facts are the JSON's
 * `profilesChosen` and `otherAgents`). Plain text out; each renderer escapes it its own way. Pure.
 */
import type { ProfileChoice, Report } from './model.js';

/** How to name profiles, in the words of the front end the report is read in. */
export type NamingStyle = 'cli' | 'action';

const NAMED = 'named';

function naming(style: NamingStyle): string {
  return style === 'cli' ? '--profile or profiles: in the config file' : 'the profiles input (--profile) or profiles: in the config file';
}

/** Whether `auto` chose any profile (a list given in full has every `because` "named"). */
export function autoChose(report: Pick<Report, 'profilesChosen'>): boolean {
  return (report.profilesChosen ?? []).some((c) => c.because !== NAMED);
}

/**
 * `Profiles (auto): codex (default: the AGENTS.md convention), gemini (2 GEMINI.md files (GEMINI.md,
 * a/GEMINI.md)); name others with --profile or profiles: in the config file.` Null when every
 * profile was named.
 */
export function choiceLine(report: Pick<Report, 'profilesChosen'>, style: NamingStyle): string | null {
  if (!autoChose(report)) return null;
  const parts = (report.profilesChosen ?? []).map((c) => `${c.profile} (${c.because})`);
  return `Profiles (auto): ${parts.join(', ')}; name others with ${naming(style)}.`;
}

/** "codex", "codex and gemini", "codex, gemini and aider". */
function andList(xs: readonly string[]): string {
  return xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

/** The other agents' choices with the same `because` (copilot-cli and copilot-review) as one group. */
function grouped(others: readonly ProfileChoice[]): { profiles: string[]; because: string }[] {
  const out: { profiles: string[]; because: string }[] = [];
  for (const o of others) {
    const g = out.find((x) => x.because === o.because);
    if (g) g.profiles.push(o.profile);
    else out.push({ profiles: [o.profile], because: o.because });
  }
  return out;
}

/**
 * When the audited profiles load no instruction file but the repository holds files for other
 * agents: `codex loads no instruction file; the repository holds 8 GEMINI.md files (GEMINI.md,
 * pkg/GEMINI.md, …) for gemini: add --profile codex,gemini`. Null otherwise.
 */
export function othersText(report: Pick<Report, 'profiles' | 'profilesChosen' | 'otherAgents'>, style: NamingStyle): string | null {
  const others = report.otherAgents ?? [];
  if (others.length === 0) return null;
  const audited = report.profiles;
  const subject = audited.length <= 3 ? `${andList(audited)} ${audited.length === 1 ? 'loads' : 'load'}` : `the ${audited.length} audited profiles load`;
  const holds = grouped(others)
    .map((g) => `${g.because} for ${andList(g.profiles)}`)
    .join('; ');
  const add = others.map((o) => o.profile);
  // The whole value to pass: `auto` stays when it chose, the named ones stay as they are.
  const requested = autoChose(report) ? ['auto', ...(report.profilesChosen ?? []).filter((c) => c.because === NAMED).map((c) => c.profile)] : audited;
  const value = [...requested, ...add].join(',');
  const how = style === 'cli' ? `add --profile ${value}` : `add ${andList(add)} to ${naming(style)} (${value})`;
  return `${subject} no instruction file; the repository holds ${holds}: ${how}`;
}
