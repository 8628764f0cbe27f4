/**
 * "Never print a secret", end to end: a real git repository with a planted value of every format
 * is audited by the engine, and every output of the run (the JSON, text and SARIF reports, the CLI's
 * stdout and stderr, the job summary, the annotations) is searched for any part of any planted value.
 * The findings must be there, redacted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../src/registry.js';
import { renderJson } from '../../src/report/json.js';
import { planAnnotations } from '../../src/report/annotations.js';
import { toSarif } from '../../src/report/sarif.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderText } from '../../src/report/text.js';
import type { Report } from '../../src/report/model.js';
import { FAKE_KINDS, fakeSecret, type FakeSecret } from '../helpers/fake-secrets.js';
import { maskSecrets } from '../../src/rules/index.js';
import { auditAt } from '../helpers/audit.js';
import { runCliCaptured } from '../helpers/cli.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

const planted: FakeSecret[] = FAKE_KINDS.map((kind, i) => fakeSecret(kind, 900 + i));

function line(f: FakeSecret): string {
  if (f.kind === 'assigned-value') return `PAYMENTS_API_KEY=${f.value}`;
  if (f.kind === 'bearer-token') return `Authorization: Bearer ${f.value}`;
  return f.value;
}

const half = Math.ceil(planted.length / 2);
const ROOT = `# Acme\n\nRun \`pnpm test\` before pushing.\n\n${planted
  .slice(0, half)
  .map((f) => `\`\`\`\n${line(f)}\n\`\`\``)
  .join('\n\n')}\n`;
const NESTED = `# Web\n\n${planted
  .slice(half)
  .map((f) => `- ${f.value.includes('\n') ? 'see below' : `\`${line(f)}\``}`)
  .join('\n')}\n\n${planted
  .slice(half)
  .filter((f) => f.value.includes('\n'))
  .map((f) => `\`\`\`\n${f.value}\n\`\`\``)
  .join('\n\n')}\n`;

/** Throws if `output` holds any 8-character window of any planted secret. */
function assertNoLeak(what: string, output: string): void {
  for (const f of planted) {
    for (let i = 0; i + 8 <= f.secret.length; i++) {
      if (output.includes(f.secret.slice(i, i + 8))) throw new Error(`${what} holds part of the planted ${f.kind} (window at ${i})`);
    }
  }
}

let root = '';
let report: Report;

beforeAll(async () => {
  root = makeRepo({ 'AGENTS.md': ROOT, 'web/AGENTS.md': NESTED, 'web/CLAUDE.md': '@AGENTS.md\n' }, { commit: true });
  report = (await auditAt(root, { profiles: ['codex', 'claude-code', 'gemini'] })).report;
});

afterAll(cleanupRepos);

describe('no output of a run holds a planted secret', () => {
  it('finds every planted value, redacted', () => {
    const secretFindings = report.findings.filter((f) => f.ruleId === 'no-secrets' || f.ruleId === 'no-possible-secrets');
    expect(secretFindings).toHaveLength(planted.length);
    for (const f of secretFindings) expect(f.message).toMatch(/\(.{0,4}… \d+ chars\)/);
  });

  it('JSON, text and SARIF reports, the job summary and the annotations', () => {
    assertNoLeak('JSON report', renderJson(report));
    assertNoLeak('text report', renderText(report));
    assertNoLeak('SARIF', JSON.stringify(toSarif(report, ALL_RULES)));
    assertNoLeak('job summary', renderSummary(report));
    assertNoLeak('annotations', JSON.stringify(planAnnotations(report.findings, { perKindLimit: 1000 })));
  });

  it.each(['text', 'json', 'sarif'])('the CLI with --format %s (stdout and stderr)', async (format) => {
    const run = await runCliCaptured(['--format', format, '--profile', 'codex,gemini', root]);
    expect(run.code).toBe(1); // findings at error level
    expect(run.stdout).toContain('no-secrets');
    assertNoLeak(`CLI ${format} stdout`, run.stdout);
    assertNoLeak(`CLI ${format} stderr`, run.stderr);
  });

  it('maskSecrets hides them in a text that must be shown (e.g. a printed prompt)', () => {
    const masked = maskSecrets(`${ROOT}\n${NESTED}`);
    assertNoLeak('masked text', masked);
    expect(masked).toContain('«GitHub personal access token: ghp_… 40 chars»');
  });
});
