/**
 * remark-lint's comment control works for our rules (they are in the `remark-lint` namespace):
 * `<!--lint disable-->`, `<!--lint enable-->` and `<!--lint ignore-->` silence exactly what they name,
 * through the real preset.
 */
import { describe, expect, it } from 'vitest';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { exampleFile, lintWithPreset } from './helpers.js';

const a = fakeSecret('github-token', 31);
const b = fakeSecret('stripe-live-key', 32);

function ruleLines(markdown: string): string[] {
  const file = exampleFile('AGENTS.md', markdown, { path: 'AGENTS.md', files: [] });
  return lintWithPreset(file).map((m) => `${m.ruleId}:${m.line}`);
}

describe('lint comments', () => {
  it('report both secrets without comments', () => {
    expect(ruleLines(`First ${a.value}.\n\nSecond ${b.value}.\n`)).toEqual(['no-secrets:1', 'no-secrets:3']);
  });

  it('<!--lint disable no-secrets--> silences the rule from there on, and enable turns it back on', () => {
    const md = `First ${a.value}.\n\n<!--lint disable no-secrets-->\n\nSecond ${b.value}.\n\n<!--lint enable no-secrets-->\n\nThird ${a.value}.\n`;
    expect(ruleLines(md)).toEqual(['no-secrets:1', 'no-secrets:9']);
  });

  it('<!--lint ignore no-secrets--> silences only the next block', () => {
    const md = `<!--lint ignore no-secrets-->\n\nFirst ${a.value}.\n\nSecond ${b.value}.\n`;
    expect(ruleLines(md)).toEqual(['no-secrets:5']);
  });

  it('silences inside a fenced code block and a table too', () => {
    const md = `<!--lint ignore no-secrets-->\n\n\`\`\`sh\nexport TOKEN=${a.value}\n\`\`\`\n\n<!--lint ignore no-secrets-->\n\n| Key |\n| --- |\n| ${b.value} |\n`;
    expect(ruleLines(md)).toEqual([]);
  });

  it('silences only the rule it names', () => {
    const md = `<!--lint disable no-personal-paths-->\n\nUse ${a.value} from /home/alice/bin.\n`;
    expect(ruleLines(md)).toEqual(['no-secrets:3']);
  });

  it('a bare <!--lint disable--> silences every rule of the set', () => {
    const md = `<!--lint disable-->\n\nUse ${a.value} from /home/alice/bin and [x](missing.md).\n`;
    expect(ruleLines(md)).toEqual([]);
  });
});
