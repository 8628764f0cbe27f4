/**
 * Claude Code, from its memory docs and the built-in `agents-md` plugin (anthropics/claude-code
 * `mods/agents-md/README.md`; see docs/profiles.md#claude-code). Closed source: what the docs leave
 * open is chosen and documented there.
 * - walk: every directory from the filesystem root down to cwd (not the git root); the audit stops at
 *   the audited root. Every file found is loaded, root first: in each directory `CLAUDE.md`,
 *   `.claude/CLAUDE.md`, the `.claude/rules/**\/*.md` files without a `paths:` frontmatter, then
 *   `CLAUDE.local.md`; the personal `~/.claude/CLAUDE.md` before all of them;
 * - `@path` imports, relative to the importing file (to a linked file's target), never inside code,
 *   four hops deep (the `@path` of the fourth imported file stays text); each imported file is its
 *   own entry right after the file that imports it; a file is loaded once per chain;
 * - `.claude/rules/**\/*.md` in the order the file system lists each folder, depth first (readdir
 *   order, not sorted: the report notes it), linked folders and files inside the repository followed
 *   and labelled by their targets, gitignored rules included (personal rules);
 * - front matter and HTML comment blocks are removed from every file before it is sent
 *   (claude-text.ts), in sizes and length warnings too;
 * - AGENTS.md by version: `claude-code` (v2.1.277+, `instructionFiles: claude-md-or-agents-md`, the
 *   default) loads every `AGENTS.md` / `.claude/AGENTS.md` on the path only when no `CLAUDE.md`,
 *   `.claude/CLAUDE.md` or `CLAUDE.local.md` exists from the root down to cwd; `claude-code@legacy`
 *   (before it, or `instructionFiles: claude-md`) loads none; `claude-code@both`
 *   (`claude-md-and-agents-md`) loads them beside CLAUDE.md, skipping one already loaded by path or
 *   by identical content;
 * - no budget; Claude Code warns about a file over 40,000 characters.
 */
import { parseDocument } from 'yaml';
import { DEFAULT_AGENT_STATE } from '../config/options.js';
import type { DiscoveryContext } from '../discovery/context.js';
import { isBlank } from '../discovery/encoding.js';
import type { ChainFile } from '../report/model.js';
import { readPersonal } from './chain-state.js';
import {
  absOf,
  FS_ROOT_MARKER,
  leavesThroughLink,
  listedUnder,
  loadOrPassOver,
  loadWhole,
  memoFor,
  newChain,
  pushFile,
  pushPassed,
  raise,
  raised,
  rootAbsOf,
} from './common.js';
import { claudeSentText } from './claude-text.js';
import { FOLDER_WALK_MAX } from './rule-folders.js';
import { claudeImportTokens, importTarget, looksLikePath, shownPath, trailingPunctuation, type ImportToken } from './imports.js';

/** A hint when sentence punctuation became part of the path. */
function punct(raw: string): string {
  const t = trailingPunctuation(raw);
  return t.punctuation === '' ? '' : ` (the ${JSON.stringify(t.punctuation)} after it is part of the path: an import ends only at whitespace)`;
}
import { VERIFIED_VERSIONS } from './versions.js';
import { claudeFallbackMissedFix, claudeMissedFix } from './missed-fix.js';
import type { FsOrder, Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './types.js';

export const CLAUDE_CHAR_WARNING = 40_000;

/** Claude Code 2.1.328 loads files imported four hops deep and leaves the `@path` of the fourth as text. */
export const CLAUDE_IMPORT_MAX_DEPTH = 4;


export type ClaudeAgentsMode = 'fallback' | 'none' | 'both';

type Kind = 'user' | 'project' | 'local' | 'import';

const KIND_TEXT: Record<Kind, string> = {
  user: "user's private global instructions for all projects",
  project: 'project instructions, checked into the codebase',
  local: "user's private project instructions, not checked in",
  // Claude Code 2.1.328 labels an imported file as project instructions too.
  import: 'project instructions, checked into the codebase',
};

/** The frame Claude Code 2.1.328 puts around the instruction blocks in the first user message. */
export const CLAUDE_PREAMBLE =
  '<system-reminder>\nCodebase and user instructions are shown below. Be sure to adhere to these instructions. IMPORTANT: These instructions OVERRIDE any default behavior and you MUST follow them exactly as written.\n\n';
export const CLAUDE_CLOSING = '\n</system-reminder>';

/** Whether `rel` is `dir` or inside it (repository-relative paths). */
function within(rel: string, dir: string): boolean {
  return dir === '.' || rel === dir || rel.startsWith(`${dir}/`);
}

interface ClaudeResolved extends ResolvedChain {
  kinds: Kind[];
}

const tokenMemo = new WeakMap<DiscoveryContext, Map<string, ImportToken[]>>();

function tokensOf(ctx: DiscoveryContext, rel: string, text: string): ImportToken[] {
  const memo = memoFor(tokenMemo, ctx);
  let t = memo.get(rel);
  if (!t) {
    t = claudeImportTokens(text);
    memo.set(rel, t);
  }
  return t;
}

/** Whether a `.claude/rules` file is path-scoped (a `paths:` frontmatter): loaded only when matching files are read. */
function pathScoped(text: string): boolean {
  const m = /^(?:\uFEFF)?---\r?\n([\s\S]*?)\r?\n---\r?(?:\n|$)/.exec(text);
  if (!m) return false;
  try {
    const data: unknown = parseDocument(m[1]!).toJS();
    if (typeof data !== 'object' || data === null) return false;
    const paths = (data as Record<string, unknown>).paths;
    return paths !== undefined && paths !== null && paths !== '' && !(Array.isArray(paths) && paths.length === 0);
  } catch {
    return false;
  }
}

/** A rule file found under `.claude/rules`, or a link there that Claude Code does not follow. */
type RuleEntry = { kind: 'file'; rel: string; linked: boolean } | { kind: 'outside'; rel: string };

/**
 * The `.claude/rules/**\/*.md` files of `dir` as Claude Code 2.1.328 loads them: each folder in the
 * order the file system lists it (`directoryOrder`), a sub-folder where it is listed (depth first),
 * links followed inside the repository and each file named by its target; a link leading out of it
 * is not followed (the symlink checks report it). Read from the file system, not the listing, so a
 * gitignored (personal) rule is found too; bounded by `FOLDER_WALK_MAX` entries.
 */
function rulesIn(ctx: DiscoveryContext, dir: string): RuleEntry[] {
  const top = ctx.join(dir, '.claude/rules');
  const out: RuleEntry[] = [];
  if (leavesThroughLink(ctx, top)) return out;
  const start = ctx.probe(top);
  if (start.kind !== 'directory') return out;
  if (start.link && (start.link.outside || start.link.resolved === null)) return out;
  // Without anything listed under it and no folder on disk there is nothing to read.
  let budget = FOLDER_WALK_MAX;
  const seen = new Set<string>();
  const walk = (real: string, via: boolean): void => {
    if (seen.has(real)) return;
    seen.add(real);
    const names = ctx.directoryOrder(real);
    if (names === null) {
      // (Not listable: what the listing holds under it, sorted.)
      for (const f of listedUnder(ctx, `${real}/`)) if (f.toLowerCase().endsWith('.md')) out.push({ kind: 'file', rel: f, linked: via });
      return;
    }
    for (const name of names) {
      if (--budget < 0) return;
      const rel = `${real}/${name}`;
      const p = ctx.probe(rel);
      if (p.lkind === 'missing') continue;
      if (p.link && (p.link.outside || p.link.resolved === null)) {
        if (name.toLowerCase().endsWith('.md') || p.kind === 'directory') out.push({ kind: 'outside', rel });
        continue;
      }
      const target = p.link?.resolved ?? rel;
      if (p.kind === 'directory') walk(target, via || p.link !== undefined);
      else if (name.toLowerCase().endsWith('.md')) out.push({ kind: 'file', rel: p.kind === 'file' ? target : rel, linked: via || p.link !== undefined });
    }
  };
  walk(start.link?.resolved ?? top, start.link !== undefined);
  return out;
}

export function makeClaudeCode(id: string, mode: ClaudeAgentsMode): Profile {
  const name =
    mode === 'fallback'
      ? 'Claude Code'
      : mode === 'none'
        ? 'Claude Code (before v2.1.277: no AGENTS.md)'
        : 'Claude Code (instructionFiles: claude-md-and-agents-md)';
  return {
    id,
    name,
    description:
      mode === 'fallback'
        ? 'Claude Code v2.1.277+: every CLAUDE.md, .claude/CLAUDE.md and CLAUDE.local.md from the root down, @imports (4 hops); AGENTS.md when no CLAUDE.md is in the chain; no budget.'
        : mode === 'none'
          ? 'Claude Code before v2.1.277: every CLAUDE.md, .claude/CLAUDE.md and CLAUDE.local.md from the root down, @imports (4 hops); AGENTS.md never read.'
          : 'Claude Code with instructionFiles "claude-md-and-agents-md": CLAUDE.md files and every AGENTS.md beside them, @imports (4 hops); no budget.',
    ...(mode === 'fallback' ? { verifiedVersion: VERIFIED_VERSIONS['claude-code'] } : {}),
    // Only the current behaviour is picked by `auto`; the variants are named.
    ...(mode === 'fallback'
      ? {
          signals: [
            { glob: '**/CLAUDE.md', what: 'CLAUDE.md files' },
            { glob: '**/CLAUDE.local.md', what: 'CLAUDE.local.md files' },
            { glob: '**/.claude/**', what: 'files under .claude/' },
          ],
        }
      : {}),
    budgeted: false,
    candidateNames: () => (mode === 'none' ? ['CLAUDE.md', 'CLAUDE.local.md'] : ['CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md']),
    missedFileFix: mode === 'fallback' ? claudeFallbackMissedFix : claudeMissedFix,
    readsListed: (rel) => (rel.startsWith('.claude/rules/') || rel.includes('/.claude/rules/')) && rel.toLowerCase().endsWith('.md'),
    resolve(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings): ResolvedChain {
      const root = { dir: '.', marker: FS_ROOT_MARKER };
      const r: ClaudeResolved = { chain: newChain(id, cwd, root), texts: [], kinds: [], ...(settings.home ? { home: settings.home } : {}) };
      const dirs = ctx.dirsFrom('.', cwd);
      const loaded = new Set<string>();
      /** Each loaded text as read → the first file that held it. */
      const contents = new Map<string, string>();

      /** Add a file as Claude Code sends it: `raw` is its text as read, `text` what is sent of it. */
      const add = (file: ChainFile, raw: string, kind: Kind): void => {
        const text = file.unread ? raw : claudeSentText(raw);
        pushFile(r, text === raw ? file : { ...file, loadedBytes: Buffer.byteLength(text, 'utf8') }, text);
        r.kinds.push(kind);
        loaded.add(file.path);
        const real = file.personal ? undefined : ctx.probe(file.path).link?.resolved;
        if (real) loaded.add(real);
        if (raw !== '' && !contents.has(raw)) contents.set(raw, file.path);
        if (text.length > CLAUDE_CHAR_WARNING && !file.personal) {
          raise(
            ctx,
            id,
            `long\0${file.path}`,
            {
              ruleId: 'claude-md-too-long',
              severity: 'warning',
              path: file.path,
              line: null,
              profiles: [id],
              message: `${file.path} is ${text.length.toLocaleString('en-US')} characters: Claude Code warns "Large CLAUDE.md will impact performance" above ${CLAUDE_CHAR_WARNING.toLocaleString('en-US')} characters and still loads it in full into every conversation. Split it, or move rarely needed parts into files read on demand.`,
            },
            cwd,
          );
        }
      };

      /** Load a file and, depth first, what it imports. `stack` holds the files on the import path. */
      const loadWithImports = (rel: string, kind: Kind, depth: number, stack: string[]): void => {
        if (loaded.has(rel)) return;
        // A link to a file already loaded is the same file: Claude Code loads it once.
        const real = ctx.probe(rel).link?.resolved;
        if (real && loaded.has(real)) {
          pushPassed(r, { path: rel, reason: 'hidden', detail: `a link to ${real}, which Claude Code already loads` });
          return;
        }
        const w = loadOrPassOver(ctx, r, rel);
        if (!w) return;
        // Blank, or blank once its front matter and comments are removed: Claude Code does not list it.
        if (!w.file.unread && (isBlank(w.text) || isBlank(claudeSentText(w.text)))) {
          pushPassed(r, { path: rel, reason: 'whitespace-only', ...(isBlank(w.text) ? {} : { detail: 'nothing is left once its front matter and HTML comments are removed' }) });
          return;
        }
        add(w.file, w.text, kind);
        if (w.file.unread) return;
        for (const tok of tokensOf(ctx, rel, w.text)) importOne(rel, tok, depth, [...stack, rel]);
      };

      const importOne = (from: string, tok: ImportToken, depth: number, stack: string[]): void => {
        // A linked file imports relative to its target's folder.
        const target = importTarget(ctx.probe(from).link?.resolved ?? from, tok.path);
        const at = { path: from, line: tok.line, column: tok.column, profiles: [id] };
        if (target.kind !== 'repo' || leavesThroughLink(ctx, target.kind === 'repo' ? target.rel : '.')) {
          if (!looksLikePath(tok.path) && target.kind !== 'home') return;
          const shown = target.kind === 'repo' ? target.rel : target.display;
          raise(
            ctx,
            id,
            `outside\0${from}\0${tok.raw}\0${tok.line}`,
            {
              ruleId: 'import-outside-root',
              severity: 'info',
              ...at,
              message: `@${shownPath(tok.raw)} imports ${shownPath(shown)}, outside the repository: Claude Code asks each person once to approve imports from outside the project and loads nothing until they do; the audit does not read it. Keep shared instructions inside the repository.`,
              key: tok.raw,
            },
            cwd,
          );
          return;
        }
        const rel = target.rel;
        if (!within(rel, cwd) && !(settings.agentState ?? DEFAULT_AGENT_STATE).claudeExternalImports) {
          // An "external include": Claude Code loads it only once the user has approved external
          // imports for this project, which a fresh user has not (the audit's default).
          pushPassed(r, { path: rel, reason: 'not-configured', detail: `imported by ${from}, but outside the working directory ${cwd}: Claude Code skips external imports until the user approves them (agentState.claudeExternalImports: false)` });
          return;
        }
        if (stack.includes(rel)) {
          raise(
            ctx,
            id,
            `cycle\0${from}\0${tok.raw}\0${tok.line}`,
            {
              ruleId: 'import-cycle',
              severity: 'warning',
              ...at,
              message: `@${shownPath(tok.raw)} imports ${shownPath(rel)}, which is already being imported on this path (${[...stack, rel].map(shownPath).join(' → ')}): a cycle. Claude Code loads each file once and stops there; remove one of the imports.`,
              key: tok.raw,
            },
            cwd,
          );
          return;
        }
        const p = ctx.probe(rel);
        if (p.lkind === 'missing' || p.kind !== 'file') {
          if (!looksLikePath(tok.path)) return;
          const what = p.lkind === 'missing' ? 'does not exist' : p.kind === 'missing' ? 'is a dangling symlink' : `is a ${p.kind}, not a file`;
          raise(
            ctx,
            id,
            `missing\0${from}\0${tok.raw}\0${tok.line}`,
            {
              ruleId: 'import-missing',
              severity: 'warning',
              ...at,
              message: `@${shownPath(tok.raw)} imports ${shownPath(rel)}, which ${what}${punct(tok.raw)}: Claude Code skips the import without a word, so the instructions it was meant to bring in are never seen. Fix the path, or write it in backticks if it is not meant as an import.`,
              key: tok.raw,
            },
            cwd,
          );
          return;
        }
        if (depth + 1 > CLAUDE_IMPORT_MAX_DEPTH) {
          raise(
            ctx,
            id,
            `deep\0${from}\0${tok.raw}\0${tok.line}`,
            {
              ruleId: 'import-too-deep',
              severity: 'warning',
              ...at,
              message: `@${shownPath(tok.raw)} is import number ${depth + 1} on the path ${[...stack, rel].map(shownPath).join(' → ')}: Claude Code follows imports ${CLAUDE_IMPORT_MAX_DEPTH} hops deep, leaves this one as text and does not load ${shownPath(rel)} from here. Import it from a file nearer the top.`,
              key: tok.raw,
            },
            cwd,
          );
          return;
        }
        loadWithImports(rel, 'import', depth + 1, stack);
      };

      if (settings.home) {
        const doc = readPersonal(`${settings.home}/.claude`, '~/.claude', ['CLAUDE.md'], ctx.readCap, isBlank);
        if (doc) add({ ...doc.file, loadedBytes: doc.file.size }, doc.text, 'user');
      }

      // Which directories carry Claude's own files (for the AGENTS.md fallback).
      const claudeFiles: string[] = [];
      for (const d of dirs) {
        for (const n of ['CLAUDE.md', '.claude/CLAUDE.md', 'CLAUDE.local.md']) {
          const rel = ctx.join(d, n);
          const p = ctx.probe(rel);
          if (p.kind !== 'file') continue;
          // A blank CLAUDE file does not count (Claude Code 2.1.328 then still loads AGENTS.md).
          const w = loadWhole(ctx, rel);
          // (Blank once its front matter and HTML comments are removed: the same.)
          if (w.kind === 'loaded' && (w.file.unread || !isBlank(claudeSentText(w.text)))) claudeFiles.push(rel);
        }
      }
      const useAgents = mode === 'both' || (mode === 'fallback' && claudeFiles.length === 0);

      const approved = (settings.agentState ?? DEFAULT_AGENT_STATE).claudeExternalImports;
      const loadRule = (rule: string, linked: boolean): void => {
        // A linked rule whose target lies outside the working directory is an external include.
        if (linked && !within(rule, cwd) && !approved) {
          pushPassed(r, { path: rule, reason: 'not-configured', detail: `a rule linked from .claude/rules to outside the working directory ${cwd}: Claude Code skips it until the user approves external imports (agentState.claudeExternalImports: false)` });
          return;
        }
        const w = loadWhole(ctx, rule);
        if (w.kind === 'loaded' && !w.file.unread && pathScoped(w.text)) {
          pushPassed(r, { path: rule, reason: 'not-configured', detail: 'a path-scoped rule (paths: frontmatter): Claude Code loads it only when it reads matching files' });
          return;
        }
        loadWithImports(rule, 'project', 0, []);
      };

      for (const d of dirs) {
        loadWithImports(ctx.join(d, 'CLAUDE.md'), 'project', 0, []);
        loadWithImports(ctx.join(d, '.claude/CLAUDE.md'), 'project', 0, []);
        const rules = rulesIn(ctx, d);
        const order: FsOrder = { folder: ctx.join(d, '.claude/rules'), files: [] };
        for (const entry of rules) {
          const rule = entry.rel;
          if (entry.kind === 'outside') {
            pushPassed(r, { path: rule, reason: 'outside-root', detail: 'a link in .claude/rules leading out of the repository: Claude Code does not load rules from outside the project' });
            continue;
          }
          const before = r.chain.files.length;
          loadRule(rule, entry.linked);
          if (r.chain.files.length > before) order.files.push(rule);
        }
        if (order.files.length > 1) (r.fsOrder ??= []).push(order);
        loadWithImports(ctx.join(d, 'CLAUDE.local.md'), 'local', 0, []);
        for (const n of ['AGENTS.md', '.claude/AGENTS.md']) {
          const rel = ctx.join(d, n);
          const p = ctx.probe(rel);
          if (p.lkind === 'missing') continue;
          if (!useAgents) {
            pushPassed(
              r,
              mode === 'none'
                ? { path: rel, reason: 'not-configured', detail: 'Claude Code before v2.1.277 reads CLAUDE.md only (an AGENTS.md needs a CLAUDE.md that imports it with @AGENTS.md, or a CLAUDE.md symlink)' }
                : { path: rel, reason: 'hidden', detail: `${claudeFiles[0]} is in the chain, so Claude Code (instructionFiles: claude-md-or-agents-md) reads no AGENTS.md` },
            );
            continue;
          }
          if (loaded.has(rel) || (p.link?.resolved && loaded.has(p.link.resolved))) continue;
          const w = loadWhole(ctx, rel);
          if (w.kind === 'loaded' && w.text !== '' && contents.has(w.text)) {
            const same = contents.get(w.text) ?? 'a loaded file';
            pushPassed(r, { path: rel, reason: 'hidden', detail: `same content as ${same}, which Claude Code already loads` });
            continue;
          }
          loadWithImports(rel, 'project', 0, []);
        }
      }
      // An external import skipped on one path may still be loaded in its own right.
      r.chain.passedOver = r.chain.passedOver.filter((p) => !(p.reason === 'not-configured' && loaded.has(p.path)));
      return r;
    },
    render(resolved: ResolvedChain, cwdAbs: string): string {
      const rootAbs = rootAbsOf(cwdAbs, resolved.chain.cwd);
      const kinds = (resolved as Partial<ClaudeResolved>).kinds;
      const parts: string[] = [];
      resolved.chain.files.forEach((f, i) => {
        const text = resolved.texts[i] ?? '';
        if (text === '') return;
        const kind = kinds?.[i] ?? (f.personal ? 'user' : 'project');
        // Claude Code trims each file's content; a file blank after trimming is not shown.
        const body = text.trim();
        if (body === '') return;
        parts.push(`Contents of ${absOf(rootAbs, f, resolved.home)} (${KIND_TEXT[kind]}):\n\n${body}`);
      });
      return parts.length === 0 ? '' : `${CLAUDE_PREAMBLE}${parts.join('\n\n')}${CLAUDE_CLOSING}`;
    },
    validate(_settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[] {
      return raised(ctx, id);
    },
  };
}

export const claudeCode = makeClaudeCode('claude-code', 'fallback');
export const claudeCodeLegacy = makeClaudeCode('claude-code@legacy', 'none');
export const claudeCodeBoth = makeClaudeCode('claude-code@both', 'both');
