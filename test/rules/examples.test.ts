/**
 * Every lint rule's documentation examples are its tests (remark-lint's convention): each example
 * runs through the real remark pipeline and must give exactly the documented messages, with the
 * rule's id, the `remark-lint` source (so `<!--lint-->` comments apply) and its docs URL; the same
 * tree without positions must give none.
 */
import { describe, expect, it } from 'vitest';
import { RULE_MODULES } from '../../src/rules/all.js';
import { LINT_RULES } from '../../src/rules/index.js';
import { ruleDocsUrl } from '../../src/rules/meta.js';
import { withFakes } from '../helpers/fake-secrets.js';
import { exampleFile, lint, messageStrings, removePositions } from './helpers.js';

describe.each(RULE_MODULES.map((r) => [r.meta.id, withFakes(r)] as const))('%s', (id, rule) => {
  it('has a failing and a passing example, named accordingly', () => {
    expect(rule.examples.some((e) => e.expected.length > 0)).toBe(true);
    expect(rule.examples.some((e) => e.expected.length === 0)).toBe(true);
    for (const e of rule.examples) expect(e.name.startsWith(e.expected.length > 0 ? 'not-ok' : 'ok'), e.name).toBe(true);
    expect(new Set(rule.examples.map((e) => e.name)).size).toBe(rule.examples.length);
  });

  it('is listed in LINT_RULES with kind lint', () => {
    expect(LINT_RULES.filter((m) => m.id === id)).toEqual([rule.meta]);
    expect(rule.meta.kind).toBe('lint');
  });

  it.each(rule.examples.map((e) => [e.name, e] as const))('%s gives exactly the documented messages', (_name, example) => {
    const file = exampleFile(example.name, example.markdown, example.context);
    const messages = lint(file, [rule.plugin]);
    expect(messageStrings(file, messages)).toEqual(example.expected);
    for (const m of messages) {
      expect(m.ruleId).toBe(id);
      expect(m.source).toBe('remark-lint');
      expect(m.url).toBe(ruleDocsUrl(id));
    }
  });

  it.each(rule.examples.map((e) => [e.name, e] as const))('%s gives no messages without positions', (_name, example) => {
    const file = exampleFile(example.name, example.markdown, example.context);
    expect(messageStrings(file, lint(file, [rule.plugin], removePositions))).toEqual([]);
  });
});
