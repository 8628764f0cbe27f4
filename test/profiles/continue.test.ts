/**
 * Continue CLI (1.5.47): the working directory only, the first of AGENTS.md / AGENT.md / CLAUDE.md /
 * CODEX.md, the always-on `.continue/rules/**` in Node's listing order, and the userRules block;
 * on real temporary git repositories and a real home folder.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { continueSkips, parseContinueRule } from '../../src/profiles/continue.js';
import { auditAt, loadedPaths, passedOf, promptOf } from '../helpers/audit.js';
import { cleanupRepos, makeRepo, makeTempDir, writeFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[], extra: Parameters<typeof auditAt>[1] = {}) => auditAt(root, { profiles: ['continue'], workingDirectories: cwds, ...extra });

describe('Continue: the agent file', () => {
  it('only the first name that exists, kept as it is (CRLF too)', async () => {
    const root = makeRepo({ 'AGENT.md': 'agent\r\n', 'CLAUDE.md': 'claude\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(promptOf(r, '.', 'continue')).toBe('<context name="userRules">\nagent\r\n\n</context>');
    expect(passedOf(r, '.', 'continue')).toEqual({ 'CLAUDE.md': 'hidden' });
  });

  it('an empty AGENTS.md, or a folder of that name, ends the search', async () => {
    const empty = makeRepo({ 'AGENTS.md': '', 'CLAUDE.md': 'claude\n' }, { git: true });
    expect(promptOf(await audit(empty, ['.']), '.', 'continue')).toBe('');
    const dir = makeRepo({ 'AGENTS.md': { dir: true }, 'CLAUDE.md': 'claude\n' }, { git: true });
    expect(promptOf(await audit(dir, ['.']), '.', 'continue')).toBe('');
  });

  it('a dangling AGENTS.md link is absent: the next name is read', async () => {
    const root = makeRepo({ 'AGENTS.md': { symlink: 'gone.md' }, 'CODEX.md': 'codex\n' }, { git: true });
    expect(loadedPaths(await audit(root, ['.']), '.', 'continue')).toEqual(['CODEX.md']);
  });
});

describe('Continue: rules', () => {
  it('always-on rules in Node listing order (bytes, breadth first), identical texts each sent, personal last', async () => {
    const root = makeRepo(
      {
        'AGENTS.md': 'same\n',
        '.continue/rules/b.md': 'same\n',
        '.continue/rules/B.md': '---\nalwaysApply: true\n---\n  B  \n',
        '.continue/rules/a/x.md': 'a/x\n',
        '.continue/rules/off.md': '---\nalwaysApply: false\n---\noff\n',
        '.continue/rules/ts.md': '---\nglobs: "**/*.ts"\n---\nts\n',
      },
      { git: true },
    );
    const home = makeTempDir('amda-home-');
    writeFiles(home, { '.continue/rules/mine.md': 'mine\n' });
    const r = await audit(root, ['.'], { home });
    expect(loadedPaths(r, '.', 'continue')).toEqual(['AGENTS.md', '.continue/rules/B.md', '.continue/rules/b.md', '.continue/rules/a/x.md', '~/.continue/rules/mine.md']);
    expect(promptOf(r, '.', 'continue')).toBe('<context name="userRules">\nsame\n\n\nB\n\nsame\n\n\na/x\n\n\nmine\n\n</context>');
    const never = r.report.findings.filter((f) => f.ruleId === 'continue-rule-never-applied').map((f) => [f.path, f.severity]);
    expect(never).toEqual([
      ['.continue/rules/off.md', 'warning'],
      ['.continue/rules/ts.md', 'info'],
    ]);
  });

  it('parses as @continuedev/config-yaml does: --- lines split, bad YAML keeps the whole file', () => {
    expect(parseContinueRule('intro\n---\nmiddle: x\n---\nend\n').markdown).toBe('end');
    expect(parseContinueRule('a\r\nb\r\n').markdown).toBe('a\nb\n');
    const bad = parseContinueRule('---\nname: [x\n---\nbody\n');
    expect(bad.markdown).toBe('---\nname: [x\n---\nbody\n');
    expect(bad.frontError).toBeDefined();
    expect(continueSkips({ alwaysApply: 'true' })?.ideOnly).toBe(false);
    expect(continueSkips({ invokable: true, alwaysApply: true })?.ideOnly).toBe(true);
    expect(continueSkips({ description: 'x' })).toBeNull();
    expect(continueSkips('a string')).toBeNull();
  });
});

describe('Continue: the working directory only', () => {
  it('started in a package, the root AGENTS.md and .continue/rules are never read', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root\n', '.continue/rules/r.md': 'r\n', 'pkg/index.ts': '' }, { git: true });
    const r = await audit(root, ['pkg']);
    expect(promptOf(r, 'pkg', 'continue')).toBe('');
    const found = r.report.findings.filter((f) => f.ruleId === 'cwd-only-unread').map((f) => [f.path, f.severity]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['AGENTS.md', 'warning'],
        ['.continue/rules', 'warning'],
      ]),
    );
  });
});
