/**
 * docs/rules/<id>.md of the cross-profile rules (src/checks/disagree-*.ts) and of the rules the
 * agent profiles raise (src/profiles/rules.ts), generated exactly as test/checks/docs.test.ts
 * generates the health checks' docs, from the rule's examples run in real git repositories.
 *
 * It covers only the rules not yet registered in src/checks/index.ts (CHECKS / ENGINE_RULE_DOCS);
 * once they are, docs.test.ts and examples.test.ts cover them and this file checks nothing twice.
 * Regenerate with `UPDATE_GOLDEN=1 npx vitest run test/checks/disagree-docs.test.ts`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as disagreeBudget from '../../src/checks/disagree-budget.js';
import * as disagreeLoaded from '../../src/checks/disagree-loaded.js';
import * as disagreeOrder from '../../src/checks/disagree-order.js';
import type { ExampleRepo, RuleExamples } from '../../src/checks/examples.js';
import { CHECKS, ENGINE_RULE_DOCS } from '../../src/checks/index.js';
import type { CheckFinding, CheckInput } from '../../src/checks/types.js';
import { PROFILE_RULE_DOCS, PROFILE_RULES } from '../../src/profiles/rules.js';
import type { Finding } from '../../src/report/model.js';
import type { RuleMeta } from '../../src/rules/meta.js';
import type { AuditResult } from '../helpers/audit.js';
import { cleanupRepos, git, REPO_ROOT } from '../helpers/repo.js';
import { auditExample, buildExample, exampleOptions, findingsOf, show } from './helpers.js';
import { renderRuleDoc, type GitState } from './render-docs.js';

afterAll(cleanupRepos);

const update = process.env.UPDATE_GOLDEN === '1';

interface Rule {
  meta: RuleMeta;
  docs: { why: string; fix: string };
  examples: RuleExamples;
  source: string;
  /** For a check module: run it on the audit (it may not be registered with the engine yet). */
  check?: (input: CheckInput) => CheckFinding[];
}

const registered = new Set([...CHECKS.map((c) => c.meta.id), ...Object.keys(ENGINE_RULE_DOCS)]);

const rules: Rule[] = [
  ...[disagreeLoaded, disagreeBudget, disagreeOrder].map((m) => ({ meta: m.meta, docs: m.docs, examples: m.examples, source: `src/checks/${m.meta.id}.ts`, check: m.check })),
  ...PROFILE_RULES.map((meta) => ({ meta, ...PROFILE_RULE_DOCS[meta.id]!, source: 'src/profiles/rules.ts' })),
].filter((r) => !registered.has(r.meta.id));

function gitState(root: string, ex: ExampleRepo): GitState {
  const tracked = new Set(git(root, 'ls-files', '-z').split('\0').filter(Boolean));
  const candidates = Object.keys(ex.files).filter((f) => !tracked.has(f));
  let ignored = new Set<string>();
  if (candidates.length > 0) {
    try {
      ignored = new Set(git(root, 'check-ignore', '--no-index', '-z', '--', ...candidates).split('\0').filter(Boolean));
    } catch {
      ignored = new Set();
    }
  }
  return { tracked, ignored };
}

function findings(rule: Rule, root: string, ex: ExampleRepo, r: AuditResult): Finding[] {
  if (!rule.check) return findingsOf(r, rule.meta.id);
  const input: CheckInput = { options: exampleOptions(root, ex), ctx: r.ctx, profiles: r.profiles, chains: r.resolved, candidates: r.ctx.probedExisting().map((p) => p.rel).sort() };
  return rule.check(input).map(({ key: _key, ...f }) => ({ ...f, fingerprint: '' }));
}

it('every profile rule has documentation examples', () => {
  for (const meta of PROFILE_RULES) expect(PROFILE_RULE_DOCS[meta.id], meta.id).toBeDefined();
  expect(Object.keys(PROFILE_RULE_DOCS).sort()).toEqual(PROFILE_RULES.map((m) => m.id).sort());
});

describe.each(rules.length > 0 ? rules : [null])('%s', (rule) => {
  it.skipIf(rule === null)('failing example raises it once at the documented place; passing example does not; the doc is fresh', async () => {
    const { meta, examples } = rule!;
    const failRoot = buildExample(examples.failing);
    const failing = await auditExample(failRoot, examples.failing);
    const all = findings(rule!, failRoot, examples.failing, failing);
    const e = examples.failing.expect;
    const at = all.filter((f) => f.path === e.path && f.line === e.line);
    expect(at, `findings of ${meta.id}:\n${show(all)}`).toHaveLength(1);
    const finding = at[0]!;
    expect(finding.severity).toBe(meta.defaultSeverity);
    if (e.column !== undefined) expect(finding.column).toBe(e.column);

    const passRoot = buildExample(examples.passing);
    const passing = await auditExample(passRoot, examples.passing);
    expect(findings(rule!, passRoot, examples.passing, passing), show(passing.report.findings)).toEqual([]);

    const doc = renderRuleDoc({
      meta,
      source: rule!.source,
      docs: rule!.docs,
      failing: examples.failing,
      failingGit: gitState(failRoot, examples.failing),
      finding,
      passing: examples.passing,
      passingGit: gitState(passRoot, examples.passing),
    });
    const file = path.join(REPO_ROOT, 'docs', 'rules', `${meta.id}.md`);
    if (update) fs.writeFileSync(file, doc);
    expect(fs.existsSync(file), `${path.relative(REPO_ROOT, file)} is missing: run UPDATE_GOLDEN=1 npx vitest run test/checks/disagree-docs.test.ts`).toBe(true);
    expect(fs.readFileSync(file, 'utf8'), `${path.relative(REPO_ROOT, file)} is stale: run UPDATE_GOLDEN=1 npx vitest run test/checks/disagree-docs.test.ts`).toBe(doc);
  });
});
