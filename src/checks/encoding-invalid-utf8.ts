/** `encoding-invalid-utf8`: an instruction file that is not valid UTF-8, at the first bad byte. */
import { placeOf } from '../discovery/encoding.js';
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { readableCandidates } from './encodings.js';
import { describeFate, factsOf, fileFinding, fmtInt } from './facts.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'encoding-invalid-utf8',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'An instruction file is not valid UTF-8: Codex replaces the bad bytes, A3S Code rejects the whole file.',
};

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const out: CheckFinding[] = [];
  for (const { rel, content } of readableCandidates(input)) {
    const { encoding, firstInvalid } = content.facts;
    if ((encoding !== 'utf-8' && encoding !== 'utf-8-bom') || firstInvalid === -1) continue;
    const at = placeOf(content.bytes, firstInvalid);
    const byte = content.bytes[firstInvalid]!;
    const fate = describeFate(facts, rel);
    out.push(
      fileFinding(meta, facts, rel, {
        line: at.line,
        column: at.column,
        message:
          'Convert the file to UTF-8 (e.g. `iconv -f WINDOWS-1252 -t UTF-8`, or “Save with encoding: UTF-8” in the editor). ' +
          `${rel} is not valid UTF-8: the first bad byte, 0x${byte.toString(16).padStart(2, '0').toUpperCase()}, is at line ${fmtInt(at.line)}, column ${fmtInt(at.column)} (byte ${fmtInt(firstInvalid)})${fate ? ` (${fate})` : ''}. ` +
          'Codex replaces every invalid sequence with U+FFFD and prints a startup warning; A3S Code rejects the whole file and loads the next candidate or nothing.',
      }),
    );
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'A file saved as Latin-1: “é” is the single byte 0xE9.',
    files: { 'AGENTS.md': { hex: '23 20 52 75 6c 65 73 0a 0a 55 73 65 20 74 68 65 20 63 61 66 e9 20 41 50 49 2e 0a' } },
    expect: { path: 'AGENTS.md', line: 3, column: 12 },
  },
  passing: {
    description: 'The same file in UTF-8 (“é” is 0xC3 0xA9).',
    files: { 'AGENTS.md': '# Rules\n\nUse the café API.\n' },
  },
};

export const docs = {
  why:
    'Agents decode instruction files as UTF-8. Codex decodes lossily: every invalid byte becomes U+FFFD (“�”) in the prompt, with one warning at startup that is easy to miss. ' +
    'A3S Code is strict: a file that is not valid UTF-8 is rejected as a whole and the agent falls through to the next candidate (or loads nothing from that directory). ' +
    'The finding points at the first bad byte. Only the bytes needed to decide are examined, and huge files are read up to a cap.',
  fix: 'Convert the file to UTF-8: `iconv -f WINDOWS-1252 -t UTF-8 AGENTS.md > AGENTS.md.new && mv AGENTS.md.new AGENTS.md`, or re-save it as UTF-8 in the editor.',
};
