/**
 * `symlink-as-text`: a regular file whose whole content is the path of another instruction file —
 * what a symlink becomes in a checkout without symlink support (Windows without `core.symlinks`,
 * a ZIP download). Agents then load that one line instead of the instructions.
 */
import * as path from 'node:path';
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { baseName, describeFate, dirName, factsOf, fileFinding, q } from './facts.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'symlink-as-text',
  kind: 'check',
  defaultSeverity: 'warning',
  description: 'An instruction file holds nothing but the name of another instruction file: a symlink checked out as plain text.',
};

/** Longest content taken for a link text (a path; git stores link targets the same way). */
const MAX_LINK_TEXT = 1024;

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const { ctx } = input;
  const out: CheckFinding[] = [];
  for (const rel of facts.instructionPaths) {
    const p = ctx.probe(rel);
    if (p.lkind !== 'file' || p.size === null || p.size === 0 || p.size > MAX_LINK_TEXT) continue;
    const content = ctx.read(rel);
    if (!content || content.error || !content.complete || content.facts.firstInvalid !== -1 || content.facts.firstNul !== -1) continue;
    const text = Buffer.from(content.bytes).toString('utf8').replace(/\r?\n$/, '');
    if (text === '' || /[\r\n\t]/.test(text) || text.trim() !== text) continue;
    const recordedAsLink = ctx.listing.files.get(rel)?.symlink === true;
    if (path.posix.isAbsolute(text) && !recordedAsLink) continue;
    const target = path.posix.normalize(path.posix.join(dirName(rel), text));
    const inside = !path.posix.isAbsolute(text) && target !== '..' && !target.startsWith('../') && target !== rel;
    const targetIsInstruction =
      inside && (facts.isInstruction(target) || ctx.listing.files.has(target)) && (facts.candidateNames.has(baseName(target)) || /\.(md|mdc|markdown|txt)$/i.test(target));
    if (!targetIsInstruction && !recordedAsLink) continue;
    const fate = describeFate(facts, rel);
    out.push(
      fileFinding(meta, facts, rel, {
        line: 1,
        column: 1,
        message:
          'Enable symlinks (`git config core.symlinks true`, Developer Mode on Windows) and check the file out again, or replace it with a copy of the instructions. ' +
          `${rel} holds only the text ${q(text)}${fate ? ` (${fate})` : ''}: agents load that one line instead of the instructions${targetIsInstruction ? ` in ${target}` : ''}. ` +
          `This is what a symlink becomes when it is checked out without symlink support (Windows without \`core.symlinks\`, a ZIP download)${recordedAsLink ? '; git records this path as a symlink' : ''}.`,
      }),
    );
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'The team writes CLAUDE.md and links AGENTS.md to it, but this checkout turned the link into a one-line text file.',
    options: { profiles: ['codex'] },
    files: { 'CLAUDE.md': '# Project rules\n\nUse pnpm.\n', 'AGENTS.md': 'CLAUDE.md' },
    expect: { path: 'AGENTS.md', line: 1, column: 1 },
  },
  passing: {
    description: 'The same layout with a real symlink.',
    options: { profiles: ['codex'] },
    files: { 'CLAUDE.md': '# Project rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'CLAUDE.md' } },
  },
};

export const docs = {
  why:
    'Git stores a symlink as a small blob holding the target path. Where symlinks are not supported or not enabled (Git for Windows without `core.symlinks`, GitHub’s “Download ZIP”, some CI caches), the checkout writes that path as the content of a regular file. ' +
    'The instruction file then contains one word, `CLAUDE.md`, and every agent loads exactly that instead of the instructions. Nothing fails, so it goes unnoticed.',
  fix: 'Turn on symlink support (`git config --global core.symlinks true`; on Windows also Developer Mode) and check the file out again (`git checkout -- AGENTS.md`), or replace the link by a regular file with the real content.',
};
