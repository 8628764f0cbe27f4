/**
 * The committed tree at a revision, read from git's object store: its listing, which blobs are
 * written (and how far), blobs written on demand, and links that lead out of the tree.
 */
import fc from 'fast-check';
import * as fs from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditCommitted } from '../../src/baseline.js';
import { defaultOptions } from '../../src/config/options.js';
import { ConfigError } from '../../src/config/parse.js';
import { mirrorParent, openCommittedTree, unsafePath } from '../../src/discovery/committed.js';
import { cleanupRepos, git, makeRepo, makeTempDir, writeFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

describe('openCommittedTree', () => {
  it('lists the committed tree (not the work tree) and writes only the wanted blobs, each cut at the cap but with its real size', () => {
    const big = Buffer.alloc(100_000, 'a');
    const root = makeRepo(
      { 'AGENTS.md': big, 'pkg/AGENTS.md': 'pkg\n', 'assets/big.bin': Buffer.alloc(200_000, 1), 'src/index.ts': 'x\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
      { commit: true },
    );
    writeFiles(root, { 'untracked.md': 'u\n', 'pkg/AGENTS.md': 'changed\n' });
    const tree = openCommittedTree({ root, ref: 'HEAD', readCap: 40_000, wanted: (rel) => rel.endsWith('.md'), gitMarker: true });
    try {
      expect([...tree.listing.files.keys()].sort()).toEqual(git(root, 'ls-tree', '-r', '--name-only', 'HEAD').trim().split('\n').sort());
      expect(tree.listing.files.get('CLAUDE.md')).toEqual({ git: 'tracked', symlink: true });
      expect(tree.commit).toBe(git(root, 'rev-parse', 'HEAD').trim());
      // AGENTS.md, pkg/AGENTS.md and the link: never the binary or the source file.
      expect(tree.written).toBe(3);
      expect(fs.existsSync(path.join(tree.dir, 'assets/big.bin'))).toBe(false);
      expect(fs.existsSync(path.join(tree.dir, 'src/index.ts'))).toBe(false);
      const st = fs.statSync(path.join(tree.dir, 'AGENTS.md'));
      expect(st.size).toBe(100_000);
      const head = Buffer.alloc(40_000);
      const fd = fs.openSync(path.join(tree.dir, 'AGENTS.md'), 'r');
      fs.readSync(fd, head, 0, 40_000, 0);
      fs.closeSync(fd);
      expect(head.equals(big.subarray(0, 40_000))).toBe(true);
      expect(fs.readFileSync(path.join(tree.dir, 'pkg/AGENTS.md'), 'utf8')).toBe('pkg\n');
      expect(fs.readlinkSync(path.join(tree.dir, 'CLAUDE.md'))).toBe('AGENTS.md');
      expect(fs.statSync(path.join(tree.dir, '.git')).isDirectory()).toBe(true);
      // On demand: through the tree's own link, once.
      expect(tree.materialize(['src/index.ts', 'src/index.ts', 'no/such/file'])).toBe(1);
      expect(tree.materialize(['src/index.ts'])).toBe(0);
    } finally {
      tree.dispose();
    }
    expect(fs.existsSync(tree.dir)).toBe(false);
  });
});

describe('unsafePath', () => {
  it('refuses a tree path with an empty component, `.`, `..` or `.git` in any case, as a check of each component does', () => {
    const byComponent = (rel: string): boolean => rel.split('/').some((c) => c === '' || c === '.' || c === '..' || c.toLowerCase() === '.git');
    const piece = fc.constantFrom('a', '.', '..', '.git', '.GiT', '.gitx', 'x.git', '...', '', 'g', '/');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const rel = parts.join('');
        expect(unsafePath(rel)).toBe(byComponent(rel));
      }),
      { numRuns: 3000 },
    );
    expect(['pkg/AGENTS.md', '.github/x.md', 'a.git/b', '...'].map(unsafePath)).toEqual([false, false, false, false]);
    expect(['', 'a//b', './a', 'a/..', '.GIT/config', 'a/'].map(unsafePath)).toEqual([true, true, true, true, true, true]);
  });
});

describe('where the committed tree is written', () => {
  const TMPFS = 0x01021994;

  it('in memory (/dev/shm) where that is a tmpfs with room, else in the temporary directory; never in a plain directory', () => {
    const shm = (() => {
      try {
        const st = fs.statfsSync('/dev/shm');
        return process.platform === 'linux' && st.type === TMPFS && st.bavail * st.bsize >= 1024 ** 3;
      } catch {
        return false;
      }
    })();
    expect(mirrorParent()).toBe(shm ? '/dev/shm' : os.tmpdir());
    // A directory on an ordinary file system, or none at all: the temporary directory.
    const plain = makeTempDir();
    if (fs.statfsSync(plain).type !== TMPFS) expect(mirrorParent(plain)).toBe(os.tmpdir());
    expect(mirrorParent(path.join(plain, 'missing'))).toBe(os.tmpdir());
    const root = makeRepo({ 'AGENTS.md': '# Rules\n' }, { commit: true });
    const tree = openCommittedTree({ root, ref: 'HEAD', readCap: 40_000, wanted: () => true, gitMarker: true });
    try {
      expect(path.dirname(tree.dir)).toBe(fs.realpathSync(mirrorParent()));
      expect(fs.statSync(tree.dir).mode & 0o777).toBe(0o700);
    } finally {
      tree.dispose();
    }
  });

  it('a write that fails for lack of room stops with a ConfigError (never a base missing files), and nothing is left behind', () => {
    const root = makeRepo({ 'AGENTS.md': '# Rules\n', 'pkg/AGENTS.md': '# Pkg\n' }, { commit: true });
    // A full disk cannot be made here without privileges: node:fs's writeSync answers as a full one would.
    const cjsFs = createRequire(import.meta.url)('node:fs') as typeof fs;
    const writeSync = cjsFs.writeSync;
    // A directory of its own to make the mirror in: other test files make theirs meanwhile.
    const parent = makeTempDir();
    cjsFs.writeSync = (() => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }) as typeof fs.writeSync;
    syncBuiltinESMExports();
    let error: unknown;
    try {
      openCommittedTree({ root, ref: 'HEAD', readCap: 40_000, wanted: () => true, gitMarker: true, mirrorIn: parent });
    } catch (e) {
      error = e;
    } finally {
      cjsFs.writeSync = writeSync;
      syncBuiltinESMExports();
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe('--base "HEAD": cannot write the committed tree to a temporary directory (ENOSPC: no space left on device, write)');
    expect(fs.readdirSync(parent)).toEqual([]);
  });
});

describe('auditCommitted', () => {
  it('writes an import target the first pass did not expect, and audits it as the agent would read it', async () => {
    const root = makeRepo({ 'CLAUDE.md': '# Rules\n\n@docs/style.rst\n', 'docs/style.rst': 'Use tabs.\n' }, { commit: true });
    writeFiles(root, { 'docs/style.rst': 'Use spaces.\n' });
    const { report } = await auditCommitted({ ...defaultOptions(root), profiles: ['claude-code'] }, 'HEAD');
    const c = report.chains.find((x) => x.cwd === '.')!;
    expect(c.files.map((f) => f.path)).toContain('docs/style.rst');
    expect(c.files.find((f) => f.path === 'docs/style.rst')!.size).toBe('Use tabs.\n'.length);
    expect(report.root).toBe(path.basename(root));
    expect(JSON.stringify(report)).not.toContain('agents-md-audit-base-');
  });

  it('a committed link out of the repository stays out: reported, never read, on the base side as at head', async () => {
    const root = makeRepo({ 'AGENTS.md': { symlink: '/etc/hostname' }, 'pkg/AGENTS.md': { symlink: '../../outside.md' } }, { commit: true });
    const { report } = await auditCommitted(defaultOptions(root), 'HEAD');
    const rules = report.findings.map((f) => `${f.ruleId} ${f.path}`);
    expect(rules).toContain('symlink-escape AGENTS.md');
    expect(rules).toContain('symlink-escape pkg/AGENTS.md');
    for (const c of report.chains) for (const f of c.files) expect(f.unread ?? false, f.path).toBe(f.path === 'AGENTS.md' || f.path === 'pkg/AGENTS.md');
  });
});
