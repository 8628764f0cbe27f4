/** The repository shape issue 10 describes, as a real committed git repository. */
import { makeRepo, type RepoFiles } from '../helpers/repo.js';

export const SEVEN_PROFILES = ['codex', 'a3s', 'opencode', 'claude-code', 'gemini', 'copilot', 'aider'] as const;

/** A 12.8 KB root AGENTS.md, 15 packages with an AGENTS.md (the first 20 KB, overflowing the root's 32 KiB chain), 10 CLAUDE.md links. */
export function issueShapedRepo(): string {
  const files: RepoFiles = { 'AGENTS.md': `# Root\n\n${'Use pnpm for everything in this repository. Keep commits small.\n'.repeat(200)}` };
  for (let i = 0; i < 15; i += 1) {
    const d = `packages/p${String(i).padStart(2, '0')}`;
    files[`${d}/AGENTS.md`] =
      i === 0 ? `# Big\n\n${'This package has many rules; each of them matters to the agent here.\n'.repeat(300)}` : `# Package ${i}\n\nRun tests with \`pnpm test --filter p${i}\`.\n`;
    if (i < 10) files[`${d}/CLAUDE.md`] = { symlink: 'AGENTS.md' };
  }
  return makeRepo(files, { commit: true });
}
