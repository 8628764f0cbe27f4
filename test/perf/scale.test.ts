/**
 * Scale: a generated monorepo (scripts/gen-monorepo.mjs; 10,000 files, 1,000 directories, 100
 * instruction files here — the 100,000-file measurement is in docs/performance.md) audited in
 * every working directory for Codex and A3S. Asserts work bounds, never time: each candidate is
 * read at most once, and — under strace, when available — that no ordinary file is opened, each
 * candidate is opened at most once and stat'ed at most twice however many chains share it, and
 * never more bytes are read than the file holds or the read cap allows. The generated repository
 * is cached in the OS temp dir (see `generatedRepo`), so repeated runs take about a second.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../action/helpers/run-action.js';
import { bundleCli, CLI_JS, ensureCompiled } from '../helpers/cli.js';
import { auditAt, type AuditResult } from '../helpers/audit.js';
import { cleanupRepos, makeTempDir, REPO_ROOT } from '../helpers/repo.js';
import { straceCalls } from '../helpers/strace.js';

const FILES = 10_000;
const DIRS = 1_000;
const INSTRUCTIONS = 100;
const CANDIDATE = /(?:^|\/)(?:AGENTS\.md|AGENTS\.override\.md)$/;

let root = '';
let result: AuditResult;

/**
 * The generated repository is cached in the OS temp dir, keyed by the generator's own bytes and the
 * parameters (it is deterministic), so only the first run pays for writing and committing 10,000
 * files. It is written under a temporary name and renamed into place when complete.
 */
function generatedRepo(): string {
  const script = path.join(REPO_ROOT, 'scripts/gen-monorepo.mjs');
  const args = ['--files', String(FILES), '--dirs', String(DIRS), '--instructions', String(INSTRUCTIONS)];
  const key = createHash('sha256').update(fs.readFileSync(script)).update(args.join(' ')).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), `amda-scale-cache-${key}`);
  if (fs.existsSync(path.join(dir, '.git/HEAD')) && fs.existsSync(`${dir}.done`)) return dir;
  const partial = fs.mkdtempSync(`${dir}.partial-`);
  const out = path.join(partial, 'mono');
  const gen = spawnSync(process.execPath, [script, out, ...args], { encoding: 'utf8' });
  if (gen.status !== 0) throw new Error(`gen-monorepo failed: ${gen.stderr}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(out, dir);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.writeFileSync(`${dir}.done`, gen.stdout);
  return dir;
}

beforeAll(async () => {
  root = generatedRepo();
  result = await auditAt(root, { profiles: ['codex', 'a3s'] });
});

afterAll(cleanupRepos);

const hasStrace = spawnSync('strace', ['-V'], { stdio: 'ignore' }).status === 0;

describe(`scale: ${FILES} files, ${DIRS} directories, ${INSTRUCTIONS} instruction files`, () => {
  it('the generator wrote what it was asked for', () => {
    const listed = result.ctx.listing;
    expect(listed.source).toBe('git');
    expect(listed.files.size).toBe(FILES);
    expect(listed.dirs.size).toBe(DIRS);
    expect([...listed.files.keys()].filter((f) => CANDIDATE.test(f))).toHaveLength(INSTRUCTIONS);
  });

  it('audits every working directory for both profiles', () => {
    const { stats, workingDirectories } = result.report;
    expect(stats.instructionFiles).toBe(INSTRUCTIONS);
    expect(stats.chains).toBe(2 * workingDirectories.length);
    expect(workingDirectories.length).toBeGreaterThan(50);
  });

  it('the CLI (compiled, in its own process, the tracked files linted while git walks the tree) reports exactly what the engine reports in-process', () => {
    ensureCompiled();
    const r = spawnSync(process.execPath, [CLI_JS, root, '-p', 'codex,a3s', '--format', 'json'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    expect([0, 1]).toContain(r.status);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(result.report)));
  });

  it('reads each candidate at most once, however many chains load it', () => {
    expect(result.ctx.filesRead).toBeLessThanOrEqual(result.report.stats.instructionFiles);
    const root = result.report.files.find((f) => f.path === 'AGENTS.md')!;
    expect(root.chains).toBe(result.report.stats.chains); // in every chain…
    expect(result.ctx.filesRead).toBeGreaterThan(0); // …read once
  });

  it.skipIf(!hasStrace)('under strace: no ordinary file opened, each candidate opened ≤ 1×, stat’ed ≤ 2×, and read no further than needed', (ctx) => {
    ensureCompiled();
    const log = path.join(makeTempDir('amda-strace-'), 'trace.log');
    const r = spawnSync(
      'strace',
      ['-f', '-qq', '-s', '0', '-e', 'trace=openat,open,pread64,read,close,statx,newfstatat,lstat,stat', '-o', log, process.execPath, CLI_JS, root, '-p', 'codex,a3s', '--format', 'json'],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    if (r.status !== 0 && r.status !== 1) {
      if (/ptrace|Operation not permitted/.test(r.stderr)) ctx.skip('strace cannot trace here');
      throw new Error(`strace run failed (${r.status}): ${r.stderr.slice(0, 500)}`);
    }
    const prefix = `${root}/`;
    const opens = new Map<string, number>();
    const stats = new Map<string, number>();
    const bytesRead = new Map<string, number>();
    const fdPath = new Map<string, string>();
    const otherOpens: string[] = [];
    const lines = straceCalls(log);
    const nodePid = /^(\d+)/.exec(lines[0] ?? '')?.[1]; // the traced program; git runs in child processes
    for (const line of lines) {
      const m = /^(\d+)\s+(\w+)\((.*)\)\s+=\s+(-?\d+)/.exec(line);
      if (!m) continue;
      const [, pid, call, args, ret] = m as unknown as [string, string, string, string, string];
      if (pid !== nodePid) continue;
      const p = /"([^"]*)"/.exec(args)?.[1];
      if ((call === 'openat' || call === 'open') && p?.startsWith(prefix) && Number(ret) >= 0) {
        const rel = p.slice(prefix.length);
        if (CANDIDATE.test(rel)) {
          opens.set(rel, (opens.get(rel) ?? 0) + 1);
          fdPath.set(`${pid}:${ret}`, rel);
        } else otherOpens.push(rel);
      } else if (['statx', 'newfstatat', 'lstat', 'stat'].includes(call) && p?.startsWith(prefix)) {
        const rel = p.slice(prefix.length);
        if (CANDIDATE.test(rel)) stats.set(rel, (stats.get(rel) ?? 0) + 1);
      } else if (call === 'pread64' || call === 'read') {
        const fd = /^(\d+)/.exec(args)?.[1];
        const rel = fdPath.get(`${pid}:${fd}`);
        if (rel && Number(ret) > 0) bytesRead.set(rel, (bytesRead.get(rel) ?? 0) + Number(ret));
      } else if (call === 'close') {
        fdPath.delete(`${pid}:${/^(\d+)/.exec(args)?.[1]}`);
      }
    }
    // The listing comes from git; the audit itself opens nothing but candidates.
    expect(otherOpens).toEqual([]);
    expect(opens.size).toBeGreaterThan(0);
    for (const [rel, n] of opens) expect(n, rel).toBe(1);
    for (const [rel, n] of stats) expect(n, rel).toBeLessThanOrEqual(2);
    const readCap = Math.max(32 * 1024 + 4, 1024 * 1024);
    for (const [rel, n] of bytesRead) expect(n, rel).toBeLessThanOrEqual(Math.min(fs.statSync(path.join(root, rel)).size, readCap));
  });
});

/**
 * The largest the young generation's two semi-spaces were, together, in a V8 trace
 * (`--trace-gc-verbose` prints "New space, used: …, committed: N KB" at each collection).
 */
function youngGenerationPeakKb(trace: string): number {
  const sizes = [...trace.matchAll(/New space,\s+used:.*committed:\s+(\d+) KB/g)].map((m) => Number(m[1]));
  if (sizes.length === 0) throw new Error(`no "New space" line in the V8 trace: ${trace.slice(0, 300)}`);
  return Math.max(...sizes);
}

describe('the tool\'s own processes keep V8\'s young generation at its starting size (src/heap.ts)', () => {
  // V8 starts with two 1 MiB semi-spaces and may double them while the bundle is compiled, before
  // the entry point runs (once, here: 4 MiB in all; twice is allowed for, in case a collection falls
  // elsewhere on another machine); left alone, this audit doubles them to 8 or 16 MiB each, 16 MiB
  // or more in all. (The bundles are what people run, `bin` and `runs.main`; an unbundled entry
  // would load its whole module graph, megabytes of it, before its first line runs.)
  const START_KB = 2 * 4096;
  const GROWN_KB = 16384;
  let cli = '';
  let out = '';
  /** The audit, its JSON report also written to `name` in `out` (stdout carries V8's trace too). */
  const args = (nodeArgs: string[], name: string): string[] => [...nodeArgs, cli, root, '-p', 'codex,a3s', '-C', '.', '-C', '**', '--format', 'json', '--output', path.join(out, name)];

  it('the CLI: the semi-spaces do not grow; given a semi-space flag of their own, a person keeps it', () => {
    cli = bundleCli(makeTempDir('amda-heap-'));
    out = makeTempDir('amda-heap-out-');
    // (Whatever semi-space flag the environment running the tests gives Node is left out.)
    const env = { ...process.env, NODE_OPTIONS: (process.env['NODE_OPTIONS'] ?? '').replace(/\S*semi[-_]space\S*/g, '') };
    const ours = spawnSync(process.execPath, args(['--trace-gc-verbose'], 'ours.json'), { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env });
    const theirs = spawnSync(process.execPath, args(['--trace-gc-verbose', '--semi-space-growth-factor=2'], 'theirs.json'), { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env });
    expect([0, 1]).toContain(ours.status);
    expect(theirs.status).toBe(ours.status);
    expect(youngGenerationPeakKb(ours.stdout)).toBeLessThanOrEqual(START_KB);
    expect(youngGenerationPeakKb(theirs.stdout)).toBeGreaterThanOrEqual(GROWN_KB);
    // The same through NODE_OPTIONS (where Node allows `--max-semi-space-size`, not the growth factor).
    const viaEnv = spawnSync(process.execPath, args(['--trace-gc-verbose'], 'env.json'), {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, NODE_OPTIONS: '--max-semi-space-size=16' },
    });
    expect(viaEnv.status).toBe(ours.status);
    expect(youngGenerationPeakKb(viaEnv.stdout)).toBeGreaterThanOrEqual(GROWN_KB);
    // The same report either way.
    const report = fs.readFileSync(path.join(out, 'ours.json'), 'utf8');
    expect(JSON.parse(report).stats.chains).toBe(2 * DIRS);
    expect(fs.readFileSync(path.join(out, 'theirs.json'), 'utf8')).toBe(report);
    expect(fs.readFileSync(path.join(out, 'env.json'), 'utf8')).toBe(report);
  });

  it('the action, started as a runner starts it (`node dist/index.js`): the semi-spaces do not grow', async () => {
    const r = await runAction({ workspace: root, inputs: { profiles: 'codex,a3s', 'working-directories': '.\n**', annotations: 'false' }, nodeArgs: ['--trace-gc-verbose'] });
    expect(Number(r.outputs['chains'])).toBe(2 * DIRS); // every directory, both profiles
    expect(youngGenerationPeakKb(r.stdout)).toBeLessThanOrEqual(START_KB);
  });
});
