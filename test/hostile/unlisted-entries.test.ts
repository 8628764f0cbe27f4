/**
 * Hostile case 1: candidate-named entries git never lists — a FIFO and a socket named AGENTS.md
 * next to ordinary tracked files, an AGENTS.md that .gitignore hides — are found by a stat of each
 * candidate name in every listed directory, reported, and never opened.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';
import { cli, expectCleanEnd, expectNoRepoCommands, expectNotOpened, hasStrace, tracedCli } from './helpers.js';

afterAll(cleanupRepos);

function makeSocket(abs: string): boolean {
  // A child binds the socket and exits without closing it, so the socket file stays behind.
  const r = spawnSync(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(abs)}, () => process.exit(0))`], { timeout: 240_000 });
  return r.status === 0 && fs.existsSync(abs) && fs.lstatSync(abs).isSocket();
}

function hostileRepo(): { root: string; socket: boolean } {
  const root = makeRepo(
    { 'AGENTS.md': '# Root\n\nUse pnpm.\n', 'pipe/index.js': 'export {};\n', 'sock/index.js': 'export {};\n', 'hidden/index.js': 'export {};\n' },
    { commit: true, gitignore: 'hidden/AGENTS.md\n' },
  );
  spawnSync('mkfifo', [path.join(root, 'pipe/AGENTS.md')]);
  fs.writeFileSync(path.join(root, 'hidden/AGENTS.md'), '# Hidden\n\nIgnored by git, read by agents.\n');
  const socket = makeSocket(path.join(root, 'sock/AGENTS.md'));
  return { root, socket };
}

describe('hostile case 1: candidate-named entries git does not list', () => {
  it('reports a FIFO, a socket and an ignored AGENTS.md that git never lists, and audits their directories', () => {
    const { root, socket } = hostileRepo();
    const r = cli([root, '--format', 'json', '-p', 'codex,claude-code'], { env: { GITHUB_ACTIONS: 'true' } });
    expectCleanEnd(r, [1]);
    expectNoRepoCommands(r.stdout);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.workingDirectories).toEqual(expect.arrayContaining(['.', 'pipe', 'hidden', ...(socket ? ['sock'] : [])]));
    const file = (p: string) => report.files.find((f) => f.path === p);
    expect(file('pipe/AGENTS.md')?.kind).toBe('fifo');
    if (socket) expect(file('sock/AGENTS.md')?.kind).toBe('socket');
    expect(file('hidden/AGENTS.md')).toMatchObject({ kind: 'file', git: 'ignored' });
    const notRegular = report.findings.filter((f) => f.ruleId === 'candidate-not-regular').map((f) => f.path);
    expect(notRegular).toEqual(expect.arrayContaining(['pipe/AGENTS.md', ...(socket ? ['sock/AGENTS.md'] : [])]));
    // The ignored file is loaded like any other: agents read what git ignores.
    const hidden = report.chains.find((c) => c.cwd === 'hidden' && c.profile === 'codex')!;
    expect(hidden.files.map((f) => f.path)).toEqual(['AGENTS.md', 'hidden/AGENTS.md']);
  });

  it('finds them on explicit working directories too', () => {
    const { root } = hostileRepo();
    const r = cli([root, '--format', 'json', '-C', 'pipe']);
    expectCleanEnd(r, [1]);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.findings.find((f) => f.ruleId === 'candidate-not-regular')?.path).toBe('pipe/AGENTS.md');
  });

  it.skipIf(!hasStrace)('never opens the FIFO or the socket (strace)', () => {
    const { root, socket } = hostileRepo();
    const { run, opened } = tracedCli([root, '--format', 'json', '-p', 'codex,a3s,claude-code,gemini,opencode'], { cwd: root });
    expectCleanEnd(run, [1]);
    expect(opened.some((p) => path.resolve(root, p) === path.join(root, 'AGENTS.md'))).toBe(true); // the trace works
    expectNotOpened(opened, [path.join(root, 'pipe/AGENTS.md'), ...(socket ? [path.join(root, 'sock/AGENTS.md')] : [])], root);
  });
});
