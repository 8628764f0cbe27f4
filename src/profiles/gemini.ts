/**
 * Gemini CLI, as google-gemini/gemini-cli @5411f113 behaves (`memoryDiscovery.ts`,
 * `memoryImportProcessor.ts`, `memoryTool.ts`, `cli/src/config/settings.ts`; see docs/profiles.md#gemini):
 * - settings: `<cwd>/.gemini/settings.json` only (JSON with comments); a file that does not parse
 *   stops Gemini CLI at startup. `context.fileName` (string or list) is put *in front of* `GEMINI.md`,
 *   which is always kept; `context.memoryBoundaryMarkers` (default `[".git"]`) bounds the walk;
 * - walk: from cwd up to the first directory holding a boundary marker (none found: cwd only; an
 *   empty list: cwd only); every configured name present in a directory is loaded;
 * - `context.includeDirectories` (0.61.0): each entry, from cwd, is walked up the same way to its
 *   own root and merged before the sort; a missing entry or a file stops Gemini CLI at startup;
 *   one outside the repository is reported (`gemini-include-outside`) and not read;
 * - order: the paths are de-duplicated by file identity (links followed) and then sorted as plain
 *   strings, so `/r/App/GEMINI.md` comes before `/r/GEMINI.md`: a child can precede its parent;
 * - each file's `@path` imports are expanded in place (5 levels, only inside the project root,
 *   not in backtick code, a cycle marked `<!-- File already processed -->`), then the text is
 *   trimmed; a blank result is dropped. No budget.
 */
import * as path from 'node:path';
import { DEFAULT_AGENT_STATE } from '../config/options.js';
import type { DiscoveryContext } from '../discovery/context.js';
import { isBlank } from '../discovery/encoding.js';
import type { ChainFile } from '../report/model.js';
import { readPersonal } from './chain-state.js';
import { configFinding, getPath, readAgentConfig, stringList, stringOrList, typeName } from './agent-config.js';
import { absOf, cwdText, dirOf, GIT_ROOT, joinInside, leavesThroughLink, loadWhole, newChain, pushFile, pushPassed, raise, raised, rootAbsOf } from './common.js';
import { geminiImportTokens, IMPORT_MAX_DEPTH, importTarget, shownPath } from './imports.js';
import { VERIFIED_VERSIONS } from './versions.js';
import { geminiMissedFix } from './missed-fix.js';
import type { Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './types.js';

export const GEMINI_MD = 'GEMINI.md';
export const GEMINI_ID = 'gemini';

export interface GeminiSettings {
  /** Context file names, configured ones first, GEMINI.md always last unless configured earlier. */
  names: string[];
  markers: string[];
  /** `context.includeDirectories`, as written, each with where it is in the file (resolved in `includedDirs`). */
  includes: { raw: string; index: number; line: number | null; column?: number }[];
  /** The settings file could not be loaded: Gemini CLI does not start. */
  fatal: string | null;
  findings: [string, ProfileFinding][];
}

/** What `<dir>/.gemini/settings.json` tells Gemini CLI started in `dir`. */
export function geminiSettings(ctx: DiscoveryContext, dir: string): GeminiSettings {
  const rel = ctx.join(dir, '.gemini/settings.json');
  const out: GeminiSettings = { names: [GEMINI_MD], markers: ['.git'], includes: [], fatal: null, findings: [] };
  const r = readAgentConfig(ctx, rel, 'json-comments');
  if (r.status === 'absent') return out;
  if (r.status === 'unreadable') {
    out.findings.push([`unread\0${rel}`, { ruleId: 'agent-config-invalid', severity: 'info', path: rel, line: null, profiles: [GEMINI_ID], message: `${rel}: ${r.reason}; the audit cannot read it and assumes Gemini CLI's defaults (GEMINI.md, boundary marker .git).` }]);
    return out;
  }
  if (r.status === 'invalid') {
    out.fatal = `${rel}${r.problem.line ? `:${r.problem.line}` : ''}: ${r.problem.message}`;
    out.findings.push([`config\0${rel}`, configFinding(rel, [GEMINI_ID], r.problem, 'Gemini CLI stops at startup ("Please fix the configuration file(s) and try again") when started here.')]);
    return out;
  }
  if (typeof r.value !== 'object' || r.value === null || Array.isArray(r.value)) {
    out.fatal = `${rel}:1: the file holds ${typeName(r.value)}, not a JSON object`;
    out.findings.push([`config\0${rel}`, configFinding(rel, [GEMINI_ID], { message: `the file holds ${typeName(r.value)}, not a JSON object`, line: 1 }, 'Gemini CLI stops at startup when started here.')]);
    return out;
  }
  const warn = (key: string[], message: string): void => {
    const at = r.placeOf(key);
    out.findings.push([
      `shape\0${rel}\0${key.join('.')}`,
      { ...configFinding(rel, [GEMINI_ID], { message, line: at?.line ?? null, ...(at ? { column: at.column } : {}) }, 'Gemini CLI reports a settings validation warning; the audit uses the default instead.'), severity: 'warning' },
    ]);
  };
  const fileName = getPath(r.value, ['context', 'fileName']);
  if (fileName !== undefined) {
    const list = stringOrList(fileName);
    if (list === null) {
      // Gemini CLI 0.61.0 calls .trim() on each name and crashes at startup (a TypeError).
      const at = r.placeOf(['context', 'fileName']);
      out.fatal = `${rel}${at ? `:${at.line}` : ''}: "context.fileName" is ${typeName(fileName)}, not a file name or a list of file names; Gemini CLI crashes at startup`;
      out.findings.push([
        `shape\0${rel}\0context.fileName`,
        configFinding(rel, [GEMINI_ID], { message: `"context.fileName" is ${typeName(fileName)}; Gemini CLI expects a file name or a list of file names`, line: at?.line ?? null, ...(at ? { column: at.column } : {}) }, 'Gemini CLI crashes at startup (setGeminiMdFilename: a TypeError) when started here.'),
      ]);
      return out;
    } else {
      const names: string[] = [];
      for (const raw of list) {
        const n = raw.trim().replace(/\\/g, '/').replace(/^(\.\/)+/, '');
        if (n === '') continue;
        // Gemini CLI joins a name with a "/" or ".." as a path from each directory it walks
        // (path.normalize, no traversal check): "../UP.md" loads UP.md from the parent.
        if (n.startsWith('/')) {
          warn(['context', 'fileName'], `"context.fileName" entry ${JSON.stringify(raw)} is an absolute path; the audit does not follow it`);
          continue;
        }
        if (!names.includes(n)) names.push(n);
      }
      // setGeminiMdFilename puts the configured names in front of the current list and keeps GEMINI.md.
      out.names = [...names, ...(names.includes(GEMINI_MD) ? [] : [GEMINI_MD])];
    }
  }
  const markers = getPath(r.value, ['context', 'memoryBoundaryMarkers']);
  if (markers !== undefined) {
    const list = stringList(markers);
    if (list === null) warn(['context', 'memoryBoundaryMarkers'], `"context.memoryBoundaryMarkers" is ${typeName(markers)}; Gemini CLI expects a list of names`);
    else out.markers = list.filter((m) => m !== '' && !m.startsWith('/') && !m.includes('..'));
  }
  const includes = getPath(r.value, ['context', 'includeDirectories']);
  if (includes !== undefined) {
    // A single string is one entry (Gemini CLI 0.61.0 concatenates the settings' values).
    const list = stringOrList(includes);
    if (list === null) {
      const at = r.placeOf(['context', 'includeDirectories']);
      out.findings.push([
        `shape\0${rel}\0context.includeDirectories`,
        {
          ...configFinding(rel, [GEMINI_ID], { message: `"context.includeDirectories" is ${typeName(includes)}, not a directory or a list of directories`, line: at?.line ?? null, ...(at ? { column: at.column } : {}) }, 'The audit includes no directory for it.'),
          severity: 'warning',
        },
      ]);
    } else
      out.includes = list.map((raw, index) => {
        const at = r.placeOf(['context', 'includeDirectories', index]);
        return { raw, index, line: at?.line ?? null, ...(at ? { column: at.column } : {}) };
      });
  }
  return out;
}

export const INCLUDE_OUTSIDE_RULE = 'gemini-include-outside';

/**
 * The directories `context.includeDirectories` adds to the workspace of Gemini CLI started in `cwd`
 * (verified with 0.61.0): each entry resolved from the working directory (`~` is the home), links
 * followed; one that does not exist or is not a directory stops Gemini CLI at startup (its
 * WorkspaceContext throws), so `fatal` says which. An entry outside the repository is read by the
 * agent and never by the audit: a finding says so, and it is left out.
 */
export function includedDirs(ctx: DiscoveryContext, cwd: string, gs: GeminiSettings): { dirs: string[]; fatal: string | null; outside: string[] } {
  const rel = ctx.join(cwd, '.gemini/settings.json');
  const dirs: string[] = [];
  const outside: string[] = [];
  const fail = (inc: GeminiSettings['includes'][number], what: string, why: string): { dirs: string[]; fatal: string; outside: string[] } => {
    const problem = `"context.includeDirectories" names ${JSON.stringify(inc.raw)}, which ${what}`;
    raise(ctx, GEMINI_ID, `include-fatal\0${rel}\0${inc.index}`, configFinding(rel, [GEMINI_ID], { message: problem, line: inc.line, ...(inc.column !== undefined ? { column: inc.column } : {}) }, `Gemini CLI stops at startup (${why}) when started in ${cwdText(cwd)}.`, inc.raw), cwd);
    return { dirs, outside, fatal: `${rel}${inc.line !== null ? `:${inc.line}` : ''}: ${problem}; Gemini CLI stops at startup (${why})` };
  };
  for (const inc of gs.includes) {
    const shown = JSON.stringify(inc.raw);
    const raw = inc.raw.replace(/\\/g, '/');
    const home = raw === '~' || raw.startsWith('~/') || raw.toLowerCase().startsWith('%userprofile%');
    const target = home || path.posix.isAbsolute(raw) ? null : raw === '' ? cwd : joinInside(cwd, raw);
    const p = target === null || target === '.' || !ctx.dirInside(dirOf(target)) ? null : ctx.probe(target);
    let real: string | null = null;
    if (target !== null && (target === '.' || (p !== null && !p.link?.outside))) {
      if (p !== null && (p.kind === 'missing' || p.error !== undefined)) {
        return fail(inc, 'does not exist', 'Directory does not exist');
      }
      if (p !== null && p.kind !== 'directory') {
        return fail(inc, 'is not a directory', 'Path is not a directory');
      }
      real = ctx.realRelDir(target);
    }
    if (real === null) {
      outside.push(inc.raw);
      raise(
        ctx,
        GEMINI_ID,
        `include-outside\0${rel}\0${inc.index}`,
        {
          ruleId: INCLUDE_OUTSIDE_RULE,
          severity: 'warning',
          path: rel,
          line: inc.line,
          ...(inc.column !== undefined ? { column: inc.column } : {}),
          profiles: [GEMINI_ID],
          message: `"context.includeDirectories" names ${shown}, ${home ? 'in the home directory' : path.posix.isAbsolute(raw) ? 'an absolute path' : 'outside the repository'}: Gemini CLI started in ${cwdText(cwd)} also loads the GEMINI.md files of that directory (and of the directories above it, up to its git root when it is in one), which the audit never reads, so the agent sees more than this report shows (and if the directory does not exist where it runs, Gemini CLI stops at startup). Include directories inside the repository, or commit what they hold.`,
          key: inc.raw,
        },
        cwd,
      );
      continue;
    }
    if (!dirs.includes(real)) dirs.push(real);
  }
  return { dirs, outside, fatal: null };
}

interface Block {
  /** Index of the top-level file in chain.files. */
  index: number;
  /** Text after imports and trimming. */
  content: string;
  global: boolean;
}

interface GeminiResolved extends ResolvedChain {
  blocks: Block[];
}

export const gemini: Profile & { candidateNames(settings: ProfileSettings, ctx?: DiscoveryContext): string[] } = {
  id: GEMINI_ID,
  name: 'Gemini CLI',
  description: 'Gemini CLI (memoryDiscovery.ts): GEMINI.md plus context.fileName, every name in every directory up to the boundary marker, sorted as path strings, @imports; no budget.',
  verifiedVersion: VERIFIED_VERSIONS.gemini,
  signals: [
    { glob: '**/GEMINI.md', what: 'GEMINI.md files' },
    { glob: '**/.gemini/**', what: 'files under .gemini/' },
  ],
  budgeted: false,
  missedFileFix: geminiMissedFix,
  candidateNames(_settings: ProfileSettings, ctx?: DiscoveryContext): string[] {
    const out = new Set([GEMINI_MD]);
    if (ctx) {
      for (const f of ctx.listedNamed('settings.json')) {
        if (f !== '.gemini/settings.json' && !f.endsWith('/.gemini/settings.json')) continue;
        const dir = f === '.gemini/settings.json' ? '.' : f.slice(0, -'/.gemini/settings.json'.length);
        for (const n of geminiSettings(ctx, dir).names) if (!n.includes('/')) out.add(n);
      }
    }
    return [...out];
  },
  resolve(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings): ResolvedChain {
    if ((settings.agentState ?? DEFAULT_AGENT_STATE).geminiFolderTrust === 'untrusted') return untrusted(cwd, ctx);
    const gs = geminiSettings(ctx, cwd);
    for (const [identity, f] of gs.findings) raise(ctx, GEMINI_ID, identity, f, cwd);
    const root = gs.markers.length === 0 ? { dir: cwd, marker: null } : ctx.rootOf(cwd, { markers: gs.markers, allowSymlinkMarker: true });
    const r: GeminiResolved = { chain: newChain(GEMINI_ID, cwd, root), texts: [], blocks: [], ...(settings.home ? { home: settings.home } : {}) };
    if (gs.fatal !== null) {
      r.chain.agentWarnings.push(`${gs.fatal}: Gemini CLI cannot load its settings and stops; no context is loaded.`);
      r.chain.startError = gs.fatal;
      return r;
    }

    // context.includeDirectories: more workspace directories, each walked up to its own root.
    const inc = includedDirs(ctx, cwd, gs);
    if (inc.fatal !== null) {
      r.chain.agentWarnings.push(`${inc.fatal}: no context is loaded.`);
      r.chain.startError = inc.fatal;
      return r;
    }
    for (const o of inc.outside) r.chain.agentWarnings.push(`context.includeDirectories names ${JSON.stringify(o)}, outside the repository: Gemini CLI also loads GEMINI.md files there, which the audit does not read.`);
    const walked: string[] = [];
    for (const d of [...ctx.dirsFrom(root.dir, cwd), ...inc.dirs.flatMap((w) => ctx.dirsFrom(gs.markers.length === 0 ? w : ctx.rootOf(w, { markers: gs.markers, allowSymlinkMarker: true }).dir, w))]) {
      if (!walked.includes(d)) walked.push(d);
    }

    // Global tier: ~/.gemini/<every name>.
    if (settings.home) {
      for (const n of gs.names) {
        if (n.includes('/')) continue; // a path name: the audit reads nothing outside ~/.gemini
        const doc = readPersonal(`${settings.home}/.gemini`, '~/.gemini', [n], ctx.readCap, isBlank);
        if (!doc) continue;
        r.blocks.push({ index: r.chain.files.length, content: doc.text.trim(), global: true });
        pushFile(r, { ...doc.file, loadedBytes: doc.file.size }, doc.text);
      }
    }

    // Environment tier: every configured name in every directory from the ceiling down to cwd (and
    // from each included directory up to its own ceiling).
    const found: string[] = [];
    for (const d of walked) {
      for (const n of gs.names) {
        const rel = n.includes('/') ? joinInside(d, n) : ctx.join(d, n);
        if (rel === null || rel === '.') continue; // above the audited root: never read
        const p = ctx.probe(rel);
        if (p.lkind === 'missing') continue;
        if (p.kind === 'missing') {
          pushPassed(r, { path: rel, reason: 'not-regular-file', detail: 'a dangling symlink (Gemini CLI treats it as absent)' });
          continue;
        }
        found.push(rel);
      }
    }
    // Names Gemini is not configured to read, present in the walked directories.
    for (const d of walked) {
      for (const n of ['AGENTS.md', 'CLAUDE.md']) {
        if (gs.names.includes(n)) continue;
        const rel = ctx.join(d, n);
        if (ctx.probe(rel).lkind !== 'missing') {
          const where = ctx.join(cwd, '.gemini/settings.json');
          const how = gs.names.length > 1 ? `context.fileName in ${where} names ${gs.names.filter((x) => x !== GEMINI_MD).join(', ')}` : `no context.fileName in ${where}`;
          pushPassed(r, { path: rel, reason: 'not-configured', detail: `Gemini CLI started here reads ${gs.names.join(', ')} only (${how})` });
        }
      }
    }
    // De-duplicate by file identity, first occurrence kept, then sort the path strings.
    const byIdentity = new Map<string, string>();
    const unique: string[] = [];
    for (const rel of found) {
      const idKey = ctx.probe(rel).link?.resolved ?? rel;
      const first = byIdentity.get(idKey);
      if (first !== undefined) {
        pushPassed(r, { path: rel, reason: 'hidden', detail: `the same file as ${first}; Gemini CLI loads each file once` });
        continue;
      }
      byIdentity.set(idKey, rel);
      unique.push(rel);
    }
    unique.sort();

    const loaded = new Set<string>();
    for (const rel of unique) {
      const w = loadWhole(ctx, rel);
      if (w.kind === 'absent' || w.kind === 'dangling') continue;
      if (w.kind === 'nonfile') {
        if (ctx.probe(rel).kind === 'fifo') {
          pushPassed(r, w.passed);
          r.chain.agentWarnings.push(`${rel} is a FIFO: Gemini CLI opens it to read it and waits for a writer, so its startup hangs.`);
          continue;
        }
        pushPassed(r, { ...w.passed, detail: `${w.passed.detail ?? ''}; Gemini CLI skips it` });
        continue;
      }
      if (w.kind === 'unreadable') {
        pushPassed(r, w.passed);
        r.chain.agentWarnings.push(`${rel}: Gemini CLI warns "Could not read" and skips it (${w.passed.detail ?? 'read error'}).`);
        continue;
      }
      if (w.file.unread) {
        r.blocks.push({ index: r.chain.files.length, content: '', global: false });
        pushFile(r, w.file, '');
        continue;
      }
      const imports: { file: ChainFile; text: string }[] = [];
      const projectRoot = gs.markers.length === 0 ? dirOf(rel) : ctx.rootOf(dirOf(rel), { markers: gs.markers, allowSymlinkMarker: true }).dir;
      const processed = expandImports(ctx, cwd, rel, w.text, dirOf(rel), 0, new Set(), projectRoot, imports, [rel], GEMINI_IMPORTS);
      const content = processed.trim();
      if (content === '') {
        pushPassed(r, { path: rel, reason: 'whitespace-only' });
        continue;
      }
      r.blocks.push({ index: r.chain.files.length, content, global: false });
      pushFile(r, w.file, content);
      for (const imp of imports) {
        if (loaded.has(imp.file.path) || imp.file.path === rel) continue;
        loaded.add(imp.file.path);
        pushFile(r, imp.file, imp.text);
      }
      loaded.add(rel);
    }
    return r;
  },
  render(resolved: ResolvedChain, cwdAbs: string): string {
    const rootAbs = rootAbsOf(cwdAbs, resolved.chain.cwd);
    const blocks = (resolved as Partial<GeminiResolved>).blocks ?? resolved.chain.files.map((_, i) => ({ index: i, content: (resolved.texts[i] ?? '').trim(), global: false }));
    const concat = (global: boolean): string =>
      blocks
        .filter((b) => b.global === global && b.content !== '')
        .map((b) => {
          const p = absOf(rootAbs, resolved.chain.files[b.index]!, resolved.home);
          return `--- Context from: ${p} ---\n${b.content}\n--- End of Context from: ${p} ---`;
        })
        .join('\n\n');
    const sections: string[] = [];
    const g = concat(true);
    const p = concat(false);
    if (g !== '') sections.push(`--- Global ---\n${g}`);
    if (p !== '') sections.push(`--- Project ---\n${p}`);
    return sections.join('\n\n');
  },
  validate(_settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[] {
    return raised(ctx, GEMINI_ID);
  },
};

export const UNTRUSTED_RULE = 'gemini-untrusted';

/**
 * Gemini CLI in a folder its folder trust (on by default) does not trust (verified with 0.61.0):
 * headless (`gemini -p`) it refuses to start, exit 55, before it reads anything; an interactive
 * session asks, or runs without project context and workspace settings.
 */
function untrusted(cwd: string, ctx: DiscoveryContext): ResolvedChain {
  const root = ctx.rootOf(cwd, GIT_ROOT);
  const r: ResolvedChain = { chain: newChain(GEMINI_ID, cwd, root), texts: [] };
  raise(
    ctx,
    GEMINI_ID,
    'untrusted',
    {
      ruleId: UNTRUSTED_RULE,
      severity: 'error',
      path: null,
      line: null,
      profiles: [GEMINI_ID],
      message:
        'Gemini CLI does not start in a folder its folder trust does not trust (the audit was told gemini-folder-trust=untrusted): `gemini -p` exits 55 ("Gemini CLI is not running in a trusted directory"), and an interactive session there loads no project GEMINI.md and ignores .gemini/settings.json, so the team\'s rules are never seen. Trust the folder (Gemini CLI asks on first start; ~/.gemini/trustedFolders.json), and set GEMINI_CLI_TRUST_WORKSPACE=true where it runs headless (CI, scripts).',
    },
    cwd,
  );
  r.chain.startError = 'the folder is not trusted: Gemini CLI does not start headless here (gemini -p exits 55) and loads no project context interactively';
  r.chain.agentWarnings.push(`${r.chain.startError}.`);
  for (const d of ctx.dirsFrom(root.dir, cwd)) {
    const rel = ctx.join(d, GEMINI_MD);
    if (ctx.probe(rel).kind === 'file') pushPassed(r, { path: rel, reason: 'not-configured', detail: 'the folder is not trusted: Gemini CLI loads no project context' });
  }
  return r;
}

/** How a Gemini CLI fork's `processImports` differs: who raises, what the messages call it, what a missing target becomes. */
export interface ImportStyle {
  id: string;
  agent: string;
  /** A target that does not exist: Gemini CLI writes an "Import failed" comment; Qwen Code leaves `@path` as written. */
  missing: 'comment' | 'text';
}

const GEMINI_IMPORTS: ImportStyle = { id: GEMINI_ID, agent: 'Gemini CLI', missing: 'comment' };

/**
 * Gemini's `processImports` (tree format) on `content` of a file in `baseDir`: each import replaced
 * by the imported text (recursively) or by a comment saying why it failed. `processed` holds the
 * files imported on the current path (Gemini: not the top-level file itself; Qwen Code: with it).
 */
export function expandImports(
  ctx: DiscoveryContext,
  cwd: string,
  fileRel: string,
  content: string,
  baseDir: string,
  depth: number,
  processed: Set<string>,
  projectRoot: string,
  imports: { file: ChainFile; text: string }[],
  trail: string[],
  style: ImportStyle,
): string {
  const tokens = geminiImportTokens(content).filter((t) => !t.inCode);
  const at = (t: { line: number; column: number }): Pick<ProfileFinding, 'path' | 'line' | 'column' | 'profiles'> => ({ path: fileRel, line: t.line, column: t.column, profiles: [style.id] });
  if (depth >= IMPORT_MAX_DEPTH) {
    for (const t of tokens) {
      raise(
        ctx,
        style.id,
        `deep\0${fileRel}\0${t.raw}\0${t.line}`,
        {
          ruleId: 'import-too-deep',
          severity: 'warning',
          ...at(t),
          message: `@${shownPath(t.raw)} in ${fileRel} is not followed: ${fileRel} is itself ${IMPORT_MAX_DEPTH} imports deep (${trail.join(' → ')}), where ${style.agent} stops processing imports and leaves the text as written. Import it from a file nearer the top.`,
          key: t.raw,
        },
        cwd,
      );
    }
    return content;
  }
  let out = '';
  let last = 0;
  for (const t of tokens) {
    out += content.slice(last, t.start);
    last = t.end;
    const target = importTarget(`${baseDir}/x`, t.raw);
    const insideProject =
      target.kind === 'repo' &&
      (projectRoot === '.' || target.rel === projectRoot || target.rel.startsWith(`${projectRoot}/`)) &&
      !leavesThroughLink(ctx, target.rel) &&
      !(ctx.probe(target.rel).link?.outside ?? false) &&
      (() => {
        const resolved = ctx.probe(target.rel).link?.resolved;
        return resolved === undefined || resolved === null || projectRoot === '.' || resolved === projectRoot || resolved.startsWith(`${projectRoot}/`);
      })();
    if (!insideProject) {
      out += `<!-- Import failed: ${t.raw} - Path traversal attempt -->`;
      const why = target.kind === 'url' ? `is a URL, which ${style.agent} never imports` : `leaves the project root (${projectRoot === '.' ? 'the repository root' : projectRoot})`;
      raise(
        ctx,
        style.id,
        `outside\0${fileRel}\0${t.raw}\0${t.line}`,
        {
          ruleId: 'import-outside-root',
          severity: 'warning',
          ...at(t),
          message: `@${shownPath(t.raw)} ${why}: ${style.agent} refuses the import and puts "<!-- Import failed: … Path traversal attempt -->" in its place. Keep imported files inside the project.`,
          key: t.raw,
        },
        cwd,
      );
      continue;
    }
    const rel = target.kind === 'repo' ? target.rel : '';
    if (processed.has(rel)) {
      out += `<!-- File already processed: ${t.raw} -->`;
      raise(
        ctx,
        style.id,
        `cycle\0${fileRel}\0${t.raw}\0${t.line}`,
        {
          ruleId: 'import-cycle',
          severity: 'warning',
          ...at(t),
          message: `@${shownPath(t.raw)} imports ${shownPath(rel)}, which is already being imported on this path (${[...trail, rel].map(shownPath).join(' → ')}): a cycle. ${style.agent} inserts "<!-- File already processed -->" there, after having repeated the files in between. Remove one of the imports.`,
          key: t.raw,
        },
        cwd,
      );
      continue;
    }
    const w = loadWhole(ctx, rel);
    if ((w.kind === 'absent' || w.kind === 'dangling') && style.missing === 'text') {
      // Qwen Code 0.24.4: a target that does not exist (ENOENT) stays in the text as written.
      out += `@${t.raw}`;
      raise(
        ctx,
        style.id,
        `missing\0${fileRel}\0${t.raw}\0${t.line}`,
        {
          ruleId: 'import-missing',
          severity: 'warning',
          ...at(t),
          message: `@${shownPath(t.raw)} reads to ${style.agent} as an import of ${shownPath(rel)}, which does not exist: ${style.agent} leaves "@${shownPath(t.raw)}" in the text as written and imports nothing. Fix the path, or write it in backticks if it is not meant as an import.`,
          key: t.raw,
        },
        cwd,
      );
      continue;
    }
    if (w.kind !== 'loaded') {
      // Gemini CLI 0.61.0 quotes the error of its access() check, with the absolute path.
      const why =
        w.kind === 'absent' || w.kind === 'dangling' ? `ENOENT: no such file or directory, access '${path.join(ctx.root, ...rel.split('/'))}'` : w.kind === 'nonfile' ? 'EISDIR: illegal operation on a directory, read' : (w.passed.detail ?? 'read error');
      out += `<!-- Import failed: ${t.raw} - ${why} -->`;
      raise(
        ctx,
        style.id,
        `missing\0${fileRel}\0${t.raw}\0${t.line}`,
        {
          ruleId: 'import-missing',
          severity: 'warning',
          ...at(t),
          message: `@${shownPath(t.raw)} reads to ${style.agent} as an import of ${shownPath(rel)}, which ${w.kind === 'absent' ? 'does not exist' : w.kind === 'nonfile' ? 'is not a file' : 'cannot be read'}: ${style.agent} replaces "@${shownPath(t.raw)}" with an "<!-- Import failed -->" comment, so the model never sees those words. Fix the path, or write it in backticks if it is not meant as an import.`,
          key: t.raw,
        },
        cwd,
      );
      continue;
    }
    const next = new Set(processed);
    next.add(rel);
    imports.push({ file: w.file, text: w.text });
    const inner = w.file.unread ? '' : expandImports(ctx, cwd, rel, w.text, dirOf(rel), depth + 1, next, projectRoot, imports, [...trail, rel], style);
    out += `<!-- Imported from: ${t.raw} -->\n${inner}\n<!-- End of import from: ${t.raw} -->`;
  }
  out += content.slice(last);
  return out;
}
