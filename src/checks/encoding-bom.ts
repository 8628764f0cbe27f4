/** `encoding-bom`: an instruction file that starts with a UTF-8 byte-order mark. */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { readableCandidates } from './encodings.js';
import { concernedProfiles, describeFate, factsOf, fileFinding } from './facts.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'encoding-bom',
  kind: 'check',
  defaultSeverity: 'warning',
  description: 'An instruction file starts with a UTF-8 byte-order mark, which agents pass into the prompt as an invisible character.',
};

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const out: CheckFinding[] = [];
  const strips = new Set(input.profiles.filter((p) => p.stripsBom).map((p) => p.id));
  for (const { rel, content } of readableCandidates(input)) {
    if (content.facts.encoding !== 'utf-8-bom') continue;
    const fate = describeFate(facts, rel);
    const concerned = concernedProfiles(facts, rel);
    const keep = concerned.filter((id) => !strips.has(id));
    const drop = concerned.filter((id) => strips.has(id));
    // Which agents pass the mark on: those whose profile does not strip it (none named: all of them).
    const who =
      concerned.length === 0
        ? 'Agents do not strip it: the prompt gets'
        : keep.length === 0
          ? `${drop.join(', ')} ${drop.length === 1 ? 'strips' : 'strip'} it before sending the file, but other agents and Markdown tools do not: their prompt gets`
          : `${keep.join(', ')} ${keep.length === 1 ? 'does' : 'do'} not strip it${drop.length > 0 ? ` (${drop.join(', ')} ${drop.length === 1 ? 'does' : 'do'})` : ''}: the prompt gets`;
    out.push(
      fileFinding(meta, facts, rel, {
        line: 1,
        column: 1,
        message:
          'Remove the 3-byte mark: save the file as UTF-8 without BOM (e.g. `sed -i \'1s/^\\xEF\\xBB\\xBF//\' AGENTS.md`, or “UTF-8” rather than “UTF-8 with BOM” in the editor). ' +
          `${rel} starts with a UTF-8 byte-order mark (EF BB BF)${fate ? ` (${fate})` : ''}. ` +
          `${who} an invisible U+FEFF before the first line, and Markdown tools may no longer see the first line as a heading.`,
      }),
    );
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'Saved as “UTF-8 with BOM” by a Windows editor.',
    files: { 'AGENTS.md': { hex: 'ef bb bf 23 20 52 75 6c 65 73 0a' } },
    expect: { path: 'AGENTS.md', line: 1, column: 1 },
  },
  passing: {
    description: 'Plain UTF-8.',
    files: { 'AGENTS.md': '# Rules\n' },
  },
};

export const docs = {
  why:
    'A UTF-8 byte-order mark is valid but useless in UTF-8, and agents keep it: Codex and A3S Code decode the file as is, so the prompt starts with an invisible U+FEFF. ' +
    'It costs three bytes of budget, can stop Markdown tools from seeing the first line as a heading, and shows up as noise in diffs. It is a warning, not an error.',
  fix: 'Save as UTF-8 without BOM (VS Code: “Save with Encoding” → “UTF-8”), or strip it: `sed -i \'1s/^\\xEF\\xBB\\xBF//\' AGENTS.md`.',
};
