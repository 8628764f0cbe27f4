/**
 * A3S Code conformance: the tests of core/src/agent_api/project_instructions.rs (@0a0b82f2),
 * ported onto real temporary directories and git repositories and run through the public engine
 * (`auditDetailed` + `profile.render`). One `it` per upstream test, named after it; where the audit
 * deliberately differs (it refuses an unsafe fallback name as a configuration error), the name says so.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/parse.js';
import { DiscoveryContext } from '../../src/discovery/context.js';
import { listRepository } from '../../src/discovery/listing.js';
import { a3s, A3S_HEADER, INSTRUCTION_DOC_SEPARATOR } from '../../src/profiles/a3s.js';
import { auditAt, chainOf, loadedPaths, passedOf, promptOf, type AuditResult } from '../helpers/audit.js';
import { asUnprivileged, canProducePermissionDenied, openUp } from '../helpers/privilege.js';
import { cleanupRepos, makeRepo, makeTempDir, writeFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

const SEP = INSTRUCTION_DOC_SEPARATOR;

const audit = (root: string, cwd: string, extra: Parameters<typeof auditAt>[1] = {}): Promise<AuditResult> =>
  auditAt(root, { profiles: ['a3s'], workingDirectories: [cwd], ...extra });

/** A3S's `loaded.content`: the rendered prompt without its fixed header (null when nothing is loaded). */
function content(r: AuditResult, cwd: string): string | null {
  const prompt = promptOf(r, cwd, 'a3s');
  if (prompt === '') return null;
  expect(prompt.startsWith(A3S_HEADER)).toBe(true);
  return prompt.slice(A3S_HEADER.length);
}

describe('A3S Code conformance (project_instructions.rs)', () => {
  it('a3s#1 loads_root_to_workspace_and_prefers_override_per_directory', async () => {
    const root = makeRepo(
      {
        'AGENTS.md': 'root guidance',
        'crates/AGENTS.md': 'shadowed guidance',
        'crates/AGENTS.override.md': 'crate override',
        'crates/code/AGENTS.md': 'workspace guidance',
      },
      { commit: true },
    );
    const r = await audit(root, 'crates/code');
    expect(loadedPaths(r, 'crates/code', 'a3s')).toEqual(['AGENTS.md', 'crates/AGENTS.override.md', 'crates/code/AGENTS.md']);
    expect(content(r, 'crates/code')).toBe(`root guidance${SEP}crate override${SEP}workspace guidance`);
    expect(promptOf(r, 'crates/code', 'a3s')).not.toContain('shadowed guidance');
    expect(passedOf(r, 'crates/code', 'a3s')).toEqual({ 'crates/AGENTS.md': 'hidden' });
    expect(SEP).toBe('\n\n--- instruction-doc ---\n\n');
  });

  it('a3s#2 uses_safe_fallbacks_and_does_not_walk_above_a_missing_project_root (audit: an unsafe fallback is a configuration error)', async () => {
    const root = makeRepo({ 'AGENTS.md': 'parent guidance', 'workspace/TEAM_GUIDE.md': 'workspace fallback' });
    // The audit refuses the unsafe name outright, naming it and saying why.
    await expect(audit(root, 'workspace', { fallbackFilenames: ['../outside.md', 'TEAM_GUIDE.md'] })).rejects.toThrow(ConfigError);
    await expect(audit(root, 'workspace', { fallbackFilenames: ['../outside.md', 'TEAM_GUIDE.md'] })).rejects.toThrow(
      /fallback file name "\.\.\/outside\.md" is unsafe: it contains "\/"/,
    );
    // The rest of the upstream test: no root marker anywhere → only the workspace is read.
    const r = await audit(root, 'workspace', { fallbackFilenames: ['TEAM_GUIDE.md'] });
    expect(content(r, 'workspace')).toBe('workspace fallback');
    expect(loadedPaths(r, 'workspace', 'a3s')).toEqual(['workspace/TEAM_GUIDE.md']);
    expect(chainOf(r, 'workspace', 'a3s')).toMatchObject({ root: 'workspace', rootMarker: null });
  });

  it('a3s#2 uses_safe_fallbacks (the profile itself skips an unsafe name, as A3S does)', () => {
    const root = makeRepo({ 'AGENTS.md': 'parent guidance', 'workspace/TEAM_GUIDE.md': 'workspace fallback', 'outside.md': 'outside' });
    const dc = new DiscoveryContext(root, listRepository(root), { assumeRoot: false, readCap: 4096 });
    const resolved = a3s.resolve('workspace', dc, {
      maxBytes: 32 * 1024,
      fallbackFilenames: ['../outside.md', 'TEAM_GUIDE.md'],
      rootMarkers: ['.git'],
      home: null,
    });
    expect(resolved.texts).toEqual(['workspace fallback']);
    expect(dc.probe('outside.md').lkind).toBe('file');
    expect(resolved.chain.files.map((f) => f.path)).toEqual(['workspace/TEAM_GUIDE.md']);
  });

  it('a3s#3 enforces_combined_byte_budget_in_root_to_workspace_order', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root', 'nested/AGENTS.md': 'deeper' }, { commit: true });
    const r = await audit(root, 'nested', { maxBytes: 7 });
    const chain = chainOf(r, 'nested', 'a3s');
    expect(chain.usedBytes).toBe(7);
    expect(content(r, 'nested')).toBe(`root${SEP}dee`);
    expect(chain.files[1]).toMatchObject({ path: 'nested/AGENTS.md', size: 6, loadedBytes: 3, truncated: true });
  });

  it('a3s#4 prepends_personal_override_and_shares_the_combined_budget', async () => {
    const home = makeTempDir();
    writeFiles(home, { '.a3s/AGENTS.override.md': 'personal', '.a3s/AGENTS.md': 'shadowed personal' });
    const root = makeRepo({ 'AGENTS.md': 'project' }, { commit: true });
    const r = await audit(root, '.', { maxBytes: 11, home });
    const chain = chainOf(r, '.', 'a3s');
    expect(chain.files.map((f) => f.path)).toEqual(['~/.a3s/AGENTS.override.md', 'AGENTS.md']);
    expect(content(r, '.')).toBe(`personal${SEP}pro`);
    expect(promptOf(r, '.', 'a3s')).not.toContain('shadowed personal');
    expect(chain.usedBytes).toBe(11);
  });

  it('a3s#5 empty_personal_override_falls_back_to_personal_agents_file', async () => {
    const home = makeTempDir();
    writeFiles(home, { '.a3s/AGENTS.override.md': ' \n', '.a3s/AGENTS.md': 'personal fallback' });
    const root = makeRepo({}, { git: true });
    const r = await audit(root, '.', { home });
    expect(content(r, '.')).toBe('personal fallback');
  });

  it('a3s#6 rejects_invalid_utf8_and_unsafe_symlink_candidates', async () => {
    const root = makeRepo({ 'INVALID.md': Buffer.from([0xff, 0xfe]) }, { git: true });
    const first = await audit(root, '.', { fallbackFilenames: ['INVALID.md'] });
    expect(promptOf(first, '.', 'a3s')).toBe('');
    expect(passedOf(first, '.', 'a3s')).toEqual({ 'INVALID.md': 'invalid-utf8' });

    const outside = makeTempDir();
    fs.writeFileSync(path.join(outside, 'outside.md'), 'outside guidance');
    writeFiles(root, { 'AGENTS.md': 'safe guidance', 'AGENTS.override.md': { symlink: path.join(outside, 'outside.md') } });
    const r = await audit(root, '.', { fallbackFilenames: ['INVALID.md'] });
    expect(content(r, '.')).toBe('safe guidance');
    expect(promptOf(r, '.', 'a3s')).not.toContain('outside guidance');
    expect(chainOf(r, '.', 'a3s').passedOver).toEqual([
      { path: 'AGENTS.override.md', reason: 'symlink-rejected', detail: 'A3S Code ignores symlinked candidates' },
      { path: 'INVALID.md', reason: 'hidden', detail: 'AGENTS.md' },
    ]);
  });
});

describe('A3S Code: the case no upstream test covers, and read errors', () => {
  for (const [label, text] of [
    ['empty', ''],
    ['whitespace-only', '  \n\t \n'],
  ] as const) {
    it(`an ${label} AGENTS.override.md falls through: AGENTS.md in the same directory is loaded`, async () => {
      const root = makeRepo({ 'AGENTS.md': 'root doc', 'pkg/AGENTS.override.md': text, 'pkg/AGENTS.md': 'pkg doc' }, { commit: true });
      const r = await auditAt(root, { profiles: ['codex', 'a3s'], workingDirectories: ['pkg'] });
      expect(loadedPaths(r, 'pkg', 'a3s')).toEqual(['AGENTS.md', 'pkg/AGENTS.md']);
      expect(content(r, 'pkg')).toBe(`root doc${SEP}pkg doc`);
      expect(chainOf(r, 'pkg', 'a3s').passedOver).toEqual([{ path: 'pkg/AGENTS.override.md', reason: 'whitespace-only' }]);
      // Same tree, Codex: the override claims the directory and AGENTS.md is lost.
      expect(loadedPaths(r, 'pkg', 'codex')).toEqual(['AGENTS.md']);
      expect(passedOf(r, 'pkg', 'codex')).toEqual({ 'pkg/AGENTS.md': 'hidden', 'pkg/AGENTS.override.md': 'whitespace-only' });
    });
  }

  it('a cut that leaves only whitespace falls through to the next candidate with the same budget', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root', 'pkg/AGENTS.override.md': '   override text', 'pkg/AGENTS.md': 'pkg doc' }, { commit: true });
    const r = await audit(root, 'pkg', { maxBytes: 7 });
    expect(content(r, 'pkg')).toBe(`root${SEP}pkg`);
    expect(passedOf(r, 'pkg', 'a3s')).toEqual({ 'pkg/AGENTS.override.md': 'empty-after-cut' });
    expect(chainOf(r, 'pkg', 'a3s').usedBytes).toBe(7);
  });

  it('a file removed between discovery and read falls through to the next candidate', () => {
    const root = makeRepo({ 'AGENTS.override.md': 'override', 'AGENTS.md': 'agents doc' }, { commit: true });
    const dc = new DiscoveryContext(root, listRepository(root), { assumeRoot: false, readCap: 4096 });
    expect(dc.probe('AGENTS.override.md').kind).toBe('file');
    fs.unlinkSync(path.join(root, 'AGENTS.override.md'));
    const resolved = a3s.resolve('.', dc, { maxBytes: 4096, fallbackFilenames: [], rootMarkers: ['.git'], home: null });
    expect(resolved.texts).toEqual(['agents doc']);
    expect(resolved.chain.passedOver).toEqual([{ path: 'AGENTS.override.md', reason: 'unreadable', detail: 'it was removed during the audit' }]);
  });

  it('a permission-denied candidate falls through to the next one', (ctx) => {
    if (!canProducePermissionDenied) ctx.skip('cannot produce EACCES on this platform');
    const root = makeRepo({ 'AGENTS.override.md': 'secret override', 'AGENTS.md': 'agents doc' });
    openUp(root);
    fs.chmodSync(path.join(root, 'AGENTS.override.md'), 0o000);
    const dc = new DiscoveryContext(root, listRepository(root), { assumeRoot: false, readCap: 4096 });
    const resolved = asUnprivileged(() => a3s.resolve('.', dc, { maxBytes: 4096, fallbackFilenames: [], rootMarkers: ['.git'], home: null }));
    expect(resolved.texts).toEqual(['agents doc']);
    expect(resolved.chain.passedOver).toEqual([{ path: 'AGENTS.override.md', reason: 'unreadable', detail: 'permission denied' }]);
  });

  it('the budget is clamped to 1 MiB and says so', async () => {
    const root = makeRepo({ 'AGENTS.md': 'x' }, { git: true });
    const r = await audit(root, '.', { maxBytes: 4 * 1024 * 1024 });
    expect(chainOf(r, '.', 'a3s').budget).toBe(1024 * 1024);
    expect(r.report.findings).toEqual([expect.objectContaining({ ruleId: 'budget-clamped', severity: 'info', path: null })]);
  });

  it('a symlinked .git is not a root marker for A3S (it is for Codex)', async () => {
    const gitdir = makeTempDir();
    const root = makeRepo({ 'AGENTS.md': 'root doc', 'pkg/AGENTS.md': 'pkg doc', '.git': { symlink: gitdir } });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'], workingDirectories: ['pkg'] });
    expect(loadedPaths(r, 'pkg', 'codex')).toEqual(['AGENTS.md', 'pkg/AGENTS.md']);
    expect(loadedPaths(r, 'pkg', 'a3s')).toEqual(['pkg/AGENTS.md']);
    expect(chainOf(r, 'pkg', 'a3s').rootMarker).toBeNull();
  });
});

/**
 * Edge cases where an earlier audit differed from A3S Code; each now follows the agent.
 */
describe('A3S Code: edge cases that follow the agent', () => {
  it('validates only the bytes it keeps: an invalid byte just past the budget does not reject the file', async () => {
    // A3S reads remaining + 1 bytes, truncates to `remaining`, then checks UTF-8: "root" loads.
    const root = makeRepo({ 'AGENTS.md': Buffer.concat([Buffer.from('root'), Buffer.from([0xff])]) }, { git: true });
    const r = await audit(root, '.', { maxBytes: 4 });
    expect(content(r, '.')).toBe('root');
  });

  it('does not crash on a personal ~/.a3s document with invalid UTF-8: A3S skips it and tries AGENTS.md', async () => {
    const home = makeTempDir();
    writeFiles(home, { '.a3s/AGENTS.override.md': Buffer.from([0x62, 0x61, 0x64, 0xff]), '.a3s/AGENTS.md': 'personal fallback' });
    const root = makeRepo({ 'AGENTS.md': 'proj' }, { git: true });
    const r = await audit(root, '.', { home });
    expect(content(r, '.')).toBe(`personal fallback${SEP}proj`);
  });

  it('ignores a symlinked personal document, as it ignores symlinked project candidates', async () => {
    const home = makeTempDir();
    const elsewhere = makeTempDir();
    fs.writeFileSync(path.join(elsewhere, 'AGENTS.md'), 'linked personal');
    writeFiles(home, { '.a3s/AGENTS.md': { symlink: path.join(elsewhere, 'AGENTS.md') } });
    const root = makeRepo({ 'AGENTS.md': 'proj' }, { git: true });
    const r = await audit(root, '.', { home });
    expect(content(r, '.')).toBe('proj');
  });
});
