/**
 * The job summary as GitHub shows it: GFM, raw HTML parsed, then GitHub's sanitiser allow-list
 * (scripts/summary-html.mjs, the same pipeline the screenshot script uses).
 */
import { describe, expect, it } from 'vitest';
import { blobUrlFromEnv } from '../../src/action/main.js';
import { messageHtml, pathCode, renderSummary } from '../../src/report/summary.js';
// @ts-expect-error: a plain ES module script, without types
import { summaryToHtml } from '../../scripts/summary-html.mjs';
import { monorepoReport } from '../action/helpers/reports.js';
import { editedReport } from './delta-fixtures.js';

const BLOB = 'https://github.com/acme/mono/blob/0123456789abcdef0123456789abcdef01234567';

describe('the job summary rendered as GitHub renders it', () => {
  it('links paths and lines to the files on GitHub, shows code in messages as code, keeps the folds', async () => {
    const md = renderSummary(monorepoReport(), { failOn: 'error', blobUrl: BLOB, topRows: 1 });
    const html = (await summaryToHtml(md)) as string;
    expect(html).toContain(`<a href="${BLOB}/packages/api/AGENTS.md#L120"><code>packages/api/AGENTS.md</code></a>`);
    expect(html).toMatch(/<details><summary>2 more rows<\/summary>/);
    // The sanitiser kept no script, style or event handler, and the problems come before the budget table.
    expect(html).not.toMatch(/<script|style=|onerror=/i);
    expect(html.indexOf('Problems')).toBeLessThan(html.indexOf('Budget use by working directory'));
  });

  it('the delta section: no raw backtick, no escaped entity shown, every path linked (head for new, base for fixed)', async () => {
    const BASE = 'https://github.com/acme/mono/blob/base0123456789abcdef0123456789abcdef0123';
    const md = renderSummary(editedReport(), { failOn: 'error', blobUrl: BLOB, baseBlobUrl: BASE });
    const html = (await summaryToHtml(md)) as string;
    const section = html.slice(html.indexOf('What this change does to agent instructions'), html.indexOf('>Problems<'));
    expect(section.length).toBeGreaterThan(1000);
    // Text outside code blocks: no backtick and no character reference shown as text.
    const prose = section.replace(/<pre>[\s\S]*?<\/pre>/g, '');
    expect(prose.replace(/<[^>]+>/g, '')).not.toMatch(/`|&amp;#|&amp;[a-z]+;/);
    // Every path in a code span is linked; a fixed finding to the base, the rest to head.
    const r = editedReport();
    const paths = new Set([...r.files.map((f) => f.path), ...r.chains.map((c) => c.cwd), ...r.delta!.fixed.map((f) => f.path ?? '')]);
    const codes = [...prose.matchAll(/(<a href="[^"]*">)?<code>([^<]*)<\/code>/g)].filter((m) => paths.has(m[2]!.replace(/\u2060/g, '')));
    expect(codes.length).toBeGreaterThan(5);
    for (const m of codes) expect(m[1], m[2]).toBeDefined();
    expect(prose).toContain(`<a href="${BLOB}/packages/api/AGENTS.md#L120"><code>packages/api/AGENTS.md</code></a>`);
    expect(prose).toContain(`<a href="${BASE}/packages/web/AGENTS.md#L3"><code>packages/web/AGENTS.md</code></a>`);
    // Rule ids link to their pages; the diff is a diff block inside a fold.
    expect(prose).toMatch(/<a href="[^"]*docs\/rules\/chain-over-budget\.md">chain-over-budget<\/a>/);
    expect(section).toMatch(/<details><summary>The diff \(\d+ lines\)<\/summary>\s*<pre><code class="language-diff">/);
    expect(section).not.toMatch(/<b>never<\/b>/);
  });

  it('pathCode: a path as it is (it copies exactly: no invisible character), linked only with a blob URL', () => {
    expect(pathCode('packages/legacy-billing/AGENTS.md', undefined)).toBe('<code>packages/legacy-billing/AGENTS.md</code>');
    expect(pathCode('a b/AGENTS.md', BLOB, 3)).toBe(`<a href="${BLOB}/a%20b/AGENTS.md#L3"><code>a b/AGENTS.md</code></a>`);
    expect(pathCode('~/.codex/AGENTS.md', BLOB)).toBe('<code>&#126;/.codex/AGENTS.md</code>');
  });

  it('messageHtml: backtick spans become code, everything else stays text', () => {
    expect(messageHtml('Add it to `read:` in `.aider.conf.yml` <b>now</b>')).toBe(
      'Add it to <code>read:</code> in <code>.aider.conf.yml</code> &lt;b&gt;now&lt;/b&gt;',
    );
  });

  it('the action builds the blob URL from the runner environment, and refuses odd values', () => {
    expect(blobUrlFromEnv({ GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/mono', GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567' })).toEqual({ blobUrl: BLOB });
    expect(blobUrlFromEnv({ GITHUB_SERVER_URL: 'javascript:alert(1)', GITHUB_REPOSITORY: 'acme/mono', GITHUB_SHA: 'abcdef0' })).toEqual({});
    expect(blobUrlFromEnv({ GITHUB_REPOSITORY: 'acme/mono', GITHUB_SHA: 'abcdef0' })).toEqual({});
  });
});
