/**
 * Reconfiguring one rule after the preset, as the README and each rule's page say: a severity on
 * its own (`[rule, 'off']`, `[rule, 'error']`), in an array (`[rule, ['off']]`) or as `false`. With
 * unified-lint-rule alone a lone `'off'` is taken for the rule's option and the rule keeps warning.
 */
import remarkParse from 'remark-parse';
import { type PluggableList, unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import noPersonalPaths from '../../src/rules/no-personal-paths.js';
import noSecrets from '../../src/rules/no-secrets.js';
import preset from '../../src/rules/preset.js';
import { fakeSecret } from '../helpers/fake-secrets.js';

const token = fakeSecret('github-token', 2929);
const MD = `# Rules\n\nRun the linter from /home/alice/src/app.\n\nPublish with ${token.value}.\n`;

/** `ruleId: fatal` for each message of the preset followed by `after`. */
function run(after: PluggableList): string[] {
  const file = new VFile({ path: 'AGENTS.md', value: MD });
  const processor = unified().use(remarkParse).use(preset).use(after);
  processor.runSync(processor.parse(file), file);
  return file.messages.map((m) => `${m.ruleId}: ${m.fatal === true ? 'error' : m.fatal === false ? 'warning' : 'info'}`).sort();
}

describe('one rule reconfigured after the preset', () => {
  it('defaults: no-secrets is an error, no-personal-paths a warning', () => {
    expect(run([])).toEqual(['no-personal-paths: warning', 'no-secrets: error']);
  });

  it("turns a rule off with 'off' alone, ['off'], false or 0", () => {
    for (const off of ['off', ['off'], false, 0, [0]] as const) {
      expect(run([[noPersonalPaths, off]]), JSON.stringify(off)).toEqual(['no-secrets: error']);
    }
  });

  it("changes a severity with 'error' or 'warn' alone, as in an array", () => {
    expect(run([[noPersonalPaths, 'error']])).toEqual(['no-personal-paths: error', 'no-secrets: error']);
    expect(run([[noPersonalPaths, ['error']]])).toEqual(['no-personal-paths: error', 'no-secrets: error']);
    expect(run([[noSecrets, 'warn']])).toEqual(['no-personal-paths: warning', 'no-secrets: warning']);
  });
});
