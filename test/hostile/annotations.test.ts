/**
 * GitHub's annotation caps: at most 10 error and 10 warning (and 10 notice) annotations per step.
 * The bundled action counts every annotation it emits — its own failure reason and the warning about
 * a failed changed-files lookup included — so GitHub never drops the failure reason, and the
 * findings that do not fit are summed up in one notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../action/helpers/commands.js';
import { PULL_REQUEST_EVENT, withForbiddenApi } from '../action/helpers/forbidden-api.js';
import { actionBundle, makeWorkspace, runAction } from '../action/helpers/run-action.js';
import { cleanupRepos } from '../helpers/repo.js';
import { expectCleanEnd, expectNoRepoCommands } from './helpers.js';

beforeAll(() => {
  actionBundle();
}, 120_000);
afterAll(cleanupRepos);

function busyWorkspace(): string {
  const files: Record<string, string> = { 'AGENTS.md': '# Acme\n' };
  for (let i = 0; i < 14; i++) {
    const n = String(i).padStart(2, '0');
    files[`big${n}/AGENTS.md`] = `# Big ${i}\n\n${'- Keep the build green and the tests fast, always.\n'.repeat(40)}`;
    files[`refs${n}/AGENTS.md`] = `# Refs ${i}\n\nSee [the guide](missing-${n}.md).\n`;
  }
  return makeWorkspace(files);
}

describe('annotations against GitHub`s caps', () => {
  it('counts the lookup warning and the failure reason: at most 10 of each level, the failure last and shown', async () => {
    const ws = busyWorkspace();
    await withForbiddenApi(async (apiUrl) => {
      const run = await runAction({
        workspace: ws,
        inputs: { token: 'x', 'max-bytes': '1024' },
        eventName: 'pull_request',
        event: PULL_REQUEST_EVENT,
        env: { GITHUB_API_URL: apiUrl },
      });
      expectCleanEnd(run, [1]);
      expectNoRepoCommands(run.stdout);
      const cmds = commands(run.stdout);
      const of = (level: string) => cmds.filter((c) => c.command === level);
      expect(of('error')).toHaveLength(10);
      expect(of('warning')).toHaveLength(10);
      expect(of('notice').length).toBeLessThanOrEqual(10);
      expect(of('error').length + of('warning').length + of('notice').length).toBeLessThanOrEqual(50);
      // The lookup warning is one of the ten, and it came first.
      expect(of('warning')[0]!.data).toContain('(HTTP 403)');
      // The failure reason is the last error, within the cap.
      expect(of('error').at(-1)!.data).toMatch(/^agents-md-audit: \d+ errors, \d+ warnings \(fail-on: error\); worst: /);
      const more = of('notice').find((c) => c.properties['title'] === 'agents-md-audit: more findings');
      expect(more?.data).toMatch(/^\d+ more findings are not annotated/);
    });
  });
});
