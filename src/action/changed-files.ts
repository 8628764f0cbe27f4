/**
 * Files a pull request changed, so their annotations come first. Never fails the step: every
 * problem becomes a warning (a missing permission, named) or an info line, and the audit goes on
 * without the list.
 *
 * 1. `git diff --name-only -z base...HEAD` in the audited directory, with the base commit from the
 *    `pull_request` event payload (needs the base commit locally: `fetch-depth: 0`).
 * 2. Else, with a token, the REST API `GET /repos/{owner}/{repo}/pulls/{number}/files`
 *    (paginated, at most 3000 files). A 403 or 404 (a fork's read-only token, missing
 *    `pull-requests: read`) becomes a warning.
 */
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { quote } from '../config/parse.js';

export const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
/** The pulls/files endpoint returns at most 3000 files (30 pages of 100). */
const MAX_PAGES = 30;
const PER_PAGE = 100;

export interface ChangedFilesContext {
  eventName: string;
  eventPath: string;
  /** Absolute path of the audited directory. */
  root: string;
  /** Absolute path of the workspace (the checkout), for paths from the API. */
  workspace: string;
  token: string;
  apiUrl: string;
  /** `owner/repo` from GITHUB_REPOSITORY, used when the payload has no repository. */
  repository: string;
  /** Per-request timeout in milliseconds. */
  timeoutMs?: number;
}

export interface ChangedFiles {
  /** Paths relative to the audited directory, or null when unknown. */
  files: Set<string> | null;
  source: 'git' | 'api' | null;
  /** Things worth a warning annotation (a missing permission). */
  warnings: string[];
  /** Things worth a log line. */
  info: string[];
}

export interface PullRequestEvent {
  number: number;
  baseSha: string | null;
  owner: string | null;
  repo: string | null;
}

export function readEvent(eventPath: string, repository: string): PullRequestEvent | string {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(eventPath, 'utf8'));
  } catch (e) {
    return `cannot read the event payload ${quote(eventPath)}: ${(e as Error).message}`;
  }
  const payload = (data ?? {}) as {
    number?: unknown;
    pull_request?: { number?: unknown; base?: { sha?: unknown } };
    repository?: { full_name?: unknown };
  };
  const pr = payload.pull_request;
  const number = typeof pr?.number === 'number' ? pr.number : typeof payload.number === 'number' ? payload.number : null;
  if (!pr || number === null) return 'the event payload has no pull_request';
  const fullName = typeof payload.repository?.full_name === 'string' ? payload.repository.full_name : repository;
  const [owner, repo] = /^[^/\s]+\/[^/\s]+$/.test(fullName) ? fullName.split('/') : [null, null];
  const baseSha = typeof pr.base?.sha === 'string' && /^[0-9a-f]{7,64}$/i.test(pr.base.sha) ? pr.base.sha : null;
  return { number, baseSha, owner: owner ?? null, repo: repo ?? null };
}

function run(cmd: string, args: string[], cwd: string): Promise<{ ok: true; stdout: string } | { ok: false; error: string }> {
  return new Promise((resolve) => {
    execFile(
      cmd,
      args,
      { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 60_000, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } },
      (error, stdout, stderr) => {
        if (error) resolve({ ok: false, error: (stderr || error.message).trim().split('\n')[0] ?? 'failed' });
        else resolve({ ok: true, stdout });
      },
    );
  });
}

/** Changed paths from git, relative to `root` (`--relative`), deletions left out. */
async function fromGit(root: string, baseSha: string): Promise<Set<string> | string> {
  const r = await run('git', ['diff', '--name-only', '-z', '--relative', '--diff-filter=d', '--no-renames', `${baseSha}...HEAD`, '--'], root);
  if (!r.ok) return r.error;
  return new Set(r.stdout.split('\0').filter((p) => p !== ''));
}

/** Where `root` sits inside the repository, as a POSIX prefix (`packages/api/` or ''). */
async function rootPrefix(root: string, workspace: string): Promise<string> {
  const r = await run('git', ['rev-parse', '--show-prefix'], root);
  if (r.ok) return r.stdout.trim();
  const rel = path.relative(workspace, root).split(path.sep).join('/');
  return rel === '' ? '' : `${rel}/`;
}

async function fromApi(ctx: ChangedFilesContext, event: PullRequestEvent): Promise<{ files: Set<string> } | { warning: string } | { info: string }> {
  if (!event.owner || !event.repo) return { info: 'the repository name is unknown (no GITHUB_REPOSITORY)' };
  const base = ctx.apiUrl.replace(/\/+$/, '');
  const prefix = await rootPrefix(ctx.root, ctx.workspace);
  const files = new Set<string>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const url = `${base}/repos/${encodeURIComponent(event.owner)}/${encodeURIComponent(event.repo)}/pulls/${event.number}/files?per_page=${PER_PAGE}&page=${page}`;
    let res: Response;
    try {
      res = await fetch(url, {
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${ctx.token}`,
          'X-GitHub-Api-Version': '2022-11-28',
          'User-Agent': 'agents-md-audit',
        },
        signal: AbortSignal.timeout(ctx.timeoutMs ?? 15_000),
      });
    } catch (e) {
      return { warning: `Could not list the pull request's changed files from the GitHub API (${(e as Error).message}); annotations are ordered without them.` };
    }
    if (res.status === 403 || res.status === 404) {
      await res.body?.cancel();
      return {
        warning:
          `The GitHub API refused to list the pull request's changed files (HTTP ${res.status}): the token needs the ` +
          '`pull-requests: read` permission (a pull request from a fork gets a read-only token that may lack it). ' +
          'Add `permissions: pull-requests: read` to the job, or check out with `fetch-depth: 0` so git can compare with the base. ' +
          'Annotations are ordered without the list.',
      };
    }
    if (!res.ok) {
      await res.body?.cancel();
      return { warning: `The GitHub API answered HTTP ${res.status} when listing the pull request's changed files; annotations are ordered without them.` };
    }
    let items: unknown;
    try {
      items = await res.json();
    } catch {
      return { warning: "The GitHub API's list of changed files is not valid JSON; annotations are ordered without it." };
    }
    if (!Array.isArray(items)) return { warning: "The GitHub API's list of changed files is not a list; annotations are ordered without it." };
    for (const item of items as Array<{ filename?: unknown; status?: unknown }>) {
      if (typeof item.filename !== 'string' || item.status === 'removed') continue;
      if (prefix === '') files.add(item.filename);
      else if (item.filename.startsWith(prefix)) files.add(item.filename.slice(prefix.length));
    }
    if (items.length < PER_PAGE) break;
  }
  return { files };
}

export async function getChangedFiles(ctx: ChangedFilesContext): Promise<ChangedFiles> {
  const result: ChangedFiles = { files: null, source: null, warnings: [], info: [] };
  if (!PULL_REQUEST_EVENTS.includes(ctx.eventName)) return result;
  if (!ctx.eventPath) {
    result.info.push('Changed files: no event payload (GITHUB_EVENT_PATH is not set).');
    return result;
  }
  const event = readEvent(ctx.eventPath, ctx.repository);
  if (typeof event === 'string') {
    result.info.push(`Changed files: ${event}.`);
    return result;
  }
  let gitError = 'the event payload has no base commit';
  if (event.baseSha) {
    const fromGitResult = await fromGit(ctx.root, event.baseSha);
    if (typeof fromGitResult !== 'string') {
      result.files = fromGitResult;
      result.source = 'git';
      return result;
    }
    gitError = fromGitResult;
  }
  if (!ctx.token) {
    result.info.push(
      `Changed files: git could not compare with the base (${gitError}) and no token is available for the API; ` +
        'use actions/checkout with fetch-depth: 0, or pass a token.',
    );
    return result;
  }
  result.info.push(`Changed files: git could not compare with the base (${gitError}); asking the GitHub API.`);
  const api = await fromApi(ctx, event);
  if ('files' in api) {
    result.files = api.files;
    result.source = 'api';
  } else if ('warning' in api) {
    result.warnings.push(api.warning);
  } else {
    result.info.push(`Changed files: ${api.info}.`);
  }
  return result;
}
