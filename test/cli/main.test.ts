/**
 * The command line: exit codes (0 clean, 1 findings, 2 usage or configuration error), the specific
 * message for each kind of bad input, JSON output, --print-prompt and --home. Most tests call
 * `runCli` in-process; a few run the compiled program (lib/cli/index.js) in a child process,
 * including one as the unprivileged `nobody` user to meet a real "permission denied".
 */
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A3S_HEADER, INSTRUCTION_DOC_SEPARATOR } from '../../src/profiles/a3s.js';
import { PROJECT_DOC_SEPARATOR } from '../../src/profiles/codex.js';
import type { Report } from '../../src/report/model.js';
import { bundleCli, CLI_JS, ensureCompiled, runCliCaptured, spawnCli } from '../helpers/cli.js';
import { NOBODY, openUp, runningAsRoot, unprivilegedTools } from '../helpers/privilege.js';
import { expectNotOpened, hasStrace, tracedCli } from '../hostile/helpers.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { cleanupRepos, makeRepo, makeTempDir, REPO_ROOT, writeFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

const USAGE_HINT = 'Run "agents-md-audit --help" for usage.\n';
const SCHEMA = path.join(REPO_ROOT, 'schema/report.schema.json');

let repo = '';
beforeAll(() => {
  repo = makeRepo({ 'AGENTS.md': 'root doc\n', 'pkg/AGENTS.md': 'pkg doc\n', 'pkg/README.md': '# pkg\n' }, { commit: true });
});

describe('runCli: bad input gets a specific message and exit code 2', () => {
  const cases: [string, () => string[], string | (() => string)][] = [
    ['non-numeric --max-bytes', () => [repo, '--max-bytes', 'abc'], `agents-md-audit: --max-bytes: "abc" is not a byte count: expected a whole number ≥ 0 (0 disables instructions)\n${USAGE_HINT}`],
    ['fractional --max-bytes', () => [repo, '--max-bytes', '1.5'], `agents-md-audit: --max-bytes: "1.5" is not a byte count: expected a whole number ≥ 0 (0 disables instructions)\n${USAGE_HINT}`],
    ['negative --max-bytes=-5', () => [repo, '--max-bytes=-5'], `agents-md-audit: --max-bytes: "-5" is not a byte count: expected a whole number ≥ 0 (0 disables instructions)\n${USAGE_HINT}`],
    // Profile lists grow: the message must name the value and start the list of known ones.
    ['unknown profile', () => [repo, '-p', 'codex,cursorx'], 'agents-md-audit: --profile: unknown profile "cursorx": expected auto, or one or more of codex, a3s'],
    ['empty profile list', () => [repo, '-p', ' , '], 'agents-md-audit: --profile: no profile given: expected auto, or one or more of codex, a3s'],
    [
      'unsafe fallback name (path)',
      () => [repo, '--fallback', '../outside.md'],
      'agents-md-audit: fallback file name "../outside.md" is unsafe: it contains "/". A fallback must be a plain file name in its directory (A3S Code rejects it; Codex would join it as a path).\n',
    ],
    ['unsafe fallback name (colon)', () => [repo, '--fallback', 'C:guide.md'], 'agents-md-audit: fallback file name "C:guide.md" is unsafe: it contains ":".'],
    ['unsafe fallback name (dot-dot)', () => [repo, '--fallback', '..'], 'agents-md-audit: fallback file name ".." is unsafe: it is "..".'],
    ['missing working directory', () => [repo, '-C', 'no/such/dir'], 'agents-md-audit: working directory "no/such/dir" does not exist in the repository\n'],
    ['working directory outside the repository', () => [repo, '-C', '../..'], 'agents-md-audit: working directory "../.." is outside the repository\n'],
    ['working directory that is a file', () => [repo, '-C', 'pkg/README.md'], 'agents-md-audit: working directory "pkg/README.md" is not a directory\n'],
    ['working directory glob matching nothing', () => [repo, '-C', 'nothing/*'], 'agents-md-audit: working directory glob "nothing/*" matches no directory in the repository\n'],
    ['missing repository root', () => [path.join(repo, 'missing-root')], () => `agents-md-audit: repository root "${path.join(repo, 'missing-root')}" does not exist\n`],
    ['repository root that is a file', () => [path.join(repo, 'AGENTS.md')], () => `agents-md-audit: repository root "${path.join(repo, 'AGENTS.md')}" is not a directory\n`],
    ['unknown format', () => [repo, '--format', 'xml'], 'agents-md-audit: --format: "xml" is not a format: expected text'],
    ['unknown option', () => [repo, '--max-byte', '5'], `agents-md-audit: Unknown option '--max-byte'\n${USAGE_HINT}`],
    ['missing --home directory', () => [repo, '--home', path.join(repo, 'nohome')], () => `agents-md-audit: --home: "${path.join(repo, 'nohome')}" is not a directory\n${USAGE_HINT}`],
    ['two roots', () => [repo, repo], 'agents-md-audit: expected at most one ROOT, got 2'],
  ];
  for (const [label, argv, expected] of cases) {
    it(label, async () => {
      const message = typeof expected === 'function' ? expected() : expected;
      const r = await runCliCaptured(argv());
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      if (message.endsWith('\n')) expect(r.stderr).toBe(message);
      else expect(r.stderr.startsWith(message)).toBe(true);
    });
  }

  // node:util parseArgs takes "-5" for an option and says only "argument is ambiguous".
  it('negative --max-bytes -5 (space-separated) names the value', async () => {
    const r = await runCliCaptured([repo, '--max-bytes', '-5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('"-5"');
  });

  it('negative --max-bytes -5 (space-separated) is at least a usage error, not a crash', async () => {
    const r = await runCliCaptured([repo, '--max-bytes', '-5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--max-bytes');
  });
});

describe('runCli: exit codes and output', () => {
  it('--help and --version exit 0', async () => {
    const help = await runCliCaptured(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout.startsWith('Usage: agents-md-audit [ROOT] [options]')).toBe(true);
    const version = await runCliCaptured(['-v']);
    expect(version).toMatchObject({ code: 0, stderr: '' });
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('a clean repository exits 0; an error-level finding exits 1; --fail-on never exits 0', async () => {
    expect((await runCliCaptured([repo])).code).toBe(0);
    const failing = [repo, '-p', 'a3s', '--max-bytes', '2000000', '--rule', 'budget-clamped=error'];
    const r = await runCliCaptured(failing);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('budget-clamped');
    expect((await runCliCaptured([...failing, '--fail-on', 'never'])).code).toBe(0);
    // An info finding fails only with --fail-on warning if promoted; by default info never fails.
    expect((await runCliCaptured([repo, '-p', 'a3s', '--max-bytes', '2000000'])).code).toBe(0);
  });

  it('a repository without git is audited by walking it, with a note saying so', async () => {
    const plain = makeRepo({ 'AGENTS.md': '# plain\n', 'sub/AGENTS.md': '# sub\n', 'node_modules/x/AGENTS.md': '# dependency\n' });
    const text = await runCliCaptured([plain]);
    expect(text.code).toBe(0);
    expect(text.stdout.replace(/\s+/g, ' ')).toMatch(/Not a git repository \(.*\): files were listed by walking the directory/);
    const json = await runCliCaptured([plain, '--format', 'json', '--assume-root']);
    const report = JSON.parse(json.stdout) as Report;
    expect(report.notes[0]).toMatch(/^Not a git repository/);
    expect(report.workingDirectories).toEqual(['.', 'sub']); // node_modules is not walked
    expect(report.files.map((f) => [f.path, f.git])).toEqual([
      ['AGENTS.md', 'unknown'],
      ['sub/AGENTS.md', 'unknown'],
    ]);
  });

  it('a tracked instruction file deleted from the work tree (listed by git, gone on disk) is no crash', async () => {
    const r0 = makeRepo({ 'AGENTS.md': 'root\n', 'gone/AGENTS.md': 'gone\n', 'gone/keep.txt': 'x' }, { commit: true });
    fs.unlinkSync(path.join(r0, 'gone/AGENTS.md'));
    const r = await runCliCaptured([r0, '--format', 'json', '-C', 'gone']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.chains[0]!.files.map((f) => f.path)).toEqual(['AGENTS.md']);
    expect(report.files.map((f) => f.path)).toEqual(['AGENTS.md']);
  });

  it('--format json is one JSON document describing every chain', async () => {
    const r = await runCliCaptured([repo, '--format', 'json', '-p', 'codex,a3s']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as Report;
    expect(report).toMatchObject({ schemaVersion: 1, root: path.basename(repo), profiles: ['codex', 'a3s'], workingDirectories: ['.', 'pkg'] });
    expect(report.chains.map((c) => `${c.profile}@${c.cwd}:${c.files.map((f) => f.path).join('+')}`)).toEqual([
      'codex@.:AGENTS.md',
      'a3s@.:AGENTS.md',
      'codex@pkg:AGENTS.md+pkg/AGENTS.md',
      'a3s@pkg:AGENTS.md+pkg/AGENTS.md',
    ]);
    expect(r.stdout).not.toContain(repo); // no absolute paths in the report
  });

  it.skipIf(!fs.existsSync(SCHEMA))('--format json validates against schema/report.schema.json', async () => {
    const schema = JSON.parse(fs.readFileSync(SCHEMA, 'utf8')) as { $schema?: string };
    const Ajv = String(schema.$schema ?? '').includes('2020-12') ? (await import('ajv/dist/2020.js')).default : (await import('ajv')).default;
    const ajv = new (Ajv as unknown as new (o: object) => { compile: (s: object) => ((d: unknown) => boolean) & { errors?: unknown } })({ allErrors: true, strict: false });
    const validate = ajv.compile(schema);
    for (const argv of [
      [repo, '--format', 'json', '-p', 'codex,a3s'],
      [path.join(REPO_ROOT, 'fixtures/monorepo'), '--assume-root', '--format', 'json'],
    ]) {
      const r = await runCliCaptured(argv);
      const ok = validate(JSON.parse(r.stdout));
      expect(validate.errors ?? null, JSON.stringify(validate.errors)).toBeNull();
      expect(ok).toBe(true);
    }
  });

  it('--output writes the JSON report next to the text output', async () => {
    const out = path.join(makeTempDir(), 'report.json');
    const r = await runCliCaptured([repo, '--output', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Fullest chains');
    expect((JSON.parse(fs.readFileSync(out, 'utf8')) as Report).stats.chains).toBe(2);
  });
});

describe('runCli --print-prompt', () => {
  it('prints exactly what Codex injects', async () => {
    const r = await runCliCaptured([repo, '--print-prompt', 'pkg']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`# AGENTS.md instructions for ${path.join(repo, 'pkg')}\n\n<INSTRUCTIONS>\nroot doc\n\n\npkg doc\n\n</INSTRUCTIONS>\n`);
  });

  it('prints exactly what A3S Code injects', async () => {
    const r = await runCliCaptured([repo, '-p', 'a3s,codex', '--print-prompt', 'pkg']);
    expect(r.code).toBe(0);
    expect(A3S_HEADER).toBe('# Instructions (personal + project AGENTS.md chain)\n\n');
    expect(r.stdout).toBe(`# Instructions (personal + project AGENTS.md chain)\n\nroot doc\n\n\n--- instruction-doc ---\n\npkg doc\n\n`);
  });

  it('masks a secret the agent would receive, and says so on stderr', async () => {
    const secret = fakeSecret('github-token', 7);
    const r0 = makeRepo({ 'AGENTS.md': `Deploy with ${secret.value} please.\n` }, { git: true });
    const r = await runCliCaptured([r0, '--print-prompt', '.', '--fail-on', 'never']);
    expect(r.stdout).not.toContain(secret.value);
    expect(r.stdout.startsWith(`# AGENTS.md instructions for ${r0}\n\n<INSTRUCTIONS>\nDeploy with `)).toBe(true);
    expect(r.stderr).toBe('agents-md-audit: secrets in the prompt were masked; the agent itself would read them in full.\n');
  });

  it('says on stderr, and prints nothing, when the agent would not start there', async () => {
    const r0 = makeRepo({ '.gemini/settings.json': '{ "context": { "fileName": 42 } }\n', 'GEMINI.md': 'g\n' }, { git: true });
    const r = await runCliCaptured([r0, '-p', 'gemini', '--print-prompt', '.', '--fail-on', 'never']);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^agents-md-audit: Gemini CLI does not start in \.: \.gemini\/settings\.json:1: "context\.fileName" is /);
  });

  it('prints the cut text when the budget is spent', async () => {
    const r = await runCliCaptured([repo, '--max-bytes', '12', '--print-prompt', 'pkg']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`# AGENTS.md instructions for ${path.join(repo, 'pkg')}\n\n<INSTRUCTIONS>\nroot doc\n\n\npkg\n</INSTRUCTIONS>\n`);
  });

  it('--home: the Codex personal document is trimmed, not budgeted, and set off by the project-doc separator', async () => {
    const home = makeTempDir();
    writeFiles(home, { '.codex/AGENTS.md': '\n  personal rules  \n\n', '.a3s/AGENTS.md': 'personal' });
    const r = await runCliCaptured([repo, '--home', home, '--max-bytes', '12', '--print-prompt', 'pkg']);
    expect([0, 1]).toContain(r.code); // 1 when a check reports the cut
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      `# AGENTS.md instructions for ${path.join(repo, 'pkg')}\n\n<INSTRUCTIONS>\npersonal rules${PROJECT_DOC_SEPARATOR}root doc\n\n\npkg\n</INSTRUCTIONS>\n`,
    );
  });

  it('--home: the A3S personal document comes first and shares the budget', async () => {
    const home = makeTempDir();
    writeFiles(home, { '.codex/AGENTS.md': 'codex personal', '.a3s/AGENTS.md': 'personal' });
    const r = await runCliCaptured([repo, '--home', home, '-p', 'a3s', '--max-bytes', '12', '--print-prompt', 'pkg']);
    expect([0, 1]).toContain(r.code); // 1 when a check reports the cut
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`${A3S_HEADER}personal${INSTRUCTION_DOC_SEPARATOR}root\n`);
    const json = JSON.parse((await runCliCaptured([repo, '--home', home, '-p', 'a3s', '--max-bytes', '12', '--format', 'json', '-C', 'pkg'])).stdout) as Report;
    expect(json.chains[0]).toMatchObject({ usedBytes: 12, budget: 12 });
    expect(json.chains[0]!.files.map((f) => [f.path, f.loadedBytes])).toEqual([
      ['~/.a3s/AGENTS.md', 8],
      ['AGENTS.md', 4],
    ]);
    expect(JSON.stringify(json)).not.toContain(home); // the home directory is shown as ~
  });
});

describe('the compiled CLI in a child process', () => {
  beforeAll(() => {
    ensureCompiled();
  });

  it('exits 2 with the specific message for a non-numeric --max-bytes', () => {
    const r = spawnCli([repo, '--max-bytes', 'lots']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`agents-md-audit: --max-bytes: "lots" is not a byte count: expected a whole number ≥ 0 (0 disables instructions)\n${USAGE_HINT}`);
  });

  it('exits 2 for an unknown profile; on the example monorepo prints valid JSON and exits 1 exactly when it holds errors', () => {
    expect(spawnCli([repo, '--profile', 'nope']).code).toBe(2);
    const r = spawnCli(['--assume-root', 'fixtures/monorepo', '-p', 'codex,a3s', '--format', 'json'], { cwd: REPO_ROOT });
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as Report;
    expect(r.code).toBe(report.stats.errors > 0 ? 1 : 0);
    expect(spawnCli(['--assume-root', 'fixtures/monorepo', '-p', 'codex,a3s', '--fail-on', 'never'], { cwd: REPO_ROOT }).code).toBe(0);
    expect(report.stats.chains).toBe(report.workingDirectories.length * 2);
    expect(report.chains.some((c) => c.files.some((f) => f.truncated))).toBe(true); // legacy-billing overflows
  });

  it('prints the exact Codex prompt', () => {
    const r = spawnCli([repo, '--print-prompt', '.']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`# AGENTS.md instructions for ${repo}\n\n<INSTRUCTIONS>\nroot doc\n\n</INSTRUCTIONS>\n`);
  });

  it('never opens an AGENTS.md that is a FIFO nobody writes to', () => {
    const r0 = makeRepo({ 'AGENTS.md': { fifo: true }, 'pkg/AGENTS.md': 'pkg\n' }, { git: true });
    const args = [r0, '--format', 'json', '-p', 'codex,a3s'];
    // Under strace (when it can trace here) the proof is direct: no process tried to open the FIFO.
    // Without it, a blocking open would never return, so the run ending at all is the proof.
    const traced = hasStrace ? tracedCli(args) : null;
    if (traced) expectNotOpened(traced.opened, [path.join(r0, 'AGENTS.md')]);
    const r = traced?.run ?? spawnCli(args);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as Report;
    expect(r.code).toBe(report.stats.errors > 0 ? 1 : 0);
    expect(report.files.find((f) => f.path === 'AGENTS.md')).toMatchObject({ kind: 'fifo' });
    expect(report.chains.find((c) => c.profile === 'codex' && c.cwd === 'pkg')!.passedOver).toEqual([
      { path: 'AGENTS.md', reason: 'not-regular-file', detail: 'a fifo' },
    ]);
  });

  it.skipIf(!runningAsRoot)('as an unprivileged user, an unreadable AGENTS.md is reported as permission denied (no crash)', (ctx) => {
    ensureCompiled();
    // The checkout may sit under a folder `nobody` cannot traverse (a clone under `mktemp -d` does):
    // node, the CLI and the repository go where `nobody` can reach them.
    const tools = unprivilegedTools({ dir: makeTempDir('amda-nobody-'), cli: CLI_JS, cliNeeds: [path.join(REPO_ROOT, 'node_modules')], bundle: bundleCli });
    if (typeof tools === 'string') {
      ctx.skip(tools);
      return;
    }
    const r0 = makeRepo({ 'AGENTS.md': 'secret rules\n', 'pkg/AGENTS.md': 'pkg\n' }, { commit: true, parent: tools.dir });
    openUp(r0);
    fs.chmodSync(path.join(r0, 'AGENTS.md'), 0o000);
    // git refuses a repository owned by someone else unless told it is safe (command-scope config).
    const env = { ...process.env, HOME: r0, GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'safe.directory', GIT_CONFIG_VALUE_0: '*' };
    const asNobody = (args: string[]) => {
      const r = spawnSync(tools.node, [tools.cli, ...args], { uid: NOBODY, gid: NOBODY, env, cwd: '/', encoding: 'utf8', timeout: 240_000 });
      if (r.error) throw r.error;
      return { code: r.status ?? -1, stdout: String(r.stdout), stderr: String(r.stderr) };
    };
    const r = asNobody([r0, '--format', 'json', '-p', 'codex,a3s', '-C', 'pkg']);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as Report;
    expect(report.notes.filter((n) => n.startsWith('Not a git repository'))).toEqual([]); // git was used
    const codex = report.chains.find((c) => c.profile === 'codex')!;
    // Codex drops every project doc of the chain when one cannot be read.
    expect(codex.files.map((f) => f.path)).toEqual([]);
    expect(codex.passedOver.map((p) => [p.path, p.reason])).toEqual([
      ['AGENTS.md', 'unreadable'],
      ['pkg/AGENTS.md', 'unreadable'],
    ]);
    expect(codex.passedOver[0]!.detail).toBe('permission denied');
    expect(codex.agentWarnings.join('\n')).toContain('permission denied');
    const a3s = report.chains.find((c) => c.profile === 'a3s')!;
    expect(a3s.passedOver).toEqual([{ path: 'AGENTS.md', reason: 'unreadable', detail: 'permission denied' }]);
    expect(JSON.stringify(report)).not.toContain('secret rules');
    // An unreadable candidate is an error: the chain the agent loads is not the one in the repository.
    expect(report.findings.filter((f) => f.path === 'AGENTS.md' && f.severity === 'error').map((f) => f.message).join('\n')).toContain('permission denied');
    expect(r.code).toBe(1);
    // And the text report names the problem.
    const text = asNobody([r0, '-C', 'pkg', '--verbose']);
    expect(text.stdout).toContain('AGENTS.md  passed over: unreadable (permission denied)');
  });

  it('exits quietly when its reader goes away (EPIPE, e.g. `| head`)', async () => {
    const files: Record<string, string> = { 'AGENTS.md': 'root\n' };
    for (let i = 0; i < 400; i++) files[`d${i}/AGENTS.md`] = `doc ${i}\n`;
    const big = makeRepo(files, { git: true });
    const child = spawn(process.execPath, [CLI_JS, big, '--format', 'json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(stderr).not.toContain('EPIPE');
    expect([0, 1]).toContain(code);
  });

  it('git is unavailable → the audit walks and says why', () => {
    const r0 = makeRepo({ 'AGENTS.md': 'root\n' }, { commit: true });
    const r = spawnCli([r0, '--format', 'json'], { env: { ...process.env, PATH: path.dirname(process.execPath) } });
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.notes[0]).toMatch(/^Not a git repository \(git is not installed\)/);
    expect(report.chains[0]!.files.map((f) => f.path)).toEqual(['AGENTS.md']);
  });
});
