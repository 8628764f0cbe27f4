/**
 * Building blocks for profiles that walk root → cwd with one shared budget (Codex, A3S):
 * an immutable per-directory state, memoized so every chain shares the work of its prefix.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { DiscoveryContext } from '../discovery/context.js';
import { countLines, decodeLossy, firstInvalidUtf8, placeOf, splitsCharacter } from '../discovery/encoding.js';
import { readCapped } from '../discovery/fsprobe.js';
import type { Chain, ChainFile, CutPoint, PassedOver } from '../report/model.js';
import type { ResolvedChain } from './types.js';

export interface ChainState {
  /** Budget left (Infinity when the profile has none). */
  remaining: number;
  used: number;
  files: readonly ChainFile[];
  texts: readonly string[];
  passed: readonly PassedOver[];
  warnings: readonly string[];
  /** An error that makes the agent drop every project document of the chain (Codex on a read or metadata error). */
  failed?: string;
}

export const EMPTY_STATE: ChainState = {
  remaining: Infinity,
  used: 0,
  files: [],
  texts: [],
  passed: [],
  warnings: [],
};

export function withBudget(budget: number): ChainState {
  return { ...EMPTY_STATE, remaining: budget };
}

export function addPassed(s: ChainState, ...p: PassedOver[]): ChainState {
  return p.length === 0 ? s : { ...s, passed: [...s.passed, ...p] };
}

export function addWarning(s: ChainState, w: string): ChainState {
  return { ...s, warnings: [...s.warnings, w] };
}

/** The agent gives up on the chain's project documents: it logs `reason` and loads none of them. */
export function fail(s: ChainState, reason: string): ChainState {
  return { ...s, failed: reason, warnings: [...s.warnings, reason] };
}

export function addFile(s: ChainState, file: ChainFile, text: string, budgeted: boolean): ChainState {
  return {
    ...s,
    remaining: budgeted ? s.remaining - file.loadedBytes : s.remaining,
    used: budgeted ? s.used + file.loadedBytes : s.used,
    files: [...s.files, file],
    texts: [...s.texts, text],
  };
}

/** Where a cut after `offset` bytes falls in a file whose first bytes are `bytes`. */
export function cutPoint(bytes: Uint8Array, offset: number, complete: boolean): CutPoint {
  const place = placeOf(bytes, offset);
  return {
    byteOffset: offset,
    line: place.line,
    column: place.column,
    splitsCharacter: splitsCharacter(bytes, offset),
    lastLine: complete ? countLines(bytes) : null,
  };
}

const memos = new WeakMap<DiscoveryContext, Map<string, ChainState>>();

/**
 * The state after walking `dirs` (root first), sharing every prefix across chains: the state at a
 * directory is computed once per (profile settings, root) and reused by every chain below it.
 */
export function walkMemo(
  ctx: DiscoveryContext,
  key: string,
  dirs: readonly string[],
  initial: () => ChainState,
  step: (state: ChainState, dir: string) => ChainState,
): ChainState {
  let memo = memos.get(ctx);
  if (!memo) {
    memo = new Map();
    memos.set(ctx, memo);
  }
  const rootKey = `${key}\0${dirs[0] ?? ''}`;
  // The deepest directory already walked (a working directory below another costs one step, not
  // one lookup per directory above it), then the steps below it, root first.
  let from = dirs.length - 1;
  let state: ChainState | undefined;
  for (; from >= 0; from--) {
    state = memo.get(`${rootKey}\0${dirs[from]}`);
    if (state) break;
  }
  if (!state) {
    state = memo.get(`${rootKey}\0`);
    if (!state) {
      state = initial();
      memo.set(`${rootKey}\0`, state);
    }
  }
  for (let i = from + 1; i < dirs.length; i++) {
    const dir = dirs[i]!;
    state = step(state, dir);
    memo.set(`${rootKey}\0${dir}`, state);
  }
  return state;
}

export function toResolved(
  profile: string,
  cwd: string,
  root: { dir: string; marker: string | null },
  budget: number | null,
  s: ChainState,
): ResolvedChain {
  if (s.failed) {
    // Every project document is dropped; personal documents stay.
    const keep = s.files.map((f) => f.personal === true);
    const dropped: PassedOver[] = s.files
      .filter((_, i) => !keep[i])
      .map((f) => ({ path: f.path, reason: 'unreadable' as const, detail: `dropped: ${s.failed}` }));
    s = {
      ...s,
      used: s.files.filter((_, i) => keep[i]).reduce((n, f) => n + (f.personal ? 0 : f.loadedBytes), 0),
      files: s.files.filter((_, i) => keep[i]),
      texts: s.texts.filter((_, i) => keep[i]),
      passed: [...s.passed, ...dropped],
    };
  }
  const chain: Chain = {
    profile,
    cwd,
    root: root.dir,
    rootMarker: root.marker,
    budget,
    usedBytes: s.used,
    files: [...s.files],
    passedOver: [...s.passed],
    agentWarnings: [...s.warnings],
  };
  return { chain, texts: [...s.texts] };
}

export interface PersonalDoc {
  file: ChainFile;
  text: string;
  bytes: Buffer;
}

/**
 * The first non-blank personal document among `names` in `dir` (outside the repository, given
 * explicitly by the user). Only regular files are opened; at most `cap` bytes are read.
 * `strict`: skip a document that is not valid UTF-8 (A3S); `noSymlinks`: skip a symlinked one (A3S).
 */
export function readPersonal(
  dir: string,
  display: string,
  names: readonly string[],
  cap: number,
  isBlank: (t: string) => boolean,
  opts: { strict?: boolean; noSymlinks?: boolean } = {},
): PersonalDoc | null {
  for (const name of names) {
    let real: string;
    try {
      const candidate = path.join(dir, name);
      if (opts.noSymlinks && fs.lstatSync(candidate).isSymbolicLink()) continue;
      real = fs.realpathSync(candidate); // dotfile managers often link these (Codex follows them)
    } catch {
      continue;
    }
    const r = readCapped(real, cap);
    if (r.error) continue;
    if (opts.strict && firstInvalidUtf8(r.bytes, r.complete) !== -1) continue;
    const text = decodeLossy(r.bytes);
    if (isBlank(text)) continue;
    return {
      file: { path: `${display}/${name}`, size: r.size, loadedBytes: r.bytes.length, truncated: false, personal: true },
      text,
      bytes: r.bytes,
    };
  }
  return null;
}
