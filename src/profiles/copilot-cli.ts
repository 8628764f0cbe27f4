/**
 * GitHub Copilot CLI, as @github/copilot 1.0.102 behaves (closed source; every rule below was
 * observed with the conformance harness: `copilot instruction list --json` for the sources, the
 * system prompt of `copilot -p` for the text; see docs/profiles.md#copilot-cli):
 * - sources, in this order: `~/.copilot/copilot-instructions.md` and `~/.copilot/instructions/**`
 *   (personal); `.github/copilot-instructions.md` of the git root, then of the working directory;
 *   the root's `AGENTS.md`, `CLAUDE.md`, `GEMINI.md` side by side (an `AGENTS.md` hides nothing);
 *   those of the working directory; then, for each directory from the working directory's parent up
 *   to (not including) the root, its `.github/copilot-instructions.md`, `AGENTS.md`, `CLAUDE.md`,
 *   `GEMINI.md`; last the `.github/instructions/**\/*.instructions.md` of the root and of the
 *   working directory, then their `.claude/rules/**\/*.md` (Claude Code's rules, read as
 *   path-specific files: `paths:` as well as `applyTo:`, `applyTo` first), each folder walked in
 *   sorted order (depth first, dot entries skipped, a linked file named by its target);
 * - names match in any case (`agents.md`, `Claude.md`, `B.Instructions.MD`, `G.MD`): the exact name
 *   when it is a file, else the first variant in the folder's listing order; folder names
 *   (`.github`, `.claude/rules`) match exactly;
 * - a repository file whose content equals one already listed is left out (a link to it, a copy,
 *   two empty files); among the directories above the working directory, two files whose ids
 *   (`inherited-` + the path lowercased, every run of other characters than a-z and 0-9 made one `-`)
 *   are equal are one source, the nearer one: `web/ü/AGENTS.md` hides `web/AGENTS.md`;
 * - every listed file gives a block, empty ones too: `<custom_instruction>\n…\n</custom_instruction>`,
 *   blocks joined by a blank line, a block whose content equals an earlier one's left out; the
 *   `@path` imports of `AGENTS.md` and `CLAUDE.md` files (not `GEMINI.md`, not
 *   `.github/copilot-instructions.md`) are expanded inside the block
 *   (`<imported_custom_instruction source="…">`), 8 deep, each file once per block;
 * - a path-specific file that applies everywhere (no `applyTo`, or only `*`, `**`, `**\/*`) is
 *   added as it is after the blocks; the others are rows of a table the model is told to read
 *   from; `excludeAgent: coding-agent` leaves a file out. No budget.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseDocument } from 'yaml';
import type { DiscoveryContext } from '../discovery/context.js';
import { decodeLossy } from '../discovery/encoding.js';
import { directoryOrder, readCapped } from '../discovery/fsprobe.js';
import type { ChainFile } from '../report/model.js';
import { readPersonal } from './chain-state.js';
import { folderFiles } from './rule-folders.js';
import { dirOf, GIT_ROOT, joinInside, leavesThroughLink, loadOrPassOver, memoFor, newChain, pushFile, pushPassed } from './common.js';
import { COPILOT_REPO_FILE, COPILOT_SIGNALS } from './copilot.js';
import { copilotImportTokens } from './imports.js';
import { VERIFIED_VERSIONS } from './versions.js';
import type { Profile, ProfileSettings, ResolvedChain } from './types.js';

export const COPILOT_CLI_ID = 'copilot-cli';
const MODEL_FILES = ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md'] as const;
const REPO_FILE_NAME = 'copilot-instructions.md';
const MODEL_LOWER = new Set(MODEL_FILES.map((n) => n.toLowerCase()));
/** The files whose `@imports` Copilot CLI 1.0.102 expands (not GEMINI.md, not .github/copilot-instructions.md). */
const IMPORTING = new Set<string>(['AGENTS.md', 'CLAUDE.md']);
const INSTRUCTIONS_DIR = '.github/instructions';
/** Claude Code's rule folder, which Copilot CLI 1.0.102 reads too (in the root and the working directory). */
const RULES_DIR = '.claude/rules';
/** How deep Copilot CLI 1.0.102 follows imports: the file imported eighth-hand keeps its `@` tokens as text. */
export const COPILOT_IMPORT_DEPTH = 8;
/** `applyTo` patterns that mean "every file": such a path-specific file is inlined, not listed. */
const EVERYWHERE = new Set(['*', '**', '**/*']);
/** Personal path-specific files: at most this deep and this many (the audit reads the home folder with care). */
const HOME_WALK_DEPTH = 8;
const HOME_WALK_FILES = 1000;

const TABLE_HEAD = [
  'Here is a list of instruction files that contain rules for modifying or creating new code.',
  'These files are important for ensuring that the code is modified or created correctly.',
  'Please make sure to follow the rules specified in these files when working with the codebase.',
  'If you have not already read the file, use the `view` tool to acquire it.',
  'Make sure to acquire the instructions before making any changes to the code.',
  '| Pattern | File Path | Description |',
  '| ------- | --------- | ----------- |',
].join('\n');

/** One entry of Copilot CLI's instruction list, and what it puts in the prompt. */
type Source =
  /** A `<custom_instruction>` block (null: its content equals an earlier block's, so none). */
  | { kind: 'block'; block: string | null }
  /** A path-specific file that applies everywhere: its text as it is. */
  | { kind: 'inline'; text: string }
  /** A path-specific file named in the table. */
  | { kind: 'row'; row: string };

interface CopilotCliResolved extends ResolvedChain {
  sources: Source[];
}

/** The id Copilot CLI gives a source found above the working directory: ids that collide are one source. */
export function copilotInheritedId(rootRel: string): string {
  return `inherited-${rootRel.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** A path-specific file's front matter as Copilot CLI reads it: YAML, else `key: value` lines. */
function frontMatter(text: string): Record<string, unknown> | null {
  const m = /^---\r?\n([\s\S]*?)(?:^|\r?\n)---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!m) return null;
  const body = m[1]!;
  try {
    const doc = parseDocument(body);
    if (doc.errors.length === 0) {
      const data: unknown = doc.toJS();
      return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
    }
  } catch {
    // an alias without an anchor (`applyTo: **`) parses but cannot be read: not YAML either
  }
  // Not YAML (`applyTo: **/*.ts` unquoted): Copilot CLI still reads the lines as `key: value`.
  const out: Record<string, unknown> = {};
  for (const line of body.split(/\r?\n/)) {
    const kv = /^([A-Za-z_][\w-]*)[ \t]*:[ \t]*(.*?)[ \t]*$/.exec(line);
    if (!kv) continue;
    const v = kv[2]!;
    out[kv[1]!] = /^(["']).*\1$/.test(v) && v.length >= 2 ? v.slice(1, -1) : v;
  }
  return out;
}

/** What Copilot CLI does with a path-specific file: leave it out, inline it, or name it in the table. */
function pathSpecific(text: string, shownPath: string): Source | 'excluded' {
  const fm = frontMatter(text);
  const ex = fm?.excludeAgent;
  if (ex === 'coding-agent' || (Array.isArray(ex) && ex.includes('coding-agent'))) return 'excluded';
  // `applyTo` when the key is there (even empty: then everywhere), else Claude Code's `paths`; in
  // either folder (recorded: copilot-cli-claude-rules-front-matter).
  const raw = fm && 'applyTo' in fm ? fm.applyTo : fm?.paths;
  const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  const patterns = list.flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '');
  if (patterns.every((p) => EVERYWHERE.has(p))) return { kind: 'inline', text };
  const description = typeof fm?.description === 'string' ? fm.description : '';
  return { kind: 'row', row: `| ${patterns.join(', ')} | '${shownPath}' | ${description} |` };
}

/** Whether a name ends in `.instructions.md`, in any case (`B.Instructions.MD` counts: recorded, copilot-cli-names-any-case). */
const isInstructionsName = (name: string): boolean => name.toLowerCase().endsWith('.instructions.md');
/** Whether a name ends in `.md`, in any case (a `.claude/rules` file). */
const isMdName = (name: string): boolean => name.toLowerCase().endsWith('.md');

/**
 * The order Copilot CLI 1.0.102 walks a folder of path-specific files in: each folder's names
 * sorted (by code unit), a sub-folder where its name sorts, depth first (`a/x.md` before `a-b.md`
 * before `a.md`). Compares paths relative to the folder, segment by segment.
 */
export function walkOrder(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < x.length && i < y.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return x.length - y.length;
}

/** `~/.copilot/instructions/**\/*.instructions.md` in walk order (dot entries skipped), as paths relative to that folder. */
function homeInstructionFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string, depth: number): void => {
    if (depth > HOME_WALK_DEPTH || out.length >= HOME_WALK_FILES) return;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const child = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) walk(child, depth + 1);
      else if (isInstructionsName(e.name) && out.length < HOME_WALK_FILES) out.push(child);
    }
  };
  walk('', 0);
  return out.sort(walkOrder);
}

/**
 * The names Copilot CLI 1.0.102 tries for `name` in a personal folder, in its order: the name
 * itself, then each entry whose name is the same in any case, in the order the folder is listed.
 */
function homeName(dir: string, name: string): string[] {
  const lower = name.toLowerCase();
  const variants = (directoryOrder(dir, HOME_WALK_FILES) ?? []).filter((n) => n !== name && n.toLowerCase() === lower);
  return [name, ...variants];
}

const lowerMemo = new WeakMap<DiscoveryContext, Map<string, { size: number; names: Map<string, string[]> }>>();

/** The listed names of `dir` by their lowercased form, once per directory (again if the listing has grown). */
function namesByLower(ctx: DiscoveryContext, dir: string): Map<string, string[]> {
  const memo = memoFor(lowerMemo, ctx);
  const hit = memo.get(dir);
  if (hit && hit.size === ctx.listing.files.size) return hit.names;
  const names = new Map<string, string[]>();
  for (const n of ctx.namesIn(dir)) {
    const k = n.toLowerCase();
    const list = names.get(k);
    if (list) list.push(n);
    else names.set(k, [n]);
  }
  memo.set(dir, { size: ctx.listing.files.size, names });
  return names;
}

const expandMemo = new WeakMap<DiscoveryContext, Map<string, { source: string; result: { text: string; imports: { file: ChainFile; text: string }[] } }>>();

/** Escape what would close or open an import tag inside imported text (as Copilot CLI does). */
const escapeImported = (text: string): string => text.replace(/<(\/?)imported_custom_instruction/g, '&lt;$1imported_custom_instruction');

export const copilotCli: Profile = {
  id: COPILOT_CLI_ID,
  name: 'GitHub Copilot CLI',
  description:
    'GitHub Copilot CLI: .github/copilot-instructions.md, the root AGENTS.md / CLAUDE.md / GEMINI.md side by side (names in any case), then those of cwd and each directory above it; every file a <custom_instruction> block with its @imports; path-specific files and .claude/rules inlined or listed.',
  budgeted: false,
  stripsBom: true,
  verifiedVersion: VERIFIED_VERSIONS['copilot-cli'],
  // The same files as code review's: one committed file serves every Copilot surface, so `auto` picks both.
  signals: COPILOT_SIGNALS,
  candidateNames: () => [...MODEL_FILES],
  // The model files and `.github/copilot-instructions.md` in any case (the case variants are found
  // by resolve, not made candidates of every profile's checks), and the two rule folders.
  readsListed: (rel) => {
    const lower = rel.toLowerCase();
    const base = lower.slice(lower.lastIndexOf('/') + 1);
    if (MODEL_LOWER.has(base)) return true;
    if (rel === COPILOT_REPO_FILE || rel.endsWith(`/${COPILOT_REPO_FILE}`) || (base === REPO_FILE_NAME && rel.split('/').at(-2) === '.github')) return true;
    const inFolder = (folder: string): boolean => rel.startsWith(`${folder}/`) || rel.includes(`/${folder}/`);
    return (inFolder(INSTRUCTIONS_DIR) && isInstructionsName(base)) || (inFolder(RULES_DIR) && isMdName(base));
  },
  prefetch(cwd: string, ctx: DiscoveryContext): void {
    ctx.rootOf(cwd, GIT_ROOT);
  },
  resolve(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings): ResolvedChain {
    const found = ctx.rootOf(cwd, GIT_ROOT);
    const root = found.marker === null ? { dir: cwd, marker: null } : found;
    const r: CopilotCliResolved = { chain: newChain(COPILOT_CLI_ID, cwd, root), texts: [], sources: [], ...(settings.home ? { home: settings.home } : {}) };
    const rootRel = (rel: string): string => (root.dir === '.' ? rel : rel.slice(root.dir.length + 1));
    const indexOf = (p: string): number => r.chain.files.findIndex((f) => f.path === p);
    const addFile = (file: ChainFile, text: string): void => {
      if (indexOf(file.path) === -1) pushFile(r, file, text);
    };
    // Copilot CLI 1.0.102 filters its sources twice, alike but on different keys. Its instruction
    // list (what it says it loads) drops a repository file whose *content* equals one already listed
    // (personal files are not compared); its prompt drops a block whose *text* (imports expanded)
    // equals an earlier block's, personal ones included. Both then drop a file above cwd whose id is
    // taken. So a GEMINI.md linked to an AGENTS.md with imports is not listed, yet its block, imports
    // not expanded, is in the prompt.
    const listed = new Map<string, string>();
    const listedIds = new Map<string, string>();
    const shown = new Set<string>();
    const shownIds = new Set<string>();
    interface Candidate {
      rel: string;
      file: ChainFile;
      raw: string;
      /** The block's text; null for a link out of the repository (read by Copilot CLI, not by the audit). */
      text: string | null;
      imports: { file: ChainFile; text: string }[];
      id: string | null;
      personal: boolean;
    }
    const take = (c: Candidate): void => {
      let inList = true;
      let why = '';
      if (!c.personal) {
        const same = c.text === null ? undefined : listed.get(c.raw);
        if (same !== undefined) {
          inList = false;
          why = `the same content as ${same}; Copilot CLI lists it once`;
        } else {
          if (c.text !== null) listed.set(c.raw, c.rel);
          const first = c.id === null ? undefined : listedIds.get(c.id);
          if (first !== undefined) {
            inList = false;
            why = `Copilot CLI gives ${first} and this file the same id (${c.id}) and keeps only ${first}`;
          } else if (c.id !== null) listedIds.set(c.id, c.rel);
        }
      }
      const key = c.text ?? `\0${c.rel}`;
      let inPrompt = !shown.has(key);
      shown.add(key);
      if (inPrompt && c.id !== null) {
        inPrompt = !shownIds.has(c.id);
        shownIds.add(c.id);
      }
      if (inList) addFile(c.file, c.raw);
      else pushPassed(r, { path: c.rel, reason: 'hidden', detail: inPrompt ? `${why}, but its block (imports expanded differently) is still in the prompt` : why });
      if (inPrompt) for (const imp of c.imports) addFile(imp.file, imp.text);
      r.sources.push({ kind: 'block', block: inPrompt ? (c.text ?? '') : null });
    };

    /**
     * The text of a block: the file's own text with each import expanded after its token. The same
     * for every chain (a function of the file and what it imports): worked out once per audit.
     */
    const expand = (rel: string, text: string): { text: string; imports: { file: ChainFile; text: string }[] } => {
      const memo = memoFor(expandMemo, ctx);
      const hit = memo.get(rel);
      if (hit && hit.source === text) return hit.result;
      const result = expandOnce(rel, text);
      memo.set(rel, { source: text, result });
      return result;
    };
    const expandOnce = (rel: string, text: string): { text: string; imports: { file: ChainFile; text: string }[] } => {
      const imports: { file: ChainFile; text: string }[] = [];
      const loaded = new Set([ctx.probe(rel).link?.resolved ?? rel]);
      const walk = (fromRel: string, content: string, depth: number): string => {
        if (depth >= COPILOT_IMPORT_DEPTH) return content;
        let out = '';
        let last = 0;
        let changed = false;
        for (const t of copilotImportTokens(content)) {
          out += content.slice(last, t.end);
          last = t.end;
          // A path that ends in "/" names a directory, even when the file exists.
          const target = t.path.endsWith('/') ? null : joinInside(dirOf(fromRel), t.path);
          if (target === null || target === '.' || leavesThroughLink(ctx, target)) continue;
          const p = ctx.probe(target);
          if (p.kind !== 'file' || p.link?.outside) continue;
          const canonical = p.link?.resolved ?? target;
          const source = path.join(ctx.realRoot, ...canonical.split('/'));
          if (loaded.has(canonical)) {
            out += `\n\n<imported_custom_instruction source="${source}" skipped="already-loaded" />`;
            changed = true;
            continue;
          }
          const content2 = ctx.read(canonical);
          if (!content2 || content2.error) continue;
          loaded.add(canonical);
          const text2 = decodeLossy(content2.bytes);
          imports.push({ file: { path: canonical, size: content2.size, loadedBytes: content2.size, truncated: false }, text: text2 });
          const inner = walk(canonical, escapeImported(text2), depth + 1);
          out += `\n\n<imported_custom_instruction source="${source}">\n${inner.trimEnd()}\n</imported_custom_instruction>`;
          changed = true;
        }
        // Nothing expanded: the text itself (shared, not a copy).
        return changed ? out + content.slice(last) : content;
      };
      return { text: walk(rel, text, 0), imports };
    };

    /**
     * The file Copilot CLI 1.0.102 reads for `name` in `dir`: it matches names in any case
     * (recorded: copilot-cli-names-any-case, copilot-cli-case-variants): `name` itself when it is a
     * file, else the first entry in the folder's listing order whose name is `name` in another case
     * and is a file. The variants come from the repository listing (a gitignored variant is not
     * seen: docs/profiles.md#copilot-cli); the others are passed over. Null when there is none.
     */
    const caseMatch = (dir: string, name: string): string | null => {
      const exact = ctx.join(dir, name);
      let variants = (namesByLower(ctx, dir).get(name.toLowerCase()) ?? []).filter((n) => n !== name);
      if (variants.length > 1) {
        const rank = new Map((ctx.directoryOrder(dir) ?? []).map((n, i) => [n, i]));
        variants = [...variants].sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || (a < b ? -1 : a > b ? 1 : 0));
      }
      const order = [exact, ...variants.map((n) => ctx.join(dir, n))];
      const chosen = order.find((rel) => ctx.probe(rel).kind === 'file') ?? null;
      for (const rel of order) {
        if (rel === chosen || ctx.probe(rel).lkind === 'missing') continue;
        if (ctx.probe(rel).kind === 'file') {
          const why = rel !== exact && chosen === exact ? `${chosen} is there` : `${chosen} comes first in the folder's listing`;
          pushPassed(r, { path: rel, reason: 'hidden', detail: `Copilot CLI matches ${name} in any case and reads one file per name in a directory; ${why}` });
        } else if (rel === exact || chosen === null) loadOrPassOver(ctx, r, rel);
      }
      return chosen;
    };

    /** A repository file that gives a block: `id` for files above the working directory. */
    const addRepoFile = (rel: string | null, id: string | null, withImports: boolean, group: Map<string, string> | null = null): void => {
      if (rel === null || ctx.probe(rel).lkind === 'missing') return;
      const w = loadOrPassOver(ctx, r, rel);
      if (!w) return;
      // AGENTS.md, CLAUDE.md and GEMINI.md of one directory with the same content are one source
      // ("AGENTS.md + GEMINI.md"), read from the first: the others give no block at all.
      const sameDir = group && !w.file.unread ? group.get(w.text) : undefined;
      if (sameDir !== undefined) {
        pushPassed(r, { path: rel, reason: 'hidden', detail: `the same content as ${sameDir} in the same directory: Copilot CLI makes them one source and reads ${sameDir}` });
        return;
      }
      if (group && !w.file.unread) group.set(w.text, rel);
      // A link out of the repository: Copilot CLI reads it; the audit does not.
      const x = w.file.unread ? { text: null, imports: [] } : withImports ? expand(rel, w.text) : { text: w.text, imports: [] };
      take({ rel, file: w.file, raw: w.text, text: x.text, imports: x.imports, id, personal: false });
    };

    /**
     * The path-specific files under `dir/<folder>` (`.github/instructions`: `*.instructions.md`;
     * `.claude/rules`: `*.md`), named relative to `dir`: read from disk (gitignored ones too),
     * in walk order, dot entries skipped, a linked file named by its target (a linked folder is not
     * followed). Recorded: copilot-cli-claude-rules, copilot-cli-rules-walk.
     */
    const pathSpecificSeen = new Set<string>();
    const addPathSpecific = (dir: string, folder: string, named: (name: string) => boolean): void => {
      const top = ctx.join(dir, folder);
      const files = folderFiles(ctx, top)
        .map((rel) => rel.slice(top.length + 1))
        .filter((sub) => named(sub.slice(sub.lastIndexOf('/') + 1)) && !sub.split('/').some((seg) => seg.startsWith('.')))
        .sort(walkOrder);
      for (const sub of files) {
        const link = `${top}/${sub}`;
        const p = ctx.probe(link);
        // A link to a file in the repository is read, and named, as its target.
        const rel = p.kind === 'file' && p.link && !p.link.outside && p.link.resolved ? p.link.resolved : link;
        // One source per file: a second link to it (from the other folder) adds nothing (conformance tree 11).
        if (pathSpecificSeen.has(rel)) {
          pushPassed(r, { path: link, reason: 'hidden', detail: `a link to ${rel}, which Copilot CLI already reads as a path-specific file` });
          continue;
        }
        pathSpecificSeen.add(rel);
        const w = loadOrPassOver(ctx, r, rel);
        if (!w) continue;
        const s = pathSpecific(w.text, dir === '.' ? rel : path.posix.relative(dir, rel));
        if (s === 'excluded') {
          pushPassed(r, { path: rel, reason: 'not-configured', detail: 'excludeAgent: coding-agent: Copilot CLI leaves it out' });
          continue;
        }
        addFile(w.file, w.text);
        r.sources.push(s);
      }
    };

    // Personal: ~/.copilot/copilot-instructions.md, then ~/.copilot/instructions/** (with --home).
    if (settings.home) {
      const dir = path.join(settings.home, '.copilot');
      const doc = readPersonal(dir, '~/.copilot', homeName(dir, 'copilot-instructions.md'), ctx.readCap, () => false);
      if (doc) {
        take({ rel: doc.file.path, file: { ...doc.file, loadedBytes: doc.file.size }, raw: doc.text, text: doc.text, imports: [], id: null, personal: true });
        // Copilot CLI expands its imports (from ~/.copilot); the audit reads nothing else of the home folder.
        if (copilotImportTokens(doc.text).length > 0) {
          r.chain.agentWarnings.push(`~/.copilot/copilot-instructions.md has @imports: Copilot CLI adds the files they name to its block; the audit does not read them, so the prompt shown leaves them out.`);
        }
      }
      for (const rel of homeInstructionFiles(path.join(dir, 'instructions'))) {
        const abs = path.join(dir, 'instructions', ...rel.split('/'));
        const read = readCapped(abs, ctx.readCap);
        if (read.error) continue;
        const text = decodeLossy(read.bytes);
        const s = pathSpecific(text, abs);
        if (s === 'excluded') continue;
        pushFile(r, { path: `~/.copilot/instructions/${rel}`, size: read.size, loadedBytes: read.size, truncated: false, personal: true }, text);
        r.sources.push(s);
      }
    }

    const repoFile = (d: string): string | null => caseMatch(ctx.join(d, '.github'), REPO_FILE_NAME);
    addRepoFile(repoFile(root.dir), null, false);
    if (cwd !== root.dir) addRepoFile(repoFile(cwd), null, false);
    const rootGroup = new Map<string, string>();
    for (const n of MODEL_FILES) addRepoFile(caseMatch(root.dir, n), null, IMPORTING.has(n), rootGroup);
    const cwdGroup = new Map<string, string>();
    if (cwd !== root.dir) for (const n of MODEL_FILES) addRepoFile(caseMatch(cwd, n), null, IMPORTING.has(n), cwdGroup);
    const above = ctx.dirsFrom(root.dir, cwd).filter((d) => d !== root.dir && d !== cwd).reverse();
    const inheritedId = (rel: string | null): string | null => (rel === null ? null : copilotInheritedId(rootRel(rel)));
    for (const d of above) {
      const rel = repoFile(d);
      addRepoFile(rel, inheritedId(rel), false);
      const group = new Map<string, string>();
      for (const n of MODEL_FILES) {
        const m = caseMatch(d, n);
        addRepoFile(m, inheritedId(m), IMPORTING.has(n), group);
      }
    }
    // The root's `.github/instructions` and `.claude/rules`, then the working directory's.
    for (const d of cwd === root.dir ? [root.dir] : [root.dir, cwd]) {
      addPathSpecific(d, INSTRUCTIONS_DIR, isInstructionsName);
      addPathSpecific(d, RULES_DIR, isMdName);
    }
    return r;
  },
  render(resolved: ResolvedChain): string {
    const sources = (resolved as Partial<CopilotCliResolved>).sources ?? resolved.texts.map((t): Source => ({ kind: 'block', block: t }));
    const blocks = sources.flatMap((s) => (s.kind === 'block' && s.block !== null ? [`<custom_instruction>\n${s.block}\n</custom_instruction>`] : [])).join('\n\n');
    const rest: string[] = sources.flatMap((s) => (s.kind === 'inline' ? [s.text] : []));
    const rows = sources.flatMap((s) => (s.kind === 'row' ? [s.row] : []));
    if (rows.length > 0) rest.push(`${TABLE_HEAD}\n${rows.join('\n')}`);
    const after = rest.join('\n\n');
    // Copilot CLI 1.0.102 ends the section with one more line break when it holds both.
    if (blocks !== '' && after !== '') return `${blocks}\n\n${after}\n`;
    return blocks !== '' ? blocks : after;
  },
};
