/**
 * What a change does to agent instructions: `--base REF` (the committed tree, read from git's object
 * store), `--previous REPORT.json`, `--new-only` and `agents-md-audit diff`, on real two-commit
 * repositories made with git.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Delta } from '../../src/report/delta.js';
import type { Report } from '../../src/report/model.js';
import { runCliCaptured } from '../helpers/cli.js';
import { cleanupRepos, git, makeRepo, makeTempDir, REPO_ROOT, writeFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

/** `n` lines of 64 bytes (newline included). */
function lines(n: number, label = 'Rule'): string {
  return Array.from({ length: n }, (_, i) => `${`- ${label} ${i + 1}: keep the build green`.padEnd(63, '.')}\n`).join('');
}

function commitAll(root: string, message: string): string {
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '--allow-empty', '-m', message);
  return git(root, 'rev-parse', 'HEAD').trim();
}

async function json(args: string[]): Promise<{ code: number; report: Report; stderr: string }> {
  const r = await runCliCaptured([...args, '--format', 'json']);
  return { code: r.code, report: JSON.parse(r.stdout) as Report, stderr: r.stderr };
}

/** A root file and packages/x within budget; the second commit pushes packages/x over it. */
function overBudgetRepo(): string {
  const root = makeRepo({ 'AGENTS.md': '# Root\n\n- Run the tests.\n', 'packages/x/AGENTS.md': `# X\n${lines(100)}` }, { commit: true });
  writeFiles(root, { 'packages/x/AGENTS.md': `# X\n${lines(600)}` });
  commitAll(root, 'grow packages/x');
  return root;
}

describe('--base REF: a pull request that pushes packages/x over budget', () => {
  it('lists that chain with the lines newly lost, and its over-budget finding is new', async () => {
    const root = overBudgetRepo();
    const { code, report } = await json([root, '--base', 'HEAD~1']);
    expect(code).toBe(1);
    const delta = report.delta!;
    expect(delta.base).toMatchObject({ kind: 'commit', ref: 'HEAD~1', commit: git(root, 'rev-parse', 'HEAD~1').trim() });
    expect(delta.base.note).toMatch(/committed state/);
    expect(delta.chains.map((c) => `${c.cwd} ${c.profile}`)).toEqual(['packages/x codex']);
    const x = delta.chains[0]!;
    expect(x.before).toMatchObject({ usedBytes: 25 + 4 + 6400, budget: 32768, truncated: false, files: ['AGENTS.md', 'packages/x/AGENTS.md'] });
    // Each side carries the digest of the text the agent receives, and of each file's loaded text.
    expect(x.before!.textDigest).toMatch(/^[0-9a-f]{32}$/);
    expect(x.after!.textDigest).not.toBe(x.before!.textDigest);
    expect(x.before!.loaded!.map((f) => f.path)).toEqual(['AGENTS.md', 'packages/x/AGENTS.md']);
    expect(x.after!.loaded![0]!.loadedDigest).toBe(x.before!.loaded![0]!.loadedDigest);
    expect(x.after).toMatchObject({ usedBytes: 32768, truncated: true, files: ['AGENTS.md', 'packages/x/AGENTS.md'] });
    // 32768 - 25 (root) = 32743 bytes of packages/x: "# X\n" then 64-byte lines; the cut is inside line 512.
    const cut = Math.floor((32768 - 25 - 4) / 64) + 2;
    expect(x.linesLost).toEqual([{ path: 'packages/x/AGENTS.md', fromLine: cut, toLine: 601 }]);
    const over = report.findings.filter((f) => f.ruleId === 'chain-over-budget');
    expect(over).toHaveLength(1);
    expect(over[0]!.baseline).toBe('new');
    expect(delta.newFindings).toContain(over[0]!.fingerprint);
    expect(delta.fixedFindings).toEqual([]);
  });

  it('prints the verdict, then the section, in the text output, with the chain and the lines lost', async () => {
    const root = overBudgetRepo();
    const r = await runCliCaptured([root, '--base', 'HEAD~1']);
    expect(r.code).toBe(1);
    const first = r.stdout.split('\n').slice(0, 24).join('\n');
    expect(first).toMatch(/^FAIL: 1 error, 0 warnings, 0 info \(the audit fails on errors\)\nagents-md-audit [\s\S]*?\n\nWhat this change does to agent instructions\n/);
    expect(first).toContain('packages/x [codex]  6,429 B (19.6%) → 32,768 B (100%) CUT');
    expect(first).toMatch(/packages\/x\/AGENTS\.md: lines 513-601 newly lost to the budget cut/);
    expect(r.stdout.indexOf('New findings (1)')).toBeLessThan(r.stdout.indexOf('\nProblems\n'));
  });

  it('a base ref that does not exist is a usage error naming it', async () => {
    const root = overBudgetRepo();
    const r = await runCliCaptured([root, '--base', 'no-such-branch']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--base: "no-such-branch" is not a commit in this repository');
    expect(r.stdout).toBe('');
  });

  it('outside a git repository, --base is a usage error that says so', async () => {
    const dir = makeTempDir();
    fs.writeFileSync(path.join(dir, 'AGENTS.md'), 'doc\n');
    const r = await runCliCaptured([dir, '--assume-root', '--base', 'main']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--base "main": the audited directory is not in a git repository/);
  });
});

describe('--base REF: a pull request that removes a committed override', () => {
  it('lists the fix and the chain that loads AGENTS.md again', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Team rules\n', 'AGENTS.override.md': '# Mine\n' }, { commit: true });
    fs.rmSync(path.join(root, 'AGENTS.override.md'));
    commitAll(root, 'drop the override');
    const { report } = await json([root, '--base', 'HEAD~1']);
    const delta = report.delta!;
    expect(delta.fixed.map((f) => f.ruleId)).toContain('override-committed');
    expect(delta.fixedFindings.length).toBe(delta.fixed.length);
    expect(delta.chains).toHaveLength(1);
    expect(delta.chains[0]).toMatchObject({ cwd: '.', profile: 'codex', added: ['AGENTS.md'], dropped: ['AGENTS.override.md'] });
    expect(delta.newFindings).toEqual([]);
    const text = (await runCliCaptured([root, '--base', 'HEAD~1'])).stdout;
    expect(text).toMatch(/Fixed findings \(\d+\)\n {2}✓ \w+ +AGENTS\.override\.md(:1)? {2}override-committed/);
  });

  it('says when a change newly hides a file (an override added)', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Team rules\n' }, { commit: true });
    writeFiles(root, { 'AGENTS.override.md': '# Mine\n' });
    commitAll(root, 'add an override');
    const { report } = await json([root, '--base', 'HEAD~1']);
    expect(report.delta!.chains[0]).toMatchObject({ newlyHidden: [{ path: 'AGENTS.md', by: 'AGENTS.override.md' }] });
  });
});

describe('--new-only', () => {
  it('exits 1 on the new error, and 0 against the same commit with an old error', async () => {
    const root = overBudgetRepo();
    expect((await runCliCaptured([root, '--base', 'HEAD~1', '--new-only'])).code).toBe(1);
    const same = await json([root, '--base', 'HEAD', '--new-only']);
    expect(same.code).toBe(0);
    // The old error stays in the report, marked existing; without --new-only it still fails.
    expect(same.report.findings.find((f) => f.ruleId === 'chain-over-budget')?.baseline).toBe('existing');
    expect(same.report.delta!.chains).toEqual([]);
    expect((await runCliCaptured([root, '--base', 'HEAD'])).code).toBe(1);
  });

  it('needs a base', async () => {
    const r = await runCliCaptured([REPO_ROOT, '--new-only']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--new-only needs a base/);
  });
});

describe('fingerprints survive unrelated edits', () => {
  it('a finding whose file gained lines above it is the same finding (neither new nor fixed)', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Rules\n\nSee [the guide](docs/missing.md).\nAlso [this](docs/gone.md).\n' }, { commit: true });
    writeFiles(root, { 'AGENTS.md': '# Rules\n\nIntro one.\nIntro two.\nIntro three.\n\nSee [the guide](docs/missing.md).\nAlso [this](docs/gone.md).\n' });
    commitAll(root, 'lines above');
    const { report } = await json([root, '--base', 'HEAD~1', '--fail-on', 'never']);
    const broken = report.findings.filter((f) => f.ruleId === 'no-broken-references');
    expect(broken.map((f) => f.line)).toEqual([7, 8]);
    expect(report.delta!.newFindings).toEqual([]);
    expect(report.delta!.fixedFindings).toEqual([]);
    expect(broken.every((f) => f.baseline === 'existing')).toBe(true);
  });

  it('two identical findings in one file get distinct fingerprints, in file order', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Rules\n\n[a](docs/missing.md)\n\n[b](docs/missing.md)\n' }, { commit: true });
    const { report } = await json([root, '--fail-on', 'never']);
    const fps = report.findings.filter((f) => f.ruleId === 'no-broken-references').map((f) => f.fingerprint);
    expect(fps).toHaveLength(2);
    expect(new Set(fps).size).toBe(2);
  });
});

describe('--base leaves the work tree, the index and HEAD exactly as they were', () => {
  it('with staged, unstaged and untracked changes present', async () => {
    const root = overBudgetRepo();
    writeFiles(root, { 'packages/x/AGENTS.md': '# X, edited but not staged\n', 'staged.md': 'staged\n', 'untracked/AGENTS.md': 'new\n' });
    git(root, 'add', 'staged.md');
    const state = (): string[] => {
      const files = ['packages/x/AGENTS.md', 'staged.md', 'untracked/AGENTS.md', 'AGENTS.md'].map((f) => {
        const st = fs.statSync(path.join(root, f));
        return `${f} ${st.mtimeMs} ${createHash('sha256').update(fs.readFileSync(path.join(root, f))).digest('hex')}`;
      });
      const index = createHash('sha256').update(fs.readFileSync(path.join(root, '.git/index'))).digest('hex');
      return [
        git(root, 'rev-parse', 'HEAD'),
        git(root, 'symbolic-ref', 'HEAD'),
        git(root, 'status', '--porcelain=v2', '--untracked-files=all'),
        git(root, 'stash', 'list'),
        index,
        fs.readdirSync(root).sort().join(','),
        ...files,
      ];
    };
    const before = state();
    const r = await runCliCaptured([root, '--base', 'HEAD~1', '--format', 'json', '--fail-on', 'never']);
    expect(r.code).toBe(0);
    expect(state()).toEqual(before);
    // The head side is the work tree (the unstaged edit, the untracked file); the base is committed.
    const delta = (JSON.parse(r.stdout) as Report).delta!;
    expect(delta.chains.map((c) => c.cwd)).toEqual(['packages/x', 'untracked']);
    expect(delta.chains[1]!.before).toBeNull();
  });
});

describe('--previous REPORT.json', () => {
  it('gives the same delta as --base for the same two states', async () => {
    const root = overBudgetRepo();
    const dir = makeTempDir();
    const baseJson = path.join(dir, 'base.json');
    git(root, 'checkout', '-q', 'HEAD~1');
    expect((await runCliCaptured([root, '--output', baseJson, '--fail-on', 'never'])).code).toBe(0);
    git(root, 'checkout', '-q', '-');
    const viaBase = (await json([root, '--base', 'HEAD~1'])).report.delta!;
    const viaPrevious = (await json([root, '--previous', baseJson])).report;
    // A previous report has no texts to diff: the edited lines come only with a commit base.
    const strip = (d: Delta): Omit<Delta, 'base' | 'changes' | 'changesMore'> => {
      const { base: _base, changes: _c, changesMore: _m, ...rest } = d;
      return rest;
    };
    expect(strip(viaPrevious.delta!)).toEqual(strip(viaBase));
    expect(viaPrevious.delta!.base).toMatchObject({ kind: 'report', ref: 'base.json', commit: git(root, 'rev-parse', 'HEAD~1').trim() });
    // The previous report becomes the first point of the history, labelled by its commit.
    expect(viaPrevious.history).toEqual([
      {
        label: git(root, 'rev-parse', '--short=7', 'HEAD~1').trim(),
        chains: [
          { cwd: 'packages/x', profile: 'codex', usedBytes: 6429, budget: 32768 },
          { cwd: '.', profile: 'codex', usedBytes: 25, budget: 32768 },
        ],
      },
    ]);
    const text = (await runCliCaptured([root, '--previous', baseJson])).stdout;
    expect(text).toMatch(/^FAIL: [\s\S]*?\n\nSince the last audit\n/);
  });

  it('refuses a report of another schema version, tool major version or root, saying why', async () => {
    const root = overBudgetRepo();
    const dir = makeTempDir();
    const good = path.join(dir, 'good.json');
    await runCliCaptured([root, '--output', good, '--fail-on', 'never']);
    const report = JSON.parse(fs.readFileSync(good, 'utf8')) as Report;
    const variants: [string, unknown, RegExp][] = [
      ['schema.json', { ...report, schemaVersion: 2 }, /--previous: cannot read report "[^"]*schema\.json": it has schema version "2", this tool reads version 1/],
      ['major.json', { ...report, tool: { name: 'agents-md-audit', version: '99.0.0' } }, /"99\.0\.0", a different major version/],
      // Without what identifies the repository (no git when it was written), the folder's name decides.
      ['root.json', { ...report, root: 'another-repo', repositoryIds: undefined }, /it audits the root "another-repo", not "/],
      ['other-repo.json', { ...report, repositoryIds: [`root:${'f'.repeat(40)}:`] }, /it audits another repository or directory \("ffffffffffff", not "[0-9a-f]{12}"/],
      ['junk.json', { hello: 1 }, /"[^"]*junk\.json" is not an agents-md-audit JSON report: the report must have required property 'schemaVersion'/],
    ];
    for (const [name, data, message] of variants) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, JSON.stringify(data));
      const r = await runCliCaptured([root, '--previous', file]);
      expect(r.code, name).toBe(2);
      expect(r.stderr, name).toMatch(message);
    }
    const missing = await runCliCaptured([root, '--previous', path.join(dir, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--previous: cannot read report/);
  });
});

describe('agents-md-audit diff BASE.json HEAD.json', () => {
  it('prints the section for two saved reports, and the delta JSON with --format json', async () => {
    const root = overBudgetRepo();
    const dir = makeTempDir();
    const [a, b] = [path.join(dir, 'a.json'), path.join(dir, 'b.json')];
    git(root, 'checkout', '-q', 'HEAD~1');
    await runCliCaptured([root, '--output', a, '--fail-on', 'never']);
    git(root, 'checkout', '-q', '-');
    await runCliCaptured([root, '--output', b, '--fail-on', 'never']);
    // It exits as the audit of b against a would: 1 on the new error, with --new-only too; 0 with --fail-on never.
    const text = await runCliCaptured(['diff', a, b]);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/^FAIL: 1 error/);
    expect((await runCliCaptured(['diff', a, b, '--new-only'])).code).toBe(1);
    expect((await runCliCaptured(['diff', b, b, '--new-only'])).code).toBe(0);
    expect((await runCliCaptured(['diff', b, b])).code).toBe(1);
    expect((await runCliCaptured(['diff', a, b, '--fail-on', 'never'])).code).toBe(0);
    expect(text.stdout).toContain('packages/x [codex]  6,429 B (19.6%) → 32,768 B (100%) CUT');
    expect(text.stdout).toContain('New findings (1)');
    const j = await runCliCaptured(['diff', a, b, '--format', 'json']);
    const delta = JSON.parse(j.stdout) as Delta;
    expect(delta.chains.map((c) => c.cwd)).toEqual(['packages/x']);
    expect(delta.newFindings).toHaveLength(1);
    const viaBase = (await json([root, '--base', 'HEAD~1'])).report.delta!;
    expect(delta.chains).toEqual(viaBase.chains);
    expect(delta.newFindings).toEqual(viaBase.newFindings);
    const bad = await runCliCaptured(['diff', a]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/diff: expected BASE\.json and HEAD\.json, got 1 file/);
  });
});

describe('SARIF with a base', () => {
  it('keeps every result (code scanning would close a missing one) and marks each new or unchanged', async () => {
    const root = overBudgetRepo();
    const r = await runCliCaptured([root, '--base', 'HEAD~1', '--format', 'sarif', '--fail-on', 'never']);
    const results = (JSON.parse(r.stdout) as { runs: { results: { ruleId: string; baselineState?: string }[] }[] }).runs[0]!.results;
    expect(results.find((x) => x.ruleId === 'chain-over-budget')?.baselineState).toBe('new');
    const same = await runCliCaptured([root, '--base', 'HEAD', '--format', 'sarif', '--fail-on', 'never']);
    const again = (JSON.parse(same.stdout) as { runs: { results: { ruleId: string; baselineState?: string }[] }[] }).runs[0]!.results;
    expect(again.length).toBeGreaterThan(0);
    expect(again.every((x) => x.baselineState === 'unchanged')).toBe(true);
  });
});
