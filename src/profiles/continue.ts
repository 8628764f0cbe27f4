/**
 * Continue CLI (`@continuedev/cli`, `cn`; its `src/systemMessage.ts`, see docs/profiles.md#continue):
 * - the working directory only: the first of `AGENTS.md`, `AGENT.md`, `CLAUDE.md`, `CODEX.md` that
 *   exists there (links followed), read whole and kept as it is; the first that exists ends the
 *   search even when it is empty or cannot be read (a folder), and a FIFO hangs the start;
 * - then every `*.md` under `<cwd>/.continue/rules/` and the personal `~/.continue/rules/`
 *   (`$CONTINUE_GLOBAL_DIR/rules`), recursively, in the order Node lists them (`readdirSync` with
 *   `recursive`: each folder sorted by the bytes of the names, a folder's subfolders after it,
 *   links to folders followed): a rule applies when `alwaysApply: true`, or when none of
 *   `alwaysApply`, `globs`, `regex` is set, and `invokable` is not; its text is the body after the
 *   front matter (trimmed), or the whole file (line ends made LF) without front matter;
 * - identical rule files are all sent (1.5.47 de-duplicates a rule file only against the rules of
 *   its configuration file and `--rule`, which the audit does not read);
 * - `<context name="userRules">`, the agent file, the rules joined by blank lines, `</context>`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { DiscoveryContext } from '../discovery/context.js';
import { decodeLossy } from '../discovery/encoding.js';
import { readCapped } from '../discovery/fsprobe.js';
import type { ChainFile } from '../report/model.js';
import { GIT_ROOT, leavesThroughLink, loadWhole, newChain, pushFile, pushPassed, raise, raised } from './common.js';
import { VERIFIED_VERSIONS } from './versions.js';
import { parseYamlLikeParse } from './frontmatter.js';
import type { Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './types.js';

export const CONTINUE_ID = 'continue';
export const CONTINUE_FILES = ['AGENTS.md', 'AGENT.md', 'CLAUDE.md', 'CODEX.md'] as const;
const RULES_DIR = '.continue/rules';
/** Personal rule files the audit reads at most (the home folder is read with care). */
const HOME_RULES_MAX = 200;

/** The chain plus how many of its files are the agent file (0 or 1, first), for `render`. */
export interface ContinueResolved extends ResolvedChain {
  agentFiles: number;
}

const join = (d: string, n: string): string => (d === '.' ? n : `${d}/${n}`);
const byBytes = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** What Continue's `parseMarkdownRule` makes of a rule file. */
export function parseContinueRule(content: string): { front: unknown; markdown: string; frontError?: string } {
  const t = content.replace(/\r\n/g, '\n');
  const parts = t.split(/^---\s*$/m);
  if (parts.length >= 3) {
    const y = parseYamlLikeParse(parts[1]!);
    if (!y.ok) return { front: {}, markdown: t, frontError: y.message };
    return { front: y.value || {}, markdown: parts.slice(2).join('---').trim() };
  }
  return { front: {}, markdown: t };
}

const field = (front: unknown, k: string): unknown => (typeof front === 'object' && front !== null ? (front as Record<string, unknown>)[k] : undefined);

/** Why the CLI never applies a rule, or null when it does (its text may still be blank). */
export function continueSkips(front: unknown): { why: string; ideOnly: boolean } | null {
  if (field(front, 'invokable')) return { why: 'invokable: it is applied only when invoked by name', ideOnly: true };
  const always = field(front, 'alwaysApply');
  if (always === true) return null;
  if (always === undefined && !field(front, 'globs') && !field(front, 'regex')) return null;
  if (always === undefined) return { why: `it sets ${field(front, 'globs') ? 'globs' : 'regex'} without alwaysApply: true: the CLI applies only always-on rules (the editor extensions attach it when matching files are in context)`, ideOnly: true };
  if (always === false) {
    const ide = Boolean(field(front, 'globs') || field(front, 'regex') || field(front, 'description'));
    return { why: `alwaysApply: false: the CLI never applies it${ide ? ' (the editor extensions may attach it for its globs, regex or description)' : ''}`, ideOnly: ide };
  }
  return { why: `alwaysApply is ${JSON.stringify(always)}, not the boolean true: Continue leaves the rule out`, ideOnly: false };
}

interface RuleFile {
  shown: string;
  personal: boolean;
  read: () => { file: ChainFile; text: string } | null;
}

/** `readdirSync(dir, { recursive: true })` over the repository: breadth first, each folder sorted by bytes, links to folders followed. */
function repoRules(ctx: DiscoveryContext, dir: string): RuleFile[] {
  if (ctx.probe(dir).kind !== 'directory' || leavesThroughLink(ctx, dir)) return [];
  const out: RuleFile[] = [];
  const queue = [dir];
  for (let i = 0; i < queue.length && queue.length < 10_000; i++) {
    const d = queue[i]!;
    if (ctx.probe(d).link?.outside) continue;
    const names = [...(ctx.directoryOrder(d) ?? [])].sort(byBytes);
    for (const n of names) {
      const rel = join(d, n);
      const p = ctx.probe(rel);
      if (n.endsWith('.md') && p.kind === 'file') {
        out.push({
          shown: rel,
          personal: false,
          read: () => {
            const w = loadWhole(ctx, rel);
            return w.kind === 'loaded' && !w.file.unread ? { file: w.file, text: w.text } : null;
          },
        });
      }
      if (p.kind === 'directory') queue.push(rel);
    }
  }
  return out;
}

function homeRules(home: string, cap: number): RuleFile[] {
  const dir = path.join(home, '.continue', 'rules');
  let names: string[];
  try {
    names = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((n) => String(n).endsWith('.md')).slice(0, HOME_RULES_MAX);
  } catch {
    return [];
  }
  return names.map((n) => ({
    shown: `~/.continue/rules/${n.split(path.sep).join('/')}`,
    personal: true,
    read: () => {
      const abs = path.join(dir, n);
      try {
        if (!fs.statSync(abs).isFile()) return null;
      } catch {
        return null;
      }
      const c = readCapped(abs, cap);
      if (c.error) return null;
      return { file: { path: `~/.continue/rules/${n.split(path.sep).join('/')}`, size: c.size, loadedBytes: c.size, truncated: false, personal: true }, text: decodeLossy(c.bytes) };
    },
  }));
}

export const continueCli: Profile = {
  id: CONTINUE_ID,
  name: 'Continue CLI',
  description:
    'Continue CLI (cn): the working directory only; the first of AGENTS.md, AGENT.md, CLAUDE.md, CODEX.md, then the always-on .continue/rules/**/*.md (and ~/.continue/rules), in a <context name="userRules"> block.',
  verifiedVersion: VERIFIED_VERSIONS.continue,
  signals: [
    { glob: '.continue/**', what: 'Continue configuration (.continue/)' },
    { glob: '**/.continue/**', what: 'Continue configuration (.continue/)' },
  ],
  budgeted: false,
  candidateNames: () => [...CONTINUE_FILES],
  readsListed: (rel) => (rel.startsWith(`${RULES_DIR}/`) || rel.includes(`/${RULES_DIR}/`)) && rel.endsWith('.md'),
  prefetch(cwd: string, ctx: DiscoveryContext): void {
    ctx.rootOf(cwd, GIT_ROOT);
  },
  resolve(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings): ContinueResolved {
    const r: ContinueResolved = { chain: newChain(CONTINUE_ID, cwd, { dir: cwd, marker: null }), texts: [], agentFiles: 0, ...(settings.home ? { home: settings.home } : {}) };

    // The agent file: the first name that exists (links followed; a folder or FIFO exists too).
    let first: string | null = null;
    for (const name of CONTINUE_FILES) {
      const rel = join(cwd, name);
      const p = ctx.probe(rel);
      if (first !== null) {
        if (p.lkind !== 'missing') pushPassed(r, { path: rel, reason: 'hidden', detail: first });
        continue;
      }
      if (p.kind === 'missing') {
        if (p.lkind === 'symlink') pushPassed(r, { path: rel, reason: 'not-regular-file', detail: 'a dangling symlink (Continue treats it as absent)' });
        continue;
      }
      first = rel;
      if (p.kind === 'fifo') {
        pushPassed(r, { path: rel, reason: 'not-regular-file', detail: 'a FIFO' });
        r.chain.agentWarnings.push(`${rel} is a FIFO: Continue reads it at startup and waits for a writer, so it hangs.`);
        continue;
      }
      const w = loadWhole(ctx, rel);
      if (w.kind !== 'loaded') {
        if (w.kind !== 'absent') pushPassed(r, { ...w.passed, detail: `${w.passed.detail ?? ''}; Continue cannot read it, warns, and reads none of the other names`.replace(/^; /, '') });
        continue;
      }
      if (w.text === '' && !w.file.unread) {
        pushPassed(r, { path: rel, reason: 'whitespace-only', detail: 'empty: Continue adds nothing, and reads none of the other names' });
        continue;
      }
      pushFile(r, w.file, w.text);
      r.agentFiles = 1;
    }

    // The rules: the always-on ones, each sent (1.5.47 drops a rule only when its text equals a
    // rule of the configuration file or of --rule, which the audit does not read: not between files).
    const files = [...repoRules(ctx, join(cwd, RULES_DIR)), ...(settings.home ? homeRules(settings.home, ctx.readCap) : [])];
    for (const f of files) {
      const got = f.read();
      if (got === null) continue;
      const parsed = parseContinueRule(got.text);
      if (parsed.frontError !== undefined && !f.personal) {
        r.chain.agentWarnings.push(`${f.shown}: its front matter does not parse (${parsed.frontError}); Continue sends the whole file, front matter included, as an always-on rule.`);
      }
      const skip = continueSkips(parsed.front);
      if (skip !== null) {
        if (f.personal) continue;
        pushPassed(r, { path: f.shown, reason: 'not-configured', detail: skip.why });
        raise(
          ctx,
          CONTINUE_ID,
          `never\0${f.shown}`,
          {
            ruleId: 'continue-rule-never-applied',
            severity: skip.ideOnly ? 'info' : 'warning',
            path: f.shown,
            line: null,
            profiles: [CONTINUE_ID],
            message: `Continue CLI never applies this rule: ${skip.why}. Set alwaysApply: true (and no invokable) for a rule the CLI should always send.`,
          },
          null,
        );
        continue;
      }
      if (parsed.markdown.trim() === '') {
        if (!f.personal) pushPassed(r, { path: f.shown, reason: 'whitespace-only', detail: 'a blank rule: Continue leaves it out' });
        continue;
      }
      pushFile(r, got.file, parsed.markdown);
    }

    // The workspace is the working directory: what the directories above it hold is never read.
    const root = ctx.rootOf(cwd, GIT_ROOT);
    if (cwd !== '.') {
      const above = ctx.dirsFrom(root.marker === null ? '.' : root.dir, cwd).filter((d) => d !== cwd);
      const loadsRepo = r.chain.files.some((f) => !f.personal);
      for (const d of above) {
        for (const n of [...CONTINUE_FILES, RULES_DIR]) {
          const rel = join(d, n);
          const k = ctx.probe(rel).kind;
          if (k !== (n === RULES_DIR ? 'directory' : 'file')) continue;
          const severity = loadsRepo ? 'info' : 'warning';
          raise(
            ctx,
            CONTINUE_ID,
            `cwd-only\0${rel}\0${severity}`,
            {
              ruleId: 'cwd-only-unread',
              severity,
              path: rel,
              line: null,
              profiles: [CONTINUE_ID],
              message: `Continue CLI reads ${n === RULES_DIR ? 'rules' : 'its instruction file'} from the directory it is started in only: started in ${cwd}, it never reads ${rel}${loadsRepo ? '' : ', and it finds no project instruction there at all'}. Start cn where ${n} is, or give ${cwd} its own.`,
              key: `${rel}\0${severity}`,
            },
            cwd,
          );
        }
      }
    }
    return r;
  },
  render(resolved: ResolvedChain): string {
    const agentFiles = (resolved as ContinueResolved).agentFiles ?? 0;
    const agent = agentFiles > 0 ? (resolved.texts[0] ?? '') : '';
    const rules = resolved.texts.slice(agentFiles);
    if (agent === '' && rules.length === 0) return '';
    let out = '<context name="userRules">';
    if (agent !== '') out += `\n${agent}`;
    if (rules.length > 0) out += `${agent !== '' ? '\n\n' : '\n'}${rules.join('\n\n')}`;
    return `${out}\n</context>`;
  },
  validate(_settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[] {
    return raised(ctx, CONTINUE_ID);
  },
};
