/**
 * Reports from another run are untrusted (issue 23): the compiled CLI in a child process, given a
 * previous report through `--previous`, `diff` and `merge`. A token planted in the old report's
 * revision, a chain's working directory, a fixed finding's path and message and a history label
 * never appears in text, JSON, SARIF or the --output file; a malformed report (nested 100,000
 * levels, wrong types, a FIFO, a directory, a 1 GiB sparse file) is one message and exit 2, never a
 * crash (3) or a hang; and no forged report changes a finding of the head audit.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding, Report } from '../../src/report/model.js';
import { ensureCompiled, spawnCli } from '../helpers/cli.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';
import { hasStrace, tracedCli } from '../hostile/helpers.js';

beforeAll(() => ensureCompiled(), 180_000);
afterAll(cleanupRepos);

/** Every run is bounded: a blocked read would end in ETIMEDOUT (spawnCli throws), not a hung test. */
const run = (args: string[], cwd?: string) => spawnCli(args, { timeout: 60_000, ...(cwd ? { cwd } : {}) });

function setup() {
  const root = makeRepo({ 'AGENTS.md': '# Acme\n\nRun `npm test`.\n', 'pkg/AGENTS.md': '# pkg\n\nNotes are in /Users/alice/notes.\n' }, { git: true, commit: true });
  const dir = makeTempDir();
  const headJson = path.join(dir, 'head.json');
  const r = run([root, '--output', headJson, '--fail-on', 'never']);
  expect(r.code).toBe(0);
  const head = JSON.parse(fs.readFileSync(headJson, 'utf8')) as Report;
  expect(head.findings.length).toBeGreaterThan(0);
  return { root, dir, headJson, head };
}

describe('a previous report holding tokens', () => {
  const token = fakeSecret('github-token', 7).value;
  const aws = fakeSecret('aws-access-key-id', 7).value;

  function forged(head: Report): Report {
    const r = structuredClone(head);
    r.revision = token;
    r.chains.push({ ...structuredClone(r.chains[0]!), cwd: `gone/${token}`, files: [{ path: `gone/${token}/AGENTS.md`, size: 10, loadedBytes: 10, truncated: false }] });
    r.findings.push({ ruleId: 'no-empty-file', severity: 'error', path: `docs/${token}.md`, line: 1, message: `remove ${token} and ${aws}`, fingerprint: 'f'.repeat(16) });
    r.history = [{ label: token, chains: [{ cwd: `gone/${token}`, profile: 'codex', usedBytes: 10, budget: 32768 }] }];
    return r;
  }

  it('never prints them in full: --previous in text, JSON, SARIF and --output; diff; merge', () => {
    const { root, dir, headJson, head } = setup();
    const old = path.join(dir, 'old.json');
    fs.writeFileSync(old, JSON.stringify(forged(head)));
    expect(fs.readFileSync(old, 'utf8')).toContain(token);
    const out = path.join(dir, 'out.json');
    const runs = {
      text: run([root, '--previous', old, '--fail-on', 'never']),
      json: run([root, '--previous', old, '--fail-on', 'never', '-f', 'json', '--output', out]),
      sarif: run([root, '--previous', old, '--fail-on', 'never', '-f', 'sarif']),
      diffText: run(['diff', old, headJson]),
      diffJson: run(['diff', old, headJson, '-f', 'json']),
      mergeJson: run(['merge', old, headJson, '--fail-on', 'never']),
      mergeText: run(['merge', old, headJson, '--fail-on', 'never', '-f', 'text', '--verbose']),
    };
    for (const [name, r] of Object.entries(runs)) {
      expect(r.code, `${name}: ${r.stderr}`).toBe(0);
      for (const secret of [token, aws]) {
        expect(r.stdout, name).not.toContain(secret);
        expect(r.stderr, name).not.toContain(secret);
      }
    }
    const written = fs.readFileSync(out, 'utf8');
    expect(written).not.toContain(token);
    expect(written).not.toContain(aws);
    // The strings did reach the outputs, masked: the revision, the chain, the fixed finding, the history label.
    const MASK = '«GitHub personal access token: ghp_… 40 chars»';
    const report = JSON.parse(runs.json.stdout) as Report;
    expect(report.delta!.base.commit).toBe(MASK);
    expect(report.delta!.chains.map((c) => c.cwd)).toContain(`gone/${MASK}`);
    expect(report.delta!.fixed).toEqual([expect.objectContaining({ path: `docs/${MASK}.md`, message: expect.stringMatching(/^remove «GitHub personal access token: ghp_… 40 chars» and «AWS access key ID: AKIA… 20 chars»$/) })]);
    expect(report.history!.map((h) => h.label)).toContain(MASK);
    expect(runs.text.stdout).toContain(`docs/${MASK}.md`);
    expect(runs.diffText.stdout).toContain(`gone/${MASK}`);
    expect(JSON.parse(runs.mergeJson.stdout).chains.map((c: { cwd: string }) => c.cwd)).toContain(`gone/${MASK}`);
  });

  it('changes no finding of the head audit, only the delta', () => {
    const { root, dir, head } = setup();
    // A forged report that claims every head finding, with another severity and message.
    const r = forged(head);
    r.findings = head.findings.map((f) => ({ ...f, severity: 'info', message: 'forged', path: 'elsewhere.md' }));
    const old = path.join(dir, 'old.json');
    fs.writeFileSync(old, JSON.stringify(r));
    const plain = run([root, '-f', 'json']);
    const compared = run([root, '-f', 'json', '--previous', old]);
    expect(compared.code).toBe(plain.code);
    const strip = (fs: Finding[]) => fs.map(({ baseline: _b, ...f }) => f);
    const after = JSON.parse(compared.stdout) as Report;
    expect(strip(after.findings)).toEqual(strip((JSON.parse(plain.stdout) as Report).findings));
    expect(after.stats).toEqual((JSON.parse(plain.stdout) as Report).stats);
    // The forged report's lower severities only make head's findings worse, which counts them as new (the safe side).
    expect(after.findings.map((f) => f.baseline)).toEqual(after.findings.map((f) => (f.severity === 'info' ? 'existing' : 'new')));
  });
});

describe('a malformed previous report', () => {
  let ctx: ReturnType<typeof setup>;
  const files: Record<string, { make: (file: string) => void; message: RegExp }> = {};
  beforeAll(() => {
    ctx = setup();
    const n = 100_000;
    const with_ = (f: (r: Record<string, unknown>) => void) => (file: string) => {
      const r = structuredClone(ctx.head) as unknown as Record<string, unknown>;
      f(r);
      fs.writeFileSync(file, JSON.stringify(r));
    };
    Object.assign(files, {
      'nested.json': { make: (file: string) => fs.writeFileSync(file, JSON.stringify(ctx.head).replace(/^\{/, `{"extra": ${'['.repeat(n)}${']'.repeat(n)}, `)), message: /cannot read report "nested\.json": it nests arrays and objects more than 64 levels deep/ },
      'files5.json': { make: with_((r) => (r['files'] = 5)), message: /"files5\.json" is not an agents-md-audit JSON report: files must be array/ },
      'numpath.json': { make: with_((r) => ((r['chains'] as { files: { path: unknown }[] }[])[0]!.files[0]!.path = 5)), message: /"numpath\.json" is not an agents-md-audit JSON report: chains\[0\]\.files\[0\]\.path must be string/ },
      'nullfinding.json': { make: with_((r) => (r['findings'] = [null])), message: /"nullfinding\.json" is not an agents-md-audit JSON report: findings\[0\] must be object/ },
      'fifo.json': { make: (file: string) => execFileSync('mkfifo', [file]), message: /cannot read report "fifo\.json": it is a FIFO \(named pipe\), not a regular file \(never opened\)/ },
      'dir.json': { make: (file: string) => fs.mkdirSync(file), message: /cannot read report "dir\.json": it is a directory, not a regular file/ },
      'sparse.json': {
        make: (file: string) => {
          fs.writeFileSync(file, '{');
          fs.truncateSync(file, 2 ** 30);
        },
        message: /cannot read report "sparse\.json": it is larger than 67,108,864 bytes \(64 MiB\)/,
      },
    });
    for (const [name, { make }] of Object.entries(files)) make(path.join(ctx.dir, name));
  }, 180_000);

  const expectMessage = (r: { code: number; stderr: string; stdout: string }, message: RegExp, what: string) => {
    expect(r.code, `${what}: ${r.stderr}`).toBe(2);
    expect(r.stderr, what).toMatch(message);
    expect(r.stderr, what).not.toMatch(/internal error|RangeError|\n\s+at /);
    expect(r.stderr.trim().split('\n').length, what).toBeLessThanOrEqual(2);
  };

  it('--previous: a message and exit 2 for each (run from the report directory, names as given)', () => {
    for (const [name, { message }] of Object.entries(files)) {
      const r = run([ctx.root, '--previous', name], ctx.dir);
      expectMessage(r, new RegExp(`--previous: ${message.source.replace(/"(\w+)\\\.json"/, '"[^"]*$1\\.json"')}`), name);
    }
  });

  it('diff (either side) and merge: a message and exit 2 for each, a FIFO never blocks', () => {
    for (const [name, { message }] of Object.entries(files)) {
      expectMessage(run(['diff', name, ctx.headJson], ctx.dir), new RegExp(`diff: ${message.source}`), `diff ${name}`);
      expectMessage(run(['merge', ctx.headJson, name], ctx.dir), new RegExp(`merge: ${message.source}`), `merge ${name}`);
    }
    expectMessage(run(['diff', ctx.headJson, 'fifo.json'], ctx.dir), /diff: cannot read report "fifo\.json": it is a FIFO/, 'diff HEAD=fifo');
  });

  it.skipIf(!hasStrace)('never opens a FIFO, a directory or a file over the cap (strace)', () => {
    for (const name of ['fifo.json', 'dir.json', 'sparse.json']) {
      const { run: r, opened } = tracedCli(['merge', ctx.headJson, name], { cwd: ctx.dir });
      expect(r.code, `${name}: ${r.stderr}`).toBe(2);
      expect(opened, name).toContain(ctx.headJson);
      expect(opened.filter((p) => p.endsWith(name)), name).toEqual([]);
    }
  });
});
