/**
 * Documentation and examples of the two findings the lint run itself reports (not remark rules):
 * `lint-input-truncated` and `lint-incomplete`. The examples run through `lintInstructionFile()` in
 * test/rules/docs.test.ts, and docs/rules/<id>.md is rendered from them.
 */
import { PARSE_LIMITS } from './guard.js';
import { MAX_LINT_BYTES } from './limits.js';
import type { RuleMeta } from './meta.js';
import type { RuleDocs } from './types.js';

export interface RunFindingExample {
  name: string;
  title: string;
  markdown: string;
  /** Size of the file on disk when it is larger than the text (the engine read only its start). */
  size?: number;
  /** The finding's message, exactly. */
  expected: string;
}

export interface RunFindingDoc {
  id: string;
  docs: RuleDocs;
  example: RunFindingExample;
}

export const RUN_FINDING_DOCS: RunFindingDoc[] = [
  {
    id: 'lint-input-truncated',
    docs: {
      catches: `A file larger than the lint cap (${MAX_LINT_BYTES} bytes, 1 MiB): only its first 1 MiB is linted, so secrets,
personal paths, broken links and copied blocks after that point are not reported. The finding gives the number of
bytes linted and the file size. The cut falls on a character boundary.`,
      why: `Linting every byte of an arbitrarily large file could stall a run, and no agent with a budget loads more than
1 MiB (A3S Code clamps its budget there; Codex loads 32 KiB by default). Saying so keeps the report honest: a clean
report on a truncated file does not mean the end of the file is clean.`,
      fix: `Shorten the file or split it: keep what agents need in the instruction file and move reference material to
documents it links to. Look for secrets in the rest of the file with a dedicated scanner.`,
    },
    example: {
      name: 'huge-AGENTS.md',
      title: 'A 3 MiB file of which the engine read the first bytes.',
      markdown: '# Notes\n',
      size: 3 * 1024 * 1024,
      expected:
        'Only the first 8 of 3145728 bytes were linted: secrets, personal paths and broken references after that point were not checked. No agent with a budget loads that much; split or shorten the file.',
    },
  },
  {
    id: 'lint-incomplete',
    docs: {
      catches: `A file whose Markdown structure could not be linted: its shape would make the Markdown parser superlinear
(more than ${PARSE_LIMITS.delimitersPerBlock} emphasis and link delimiters in one paragraph, nesting deeper than
${PARSE_LIMITS.nestingDepth} levels, a table row with more than ${PARSE_LIMITS.pipesPerLine} cell separators, more
than ${PARSE_LIMITS.setextHeadings} setext headings, a paragraph longer than ${PARSE_LIMITS.charsPerBlock}
characters, more than ${PARSE_LIMITS.blocks} blocks), or an invalid \`<!--lint …-->\` comment stopped it. The secret and
personal-path rules still run on the raw text, to the end of the linted bytes, so those are still reported; links and
copied blocks are not checked.`,
      why: `remark's parser (micromark) takes quadratic or worse time on some shapes: 16 KiB of \`*_\` took 2.4 s and 128 KiB
6 minutes; 4,000 setext headings 2 s; a list nested 1,000 levels 42 s, and deeper nesting overflows the stack. A
cheap, linear check of the input's shape before parsing recognizes these shapes, so one hostile or generated file
cannot stall an audit; the outcome never depends on the machine's speed. No real instruction file comes close (in the 43-file corpus the largest
paragraph is 4.9 KB and the deepest nesting 3).`,
      fix: `Simplify the Markdown the finding names (split the paragraph, flatten the nesting, fix the lint comment), or move
generated content out of the instruction file.`,
    },
    example: {
      name: 'deep-AGENTS.md',
      title: 'A line nested 17 block quotes deep.',
      markdown: `# Notes\n\n${'> '.repeat(17)}deep\n`,
      expected:
        'Markdown rules skipped: line 3 is nested 17 levels deep (block quotes, list items and indentation; more than 16), which would stall the Markdown parser. Secrets and personal paths were still checked; links and duplicated blocks were not. Simplify the Markdown so that it can be checked.',
    },
  },
];

/** The docs page of a run finding (see docs.ts for the rules' pages). */
export function renderRunFindingDoc(meta: RuleMeta, doc: RunFindingDoc): string {
  const id = meta.id;
  const ex = doc.example;
  const blocks = [
    `# \`${id}\``,
    `<!-- Generated from src/rules/run-findings.ts by scripts/generate-rule-docs.mjs (npx node scripts/generate-rule-docs.mjs); do not edit by hand. -->`,
    meta.description,
    [
      '| | |',
      '|---|---|',
      '| Kind | reported by the lint run itself (src/rules/index.ts), not by a remark rule |',
      `| Default severity | \`${meta.defaultSeverity}\` |`,
      `| Change it in the audit | \`.agents-md-audit.yml\`: \`rules: { ${id}: info }\` · action input \`rules: ${id}: info\` · CLI \`--rule ${id}=info\` (\`off\`, \`info\`, \`warning\` or \`error\`) |`,
    ].join('\n'),
    '## What it catches',
    doc.docs.catches,
    '## Why',
    doc.docs.why,
    '## How to fix',
    doc.docs.fix,
    '## Example',
    "This example is also the finding's test (test/rules/docs.test.ts).",
    `${ex.title} The file \`${ex.name}\`${ex.size !== undefined ? ` is ${ex.size} bytes on disk; its text as linted` : ''}:`,
    `~~~md\n${ex.markdown}~~~`,
    'The finding (whole file, no line):',
    `~~~text\n${ex.expected}\n~~~`,
  ];
  return `${blocks.join('\n\n')}\n`;
}
