/**
 * The README's inputs and outputs tables and its `with:` block are what action.yml says: this fails
 * when an input or output is added, removed or changed without regenerating them. Regenerate with
 * `npm run docs:action` (or `UPDATE_GOLDEN=1 npx vitest run test/release/action-docs.test.ts`).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { REPOSITORY, VERSION } from '../../src/version.js';
import { REPO_ROOT } from '../helpers/repo.js';
import { END, renderActionReference, spliceReference, START } from './action-docs.js';

const README = path.join(REPO_ROOT, 'README.md');
const actionYml = fs.readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8');
const action = parse(actionYml) as { inputs: Record<string, { default?: unknown }>; outputs: Record<string, unknown> };
const uses = `${REPOSITORY}@v${VERSION.split('.')[0]}`;
const HINT = 'README.md is out of step with action.yml: run `npm run docs:action`';

describe('the README action reference', () => {
  const rendered = renderActionReference(actionYml, uses);

  it('is current', () => {
    const readme = fs.readFileSync(README, 'utf8');
    if (process.env['UPDATE_GOLDEN'] === '1') fs.writeFileSync(README, spliceReference(readme, rendered));
    const now = fs.readFileSync(README, 'utf8');
    expect(now.split(START).length, `one ${START} marker`).toBe(2);
    expect(now.split(END).length, `one ${END} marker`).toBe(2);
    expect(now.slice(now.indexOf(START), now.indexOf(END) + END.length), HINT).toBe(rendered);
  });

  it('has a row for every input and output, and the with: block sets every input to its default', () => {
    for (const name of Object.keys(action.inputs)) expect(rendered).toContain(`| \`${name}\``);
    for (const name of Object.keys(action.outputs)) expect(rendered).toContain(`| \`${name}\` |`);
    const block = rendered.slice(rendered.indexOf('```yaml\n') + 8, rendered.lastIndexOf('```'));
    const steps = parse(block) as { uses: string; with: Record<string, unknown> }[];
    expect(steps[0]!.uses).toBe(uses);
    const defaults = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, String(v.default ?? '')]));
    expect(Object.fromEntries(Object.entries(steps[0]!.with).map(([k, v]) => [k, String(v)]))).toEqual(defaults);
  });

  it('notices drift: a new input in action.yml changes the rendering', () => {
    const changed = actionYml.replace(/^inputs:\n/m, "inputs:\n  new-input:\n    description: A new input.\n    default: 'x'\n");
    expect(renderActionReference(changed, uses)).not.toBe(rendered);
    expect(renderActionReference(changed, uses)).toContain('| `new-input` | `x` | A new input. |');
  });
});
