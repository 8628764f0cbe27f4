/**
 * A name that starts with two dots (`..foo`) is an ordinary name inside the repository: a working
 * directory of that name is audited, and its AGENTS.md is read like any other. Only `..` itself,
 * `../…` and absolute paths leave the root (src/path-inside.ts, one predicate for every check).
 */
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isWithin, relIsInside } from '../../src/path-inside.js';
import { normalizeRel } from '../../src/discovery/workdirs.js';
import { auditAt, loadedPaths } from '../helpers/audit.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

describe('names that start with two dots', () => {
  it('are inside; .., ../x and absolute paths are not', () => {
    for (const rel of ['', 'a', '..foo', '...', '..foo/bar', 'a/../b']) expect(relIsInside(rel), rel).toBe(true);
    for (const rel of ['..', '../x', '../..foo', path.resolve('/x')]) expect(relIsInside(rel), rel).toBe(false);
    expect(isWithin('/r', '/r/..foo/AGENTS.md')).toBe(true);
    expect(isWithin('/r', '/r2/AGENTS.md')).toBe(false);
    expect(normalizeRel('/r', '..foo')).toBe('..foo');
    expect(() => normalizeRel('/r', '../x')).toThrow(/outside the repository/);
  });

  it('a working directory named ..foo is audited, and its AGENTS.md loaded', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n', '..foo/AGENTS.md': '# Dots\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex'], workingDirectories: ['..foo'] });
    expect(r.report.workingDirectories).toEqual(['..foo']);
    expect(loadedPaths(r, '..foo', 'codex')).toEqual(['AGENTS.md', '..foo/AGENTS.md']);
    expect(r.report.findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });
});
