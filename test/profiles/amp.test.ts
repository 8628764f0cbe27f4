/**
 * Amp (from its shipped code, unverified): the first of seven names per directory, the git root,
 * cwd up to it and every directory above it; personal ~/.config/amp and ~/.config; sorted by kind
 * then path; @ mentions after the mentioning file; `globs:` files wait for a matching read.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ampMentions } from '../../src/profiles/amp.js';
import { auditAt, chainOf, loadedPaths, passedOf } from '../helpers/audit.js';
import { cleanupRepos, git, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[], home?: string) => auditAt(root, { profiles: ['amp'], workingDirectories: cwds, ...(home ? { home } : {}) });

describe('amp', () => {
  it('the first name per directory; sorted by path with a locale compare; globs: files wait', async () => {
    const root = makeRepo(
      {
        'Agents.md': 'root, second name\n',
        'AGENT.md': 'root, hidden\n',
        'aa/AGENTS.md': 'aa\n',
        'pkg/CLAUDE.md': 'pkg\n',
        'pkg/app/agent.md': '---\nglobs: ["**/*.ts"]\n---\napp\n',
      },
      { git: true },
    );
    const r = await audit(root, ['pkg/app', 'aa']);
    expect(loadedPaths(r, 'pkg/app', 'amp')).toEqual(['Agents.md', 'pkg/CLAUDE.md']);
    expect(passedOf(r, 'pkg/app', 'amp')).toEqual({ 'AGENT.md': 'hidden', 'pkg/app/agent.md': 'not-configured' });
    // Root first, then aa: "aa/AGENTS.md" sorts before "Agents.md".
    expect(loadedPaths(r, 'aa', 'amp')).toEqual(['aa/AGENTS.md', 'Agents.md']);
    expect(r.report.findings.filter((f) => f.ruleId === 'amp-above-root')).toEqual([]);
  });

  it('@ mentions follow the file that mentions them, once each; code is not searched', async () => {
    const root = makeRepo(
      {
        'AGENTS.md': 'See @docs/style.md, and @docs/rules/*.md. Not `@docs/code.md`.\n',
        'docs/style.md': 'style, see @../AGENTS.md\n',
        'docs/rules/a.md': 'a\n',
        'docs/rules/B.md': 'b\n',
        'docs/code.md': 'code\n',
      },
      { git: true },
    );
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'amp')).toEqual(['AGENTS.md', 'docs/style.md', 'docs/rules/B.md', 'docs/rules/a.md']);
    expect(ampMentions('mail a@b.md (see @x.md).')).toEqual(['b.md', 'x.md']);
  });

  it('personal files first; a file above a nested repository is loaded and reported', async () => {
    const root = makeRepo({ 'AGENTS.md': 'outer\n', 'vendor/lib/AGENTS.md': 'inner\n' }, { git: true });
    git(path.join(root, 'vendor/lib'), 'init', '-q');
    const home = makeTempDir();
    fs.mkdirSync(path.join(home, '.config/amp'), { recursive: true });
    fs.writeFileSync(path.join(home, '.config/amp/AGENTS.md'), 'mine\n');
    fs.writeFileSync(path.join(home, '.config/AGENT.md'), 'config\n');
    const r = await audit(root, ['vendor/lib'], home);
    expect(loadedPaths(r, 'vendor/lib', 'amp')).toEqual(['~/.config/amp/AGENTS.md', '~/.config/AGENT.md', 'vendor/lib/AGENTS.md', 'AGENTS.md']);
    expect(chainOf(r, 'vendor/lib', 'amp').rootMarker).toBe('/');
    const above = r.report.findings.filter((f) => f.ruleId === 'amp-above-root');
    expect(above.map((f) => [f.path, f.cwds])).toEqual([['AGENTS.md', ['vendor/lib']]]);
  });
});
