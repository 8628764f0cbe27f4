/**
 * `no-broken-references` in detail: which links and imports are checked, how paths resolve, and
 * where the messages go.
 */
import fc from 'fast-check';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import noBrokenReferences, { importPath, linkPath, linksMayGiveFindings, resolveReference } from '../../src/rules/no-broken-references.js';
import { markdownDocument, markdownSoup } from '../helpers/markdown-fuzz.js';
import { exampleFile, lint, messageStrings } from './helpers.js';

function check(markdown: string, files: string[], path = 'pkg/AGENTS.md', options?: { imports: boolean }): string[] {
  const file = exampleFile(path, markdown, { path, files });
  return messageStrings(file, lint(file, [options ? [noBrokenReferences, options] : noBrokenReferences])).map((m) => m.split(': Unexpected ')[0] + ' ' + (m.match(/`[^`]+`/)?.[0] ?? ''));
}

describe('link paths', () => {
  it.each([
    ['docs/a.md', 'docs/a.md'],
    ['./docs/a.md#setup', './docs/a.md'],
    ['docs/a%20b.md?plain=1', 'docs/a b.md'],
    ['/README.md', '/README.md'],
  ])('%s is checked as %s', (url, expected) => {
    expect(linkPath(url)?.path).toBe(expected);
  });
  it.each(['https://example.com/a.md', 'mailto:a@b.c', '#anchor', '//cdn.example.com/x.js', '~/notes.md', '$HOME/x', '<path>', '{{ docs }}/a.md', 'C:\\x\\y.md', ''])('%s is not checked', (url) => {
    expect(linkPath(url)).toBeNull();
  });
  it('resolves from the file directory, or from the root for /paths, and detects leaving the repository', () => {
    expect(resolveReference('pkg/api', '../docs/a.md', false)).toEqual({ kind: 'inside', target: 'pkg/docs/a.md' });
    expect(resolveReference('pkg/api', '/docs/a.md', true)).toEqual({ kind: 'inside', target: 'docs/a.md' });
    expect(resolveReference('pkg', '../../x.md', false)).toEqual({ kind: 'outside' });
    expect(resolveReference('pkg', '..', false)).toBeNull();
    expect(resolveReference('.', 'docs/', false)).toEqual({ kind: 'inside', target: 'docs' });
  });
});

describe('imports', () => {
  it.each([
    ['AGENTS.md', 'AGENTS.md'],
    ['docs/style.md.', 'docs/style.md'],
    ['./notes', './notes'],
    ['../shared/rules.yaml', '../shared/rules.yaml'],
  ])('@%s imports %s', (token, expected) => {
    expect(importPath(token)).toBe(expected);
  });
  it.each(['octocat', 'types/node', 'pytest.fixture', 'app.route', '~/.claude/me.md', '/etc/agents.md', 'v1.2.3'])('@%s is not an import', (token) => {
    expect(importPath(token)).toBeNull();
  });
});

describe('no-broken-references', () => {
  it('checks links, images and definitions; not URLs, anchors or existing files', () => {
    const md = '[a](docs/a.md) ![b](img/b.png) [c][c] [ok](src/) [web](https://x.y/z.md) [top](#t)\n\n[c]: ../missing.md\n';
    expect(check(md, ['pkg/src'])).toEqual(['1:1-1:15 `docs/a.md`', '1:16-1:31 `img/b.png`', '3:1-3:19 `../missing.md`']);
  });

  it('checks imports only outside code, at the start of a line or after whitespace', () => {
    const md = '@missing.md and @docs/x.md\n\n`@inline.md` and:\n\n```\n@fenced.md\n```\n\nmail me@x.md or **bold**@y.md\n';
    expect(check(md, [])).toEqual(['1:1-1:12 `@missing.md`', '1:17-1:27 `@docs/x.md`']);
  });

  it('places an import exactly even when the text node holds escapes', () => {
    expect(check('Read \\*this\\* and @docs/x.md today.\n', [])).toEqual(['1:19-1:29 `@docs/x.md`']);
  });

  it('leaves imports alone with {imports: false} (as the audit runs it)', () => {
    expect(check('@missing.md and [x](gone.md)\n', [], 'pkg/AGENTS.md', { imports: false })).toEqual(['1:17-1:29 `gone.md`']);
  });

  it('reports a reference out of the repository even when it would exist on disk', () => {
    expect(check('[up](../../../etc/hosts) @../../outside.md\n', [])).toEqual(['1:1-1:25 `../../../etc/hosts`', '1:26-1:43 `@../../outside.md`']);
  });
});

describe('linksMayGiveFindings', () => {
  const parser = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']);
  /** Destinations the rule would check, from the real parse. */
  const checked = (text: string): string[] => {
    const out: string[] = [];
    visit(parser.parse(text), (node) => {
      if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && linkPath((node as { url: string }).url) !== null) out.push((node as { url: string }).url);
    });
    return out;
  };

  it('says "no" only for texts whose every link, image and definition points at a URL, an anchor or //', () => {
    expect(linksMayGiveFindings('See [docs](https://x.org), [up](#top), [net](//cdn.x) and ![i](<https://x/a.png>).\n\n[r]:\n  mailto:a@b.c\n')).toBe(false);
    expect(linksMayGiveFindings('See [docs](docs/x.md).\n')).toBe(true);
    expect(linksMayGiveFindings('[r]: ./x.md\n')).toBe(true);
    expect(linksMayGiveFindings('[a](&#x68;ttps://x)\n')).toBe(true); // a reference may stand for anything: looked at
  });

  it('never says "no" where the parser finds a destination the rule checks (property)', () => {
    fc.assert(
      fc.property(fc.oneof(markdownDocument(10), markdownSoup(60)), (text) => {
        if (!linksMayGiveFindings(text)) expect(checked(text)).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });
});
