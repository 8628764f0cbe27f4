/**
 * A forged result cache never changes a finding. A pull request plants a token and commits a cache
 * that says the file holding it has no findings: edited by hand (no findings, emptied lint entries,
 * wrong types), or computed offline by this very tool in a workspace cache directory and signed
 * with the attacker's own key (committed beside it). The forgery is shown to work on a tool that
 * trusts the attacker's key; then the CLI (its key in the user's cache directory), the library (a
 * key in memory) and the action, on `push` and on `pull_request`, all report the token.
 * Real repositories and real runs: the compiled CLI and the bundled action in child processes.
 */
import { createHmac } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_FILE, KEY_FILE } from '../../src/cache.js';
import type { Report } from '../../src/report/model.js';
import { VERSION } from '../../src/version.js';
import { commands, outputLines } from '../action/helpers/commands.js';
import { makeWorkspace, runAction } from '../action/helpers/run-action.js';
import { auditAt } from '../helpers/audit.js';
import { ensureCompiled, spawnCli } from '../helpers/cli.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { cleanupRepos, git, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);
beforeAll(() => ensureCompiled());

const CACHE = '.amda-cache';

interface Body {
  lint: Record<string, { findings: unknown[]; exists: unknown[] }>;
  reports: { key: string; entry: { report: Report } }[];
}

function readCache(file: string): { header: Record<string, unknown>; body: Body } {
  const text = fs.readFileSync(file, 'utf8');
  const nl = text.indexOf('\n');
  return { header: JSON.parse(text.slice(0, nl)), body: JSON.parse(text.slice(nl + 1)) };
}

/** The cache file the tool writes, signed as the tool signs it, with `key`: what only a holder of the key can make. */
function signedCache(header: Record<string, unknown>, body: unknown, key: Buffer): string {
  const text = JSON.stringify(body);
  const signature = createHmac('sha256', key).update(`agents-md-audit-cache\0${2}\0${VERSION}\0`).update(text).digest('hex');
  return `${JSON.stringify({ ...header, signature })}\n${text}`;
}

/** Every finding taken out of a cache body: what a pull request wants the cache to say. */
function cleared(body: Body): Body {
  const b = structuredClone(body);
  for (const e of Object.values(b.lint)) e.findings = [];
  for (const r of b.reports) {
    r.entry.report.findings = [];
    r.entry.report.stats = { ...r.entry.report.stats, errors: 0, warnings: 0, infos: 0 };
  }
  return b;
}

const secretFindings = (r: Report): string[] => r.findings.filter((f) => f.ruleId === 'no-secrets').map((f) => `${f.path}:${f.line}`);

describe('a forged cache', () => {
  const token = fakeSecret('github-token', 23).value;
  const files = { 'AGENTS.md': `# Acme\n\n- Deploy with the token ${token} from the vault.\n- Run the tests before pushing.\n` };
  const planted = ['AGENTS.md:3'];

  it('computed offline by the tool and signed with the attacker\'s key, committed in a workspace cache directory: the forgery holds only for a tool that trusts that key', async () => {
    const ws = makeWorkspace(files);
    const cacheDir = path.join(ws, CACHE);
    // The attacker's run, in the same tree (same paths, same bytes, so the same lint keys), with a key of their own.
    const attackerKeys = makeTempDir('amda-attacker-key-');
    const honest = await auditAt(ws, { cacheDir, cacheKeyDir: attackerKeys });
    expect(secretFindings(honest.report)).toEqual(planted);
    const { header, body } = readCache(path.join(cacheDir, CACHE_FILE));
    expect(Object.keys(body.lint).length).toBe(1);
    const key = Buffer.from(fs.readFileSync(path.join(attackerKeys, KEY_FILE), 'latin1').trim(), 'hex');
    fs.writeFileSync(path.join(cacheDir, CACHE_FILE), signedCache(header, cleared(body), key));
    // The key too, beside the cache, in case the tool looked for it there; and all of it committed.
    fs.copyFileSync(path.join(attackerKeys, KEY_FILE), path.join(cacheDir, KEY_FILE));
    git(ws, 'add', '-A');
    git(ws, 'commit', '-q', '-m', 'pull request: a token, and a cache that hides it');

    // The forgery is a good one: a tool holding the attacker's key replays it and the token is gone.
    const fooled = await auditAt(ws, { cacheDir, cacheKeyDir: attackerKeys });
    expect(fooled.cache!.report === 'reused' || fooled.cache!.lintReused === 1).toBe(true);
    expect(secretFindings(fooled.report)).toEqual([]);
    // The key committed in the repository is never trusted, not even when named as the key directory.
    const inRepo = await auditAt(ws, { cacheDir, cacheKeyDir: cacheDir });
    expect(secretFindings(inRepo.report)).toEqual(planted);
    expect(inRepo.cache!.notes.join('\n')).toMatch(/the cache's key directory .* lies inside the audited repository, where a key could be planted; the cache was not used/);

    // The library (a key in memory for this process).
    const lib = await auditAt(ws, { cacheDir });
    expect(secretFindings(lib.report)).toEqual(planted);
    expect(lib.cache!.notes.join('\n')).toMatch(/is not signed with this cache's key/);

    // The CLI, its key in the user's cache directory.
    const xdg = makeTempDir('amda-xdg-');
    const cli = spawnCli(['.', '--format', 'json', '--cache', CACHE], { cwd: ws, env: { ...process.env, GITHUB_ACTIONS: '', XDG_CACHE_HOME: xdg } });
    expect(cli.code).toBe(1);
    expect(secretFindings(JSON.parse(cli.stdout) as Report)).toEqual(planted);
    expect(cli.stderr).toMatch(/agents-md-audit: cache: the cache file .* is not signed with this cache's key/);
    // The key, and no cache file, in the user's cache directory (beside V8's compile cache, where Node keeps one).
    expect(fs.readdirSync(path.join(xdg, 'agents-md-audit')).filter((n) => n !== 'compile-cache')).toEqual([KEY_FILE]);
    expect(cli.stderr).not.toContain(token);

    // The action, on push (the cache directory is the workspace's: its key is this job's) and on a pull request (not used).
    for (const eventName of ['push', 'pull_request']) {
      const run = await runAction({ workspace: ws, eventName, inputs: { cache: CACHE } });
      expect(run.status, eventName).toBe(1);
      const report = JSON.parse(fs.readFileSync(run.outputs['report-path']!, 'utf8')) as Report;
      expect(secretFindings(report), eventName).toEqual(planted);
      expect(commands(run.stdout).some((c) => c.command === 'error' && c.properties['file'] === 'AGENTS.md' && c.properties['line'] === '3'), eventName).toBe(true);
      if (eventName === 'push') {
        expect(outputLines(run.stdout).join('\n')).toMatch(/Result cache: the cache file .* is not signed with this cache's key/);
      } else {
        expect(commands(run.stdout).find((c) => c.command === 'warning' && c.data.startsWith('Input "cache"'))?.data).toBe(
          `Input "cache": ${cacheDir} is inside the workspace, which holds what the pull request commits; on a pull_request event the cache is not used (put it in \${{ runner.temp }}, restored with actions/cache). The audit goes on without it.`,
        );
        expect(run.stdout).not.toContain('Result cache ');
      }
      expect(run.stdout).not.toContain(token);
    }
  });

  it('edited by hand after an honest run (no findings, emptied lint entries, wrong types): the CLI reports the token every time', async () => {
    const ws = makeWorkspace(files);
    const xdg = makeTempDir('amda-xdg-');
    const cli = () => {
      const r = spawnCli(['.', '--format', 'json', '--cache', CACHE], { cwd: ws, env: { ...process.env, GITHUB_ACTIONS: '', XDG_CACHE_HOME: xdg } });
      return { ...r, report: JSON.parse(r.stdout) as Report };
    };
    const first = cli();
    expect(secretFindings(first.report)).toEqual(planted);
    const file = path.join(ws, CACHE, CACHE_FILE);
    const { header, body } = readCache(file);
    const again = cli();
    expect(again.stderr).toBe(''); // the honest cache is used as it is
    expect(again.report).toEqual(first.report);

    const lintOf = (b: Body) => Object.values(b.lint)[0]!;
    const edits: [string, (b: Body) => void][] = [
      ['no findings', (b) => Object.assign(b, cleared(b))],
      ['emptied lint entries', (b) => Object.assign(b, { lint: Object.fromEntries(Object.keys(b.lint).map((k) => [k, { findings: [], exists: [] }])), reports: [] })],
      [
        'findings: [null]',
        (b) => {
          lintOf(b).findings = [null];
          b.reports = [];
        },
      ],
      [
        'a finding whose line is a string',
        (b) => {
          lintOf(b).findings = [{ ...(lintOf(b).findings[0] as object), line: '3' }];
          b.reports = [];
        },
      ],
      [
        'a report entry with no findings and a count that is a string',
        (b) => {
          b.reports[0]!.entry.report.findings = [];
          (b.reports[0]!.entry.report.stats as unknown as { errors: string }).errors = '0';
        },
      ],
    ];
    for (const [what, edit] of edits) {
      const b = structuredClone(body);
      edit(b);
      // Signed with the header's old signature, or with none: no key to sign with.
      for (const head of [header, { ...header, signature: undefined }]) {
        fs.writeFileSync(file, `${JSON.stringify(head)}\n${JSON.stringify(b)}`);
        const r = cli();
        expect(r.code, what).toBe(1);
        expect(secretFindings(r.report), what).toEqual(planted);
        expect(r.report.findings, what).toEqual(first.report.findings);
        expect(r.stderr, what).toMatch(/is not signed with this cache's key \(edited, cut short, copied from another machine, or committed to the repository\); nothing in it was used/);
      }
    }
  });
});
