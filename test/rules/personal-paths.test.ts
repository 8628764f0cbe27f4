/**
 * `no-personal-paths` in detail: the home-directory shapes it reports and the ones it leaves alone.
 */
import { describe, expect, it } from 'vitest';
import { findPersonalPaths, NON_PERSONAL_NAMES } from '../../src/rules/no-personal-paths.js';

const found = (text: string): string[] => findPersonalPaths(text).map((h) => h.prefix);

describe('personal paths', () => {
  it.each([
    ['cd /home/alice/src', '/home/alice'],
    ['"/Users/bob/Library/Caches"', '/Users/bob'],
    ['`C:\\Users\\carol\\AppData`', 'C:\\Users\\carol'],
    ['"D:\\\\Users\\\\dave\\\\repo"', 'D:\\\\Users\\\\dave'],
    ['c:/users/erin/projects', 'c:/users/erin'],
    ['see /mnt/c/Users/frank/src', '/mnt/c/Users/frank'],
    ['PATH=/usr/bin:/home/gina/.local/bin', '/home/gina'],
    ['open file:///home/hank/notes.md', '/home/hank'],
    ['| /var/home/ivy/ |', '/var/home/ivy'],
    ['ends at /home/jo.', '/home/jo'],
  ])('reports %s', (text, prefix) => {
    expect(found(text)).toEqual([prefix]);
  });

  it.each([
    '~/.config/tool',
    '$HOME/.cache',
    '${HOME}/bin',
    '%USERPROFILE%\\.tool',
    '/home/<user>/src',
    '/home/$USER/src',
    '/Users/{username}/src',
    '/home/[user]/src',
    '/home/.../src',
    '/home/runner/work/app',
    '/Users/Shared/app',
    'C:\\Users\\Public\\Desktop',
    'C:\\Users\\runneradmin\\work',
    '/root/.npmrc',
    '/usr/bin/sandbox-exec',
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'GET /users/42/posts',
    'https://example.com/home/alice/profile',
    'src/home/alice/component.tsx',
    '~/Library/Application Support/Google/Chrome',
    '~/.claude/projects/<workspace-slug>/',
  ])('does not report %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('treats CI, container and shared accounts as not personal, case-insensitively', () => {
    for (const name of ['runner', 'ubuntu', 'vscode', 'node', 'shared', 'public']) expect(NON_PERSONAL_NAMES.has(name)).toBe(true);
    expect(found('/home/Ubuntu/app /Users/SHARED/x')).toEqual([]);
  });
});
