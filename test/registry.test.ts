/**
 * Every rule the audit can report is registered once, documented in docs/rules/<id>.md, and (for
 * checks) carries the examples its page and its tests are built from.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKS, CHECK_RULES, ENGINE_RULE_DOCS } from '../src/checks/index.js';
import { ALL_RULES } from '../src/registry.js';
import { LINT_RULES } from '../src/rules/index.js';
import { REPO_ROOT } from './helpers/repo.js';

describe('the rule registry', () => {
  it('has unique ids in kebab-case', () => {
    const ids = ALL_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('gives every check either a check module or engine documentation examples, never both', () => {
    const modules = new Set(CHECKS.map((c) => c.meta.id));
    for (const r of CHECK_RULES) {
      const documented = Object.hasOwn(ENGINE_RULE_DOCS, r.id);
      expect(modules.has(r.id) !== documented, `${r.id}: module ${modules.has(r.id)}, engine docs ${documented}`).toBe(true);
    }
    for (const id of Object.keys(ENGINE_RULE_DOCS)) expect(CHECK_RULES.some((r) => r.id === id), id).toBe(true);
  });

  it('has a documentation page for every rule, and no page for a rule that does not exist', () => {
    const dir = path.join(REPO_ROOT, 'docs/rules');
    const pages = fs.readdirSync(dir).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)).sort();
    expect(pages).toEqual(ALL_RULES.map((r) => r.id).sort());
    for (const r of [...CHECK_RULES, ...LINT_RULES]) {
      const text = fs.readFileSync(path.join(dir, `${r.id}.md`), 'utf8');
      expect(text, r.id).toContain(r.id);
    }
  });
});
