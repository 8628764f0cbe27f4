/**
 * The README as a user reads it first: the two set-up commands at the very top, a quick start of at
 * most 15 lines right after them, and sample output that is what the CLI prints today for the
 * bundled example (`fixtures/monorepo`). The quick start's commands run from the packed tarball in
 * test/package/pack.test.ts.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliCaptured } from '../helpers/cli.js';
import { REPO_ROOT } from '../helpers/repo.js';

const README = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');

/** The `$ node dist/cli/index.js …` samples in ```text blocks: arguments and the output shown. */
function samples(): Array<{ argv: string[]; shown: string; partial: boolean }> {
  return [...README.matchAll(/^```text\n\$ node dist\/cli\/index\.js ([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => {
    const partial = m[2]!.startsWith('…\n');
    return { argv: m[1]!.trim().split(/\s+/), shown: partial ? m[2]!.slice(2) : m[2]!, partial };
  });
}

describe('the README', () => {
  it('starts with the two set-up commands (the example audit, then install and tests), with the Node note and the test time', () => {
    const first = /^# agents-md-audit\n\n```sh\n([^\n]*)\n([^\n]*)\n```\n/.exec(README);
    expect(first, 'a ```sh block of two commands right under the title').not.toBeNull();
    expect(first![1]).toMatch(/^node dist\/cli\/index\.js --assume-root fixtures\/monorepo --fail-on never\s+#/);
    expect(first![2]).toMatch(/^npm ci && npm test\s+#.*min/);
    const note = README.slice(first![0].length, README.indexOf('\n## '));
    expect(note).toMatch(/EBADENGINE/);
    expect(note).toMatch(/Node 24/);
    expect(note).toMatch(/The suite\s+took \d+ s/);
  });

  it('has the quick start next, at most 15 lines: the action, npx, the preset, and how to use each before the first release', () => {
    const sections = README.split(/^## /m);
    expect(sections[1]!.startsWith('Quick start\n')).toBe(true);
    const body = sections[1]!.split('\n').slice(1).filter((l) => l.trim() !== '' && !l.startsWith('```'));
    expect(body.length, body.join('\n')).toBeLessThanOrEqual(15);
    const text = body.join('\n');
    expect(text).toContain('uses: agents-md-audit/agents-md-audit@v0');
    expect(text).toMatch(/^npx agents-md-audit /m);
    expect(text).toContain('agents-md-audit/preset');
    expect(text).toMatch(/before the first release: @<full commit SHA>/i);
    expect(text).toMatch(/tarball/);
    expect(text).toMatch(/github:agents-md-audit\/agents-md-audit/);
    // Then what it reports, then the reference, then Development last.
    const order = sections.slice(1).map((x) => x.split('\n')[0]);
    expect(order.indexOf('What it reports')).toBe(1);
    expect(order.indexOf('Install')).toBeGreaterThan(1);
    expect(order.at(-1)).toBe('Development');
  });

  it("shows the CLI's current output for the bundled example", async () => {
    const all = samples();
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.some((x) => !x.partial && x.argv.join(' ') === '--assume-root fixtures/monorepo --fail-on never')).toBe(true);
    for (const { argv, shown, partial } of all) {
      const r = await runCliCaptured(argv, REPO_ROOT);
      expect(r.stderr).toBe('');
      if (partial) expect(r.stdout.endsWith(shown), `README sample for ${argv.join(' ')} is stale:\n${r.stdout}`).toBe(true);
      else expect(shown, `README sample for ${argv.join(' ')} is stale`).toBe(r.stdout);
    }
  });
});
