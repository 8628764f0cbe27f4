/**
 * The committed tree at a revision, read from git's object store: its listing, which blobs are
 * written (and how far), blobs written on demand, and links that lead out of the tree.
 */
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { auditDetailed } from '../../src/audit.js';
import { auditCommitted } from '../../src/baseline.js';
import { defaultOptions } from '../../src/config/options.js';
import { ConfigError } from '../../src/config/parse.js';
import { type BlobSink, mirrorParent, openCommittedTree, streamBlobs, unsafePath } from '../../src/discovery/committed.js';
import type { Report } from '../../src/report/model.js';
import { cliMaxRss, ensureCompiled } from '../helpers/cli.js';
import { cleanupRepos, git, makeRepo, makeTempDir, writeFiles } from '../helpers/repo.js';

const GiB = 1024 ** 3;

afterAll(cleanupRepos);

describe('openCommittedTree', () => {
  it('lists the committed tree (not the work tree) and writes only the wanted blobs, each cut at the cap but with its real size', async () => {
    const big = Buffer.alloc(100_000, 'a');
    const root = makeRepo(
      { 'AGENTS.md': big, 'pkg/AGENTS.md': 'pkg\n', 'assets/big.bin': Buffer.alloc(200_000, 1), 'src/index.ts': 'x\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
      { commit: true },
    );
    writeFiles(root, { 'untracked.md': 'u\n', 'pkg/AGENTS.md': 'changed\n' });
    const tree = await openCommittedTree({ root, ref: 'HEAD', readCap: 40_000, wanted: (rel) => rel.endsWith('.md'), gitMarker: true });
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
      expect(await tree.materialize(['src/index.ts', 'src/index.ts', 'no/such/file'])).toBe(1);
      expect(await tree.materialize(['src/index.ts'])).toBe(0);
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

  it('in memory (/dev/shm) where that is a tmpfs with room, else in the temporary directory; never in a plain directory', async () => {
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
    const tree = await openCommittedTree({ root, ref: 'HEAD', readCap: 40_000, wanted: () => true, gitMarker: true });
    try {
      expect(path.dirname(tree.dir)).toBe(fs.realpathSync(mirrorParent()));
      expect(fs.statSync(tree.dir).mode & 0o777).toBe(0o700);
    } finally {
      tree.dispose();
    }
  });

  it('a write that fails for lack of room stops with a ConfigError (never a base missing files), and nothing is left behind', async () => {
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
      await openCommittedTree({ root, ref: 'HEAD', readCap: 40_000, wanted: () => true, gitMarker: true, mirrorIn: parent });
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

describe('bounded bases', () => {
  it('a base with thousands of Markdown files writes only the files the audit reads up front, and audits as the checkout of that commit does', async () => {
    const files: Record<string, string | { symlink: string }> = {
      'AGENTS.md': '# Root\n\nRun the tests.\n',
      'CLAUDE.md': '# Claude\n\n@docs/style.md\n',
      'GEMINI.md': '# Gemini\n',
      'docs/style.md': 'Use tabs.\n',
      '.claude/rules/tests.md': 'Always run the tests.\n',
      '.github/copilot-instructions.md': 'Be brief.\n',
      '.github/instructions/ts.instructions.md': '---\napplyTo: "**/*.ts"\n---\nStrict types.\n',
      'pkg/a/CLAUDE.md': { symlink: 'AGENTS.md' },
    };
    const candidates = new Set(['AGENTS.md', 'CLAUDE.md', 'GEMINI.md', '.claude/rules/tests.md', '.github/copilot-instructions.md', '.github/instructions/ts.instructions.md']);
    for (let d = 0; d < 40; d++) {
      if (d % 4 === 0) {
        files[`pkg/${d === 0 ? 'a' : d}/AGENTS.md`] = `# Package ${d}\n\nBuild with make.\n`;
        candidates.add(`pkg/${d === 0 ? 'a' : d}/AGENTS.md`);
      }
      for (let i = 0; i < 50; i++) files[`pkg/${d === 0 ? 'a' : d}/docs/note-${i}.md`] = `# Note ${i}\n\nSee the handbook.\n`;
    }
    const root = makeRepo(files, { commit: true });
    const options = { ...defaultOptions(root), profiles: ['codex', 'claude-code', 'gemini', 'copilot', 'copilot-cli', 'opencode'] };
    const { report, written } = await auditCommitted(options, 'HEAD');
    // The 2,000 notes stay in git's object store: written are the candidates, the link (its target
    // is one of them) and the one import target (on demand, for the second pass).
    expect(written).toBe(candidates.size + 2);
    // The same audit as of a clean checkout of that commit (everything tracked, nothing else there),
    // with the digests a committed tree always carries.
    const h = (await auditDetailed(options, { digests: true })).report;
    expect(report.chains).toEqual(h.chains);
    expect(report.findings).toEqual(h.findings);
    expect(report.files).toEqual(h.files);
  });
});

/**
 * A blob of `size` zero bytes written straight into the object store as a loose object (deflated
 * as it is made, never held whole), as `git hash-object -w` would write it; returns its id.
 */
async function zeroBlob(root: string, size: number): Promise<string> {
  const head = Buffer.from(`blob ${size}\0`);
  const zero = Buffer.alloc(1 << 24);
  const sha = createHash('sha1').update(head);
  const parts: Buffer[] = [];
  const z = zlib.createDeflate({ level: 1 });
  z.on('data', (c: Buffer) => parts.push(c));
  const ended = new Promise((resolve) => z.on('end', resolve));
  z.write(head);
  for (let left = size; left > 0; left -= zero.length) {
    const piece = zero.subarray(0, Math.min(left, zero.length));
    sha.update(piece);
    if (!z.write(piece)) await new Promise((resolve) => z.once('drain', resolve));
  }
  z.end();
  await ended;
  const oid = sha.digest('hex');
  const file = path.join(root, '.git/objects', oid.slice(0, 2), oid.slice(2));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.concat(parts));
  return oid;
}

describe('a 1 GiB blob on the base', () => {
  it('is streamed past its read cap: the comparison runs in under 200 MB and the base keeps the exact size', async () => {
    ensureCompiled();
    const root = makeRepo({ 'pkg/AGENTS.md': '# Package\n\nBuild with make.\n' }, { git: true });
    const oid = await zeroBlob(root, GiB);
    // The base commit names the blob as AGENTS.md; the work tree never holds it (it is never checked out).
    git(root, 'update-index', '--add', '--cacheinfo', `100644,${oid},AGENTS.md`);
    git(root, 'add', 'pkg/AGENTS.md');
    git(root, 'commit', '-q', '-m', 'huge');
    writeFiles(root, { 'AGENTS.md': '# Rules\n\nRun the tests.\n' });
    git(root, 'add', 'AGENTS.md');
    git(root, 'commit', '-q', '-m', 'small');
    const out = path.join(makeTempDir(), 'report.json');
    const run = cliMaxRss([root, '--base', 'HEAD~1', '--format', 'json', '--output', out]);
    expect(run.stderr).not.toMatch(/ENOBUFS|crashed|cannot read blobs/);
    expect([0, 1]).toContain(run.code);
    expect(run.maxRssKiB).toBeLessThan(200 * 1024);
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
    const root0 = report.delta!.chains.find((c) => c.cwd === '.' && c.profile === 'codex')!;
    // At the base, Codex loaded its 32 KiB budget of the huge file and was cut there.
    expect(root0.before).toMatchObject({ usedBytes: 32 * 1024, truncated: true, files: ['AGENTS.md'] });
    expect(report.delta!.fixed.map((f) => f.ruleId)).toContain('chain-over-budget');
    expect(report.delta!.fixed.find((f) => f.ruleId === 'chain-over-budget')!.message).toContain('1,073,741,824');
  }, 240_000);
});

describe('streaming the blobs', () => {
  it('blobs larger than the cap between small ones, a missing one and links: each written exactly up to the cap, with its real size', async () => {
    const rnd = (n: number, seed: number): Buffer => {
      const b = Buffer.alloc(n);
      let x = seed;
      for (let i = 0; i < n; i++) {
        x = (x * 1103515245 + 12345) >>> 0;
        b[i] = x >>> 24;
      }
      return b;
    };
    const blobs: Record<string, Buffer> = {
      'a/AGENTS.md': rnd(100, 1),
      'b/AGENTS.md': rnd(3 * 1024 * 1024, 2), // past the cap by more than a restart's worth
      'c/AGENTS.md': rnd(40_001, 3), // one byte past the cap: read through
      'd/AGENTS.md': rnd(0, 4),
      'e/AGENTS.md': rnd(5 * 1024 * 1024 + 7, 5),
      'f/AGENTS.md': rnd(39_999, 6),
    };
    const root = makeRepo({ ...blobs, 'g/AGENTS.md': { symlink: '../e/AGENTS.md' }, 'h/CLAUDE.md': { symlink: '../b/AGENTS.md' } }, { commit: true });
    const tree = await openCommittedTree({ root, ref: 'HEAD', readCap: 40_000, wanted: (rel) => rel.endsWith('.md'), gitMarker: true });
    try {
      expect(tree.written).toBe(8);
      for (const [rel, bytes] of Object.entries(blobs)) {
        const abs = path.join(tree.dir, rel);
        expect(fs.statSync(abs).size, rel).toBe(bytes.length);
        const head = Buffer.alloc(Math.min(bytes.length, 40_000));
        const fd = fs.openSync(abs, 'r');
        fs.readSync(fd, head, 0, head.length, 0);
        fs.closeSync(fd);
        expect(head.equals(bytes.subarray(0, 40_000)), rel).toBe(true);
        // Past the cap, nothing was written: the rest of the file is a hole of zeros.
        if (bytes.length > 40_000) expect(fs.statSync(abs).blocks * 512, rel).toBeLessThan(40_000 + 64 * 1024);
      }
      expect(fs.readlinkSync(path.join(tree.dir, 'g/AGENTS.md'))).toBe('../e/AGENTS.md');
      expect(fs.readlinkSync(path.join(tree.dir, 'h/CLAUDE.md'))).toBe('../b/AGENTS.md');
    } finally {
      tree.dispose();
    }
  });

  it('a record git says is missing opens nothing, and the blobs after it still arrive', async () => {
    const root = makeRepo({ 'a.md': 'first\n', 'b.md': 'second\n' }, { commit: true });
    const oids = ['a.md', 'b.md'].map((f) => git(root, 'rev-parse', `HEAD:${f}`).trim());
    const got: string[] = [];
    const sink = (i: number): BlobSink => {
      const parts: Buffer[] = [];
      return {
        write: (c) => parts.push(Buffer.from(c)) > 0,
        close: () => got.push(`${i}:${Buffer.concat(parts).toString('utf8')}`),
      };
    };
    await streamBlobs(root, [oids[0]!, '0'.repeat(40), oids[1]!], (i) => sink(i));
    expect(got).toEqual(['0:first\n', '2:second\n']);
  });
});
