import { afterAll, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit.js';
import { defaultOptions } from '../../src/config/options.js';
import { mergeReports, MergeError } from '../../src/report/merge.js';
import { runCli } from '../../src/cli/main.js';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const big = `# Root\n\n${'- a rule that every package shares, repeated to fill the budget\n'.repeat(40)}`;

function repo(): string {
  return makeRepo(
    {
      'AGENTS.md': big,
      'packages/a/AGENTS.md': '# a\n\nRun `pnpm test` in a.\n',
      'packages/b/AGENTS.md': '# b\n\nRun `pnpm test` in b.\n',
      'services/c/AGENTS.md': '# c\n\nRun `cargo test` in c.\n',
    },
    { git: true, commit: true },
  );
}

describe('mergeReports', () => {
  it('merging the reports of an audit split by working directories equals the whole audit', async () => {
    const root = repo();
    const opts = { ...defaultOptions(root), profiles: ['codex', 'a3s'], maxBytes: 2000 };
    const whole = await audit({ ...opts, workingDirectories: ['auto'] });
    const partA = await audit({ ...opts, workingDirectories: ['.', 'packages/*'] });
    const partB = await audit({ ...opts, workingDirectories: ['services/*'] });
    const merged = mergeReports([partA, partB]);
    expect(merged.chains).toEqual(whole.chains);
    expect(merged.workingDirectories).toEqual(whole.workingDirectories);
    expect(merged.findings.map((f) => f.fingerprint).sort()).toEqual(whole.findings.map((f) => f.fingerprint).sort());
    expect(merged.stats).toEqual(whole.stats);
    // The root file is in every chain of both parts; merged it counts each chain once.
    expect(merged.files.find((f) => f.path === 'AGENTS.md')?.chains).toBe(whole.files.find((f) => f.path === 'AGENTS.md')?.chains);
  });

  it('refuses reports of different roots and an empty list', async () => {
    const r1 = await audit({ ...defaultOptions(repo()), workingDirectories: ['.'] });
    const r2 = { ...r1, root: 'elsewhere' };
    expect(() => mergeReports([r1, r2])).toThrow(MergeError);
    expect(() => mergeReports([])).toThrow(/no report/);
  });

  it('the CLI merge command writes one report and exits by its findings; bad input exits 2', async () => {
    const root = repo();
    const dir = makeTempDir();
    let out = '';
    let err = '';
    const io = { stdout: (s: string) => (out += s), stderr: (s: string) => (err += s), cwd: dir };
    expect(await runCli([root, '-C', 'packages/a', '--max-bytes', '100', '--output', 'a.json', '-f', 'json'], io)).toBe(1);
    expect(await runCli([root, '-C', 'services/c', '--max-bytes', '100', '--output', 'c.json', '-f', 'json'], io)).toBe(1);
    out = '';
    expect(await runCli(['merge', 'a.json', 'c.json'], io)).toBe(1);
    const merged = JSON.parse(out);
    expect(merged.chains.map((c: { cwd: string }) => c.cwd)).toEqual(['packages/a', 'services/c']);
    fs.writeFileSync(path.join(dir, 'bad.json'), '{ not json');
    err = '';
    expect(await runCli(['merge', 'bad.json'], io)).toBe(2);
    expect(err).toMatch(/cannot read report "bad.json"/);
    fs.writeFileSync(path.join(dir, 'other.json'), '{"hello": 1}');
    err = '';
    expect(await runCli(['merge', 'other.json'], io)).toBe(2);
    expect(err).toMatch(/merge: "other\.json" is not an agents-md-audit JSON report: the report must have required property 'schemaVersion'/);
  });
});
