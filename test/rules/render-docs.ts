/**
 * Renders docs/rules/<id>.md for a lint rule from its module's exports (meta, docs, examples), so
 * that the documentation and the tests are the same data. Pure; see scripts/generate-rule-docs.mjs
 * and test/rules/docs.test.ts. `rule` has its examples' values expanded (`withFakes`): the page
 * shows each generated value by its description.
 */
import type { RuleModule } from '../../src/rules/all.js';
import type { RuleExample } from '../../src/rules/types.js';
import { displayFakes } from '../helpers/fake-secrets.js';
import { reportedAs } from '../../src/rules/meta.js';

function fence(text: string, info: string): string {
  let marks = '~~~';
  while (text.includes(marks)) marks += '~';
  return `${marks}${info}\n${text.endsWith('\n') ? text : `${text}\n`}${marks}`;
}

function renderExample(example: RuleExample): string {
  const failing = example.expected.length > 0;
  const blocks: string[] = [`### ${failing ? 'Failing' : 'Passing'}: \`${example.name}\``, example.title];
  const ctx = example.context;
  if (ctx?.path !== undefined) blocks.push(`The file is \`${ctx.path}\`.`);
  for (const ancestor of ctx?.ancestors ?? []) blocks.push(`Its ancestor \`${ancestor.path}\`:`, fence(displayFakes(ancestor.text), 'md'));
  if (ctx?.files !== undefined) blocks.push(`The repository holds ${ctx.files.map((f) => `\`${f}\``).join(', ')} (and the file itself).`);
  blocks.push(ctx?.ancestors?.length ? 'The file:' : 'Markdown:', fence(displayFakes(example.markdown), 'md'));
  if (failing) blocks.push('Messages:', fence(example.expected.join('\n'), 'text'));
  else blocks.push('No messages.');
  return blocks.join('\n\n');
}

export function renderRuleDoc(rule: RuleModule): string {
  const { meta, docs } = rule;
  const id = meta.id;
  const audit =
    id === 'no-empty-file'
      ? 'not run by the audit, which reports its `empty-instruction-file` check instead'
      : `\`.agents-md-audit.yml\`: \`rules: { ${id}: warning }\` · action input \`rules: ${id}: warning\` · CLI \`--rule ${id}=warning\` (\`off\`, \`info\`, \`warning\` or \`error\`)`;
  const blocks = [
    `# \`${id}\``,
    `<!-- Generated from ${rule.source} by scripts/generate-rule-docs.mjs (npx node scripts/generate-rule-docs.mjs); do not edit by hand. -->`,
    meta.description,
    [
      '| | |',
      '|---|---|',
      `| Kind | remark-lint rule \`remark-lint:${id}\`, in the \`agents-md-audit/preset\` remark preset |`,
      `| Default severity | \`${meta.defaultSeverity}\` |`,
      `| Reported as | ${reportedAs(meta)} |`,
      `| Change it in the audit | ${audit} |`,
      `| Change it with remark-cli | after the preset in \`.remarkrc.mjs\`: \`[rule, 'off']\`, \`[rule, 'warn']\` or \`[rule, 'error']\` (the rule module is \`agents-md-audit/rules/${id}\`) · in the file: \`<!--lint disable ${id}-->\`, \`<!--lint enable ${id}-->\`, \`<!--lint ignore ${id}-->\` |`,
    ].join('\n'),
    '## What it catches',
    docs.catches,
    '## Why',
    docs.why,
    '## How to fix',
    docs.fix,
  ];
  if (docs.notes !== undefined) blocks.push('## Notes', docs.notes);
  blocks.push('## Examples', "These examples are also the rule's tests (test/rules/examples.test.ts): each gives exactly these messages.");
  for (const example of rule.examples) blocks.push(renderExample(example));
  return `${blocks.join('\n\n')}\n`;
}
