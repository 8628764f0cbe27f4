/**
 * The bundled action on pull-request, merge-queue and scheduled runs: the base commit from the
 * event (fetched shallow when missing), `new-only`, the pull-request comment (against a stand-in
 * GitHub API on 127.0.0.1) and `previous-report`, with the workflows the README shows.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MARKER } from '../../src/action/comment.js';
import type { Report } from '../../src/report/model.js';
import { cleanupRepos, git, makeTempDir, REPO_ROOT, writeFiles } from '../helpers/repo.js';
import { commands, outputLines } from './helpers/commands.js';
import { MALLORY, githubApi } from './helpers/github-api.js';
import { cleanReport } from './helpers/reports.js';
import { actionBundle, makeWorkspace, runAction, type ActionRun } from './helpers/run-action.js';

beforeAll(() => {
  actionBundle();
}, 120_000);
afterAll(() => cleanupRepos());

interface Step {
  id?: string;
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
}

/** The workflows in the README's yaml blocks, by name. */
function readmeWorkflows(): Map<string, Workflow> {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const out = new Map<string, Workflow>();
  for (const m of readme.matchAll(/```yaml\n([\s\S]*?)```/g)) {
    const doc = parse(m[1]!) as { name?: string } & Workflow;
    if (doc && typeof doc === 'object' && typeof doc.name === 'string' && doc.jobs) out.set(doc.name, doc);
  }
  return out;
}

/** The action step's inputs as the runner passes them (strings). */
function actionInputs(wf: Workflow): Record<string, string> {
  const step = Object.values(wf.jobs)
    .flatMap((j) => j.steps)
    .find((s) => s.uses?.startsWith('agents-md-audit/agents-md-audit@'))!;
  return Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, String(v)]));
}

const PR_WORKFLOW = 'Agent instructions';
const SCHEDULED_WORKFLOW = 'Agent instructions (weekly)';

/** `n` lines of 64 bytes. */
function lines(n: number): string {
  return Array.from({ length: n }, (_, i) => `${`- Rule ${i + 1}: keep the build green`.padEnd(63, '.')}\n`).join('');
}

/** A committed workspace whose second commit pushes packages/x over budget; returns both commits. */
function prWorkspace(): { ws: string; base: string; head: string } {
  const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n', 'packages/x/AGENTS.md': `# X\n${lines(100)}` });
  const base = git(ws, 'rev-parse', 'HEAD').trim();
  git(ws, 'checkout', '-q', '-b', 'pr');
  writeFiles(ws, { 'packages/x/AGENTS.md': `# X\n${lines(600)}` });
  git(ws, 'commit', '-q', '-am', 'grow packages/x');
  return { ws, base, head: git(ws, 'rev-parse', 'HEAD').trim() };
}

function prEvent(base: string): unknown {
  return { number: 5, pull_request: { number: 5, base: { sha: base, ref: 'main' } }, repository: { full_name: 'octo/repo' } };
}

function report(run: ActionRun): Report {
  return JSON.parse(fs.readFileSync(run.outputs['report-path']!, 'utf8')) as Report;
}

describe('the README workflows', () => {
  it('the pull-request workflow fetches the full history and may write comments; the scheduled one restores by prefix and saves under a new key', () => {
    const wfs = readmeWorkflows();
    const pr = wfs.get(PR_WORKFLOW)!;
    expect(Object.keys(pr.on)).toEqual(['pull_request', 'merge_group']);
    expect(pr.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    const steps = pr.jobs['audit']!.steps;
    expect(steps[0]).toMatchObject({ uses: 'actions/checkout@v6', with: { 'fetch-depth': 0 } });
    expect(actionInputs(pr)).toMatchObject({ 'new-only': 'true', comment: 'true' });

    const weekly = wfs.get(SCHEDULED_WORKFLOW)!;
    expect(Object.keys(weekly.on)).toContain('schedule');
    const s = weekly.jobs['audit']!.steps;
    const restore = s.find((x) => x.uses?.startsWith('actions/cache/restore@'))!;
    const save = s.find((x) => x.uses?.startsWith('actions/cache/save@'))!;
    const inputs = actionInputs(weekly);
    expect(restore.with!['path']).toBe(inputs['previous-report']);
    expect(save.with!['path']).toBe(inputs['report-path']);
    expect(String(restore.with!['key'])).toMatch(/\$\{\{ github\.run_id \}\}/);
    expect(String(restore.with!['key']).startsWith(String(restore.with!['restore-keys']))).toBe(true);
    expect(save.with!['key']).toBe(restore.with!['key']);
    expect(save.if).toBe('always()');
    expect(s.indexOf(restore)).toBeLessThan(s.findIndex((x) => x.uses?.startsWith('agents-md-audit/')));
  });
});

describe('on a pull request', () => {
  it('writes the section first into the summary, fails on the new error only, and keeps one comment updated in place', async () => {
    const { ws, base } = prWorkspace();
    const api = await githubApi({ comments: [{ id: 7, body: 'Looks good to me', user: MALLORY }] });
    try {
      const inputs = { ...actionInputs(readmeWorkflows().get(PR_WORKFLOW)!), token: 'ghs_test_token' };
      const run = await runAction({ workspace: ws, inputs, eventName: 'pull_request', event: prEvent(base), env: { GITHUB_API_URL: api.url } });
      expect(run.status).toBe(1);
      const at = run.summary.indexOf('### What this change does to agent instructions');
      expect(at).toBeGreaterThan(0);
      expect(at).toBeLessThan(run.summary.indexOf('### Problems'));
      expect(run.summary).toContain('<sub>Compared with <code>main</code>');
      expect(run.summary).toMatch(/\| <code>packages\/x<\/code> \| codex, a3s \| 6,411 B \(19\.6%\) \| 32,768 B \(100%\) ✂️ \| <code>packages\/x\/AGENTS\.md<\/code> lines 513-601 newly lost to the budget cut \|/);
      expect(run.summary).toMatch(/#### New findings \([12]\)/);
      expect(run.summary).toContain('**Result: fails** (fail-on: error, new findings only)');
      const r = report(run);
      expect(r.delta!.base).toMatchObject({ kind: 'commit', ref: 'main', commit: base });
      const over = r.findings.find((f) => f.ruleId === 'chain-over-budget')!;
      expect(over.baseline).toBe('new');
      expect(commands(run.stdout).find((c) => c.command === 'error' && c.properties['title'] === 'chain-over-budget')).toBeDefined();
      // The comment: listed, then created, with the marker and the section.
      expect(api.seen).toEqual(['POST /graphql', 'GET /repos/octo/repo/issues/5/comments?per_page=100&page=1', 'POST /repos/octo/repo/issues/5/comments']);
      const { id, body } = api.comments.find((c) => c.body.startsWith(COMMENT_MARKER))!;
      expect(body).toContain('### What this change does to agent instructions');
      expect(body).toContain('lines 513-601 newly lost');
      expect(outputLines(run.stdout)).toContain(`comment: created the pull-request comment https://github.example/octo/repo/pull/5#issuecomment-${id} as github-actions[bot] (from the GraphQL viewer).`);
      expect(run.stdout).not.toContain('ghs_test_token');

      // Another push: the same comment is updated, not a second one added.
      writeFiles(ws, { 'packages/x/AGENTS.md': `# X\n${lines(700)}` });
      git(ws, 'commit', '-q', '-am', 'grow more');
      api.seen.length = 0;
      const again = await runAction({ workspace: ws, inputs, eventName: 'pull_request', event: prEvent(base), env: { GITHUB_API_URL: api.url } });
      expect(again.status).toBe(1);
      expect(api.seen).toEqual(['POST /graphql', 'GET /repos/octo/repo/issues/5/comments?per_page=100&page=1', `PATCH /repos/octo/repo/issues/comments/${id}`]);
      expect(api.comments.filter((c) => c.body.startsWith(COMMENT_MARKER))).toHaveLength(1);
      expect(api.comments.find((c) => c.id === id)!.body).toContain('lines 513-701 newly lost');
      expect(api.comments.find((c) => c.id === 7)!.body).toBe('Looks good to me');
    } finally {
      await api.close();
    }
  });

  it('passes with new-only when the only error is old, keeps it in the summary marked existing, and annotates nothing for it', async () => {
    const { ws, head } = prWorkspace();
    const run = await runAction({ workspace: ws, inputs: { 'new-only': 'true' }, eventName: 'pull_request', event: prEvent(head) });
    expect(run.status).toBe(0);
    expect(run.summary).toContain('No chain changes what an agent sees.');
    expect(run.summary).toContain('**Result: passes** (fail-on: error, new findings only)');
    expect(run.summary).toContain('<sub>existing</sub>');
    expect(report(run).findings.find((f) => f.ruleId === 'chain-over-budget')!.baseline).toBe('existing');
    expect(commands(run.stdout).filter((c) => c.command === 'error')).toEqual([]);
    // Without new-only the same old error fails the step.
    const all = await runAction({ workspace: ws, eventName: 'pull_request', event: prEvent(head) });
    expect(all.status).toBe(1);
  });

  it('without pull-requests: write, says so in the log and goes on', async () => {
    const { ws, base } = prWorkspace();
    const api = await githubApi({ status: 403 });
    try {
      const run = await runAction({
        workspace: ws,
        inputs: { comment: 'true', token: 'ghs_read_only', 'fail-on': 'never' },
        eventName: 'pull_request',
        event: prEvent(base),
        env: { GITHUB_API_URL: api.url },
      });
      expect(run.status).toBe(0);
      expect(api.seen).toEqual(['POST /graphql', 'GET /user', 'GET /repos/octo/repo/issues/5/comments?per_page=100&page=1']);
      const line = outputLines(run.stdout).find((l) => l.startsWith('comment: not written'))!;
      expect(line).toContain("`permissions: pull-requests: write`");
      expect(line).toContain('(HTTP 403 listing the comments)');
      expect(run.summary).toContain('### What this change does to agent instructions');
    } finally {
      await api.close();
    }
  });

  it('fetches a base commit the shallow checkout lacks, leaving HEAD, the index and the work tree as they were', async () => {
    const { ws, base } = prWorkspace();
    const remote = path.join(makeTempDir('amda-remote-'), 'remote.git');
    git(path.dirname(remote), 'clone', '-q', '--bare', ws, remote);
    git(remote, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
    const clone = path.join(makeTempDir('amda-shallow-'), 'acme');
    git(path.dirname(clone), 'clone', '-q', '--depth', '1', '--branch', 'pr', `file://${remote}`, clone);
    expect(() => git(clone, 'cat-file', '-e', `${base}^{commit}`)).toThrow();
    const before = [git(clone, 'rev-parse', 'HEAD'), git(clone, 'status', '--porcelain=v2'), fs.readFileSync(path.join(clone, '.git/index')).toString('base64')];
    const run = await runAction({ workspace: clone, inputs: { 'fail-on': 'never' }, eventName: 'pull_request', event: prEvent(base) });
    expect(run.status).toBe(0);
    expect(outputLines(run.stdout)).toContain(`Fetched the base commit ${base.slice(0, 12)} (shallow); actions/checkout with fetch-depth: 0 avoids the fetch.`);
    expect(run.summary).toContain('lines 513-601 newly lost');
    expect([git(clone, 'rev-parse', 'HEAD'), git(clone, 'status', '--porcelain=v2'), fs.readFileSync(path.join(clone, '.git/index')).toString('base64')]).toEqual(before);
  });

  it('on merge_group, compares with the queue entry base commit', async () => {
    const { ws, base } = prWorkspace();
    const run = await runAction({
      workspace: ws,
      inputs: { 'fail-on': 'never' },
      eventName: 'merge_group',
      event: { merge_group: { base_sha: base, base_ref: 'refs/heads/main', head_sha: git(ws, 'rev-parse', 'HEAD').trim() } },
    });
    expect(run.status).toBe(0);
    expect(report(run).delta!.base).toMatchObject({ kind: 'commit', ref: 'main', commit: base });
    expect(run.summary).toContain('lines 513-601 newly lost');
  });
});

describe('one verdict with new-only', () => {
  it('a pull request with one new error on a base with two old ones: heading, failure, outputs, annotations and comment agree, and the comment starts with the verdict', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n', 'a/AGENTS.md': `# A\n${lines(600)}`, 'b/AGENTS.md': `# B\n${lines(600)}`, 'c/AGENTS.md': '# C\n' });
    const base = git(ws, 'rev-parse', 'HEAD').trim();
    git(ws, 'checkout', '-q', '-b', 'pr');
    writeFiles(ws, { 'c/AGENTS.md': `# C\n${lines(600)}` });
    git(ws, 'commit', '-q', '-am', 'c over budget');
    const api = await githubApi();
    try {
      const run = await runAction({
        workspace: ws,
        inputs: { 'new-only': 'true', comment: 'true', token: 'ghs_test_token' },
        eventName: 'pull_request',
        event: prEvent(base),
        env: { GITHUB_API_URL: api.url, GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'octo/repo', GITHUB_RUN_ID: '42' },
      });
      const counts = '1 new error (3 errors in total, 2 already on the base)';
      expect(run.status).toBe(1);
      expect(run.summary).toContain(`## ❌ AGENTS.md audit fails: ${counts}`);
      const failure = commands(run.stdout).filter((c) => c.command === 'error' && c.properties['title'] === undefined);
      expect(failure.map((c) => c.data)).toEqual([expect.stringContaining(`agents-md-audit: fails: ${counts} (fail-on: error, new findings only); worst: chain-over-budget in c/AGENTS.md`)]);
      expect(run.outputs).toMatchObject({ errors: '3', 'new-errors': '1', 'new-warnings': '0' });
      // Only the new error is annotated.
      const annotated = commands(run.stdout).filter((c) => c.command === 'error' && c.properties['title'] === 'chain-over-budget');
      expect(annotated.map((c) => c.properties['file'])).toEqual(['c/AGENTS.md']);
      const { body } = api.comments.find((c) => c.body.startsWith(COMMENT_MARKER))!;
      const first = body.split('\n').find((l) => l.trim() !== '' && !l.startsWith('<!--'))!;
      expect(first).toBe(`### ❌ agents-md-audit fails: ${counts}`);
      // Then the change, then the findings, then the run link, under GitHub's limit.
      const at = (s: string): number => body.indexOf(s);
      expect(at('#### What this change does to agent instructions')).toBeGreaterThan(0);
      expect(at('#### What this change does to agent instructions')).toBeLessThan(at('#### New findings (1)'));
      expect(at('#### New findings (1)')).toBeLessThan(at('#### Fixed findings (0)'));
      expect(at('#### Fixed findings (0)')).toBeLessThan(at('https://github.com/octo/repo/actions/runs/42'));
      expect(body.length).toBeLessThan(65_536);
    } finally {
      await api.close();
    }
  });
});

describe('on a scheduled run with previous-report', () => {
  it('says there is nothing to compare with the first time, then shows "Since the last audit" with the budget use over the kept reports', async () => {
    const { ws, base } = prWorkspace();
    git(ws, 'checkout', '-q', base);
    const inputs: Record<string, string> = { ...actionInputs(readmeWorkflows().get(SCHEDULED_WORKFLOW)!), 'fail-on': 'never' };
    const saved = path.join(ws, inputs['report-path']!);
    const first = await runAction({ workspace: ws, inputs, eventName: 'schedule' });
    expect(first.status).toBe(0);
    expect(outputLines(first.stdout).some((l) => l.startsWith('No previous report at ') && l.includes('(a first run, or the cache expired)'))).toBe(true);
    expect(first.summary).not.toContain('Since the last audit');
    expect(fs.existsSync(saved)).toBe(true);

    git(ws, 'checkout', '-q', 'pr');
    const second = await runAction({ workspace: ws, inputs, eventName: 'schedule' });
    expect(second.summary).toContain('### Since the last audit');
    expect(second.summary).toContain('lines 513-601 newly lost');
    expect(second.summary).toContain('#### Budget use of the fullest chains');
    expect(second.summary).toMatch(/\| <code>packages\/x<\/code> \| codex \| 19\.6% \| \*\*100%\*\* \|/);
    const third = await runAction({ workspace: ws, inputs, eventName: 'schedule' });
    expect(third.summary).toContain('No chain changes what an agent sees.');
    expect(third.summary).toMatch(/\| <code>packages\/x<\/code> \| codex \| 19\.6% \| 100% \| \*\*100%\*\* \|/);
    expect(report(third).history).toHaveLength(2);
  });

  it('does not compare with a report of another root, and says why', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n' });
    const other = { ...cleanReport(), root: 'elsewhere' };
    fs.writeFileSync(path.join(ws, 'old.json'), JSON.stringify(other));
    const run = await runAction({ workspace: ws, inputs: { 'previous-report': 'old.json' }, eventName: 'schedule' });
    expect(run.status).toBe(0);
    const warning = commands(run.stdout).find((c) => c.command === 'warning')!;
    expect(warning.data).toContain('it audits the root "elsewhere", not "acme"');
    expect(run.summary).not.toContain('Since the last audit');
  });
});
