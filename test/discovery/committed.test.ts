/**
 * The committed tree at a revision, read from git's object store: its listing, which blobs are
 * written (and how far), blobs written on demand, and links that lead out of the tree.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditCommitted } from '../../src/baseline.js';
import { defaultOptions } from '../../src/config/options.js';
import { openCommittedTree } from '../../src/discovery/committed.js';
import { cleanupRepos, git, makeRepo, writeFiles } from '../helpers/repo.js';

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
