/**
 * OpenCode conformance: the discovery behaviour of packages/opencode/src/session/instruction.ts
 * (@00b964bd) and the project-config merge of src/config/config.ts, on real temporary git
 * repositories. Upstream tests of instruction.test.ts are named `opencode#N`; the read-tool
 * `resolve()` tests (#1–#7) concern attachment on file reads, which the audit does not model.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditAt, chainOf, loadedPaths, passedOf, promptOf } from '../helpers/audit.js';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[], extra: Parameters<typeof auditAt>[1] = {}) =>
  auditAt(root, { profiles: ['opencode'], workingDirectories: cwds, ...extra });

describe('OpenCode: the first name with any match wins the whole chain', () => {
  it('one AGENTS.md anywhere in the chain hides every CLAUDE.md, nearest first', async () => {
    const root = makeRepo(
      {
        'CLAUDE.md': 'root claude\n',
        'pkg/AGENTS.md': 'pkg agents\n',
        'pkg/sub/CLAUDE.md': 'sub claude\n',
        'pkg/sub/deep/AGENTS.md': 'deep agents\n',
      },
      { git: true },
    );
    const r = await audit(root, ['pkg/sub/deep']);
    expect(loadedPaths(r, 'pkg/sub/deep', 'opencode')).toEqual(['pkg/sub/deep/AGENTS.md', 'pkg/AGENTS.md']);
    expect(passedOf(r, 'pkg/sub/deep', 'opencode')).toEqual({ 'pkg/sub/CLAUDE.md': 'hidden', 'CLAUDE.md': 'hidden' });
    const hidden = chainOf(r, 'pkg/sub/deep', 'opencode').passedOver.find((p) => p.path === 'CLAUDE.md');
    expect(hidden?.detail).toContain('pkg/sub/deep/AGENTS.md');
  });

  it('without any AGENTS.md every CLAUDE.md is loaded; CONTEXT.md comes only after both are absent', async () => {
    const root = makeRepo({ 'CLAUDE.md': 'a\n', 'x/CONTEXT.md': 'ctx\n', 'x/y/CLAUDE.md': 'b\n' }, { git: true });
    const r = await audit(root, ['x/y', 'x']);
    expect(loadedPaths(r, 'x/y', 'opencode')).toEqual(['x/y/CLAUDE.md', 'CLAUDE.md']);
    expect(passedOf(r, 'x/y', 'opencode')).toEqual({ 'x/CONTEXT.md': 'hidden' });
    const only = makeRepo({ 'x/CONTEXT.md': 'ctx\n' }, { git: true });
    const r2 = await audit(only, ['x']);
    expect(loadedPaths(r2, 'x', 'opencode')).toEqual(['x/CONTEXT.md']);
  });

  it('renders each file as "Instructions from: <absolute path>\\n<content>", nearest first', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root\n', 'a/AGENTS.md': 'nested\n' }, { git: true });
    const r = await audit(root, ['a']);
    expect(promptOf(r, 'a', 'opencode')).toBe(
      // One "\n" between blocks (OpenCode 1.18.33), content verbatim.
      `Instructions from: ${path.join(root, 'a/AGENTS.md')}\nnested\n\nInstructions from: ${path.join(root, 'AGENTS.md')}\nroot\n`,
    );
  });

  it('stops at the git worktree (a nested repository is its own worktree)', async () => {
    const root = makeRepo({ 'AGENTS.md': 'outer\n', 'vendor/lib/AGENTS.md': 'inner\n' }, { git: true });
    fs.mkdirSync(path.join(root, 'vendor/lib/.git'));
    const r = await audit(root, ['vendor/lib']);
    expect(loadedPaths(r, 'vendor/lib', 'opencode')).toEqual(['vendor/lib/AGENTS.md']);
    expect(chainOf(r, 'vendor/lib', 'opencode').root).toBe('vendor/lib');
  });

  it('outside git, walks to the audited root (OpenCode walks to /; the audit never reads above its root)', async () => {
    const root = makeTempDir();
    fs.writeFileSync(path.join(root, 'AGENTS.md'), 'top\n');
    fs.mkdirSync(path.join(root, 'a/b'), { recursive: true });
    fs.writeFileSync(path.join(root, 'a/b/AGENTS.md'), 'leaf\n');
    const r = await audit(root, ['a/b']);
    expect(loadedPaths(r, 'a/b', 'opencode')).toEqual(['a/b/AGENTS.md', 'AGENTS.md']);
    expect(chainOf(r, 'a/b', 'opencode').rootMarker).toBe('/');
  });
});

describe('OpenCode: what counts as a file', () => {
  it('a directory named AGENTS.md exists for OpenCode: it claims the chain, reads as empty and hides CLAUDE.md', async () => {
    const root = makeRepo({ 'AGENTS.md/notes.md': 'x\n', 'CLAUDE.md': 'claude\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'opencode')).toEqual([]);
    expect(passedOf(r, '.', 'opencode')).toEqual({ 'AGENTS.md': 'not-regular-file', 'CLAUDE.md': 'hidden' });
  });

  it('a FIFO named AGENTS.md claims the chain and is never opened by the audit; OpenCode would hang on it', async () => {
    const root = makeRepo({ 'AGENTS.md': { fifo: true }, 'CLAUDE.md': 'claude\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'opencode')).toEqual([]);
    expect(passedOf(r, '.', 'opencode')).toEqual({ 'AGENTS.md': 'not-regular-file', 'CLAUDE.md': 'hidden' });
    expect(chainOf(r, '.', 'opencode').agentWarnings).toEqual([expect.stringContaining('hangs')]);
  });

  it('a dangling AGENTS.md symlink is absent (fs.exists follows links), so CLAUDE.md is read', async () => {
    const root = makeRepo({ 'AGENTS.md': { symlink: 'nowhere.md' }, 'CLAUDE.md': 'claude\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'opencode')).toEqual(['CLAUDE.md']);
    expect(passedOf(r, '.', 'opencode')).toEqual({ 'AGENTS.md': 'not-regular-file' });
  });

  it('a symlink to a file is followed', async () => {
    const root = makeRepo({ 'docs/rules.md': 'shared\n', 'AGENTS.md': { symlink: 'docs/rules.md' } }, { git: true });
    const r = await audit(root, ['.']);
    expect(chainOf(r, '.', 'opencode').files).toEqual([expect.objectContaining({ path: 'AGENTS.md', linkTarget: 'docs/rules.md', loadedBytes: 7 })]);
  });

  it('an empty file is skipped but a whitespace-only one is kept (only "" is falsy)', async () => {
    const root = makeRepo({ 'AGENTS.md': '', 'a/AGENTS.md': ' \n\t\n' }, { git: true });
    const r = await audit(root, ['a']);
    expect(loadedPaths(r, 'a', 'opencode')).toEqual(['a/AGENTS.md']);
    expect(passedOf(r, 'a', 'opencode')).toEqual({ 'AGENTS.md': 'whitespace-only' });
  });

  it('has no budget: a 100 KB file is loaded whole', async () => {
    const big = 'x'.repeat(100_000);
    const root = makeRepo({ 'AGENTS.md': big }, { git: true });
    const r = await audit(root, ['.']);
    const c = chainOf(r, '.', 'opencode');
    expect(c.budget).toBeNull();
    expect(c.files[0]).toMatchObject({ loadedBytes: 100_000, truncated: false });
    expect(c.usedBytes).toBe(100_000);
  });
});

describe('OpenCode .local.md variants (opencode@local)', () => {
  it('opencode#8 AGENTS.local.md is loaded next to AGENTS.md', async () => {
    const root = makeRepo({ 'AGENTS.md': 'base\n', 'AGENTS.local.md': 'local\n' }, { git: true });
    const r = await audit(root, ['.'], { profiles: ['opencode@local', 'opencode'] });
    expect(loadedPaths(r, '.', 'opencode@local')).toEqual(['AGENTS.md', 'AGENTS.local.md']);
    expect(loadedPaths(r, '.', 'opencode')).toEqual(['AGENTS.md']);
  });

  it('opencode#9 AGENTS.local.md is loaded without AGENTS.md, and it claims the chain', async () => {
    const root = makeRepo({ 'AGENTS.local.md': 'local\n', 'CLAUDE.md': 'claude\n' }, { git: true });
    const r = await audit(root, ['.'], { profiles: ['opencode@local'] });
    expect(loadedPaths(r, '.', 'opencode@local')).toEqual(['AGENTS.local.md']);
    expect(passedOf(r, '.', 'opencode@local')).toEqual({ 'CLAUDE.md': 'hidden' });
  });

  it('base matches come before local matches, each nearest first', async () => {
    const root = makeRepo({ 'AGENTS.md': 'r\n', 'AGENTS.local.md': 'rl\n', 'a/AGENTS.md': 'a\n', 'a/AGENTS.local.md': 'al\n' }, { git: true });
    const r = await audit(root, ['a'], { profiles: ['opencode@local'] });
    expect(loadedPaths(r, 'a', 'opencode@local')).toEqual(['a/AGENTS.md', 'AGENTS.md', 'a/AGENTS.local.md', 'AGENTS.local.md']);
  });
});

describe('OpenCode personal files (first group with any file wins)', () => {
  it('opencode#13/#14 ~/.config/opencode/AGENTS.md is used, and ~/.claude/CLAUDE.md only when it is absent', async () => {
    const home = makeTempDir();
    fs.mkdirSync(path.join(home, '.claude'), { recursive: true });
    fs.writeFileSync(path.join(home, '.claude/CLAUDE.md'), 'claude global\n');
    const root = makeRepo({ 'AGENTS.md': 'project\n' }, { git: true });
    let r = await audit(root, ['.'], { home });
    expect(loadedPaths(r, '.', 'opencode')).toEqual(['~/.claude/CLAUDE.md', 'AGENTS.md']);
    fs.mkdirSync(path.join(home, '.config/opencode'), { recursive: true });
    fs.writeFileSync(path.join(home, '.config/opencode/AGENTS.md'), 'opencode global\n');
    r = await audit(root, ['.'], { home });
    expect(loadedPaths(r, '.', 'opencode')).toEqual(['~/.config/opencode/AGENTS.md', 'AGENTS.md']);
  });
});

describe('OpenCode opencode.json instructions', () => {
  it('globs relative entries in every directory from cwd up to the worktree, after the project files', async () => {
    const root = makeRepo(
      {
        'opencode.json': JSON.stringify({ instructions: ['docs/*.md', 'packages/*/RULES.md'] }),
        'AGENTS.md': 'root\n',
        'docs/a.md': 'doc a\n',
        'docs/b.md': 'doc b\n',
        'packages/api/RULES.md': 'api rules\n',
        'packages/api/docs/local.md': 'api local doc\n',
      },
      { git: true },
    );
    const r = await audit(root, ['packages/api']);
    expect(loadedPaths(r, 'packages/api', 'opencode')).toEqual(['AGENTS.md', 'packages/api/docs/local.md', 'docs/a.md', 'docs/b.md', 'packages/api/RULES.md']);
  });

  it('merges instructions of every opencode.json(c) between the worktree and cwd, and reads JSONC', async () => {
    const root = makeRepo(
      {
        'opencode.jsonc': '{\n  // team rules\n  "instructions": ["TEAM.md",],\n}\n',
        'pkg/opencode.json': '{"instructions": ["PKG.md"]}',
        'TEAM.md': 'team\n',
        'pkg/PKG.md': 'pkg\n',
      },
      { git: true },
    );
    const r = await audit(root, ['pkg', '.']);
    expect(loadedPaths(r, 'pkg', 'opencode')).toEqual(['TEAM.md', 'pkg/PKG.md']);
    expect(loadedPaths(r, '.', 'opencode')).toEqual(['TEAM.md']);
  });

  it('in one folder opencode.json comes before opencode.jsonc; folders root first', async () => {
    const root = makeRepo(
      {
        'opencode.jsonc': '{"instructions": ["B.md"]}',
        'opencode.json': '{"instructions": ["A.md"]}',
        'pkg/opencode.jsonc': '{"instructions": ["PKG.md"]}',
        'A.md': 'a\n',
        'B.md': 'b\n',
        'pkg/PKG.md': 'pkg\n',
      },
      { git: true },
    );
    const r = await audit(root, ['pkg']);
    expect(loadedPaths(r, 'pkg', 'opencode')).toEqual(['A.md', 'B.md', 'pkg/PKG.md']);
  });

  it('a leading UTF-8 BOM is not sent', async () => {
    const root = makeRepo({ 'AGENTS.md': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('root\n')]) }, { git: true });
    const r = await audit(root, ['.']);
    expect(promptOf(r, '.', 'opencode')).toContain(`AGENTS.md\nroot`);
    expect(promptOf(r, '.', 'opencode')).not.toContain('\uFEFF');
  });

  it('a URL is a warning on its line, and is not audited', async () => {
    const root = makeRepo({ 'opencode.json': '{\n  "instructions": [\n    "https://example.com/rules.md?token=abc123"\n  ]\n}\n', 'AGENTS.md': 'x\n' }, { git: true });
    const r = await audit(root, ['.']);
    const f = r.report.findings.find((x) => x.ruleId === 'remote-instructions');
    expect(f).toMatchObject({ path: 'opencode.json', line: 3, severity: 'warning', profiles: ['opencode'] });
    expect(f!.message).toContain('https://example.com/rules.md');
    expect(f!.message).not.toContain('abc123');
    expect(loadedPaths(r, '.', 'opencode')).toEqual(['AGENTS.md']);
  });

  it('an entry matching nothing is reported once with every working directory', async () => {
    const root = makeRepo({ 'opencode.json': '{"instructions": ["STYLE.md"]}', 'AGENTS.md': 'x\n', 'a/AGENTS.md': 'y\n' }, { git: true });
    const r = await audit(root, ['.', 'a']);
    const f = r.report.findings.filter((x) => x.ruleId === 'instructions-missing');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ path: 'opencode.json', line: 1, cwds: ['.', 'a'] });
  });

  it('an opencode.json that does not parse is an error with its line, and OpenCode loads nothing', async () => {
    const root = makeRepo({ 'opencode.json': '{\n  "instructions": ["a.md"]\n  "model": "x"\n}\n', 'AGENTS.md': 'x\n' }, { git: true });
    const r = await audit(root, ['.']);
    const f = r.report.findings.find((x) => x.ruleId === 'agent-config-invalid');
    expect(f).toMatchObject({ path: 'opencode.json', line: 3, column: 3, severity: 'error' });
    expect(loadedPaths(r, '.', 'opencode')).toEqual([]);
    expect(chainOf(r, '.', 'opencode').agentWarnings[0]).toContain('does not start');
  });

  it('"instructions" that is not a list is an error at the key', async () => {
    const root = makeRepo({ 'opencode.json': '{\n  "$schema": "https://opencode.ai/config.json",\n  "instructions": "AGENTS.md"\n}\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(r.report.findings.find((x) => x.ruleId === 'agent-config-invalid')).toMatchObject({ path: 'opencode.json', line: 3 });
  });
});

describe('OpenCode instructions globs: the order of the matches', () => {
  it('is the reverse of the order the file system lists the directory in (seen with 1.18.33 on ext4), not sorted', async () => {
    const names = ['CLAUDE.md', 'CONTEXT.md', 'rules.md', 'a.md', 'Zeta.md', 'ü.md', 'b b.md'];
    const files: Record<string, string> = { 'opencode.json': '{ "instructions": ["docs/*.md"] }\n', 'AGENTS.md': 'root\n' };
    for (const n of names) files[`docs/${n}`] = `${n}\n`;
    const root = makeRepo(files, { git: true });
    // What the file system says here, as OpenCode reads it: the raw directory order, reversed.
    const dir = fs.opendirSync(path.join(root, 'docs'));
    const raw: string[] = [];
    for (let e = dir.readSync(); e !== null; e = dir.readSync()) raw.push(e.name);
    dir.closeSync();
    const expected = raw.reverse().filter((n) => n.endsWith('.md')).map((n) => `docs/${n}`);
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'opencode')).toEqual(['AGENTS.md', ...expected]);
  });
});
