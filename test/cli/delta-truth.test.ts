/**
 * A pull-request check that tells the truth (issue 24), on real two-commit repositories made with
 * git: an edit is a change whatever its size, each edited line is mapped to the agents that read
 * it (and loudly to none), a finding that moves up its ladder is worse (not fixed plus new), and
 * with --new-only the headline and the exit status say the same thing.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { runCliCaptured } from '../helpers/cli.js';
import { expectSchemaValid } from '../helpers/report-schema.js';
import { cleanupRepos, git, makeRepo, makeTempDir, writeFiles } from '../helpers/repo.js';


afterAll(cleanupRepos);

/** `n` lines of 64 bytes (newline included), numbered from `from`. */
function lines(n: number, label = 'Rule', from = 1): string {
  return Array.from({ length: n }, (_, i) => `${`- ${label} ${i + from}: keep the build green`.padEnd(63, '.')}\n`).join('');
}

function commitAll(root: string, message: string): void {
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '--allow-empty', '-m', message);
}

async function json(args: string[]): Promise<{ code: number; report: Report }> {
  const r = await runCliCaptured([...args, '--format', 'json']);
  return { code: r.code, report: JSON.parse(r.stdout) as Report };
}

/** The file's text with line `n` (1-based) replaced by `text`. */
function replaceLine(content: string, n: number, text: string): string {
  const ls = content.split('\n');
  ls[n - 1] = text;
  return ls.join('\n');
}

describe('an edit is a change whatever its size', () => {
  it('a line rewritten with the same byte count is a changed chain, with its hunk', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n\n- Run the tests.\n- Keep it short.\n' }, { commit: true });
    writeFiles(root, { 'AGENTS.md': '# Root\n\n- Run the suite.\n- Keep it short.\n' });
    commitAll(root, 'same length');
    const { report } = await json([root, '--base', 'HEAD~1']);
    const d = report.delta!;
    expect(d.chains.map((c) => `${c.cwd} ${c.profile}`)).toEqual(['. codex']);
    expect(d.chains[0]!.before!.usedBytes).toBe(d.chains[0]!.after!.usedBytes);
    expect(d.changes).toHaveLength(1);
    const h = d.changes![0]!.hunks[0]!;
    expect(d.changes![0]!.path).toBe('AGENTS.md');
    expect(h.head).toEqual({ fromLine: 3, toLine: 3 });
    expect(h.lines).toContain('-- Run the tests.');
    expect(h.lines).toContain('+- Run the suite.');
    expect(h.readBy).toEqual([{ profiles: ['codex'], cwds: ['.'] }]);
    const text = await runCliCaptured([root, '--base', 'HEAD~1', '--verbose']);
    expect(text.stdout).toContain('AGENTS.md line 3: read by codex in .');
    expect(text.stdout).toContain('+- Run the suite.');
    expect(text.stdout).not.toContain('No chain changes what an agent sees');
  });

  it('a cached report without digests does not answer a run that compares: the same-size edit is still seen', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n\n- Run the tests.\n' }, { commit: true });
    writeFiles(root, { 'AGENTS.md': '# Root\n\n- Run the suite.\n' });
    commitAll(root, 'same length');
    const cache = makeTempDir();
    expect((await runCliCaptured([root, '--cache', cache])).code).toBe(0);
    const { report } = await json([root, '--cache', cache, '--base', 'HEAD~1']);
    expect(report.chains.every((c) => typeof c.textDigest === 'string')).toBe(true);
    expect(report.delta!.chains.map((c) => c.cwd)).toEqual(['.']);
  });

  it('a one-line edit inside a chain already full at its budget is listed with its hunk', async () => {
    const full = `# X\n${lines(600)}`;
    const root = makeRepo({ 'AGENTS.md': '# Root\n', 'packages/x/AGENTS.md': full }, { commit: true });
    writeFiles(root, { 'packages/x/AGENTS.md': replaceLine(full, 11, '- Rule 10: never push to main, and keep the build green') });
    commitAll(root, 'one line');
    const { report } = await json([root, '--base', 'HEAD~1', '--fail-on', 'never']);
    const d = report.delta!;
    const x = d.chains.find((c) => c.cwd === 'packages/x')!;
    expect(x.before!.usedBytes).toBe(32768);
    expect(x.after!.usedBytes).toBe(32768);
    expect(x.before!.textDigest).not.toBe(x.after!.textDigest);
    const h = d.changes!.find((c) => c.path === 'packages/x/AGENTS.md')!.hunks[0]!;
    expect(h.head).toEqual({ fromLine: 11, toLine: 11 });
    expect(h.readBy).toEqual([{ profiles: ['codex'], cwds: ['packages/x'] }]);
    expect(h.pastCut).toEqual([]);
  });

  it('an edit past the cut is read by no agent, and the text says so loudly', async () => {
    const full = `# X\n${lines(600)}`;
    const root = makeRepo({ 'AGENTS.md': '# Root\n', 'packages/x/AGENTS.md': full }, { commit: true });
    writeFiles(root, { 'packages/x/AGENTS.md': replaceLine(full, 591, '- Rule 590: deploy only on Fridays') });
    commitAll(root, 'past the cut');
    const { report } = await json([root, '--base', 'HEAD~1', '--fail-on', 'never']);
    const d = report.delta!;
    // The text the agent receives did not change: no chain changes.
    expect(d.chains).toEqual([]);
    const h = d.changes!.find((c) => c.path === 'packages/x/AGENTS.md')!.hunks[0]!;
    expect(h.head).toEqual({ fromLine: 591, toLine: 591 });
    expect(h.readBy).toEqual([]);
    expect(h.pastCut).toEqual([{ profiles: ['codex'], cwds: ['packages/x'], fromLine: 591, toLine: 591 }]);
    await expectSchemaValid(report);
    const text = (await runCliCaptured([root, '--base', 'HEAD~1', '--fail-on', 'never'])).stdout;
    expect(text).toContain('packages/x/AGENTS.md line 591: READ BY NO AGENT');
    expect(text).toContain('! line 591 you edited is past the budget cut of codex in packages/x');
  });

  it('an edit in a file no agent loads (hidden by an override) is read by no agent', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Team\n\n- Run the tests.\n', 'AGENTS.override.md': '# Mine\n' }, { commit: true });
    writeFiles(root, { 'AGENTS.md': '# Team\n\n- Run every test.\n' });
    commitAll(root, 'edit the hidden file');
    const { report } = await json([root, '--base', 'HEAD~1', '--fail-on', 'never']);
    const h = report.delta!.changes!.find((c) => c.path === 'AGENTS.md')!.hunks[0]!;
    expect(h.readBy).toEqual([]);
    expect(h.pastCut).toEqual([]);
    const text = (await runCliCaptured([root, '--base', 'HEAD~1', '--fail-on', 'never'])).stdout;
    expect(text).toContain('AGENTS.md line 3: READ BY NO AGENT (no chain loads this file)');
  });

  it('a root edit that changes 75 chains prints as one group', async () => {
    const files: Record<string, string> = { 'AGENTS.md': '# Root\n\n- Run the tests.\n' };
    for (let i = 0; i < 75; i++) files[`pkg/p${String(i).padStart(2, '0')}/AGENTS.md`] = `# P${i}\n`;
    const root = makeRepo(files, { commit: true });
    writeFiles(root, { 'AGENTS.md': '# Root\n\n- Run the whole suite.\n' });
    commitAll(root, 'root edit');
    const { report } = await json([root, '--base', 'HEAD~1', '-C', 'pkg/*', '--fail-on', 'never']);
    const d = report.delta!;
    expect(d.chains).toHaveLength(75);
    expect(d.changes).toHaveLength(1);
    expect(d.changes![0]!.hunks).toHaveLength(1);
    expect(d.changes![0]!.hunks[0]!.readBy).toHaveLength(1);
    expect(d.changes![0]!.hunks[0]!.readBy[0]!.cwds).toHaveLength(75);
    const text = (await runCliCaptured([root, '--base', 'HEAD~1', '-C', 'pkg/*', '--fail-on', 'never'])).stdout;
    const group = text.split('\n').filter((l) => l.includes('read by'));
    expect(group).toEqual(['  AGENTS.md line 3: read by codex in 75 directories']);
    // Content-only changes are in the group, not in 75 chain rows.
    expect(text).not.toContain('Chains that change');
  });
});

describe('findings that change are changed, not fixed', () => {
  it('near-budget becoming over-budget is worse, and neither fixed nor new', async () => {
    const root = makeRepo({ 'AGENTS.md': `# Root\n${lines(470)}` }, { commit: true });
    writeFiles(root, { 'AGENTS.md': `# Root\n${lines(520)}` });
    commitAll(root, 'over');
    const { report } = await json([root, '--base', 'HEAD~1']);
    const d = report.delta!;
    expect(d.worse?.map((w) => `${w.before.ruleId} ${w.before.severity} → ${w.after.ruleId} ${w.after.severity}`)).toEqual([
      'chain-near-budget warning → chain-over-budget error',
    ]);
    expect(d.fixed.map((f) => f.ruleId)).not.toContain('chain-near-budget');
    expect(d.newFindings).not.toContain(d.worse![0]!.after.fingerprint);
    await expectSchemaValid(report);
    // Worse counts as new for the verdict.
    expect(report.findings.find((f) => f.ruleId === 'chain-over-budget')!.baseline).toBe('new');
    const text = (await runCliCaptured([root, '--base', 'HEAD~1'])).stdout;
    expect(text).toMatch(/Worse \(1\)\n {2}warning → error {2}AGENTS\.md(:\d+)? {2}chain-near-budget → chain-over-budget/);
    expect(text).toMatch(/Fixed findings \(0\)/);
  });
});

describe('one verdict with --new-only', () => {
  it('one new error on a base with two old ones: the headline and the exit status agree', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n', 'a/AGENTS.md': `# A\n${lines(600)}`, 'b/AGENTS.md': `# B\n${lines(600)}`, 'c/AGENTS.md': '# C\n' }, { commit: true });
    writeFiles(root, { 'c/AGENTS.md': `# C\n${lines(600)}` });
    commitAll(root, 'c over budget');
    const r = await runCliCaptured([root, '--base', 'HEAD~1', '--new-only']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[0]).toBe('FAIL: 1 new error (3 errors in total, 2 already on the base)');
    // Against itself nothing is new: the headline passes, as the exit status does.
    const same = await runCliCaptured([root, '--base', 'HEAD', '--new-only']);
    expect(same.code).toBe(0);
    expect(same.stdout.split('\n')[0]).toBe('PASS: 0 new errors (3 errors in total, 3 already on the base)');
  });
});

describe('clear ref errors, each its own message and exit 2', () => {
  it('an option-looking ref (space and = forms), a range, a missing ref in a shallow clone, and no ref at all', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n' }, { commit: true });
    writeFiles(root, { 'AGENTS.md': '# Root, edited\n' });
    commitAll(root, 'second');
    const cases: [string[], RegExp][] = [
      [['--base', '--upload-pack=x'], /--base: "--upload-pack=x" looks like an option, not a ref/],
      [['--base=--upload-pack=x'], /--base: "--upload-pack=x" looks like an option, not a ref/],
      [['--base', 'main..HEAD'], /--base: "main\.\.HEAD" is a range, not a commit: give the base alone \(--base main\)/],
      [['--base', 'HEAD~1...HEAD'], /is a range, not a commit/],
      [['--base', 'no-such-branch'], /--base: "no-such-branch" is not a commit in this repository \(no such branch, tag or commit\)/],
    ];
    for (const [args, message] of cases) {
      const r = await runCliCaptured([root, ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(message);
      expect(r.stderr).not.toMatch(/ambiguous/);
      expect(r.stdout).toBe('');
    }
    // A shallow clone that lacks the base says to fetch it.
    const shallow = path.join(makeTempDir('amda-shallow-'), 'clone');
    git(path.dirname(shallow), 'clone', '-q', '--depth', '1', `file://${root}`, shallow);
    const r = await runCliCaptured([shallow, '--base', 'HEAD~1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--base: "HEAD~1" is not in this shallow clone: fetch it first/);
  });
});

describe('--previous: the same repository is the same root', () => {
  it('accepts a report written from another clone under another folder name, refuses one of another repository with the same name', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n' }, { commit: true });
    const dir = makeTempDir();
    const saved = path.join(dir, 'report.json');
    expect((await runCliCaptured([root, '--output', saved])).code).toBe(0);
    const written = JSON.parse(fs.readFileSync(saved, 'utf8')) as Report;
    expect(written.repositoryIds?.some((id) => id.startsWith('root:'))).toBe(true);
    // Another clone, in a folder with another name: the same repository.
    const clone = path.join(makeTempDir('amda-clone-'), 'another-name');
    git(path.dirname(clone), 'clone', '-q', root, clone);
    const same = await runCliCaptured([clone, '--previous', saved]);
    expect(same.stderr).toBe('');
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('Since the last audit');
    // Another repository in a folder of the same name as the first: refused, by its first commit.
    const other = path.join(makeTempDir('amda-other-'), path.basename(root));
    fs.mkdirSync(other);
    git(other, 'init', '-q');
    fs.writeFileSync(path.join(other, 'AGENTS.md'), '# Root\n');
    git(other, 'add', '-A');
    git(other, 'commit', '-q', '-m', 'unrelated');
    const refused = await runCliCaptured([other, '--previous', saved]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/it audits another repository or directory/);
    // A subdirectory of the same repository is another root.
    writeFiles(root, { 'sub/AGENTS.md': '# Sub\n' });
    commitAll(root, 'sub');
    const sub = await runCliCaptured([path.join(root, 'sub'), '--assume-root', '--previous', saved]);
    expect(sub.code).toBe(2);
    expect(sub.stderr).toMatch(/another repository or directory/);
  });
});

describe('an unchanged tree is no change, whatever the checkout', () => {
  it('prompts and loaded texts that name files by absolute path (Copilot CLI imports, Gemini CLI failed imports) compare equal against the base mirror', async () => {
    const root = makeRepo({ 'CLAUDE.md': '@docs/x.md\n', 'docs/x.md': '# X\n', 'a/GEMINI.md': '@../docs/missing.md\n', 'AGENTS.md': '# Root\n' }, { commit: true });
    const { code, report } = await json([root, '--base', 'HEAD', '-p', 'copilot-cli,gemini,codex', '--fail-on', 'never']);
    expect(code).toBe(0);
    // The prompts do name the checkout by absolute path: the digests must not depend on it.
    expect(report.chains.some((c) => c.profile === 'copilot-cli' && c.files.some((f) => f.path === 'docs/x.md'))).toBe(true);
    expect(report.delta!.chains).toEqual([]);
    expect(report.delta!.changes ?? []).toEqual([]);
  });
});
