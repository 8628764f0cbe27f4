/**
 * The action's `previous-report` is untrusted (issue 23): the bundled action on a scheduled run.
 * A token planted in the old report (revision, a chain's working directory, a fixed finding's path
 * and message, a history label) never reaches the log, the summary, the JSON report or SARIF; a
 * malformed one (nested 100,000 levels, wrong types, a FIFO, a directory, a 1 GiB sparse file) is a
 * warning and a plain audit, never a failed step; a forged one changes no finding of the audit.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding, Report } from '../../src/report/model.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { cleanupRepos, makeTempDir } from '../helpers/repo.js';
import { commands } from './helpers/commands.js';
import { actionBundle, makeWorkspace, runAction, type ActionRun } from './helpers/run-action.js';

beforeAll(() => {
  actionBundle();
}, 120_000);
afterAll(cleanupRepos);

const FILES = { 'AGENTS.md': '# Acme\n\nRun `npm test`.\n', 'pkg/AGENTS.md': '# pkg\n\nNotes are in /Users/alice/notes.\n' };
const INPUTS = { 'previous-report': 'old.json', 'report-path': 'out/report.json', 'sarif-path': 'out/report.sarif', 'fail-on': 'never' };

/** A workspace and the report the action writes for it (the genuine previous report). */
async function workspace(): Promise<{ ws: string; head: Report }> {
  const ws = makeWorkspace(FILES);
  const first = await runAction({ workspace: ws, inputs: INPUTS, eventName: 'schedule' });
  expect(first.status).toBe(0);
  const head = JSON.parse(fs.readFileSync(path.join(ws, 'out/report.json'), 'utf8')) as Report;
  expect(head.findings.length).toBeGreaterThan(0);
  return { ws, head };
}

const everything = (ws: string, r: ActionRun): string =>
  [r.stdout, r.stderr, r.summary, JSON.stringify(r.outputs), fs.readFileSync(path.join(ws, 'out/report.json'), 'utf8'), fs.readFileSync(path.join(ws, 'out/report.sarif'), 'utf8')].join('\n');

describe('previous-report', () => {
  it('never shows a token of the old report in full: log, summary, JSON report, SARIF', async () => {
    const { ws, head } = await workspace();
    const token = fakeSecret('github-token', 9).value;
    const r = structuredClone(head);
    r.revision = token;
    r.chains.push({ ...structuredClone(r.chains[0]!), cwd: `gone/${token}`, files: [{ path: `gone/${token}/AGENTS.md`, size: 10, loadedBytes: 10, truncated: false }] });
    r.findings.push({ ruleId: 'no-empty-file', severity: 'error', path: `docs/${token}.md`, line: 1, message: `remove ${token}`, fingerprint: 'f'.repeat(16) });
    r.history = [{ label: token, chains: head.chains.filter((c) => c.budget !== null).map((c) => ({ cwd: c.cwd, profile: c.profile, usedBytes: 1, budget: c.budget! })) }];
    fs.writeFileSync(path.join(ws, 'old.json'), JSON.stringify(r));
    const run = await runAction({ workspace: ws, inputs: INPUTS, eventName: 'schedule' });
    expect(run.status).toBe(0);
    expect(everything(ws, run)).not.toContain(token);
    // The strings did reach the summary, masked.
    const MASK = '«GitHub personal access token: ghp_… 40 chars»';
    expect(run.summary).toContain('### Since the last audit');
    const inSummary = MASK.replace('_', '&#95;');
    expect(run.summary).toContain(`<code>docs/${inSummary}.md</code>:1 | [no-empty-file]`);
    expect(run.summary).toContain(`| remove ${inSummary} |`);
    expect(run.summary).toContain(`<code>gone/${inSummary}</code> | codex |`);
    expect(run.summary).toMatch(new RegExp(`\\| Working directory \\| Profile \\| ${inSummary} \\|`));
    const report = JSON.parse(fs.readFileSync(path.join(ws, 'out/report.json'), 'utf8')) as Report;
    expect(report.history!.map((h) => h.label)).toContain(MASK);
    expect(report.delta!.base.commit).toBe(MASK);
  });

  it('a forged old report changes no finding of the audit, only the delta', async () => {
    const { ws, head } = await workspace();
    const r = structuredClone(head);
    r.findings = head.findings.map((f) => ({ ...f, severity: 'info', message: 'forged', path: 'elsewhere.md' }));
    fs.writeFileSync(path.join(ws, 'old.json'), JSON.stringify(r));
    const run = await runAction({ workspace: ws, inputs: { ...INPUTS, 'fail-on': 'warning' }, eventName: 'schedule' });
    const after = JSON.parse(fs.readFileSync(path.join(ws, 'out/report.json'), 'utf8')) as Report;
    const strip = (fs: Finding[]) => fs.map(({ baseline: _b, ...f }) => f);
    expect(strip(after.findings)).toEqual(strip(head.findings));
    expect(after.stats).toEqual(head.stats);
    expect(run.status).toBe(1);
  });

  it('a malformed old report is a warning and a plain audit, never a failed step', async () => {
    const { ws, head } = await workspace();
    const n = 100_000;
    const file = path.join(ws, 'old.json');
    const json = (f: (r: Record<string, unknown>) => void) => () => {
      const r = structuredClone(head) as unknown as Record<string, unknown>;
      f(r);
      fs.writeFileSync(file, JSON.stringify(r));
    };
    const cases: [string, () => void, RegExp][] = [
      ['nested', () => fs.writeFileSync(file, JSON.stringify(head).replace(/^\{/, `{"extra": ${'['.repeat(n)}${']'.repeat(n)}, `)), /cannot read report "[^"]*old\.json": it nests arrays and objects more than 64 levels deep/],
      ['files: 5', json((r) => (r['files'] = 5)), /"[^"]*old\.json" is not an agents-md-audit JSON report: files must be array/],
      ['a number for a path', json((r) => ((r['findings'] as { path: unknown }[])[0]!.path = 5)), /is not an agents-md-audit JSON report: findings\[0\]\.path must be string,null/],
      ['findings: [null]', json((r) => (r['findings'] = [null])), /is not an agents-md-audit JSON report: findings\[0\] must be object/],
      ['a FIFO', () => execFileSync('mkfifo', [file]), /cannot read report "[^"]*old\.json": it is a FIFO \(named pipe\), not a regular file/],
      ['a directory', () => fs.mkdirSync(file), /cannot read report "[^"]*old\.json": it is a directory, not a regular file/],
      [
        'a link to a genuine report outside the workspace',
        () => {
          const outside = path.join(makeTempDir(), 'genuine.json');
          fs.writeFileSync(outside, JSON.stringify(head));
          fs.symlinkSync(outside, file);
        },
        /^Input "previous-report": [^ ]*old\.json leads outside the workspace through a symbolic link, so it is not read\./,
      ],
      [
        'a link to a genuine report inside the workspace',
        () => {
          fs.writeFileSync(path.join(ws, 'genuine.json'), JSON.stringify(head));
          fs.symlinkSync('genuine.json', file);
        },
        /cannot read report "[^"]*old\.json": it is a symbolic link \(a report is read from a regular file only, never through a link\)/,
      ],
      [
        'a 1 GiB sparse file',
        () => {
          fs.writeFileSync(file, '{');
          fs.truncateSync(file, 2 ** 30);
        },
        /cannot read report "[^"]*old\.json": it is larger than 67,108,864 bytes/,
      ],
    ];
    for (const [name, make, message] of cases) {
      fs.rmSync(file, { recursive: true, force: true });
      make();
      const run = await runAction({ workspace: ws, inputs: INPUTS, eventName: 'schedule' });
      expect(run.status, `${name}: ${run.stdout}`).toBe(0);
      const warnings = commands(run.stdout).filter((c) => c.command === 'warning' && c.data.startsWith('Input "previous-report"'));
      expect(warnings.map((w) => w.data), name).toEqual([expect.stringMatching(message)]);
      expect(warnings[0]!.data, name).toMatch(/^Input "previous-report": .*\. The audit goes on without the comparison\.$/);
      expect(run.stdout + run.summary, name).not.toMatch(/crashed|RangeError/);
      expect(run.summary, name).not.toContain('Since the last audit');
      const report = JSON.parse(fs.readFileSync(path.join(ws, 'out/report.json'), 'utf8')) as Report;
      expect(report.delta, name).toBeUndefined();
      expect(report.findings, name).toEqual(head.findings);
    }
  }, 240_000);
});
