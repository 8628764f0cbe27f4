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
import { createHmac } from 'node:crypto';
import { CACHE_FILE, KEY_FILE } from '../../src/cache.js';
import { VERSION } from '../../src/version.js';
import { lintRunCount } from '../../src/rules/index.js';
import { auditAt } from '../helpers/audit.js';
import { makeDecoy, snapshot } from '../helpers/decoy.js';
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

  it('ignores a corrupt, foreign, unsigned or malformed cache file with a note, and rewrites it', async () => {
    const root = monorepo();
    const dir = makeTempDir('amda-cache-');
    const keyDir = makeTempDir('amda-cache-key-');
    const file = path.join(dir, CACHE_FILE);
    const opts = { cacheKeyDir: keyDir };
    await both(root, dir, opts);
    const good = fs.readFileSync(file, 'utf8');
    const nl = good.indexOf('\n');
    const header = JSON.parse(good.slice(0, nl));
    const body = JSON.parse(good.slice(nl + 1));
    expect(header).toMatchObject({ format: 'agents-md-audit-cache', schema: 2, signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(fs.readFileSync(path.join(keyDir, KEY_FILE), 'latin1')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(fs.statSync(path.join(keyDir, KEY_FILE)).mode & 0o777).toBe(0o600);
    const key = Buffer.from(fs.readFileSync(path.join(keyDir, KEY_FILE), 'latin1').trim(), 'hex');
    /** A body signed with the cache's own key, as only this tool (holding the key) can. */
    const signed = (b: unknown): string => {
      const text = JSON.stringify(b);
      return `${JSON.stringify({ ...header, signature: createHmac('sha256', key).update(`agents-md-audit-cache\0${2}\0${VERSION}\0`).update(text).digest('hex') })}\n${text}`;
    };
    const expectIgnored = async (content: string, note: RegExp, what: string): Promise<void> => {
      fs.writeFileSync(file, content);
      const before = lintRunCount();
      const r = await both(root, dir, opts);
      expect(r.cached, what).toEqual(r.plain);
      expect(r.use.notes.join('\n'), what).toMatch(note);
      expect(r.use.report, what).toBe('none');
      expect(lintRunCount() - before, what).toBe(8); // every file linted by both runs: nothing was taken from the file
      expect(fs.readFileSync(file, 'utf8'), `${what}: rewritten`).toMatch(/^\{"format":"agents-md-audit-cache","schema":2,/);
    };
    // The re-signed good body is used (so the cases below fail for what they change, and only for that).
    fs.writeFileSync(file, signed(body));
    expect((await both(root, dir, opts)).use.report).toBe('reused');

    await expectIgnored(good.slice(0, nl + (good.length - nl) / 2), /is not signed with this cache's key \(edited, cut short/, 'cut short');
    await expectIgnored(good.slice(0, nl / 2), /is not an agents-md-audit cache \(or it is corrupt\)/, 'cut in its header');
    await expectIgnored(`${JSON.stringify({ ...header, tool: '0.0.1' })}\n${good.slice(nl + 1)}`, /written by agents-md-audit 0\.0\.1; it was ignored/, 'another version');
    await expectIgnored(JSON.stringify({ something: 'else' }), /is not an agents-md-audit cache/, 'foreign');
    await expectIgnored(JSON.stringify({ format: 'agents-md-audit-cache', schema: 1, tool: VERSION, ...body }), /written by an earlier agents-md-audit \(unsigned\)/, 'the unsigned format');

    // Entries whose findings are not findings, even signed with the right key (a damaged or forged
    // entry), make the whole file a miss: nothing in it is used.
    const bad = (edit: (b: { lint: Record<string, { findings: unknown[]; exists: unknown[] }>; reports: { key: string; entry: { report: Record<string, unknown> } }[] }) => void) => {
      const b = JSON.parse(JSON.stringify(body));
      edit(b);
      return signed(b);
    };
    const firstLint = (b: { lint: Record<string, unknown> }) => Object.keys(b.lint)[0]!;
    await expectIgnored(bad((b) => (b.lint[firstLint(b)]!.findings = [null])), /is signed but its lint entry "[^"]+" is malformed; nothing in it was used/, 'findings: [null]');
    await expectIgnored(bad((b) => (b.lint[firstLint(b)]!.findings = [{ ruleId: 'no-secrets', message: 42 }])), /lint entry "[^"]+" is malformed/, 'a finding with a number for its message');
    await expectIgnored(bad((b) => (b.lint[firstLint(b)] = {} as never)), /lint entry "[^"]+" is malformed/, 'an emptied lint entry');
    await expectIgnored(bad((b) => (b.lint['not a key'] = b.lint[firstLint(b)]!)), /lint entry "not a key" is malformed/, 'a key that is not a digest');
    await expectIgnored(bad((b) => (b.reports[0]!.entry.report.findings = [null])), /its report entry 1 is malformed/, 'a report finding that is null');
    await expectIgnored(bad((b) => (b.reports[0]!.entry.report.stats = { errors: '0' })), /its report entry 1 is malformed/, 'counts that are strings');
    await expectIgnored(bad((b) => (b.reports[0]!.entry.report.chains = 5)), /its report entry 1 is malformed/, 'chains: 5');
    await expectIgnored(bad((b) => ((b as unknown as { lint: number }).lint = 5)), /its body is not a cache/, 'lint: 5');

    fs.rmSync(file);
    fs.mkdirSync(file);
    const r = await both(root, dir, opts);
    expect(r.cached).toEqual(r.plain);
    expect(r.use.notes.join('\n')).toMatch(/is not a regular file; it was ignored/);
  });

  it('never blocks on a FIFO at the cache file, at the old temporary name, or at the key file, and never writes through a link there', async () => {
    const root = monorepo();
    const dir = makeTempDir('amda-cache-');
    const keyDir = makeTempDir('amda-cache-key-');
    const decoy = makeDecoy();
    const before = snapshot(decoy);
    // The old writer's temporary name for this process (a pull request could commit one for every pid).
    execFileSync('mkfifo', [path.join(dir, `.${CACHE_FILE}.${process.pid}.tmp`)]);
    execFileSync('mkfifo', [path.join(dir, CACHE_FILE)]);
    let r = await both(root, dir, { cacheKeyDir: keyDir });
    expect(r.cached).toEqual(r.plain);
    expect(r.use.notes).toEqual([
      `the cache file ${path.join(dir, CACHE_FILE)} is not a regular file; it was ignored`,
      `the cache could not be written to ${path.join(dir, CACHE_FILE)} (it is a FIFO (named pipe), not a regular file, and was left as it is (the tool never writes through a link or into a special file))`,
    ]);
    fs.rmSync(path.join(dir, CACHE_FILE));
    fs.symlinkSync(path.join(decoy, 'precious.txt'), path.join(dir, CACHE_FILE));
    r = await both(root, dir, { cacheKeyDir: keyDir });
    expect(r.cached).toEqual(r.plain);
    expect(r.use.notes.join('\n')).toMatch(/could not be written to .* \(it is a symbolic link, not a regular file/);
    expect(snapshot(decoy)).toEqual(before);
    // A FIFO at the key file: the cache is not used at all.
    const fifoKeys = makeTempDir('amda-cache-key-');
    execFileSync('mkfifo', [path.join(fifoKeys, KEY_FILE)]);
    fs.rmSync(path.join(dir, CACHE_FILE));
    r = await both(root, dir, { cacheKeyDir: fifoKeys });
    expect(r.cached).toEqual(r.plain);
    expect(r.use.notes).toEqual([`the cache's key ${path.join(fifoKeys, KEY_FILE)} is not a regular file; the cache was not used`]);
    expect(fs.existsSync(path.join(dir, CACHE_FILE))).toBe(false);
    expect(fs.lstatSync(path.join(dir, `.${CACHE_FILE}.${process.pid}.tmp`)).isFIFO()).toBe(true);
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
