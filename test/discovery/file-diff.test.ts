/**
 * The edited lines of instruction files, from git (base commit → work tree), on real repositories:
 * hunks with the right line numbers, odd names that git prints plainly, names git would quote left
 * out (never guessed at), a repository's own diff drivers and prefixes ignored.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { instructionFileDiffs, parseUnifiedDiff, startWorkTreeDiff } from '../../src/discovery/file-diff.js';
import { renderDeltaSummary } from '../../src/report/delta-summary.js';
import { computeDelta, withDelta } from '../../src/report/delta.js';
import { chain, file, makeReport } from '../action/helpers/reports.js';
import { callText, withGitLog } from '../helpers/git-log.js';
import { cleanupRepos, git, makeRepo, writeFiles } from '../helpers/repo.js';
import { COMMIT } from '../report/delta-fixtures.js';

afterAll(cleanupRepos);

describe('instructionFileDiffs', () => {
  it('gives each edited file its hunks with base and head line numbers, odd plain names included, and ignores the repository diff settings', async () => {
    const names = ['AGENTS.md', 'a b/AGENTS.md', 'ünï/AGENTS.md', 'x"y/AGENTS.md', 'same/AGENTS.md'];
    const body = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
    const root = makeRepo(Object.fromEntries(names.map((n) => [n, body])), { commit: true });
    const base = git(root, 'rev-parse', 'HEAD').trim();
    // The repository asks for an external diff, no prefixes and a text conversion: none of it applies.
    git(root, 'config', 'diff.external', 'false');
    git(root, 'config', 'diff.noprefix', 'true');
    fs.writeFileSync(path.join(root, '.gitattributes'), '*.md diff=conv\n');
    git(root, 'config', 'diff.conv.textconv', 'rev');
    const edited = body.replace('line 10\n', 'line ten\n');
    writeFiles(root, { 'AGENTS.md': edited, 'a b/AGENTS.md': edited, 'ünï/AGENTS.md': edited, 'x"y/AGENTS.md': edited });
    const diffs = instructionFileDiffs(root, base, names);
    expect(diffs.map((d) => d.path).sort()).toEqual(['AGENTS.md', 'a b/AGENTS.md', 'ünï/AGENTS.md']);
    for (const d of diffs) {
      expect(d.hunks).toHaveLength(1);
      const h = d.hunks[0]!;
      expect(h.lines.filter((l) => l.startsWith('-'))).toEqual(['-line 10']);
      expect(h.lines.filter((l) => l.startsWith('+'))).toEqual(['+line ten']);
      expect(h.newStart + h.lines.filter((l) => !l.startsWith('-')).findIndex((l) => l.startsWith('+'))).toBe(10);
    }
    // From the whole diff asked before (a pull request's run asks it while the base is audited): the same.
    const whole = await startWorkTreeDiff(root, base);
    expect(whole).not.toBeNull();
    expect(instructionFileDiffs(root, base, names, whole)).toEqual(diffs);
    expect(await startWorkTreeDiff(root, 'main')).toBeNull();
    // A path that is not a commit id, or a run that fails, gives nothing rather than an error.
    expect(instructionFileDiffs(root, 'main', names)).toEqual([]);
    expect(instructionFileDiffs(path.join(root, 'no-such-dir'), base, names)).toEqual([]);
  });

  it('diffs only the files git lists as changed: 450 instruction files with one edited cost two git runs, not one per 200 paths', () => {
    const names = Array.from({ length: 450 }, (_, i) => `p${i}/AGENTS.md`);
    const root = makeRepo(Object.fromEntries(names.map((n) => [n, `# ${n}\n`])), { commit: true });
    const base = git(root, 'rev-parse', 'HEAD').trim();
    writeFiles(root, { 'p321/AGENTS.md': '# edited\n' });
    const log = withGitLog();
    const diffs = (() => {
      try {
        return instructionFileDiffs(root, base, names);
      } finally {
        log.restore();
      }
    })();
    expect(diffs.map((d) => d.path)).toEqual(['p321/AGENTS.md']);
    const calls = log.calls().map(callText);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toContain('--name-only');
    expect(calls[1]).toContain(':(literal)p321/AGENTS.md');
  });

  it('with the whole diff asked before, one git run in all, and the same hunks', async () => {
    const names = Array.from({ length: 450 }, (_, i) => `p${i}/AGENTS.md`);
    const root = makeRepo({ ...Object.fromEntries(names.map((n) => [n, `# ${n}\n`])), 'src/a.ts': 'export const a = 1;\n' }, { commit: true });
    const base = git(root, 'rev-parse', 'HEAD').trim();
    writeFiles(root, { 'p321/AGENTS.md': '# edited\n', 'src/a.ts': 'export const a = 2;\n' });
    const log = withGitLog();
    const diffs = await (async () => {
      try {
        return instructionFileDiffs(root, base, names, await startWorkTreeDiff(root, base));
      } finally {
        log.restore();
      }
    })();
    expect(diffs).toEqual(instructionFileDiffs(root, base, names));
    expect(diffs.map((d) => d.path)).toEqual(['p321/AGENTS.md']);
    expect(log.calls()).toHaveLength(1);
  });

  it('parseUnifiedDiff keeps only the paths asked for, by their exact header', () => {
    const out = ['diff --git a/AGENTS.md b/AGENTS.md', '@@ -1 +1 @@', '-a', '+b', 'diff --git a/other.md b/other.md', '@@ -1 +1 @@', '-c', '+d', ''].join('\n');
    expect(parseUnifiedDiff(out, ['AGENTS.md'])).toEqual([{ path: 'AGENTS.md', hunks: [{ oldStart: 1, oldCount: 1, newStart: 1, newCount: 1, lines: ['-a', '+b'] }] }]);
  });
});

describe('the diff in the summary', () => {
  it('a diff line with backticks and a closing tag cannot end its block: the fence is longer than any run in it, control characters visible', () => {
    const head = makeReport({ chains: [chain('codex', '.', [file('AGENTS.md', 100)])] });
    const diffs = [{ path: 'AGENTS.md', hunks: [{ oldStart: 1, oldCount: 1, newStart: 1, newCount: 1, lines: ['-old', '+````` </details> \u001b[31m @octocat'] }] }];
    const md = renderDeltaSummary(withDelta(head, computeDelta(makeReport({ chains: [chain('codex', '.', [file('AGENTS.md', 90)])] }), head, COMMIT, diffs)));
    const open = md.indexOf('``````diff');
    expect(open).toBeGreaterThan(0);
    const close = md.indexOf('\n``````\n', open);
    expect(md.slice(open, close)).toContain('+````` </details> \\x1b[31m @octocat');
    expect(md).not.toContain('\u001b');
  });
});
