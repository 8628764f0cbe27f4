/** What the symlink checks share: every instruction-file candidate that is a symlink, with its probe. */
import type { LinkInfo, Probe } from '../discovery/fsprobe.js';
import { describeFate, factsOf, q } from './facts.js';
import type { CheckInput } from './types.js';

export interface LinkedCandidate {
  rel: string;
  probe: Probe;
  link: LinkInfo;
}

const memo = new WeakMap<CheckInput, LinkedCandidate[]>();

export function linkedCandidates(input: CheckInput): LinkedCandidate[] {
  const hit = memo.get(input);
  if (hit) return hit;
  const out: LinkedCandidate[] = [];
  for (const rel of factsOf(input).instructionPaths) {
    const probe = input.ctx.probe(rel);
    if (probe.lkind === 'symlink' && probe.link) out.push({ rel, probe, link: probe.link });
  }
  memo.set(input, out);
  return out;
}

export function isEscape(l: LinkedCandidate): boolean {
  return l.link.absolute || l.link.outside;
}
export function isDangling(l: LinkedCandidate): boolean {
  return l.probe.kind === 'missing' && !l.link.loop;
}
export function isNonRegular(l: LinkedCandidate): boolean {
  return !l.link.loop && l.probe.kind !== 'file' && l.probe.kind !== 'missing';
}
export function isChain(l: LinkedCandidate): boolean {
  return l.link.chained || l.link.loop;
}
/** Whether one of the policy-independent symlink errors applies (then the softer symlink rules stay quiet). */
export function isBroken(l: LinkedCandidate): boolean {
  return isEscape(l) || isDangling(l) || isNonRegular(l) || isChain(l);
}

/** `CLAUDE.md → "AGENTS.md"` */
export function linkText(l: LinkedCandidate): string {
  return `${l.rel} → ${q(l.link.target)}`;
}

/** " (codex loads it in …; a3s ignores it)" or "". */
export function fateSuffix(input: CheckInput, rel: string): string {
  const d = describeFate(factsOf(input), rel);
  return d === '' ? '' : ` (${d})`;
}

export const KIND_TEXT: Record<string, string> = {
  directory: 'a directory',
  fifo: 'a named pipe (FIFO)',
  socket: 'a socket',
  device: 'a device',
  other: 'something that is not a file',
  file: 'a file',
  symlink: 'a symlink',
  missing: 'nothing',
};
