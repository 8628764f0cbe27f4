/**
 * Hostile case 9: 100,000 entries in one directory, without git (`--assume-root`: the walk). A
 * directory listed one name at a time once cost time quadratic in its entries (100,000 did not end
 * in 11 minutes of CPU). The compiled CLI ends by itself, finds the one instruction file among the
 * entries, and its work stays linear: under strace, it opens none of the other entries, reads the
 * directory once and looks up far fewer paths than it lists (asserted as counts, never as time).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { CLI_JS, ensureCompiled } from '../helpers/cli.js';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';
import { cli, expectCleanEnd, hasStrace } from './helpers.js';

afterAll(cleanupRepos);

const N = 100_000;

function wideTree(): string {
  const root = makeRepo({ 'AGENTS.md': '# Root\n\nRun the tests.\n', 'data/AGENTS.md': '# Data\n\nGenerated; do not edit.\n' });
  for (let i = 0; i < N; i++) fs.closeSync(fs.openSync(path.join(root, 'data', `f${i}.txt`), 'w'));
  return root;
}

describe(`hostile case 9: ${N.toLocaleString('en-US')} entries in one directory without git`, () => {
  const root = wideTree();

  it('the CLI ends by itself and audits the directory', () => {
    const r = cli([root, '--assume-root', '--format', 'json', '-p', 'codex,claude-code,gemini']);
    expectCleanEnd(r, [0, 1]);
    const report = JSON.parse(r.stdout) as Report;
    const data = report.chains.find((c) => c.cwd === 'data' && c.profile === 'codex');
    expect(data?.files.map((f) => f.path)).toEqual(['AGENTS.md', 'data/AGENTS.md']);
  });

  it.skipIf(!hasStrace)('under strace -f: none of the entries is opened, the directory is read once, and the lookups stay few', () => {
    ensureCompiled();
    const log = path.join(makeTempDir('amda-wide-trace-'), 'trace.log');
    const r = spawnSync(
      'strace',
      ['-f', '-qq', '-s', '4096', '-e', 'trace=open,openat,openat2,statx,newfstatat,lstat,stat,getdents64', '-o', log, process.execPath, CLI_JS, root, '--assume-root', '--format', 'json'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 240_000, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: makeTempDir('amda-home-') } },
    );
    expectCleanEnd({ status: r.status, stdout: String(r.stdout), stderr: String(r.stderr) }, [0, 1]);
    const lines = fs.readFileSync(log, 'utf8').split('\n');
    const dataDir = path.join(root, 'data');
    const entry = new RegExp(`"${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/f\\d+\\.txt"`);
    const opened = lines.filter((l) => /\b(?:open|openat|openat2)\(/.test(l) && entry.test(l));
    expect(opened).toEqual([]);
    const looked = lines.filter((l) => /\b(?:statx|newfstatat|lstat|stat)\(/.test(l) && entry.test(l));
    expect(looked.length).toBeLessThan(100);
    const dirOpens = lines.filter((l) => /\b(?:open|openat|openat2)\(/.test(l) && l.includes(`"${dataDir}"`) && l.includes('O_DIRECTORY'));
    expect(dirOpens.length).toBeGreaterThanOrEqual(1);
    expect(dirOpens.length).toBeLessThanOrEqual(2);
  });
});
