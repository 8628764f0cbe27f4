/** The symlink and non-regular-candidate checks on real repositories: real links, FIFOs, devices and loops. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderJson } from '../../src/report/json.js';
import { auditAt } from '../helpers/audit.js';
import { cleanupRepos, git, makeRepo, makeTempDir } from '../helpers/repo.js';
import { findingsOf, show } from './helpers.js';

afterAll(cleanupRepos);

const SYMLINK_RULES = ['symlink-escape', 'symlink-dangling', 'symlink-non-regular', 'symlink-chain', 'symlink-policy', 'symlink-ignored-by-agent', 'symlink-as-text', 'candidate-not-regular', 'unreadable-candidate'];
type Result = Awaited<ReturnType<typeof auditAt>>;
const linkFindings = (r: Result) => r.report.findings.filter((f) => SYMLINK_RULES.includes(f.ruleId)).map((f) => `${f.ruleId} ${f.path}:${f.line}`);

describe('links out of the repository and to non-files', () => {
  it('a link to /etc/passwd is symlink-escape, and the audit never reads it', async () => {
    const root = makeRepo({ 'AGENTS.md': { symlink: '/etc/passwd' } }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    expect(linkFindings(r)).toEqual(['symlink-escape AGENTS.md:1']);
    const f = findingsOf(r, 'symlink-escape')[0]!;
    expect(f.severity).toBe('error');
    expect(f.message).toContain('an absolute path outside the repository, "/etc/passwd"');
    expect(r.ctx.filesRead).toBe(0);
    expect(renderJson(r.report)).not.toMatch(/root:x:0:0/);
  });

  it('a relative link that climbs out of the repository is symlink-escape too', async () => {
    const outer = makeTempDir();
    fs.writeFileSync(path.join(outer, 'shared-rules.md'), '# Shared\n');
    const root = path.join(outer, 'repo');
    fs.mkdirSync(root);
    git(root, 'init', '-q');
    fs.symlinkSync('../shared-rules.md', path.join(root, 'AGENTS.md'));
    const r = await auditAt(root, { profiles: ['codex'] });
    expect(linkFindings(r)).toEqual(['symlink-escape AGENTS.md:1']);
    expect(findingsOf(r, 'symlink-escape')[0]!.message).toContain('a path outside the repository, "../shared-rules.md"');
  });

  it('a link to /dev/zero is escape + non-regular, never opened', async () => {
    const root = makeRepo({ 'AGENTS.md': { symlink: '/dev/zero' }, 'pkg/AGENTS.md': '# pkg\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    expect(linkFindings(r)).toEqual(['symlink-escape AGENTS.md:1', 'symlink-non-regular AGENTS.md:1']);
    expect(findingsOf(r, 'symlink-non-regular')[0]!.message).toContain('a symlink to a device ("/dev/zero")');
  });

  it('a FIFO named AGENTS.md is candidate-not-regular, never opened', async () => {
    const root = makeRepo({ 'AGENTS.md': { fifo: true }, 'AGENTS.override.md': { fifo: true }, 'pkg/AGENTS.md': '# pkg\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    expect(linkFindings(r)).toEqual(['candidate-not-regular AGENTS.md:null', 'candidate-not-regular AGENTS.override.md:null']);
    const f = findingsOf(r, 'candidate-not-regular')[0]!;
    expect(f.message).toContain('AGENTS.md is a named pipe (FIFO), not an instruction file');
    expect(f.message).toContain('the audit never opens it');
    expect(r.report.chains.find((c) => c.cwd === 'pkg' && c.profile === 'codex')!.files.map((x) => x.path)).toEqual(['pkg/AGENTS.md']);
  });

  it('a directory named AGENTS.md and a link to a directory', async () => {
    const root = makeRepo({ 'AGENTS.md/notes.md': '# n\n', 'pkg/AGENTS.md': { symlink: '../docs' }, 'pkg/x.ts': '', 'docs/a.md': '# a\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex'], workingDirectories: ['.', 'pkg'] });
    expect(linkFindings(r)).toEqual(['candidate-not-regular AGENTS.md:null', 'symlink-non-regular pkg/AGENTS.md:1']);
    expect(findingsOf(r, 'candidate-not-regular')[0]!.message).toContain('AGENTS.md is a directory');
    expect(findingsOf(r, 'symlink-non-regular')[0]!.message).toContain('a symlink to a directory ("../docs")');
  });
});

describe('dangling links, chains and loops', () => {
  it('a dangling link is symlink-dangling only', async () => {
    const root = makeRepo({ 'AGENTS.md': { symlink: 'docs/gone.md' } }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    expect(linkFindings(r)).toEqual(['symlink-dangling AGENTS.md:1']);
    expect(findingsOf(r, 'symlink-dangling')[0]!.message).toContain('its target "docs/gone.md" does not exist');
  });

  it('a link loop is symlink-chain on both links, not dangling and not a crash', async () => {
    const root = makeRepo({ 'AGENTS.md': { symlink: 'AGENTS.override.md' }, 'AGENTS.override.md': { symlink: 'AGENTS.md' } }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    expect(linkFindings(r)).toEqual(['symlink-chain AGENTS.md:1', 'symlink-chain AGENTS.override.md:1']);
    expect(findingsOf(r, 'symlink-chain')[0]!.message).toContain('part of a symlink loop');
  });

  it('a link to a link names the final file', async () => {
    const root = makeRepo({ 'docs/rules.md': '# r\n', 'CLAUDE.md': { symlink: 'docs/rules.md' }, 'AGENTS.md': { symlink: 'CLAUDE.md' } }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex'] });
    expect(linkFindings(r)).toEqual(['symlink-chain AGENTS.md:1']);
    expect(findingsOf(r, 'symlink-chain')[0]!.message).toMatch(/^Point AGENTS\.md directly at the final file \(docs\/rules\.md\)/);
  });
});

describe('symlink-policy', () => {
  const files = { 'AGENTS.md': '# Rules\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } } as const;
  const opts = { profiles: ['codex'], fallbackFilenames: ['CLAUDE.md'] };

  it('allow-in-repo (default) and allow accept an in-repo link; forbid rejects it', async () => {
    const root = makeRepo({ ...files }, { commit: true });
    expect(linkFindings(await auditAt(root, opts))).toEqual([]);
    expect(linkFindings(await auditAt(root, { ...opts, symlinkPolicy: 'allow' }))).toEqual([]);
    const r = await auditAt(root, { ...opts, symlinkPolicy: 'forbid' });
    expect(linkFindings(r)).toEqual(['symlink-policy CLAUDE.md:1']);
    expect(findingsOf(r, 'symlink-policy')[0]!.message).toContain('the symlink policy is "forbid"');
  });

  it('allow-in-repo rejects a link to a git-ignored file (it dangles in every clone); allow accepts it', async () => {
    const root = makeRepo({ 'AGENTS.md': { symlink: 'local/my-rules.md' } }, { commit: true, gitignore: 'local/\n' });
    fs.mkdirSync(path.join(root, 'local'));
    fs.writeFileSync(path.join(root, 'local/my-rules.md'), '# mine\n');
    const r = await auditAt(root, { profiles: ['codex'] });
    expect(linkFindings(r)).toEqual(['symlink-policy AGENTS.md:1']);
    expect(findingsOf(r, 'symlink-policy')[0]!.message).toContain('links to local/my-rules.md, which git ignores');
    expect(linkFindings(await auditAt(root, { profiles: ['codex'], symlinkPolicy: 'allow' }))).toEqual([]);
  });

  it('whatever the policy, an escaping link is symlink-escape (and allow does not silence it)', async () => {
    const root = makeRepo({ 'AGENTS.md': { symlink: '/etc/passwd' } }, { commit: true });
    for (const symlinkPolicy of ['allow', 'allow-in-repo', 'forbid'] as const) {
      expect(linkFindings(await auditAt(root, { profiles: ['codex'], symlinkPolicy }))).toEqual(['symlink-escape AGENTS.md:1']);
    }
  });
});

describe('symlink-ignored-by-agent', () => {
  it('A3S ignores a symlinked override and loads AGENTS.md instead; Codex follows it', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Rules\n', 'docs/override.md': '# Override\n', 'AGENTS.override.md': { symlink: 'docs/override.md' } }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    const f = findingsOf(r, 'symlink-ignored-by-agent');
    expect(f, show(r.report.findings)).toHaveLength(1);
    expect(f[0]).toMatchObject({ severity: 'warning', path: 'AGENTS.override.md', line: 1, profiles: ['a3s'], cwds: ['.'] });
    expect(f[0]!.message).toContain('it is invisible to a3s in the repository root; in that directory it loads AGENTS.md instead');
    expect(r.report.chains.find((c) => c.profile === 'codex')!.files[0]!.path).toBe('AGENTS.override.md');
  });

  it('with nothing else in the directory, A3S loads nothing from it', async () => {
    const root = makeRepo({ 'docs/rules.md': '# Rules\n', 'AGENTS.md': { symlink: 'docs/rules.md' } }, { commit: true });
    const r = await auditAt(root, { profiles: ['a3s'] });
    expect(findingsOf(r, 'symlink-ignored-by-agent')[0]!.message).toContain('it loads nothing from that directory');
  });

  it('Codex alone: no finding', async () => {
    const root = makeRepo({ 'docs/rules.md': '# Rules\n', 'AGENTS.md': { symlink: 'docs/rules.md' } }, { commit: true });
    expect(findingsOf(await auditAt(root, { profiles: ['codex'] }), 'symlink-ignored-by-agent')).toEqual([]);
  });
});

describe('symlink-as-text', () => {
  it('a link checked out without symlink support (core.symlinks=false) is a one-line text file', async () => {
    const origin = makeRepo({ 'CLAUDE.md': '# Rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'CLAUDE.md' } }, { commit: true });
    const parent = makeTempDir();
    git(parent, '-c', 'core.symlinks=false', 'clone', '-q', origin, 'clone');
    const root = path.join(parent, 'clone');
    expect(fs.lstatSync(path.join(root, 'AGENTS.md')).isFile()).toBe(true);
    expect(fs.readFileSync(path.join(root, 'AGENTS.md'), 'utf8')).toBe('CLAUDE.md');
    const r = await auditAt(root, { profiles: ['codex'] });
    const f = findingsOf(r, 'symlink-as-text');
    expect(f, show(r.report.findings)).toHaveLength(1);
    expect(f[0]).toMatchObject({ severity: 'warning', path: 'AGENTS.md', line: 1, column: 1 });
    expect(f[0]!.message).toContain('AGENTS.md holds only the text "CLAUDE.md"');
    expect(f[0]!.message).toContain('git records this path as a symlink');
  });

  it('a real one-line instruction is not mistaken for a link', async () => {
    const root = makeRepo({ 'AGENTS.md': 'Use pnpm, never npm.\n', 'pkg/AGENTS.md': 'README.md\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex'] });
    expect(findingsOf(r, 'symlink-as-text')).toEqual([]);
  });
});
