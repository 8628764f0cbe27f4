/**
 * `--matrix` stays readable with many profiles: on a real repository audited with eight profiles,
 * every line fits 120 columns (nothing wraps), each working directory is one line per block, profiles
 * with the same chains share a column, a column that loads nothing anywhere is left out and named,
 * and the fullest working directories come first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { KNOWN_PROFILES } from '../../src/audit.js';
import type { Report } from '../../src/report/model.js';
import { renderText } from '../../src/report/text.js';
import { auditAt } from '../helpers/audit.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

const EIGHT = ['codex', 'a3s', 'opencode', 'claude-code', 'gemini', 'copilot-cli', 'copilot', 'aider'].filter((p) => KNOWN_PROFILES.includes(p));

describe('renderText --matrix with eight profiles', () => {
  let report: Report;
  beforeAll(async () => {
    const files: Record<string, string> = { 'AGENTS.md': `# Rules\n\n${'- Run the tests.\n'.repeat(50)}`, 'CLAUDE.md': '@AGENTS.md\n' };
    for (const d of ['services/legacy-billing-reconciliation', 'packages/design-system-react-components', 'packages/api', 'tools/cli']) {
      files[`${d}/AGENTS.md`] = `# ${d}\n\n${'- A rule for this package.\n'.repeat(d.length * 3)}`;
    }
    const root = makeRepo(files, { commit: true });
    report = (await auditAt(root, { profiles: EIGHT })).report;
  });
  afterAll(() => cleanupRepos());

  it('fits 120 columns, one line per working directory, with a legend', () => {
    expect(EIGHT).toHaveLength(8);
    const text = renderText(report, { matrix: true, width: 120 });
    if (process.env.MATRIX_DEBUG) process.stderr.write(text);
    const section = text.slice(text.indexOf('Matrix'), text.lastIndexOf('\n\n'));
    const lines = section.split('\n');
    for (const l of lines) expect(stringWidth(l), l).toBeLessThanOrEqual(120);
    // The legend names every profile once: in a column, or among those that load nothing.
    const legend = lines.filter((l) => /^ {2}[A-Z] {2}/.test(l) || l.startsWith('  Not shown'));
    for (const p of EIGHT) expect(legend.join('\n')).toMatch(new RegExp(`(^|[ ,(])${p}(,|\\s|$)`, 'm'));
    // Every block lists each working directory on exactly one line, the fullest first.
    const headers = lines.filter((l) => l.startsWith('  working directory'));
    expect(headers.length).toBeGreaterThanOrEqual(1);
    for (const cwd of report.workingDirectories) {
      expect(lines.filter((l) => l.startsWith(`  ${cwd} `)).length, cwd).toBe(headers.length);
    }
    const order = lines.filter((l) => report.workingDirectories.some((cwd) => l.startsWith(`  ${cwd} `))).slice(0, report.workingDirectories.length);
    expect(order[0]).toMatch(/^ {2}packages\/design-system-react-components /);
  });

  it('leaves out a column that loads nothing anywhere and says which', () => {
    const text = renderText(report, { matrix: true, width: 120 });
    // Gemini reads GEMINI.md and Aider reads only what it is told: neither loads a file here.
    expect(text).toMatch(/Not shown, no instruction file in any working directory: .*gemini/);
    expect(text).toMatch(/Not shown, no instruction file in any working directory: .*aider/);
  });
});
