/**
 * `Profile.prefetch`: the engine asks each profile's first questions (the walk up to a root marker,
 * the agent's configuration folders) while git still walks the work tree. A prefetch may only ask
 * what the profile's own resolution asks: these tests record every question of the file system
 * (the result cache's observations) asked by a prefetch and by a resolution, each on a fresh
 * context, and compare them.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_AGENT_STATE } from '../../src/config/options.js';
import { DiscoveryContext } from '../../src/discovery/context.js';
import { listRepository } from '../../src/discovery/listing.js';
import { getProfile, KNOWN_PROFILES } from '../../src/profiles/index.js';
import type { ProfileSettings } from '../../src/profiles/types.js';
import { auditAt } from '../helpers/audit.js';
import { cleanupRepos, git, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

const settings: ProfileSettings = { maxBytes: 32768, fallbackFilenames: [], rootMarkers: ['.git'], home: null, agentState: DEFAULT_AGENT_STATE, givenSettings: [] };

/**
 * Every question a fresh context is asked by `act`, as what is asked: a directory's stamp, and
 * whether a replay may skip an answer (`D`, `P`, `M`), depend on how old the directory was when
 * asked (two seconds), not on the question.
 */
function asked(root: string, act: (ctx: DiscoveryContext) => void): Set<string> {
  const ctx = new DiscoveryContext(root, listRepository(root), { assumeRoot: false, readCap: 1 << 20, observe: true });
  try {
    act(ctx);
    const as = (q: string): string => (q[0] === 'D' ? `d${q.slice(1, q.indexOf('\0'))}` : q[0] === 'P' || q[0] === 'M' ? q[0].toLowerCase() + q.slice(1) : q);
    return new Set(ctx.observations!.questions.map(as));
  } finally {
    ctx.dispose();
  }
}

function repos(): { name: string; root: string; cwds: string[] }[] {
  const plain = makeRepo({ 'AGENTS.md': '# Root\n', 'a/b/c/AGENTS.md': '# Deep\n', 'a/b/CLAUDE.md': '# Claude\n' }, { commit: true });
  const configured = makeRepo(
    {
      'AGENTS.md': '# Root\n',
      '.codex/config.toml': 'project_doc_max_bytes = 4096\n',
      'pkg/.codex/config.toml': 'project_doc_fallback_filenames = ["RULES.md"]\n',
      'pkg/RULES.md': '# Rules\n',
      'pkg/opencode.json': '{ "instructions": ["docs/*.md"] }\n',
      'pkg/docs/a.md': '# A\n',
    },
    { commit: true },
  );
  const nested = makeRepo({ 'AGENTS.md': '# Root\n', 'vendor/tool/AGENTS.md': '# Tool\n', 'vendor/tool/src/x.py': '' }, { commit: true });
  git(path.join(nested, 'vendor/tool'), 'init', '-q');
  fs.symlinkSync('../../.git', path.join(nested, 'vendor/.git'));
  return [
    { name: 'plain', root: plain, cwds: ['.', 'a/b', 'a/b/c'] },
    { name: 'configured', root: configured, cwds: ['.', 'pkg', 'pkg/docs'] },
    { name: 'nested roots and a linked .git', root: nested, cwds: ['vendor', 'vendor/tool', 'vendor/tool/src'] },
  ];
}

describe('prefetch', () => {
  const withPrefetch = KNOWN_PROFILES.map(getProfile).filter((p) => p.prefetch !== undefined);

  it('is offered by the profiles that walk up to a root marker', () => {
    expect(withPrefetch.map((p) => p.id)).toEqual(expect.arrayContaining(['codex', 'a3s', 'opencode', 'copilot-cli', 'aider']));
  });

  it('asks only what the profile resolving the same directory asks, and asks something', () => {
    for (const { name, root, cwds } of repos()) {
      for (const p of withPrefetch) {
        for (const cwd of cwds) {
          const ahead = asked(root, (ctx) => p.prefetch!(cwd, ctx, settings));
          const resolving = asked(root, (ctx) => void p.resolve(cwd, ctx, settings));
          const extra = [...ahead].filter((q) => !resolving.has(q));
          expect(extra, `${p.id} in ${cwd} (${name})`).toEqual([]);
          // At least the root marker of the working directory itself.
          expect([...ahead].some((q) => q[0] === 'm'), `${p.id} in ${cwd} (${name})`).toBe(true);
        }
      }
    }
  });

  it('leaves the report as it was: the same chains and findings as resolution alone would give', async () => {
    for (const { root } of repos()) {
      const r = await auditAt(root, { profiles: ['codex', 'a3s', 'opencode', 'copilot-cli', 'aider', 'claude-code'] });
      for (const resolved of r.resolved) {
        const fresh = new DiscoveryContext(root, r.ctx.listing, { assumeRoot: false, readCap: 1 << 20 });
        try {
          const again = getProfile(resolved.chain.profile).resolve(resolved.chain.cwd, fresh, settings);
          expect(again.chain, `${resolved.chain.profile} in ${resolved.chain.cwd}`).toEqual(resolved.chain);
        } finally {
          fresh.dispose();
        }
      }
    }
  });
});
