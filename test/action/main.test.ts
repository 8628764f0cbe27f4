/**
 * End to end: the bundled action (dist/index.js) in a child process with a runner's environment,
 * against real temporary git repositories. Assertions are on what GitHub would read: the exact
 * workflow-command lines on stdout, the outputs file, the step summary and the report file.
 */
import { KNOWN_PROFILES } from '../../src/profiles/index.js';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding, Report } from '../../src/report/model.js';
import { cleanupRepos, git, makeTempDir, writeFiles } from '../helpers/repo.js';
import { commands, legacyCommandLines, outputLines, type WorkflowCommand } from './helpers/commands.js';
import { PULL_REQUEST_EVENT, withForbiddenApi } from './helpers/forbidden-api.js';
import { actionBundle, makeWorkspace, runAction, type ActionRun } from './helpers/run-action.js';
import { compareUrgency } from '../../src/report/urgency.js';

/** The runner's escaping, written out independently of @actions/core. */
function escData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escProp(s: string): string {
  return escData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** The annotation line GitHub should receive for a finding (columns only on one line). */
function annotationLine(f: Finding, level: string): string {
  const props = [`title=${escProp(f.ruleId)}`];
  if (f.path !== null) {
    props.push(`file=${escProp(f.path)}`);
    if (f.line !== null) {
      props.push(`line=${f.line}`);
      const endLine = f.endLine ?? f.line;
      if (endLine !== f.line) props.push(`endLine=${endLine}`);
      else if (f.column !== undefined) {
        props.push(`col=${f.column}`);
        if (f.endColumn !== undefined) props.push(`endColumn=${f.endColumn}`);
      }
    }
  }
  return `::${level} ${props.join(',')}::${escData(f.message)}`;
}

function readReport(run: ActionRun): Report {
  return JSON.parse(fs.readFileSync(run.outputs['report-path']!, 'utf8')) as Report;
}

function annotations(run: ActionRun): WorkflowCommand[] {
  return commands(run.stdout).filter((c) => ['error', 'warning', 'notice'].includes(c.command) && c.properties['title'] !== undefined);
}

/** `n` lines of `width` bytes (newline included). */
function lines(n: number, width = 64, label = 'Rule'): string {
  return Array.from({ length: n }, (_, i) => `${`- ${label} ${i + 1}: keep the build green`.padEnd(width - 1, '.')}\n`).join('');
}

beforeAll(() => {
  actionBundle();
});
afterAll(() => cleanupRepos());

describe('the bundled action', () => {
  it('passes on a clean repository, sets every output and still writes the summary', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n\nRun `npm test` before you commit.\n' });
    const run = await runAction({ workspace: ws, summaryBefore: '# Earlier step\n' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const report = readReport(run);
    expect(report.root).toBe('acme');
    expect(report.findings).toEqual([]);
    expect(run.outputs).toEqual({
      errors: '0',
      warnings: '0',
      'new-errors': '0',
      'new-warnings': '0',
      chains: '1',
      'max-usage': String(report.stats.maxUsage!.percent),
      'report-path': path.join(run.runnerTemp, 'agents-md-audit', 'report.json'),
      'sarif-path': '',
    });
    expect(Number(run.outputs['max-usage'])).toBeGreaterThan(0);
    expect(annotations(run)).toEqual([]);
    expect(outputLines(run.stdout).at(-1)).toBe('agents-md-audit: no findings (fail-on: error): passed.');
    expect(run.summary.startsWith('# Earlier step\n## ✅ AGENTS.md audit passes: no findings\n')).toBe(true);
    expect(run.summary).toContain('**Result: passes** (fail-on: error).');
    expect(run.summary).toContain('| <code>.</code><br>codex · 1 file |');
  });

  it('writes the JSON report and SARIF where asked, and no summary when summary is off', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n' });
    const run = await runAction({ workspace: ws, inputs: { 'report-path': 'out/report.json', 'sarif-path': 'out/audit.sarif', summary: 'false' } });
    expect(run.status).toBe(0);
    expect(run.outputs['report-path']).toBe(path.join(ws, 'out/report.json'));
    expect(run.outputs['sarif-path']).toBe(path.join(ws, 'out/audit.sarif'));
    expect(readReport(run).schemaVersion).toBe(1);
    const sarif = JSON.parse(fs.readFileSync(path.join(ws, 'out/audit.sarif'), 'utf8')) as { version: string; runs: unknown[] };
    expect(sarif.version).toBe('2.1.0');
    expect(run.summary).toBe('');
  });

  it('fails on an oversized chain with an annotation at the line where the cut starts', async () => {
    const budget = 4096;
    const text = `# Acme\n\n${lines(100)}`; // 6,408 bytes: the cut falls inside line 66
    const cutLine = text.slice(0, budget).split('\n').length;
    const ws = makeWorkspace({ 'AGENTS.md': text });
    const run = await runAction({ workspace: ws, inputs: { 'max-bytes': String(budget) } });
    const report = readReport(run);
    const chain = report.chains[0]!;
    expect(chain.files[0]!.cut!.line).toBe(cutLine);
    const atCut = report.findings.filter((f) => f.severity === 'error' && f.path === 'AGENTS.md' && f.line === cutLine);
    expect(atCut.length).toBeGreaterThan(0);
    const lines_ = outputLines(run.stdout);
    for (const f of atCut) expect(lines_).toContain(annotationLine(f, 'error'));
    expect(run.status).toBe(1);
    // The most urgent error (src/report/urgency.ts), then by path and line.
    const worst = report.findings.filter((f) => f.severity === 'error').sort((a, b) => compareUrgency(a, b) || (a.path ?? '').localeCompare(b.path ?? '') || (a.line ?? 0) - (b.line ?? 0))[0]!;
    expect(lines_.at(-1)).toBe(
      `::error::agents-md-audit: ${report.stats.errors} error${report.stats.errors === 1 ? '' : 's'}, ${report.stats.warnings} warning${report.stats.warnings === 1 ? '' : 's'} (fail-on: error); worst: ${worst.ruleId} in ${worst.path}:${worst.line}`,
    );
    expect(run.outputs['errors']).toBe(String(report.stats.errors));
    expect(run.outputs['max-usage']).toBe('100');
    expect(run.summary).toContain('## ❌ AGENTS.md audit fails:');
    expect(run.summary).toContain(`<code>AGENTS.md</code> from line ${cutLine}, column ${chain.files[0]!.cut!.column}`);
  });

  it('respects fail-on: never and warning', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': `# Acme\n\n${lines(100)}` });
    const never = await runAction({ workspace: ws, inputs: { 'max-bytes': '4096', 'fail-on': 'never' } });
    expect(never.status).toBe(0);
    expect(Number(never.outputs['errors'])).toBeGreaterThan(0);
    expect(never.summary).toContain('**Result: passes** (fail-on: never).');
  });

  it('emits at most 10 error and 10 warning annotations (one error kept for the failure reason), then one notice with the count', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 14; i++) files[`pkg${String(i).padStart(2, '0')}/AGENTS.md`] = `# Package ${i}\n\n${lines(40)}`;
    const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n', ...files });
    const run = await runAction({ workspace: ws, inputs: { 'max-bytes': '1024' } });
    const report = readReport(run);
    const counts = { error: report.stats.errors, warning: report.stats.warnings, info: report.stats.infos };
    expect(counts.error + counts.warning).toBeGreaterThan(10);
    const ann = annotations(run);
    const byLevel = (l: string) => ann.filter((a) => a.command === l && a.properties['title'] !== 'agents-md-audit: more findings');
    expect(byLevel('error')).toHaveLength(Math.min(9, counts.error));
    expect(byLevel('warning')).toHaveLength(Math.min(10, counts.warning));
    // The step's own failure is the 10th error, so GitHub shows why the step failed.
    const allErrors = commands(run.stdout).filter((c) => c.command === 'error');
    expect(allErrors).toHaveLength(10);
    expect(allErrors.at(-1)!.data).toMatch(/^agents-md-audit: \d+ errors, \d+ warnings \(fail-on: error\); worst: /);
    const omitted = report.findings.length - byLevel('error').length - byLevel('warning').length - byLevel('notice').length;
    expect(omitted).toBeGreaterThan(0);
    const notice = ann.filter((a) => a.properties['title'] === 'agents-md-audit: more findings');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.command).toBe('notice');
    expect(notice[0]!.data).toMatch(new RegExp(`^${omitted} more findings are not annotated \\(.*\\): GitHub shows at most 10 error, 10 warning and 10 notice annotations per step\\. All ${report.findings.length} findings are in the job summary\\.$`));
    // The annotated errors are the first ones in path order (no pull request: no changed files).
    const errors = report.findings.filter((f) => f.severity === 'error').sort((a, b) => (a.path! < b.path! ? -1 : a.path! > b.path! ? 1 : (a.line ?? 0) - (b.line ?? 0)));
    expect(byLevel('error').map((a) => a.line)).toEqual(errors.slice(0, 9).map((f) => annotationLine(f, 'error')));
  });

  it('puts findings in files the pull request changed first (changed files from git)', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 12; i++) files[`pkg${String(i).padStart(2, '0')}/AGENTS.md`] = `# Package ${i}\n\n${lines(40)}`;
    const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n', ...files });
    const base = git(ws, 'rev-parse', 'HEAD').trim();
    git(ws, 'checkout', '-q', '-b', 'pr');
    writeFiles(ws, { 'pkg11/AGENTS.md': `# Package 11, edited\n\n${lines(40)}`, 'pkg10/AGENTS.md': `# Package 10, edited\n\n${lines(40)}` });
    git(ws, 'commit', '-q', '-am', 'edit');
    const run = await runAction({
      workspace: ws,
      inputs: { 'max-bytes': '1024' },
      eventName: 'pull_request',
      event: { number: 3, pull_request: { number: 3, base: { sha: base } }, repository: { full_name: 'octo/repo' } },
    });
    expect(outputLines(run.stdout)).toContain('Changed files (from git): 2');
    const errorFiles = annotations(run)
      .filter((a) => a.command === 'error')
      .map((a) => a.properties['file']);
    const report = readReport(run);
    const changedErrors = report.findings.filter((f) => f.severity === 'error' && /^pkg1[01]\//.test(f.path ?? '')).length;
    expect(changedErrors).toBeGreaterThan(0);
    expect(errorFiles.slice(0, changedErrors).every((f) => /^pkg1[01]\//.test(f ?? ''))).toBe(true);
    expect(run.summary).toContain('<code>pkg10/AGENTS.md</code>');
    expect(run.summary).toMatch(/\| <code>pkg10\/AGENTS\.md<\/code>:\d+ <em>\(changed\)<\/em>/);
    // Changed files come first within their rule.
    const problems = run.summary.slice(run.summary.indexOf('### Problems'));
    expect(problems.indexOf('<code>pkg10/AGENTS.md</code>')).toBeLessThan(problems.indexOf('<code>pkg00/AGENTS.md</code>'));
  });

  it('degrades a 403 from the API to a warning on a shallow pull request checkout', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n' });
    await withForbiddenApi(async (apiUrl, seen) => {
      const run = await runAction({
        workspace: ws,
        inputs: { token: 'ghs_fork_token' },
        eventName: 'pull_request',
        event: PULL_REQUEST_EVENT,
        env: { GITHUB_API_URL: apiUrl },
      });
      expect(run.status).toBe(0);
      expect(seen).toEqual(['GET /repos/octo/repo/pulls/9/files?per_page=100&page=1 Bearer ghs_fork_token']);
      const warnings = commands(run.stdout).filter((c) => c.command === 'warning');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.data).toContain('(HTTP 403)');
      expect(warnings[0]!.data).toContain('`pull-requests: read`');
      expect(run.stdout).not.toContain('ghs_fork_token');
    });
  });

  it('cannot be steered by hostile file names: newlines, %, :, ,, ::, ##[, HTML and pipes', async () => {
    const names = ['new\nline', '100%25', 'a:b,c', '::error::pwned', 'x\r::warning::cr', '##[error]legacy', '<img src=x onerror=alert(1)>', 'a|b', '%0A::notice::enc'];
    const files: Record<string, string> = { 'AGENTS.md': '# Acme\n' };
    for (const n of names) files[`${n}/AGENTS.md`] = `# ${n.replace(/\s/g, ' ')}\n\n${lines(40)}`;
    const ws = makeWorkspace(files);
    const run = await runAction({ workspace: ws, inputs: { 'max-bytes': '1024' } });
    const report = readReport(run);
    expect(report.stats.errors).toBeGreaterThan(0);
    // Every audited directory made it into the report under its real name.
    for (const n of names) expect(report.workingDirectories).toContain(n);
    // Only the commands the action means to send: annotations on real files, groups, the failure.
    expect(legacyCommandLines(run.stdout)).toEqual([]);
    const known = new Set(report.findings.map((f) => f.path));
    for (const c of commands(run.stdout)) {
      expect(['group', 'endgroup', 'error', 'warning', 'notice']).toContain(c.command);
      if (c.properties['file'] !== undefined) expect(known.has(c.properties['file'])).toBe(true);
      if (c.command === 'group') expect(c.data).toMatch(/^(Chains|Findings) \(\d+\)$/);
    }
    for (const f of report.findings.filter((x) => x.severity === 'error').slice(0, 10)) {
      expect(outputLines(run.stdout)).toContain(annotationLine(f, 'error'));
    }
    // The log lists each chain on one line; the names are visible, not interpreted.
    expect(outputLines(run.stdout).some((l) => l.includes('new\\nline/AGENTS.md'))).toBe(true);
    // The summary shows the names as text.
    expect(run.summary).not.toMatch(/<img/);
    expect(run.summary).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(run.summary).toContain('a&#124;b');
  });

  it.each([
    [{ 'max-bytes': 'abc' }, 'Input "max-bytes": "abc" is not a byte count: expected a whole number ≥ 0 (0 disables instructions)'],
    [{ 'fail-on': 'sometimes' }, 'Input "fail-on": "sometimes" is not accepted: expected one of error, warning, never'],
    [{ profiles: 'codex,windsurf' }, `Input "profiles": unknown profile "windsurf": expected auto, or one or more of ${KNOWN_PROFILES.join(', ')}`],
    [{ annotations: 'maybe' }, 'Input "annotations": "maybe" is not a boolean: expected true or false'],
    [{ path: 'nope' }, /^Input "path": "nope" does not exist in the workspace; expected a directory relative to ".*"$/],
  ] as const)('fails the step on an invalid input %j and says which', async (inputs, expected) => {
    const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n' });
    const run = await runAction({ workspace: ws, inputs });
    expect(run.status).toBe(1);
    const out = outputLines(run.stdout);
    expect(out).toHaveLength(1);
    const cmd = commands(run.stdout)[0]!;
    expect(cmd.command).toBe('error');
    expect(cmd.properties).toEqual({});
    if (typeof expected === 'string') expect(cmd.data).toBe(expected);
    else expect(cmd.data).toMatch(expected);
    expect(run.outputs).toEqual({});
    expect(run.summary).toContain('## ❌ AGENTS.md audit: invalid input');
  });

  it('with a result cache kept between runs (as actions/cache keeps it), answers an unchanged workspace from it with the same outputs, annotations and summary', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': `# Acme\n\n${lines(100)}`, 'pkg/AGENTS.md': '# Pkg\n\nSee [the guide](docs/guide.md).\n' });
    const temp = makeTempDir('amda-kept-temp-');
    const cached = (inputs: Record<string, string>) => runAction({ workspace: ws, inputs: { 'max-bytes': '4096', ...inputs }, env: { RUNNER_TEMP: temp } });
    const plain = await runAction({ workspace: ws, inputs: { 'max-bytes': '4096' } });
    const first = await cached({ cache: path.join(temp, 'agents-md-audit-cache') });
    const second = await cached({ cache: path.join(temp, 'agents-md-audit-cache') });
    const logLine = (run: ActionRun) => outputLines(run.stdout).find((l) => l.startsWith('Result cache '));
    expect(logLine(first)).toMatch(/: 0 files not linted again \(unchanged\), 2 linted\.$/);
    expect(logLine(second)).toMatch(/: the cached report still holds \(every file and listing the audit looks at is unchanged\): nothing was linted\.$/);
    for (const run of [first, second]) {
      expect(run.status).toBe(plain.status);
      expect(readReport(run)).toEqual(readReport(plain));
      expect(annotations(run)).toEqual(annotations(plain));
      expect(run.summary).toBe(plain.summary);
      expect({ ...run.outputs, 'report-path': '' }).toEqual({ ...plain.outputs, 'report-path': '' });
    }
    // A cache outside the workspace and the runner's temp directory is refused, naming the input.
    const outside = await runAction({ workspace: ws, inputs: { cache: '/etc/amda-cache' } });
    expect(outside.status).toBe(1);
    expect(commands(outside.stdout).map((c) => c.data)).toContain(
      'Input "cache": "/etc/amda-cache" is outside the workspace and the runner\'s temp directory; expected a directory such as ${{ runner.temp }}/agents-md-audit-cache',
    );
  });

  it('reports a broken config file as a clear failure', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n', '.agents-md-audit.yml': 'profiles: [codex, nope]\n' });
    const run = await runAction({ workspace: ws });
    expect(run.status).toBe(1);
    expect(commands(run.stdout).map((c) => `${c.command}:${c.data}`)).toEqual([
      `error:Config file: .agents-md-audit.yml: "profiles": unknown profile "nope": expected auto, or one or more of ${KNOWN_PROFILES.join(', ')}`,
    ]);
    expect(run.summary).toContain('invalid input');
  });

  it('writes a summary saying the audit crashed when it cannot finish', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n' });
    // The outputs file is a directory: setting the first output fails after the audit ran.
    const outputs = makeTempDir('amda-outputs-');
    const run = await runAction({ workspace: ws, env: { GITHUB_OUTPUT: outputs } });
    expect(run.status).toBe(1);
    const last = commands(run.stdout).at(-1)!;
    expect(last.command).toBe('error');
    expect(last.data).toMatch(/^agents-md-audit crashed: EISDIR: illegal operation on a directory/);
    // The report's own summary is there, followed by the crash.
    expect(run.summary).toContain('## ✅ AGENTS.md audit passes: no findings');
    expect(run.summary).toContain('## 💥 AGENTS.md audit crashed');
    expect(run.summary).toContain('EISDIR');
  });

  it('fails the step with a clear message, not a crash, when a report file cannot be written; the summary is the audit\'s', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n' });
    // The report path is a file inside a regular file.
    fs.writeFileSync(path.join(ws, 'blocker'), 'x');
    const run = await runAction({ workspace: ws, inputs: { 'report-path': 'blocker/report.json' } });
    expect(run.status).toBe(1);
    expect(commands(run.stdout).filter((c) => c.command === 'error').map((c) => c.data)).toEqual([
      `agents-md-audit: cannot write the JSON report to ${path.join(ws, 'blocker/report.json')}: ${path.join(ws, 'blocker')} is a regular file, not a directory`,
    ]);
    expect(run.outputs['report-path']).toBe('');
    expect(run.summary).toContain('## ✅ AGENTS.md audit passes: no findings');
    expect(run.summary).not.toContain('crashed');
  });
});
