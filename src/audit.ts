/**
 * The engine: one listing of the repository, every chain (working directory × profile) resolved
 * with shared prefixes, every candidate read once, health checks and lint rules run once per
 * file, user severities applied. Pure data out; every front end renders the same Report.
 */
import { fmtInt } from './format.js';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runChecks } from './checks/index.js';
import { CONFIG_FILE_NAMES } from './config/file.js';
import { DEFAULT_AGENT_STATE, type AuditOptions } from './config/options.js';
import { ConfigError, quote, unsafeFilenameReason } from './config/parse.js';
import { DiscoveryContext, MAX_TEXT_BYTES } from './discovery/context.js';
import { isAtOrBelow, ownedCandidates, unauditedDirs } from './discovery/coverage.js';
import { baseName, listAgain, listRepositoryAsync, type RepoListing, startListing, WALK_LIMIT } from './discovery/listing.js';
import { Observations } from './discovery/observations.js';
import { type CacheUse, type LintEntry, lintKey, optionsKey, ResultCache } from './cache.js';
import { resolveWorkingDirectories } from './discovery/workdirs.js';
import { isAgentConfigPath } from './profiles/agent-config.js';
import { AUTO, chooseProfiles, DEFAULT_BECAUSE, isAuto, otherAgents, type ProfileChoice, possibleProfiles } from './profiles/auto.js';
import { getProfile, KNOWN_PROFILES } from './profiles/index.js';
import { OPT_IN_RULES } from './profiles/rules.js';
import type { Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './profiles/types.js';
import { ALL_RULES, ruleMeta } from './registry.js';
import { aggregateFacts } from './checks/aggregate.js';
import { onLinkTargets } from './checks/link-targets.js';
import { keepFacts } from './checks/restated.js';
import {
  chainUsage,
  compareFindings,
  countBySeverity,
  type Finding,
  type InstructionFile,
  type Report,
} from './report/model.js';
import { maskReport } from './report/mask.js';
import { finishLint, type LintFinding, type LintInput, type PreparedLint, prepareLint } from './rules/index.js';
import { pathSecretFindings } from './rules/path-secrets.js';
import { VERSION } from './version.js';

export { KNOWN_PROFILES } from './profiles/index.js';
export { ALL_RULES } from './registry.js';

/** An audit plus what only in-process callers need (the rendered prompts, the context). */
export interface AuditResult {
  report: Report;
  /** Every chain with its texts (empty when the report came from the result cache). */
  resolved: ResolvedChain[];
  ctx: DiscoveryContext;
  profiles: Profile[];
  /** How the result cache served the run (with `options.cacheDir`). */
  cache?: CacheUse;
  /**
   * The listing the audit made of the work tree (absent when the report came from the result cache,
   * or the listing was given): a base of a comparison derives its own from it (src/baseline.ts).
   */
  listing?: RepoListing;
  /** Working directories given as symbolic links inside the repository, each with the directory audited in its place (`alias` → `deep/er/pkg`). */
  cwdLinks?: ReadonlyMap<string, string>;
}

/** Validate options that do not depend on the repository; throws ConfigError naming the value. */
export function validateOptions(options: AuditOptions): void {
  if (!Number.isSafeInteger(options.maxBytes) || options.maxBytes < 0) {
    throw new ConfigError(`max-bytes ${quote(String(options.maxBytes))} must be a whole number ≥ 0`);
  }
  for (const p of options.profiles) {
    if (p !== AUTO && !KNOWN_PROFILES.includes(p)) {
      throw new ConfigError(`unknown profile ${quote(p)}: expected one or more of ${KNOWN_PROFILES.join(', ')}`);
    }
  }
  if (options.profiles.length === 0) throw new ConfigError(`no profile given: expected one or more of ${KNOWN_PROFILES.join(', ')}`);
  for (const name of options.fallbackFilenames) {
    const why = unsafeFilenameReason(name);
    if (why) {
      throw new ConfigError(
        `fallback file name ${quote(name)} is unsafe: ${why}. A fallback must be a plain file name in its directory (A3S Code rejects it; Codex would join it as a path).`,
      );
    }
  }
  for (const m of options.rootMarkers) {
    const why = unsafeFilenameReason(m);
    if (why) throw new ConfigError(`root marker ${quote(m)} is not a plain name: ${why}`);
  }
  const known = ALL_RULES.map((r) => r.id);
  for (const id of Object.keys(options.rules)) {
    if (!known.includes(id)) throw new ConfigError(`unknown rule ${quote(id)}; known rules: ${known.join(', ')}`);
  }
  if (!(options.warnThreshold > 0 && options.warnThreshold <= 1)) {
    throw new ConfigError(`warning threshold ${options.warnThreshold} must be above 0 and at most 1 (100%)`);
  }
  let st: fs.Stats;
  try {
    st = fs.statSync(options.root);
  } catch {
    throw new ConfigError(`repository root ${quote(options.root)} does not exist`);
  }
  if (!st.isDirectory()) throw new ConfigError(`repository root ${quote(options.root)} is not a directory`);
}

/**
 * A finding's identity across runs: rule, path and the rule's key (else its message with numbers
 * blanked), never its line, so a finding whose file gained lines above it keeps its fingerprint.
 * Findings that share one are numbered in file order by `numberRepeats`.
 */
export function fingerprint(f: ProfileFinding): string {
  const h = createHash('sha256');
  h.update([f.ruleId, f.path ?? '', f.key ?? f.message.replace(/\d+/g, '#')].join('\0'));
  return h.digest('hex').slice(0, 16);
}

/** The second and later findings with one fingerprint (in file order) get `#2`, `#3`… mixed in. */
function numberRepeats(findings: Finding[]): void {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const g = groups.get(f.fingerprint);
    if (g) g.push(f);
    else groups.set(f.fingerprint, [f]);
  }
  for (const [fp, group] of groups) {
    if (group.length < 2) continue;
    group.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.message.localeCompare(b.message));
    group.forEach((f, i) => {
      if (i > 0) f.fingerprint = createHash('sha256').update(`${fp}#${i + 1}`).digest('hex').slice(0, 16);
    });
  }
}

/** Files whose lint results the last audit keeps for the next (see `recentLint`). */
const RECENT_LINT_FILES = 50_000;

/**
 * The lint results of the last audit in this process, by the result cache's key (`lintKey`: the
 * file's path, size and text and its ancestors' texts), each with the paths its links asked about.
 * The next audit in the same process that asks for them (`AuditSource.reuseLint`: the base of a
 * comparison, audited after the head) lints again only the files whose inputs differ: exact as
 * the cache is, an entry serves only when every path it asked about exists (or not) as it did.
 * Findings only are kept, never a text.
 */
let recentLint = new Map<string, LintEntry>();

/** What every profile is given from the options. */
export function profileSettings(options: AuditOptions): ProfileSettings {
  return {
    maxBytes: options.maxBytes,
    fallbackFilenames: options.fallbackFilenames,
    rootMarkers: options.rootMarkers,
    home: options.home,
    agentState: { ...DEFAULT_AGENT_STATE, ...(options.agentState ?? {}) },
    givenSettings: options.givenSettings ?? [],
  };
}

/**
 * Whether an audit with `options` reads the repository path `rel` before anything in the repository
 * names it: a candidate name of one of its profiles (the names the engine looks for in every
 * directory), a fallback name, a root marker, this tool's configuration file, an agent's own
 * configuration file, or a file a profile reads by listing a folder (`Profile.readsListed`). What
 * else an audit reads (an import target, a name an agent's configuration adds, an `instructions`
 * entry) is named by a file read first. The base of a comparison writes only these up front.
 */
export function readsUpFront(options: AuditOptions): (rel: string) => boolean {
  // With `auto`, every profile it may choose: which it does depends on the tree's listing.
  const profiles = possibleProfiles(options.profiles);
  const settings = profileSettings(options);
  const names = new Set<string>([...profiles.flatMap((p) => p.candidateNames(settings)), ...options.fallbackFilenames, ...options.rootMarkers, ...CONFIG_FILE_NAMES]);
  const listed = profiles.filter((p) => p.readsListed !== undefined);
  return (rel) => names.has(baseName(rel)) || isAgentConfigPath(rel) || listed.some((p) => p.readsListed!(rel));
}

export async function audit(options: AuditOptions): Promise<Report> {
  return (await auditDetailed(options)).report;
}

/** For an audit of something other than the work tree (a committed tree): the listing to use instead of listing `root`. */
export interface AuditSource {
  listing?: RepoListing;
  /**
   * Give each chain its `textDigest` and each loaded file its `loadedDigest` (what a delta compares).
   * Always for a committed tree (a base); otherwise asked by the front ends that compare or keep the
   * report (a base, a previous report, an output file, the action). A cached report without them
   * does not answer a run that asks for them.
   */
  digests?: boolean;
  /**
   * Take the lint results of a file whose inputs are those of a file the last audit in this process
   * linted (see `recentLint`): the base of a comparison, audited after the head.
   */
  reuseLint?: boolean;
}

export async function auditDetailed(options: AuditOptions, source: AuditSource = {}): Promise<AuditResult> {
  validateOptions(options);
  const root = path.resolve(options.root);
  // `auto` chooses from the listing (src/profiles/auto.ts): the profiles are known once it is made.
  const auto = isAuto(options.profiles);
  // (The tracked part of a listing may be the very object the untracked files are added to: no memo.)
  const choose = (l: RepoListing): ProfileChoice[] => chooseProfiles(options.profiles, () => l.files.keys(), options.autoAlso);
  let profiles = auto ? [] : options.profiles.map(getProfile);
  // A whole report is cached for the work tree only, and not with personal documents (outside the repository).
  const reportKey = options.cacheDir !== undefined && source.listing === undefined && options.home === null ? optionsKey(options) : null;
  // The root's git listings start first, in child processes: they run while the cache is read and
  // checked, and serve the full run when the cache cannot answer. With a cache, the tracked listing
  // waits: a replay has git hash it (listAgain), and the full run starts it when it needs it.
  const started = source.listing === undefined ? startListing(root, '.', reportKey === null ? 'modes' : 'later') : null;
  const cache =
    options.cacheDir !== undefined
      ? ResultCache.open(options.cacheDir, {
          root,
          ...(options.cacheKeyDir !== undefined ? { keyDir: options.cacheKeyDir } : {}),
          // The front end's allowed directories; by default, no link below the audited root is followed.
          within: options.cacheWithin ?? [root],
          anywhere: options.cacheWithin === undefined,
        })
      : null;
  if (cache !== null && reportKey === null) cache.use.report = 'not-applicable';
  if (cache !== null && reportKey !== null) {
    const cached = cache.reportEntry(reportKey);
    const entry = cached !== null && source.digests === true && !hasDigests(cached.report) ? null : cached;
    if (entry !== null) {
      // Ask every question again: the git listings (in parallel, in child processes) while the file
      // system is asked here; the report holds only if every answer is the same.
      const listed = listAgain(root, entry.listing, new Map(started ? [['.', started]] : []));
      const empty: RepoListing = { source: 'git', files: new Map(), dirs: new Set(['.']), byDir: new Map(), nestedRepos: [] };
      const ctx = new DiscoveryContext(root, empty, { assumeRoot: options.assumeRoot, readCap: options.maxBytes + 4, observe: true });
      await ctx.askAgain(entry.fs);
      ctx.dispose();
      const listedAgain = ctx.observations!.digest() === entry.fsDigest ? await listed : null;
      if (listedAgain !== null && listedAgain.digest() === entry.listingDigest) {
        cache.use.report = 'reused';
        // Nothing changed. The cache file stays as it is, unless directories or the index got new
        // stamps (a fresh checkout of the same tree): then the entry keeps them, for the next replay.
        const same = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((q, i) => q === b[i]);
        const asked = ctx.observations!.questions;
        if (!same(asked, entry.fs) || !same(listedAgain.questions, entry.listing)) {
          cache.keepReport(reportKey, { ...entry, fs: asked, listing: listedAgain.questions });
          cache.save();
        }
        return { report: entry.report, resolved: [], ctx, profiles: entry.report.profiles.map(getProfile), cache: cache.use };
      }
      cache.use.report = 'stale';
    }
  }
  const settings = profileSettings(options);

  const listingSeen = reportKey !== null ? new Observations() : null;
  const newContext = (l: RepoListing): DiscoveryContext =>
    new DiscoveryContext(root, l, { assumeRoot: options.assumeRoot, readCap: options.maxBytes + 4, observe: reportKey !== null && l.source === 'git' });
  // While git still walks the tree for untracked files, the tracked instruction files are read and
  // their text-only lint half done (prepareLint): work the run needs anyway, on the other core's time.
  // Only when every candidate is owned (`auto` or `.`): then each of them is probed and read anyway.
  const ownsAll = options.workingDirectories.some((w) => w.trim() === 'auto' || w.trim() === '.' || w.trim() === './');
  const autoDirs = options.workingDirectories.some((s) => s.trim() === 'auto');
  let early: { ctx: DiscoveryContext; listing: RepoListing } | null = null;
  const prepared = new Map<string, { text: string; lint: PreparedLint }>();
  const onTracked = (partial: RepoListing): void => {
    const c = newContext(partial);
    early = { ctx: c, listing: partial };
    // With `auto`, the profiles the tracked files choose (untracked ones may add more, chosen below).
    const earlyProfiles = auto ? choose(partial).map((x) => getProfile(x.profile)) : profiles;
    const names = new Set(earlyProfiles.flatMap((p) => p.candidateNames(settings, c)));
    for (const [dir, files] of partial.byDir) {
      for (const n of files) {
        if (!names.has(n)) continue;
        const rel = c.join(dir, n);
        const text = lintTextOf(c, rel);
        if (text !== null) prepared.set(rel, { text, lint: prepareLint(text) });
      }
    }
    // With `auto`, the stat of each candidate name git did not list in each directory listed so far
    // (the unlisted scan below), while git still walks for untracked files: on a deep tree that walk
    // is slow and this time idle. The scan below repeats it from memory, and probes only what is new.
    if (autoDirs) {
      const found = c.unlistedCandidates(partial.dirs, names);
      // Then each profile's first questions (its walk up to a root marker, its configuration folders)
      // for each working directory known so far: the chains resolved once the listing is complete
      // find them answered. (A directory leading out through a link is never a place to ask.)
      for (const cwd of resolveWorkingDirectories(c, root, partial, ['auto'], names, found.map(dirOf))) {
        if (c.dirInside(cwd)) for (const p of earlyProfiles) p.prefetch?.(cwd, c, settings);
      }
    }
  };
  const listing =
    source.listing ??
    (await listRepositoryAsync(root, { ...(listingSeen ? { seen: listingSeen } : {}), ...(started ? { started } : {}), ...(ownsAll ? { onTracked } : {}) }));
  const earlyRun = early as { ctx: DiscoveryContext; listing: RepoListing } | null;
  const ctx = earlyRun !== null && earlyRun.listing === listing ? earlyRun.ctx : newContext(listing);
  if (ctx !== earlyRun?.ctx) prepared.clear();
  // The choice `auto` makes, from the one listing (no second walk), with why, for the report.
  const chosen = choose(listing);
  if (auto) profiles = chosen.map((c) => getProfile(c.profile));
  try {
    const candidateNames = new Set(profiles.flatMap((p) => p.candidateNames(settings, ctx)));
    // Candidate names git does not list (FIFOs, sockets, ignored files) are found by a stat of each
    // name: in every listed directory with `auto` (so they get a chain of their own), else on the chains.
    // (A committed tree, the base of a comparison given as `source.listing`, holds only what it lists.)
    const unlistedIn = (dirs: Iterable<string>): string[] => (source.listing === undefined ? ctx.unlistedCandidates(dirs, candidateNames) : []);
    const unlisted = autoDirs ? unlistedIn(listing.dirs) : [];
    const cwdLinks = new Map<string, string>();
    const cwds = resolveWorkingDirectories(ctx, root, listing, options.workingDirectories, candidateNames, unlisted.map(dirOf), cwdLinks);

    const resolved: ResolvedChain[] = [];
    for (const cwd of cwds) for (const profile of profiles) resolved.push(profile.resolve(cwd, ctx, settings));

    // Every existing candidate, once, in every directory on an audited chain, plus every candidate
    // the job owns wherever it lies (src/discovery/coverage.ts) and what those import.
    const chainDirs = new Set<string>();
    for (const { chain } of resolved) for (const d of ctx.dirsFrom(chain.root, chain.cwd)) chainDirs.add(d);
    for (const dir of chainDirs) for (const n of ctx.namesIn(dir)) if (candidateNames.has(n)) ctx.probe(ctx.join(dir, n));
    if (!autoDirs) unlistedIn(chainDirs);
    const owned = ownedCandidates(listing, cwds, candidateNames);
    if (!autoDirs) owned.push(...unlistedIn([...listing.dirs].filter((d) => cwds.some((c) => isAtOrBelow(d, c)))));
    for (const rel of owned) ctx.probe(rel);
    for (const dir of unauditedDirs(owned, cwds)) for (const profile of profiles) profile.resolve(dir, ctx, settings);
    // Agents' own configuration files (opencode.json, .gemini/settings.json…) and folders probed on the
    // way (`.git`, `.codex`) are read through the same context, but they are not instruction files.
    const candidates = ctx
      .probedExisting()
      .filter((p) => !isAgentConfigPath(p.rel) && !(p.lkind === 'directory' && !candidateNames.has(path.posix.basename(p.rel))))
      .map((p) => p.rel)
      .sort();
    ctx.resolveIgnored(candidates);

    const raw: ProfileFinding[] = [];
    for (const p of profiles) raw.push(...(p.validate?.(settings, ctx) ?? []));
    raw.push(...runChecks({ options, ctx, profiles, chains: resolved, candidates, defaultOnly: chosen.filter((c) => c.because === DEFAULT_BECAUSE).map((c) => c.profile) }));

    // Lint every readable candidate once, whatever the number of chains it is in.
    const exists = (rel: string): boolean => {
      const norm = path.posix.normalize(rel).replace(/\/+$/, '') || '.';
      if (norm.startsWith('../') || norm === '..' || path.posix.isAbsolute(norm)) return false; // never look outside the root
      return listing.files.has(norm) || listing.dirs.has(norm) || ctx.probe(norm).lkind !== 'missing';
    };
    const ancestorsCache = new Map<string, { path: string; text: string }[]>();
    const textOf = new Map<string, string>();
    for (const rel of candidates) {
      const text = prepared.get(rel)?.text ?? lintTextOf(ctx, rel);
      if (text !== null) textOf.set(rel, text);
    }
    // One object per file, one ancestors list per directory: the lint rules keep per-file work with them.
    const textsByDir = new Map<string, { path: string; text: string }[]>();
    const fileObjects = new Map<string, { path: string; text: string }>();
    for (const [rel, text] of textOf) {
      const d = dirOf(rel);
      const self = { path: rel, text };
      fileObjects.set(rel, self);
      const list = textsByDir.get(d);
      if (list) list.push(self);
      else textsByDir.set(d, [self]);
    }
    const lintNow = new Map<string, LintEntry>();
    for (const [rel, text] of textOf) {
      const content = ctx.readIfLoaded(rel)!;
      const input = {
        path: rel,
        text,
        self: fileObjects.get(rel)!,
        size: content.size,
        readBytes: Math.min(content.bytes.length, MAX_TEXT_BYTES),
        ancestors: ancestorTexts(dirOf(rel), textsByDir, ancestorsCache),
        exists,
      };
      const lintOnce = (i: LintInput): LintFinding[] => finishLint(prepared.get(rel)?.lint ?? prepareLint(text), i);
      // The findings kept for the same inputs (by the result cache, else by the last audit in this
      // process), if every path their links named still exists (or not) as it did; else lint,
      // noting which paths were asked about.
      const key = lintKey(input);
      let entry = cache === null && source.reuseLint === true ? recentLint.get(key) : undefined;
      const reusable = entry?.exists.every(([p, was]) => exists(p) === was) ?? false;
      let found = cache !== null ? cache.lintFindings(key, exists) : reusable ? entry!.findings.map((f) => ({ ...f })) : null;
      if (found === null) {
        const asked: [string, boolean][] = [];
        found = lintOnce({
          ...input,
          exists: (p) => {
            const v = exists(p);
            asked.push([p, v]);
            return v;
          },
        });
        entry = { findings: found.map((f) => ({ ...f })), exists: asked };
        cache?.keepLint(key, { findings: found, exists: asked });
      }
      if (entry !== undefined) lintNow.set(key, entry);
      raw.push(...found);
    }
    if (lintNow.size <= RECENT_LINT_FILES) recentLint = lintNow;

    // A token in a file or directory name: reported on that path (and masked wherever it is printed).
    raw.push(...pathSecretFindings([...candidates, ...cwds]));

    // Findings on the file a person edits (a link's target), and facts about agents once.
    const findings = applySeverities(aggregateFacts(onLinkTargets(keepFacts(raw, options, ctx), ctx, ruleMeta), ruleMeta), options);
    const chains = resolved.map((r) => r.chain);
    if (source.digests === true || source.listing !== undefined) addDigests(resolved, profiles, root);
    const report: Report = {
      schemaVersion: 1,
      tool: { name: 'agents-md-audit', version: VERSION },
      root: path.basename(root) || root,
      profiles: profiles.map((p) => p.id),
      profilesChosen: chosen,
      ...(() => {
        // Nothing loaded for the chosen agents: which others the repository holds files for (src/report/choice.ts says so).
        if (resolved.some((r) => r.chain.files.some((f) => !f.personal))) return {};
        const others = otherAgents(
          chosen.map((c) => c.profile),
          () => listing.files.keys(),
          (p) => p.candidateNames(settings, ctx),
        );
        return others.length > 0 ? { otherAgents: others } : {};
      })(),
      settings: {
        maxBytes: options.maxBytes,
        fallbackFilenames: [...options.fallbackFilenames],
        rootMarkers: [...options.rootMarkers],
        workingDirectories: [...options.workingDirectories],
        agentState: { ...DEFAULT_AGENT_STATE, ...(options.agentState ?? {}) },
        ...(profiles.some((p) => p.verifiedVersion) ? { verifiedVersions: Object.fromEntries(profiles.filter((p) => p.verifiedVersion).map((p) => [p.id, p.verifiedVersion!])) } : {}),
        ...(profiles.some((p) => !p.verifiedVersion) ? { unverified: profiles.filter((p) => !p.verifiedVersion).map((p) => p.id) } : {}),
      },
      workingDirectories: cwds,
      chains,
      findings,
      files: instructionFiles(ctx, candidates, resolved),
      // A local (git-ignored) override is not a problem, but a person should know it is active.
      notes: [...linkedCwdNotes(cwdLinks), ...notesFor(ctx, resolved), ...findings.filter((f) => f.ruleId === 'override-local').map((f) => f.message)],
      stats: {
        ...(() => {
          const c = countBySeverity(findings);
          return { errors: c.error, warnings: c.warning, infos: c.info };
        })(),
        chains: chains.length,
        workingDirectories: cwds.length,
        instructionFiles: candidates.length,
        maxUsage: maxUsage(resolved),
      },
    };
    // The report holds no secret: every string in it goes through the one redaction, once.
    const masked = maskReport(report);
    if (cache !== null) {
      if (reportKey !== null && listingSeen !== null && ctx.observations !== null) {
        cache.keepReport(reportKey, { listing: listingSeen.questions, listingDigest: listingSeen.digest(), fs: ctx.observations.questions, fsDigest: ctx.observations.digest(), report: masked });
      }
      cache.save();
    }
    return { report: masked, resolved, ctx, profiles, ...(cache !== null ? { cache: cache.use } : {}), ...(source.listing === undefined ? { listing } : {}), ...(cwdLinks.size > 0 ? { cwdLinks } : {}) };
  } finally {
    // Nothing left open, whatever happened: the directory handles.
    ctx.dispose();
  }
}

const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false });

/**
 * The text a candidate is linted on: a regular file inside the repository, read (once, through the
 * context), neither binary nor UTF-16/32, decoded up to the lint cap; else null.
 */
function lintTextOf(ctx: DiscoveryContext, rel: string): string | null {
  const probe = ctx.probe(rel);
  if (probe.kind !== 'file' || probe.link?.outside) return null;
  const content = ctx.read(rel);
  if (!content || content.error || content.facts.encoding === 'binary' || content.facts.encoding.startsWith('utf-16') || content.facts.encoding.startsWith('utf-32')) return null;
  return decoder.decode(content.bytes.subarray(0, MAX_TEXT_BYTES));
}

/** Instruction files in ancestor directories (root first), for the duplicate-content rule. */
function ancestorTexts(
  dir: string,
  byDir: ReadonlyMap<string, { path: string; text: string }[]>,
  cache: Map<string, { path: string; text: string }[]>,
): { path: string; text: string }[] {
  if (dir === '.') return [];
  const hit = cache.get(dir);
  if (hit) return hit;
  const parent = dirOf(dir);
  const out = [...ancestorTexts(parent, byDir, cache), ...(byDir.get(parent) ?? [])];
  cache.set(dir, out);
  return out;
}

function dirOf(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i === -1 ? '.' : rel.slice(0, i);
}

function applySeverities(raw: readonly ProfileFinding[], options: AuditOptions): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const f of raw) {
    const setting = options.rules[f.ruleId];
    if (setting === 'off' || (setting === undefined && OPT_IN_RULES.has(f.ruleId))) continue;
    const { key: _key, ...rest } = f;
    const finding: Finding = { ...rest, severity: setting ?? f.severity, fingerprint: fingerprint(f) };
    const dedupe = `${finding.fingerprint}\0${finding.line ?? ''}\0${finding.column ?? ''}\0${finding.message}`;
    if (seen.has(dedupe)) continue;
    seen.add(dedupe);
    out.push(finding);
  }
  numberRepeats(out);
  return out.sort(compareFindings);
}

/** True when every chain of a report carries its `textDigest`. */
function hasDigests(r: Report): boolean {
  return r.chains.every((c) => c.textDigest !== undefined);
}

function realRoot(root: string): string {
  try {
    return fs.realpathSync(root);
  } catch {
    return root;
  }
}

/** Where prompts are rendered for their digest: one root for every checkout, so two trees compare by content only. */
const DIGEST_ROOT = path.join(path.sep, 'repository');

/**
 * Each chain's `textDigest` (of the prompt exactly as the agent injects it, rendered at DIGEST_ROOT)
 * and each loaded file's `loadedDigest` (of the text it contributes), so a delta compares content.
 */
function addDigests(resolved: readonly ResolvedChain[], profiles: readonly Profile[], root: string): void {
  const byId = new Map(profiles.map((p) => [p.id, p]));
  // A prompt or a loaded text may name files by absolute path (Copilot CLI's imports,
  // `source="/abs/docs/x.md"`; Gemini CLI's failed imports): the root, as given and as the file
  // system resolves it, is rendered as DIGEST_ROOT there too, so a base mirror and a checkout compare by content.
  const roots = [...new Set([root, realRoot(root)])].filter((r) => r.length > 1 && r !== DIGEST_ROOT).sort((a, b) => b.length - a.length);
  const atDigestRoot = (t: string): string => roots.reduce((acc, r) => acc.split(r).join(DIGEST_ROOT), t);
  const sha = (t: string): string => createHash('sha256').update(t).digest('hex').slice(0, 32);
  // One file's loaded text is the same in every chain that loads as many of its bytes: hashed once.
  const fileDigests = new Map<string, string>();
  for (const r of resolved) {
    const profile = byId.get(r.chain.profile);
    r.chain.files.forEach((f, i) => {
      const text = r.texts[i] ?? '';
      const key = `${f.personal ? '~' : ''}${f.path}\0${f.loadedBytes}\0${text.length}`;
      let d = fileDigests.get(key);
      if (d === undefined) fileDigests.set(key, (d = sha(atDigestRoot(text))));
      f.loadedDigest = d;
    });
    if (profile) r.chain.textDigest = sha(atDigestRoot(profile.render(r, r.chain.cwd === '.' ? DIGEST_ROOT : path.join(DIGEST_ROOT, ...r.chain.cwd.split('/')))));
  }
}

function instructionFiles(ctx: DiscoveryContext, candidates: readonly string[], resolved: readonly ResolvedChain[]): InstructionFile[] {
  const loadedBy = new Map<string, Set<string>>();
  const chainCount = new Map<string, number>();
  for (const r of resolved) {
    for (const f of r.chain.files) {
      if (f.personal) continue;
      let s = loadedBy.get(f.path);
      if (!s) {
        s = new Set();
        loadedBy.set(f.path, s);
      }
      s.add(r.chain.profile);
      chainCount.set(f.path, (chainCount.get(f.path) ?? 0) + 1);
    }
  }
  return candidates.map((rel) => {
    const p = ctx.probe(rel);
    return {
      path: rel,
      kind: p.lkind,
      ...(p.link ? { targetKind: p.kind } : {}),
      size: p.size,
      git: ctx.gitStatus(rel),
      loadedBy: [...(loadedBy.get(rel) ?? [])].sort(),
      chains: chainCount.get(rel) ?? 0,
    };
  });
}

/** A working directory given through a symbolic link: what it was audited as, and why. */
function linkedCwdNotes(links: ReadonlyMap<string, string>): string[] {
  return [...links].map(
    ([given, real]) =>
      `Working directory ${given} is a symbolic link to ${real}: agents started there resolve the link and walk up from ${real} (as Codex, Claude Code, Gemini CLI, OpenCode and Copilot CLI were seen to), so it is audited as ${real}.`,
  );
}

function notesFor(ctx: DiscoveryContext, resolved: readonly ResolvedChain[]): string[] {
  const notes: string[] = [];
  if (ctx.listing.source === 'walk') {
    notes.push(
      `Not a git repository (${ctx.listing.gitProblem ?? 'git unavailable'}): files were listed by walking the directory (skipping node_modules), and tracked/ignored status is unknown.`,
    );
  }
  if (ctx.listing.truncated) {
    notes.push(`The directory walk stopped after ${fmtInt(WALK_LIMIT)} entries: files beyond them were not audited. Audit a git repository, or a smaller directory.`);
  }
  // Where a chain's order is the file system's listing order, once per (profile, folder).
  const ordered = new Map<string, string>();
  for (const r of resolved) {
    for (const o of r.fsOrder ?? []) {
      const key = `${r.chain.profile}\0${o.folder}`;
      if (ordered.has(key) || o.files.length < 2) continue;
      ordered.set(
        key,
        `${r.chain.profile} loads the ${fmtInt(o.files.length)} files of ${o.folder} in the order the file system lists the folder, not sorted (here: ${o.files.join(', ')}): on another checkout or file system the order may differ, so do not rely on one of them coming after another.`,
      );
    }
  }
  notes.push(...ordered.values());
  // Gitignored files an agent loads (a personal rule, a CLAUDE.local.md, an ignored override): they
  // exist on this machine only, which a clean checkout lacks. Which files an agent reads from disk
  // whatever git says is its profile's business; here only the chains' files are looked at.
  const ignored = new Map<string, Set<string>>();
  for (const r of resolved) {
    for (const f of r.chain.files) {
      if (f.personal || ctx.gitStatus(f.path) !== 'ignored') continue;
      const by = ignored.get(f.path) ?? new Set<string>();
      by.add(r.chain.profile);
      ignored.set(f.path, by);
    }
  }
  if (ignored.size > 0) {
    const list = [...ignored].map(([p, by]) => `${p} (${[...by].join(', ')})`).join(', ');
    notes.push(
      `${ignored.size === 1 ? 'A gitignored instruction file is' : `${fmtInt(ignored.size)} gitignored instruction files are`} loaded by an agent here: ${list}. Personal files like these exist only on this machine (a clean checkout, as in CI, does not have them); they were shown and scanned like the others.`,
    );
  }
  const unrooted = resolved.filter((r) => r.chain.rootMarker === null);
  if (unrooted.length > 0) {
    notes.push(
      `No root marker (${[...new Set(unrooted.map((r) => r.chain.profile))].join(', ')}) was found between ${unrooted.length === 1 ? 'one working directory' : `${unrooted.length} chains' working directories`} and the audited root, so those agents read only the working directory itself. Audit the repository root, or pass --assume-root to treat the audited directory as one.`,
    );
  }
  return notes;
}

function maxUsage(resolved: readonly ResolvedChain[]): Report['stats']['maxUsage'] {
  let best: Report['stats']['maxUsage'] = null;
  for (const { chain } of resolved) {
    const pct = chainUsage(chain);
    if (pct === null || chain.budget === null) continue;
    if (!best || pct > best.percent) best = { percent: pct, profile: chain.profile, cwd: chain.cwd, usedBytes: chain.usedBytes, budget: chain.budget };
  }
  return best;
}
