/**
 * Shared assertions for the hostile-repository tests: each case runs the real compiled CLI or the
 * real bundled action on a real repository, and checks what must hold whatever the repository
 * holds: the run ends with exit 0, 1 or 2 and a message (never a stack trace, never exit 3), no
 * full token appears in any output, no workflow command comes from repository data, and nothing
 * outside the repository is opened (under strace, when it can trace here).
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect } from 'vitest';
import { fakeSecret, type FakeKind } from '../helpers/fake-secrets.js';
import { legacyCommandLines, outputLines, parseCommand, type WorkflowCommand } from '../action/helpers/commands.js';
import { CLI_JS, ensureCompiled } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/repo.js';

/** A token-shaped value, assembled at run time (never written in the repository). */
export function token(seed = 1, kind: FakeKind = 'github-token'): string {
  return fakeSecret(kind, seed).value;
}

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The compiled CLI in a child process, in a clean environment (plus `env`). */
export function cli(args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): Run {
  ensureCompiled();
  const r = spawnSync(process.execPath, [CLI_JS, ...args], {
    cwd: opts.cwd,
    encoding: 'utf8',
    timeout: 240_000,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: makeTempDir('amda-home-'), ...opts.env },
  });
  if (r.error) throw r.error;
  return { code: r.status, signal: r.signal, stdout: String(r.stdout), stderr: String(r.stderr) };
}

/** The run ended by itself with 0, 1 or 2, and said why without a stack trace or an internal error. */
export function expectCleanEnd(r: { status?: number | null; code?: number | null; stderr: string; stdout: string }, allowed: number[] = [0, 1, 2]): void {
  const code = r.code !== undefined ? r.code : r.status;
  expect(allowed, `exit ${code}; stderr: ${r.stderr.slice(0, 400)}`).toContain(code);
  for (const text of [r.stdout, r.stderr]) {
    expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(text).not.toMatch(/internal error|crashed/i);
  }
}

/** No output holds `secret` in full (nor with NULs or line breaks stripped). */
export function expectNoSecret(secret: string, ...outputs: string[]): void {
  for (const text of outputs) {
    expect(text.includes(secret), 'an output holds the full token').toBe(false);
    expect(text.replace(/[\0\r\n]/g, '').includes(secret), 'an output holds the token with NULs or line breaks in it').toBe(false);
  }
}

/**
 * What the runner would execute from a stream: workflow commands outside `::stop-commands::T` …
 * `::T::` blocks, and lines carrying the legacy `##[` prefix outside them.
 */
export function executed(stdout: string): { commands: WorkflowCommand[]; legacy: string[] } {
  const out: WorkflowCommand[] = [];
  const legacy: string[] = [];
  let stop: string | null = null;
  for (const line of outputLines(stdout)) {
    const c = parseCommand(line);
    if (stop !== null) {
      if (c && c.command === stop) stop = null;
      continue;
    }
    if (c?.command === 'stop-commands') {
      stop = c.data;
      continue;
    }
    if (c) out.push(c);
    else if (line.includes('##[')) legacy.push(line);
  }
  return { commands: out, legacy };
}

/**
 * The runner executes only the commands the tool builds itself (`allowed`), each with its data
 * escaped by @actions/core: none from repository text (`forbidden` substrings must not appear in the
 * data or properties of an executed command).
 */
export function expectNoRepoCommands(
  stream: string,
  opts: { allowed?: readonly string[]; forbidden?: readonly string[] } = {},
): void {
  const allowed = opts.allowed ?? ['error', 'warning', 'notice', 'debug', 'group', 'endgroup'];
  const run = executed(stream);
  for (const c of run.commands) {
    expect(allowed, `unexpected workflow command: ${c.line}`).toContain(c.command);
    for (const f of opts.forbidden ?? []) expect(`${c.data} ${Object.values(c.properties).join(' ')}`, `repository text in: ${c.line}`).not.toContain(f);
  }
  expect(run.legacy).toEqual([]);
  expect(legacyCommandLines(stream).filter((l) => run.legacy.includes(l))).toEqual([]);
}

const canTrace = ((): boolean => {
  if (spawnSync('strace', ['-V'], { stdio: 'ignore' }).status !== 0) return false;
  const r = spawnSync('strace', ['-f', '-qq', '-e', 'trace=openat', '-o', '/dev/null', 'true'], { stdio: 'ignore' });
  return r.status === 0;
})();

export const hasStrace = canTrace;

/**
 * Run `args` (a program and its arguments) under strace and return every path passed to an open
 * call by any process (successful or not), so a test can assert what was never opened.
 */
export function tracedOpens(args: string[], opts: SpawnSyncOptions = {}): { run: Run; opened: string[] } {
  const log = path.join(makeTempDir('amda-trace-'), 'trace.log');
  const r = spawnSync('strace', ['-f', '-qq', '-s', '4096', '-e', 'trace=open,openat,openat2,creat', '-o', log, ...args], {
    encoding: 'utf8',
    timeout: 240_000,
    ...opts,
  });
  if (r.error) throw r.error;
  const opened: string[] = [];
  for (const line of fs.readFileSync(log, 'utf8').split('\n')) {
    const m = /\b(?:open|openat|openat2|creat)\((?:[^,"]*,\s*)?"((?:[^"\\]|\\.)*)"/.exec(line);
    if (m) opened.push(m[1]!);
  }
  return { run: { code: r.status, signal: r.signal, stdout: String(r.stdout), stderr: String(r.stderr) }, opened };
}

/** The compiled CLI under strace. */
export function tracedCli(args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): { run: Run; opened: string[] } {
  ensureCompiled();
  return tracedOpens([process.execPath, CLI_JS, ...args], {
    cwd: opts.cwd,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: makeTempDir('amda-home-'), ...opts.env },
  });
}

/** Nothing at or below any of `forbidden` (absolute paths) was opened. */
export function expectNotOpened(opened: readonly string[], forbidden: readonly string[], cwd?: string): void {
  const abs = opened.map((p) => (cwd ? path.resolve(cwd, p) : p));
  for (const f of forbidden) {
    const hits = abs.filter((p) => p === f || p.startsWith(`${f}/`));
    expect(hits, `opened ${f}`).toEqual([]);
  }
}
