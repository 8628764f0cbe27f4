/**
 * GitHub Copilot code review and the cloud coding agent on github.com (`copilot-review`; `copilot` is
 * an alias kept for existing configurations), from GitHub's documentation on repository custom
 * instructions (closed source, nothing to run here; see docs/profiles.md#copilot-review for the
 * sources and the choices made where the docs are silent). The Copilot CLI is `copilot-cli`.
 * - `.github/copilot-instructions.md` at the repository root, always;
 * - `.github/instructions/**\/*.instructions.md` whose `applyTo` globs (comma-separated) match a file
 *   under the working directory; `excludeAgent: coding-agent` leaves a file to code review only;
 * - the nearest `AGENTS.md` from the working directory up to the root ("the nearest AGENTS.md file
 *   in the directory tree will take precedence": modelled as only the nearest); where the chain has
 *   no AGENTS.md, a single `CLAUDE.md` (else `GEMINI.md`) at the root;
 * - no byte budget. GitHub removed the 4,000-character code-review read limit (changelog of
 *   2026-06-12; github/docs#42761): `copilot-review-limit` is opt-in, for
 *   `.github/copilot-instructions.md` and `.github/instructions/*.instructions.md` only.
 */
import picomatch from 'picomatch';
import { parseDocument } from 'yaml';
import type { DiscoveryContext } from '../discovery/context.js';
import { isBlank } from '../discovery/encoding.js';
import { placeIn } from './agent-config.js';
import { copilotReviewMissedFix } from './missed-fix.js';
import { charCount, listedUnder, loadOrPassOver, loadWhole, memoFor, newChain, pushFile, pushPassed, raise, raised } from './common.js';
import type { Profile, ProfileFinding, ProfileSettings, ProfileSignal, ResolvedChain } from './types.js';

export const COPILOT_ID = 'copilot-review';
export const COPILOT_ALIAS = 'copilot';
export const COPILOT_REVIEW_CHARS = 4000;
export const COPILOT_REPO_FILE = '.github/copilot-instructions.md';
/** What shows a repository uses GitHub Copilot (code review, the cloud agent, the CLI read the same files). */
export const COPILOT_SIGNALS: readonly ProfileSignal[] = [
  { glob: COPILOT_REPO_FILE, what: 'Copilot instruction files' },
  { glob: '.github/instructions/**', what: 'files under .github/instructions/' },
];
const INSTRUCTIONS_DIR = '.github/instructions/';

interface PathSpecific {
  rel: string;
  /** The applyTo globs, or null when there is none. */
  applyTo: string[] | null;
  excludeAgent: string | null;
  /** Every directory holding (at any depth) a listed file the globs match. */
  dirs: Set<string>;
  /** Where applyTo is written (for findings). */
  line: number | null;
}

/** The frontmatter block of a Markdown file, parsed, or null. */
function frontmatter(text: string): { data: Record<string, unknown>; applyToLine: number | null } | null {
  const m = /^(?:\uFEFF)?---\r?\n([\s\S]*?)\r?\n---\r?(?:\n|$)/.exec(text);
  if (!m) return null;
  try {
    const data: unknown = parseDocument(m[1]!).toJS();
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    const at = /^applyTo\s*:/m.exec(m[1]!);
    const offset = text.indexOf(m[1]!);
    return { data: data as Record<string, unknown>, applyToLine: at ? placeIn(text, offset + at.index).line : null };
  } catch {
    return null;
  }
}

const specificMemo = new WeakMap<DiscoveryContext, Map<string, PathSpecific[]>>();

function ancestorsOf(rel: string): string[] {
  const out: string[] = ['.'];
  const parts = rel.split('/');
  for (let i = 1; i < parts.length; i++) out.push(parts.slice(0, i).join('/'));
  return out;
}

/** Every path-specific instructions file, with the directories its applyTo reaches. */
function pathSpecific(ctx: DiscoveryContext): PathSpecific[] {
  const memo = memoFor(specificMemo, ctx);
  const hit = memo.get('');
  if (hit) return hit;
  const out: PathSpecific[] = [];
  const files = listedUnder(ctx, INSTRUCTIONS_DIR).filter((f) => f.endsWith('.instructions.md'));
  for (const rel of files) {
    const w = loadWhole(ctx, rel);
    const fm = w.kind === 'loaded' && !w.file.unread ? frontmatter(w.text) : null;
    const raw = fm?.data.applyTo;
    let applyTo: string[] | null = null;
    if (typeof raw === 'string') applyTo = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
    else if (Array.isArray(raw)) applyTo = raw.filter((s): s is string => typeof s === 'string').flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '');
    if (applyTo !== null && applyTo.length === 0) applyTo = null;
    const ex = fm?.data.excludeAgent;
    const dirs = new Set<string>();
    if (applyTo !== null) {
      const isMatch = picomatch(applyTo.map((g) => g.replace(/^\.?\//, '')), { dot: true });
      for (const f of ctx.listing.files.keys()) if (isMatch(f)) for (const a of ancestorsOf(f)) dirs.add(a);
    }
    out.push({ rel, applyTo, excludeAgent: typeof ex === 'string' ? ex : null, dirs, line: fm?.applyToLine ?? null });
  }
  memo.set('', out);
  return out;
}

/** Line and column of the first character code review never reads. */
function reviewCut(text: string): { line: number; column: number } {
  let chars = 0;
  let i = 0;
  while (i < text.length && chars < COPILOT_REVIEW_CHARS) {
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1;
    chars += 1;
  }
  return placeIn(text, i);
}

export function makeCopilotReview(COPILOT_ID: string): Profile {
  return {
  id: COPILOT_ID,
  name: COPILOT_ID === COPILOT_ALIAS ? 'GitHub Copilot code review (alias of copilot-review)' : 'GitHub Copilot code review',
  description: 'GitHub Copilot code review and cloud agent (GitHub docs): .github/copilot-instructions.md, .github/instructions/*.instructions.md by applyTo, the nearest AGENTS.md.',
  // Not for the `copilot` alias: `auto` picks copilot-review once.
  ...(COPILOT_ID === COPILOT_ALIAS ? {} : { signals: COPILOT_SIGNALS }),
  budgeted: false,
  candidateNames: () => ['AGENTS.md'],
  missedFileFix: copilotReviewMissedFix,
  readsListed: (rel) => rel === COPILOT_REPO_FILE || (rel.startsWith(INSTRUCTIONS_DIR) && rel.endsWith('.instructions.md')),
  resolve(cwd: string, ctx: DiscoveryContext, _settings: ProfileSettings): ResolvedChain {
    const root = { dir: '.', marker: ctx.probe('.git').lkind !== 'missing' ? '.git' : ctx.assumeRoot ? 'assumed' : null };
    const r: ResolvedChain = { chain: newChain(COPILOT_ID, cwd, root), texts: [] };

    const add = (rel: string, forReview: boolean): boolean => {
      const w = loadOrPassOver(ctx, r, rel);
      if (!w) return false;
      if (!w.file.unread && isBlank(w.text)) {
        pushPassed(r, { path: rel, reason: 'whitespace-only' });
        return false;
      }
      pushFile(r, w.file, w.text);
      const chars = charCount(w.text);
      // Opt-in (the rule is off unless configured), and only for the files GitHub stated it for.
      if (forReview && chars > COPILOT_REVIEW_CHARS && (rel === COPILOT_REPO_FILE || rel.startsWith(INSTRUCTIONS_DIR))) {
        const cut = reviewCut(w.text);
        raise(
          ctx,
          COPILOT_ID,
          `review\0${rel}`,
          {
            ruleId: 'copilot-review-limit',
            severity: 'warning',
            path: rel,
            line: cut.line,
            column: cut.column,
            profiles: [COPILOT_ID],
            message: `${rel} is ${chars.toLocaleString('en-US')} characters: Copilot code review used to read only the first ${COPILOT_REVIEW_CHARS.toLocaleString('en-US')} (GitHub removed that limit on 2026-06-12; you enabled this rule, e.g. for a GitHub Enterprise Server that predates the change), so everything from line ${cut.line}, column ${cut.column} on may not be used in reviews. Put what reviews must enforce first, or shorten the file.`,
          },
          cwd,
        );
      }
      return true;
    };

    add(COPILOT_REPO_FILE, true);

    for (const ps of pathSpecific(ctx)) {
      if (ps.applyTo === null) {
        pushPassed(r, { path: ps.rel, reason: 'not-configured', detail: 'no applyTo in its frontmatter: Copilot does not apply it automatically' });
        raise(ctx, COPILOT_ID, `applyto\0${ps.rel}`, {
          ruleId: 'copilot-applyto',
          severity: 'warning',
          path: ps.rel,
          line: 1,
          profiles: [COPILOT_ID],
          message: `${ps.rel} has no applyTo: Copilot applies a path-specific instructions file only to the files its applyTo globs match, so this one is never used. Add a frontmatter line such as applyTo: "**" (every file) or applyTo: "src/**/*.ts".`,
        }, null);
        continue;
      }
      if (ps.dirs.size === 0) {
        raise(ctx, COPILOT_ID, `applyto\0${ps.rel}`, {
          ruleId: 'copilot-applyto',
          severity: 'warning',
          path: ps.rel,
          line: ps.line,
          profiles: [COPILOT_ID],
          message: `applyTo ${JSON.stringify(ps.applyTo.join(', '))} in ${ps.rel} matches no file in the repository, so Copilot never applies it. Check the globs (they are matched against repository-relative paths, e.g. "src/**/*.ts").`,
        }, null);
      }
      if (ps.excludeAgent === 'coding-agent') {
        pushPassed(r, { path: ps.rel, reason: 'not-configured', detail: 'excludeAgent: coding-agent (used by code review only)' });
        continue;
      }
      if (!ps.dirs.has(cwd)) {
        pushPassed(r, { path: ps.rel, reason: 'not-configured', detail: `applyTo ${JSON.stringify(ps.applyTo.join(', '))} matches no file under ${cwd === '.' ? 'the repository root' : cwd}` });
        continue;
      }
      add(ps.rel, ps.excludeAgent !== 'code-review');
    }

    // The nearest AGENTS.md takes precedence.
    const nearest = [...ctx.dirsFrom('.', cwd)].reverse();
    let agents: string | null = null;
    for (const d of nearest) {
      const rel = ctx.join(d, 'AGENTS.md');
      const p = ctx.probe(rel);
      if (p.lkind === 'missing') continue;
      if (agents !== null) {
        pushPassed(r, { path: rel, reason: 'hidden', detail: `${agents} is nearer; Copilot uses the nearest AGENTS.md` });
        continue;
      }
      if (p.kind !== 'file') {
        add(rel, true);
        continue;
      }
      agents = rel;
      add(rel, true);
    }
    for (const n of ['CLAUDE.md', 'GEMINI.md']) {
      if (ctx.probe(n).lkind === 'missing') continue;
      if (agents !== null) {
        pushPassed(r, { path: n, reason: 'hidden', detail: `${agents} is used; Copilot reads a root ${n} only in place of AGENTS.md` });
        continue;
      }
      if (add(n, true)) agents = n;
    }
    return r;
  },
  render(resolved: ResolvedChain): string {
    return resolved.texts.filter((t) => t !== '').join('\n\n');
  },
  validate(_settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[] {
    return raised(ctx, COPILOT_ID);
  },
  };
}

export const copilotReview = makeCopilotReview(COPILOT_ID);
/** `copilot`: the name the code-review profile had before `copilot-cli` existed; same behaviour. */
export const copilot = makeCopilotReview(COPILOT_ALIAS);
