/**
 * Hostile cases 3 and 4, through the real bundled action with a runner's environment and the real
 * CLI: the action's `path` input may not leave GITHUB_WORKSPACE (`..`, `../..`, a link out), and
 * the repository's config file is read through the same safe reader as instruction files — never
 * through a link out of the repository, never a FIFO, never more than its size cap.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionBundle, makeWorkspace, runAction } from '../action/helpers/run-action.js';
import { commands } from '../action/helpers/commands.js';
import { cleanupRepos, makeTempDir, writeFiles } from '../helpers/repo.js';
import { cli, expectCleanEnd, expectNoRepoCommands, expectNoSecret, expectNotOpened, hasStrace, token, tracedCli, tracedOpens } from './helpers.js';

beforeAll(() => {
  actionBundle();
}, 120_000);
afterAll(cleanupRepos);

/** A workspace inside a parent that holds an AGENTS.md with a token: what `..` would reach. */
function nestedWorkspace(): { ws: string; parent: string; secret: string } {
  const secret = token(3);
  const ws = makeWorkspace({ 'AGENTS.md': '# Rules\n\nUse pnpm.\n' });
  const parent = path.dirname(ws);
  fs.writeFileSync(path.join(parent, 'AGENTS.md'), `# Outside\n\nPush with ${secret}.\n`);
  return { ws, parent, secret };
}

describe('hostile case 3: the action`s path input stays inside GITHUB_WORKSPACE', () => {
  for (const value of ['..', '../..', '/', 'escape']) {
    it(`refuses path: ${value} with an input error naming the input`, async () => {
      const { ws, parent, secret } = nestedWorkspace();
      fs.symlinkSync(parent, path.join(ws, 'escape'));
      const run = await runAction({ workspace: ws, inputs: { path: value } });
      expectCleanEnd(run, [1]);
      const errors = commands(run.stdout).filter((c) => c.command === 'error');
      expect(errors.map((c) => c.data)).toEqual([expect.stringMatching(/^Input "path": ".*" is outside the workspace/)]);
      expect(run.stdout).not.toMatch(/file=\.\.\//);
      expect(run.outputs['errors']).toBeUndefined(); // no audit ran
      expectNoSecret(secret, run.stdout, run.stderr, run.summary);
      expectNoRepoCommands(run.stdout);
    });
  }

  it.skipIf(!hasStrace)('never opens the parent`s AGENTS.md (strace)', () => {
    const { ws, parent } = nestedWorkspace();
    const env = { PATH: process.env['PATH'] ?? '/usr/bin:/bin', GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: ws, INPUT_PATH: '..', 'INPUT_FAIL-ON': 'error' };
    const traced = tracedOpens([process.execPath, actionBundle()], { cwd: ws, env });
    expectCleanEnd(traced.run, [1]);
    expect(traced.opened.length).toBeGreaterThan(0);
    expectNotOpened(traced.opened, [path.join(parent, 'AGENTS.md')], ws);
  });

  it('accepts a link that stays inside the workspace', async () => {
    const ws = makeWorkspace({ 'pkg/AGENTS.md': '# Pkg\n' });
    fs.symlinkSync('pkg', path.join(ws, 'alias'));
    const run = await runAction({ workspace: ws, inputs: { path: 'alias', 'assume-root': 'true' } });
    expectCleanEnd(run, [0]);
    expect(run.outputs['chains']).toBe('1');
  });
});

/** A repository whose config file is a link to a file outside it that holds a token. */
function linkedConfigRepo(): { ws: string; outside: string; secret: string } {
  const secret = token(4);
  const outsideDir = makeTempDir('amda-outside-');
  const outside = path.join(outsideDir, 'passwd');
  fs.writeFileSync(outside, `fail-on: ${secret}\n${secret}: 1\n`);
  const ws = makeWorkspace({ 'AGENTS.md': '# Rules\n' });
  fs.symlinkSync(outside, path.join(ws, '.agents-md-audit.yml'));
  return { ws, outside, secret };
}

describe('hostile case 4: the config file is read through the safe reader', () => {
  it('action: a config file linked out of the repository is refused, never opened, with a clear failure', async () => {
    const { ws, outside, secret } = linkedConfigRepo();
    const run = await runAction({ workspace: ws });
    expectCleanEnd(run, [1]);
    const errors = commands(run.stdout).filter((c) => c.command === 'error');
    expect(errors.map((c) => c.data)).toEqual(['Config file: config file ".agents-md-audit.yml" is not read: it is a symbolic link to a file outside the repository']);
    expectNoSecret(secret, run.stdout, run.stderr, run.summary);
    expect(run.summary).toContain('symbolic link to a file outside the repository');
    expectNoRepoCommands(run.stdout);
    void outside;
  });

  it('action: the config input may not name a file outside the workspace either', async () => {
    const { ws, outside, secret } = linkedConfigRepo();
    fs.rmSync(path.join(ws, '.agents-md-audit.yml'));
    const run = await runAction({ workspace: ws, inputs: { config: outside } });
    expectCleanEnd(run, [1]);
    expect(commands(run.stdout).find((c) => c.command === 'error')?.data).toMatch(/^Input "config": ".*" is outside the workspace/);
    expectNoSecret(secret, run.stdout, run.stderr, run.summary);
  });

  it('CLI: refused with exit 2 and a clear message; a FIFO or an oversized config is refused too', () => {
    const { ws, secret } = linkedConfigRepo();
    const r = cli([ws]);
    expectCleanEnd(r, [2]);
    expect(r.stderr).toContain('config file ".agents-md-audit.yml" is not read: it is a symbolic link to a file outside the repository');
    expectNoSecret(secret, r.stdout, r.stderr);

    fs.rmSync(path.join(ws, '.agents-md-audit.yml'));
    writeFiles(ws, { '.agents-md-audit.yml': { fifo: true } });
    const fifo = cli([ws]);
    expectCleanEnd(fifo, [2]);
    expect(fifo.stderr).toContain('config file ".agents-md-audit.yml" is not read: it is a FIFO (named pipe), not a regular file (never opened)');

    fs.rmSync(path.join(ws, '.agents-md-audit.yml'));
    fs.writeFileSync(path.join(ws, '.agents-md-audit.yml'), `# ${'x'.repeat(2 * 1024 * 1024)}\n`);
    const big = cli([ws]);
    expectCleanEnd(big, [2]);
    expect(big.stderr).toContain('config file ".agents-md-audit.yml" is not read: it is larger than 1,048,576 bytes');
  });

  it('CLI: a config directory linked out of the repository is refused', () => {
    const { ws, outside, secret } = linkedConfigRepo();
    fs.rmSync(path.join(ws, '.agents-md-audit.yml'));
    fs.symlinkSync(path.dirname(outside), path.join(ws, 'conf'));
    fs.copyFileSync(outside, path.join(path.dirname(outside), '.agents-md-audit.yml'));
    const r = cli([ws, '--config', 'conf/.agents-md-audit.yml'], { cwd: ws });
    expectCleanEnd(r, [2]);
    expect(r.stderr).toContain('is not read: its directory leads outside the repository through a symbolic link');
    expectNoSecret(secret, r.stdout, r.stderr);
  });

  it.skipIf(!hasStrace)('CLI and action never open the outside file or the FIFO (strace)', () => {
    const { ws, outside } = linkedConfigRepo();
    const { run, opened } = tracedCli([ws], { cwd: ws });
    expectCleanEnd(run, [2]);
    expect(opened.length).toBeGreaterThan(0);
    expectNotOpened(opened, [outside], ws);

    fs.rmSync(path.join(ws, '.agents-md-audit.yml'));
    writeFiles(ws, { '.agents-md-audit.yml': { fifo: true } });
    const env = { PATH: process.env['PATH'] ?? '/usr/bin:/bin', GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: ws, INPUT_PATH: '.', 'INPUT_FAIL-ON': 'error' };
    const traced = tracedOpens([process.execPath, actionBundle()], { cwd: ws, env });
    expectCleanEnd(traced.run, [1]);
    expectNotOpened(traced.opened, [path.join(ws, '.agents-md-audit.yml')], ws);
  });
});
