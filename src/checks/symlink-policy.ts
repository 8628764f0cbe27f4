/**
 * `symlink-policy`: symlinked instruction files against `options.symlinkPolicy`:
 * - `forbid`: any symlinked candidate is an error;
 * - `allow-in-repo` (default): a link is fine when its target is a file inside the repository that
 *   a clone also has; a link to a git-ignored file (present on this machine only) is an error;
 * - `allow`: links are fine.
 * Links that are broken whatever the policy (escape, dangling, non-regular, chain) have their own rules.
 */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { concernedProfiles, factsOf, q } from './facts.js';
import { fateSuffix, isBroken, linkedCandidates } from './symlinks.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'symlink-policy',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'A symlinked instruction file breaks the configured symlink policy (forbid, or allow-in-repo with a target that only this checkout has).',
};

export function check(input: CheckInput): CheckFinding[] {
  const policy = input.options.symlinkPolicy;
  if (policy === 'allow') return [];
  const facts = factsOf(input);
  const { listing } = input.ctx;
  const out: CheckFinding[] = [];
  for (const l of linkedCandidates(input)) {
    if (isBroken(l)) continue;
    let message: string | null = null;
    if (policy === 'forbid') {
      message =
        `Replace the link ${l.rel} with a regular file, or allow in-repository links with \`symlinks: allow-in-repo\`. ` +
        `${l.rel} is a symlink to ${q(l.link.target)}${fateSuffix(input, l.rel)}, and the symlink policy is "forbid". ` +
        'Agents and tools disagree on links (A3S Code ignores them, Windows checkouts turn them into one-line text files).';
    } else if (listing.source === 'git' && l.link.resolved !== null) {
      const target = l.link.resolved;
      const listed = listing.files.get(target);
      if (!listed) {
        message =
          `Commit ${target} (and remove it from .gitignore), or point the link ${l.rel} at a committed file. ` +
          `${l.rel} links to ${target}, which git ignores${fateSuffix(input, l.rel)}: the link works on this machine only and dangles in every clone and in CI.`;
      }
    }
    if (message === null) continue;
    const profiles = concernedProfiles(facts, l.rel);
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: l.rel,
      line: 1,
      message,
      ...(profiles.length > 0 ? { profiles } : {}),
      key: policy,
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'The team forbids symlinked instruction files, and CLAUDE.md is one.',
    options: { profiles: ['codex'], symlinkPolicy: 'forbid', fallbackFilenames: ['CLAUDE.md'] },
    files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
    expect: { path: 'CLAUDE.md', line: 1 },
  },
  passing: {
    description: 'With the default policy, allow-in-repo, a link to a committed file in the repository is fine.',
    options: { profiles: ['codex'], fallbackFilenames: ['CLAUDE.md'] },
    files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
  },
};

export const docs = {
  why:
    'Linking `CLAUDE.md` to `AGENTS.md` is common and recommended by the AGENTS.md site, so links are allowed by default. The policy (`symlinks` in the config file, the `symlinks` action input, `--symlinks`) decides how strict to be:\n\n' +
    '- `allow-in-repo` (default): a link to a file inside the repository is fine, as long as a clone has that file too; a link to a git-ignored file works only on the machine that has it, and is reported.\n' +
    '- `forbid`: every symlinked instruction file is reported (for teams on Windows, or tools that ignore links).\n' +
    '- `allow`: links are never reported by this rule.\n\n' +
    'Whatever the policy, links out of the repository (`symlink-escape`), dangling links (`symlink-dangling`), links to non-files (`symlink-non-regular`) and chains of links (`symlink-chain`) are errors of their own.',
  fix: 'Replace the link with a regular file, point it at a committed file, or choose the policy that matches how your team works.',
};
