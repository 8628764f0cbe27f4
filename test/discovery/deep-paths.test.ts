/**
 * Short paths for system calls deep in a tree (src/discovery/deep-paths.ts): every short path names
 * the same file as the full one, no call resolves more than ANCHOR_EVERY components from a handle,
 * and the handles are closed.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ANCHOR_EVERY, DeepPaths } from '../../src/discovery/deep-paths.js';
import { cleanupRepos, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const linux = process.platform === 'linux' && fs.existsSync('/proc/self/fd');
const openFds = (): number => fs.readdirSync('/proc/self/fd').length;

describe.skipIf(!linux)('DeepPaths (Linux, /proc/self/fd)', () => {
  it('names the same files as the full paths, resolving at most ANCHOR_EVERY components past a handle, and closes its handles', () => {
    const root = makeTempDir('amda-deep-');
    const depth = 3 * ANCHOR_EVERY + 5;
    const dirs = Array.from({ length: depth }, (_, i) => Array.from({ length: i + 1 }, () => 'd').join('/'));
    fs.mkdirSync(path.join(root, dirs.at(-1)!), { recursive: true });
    for (const d of dirs) fs.writeFileSync(path.join(root, d, 'AGENTS.md'), d);
    const before = openFds();
    const deep = new DeepPaths(root);
    let short = 0;
    for (const d of dirs) {
      for (const rel of [d, `${d}/AGENTS.md`, `${d}/missing.md`]) {
        const sys = deep.sys(rel);
        const full = path.join(root, rel);
        if (sys === undefined) {
          expect(rel.split('/').length).toBeLessThanOrEqual(ANCHOR_EVERY);
          continue;
        }
        short += 1;
        // At most ANCHOR_EVERY components after the handle.
        expect(sys.split('/').length - 5).toBeLessThanOrEqual(ANCHOR_EVERY);
        const a = fs.lstatSync(sys, { throwIfNoEntry: false });
        const b = fs.lstatSync(full, { throwIfNoEntry: false });
        expect(a?.ino, rel).toBe(b?.ino);
        if (rel.endsWith('AGENTS.md')) expect(fs.readFileSync(sys, 'utf8')).toBe(d);
      }
    }
    expect(short).toBeGreaterThan(depth);
    expect(openFds() - before).toBe(3); // one handle per ANCHOR_EVERY levels
    deep.close();
    expect(openFds()).toBe(before);
  });

  it('opens no handle for an ordinary repository', () => {
    const deep = new DeepPaths('/tmp');
    const before = openFds();
    expect(deep.sys('packages/api/src/handlers/AGENTS.md')).toBeUndefined();
    expect(openFds()).toBe(before);
  });
});
