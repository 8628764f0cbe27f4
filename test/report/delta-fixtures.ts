/** Reports with a delta for the renderer tests: the monorepo before a change, and after an edit of its instruction files. */
import { computeDelta, withDelta, type DeltaBase, type FileDiff } from '../../src/report/delta.js';
import type { Report } from '../../src/report/model.js';
import { chain, file, finding, makeReport, monorepoReport } from '../action/helpers/reports.js';
import { fakeSecret } from '../helpers/fake-secrets.js';

export const COMMIT: DeltaBase = { kind: 'commit', ref: 'main', commit: 'a'.repeat(40), note: 'the base side is the committed state.' };

/** The monorepo before the change: packages/api fits, the override was there, no secret yet. */
export function baseReport(): Report {
  const head = monorepoReport();
  const chains = head.chains.map((c) =>
    c.cwd === 'packages/api'
      ? chain(c.profile, c.cwd, [file('AGENTS.md', 4000), file('packages/AGENTS.md', 2000), file('packages/api/AGENTS.md', 20000)])
      : c,
  );
  const findings = [
    ...head.findings.filter((f) => f.ruleId !== 'chain-over-budget' && f.ruleId !== 'no-secrets'),
    finding('no-personal-paths', 'warning', 'packages/web/AGENTS.md', 3, 'Unexpected personal machine path `/home/alice/` at line 3.'),
  ];
  return makeReport({ root: 'monorepo', profiles: ['codex', 'a3s'], chains, findings });
}

/** The monorepo with an edit to the root file (read by every chain), one past packages/api's cut, and a secret in a diff line. */
export function editedReport(): Report {
  const token = fakeSecret('github-token').value;
  const diffs: FileDiff[] = [
    { path: 'AGENTS.md', hunks: [{ oldStart: 2, oldCount: 2, newStart: 2, newCount: 2, lines: [' # Acme', '-- Use `npm test`.', '+- Use `pnpm test` & <b>never</b> @octocat.', ' '] }] },
    { path: 'packages/api/AGENTS.md', hunks: [{ oldStart: 130, oldCount: 1, newStart: 130, newCount: 1, lines: ['-- Old deploy rule.', `+- Deploy with ${token} only.`] }] },
  ];
  return withDelta(monorepoReport(), computeDelta(baseReport(), monorepoReport(), COMMIT, diffs));
}

