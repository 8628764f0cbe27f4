/** What the encoding and empty-file checks share: the content of every readable instruction file, read once through the context. */
import type { FileContent } from '../discovery/context.js';
import { factsOf } from './facts.js';
import type { CheckInput } from './types.js';

export interface ReadableCandidate {
  rel: string;
  content: FileContent;
}

const memo = new WeakMap<CheckInput, ReadableCandidate[]>();

/**
 * Every instruction file that is (or links to) a regular file inside the repository and could be
 * read. A link whose target is itself an instruction file is left out: the target is checked under
 * its own name, so a problem is reported once.
 */
export function readableCandidates(input: CheckInput): ReadableCandidate[] {
  const hit = memo.get(input);
  if (hit) return hit;
  const facts = factsOf(input);
  const out: ReadableCandidate[] = [];
  for (const rel of facts.instructionPaths) {
    const p = input.ctx.probe(rel);
    if (p.kind !== 'file' || p.error !== undefined) continue;
    if (p.link) {
      if (p.link.outside || p.link.resolved === null) continue;
      if (facts.isInstruction(p.link.resolved)) continue;
    }
    const content = input.ctx.read(rel);
    if (!content || content.error) continue;
    out.push({ rel, content });
  }
  memo.set(input, out);
  return out;
}
