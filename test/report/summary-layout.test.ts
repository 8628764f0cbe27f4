/**
 * The job summary fits GitHub's page: a generated 300-directory repository (scripts/gen-monorepo.mjs)
 * audited with every profile, its summary rendered as GitHub renders it (GFM, raw HTML, GitHub's
 * sanitiser: scripts/summary-html.mjs), styled with github-markdown-css, laid out by headless
 * Chromium at a 1,012 px viewport in a 930 px column (GitHub's step summary at that width), and
 * measured from the page: no table is wider than its column, and no path in code wraps.
 * Skips, saying why, where Chromium or github-markdown-css is absent.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PROFILES } from '../../src/audit.js';
import type { Report } from '../../src/report/model.js';
import { renderSummary } from '../../src/report/summary.js';
// @ts-expect-error: a plain ES module script, without types
import { summaryToHtml } from '../../scripts/summary-html.mjs';
import { auditAt } from '../helpers/audit.js';
import { findChromium, githubMarkdownCss, layoutInChromium, summaryPageHtml, type Layout } from '../helpers/chromium-layout.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const VIEWPORT = 1012;
const COLUMN = 930;
const chromium = findChromium();
const css = githubMarkdownCss();
const why = !chromium ? 'no Chromium (apt-get install chromium)' : !css ? 'github-markdown-css is not installed (npm ci)' : '';
if (why) console.warn(`summary-layout: skipped: ${why}`);

/** Directories with long hyphenated names, some with files large enough to overflow the budget. */
const HYPHENATED = [
  'services/legacy-billing-reconciliation',
  'services/legacy-billing-reconciliation/api-gateway-adapters-v2',
  'services/customer-identity-provider/session-token-refresh-worker',
  'packages/design-system-react-components/date-range-picker',
  'packages/design-system-react-components/date-range-picker/calendar-month-grid',
  'tools/internal-developer-platform-cli/release-train-orchestrator',
];

let tmp: string;
let report: Report;
let layout: Layout;

describe.skipIf(why !== '')('the job summary at GitHub’s width (Chromium, github-markdown-css)', () => {
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'amda-layout-repo-'));
    const root = path.join(tmp, 'mono');
    const gen = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/gen-monorepo.mjs'), root, '--files', '600', '--dirs', '300', '--instructions', '300', '--no-git'], { encoding: 'utf8' });
    if (gen.status !== 0) throw new Error(`gen-monorepo failed: ${gen.stderr}`);
    // Real monorepos have long hyphenated names: the ones a page breaks at the hyphens.
    for (const [i, dir] of HYPHENATED.entries()) {
      fs.mkdirSync(path.join(root, dir), { recursive: true });
      fs.writeFileSync(path.join(root, dir, 'AGENTS.md'), `# ${dir}\n\n${'- Keep the adapters free of side effects.\n'.repeat(40 + 300 * (i % 3))}`);
    }
    const git = (...args: string[]) => {
      const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' } });
      if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
    };
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'generated');
    const t0 = Date.now();
    report = (await auditAt(root, { profiles: [...KNOWN_PROFILES] })).report;
    const t1 = Date.now();
    // Every table kind at full length, except the per-chain detail tables (all of one shape): the 30 fullest, to keep the page quick to lay out.
    const md = renderSummary(report, { failOn: 'error', maxChainDetails: 30, blobUrl: 'https://github.com/acme/large-monorepo/blob/0123456789abcdef0123456789abcdef01234567' });
    const html = (await summaryToHtml(md)) as string;
    const t2 = Date.now();
    layout = await layoutInChromium(chromium!, summaryPageHtml(html, css!, COLUMN), VIEWPORT);
    if (process.env.LAYOUT_DEBUG) console.warn(`audit ${t1 - t0} ms, render ${t2 - t1} ms, chromium ${Date.now() - t2} ms`);
    if (process.env.LAYOUT_DEBUG) {
      fs.writeFileSync(process.env.LAYOUT_DEBUG, `${JSON.stringify(layout, null, 1)}\n`);
      fs.writeFileSync(`${process.env.LAYOUT_DEBUG}.md`, md);
    }
  }, 120_000);
  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('audits a 300-directory repository with every profile, and the page measured every table in a 930 px column', () => {
    expect(report.workingDirectories.length).toBeGreaterThanOrEqual(250);
    for (const d of HYPHENATED) expect(report.workingDirectories).toContain(d);
    expect(report.profiles).toEqual([...KNOWN_PROFILES]);
    expect(layout.viewport).toBe(VIEWPORT);
    expect(layout.columnWidth).toBe(COLUMN);
    const headings = new Set(layout.tables.map((t) => t.heading));
    for (const h of ['Problems', 'Budget use by working directory', 'Profiles × working directories']) expect([...headings].some((x) => x.startsWith(h)), h).toBe(true);
  });

  it('no table is wider than its column', () => {
    const wide = layout.tables.filter((t) => t.scrollWidth > t.columnWidth || t.scrollWidth > t.clientWidth);
    expect(wide.map((t) => `${t.heading} ${t.label}: ${t.scrollWidth} px > ${t.columnWidth} px (${t.header.join(' | ')})`)).toEqual([]);
  });

  it('no path that starts a line (a table cell, a finding’s place) wraps, and no code carries an invisible character', () => {
    const paths = new Set([...report.workingDirectories, ...report.files.map((f) => f.path)]);
    const shown = layout.codes.filter((c) => c.leading && paths.has(c.text));
    expect(shown.length).toBeGreaterThan(50);
    for (const d of HYPHENATED) expect(shown.some((c) => c.text === d)).toBe(true);
    expect(shown.filter((c) => c.lines > 1).map((c) => `${c.text} (${c.where})`)).toEqual([]);
    expect(layout.codes.filter((c) => /[\u2060\u200b\u00ad]/.test(c.text)).map((c) => c.text)).toEqual([]);
  });
});
