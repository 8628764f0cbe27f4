/**
 * The result cache (`--cache DIR`): a cached run gives exactly the report of a run without the
 * cache, whatever changed in between; an unchanged tree is answered without linting anything; a
 * changed file is linted again and the others are not; a corrupt, foreign or malformed cache file is
 * ignored with a note; the cache file never holds a secret. Real repositories, real FIFOs and links.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CACHE_FILE } from '../../src/cache.js';
import { lintRunCount } from '../../src/rules/index.js';
import { auditAt } from '../helpers/audit.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { cleanupRepos, git, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const ROOT_TEXT = '# Monorepo\n\n- Run the whole test suite before every push to the main branch.\n- Keep every commit small and about a single concern only.\n- Write the changelog entry in the same pull request.\n';

function monorepo(): string {
  return makeRepo(
    {
      'AGENTS.md': ROOT_TEXT,
      'api/AGENTS.md': `# API\n\nSee [the guide](docs/guide.md) and [the spec](docs/spec.md).\n\n${ROOT_TEXT.split('\n').slice(2, 5).join('\n')}\n`,
      'api/docs/guide.md': '# Guide\n',
      'web/AGENTS.md': '# Web\n\nCaches live in /home/mkovacs/cache.\n',
      'web/ui/AGENTS.md': '# UI\n\nUse the design tokens.\n',
      'tools/README.md': 'no instructions here\n',
    },
    { commit: true, gitignore: 'AGENTS.override.md\n' },
  );
}

/** The same audit with and without the cache, and how the cache served it. */
async function both(root: string, dir: string, opts: Parameters<typeof auditAt>[1] = {}) {
  const plain = await auditAt(root, opts);
  const before = lintRunCount();
  const cached = await auditAt(root, { ...opts, cacheDir: dir });
  return { plain: plain.report, cached: cached.report, use: cached.cache!, linted: lintRunCount() - before };
}

describe('the result cache', () => {
  it('answers an unchanged tree with the same report and no lint work, from a repository that changed in every way in between', async () => {
    const root = monorepo();
    const dir = makeTempDir('amda-cache-');
    const first = await both(root, dir);
    expect(first.cached).toEqual(first.plain);
    expect(first.use).toMatchObject({ report: 'none', lintReused: 0, notes: [] });
    expect(first.linted).toBe(4);
    expect(fs.existsSync(path.join(dir, CACHE_FILE))).toBe(true);

    const again = await both(root, dir);
    expect(again.cached).toEqual(again.plain);
    expect(again.use.report).toBe('reused');
    expect(again.linted).toBe(0);

    // Each change below must be seen: the cached run equals a fresh one, and is not a reuse.
    const changes: [string, () => void][] = [
      ['a file edited to the same size', () => fs.writeFileSync(path.join(root, 'web/ui/AGENTS.md'), '# UI\n\nUse the design TOKENS.\n')],
      ['a link target created', () => fs.writeFileSync(path.join(root, 'api/docs/spec.md'), '# Spec\n')],
      ['an untracked instruction file', () => fs.writeFileSync(path.join(root, 'tools/AGENTS.md'), '# Tools\n\nBuild with make.\n')],
      ['a git-ignored override', () => fs.writeFileSync(path.join(root, 'web/AGENTS.override.md'), '# Mine\n\nLocal rules.\n')],
      ['a FIFO with a candidate name', () => execFileSync('mkfifo', [path.join(root, 'api/AGENTS.override.md')])],
      ['a file turned into a link', () => {
        fs.rmSync(path.join(root, 'web/ui/AGENTS.md'));
        fs.symlinkSync('../AGENTS.md', path.join(root, 'web/ui/AGENTS.md'));
      }],
      ['a commit', () => git(root, 'add', '-A') && git(root, 'commit', '-q', '-m', 'more')],
      ['another untracked instruction file', () => fs.mkdirSync(path.join(root, 'extra')) ?? fs.writeFileSync(path.join(root, 'extra/AGENTS.md'), '# Extra\n')],
      ['the .gitignore, which now hides it', () => fs.appendFileSync(path.join(root, '.gitignore'), 'extra/\n')],
    ];
    for (const [what, change] of changes) {
      change();
      const r = await both(root, dir);
      expect(r.cached, what).toEqual(r.plain);
      expect(r.use.report, what).toBe('stale');
      const reused = await both(root, dir);
      expect(reused.use.report, `${what}, then unchanged`).toBe('reused');
      expect(reused.linted, `${what}, then unchanged`).toBe(0);
    }
  });

  it('lints again only a changed file when the report no longer holds', async () => {
    const root = monorepo();
    const dir = makeTempDir('amda-cache-');
    await both(root, dir);
    fs.appendFileSync(path.join(root, 'web/ui/AGENTS.md'), '\nOne more rule.\n');
    const r = await both(root, dir);
    expect(r.cached).toEqual(r.plain);
    expect(r.use).toMatchObject({ report: 'stale', lintRun: 1, lintReused: 3 });
    expect(r.linted).toBe(1);
    // A changed root re-lints what copies could be found in: every file below it.
    fs.appendFileSync(path.join(root, 'AGENTS.md'), '\nA new root rule for everybody.\n');
    const again = await both(root, dir);
    expect(again.cached).toEqual(again.plain);
    expect(again.linted).toBe(4);
  });

  it('lints a file again when a path its links name appears or goes, even if the file did not change', async () => {
    const root = monorepo();
    const dir = makeTempDir('amda-cache-');
    await both(root, dir, { workingDirectories: ['api'] });
    fs.writeFileSync(path.join(root, 'api/docs/spec.md'), '# Spec\n');
    const r = await both(root, dir, { workingDirectories: ['api'] });
    expect(r.cached).toEqual(r.plain);
    expect(r.cached.findings.filter((f) => f.ruleId === 'no-broken-references')).toEqual([]);
    expect(r.use.lintRun).toBe(1);
  });

  it('ignores a corrupt, foreign or malformed cache file with a note, and rewrites it', async () => {
    const root = monorepo();
    const dir = makeTempDir('amda-cache-');
    const file = path.join(dir, CACHE_FILE);
    await both(root, dir);
    const good = fs.readFileSync(file, 'utf8');

    fs.writeFileSync(file, good.slice(0, good.length / 2));
    let r = await both(root, dir);
    expect(r.cached).toEqual(r.plain);
    expect(r.use.notes.join('\n')).toMatch(/not valid JSON \(corrupt or cut short\); it was ignored/);
    expect(() => JSON.parse(fs.readFileSync(file, 'utf8'))).not.toThrow();

    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(good), tool: '0.0.1' }));
    r = await both(root, dir);
    expect(r.cached).toEqual(r.plain);
    expect(r.use.notes.join('\n')).toMatch(/written by agents-md-audit 0\.0\.1; it was ignored/);
    expect(r.use.report).toBe('none');

    fs.writeFileSync(file, JSON.stringify({ something: 'else' }));
    r = await both(root, dir);
    expect(r.use.notes.join('\n')).toMatch(/is not an agents-md-audit cache/);

    // A lint entry whose findings are not findings (a forged or damaged entry) is dropped.
    const data = JSON.parse(good);
    for (const key of Object.keys(data.lint)) data.lint[key].findings = [{ ruleId: 'no-secrets', message: 42 }];
    data.reports = [];
    fs.writeFileSync(file, JSON.stringify(data));
    const before = lintRunCount();
    r = await both(root, dir);
    expect(r.cached).toEqual(r.plain);
    expect(r.use.notes.join('\n')).toMatch(/had 4 malformed entries; they were ignored/);
    expect(lintRunCount() - before).toBe(8); // every file linted by both runs: nothing was taken from the bad entries

    fs.rmSync(file);
    fs.mkdirSync(file);
    r = await both(root, dir);
    expect(r.cached).toEqual(r.plain);
    expect(r.use.notes.join('\n')).toMatch(/is not a regular file; it was ignored/);
  });

  it('never writes a secret into the cache file: a report whose paths hold one is not cached', async () => {
    const token = fakeSecret('github-token', 7).value;
    const root = makeRepo({ 'AGENTS.md': ROOT_TEXT, [`docs/${token}/AGENTS.md`]: '# Docs\n' }, { commit: true });
    const dir = makeTempDir('amda-cache-');
    const r = await both(root, dir);
    expect(r.cached).toEqual(r.plain);
    expect(r.use.notes.join('\n')).toMatch(/a report was not cached: a path the audit looked at holds a secret-like string/);
    expect(fs.readFileSync(path.join(dir, CACHE_FILE), 'utf8')).not.toContain(token);
    const again = await both(root, dir);
    expect(again.cached).toEqual(again.plain);
    expect(again.use.report).toBe('none');
  });
});
