/**
 * Hostile cases 5 and 6: a token in a config value or key, and a token in a directory name. Every
 * output (text, JSON, SARIF, stderr, and for the bundled action the log, annotations, outputs,
 * summary and report file) shows it only masked, in the same masked form everywhere; the path is
 * reported as a finding, and the JSON lists the masked path in `maskedPaths`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { maskSecrets } from '../../src/rules/mask.js';
import { actionBundle, makeWorkspace, runAction } from '../action/helpers/run-action.js';
import { commands } from '../action/helpers/commands.js';
import { cleanupRepos } from '../helpers/repo.js';
import { cli, expectCleanEnd, expectNoRepoCommands, expectNoSecret, token } from './helpers.js';

beforeAll(() => {
  actionBundle();
}, 120_000);
afterAll(cleanupRepos);

describe('hostile case 5: a token in a config value or key', () => {
  const cases: [string, (t: string) => string][] = [
    ['fail-on value', (t) => `fail-on: ${t}\n`],
    ['a key', (t) => `${t}: 1\n`],
    ['a rule id', (t) => `rules:\n  ${t}: off\n`],
    ['a working directory', (t) => `working-directories: [${t}]\n`],
    ['a profile', (t) => `profiles: [codex, ${t}]\n`],
    ['a YAML error next to it', (t) => `profiles: [${t}\n`],
  ];
  for (const [what, config] of cases) {
    it(`${what}: the CLI and the action fail with the token masked`, async () => {
      const secret = token(5);
      const ws = makeWorkspace({ 'AGENTS.md': '# Rules\n', '.agents-md-audit.yml': config(secret) });
      const r = cli([ws], { env: { GITHUB_ACTIONS: 'true' } });
      expectCleanEnd(r, [2]);
      expect(r.stderr).toMatch(/agents-md-audit: /);
      expectNoSecret(secret, r.stdout, r.stderr);
      expectNoRepoCommands(r.stderr, { allowed: [] });

      const run = await runAction({ workspace: ws });
      expectCleanEnd(run, [1]);
      const errors = commands(run.stdout).filter((c) => c.command === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]!.data).toMatch(/^(Config file|agents-md-audit): /);
      expectNoSecret(secret, run.stdout, run.stderr, run.summary, JSON.stringify(run.outputs));
      expectNoRepoCommands(run.stdout, { forbidden: [secret] });
    });
  }

  it('a valid value that is a token (a fallback file name) is masked in the report', () => {
    const secret = token(6);
    const ws = makeWorkspace({ 'AGENTS.md': '# Rules\n', '.agents-md-audit.yml': `fallback-filenames: [${secret}]\n` });
    const r = cli([ws, '--format', 'json']);
    expectCleanEnd(r, [0, 1]);
    expectNoSecret(secret, r.stdout, r.stderr);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.settings.fallbackFilenames).toEqual([maskSecrets(secret)]);
  });
});

describe('hostile case 6: a token in a directory name', () => {
  function repo(): { ws: string; secret: string; masked: string } {
    const secret = token(7);
    const ws = makeWorkspace({ 'AGENTS.md': '# Rules\n', [`docs/${secret}/AGENTS.md`]: '# Docs\n\nKeep it short.\n' });
    return { ws, secret, masked: `docs/${maskSecrets(secret)}/AGENTS.md` };
  }

  it('CLI: reported on that path, masked the same way in text, JSON and SARIF, and listed as masked', () => {
    const { ws, secret, masked } = repo();
    const json = cli([ws, '--format', 'json']);
    const text = cli([ws]);
    const sarif = cli([ws, '--format', 'sarif']);
    for (const r of [json, text, sarif]) {
      expectCleanEnd(r, [1]);
      expectNoSecret(secret, r.stdout, r.stderr);
    }
    const report = JSON.parse(json.stdout) as Report;
    const maskedDir = masked.slice(0, -'/AGENTS.md'.length);
    expect(masked).toContain('«GitHub personal access token: ghp_… 40 chars»');
    expect(report.maskedPaths).toEqual([maskedDir, masked].sort());
    expect(report.workingDirectories).toContain(maskedDir);
    expect(report.files.map((f) => f.path)).toContain(masked);
    expect(report.chains.find((c) => c.cwd === maskedDir)?.files.map((f) => f.path)).toEqual(['AGENTS.md', masked]);
    const finding = report.findings.find((f) => f.ruleId === 'no-secrets')!;
    expect(finding).toMatchObject({ path: masked, line: null, severity: 'error' });
    expect(finding.message).toMatch(/^Revoke the GitHub personal access token \(ghp_… 40 chars\) in a directory name on this path now/);
    expect(text.stdout).toContain(masked);
    const results = (JSON.parse(sarif.stdout) as { runs: { results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] }).runs[0]!.results;
    const uri = results.find((x) => x.ruleId === 'no-secrets')!.locations[0]!.physicalLocation.artifactLocation.uri;
    expect(decodeURIComponent(uri)).toBe(masked);
  });

  it('action: masked in the log, the annotations, the outputs, the summary and the report file', async () => {
    const { ws, secret, masked } = repo();
    const run = await runAction({ workspace: ws, inputs: { 'sarif-path': 'out.sarif' } });
    expectCleanEnd(run, [1]);
    const reportText = fs.readFileSync(run.outputs['report-path']!, 'utf8');
    const sarifText = fs.readFileSync(path.join(ws, 'out.sarif'), 'utf8');
    expectNoSecret(secret, run.stdout, run.stderr, run.summary, JSON.stringify(run.outputs), reportText, sarifText);
    const ann = commands(run.stdout).find((c) => c.command === 'error' && c.properties['title'] === 'no-secrets');
    expect(ann?.properties['file']).toBe(masked);
    expectNoRepoCommands(run.stdout, { forbidden: [secret] });
  });
});
