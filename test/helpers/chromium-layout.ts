/**
 * Lays out HTML in headless Chromium (the system's, no download, no network) and returns what the
 * page measured: for the job summary layout test. The page is the sanitised summary inside a
 * `.markdown-body` column styled by github-markdown-css, as GitHub shows a step summary; a script
 * of ours (not from the summary: the sanitiser removed any) opens every `<details>`, measures and
 * writes the result as JSON into the DOM, which `--dump-dom` prints.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const CANDIDATES = [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter((p): p is string => !!p);

/** The Chromium binary, or null where none is installed. */
export function findChromium(): string | null {
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

/** github-markdown-css's light theme, or null when the devDependency is not installed. */
export function githubMarkdownCss(): string | null {
  try {
    return readFileSync(createRequire(import.meta.url).resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
  } catch {
    return null;
  }
}

export interface TableBox {
  /** The `###` heading the table sits under, and the bold label before it (a rule group), if any. */
  heading: string;
  label: string;
  /** Width the table's content needs, and the width it is given (GitHub's tables scroll when the first is larger). */
  scrollWidth: number;
  clientWidth: number;
  /** Inner width of the column the table sits in. */
  columnWidth: number;
  /** Header cells' text. */
  header: string[];
}

export interface CodeBox {
  text: string;
  /** The heading it is under, and its table column (1-based) when in a table. */
  where: string;
  /** It starts a line of its block (a table cell, a list item, after a `<br>`): a place where a path is the subject. */
  leading: boolean;
  /** Line boxes the element takes: 1 when it does not wrap. */
  lines: number;
}

export interface Layout {
  viewport: number;
  columnWidth: number;
  tables: TableBox[];
  codes: CodeBox[];
}

const MEASURE = `
for (const d of document.querySelectorAll('details')) d.open = true;
const column = document.querySelector('.markdown-body');
const cs = getComputedStyle(column);
const columnWidth = column.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
const before = (el, sel) => { let n = el; while (n) { if (n.previousElementSibling) { n = n.previousElementSibling; if (n.matches(sel)) return n; const inner = n.querySelectorAll(sel); if (inner.length) return inner[inner.length - 1]; } else n = n.parentElement; } return null; };
const tables = [...document.querySelectorAll('.markdown-body table')].map((t) => {
  const p = t.previousElementSibling;
  return {
    heading: before(t, 'h2, h3')?.textContent ?? '',
    label: p && p.tagName === 'P' ? p.textContent : '',
    scrollWidth: t.scrollWidth,
    clientWidth: t.clientWidth,
    columnWidth: t.parentElement.clientWidth - parseFloat(getComputedStyle(t.parentElement).paddingLeft) - parseFloat(getComputedStyle(t.parentElement).paddingRight),
    header: [...t.querySelectorAll('thead th')].map((th) => th.textContent),
  };
});
const leading = (c) => { const n = c.parentElement.tagName === 'A' ? c.parentElement : c; let p = n.previousSibling; while (p && p.nodeType === 3 && p.textContent.trim() === '') p = p.previousSibling; return !p || (p.nodeType === 1 && p.tagName === 'BR'); };
const codes = [...document.querySelectorAll('.markdown-body code')].map((c) => ({ text: c.textContent, leading: leading(c), where: (before(c, 'h2, h3')?.textContent ?? '') + (c.closest('td') ? ' / column ' + (c.closest('td').cellIndex + 1) : ''), lines: new Set([...c.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size }));
const out = document.createElement('pre');
out.id = 'layout-result';
out.textContent = JSON.stringify({ viewport: window.innerWidth, columnWidth, tables, codes });
document.body.appendChild(out);
`;

/** A step summary page: GitHub's markdown styles, a column `columnWidth` wide, the measuring script. */
export function summaryPageHtml(bodyHtml: string, css: string, columnWidth: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style><style>body{margin:0;background:#fff}.markdown-body{box-sizing:content-box;width:${columnWidth}px;margin:0 auto;padding:16px 0}</style></head><body><article class="markdown-body">${bodyHtml}</article><script>${MEASURE}</script></body></html>`;
}

function unescapeHtml(s: string): string {
  return s.replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0', amp: '&' })[e]!);
}

/** Loads `page` in headless Chromium at `viewport` px wide and returns the measurements the page wrote. */
export async function layoutInChromium(chromium: string, page: string, viewport: number): Promise<Layout> {
  const dir = mkdtempSync(join(tmpdir(), 'amda-layout-'));
  try {
    const file = join(dir, 'summary.html');
    writeFileSync(file, page);
    const args = [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
      `--user-data-dir=${join(dir, 'profile')}`,
      `--window-size=${viewport},1000`,
      '--dump-dom',
      pathToFileURL(file).href,
    ];
    const dom = await new Promise<string>((resolve, reject) => {
      execFile(chromium, args, { maxBuffer: 256 * 1024 * 1024, timeout: 60_000 }, (err, stdout, stderr) => {
        if (err) reject(new Error(`${chromium} failed: ${err.message}\n${stderr}`));
        else resolve(stdout);
      });
    });
    const m = /<pre id="layout-result">([\s\S]*?)<\/pre>/.exec(dom);
    if (!m) throw new Error('the page wrote no measurements');
    return JSON.parse(unescapeHtml(m[1]!)) as Layout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
