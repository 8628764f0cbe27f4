/**
 * DiscoveryContext and the file probe on hostile trees: FIFOs and devices with candidate names
 * are never opened for a blocking read, a 1 GiB sparse file costs no more than the read cap,
 * files removed or swapped between listing, probe and read are reported (never a crash), links
 * never lead a read outside the root, each file is read once, and permission errors are named.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiscoveryContext, MAX_TEXT_BYTES } from '../../src/discovery/context.js';
import { joinUnder, readCapped } from '../../src/discovery/fsprobe.js';
import fc from 'fast-check';
import { listRepository } from '../../src/discovery/listing.js';
import { auditAt, chainOf } from '../helpers/audit.js';
import { cliMaxRss, ensureCompiled } from '../helpers/cli.js';
import { asUnprivileged, canProducePermissionDenied, openUp } from '../helpers/privilege.js';
import { cleanupRepos, makeRepo, makeTempDir, writeFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

const GiB = 1024 * 1024 * 1024;

function contextFor(root: string, readCap = 32 * 1024 + 4): DiscoveryContext {
  return new DiscoveryContext(root, listRepository(root), { assumeRoot: false, readCap });
}

describe('special files with candidate names', () => {
  it('a FIFO is probed as a fifo and never opened: read() returns null at once', () => {
    const root = makeRepo({ 'AGENTS.md': { fifo: true } }, { git: true });
    const ctx = contextFor(root);
    expect(ctx.probe('AGENTS.md')).toMatchObject({ lkind: 'fifo', kind: 'fifo', size: null });
    expect(ctx.read('AGENTS.md')).toBeNull();
    expect(ctx.filesRead).toBe(0);
  });

  it('a FIFO swapped in after the probe is opened non-blocking and refused', () => {
    const root = makeRepo({ 'AGENTS.md': 'regular at probe time' });
    const ctx = contextFor(root);
    expect(ctx.probe('AGENTS.md').kind).toBe('file');
    fs.unlinkSync(path.join(root, 'AGENTS.md'));
    execFileSync('mkfifo', [path.join(root, 'AGENTS.md')]);
    // A blocking open would never return (nobody writes to the FIFO): the read returning at all is the proof.
    const c = ctx.read('AGENTS.md');
    expect(c).toMatchObject({ complete: false, error: 'it is no longer a regular file (fifo)' });
    expect(c!.bytes.length).toBe(0);
  });

  it('a character device with a candidate name is never read', (ctx) => {
    const root = makeRepo({});
    try {
      execFileSync('mknod', [path.join(root, 'AGENTS.md'), 'c', '1', '5'], { stdio: 'ignore' }); // /dev/zero's numbers
    } catch {
      ctx.skip('mknod is not permitted here');
    }
    const dc = contextFor(root);
    expect(dc.probe('AGENTS.md')).toMatchObject({ lkind: 'device', kind: 'device' });
    expect(dc.read('AGENTS.md')).toBeNull();
    expect(dc.filesRead).toBe(0);
  });

  it('a link to a device outside the root (/dev/zero) is never read, and the audit completes', async () => {
    const root = makeRepo({ 'AGENTS.md': { symlink: '/dev/zero' }, 'pkg/AGENTS.md': { symlink: '/dev/urandom' } }, { git: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    expect(r.ctx.filesRead).toBe(0);
    expect(r.ctx.probe('AGENTS.md')).toMatchObject({ lkind: 'symlink', kind: 'device', link: { outside: true, resolved: null } });
    expect(chainOf(r, '.', 'codex').files).toEqual([]);
    expect(chainOf(r, '.', 'a3s').passedOver).toEqual([expect.objectContaining({ path: 'AGENTS.md', reason: 'symlink-rejected' })]);
  });
});

describe('large files', () => {
  it('a 1 GiB sparse AGENTS.md is read up to the cap only, with bounded memory', () => {
    const root = makeRepo({ 'AGENTS.md': '' });
    fs.truncateSync(path.join(root, 'AGENTS.md'), GiB);
    const ctx = contextFor(root, 32 * 1024 + 4);
    expect(ctx.readCap).toBe(MAX_TEXT_BYTES); // the cap is at least 1 MiB (the lint window)
    const before = process.memoryUsage().rss;
    const c = ctx.read('AGENTS.md')!;
    const grew = process.memoryUsage().rss - before;
    expect(c).toMatchObject({ size: GiB, complete: false });
    expect(c.bytes.length).toBe(ctx.readCap);
    expect(grew).toBeLessThan(64 * 1024 * 1024);
    expect(ctx.probe('AGENTS.md').size).toBe(GiB);
  });

  it('readCapped never returns more than the cap, and says whether it read everything', () => {
    const dir = makeTempDir();
    const file = path.join(dir, 'f');
    fs.writeFileSync(file, 'x'.repeat(100));
    expect(readCapped(file, 10)).toMatchObject({ complete: false, size: 100 });
    expect(readCapped(file, 10).bytes.toString()).toBe('x'.repeat(10));
    expect(readCapped(file, 100)).toMatchObject({ complete: true, size: 100 });
    expect(readCapped(file, 1000).bytes.length).toBe(100);
    expect(readCapped(path.join(dir, 'missing'), 10)).toMatchObject({ error: 'it was removed during the audit', size: 0 });
    expect(readCapped(dir, 10).error).toBeDefined(); // a directory: refused, not thrown
  });

  it('the whole CLI run on a 1 GiB sparse AGENTS.md peaks at about the memory of a run on a small one', () => {
    ensureCompiled();
    const small = makeRepo({ 'AGENTS.md': '# small\n', 'pkg/AGENTS.md': '# pkg\n' }, { git: true });
    const big = makeRepo({ 'AGENTS.md': '', 'pkg/AGENTS.md': '# pkg\n' }, { git: true });
    fs.truncateSync(path.join(big, 'AGENTS.md'), GiB);
    const args = (root: string): string[] => [root, '-p', 'codex,a3s', '--format', 'json'];
    const a = cliMaxRss(args(small));
    const b = cliMaxRss(args(big));
    expect([a.code, b.code].every((c) => c === 0 || c === 1)).toBe(true);
    // A 1 GiB read would add ~1,048,576 KiB; the cap allows a few MiB more at most.
    expect(b.maxRssKiB - a.maxRssKiB).toBeLessThan(48 * 1024);
  });
});

describe('files that change between listing, probe and read', () => {
  it('a file removed after the listing is probed as missing (no candidate, no crash)', () => {
    const root = makeRepo({ 'AGENTS.md': 'root', 'pkg/AGENTS.md': 'pkg' }, { commit: true });
    const listing = listRepository(root);
    expect(listing.files.has('pkg/AGENTS.md')).toBe(true);
    fs.unlinkSync(path.join(root, 'pkg/AGENTS.md'));
    const ctx = new DiscoveryContext(root, listing, { assumeRoot: false, readCap: 4096 });
    expect(ctx.probe('pkg/AGENTS.md')).toMatchObject({ lkind: 'missing', kind: 'missing' });
    expect(ctx.read('pkg/AGENTS.md')).toBeNull();
  });

  it('a file removed after the probe is reported as removed when read', () => {
    const root = makeRepo({ 'AGENTS.md': 'root' }, { commit: true });
    const ctx = contextFor(root);
    expect(ctx.probe('AGENTS.md').kind).toBe('file');
    fs.unlinkSync(path.join(root, 'AGENTS.md'));
    const c = ctx.read('AGENTS.md');
    expect(c).toMatchObject({ error: 'it was removed during the audit', complete: false });
    expect(ctx.filesRead).toBe(1);
    expect(ctx.read('AGENTS.md')).toBe(c); // memoized: not retried
  });

  it('a symlink swapped in after the probe is not followed (O_NOFOLLOW)', () => {
    const root = makeRepo({ 'AGENTS.md': 'regular', 'other.md': 'other text' });
    const ctx = contextFor(root);
    expect(ctx.probe('AGENTS.md').kind).toBe('file');
    fs.unlinkSync(path.join(root, 'AGENTS.md'));
    fs.symlinkSync('other.md', path.join(root, 'AGENTS.md'));
    const c = ctx.read('AGENTS.md')!;
    expect(c.error).toBe('it became a symbolic link during the audit (not followed)');
    expect(c.bytes.length).toBe(0);
  });

  it('a file that grows after the probe is read up to the cap, never beyond', () => {
    const root = makeRepo({ 'AGENTS.md': 'short' });
    const ctx = contextFor(root, 10);
    expect(ctx.probe('AGENTS.md').size).toBe(5);
    fs.writeFileSync(path.join(root, 'AGENTS.md'), 'y'.repeat(3 * MAX_TEXT_BYTES));
    const c = ctx.read('AGENTS.md')!;
    expect(c.bytes.length).toBe(ctx.readCap);
    expect(c).toMatchObject({ complete: false, size: 3 * MAX_TEXT_BYTES });
  });
});

describe('links', () => {
  it('a link inside the root is read through its target, once for both names', () => {
    const root = makeRepo({ 'AGENTS.md': 'shared text', 'CLAUDE.md': { symlink: 'AGENTS.md' }, 'pkg/AGENTS.md': { symlink: '../AGENTS.md' } });
    const ctx = contextFor(root);
    expect(ctx.probe('pkg/AGENTS.md')).toMatchObject({ lkind: 'symlink', kind: 'file', link: { resolved: 'AGENTS.md', outside: false, chained: false } });
    const a = ctx.read('AGENTS.md');
    const b = ctx.read('pkg/AGENTS.md');
    const c = ctx.read('CLAUDE.md');
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(ctx.filesRead).toBe(1);
  });

  it('a link leaving the root is stat-followed (its size is known) but never read', () => {
    const outside = makeTempDir();
    fs.writeFileSync(path.join(outside, 'secret.md'), 'outside text, never to be read');
    const root = makeRepo({ 'AGENTS.md': { symlink: path.join(outside, 'secret.md') }, 'rel.md': { symlink: `../${path.basename(outside)}/secret.md` } });
    const ctx = contextFor(root);
    expect(ctx.probe('AGENTS.md')).toMatchObject({ kind: 'file', size: 30, link: { outside: true, absolute: true, resolved: null } });
    expect(ctx.probe('rel.md')).toMatchObject({ kind: 'file', link: { outside: true, absolute: false } });
    expect(ctx.read('AGENTS.md')).toBeNull();
    expect(ctx.read('rel.md')).toBeNull();
    expect(ctx.filesRead).toBe(0);
  });

  it('Codex loads an outside link unread (the audit says so); the budget still counts its size', async () => {
    const outside = makeTempDir();
    fs.writeFileSync(path.join(outside, 'AGENTS.md'), 'x'.repeat(100));
    const root = makeRepo({ 'AGENTS.md': { symlink: path.join(outside, 'AGENTS.md') } }, { git: true });
    const r = await auditAt(root, { profiles: ['codex'], maxBytes: 60 });
    expect(chainOf(r, '.', 'codex').files).toEqual([
      { path: 'AGENTS.md', size: 100, loadedBytes: 60, truncated: true, unread: true, linkTarget: path.join(outside, 'AGENTS.md') },
    ]);
    expect(r.ctx.filesRead).toBe(0);
  });

  it('dangling links, chains of links and loops are described, never thrown', () => {
    const root = makeRepo({
      'dangling.md': { symlink: 'nowhere.md' },
      'hop1.md': { symlink: 'hop2.md' },
      'hop2.md': { symlink: 'AGENTS.md' },
      'AGENTS.md': 'text',
      'loop-a.md': { symlink: 'loop-b.md' },
      'loop-b.md': { symlink: 'loop-a.md' },
    });
    const ctx = contextFor(root);
    expect(ctx.probe('dangling.md')).toMatchObject({ lkind: 'symlink', kind: 'missing', link: { target: 'nowhere.md', outside: false } });
    expect(ctx.probe('hop1.md')).toMatchObject({ kind: 'file', link: { chained: true, resolved: 'AGENTS.md' } });
    expect(ctx.probe('loop-a.md')).toMatchObject({ kind: 'missing', link: { loop: true } });
    expect(ctx.probe('loop-a.md').error).toMatch(/link loop/);
    expect(ctx.read('loop-a.md')).toBeNull();
    expect(ctx.read('dangling.md')).toBeNull();
  });
});

describe('permissions', () => {
  it('a file nobody may read is reported as "permission denied"', (ctx) => {
    if (!canProducePermissionDenied) ctx.skip('cannot produce EACCES on this platform');
    const root = makeRepo({ 'AGENTS.md': 'private' });
    openUp(root);
    fs.chmodSync(path.join(root, 'AGENTS.md'), 0o000);
    const dc = contextFor(root);
    const c = asUnprivileged(() => dc.read('AGENTS.md'));
    expect(c).toMatchObject({ error: 'permission denied', complete: false });
    expect(c!.bytes.length).toBe(0);
  });

  it('a directory nobody may search gives probes with a permission error, not a throw', (ctx) => {
    if (!canProducePermissionDenied) ctx.skip('cannot produce EACCES on this platform');
    const root = makeRepo({ 'locked/AGENTS.md': 'x' });
    openUp(root);
    fs.chmodSync(path.join(root, 'locked'), 0o600);
    try {
      const dc = contextFor(root);
      const p = asUnprivileged(() => dc.probe('locked/AGENTS.md'));
      expect(p.error).toBe('permission denied');
      expect(p.kind).not.toBe('file');
    } finally {
      fs.chmodSync(path.join(root, 'locked'), 0o755);
    }
  });
});

describe('roots', () => {
  it('rootOf stops at the nearest marker and never walks above the audited root', () => {
    const outer = makeRepo({ 'AGENTS.md': 'outer' }, { git: true });
    writeFiles(outer, { 'inner/a/b/AGENTS.md': 'b', 'inner/sub/.git': 'gitdir: nowhere\n', 'inner/sub/c/AGENTS.md': 'c' });
    const inner = path.join(outer, 'inner');
    const ctx = contextFor(inner);
    const rule = { markers: ['.git'], allowSymlinkMarker: true };
    expect(ctx.rootOf('a/b', rule)).toEqual({ dir: 'a/b', marker: null }); // outer/.git is above the audited root
    expect(ctx.rootOf('sub/c', rule)).toEqual({ dir: 'sub', marker: '.git' });
    const assumed = new DiscoveryContext(inner, listRepository(inner), { assumeRoot: true, readCap: 1 });
    expect(assumed.rootOf('a/b', rule)).toEqual({ dir: '.', marker: 'assumed' });
    expect(ctx.dirsFrom('.', 'a/b')).toEqual(['.', 'a', 'a/b']);
    expect(ctx.dirsFrom('sub', 'sub/c')).toEqual(['sub', 'sub/c']);
  });
});

describe('joinUnder', () => {
  it('is path.join for every directory and relative path (property)', () => {
    const seg = fc.constantFrom('a', 'b.md', '.', '..', '', ' ', 'AGENTS.md', '.git', 'ü', '\\', 'x\ny');
    fc.assert(
      fc.property(fc.constantFrom('/', '/r', '/r/', '/a/b'), fc.array(seg, { minLength: 1, maxLength: 5 }), (dir, parts) => {
        const rel = parts.join('/');
        expect(joinUnder(dir, rel)).toBe(path.join(dir, rel));
      }),
      { numRuns: 2000 },
    );
  });
});
