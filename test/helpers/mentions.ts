/**
 * Where GitHub would see a mention: the Markdown rendered as GitHub renders a comment or a job
 * summary (GFM, raw HTML parsed, GitHub's sanitiser allow-list: scripts/summary-html.mjs), then
 * every text node outside `<code>`, `<pre>` and links (where GitHub turns no `@name` into a
 * mention) searched for an at sign directly followed by a character a login, organisation or team
 * may start with. Stricter than GitHub's own pattern (which also needs a non-word character
 * before the `@`), so anything it would notify is found.
 */
import type { Root, RootContent } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
// @ts-expect-error: a plain ES module script, without types
import { GITHUB_SCHEMA } from '../../scripts/summary-html.mjs';

const INERT = new Set(['code', 'pre', 'a']);
const MENTION = /[@\uff20\ufe6b][A-Za-z0-9]/g;

export interface RenderedText {
  /** Text GitHub scans for mentions, joined. */
  prose: string;
  /** Text inside code, pre and links, one line per outermost such element. */
  code: string;
  /** Mention-like sequences found in `prose`, with a little context. */
  mentions: string[];
}

export async function renderedText(markdown: string): Promise<RenderedText> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw).use(rehypeSanitize, GITHUB_SCHEMA);
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  const prose: string[] = [];
  const code: string[] = [];
  const walk = (nodes: RootContent[], into: string[]): void => {
    for (const node of nodes) {
      if (node.type === 'text') into.push(node.value);
      else if (node.type === 'element') {
        if (into === prose && INERT.has(node.tagName)) {
          const inside: string[] = [];
          walk(node.children, inside);
          code.push(inside.join(''));
        } else walk(node.children, into);
      }
    }
  };
  walk(tree.children, prose);
  // Adjacent text nodes read as one run (an HTML comment between them is gone after sanitising).
  const text = prose.join('');
  const mentions = [...text.matchAll(MENTION)].map((m) => text.slice(Math.max(0, m.index - 10), m.index + 12));
  return { prose: text, code: code.join('\n'), mentions };
}
