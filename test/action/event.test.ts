/**
 * The one reader of the event payload: hostile files (a FIFO, a directory, a device, oversized,
 * bad bytes, deeply nested) give a reason and never block; hostile values (a repository named
 * `..`, a pull request number of -1 or 2.5, a short base commit) give a reason and no PullRef,
 * so no API path can be built from them.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_EVENT_BYTES, pullRef, readActionEvent, readPayload } from '../../src/action/event.js';
import { cleanupRepos, makeTempDir } from '../helpers/repo.js';

afterAll(() => cleanupRepos());

function eventFile(content: string | Buffer): string {
  const file = path.join(makeTempDir('amda-event-'), 'event.json');
  fs.writeFileSync(file, content);
  return file;
}

const SHA40 = '0123456789abcdef0123456789abcdef01234567';
const SHA64 = `${SHA40}0123456789abcdef01234567`;

function pr(extra: Record<string, unknown> = {}, pull: Record<string, unknown> = {}): string {
  return eventFile(JSON.stringify({ number: 5, pull_request: { number: 5, base: { sha: SHA40, ref: 'main' }, ...pull }, repository: { full_name: 'octo/repo' }, ...extra }));
}

describe('reading the event file', () => {
  it('reads a pull_request payload: the pull request and its base', () => {
    const e = readActionEvent('pull_request', pr(), '');
    expect(e.pull).toMatchObject({ owner: 'octo', repo: 'repo', number: 5 });
    expect(e.base).toEqual({ sha: SHA40, label: 'main' });
    expect(readActionEvent('pull_request_target', pr({}, { base: { sha: SHA64.toUpperCase() } }), '').base).toEqual({ sha: SHA64, label: SHA64.slice(0, 12) });
    expect(readActionEvent('push', pr(), '').base).toBeNull();
  });

  it('a FIFO with no writer does not block: it is refused as not a regular file', () => {
    const fifo = path.join(makeTempDir('amda-event-'), 'event.json');
    execFileSync('mkfifo', [fifo]);
    const e = readActionEvent('pull_request', fifo, 'octo/repo');
    expect(e.pull).toBe(`the event payload ${JSON.stringify(fifo)} is a FIFO (named pipe), not a regular file`);
    expect(e.base).toBe(e.pull);
  });

  it('refuses a directory and a device', () => {
    const dir = makeTempDir('amda-event-');
    expect(readPayload(dir)).toBe(`the event payload ${JSON.stringify(dir)} is a directory, not a regular file`);
    expect(readPayload(os.devNull)).toBe(`the event payload ${JSON.stringify(os.devNull)} is a device, not a regular file`);
  });

  it('refuses a file over the size cap without reading it', () => {
    const file = eventFile('');
    fs.truncateSync(file, MAX_EVENT_BYTES + 1);
    expect(readPayload(file)).toBe(`the event payload ${JSON.stringify(file)} is ${MAX_EVENT_BYTES + 1} bytes, over the ${MAX_EVENT_BYTES} GitHub's payloads stay under`);
  });

  it('refuses bad bytes and bad JSON, and says what is missing', () => {
    expect(readPayload(eventFile(Buffer.from([0x7b, 0xff, 0x7d])))).toMatch(/ is not UTF-8 text$/);
    expect(readPayload(eventFile('{"number": 5'))).toMatch(/ is not JSON \(/);
    expect(readPayload('')).toBe('no event payload (GITHUB_EVENT_PATH is not set)');
    expect(readActionEvent('pull_request', '/nonexistent/event.json', '').pull).toBe('cannot read the event payload "/nonexistent/event.json": ENOENT');
    expect(readActionEvent('pull_request', eventFile('[1, 2]'), '').pull).toBe('the event payload has no pull_request');
    expect(readActionEvent('pull_request', eventFile('{"pull_request": {}}'), 'octo/repo').pull).toBe('the event payload has no pull request number');
    expect(readActionEvent('pull_request', pr({}, { base: {} }), '').base).toBe('the pull_request payload has no base commit');
  });

  it('a payload nested 100,000 levels deep is read without exhausting the stack, and its deep values are described, not serialised', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const file = eventFile(`{"pull_request": {"number": ${deep}, "base": {"sha": ${deep}}}, "repository": {"full_name": "octo/repo"}}`);
    const e = readActionEvent('pull_request', file, '');
    expect(e.pull).toBe('the pull request number a list is not a positive whole number');
    expect(e.base).toBe("the pull_request payload's base commit a list is not a full commit id (40 or 64 hex digits)");
  });
});

describe('validating what the API paths are built from', () => {
  it.each([
    ['..', 'the repository ".." is not a valid owner/name: it has no "/"'],
    ['../repo', 'the repository "../repo" is not a valid owner/name: ".." is a path step, not a name'],
    ['octo/..', 'the repository "octo/.." is not a valid owner/name: ".." is a path step, not a name'],
    ['octo/.', 'the repository "octo/." is not a valid owner/name: "." is a path step, not a name'],
    ['octo/repo/issues', 'the repository "octo/repo/issues" is not a valid owner/name: "repo/issues" holds characters other than letters, digits, "-", "_" and "."'],
    ['octo/re po', 'the repository "octo/re po" is not a valid owner/name: "re po" holds characters other than letters, digits, "-", "_" and "."'],
    ['/repo', 'the repository "/repo" is not a valid owner/name: "" holds characters other than letters, digits, "-", "_" and "."'],
    ['octo/repo%2F..', 'the repository "octo/repo%2F.." is not a valid owner/name: "repo%2F.." holds characters other than letters, digits, "-", "_" and "."'],
  ])('repository.full_name %j gives no pull request to call the API about', (fullName, why) => {
    const e = readActionEvent('pull_request', pr({ repository: { full_name: fullName } }), 'octo/repo');
    expect(e.pull).toBe(why);
  });

  it.each([
    [-1, 'the pull request number -1 is not a positive whole number'],
    [0, 'the pull request number 0 is not a positive whole number'],
    [2.5, 'the pull request number 2.5 is not a positive whole number'],
    ['5', 'the pull request number "5" is not a positive whole number'],
    [2 ** 53, `the pull request number ${2 ** 53} is not a positive whole number`],
    [null, 'the pull request number null is not a positive whole number'],
  ])('pull request number %j is refused', (number, why) => {
    expect(readActionEvent('pull_request', pr({ number: 5 }, { number }), '').pull).toBe(why);
  });

  it('takes the top-level number only when the pull_request has none, and GITHUB_REPOSITORY only when the payload has no repository', () => {
    const file = eventFile(JSON.stringify({ number: 8, pull_request: { base: { sha: SHA40 } } }));
    expect(readActionEvent('pull_request', file, 'acme/tools').pull).toMatchObject({ owner: 'acme', repo: 'tools', number: 8 });
    expect(readActionEvent('pull_request', file, 'acme/..').pull).toBe('the repository "acme/.." is not a valid owner/name: ".." is a path step, not a name');
    expect(readActionEvent('pull_request', file, '').pull).toBe('the repository name is unknown (the payload has none and GITHUB_REPOSITORY is not set)');
    expect(readActionEvent('pull_request', pr({ repository: { full_name: 7 } }), 'acme/tools').pull).toBe("the event payload's repository has no full_name");
  });

  it.each(['abc1234', SHA40.slice(0, 39), `${SHA40}0`, `${SHA40.slice(0, 39)}g`, `--${SHA40.slice(2)}`])('base commit %j is refused', (sha) => {
    expect(readActionEvent('pull_request', pr({}, { base: { sha } }), '').base).toBe(`the pull_request payload's base commit ${JSON.stringify(sha)} is not a full commit id (40 or 64 hex digits)`);
  });

  it('merge_group: the base from the queue entry, validated the same way', () => {
    const ok = eventFile(JSON.stringify({ merge_group: { base_sha: SHA40, base_ref: 'refs/heads/main' } }));
    expect(readActionEvent('merge_group', ok, '').base).toEqual({ sha: SHA40, label: 'main' });
    const bad = eventFile(JSON.stringify({ merge_group: { base_sha: 5, base_ref: 'refs/heads/main' } }));
    expect(readActionEvent('merge_group', bad, '').base).toBe("the merge_group payload's base commit 5 is not a full commit id (40 or 64 hex digits)");
  });

  it('pullRef accepts what GitHub names accept', () => {
    expect(pullRef('octo-org', 'my.repo_2', 1)).toMatchObject({ owner: 'octo-org', repo: 'my.repo_2', number: 1 });
    expect(pullRef('octo', '.github', Number.MAX_SAFE_INTEGER)).toMatchObject({ repo: '.github' });
  });
});
