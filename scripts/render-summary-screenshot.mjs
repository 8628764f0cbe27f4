#!/usr/bin/env node
// Regenerates docs/summary.png: the job summary the action writes for the example monorepo,
// rendered Markdown → HTML (remark-gfm, remark-rehype, rehype-stringify) with GitHub-like CSS and
// photographed by headless Chromium (Debian: apt-get install chromium).
//
//   npm run compile && node scripts/render-summary-screenshot.mjs [--out docs/summary.png] [--html out.html]
//
// Uses the compiled engine in lib/, so run `npm run compile` first. Needs no network.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(repo, 'docs/summary.png') },
    html: { type: 'string' },
    width: { type: 'string', default: '1200' },
    height: { type: 'string', default: '1600' },
    chromium: { type: 'string', default: 'chromium' },
  },
});

const lib = (p) => import(pathToFileURL(path.join(repo, 'lib', p)).href);
if (!fs.existsSync(path.join(repo, 'lib/audit.js'))) {
  console.error('render-summary-screenshot: lib/ is missing; run `npm run compile` first');
  process.exit(1);
}
const { audit, KNOWN_PROFILES, ALL_RULES } = await lib('audit.js');
const { loadConfigFile } = await lib('config/file.js');
const { buildOptions } = await lib('action/options.js');
const { renderSummary } = await lib('report/summary.js');

// The same options the action builds for `path: fixtures/monorepo` and `assume-root: true`.
const root = path.join(repo, 'fixtures/monorepo');
const inputs = {
  workspace: repo,
  root,
  config: null,
  overrides: {},
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
const markdown = renderSummary(report, { failOn, fullReportHint: 'the JSON report (the `report-path` output)' });

const body = String(
  await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .process(markdown),
);

// A minimal approximation of GitHub's job summary styling (no external resources).
const css = `
  body { margin: 0; background: #f6f8fa; font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; color: #1f2328; }
  .frame { max-width: 1100px; margin: 24px auto; background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; }
  .frame > header { padding: 12px 16px; border-bottom: 1px solid #d1d9e0; font-weight: 600; }
  .markdown-body { padding: 16px 32px 24px; }
  h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; margin: 16px 0; }
  h3 { font-size: 1.25em; margin: 24px 0 16px; }
  table { border-collapse: collapse; margin: 0 0 16px; display: block; overflow: auto; }
  th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
  th { font-weight: 600; background: #f6f8fa; }
  tr:nth-child(2n) td { background: #f6f8fa; }
  code { font: 85% ui-monospace, SFMono-Regular, "DejaVu Sans Mono", Menlo, monospace; background: rgba(129,139,152,.12); padding: .2em .4em; border-radius: 6px; }
  td code { white-space: nowrap; }
  details { margin: 0 0 8px; }
  summary { cursor: pointer; }
  blockquote { margin: 0 0 16px; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
  sub { color: #59636e; }
  a { color: #0969da; text-decoration: none; }
  p, ul { margin: 0 0 16px; }
`;
const page = `<!doctype html><html><head><meta charset="utf-8"><title>agents-md-audit job summary</title><style>${css}</style></head>
<body><div class="frame"><header>agents-md-audit summary</header><div class="markdown-body">${body}</div></div></body></html>`;

const htmlFile = values.html ? path.resolve(values.html) : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'amda-shot-')), 'summary.html');
fs.writeFileSync(htmlFile, page);
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
