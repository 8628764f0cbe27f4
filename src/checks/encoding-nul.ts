/** `encoding-nul`: an instruction file (not UTF-16/32) that contains NUL bytes: binary or mis-encoded. */
import { placeOf } from '../discovery/encoding.js';
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { readableCandidates } from './encodings.js';
import { describeFate, factsOf, fileFinding, fmtInt } from './facts.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'encoding-nul',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'An instruction file contains NUL bytes: it is binary or mis-encoded, and agents pass the NULs into the prompt.',
};

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const out: CheckFinding[] = [];
  for (const { rel, content } of readableCandidates(input)) {
    const { encoding, firstNul } = content.facts;
    if (firstNul === -1 || encoding.startsWith('utf-16') || encoding.startsWith('utf-32')) continue;
    const at = placeOf(content.bytes, firstNul);
    const fate = describeFate(facts, rel);
    out.push(
      fileFinding(meta, facts, rel, {
        line: at.line,
        column: at.column,
        message:
          'Remove the NUL bytes (`tr -d \'\\000\'`), or restore the file if it was overwritten with binary data. ' +
          `${rel} contains a NUL byte at line ${fmtInt(at.line)}, column ${fmtInt(at.column)} (byte ${fmtInt(firstNul)})${encoding === 'binary' ? '; it looks like a binary file' : ''}${fate ? ` (${fate})` : ''}. ` +
          'NUL is valid UTF-8, so agents load it into the prompt as is, where it truncates or garbles the text for some models and tools; git and GitHub treat the file as binary and show no diff.',
      }),
    );
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'A stray NUL at the start of line 3 (from a bad copy-paste or a broken editor plug-in).',
    files: { 'AGENTS.md': { hex: '23 20 52 75 6c 65 73 0a 0a 00 55 73 65 20 70 6e 70 6d 2e 0a' } },
    expect: { path: 'AGENTS.md', line: 3, column: 1 },
  },
  passing: {
    description: 'The same text without the NUL.',
    files: { 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
  },
};

export const docs = {
  why:
    'A NUL byte has no place in a Markdown instruction file. It is valid UTF-8, so neither Codex nor A3S Code rejects the file: the NUL goes into the prompt, where C-string based tools truncate the text and models see garbage. ' +
    'Git and GitHub treat a file with NUL bytes as binary, so the problem does not even show in a diff. (UTF-16 and UTF-32 files are full of NULs too; they are reported by `encoding-utf16-utf32` instead.)',
  fix: 'Delete the NUL bytes (`tr -d \'\\000\' < AGENTS.md > AGENTS.md.new && mv AGENTS.md.new AGENTS.md`), or restore the file from history if it was overwritten.',
};
