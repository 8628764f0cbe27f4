// The job summary's Markdown rendered the way GitHub renders it: GFM (remark-gfm), raw HTML parsed
// (rehype-raw), then cleaned with GitHub's sanitiser allow-list (rehype-sanitize's default schema is
// modelled on GitHub's: no style, no script, no event handlers, `id`s prefixed with `user-content-`).
// Shared by scripts/render-summary-screenshot.mjs and the summary rendering test.
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** GitHub also keeps `<details>`/`<summary>` and the `open` attribute; the default schema already does. */
export const GITHUB_SCHEMA = { ...defaultSchema };

export async function summaryToHtml(markdown) {
  return String(
    await unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRaw)
      .use(rehypeSanitize, GITHUB_SCHEMA)
      .use(rehypeStringify)
      .process(markdown),
  );
}

// A close approximation of GitHub's job summary styling (no external resources). Inline code
// wraps as on GitHub (`white-space: break-spaces`): the summary keeps paths whole by starting a line with each.
export const GITHUB_CSS = `
  body { margin: 0; background: #f6f8fa; font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; color: #1f2328; }
  .frame { max-width: 1100px; margin: 24px auto; background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; }
  .frame > header { padding: 12px 16px; border-bottom: 1px solid #d1d9e0; font-weight: 600; }
  .markdown-body { padding: 16px 32px 24px; }
  h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; margin: 16px 0; }
  h3 { font-size: 1.25em; margin: 24px 0 16px; }
  table { border-collapse: collapse; margin: 0 0 16px; display: block; width: max-content; max-width: 100%; overflow: auto; }
  th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
  th { font-weight: 600; }
  tr:nth-child(2n) td { background: #f6f8fa; }
  code { font: 85% ui-monospace, SFMono-Regular, "DejaVu Sans Mono", Menlo, monospace; background: rgba(129,139,152,.12); padding: .2em .4em; border-radius: 6px; white-space: break-spaces; }
  details { margin: 0 0 16px; }
  summary { cursor: pointer; }
  blockquote { margin: 0 0 16px; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
  sub { color: #59636e; }
  a { color: #0969da; text-decoration: none; }
  p, ul { margin: 0 0 16px; }
`;

export function summaryPage(body) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>agents-md-audit job summary</title><style>${GITHUB_CSS}</style></head>
<body><div class="frame"><header>agents-md-audit summary</header><div class="markdown-body">${body}</div></div></body></html>`;
}
