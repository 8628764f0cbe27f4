/**
 * Small shared pieces for the profiles of agents without a byte budget (OpenCode, Claude Code,
 * Gemini CLI, Copilot, Aider): loading a whole file through the context, repository-relative path
 * arithmetic that never leaves the audited root, and a per-audit store for the findings a profile
 * raises while it resolves chains (reported once per file, with every working directory it concerns).
 */
import * as path from 'node:path';
import type { DiscoveryContext, RootRule } from '../discovery/context.js';
import { decodeLossy, isBlank } from '../discovery/encoding.js';
import type { Chain, ChainFile, PassedOver } from '../report/model.js';
import type { ProfileFinding, ResolvedChain } from './types.js';

/**
 * Root marker reported for agents that walk to the filesystem root (Claude Code; OpenCode outside
 * git): the audit stops at the audited root, which it never reads above.
 */
export const FS_ROOT_MARKER = '/';

/** Where agents that find their project as git does stop: the nearest `.git` (a directory, a file, or a link to one). */
export const GIT_ROOT: RootRule = Object.freeze({ markers: Object.freeze(['.git']), allowSymlinkMarker: true });

export type Whole =
  | { kind: 'absent' }
  /** A symlink whose target does not exist: agents that test existence by following links see nothing. */
  | { kind: 'dangling'; passed: PassedOver }
  /** Exists but is not a regular file (a directory, a FIFO…). */
  | { kind: 'nonfile'; what: string; passed: PassedOver }
  | { kind: 'unreadable'; passed: PassedOver }
  | { kind: 'loaded'; file: ChainFile; text: string };

function describeKind(ctx: DiscoveryContext, rel: string): string {
  const p = ctx.probe(rel);
  const what = p.link ? (p.kind === 'missing' ? 'a dangling symlink' : `a symlink to a ${p.kind}`) : `a ${p.kind}`;
  return p.error ? `${what} (${p.error})` : what;
}

/**
 * What an agent that reads a whole file (no budget, links followed, lossy UTF-8) gets from `rel`.
 * A link out of the repository is loaded by the agent but not read by the audit (`unread`).
 */
export function loadWhole(ctx: DiscoveryContext, rel: string): Whole {
  const p = ctx.probe(rel);
  if (p.lkind === 'missing') return { kind: 'absent' };
  if (p.kind === 'missing') return { kind: 'dangling', passed: { path: rel, reason: 'not-regular-file', detail: describeKind(ctx, rel) } };
  if (p.kind !== 'file') {
    const what = describeKind(ctx, rel);
    return { kind: 'nonfile', what, passed: { path: rel, reason: 'not-regular-file', detail: what } };
  }
  const linkTarget = p.link ? { linkTarget: p.link.resolved ?? p.link.target } : {};
  if (p.link?.outside) {
    const size = p.size ?? 0;
    return { kind: 'loaded', file: { path: rel, size, loadedBytes: size, truncated: false, unread: true, ...linkTarget }, text: '' };
  }
  const content = ctx.read(rel);
  if (!content || content.error) {
    return { kind: 'unreadable', passed: { path: rel, reason: 'unreadable', detail: content?.error ?? 'it could not be read' } };
  }
  return {
    kind: 'loaded',
    file: { path: rel, size: content.size, loadedBytes: content.size, truncated: false, ...linkTarget },
    text: wholeText(content),
  };
}

/** Each file's text, decoded once and shared by every chain that loads it whole. */
const texts = new WeakMap<object, string>();

function wholeText(content: { bytes: Uint8Array }): string {
  let t = texts.get(content);
  if (t === undefined) {
    t = decodeLossy(content.bytes);
    texts.set(content, t);
  }
  return t;
}

/**
 * `loadWhole` for a chain: the loaded file, or null when there is none; a candidate that exists but
 * is not loaded (a directory, a dangling link, an unreadable file) is listed as passed over.
 */
export function loadOrPassOver(ctx: DiscoveryContext, r: ResolvedChain, rel: string): Extract<Whole, { kind: 'loaded' }> | null {
  const w = loadWhole(ctx, rel);
  if (w.kind === 'absent') return null;
  if (w.kind !== 'loaded') {
    pushPassed(r, w.passed);
    return null;
  }
  return w;
}

/**
 * Load `rel` into the chain (its text, or `body` in its place: a rule without its front matter)
 * unless that is blank, which is passed over as whitespace-only. For agents that skip blank files.
 */
export function pushUnlessBlank(ctx: DiscoveryContext, r: ResolvedChain, rel: string, body?: string): void {
  const w = loadOrPassOver(ctx, r, rel);
  if (!w) return;
  const text = body ?? w.text;
  if (!w.file.unread && isBlank(text)) {
    pushPassed(r, { path: rel, reason: 'whitespace-only' });
    return;
  }
  pushFile(r, w.file, text);
}

/** Number of characters (code points) in a text, as a person counts them. */
export function charCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff || i === 0 || text.charCodeAt(i - 1) < 0xd800 || text.charCodeAt(i - 1) > 0xdbff) n += 1;
  }
  return n;
}

export function dirOf(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i === -1 ? '.' : rel.slice(0, i);
}

export function baseOf(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i === -1 ? rel : rel.slice(i + 1);
}

/**
 * Join a relative path onto a repository-relative directory; null when the result leaves the
 * audited root (`..` above it) or the input is absolute.
 */
export function joinInside(dir: string, rel: string): string | null {
  if (rel === '' || path.posix.isAbsolute(rel)) return null;
  const joined = path.posix.normalize(dir === '.' ? rel : `${dir}/${rel}`).replace(/\/+$/, '');
  if (joined === '' || joined === '.') return '.';
  if (joined === '..' || joined.startsWith('../')) return null;
  return joined;
}

/** True when a directory on the way to `rel` is a symlink that leads out of the repository. */
export function leavesThroughLink(ctx: DiscoveryContext, rel: string): boolean {
  let d = dirOf(rel);
  while (d !== '.') {
    const p = ctx.probe(d);
    if (p.lkind === 'symlink' && (p.link?.outside || p.kind === 'missing')) return true;
    d = dirOf(d);
  }
  return false;
}

/** The absolute path of the audited root, from a working directory's absolute path and its relative path. */
export function rootAbsOf(cwdAbs: string, cwd: string): string {
  if (cwd === '.') return cwdAbs;
  const depth = cwd.split('/').length;
  return path.resolve(cwdAbs, ...Array<string>(depth).fill('..'));
}

/**
 * The absolute path of a chain file for rendering. A personal file (`~/.claude/CLAUDE.md`) is shown
 * under `home` when the chain knows it, as the agents print it; otherwise as it is.
 */
export function absOf(rootAbs: string, file: ChainFile, home?: string): string {
  if (file.personal) return home !== undefined && file.path.startsWith('~/') ? path.join(home, file.path.slice(2)) : file.path;
  return path.join(rootAbs, ...file.path.split('/'));
}

export function newChain(profile: string, cwd: string, root: { dir: string; marker: string | null }): Chain {
  return { profile, cwd, root: root.dir, rootMarker: root.marker, budget: null, usedBytes: 0, files: [], passedOver: [], agentWarnings: [] };
}

/** Append a loaded file (no budget: every byte counts as used). */
export function pushFile(r: ResolvedChain, file: ChainFile, text: string): void {
  r.chain.files.push(file);
  r.chain.usedBytes += file.loadedBytes;
  r.texts.push(text);
}

export function pushPassed(r: ResolvedChain, p: PassedOver): void {
  if (!r.chain.passedOver.some((x) => x.path === p.path && x.reason === p.reason)) r.chain.passedOver.push(p);
}

// ---------------------------------------------------------------------------------------------
// Findings raised while resolving, reported once per (profile, identity) with every cwd.

interface Stored {
  finding: ProfileFinding;
  cwds: Set<string>;
  chainSpecific: boolean;
}

const stores = new WeakMap<DiscoveryContext, Map<string, Map<string, Stored>>>();

/**
 * Record a finding of `profile` raised while resolving the chain of `cwd` (or null when it is not
 * chain-specific). `identity` makes the same problem seen from many chains one finding.
 */
export function raise(ctx: DiscoveryContext, profile: string, identity: string, finding: ProfileFinding, cwd: string | null): void {
  let byProfile = stores.get(ctx);
  if (!byProfile) {
    byProfile = new Map();
    stores.set(ctx, byProfile);
  }
  let m = byProfile.get(profile);
  if (!m) {
    m = new Map();
    byProfile.set(profile, m);
  }
  let s = m.get(identity);
  if (!s) {
    s = { finding, cwds: new Set(), chainSpecific: cwd !== null };
    m.set(identity, s);
  }
  if (cwd !== null) s.cwds.add(cwd);
}

/** Every finding `profile` raised in this audit, with the working directories each concerns. */
export function raised(ctx: DiscoveryContext, profile: string): ProfileFinding[] {
  const m = stores.get(ctx)?.get(profile);
  if (!m) return [];
  return [...m.values()].map((s) => {
    if (!s.chainSpecific || s.cwds.size === 0) return s.finding;
    const cwds = [...s.cwds].sort((a, b) => (a === b ? 0 : a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : 1));
    return { ...s.finding, cwds };
  });
}

/** Per-audit memo keyed by the discovery context. */
export function memoFor<V>(store: WeakMap<DiscoveryContext, Map<string, V>>, ctx: DiscoveryContext): Map<string, V> {
  let m = store.get(ctx);
  if (!m) {
    m = new Map();
    store.set(ctx, m);
  }
  return m;
}

/** "packages/api", "the repository root". */
export function cwdText(cwd: string): string {
  return cwd === '.' ? 'the repository root' : cwd;
}

const sortedMemo = new WeakMap<DiscoveryContext, Map<string, string[]>>();

/** Listed files whose path starts with `prefix` (`''` for all), sorted; a binary search over one sorted copy of the listing. */
export function listedUnder(ctx: DiscoveryContext, prefix: string): string[] {
  // Every directory that holds a listed file, at any depth, is in the listing: none, no files.
  if (prefix.endsWith('/') && !ctx.listing.dirs.has(prefix.slice(0, -1))) return [];
  const memo = memoFor(sortedMemo, ctx);
  let all = memo.get('');
  // (Sorted again if the listing grew since: the engine starts before git has listed untracked files.)
  if (!all || all.length !== ctx.listing.files.size) {
    all = [...ctx.listing.files.keys()].sort();
    memo.set('', all);
  }
  if (prefix === '') return all;
  let lo = 0;
  let hi = all.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (all[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < all.length && all[i]!.startsWith(prefix); i++) out.push(all[i]!);
  return out;
}
