/**
 * Copilot CLI 1.0.102 (issue 27 items 9 and 10, recorded: copilot-cli-names-any-case,
 * copilot-cli-case-variants, copilot-cli-claude-rules, copilot-cli-rules-walk,
 * copilot-cli-claude-rules-front-matter): names in any case, and Claude Code's `.claude/rules` of
 * the root and the working directory read as path-specific files.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copilotCli, walkOrder } from '../../src/profiles/copilot-cli.js';
import { auditAt, loadedPaths, passedOf, promptOf } from '../helpers/audit.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[]) => auditAt(root, { profiles: ['copilot-cli'], workingDirectories: cwds });

/** The names of a folder in the order the file system lists it (as Copilot CLI meets them). */
function listed(dir: string): string[] {
  const d = fs.opendirSync(dir);
  const out: string[] = [];
  for (let e = d.readSync(); e !== null; e = d.readSync()) out.push(e.name);
  d.closeSync();
  return out;
}

describe('Copilot CLI: names in any case', () => {
  it('reads agents.md, Claude.md, gemini.md, .github/Copilot-Instructions.md and B.Instructions.MD; folder names must match exactly', async () => {
    const root = makeRepo(
      {
        'agents.md': 'a\n',
        'Claude.md': 'c\n',
        'gemini.md': 'g\n',
        '.github/Copilot-Instructions.md': 'repo\n',
        '.github/instructions/B.Instructions.MD': '---\napplyTo: "**"\n---\nb\n',
        '.GitHub/copilot-instructions.md': 'not read\n',
        'pkg/Agents.MD': 'pkg\n',
      },
      { git: true },
    );
    const r = await audit(root, ['pkg']);
    expect(loadedPaths(r, 'pkg', 'copilot-cli')).toEqual(['.github/Copilot-Instructions.md', 'agents.md', 'Claude.md', 'gemini.md', 'pkg/Agents.MD', '.github/instructions/B.Instructions.MD']);
    expect(promptOf(r, 'pkg', 'copilot-cli')).toContain('<custom_instruction>\npkg\n\n</custom_instruction>');
  });

  it('the exact name wins over its variants; a directory with the exact name gives way to a variant', async () => {
    const root = makeRepo({ 'AGENTS.md': 'exact\n', 'agents.md': 'lower\n', 'CLAUDE.md': { dir: true }, 'claude.md': 'c\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'copilot-cli')).toEqual(['AGENTS.md', 'claude.md']);
    expect(passedOf(r, '.', 'copilot-cli')).toEqual({ 'agents.md': 'hidden', 'CLAUDE.md': 'not-regular-file' });
  });

  it('without the exact name, the first variant in the folder listing order is read', async () => {
    const root = makeRepo({ 'pkg/agents.md': 'one\n', 'pkg/Agents.md': 'two\n', 'pkg/aGENTS.md': 'three\n' }, { git: true });
    const first = listed(path.join(root, 'pkg')).find((n) => n.toLowerCase() === 'agents.md')!;
    const r = await audit(root, ['pkg']);
    expect(loadedPaths(r, 'pkg', 'copilot-cli')).toEqual([`pkg/${first}`]);
    expect(Object.keys(passedOf(r, 'pkg', 'copilot-cli')).sort()).toEqual(['pkg/Agents.md', 'pkg/aGENTS.md', 'pkg/agents.md'].filter((p) => p !== `pkg/${first}`).sort());
  });

  it('treats the case variants as files it reads (the comparison base writes them), not as candidates of every profile', () => {
    expect(copilotCli.readsListed?.('pkg/agents.md')).toBe(true);
    expect(copilotCli.readsListed?.('pkg/.github/Copilot-Instructions.md')).toBe(true);
    expect(copilotCli.readsListed?.('.claude/rules/sub/a.MD')).toBe(true);
    expect(copilotCli.readsListed?.('docs/agents.txt')).toBe(false);
    expect(copilotCli.candidateNames({ maxBytes: 0, fallbackFilenames: [], rootMarkers: [], home: null })).toEqual(['AGENTS.md', 'CLAUDE.md', 'GEMINI.md']);
  });
});

describe('Copilot CLI: .claude/rules', () => {
  it('reads the rules of the root and the working directory after their .github/instructions, not of the directories between', async () => {
    const root = makeRepo(
      {
        'AGENTS.md': 'root\n',
        '.github/instructions/all.instructions.md': '---\napplyTo: "**"\n---\nall\n',
        '.claude/rules/a.md': 'rule a\n',
        '.claude/rules/d.md': '---\ndescription: kept as text\n---\nrule d\n',
        '.claude/rules/b.md': '---\npaths:\n  - "src/**"\n---\nrule b\n',
        '.claude/rules/notes.txt': 'not a rule\n',
        '.claude/rules/.hidden.md': 'dot file\n',
        'pkg/.claude/rules/between.md': 'not read\n',
        'pkg/sub/.claude/rules/s.md': 'cwd rule\n',
        'pkg/sub/.claude/rules/q.md': '---\npaths: "**/*.py"\ndescription: py\n---\ncwd path rule\n',
      },
      { git: true },
    );
    const r = await audit(root, ['pkg/sub']);
    expect(loadedPaths(r, 'pkg/sub', 'copilot-cli')).toEqual([
      'AGENTS.md',
      '.github/instructions/all.instructions.md',
      '.claude/rules/a.md',
      '.claude/rules/b.md',
      '.claude/rules/d.md',
      'pkg/sub/.claude/rules/q.md',
      'pkg/sub/.claude/rules/s.md',
    ]);
    const prompt = promptOf(r, 'pkg/sub', 'copilot-cli');
    // Inlined as it is (front matter kept); path-scoped rules are rows, named relative to their directory.
    expect(prompt).toContain('rule a\n\n\n---\ndescription: kept as text\n---\nrule d\n\n\ncwd rule\n');
    expect(prompt).toContain("| src/** | '.claude/rules/b.md' |  |\n| **/*.py | '.claude/rules/q.md' | py |");
    expect(prompt).not.toContain('not read');
  });

  it('applyTo wins over paths, even when empty; a gitignored rule is read; a linked rule is named by its target', async () => {
    const root = makeRepo(
      {
        '.claude/rules/both.md': '---\npaths:\n  - "lib/**"\napplyTo: "**/*.ts"\n---\nboth\n',
        '.claude/rules/empty.md': '---\napplyTo: ""\npaths:\n  - "x/**"\n---\nempty applyTo\n',
        '.claude/rules/mine.md': 'mine\n',
        '.claude/rules/link.md': { symlink: '../../docs/target.md' },
        'docs/target.md': '---\npaths:\n  - "q/**"\n---\ntarget\n',
        '.gitignore': '.claude/rules/mine.md\n',
      },
      { git: true },
    );
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'copilot-cli')).toEqual(['.claude/rules/both.md', '.claude/rules/empty.md', 'docs/target.md', '.claude/rules/mine.md']);
    const prompt = promptOf(r, '.', 'copilot-cli');
    expect(prompt).toContain("| **/*.ts | '.claude/rules/both.md' |  |\n| q/** | 'docs/target.md' |  |");
    expect(prompt).toContain('empty applyTo\n\n\nmine\n');
  });

  it('walks a folder in sorted order, depth first (a/x.md before a-b.md before a.md)', async () => {
    const root = makeRepo({ '.claude/rules/a.md': '1\n', '.claude/rules/a/x.md': '2\n', '.claude/rules/a-b.md': '3\n', '.claude/rules/B/y.md': '4\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'copilot-cli')).toEqual(['.claude/rules/B/y.md', '.claude/rules/a/x.md', '.claude/rules/a-b.md', '.claude/rules/a.md']);
    expect(['a.md', 'a/x.md', 'a-b.md'].sort(walkOrder)).toEqual(['a/x.md', 'a-b.md', 'a.md']);
  });
});

describe('Copilot CLI: one source per path-specific file', () => {
  it('a file linked from the root rules and from the working directory’s rules is read once', async () => {
    const root = makeRepo(
      { 'shared/linked.md': 'shared\n', '.claude/rules/linked.md': { symlink: '../../shared/linked.md' }, 'pkg/.claude/rules/linked.md': { symlink: '../../../shared/linked.md' }, 'pkg/.claude/rules/own.md': 'own\n' },
      { git: true },
    );
    const r = await audit(root, ['pkg']);
    expect(loadedPaths(r, 'pkg', 'copilot-cli')).toEqual(['shared/linked.md', 'pkg/.claude/rules/own.md']);
    expect(passedOf(r, 'pkg', 'copilot-cli')).toEqual({ 'pkg/.claude/rules/linked.md': 'hidden' });
    expect(promptOf(r, 'pkg', 'copilot-cli')).toBe('shared\n\n\nown\n');
  });
});
