/**
 * The base side of a comparison at the cost of what changed: the mirror holds only what the audit
 * reads (and what it probes, on demand), and the lint results of the head's audit serve the base's
 * unchanged files. Neither may change a thing: on generated repositories with random edits (files
 * changed, added, removed, staged or not, untracked and ignored ones, links, imports, links between
 * files, cuts at a small budget), the base audited that way equals the plain full base audit (every
 * blob and directory written, nothing reused), and so does the delta. The reused base also takes
 * its listing from the head's (the index's entries and git's list of how the commit differs from
 * the index), so the edits include what that must get right: files untracked at head, removed from
 * the index but kept on disk, a file turned into a link, agents' configuration files.
 */
import fc from 'fast-check';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditDetailed } from '../../src/audit.js';
import { auditCommitted } from '../../src/baseline.js';
import { openCommittedTree } from '../../src/discovery/committed.js';
import type { RepoListing } from '../../src/discovery/listing.js';
import { type AuditOptions, defaultOptions } from '../../src/config/options.js';
import { computeDelta, type DeltaBase } from '../../src/report/delta.js';
import { lintRunCount } from '../../src/rules/index.js';
import { callText, withGitLog } from '../helpers/git-log.js';
import { cleanupRepos, git, makeRepo, removeRepo, writeFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

const DIRS = ['', 'a/', 'a/b/'];
const NAMES = ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md', 'AGENTS.override.md', 'CLAUDE.local.md', 'docs/x.md', '.claude/rules/r.md'];
const LINES = [
  '# Rules',
  'Run the tests before pushing.',
  '@docs/x.md',
  '@../docs/x.md',
  'See [the guide](docs/x.md) and [gone](gone.md).',
  'Read [the package](a/AGENTS.md).',
  'A long line to spend the budget: '.padEnd(120, 'x'),
  '',
  '   ',
];

/** Agents' configuration files that change which files a chain loads. */
const CONFIGS = ['opencode.json', '.gemini/settings.json', 'a/.gemini/settings.json', '.claude/settings.json'];
const CONFIG_TEXTS = ['{"instructions":["docs/x.md"]}\n', '{"context":{"fileName":["CLAUDE.md","GEMINI.md"]}}\n', '{}\n', '{"instructions":["a/*.md"]}\n'];

const text = fc.array(fc.constantFrom(...LINES), { minLength: 0, maxLength: 5 }).map((ls) => (ls.length === 0 ? '' : `${ls.join('\n')}\n`));
const filePath = fc.tuple(fc.constantFrom(...DIRS), fc.constantFrom(...NAMES)).map(([d, n]) => `${d}${n}`);
const entry = fc.oneof({ weight: 5, arbitrary: text.map((t) => ({ text: t })) }, { weight: 1, arbitrary: fc.constantFrom('AGENTS.md', '../AGENTS.md', 'docs/x.md').map((to) => ({ link: to })) });
const files = fc.dictionary(fc.oneof({ weight: 4, arbitrary: filePath }, { weight: 1, arbitrary: fc.constantFrom(...CONFIGS) }), entry, { minKeys: 1, maxKeys: 10 });
const edit = fc.oneof(
  fc.record({ op: fc.constant('write' as const), path: filePath, entry }),
  fc.record({ op: fc.constant('remove' as const), path: filePath }),
  fc.record({ op: fc.constant('untracked' as const), path: filePath, entry }),
  // Out of the index, still on disk (untracked at head; the commit has it, if it had it).
  fc.record({ op: fc.constant('unstage' as const), path: filePath }),
  fc.record({ op: fc.constant('config' as const), path: fc.constantFrom(...CONFIGS), text: fc.constantFrom(...CONFIG_TEXTS) }),
);

type Entry = { text: string } | { link: string };

/** A listing as plain data, in its order: what two listings of one tree must agree on. */
function listingData(l: RepoListing): unknown {
  return {
    source: l.source,
    files: [...l.files.keys()].map((rel) => [rel, l.files.get(rel)]),
    dirs: [...l.dirs].sort(),
    byDir: [...l.byDir].sort(([a], [b]) => (a < b ? -1 : 1)),
    nestedRepos: l.nestedRepos,
  };
}

/** The committed tree's listing derived from the head's, and listed whole: equal, and the first derived. */
async function bothListings(root: string, commit: string, head: RepoListing): Promise<{ derived: unknown; whole: unknown; wasDerived: boolean }> {
  const open = (h?: RepoListing) => openCommittedTree({ root, ref: commit, readCap: 1000, wanted: () => false, gitMarker: true, ...(h ? { head: h } : {}) });
  const a = await open(head);
  const b = await open();
  try {
    return { derived: listingData(a.listing), whole: listingData(b.listing), wasDerived: a.derived && !b.derived };
  } finally {
    a.dispose();
    b.dispose();
  }
}

function put(root: string, rel: string, e: Entry): void {
  const abs = path.join(root, rel);
  fs.rmSync(abs, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  if ('text' in e) fs.writeFileSync(abs, e.text);
  else fs.symlinkSync(e.link, abs);
}

describe('the base side at the cost of what changed', () => {
  it('equals the full base audit, chains, findings, files and delta, whatever the edits', async () => {
    const options = (root: string, workingDirectories: string[]): AuditOptions => ({
      ...defaultOptions(root),
      profiles: ['codex', 'claude-code', 'gemini', 'opencode', 'copilot-cli'],
      maxBytes: 300,
      workingDirectories,
    });
    let compared = 0;
    let derived = 0;
    await fc.assert(
      fc.asyncProperty(files, fc.array(edit, { minLength: 1, maxLength: 5 }), fc.boolean(), fc.constantFrom<string[]>(['auto'], ['.', '**'], ['a/b']), async (base, edits, stage, cwds) => {
        const root = makeRepo({}, { git: true, gitignore: '*.local.md\n' });
        try {
          for (const [rel, e] of Object.entries(base)) put(root, rel, e);
          git(root, 'add', '-A');
          git(root, 'commit', '-q', '--allow-empty', '-m', 'base');
          const commit = git(root, 'rev-parse', 'HEAD').trim();
          for (const e of edits) {
            if (e.op === 'remove') fs.rmSync(path.join(root, e.path), { recursive: true, force: true });
            else if (e.op === 'unstage') git(root, 'rm', '-r', '-q', '--cached', '--ignore-unmatch', '--', e.path);
            else if (e.op === 'config') put(root, e.path, { text: e.text });
            else put(root, e.path, e.entry);
            if (stage && e.op !== 'untracked' && e.op !== 'unstage') git(root, 'add', '-A', '--', '.', ':(exclude)*.local.md');
          }
          // A working directory named on the command line exists at head (it may not at the base).
          fs.mkdirSync(path.join(root, 'a/b'), { recursive: true });
          const headRun = await auditDetailed(options(root, cwds));
          const head = headRun.report;
          // The base as a comparison audits it: after the head, bounded, reusing the head's lint and listing.
          expect(headRun.listing).toBeDefined();
          const reused = await auditCommitted(options(root, cwds), commit, { head: headRun.listing! });
          const listings = await bothListings(root, commit, headRun.listing!);
          expect(listings.derived).toEqual(listings.whole);
          expect(listings.wasDerived).toBe(true);
          // The plain full base: every blob written, nothing reused.
          const full = await auditCommitted(options(root, cwds), commit, { writeAll: true });
          expect(reused.report.chains).toEqual(full.report.chains);
          expect(reused.report.findings).toEqual(full.report.findings);
          expect(reused.report.files).toEqual(full.report.files);
          expect(reused.report.workingDirectories).toEqual(full.report.workingDirectories);
          const from: DeltaBase = { kind: 'commit', ref: 'base', commit, note: '' };
          expect(computeDelta(reused.report, head, from)).toEqual(computeDelta(full.report, head, from));
          expect(reused.written).toBeLessThanOrEqual(full.written);
          if (reused.derived) derived += 1;
          compared += 1;
        } finally {
          removeRepo(root);
        }
      }),
      {
        numRuns: 30,
        // Cases the lint reuse must get right, always tried first: a link whose target is removed
        // (the linking file unchanged), an import target changed, an ancestor's text changed, a
        // symlink's target removed.
        examples: [
          [{ 'AGENTS.md': { text: 'See [the guide](docs/x.md) and [gone](gone.md).\n' }, 'docs/x.md': { text: '# X\n' } }, [{ op: 'remove', path: 'docs/x.md' }], true, ['auto']],
          [{ 'CLAUDE.md': { text: '@docs/x.md\n' }, 'docs/x.md': { text: '# X\n' } }, [{ op: 'write', path: 'docs/x.md', entry: { text: `${LINES[6]}\n${LINES[6]}\n${LINES[6]}\n` } }], true, ['auto']],
          [{ 'AGENTS.md': { text: 'Run the tests before pushing.\n' }, 'a/AGENTS.md': { text: 'Run the tests before pushing.\n' } }, [{ op: 'write', path: 'AGENTS.md', entry: { text: '# Rules\n' } }], false, ['auto']],
          [{ 'AGENTS.md': { text: '# Rules\n' }, 'a/CLAUDE.md': { link: '../AGENTS.md' } }, [{ op: 'remove', path: 'AGENTS.md' }], true, ['auto']],
          // The listing derived from the head's: a file out of the index but on disk, a file turned
          // into a link (staged: the index's mode differs), a link turned into a file (not staged),
          // a configuration file edited and one added only at head.
          [{ 'AGENTS.md': { text: '# Rules\n' }, 'a/AGENTS.md': { text: '@docs/x.md\n' }, 'a/docs/x.md': { text: '# X\n' } }, [{ op: 'unstage', path: 'a/AGENTS.md' }, { op: 'untracked', path: 'a/b/CLAUDE.md', entry: { text: '# New\n' } }], false, ['auto']],
          [{ 'AGENTS.md': { text: '# Rules\n' }, 'a/CLAUDE.md': { text: '# A\n' } }, [{ op: 'write', path: 'a/CLAUDE.md', entry: { link: '../AGENTS.md' } }], true, ['auto']],
          [{ 'AGENTS.md': { text: '# Rules\n' }, 'a/GEMINI.md': { link: '../AGENTS.md' } }, [{ op: 'write', path: 'a/GEMINI.md', entry: { text: '# Gemini\n' } }], false, ['.', '**']],
          [{ 'AGENTS.md': { text: '# Rules\n' }, 'opencode.json': { text: '{}\n' }, 'docs/x.md': { text: '# X\n' } }, [{ op: 'config', path: 'opencode.json', text: CONFIG_TEXTS[0]! }, { op: 'config', path: '.gemini/settings.json', text: CONFIG_TEXTS[1]! }], true, ['auto']],
        ],
      },
    );
    expect(compared).toBe(30);
    // Every one of them took its listing from the head's (none has a nested repository or an unsafe path).
    expect(derived).toBe(30);
  }, 240_000);
});

describe('what the base side redoes', () => {
  it('after the head, the base lints again only the files whose lint inputs differ: the changed file and those below it', async () => {
    const files: Record<string, string> = { 'AGENTS.md': '# Root\n\nRun the tests.\n' };
    for (let i = 0; i < 20; i++) files[`pkg/p${i}/AGENTS.md`] = `# Package ${i}\n\nSee [the root](../../AGENTS.md).\n`;
    files['pkg/p3/sub/AGENTS.md'] = '# Below p3\n';
    const root = makeRepo(files, { commit: true });
    writeFiles(root, { 'pkg/p3/AGENTS.md': '# Package 3, edited\n' });
    const options = defaultOptions(root);
    await auditDetailed(options);
    const before = lintRunCount();
    const { report } = await auditCommitted(options, 'HEAD');
    // pkg/p3/AGENTS.md changed, and pkg/p3/sub/AGENTS.md has it as an ancestor: 2 of 22 files.
    expect(lintRunCount() - before).toBe(2);
    expect(report.files).toHaveLength(22);
    // Without the head's results (a base audited on its own), all 22.
    const alone = lintRunCount();
    await auditCommitted(options, 'HEAD', { writeAll: true });
    expect(lintRunCount() - alone).toBe(22);
  });
});

describe('imports followed deep on the base', () => {
  it('a chain of 8 imports (as deep as Copilot CLI follows them) is written pass by pass and read in full, as the full base reads it', async () => {
    const files: Record<string, string> = { 'AGENTS.md': '# Root\n\n@notes/n1.md\n' };
    for (let i = 1; i <= 8; i++) files[`notes/n${i}.md`] = `# Note ${i}\n\n${i < 8 ? `@n${i + 1}.md\n` : 'The last one.\n'}`;
    const root = makeRepo(files, { commit: true });
    const options: AuditOptions = { ...defaultOptions(root), profiles: ['copilot-cli', 'claude-code'] };
    const bounded = await auditCommitted(options, 'HEAD');
    const full = await auditCommitted(options, 'HEAD', { writeAll: true });
    expect(bounded.report.chains).toEqual(full.report.chains);
    expect(bounded.report.findings).toEqual(full.report.findings);
    const copilot = bounded.report.chains.find((c) => c.profile === 'copilot-cli' && c.cwd === '.')!;
    expect(copilot.files.map((f) => f.path)).toContain('notes/n8.md');
    // The root file, then each note on demand: never the tree's other files.
    expect(bounded.written).toBe(9);
  });
});

describe('the base listing at the cost of what changed', () => {
  it('is derived from the head\'s listing and one diff of the index: no ls-tree of the whole tree, and the same base as listing it whole', async () => {
    // 1,000 files in 100 directories, 20 instruction files; the pull request edits one nested AGENTS.md.
    const files: Record<string, string> = { 'AGENTS.md': '# Root\n\nRun the tests.\n' };
    for (let d = 0; d < 100; d++) {
      for (let f = 0; f < 10; f++) files[`pkg/p${d % 20}/m${d}/f${f}.ts`] = `export const x${f} = ${d};\n`;
      if (d < 20) files[`pkg/p${d}/AGENTS.md`] = `# Package ${d}\n`;
    }
    const root = makeRepo(files, { commit: true });
    writeFiles(root, { 'pkg/p7/AGENTS.md': '# Package 7, edited\n' });
    git(root, 'commit', '-q', '-am', 'head');
    const options = defaultOptions(root);
    const headRun = await auditDetailed(options);
    const log = withGitLog();
    let derived: Awaited<ReturnType<typeof auditCommitted>>;
    try {
      derived = await auditCommitted(options, 'HEAD~1', { head: headRun.listing! });
    } finally {
      log.restore();
    }
    const calls = log.calls().map(callText);
    expect(derived.derived).toBe(true);
    expect(calls.filter((c) => c.startsWith('ls-tree'))).toEqual([]);
    expect(calls.filter((c) => c.startsWith('diff-index --cached'))).toHaveLength(1);
    // The blobs written are the instruction files, not the tree's 1,000 files.
    expect(derived.written).toBe(21);
    const whole = await auditCommitted(options, 'HEAD~1');
    expect(whole.derived).toBe(false);
    expect(derived.report).toEqual(whole.report);
  });
});

describe('the derived listing where the tree is not plain', () => {
  it('below the top of the repository, with names out of ASCII order and paths only the commit has: the same listing and report as ls-tree gives', async () => {
    const files: Record<string, string> = { 'AGENTS.md': '# Top\n', 'sub/AGENTS.md': '# Sub\n' };
    // (Git orders by UTF-8 bytes: U+FF21 comes before U+1F600 there, after it in UTF-16 code units.)
    for (const n of ['a', 'z', 'ü', 'é', '中', '\uFF21', '😀', 'a b', 'a-b', 'a.b']) files[`sub/${n}/AGENTS.md`] = `# ${n}\n`;
    const top = makeRepo(files, { commit: true });
    const commit = git(top, 'rev-parse', 'HEAD').trim();
    // At head: two files out of the index (one kept on disk), one new and staged, one untracked, one edited.
    git(top, 'rm', '-q', '--cached', '--', 'sub/ü/AGENTS.md', 'sub/\uFF21/AGENTS.md');
    git(top, 'rm', '-q', '--', 'sub/a-b/AGENTS.md');
    writeFiles(top, { 'sub/new/AGENTS.md': '# New\n', 'sub/😀/CLAUDE.md': '# Untracked\n', 'sub/z/AGENTS.md': '# z, edited\n' });
    git(top, 'add', '--', 'sub/new/AGENTS.md');
    const root = path.join(top, 'sub');
    const options = { ...defaultOptions(root), profiles: ['codex', 'claude-code'] };
    const headRun = await auditDetailed(options);
    const listings = await bothListings(root, commit, headRun.listing!);
    expect(listings.derived).toEqual(listings.whole);
    expect(listings.wasDerived).toBe(true);
    const derived = await auditCommitted(options, commit, { head: headRun.listing! });
    const whole = await auditCommitted(options, commit, { writeAll: true });
    expect(derived.derived).toBe(true);
    expect(derived.report.chains).toEqual(whole.report.chains);
    expect(derived.report.findings).toEqual(whole.report.findings);
    expect(derived.report.files).toEqual(whole.report.files);
  });

  it('with a submodule: listed whole (the derived listing does not model one), and the same report', async () => {
    const inner = makeRepo({ 'AGENTS.md': '# Inner\n' }, { commit: true });
    const root = makeRepo({ 'AGENTS.md': '# Outer\n' }, { commit: true });
    git(root, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', inner, 'vendor/inner');
    git(root, 'commit', '-qm', 'submodule');
    writeFiles(root, { 'AGENTS.md': '# Outer, edited\n' });
    const options = defaultOptions(root);
    const headRun = await auditDetailed(options);
    const derived = await auditCommitted(options, 'HEAD', { head: headRun.listing! });
    const whole = await auditCommitted(options, 'HEAD', { writeAll: true });
    expect(derived.derived).toBe(false);
    expect(derived.report.chains).toEqual(whole.report.chains);
    expect(derived.report.findings).toEqual(whole.report.findings);
  });
});
