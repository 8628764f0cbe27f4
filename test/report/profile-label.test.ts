/**
 * The report's profile line: a verified profile with its version, every other profile marked
 * "unverified" (text header, job summary, `settings.unverified` in the JSON).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mergeReports } from '../../src/report/merge.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderText } from '../../src/report/text.js';
import { auditAt } from '../helpers/audit.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';
import { expectSchemaValid } from '../helpers/report-schema.js';

afterAll(cleanupRepos);

describe('unverified profiles in the report', () => {
  it('names verified profiles with their version and marks the others unverified', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Rules\n\nRun the tests.\n' }, { git: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s', 'copilot-review'], workingDirectories: ['.'] });
    expect(r.report.settings.verifiedVersions).toEqual({ codex: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    expect(r.report.settings.unverified).toEqual(['a3s', 'copilot-review']);
    await expectSchemaValid(JSON.parse(JSON.stringify(r.report)));
    const head = renderText(r.report, { width: 160 }).split('\n')[1]!;
    expect(head).toContain(`profiles codex@${r.report.settings.verifiedVersions!.codex}, a3s (unverified), copilot-review (unverified)`);
    expect(renderSummary(r.report)).toContain('profiles codex, a3s (unverified), copilot-review (unverified)');
  });

  it('says nothing when every profile is verified', async () => {
    const root = makeRepo({ 'AGENTS.md': 'x\n' }, { git: true });
    const r = await auditAt(root, { profiles: ['codex'], workingDirectories: ['.'] });
    expect(r.report.settings.unverified).toBeUndefined();
    expect(renderText(r.report)).not.toContain('unverified');
  });

  it('a merged report keeps every part’s versions and marks', async () => {
    const root = makeRepo({ 'AGENTS.md': 'x\n' }, { git: true });
    const a = await auditAt(root, { profiles: ['codex'], workingDirectories: ['.'] });
    const b = await auditAt(root, { profiles: ['cursor'], workingDirectories: ['.'] });
    const m = mergeReports([a.report, b.report]);
    expect(m.settings.verifiedVersions).toEqual(a.report.settings.verifiedVersions);
    expect(m.settings.unverified).toEqual(['cursor']);
    expect(renderText(m, { width: 160 }).split('\n')[1]).toContain(`profiles codex@${a.report.settings.verifiedVersions!.codex}, cursor (unverified)`);
  });
});
