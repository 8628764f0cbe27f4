/**
 * Runs the bundled action (dist/index.js) in a child process the way a runner does: a clean
 * environment with only INPUT_* (every declared input, at its default unless given), GITHUB_*
 * files and paths, PATH and HOME. Returns what a runner would see: exit code, stdout (the workflow
 * commands), the outputs file parsed, and the step summary.
 *
 * When dist/ is older than lib/ (compiled by test/global-setup.ts from the current sources), the
 * tests bundle lib/ with ncc into a temp directory instead, so they never run stale code and never
 * rewrite the committed dist/ behind the build's back.
 */
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { INPUT_DEFAULTS } from '../../../src/action/inputs.js';
import { REPO_ROOT, git, makeTempDir, writeFiles, type RepoFiles } from '../../helpers/repo.js';

function newest(dir: string, ext: string): number {
  let t = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && e.name.endsWith(ext)) t = Math.max(t, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs);
  }
  return t;
}

let bundle: string | null = null;

/** The bundle to run: dist/index.js when fresh, else a temp bundle of lib/index.js. */
export function actionBundle(): string {
  if (bundle) return bundle;
  const dist = path.join(REPO_ROOT, 'dist/index.js');
  if (fs.existsSync(dist) && fs.statSync(dist).mtimeMs >= newest(path.join(REPO_ROOT, 'lib'), '.js')) {
    bundle = dist;
  } else {
    const out = makeTempDir('amda-bundle-');
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js'), 'build', path.join(REPO_ROOT, 'lib/index.js'), '-o', out, '--quiet'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    bundle = path.join(out, 'index.js');
  }
  return bundle;
}

export interface ActionRun {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** The runner's temp directory for this run. */
  runnerTemp: string;
}

export interface RunOptions {
  workspace: string;
  inputs?: Record<string, string>;
  eventName?: string;
  event?: unknown;
  env?: Record<string, string>;
  /** Options for Node itself, before the bundle (a runner gives none; a test may ask for a V8 trace). */
  nodeArgs?: string[];
  /** Lines already in the summary file (another step wrote them). */
  summaryBefore?: string;
}

/** Parses the GITHUB_OUTPUT file (`name<<delimiter` heredocs, as @actions/core writes them). */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    out[m[1]!] = value.join('\n');
  }
  return out;
}

export async function runAction(opts: RunOptions): Promise<ActionRun> {
  const dir = makeTempDir('amda-runner-');
  const outputFile = path.join(dir, 'output');
  const summaryFile = path.join(dir, 'summary.md');
  const runnerTemp = path.join(dir, 'temp');
  fs.mkdirSync(runnerTemp);
  fs.writeFileSync(outputFile, '');
  fs.writeFileSync(summaryFile, opts.summaryBefore ?? '');
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: dir,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: os.devNull,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: opts.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_NAME: opts.eventName ?? 'push',
    GITHUB_REPOSITORY: 'octo/repo',
    RUNNER_TEMP: runnerTemp,
  };
  if (opts.event !== undefined) {
    const eventPath = path.join(dir, 'event.json');
    fs.writeFileSync(eventPath, JSON.stringify(opts.event));
    env['GITHUB_EVENT_PATH'] = eventPath;
  }
  const inputs: Record<string, string> = { ...INPUT_DEFAULTS, token: '', ...opts.inputs };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  Object.assign(env, opts.env);
  // Asynchronous, so a test can serve a stand-in GitHub API from this process meanwhile.
  const r = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), actionBundle()], { cwd: opts.workspace, env, timeout: 240_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
  return {
    status: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
    outputs: parseOutputs(fs.readFileSync(outputFile, 'utf8')),
    summary: fs.readFileSync(summaryFile, 'utf8'),
    runnerTemp,
  };
}

/**
 * A committed git repository in a directory with a fixed name (`acme`), so reports and summaries
 * do not depend on the temp directory's random name.
 */
export function makeWorkspace(files: RepoFiles, name = 'acme'): string {
  const root = path.join(makeTempDir('amda-ws-'), name);
  fs.mkdirSync(root);
  git(root, 'init', '-q');
  writeFiles(root, files);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  return root;
}
