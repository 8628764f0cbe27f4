/**
 * The library surface (`src/api.ts`, the package's `.` export): `audit()` takes partial options and
 * fills in the defaults, as a JavaScript caller writes them; `renderSarif` is the CLI's SARIF.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { audit, auditDetailed, ConfigError, defaultOptions, renderJson, renderSarif, withDefaults } from '../src/api.js';
import { toSarif } from '../src/report/sarif.js';
import { ALL_RULES } from '../src/registry.js';
import { cleanupRepos, makeRepo } from './helpers/repo.js';

afterAll(() => cleanupRepos());

describe('audit() with partial options', () => {
  const root = makeRepo({ 'AGENTS.md': '# Root\n\nRun the tests.\n', 'pkg/AGENTS.md': '# Pkg\n\nUse tabs.\n' }, { git: true, commit: true });

  it('audits with only a root, exactly as with every default spelled out', async () => {
    const partial = await audit({ root });
    const full = await audit({ ...defaultOptions(root) });
    expect(renderJson(partial)).toBe(renderJson(full));
    expect(partial.profiles).toEqual(['codex']);
    expect(partial.chains.map((c) => c.cwd).sort()).toEqual(['.', 'pkg']);
  });

  it('takes the options given and the defaults for the rest, `undefined` counting as left out', async () => {
    const report = await audit({ root, profiles: ['codex', 'a3s'], maxBytes: undefined, workingDirectories: ['pkg'] });
    expect(report.profiles).toEqual(['codex', 'a3s']);
    expect(report.settings.maxBytes).toBe(defaultOptions(root).maxBytes);
    expect(report.chains.map((c) => c.cwd)).toEqual(['pkg', 'pkg']);
    const detailed = await auditDetailed({ root, profiles: ['a3s'] });
    expect(detailed.report.profiles).toEqual(['a3s']);
  });

  it('keeps `home: null` given explicitly and never marks a filled-in setting as given', () => {
    const o = withDefaults({ root, home: null, maxBytes: 1000 });
    expect(o.home).toBeNull();
    expect(o.maxBytes).toBe(1000);
    expect(o.givenSettings).toBeUndefined();
    expect(o.rootMarkers).toEqual(defaultOptions(root).rootMarkers);
    // The defaults are fresh arrays: changing one audit's options never changes the next one's.
    o.rootMarkers.push('x');
    expect(withDefaults({ root }).rootMarkers).not.toContain('x');
  });

  it('refuses what is not options with a clear message, not a crash inside the engine', async () => {
    const bad: unknown[] = [undefined, null, 'repo', ['repo'], {}, { root: '' }, { root: 42 }];
    for (const b of bad) {
      await expect(audit(b as never), JSON.stringify(b)).rejects.toThrow(ConfigError);
    }
    await expect(audit({} as never)).rejects.toThrow('audit options need a root');
    await expect(audit({ root, maxBytes: 'lots' as never })).rejects.toThrow('max-bytes "lots" must be a whole number');
    await expect(audit({ root: `${root}/missing` })).rejects.toThrow('does not exist');
  });
});

describe('renderSarif', () => {
  it('is the SARIF log of every rule, as text ending in a newline', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n\n\n' }, { git: true, commit: true });
    const report = await audit({ root });
    const text = renderSarif(report);
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(toSarif(report, ALL_RULES));
    expect(JSON.parse(renderSarif(report, { uriPrefix: 'tools/' })).runs[0].tool.driver.rules).toHaveLength(ALL_RULES.length);
  });
});
