/**
 * `no-empty-file`: an instruction file with no instructions (only whitespace, HTML comments or
 * frontmatter). For standalone `remark-cli` use; the audit reports its own discovery-level
 * `empty-instruction-file` check instead, so `lintInstructionFile()` does not run this rule.
 */
import type { Root, RootContent } from 'mdast';
import { lintRule } from './lint-rule.js';
import { ruleDocsUrl, type RuleMeta } from './meta.js';
import type { RuleDocs, RuleExample } from './types.js';
import { hasPosition } from './util.js';

export const meta: RuleMeta = {
  id: 'no-empty-file',
  kind: 'lint',
  defaultSeverity: 'warning',
  description: 'The file holds no instructions: only whitespace, HTML comments or frontmatter (remark-cli only; the audit reports `empty-instruction-file`).',
};

function isComment(node: RootContent): boolean {
  return node.type === 'html' && /^\s*<!--[\s\S]*-->\s*$/.test(node.value);
}

function isContent(node: RootContent): boolean {
  // `toml` is added by remark-frontmatter; it is not in mdast's own content map.
  const type: string = node.type;
  return type !== 'yaml' && type !== 'toml' && !isComment(node);
}

const MESSAGE =
  'Unexpected instruction file without instructions (only whitespace, HTML comments or frontmatter): agents that load it learn nothing, and it can hide another candidate file in its directory. Add instructions or delete the file.';

const noEmptyFile = lintRule<Root>({ origin: `remark-lint:${meta.id}`, url: ruleDocsUrl(meta.id) }, (tree, file) => {
  if (!hasPosition(tree)) return;
  if (tree.children.some(isContent)) return;
  // At the first node, or, in a file of whitespace only, at its end: remark-lint's comment control
  // drops messages that fall in whitespace no node covers.
  const first = tree.children[0]?.position?.start;
  const place = first ?? (tree.position ? { line: tree.position.end.line, column: tree.position.end.column } : { line: 1, column: 1 });
  file.message(MESSAGE, { place: { line: place.line, column: place.column } },
  );
});

export default noEmptyFile;

export const examples: RuleExample[] = [
  {
    name: 'not-ok-comments-only.md',
    title: 'Frontmatter and a comment, but no instructions.',
    markdown: `---
applyTo: "**/*.ts"
---

<!-- TODO: write the TypeScript conventions -->
`,
    expected: [`1:1: ${MESSAGE}`],
  },
  {
    name: 'not-ok-whitespace.md',
    title: 'Only blank lines.',
    markdown: '\n\n   \n',
    expected: [`4:1: ${MESSAGE}`],
  },
  {
    name: 'ok-one-instruction.md',
    title: 'One instruction is enough.',
    markdown: `<!-- Conventions for the API package -->

Run \`pnpm test --filter api\` before committing.
`,
    expected: [],
  },
];

export const docs: RuleDocs = {
  catches: `A file whose Markdown holds nothing but whitespace, HTML comments (\`<!-- … -->\`) and YAML or TOML frontmatter.`,
  why: `Agents treat such a file inconsistently, and none of them usefully (see the agent-discovery reference):
Codex lets an empty or whitespace-only file claim its directory, so a fallback name next to it is never read, and
then loads nothing from it; A3S Code skips it and tries the next candidate; Gemini CLI drops it; OpenCode keeps a
whitespace-only file. A file that holds only comments or frontmatter is loaded by all of them: it costs budget and
teaches the agent nothing.`,
  fix: `Write the instructions, or delete the file.`,
  notes: `- This rule is for standalone use with \`remark-cli\`. The audit itself reports the discovery-level
  \`empty-instruction-file\` check (which knows which agents skip the file), so it does not run this rule and a file is
  never reported twice.`,
};
