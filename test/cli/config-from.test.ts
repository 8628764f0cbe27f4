/**
 * `--config-from base` with `--base REF`: the settings come from the config file committed at REF,
 * on both sides of the comparison; the work tree's change to it is said on stderr and recorded in
 * the JSON report's `policy`, not applied. Real two-commit git repositories.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { runCliCaptured } from '../helpers/cli.js';
import { cleanupRepos, git, makeRepo, writeFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

const TOKEN = fakeSecret('github-token', 31).value;

function gateOffChange(): { root: string; base: string } {
  const root = makeRepo({ 'AGENTS.md': '# Acme\n\nRun `npm test`.\n', '.agents-md-audit.yml': 'fail-on: warning\n' }, { commit: true });
  const base = git(root, 'rev-parse', 'HEAD').trim();
  writeFiles(root, { 'AGENTS.md': `# Acme\n\nRun \`npm test\`.\nDeploy with ${TOKEN}.\n`, '.agents-md-audit.yml': 'fail-on: never\nrules:\n  no-secrets: off\n' });
  git(root, 'commit', '-qam', 'change');
  return { root, base };
}

describe('--config-from base', () => {
  it('applies the settings committed at --base REF and says what the work tree changes', async () => {
    const { root, base } = gateOffChange();
    const r = await runCliCaptured([root, '--base', 'HEAD~1', '--config-from', 'base', '--format', 'json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.findings.filter((f) => f.ruleId === 'no-secrets' && f.severity === 'error')).toHaveLength(1);
    expect(report.policy).toEqual({
      source: 'base',
      commit: base,
      file: '.agents-md-audit.yml',
      changed: [
        { setting: 'fail-on', base: 'warning', head: 'never' },
        { setting: 'rules.no-secrets', base: null, head: 'off' },
      ],
      baseFile: '.agents-md-audit.yml',
      headFile: '.agents-md-audit.yml',
    });
    expect(r.stderr).toBe(
      "agents-md-audit: The work tree changes the audit's own settings (.agents-md-audit.yml): fail-on warning → never, rules.no-secrets (not set) → off; they take effect once merged. This run uses the base commit's settings.\n",
    );
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
    // Without it, the work tree's file applies, as before.
    const plain = await runCliCaptured([root, '--base', 'HEAD~1', '--format', 'json']);
    expect(plain.code).toBe(0);
    expect((JSON.parse(plain.stdout) as Report).policy).toBeUndefined();
  });

  it('needs --base, and takes base or head only', async () => {
    const { root } = gateOffChange();
    expect(await runCliCaptured([root, '--config-from', 'base'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--config-from base needs --base REF') });
    expect(await runCliCaptured([root, '--base', 'HEAD~1', '--config-from', 'main'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--config-from: "main" is not accepted: expected head'),
    });
    expect(await runCliCaptured([root, '--base', 'nope', '--config-from', 'base'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--base: "nope" is not a commit') });
  });
});
