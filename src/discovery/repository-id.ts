/**
 * What identifies the audited repository across checkouts (a worktree, another clone, another
 * folder name): its first commits (the commits without a parent, known only in a full clone) and
 * its `origin` remote (credentials stripped), each with the audited directory's place in it, so a
 * report of `packages/a` is not taken for one of `packages/b`. `--previous` compares these; the
 * folder's name is compared only where there is no git.
 */
import { spawnSync } from 'node:child_process';
import { maskSecrets } from '../rules/mask.js';

function git(root: string, args: string[]): string | null {
  const r = spawnSync('git', ['-c', 'core.fsmonitor=false', ...args], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000, maxBuffer: 1024 * 1024 });
  return r.status === 0 && typeof r.stdout === 'string' ? r.stdout.trim() : null;
}

/** `https://user:token@host/a/b.git` → `host/a/b`; `git@host:a/b.git` → `host/a/b` (no credentials, no scheme). */
export function normalizeRemote(url: string): string | null {
  const u = url.trim();
  const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/)(.+)$/.exec(u);
  let hostPath: string;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(u)) {
    try {
      const p = new URL(u);
      hostPath = `${p.host}${p.pathname}`;
    } catch {
      return null;
    }
  } else if (scp) hostPath = `${scp[1]}/${scp[2]}`;
  else return null;
  return maskSecrets(hostPath.replace(/\.git\/?$/, '').replace(/\/+$/, '').toLowerCase());
}

/** The identities of the repository at `root` (empty outside git): `root:<sha>:<prefix>` per first commit, `remote:<host/path>:<prefix>`. */
export function repositoryIds(root: string): string[] {
  const prefix = git(root, ['rev-parse', '--show-prefix']);
  if (prefix === null) return [];
  const ids: string[] = [];
  // In a shallow clone the parentless commits are the cut, not the first commits.
  if (git(root, ['rev-parse', '--is-shallow-repository']) === 'false') {
    const roots = git(root, ['rev-list', '--max-parents=0', 'HEAD']);
    for (const r of (roots ?? '').split('\n')) if (/^[0-9a-f]{40,64}$/.test(r)) ids.push(`root:${r}:${prefix}`);
  }
  const remote = git(root, ['config', '--get', 'remote.origin.url']);
  const normalized = remote ? normalizeRemote(remote) : null;
  if (normalized) ids.push(`remote:${normalized}:${prefix}`);
  return ids.sort();
}
