/**
 * `--profile AGENT@VERSION`: the verified version of each verified profile selects it; a version
 * before a documented change selects the profile that models it; any other version is a
 * configuration error that lists what is known (docs/profiles.md#versions).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, parseProfiles } from '../../src/config/parse.js';
import { getProfile, KNOWN_PROFILES, PROFILES } from '../../src/profiles/index.js';
import { resolveProfileVersion, VERIFIED_VERSIONS } from '../../src/profiles/versions.js';
import { runCliCaptured } from '../helpers/cli.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

describe('agent versions', () => {
  it('every verified profile states the version of the one table, and <agent>@<verifiedVersion> selects it', () => {
    const verified = PROFILES.filter((p) => p.verifiedVersion);
    expect(verified.map((p) => p.id).sort()).toEqual(Object.keys(VERIFIED_VERSIONS).sort());
    for (const p of verified) {
      expect(p.verifiedVersion).toBe((VERIFIED_VERSIONS as Record<string, string>)[p.id]);
      expect(parseProfiles(`${p.id}@${p.verifiedVersion}`, KNOWN_PROFILES)).toEqual([p.id]);
    }
    expect(parseProfiles('codex@0.169.0, codex, codex@v0.169.0', KNOWN_PROFILES)).toEqual(['codex']);
  });

  it('a Claude Code version before v2.1.277 selects claude-code@legacy (it read no AGENTS.md)', () => {
    expect(parseProfiles('claude-code@2.1.276,claude-code@1.0.0', KNOWN_PROFILES)).toEqual(['claude-code@legacy']);
    expect(getProfile('claude-code@legacy').id).toBe('claude-code@legacy');
  });

  it('an unknown version is a configuration error that lists the known ones', () => {
    expect(() => parseProfiles('codex@0.150.0', KNOWN_PROFILES)).toThrow(ConfigError);
    expect(() => parseProfiles('codex@0.150.0', KNOWN_PROFILES)).toThrow(
      'codex 0.150.0 is not a version the audit knows: its profile was verified against codex 0.169.0, and nothing is known of how 0.150.0 differs. Known: codex@0.169.0 (verified)',
    );
    expect(() => parseProfiles('claude-code@2.1.300', KNOWN_PROFILES)).toThrow('Known: claude-code@2.1.328 (verified), claude-code@<2.1.277 (modelled by claude-code@legacy)');
    expect(() => parseProfiles('gemini@latest', KNOWN_PROFILES)).toThrow('"latest" is not a version (X.Y.Z); known for gemini: gemini@0.61.0 (verified)');
    expect(() => parseProfiles('a3s@1.2.3', KNOWN_PROFILES)).toThrow('a3s is modelled from sources and documentation only');
    expect(() => parseProfiles('windsurf@1.0.0', KNOWN_PROFILES)).toThrow('unknown profile "windsurf@1.0.0"');
    expect(resolveProfileVersion('opencode@local')).toEqual({ error: expect.stringContaining('"local" is not a version') });
  });

  it('the CLI accepts codex@0.169.0 and reports the profile as codex; an unknown version exits 2', async () => {
    const root = makeRepo({ 'AGENTS.md': 'x\n' }, { git: true });
    const ok = await runCliCaptured([root, '-p', 'codex@0.169.0', '--format', 'json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).profiles).toEqual(['codex']);
    const bad = await runCliCaptured([root, '-p', 'codex@9.9.9']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--profile: codex 9.9.9 is not a version the audit knows');
  });
});
