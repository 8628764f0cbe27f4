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
import * as path from 'node:path';
import { PULL_REQUEST_EVENTS, type ActionEvent, type PullRef } from './event.js';
import { apiCall, repoUrl } from './github-api.js';

/** The pulls/files endpoint returns at most 3000 files (30 pages of 100). */
const MAX_PAGES = 30;
const PER_PAGE = 100;

export interface ChangedFilesContext {
  /** The step's event, read once (event.ts). */
  event: ActionEvent;
  /** Absolute path of the audited directory. */
  root: string;
  /** Absolute path of the workspace (the checkout), for paths from the API. */
  workspace: string;
  token: string;
  apiUrl: string;
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

async function fromApi(ctx: ChangedFilesContext, pull: PullRef): Promise<{ files: Set<string> } | { warning: string }> {
  const prefix = await rootPrefix(ctx.root, ctx.workspace);
  const files = new Set<string>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await apiCall(ctx, 'GET', repoUrl(ctx, pull, `pulls/${pull.number}/files?per_page=${PER_PAGE}&page=${page}`));
    if (typeof res === 'string') {
      return { warning: `Could not list the pull request's changed files: ${res}; annotations are ordered without them.` };
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
  if (!PULL_REQUEST_EVENTS.includes(ctx.event.name)) return result;
  const { pull, base } = ctx.event;
  if (typeof pull === 'string') {
    result.info.push(`Changed files: ${pull}.`);
    return result;
  }
  let gitError = typeof base === 'string' ? base : 'the event payload has no base commit';
  if (base !== null && typeof base !== 'string') {
    const fromGitResult = await fromGit(ctx.root, base.sha);
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
  const api = await fromApi(ctx, pull);
  if ('files' in api) {
    result.files = api.files;
    result.source = 'api';
  } else {
    result.warnings.push(api.warning);
  }
  return result;
}
