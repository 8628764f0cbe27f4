/**
 * Kilo Code CLI (7.7.7) on real temporary git repositories: OpenCode's chain with the personal file
 * first, kilo.json instructions, and the legacy rules read from the working directory only. The
 * recordings (test/conformance/recordings.json) pin the rule order against the real binary.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditAt, loadedPaths, passedOf } from '../helpers/audit.js';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[], extra: Parameters<typeof auditAt>[1] = {}) => auditAt(root, { profiles: ['kilo'], workingDirectories: cwds, ...extra });

describe('Kilo Code CLI', () => {
  it('puts the personal ~/.config/kilo/AGENTS.md first, then the chain nearest first', async () => {
    const home = makeTempDir('amda-kilo-home-');
    fs.mkdirSync(path.join(home, '.config/kilo'), { recursive: true });
    fs.writeFileSync(path.join(home, '.config/kilo/AGENTS.md'), 'mine\n');
    const root = makeRepo({ 'AGENTS.md': 'root\n', 'pkg/AGENTS.md': 'pkg\n' }, { git: true });
    const r = await audit(root, ['pkg'], { home });
    expect(loadedPaths(r, 'pkg', 'kilo')).toEqual(['~/.config/kilo/AGENTS.md', 'pkg/AGENTS.md', 'AGENTS.md']);
  });

  it('turns the legacy rules of the working directory into instructions, before kilo.json', async () => {
    const root = makeRepo(
      { 'AGENTS.md': 'team\n', '.kilo/rules/k.md': 'k\n', '.kilocode/rules/k.md': 'hidden\n', '.kilocoderules': 'legacy\n', '.kilocode/rules-code/c.md': 'c\n', '.kilocoderules-ask': 'ask\n', '.kilo/rules/notes.txt': 'no\n', 'kilo.json': '{"instructions":["docs/r.md"]}\n', 'docs/r.md': 'r\n' },
      { git: true },
    );
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'kilo')).toEqual(['AGENTS.md', '.kilo/rules/k.md', '.kilocoderules', '.kilocode/rules-code/c.md', '.kilocoderules-ask', 'docs/r.md']);
  });

  it('does not read the root rules from a subdirectory, and says so', async () => {
    const root = makeRepo({ 'AGENTS.md': 'team\n', '.kilo/rules/style.md': 'tabs\n', 'pkg/.kilocode/rules/p.md': 'p\n' }, { git: true });
    const r = await audit(root, ['pkg']);
    expect(loadedPaths(r, 'pkg', 'kilo')).toEqual(['AGENTS.md', 'pkg/.kilocode/rules/p.md']);
    expect(passedOf(r, 'pkg', 'kilo')).toEqual({ '.kilo/rules/style.md': 'not-configured' });
    expect(r.report.findings.filter((f) => f.ruleId === 'kilo-rules-cwd-only').map((f) => f.path)).toEqual(['.kilo/rules/style.md']);
  });
});
