/**
 * Every health check's documentation examples, as real temporary git repositories: the failing
 * example raises the rule at the documented place (its annotation), the passing one does not.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKS, ENGINE_RULE_DOCS } from '../../src/checks/index.js';
import { cleanupRepos } from '../helpers/repo.js';
import { auditExample, buildExample, findingsOf, show } from './helpers.js';

afterAll(cleanupRepos);

const all = [
  ...CHECKS.map((c) => ({ id: c.meta.id, severity: c.meta.defaultSeverity, examples: c.examples })),
  ...Object.entries(ENGINE_RULE_DOCS).map(([id, d]) => ({ id, severity: 'info' as const, examples: d.examples })),
];

describe.each(all)('$id', ({ id, severity, examples }) => {
  it('failing example raises it at the documented place', async () => {
    const ex = examples.failing;
    const r = await auditExample(buildExample(ex), ex);
    const hits = findingsOf(r, id);
    const at = hits.filter((f) => f.path === ex.expect.path && f.line === ex.expect.line);
    expect(at, `findings of ${id}:\n${show(hits)}\nall:\n${show(r.report.findings)}`).toHaveLength(1);
    const f = at[0]!;
    expect(f.severity).toBe(severity);
    if (ex.expect.column !== undefined) expect(f.column).toBe(ex.expect.column);
    expect(f.message.length).toBeGreaterThan(40);
  });

  it('passing example does not raise it', async () => {
    const ex = examples.passing;
    const r = await auditExample(buildExample(ex), ex);
    expect(findingsOf(r, id), show(r.report.findings)).toEqual([]);
  });
});
