/**
 * unreadable-candidate: files that stop being readable during the run. The engine's own flow is
 * replayed step by step (listing, probe, then the change, then the chains and the checks) so the
 * change lands exactly between the probe and the read.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/checks/index.js';
import { defaultOptions, type AuditOptions } from '../../src/config/options.js';
import { DiscoveryContext } from '../../src/discovery/context.js';
import { listRepository } from '../../src/discovery/listing.js';
import { getProfile } from '../../src/profiles/index.js';
import type { CheckFinding } from '../../src/checks/types.js';
import { asUnprivileged, canProducePermissionDenied, openUp } from '../helpers/privilege.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

/** The engine's flow with a hook after the candidates are probed and before anything is read. */
function auditWithHook(root: string, cwds: string[], between: () => void, wrapRead: <T>(f: () => T) => T = (f) => f()): CheckFinding[] {
  const options: AuditOptions = { ...defaultOptions(root), profiles: ['codex', 'a3s'] };
  const settings = { maxBytes: options.maxBytes, fallbackFilenames: [], rootMarkers: options.rootMarkers, home: null };
  const profiles = options.profiles.map(getProfile);
  const listing = listRepository(root);
  const ctx = new DiscoveryContext(root, listing, { assumeRoot: false, readCap: options.maxBytes + 4 });
  for (const [dir, names] of listing.byDir) for (const n of names) if (n === 'AGENTS.md') ctx.probe(ctx.join(dir, n));
  between();
  return wrapRead(() => {
    const chains = cwds.flatMap((cwd) => profiles.map((p) => p.resolve(cwd, ctx, settings)));
    const candidates = ctx.probedExisting().map((p) => p.rel).sort();
    ctx.resolveIgnored(candidates);
    return runChecks({ options, ctx, profiles, chains, candidates });
  });
}

const unreadable = (f: CheckFinding[]) => f.filter((x) => x.ruleId === 'unreadable-candidate');

describe('a candidate that stops being readable mid-run', () => {
  it('replaced by a FIFO between the probe and the read: reported, never blocks', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n', 'pkg/AGENTS.md': '# pkg\n' }, { commit: true });
    const abs = path.join(root, 'pkg/AGENTS.md');
    const f = auditWithHook(root, ['.', 'pkg'], () => {
      fs.unlinkSync(abs);
      execFileSync('mkfifo', [abs]);
    });
    const u = unreadable(f);
    expect(u).toHaveLength(1);
    expect(u[0]).toMatchObject({ severity: 'error', path: 'pkg/AGENTS.md', line: null, profiles: ['codex', 'a3s'] });
    expect(u[0]!.message).toContain('pkg/AGENTS.md cannot be read: it is no longer a regular file (fifo)');
    expect(u[0]!.message).toContain('codex cannot read it; a3s cannot read it');
  });

  it('removed between the probe and the read: reported with "run the audit again"', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n' }, { commit: true });
    const f = auditWithHook(root, ['.'], () => fs.unlinkSync(path.join(root, 'AGENTS.md')));
    const u = unreadable(f);
    expect(u).toHaveLength(1);
    expect(u[0]!.message).toContain('AGENTS.md cannot be read: it was removed during the audit');
    expect(u[0]!.message).toMatch(/^Run the audit again/);
  });

  it.skipIf(!canProducePermissionDenied)('losing its read permission (chmod 000, read as an unprivileged user): permission denied', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n', 'pkg/AGENTS.md': '# pkg\n' }, { commit: true });
    openUp(root);
    const f = auditWithHook(
      root,
      ['.', 'pkg'],
      () => fs.chmodSync(path.join(root, 'pkg/AGENTS.md'), 0o000),
      (read) => asUnprivileged(read),
    );
    const u = unreadable(f);
    expect(u.map((x) => x.path)).toEqual(['pkg/AGENTS.md']);
    expect(u[0]!.message).toContain('cannot be read: permission denied');
    expect(u[0]!.message).toContain('chmod a+r');
  });
});
