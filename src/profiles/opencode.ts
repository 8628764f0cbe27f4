/**
 * OpenCode, as `packages/opencode/src/session/instruction.ts` (@00b964bd) and
 * `src/config/config.ts` behave (see docs/profiles.md#opencode):
 * - root: the git worktree (the nearest `.git`, file or directory); outside git OpenCode walks to
 *   `/`, which the audit models as walking to the audited root;
 * - names `AGENTS.md`, `CLAUDE.md`, `CONTEXT.md`: the *first name* with any match from cwd up to the
 *   root wins the whole chain, and every match of that name is loaded, nearest first; so one
 *   AGENTS.md anywhere in the chain hides every CLAUDE.md. `opencode@local` also pulls in each
 *   name's `.local.md` variant (version-dependent);
 * - existence follows links (a dangling link is absent; a directory counts, reads as "" and is
 *   skipped); only files whose content is exactly "" are skipped, whitespace-only files are kept;
 * - no budget; each file is rendered `Instructions from: <absolute path>\n<content>` (a UTF-8 BOM
 *   is not sent);
 * - the personal files (first group with any file) come first, then the repository files, then
 *   `instructions` from every `opencode.json` / `opencode.jsonc` (in that order in one folder)
 *   between the worktree and cwd (concatenated), globbed in every directory from cwd up to the
 *   root (each glob's matches in the order OpenCode's asynchronous walker yields them, and
 *   `opencode-glob-order` where that order depends on the run: `globSchedule`); URLs last
 *   (fetched at startup, dropped silently on failure).
 */
import picomatch from 'picomatch';
import type { DiscoveryContext } from '../discovery/context.js';
import { readPersonal } from './chain-state.js';
import { opencodeMissedFix } from './missed-fix.js';
import { configFinding, readAgentConfig, stringList, typeName } from './agent-config.js';
import {
  absOf,
  baseOf,
  FS_ROOT_MARKER,
  GIT_ROOT,
  joinInside,
  leavesThroughLink,
  listedUnder,
  loadWhole,
  memoFor,
  newChain,
  pushFile,
  pushPassed,
  raise,
  raised,
  rootAbsOf,
} from './common.js';
import { VERIFIED_VERSIONS } from './versions.js';
import type { Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './types.js';

export const OPENCODE_FILES = ['AGENTS.md', 'CLAUDE.md', 'CONTEXT.md'] as const;
/** An `instructions` glob whose matches come in an order that depends on the run (src/profiles/rules-opencode.ts). */
export const OPENCODE_GLOB_ORDER_RULE = 'opencode-glob-order';
/** In one folder `opencode.json` is read before `opencode.jsonc` (recorded: opencode-json-before-jsonc). */
const CONFIG_NAMES = ['opencode.json', 'opencode.jsonc'] as const;
const GLOB_CHARS = /[*?[\]{}!]/;

export function localVariant(name: string): string {
  return name.replace(/\.md$/, '.local.md');
}

/** OpenCode's `fs.exists`: follows links; a directory or FIFO exists too. */
function exists(ctx: DiscoveryContext, rel: string): boolean {
  const p = ctx.probe(rel);
  return p.lkind !== 'missing' && p.kind !== 'missing';
}

interface MergedConfig {
  /** `instructions` entries in merge order (deduplicated), with where each was written. */
  entries: { value: string; file: string; line: number | null; column?: number }[];
  /** The first configuration file OpenCode cannot load (it refuses to start). */
  broken: string | null;
  /** Findings about the files, raised for every working directory that merges them. */
  findings: [string, ProfileFinding][];
}

const configMemo = new WeakMap<DiscoveryContext, Map<string, MergedConfig>>();

/**
 * What a fork of OpenCode (Kilo) changes in the same loader: its configuration names and folders,
 * its personal files, and instructions it adds from files of its own.
 */
export interface OpencodeFlavour {
  configNames: readonly string[];
  configDirs: readonly string[];
  /** Personal groups: [absolute folder under the home, display, names]; the first group with a file wins. */
  personal(home: string): [string, string, string[]][];
  /** Files the agent adds as instructions before the configured ones (repository-relative). */
  extraInstructions?(ctx: DiscoveryContext, cwd: string, r: ResolvedChain): string[];
}

export const OPENCODE_FLAVOUR: OpencodeFlavour = {
  configNames: CONFIG_NAMES,
  configDirs: ['.opencode'],
  personal: (home) => [
    [`${home}/.config/opencode`, '~/.config/opencode', ['AGENTS.md']],
    [`${home}/.claude`, '~/.claude', ['CLAUDE.md']],
  ],
};

/** The project configuration files OpenCode merges for `cwd`, lowest precedence first. */
function configFiles(dirs: readonly string[], flavour: OpencodeFlavour): string[] {
  const nearest = [...dirs].reverse();
  const out: string[] = [];
  // Folder by folder from the worktree down, every name in each (recorded: opencode-config-root-jsonc-pkg-json).
  for (const d of dirs) for (const name of flavour.configNames) out.push(d === '.' ? name : `${d}/${name}`);
  for (const d of nearest) for (const sub of flavour.configDirs) for (const name of flavour.configNames) out.push(d === '.' ? `${sub}/${name}` : `${d}/${sub}/${name}`);
  return out;
}

function mergedConfig(ctx: DiscoveryContext, profile: string, dirs: readonly string[], flavour: OpencodeFlavour): MergedConfig {
  const memo = memoFor(configMemo, ctx);
  const key = `${profile}\0${dirs.join('\0')}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const merged: MergedConfig = { entries: [], broken: null, findings: [] };
  const raise = (identity: string, f: ProfileFinding): void => {
    merged.findings.push([identity, f]);
  };
  const seen = new Set<string>();
  for (const rel of configFiles(dirs, flavour)) {
    const r = readAgentConfig(ctx, rel, 'jsonc');
    if (r.status === 'absent') continue;
    if (r.status === 'unreadable') continue;
    if (r.status === 'invalid') {
      raise(`config\0${rel}`, configFinding(rel, [profile], r.problem, 'OpenCode refuses to start with a configuration file it cannot parse.'));
      merged.broken ??= rel;
      continue;
    }
    if (typeof r.value !== 'object' || r.value === null || Array.isArray(r.value)) {
      raise(`config\0${rel}`, configFinding(rel, [profile], { message: `the file holds ${typeName(r.value)}, not an object`, line: 1 }, 'OpenCode refuses to start.'));
      merged.broken ??= rel;
      continue;
    }
    const raw = (r.value as Record<string, unknown>).instructions;
    if (raw === undefined) continue;
    const list = stringList(raw);
    if (list === null) {
      const at = r.placeOf(['instructions']);
      raise(
        `config\0${rel}\0instructions`,
        configFinding(
          rel,
          [profile],
          { message: `"instructions" is ${typeName(raw)}; OpenCode expects a list of paths, globs or URLs`, line: at?.line ?? null, ...(at ? { column: at.column } : {}) },
          'OpenCode rejects the configuration and does not start.',
        ),
      );
      merged.broken ??= rel;
      continue;
    }
    list.forEach((value, i) => {
      if (seen.has(value)) return;
      seen.add(value);
      const at = r.placeOf(['instructions', i]);
      merged.entries.push({ value, file: rel, line: at?.line ?? null, ...(at ? { column: at.column } : {}) });
    });
  }
  memo.set(key, merged);
  return merged;
}

/** What one `instructions` pattern yields from one directory, in OpenCode's order. */
interface GlobHits {
  files: string[];
  /**
   * The files whose place depends on the run: each comes from a file system call OpenCode makes at
   * the same time as the call of another match (several directory reads, or several `lstat`s),
   * and such calls finish in any order.
   */
  racing: string[];
}

const globMemo = new WeakMap<DiscoveryContext, Map<string, GlobHits>>();

/** Files matching a relative `instructions` pattern from `dir` (OpenCode globs with dot files, files only). */
function globIn(ctx: DiscoveryContext, dir: string, pattern: string): GlobHits {
  if (!GLOB_CHARS.test(pattern)) {
    const rel = joinInside(dir, pattern);
    if (rel === null || rel === '.' || leavesThroughLink(ctx, rel)) return { files: [], racing: [] };
    return { files: ctx.probe(rel).kind === 'file' ? [rel] : [], racing: [] };
  }
  const memo = memoFor(globMemo, ctx);
  const key = `${dir}\0${pattern}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const norm = pattern.replace(/^\.\//, '');
  const out: string[] = [];
  if (!norm.split('/').includes('..') && !norm.startsWith('/')) {
    const isMatch = picomatch(norm, { dot: true });
    const prefix = dir === '.' ? '' : `${dir}/`;
    // Only files under the pattern's static base can match (`docs/` for `docs/*.md`).
    const base = picomatch.scan(norm).base;
    for (const f of listedUnder(ctx, base === '' ? prefix : `${prefix}${base}/`)) {
      if (isMatch(f.slice(prefix.length)) && ctx.probe(f).kind === 'file') out.push(f);
    }
  }
  const result = out.length > 1 ? globSchedule(ctx, dir, norm, out) : { files: out, racing: [] };
  memo.set(key, result);
  return result;
}

/**
 * The order OpenCode 1.18.33 yields a glob's matches in, and whether that order holds on every run.
 * OpenCode globs with `glob` (isaacs, asynchronous; read from the shipped bundle): literal segments
 * are resolved without a call; a directory where a wildcard (or `**`) applies is read
 * (`readdir`), and the files it yields come at once, in the reverse of the order the file system
 * lists it (path-scurry puts each entry first); a literal last segment after a wildcard is checked
 * with one `lstat` per candidate (`*\/RULES.md`). A read or `lstat` starts when the read above it
 * ends, so files come in rounds (`docs/*.md` before `docs/x/*.md` for `docs/**\/*.md`); two calls
 * of one round (two sub-folders read, or two `lstat`s) finish in either order, so their files may
 * come either way round (seen with the harness: `packages/*\/RULES.md` in a different order on most
 * runs; recorded: opencode-glob-order-levels, opencode-glob-order-run). The order given for such
 * files is the order the calls start in (the likeliest); `racing` says it is not certain.
 * Patterns with braces, extglobs or two `**` are not modelled: then any order is possible.
 */
function globSchedule(ctx: DiscoveryContext, dir: string, pattern: string, files: string[]): GlobHits {
  const segs = pattern.split('/');
  const literal = (seg: string): boolean => !GLOB_CHARS.test(seg);
  const stars = segs.filter((x) => x === '**').length;
  if (/[{}()]/.test(pattern) || stars > 1) {
    const sorted = [...files].sort(globOrder(ctx));
    return { files: sorted, racing: sorted };
  }
  const star = segs.indexOf('**');
  const prefix = dir === '.' ? '' : `${dir}/`;
  const listed = memoFor(orderMemo, ctx);
  const rankIn = (rel: string, name: string): number => {
    let m = listed.get(rel);
    if (!m) {
      const names = ctx.directoryOrder(rel) ?? [];
      // Reverse of the listing: the entry listed last comes first.
      m = new Map(names.map((n, i) => [n, names.length - 1 - i]));
      listed.set(rel, m);
    }
    return m.get(name) ?? Number.MAX_SAFE_INTEGER;
  };
  interface Placed {
    file: string;
    /** The call that yields it: `r:<dir>` (a read) or `l:<file>` (an lstat). */
    op: string;
    /** The reads above it (prefix lengths of its path), outermost first. */
    chain: number[];
    ranks: number[];
  }
  const placed: Placed[] = files.map((file) => {
    const p = file.slice(prefix.length).split('/');
    const k = p.length;
    const read = new Set<number>();
    let lstat = false;
    if (star === -1) {
      for (let j = 0; j < k; j++) if (!literal(segs[j] ?? '')) read.add(j);
      lstat = literal(segs[k - 1] ?? '');
    } else {
      const after = segs.length - star - 1;
      for (let j = 0; j < star; j++) if (!literal(segs[j]!)) read.add(j);
      for (let j = star; j <= k - Math.max(after, 1); j++) read.add(j);
      for (let i = 1; i < after; i++) if (!literal(segs[star + 1 + i]!)) read.add(k - after + i);
      lstat = after >= 2 && literal(segs[segs.length - 1]!);
    }
    const chain = [...read].filter((j) => j < k - 1 || lstat).sort((a, b) => a - b);
    const op = lstat ? `l:${file}` : `r:${p.slice(0, k - 1).join('/')}`;
    const ranks = p.map((name, j) => rankIn(`${prefix}${p.slice(0, j).join('/')}`.replace(/\/$/, '') || '.', name));
    return { file, op, chain: lstat ? chain : chain.filter((j) => j < k - 1), ranks };
  });
  const readKey = (x: Placed, j: number): string => `r:${x.file.slice(prefix.length).split('/').slice(0, j).join('/')}`;
  const above = (x: Placed): Set<string> => new Set(x.chain.map((j) => readKey(x, j)));
  const chains = placed.map(above);
  // Two calls race when neither is above the other: compared call by call, not file by file.
  const ops = new Map<string, { chain: Set<string>; files: string[] }>();
  placed.forEach((x, i) => {
    const o = ops.get(x.op) ?? { chain: chains[i]!, files: [] };
    o.files.push(x.file);
    ops.set(x.op, o);
  });
  const races = new Set<string>();
  const list = [...ops];
  for (let a = 0; a < list.length; a++) {
    for (let b = a + 1; b < list.length; b++) {
      const [ka, x] = list[a]!;
      const [kb, y] = list[b]!;
      if (x.chain.has(kb) || y.chain.has(ka)) continue;
      for (const f of x.files) races.add(f);
      for (const f of y.files) races.add(f);
    }
  }
  const order = placed.map((x, i) => ({ x, depth: chains[i]!.size }));
  order.sort((a, b) => {
    if (a.depth !== b.depth) return a.depth - b.depth;
    const n = Math.min(a.x.ranks.length, b.x.ranks.length);
    for (let i = 0; i < n; i++) if (a.x.ranks[i] !== b.x.ranks[i]) return a.x.ranks[i]! - b.x.ranks[i]!;
    return a.x.ranks.length - b.x.ranks.length || (a.x.file < b.x.file ? -1 : a.x.file > b.x.file ? 1 : 0);
  });
  const sorted = order.map((o) => o.x.file);
  return { files: sorted, racing: sorted.filter((f) => races.has(f)) };
}

const orderMemo = new WeakMap<DiscoveryContext, Map<string, Map<string, number>>>();

/**
 * For the patterns not modelled: the reverse of the order the file system lists each directory,
 * two matches ordered at the first directory where their paths part, the entry listed later first.
 */
function globOrder(ctx: DiscoveryContext): (a: string, b: string) => number {
  const memo = memoFor(fallbackMemo, ctx);
  const rankIn = (dir: string): Map<string, number> => {
    let m = memo.get(dir);
    if (!m) {
      const p = ctx.probe(dir);
      const ok = dir === '.' || (p.lkind === 'directory' && !leavesThroughLink(ctx, dir));
      const names = ok ? ctx.directoryOrder(dir) : null;
      m = new Map((names ?? []).map((n, i) => [n, i]));
      memo.set(dir, m);
    }
    return m;
  };
  return (a, b) => {
    const x = a.split('/');
    const y = b.split('/');
    let i = 0;
    while (i < x.length - 1 && i < y.length - 1 && x[i] === y[i]) i++;
    const ranks = rankIn(i === 0 ? '.' : x.slice(0, i).join('/'));
    const ra = ranks.get(x[i]!);
    const rb = ranks.get(y[i]!);
    if (ra !== undefined && rb !== undefined && ra !== rb) return rb - ra;
    return a < b ? -1 : a > b ? 1 : 0;
  };
}

const fallbackMemo = new WeakMap<DiscoveryContext, Map<string, Map<string, number>>>();

export function makeOpencode(id: string, withLocal: boolean, flavour: OpencodeFlavour = OPENCODE_FLAVOUR): Profile {
  const names = (): string[] => (withLocal ? OPENCODE_FILES.flatMap((n) => [n, localVariant(n)]) : [...OPENCODE_FILES]);
  return {
    id,
    name: withLocal ? 'OpenCode (with .local.md variants)' : 'OpenCode',
    description: withLocal
      ? 'OpenCode with the newer AGENTS.local.md / CLAUDE.local.md / CONTEXT.local.md variants: first name with any match wins the whole chain, nearest first, no budget.'
      : 'OpenCode (session/instruction.ts): AGENTS.md, CLAUDE.md, CONTEXT.md; the first name with any match wins the whole chain, nearest first, no budget; opencode.json instructions.',
    ...(withLocal ? {} : { verifiedVersion: VERIFIED_VERSIONS.opencode }),
    // Its configuration, found from the working directory up; not its instruction names, which are other agents' too.
    ...(withLocal
      ? {}
      : {
          signals: [
            { glob: '**/opencode.json', what: 'opencode.json files' },
            { glob: '**/opencode.jsonc', what: 'opencode.jsonc files' },
            { glob: '**/.opencode/**', what: 'files under .opencode/' },
          ],
        }),
    budgeted: false,
    stripsBom: true,
    candidateNames: () => names(),
    missedFileFix: opencodeMissedFix,
    prefetch(cwd: string, ctx: DiscoveryContext): void {
      ctx.rootOf(cwd, GIT_ROOT);
    },
    resolve(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings): ResolvedChain {
      const found = ctx.rootOf(cwd, GIT_ROOT);
      const root = found.marker === null ? { dir: '.', marker: FS_ROOT_MARKER } : found;
      const r: ResolvedChain = { chain: newChain(id, cwd, root), texts: [], ...(settings.home ? { home: settings.home } : {}) };
      const dirs = ctx.dirsFrom(root.dir, cwd);
      const nearest = [...dirs].reverse();

      const config = mergedConfig(ctx, id, dirs, flavour);
      for (const [identity, f] of config.findings) raise(ctx, id, identity, f, cwd);
      if (config.broken !== null) {
        r.chain.agentWarnings.push(`${config.broken}: OpenCode cannot load this configuration file and does not start; no instructions are loaded.`);
        r.chain.startError = `${config.broken}: OpenCode cannot load this configuration file and does not start`;
        return r;
      }

      // The first FILES name with any match (or any .local.md match) wins the whole chain.
      const paths: string[] = [];
      let winner: string | null = null;
      for (const name of OPENCODE_FILES) {
        const matches = nearest.map((d) => ctx.join(d, name)).filter((p) => exists(ctx, p));
        const locals = withLocal ? nearest.map((d) => ctx.join(d, localVariant(name))).filter((p) => exists(ctx, p)) : [];
        if (matches.length > 0 || locals.length > 0) {
          winner = name;
          paths.push(...matches, ...locals);
          break;
        }
      }
      if (winner !== null) {
        const first = paths[0]!;
        for (const name of names()) {
          if (name === winner || name === localVariant(winner)) continue;
          for (const d of nearest) {
            const rel = ctx.join(d, name);
            if (ctx.probe(rel).lkind === 'missing') continue;
            const found = first === baseOf(first) ? `${first} exists` : `${baseOf(first)} is found in the chain (${first})`;
            pushPassed(r, { path: rel, reason: 'hidden', detail: `${found}, so OpenCode reads no ${name} anywhere in the chain` });
          }
        }
      }
      // Dangling links with a candidate name are absent to OpenCode; show them.
      for (const name of names()) {
        for (const d of nearest) {
          const rel = ctx.join(d, name);
          const p = ctx.probe(rel);
          if (p.lkind === 'symlink' && p.kind === 'missing') pushPassed(r, { path: rel, reason: 'not-regular-file', detail: 'a dangling symlink (OpenCode treats it as absent)' });
        }
      }

      const added = new Set<string>();
      const load = (rel: string): void => {
        if (added.has(rel)) return;
        added.add(rel);
        const w = loadWhole(ctx, rel);
        if (w.kind === 'loaded') {
          if (w.text === '' && !w.file.unread) {
            pushPassed(r, { path: rel, reason: 'whitespace-only', detail: 'empty file (OpenCode skips only files whose content is exactly empty)' });
            return;
          }
          // OpenCode drops a leading UTF-8 BOM (recorded: opencode-strips-bom).
          pushFile(r, w.file, w.text.startsWith('\uFEFF') ? w.text.slice(1) : w.text);
        } else if (w.kind === 'nonfile' && ctx.probe(rel).kind === 'fifo') {
          pushPassed(r, w.passed);
          r.chain.agentWarnings.push(`${rel} is a FIFO: OpenCode opens it to read it and waits for a writer, so its session start hangs.`);
        } else if (w.kind === 'nonfile' || w.kind === 'unreadable') {
          pushPassed(r, { ...w.passed, detail: `${w.passed.detail ?? ''}; OpenCode reads it as empty and skips it`.replace(/^; /, '') });
        }
      };
      // Personal files (OpenCode and Kilo send them first; recorded: opencode-personal-block-first): the
      // first group with any existing file.
      const personal = (): void => {
        if (!settings.home) return;
        for (const [dir, display, files] of flavour.personal(settings.home)) {
          const docs = (withLocal ? files.flatMap((f) => [f, localVariant(f)]) : files).map((f) => readPersonal(dir, display, [f], ctx.readCap, (t) => t === '')).filter((d) => d !== null);
          if (docs.length === 0) continue;
          for (const d of docs) pushFile(r, { ...d.file, loadedBytes: d.file.size }, d.text);
          break;
        }
      };
      personal();
      for (const p of paths) load(p);
      for (const p of flavour.extraInstructions?.(ctx, cwd, r) ?? []) load(p);

      // opencode.json `instructions`: paths and globs, resolved from cwd up to the root.
      const urls: string[] = [];
      for (const entry of config.entries) {
        const v = entry.value;
        if (/^https?:\/\//.test(v)) {
          urls.push(v);
          raise(
            ctx,
            id,
            `url\0${entry.file}\0${v}`,
            {
              ruleId: 'remote-instructions',
              severity: 'warning',
              path: entry.file,
              line: entry.line,
              ...(entry.column !== undefined ? { column: entry.column } : {}),
              profiles: [id],
              message: `"instructions" names a URL (${redactUrl(v)}): OpenCode fetches it at every session start (5-second timeout) and drops it without a word when the fetch fails or returns an error, so what the agent sees depends on the network. Keep the text in the repository and name its path instead.`,
              key: v,
            },
            cwd,
          );
          continue;
        }
        if (v.startsWith('~/') || v.startsWith('/')) {
          r.chain.agentWarnings.push(`instructions entry ${JSON.stringify(v)} (${entry.file}) is outside the repository; the audit does not read it.`);
          continue;
        }
        const hits: string[] = [];
        const racing: string[][] = [];
        for (const d of nearest) {
          const g = globIn(ctx, d, v);
          hits.push(...g.files);
          if (g.racing.length > 0) racing.push(g.racing);
        }
        if (hits.length === 0) {
          raise(
            ctx,
            id,
            `missing\0${entry.file}\0${v}`,
            {
              ruleId: 'instructions-missing',
              severity: 'warning',
              path: entry.file,
              line: entry.line,
              ...(entry.column !== undefined ? { column: entry.column } : {}),
              profiles: [id],
              message: `"instructions" entry ${JSON.stringify(v)} matches no file: OpenCode resolves it from the working directory up to the repository root and finds nothing, so it adds nothing.`,
              key: v,
            },
            cwd,
          );
        }
        const before = new Set(r.chain.files.map((f) => f.path));
        for (const h of hits) load(h);
        for (const group of racing) {
          // The files of this entry whose order depends on the run, as they were loaded here.
          const files = group.filter((f) => !before.has(f) && r.chain.files.some((x) => x.path === f));
          if (files.length < 2) continue;
          (r.runOrder ??= []).push({ entry: v, files });
          raise(
            ctx,
            id,
            `order\0${entry.file}\0${v}\0${files.join('\0')}`,
            {
              ruleId: OPENCODE_GLOB_ORDER_RULE,
              severity: 'warning',
              path: entry.file,
              line: entry.line,
              ...(entry.column !== undefined ? { column: entry.column } : {}),
              profiles: [id],
              message: `"instructions" entry ${JSON.stringify(v)} matches ${files.length} files that OpenCode finds with file system calls made at the same time (${files.join(', ')}): they reach the prompt in a different order from one run to the next, so where two of them disagree, which one the agent follows depends on the run. Name the files one by one in the order they should come, or merge them into one file.`,
              key: v,
            },
            cwd,
          );
        }
      }
      if (urls.length > 0) {
        r.chain.agentWarnings.push(`${urls.length} instruction URL${urls.length === 1 ? ' is' : 's are'} fetched at startup and not audited: ${urls.map(redactUrl).join(', ')}`);
      }
      return r;
    },
    render(resolved: ResolvedChain, cwdAbs: string): string {
      const rootAbs = rootAbsOf(cwdAbs, resolved.chain.cwd);
      const parts: string[] = [];
      resolved.chain.files.forEach((f, i) => {
        const text = resolved.texts[i] ?? '';
        if (text === '') return;
        parts.push(`Instructions from: ${absOf(rootAbs, f, resolved.home)}\n${text}`);
      });
      // OpenCode 1.18.33 joins the blocks with a single newline (content kept verbatim).
      return parts.join('\n');
    },
    validate(_settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[] {
      return raised(ctx, id);
    },
  };
}

/** A URL for a message: the query string and any user:password part dropped (they may hold tokens). */
export function redactUrl(u: string): string {
  try {
    const url = new URL(u);
    const shown = `${url.protocol}//${url.host}${url.pathname}`;
    return url.search !== '' || url.username !== '' || url.password !== '' ? `${shown} (query and credentials not shown)` : shown;
  } catch {
    return u.length > 60 ? `${u.slice(0, 60)}…` : u;
  }
}

export const opencode = makeOpencode('opencode', false);
export const opencodeLocal = makeOpencode('opencode@local', true);
