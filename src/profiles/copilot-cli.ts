/**
 * GitHub Copilot CLI, as @github/copilot 1.0.102 behaves (verified by the conformance harness:
 * `copilot instruction list --json` for the sources, the system prompt of `copilot -p` for the text):
 * - `.github/copilot-instructions.md` at the repository (git) root;
 * - the root's `AGENTS.md`, `CLAUDE.md` and `GEMINI.md`, side by side (an `AGENTS.md` does not hide the others);
 * - then `AGENTS.md`, `CLAUDE.md`, `GEMINI.md` of the working directory and of each directory above it, up to
 *   (not including) the root: nearest first;
 * - a file whose content equals one already listed is left out (a link to it, or a copy); a directory or a
 *   dangling link is absent;
 * - every file gives a block, empty and whitespace-only ones too: `<custom_instruction>\n…\n</custom_instruction>`,
 *   joined by a blank line; path-specific `.github/instructions/**\/*.instructions.md` files are listed as
 *   sources but not inlined as blocks. No budget.
 */
import type { DiscoveryContext } from '../discovery/context.js';
import { listedUnder, loadWhole, newChain, pushFile, pushPassed } from './common.js';
import { COPILOT_REPO_FILE } from './copilot.js';
import type { Profile, ProfileSettings, ResolvedChain } from './types.js';

export const COPILOT_CLI_ID = 'copilot-cli';
const MODEL_FILES = ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md'] as const;

interface CopilotCliResolved extends ResolvedChain {
  /** Per file: inlined as a `<custom_instruction>` block (false: a path-specific file, listed only). */
  inline: boolean[];
}

export const copilotCli: Profile = {
  id: COPILOT_CLI_ID,
  name: 'GitHub Copilot CLI',
  description: 'GitHub Copilot CLI: .github/copilot-instructions.md, the root AGENTS.md / CLAUDE.md / GEMINI.md side by side, then those of each directory from cwd upward; every file a <custom_instruction> block.',
  budgeted: false,
  verifiedVersion: '1.0.102',
  candidateNames: () => [...MODEL_FILES],
  resolve(cwd: string, ctx: DiscoveryContext, _settings: ProfileSettings): ResolvedChain {
    const found = ctx.rootOf(cwd, { markers: ['.git'], allowSymlinkMarker: true });
    const root = found.marker === null ? { dir: cwd, marker: null } : found;
    const r: CopilotCliResolved = { chain: newChain(COPILOT_CLI_ID, cwd, root), texts: [], inline: [] };
    const seen = new Map<string, string>();
    const contents = new Map<string, string>();
    const add = (rel: string, inline: boolean): void => {
      const p = ctx.probe(rel);
      if (p.lkind === 'missing') return;
      const identity = p.link?.resolved ?? rel;
      const first = seen.get(identity);
      if (first !== undefined) {
        pushPassed(r, { path: rel, reason: 'hidden', detail: `the same file as ${first}; Copilot CLI lists each file once` });
        return;
      }
      const w = loadWhole(ctx, rel);
      if (w.kind === 'absent') return;
      if (w.kind !== 'loaded') {
        pushPassed(r, w.passed);
        return;
      }
      // Copilot CLI drops a file whose content equals one already listed (in the same directory it
      // names both: "AGENTS.md + CLAUDE.md"), so a link to a loaded file, or a copy, is one source.
      const same = contents.get(w.text);
      if (same !== undefined) {
        pushPassed(r, { path: rel, reason: 'hidden', detail: `the same content as ${same}; Copilot CLI lists it once` });
        return;
      }
      contents.set(w.text, rel);
      seen.set(identity, rel);
      if (p.link?.resolved) seen.set(p.link.resolved, rel);
      pushFile(r, w.file, w.text);
      r.inline.push(inline);
    };
    add(ctx.join(root.dir, COPILOT_REPO_FILE), true);
    for (const n of MODEL_FILES) add(ctx.join(root.dir, n), true);
    const dirs = ctx.dirsFrom(root.dir, cwd).filter((d) => d !== root.dir).reverse();
    for (const d of dirs) for (const n of MODEL_FILES) add(ctx.join(d, n), true);
    const prefix = root.dir === '.' ? '.github/instructions/' : `${root.dir}/.github/instructions/`;
    for (const f of listedUnder(ctx, prefix)) if (f.endsWith('.instructions.md')) add(f, false);
    return r;
  },
  render(resolved: ResolvedChain): string {
    const inline = (resolved as Partial<CopilotCliResolved>).inline;
    return resolved.texts
      .filter((_, i) => inline?.[i] !== false)
      .map((t) => `<custom_instruction>\n${t}\n</custom_instruction>`)
      .join('\n\n');
  },
};
