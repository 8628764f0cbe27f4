/**
 * Merge reports of one repository audited in parts (matrix jobs, each with its own working
 * directories) into one report. Pure. Chains are keyed by (profile, cwd); findings by their
 * fingerprint and place, so a finding every part saw (e.g. a root-level file) appears once.
 */
import { chainUsage, compareFindings, countBySeverity, type Chain, type Finding, type InstructionFile, type Report } from './model.js';

export class MergeError extends Error {
  override name = 'MergeError';
}

export function mergeReports(reports: readonly Report[]): Report {
  const first = reports[0];
  if (!first) throw new MergeError('no report to merge');
  for (const r of reports) {
    if (r.schemaVersion !== 1) throw new MergeError(`unsupported report schemaVersion ${String(r.schemaVersion)}`);
    if (r.root !== first.root) throw new MergeError(`reports are of different roots: ${JSON.stringify(first.root)} and ${JSON.stringify(r.root)}`);
  }
  const chains = new Map<string, Chain>();
  const findings = new Map<string, Finding>();
  const files = new Map<string, InstructionFile>();
  const notes = new Set<string>();
  const profiles = new Set<string>();
  const cwds = new Set<string>();
  for (const r of reports) {
    for (const p of r.profiles) profiles.add(p);
    for (const c of r.workingDirectories) cwds.add(c);
    for (const n of r.notes) notes.add(n);
    for (const c of r.chains) chains.set(`${c.profile}\0${c.cwd}`, c);
    for (const f of r.findings) {
      const key = `${f.fingerprint}\0${f.line ?? ''}\0${f.column ?? ''}`;
      const prev = findings.get(key);
      findings.set(key, prev ? combine(prev, f) : f);
    }
    for (const f of r.files) files.set(f.path, f);
  }
  const allChains = [...chains.values()].sort((a, b) => (a.cwd === b.cwd ? 0 : a.cwd === '.' ? -1 : b.cwd === '.' ? 1 : a.cwd < b.cwd ? -1 : 1));
  // Which profiles load each file, and in how many chains, from the merged chains (parts may overlap).
  const loadedBy = new Map<string, Set<string>>();
  const chainCount = new Map<string, number>();
  for (const c of allChains) {
    for (const f of c.files) {
      if (f.personal) continue;
      loadedBy.set(f.path, (loadedBy.get(f.path) ?? new Set()).add(c.profile));
      chainCount.set(f.path, (chainCount.get(f.path) ?? 0) + 1);
    }
  }
  const allFiles = [...files.values()]
    .map((f) => ({ ...f, loadedBy: [...(loadedBy.get(f.path) ?? [])].sort(), chains: chainCount.get(f.path) ?? 0 }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const allFindings = [...findings.values()].sort(compareFindings);
  const counts = countBySeverity(allFindings);
  let maxUsage: Report['stats']['maxUsage'] = null;
  for (const c of allChains) {
    const pct = chainUsage(c);
    if (pct !== null && c.budget !== null && (!maxUsage || pct > maxUsage.percent)) {
      maxUsage = { percent: pct, profile: c.profile, cwd: c.cwd, usedBytes: c.usedBytes, budget: c.budget };
    }
  }
  const maskedPaths = [...new Set(reports.flatMap((r) => r.maskedPaths ?? []))].sort();
  // Each profile once, with the first part's reason; other agents only while no part loads a file.
  const chosen = reports.flatMap((r) => r.profilesChosen ?? []).filter((c, i, all) => all.findIndex((x) => x.profile === c.profile) === i);
  const loadsSome = allChains.some((c) => c.files.some((f) => !f.personal));
  const others = loadsSome ? [] : reports.flatMap((r) => r.otherAgents ?? []).filter((c, i, all) => all.findIndex((x) => x.profile === c.profile) === i);
  // Each part names its own profiles' versions, or marks them unverified: the merged report keeps all.
  const verifiedVersions = Object.assign({}, ...reports.map((r) => r.settings.verifiedVersions ?? {})) as Record<string, string>;
  const unverified = [...new Set(reports.flatMap((r) => r.settings.unverified ?? []))];
  const settings = { ...first.settings };
  delete settings.verifiedVersions;
  delete settings.unverified;
  if (Object.keys(verifiedVersions).length > 0) settings.verifiedVersions = verifiedVersions;
  if (unverified.length > 0) settings.unverified = unverified;
  const { profilesChosen: _chosen, otherAgents: _others, ...rest } = first;
  return {
    ...rest,
    settings,
    ...(chosen.length > 0 ? { profilesChosen: chosen } : {}),
    ...(others.length > 0 ? { otherAgents: others } : {}),
    ...(maskedPaths.length > 0 ? { maskedPaths } : {}),
    profiles: [...profiles],
    workingDirectories: [...cwds].sort((a, b) => (a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
    chains: allChains,
    findings: allFindings,
    files: allFiles,
    notes: [...notes],
    stats: {
      errors: counts.error,
      warnings: counts.warning,
      infos: counts.info,
      chains: allChains.length,
      workingDirectories: cwds.size,
      instructionFiles: files.size,
      maxUsage,
    },
  };
}

/**
 * The same finding seen by two parts (e.g. a root file cut for working directories of both):
 * one finding whose working directories and profiles are the union of both.
 */
function combine(a: Finding, b: Finding): Finding {
  const cwds = [...new Set([...(a.cwds ?? []), ...(b.cwds ?? [])])].sort();
  const profiles = [...new Set([...(a.profiles ?? []), ...(b.profiles ?? [])])].sort();
  const files = [...new Set([...(a.files ?? []), ...(b.files ?? [])])].sort();
  const base = (b.files?.length ?? 0) > (a.files?.length ?? 0) || (b.cwds?.length ?? 0) > (a.cwds?.length ?? 0) ? b : a;
  const grew = cwds.length > (base.cwds?.length ?? 0);
  const moreFiles = files.length > (base.files?.length ?? 0);
  const merged = [grew ? `${cwds.length} working directories` : '', moreFiles ? `${files.length} files` : ''].filter(Boolean).join(' and ');
  return {
    ...base,
    ...(a.cwds || b.cwds ? { cwds } : {}),
    ...(a.profiles || b.profiles ? { profiles } : {}),
    ...(a.files || b.files ? { files } : {}),
    message: merged ? `${base.message.replace(/ \(merged: .*\)$/, '')} (merged: ${merged} in all)` : base.message,
  };
}
