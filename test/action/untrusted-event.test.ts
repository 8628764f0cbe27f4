/**
 * The bundled action with a hostile event payload or hostile repository text, against a stand-in
 * GitHub API on 127.0.0.1: a FIFO as GITHUB_EVENT_PATH never blocks the step, a repository named
 * `..` or a pull request number of -1 or 2.5 sends no request at all and says why, and an
 * `@mention` in a working directory's name reaches neither the comment nor the summary as one.
 */
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MARKER } from '../../src/action/comment.js';
import { renderedText } from '../helpers/mentions.js';
import { cleanupRepos, git, makeTempDir, writeFiles } from '../helpers/repo.js';
import { outputLines } from './helpers/commands.js';
import { githubApi } from './helpers/github-api.js';
import { actionBundle, makeWorkspace, runAction } from './helpers/run-action.js';

beforeAll(() => {
  actionBundle();
}, 120_000);
afterAll(() => cleanupRepos());

function lines(n: number): string {
  return Array.from({ length: n }, (_, i) => `${`- Rule ${i + 1}: keep the build green`.padEnd(63, '.')}\n`).join('');
}

/** A pull request that pushes `dir` over budget; returns the workspace and the base commit. */
function prWorkspace(dir: string): { ws: string; base: string } {
  const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n', [`${dir}/AGENTS.md`]: `# X\n${lines(100)}` });
  const base = git(ws, 'rev-parse', 'HEAD').trim();
  git(ws, 'checkout', '-q', '-b', 'pr');
  writeFiles(ws, { [`${dir}/AGENTS.md`]: `# X\n${lines(600)}` });
  git(ws, 'commit', '-q', '-am', 'grow');
  return { ws, base };
}

const INPUTS = { comment: 'true', 'new-only': 'true', token: 'ghs_test_token', 'fail-on': 'never' };

describe('a hostile event payload', () => {
  it('a FIFO as GITHUB_EVENT_PATH: the step finishes, says why, and calls no API', async () => {
    const { ws } = prWorkspace('packages/x');
    const fifo = path.join(makeTempDir('amda-fifo-'), 'event.json');
    execFileSync('mkfifo', [fifo]);
    const api = await githubApi();
    try {
      const run = await runAction({ workspace: ws, inputs: INPUTS, eventName: 'pull_request', env: { GITHUB_API_URL: api.url, GITHUB_EVENT_PATH: fifo } });
      expect(run.status).toBe(0);
      const why = `the event payload ${JSON.stringify(fifo)} is a FIFO (named pipe), not a regular file`;
      const log = outputLines(run.stdout);
      expect(log).toContain(`Changed files: ${why}.`);
      expect(log).toContain(`No base for "what this change does": ${why}.`);
      expect(log).toContain(`comment: no pull request to comment on (${why}), so no comment.`);
      expect(api.seen).toEqual([]);
      expect(run.summary).toContain('AGENTS.md audit');
    } finally {
      await api.close();
    }
  });

  it.each([
    [{ full_name: '..' }, 5, 'the repository ".." is not a valid owner/name: it has no "/"'],
    [{ full_name: 'octo/..' }, 5, 'the repository "octo/.." is not a valid owner/name: ".." is a path step, not a name'],
    [{ full_name: '../octo' }, 5, 'the repository "../octo" is not a valid owner/name: ".." is a path step, not a name'],
    [{ full_name: 'octo/repo' }, -1, 'the pull request number -1 is not a positive whole number'],
    [{ full_name: 'octo/repo' }, 2.5, 'the pull request number 2.5 is not a positive whole number'],
  ])('repository %j, number %j: no API request, and the log says why', async (repository, number, why) => {
    const { ws, base } = prWorkspace('packages/x');
    const api = await githubApi();
    try {
      const event = { number, pull_request: { number, base: { sha: base, ref: 'main' } }, repository };
      // A shallow-looking base is not needed: git has the base, so only the comment would call the API.
      const run = await runAction({ workspace: ws, inputs: INPUTS, eventName: 'pull_request', event, env: { GITHUB_API_URL: api.url } });
      expect(run.status).toBe(0);
      const log = outputLines(run.stdout);
      expect(log).toContain(`Changed files: ${why}.`);
      expect(log).toContain(`comment: no pull request to comment on (${why}), so no comment.`);
      expect(api.seen).toEqual([]);
      // The comparison with the base (from git, not the API) still runs.
      expect(run.summary).toContain('lines 513-601 newly lost');
    } finally {
      await api.close();
    }
  });
});

describe('mentions in repository text', () => {
  it('a working directory named @acme/team reaches the comment and the summary as no mention; its path in code copies exactly', async () => {
    const { ws, base } = prWorkspace('@acme/team');
    const api = await githubApi();
    try {
      const event = { number: 5, pull_request: { number: 5, base: { sha: base, ref: 'main' } }, repository: { full_name: 'octo/repo' } };
      const run = await runAction({ workspace: ws, inputs: INPUTS, eventName: 'pull_request', event, env: { GITHUB_API_URL: api.url } });
      expect(run.status).toBe(0);
      const body = api.comments.find((c) => c.body.startsWith(COMMENT_MARKER))!.body;
      for (const markdown of [body, run.summary]) {
        const seen = await renderedText(markdown);
        expect(seen.mentions).toEqual([]);
        expect(seen.code.split('\n').map((l) => l.replaceAll('-\u2060', '-'))).toContain('@acme/team/AGENTS.md');
        // The over-budget message names the directory in prose: there, the @ is followed by a word joiner.
        expect(seen.prose).toContain('@\u2060acme/team');
      }
    } finally {
      await api.close();
    }
  });
});
