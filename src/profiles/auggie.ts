/**
 * Auggie, Augment Code's CLI (`auggie`), from its shipped code: `@augmentcode/auggie` 0.36.0,
 * `augment.mjs` (the rules loader: `.augment`, `rules`, `.augment-guidelines`, `AGENTS.md`,
 * `CLAUDE.md`; `getRuleTypeFromContent`; the rule-directory walk over `.md` / `.mdc`), and Augment's
 * rules documentation (https://docs.augmentcode.com/cli/rules). It needs Augment's service to run,
 * so it is **unverified** (docs/profiles.md#auggie).
 * - the workspace root is the git root (`git rev-parse --show-toplevel`), else cwd; from there
 *   `.augment-guidelines`, `AGENTS.md` and `CLAUDE.md` (both: neither hides the other), and every
 *   `.augment/rules/**\/*.{md,mdc}`;
 * - a rule's kind from its frontmatter: `type: always_apply | manual | agent_requested`; else
 *   `alwaysApply` set: always; else a `description`: agent-requested; else (no frontmatter too)
 *   always. `manual` rules are not sent; agent-requested ones are sent for the service to choose from;
 * - nested `AGENTS.md` / `CLAUDE.md` are sent only later, for files the agent works on;
 * - the prompt is assembled on Augment's service: the profile models which files are sent, not the text.
 */
import type { DiscoveryContext } from '../discovery/context.js';
import { GIT_ROOT, listedUnder, loadWhole, memoFor, newChain, pushPassed, pushUnlessBlank, raise, raised } from './common.js';
import { readFrontmatter } from './frontmatter.js';
import { renderSentFiles } from './sent-files.js';
import type { Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './types.js';

export const AUGGIE_ID = 'auggie';
export const AUGGIE_GUIDELINES = '.augment-guidelines';
const RULES = '.augment/rules/';

type Kind = 'always_apply' | 'manual' | 'agent_requested';

function isRule(rel: string, root: string): boolean {
  const prefix = root === '.' ? RULES : `${root}/${RULES}`;
  return rel.startsWith(prefix) && /\.mdc?$/.test(rel);
}

/** The kind Auggie gives a rule (as `getRuleTypeFromContent` does), and where `type` is written. */
function kindOf(text: string): { kind: Kind; body: string; line: number | null } {
  const fm = readFrontmatter(text);
  if (!fm?.valid) return { kind: 'always_apply', body: text, line: null };
  const t = fm.data.type;
  if (typeof t === 'string' && ['always_apply', 'manual', 'agent_requested'].includes(t.toLowerCase())) {
    return { kind: t.toLowerCase() as Kind, body: fm.body, line: fm.lineOf('type') };
  }
  if (fm.data.alwaysApply) return { kind: 'always_apply', body: fm.body, line: null };
  const d = fm.data.description;
  if (typeof d === 'string' && d.trim() !== '') return { kind: 'agent_requested', body: fm.body, line: null };
  return { kind: 'always_apply', body: fm.body, line: null };
}

const kindMemo = new WeakMap<DiscoveryContext, Map<string, ReturnType<typeof kindOf> | null>>();

function ruleKind(ctx: DiscoveryContext, rel: string): ReturnType<typeof kindOf> | null {
  const memo = memoFor(kindMemo, ctx);
  if (memo.has(rel)) return memo.get(rel)!;
  const w = loadWhole(ctx, rel);
  const k = w.kind === 'loaded' && !w.file.unread ? kindOf(w.text) : null;
  memo.set(rel, k);
  return k;
}

export const auggie: Profile = {
  id: AUGGIE_ID,
  name: 'Auggie (Augment Code CLI)',
  description: 'Auggie 0.36.0 (shipped code, unverified): at the git root CLAUDE.md, AGENTS.md, .augment-guidelines, .augment/rules/**/*.{md,mdc} unless type: manual; which files are sent, not the text.',
  signals: [
    { glob: AUGGIE_GUIDELINES, what: 'Augment guidelines (.augment-guidelines)' },
    { glob: '.augment/**', what: 'Augment settings and rules (.augment/)' },
  ],
  budgeted: false,
  promptUnknown: "Auggie builds the prompt on Augment's service: the audit knows which files it sends, not the text",
  candidateNames: () => ['AGENTS.md', 'CLAUDE.md'],
  readsListed: (rel) => rel === AUGGIE_GUIDELINES || rel.endsWith(`/${AUGGIE_GUIDELINES}`) || ((rel.startsWith(RULES) || rel.includes(`/${RULES}`)) && /\.mdc?$/.test(rel)),
  prefetch(cwd: string, ctx: DiscoveryContext): void {
    ctx.rootOf(cwd, GIT_ROOT);
  },
  resolve(cwd: string, ctx: DiscoveryContext, _settings: ProfileSettings): ResolvedChain {
    const git = ctx.rootOf(cwd, GIT_ROOT);
    const root = git.marker === null ? cwd : git.dir;
    const r: ResolvedChain = { chain: newChain(AUGGIE_ID, cwd, { dir: root, marker: git.marker }), texts: [] };
    const add = (rel: string, body?: string): void => pushUnlessBlank(ctx, r, rel, body);
    // In the order of precedence of Augment's CLI rules page.
    for (const n of ['CLAUDE.md', 'AGENTS.md', AUGGIE_GUIDELINES]) add(ctx.join(root, n));
    for (const rel of listedUnder(ctx, root === '.' ? RULES : `${root}/${RULES}`).filter((f) => isRule(f, root))) {
      const k = ruleKind(ctx, rel);
      if (k?.kind === 'manual') {
        pushPassed(r, { path: rel, reason: 'not-configured', detail: 'type: manual: Auggie sends it only when someone attaches it to a message' });
        raise(ctx, AUGGIE_ID, `manual\0${rel}`, {
          ruleId: 'auggie-manual-rule',
          severity: 'info',
          path: rel,
          line: k.line,
          profiles: [AUGGIE_ID],
          message: `${rel} is a manual rule (type: manual): Auggie never sends it by itself, only when someone attaches it to a message, so a non-interactive run (auggie --print, CI) never sees it. Use type: always_apply to send it with every request, or agent_requested with a description to let the agent choose.`,
        }, null);
        continue;
      }
      add(rel, k?.body);
    }
    for (const d of ctx.dirsFrom(root, cwd)) {
      if (d === root) continue;
      for (const n of ['AGENTS.md', 'CLAUDE.md']) {
        const rel = ctx.join(d, n);
        if (ctx.probe(rel).lkind === 'missing') continue;
        pushPassed(r, { path: rel, reason: 'not-configured', detail: `Auggie sends only the workspace root's ${n} at the start; a nested one once it works on files under ${d}` });
      }
    }
    return r;
  },
  render: renderSentFiles,
  validate(_settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[] {
    return raised(ctx, AUGGIE_ID);
  },
};
