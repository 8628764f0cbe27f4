/**
 * Auggie (from its shipped code, unverified): at the git root .augment-guidelines, AGENTS.md and
 * CLAUDE.md, .augment/rules/**\/*.{md,mdc} by type; manual rules are not sent; which files, not the text.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseProfiles } from '../../src/config/parse.js';
import { KNOWN_PROFILES } from '../../src/profiles/index.js';
import { auditAt, loadedPaths, passedOf, promptOf } from '../helpers/audit.js';
import { runCliCaptured } from '../helpers/cli.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

describe('auggie', () => {
  it('sends the root files and the rules that are not manual; nested files wait', async () => {
    const root = makeRepo(
      {
        '.augment-guidelines': 'guidelines\n',
        'AGENTS.md': 'agents\n',
        'CLAUDE.md': 'claude\n',
        '.augment/rules/plain.md': 'plain\n',
        '.augment/rules/sub/asked.mdc': '---\ndescription: When writing SQL\n---\nsql\n',
        '.augment/rules/manual.md': '---\ntype: manual\n---\nmanual\n',
        '.augment/rules/notes.txt': 'not a rule\n',
        'pkg/AGENTS.md': 'nested\n',
      },
      { git: true },
    );
    const r = await auditAt(root, { profiles: ['auggie'], workingDirectories: ['pkg'] });
    expect(loadedPaths(r, 'pkg', 'auggie')).toEqual(['CLAUDE.md', 'AGENTS.md', '.augment-guidelines', '.augment/rules/plain.md', '.augment/rules/sub/asked.mdc']);
    expect(passedOf(r, 'pkg', 'auggie')).toEqual({ '.augment/rules/manual.md': 'not-configured', 'pkg/AGENTS.md': 'not-configured' });
    const manual = r.report.findings.filter((f) => f.ruleId === 'auggie-manual-rule');
    expect(manual.map((f) => [f.path, f.line, f.severity])).toEqual([['.augment/rules/manual.md', 2, 'info']]);
    // The frontmatter is dropped from what a rule sends.
    expect(promptOf(r, 'pkg', 'auggie')).toContain('/.augment/rules/sub/asked.mdc ---\nsql\n');
    expect(r.report.settings.unverified).toEqual(['auggie']);
  });

  it('auggie@VERSION is refused: modelled from its shipped code, no version', () => {
    expect(() => parseProfiles('auggie@0.36.0', KNOWN_PROFILES)).toThrow(/modelled from sources and documentation only/);
  });
});

describe('auggie --print-prompt', () => {
  it('prints the files sent and says on stderr that this is not the prompt', async () => {
    const root = makeRepo({ 'AGENTS.md': 'agents\n' }, { git: true });
    const r = await runCliCaptured([root, '-p', 'auggie', '--print-prompt', '.']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`--- ${root}/AGENTS.md ---\nagents\n\n`);
    expect(r.stderr).toContain("not the prompt: Auggie builds the prompt on Augment's service");
  });
});
