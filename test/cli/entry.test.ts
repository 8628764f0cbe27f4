/**
 * The CLI's entry (src/cli/index.ts) starts git's walk for untracked files before the rest of the
 * CLI loads, and the audit takes that walk over: one walk per run, never a second. A command line
 * that is not an audit starts none; one that turns out wrong exits without waiting for the walk,
 * which is then stopped. Run as the compiled program, with a `git` first on PATH that logs its calls.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { CLI_JS, ensureCompiled, runCliCaptured, sleep, spawnCli } from '../helpers/cli.js';
import { callText, withGitLog } from '../helpers/git-log.js';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const WALK = 'ls-files -z --others --exclude-standard';

let repo = '';
beforeAll(() => {
  ensureCompiled();
  repo = makeRepo({ 'AGENTS.md': 'root doc\n', 'pkg/AGENTS.md': 'pkg doc\n', 'pkg/README.md': '# pkg\n' }, { commit: true });
  fs.writeFileSync(path.join(repo, 'pkg', 'AGENTS.override.md'), 'untracked override\n');
});

/** The compiled CLI with a logging git first on PATH; its git calls without the `-c` settings. */
function logged(args: string[], cwd?: string): { code: number; stdout: string; stderr: string; calls: string[] } {
  const log = withGitLog();
  try {
    const r = spawnCli(args, cwd === undefined ? {} : { cwd });
    return { ...r, calls: log.calls().map(callText) };
  } finally {
    log.restore();
  }
}

describe('the CLI entry starts the walk for untracked files, and the audit takes it over', () => {
  it('an audit runs one walk, and reports what the in-process audit reports (the untracked file included)', async () => {
    const r = logged([repo, '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.calls.filter((c) => c.endsWith(WALK))).toHaveLength(1);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.chains.find((c) => c.cwd === 'pkg')!.files.map((f) => f.path)).toEqual(['AGENTS.md', 'pkg/AGENTS.override.md']);
    expect(r.stdout).toBe((await runCliCaptured([repo, '--format', 'json'])).stdout);
  });

  it('the root given relative to the working directory, or left out, is the directory walked', () => {
    expect(logged(['.', '--format', 'json'], repo).calls.filter((c) => c.endsWith(WALK))).toHaveLength(1);
    const r = logged(['--format', 'json'], path.join(repo, 'pkg'));
    expect(r.calls.filter((c) => c.endsWith(WALK))).toHaveLength(1);
    expect((JSON.parse(r.stdout) as Report).chains.map((c) => c.cwd)).toEqual(['.']);
  });

  it('a cached run and the run that fills the cache: one walk each, the same report', () => {
    const cache = makeTempDir('amda-entry-cache-');
    const first = logged([repo, '--format', 'json', '--cache', cache]);
    const second = logged([repo, '--format', 'json', '--cache', cache]);
    expect(first.calls.filter((c) => c.endsWith(WALK))).toHaveLength(1);
    expect(second.calls.filter((c) => c.endsWith(WALK))).toHaveLength(1);
    expect(second.stdout).toBe(first.stdout);
  });

  it('help, the version, the subcommands, a command line that does not parse and a root that is not a directory start no git', () => {
    const report = path.join(makeTempDir('amda-entry-report-'), 'r.json');
    fs.writeFileSync(report, JSON.stringify({}));
    const notADir = path.join(repo, 'pkg', 'README.md');
    for (const args of [['--help'], ['--version'], [repo, '-h'], ['merge', report], ['diff', report, report], [repo, '--no-such-flag'], [repo, repo], [notADir]]) {
      const r = logged(args);
      expect(r.calls, args.join(' ')).toEqual([]);
    }
  });
});

describe('a walk started for a command line that turns out wrong', () => {
  it('starts before the rest of the CLI loads, does not hold the process (exit status 2 while git still walks) and is stopped', () => {
    // A git whose walk does not end by itself (bounded: 600 rounds of 0.1 s) and says when it was stopped.
    const bin = makeTempDir('amda-entry-git-');
    const marks = path.join(bin, 'marks');
    fs.writeFileSync(
      path.join(bin, 'git'),
      `#!/bin/sh\ncase "$*" in *--others*) ;; *) echo "unexpected git $*" >> '${marks}'; exit 1;; esac\n` +
        `trap 'echo stopped >> "${marks}"; exit 143' TERM\necho walking >> '${marks}'\n` +
        `i=0; while [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done\necho finished >> '${marks}'\n`,
      { mode: 0o755 },
    );
    // When the entry asks for the rest of the CLI, this hook waits (bounded) to see git walking.
    const hook = path.join(bin, 'hook.mjs');
    fs.writeFileSync(
      hook,
      `import * as fs from 'node:fs';\nimport { registerHooks } from 'node:module';\n` +
        `const marks = ${JSON.stringify(marks)};\nconst walking = () => fs.existsSync(marks) && fs.readFileSync(marks, 'utf8').includes('walking');\n` +
        `registerHooks({ resolve(specifier, context, next) {\n` +
        `  if (specifier === './process.js') {\n` +
        `    for (let i = 0; i < 200 && !walking(); i++) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);\n` +
        `    fs.appendFileSync(marks, walking() ? 'the rest loads\\n' : 'the rest loads, git not started\\n');\n` +
        `  }\n  return next(specifier, context);\n} });\n`,
    );
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}` };
    delete env['GITHUB_ACTIONS'];
    const r = spawnSync(process.execPath, ['--import', hook, CLI_JS, repo, '--format', 'bogus'], { encoding: 'utf8', env, timeout: 240_000 });
    expect(r.stderr).toMatch(/^agents-md-audit: --format: "bogus" is not a format/);
    expect(r.status).toBe(2);
    const read = (): string => (fs.existsSync(marks) ? fs.readFileSync(marks, 'utf8') : '');
    // The CLI did not wait for the walk (a minute long by itself), and stopped it when it exited.
    expect(read()).not.toContain('finished');
    let text = read();
    for (let i = 0; i < 200 && !/stopped|finished/.test(text); i++) {
      sleep(50);
      text = read();
    }
    expect(text).toBe('walking\nthe rest loads\nstopped\n');
  });
});
