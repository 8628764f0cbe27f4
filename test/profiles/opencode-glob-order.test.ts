/**
 * OpenCode 1.18.33's `instructions` globs (issue 27 item 14; recorded: opencode-glob-order-levels,
 * opencode-glob-order-run): the order its asynchronous walker yields files in, and the
 * `opencode-glob-order` finding where that order depends on the run.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditAt, loadedPaths, resolvedOf } from '../helpers/audit.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string) => auditAt(root, { profiles: ['opencode'], workingDirectories: ['.'] });
const config = (glob: string): string => `${JSON.stringify({ instructions: [glob] }, null, 2)}\n`;

/** The names of a folder in the order the file system lists it. */
function listed(dir: string): string[] {
  const d = fs.opendirSync(dir);
  const out: string[] = [];
  for (let e = d.readSync(); e !== null; e = d.readSync()) out.push(e.name);
  d.closeSync();
  return out;
}

describe('OpenCode: the order of an instructions glob', () => {
  it('docs/**/*.md: a folder’s files in the reverse of its listing, before the files of the folder below it', async () => {
    const root = makeRepo({ 'opencode.json': config('docs/**/*.md'), 'docs/a.md': 'a\n', 'docs/b.md': 'b\n', 'docs/x/c.md': 'c\n', 'docs/x/y/d.md': 'd\n', 'docs/x/y/e.txt': 'e\n' }, { git: true });
    const top = listed(path.join(root, 'docs'))
      .filter((n) => n.endsWith('.md'))
      .reverse()
      .map((n) => `docs/${n}`);
    const r = await audit(root);
    expect(loadedPaths(r, '.', 'opencode')).toEqual([...top, 'docs/x/c.md', 'docs/x/y/d.md']);
    expect(r.report.findings.filter((f) => f.ruleId === 'opencode-glob-order')).toEqual([]);
    expect(resolvedOf(r, '.', 'opencode').runOrder).toBeUndefined();
  });

  it('packages/*/RULES.md: one lstat per package at the same time, so the order depends on the run', async () => {
    const root = makeRepo({ 'opencode.json': config('packages/*/RULES.md'), 'packages/api/RULES.md': 'api\n', 'packages/web/RULES.md': 'web\n', 'packages/cli/NOTES.md': 'no\n' }, { git: true });
    const r = await audit(root);
    const files = loadedPaths(r, '.', 'opencode');
    expect([...files].sort()).toEqual(['packages/api/RULES.md', 'packages/web/RULES.md']);
    // Shown in the order the calls start in: the reverse of the listing.
    const starts = listed(path.join(root, 'packages')).reverse().map((n) => `packages/${n}/RULES.md`).filter((p) => files.includes(p));
    expect(files).toEqual(starts);
    const f = r.report.findings.filter((x) => x.ruleId === 'opencode-glob-order');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ path: 'opencode.json', line: 3, severity: 'warning' });
    expect(f[0]!.message).toContain('a different order from one run to the next');
    expect(resolvedOf(r, '.', 'opencode').runOrder).toEqual([{ entry: 'packages/*/RULES.md', files }]);
  });

  it('two sibling folders under ** are read at the same time; one package alone is not a race', async () => {
    const two = makeRepo({ 'opencode.json': config('docs/**/*.md'), 'docs/a.md': 'a\n', 'docs/p/e.md': 'e\n', 'docs/q/f.md': 'f\n' }, { git: true });
    const r = await audit(two);
    expect(loadedPaths(r, '.', 'opencode')[0]).toBe('docs/a.md');
    expect(resolvedOf(r, '.', 'opencode').runOrder?.[0]?.files.slice().sort()).toEqual(['docs/p/e.md', 'docs/q/f.md']);
    const one = makeRepo({ 'opencode.json': config('packages/*/RULES.md'), 'packages/api/RULES.md': 'api\n' }, { git: true });
    const r1 = await audit(one);
    expect(r1.report.findings.filter((x) => x.ruleId === 'opencode-glob-order')).toEqual([]);
  });
});
