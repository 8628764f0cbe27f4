/**
 * Amp (`amp`), from its shipped code: `@ampcode/cli-linux-x64` 0.0.1790142911-g7618fb (the native
 * program `amp`, a compiled bundle whose guidance loader was read from its embedded source: the
 * name list, the enumeration of directories, the sort by kind, the `@` mention expansion and the
 * `globs:` test), and Amp's manual (https://ampcode.com/manual#AGENTS.md). Amp talks only to its
 * own service and cannot run here, so the profile is **unverified** (docs/profiles.md#amp).
 * - per directory the first of `AGENTS.md`, `Agents.md`, `agents.md`, `AGENT.md`, `Agent.md`,
 *   `agent.md`, `CLAUDE.md` that exists;
 * - the workspace root (the git root, else cwd), cwd and each directory up to the workspace root,
 *   then every directory above the workspace root up to `/`, stopping at `/`, `/home`, `/Users`
 *   (the audit reads none above the audited root); personal `~/.config/amp/` and `~/.config/`
 *   (the same names), managed `/etc/ampcode/` (machine state: not read);
 * - sorted by kind (managed, personal, project, above the workspace root), then by path with a
 *   locale compare (`aa/AGENTS.md` before `AGENTS.md`); each file's `@` mentions follow it, depth
 *   first, once each (globs relative to the file, case-insensitive, at most 1,000 files);
 * - a file whose frontmatter has `globs:` is only used once a matching file has been read in the
 *   thread: never at the start of a session;
 * - the frontmatter is dropped and the text trimmed; the text Amp builds from the files is not modelled.
 */
import picomatch from 'picomatch';
import type { DiscoveryContext } from '../discovery/context.js';
import type { ChainFile } from '../report/model.js';
import { readPersonal } from './chain-state.js';
import { dirOf, FS_ROOT_MARKER, GIT_ROOT, joinInside, leavesThroughLink, listedUnder, loadWhole, newChain, pushFile, pushPassed, raise, raised } from './common.js';
import { globList, readFrontmatter } from './frontmatter.js';
import { renderSentFiles } from './sent-files.js';
import type { Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './types.js';

export const AMP_ID = 'amp';
/** Amp's names, first match per directory (`yh` in its bundle). */
export const AMP_NAMES = ['AGENTS.md', 'Agents.md', 'agents.md', 'AGENT.md', 'Agent.md', 'agent.md', 'CLAUDE.md'] as const;
/** Amp follows at most this many files for one glob mention. */
const GLOB_LIMIT = 1000;
/** Glob mentions Amp refuses (`tIt`): too broad. */
const REFUSED_GLOBS = new Set(['*', '**', '/*', '/**', '', '/']);

type Kind = 'user' | 'project' | 'parent';
const KIND_ORDER: Record<Kind, number> = { user: 1, project: 2, parent: 3 };

/** Text with fenced code blocks and inline code spans blanked (where Amp finds no mention). */
function outsideCode(text: string): string {
  return text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))/gm, (m) => m.replace(/[^\n]/g, ' ')).replace(/(`+)[^`\n][\s\S]*?\1/g, (m) => ' '.repeat(m.length));
}

/** The `@` mentions of a text, as Amp's pattern finds them (trailing sentence punctuation dropped). */
export function ampMentions(text: string): string[] {
  const out: string[] = [];
  for (const m of outsideCode(text).matchAll(/@([a-zA-Z0-9._~/*?[\]{}\\,-]+)/g)) {
    const v = m[1]!.replace(/[.,;!?)]+$/, '').replace(/\\(\*)/g, '$1');
    if (v !== '') out.push(v);
  }
  return out;
}

function isGlob(s: string): boolean {
  return /[*?[{]/.test(s);
}

export const amp: Profile = {
  id: AMP_ID,
  name: 'Amp',
  description: 'Amp (shipped code, unverified): the first of AGENTS.md, AGENT.md, CLAUDE.md (and case variants) in the git root, cwd up to it and every directory above it; @ mentions; globs: files wait for a matching read.',
  signals: [
    { glob: '.amp/**', what: 'Amp settings (.amp/)' },
    { glob: '**/AGENT.md', what: 'AGENT.md files (a name Amp reads)' },
  ],
  budgeted: false,
  promptUnknown: 'Amp needs its own service and cannot be run here: the files come from its shipped code, the text it builds from them is not modelled',
  // The case variants are probed by resolve; as candidates of every profile's checks they would make
  // a folder called `agents.md` an instruction path for all of them.
  candidateNames: () => ['AGENTS.md', 'AGENT.md', 'CLAUDE.md'],
  prefetch(cwd: string, ctx: DiscoveryContext): void {
    ctx.rootOf(cwd, GIT_ROOT);
  },
  resolve(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings): ResolvedChain {
    const git = ctx.rootOf(cwd, GIT_ROOT);
    const workspace = git.marker === null ? cwd : git.dir;
    const r: ResolvedChain = { chain: newChain(AMP_ID, cwd, { dir: '.', marker: FS_ROOT_MARKER }), texts: [], ...(settings.home ? { home: settings.home } : {}) };

    // The directories Amp looks in, each once, with the kind of file found there.
    const dirs = new Map<string, Kind>();
    dirs.set(workspace, 'project');
    for (const d of [...ctx.dirsFrom(workspace, cwd)].reverse()) if (!dirs.has(d)) dirs.set(d, 'project');
    for (let d = workspace; d !== '.'; ) {
      d = dirOf(d);
      if (!dirs.has(d)) dirs.set(d, 'parent');
    }

    // The first name that exists (Amp stats it: a directory of that name counts too, and then
    // nothing is read there; that is reported only when it hides a file of a later name).
    const found: { rel: string; kind: Kind }[] = [];
    const hiddenBy = new Map<string, string[]>();
    for (const [d, kind] of dirs) {
      let first: string | null = null;
      for (const n of AMP_NAMES) {
        const rel = ctx.join(d, n);
        if (ctx.probe(rel).kind === 'missing') continue;
        if (first === null) {
          first = rel;
          found.push({ rel, kind });
          hiddenBy.set(rel, []);
        } else hiddenBy.get(first)!.push(rel);
      }
    }
    for (const [first, hidden] of hiddenBy) {
      for (const rel of hidden) pushPassed(r, { path: rel, reason: 'hidden', detail: `${first} comes first in Amp's name list; Amp reads one file per directory` });
    }
    found.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.rel.localeCompare(b.rel, 'en'));

    const seen = new Set<string>();
    const add = (file: ChainFile, text: string): void => {
      pushFile(r, file, text);
    };
    /** Load a repository file and then, depth first, what it mentions. */
    const load = (rel: string, kind: Kind | 'mentioned'): void => {
      if (seen.has(rel)) return;
      seen.add(rel);
      const w = loadWhole(ctx, rel);
      if (w.kind === 'absent') return;
      if (w.kind !== 'loaded') {
        if (kind !== 'mentioned' && (hiddenBy.get(rel)?.length ?? 0) > 0) pushPassed(r, w.passed);
        return;
      }
      if (w.file.unread) {
        add(w.file, '');
        return;
      }
      const fm = readFrontmatter(w.text);
      const globs = fm?.valid ? globList(fm.data.globs) : [];
      const body = (fm?.valid ? fm.body : w.text).trim();
      if (globs.length > 0) {
        pushPassed(r, { path: rel, reason: 'not-configured', detail: `globs ${JSON.stringify(globs.join(', '))} in its frontmatter: Amp uses it only once a matching file has been read in the thread, never at the start` });
      } else if (body === '') {
        pushPassed(r, { path: rel, reason: 'whitespace-only' });
      } else add(w.file, body);
      if (kind === 'parent' && git.marker !== null && globs.length === 0 && body !== '') {
        raise(ctx, AMP_ID, `above\0${rel}`, {
          ruleId: 'amp-above-root',
          severity: 'warning',
          path: rel,
          line: null,
          profiles: [AMP_ID],
          message: `Amp loads ${rel} for sessions in ${workspace}, a git repository below it: Amp reads an AGENTS.md (or AGENT.md, CLAUDE.md) from every directory above the repository it works in, up to / (stopping at /home and /Users), so instructions written for the outer project reach this one too. Move them into the outer project's own folders, or give the inner repository its own AGENTS.md that says what applies.`,
        }, cwd);
      }
      for (const m of ampMentions(w.text)) for (const t of mentioned(rel, m)) load(t, 'mentioned');
    };

    /** Repository files a mention in `from` names (none outside the repository: the audit does not read them). */
    const mentioned = (from: string, m: string): string[] => {
      if (m.startsWith('~/') || m.startsWith('/')) return [];
      if (!isGlob(m)) {
        const rel = joinInside(dirOf(from), m);
        return rel === null || leavesThroughLink(ctx, rel) || ctx.probe(rel).kind !== 'file' ? [] : [rel];
      }
      if (m.startsWith('**/') || REFUSED_GLOBS.has(m)) return [];
      const parts = m.split('/');
      const cut = parts.findIndex(isGlob);
      const base = joinInside(dirOf(from), parts.slice(0, cut).join('/') || '.');
      if (base === null) return [];
      const isMatch = picomatch(parts.slice(cut).join('/'), { dot: true, nocase: true });
      const prefix = base === '.' ? '' : `${base}/`;
      return listedUnder(ctx, prefix)
        .filter((f) => isMatch(f.slice(prefix.length)))
        .slice(0, GLOB_LIMIT);
    };

    if (settings.home) {
      for (const [dir, shown] of [
        [`${settings.home}/.config/amp`, '~/.config/amp'],
        [`${settings.home}/.config`, '~/.config'],
      ] as const) {
        const doc = readPersonal(dir, shown, AMP_NAMES, ctx.readCap, () => false);
        if (!doc) continue;
        const fm = readFrontmatter(doc.text);
        const body = (fm?.valid ? fm.body : doc.text).trim();
        if (fm?.valid && globList(fm.data.globs).length > 0) continue;
        if (body !== '') add({ ...doc.file, loadedBytes: doc.file.size }, body);
      }
    }
    for (const f of found) load(f.rel, f.kind);
    return r;
  },
  render: renderSentFiles,
  validate(_settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[] {
    return raised(ctx, AMP_ID);
  },
};
