/**
 * docs/rules/<id>.md of every health check is generated from the check's exports and the finding
 * its failing example really produces; this test fails when a doc is stale. Regenerate with
 * `UPDATE_GOLDEN=1 npx vitest run test/checks/docs.test.ts` (or `npx node scripts/generate-check-docs.mjs`).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckModule, ExampleRepo } from '../../src/checks/examples.js';
import { CHECKS, ENGINE_RULE_DOCS, CHECK_RULES } from '../../src/checks/index.js';
import { cleanupRepos, git, REPO_ROOT } from '../helpers/repo.js';
import { auditExample, buildExample, findingsOf } from './helpers.js';
import { renderRuleDoc, type GitState } from './render-docs.js';

afterAll(cleanupRepos);

const update = process.env.UPDATE_GOLDEN === '1';

function gitState(root: string, ex: ExampleRepo): GitState {
  const tracked = new Set(git(root, 'ls-files', '-z').split('\0').filter(Boolean));
  const candidates = Object.keys(ex.files).filter((f) => !tracked.has(f));
  let ignored = new Set<string>();
  if (candidates.length > 0) {
    try {
      ignored = new Set(git(root, 'check-ignore', '--no-index', '-z', '--', ...candidates).split('\0').filter(Boolean));
    } catch {
      ignored = new Set(); // exit 1: nothing ignored
    }
  }
  return { tracked, ignored };
}

const rules = [
  ...CHECKS.map((c: CheckModule) => ({ meta: c.meta, docs: c.docs, examples: c.examples, source: `src/checks/${c.meta.id}.ts` })),
  ...Object.entries(ENGINE_RULE_DOCS).map(([id, d]) => ({
    meta: CHECK_RULES.find((r) => r.id === id)!,
    docs: d.docs,
    examples: d.examples,
    source: 'src/checks/index.ts',
  })),
];

describe.each(rules)('docs/rules/$meta.id.md', ({ meta, docs, examples, source }) => {
  it('matches the rule’s exports and the message its failing example produces', async () => {
    const failRoot = buildExample(examples.failing);
    const failing = await auditExample(failRoot, examples.failing);
    const finding = findingsOf(failing, meta.id).find((f) => f.path === examples.failing.expect.path && f.line === examples.failing.expect.line);
    expect(finding, `no ${meta.id} finding at the documented place`).toBeDefined();
    const passRoot = buildExample(examples.passing);
    const doc = renderRuleDoc({
      meta,
      source,
      docs,
      failing: examples.failing,
      failingGit: gitState(failRoot, examples.failing),
      finding: finding!,
      passing: examples.passing,
      passingGit: gitState(passRoot, examples.passing),
    });
    const file = path.join(REPO_ROOT, 'docs', 'rules', `${meta.id}.md`);
    if (update) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, doc);
    }
    expect(fs.existsSync(file), `${path.relative(REPO_ROOT, file)} is missing: run UPDATE_GOLDEN=1 npx vitest run test/checks/docs.test.ts`).toBe(true);
    expect(fs.readFileSync(file, 'utf8'), `${path.relative(REPO_ROOT, file)} is stale: run UPDATE_GOLDEN=1 npx vitest run test/checks/docs.test.ts`).toBe(doc);
  });
});
