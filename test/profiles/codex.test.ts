/**
 * Codex CLI conformance: the discovery tests of codex-rs/core/src/agents_md_tests.rs (@04393ff9),
 * ported onto real temporary directories and git repositories and run through the public engine
 * (`auditDetailed` + `profile.render`). One `it` per upstream test, named after it; where the audit
 * deliberately models the agent differently, the name says so. Upstream tests 8–10 inject
 * file-system failures; here they are produced for real (permission denied by dropping to the
 * `nobody` user, a file removed between discovery and read).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiscoveryContext } from '../../src/discovery/context.js';
import { listRepository } from '../../src/discovery/listing.js';
import { codex, PROJECT_DOC_SEPARATOR } from '../../src/profiles/codex.js';
import type { ProfileSettings } from '../../src/profiles/types.js';
import { auditAt, chainOf, loadedPaths, passedOf, promptOf, resolvedOf, type AuditResult } from '../helpers/audit.js';
import { asUnprivileged, canProducePermissionDenied, openUp } from '../helpers/privilege.js';
import { cleanupRepos, makeRepo, makeTempDir, writeFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwd: string, extra: Parameters<typeof auditAt>[1] = {}): Promise<AuditResult> =>
  auditAt(root, { profiles: ['codex'], workingDirectories: [cwd], ...extra });

/** The text between <INSTRUCTIONS> tags, i.e. what Codex's `LoadedAgentsMd::text()` returns. */
function body(r: AuditResult, cwd: string): string | null {
  const prompt = promptOf(r, cwd, 'codex');
  if (prompt === '') return null;
  const m = /^# AGENTS\.md instructions(?: for (.*))?\n\n<INSTRUCTIONS>\n([\s\S]*)\n<\/INSTRUCTIONS>$/.exec(prompt);
  if (!m) throw new Error(`not a Codex prompt: ${JSON.stringify(prompt)}`);
  return m[2]!;
}

const settings = (over: Partial<ProfileSettings> = {}): ProfileSettings => ({
  maxBytes: 32 * 1024,
  fallbackFilenames: [],
  rootMarkers: ['.git'],
  home: null,
  ...over,
});

describe('Codex conformance (agents_md_tests.rs)', () => {
  it('codex#1 no_doc_file_returns_none', async () => {
    const root = makeRepo({});
    const r = await audit(root, '.', { maxBytes: 4096 });
    expect(chainOf(r, '.', 'codex').files).toEqual([]);
    expect(promptOf(r, '.', 'codex')).toBe('');
  });

  it('codex#4 doc_smaller_than_limit_is_returned', async () => {
    const root = makeRepo({ 'AGENTS.md': 'hello world' });
    const r = await audit(root, '.', { maxBytes: 4096 });
    expect(body(r, '.')).toBe('hello world');
    expect(promptOf(r, '.', 'codex')).toBe(`# AGENTS.md instructions for ${root}\n\n<INSTRUCTIONS>\nhello world\n</INSTRUCTIONS>`);
    const [file] = chainOf(r, '.', 'codex').files;
    expect(file).toMatchObject({ path: 'AGENTS.md', size: 11, loadedBytes: 11, truncated: false });
  });

  it('codex#5 project_doc_invalid_utf8_warns_and_uses_lossy_text', async () => {
    const root = makeRepo({ 'AGENTS.md': Buffer.from('project\xFF doc', 'latin1') });
    const r = await audit(root, '.', { maxBytes: 4096 });
    expect(body(r, '.')).toBe('project\u{FFFD} doc');
    const warnings = chainOf(r, '.', 'codex').agentWarnings;
    expect(warnings).toHaveLength(1);
    // Upstream names the absolute path; the report is repository-relative by contract.
    expect(warnings[0]).toContain('AGENTS.md');
    expect(warnings[0]).toContain('invalid UTF-8');
    expect(warnings[0]).toContain('Invalid byte sequences were replaced.');
  });

  it('codex#6 doc_larger_than_limit_is_truncated', async () => {
    const huge = 'A'.repeat(2048);
    const root = makeRepo({ 'AGENTS.md': huge });
    const r = await audit(root, '.', { maxBytes: 1024 });
    expect(body(r, '.')).toBe(huge.slice(0, 1024));
    const chain = chainOf(r, '.', 'codex');
    expect(chain.usedBytes).toBe(1024);
    expect(chain.files[0]).toMatchObject({ size: 2048, loadedBytes: 1024, truncated: true });
    expect(chain.files[0]!.cut).toEqual({ byteOffset: 1024, line: 1, column: 1025, splitsCharacter: false, lastLine: 1 });
  });

  it('codex#7 total_byte_limit_truncates_later_project_docs', async () => {
    const root = makeRepo({ '.git': '', 'AGENTS.md': 'root', 'nested/AGENTS.md': 'abcdef' });
    const r = await audit(root, 'nested', { maxBytes: 7 });
    const resolved = resolvedOf(r, 'nested', 'codex');
    expect(resolved.chain.files.map((f) => f.path)).toEqual(['AGENTS.md', 'nested/AGENTS.md']);
    expect(resolved.texts).toEqual(['root', 'abc']);
    expect(body(r, 'nested')).toBe('root\n\nabc');
    expect(resolved.chain.agentWarnings).toEqual([]);
    expect(resolved.chain.usedBytes).toBe(7);
    expect(resolved.chain.files[1]).toMatchObject({ loadedBytes: 3, truncated: true, cut: { byteOffset: 3, line: 1, column: 4 } });
  });

  it('codex#8 read_agents_md_propagates_metadata_errors (audit: like Codex, the chain’s project docs are dropped and the failing path named)', async (ctx) => {
    if (!canProducePermissionDenied) ctx.skip('cannot produce EACCES on this platform');
    // The working directory is readable but not searchable for `nobody` (mode 0644): every stat inside
    // it, the `.git` marker included, fails with EACCES. Codex propagates the error and loads nothing;
    // the audit models that: no project doc is loaded, and the failing path is named.
    const root = makeRepo({ '.git': { dir: true }, 'AGENTS.md': 'root doc', 'locked/.git': { dir: true }, 'locked/AGENTS.md': 'locked doc' });
    openUp(root);
    fs.chmodSync(path.join(root, 'locked'), 0o644);
    try {
      const listing = listRepository(root);
      const dc = new DiscoveryContext(root, listing, { assumeRoot: false, readCap: 4096 });
      const resolved = asUnprivileged(() => codex.resolve('locked', dc, settings()));
      expect(resolved.chain.root).toBe('.');
      expect(resolved.texts).toEqual([]);
      expect(resolved.chain.passedOver.find((p) => p.path === 'AGENTS.md')).toMatchObject({ reason: 'unreadable' });
      expect(resolved.chain.agentWarnings.join('\n')).toContain('loads no project instructions');
      const locked = resolved.chain.passedOver.find((p) => p.path === 'locked/AGENTS.override.md' || p.path === 'locked/AGENTS.md');
      expect(locked?.detail).toContain('permission denied');
    } finally {
      fs.chmodSync(path.join(root, 'locked'), 0o755);
    }
  });

  it('codex#9 read_agents_md_propagates_read_errors (audit: passed over as unreadable, with the agent’s warning)', async (ctx) => {
    if (!canProducePermissionDenied) ctx.skip('cannot produce EACCES on this platform');
    const root = makeRepo({ 'AGENTS.md': 'project doc' });
    openUp(root);
    fs.chmodSync(path.join(root, 'AGENTS.md'), 0o000);
    const listing = listRepository(root);
    const dc = new DiscoveryContext(root, listing, { assumeRoot: false, readCap: 4096 });
    const resolved = asUnprivileged(() => codex.resolve('.', dc, settings({ maxBytes: 4096 })));
    expect(resolved.texts).toEqual([]);
    expect(resolved.chain.passedOver).toEqual([{ path: 'AGENTS.md', reason: 'unreadable', detail: 'permission denied' }]);
    // Codex logs the error and drops all project docs: the audit says so as the agent's own warning.
    expect(resolved.chain.agentWarnings).toHaveLength(1);
    expect(resolved.chain.agentWarnings[0]).toMatch(/^AGENTS\.md: permission denied; Codex .*no project instructions/);
  });

  it('codex#10 read_agents_md_ignores_files_removed_after_discovery', () => {
    const root = makeRepo({ 'AGENTS.md': 'project doc' }, { commit: true });
    const listing = listRepository(root);
    const dc = new DiscoveryContext(root, listing, { assumeRoot: false, readCap: 4096 });
    expect(dc.probe('AGENTS.md').kind).toBe('file'); // discovered
    fs.unlinkSync(path.join(root, 'AGENTS.md')); // removed before it is read
    const resolved = codex.resolve('.', dc, settings({ maxBytes: 4096 }));
    expect(resolved.texts).toEqual([]);
    expect(resolved.chain.passedOver).toEqual([{ path: 'AGENTS.md', reason: 'unreadable', detail: 'it was removed during the audit' }]);
    // A removed file is recoverable for Codex: no warning, nothing else dropped.
    expect(resolved.chain.agentWarnings).toEqual([]);
    expect(codex.render(resolved, root)).toBe('');
  });

  it('codex#11 finds_doc_in_repo_root (a .git *file*; git cannot use it, so the audit walks)', async () => {
    const root = makeRepo({ '.git': 'gitdir: /path/to/actual/git/dir\n', 'AGENTS.md': 'root level doc', 'workspace/crate_a': { dir: true } });
    const r = await audit(root, 'workspace/crate_a', { maxBytes: 4096 });
    expect(body(r, 'workspace/crate_a')).toBe('root level doc');
    const chain = chainOf(r, 'workspace/crate_a', 'codex');
    expect(chain).toMatchObject({ root: '.', rootMarker: '.git' });
    expect(r.ctx.listing.source).toBe('walk');
  });

  it('codex#12 zero_byte_limit_disables_docs', async () => {
    const root = makeRepo({ 'AGENTS.md': 'something' }, { commit: true });
    const r = await audit(root, '.', { maxBytes: 0 });
    expect(chainOf(r, '.', 'codex')).toMatchObject({ budget: 0, usedBytes: 0, files: [] });
    expect(promptOf(r, '.', 'codex')).toBe('');
    expect(r.ctx.filesRead).toBeLessThanOrEqual(1); // linted once at most, never loaded into the chain
  });

  it('codex#13 merges_existing_instructions_with_agents_md (user instructions = the personal ~/.codex document)', async () => {
    const home = makeTempDir();
    writeFiles(home, { '.codex/AGENTS.md': 'base instructions' });
    const root = makeRepo({ 'AGENTS.md': 'proj doc' });
    const r = await audit(root, '.', { maxBytes: 4096, home });
    expect(body(r, '.')).toBe(`base instructions${PROJECT_DOC_SEPARATOR}proj doc`);
    expect(PROJECT_DOC_SEPARATOR).toBe('\n\n--- project-doc ---\n\n');
    expect(chainOf(r, '.', 'codex').files.map((f) => [f.path, f.personal ?? false])).toEqual([
      ['~/.codex/AGENTS.md', true],
      ['AGENTS.md', false],
    ]);
  });

  it('codex#21 keeps_existing_instructions_when_doc_missing', async () => {
    const home = makeTempDir();
    writeFiles(home, { '.codex/AGENTS.md': 'some instructions' });
    const root = makeRepo({});
    const r = await audit(root, '.', { maxBytes: 4096, home });
    expect(body(r, '.')).toBe('some instructions');
    // Codex 0.169.0: with only the personal document the header has no " for <cwd>".
    expect(promptOf(r, '.', 'codex')).toBe('# AGENTS.md instructions\n\n<INSTRUCTIONS>\nsome instructions\n</INSTRUCTIONS>');
  });

  it('codex#22 concatenates_root_and_cwd_docs', async () => {
    const root = makeRepo({ '.git': 'gitdir: /path/to/actual/git/dir\n', 'AGENTS.md': 'root doc', 'workspace/crate_a/AGENTS.md': 'crate doc' });
    const r = await audit(root, 'workspace/crate_a', { maxBytes: 4096 });
    expect(body(r, 'workspace/crate_a')).toBe('root doc\n\ncrate doc');
    expect(loadedPaths(r, 'workspace/crate_a', 'codex')).toEqual(['AGENTS.md', 'workspace/crate_a/AGENTS.md']);
  });

  it('codex#22 concatenates_root_and_cwd_docs (in a real git repository)', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root doc', 'workspace/crate_a/AGENTS.md': 'crate doc' }, { commit: true });
    const r = await audit(root, 'workspace/crate_a', { maxBytes: 4096 });
    expect(r.ctx.listing.source).toBe('git');
    expect(body(r, 'workspace/crate_a')).toBe('root doc\n\ncrate doc');
    expect(r.report.files.map((f) => [f.path, f.git])).toEqual([
      ['AGENTS.md', 'tracked'],
      ['workspace/crate_a/AGENTS.md', 'tracked'],
    ]);
  });

  it('codex#23 project_root_markers_are_honored_for_agents_discovery', async () => {
    const root = makeRepo({ '.codex-root': '', 'AGENTS.md': 'parent doc', 'dir1/.git': { dir: true }, 'dir1/AGENTS.md': 'child doc' });
    const r = await audit(root, 'dir1', { maxBytes: 4096, rootMarkers: ['.codex-root'] });
    expect(loadedPaths(r, 'dir1', 'codex')).toEqual(['AGENTS.md', 'dir1/AGENTS.md']);
    expect(body(r, 'dir1')).toBe('parent doc\n\nchild doc');
    expect(chainOf(r, 'dir1', 'codex')).toMatchObject({ root: '.', rootMarker: '.codex-root' });
    // The custom list replaces `.git`: with the default markers, dir1's own `.git` stops the walk.
    const d = await audit(root, 'dir1', { maxBytes: 4096 });
    expect(loadedPaths(d, 'dir1', 'codex')).toEqual(['dir1/AGENTS.md']);
  });

  // Upstream hands discovery a cwd spelled through the link; the binary (0.169.0) started in a linked
  // directory gets its real path from the system and walks and names that (issue 27; recording
  // symlinked-cwd-codex), as every agent does: the audit models the binary.
  it('codex#25 agents_md_paths_preserve_symlinked_cwd (differs: the binary started there names the real path)', async () => {
    const root = makeRepo({ 'target/AGENTS.md': 'project doc', linked: { symlink: 'target' } });
    const r = await audit(root, 'linked', { maxBytes: 4096 });
    expect(loadedPaths(r, 'target', 'codex')).toEqual(['target/AGENTS.md']);
    expect(body(r, 'target')).toBe('project doc');
    expect(promptOf(r, 'target', 'codex').split('\n')[0]).toBe(`# AGENTS.md instructions for ${path.join(root, 'target')}`);
  });

  it('codex#29 agents_local_md_preferred', async () => {
    const root = makeRepo({ 'AGENTS.md': 'versioned', 'AGENTS.override.md': 'local' });
    const r = await audit(root, '.', { maxBytes: 4096 });
    expect(body(r, '.')).toBe('local');
    expect(loadedPaths(r, '.', 'codex')).toEqual(['AGENTS.override.md']);
    expect(chainOf(r, '.', 'codex').passedOver).toEqual([{ path: 'AGENTS.md', reason: 'hidden', detail: 'AGENTS.override.md' }]);
  });

  it('codex#30 uses_configured_fallback_when_agents_missing', async () => {
    const root = makeRepo({ 'EXAMPLE.md': 'example instructions' });
    const r = await audit(root, '.', { maxBytes: 4096, fallbackFilenames: ['EXAMPLE.md'] });
    expect(body(r, '.')).toBe('example instructions');
    // Without the fallback configured, the file is not a candidate at all.
    const none = await audit(root, '.', { maxBytes: 4096 });
    expect(promptOf(none, '.', 'codex')).toBe('');
  });

  it('codex#31 agents_md_preferred_over_fallbacks', async () => {
    const root = makeRepo({ 'AGENTS.md': 'primary', 'EXAMPLE.md': 'secondary' });
    const r = await audit(root, '.', { maxBytes: 4096, fallbackFilenames: ['EXAMPLE.md', '.example.md'] });
    expect(body(r, '.')).toBe('primary');
    expect(loadedPaths(r, '.', 'codex')).toEqual(['AGENTS.md']);
    expect(passedOf(r, '.', 'codex')).toEqual({ 'EXAMPLE.md': 'hidden' });
  });

  it('codex#32 agents_md_directory_is_ignored', async () => {
    const root = makeRepo({ 'AGENTS.md': { dir: true } });
    const r = await audit(root, '.', { maxBytes: 4096 });
    expect(promptOf(r, '.', 'codex')).toBe('');
    expect(chainOf(r, '.', 'codex').files).toEqual([]);
    expect(chainOf(r, '.', 'codex').passedOver).toEqual([{ path: 'AGENTS.md', reason: 'not-regular-file', detail: 'a directory' }]);
  });

  it('codex#33 agents_md_special_file_is_ignored (a FIFO is never opened)', async () => {
    const root = makeRepo({ 'AGENTS.md': { fifo: true } });
    const r = await audit(root, '.', { maxBytes: 4096 });
    expect(promptOf(r, '.', 'codex')).toBe('');
    expect(chainOf(r, '.', 'codex').passedOver).toEqual([{ path: 'AGENTS.md', reason: 'not-regular-file', detail: 'a fifo' }]);
    expect(r.ctx.filesRead).toBe(0);
    expect(r.report.files).toEqual([expect.objectContaining({ path: 'AGENTS.md', kind: 'fifo', size: null })]);
  });

  it('codex#34 override_directory_falls_back_to_agents_md_file', async () => {
    const root = makeRepo({ 'AGENTS.override.md': { dir: true }, 'AGENTS.md': 'primary' });
    const r = await audit(root, '.', { maxBytes: 4096 });
    expect(body(r, '.')).toBe('primary');
    expect(loadedPaths(r, '.', 'codex')).toEqual(['AGENTS.md']);
    expect(passedOf(r, '.', 'codex')).toEqual({ 'AGENTS.override.md': 'not-regular-file' });
  });
});

describe('Codex: the case no upstream test covers', () => {
  for (const [label, content] of [
    ['empty', ''],
    ['whitespace-only', ' \n\t\n'],
  ] as const) {
    it(`an ${label} AGENTS.override.md claims its directory: it contributes nothing and AGENTS.md is passed over as hidden`, async () => {
      const root = makeRepo({ 'AGENTS.md': 'root doc', 'pkg/AGENTS.override.md': content, 'pkg/AGENTS.md': 'pkg doc' }, { commit: true });
      const r = await audit(root, 'pkg');
      expect(loadedPaths(r, 'pkg', 'codex')).toEqual(['AGENTS.md']);
      expect(body(r, 'pkg')).toBe('root doc');
      expect(chainOf(r, 'pkg', 'codex').passedOver).toEqual([
        { path: 'pkg/AGENTS.md', reason: 'hidden', detail: 'pkg/AGENTS.override.md' },
        { path: 'pkg/AGENTS.override.md', reason: 'whitespace-only' },
      ]);
      // Blank files use no budget.
      expect(chainOf(r, 'pkg', 'codex').usedBytes).toBe(8);
    });
  }

  it('the personal ~/.codex override falls through when blank (the opposite of the project rule)', async () => {
    const home = makeTempDir();
    writeFiles(home, { '.codex/AGENTS.override.md': '  \n', '.codex/AGENTS.md': '  personal doc \n' });
    const root = makeRepo({ 'AGENTS.md': 'proj' });
    const r = await audit(root, '.', { home });
    // Personal text is trimmed and not budgeted.
    expect(body(r, '.')).toBe(`personal doc${PROJECT_DOC_SEPARATOR}proj`);
    expect(chainOf(r, '.', 'codex').usedBytes).toBe(4);
  });
});

/**
 * Edge cases where an earlier audit differed from Codex; each now follows the agent.
 */
describe('Codex: edge cases that follow the agent', () => {
  it('warns about invalid UTF-8 anywhere in the file, also past the cut (Codex checks the whole file before truncating)', async () => {
    const root = makeRepo({ 'AGENTS.md': Buffer.concat([Buffer.from('good text '), Buffer.from([0xff])]) });
    const r = await audit(root, '.', { maxBytes: 4 });
    expect(body(r, '.')).toBe('good');
    expect(chainOf(r, '.', 'codex').agentWarnings).toHaveLength(1);
  });

  it('a read error other than “not found” drops every project doc of the chain, as Codex does (it only logs the error)', (ctx) => {
    if (!canProducePermissionDenied) ctx.skip('cannot produce EACCES on this platform');
    const root = makeRepo({ '.git': { dir: true }, 'AGENTS.md': 'root doc', 'pkg/AGENTS.md': 'pkg doc' });
    openUp(root);
    fs.chmodSync(path.join(root, 'pkg/AGENTS.md'), 0o000);
    const dc = new DiscoveryContext(root, listRepository(root), { assumeRoot: false, readCap: 4096 });
    const resolved = asUnprivileged(() => codex.resolve('pkg', dc, settings()));
    expect(resolved.chain.agentWarnings).toHaveLength(1);
    expect(resolved.texts).toEqual([]); // the audit still shows "root doc" as loaded
  });

  it('a metadata error on a candidate or marker drops every project doc of the chain, as Codex does', (ctx) => {
    if (!canProducePermissionDenied) ctx.skip('cannot produce EACCES on this platform');
    const root = makeRepo({ '.git': { dir: true }, 'AGENTS.md': 'root doc', 'locked/AGENTS.md': 'locked doc' });
    openUp(root);
    fs.chmodSync(path.join(root, 'locked'), 0o644);
    try {
      const dc = new DiscoveryContext(root, listRepository(root), { assumeRoot: false, readCap: 4096 });
      const resolved = asUnprivileged(() => codex.resolve('locked', dc, settings()));
      expect(resolved.texts).toEqual([]);
      expect(resolved.chain.passedOver.map((p) => p.reason)).toContain('unreadable');
    } finally {
      fs.chmodSync(path.join(root, 'locked'), 0o755);
    }
  });

  it('reports the column of the character a cut splits (CutPoint.column: “column of that byte’s character”)', async () => {
    const root = makeRepo({ 'AGENTS.md': 'ab\u00e9cd' }); // é = C3 A9 at bytes 2–3, column 3
    const r = await audit(root, '.', { maxBytes: 3 });
    const cut = chainOf(r, '.', 'codex').files[0]!.cut!;
    expect(cut).toMatchObject({ byteOffset: 3, line: 1, splitsCharacter: true });
    expect(cut.column).toBe(3);
  });
});
