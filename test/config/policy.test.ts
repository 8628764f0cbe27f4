/**
 * The config file as a commit holds it (read from git's object store, never the work tree) and
 * what one config file changes against another: real temporary git repositories, real links.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_RULES, KNOWN_PROFILES } from '../../src/audit.js';
import { loadCommittedConfigFile, loadConfigFile, MAX_CONFIG_BYTES, parseConfigText } from '../../src/config/file.js';
import { settingChanges, statedSettings } from '../../src/config/policy.js';
import { readCommittedFile, readFirstCommittedFile } from '../../src/discovery/committed-file.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { cleanupRepos, git, makeRepo, writeFiles } from '../helpers/repo.js';

const KNOWN = { profiles: KNOWN_PROFILES, rules: ALL_RULES.map((r) => r.id) };

afterAll(() => cleanupRepos());

function head(root: string): string {
  return git(root, 'rev-parse', 'HEAD').trim();
}

describe('loadCommittedConfigFile', () => {
  it('reads the committed file, not the work tree, and finds none where the commit has none', () => {
    const root = makeRepo({ 'AGENTS.md': '# A\n', '.agents-md-audit.yml': 'fail-on: warning\nmax-bytes: 1024\n' }, { commit: true });
    const base = head(root);
    writeFiles(root, { '.agents-md-audit.yml': 'fail-on: never\n' });
    git(root, 'commit', '-qam', 'head');
    fs.writeFileSync(path.join(root, '.agents-md-audit.yml'), 'fail-on: error\n'); // uncommitted
    expect(loadCommittedConfigFile(root, base, null, KNOWN)).toEqual({ path: '.agents-md-audit.yml', failOn: 'warning', maxBytes: 1024 });
    expect(loadCommittedConfigFile(root, head(root), null, KNOWN)).toEqual({ path: '.agents-md-audit.yml', failOn: 'never' });
    expect(loadConfigFile(root, null, KNOWN)).toEqual({ path: '.agents-md-audit.yml', failOn: 'error' });
    const empty = makeRepo({ 'AGENTS.md': '# A\n' }, { commit: true });
    expect(loadCommittedConfigFile(empty, head(empty), null, KNOWN)).toBeNull();
  });

  it('looks for the names in order, below the audited directory, and an explicit file by its path', () => {
    const root = makeRepo(
      { 'sub/.agents-md-audit.json': '{"fail-on": "warning"}', 'sub/.agents-md-audit.yaml': 'fail-on: never\n', 'conf/audit.yml': 'max-bytes: 7\n' },
      { commit: true },
    );
    const sha = head(root);
    expect(loadCommittedConfigFile(path.join(root, 'sub'), sha, null, KNOWN)).toEqual({ path: '.agents-md-audit.yaml', failOn: 'never' });
    expect(loadCommittedConfigFile(path.join(root, 'sub'), sha, path.join(root, 'conf/audit.yml'), KNOWN, { within: root })).toEqual({ path: 'conf/audit.yml', maxBytes: 7 });
    // An explicit file the commit lacks: the defaults applied there.
    expect(loadCommittedConfigFile(root, sha, path.join(root, 'conf/new.yml'), KNOWN, { within: root })).toBeNull();
  });

  it('follows a link inside the committed tree, and refuses one out of it, a directory, and a blob over the cap unread', () => {
    const root = makeRepo(
      {
        'real.yml': 'fail-on: warning\n',
        'a/.agents-md-audit.yml': { symlink: '../real.yml' },
        'b/.agents-md-audit.yml': { symlink: '/etc/passwd' },
        'c/.agents-md-audit.yml/x': 'x',
        'd/.agents-md-audit.yml': { symlink: 'missing.yml' },
        'e/.agents-md-audit.yml': Buffer.alloc(MAX_CONFIG_BYTES + 1, 0x20),
      },
      { commit: true },
    );
    const sha = head(root);
    const at = (d: string): ReturnType<typeof loadCommittedConfigFile> => loadCommittedConfigFile(path.join(root, d), sha, null, KNOWN);
    expect(at('a')).toEqual({ path: '.agents-md-audit.yml', failOn: 'warning' });
    expect(() => at('b')).toThrow(`config file ".agents-md-audit.yml" at commit ${sha.slice(0, 12)} is not read: it is a symbolic link to a file outside the repository`);
    expect(() => at('c')).toThrow('is not read: it is a directory, not a regular file (never opened)');
    expect(at('d')).toBeNull();
    expect(() => at('e')).toThrow('is not read: it is larger than 1,048,576 bytes');
  });

  it("keeps git's answers apart when a name takes two lines (a dangling link before the file, a link target holding a newline)", () => {
    const root = makeRepo(
      {
        'a/.agents-md-audit.yml': { symlink: 'gone\n0123456789abcdef0123456789abcdef01234567 blob 9' },
        'a/.agents-md-audit.yaml': 'fail-on: warning\n',
        'b/.agents-md-audit.yml': { symlink: '/nowhere\n0123456789abcdef0123456789abcdef01234567 blob 9' },
        'b/.agents-md-audit.yaml': 'fail-on: warning\n',
      },
      { commit: true },
    );
    const sha = head(root);
    expect(loadCommittedConfigFile(path.join(root, 'a'), sha, null, KNOWN)).toEqual({ path: '.agents-md-audit.yaml', failOn: 'warning' });
    expect(() => loadCommittedConfigFile(path.join(root, 'b'), sha, null, KNOWN)).toThrow('config file ".agents-md-audit.yml" at commit');
    expect(readFirstCommittedFile(path.join(root, 'b'), sha, ['none.yml', '.agents-md-audit.yml', '.agents-md-audit.yaml'], 100)).toEqual({
      index: 1,
      read: { status: 'refused', reason: 'it is a symbolic link to a file outside the repository' },
    });
  });

  it('reads a blob exactly, bytes and size, and refuses names git cannot be asked about', () => {
    const bytes = Buffer.from('fail-on: never\n\u00e9\r\n');
    const root = makeRepo({ 'x.yml': bytes }, { commit: true });
    const sha = head(root);
    expect(readCommittedFile(root, sha, 'x.yml', 100)).toEqual({ status: 'ok', bytes, size: bytes.length });
    expect(readCommittedFile(root, sha, 'x.yml', bytes.length - 1)).toEqual({ status: 'refused', reason: `it is larger than ${bytes.length - 1} bytes` });
    expect(readCommittedFile(root, sha, 'a\nb.yml', 100)).toEqual({ status: 'refused', reason: 'its name cannot be looked up in git' });
    expect(readCommittedFile(root, 'HEAD', 'x.yml', 100)).toEqual({ status: 'refused', reason: 'the commit is not a full object id' });
    expect(readCommittedFile(root, '0'.repeat(40), 'x.yml', 100)).toEqual({ status: 'absent' });
  });
});

describe('settingChanges', () => {
  const parse = (text: string) => parseConfigText(text, '.agents-md-audit.yml', KNOWN);

  it('lists what the head states differently, the gate first, values as parsed', () => {
    const base = parse('max-bytes: 4096\nfail-on: error\nrules:\n  no-secrets: error\n  no-broken-references: warning\n');
    const headFile = parse('max-bytes: 4096\nfail-on: Never\nrules:\n  no-secrets: 0\nwarn-threshold: 80\nagent-state: [codex-trust=pkg:untrusted]\n');
    expect(settingChanges(base, headFile)).toEqual({
      changes: [
        { setting: 'fail-on', base: 'error', head: 'never' },
        { setting: 'rules.no-secrets', base: 'error', head: 'off' },
        { setting: 'rules.no-broken-references', base: 'warning', head: null },
        { setting: 'warn-threshold', base: null, head: '80%' },
        { setting: 'agent-state.codex-trust.pkg', base: null, head: 'untrusted' },
      ],
      more: 0,
    });
    expect(settingChanges(base, base)).toEqual({ changes: [], more: 0 });
    expect(settingChanges(null, null)).toEqual({ changes: [], more: 0 });
    expect(settingChanges(base, null).changes.map((c) => c.head)).toEqual([null, null, null, null]);
  });

  it('is bounded, and never shows a token-shaped value in full', () => {
    const token = fakeSecret('github-token').value;
    const dirs = Array.from({ length: 30 }, (_, i) => `d${i}`);
    const headFile = parse(`working-directories: ["${token}"]\nfallback-filenames: [${dirs.join(', ')}]\nrules:\n${ALL_RULES.slice(0, 25).map((r) => `  ${r.id}: off`).join('\n')}\n`);
    const { changes, more } = settingChanges(null, headFile, 20);
    expect(changes).toHaveLength(20);
    expect(more).toBe(27 - 20);
    const all = JSON.stringify(statedSettings(headFile).get('working-directories'));
    expect(all).not.toContain(token);
    expect(all).toContain('«GitHub');
    for (const c of changes) expect((c.head ?? '').length).toBeLessThanOrEqual(81);
  });
});
