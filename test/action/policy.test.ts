/**
 * Whose settings judge a pull request: the bundled action through its real entry, with a runner's
 * environment, on real two-commit git repositories. The pull request's own config file does not
 * switch its gate off: the base commit's settings apply on both sides of the comparison, the change
 * is reported (summary top, comment, annotation) and takes effect once merged; `config-from: head`
 * applies it knowingly; a push uses the checked-out file.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../src/audit.js';
import type { Report } from '../../src/report/model.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { expectSchemaValid } from '../helpers/report-schema.js';
import { cleanupRepos, git, writeFiles, type RepoFiles } from '../helpers/repo.js';
import { commands, outputLines } from './helpers/commands.js';
import { githubApi } from './helpers/github-api.js';
import { actionBundle, makeWorkspace, runAction, type ActionRun } from './helpers/run-action.js';

beforeAll(() => {
  actionBundle();
}, 120_000);
afterAll(() => cleanupRepos());

const TOKEN = fakeSecret('github-token', 23).value;
const GATE_OFF = 'fail-on: never\nrules:\n  no-secrets: off\n';
const SETTINGS_TITLE = "### ⚠️ This pull request changes the audit's own settings";

/** A workspace whose first commit is the base (`main`) and whose second (checked out, branch `pr`) changes `head`. */
function twoCommits(base: RepoFiles, head: RepoFiles, remove: string[] = []): { ws: string; base: string } {
  const ws = makeWorkspace(base);
  const sha = git(ws, 'rev-parse', 'HEAD').trim();
  git(ws, 'checkout', '-q', '-b', 'pr');
  writeFiles(ws, head);
  for (const f of remove) fs.rmSync(path.join(ws, f));
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '-m', 'pull request');
  return { ws, base: sha };
}

/** The pull request that adds a token and a config file switching the gate off. */
function gateOffPr(): { ws: string; base: string } {
  return twoCommits({ 'AGENTS.md': '# Acme\n\nRun `npm test`.\n' }, { 'AGENTS.md': `# Acme\n\nRun \`npm test\`.\nDeploy with ${TOKEN}.\n`, '.agents-md-audit.yml': GATE_OFF });
}

function prEvent(base: string): unknown {
  return { number: 5, pull_request: { number: 5, base: { sha: base, ref: 'main' } }, repository: { full_name: 'octo/repo' } };
}

function report(run: ActionRun): Report {
  return JSON.parse(fs.readFileSync(run.outputs['report-path']!, 'utf8')) as Report;
}

function warnings(run: ActionRun): string[] {
  return commands(run.stdout)
    .filter((c) => c.command === 'warning')
    .map((c) => c.data);
}

/** Nothing a runner or a reader sees holds the token in full. */
function expectNoToken(run: ActionRun, ...more: string[]): void {
  for (const text of [run.stdout, run.stderr, run.summary, fs.readFileSync(run.outputs['report-path']!, 'utf8'), ...more]) expect(text).not.toContain(TOKEN);
}

/** The GitHub API stand-in (./helpers/github-api.ts), with the comment bodies written so far. */
async function commentServer(): Promise<{ url: string; readonly bodies: string[]; close: () => Promise<void> }> {
  const api = await githubApi();
  return {
    url: api.url,
    get bodies() {
      return api.comments.map((c) => c.body);
    },
    close: api.close,
  };
}


describe('on a pull request, the settings come from the base commit', () => {
  it('a pull request adding a token and fail-on: never with no-secrets: off still fails, and the summary, the comment and an annotation say the settings change once merged', async () => {
    const { ws, base } = gateOffPr();
    const api = await commentServer();
    try {
      const run = await runAction({ workspace: ws, inputs: { comment: 'true', token: 'x' }, eventName: 'pull_request', event: prEvent(base), env: { GITHUB_API_URL: api.url } });
      expect(run.status).toBe(1);
      const r = report(run);
      expect(r.findings.filter((f) => f.ruleId === 'no-secrets' && f.severity === 'error')).toHaveLength(1);
      expect(r.policy).toEqual({
        source: 'base',
        commit: base,
        file: null,
        changed: [
          { setting: 'fail-on', base: null, head: 'never' },
          { setting: 'rules.no-secrets', base: null, head: 'off' },
        ],
        baseFile: null,
        headFile: '.agents-md-audit.yml',
      });
      await expectSchemaValid(r);
      expect(outputLines(run.stdout).at(-1)).toMatch(/^::error::agents-md-audit: 1 error, .*\(fail-on: error\); worst: no-secrets in AGENTS\.md:4/);
      expect(outputLines(run.stdout)).toContain(`The base commit ${base.slice(0, 12)} has no config file: the built-in defaults apply (inputs set in the workflow override them).`);

      // The summary: the block right under the title, before the verdict and the comparison.
      const lines = run.summary.split('\n');
      expect(lines[0]).toMatch(/^## ❌ AGENTS\.md audit fails: /);
      expect(lines[2]).toBe(SETTINGS_TITLE);
      expect(run.summary).toContain('It adds <code>.agents-md-audit.yml</code>: they take effect once merged.');
      expect(run.summary).toContain('| <code>fail-on</code> | <em>not set</em> | <code>never</code> |');
      expect(run.summary).toContain('| <code>rules.no-secrets</code> | <em>not set</em> | <code>off</code> |');
      expect(run.summary.indexOf(SETTINGS_TITLE)).toBeLessThan(run.summary.indexOf('**Result: fails**'));
      expect(run.summary.indexOf('**Result: fails**')).toBeLessThan(run.summary.indexOf('### What this change does to agent instructions'));

      // The comment opens with the same block.
      expect(api.bodies).toHaveLength(1);
      expect(api.bodies[0]).toContain(SETTINGS_TITLE);
      expect(api.bodies[0]!.indexOf(SETTINGS_TITLE)).toBeLessThan(api.bodies[0]!.indexOf('### What this change does to agent instructions'));
      expect(api.bodies[0]).toContain('they take effect once merged');

      // The annotation.
      expect(warnings(run)).toContain(
        "This pull request adds .agents-md-audit.yml, changing the audit's own settings: fail-on (not set) → never, rules.no-secrets (not set) → off; they take effect once merged. This run uses the base commit's settings.",
      );
      expectNoToken(run, ...api.bodies);
    } finally {
      await api.close();
    }
  });

  it('audits both sides with the base options: the pull request dropping the base budget neither applies it nor makes an old finding new', async () => {
    const big = `# Acme\n\n${'- Keep the build green and the tests fast, always.\n'.repeat(40)}`; // over 1,024 bytes
    const { ws, base } = twoCommits({ 'AGENTS.md': big, '.agents-md-audit.yml': 'max-bytes: 1024\n' }, { 'AGENTS.md': `${big}- One more line.\n` }, ['.agents-md-audit.yml']);
    const run = await runAction({ workspace: ws, inputs: { 'new-only': 'true' }, eventName: 'pull_request', event: prEvent(base) });
    const r = report(run);
    expect(r.settings.maxBytes).toBe(1024);
    const over = r.findings.filter((f) => f.ruleId === 'chain-over-budget');
    expect(over).toHaveLength(1);
    // The base side was audited at 1,024 bytes too: the overflow is old.
    expect(over[0]!.baseline).toBe('existing');
    // Both sides cut at the same 1,024 bytes, so the agent sees the same chain (the added line is past the cut).
    expect(r.delta!.chains).toEqual([]);
    expect(run.status).toBe(0);
    expect(r.policy).toMatchObject({ source: 'base', commit: base, file: '.agents-md-audit.yml', baseFile: '.agents-md-audit.yml', headFile: null, changed: [{ setting: 'max-bytes', base: '1024', head: null }] });
    expect(run.summary).toContain('It removes <code>.agents-md-audit.yml</code>: they take effect once merged.');
    expect(outputLines(run.stdout)).toContain(
      `Using the config file .agents-md-audit.yml of the base commit ${base.slice(0, 12)} (inputs set in the workflow override it); the pull request's own settings take effect once merged.`,
    );
  });

  it('config-from: head applies the pull request’s own file knowingly, and still says what it changes', async () => {
    const { ws, base } = gateOffPr();
    const run = await runAction({ workspace: ws, inputs: { 'config-from': 'head' }, eventName: 'pull_request', event: prEvent(base) });
    expect(run.status).toBe(0);
    const r = report(run);
    expect(r.findings.filter((f) => f.ruleId === 'no-secrets')).toEqual([]);
    expect(r.policy).toMatchObject({ source: 'head', commit: base, file: '.agents-md-audit.yml', changed: [{ setting: 'fail-on' }, { setting: 'rules.no-secrets' }] });
    expect(outputLines(run.stdout)).toContain("config-from: head: the settings come from this pull request's config file .agents-md-audit.yml, not from the base commit.");
    expect(run.summary).toContain('It adds <code>.agents-md-audit.yml</code>: this run applies them (<code>config-from: head</code>).');
    expect(warnings(run).some((w) => w.includes('this run applies them (config-from: head)'))).toBe(true);
    expectNoToken(run);
  });

  it('lists at most 20 changed settings, and a token-shaped value only masked', async () => {
    const rules = ALL_RULES.slice(0, 30).map((r) => `  ${r.id}: info`);
    const { ws, base } = twoCommits({ 'AGENTS.md': '# Acme\n' }, { '.agents-md-audit.yml': `fallback-filenames: ["${TOKEN}"]\nrules:\n${rules.join('\n')}\n` });
    const api = await commentServer();
    try {
      const run = await runAction({ workspace: ws, inputs: { comment: 'true', token: 'x' }, eventName: 'pull_request', event: prEvent(base), env: { GITHUB_API_URL: api.url } });
      expect(run.status).toBe(0);
      const p = report(run).policy!;
      expect(p.changed).toHaveLength(20);
      expect(p.moreChanged).toBe(11);
      expect(p.changed[0]!.setting).toBe('fallback-filenames');
      expect(p.changed[0]!.head).toMatch(/^«GitHub/);
      expect(p.changed.slice(1).every((c) => c.setting.startsWith('rules.') && c.head === 'info')).toBe(true);
      expect(run.summary).toContain('| <code>fallback-filenames</code> | <em>not set</em> | <code>«GitHub personal access token: ghp&#95;… 40 chars»</code> |');
      expect(run.summary).toContain('…and 11 more changed settings (see the JSON report).');
      expect(warnings(run).find((w) => w.includes("the audit's own settings"))).toContain(' and 21 more; they take effect once merged.');
      expect(JSON.stringify(p)).toContain('«GitHub');
      expectNoToken(run, ...api.bodies);
    } finally {
      await api.close();
    }
  });

  it('on pull_request_target too (a workflow that checks out the head)', async () => {
    const { ws, base } = gateOffPr();
    const run = await runAction({ workspace: ws, eventName: 'pull_request_target', event: prEvent(base) });
    expect(run.status).toBe(1);
    expect(report(run).policy).toMatchObject({ source: 'base', commit: base, file: null, headFile: '.agents-md-audit.yml' });
    expectNoToken(run);
  });

  it('on merge_group too: the queue entry is judged by the target branch\'s settings', async () => {
    const { ws, base } = gateOffPr();
    const run = await runAction({
      workspace: ws,
      eventName: 'merge_group',
      event: { merge_group: { base_sha: base, base_ref: 'refs/heads/main', head_sha: git(ws, 'rev-parse', 'HEAD').trim() } },
    });
    expect(run.status).toBe(1);
    expect(report(run).policy).toMatchObject({ source: 'base', commit: base, file: null, headFile: '.agents-md-audit.yml' });
    expect(run.summary.split('\n')[2]).toBe(SETTINGS_TITLE);
    expectNoToken(run);
  });

  it('a push uses the checked-out config file: it is the repository’s own policy', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': `# Acme\n\nDeploy with ${TOKEN}.\n`, '.agents-md-audit.yml': GATE_OFF });
    const run = await runAction({ workspace: ws, eventName: 'push', event: { ref: 'refs/heads/main' } });
    expect(run.status).toBe(0);
    const r = report(run);
    expect(r.findings.filter((f) => f.ruleId === 'no-secrets')).toEqual([]);
    expect(r.policy).toEqual({ source: 'head', file: '.agents-md-audit.yml', changed: [] });
    expect(outputLines(run.stdout)).toContain('Using config file .agents-md-audit.yml (inputs set in the workflow override it).');
    expect(run.summary).not.toContain('own settings');
    expect(warnings(run)).toEqual([]);
  });
});

describe('when the base settings cannot be had', () => {
  it('a base commit that cannot be fetched: the built-in defaults, loudly, never the pull request’s file', async () => {
    const { ws } = gateOffPr();
    const missing = 'abcdef0123456789abcdef0123456789abcdef01';
    const run = await runAction({ workspace: ws, eventName: 'pull_request', event: prEvent(missing) });
    expect(run.status).toBe(1);
    const r = report(run);
    expect(r.findings.filter((f) => f.ruleId === 'no-secrets' && f.severity === 'error')).toHaveLength(1);
    expect(r.policy).toMatchObject({ source: 'defaults', commit: missing, file: null, changed: [] });
    const w = warnings(run).find((x) => x.startsWith('Cannot use the settings of the base commit: the base commit abcdef012345 is not in the checkout and a shallow fetch failed'));
    expect(w).toBeDefined();
    expect(w).toContain("The built-in defaults and the workflow's inputs apply, not this pull request's .agents-md-audit.yml.");
    expect(run.summary).toContain('> **Settings:** Cannot use the settings of the base commit');
    expectNoToken(run);
  });

  it('a payload without a base and no config file anywhere: the defaults, said in the log only', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n' });
    const run = await runAction({ workspace: ws, eventName: 'pull_request', event: { number: 5, pull_request: { number: 5 } } });
    expect(run.status).toBe(0);
    expect(report(run).policy).toEqual({ source: 'defaults', file: null, changed: [] });
    expect(outputLines(run.stdout)).toContain('Cannot read the settings from the base commit (the pull_request payload has no base commit); the checkout has no config file, so the built-in defaults apply.');
    expect(warnings(run)).toEqual([]);
  });

  it('a base config file that is not valid: the defaults with a warning, and the pull request fixing it is not blocked by it', async () => {
    const { ws, base } = twoCommits(
      { 'AGENTS.md': '# Acme\n', '.agents-md-audit.yml': 'nope: 1\n' },
      { 'AGENTS.md': `# Acme\n\nDeploy with ${TOKEN}.\n`, '.agents-md-audit.yml': GATE_OFF },
    );
    const run = await runAction({ workspace: ws, eventName: 'pull_request', event: prEvent(base) });
    expect(run.status).toBe(1);
    const r = report(run);
    expect(r.policy).toMatchObject({ source: 'defaults', file: null, changed: [{ setting: 'fail-on', base: null, head: 'never' }, { setting: 'rules.no-secrets' }] });
    expect(warnings(run).some((w) => w.startsWith(`Cannot use the settings of the base commit: the base commit's config file is not valid: .agents-md-audit.yml: unknown setting "nope"`))).toBe(true);
    expectNoToken(run);
  });

  it('a pull request that breaks the config file fails with a message naming its version', async () => {
    const { ws, base } = twoCommits({ 'AGENTS.md': '# Acme\n', '.agents-md-audit.yml': 'fail-on: error\n' }, { '.agents-md-audit.yml': 'fail-on: sometimes\n' });
    const run = await runAction({ workspace: ws, eventName: 'pull_request', event: prEvent(base) });
    expect(run.status).toBe(1);
    const last = commands(run.stdout).filter((c) => c.command === 'error').at(-1)!;
    expect(last.data).toBe(
      `Config file: .agents-md-audit.yml: "fail-on": "sometimes" is not accepted: expected one of error, warning, never (this pull request's version of the file; the audit takes its settings from the base commit, and this file would stop it once merged)`,
    );
  });
});
