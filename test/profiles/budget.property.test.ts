/**
 * Property tests for the byte budget, on real files: random chains (root → cwd, one AGENTS.md per
 * directory or none, blank files, multi-byte characters, invalid bytes) and random budgets, resolved
 * by the Codex and A3S profiles and compared with small independent models written from the
 * agents' sources (codex-rs agents_md.rs `read_agents_md`, A3S `read_project_instruction_file`).
 *
 * One temp directory serves a whole property run; each case writes its own subdirectory and
 * removes it afterwards.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscoveryContext } from '../../src/discovery/context.js';
import { listRepository } from '../../src/discovery/listing.js';
import { a3s } from '../../src/profiles/a3s.js';
import { codex } from '../../src/profiles/codex.js';
import type { ProfileSettings, ResolvedChain } from '../../src/profiles/types.js';
import { cleanupRepos, makeTempDir } from '../helpers/repo.js';

const RUNS = 100;
const DIRS = ['.', 'a', 'a/b', 'a/b/c', 'a/b/c/d'];

let tmp = '';
let counter = 0;
beforeAll(() => {
  tmp = makeTempDir('amda-prop-');
});
afterAll(cleanupRepos);

// ---------- generators ----------

/** Text rich in multi-byte characters, newlines and whitespace. */
const richText = fc
  .array(fc.constantFrom('a', 'b', ' ', '\n', '\t', 'é', 'ß', '日', '本', '😀', '→', '\u00a0', 'x', 'yz'), { maxLength: 60 })
  .map((parts) => parts.join(''));
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const blankText = fc.array(fc.constantFrom(' ', '\n', '\t', '\r', '\u3000'), { maxLength: 6 }).map((p) => p.join(''));

const validUtf8 = fc.oneof({ weight: 5, arbitrary: richText }, { weight: 2, arbitrary: anyText }, { weight: 1, arbitrary: blankText }).map((s) => Buffer.from(s, 'utf8'));
/** Valid UTF-8 with stray invalid bytes spliced in. */
const withInvalid = fc
  .tuple(richText, fc.array(fc.tuple(fc.nat(), fc.constantFrom(0xff, 0xfe, 0x80, 0xbf, 0xc0, 0xe2, 0xf0, 0xed)), { minLength: 1, maxLength: 3 }))
  .map(([s, bad]) => {
    const bytes = [...Buffer.from(s, 'utf8')];
    for (const [at, b] of bad) bytes.splice(bytes.length === 0 ? 0 : at % (bytes.length + 1), 0, b);
    return Buffer.from(bytes);
  });

/** One file (or none) per directory of a chain of random depth. */
const chainOf = (content: fc.Arbitrary<Buffer>) =>
  fc.integer({ min: 1, max: DIRS.length }).chain((depth) => fc.array(fc.option(content, { nil: null, freq: 4 }), { minLength: depth, maxLength: depth }));

const withBudget = (files: fc.Arbitrary<(Buffer | null)[]>) =>
  files.chain((fs_) => {
    const total = fs_.reduce((n, f) => n + (f?.length ?? 0), 0);
    return fc.tuple(fc.constant(fs_), fc.integer({ min: 1, max: total + 8 }));
  });

// ---------- real files ----------

interface Case {
  dir: string;
  ctx: DiscoveryContext;
  cwd: string;
  /** Repository-relative path of each directory's file, parallel to the input. */
  paths: (string | null)[];
}

function materialize(files: (Buffer | null)[]): Case {
  const dir = path.join(tmp, `r${(counter += 1)}`);
  fs.mkdirSync(path.join(dir, '.git'), { recursive: true }); // root marker (not a usable repository: the listing walks)
  const paths: (string | null)[] = [];
  files.forEach((f, i) => {
    const d = DIRS[i]!;
    fs.mkdirSync(path.join(dir, d), { recursive: true });
    if (f === null) {
      paths.push(null);
      return;
    }
    const rel = d === '.' ? 'AGENTS.md' : `${d}/AGENTS.md`;
    fs.writeFileSync(path.join(dir, rel), f);
    paths.push(rel);
  });
  const ctx = new DiscoveryContext(dir, listRepository(dir), { assumeRoot: false, readCap: 1024 * 1024 });
  return { dir, ctx, cwd: DIRS[files.length - 1]!, paths };
}

function withCase<T>(files: (Buffer | null)[], fn: (c: Case) => T): T {
  const c = materialize(files);
  try {
    return fn(c);
  } finally {
    fs.rmSync(c.dir, { recursive: true, force: true });
  }
}

const settings = (maxBytes: number): ProfileSettings => ({ maxBytes, fallbackFilenames: [], rootMarkers: ['.git'], home: null });

// ---------- independent models ----------

const lossy = (b: Uint8Array): string => new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(b);
const strict = (b: Uint8Array): string | null => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(b);
  } catch {
    return null;
  }
};
/** Rust `str::trim().is_empty()`: Unicode White_Space only. */
const blank = (s: string): boolean => [...s].every((ch) => /\p{White_Space}/u.test(ch));

interface Loaded {
  index: number;
  bytes: number;
  text: string;
  truncated: boolean;
}

/** codex-rs `read_agents_md`: cut to the remaining bytes, lossy decode, blank files skipped and free. */
function codexModel(files: (Buffer | null)[], budget: number): Loaded[] {
  let remaining = budget;
  const out: Loaded[] = [];
  files.forEach((f, index) => {
    if (f === null || remaining === 0) return;
    const data = f.subarray(0, Math.min(f.length, remaining));
    const text = lossy(data);
    if (blank(text)) return;
    out.push({ index, bytes: data.length, text, truncated: f.length > remaining });
    remaining -= data.length;
  });
  return out;
}

/** A3S `read_project_instruction_file` for valid UTF-8 input: the longest prefix ≤ remaining that decodes strictly. */
function a3sModelValid(files: (Buffer | null)[], budget: number): Loaded[] {
  let remaining = Math.min(budget, 1024 * 1024);
  const out: Loaded[] = [];
  files.forEach((f, index) => {
    if (f === null || remaining === 0) return;
    const truncated = f.length > remaining;
    let keep = Math.min(f.length, remaining);
    while (keep > 0 && strict(f.subarray(0, keep)) === null) keep -= 1;
    const text = strict(f.subarray(0, keep))!;
    if (blank(text)) return;
    out.push({ index, bytes: keep, text, truncated });
    remaining -= keep;
  });
  return out;
}

function loadedOf(r: ResolvedChain, paths: (string | null)[]): Loaded[] {
  return r.chain.files.map((f, i) => ({ index: paths.indexOf(f.path), bytes: f.loadedBytes, text: r.texts[i]!, truncated: f.truncated }));
}

/** 1-based line and column (in characters) of the character holding byte `offset` of valid UTF-8 `buf`. */
function placeIndependent(buf: Buffer, offset: number): { line: number; column: number; splits: boolean } {
  const text = buf.toString('utf8');
  let byte = 0;
  let line = 1;
  let column = 1;
  for (const ch of text) {
    const len = Buffer.byteLength(ch);
    if (offset < byte + len) return { line, column, splits: offset !== byte };
    byte += len;
    if (ch === '\n') {
      line += 1;
      column = 1;
    } else column += 1;
  }
  return { line, column, splits: false };
}

// ---------- properties ----------

describe('budget properties (Codex)', () => {
  it('never exceeds the budget, and each loaded text is exactly the lossy decoding of the file’s byte prefix', () => {
    fc.assert(
      fc.property(withBudget(chainOf(fc.oneof(validUtf8, withInvalid))), ([files, budget]) =>
        withCase(files, (c) => {
          const r = codex.resolve(c.cwd, c.ctx, settings(budget));
          expect(r.chain.usedBytes).toBeLessThanOrEqual(budget);
          expect(r.chain.usedBytes).toBe(r.chain.files.reduce((n, f) => n + f.loadedBytes, 0));
          r.chain.files.forEach((f, i) => {
            const original = files[c.paths.indexOf(f.path)]!;
            expect(r.texts[i]).toBe(lossy(original.subarray(0, f.loadedBytes)));
          });
          expect(loadedOf(r, c.paths)).toEqual(codexModel(files, budget));
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it('places every cut on the right line and column, and says when it splits a character', () => {
    fc.assert(
      fc.property(withBudget(chainOf(validUtf8)), ([files, budget]) =>
        withCase(files, (c) => {
          const r = codex.resolve(c.cwd, c.ctx, settings(budget));
          for (const f of r.chain.files) {
            const original = files[c.paths.indexOf(f.path)]!;
            expect(f.truncated).toBe(f.loadedBytes < original.length);
            if (!f.truncated) {
              expect(f.cut).toBeUndefined();
              continue;
            }
            const want = placeIndependent(original, f.loadedBytes);
            expect(f.cut!.byteOffset).toBe(f.loadedBytes);
            expect(f.cut!.line).toBe(want.line);
            expect(f.cut!.splitsCharacter).toBe(want.splits);
            if (!want.splits) expect(f.cut!.column).toBe(want.column);
            expect(f.cut!.lastLine).toBe(original.toString('utf8').split('\n').length - (original.at(-1) === 0x0a ? 1 : 0));
          }
        }),
      ),
      { numRuns: RUNS },
    );
  });
});

describe('budget properties (A3S Code)', () => {
  it('never exceeds the budget; the loaded bytes are a prefix that decodes strictly and is the longest such prefix', () => {
    fc.assert(
      fc.property(withBudget(chainOf(fc.oneof(validUtf8, withInvalid))), ([files, budget]) =>
        withCase(files, (c) => {
          const r = a3s.resolve(c.cwd, c.ctx, settings(budget));
          expect(r.chain.usedBytes).toBeLessThanOrEqual(budget);
          let remaining = budget;
          r.chain.files.forEach((f, i) => {
            const original = files[c.paths.indexOf(f.path)]!;
            const kept = original.subarray(0, f.loadedBytes);
            expect(strict(kept)).toBe(r.texts[i]);
            expect(Buffer.from(r.texts[i]!, 'utf8').equals(kept)).toBe(true);
            if (f.truncated) {
              // Maximal: no longer prefix within the remaining budget decodes strictly.
              for (let k = f.loadedBytes + 1; k <= Math.min(remaining, original.length); k++) expect(strict(original.subarray(0, k))).toBeNull();
              expect(f.loadedBytes).toBeGreaterThan(remaining - 4);
            } else {
              expect(f.loadedBytes).toBe(original.length);
            }
            remaining -= f.loadedBytes;
          });
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it('loads exactly what A3S Code loads for valid UTF-8 chains, with cuts on the right line and column', () => {
    fc.assert(
      fc.property(withBudget(chainOf(validUtf8)), ([files, budget]) =>
        withCase(files, (c) => {
          const r = a3s.resolve(c.cwd, c.ctx, settings(budget));
          expect(loadedOf(r, c.paths)).toEqual(a3sModelValid(files, budget));
          for (const f of r.chain.files) {
            if (!f.truncated) continue;
            const original = files[c.paths.indexOf(f.path)]!;
            const want = placeIndependent(original, f.loadedBytes);
            expect(f.cut).toMatchObject({ byteOffset: f.loadedBytes, line: want.line, column: want.column, splitsCharacter: false });
          }
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it('clamps any budget above 1 MiB to 1 MiB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1024 * 1024, max: Number.MAX_SAFE_INTEGER }), (maxBytes) => {
        const c = materialize([Buffer.from('x')]);
        try {
          expect(a3s.resolve('.', c.ctx, settings(maxBytes)).chain.budget).toBe(1024 * 1024);
        } finally {
          fs.rmSync(c.dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 20 },
    );
  });
});
