/**
 * Every health check's documentation examples, as real temporary git repositories: the failing
 * example raises the rule at the documented place (its annotation), the passing one does not, and
 * docs/rules/<id>.md is exactly what the rule's exports and the failing example's real finding
 * render to (this test fails when a doc is stale). Regenerate the docs with
 * `UPDATE_GOLDEN=1 npx vitest run test/checks/examples.test.ts` or `npx node scripts/generate-check-docs.mjs`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExampleRepo } from '../../src/checks/examples.js';
import { CHECK_RULES, CHECKS, ENGINE_RULE_DOCS } from '../../src/checks/index.js';
import { ALL_RULES } from '../../src/registry.js';
import { cleanupRepos, git, REPO_ROOT } from '../helpers/repo.js';
import { auditExample, buildExample, findingsOf, show } from './helpers.js';
import { renderRuleDoc, type GitState } from './render-docs.js';

afterAll(cleanupRepos);

const update = process.env.UPDATE_GOLDEN === '1';
const HINT = 'run UPDATE_GOLDEN=1 npx vitest run test/checks/examples.test.ts';

function gitState(root: string, ex: ExampleRepo): GitState {
  const tracked = new Set(git(root, 'ls-files', '-z').split('\0').filter(Boolean));
  const others = Object.keys(ex.files).filter((f) => !tracked.has(f));
  let ignored = new Set<string>();
  if (others.length > 0) {
    try {
      ignored = new Set(git(root, 'check-ignore', '--no-index', '-z', '--', ...others).split('\0').filter(Boolean));
    } catch {
      // exit status 1: none of them is ignored
    }
  }
  return { tracked, ignored };
}

const rules = [
  ...CHECKS.map((c) => ({ meta: c.meta, docs: c.docs, examples: c.examples, source: `src/checks/${c.meta.id}.ts` })),
  ...Object.entries(ENGINE_RULE_DOCS).map(([id, d]) => ({ meta: CHECK_RULES.find((r) => r.id === id)!, docs: d.docs, examples: d.examples, source: 'src/checks/index.ts' })),
];

it('every check rule is registered once, with a documentation example', () => {
  const ids = CHECK_RULES.map((r) => r.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(ALL_RULES.filter((r) => r.id === id), id).toHaveLength(1);
  expect(rules.map((r) => r.meta.id).sort()).toEqual([...ids].sort());
  for (const r of CHECK_RULES) expect(r.kind).toBe('check');
});

describe.each(rules)('$meta.id', ({ meta, docs, examples, source }) => {
  it('failing example raises it where documented, passing example does not, docs/rules are current', async () => {
    const failRoot = buildExample(examples.failing);
    const failing = await auditExample(failRoot, examples.failing);
    const hits = findingsOf(failing, meta.id);
    const at = hits.filter((f) => f.path === examples.failing.expect.path && f.line === examples.failing.expect.line);
    expect(at, `findings of ${meta.id}:\n${show(hits)}\nall:\n${show(failing.report.findings)}`).toHaveLength(1);
    const finding = at[0]!;
    expect(finding.severity).toBe(meta.defaultSeverity);
    if (examples.failing.expect.column !== undefined) expect(finding.column).toBe(examples.failing.expect.column);

    const passRoot = buildExample(examples.passing);
    const passing = await auditExample(passRoot, examples.passing);
    expect(findingsOf(passing, meta.id), show(passing.report.findings)).toEqual([]);

    const doc = renderRuleDoc({
      meta,
      source,
      docs,
      failing: examples.failing,
      failingGit: gitState(failRoot, examples.failing),
      finding,
      passing: examples.passing,
      passingGit: gitState(passRoot, examples.passing),
    });
    const file = path.join(REPO_ROOT, 'docs', 'rules', `${meta.id}.md`);
    const rel = path.relative(REPO_ROOT, file);
    if (update) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, doc);
    }
    expect(fs.existsSync(file), `${rel} is missing: ${HINT}`).toBe(true);
    expect(fs.readFileSync(file, 'utf8'), `${rel} is stale: ${HINT}`).toBe(doc);
  });
});
