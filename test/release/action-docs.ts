/**
 * The README's action reference, rendered from action.yml: a table of the inputs (name, default,
 * description), a table of the outputs, and a `with:` block that shows every input at its default.
 * Pure; test/release/action-docs.test.ts checks the README against it and
 * `npm run docs:action` (scripts/generate-action-docs.mjs) writes it.
 */
import { parse } from 'yaml';

export const START = '<!-- action-reference:start — generated from action.yml by `npm run docs:action`; do not edit by hand -->';
export const END = '<!-- action-reference:end -->';

interface ActionYml {
  inputs?: Record<string, { description?: string; required?: boolean; default?: string | number | boolean }>;
  outputs?: Record<string, { description?: string }>;
}

/** One line of Markdown table cell: whitespace folded, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

/** A default shown as inline code (an empty default as `''`). */
function code(value: string): string {
  if (value === '') return "`''`";
  return value.includes('`') ? `\`\` ${value} \`\`` : `\`${value}\``;
}

/** A YAML scalar for the `with:` block: plain where YAML reads it back as the same string. */
function yamlValue(value: string): string {
  if (value === '') return "''";
  if (/^\$\{\{[^}]*\}\}$/.test(value) || /^[A-Za-z0-9._/@-][A-Za-z0-9._/@ -]*$/.test(value)) return value;
  return JSON.stringify(value);
}

export function renderActionReference(actionYml: string, uses: string): string {
  const action = parse(actionYml) as ActionYml;
  const inputs = Object.entries(action.inputs ?? {});
  const outputs = Object.entries(action.outputs ?? {});
  const lines: string[] = [START, '', '#### Inputs', '', '| Input | Default | Description |', '| --- | --- | --- |'];
  for (const [name, spec] of inputs) {
    const required = spec.required === true ? ' (required)' : '';
    lines.push(`| \`${name}\`${required} | ${code(String(spec.default ?? ''))} | ${cell(spec.description ?? '')} |`);
  }
  lines.push('', '#### Outputs', '', '| Output | Description |', '| --- | --- |');
  for (const [name, spec] of outputs) lines.push(`| \`${name}\` | ${cell(spec.description ?? '')} |`);
  lines.push('', 'Every input at its default:', '', '```yaml', `- uses: ${uses}`, '  with:');
  for (const [name, spec] of inputs) lines.push(`    ${name}: ${yamlValue(String(spec.default ?? ''))}`);
  lines.push('```', '', END);
  return lines.join('\n');
}

/** `readme` with the text between the markers (inclusive) replaced by `reference`. */
export function spliceReference(readme: string, reference: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} section`);
  return readme.slice(0, start) + reference + readme.slice(end + END.length);
}
