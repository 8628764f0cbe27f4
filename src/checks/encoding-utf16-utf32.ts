/** `encoding-utf16-utf32`: an instruction file in UTF-16 or UTF-32 (with or without a byte-order mark). */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { readableCandidates } from './encodings.js';
import { describeFate, factsOf, fileFinding } from './facts.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'encoding-utf16-utf32',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'An instruction file is encoded in UTF-16 or UTF-32 (as PowerShell’s `echo >` writes): agents read it as UTF-8 and get NULs and garbage.',
};

const NAMES: Record<string, string> = { 'utf-16le': 'UTF-16LE', 'utf-16be': 'UTF-16BE', 'utf-32le': 'UTF-32LE', 'utf-32be': 'UTF-32BE' };

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const out: CheckFinding[] = [];
  for (const { rel, content } of readableCandidates(input)) {
    const name = NAMES[content.facts.encoding];
    if (!name) continue;
    const fate = describeFate(facts, rel);
    out.push(
      fileFinding(meta, facts, rel, {
        line: 1,
        column: 1,
        message:
          `Convert ${rel} to UTF-8 (\`iconv -f ${name} -t UTF-8\`, or \`Set-Content -Encoding utf8\` in PowerShell, or “Save with encoding: UTF-8” in the editor). ` +
          `It is encoded as ${name} ${content.facts.bom ? 'with' : 'without'} a byte-order mark, not UTF-8${fate ? ` (${fate})` : ''}. ` +
          'Agents read instruction files as UTF-8: Codex loads every character with NUL bytes between them (and U+FFFD for the byte-order mark), which wastes budget and garbles the text; A3S Code rejects the file when the bytes are not valid UTF-8. ' +
          'This is what `echo … > AGENTS.md` writes in Windows PowerShell.',
      }),
    );
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'Written with `echo "# Rules" > AGENTS.md` in Windows PowerShell 5: UTF-16LE with a byte-order mark.',
    files: { 'AGENTS.md': { hex: 'ff fe 23 00 20 00 52 00 75 00 6c 00 65 00 73 00 0d 00 0a 00' } },
    expect: { path: 'AGENTS.md', line: 1, column: 1 },
  },
  passing: {
    description: 'The same line in UTF-8.',
    files: { 'AGENTS.md': '# Rules\n' },
  },
};

export const docs = {
  why:
    'Windows PowerShell 5’s `>` and `Out-File` write UTF-16LE with a byte-order mark by default, and some editors save “Unicode” as UTF-16. ' +
    'Agents read instruction files as UTF-8: Codex loads the text with a NUL byte after every ASCII character (and U+FFFD for the byte-order mark), doubling its size against the budget and garbling it; A3S Code rejects the bytes as invalid UTF-8. ' +
    'The audit recognises UTF-16 and UTF-32 by their byte-order mark, or without one by where the NUL bytes sit.',
  fix: 'Convert to UTF-8: `iconv -f UTF-16LE -t UTF-8 AGENTS.md > AGENTS.md.new && mv AGENTS.md.new AGENTS.md`, or in PowerShell `Get-Content AGENTS.md | Set-Content -Encoding utf8 AGENTS.md` (PowerShell 7 writes UTF-8 by default).',
};
