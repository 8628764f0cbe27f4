/**
 * docs/rules/<id>.md of every lint rule is exactly what the rule's exports render to (the examples
 * there are the ones test/rules/examples.test.ts runs). Fails when a doc is stale; regenerate with
 * `npx node scripts/generate-rule-docs.mjs` (or `UPDATE_GOLDEN=1 npx vitest run test/rules/docs.test.ts`).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_MODULES } from '../../src/rules/all.js';
import { FAKE_KINDS, fakeSecret, withFakes } from '../helpers/fake-secrets.js';
import { findSecrets } from '../../src/rules/secret-patterns.js';
import { lintInstructionFile, LINT_RULES } from '../../src/rules/index.js';
import { renderRunFindingDoc, RUN_FINDING_DOCS } from '../../src/rules/run-findings.js';
import { REPO_ROOT } from '../helpers/repo.js';
import { renderRuleDoc } from './render-docs.js';

const update = process.env.UPDATE_GOLDEN === '1';
const HINT = 'run `npx node scripts/generate-rule-docs.mjs`';

describe.each(RULE_MODULES.map((r) => [r.meta.id, withFakes(r)] as const))('docs/rules/%s.md', (id, rule) => {
  const file = path.join(REPO_ROOT, 'docs/rules', `${id}.md`);
  const rendered = renderRuleDoc(rule);

  it('is current', () => {
    if (update) fs.writeFileSync(file, rendered);
    expect(fs.existsSync(file), `${file} is missing: ${HINT}`).toBe(true);
    expect(fs.readFileSync(file, 'utf8'), `${file} is stale: ${HINT}`).toBe(rendered);
  });

  it('shows every example with its messages, and the what / why / how-to-fix sections', () => {
    for (const heading of ['## What it catches', '## Why', '## How to fix', '## Examples']) expect(rendered).toContain(heading);
    for (const example of rule.examples) {
      expect(rendered).toContain(`\`${example.name}\``);
      for (const message of example.expected) expect(rendered).toContain(message);
    }
  });

  it('holds no token-shaped value (the examples show generated values as «…»)', () => {
    expect(findSecrets(rendered).map((h) => h.kind)).toEqual([]);
    for (const kind of FAKE_KINDS) expect(rendered.includes(fakeSecret(kind, 1).secret)).toBe(false);
  });
});

describe.each(RUN_FINDING_DOCS.map((d) => [d.id, d] as const))('docs/rules/%s.md', (id, doc) => {
  const meta = LINT_RULES.find((m) => m.id === id);
  const file = path.join(REPO_ROOT, 'docs/rules', `${id}.md`);

  it('is registered in LINT_RULES', () => {
    expect(meta?.kind).toBe('lint');
  });

  it('its example gives exactly the documented finding', () => {
    const { markdown, size } = doc.example;
    const bytes = Buffer.byteLength(markdown);
    const findings = lintInstructionFile({ path: doc.example.name, text: markdown, size: size ?? bytes, readBytes: bytes, ancestors: [], exists: () => true });
    expect(findings.map((f) => [f.ruleId, f.line, f.message])).toEqual([[id, null, doc.example.expected]]);
  });

  it('is current', () => {
    if (!meta) throw new Error(`${id} is not in LINT_RULES`);
    const rendered = renderRunFindingDoc(meta, doc);
    if (update) fs.writeFileSync(file, rendered);
    expect(fs.existsSync(file), `${file} is missing: ${HINT}`).toBe(true);
    expect(fs.readFileSync(file, 'utf8'), `${file} is stale: ${HINT}`).toBe(rendered);
  });
});

it('every rule id of the set has a docs page', () => {
  for (const m of LINT_RULES) expect(fs.existsSync(path.join(REPO_ROOT, 'docs/rules', `${m.id}.md`)), m.id).toBe(true);
});
