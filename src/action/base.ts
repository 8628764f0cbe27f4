/**
 * The base commit of a pull request (`pull_request`, `pull_request_target`) or a merge queue entry
 * (`merge_group`), from the event payload (`ActionEvent.base`, event.ts), and the commit itself:
 * when the checkout lacks it (a shallow clone), one shallow `git fetch` of that commit. The work tree, the index and HEAD are
 * not touched (the fetch only adds objects; `fetch-depth: 0` makes it unnecessary).
 */
import { execFile, spawnSync } from 'node:child_process';
import { chooseProfiles, DEFAULT_BECAUSE, isAuto, NAMED } from '../profiles/auto.js';
import type { ProfileChoice } from '../report/model.js';

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

/**
 * What `profiles: auto` chooses on the base commit `sha` (from `git ls-tree` of the audited
 * directory there: names only, no blob read), for the head audit to keep (`AuditOptions.autoAlso`):
 * on a pull request, auto chooses on the union of base and head, so a pull request that removes an
 * agent's files never drops the agent's checks (docs/profiles.md#auto). The profiles auto picks by
 * signals only (Codex is always in; named ones stay named); `because` says it was the base. Null
 * when the tree cannot be listed (the head's choice alone applies then, as without a base).
 */
export function baseAutoChoices(root: string, sha: string, requested: readonly string[]): ProfileChoice[] | null {
  if (!isAuto(requested)) return [];
  // Run in the audited directory: ls-tree lists that subtree, with paths relative to it.
  const r = spawnSync('git', ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', 'ls-tree', '-r', '-z', '--name-only', sha], {
    cwd: root,
    maxBuffer: 1024 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (r.error || r.status !== 0) return null;
  const paths = r.stdout.toString('utf8').split('\0').filter((p) => p !== '');
  return chooseProfiles(requested, () => paths)
    .filter((c) => c.because !== NAMED && c.because !== DEFAULT_BECAUSE)
    .map((c) => ({ profile: c.profile, because: `on the base commit: ${c.because}` }));
}
