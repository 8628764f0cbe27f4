/**
 * Cursor (documentation only, unverified): .cursorrules, .cursor/rules/*.mdc by frontmatter (root
 * and nested, scoped to their folder), AGENTS.md from the root down to cwd.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseProfiles } from '../../src/config/parse.js';
import { KNOWN_PROFILES } from '../../src/profiles/index.js';
import { auditAt, loadedPaths, passedOf, promptOf } from '../helpers/audit.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[]) => auditAt(root, { profiles: ['cursor'], workingDirectories: cwds });
const ids = (r: Awaited<ReturnType<typeof audit>>, id: string) => r.report.findings.filter((f) => f.ruleId === id).map((f) => f.path);

describe('cursor', () => {
  it('loads .cursorrules, the rules that apply and every AGENTS.md from the root down', async () => {
    const root = makeRepo(
      {
        '.cursorrules': 'legacy\n',
        '.cursor/rules/always.mdc': '---\nalwaysApply: true\n---\nalways\n',
        '.cursor/rules/ts.mdc': '---\nglobs: "*.ts"\n---\nts rules\n',
        '.cursor/rules/docs.mdc': '---\ndescription: Writing docs\n---\ndocs\n',
        '.cursor/rules/quoted.mdc': '---\nalwaysApply: "true"\n---\nquoted\n',
        'AGENTS.md': 'root\n',
        'pkg/AGENTS.md': 'pkg\n',
        'pkg/.cursor/rules/pkg.mdc': '---\nalwaysApply: true\n---\npkg rule\n',
        'pkg/a.ts': 'export {};\n',
        'web/.cursor/rules/web.mdc': '---\nalwaysApply: true\n---\nweb rule\n',
      },
      { git: true },
    );
    const r = await audit(root, ['.', 'pkg']);
    expect(loadedPaths(r, 'pkg', 'cursor')).toEqual(['.cursorrules', '.cursor/rules/always.mdc', '.cursor/rules/ts.mdc', 'pkg/.cursor/rules/pkg.mdc', 'AGENTS.md', 'pkg/AGENTS.md']);
    expect(passedOf(r, 'pkg', 'cursor')).toEqual({ '.cursor/rules/docs.mdc': 'not-configured', '.cursor/rules/quoted.mdc': 'not-configured' });
    // The frontmatter is not part of what the rule contributes; the text itself is not known.
    expect(r.profiles[0]!.promptUnknown).toBeTruthy();
    expect(promptOf(r, 'pkg', 'cursor')).toContain(`--- ${root}/.cursor/rules/always.mdc ---\nalways\n`);
    expect(r.report.settings.unverified).toEqual(['cursor']);
  });

  it('a rule without frontmatter is manual; globs that match nothing in the rule’s folder are reported', async () => {
    const root = makeRepo(
      {
        '.cursor/rules/plain.mdc': '# Style\n\nUse tabs.\n',
        '.cursor/rules/broken.mdc': '---\nglobs: [a\n---\nx\n',
        'web/.cursor/rules/react.mdc': '---\nglobs:\n  - web/src/**/*.tsx\n---\nreact\n',
        'web/src/App.tsx': 'export {};\n',
      },
      { git: true },
    );
    const r = await audit(root, ['web']);
    expect(ids(r, 'cursor-rule-no-frontmatter').sort()).toEqual(['.cursor/rules/broken.mdc', '.cursor/rules/plain.mdc']);
    expect(ids(r, 'cursor-rule-globs')).toEqual(['web/.cursor/rules/react.mdc']);
    expect(r.report.findings.find((f) => f.ruleId === 'cursor-rule-globs')!.line).toBe(2);
    expect(loadedPaths(r, 'web', 'cursor')).toEqual([]);
  });

  it('cursor@VERSION is refused: modelled from documentation, no version', () => {
    expect(() => parseProfiles('cursor@1.0.0', KNOWN_PROFILES)).toThrow(/modelled from sources and documentation only/);
  });
});
