/**
 * Running the CLI in tests: in-process (`runCliCaptured`) and as the compiled program in a child
 * process (`spawnCli`, after `ensureCompiled()`).
 *
 * `ensureCompiled()` runs `tsc -p tsconfig.build.json` when any file under src/ is newer than
 * lib/cli/index.js. Test files run in parallel workers, so the compile is guarded by a lock
 * directory (mkdir is atomic); a second caller waits for the first instead of compiling twice.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { makeTempDir, REPO_ROOT } from './repo.js';

export const CLI_JS = path.join(REPO_ROOT, 'lib/cli/index.js');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `runCli` in this process, capturing its output. */
export async function runCliCaptured(argv: string[], cwd: string = REPO_ROOT): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), cwd });
  return { code, stdout, stderr };
}

function newestMtime(dir: string, ext = '.ts'): number {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestMtime(p, ext));
    else if (e.name.endsWith(ext)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

function libIsFresh(): boolean {
  if (!fs.existsSync(CLI_JS)) return false;
  return fs.statSync(CLI_JS).mtimeMs >= newestMtime(path.join(REPO_ROOT, 'src'));
}

/** Block this thread for `ms` milliseconds (the pause of a bounded polling loop). */
export const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** Compile src → lib when lib is missing or older than src (guarded against parallel compiles). */
export function ensureCompiled(): void {
  if (libIsFresh()) return;
  const lock = path.join(REPO_ROOT, 'node_modules/.cache/amda-compile.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // Someone else compiles; a lock older than two minutes is left over from a killed run.
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > 120_000) fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        /* gone meanwhile */
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lock}`);
      sleep(200);
    }
  }
  try {
    if (libIsFresh()) return;
    const tsc = path.join(REPO_ROOT, 'node_modules/.bin/tsc');
    const r = spawnSync(tsc, ['-p', 'tsconfig.build.json'], { cwd: REPO_ROOT, encoding: 'utf8' });
    // tsc emits even with type errors elsewhere in the tree; only a missing output is fatal here.
    if (!fs.existsSync(CLI_JS)) throw new Error(`compile failed: ${r.stdout}${r.stderr}`);
    const now = new Date();
    fs.utimesSync(CLI_JS, now, now);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

let cacheHome: string | null = null;

/** The CLI's user cache directory in tests (`--cache` keeps its key there): a temporary one, never the real one. */
function testCacheHome(): string {
  return (cacheHome ??= makeTempDir('amda-xdg-'));
}

/** The compiled CLI in a child process (Node of this test run). */
export function spawnCli(args: string[], opts: SpawnSyncOptions = {}): CliRun & { ms: number } {
  const started = Date.now();
  // Not inside a runner unless a test says so (CI may itself run under GitHub Actions).
  const { GITHUB_ACTIONS: _ga, ...inherited } = process.env;
  const env = { ...inherited, XDG_CACHE_HOME: testCacheHome() };
  const r = spawnSync(process.execPath, [CLI_JS, ...args], { encoding: 'utf8', timeout: 240_000, env, ...opts });
  if (r.error) throw r.error;
  return { code: r.status ?? -1, stdout: String(r.stdout), stderr: String(r.stderr), ms: Date.now() - started };
}

/**
 * Peak resident memory (KiB) of one CLI run in a child process: `process.resourceUsage().maxRSS`
 * printed by a small wrapper when the run ends.
 */
export function cliMaxRss(args: string[], opts: SpawnSyncOptions = {}): { code: number; maxRssKiB: number; stderr: string } {
  const wrapper = `
    const { runCli } = await import(${JSON.stringify(path.join(REPO_ROOT, 'lib/cli/main.js'))});
    const code = await runCli(${JSON.stringify(args)}, { stdout: () => {}, stderr: (s) => process.stderr.write(s), cwd: process.cwd() });
    process.stderr.write('\\nMAXRSS ' + process.resourceUsage().maxRSS + ' CODE ' + code + '\\n');`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', wrapper], { encoding: 'utf8', timeout: 240_000, ...opts });
  if (r.error) throw r.error;
  const m = /MAXRSS (\d+) CODE (\d+)/.exec(String(r.stderr));
  if (!m) throw new Error(`no MAXRSS line (exit ${r.status}): ${r.stderr}`);
  return { code: Number(m[2]), maxRssKiB: Number(m[1]), stderr: String(r.stderr) };
}

/**
 * A self-contained bundle of the CLI in `outDir/cli/` (for a run that cannot reach the checkout's
 * node_modules): dist/cli/ when it is at least as new as lib/, else lib/cli/index.js bundled with ncc.
 * Returns the entry; the chunks it loads lie beside it.
 */
export function bundleCli(outDir: string): string {
  ensureCompiled();
  const out = path.join(outDir, 'cli');
  fs.mkdirSync(out, { recursive: true });
  const dist = path.join(REPO_ROOT, 'dist/cli');
  const fresh = fs.existsSync(path.join(dist, 'index.js')) && fs.statSync(path.join(dist, 'index.js')).mtimeMs >= newestMtime(path.join(REPO_ROOT, 'lib'), '.js');
  if (fresh) {
    // The entry, the chunks it loads (`NNN.index.js`) and the package.json that makes them modules.
    for (const name of fs.readdirSync(dist)) if (name.endsWith('.js') || name === 'package.json') fs.copyFileSync(path.join(dist, name), path.join(out, name));
  } else {
    const ncc = path.join(REPO_ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js');
    const r = spawnSync(process.execPath, [ncc, 'build', path.join(REPO_ROOT, 'lib/cli/index.js'), '-o', out, '--quiet'], { cwd: REPO_ROOT, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`ncc failed: ${r.stderr}`);
  }
  for (const name of fs.readdirSync(out)) fs.chmodSync(path.join(out, name), 0o755);
  fs.chmodSync(out, 0o755);
  return path.join(out, 'index.js');
}
