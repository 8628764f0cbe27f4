#!/usr/bin/env node
// Regenerates docs/summary.png: the job summary the action writes for a large example (300 working
// directories from scripts/gen-monorepo.mjs, every profile; or the bundled example monorepo with
// --example monorepo), rendered as GitHub renders it (scripts/summary-html.mjs: GFM, raw HTML,
// GitHub's sanitiser allow-list) and photographed by headless Chromium (Debian: apt-get install chromium).
//
//   npm run build && node scripts/render-summary-screenshot.mjs [--out docs/summary.png] [--html out.html] [--example large|monorepo]
//
// Uses the compiled engine in lib/. Needs no network.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { summaryPage, summaryToHtml } from './summary-html.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(repo, 'docs/summary.png') },
    html: { type: 'string' },
    width: { type: 'string', default: '1200' },
    height: { type: 'string', default: '2000' },
    chromium: { type: 'string', default: 'chromium' },
    example: { type: 'string', default: 'large' },
  },
});

const lib = (p) => import(pathToFileURL(path.join(repo, 'lib', p)).href);
if (!fs.existsSync(path.join(repo, 'lib/audit.js'))) {
  console.error('render-summary-screenshot: lib/ is missing; run `npm run build` first');
  process.exit(1);
}
const { audit, KNOWN_PROFILES, ALL_RULES } = await lib('audit.js');
const { loadConfigFile } = await lib('config/file.js');
const { buildOptions } = await lib('action/options.js');
const { renderSummary } = await lib('report/summary.js');

let root = path.join(repo, 'fixtures/monorepo');
let overrides = {};
let tmp = null;
if (values.example === 'large') {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'amda-large-'));
  root = path.join(tmp, 'large-monorepo');
  execFileSync(process.execPath, [path.join(repo, 'scripts/gen-monorepo.mjs'), root, '--files', '3000', '--dirs', '300', '--instructions', '300'], { stdio: 'ignore' });
  overrides = { profiles: ['codex', 'a3s', 'opencode', 'claude-code', 'gemini', 'copilot', 'aider'] };
}
const inputs = {
  workspace: path.dirname(root),
  root,
  config: null,
  overrides,
  assumeRoot: true,
  summary: true,
  annotations: true,
  reportPath: null,
  sarifPath: null,
  token: '',
};
const file = loadConfigFile(root, null, { profiles: KNOWN_PROFILES, rules: ALL_RULES.map((r) => r.id) });
const { options, failOn } = buildOptions(inputs, file);
const report = await audit(options);
const markdown = renderSummary(report, {
  failOn,
  fullReportHint: 'the JSON report (the `report-path` output)',
  blobUrl: 'https://github.com/example/large-monorepo/blob/0123456789abcdef0123456789abcdef01234567',
});
const page = summaryPage(await summaryToHtml(markdown));
const htmlFile = values.html ? path.resolve(values.html) : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'amda-shot-')), 'summary.html');
fs.writeFileSync(htmlFile, page);
if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amda-chromium-'));
fs.mkdirSync(path.dirname(path.resolve(values.out)), { recursive: true });
execFileSync(
  values.chromium,
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--hide-scrollbars',
    `--user-data-dir=${profileDir}`,
    `--screenshot=${path.resolve(values.out)}`,
    `--window-size=${values.width},${values.height}`,
    pathToFileURL(htmlFile).href,
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
fs.rmSync(profileDir, { recursive: true, force: true });
console.log(`wrote ${path.relative(process.cwd(), path.resolve(values.out))} (${report.findings.length} findings, ${report.chains.length} chains)`);
