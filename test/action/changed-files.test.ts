import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChangedFiles, type ChangedFilesContext } from '../../src/action/changed-files.js';
import { readActionEvent } from '../../src/action/event.js';
import { cleanupRepos, git, makeRepo, makeTempDir, writeFiles } from '../helpers/repo.js';

/** A repository with a base commit on main and a pull request branch (checked out) on top. */
function prRepo(): { root: string; base: string } {
  const root = makeRepo(
    { 'AGENTS.md': '# root\n', 'pkg/AGENTS.md': '# pkg\n', 'pkg/old.md': 'old\n', 'gone.md': 'x\n', 'other/AGENTS.md': '# o\n' },
    { commit: true },
  );
  git(root, 'checkout', '-q', '-b', 'feature');
  writeFiles(root, { 'pkg/AGENTS.md': '# pkg changed\n', 'pkg/new file, with comma.md': 'n\n', 'line\nbreak.md': 'x\n' });
  fs.rmSync(path.join(root, 'gone.md'));
  git(root, 'mv', 'pkg/old.md', 'pkg/renamed.md');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'pr');
  // Main moves on after the branch point: base...HEAD must ignore this.
  git(root, 'checkout', '-q', 'main');
  writeFiles(root, { 'other/AGENTS.md': '# main moved\n' });
  git(root, 'commit', '-q', '-am', 'main');
  const mainTip = git(root, 'rev-parse', 'HEAD').trim();
  git(root, 'checkout', '-q', 'feature');
  return { root, base: mainTip };
}

function eventFile(payload: unknown): string {
  const dir = makeTempDir('amda-event-');
  const file = path.join(dir, 'event.json');
  fs.writeFileSync(file, JSON.stringify(payload));
  return file;
}

function prEvent(base: string, number = 7): string {
  return eventFile({ number, pull_request: { number, base: { sha: base } }, repository: { full_name: 'octo/repo' } });
}

/** The context, with the event read from `eventPath` as the action reads it (GITHUB_REPOSITORY unset). */
function ctx({ eventName = 'pull_request', eventPath = '', ...extra }: Partial<ChangedFilesContext> & { eventName?: string; eventPath?: string }): ChangedFilesContext {
  return { event: readActionEvent(eventName, eventPath, ''), root: '/nonexistent', workspace: '/nonexistent', token: '', apiUrl: 'http://127.0.0.1:9', timeoutMs: 60_000, ...extra };
}

interface Seen {
  url: string;
  auth: string | undefined;
}

/** A stand-in for the GitHub REST API on 127.0.0.1. */
function apiServer(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<{ url: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization });
    handler(req, res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

afterAll(() => cleanupRepos());

describe('getChangedFiles from git', () => {
  let repo: { root: string; base: string };
  beforeAll(() => {
    repo = prRepo();
  });

  it('lists added, modified and renamed files since the merge base, not deletions or base-branch changes', async () => {
    const r = await getChangedFiles(ctx({ eventPath: prEvent(repo.base), root: repo.root, workspace: repo.root }));
    expect(r.source).toBe('git');
    expect([...r.files!].sort()).toEqual(['line\nbreak.md', 'pkg/AGENTS.md', 'pkg/new file, with comma.md', 'pkg/renamed.md']);
    expect(r.warnings).toEqual([]);
  });

  it('gives paths relative to an audited subdirectory', async () => {
    const root = path.join(repo.root, 'pkg');
    const r = await getChangedFiles(ctx({ eventName: 'pull_request_target', eventPath: prEvent(repo.base), root, workspace: repo.root }));
    expect([...r.files!].sort()).toEqual(['AGENTS.md', 'new file, with comma.md', 'renamed.md']);
  });

  it('does nothing outside pull request events', async () => {
    const r = await getChangedFiles(ctx({ eventName: 'push', eventPath: prEvent(repo.base), root: repo.root }));
    expect(r).toEqual({ files: null, source: null, warnings: [], info: [] });
  });

  it('explains what is missing when git cannot compare and there is no token', async () => {
    const r = await getChangedFiles(ctx({ eventPath: prEvent('0123456789abcdef0123456789abcdef01234567'), root: repo.root, workspace: repo.root }));
    expect(r.files).toBeNull();
    expect(r.warnings).toEqual([]);
    expect(r.info).toHaveLength(1);
    expect(r.info[0]).toMatch(/^Changed files: git could not compare with the base \(.+\) and no token is available for the API; use actions\/checkout with fetch-depth: 0, or pass a token\.$/);
  });

  it('reports an unreadable or unrelated event payload as info', async () => {
    const missing = await getChangedFiles(ctx({ eventPath: '/nonexistent/event.json' }));
    expect(missing.info).toEqual(['Changed files: cannot read the event payload "/nonexistent/event.json": ENOENT.']);
    const noPr = await getChangedFiles(ctx({ eventPath: eventFile({ action: 'opened' }) }));
    expect(noPr.info).toEqual(['Changed files: the event payload has no pull_request.']);
    const bad = await getChangedFiles(ctx({ eventPath: eventFile('not json at all') }));
    expect(bad.info).toEqual(['Changed files: the event payload has no pull_request.']);
  });
});

describe('getChangedFiles from the REST API', () => {
  let shallow: string;
  beforeAll(() => {
    // A repository without the base commit, like a shallow checkout.
    shallow = makeRepo({ 'tools/AGENTS.md': 'x\n' }, { commit: true });
  });
  const missingBase = 'fedcba9876543210fedcba9876543210fedcba98';

  it('pages through pulls/{n}/files with the token, skipping removed files, relative to the audited directory', async () => {
    const files = [
      ...Array.from({ length: 100 }, (_, i) => ({ filename: `tools/gen/f${i}.md`, status: 'added' })),
      { filename: 'tools/AGENTS.md', status: 'modified' },
      { filename: 'tools/old.md', status: 'removed' },
      { filename: 'elsewhere/AGENTS.md', status: 'modified' },
      { filename: 'tools/moved.md', status: 'renamed', previous_filename: 'tools/was.md' },
    ];
    const api = await apiServer((req, res) => {
      const page = Number(new URL(req.url ?? '', 'http://x').searchParams.get('page'));
      json(res, 200, files.slice((page - 1) * 100, page * 100));
    });
    try {
      const r = await getChangedFiles(
        ctx({ eventPath: prEvent(missingBase, 42), root: path.join(shallow, 'tools'), workspace: shallow, token: 'ghs_token', apiUrl: `${api.url}/` }),
      );
      expect(r.source).toBe('api');
      expect(r.files!.size).toBe(102);
      expect(r.files!.has('AGENTS.md')).toBe(true);
      expect(r.files!.has('moved.md')).toBe(true);
      expect(r.files!.has('old.md')).toBe(false);
      expect([...r.files!].some((f) => f.includes('elsewhere'))).toBe(false);
      expect(api.seen).toEqual([
        { url: '/repos/octo/repo/pulls/42/files?per_page=100&page=1', auth: 'Bearer ghs_token' },
        { url: '/repos/octo/repo/pulls/42/files?per_page=100&page=2', auth: 'Bearer ghs_token' },
      ]);
      expect(r.warnings).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it.each([403, 404])('turns HTTP %i into a warning naming pull-requests: read', async (status) => {
    const api = await apiServer((_req, res) => json(res, status, { message: 'Resource not accessible by integration' }));
    try {
      const r = await getChangedFiles(ctx({ eventPath: prEvent(missingBase), root: shallow, workspace: shallow, token: 't', apiUrl: api.url }));
      expect(r.files).toBeNull();
      expect(r.warnings).toHaveLength(1);
      expect(r.warnings[0]).toContain(`(HTTP ${status})`);
      expect(r.warnings[0]).toContain('`pull-requests: read`');
    } finally {
      await api.close();
    }
  });

  it('turns other failures into warnings, never throws', async () => {
    const api = await apiServer((req, res) => {
      if (req.url?.includes('/pulls/1/')) json(res, 500, {});
      else if (req.url?.includes('/pulls/2/')) {
        res.writeHead(200);
        res.end('not json');
      } else json(res, 200, { not: 'a list' });
    });
    try {
      const at = (n: number) => getChangedFiles(ctx({ eventPath: prEvent(missingBase, n), root: shallow, workspace: shallow, token: 't', apiUrl: api.url }));
      expect((await at(1)).warnings[0]).toMatch(/answered HTTP 500/);
      expect((await at(2)).warnings[0]).toMatch(/not valid JSON/);
      expect((await at(3)).warnings[0]).toMatch(/not a list/);
    } finally {
      await api.close();
    }
    // Nothing listening: connection refused.
    const refused = await getChangedFiles(ctx({ eventPath: prEvent(missingBase), root: shallow, workspace: shallow, token: 't', apiUrl: api.url }));
    expect(refused.warnings[0]).toMatch(/^Could not list the pull request's changed files: the GitHub API could not be reached \(/);
  });
});
