/**
 * Urgency order (src/report/urgency.ts): a secret first, then instructions agents never read, then
 * broken references, then hygiene; and each message starts with what to do. On a real repository
 * with a planted token, a committed override that hides the shared file, a chain cut at the budget,
 * a dangling link and a byte-order mark, the token is "worst:" in the summary and the step's failure
 * message, the first error annotation, the first problem of the text report, and first in the JSON
 * and SARIF order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from '../../src/action/outcome.js';
import { ALL_RULES } from '../../src/registry.js';
import { planAnnotations } from '../../src/report/annotations.js';
import type { Finding, Report } from '../../src/report/model.js';
import { toSarif } from '../../src/report/sarif.js';
import { renderSummary, worstFinding } from '../../src/report/summary.js';
import { renderText } from '../../src/report/text.js';
import { compareUrgency, RULE_URGENCY, urgencyOf } from '../../src/report/urgency.js';
import { auditAt } from '../helpers/audit.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

const f = (ruleId: string, severity: Finding['severity'], path = 'AGENTS.md'): Finding => ({ ruleId, severity, path, line: 1, message: `${ruleId} message.`, fingerprint: `${ruleId}:${path}` });

describe('the urgency table', () => {
  it('gives every registered rule a tier of its own choosing (a new rule is listed there)', () => {
    const missing = ALL_RULES.map((r) => r.id).filter((id) => !Object.hasOwn(RULE_URGENCY, id));
    expect(missing).toEqual([]);
  });

  it('orders a secret before unread instructions before a broken link before hygiene, problems before infos', () => {
    const shuffled = [f('encoding-bom', 'warning'), f('disagree-order', 'info'), f('symlink-dangling', 'error'), f('override-committed', 'error'), f('no-possible-secrets', 'warning'), f('chain-over-budget', 'error'), f('agent-misses-file', 'warning')];
    expect([...shuffled].sort(compareUrgency).map((x) => x.ruleId)).toEqual([
      'no-possible-secrets',
      'chain-over-budget',
      'override-committed',
      'agent-misses-file',
      'symlink-dangling',
      'encoding-bom',
      'disagree-order',
    ]);
    expect(urgencyOf('agent-misses-file')).toBe('unread');
    expect(urgencyOf('a-rule-nobody-listed')).toBe('hygiene');
  });

  it('"worst:" names a finding that fails the run: a possible secret (a warning) is worst only under fail-on warning', () => {
    const findings = [f('override-committed', 'error', 'b/AGENTS.override.md'), f('no-possible-secrets', 'warning', 'a/AGENTS.md')];
    expect(worstFinding(findings, 'error')?.ruleId).toBe('override-committed');
    expect(worstFinding(findings, 'warning')?.ruleId).toBe('no-possible-secrets');
    expect(worstFinding([f('no-secrets', 'error', 'z/AGENTS.md'), ...findings], 'error')?.ruleId).toBe('no-secrets');
  });
});

describe('a planted token on a real repository', () => {
  let report: Report;
  const token = fakeSecret('github-token');
  beforeAll(async () => {
    const root = makeRepo(
      {
        'AGENTS.md': `# Rules\n\n${'- Use pnpm; run the tests before you push.\n'.repeat(30)}`,
        // The override sorts before the token's file and hides the shared file: it used to be "worst:".
        'apps/AGENTS.override.md': '# Local\n\n- Skip the slow tests.\n',
        'apps/AGENTS.md': '# Apps\n\n- Shared rules for the apps.\n',
        'services/billing/AGENTS.md': `# Billing\n\nDeploy with ${token.value} when the bot is down.\n`,
        'services/big/AGENTS.md': `# Big\n\n${'- A long rule that fills the budget of this chain quickly.\n'.repeat(60)}`,
        'tools/AGENTS.md': { symlink: '../docs/gone.md' },
        'docs/AGENTS.md': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('# Docs\n\n- Write in English.\n')]),
      },
      { commit: true },
    );
    report = (await auditAt(root, { profiles: ['codex'], maxBytes: 2_000 })).report;
  });
  afterAll(() => cleanupRepos());

  it('holds every kind of problem, the token among them', () => {
    const ids = new Set(report.findings.map((x) => x.ruleId));
    for (const id of ['no-secrets', 'override-committed', 'chain-over-budget', 'symlink-dangling', 'encoding-bom']) expect(ids, id).toContain(id);
  });

  it('is worst: in the summary and the failure message, the first annotation, the first problem and first in JSON and SARIF', () => {
    const md = renderSummary(report, { failOn: 'error' });
    expect(md).toMatch(/\*\*Result: fails\*\* \(fail-on: error\); worst: no-secrets in <code>services\/billing\/AGENTS\.md<\/code> line 3\./);
    expect(failureMessage(report, 'error')).toMatch(/; worst: no-secrets in services\/billing\/AGENTS\.md:3$/);
    const plan = planAnnotations(report.findings);
    expect(plan.annotations[0]).toMatchObject({ level: 'error', properties: { title: 'no-secrets', file: 'services/billing/AGENTS.md' } });
    const text = renderText(report, { width: 120 });
    expect(text.slice(text.indexOf('Problems')).split('\n')[1]).toMatch(/^ {2}error {3}no-secrets {2}×1$/);
    expect(report.findings[0]!.ruleId).toBe('no-secrets');
    expect(toSarif(report, ALL_RULES).runs[0]!.results[0]!.ruleId).toBe('no-secrets');
    // And the problems follow the tiers: unread, then broken, then hygiene.
    const tiers = report.findings.filter((x) => x.severity !== 'info').map((x) => urgencyOf(x.ruleId));
    expect(tiers).toEqual([...tiers].sort((a, b) => ['secret', 'unread', 'broken', 'hygiene'].indexOf(a) - ['secret', 'unread', 'broken', 'hygiene'].indexOf(b)));
  });

  it('each message starts with what to do, and the cut says how much', () => {
    const first = (id: string): string => report.findings.find((x) => x.ruleId === id)!.message;
    expect(first('no-secrets')).toMatch(/^Revoke the GitHub personal access token \(ghp_… 40 chars\) at line 3 now, then remove it/);
    expect(first('no-secrets')).not.toContain(token.value);
    expect(first('override-committed')).toMatch(/^Run `git rm --cached apps\/AGENTS\.override\.md` and add the line `AGENTS\.override\.md` to \.gitignore/);
    expect(first('chain-over-budget')).toMatch(/^Cut [\d,]+ bytes? from this chain, or raise max-bytes \(Codex: project_doc_max_bytes\) to at least [\d,]+ for every agent that reads it\. /);
    expect(first('symlink-dangling')).toMatch(/^Point tools\/AGENTS\.md at the file that exists now/);
    expect(first('encoding-bom')).toMatch(/^Remove the 3-byte mark: save the file as UTF-8 without BOM/);
  });

  it('the amount to cut is what the chain needs beyond its budget (the summary’s “Needs / budget”)', () => {
    const cut = report.findings.find((x) => x.ruleId === 'chain-over-budget' && x.path === 'services/big/AGENTS.md')!;
    const chain = report.chains.find((c) => c.cwd === 'services/big' && c.profile === 'codex')!;
    const big = report.files.find((x) => x.path === 'services/big/AGENTS.md')!;
    const root = report.files.find((x) => x.path === 'AGENTS.md')!;
    const needed = (root.size ?? 0) + (big.size ?? 0) + (chain.usedBytes - chain.files.reduce((n, x) => n + x.loadedBytes, 0));
    const m = /^Cut ([\d,]+) bytes? from this chain, or raise max-bytes \(Codex: project_doc_max_bytes\) to at least ([\d,]+)/.exec(cut.message)!;
    const n = (s: string): number => Number(s.replace(/,/g, ''));
    expect(n(m[2]!)).toBe(needed);
    expect(n(m[1]!)).toBe(needed - 2_000);
    expect(renderSummary(report)).toContain(`${m[2]}&nbsp;/&nbsp;2,000`);
  });
});
