/**
 * Cline CLI (npm `cline`, the @cline/core rules loader it embeds; see docs/profiles.md#cline):
 * - the workspace is the working directory: nothing above it is read (no walk to the git root);
 * - rule sources, in this order: `<cwd>/AGENTS.md`, `<cwd>/.clinerules` (a file, or the top-level
 *   `.md`/`.markdown`/`.txt` files of the folder), `<cwd>/.cline/rules`, then the personal
 *   `~/.agents/AGENTS.md`, `~/.cline/rules`, `~/Cline/Rules`, `~/Documents/Cline/Rules`, then the
 *   `rules.md` of each managed `<cwd>/.cline/<name>/` folder (one with a `managed.json`);
 *   a folder lists its entries in the file system's order (not sorted) and keeps the regular files
 *   (a symlink is not a regular entry), then its own `AGENTS.md` when that resolves to a file;
 * - each file is a rule keyed by its lowercased name (front matter `name`, else the file stem;
 *   `Workspace AGENTS.md` and `Global AGENTS.md` for the two AGENTS.md sources): a later file with
 *   the same key replaces an earlier one, personal files included; `disabled: true` (or
 *   `enabled: false`) drops the rule that won; a blank body, front matter that does not parse, or a
 *   `name`/`disabled`/`enabled` of the wrong type drops the file; `paths:` is ignored;
 * - joined as `# Rules` and a `## <name>` section per rule, sorted by name (`localeCompare`).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { DiscoveryContext } from '../discovery/context.js';
import { directoryOrder } from '../discovery/fsprobe.js';
import type { ChainFile } from '../report/model.js';
import { readPersonal } from './chain-state.js';
import { baseOf, GIT_ROOT, leavesThroughLink, loadWhole, newChain, pushFile, pushPassed, raise, raised } from './common.js';
import { VERIFIED_VERSIONS } from './versions.js';
import { isPlainObject, parseYamlLikeParse } from './frontmatter.js';
import type { Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './types.js';

export const CLINE_ID = 'cline';
const RULE_EXTS = new Set(['.md', '.markdown', '.txt']);
const FRONT = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** The chain plus each loaded rule's display name (parallel to `chain.files`), for `render`. */
export interface ClineResolved extends ResolvedChain {
  names: string[];
}

const extOk = (name: string): boolean => RULE_EXTS.has(path.posix.extname(name).toLowerCase());
const stemOf = (name: string): string => path.posix.basename(name, path.posix.extname(name));

interface Candidate {
  /** Repository-relative path, or `~/…` for a personal file. */
  shown: string;
  personal: boolean;
  /** The listing (folder) it came from, for order-dependent replacements. */
  listing: string | null;
  /** The name Cline falls back to without front matter `name`. */
  fallback: string;
  read: () => { file: ChainFile; text: string } | { skip: string } | null;
}

type Parsed = { name: string; disabled: boolean; body: string } | { error: string };

/** @cline/core's rule parser: front matter (YAML), then the trimmed body; the first problem drops the file. */
export function parseClineRule(content: string, fallback: string): Parsed {
  const text = content.replace(/^\uFEFF/, '');
  const m = FRONT.exec(text);
  let data: Record<string, unknown> = {};
  let body = text;
  if (m) {
    const y = parseYamlLikeParse(m[1]!);
    if (!y.ok) return { error: `its front matter does not parse (${y.message})` };
    data = isPlainObject(y.value) ? y.value : {};
    body = m[2]!;
  }
  const instructions = body.trim();
  if (instructions === '') return { error: 'its body is blank' };
  let name: string | undefined;
  if (data.name !== undefined && data.name !== null) {
    if (typeof data.name !== 'string') return { error: "its front matter field 'name' is not a string" };
    name = data.name.trim() || undefined;
  }
  name ??= fallback.trim();
  if (name === '') return { error: 'it has no name' };
  const bool = (k: 'disabled' | 'enabled'): boolean | undefined | 'bad' => {
    const v = data[k];
    if (v === undefined || v === null) return undefined;
    return typeof v === 'boolean' ? v : 'bad';
  };
  let disabled = bool('disabled');
  if (disabled === 'bad') return { error: "its front matter field 'disabled' is not a boolean" };
  if (disabled === undefined) {
    const enabled = bool('enabled');
    if (enabled === 'bad') return { error: "its front matter field 'enabled' is not a boolean" };
    disabled = enabled === false ? true : undefined;
  }
  return { name, disabled: disabled === true, body: instructions };
}

const join = (d: string, n: string): string => (d === '.' ? n : `${d}/${n}`);

/** A repository source as @cline/core's `discoverFiles` sees it: a file, or a folder's top-level rule files then its AGENTS.md. */
function repoSource(ctx: DiscoveryContext, rel: string, fallbackFor: (rel: string) => string): Candidate[] {
  const p = ctx.probe(rel);
  if (leavesThroughLink(ctx, rel)) return [];
  const fileCandidate = (f: string, listing: string | null): Candidate => ({
    shown: f,
    personal: false,
    listing,
    fallback: fallbackFor(f),
    read: () => {
      const w = loadWhole(ctx, f);
      if (w.kind === 'loaded') return w.file.unread ? { skip: 'a link out of the repository: the audit does not read it' } : { file: w.file, text: w.text };
      if (w.kind === 'absent') return null;
      return { skip: w.passed.detail ?? 'it could not be read' };
    },
  });
  if (p.kind === 'file') return baseOf(rel) === '.clinerules' || extOk(rel) ? [fileCandidate(rel, null)] : [];
  if (p.kind !== 'directory' || p.link?.outside) return [];
  const out: Candidate[] = [];
  for (const n of ctx.directoryOrder(rel) ?? []) {
    const f = join(rel, n);
    if (ctx.probe(f).lkind === 'file' && extOk(n)) out.push(fileCandidate(f, rel));
  }
  const agents = join(rel, 'AGENTS.md');
  if (!out.some((c) => baseOf(c.shown) === 'AGENTS.md') && ctx.probe(agents).kind === 'file') out.push(fileCandidate(agents, rel));
  return out;
}

function statKind(abs: string, follow: boolean): 'file' | 'directory' | 'other' | 'missing' {
  try {
    const st = follow ? fs.statSync(abs) : fs.lstatSync(abs);
    return st.isFile() ? 'file' : st.isDirectory() ? 'directory' : 'other';
  } catch {
    return 'missing';
  }
}

/** The same for a personal source under the home folder (read as the agent reads it: links followed). */
function homeSource(home: string, rel: string, cap: number, fallbackFor: (shown: string) => string): Candidate[] {
  const abs = path.join(home, ...rel.split('/'));
  const fileCandidate = (fileRel: string, listing: string | null): Candidate => {
    const shown = `~/${fileRel}`;
    return {
      shown,
      personal: true,
      listing,
      fallback: fallbackFor(shown),
      read: () => {
        const dir = path.posix.dirname(fileRel);
        const doc = readPersonal(path.join(home, ...dir.split('/')), `~/${dir}`, [path.posix.basename(fileRel)], cap, () => false);
        return doc ? { file: { ...doc.file, loadedBytes: doc.file.size }, text: doc.text } : { skip: 'it could not be read' };
      },
    };
  };
  const kind = statKind(abs, true);
  if (kind === 'file') return extOk(rel) ? [fileCandidate(rel, null)] : [];
  if (kind !== 'directory') return [];
  const out: Candidate[] = [];
  for (const n of directoryOrder(abs) ?? []) {
    if (statKind(path.join(abs, n), false) === 'file' && extOk(n)) out.push(fileCandidate(`${rel}/${n}`, `~/${rel}`));
  }
  if (!out.some((c) => baseOf(c.shown) === 'AGENTS.md') && statKind(path.join(abs, 'AGENTS.md'), true) === 'file') out.push(fileCandidate(`${rel}/AGENTS.md`, `~/${rel}`));
  return out;
}

/** `<cwd>/.cline/<name>/` folders with a `managed.json` holding a JSON object (sorted as Cline sorts them). */
function managedFolders(ctx: DiscoveryContext, cwd: string): string[] {
  const dir = join(cwd, '.cline');
  if (ctx.probe(dir).kind !== 'directory' || leavesThroughLink(ctx, dir)) return [];
  const out: string[] = [];
  for (const n of ctx.directoryOrder(dir) ?? []) {
    const sub = join(dir, n);
    if (ctx.probe(sub).lkind !== 'directory') continue;
    const m = join(sub, 'managed.json');
    if (ctx.probe(m).kind !== 'file') continue;
    const c = ctx.read(m);
    if (!c || c.error) continue;
    try {
      const v: unknown = JSON.parse(Buffer.from(c.bytes).toString('utf8'));
      if (typeof v === 'object' && v !== null) out.push(sub);
    } catch {
      // not JSON: Cline skips the folder
    }
  }
  return out.sort((a, b) => a.localeCompare(b));
}

interface Winner {
  cand: Candidate;
  file: ChainFile;
  name: string;
  disabled: boolean;
  body: string;
}

function shadowFinding(loser: Candidate, winner: Winner, key: string): ProfileFinding {
  const sameListing = loser.listing !== null && loser.listing === winner.cand.listing;
  const by = winner.cand.personal
    ? `the personal rule ${winner.cand.shown} (a later source: Cline reads personal rules after the repository's)`
    : sameListing
      ? `${winner.cand.shown} in the same folder; which of the two wins depends on the order the file system lists the folder (Cline does not sort it), so it can differ between machines`
      : `${winner.cand.shown}, a later source`;
  const dropped = winner.disabled ? ' That rule is disabled, so neither text reaches the model.' : '';
  return {
    ruleId: 'cline-rule-shadowed',
    severity: 'warning',
    path: loser.shown,
    line: null,
    profiles: [CLINE_ID],
    message: `Cline keys each rule by its lowercased name (${JSON.stringify(key)}): this file is replaced by ${by}.${dropped} Give the rules distinct names (front matter name: or the file name).`,
    key: `${key}\0${winner.cand.shown}`,
  };
}

export const cline: Profile = {
  id: CLINE_ID,
  name: 'Cline CLI',
  description:
    'Cline CLI: the working directory only; AGENTS.md, .clinerules (file or top-level files), .cline/rules, then personal rules; one rule per lowercased name, later sources replace earlier ones; joined as # Rules / ## <name>, sorted.',
  verifiedVersion: VERIFIED_VERSIONS.cline,
  signals: [
    { glob: '.clinerules', what: 'a .clinerules file' },
    { glob: '.clinerules/**', what: 'Cline rules (.clinerules/)' },
    { glob: '.cline/**', what: 'Cline configuration (.cline/)' },
    { glob: '**/.clinerules', what: 'a .clinerules file' },
    { glob: '**/.clinerules/**', what: 'Cline rules (.clinerules/)' },
  ],
  budgeted: false,
  candidateNames: () => ['AGENTS.md'],
  readsListed: (rel) => /(^|\/)\.clinerules$/.test(rel) || (/(^|\/)(\.clinerules|\.cline\/rules)\/[^/]+$/.test(rel) && extOk(rel)) || /(^|\/)\.cline\/[^/]+\/(rules\.md|managed\.json)$/.test(rel),
  prefetch(cwd: string, ctx: DiscoveryContext): void {
    ctx.rootOf(cwd, GIT_ROOT);
  },
  resolve(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings): ClineResolved {
    const r: ClineResolved = { chain: newChain(CLINE_ID, cwd, { dir: cwd, marker: null }), texts: [], names: [], ...(settings.home ? { home: settings.home } : {}) };
    const workspaceAgents = join(cwd, 'AGENTS.md');
    // Seen with 3.0.65 (6 of 200 trees, under strace): a FIFO among the working directory's rule
    // sources, or in the git root's .clinerules/, is opened at startup, and Cline waits for a writer.
    const gitRoot = ctx.rootOf(cwd, GIT_ROOT);
    const fifoDirs = [join(cwd, '.clinerules'), join(cwd, '.cline/rules'), ...(gitRoot.marker !== null ? [join(gitRoot.dir, '.clinerules')] : [])];
    const fifos = [workspaceAgents, ...fifoDirs.flatMap((d) => (ctx.probe(d).kind === 'directory' && !leavesThroughLink(ctx, d) ? (ctx.directoryOrder(d) ?? []).map((n) => join(d, n)) : []))].filter((f) => ctx.probe(f).kind === 'fifo');
    if (fifos.length > 0) {
      r.chain.agentWarnings.push(`${fifos[0]} is a FIFO: Cline opens it at startup and waits for a writer, so it hangs and sends nothing.`);
      r.chain.startError = `${fifos[0]} is a FIFO: Cline hangs at startup`;
      return r;
    }
    const fallbackFor = (shown: string): string => {
      if (baseOf(shown).toLowerCase() !== 'agents.md') return stemOf(baseOf(shown));
      if (shown === workspaceAgents) return 'Workspace AGENTS.md';
      if (shown === '~/.agents/AGENTS.md') return 'Global AGENTS.md';
      return stemOf(baseOf(shown));
    };
    const candidates: Candidate[] = [...repoSource(ctx, workspaceAgents, fallbackFor), ...repoSource(ctx, join(cwd, '.clinerules'), fallbackFor), ...repoSource(ctx, join(cwd, '.cline/rules'), fallbackFor)];
    if (settings.home) {
      for (const rel of ['.agents/AGENTS.md', '.cline/rules', 'Cline/Rules', 'Documents/Cline/Rules']) candidates.push(...homeSource(settings.home, rel, ctx.readCap, fallbackFor));
    }
    for (const sub of managedFolders(ctx, cwd)) candidates.push(...repoSource(ctx, join(sub, 'rules.md'), fallbackFor));

    const rules = new Map<string, Winner>();
    const seen = new Set<string>();
    for (const cand of candidates) {
      if (seen.has(cand.shown)) continue;
      seen.add(cand.shown);
      const got = cand.read();
      if (got === null) continue;
      if ('skip' in got) {
        if (!cand.personal) pushPassed(r, { path: cand.shown, reason: 'unreadable', detail: `${got.skip}; Cline skips it` });
        continue;
      }
      const parsed = parseClineRule(got.text, cand.fallback);
      if ('error' in parsed) {
        if (!cand.personal) pushPassed(r, { path: cand.shown, reason: /blank/.test(parsed.error) ? 'whitespace-only' : 'not-configured', detail: `Cline drops this rule: ${parsed.error}` });
        continue;
      }
      const key = parsed.name.trim().toLowerCase();
      if (key === '') continue;
      const before = rules.get(key);
      const winner: Winner = { cand, file: got.file, ...parsed };
      rules.set(key, winner);
      if (before) {
        if (!before.cand.personal) {
          pushPassed(r, { path: before.cand.shown, reason: 'hidden', detail: cand.shown });
          raise(ctx, CLINE_ID, `shadow\0${before.cand.shown}\0${cand.shown}`, shadowFinding(before.cand, winner, key), cwd);
        }
      }
    }
    const kept = [...rules.values()].filter((w) => {
      if (!w.disabled) return true;
      if (!w.cand.personal) pushPassed(r, { path: w.cand.shown, reason: 'not-configured', detail: 'disabled in its front matter: Cline leaves it out' });
      return false;
    });
    // Array.prototype.sort is stable: names that compare equal keep the map's order, as in Cline.
    kept.sort((a, b) => a.name.localeCompare(b.name));
    for (const w of kept) {
      pushFile(r, w.file, w.body);
      r.names.push(w.name);
    }

    // The workspace is the working directory: what the directories above it hold is never read.
    const root = ctx.rootOf(cwd, GIT_ROOT);
    if (cwd !== '.' || root.dir !== '.') {
      const above = ctx.dirsFrom(root.marker === null ? '.' : root.dir, cwd).filter((d) => d !== cwd);
      const loadsRepo = r.chain.files.some((f) => !f.personal);
      for (const d of above) {
        for (const n of ['AGENTS.md', '.clinerules', '.cline/rules']) {
          const rel = join(d, n);
          const k = ctx.probe(rel).kind;
          if (k !== 'file' && !(k === 'directory' && n !== 'AGENTS.md')) continue;
          const severity = loadsRepo ? 'info' : 'warning';
          raise(
            ctx,
            CLINE_ID,
            `cwd-only\0${rel}\0${severity}`,
            {
              ruleId: 'cwd-only-unread',
              severity,
              path: rel,
              line: null,
              profiles: [CLINE_ID],
              message: `Cline reads rules from the directory it is started in only: started in ${cwd}, it never reads ${rel}${loadsRepo ? '' : ', and it finds no project rule there at all'}. Start Cline where ${n} is, or give ${cwd} its own ${n === 'AGENTS.md' ? 'AGENTS.md' : '.clinerules/'} (a symlink to a shared file works only for AGENTS.md and a .clinerules file: Cline skips symlinks inside a rules folder).`,
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
    const names = (resolved as ClineResolved).names ?? [];
    if (resolved.chain.files.length === 0) return '';
    return `# Rules\n${resolved.chain.files.map((_, i) => `## ${names[i] ?? ''}\n${resolved.texts[i] ?? ''}`).join('\n\n')}`;
  },
  validate(_settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[] {
    return raised(ctx, CLINE_ID);
  },
};
