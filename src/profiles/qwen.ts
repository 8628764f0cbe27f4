/**
 * Qwen Code, a Gemini CLI fork, as `@qwen-code/qwen-code` 0.24.4 behaves (its shipped bundle:
 * `memoryDiscovery.ts`, `memoryImportProcessor.ts`, `rulesDiscovery.ts`, `memory-constants.ts`;
 * checked against the binary by the conformance harness; see docs/profiles.md#qwen):
 * - names `QWEN.md` then `AGENTS.md`; `context.fileName` in `<cwd>/.qwen/settings.json`
 *   *replaces* the list (Gemini CLI puts the configured names in front of its own);
 * - for each name in turn, the personal `~/.qwen/<name>`, then every `<name>` from the directory
 *   *above* the git root (the walk stops one past it: `path.dirname(projectRoot)`) down to cwd,
 *   outermost first; nothing below cwd; outside git, up to the parent of the home directory;
 * - then `<git root>/.qwen/QWEN.local.md`; de-duplicated by real path; imports expanded as in
 *   Gemini CLI (5 levels, inside the file's git root, not in code) except that a target that does
 *   not exist stays as written; the text trimmed, a blank result dropped;
 * - each block `--- Context from: <path relative to cwd> ---`, joined by a blank line; then the
 *   rules of `<root>/.qwen/rules/**\/*.md` (sorted by path, links not followed, front matter
 *   dropped, HTML comments removed, trimmed; a rule with `paths:` waits until a matching file is
 *   read and is not in the first prompt) as `--- Rule from: <path relative to the root> ---`.
 * Folder trust is off by default (every folder trusted). No byte budget.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { DiscoveryContext, RootRule } from '../discovery/context.js';
import type { ChainFile } from '../report/model.js';
import { readPersonal } from './chain-state.js';
import { getPath, readAgentConfig, stringOrList, typeName } from './agent-config.js';
import { dirOf, FS_ROOT_MARKER, listedUnder, loadWhole, newChain, pushFile, pushPassed, raise, raised, rootAbsOf } from './common.js';
import { expandImports, type ImportStyle } from './gemini.js';
import { VERIFIED_VERSIONS } from './versions.js';
import type { Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './types.js';
import { isPlainObject, parseYamlLikeParse } from './frontmatter.js';

export const QWEN_ID = 'qwen';
export const QWEN_NAMES = ['QWEN.md', 'AGENTS.md'] as const;
export const QWEN_ABOVE_ROOT_RULE = 'qwen-above-root';
const LOCAL = '.qwen/QWEN.local.md';
const RULES_DIR = '.qwen/rules/';
/** Qwen Code's findProjectRoot: an lstat of `.git` that is a directory or a file (a link to one does not count). */
const QWEN_ROOT: RootRule = Object.freeze({ markers: Object.freeze(['.git']), allowSymlinkMarker: false });
const QWEN_IMPORTS: ImportStyle = { id: QWEN_ID, agent: 'Qwen Code', missing: 'text' };

/**
 * `context.includeDirectories` in `<cwd>/.qwen/settings.json`: Qwen Code 0.24.4 reads no context
 * file there unless `context.loadFromIncludeDirectories` is true (its default false; recording
 * qwen-include-not-loaded). With the flag it does (seen once with the binary), which the profile
 * does not model: the chain says so.
 */
function qwenIncludes(ctx: DiscoveryContext, cwd: string): string | null {
  const rel = ctx.join(cwd, '.qwen/settings.json');
  const r = readAgentConfig(ctx, rel, 'json-comments');
  if (r.status !== 'ok' || getPath(r.value, ['context', 'loadFromIncludeDirectories']) !== true) return null;
  const dirs = stringOrList(getPath(r.value, ['context', 'includeDirectories']) ?? []);
  if (dirs === null || dirs.length === 0) return null;
  return `${rel} sets context.loadFromIncludeDirectories, so Qwen Code also loads the context files of context.includeDirectories (${dirs.map((d) => JSON.stringify(d)).join(', ')}); the audit does not model that, and they are not in this chain.`;
}

/** The context file names Qwen Code started in `cwd` reads: its default list, or `context.fileName` instead. */
export function qwenNames(ctx: DiscoveryContext, cwd: string): string[] {
  const rel = ctx.join(cwd, '.qwen/settings.json');
  const r = readAgentConfig(ctx, rel, 'json-comments');
  if (r.status !== 'ok') return [...QWEN_NAMES];
  const raw = getPath(r.value, ['context', 'fileName']);
  const list = raw === undefined ? null : stringOrList(raw);
  if (raw !== undefined && list === null) {
    const at = r.placeOf(['context', 'fileName']);
    raise(
      ctx,
      QWEN_ID,
      `shape\0${rel}`,
      { ruleId: 'agent-config-invalid', severity: 'warning', path: rel, line: at?.line ?? null, profiles: [QWEN_ID], message: `"context.fileName" in ${rel} is ${typeName(raw)}, not a file name or a list of file names; the audit assumes Qwen Code's defaults (${QWEN_NAMES.join(', ')}).` },
      cwd,
    );
  }
  // setMemoryFilename: a non-empty list or string replaces the current names (trimmed); an empty one keeps them.
  const names = (list ?? []).map((n) => n.trim()).filter((n) => n !== '' && !n.includes('/') && !n.includes('\\'));
  return names.length > 0 ? [...new Set(names)] : [...QWEN_NAMES];
}

interface Block {
  index: number;
  content: string;
  kind: 'context' | 'rule';
}

interface QwenResolved extends ResolvedChain {
  blocks: Block[];
  /** The git root (or cwd outside git), repository-relative: rule labels are relative to it. */
  projectRoot: string;
}

/** Qwen Code's rule file parse: front matter split off (`paths`, `description`), HTML comments removed, trimmed. */
export function parseQwenRule(raw: string): { content: string; paths: string[] | null } | null {
  const normalized = raw.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n').replace(/\r/g, '\n');
  const m = /^---\n([\s\S]*?)\n---(?:\n|$)([\s\S]*)$/.exec(normalized);
  let body = normalized;
  let paths: string[] | null = null;
  if (m) {
    body = m[2]!;
    // A block that does not parse: Qwen Code logs a warning and keeps the body.
    const y = parseYamlLikeParse(m[1]!);
    const p = y.ok && isPlainObject(y.value) ? y.value.paths : undefined;
    if (Array.isArray(p)) {
      const list = p.map(String).filter(Boolean);
      if (list.length > 0) paths = list;
    } else if (typeof p === 'string' && p !== '') paths = [p];
  }
  let result = body;
  let prev: string;
  do {
    prev = result;
    result = prev.replace(/<!--[\s\S]*?-->/g, '');
  } while (result !== prev);
  const content = result.replace(/<!--/g, '').trim();
  return content === '' ? null : { content, paths };
}

function aboveMessage(file: string, gitRoot: string): string {
  return `Qwen Code also loads ${file}, in the directory above the git repository (${gitRoot === '.' ? 'the audited root' : gitRoot}): its upward walk stops one directory past the git root, so a file there (a parent project's, another checkout's, a CI runner's workspace) joins every prompt started in the repository. Move or rename that file, or give Qwen Code a context.fileName that only the repository's files use.`;
}

/** Names present in the directory above the audited root (the walk's last step, outside the repository). */
function aboveRoot(ctx: DiscoveryContext, names: readonly string[]): string[] {
  const parent = path.dirname(ctx.root);
  if (parent === ctx.root) return [];
  return names.filter((n) => {
    try {
      return fs.statSync(path.join(parent, n)).isFile();
    } catch {
      return false;
    }
  });
}

export const qwen: Profile = {
  id: QWEN_ID,
  name: 'Qwen Code',
  description:
    'Qwen Code (memoryDiscovery.ts, a Gemini CLI fork): every QWEN.md, then every AGENTS.md (context.fileName replaces the list) from one directory above the git root down to cwd, .qwen/QWEN.local.md, @imports, then .qwen/rules; no budget.',
  verifiedVersion: VERIFIED_VERSIONS.qwen,
  signals: [
    { glob: '**/QWEN.md', what: 'QWEN.md files' },
    { glob: '.qwen/**', what: 'Qwen Code settings (.qwen/)' },
  ],
  budgeted: false,
  candidateNames(_settings: ProfileSettings, ctx?: DiscoveryContext): string[] {
    const out = new Set<string>(QWEN_NAMES);
    if (ctx) for (const f of ctx.listedNamed('settings.json')) if (f === '.qwen/settings.json' || f.endsWith('/.qwen/settings.json')) for (const n of qwenNames(ctx, dirOf(dirOf(f)))) out.add(n);
    return [...out];
  },
  readsListed(rel: string): boolean {
    return rel === LOCAL || (rel.startsWith(RULES_DIR) && rel.endsWith('.md'));
  },
  prefetch(cwd: string, ctx: DiscoveryContext): void {
    ctx.rootOf(cwd, QWEN_ROOT);
  },
  resolve(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings): ResolvedChain {
    const names = qwenNames(ctx, cwd);
    const included = qwenIncludes(ctx, cwd);
    const found = ctx.rootOf(cwd, QWEN_ROOT);
    const git = found.marker !== null;
    const root = git ? found : { dir: '.', marker: FS_ROOT_MARKER };
    const projectRoot = git ? found.dir : cwd;
    const r: QwenResolved = { chain: newChain(QWEN_ID, cwd, root), texts: [], blocks: [], projectRoot, ...(settings.home ? { home: settings.home } : {}) };
    // The walk goes one directory past the git root: inside the audited root when the git root is
    // below it, else outside the repository (the audit does not read there; it says so when a file is there).
    const start = git && found.dir !== '.' ? dirOf(found.dir) : '.';
    if (git && found.dir === '.') {
      for (const n of aboveRoot(ctx, names)) {
        const abs = path.join(path.dirname(ctx.root), n);
        raise(
          ctx,
          QWEN_ID,
          `above\0${n}`,
          {
            ruleId: QWEN_ABOVE_ROOT_RULE,
            severity: 'warning',
            path: null,
            line: null,
            profiles: [QWEN_ID],
            message: `${aboveMessage(abs, '.')} The audit does not read outside the repository.`,
            key: n,
          },
          cwd,
        );
        r.chain.agentWarnings.push(`Qwen Code also loads ${abs} (above the repository; not read by the audit).`);
      }
    }
    if (included !== null) r.chain.agentWarnings.push(included);
    const paths: { rel: string; personal?: ChainFile; text?: string }[] = [];
    const dirs = ctx.dirsFrom(start, cwd);
    for (const n of names) {
      if (settings.home) {
        const doc = readPersonal(`${settings.home}/.qwen`, '~/.qwen', [n], ctx.readCap, () => false);
        if (doc) paths.push({ rel: doc.file.path, personal: { ...doc.file, loadedBytes: doc.file.size }, text: doc.text });
      }
      for (const d of dirs) {
        const rel = ctx.join(d, n);
        const p = ctx.probe(rel);
        if (p.lkind === 'missing') continue;
        if (p.kind === 'missing') {
          pushPassed(r, { path: rel, reason: 'not-regular-file', detail: 'a dangling symlink (Qwen Code treats it as absent)' });
          continue;
        }
        paths.push({ rel });
        if (d === start && git && start !== found.dir) {
          raise(
            ctx,
            QWEN_ID,
            `above\0${rel}`,
            { ruleId: QWEN_ABOVE_ROOT_RULE, severity: 'warning', path: rel, line: null, profiles: [QWEN_ID], message: aboveMessage(rel, found.dir) },
            cwd,
          );
        }
      }
    }
    if (git) {
      const local = ctx.join(found.dir, LOCAL);
      if (ctx.probe(local).kind !== 'missing' && !paths.some((p) => p.rel === local)) paths.push({ rel: local });
    }
    // De-duplicate by real path, the first kept.
    const seen = new Map<string, string>();
    const loaded = new Set<string>();
    for (const entry of paths) {
      if (entry.personal) {
        const content = (entry.text ?? '').trim();
        if (content === '') continue;
        r.blocks.push({ index: r.chain.files.length, content, kind: 'context' });
        pushFile(r, entry.personal, entry.text ?? '');
        continue;
      }
      const rel = entry.rel;
      const identity = ctx.probe(rel).link?.resolved ?? rel;
      const first = seen.get(identity);
      if (first !== undefined) {
        pushPassed(r, { path: rel, reason: 'hidden', detail: `the same file as ${first}; Qwen Code loads each file once` });
        continue;
      }
      seen.set(identity, rel);
      const w = loadWhole(ctx, rel);
      if (w.kind === 'absent' || w.kind === 'dangling') continue;
      if (w.kind === 'nonfile' || w.kind === 'unreadable') {
        pushPassed(r, { ...w.passed, detail: `${w.passed.detail ?? ''}; Qwen Code warns "Could not read" and skips it` });
        if (ctx.probe(rel).kind === 'fifo') r.chain.agentWarnings.push(`${rel} is a FIFO: Qwen Code opens it to read it and waits for a writer, so its startup hangs.`);
        continue;
      }
      if (w.file.unread) {
        pushFile(r, w.file, '');
        continue;
      }
      const imports: { file: ChainFile; text: string }[] = [];
      const importRoot = ctx.rootOf(dirOf(rel), QWEN_ROOT);
      const base = importRoot.marker !== null ? importRoot.dir : dirOf(rel);
      const content = expandImports(ctx, cwd, rel, w.text, dirOf(rel), 0, new Set([rel]), base, imports, [rel], QWEN_IMPORTS).trim();
      if (content === '') {
        pushPassed(r, { path: rel, reason: 'whitespace-only' });
        continue;
      }
      r.blocks.push({ index: r.chain.files.length, content, kind: 'context' });
      pushFile(r, w.file, content);
      loaded.add(rel);
      for (const imp of imports) {
        if (loaded.has(imp.file.path)) continue;
        loaded.add(imp.file.path);
        pushFile(r, imp.file, imp.text);
      }
    }
    // Rules: <root>/.qwen/rules/**/*.md, sorted by path; files only (a link is not followed).
    const prefix = projectRoot === '.' ? RULES_DIR : `${projectRoot}/${RULES_DIR}`;
    for (const rel of listedUnder(ctx, prefix)) {
      if (!rel.endsWith('.md') || ctx.probe(rel).lkind !== 'file' || throughLinkedDir(ctx, prefix, rel)) continue;
      const w = loadWhole(ctx, rel);
      if (w.kind !== 'loaded' || w.file.unread) continue;
      const rule = parseQwenRule(w.text);
      if (rule === null) {
        pushPassed(r, { path: rel, reason: 'whitespace-only', detail: 'a rule with no text after its front matter and comments (Qwen Code drops it)' });
        continue;
      }
      if (rule.paths !== null) {
        pushPassed(r, { path: rel, reason: 'not-configured', detail: `a conditional rule (paths: ${rule.paths.join(', ')}): Qwen Code adds it only once the agent reads a matching file` });
        continue;
      }
      r.blocks.push({ index: r.chain.files.length, content: rule.content, kind: 'rule' });
      pushFile(r, w.file, rule.content);
    }
    return r;
  },
  render(resolved: ResolvedChain, cwdAbs: string): string {
    const rootAbs = rootAbsOf(cwdAbs, resolved.chain.cwd);
    const q = resolved as Partial<QwenResolved>;
    const blocks = q.blocks ?? resolved.chain.files.map((_, i) => ({ index: i, content: (resolved.texts[i] ?? '').trim(), kind: 'context' as const }));
    const projectAbs = path.join(rootAbs, ...(q.projectRoot ?? '.').split('/'));
    const abs = (f: ChainFile): string => (f.personal && resolved.home !== undefined && f.path.startsWith('~/') ? path.join(resolved.home, f.path.slice(2)) : path.join(rootAbs, ...f.path.split('/')));
    const label = (b: Block): string => {
      const f = resolved.chain.files[b.index]!;
      return path.relative(b.kind === 'rule' ? projectAbs : cwdAbs, abs(f)).split(path.sep).join('/');
    };
    const section = (kind: Block['kind'], word: string): string =>
      blocks
        .filter((b) => b.kind === kind && b.content !== '')
        .map((b) => `--- ${word} from: ${label(b)} ---\n${b.content}\n--- End of ${word} from: ${label(b)} ---`)
        .join('\n\n');
    return [section('context', 'Context'), section('rule', 'Rule')].filter((s) => s !== '').join('\n\n');
  },
  validate(_settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[] {
    return raised(ctx, QWEN_ID);
  },
};

/** Whether a directory between `prefix` and `rel` is a link (Qwen Code's readdir walk does not enter it). */
function throughLinkedDir(ctx: DiscoveryContext, prefix: string, rel: string): boolean {
  for (let d = dirOf(rel); d.length >= prefix.length; d = dirOf(d)) if (ctx.probe(d).lkind !== 'directory') return true;
  return false;
}
