/**
 * Cursor (`cursor`), from Cursor's documentation only: closed source, no CLI on npm, nothing to run
 * here, so **unverified** (docs/profiles.md#cursor for the pages and the choices made where they are
 * silent). Sources: https://cursor.com/docs/context/rules (Project rules, AGENTS.md, legacy
 * .cursorrules) and the reference notes on Cursor in the project's agent-discovery material.
 * - `.cursorrules` at the root (legacy, deprecated, still read);
 * - `.cursor/rules/**\/*.mdc` (and `.md`) of the root and of every directory down to cwd (a nested
 *   `.cursor/rules` is scoped to its folder), by their frontmatter: `alwaysApply: true` always;
 *   `globs` (a list, or comma-separated) auto-attached when a file they match is in context (modelled:
 *   a file under cwd matches, globs relative to the rule's folder, a glob without `/` matching a base
 *   name); `description` alone: agent-requested (the agent sees the description, reads the rule when
 *   it decides to); none of them: manual (only when someone @-mentions it). A quoted `"true"` is not true;
 * - `AGENTS.md` of the root and of every directory down to cwd, root first ("combined
 *   hierarchically, more specific instructions taking precedence");
 * - no byte budget; the text Cursor builds from these is not known.
 */
import picomatch from 'picomatch';
import type { DiscoveryContext } from '../discovery/context.js';
import { cwdText, listedUnder, loadWhole, memoFor, newChain, pushPassed, pushUnlessBlank, raise, raised } from './common.js';
import { globList, isTrue, readFrontmatter } from './frontmatter.js';
import { renderSentFiles } from './sent-files.js';
import type { Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './types.js';

export const CURSOR_ID = 'cursor';
export const CURSOR_LEGACY = '.cursorrules';
const RULE_FILE = /(?:^|\/)\.cursor\/rules\/(?:.+\/)?[^/]+\.mdc?$/;

type Mode = 'always' | 'auto' | 'requested' | 'manual';

interface CursorRule {
  rel: string;
  /** The folder the rule is scoped to (the one holding `.cursor/rules`). */
  scope: string;
  mode: Mode;
  globs: string[];
  /** Directories (repository-relative) holding, at any depth, a file the globs match. */
  dirs: Set<string>;
  body: string;
  /** Why it is manual when it has no usable frontmatter, or null. */
  noFrontmatter: 'none' | 'invalid' | null;
  globsLine: number | null;
}

export function isCursorRule(rel: string): boolean {
  return RULE_FILE.test(rel);
}

function scopeOf(rel: string): string {
  return rel.startsWith('.cursor/rules/') ? '.' : rel.slice(0, rel.indexOf('/.cursor/rules/'));
}

function ancestorsOf(rel: string): string[] {
  const out: string[] = ['.'];
  const parts = rel.split('/');
  for (let i = 1; i < parts.length; i++) out.push(parts.slice(0, i).join('/'));
  return out;
}

const rulesMemo = new WeakMap<DiscoveryContext, Map<string, CursorRule[]>>();

function allRules(ctx: DiscoveryContext): CursorRule[] {
  const memo = memoFor(rulesMemo, ctx);
  const hit = memo.get('');
  if (hit) return hit;
  const out: CursorRule[] = [];
  for (const rel of listedUnder(ctx, '').filter(isCursorRule)) {
    const w = loadWhole(ctx, rel);
    const text = w.kind === 'loaded' && !w.file.unread ? w.text : '';
    const fm = w.kind === 'loaded' && !w.file.unread ? readFrontmatter(text) : null;
    const data = fm?.valid ? fm.data : {};
    const globs = globList(data.globs);
    const desc = typeof data.description === 'string' && data.description.trim() !== '';
    const mode: Mode = isTrue(data.alwaysApply) ? 'always' : globs.length > 0 ? 'auto' : desc ? 'requested' : 'manual';
    const scope = scopeOf(rel);
    const dirs = new Set<string>();
    if (mode === 'auto') {
      const plain = globs.map((g) => g.replace(/^\.\//, ''));
      // A glob without a slash matches a file name anywhere below (as `*.tsx` is meant).
      const paths = picomatch(plain.filter((g) => g.includes('/')), { dot: true });
      const names = picomatch(plain.filter((g) => !g.includes('/')), { dot: true });
      const isMatch = (f: string): boolean => paths(f) || names(f.slice(f.lastIndexOf('/') + 1));
      const prefix = scope === '.' ? '' : `${scope}/`;
      for (const f of listedUnder(ctx, prefix)) if (isMatch(f.slice(prefix.length))) for (const a of ancestorsOf(f)) dirs.add(a);
    }
    const noFrontmatter = w.kind !== 'loaded' || w.file.unread ? null : fm === null ? 'none' : !fm.valid ? 'invalid' : null;
    out.push({ rel, scope, mode, globs, dirs, body: fm?.valid ? fm.body : text, noFrontmatter, globsLine: fm?.lineOf('globs') ?? null });
  }
  memo.set('', out);
  return out;
}

function raiseRuleFindings(ctx: DiscoveryContext, rule: CursorRule): void {
  if (rule.noFrontmatter !== null) {
    raise(ctx, CURSOR_ID, `nofm\0${rule.rel}`, {
      ruleId: 'cursor-rule-no-frontmatter',
      severity: 'warning',
      path: rule.rel,
      line: 1,
      profiles: [CURSOR_ID],
      message:
        rule.noFrontmatter === 'none'
          ? `${rule.rel} has no frontmatter: Cursor treats a rule without alwaysApply, globs or description as a manual rule and applies it only when someone @-mentions it, so the agent never sees it by itself. Start the file with a frontmatter block such as "---\\nalwaysApply: true\\n---" (always) or "globs: src/**/*.ts" (auto-attached).`
          : `The frontmatter of ${rule.rel} is not valid YAML: Cursor cannot read its alwaysApply, globs or description, so the rule is at best a manual rule, applied only when someone @-mentions it. Fix the YAML between the --- lines.`,
    }, null);
  }
  if (rule.mode === 'auto') {
    const own = rule.scope === '.' ? 'the repository' : rule.scope;
    if (!rule.dirs.has(rule.scope)) {
      raise(ctx, CURSOR_ID, `globs\0${rule.rel}`, {
        ruleId: 'cursor-rule-globs',
        severity: 'warning',
        path: rule.rel,
        line: rule.globsLine,
        profiles: [CURSOR_ID],
        message: `globs ${JSON.stringify(rule.globs.join(', '))} in ${rule.rel} match no file in ${own}, the folder the rule belongs to, so Cursor never attaches it. ${rule.scope === '.' ? 'Check the globs against the repository layout (e.g. "src/**/*.ts").' : `Globs of a nested rule are relative to ${rule.scope}: write "src/**" rather than "${rule.scope}/src/**".`}`,
      }, null);
    }
  }
}

const MODE_TEXT: Record<Exclude<Mode, 'always'>, string> = {
  auto: 'auto-attached by its globs',
  requested: 'agent-requested (description only): Cursor shows the agent its description and reads it only when the agent asks',
  manual: 'a manual rule (no alwaysApply, globs or description): applied only when someone @-mentions it',
};

export const cursor: Profile = {
  id: CURSOR_ID,
  name: 'Cursor',
  description: 'Cursor (documentation only, unverified): .cursorrules, .cursor/rules/*.mdc by alwaysApply / globs / description (root and nested, scoped), AGENTS.md root to cwd.',
  signals: [
    { glob: '.cursor/**', what: 'Cursor settings and rules (.cursor/)' },
    { glob: '**/.cursor/rules/**', what: 'Cursor rules (.cursor/rules/)' },
    { glob: CURSOR_LEGACY, what: 'legacy Cursor rules (.cursorrules)' },
  ],
  budgeted: false,
  promptUnknown: 'Cursor is closed source and cannot be run here: the files come from its documentation, the text it builds from them is not known',
  candidateNames: () => ['AGENTS.md'],
  readsListed: (rel) => rel === CURSOR_LEGACY || isCursorRule(rel),
  resolve(cwd: string, ctx: DiscoveryContext, _settings: ProfileSettings): ResolvedChain {
    const root = { dir: '.', marker: ctx.probe('.git').lkind !== 'missing' ? '.git' : ctx.assumeRoot ? 'assumed' : null };
    const r: ResolvedChain = { chain: newChain(CURSOR_ID, cwd, root), texts: [] };
    const add = (rel: string, body?: string): void => pushUnlessBlank(ctx, r, rel, body);
    add(CURSOR_LEGACY);
    // Rules of the folders from the root down to cwd; a nested folder's rules are scoped to it.
    const dirs = ctx.dirsFrom('.', cwd);
    const rules = allRules(ctx);
    for (const rule of rules) raiseRuleFindings(ctx, rule);
    for (const d of dirs) {
      for (const rule of rules) {
        if (rule.scope !== d) continue;
        if (rule.mode === 'always' || (rule.mode === 'auto' && rule.dirs.has(cwd))) {
          add(rule.rel, rule.body);
          continue;
        }
        const detail =
          rule.mode === 'auto'
            ? `${MODE_TEXT.auto}, and globs ${JSON.stringify(rule.globs.join(', '))} match no file under ${cwdText(cwd)}`
            : MODE_TEXT[rule.mode];
        pushPassed(r, { path: rule.rel, reason: 'not-configured', detail });
      }
    }
    for (const d of dirs) add(ctx.join(d, 'AGENTS.md'));
    return r;
  },
  render: renderSentFiles,
  validate(_settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[] {
    // Rules are judged once per audit, whatever the working directories.
    for (const rule of allRules(ctx)) raiseRuleFindings(ctx, rule);
    return raised(ctx, CURSOR_ID);
  },
};
