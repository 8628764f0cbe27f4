/**
 * `no-broken-references`: relative links, images, link definitions and `@path` imports that point at
 * a file that does not exist, or outside the repository.
 */
import path from 'node:path';
import type { Definition, Image, Link, Root, Text } from 'mdast';
import { lintRule } from './lint-rule.js';
import { visit } from 'unist-util-visit';
import { getContext } from './context.js';
import { ruleDocsUrl, type RuleMeta } from './meta.js';
import type { RuleDocs, RuleExample } from './types.js';
import { CappedReporter, hasPosition, LineIndex } from './util.js';

export const meta: RuleMeta = {
  id: 'no-broken-references',
  kind: 'lint',
  defaultSeverity: 'warning',
  description: 'A relative link, image or `@path` import points at a file that does not exist in the repository, or outside it.',
};

/** File extensions that make `@name.ext` an import rather than a mention, decorator or package scope. */
const IMPORT_EXTENSIONS = new Set(
  (
    'md mdc mdx markdown txt rst adoc json jsonc json5 yaml yml toml ini cfg conf xml csv ' +
    'ts tsx mts cts js jsx mjs cjs py pyi rs go java kt kts scala rb php cs fs swift m mm c h cc cpp hpp ' +
    'sh bash zsh fish ps1 bat cmd sql graphql gql proto html htm css scss sass less vue svelte astro ' +
    'lock gradle tf hcl nix dockerfile mk cmake env example'
  ).split(' '),
);

const IMPORT = /(?<![^\s])@(?<path>[./~A-Za-z0-9_][^\s`*[\]()<>'"|]*)/g;

type Resolution = { kind: 'inside'; target: string } | { kind: 'outside' } | null;

/** Resolve a repository-relative reference from the directory `dir` (`.` for the root). */
export function resolveReference(dir: string, reference: string, rootRelative: boolean): Resolution {
  const clean = reference.replace(/\\/g, '/');
  const joined = path.posix.normalize(rootRelative ? clean.replace(/^\/+/, '') : path.posix.join(dir, clean));
  if (joined === '..' || joined.startsWith('../')) return { kind: 'outside' };
  const target = joined.replace(/\/+$/, '');
  if (target === '' || target === '.') return null;
  return { kind: 'inside', target };
}

/** The path part of a link URL that should exist in the repository, or null for URLs, anchors and templates. */
export function linkPath(url: string): { path: string; rootRelative: boolean } | null {
  let u = url.trim();
  if (u === '' || u.startsWith('#') || u.startsWith('//')) return null;
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(u)) return null; // https:, mailto:, vscode:, C:
  if (/^[~$<{%]/.test(u) || /\$\{|\{\{|<[A-Za-z_]/.test(u)) return null; // ~, $HOME, templates, placeholders
  u = u.replace(/[?#].*$/, '');
  if (u === '') return null;
  try {
    u = decodeURIComponent(u);
  } catch {
    // keep the raw path
  }
  return { path: u, rootRelative: u.startsWith('/') };
}

/** What may follow `](` or `]:` before a link destination: spaces, tabs and at most one line ending. */
const BEFORE_DESTINATION = /^[ \t]*(?:\r\n|\r|\n)?[ \t]*/;
/** A destination `linkPath` never checks, told from its first characters: a scheme, an anchor, `//`. */
const UNCHECKED_START = /^<?(?:[A-Za-z][A-Za-z0-9+.-]*:|#|\/\/)/;

/**
 * Whether the links of `text` can give a finding at all (links only; imports aside). Every link,
 * image and definition has its destination right after a `](` or `]:` in the source (and
 * whitespace with at most one line ending); where each of those is followed by a scheme, an anchor
 * or `//` (characters no escape or reference can stand for), no destination is one `linkPath`
 * checks, and no parse or scan is needed to know there is no finding.
 */
export function linksMayGiveFindings(text: string): boolean {
  for (let i = text.indexOf(']'); i !== -1; i = text.indexOf(']', i + 1)) {
    const next = text.charCodeAt(i + 1);
    if (next !== 40 /* ( */ && next !== 58 /* : */) continue;
    const rest = text.slice(i + 2, i + 2 + 512);
    const ws = BEFORE_DESTINATION.exec(rest)![0].length;
    if (!UNCHECKED_START.test(rest.slice(ws))) return true;
  }
  return false;
}

/** The path of an `@path` import, or null when the token is a mention, a decorator, a package scope or a home path. */
export function importPath(token: string): string | null {
  const p = token.replace(/[.,;:!?)\]}'"]+$/, '');
  if (p === '' || p.startsWith('~') || p.startsWith('/')) return null;
  if (p.startsWith('./') || p.startsWith('../')) return p;
  const last = p.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  if (dot <= 0 && !last.startsWith('.')) return null;
  const ext = last.slice(dot + 1).toLowerCase();
  return IMPORT_EXTENSIONS.has(ext) ? p : null;
}

export interface NoBrokenReferencesOptions {
  /**
   * Check `@path` imports too (default `true`). The audit turns this off: its agent profiles report
   * imports per agent (`import-missing`, `import-outside-root`), with each agent's own tokenizer.
   */
  imports?: boolean;
}

const noBrokenReferences = lintRule<Root, NoBrokenReferencesOptions | undefined>({ origin: `remark-lint:${meta.id}`, url: ruleDocsUrl(meta.id) }, (tree, file, options) => {
  if (!hasPosition(tree)) return;
  const checkImportsToo = options?.imports !== false;
  const context = getContext(file);
  if (context === null) return;
  const source = String(file);
  const dir = path.posix.dirname(context.path);
  let index: LineIndex | null = null;
  const out = new CappedReporter(file, 'broken references');

  const checkLink = (node: Link | Image | Definition): void => {
    const start = node.position?.start;
    const end = node.position?.end;
    if (!start || !end) return;
    const link = linkPath(node.url);
    if (link === null) return;
    const resolved = resolveReference(dir, link.path, link.rootRelative);
    if (resolved === null) return;
    const what = node.type === 'image' ? 'image' : node.type === 'definition' ? 'link definition' : 'link';
    if (resolved.kind === 'outside') {
      out.report(
        () =>
          `Unexpected ${what} to \`${node.url}\`, which points outside the repository: it works only in one checkout layout, and agents running in a sandbox or a fresh clone cannot open it. Link to a file inside the repository or to a URL.`,
        { start, end },
        () => `${what}:outside:${node.url}`,
      );
      return;
    }
    if (context.exists(resolved.target)) return;
    out.report(
      () =>
        `Unexpected ${what} to \`${node.url}\`, which does not exist (\`${resolved.target}\` in the repository): an agent that follows it finds nothing. Fix the path or remove the ${what === 'image' ? 'image' : 'link'}.`,
      { start, end },
      () => `${what}:${resolved.target}`,
    );
  };

  const checkImports = (node: Text): void => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined || !node.value.includes('@')) return;
    const raw = source.slice(start, end);
    IMPORT.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = IMPORT.exec(node.value)) !== null) {
      const token = m.groups?.path ?? '';
      const importTarget = importPath(token);
      if (importTarget === null) continue;
      // Map the match to the source: directly when the node's text is its source (no escapes or
      // character references), else by searching the node's source for the token.
      const found = raw === node.value ? m.index : raw.indexOf(`@${importTarget}`);
      const offset = start + Math.max(0, found);
      // An import starts a token: the source character before `@` must be whitespace or the start of the file.
      const before = offset > 0 ? source.charAt(offset - 1) : '';
      if (before !== '' && !/\s/.test(before)) continue;
      const resolved = resolveReference(dir, importTarget, false);
      if (resolved === null) continue;
      index ??= new LineIndex(source);
      const from = index.point(offset);
      const to = index.point(offset + 1 + importTarget.length);
      if (resolved.kind === 'outside') {
        out.report(
          () =>
            `Unexpected import \`@${importTarget}\` from outside the repository: Gemini CLI refuses it and Claude Code asks for approval before loading it, and other checkouts do not have it. Move the file into the repository.`,
          { start: from, end: to },
          () => `import:outside:${importTarget}`,
        );
        continue;
      }
      if (context.exists(resolved.target)) continue;
      out.report(
        () =>
          `Unexpected import \`@${importTarget}\` of a file that does not exist (\`${resolved.target}\` in the repository): Claude Code and Gemini CLI silently import nothing for it. Fix the path or remove the import.`,
        { start: from, end: to },
        () => `import:${resolved.target}`,
      );
    }
  };

  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') checkLink(node);
    else if (node.type === 'text' && checkImportsToo) checkImports(node);
  });
  out.finish();
});

export default noBrokenReferences;

export const examples: RuleExample[] = [
  {
    name: 'not-ok-broken.md',
    title: 'In `packages/api/AGENTS.md`: a link to a moved file, an import of a missing file, and a link out of the repository.',
    markdown: `# API package

Follow the [error handling guide](docs/errors.md) and the [style guide](../../docs/style.md).

@docs/conventions.md

See [the shared setup](../../../setup/README.md).
`,
    context: { path: 'packages/api/AGENTS.md', files: ['docs/style.md', 'packages/api/src/index.ts'] },
    expected: [
      '3:12-3:50: Unexpected link to `docs/errors.md`, which does not exist (`packages/api/docs/errors.md` in the repository): an agent that follows it finds nothing. Fix the path or remove the link.',
      '5:1-5:21: Unexpected import `@docs/conventions.md` of a file that does not exist (`packages/api/docs/conventions.md` in the repository): Claude Code and Gemini CLI silently import nothing for it. Fix the path or remove the import.',
      '7:5-7:49: Unexpected link to `../../../setup/README.md`, which points outside the repository: it works only in one checkout layout, and agents running in a sandbox or a fresh clone cannot open it. Link to a file inside the repository or to a URL.',
    ],
  },
  {
    name: 'ok-references.md',
    title: 'In `packages/api/AGENTS.md`: existing files, directories, URLs, anchors, and `@` mentions that are not imports.',
    markdown: `# API package

- Read [the style guide](../../docs/style.md), [the sources](./src/) and [the root guide](/AGENTS.md#testing).
- Upstream docs: [Hono](https://hono.dev/docs), [below](#release).
- Imports: @../../docs/style.md
- Not imports: ask @octocat, install \`@types/node\` or @types/node, decorate with @pytest.fixture, mail dev@acme-corp.com.
- In code, \`@docs/missing.md\` is not imported either.

## Release

Tag from \`main\`.
`,
    context: { path: 'packages/api/AGENTS.md', files: ['AGENTS.md', 'docs/style.md', 'packages/api/src', 'packages/api/src/index.ts'] },
    expected: [],
  },
];

export const docs: RuleDocs = {
  catches: `- Relative links, images and link definitions (\`[guide](docs/guide.md)\`, \`![diagram](img/a.png)\`,
  \`[guide]: docs/guide.md\`) whose target is not a file or directory of the repository. Paths are resolved from the
  file's directory; a path starting with \`/\` from the repository root (as GitHub renders it). URLs with a scheme,
  \`#anchors\`, \`~\` and \`$HOME\` paths and templates are not checked.
- \`@path\` imports, the syntax Claude Code and Gemini CLI expand (and Claude Code's AGENTS.md support honours): an \`@\`
  at the start of the file or after whitespace, outside code spans and code blocks, followed by \`./\`, \`../\` or a
  path ending in a file extension (\`@AGENTS.md\`, \`@docs/conventions.md\`). \`@octocat\`, \`@types/node\` and
  \`@pytest.fixture\` are mentions, package scopes and decorators, not imports.
- Either kind that leaves the repository (\`../../../setup/README.md\` from two levels down).`,
  why: `Agents follow links to read more and expand imports into their context. A broken one fails silently: Claude Code
and Gemini CLI import nothing (Gemini leaves an "Import failed" comment in the model's context), and an agent that
opens a missing link wastes a turn or guesses. A reference outside the repository works only in one checkout
layout; Gemini CLI refuses imports outside the project root, and Claude Code asks for approval first.`,
  fix: `Fix the path (files move; the message shows where the path resolves), or remove the reference. For shared
content outside the repository, copy what matters in or link to a URL.`,
  notes: `- In the audit, existence comes from the repository listing; with \`remark-cli\` the rule checks the filesystem,
  inside the repository root (the nearest directory upward holding \`.git\`, or the file's own directory), and never
  follows a symbolic link out of it.
- Option: \`{imports: false}\` checks links only. The audit runs the rule that way, because its agent profiles report
  imports per agent, with each agent's own tokenizer (\`import-missing\`, \`import-outside-root\`, \`import-too-deep\`,
  \`import-cycle\`); this rule's import check is for standalone \`remark-cli\` use.
- Absolute \`@/path\` and \`@~/path\` imports are not checked (they are machine-specific; see
  [\`no-personal-paths\`](no-personal-paths.md)).`,
};
