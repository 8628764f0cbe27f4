/**
 * What the profiles whose prompt text is not known (`Profile.promptUnknown`: Amp, Auggie, Cursor)
 * render: the files the agent sends, in order, each under a line naming it. Stable, so the report's
 * text digest still changes when what is sent changes.
 */
import { absOf, rootAbsOf } from './common.js';
import type { ResolvedChain } from './types.js';

export function renderSentFiles(resolved: ResolvedChain, cwdAbs: string): string {
  const rootAbs = rootAbsOf(cwdAbs, resolved.chain.cwd);
  return resolved.chain.files
    .map((f, i) => `--- ${absOf(rootAbs, f, resolved.home)} ---\n${resolved.texts[i] ?? ''}`)
    .join('\n\n');
}
