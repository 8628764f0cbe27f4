/**
 * Helpers for the lint-rule tests: run one rule (or the whole preset) through the real remark
 * pipeline, and strip positions the way remark-lint's own tests do.
 */
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkLint from 'remark-lint';
import remarkParse from 'remark-parse';
import { unified, type Pluggable } from 'unified';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import preset from '../../src/rules/preset.js';
import type { RuleExample, RuleExampleContext } from '../../src/rules/types.js';

/** A VFile carrying the repository context an example declares (or none). */
export function exampleFile(name: string, markdown: string, context?: RuleExampleContext): VFile {
  const file = new VFile({ path: context?.path ?? name, value: markdown });
  if (context !== undefined) {
    const files = new Set(context.files ?? []);
    file.data.agentsMdAudit = {
      path: context.path ?? name,
      ancestors: context.ancestors ?? [],
      exists: (p) => files.has(p),
    };
  }
  return file;
}

/** Parse and lint `file` with remark-parse + GFM + frontmatter + remark-lint + `plugins`; `transform` may edit the tree first. */
export function lint(file: VFile, plugins: Pluggable[], transform?: (tree: Root) => void): VFileMessage[] {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']).use(remarkLint).use(plugins);
  const tree = processor.parse(file);
  transform?.(tree);
  processor.runSync(tree, file);
  return file.messages;
}

/** Lint with the full preset (as remark-cli would). */
export function lintWithPreset(file: VFile): VFileMessage[] {
  const processor = unified().use(remarkParse).use(preset);
  processor.runSync(processor.parse(file), file);
  return file.messages;
}

/** Messages as `line:column-line:column: reason`, without the file path (remark-lint's test format). */
export function messageStrings(file: VFile, messages: readonly VFileMessage[]): string[] {
  const prefix = `${file.path}:`;
  return messages.map((m) => {
    const s = String(m);
    return s.startsWith(prefix) ? s.slice(prefix.length) : s;
  });
}

/** Remove every position from a tree (remark-lint's positionless robustness check). */
export function removePositions(tree: Node): void {
  visit(tree, (node) => {
    delete node.position;
  });
}

export function runExample(example: RuleExample, plugin: Pluggable): string[] {
  const file = exampleFile(example.name, example.markdown, example.context);
  return messageStrings(file, lint(file, [plugin]));
}
