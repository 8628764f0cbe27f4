/**
 * The base commit of a pull request (`pull_request`, `pull_request_target`) or a merge queue entry
 * (`merge_group`), from the event payload, and the commit itself: when the checkout lacks it (a
 * shallow clone), one shallow `git fetch` of that commit. The work tree, the index and HEAD are
 * not touched (the fetch only adds objects; `fetch-depth: 0` makes it unnecessary).
 */
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';

export const BASE_EVENTS = ['pull_request', 'pull_request_target', 'merge_group'];

export interface EventBase {
  sha: string;
  /** What to call it: the base branch (`main`), else the commit. */
  label: string;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;

/** The event's base commit, or a reason there is none (null: not an event with a base). */
export function eventBase(eventName: string, eventPath: string): EventBase | string | null {
  if (!BASE_EVENTS.includes(eventName)) return null;
  if (!eventPath) return 'no event payload (GITHUB_EVENT_PATH is not set)';
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(eventPath, 'utf8'));
  } catch (e) {
    return `cannot read the event payload: ${(e as Error).message.split('\n')[0]}`;
  }
  const p = (data ?? {}) as { pull_request?: { base?: { sha?: unknown; ref?: unknown } }; merge_group?: { base_sha?: unknown; base_ref?: unknown } };
  const sha = eventName === 'merge_group' ? p.merge_group?.base_sha : p.pull_request?.base?.sha;
  const ref = eventName === 'merge_group' ? p.merge_group?.base_ref : p.pull_request?.base?.ref;
  if (typeof sha !== 'string' || !SHA.test(sha)) return `the ${eventName} payload has no base commit`;
  const name = typeof ref === 'string' ? ref.replace(/^refs\/heads\//, '') : '';
  return { sha: sha.toLowerCase(), label: /^[\w./-]{1,200}$/.test(name) ? name : sha.slice(0, 12) };
}

function git(root: string, args: string[], timeoutMs: number): Promise<{ ok: boolean; error: string }> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-c', 'core.fsmonitor=false', ...args],
      { cwd: root, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } },
      (error, _stdout, stderr) => resolve({ ok: !error, error: error ? (stderr || error.message).trim().split('\n')[0] || 'failed' : '' }),
    );
  });
}

/** Make sure `sha` is in the local object store: present already, or fetched (shallow) from `origin`. */
export async function ensureCommit(root: string, sha: string, timeoutMs = 120_000): Promise<{ ok: true; fetched: boolean } | { ok: false; error: string }> {
  const has = async (): Promise<boolean> => (await git(root, ['cat-file', '-e', `${sha}^{commit}`], 30_000)).ok;
  if (await has()) return { ok: true, fetched: false };
  const f = await git(root, ['fetch', '--no-tags', '--no-recurse-submodules', '--no-write-fetch-head', '--depth=1', 'origin', sha], timeoutMs);
  if (!f.ok) return { ok: false, error: f.error };
  return (await has()) ? { ok: true, fetched: true } : { ok: false, error: 'the fetch did not bring the commit' };
}
