/**
 * `nested-root-hides`: a nested root marker (a submodule's or a stray clone's `.git`) makes a
 * subdirectory a root of its own, so agents started below it never load the instruction files
 * above it. One finding per nested root and set of hidden files.
 */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { dirName, factsOf, fmtCwds, fmtList, fmtProfiles, settingsOf, uniqueSorted } from './facts.js';
import { linkPhrase, type TwinDiff, twinAmong } from './twins.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'nested-root-hides',
  kind: 'check',
  defaultSeverity: 'warning',
  description: 'A nested .git (a submodule or a stray clone) starts a new root: agents started below it never see the instruction files above it.',
};

interface Group {
  root: string;
  marker: string;
  hidden: string[];
  /** Hidden files a twin of which the chains load (a copy inside the nested root): nothing is lost. */
  twins: Map<string, { path: string; diff: TwinDiff }>;
  profiles: Set<string>;
  cwds: Set<string>;
}

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const settings = settingsOf(input);
  const { ctx } = input;
  const hiddenCache = new Map<string, string[]>();
  const groups = new Map<string, Group>();
  for (const r of input.chains) {
    const { chain } = r;
    const marker = chain.rootMarker;
    if (marker === null || marker === 'assumed' || chain.root === '.') continue;
    const profile = input.profiles.find((p) => p.id === chain.profile);
    if (!profile) continue;
    const cacheKey = `${chain.profile}\0${chain.root}\0${marker}`;
    let hidden = hiddenCache.get(cacheKey);
    if (!hidden) {
      hidden = [];
      const names = profile.candidateNames(settings);
      let outer = false;
      let d = chain.root;
      do {
        d = dirName(d);
        // The first regular-file candidate of each directory above: what the agent would have loaded there.
        for (const name of names) {
          const rel = ctx.join(d, name);
          if (ctx.probe(rel).kind === 'file') {
            hidden.unshift(rel);
            break;
          }
        }
        if (ctx.probe(ctx.join(d, marker)).lkind !== 'missing') {
          outer = true;
          break;
        }
      } while (d !== '.');
      if (!outer && !input.options.assumeRoot) hidden = [];
      hidden.sort((a, b) => dirName(a).split('/').length - dirName(b).split('/').length || (a < b ? -1 : 1));
      hiddenCache.set(cacheKey, hidden);
    }
    if (hidden.length === 0) continue;
    const key = `${chain.root}\0${hidden.join('\0')}`;
    let g = groups.get(key);
    if (!g) {
      g = { root: chain.root, marker, hidden, twins: new Map(), profiles: new Set(), cwds: new Set() };
      groups.set(key, g);
    }
    const loaded = chain.files.filter((f) => !f.personal).map((f) => f.path);
    for (const h of hidden) {
      if (g.twins.has(h)) continue;
      const t = twinAmong(ctx, h, loaded, true);
      if (t) g.twins.set(h, t);
    }
    g.profiles.add(chain.profile);
    g.cwds.add(chain.cwd);
  }
  const out: CheckFinding[] = [];
  for (const g of groups.values()) {
    const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
    const cwds = uniqueSorted(g.cwds);
    const nearest = g.hidden[g.hidden.length - 1]!;
    const lost = g.hidden.filter((h) => !g.twins.has(h));
    const named = (files: readonly string[]): string => fmtList(files.map((f) => `${f}${linkPhrase(ctx, f)}`));
    if (lost.length === 0) {
      // Every file above the nested root has a twin inside it: nothing is lost, the copies only need keeping in step.
      const [h, t] = [...g.twins][0]!;
      out.push({
        ruleId: meta.id,
        severity: 'info',
        path: nearest,
        line: 1,
        message:
          `Keep ${t.path} in step with ${h} (or, if ${g.root} belongs to this project, remove the stray ${g.root}/${g.marker}): ${fmtProfiles(profiles)} never ${profiles.length === 1 ? 'loads' : 'load'} ${named(g.hidden)} in ${fmtCwds(cwds)}, because ${g.root}/${g.marker} makes ${g.root} a root of its own, but ${t.path} is ${g.hidden.length === 1 ? 'its twin' : 'a twin of each'}, so nothing is lost. ` +
          (t.diff.summary[0] === 'the two are identical' ? 'The two are byte for byte the same.' : `Difference: ${t.diff.summary.join('; ')}.`),
        profiles,
        cwds,
        key: `nested:${g.root}`,
      });
      continue;
    }
    const twinNote = g.twins.size > 0 ? ` (${fmtList([...g.twins].map(([x, t]) => `${x} has a twin in ${t.path}`))}, which loses nothing)` : '';
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: lost[lost.length - 1]!,
      line: 1,
      message:
        `Remove the stray ${g.marker} if ${g.root} belongs to this project; if it is a real submodule, give it an AGENTS.md with the rules it needs (or a pointer to them); Codex users can also change project_root_markers. ` +
        `${named(lost)} ${lost.length === 1 ? 'is' : 'are'} never loaded by ${fmtProfiles(profiles)} in ${fmtCwds(cwds)}${twinNote}: ${g.root}/${g.marker} (a submodule or a separate clone) makes ${g.root} a root of its own, and agents never read above their root.`,
      profiles,
      cwds,
      key: `nested:${g.root}`,
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'tools/scraper was cloned into the repository with its own .git; an agent started there never sees the root AGENTS.md.',
    options: { profiles: ['codex'], workingDirectories: ['.', 'tools/scraper'] },
    files: {
      'AGENTS.md': '# Project rules\n\nNever commit secrets; use pnpm.\n',
      'tools/scraper/main.py': 'print("scrape")\n',
    },
    nestedRepos: ['tools/scraper'],
    expect: { path: 'AGENTS.md', line: 1 },
  },
  passing: {
    description: 'The same tree without the nested .git: tools/scraper sees the root AGENTS.md.',
    options: { profiles: ['codex'], workingDirectories: ['.', 'tools/scraper'] },
    files: {
      'AGENTS.md': '# Project rules\n\nNever commit secrets; use pnpm.\n',
      'tools/scraper/main.py': 'print("scrape")\n',
    },
  },
};

export const docs = {
  why:
    'Codex and A3S Code walk up from the working directory to the first directory holding a root marker (`.git`, file or directory) and never read above it. ' +
    'A submodule, a vendored clone or a stray `git init` inside the repository is such a marker: an agent started inside it loses every instruction file of the enclosing project, silently. ' +
    'openai/codex issues 30789 and 25651 are real reports of this. The finding lists the files that are lost, for which agents and working directories. ' +
    'A file above the nested root whose twin the agent loads inside it (a copy equal but for whitespace, or a few lines apart: see `instruction-twins`) loses nothing: when every hidden file has one, the finding is an `info` saying so, with the difference.',
  fix: 'Remove a `.git` that should not be there. For a real submodule, add an `AGENTS.md` in it with the rules it needs (or a pointer to the parent’s), or, for Codex, set `project_root_markers` to a marker only the top-level repository has.',
};
