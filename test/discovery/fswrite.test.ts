/**
 * The one safe writer (src/discovery/fswrite.ts): a file is written below an allowed directory with
 * no link followed at any level, through an exclusive fresh temporary name renamed over the target,
 * and a target that is a link, a FIFO, a directory or a socket is refused by name. Real links, real
 * FIFOs (written to from a child process with a hang guard, so a writer that blocked would fail the
 * test instead of stopping it), and a decoy directory listed and hashed before and after.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSafely, WriteError } from '../../src/discovery/fswrite.js';
import { ensureCompiled } from '../helpers/cli.js';
import { makeDecoy, snapshot } from '../helpers/decoy.js';
import { REPO_ROOT, cleanupRepos, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

/** The names in `dir` (hidden ones too): no temporary file is ever left behind. */
const names = (dir: string): string[] => fs.readdirSync(dir).sort();

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(WriteError);
    return (e as Error).message;
  }
  throw new Error('the write was not refused');
}

describe('writeFileSafely', () => {
  it('writes a file below an allowed directory, making the missing directories one by one, and leaves no temporary file', () => {
    const ws = makeTempDir('amda-ws-');
    const file = path.join(ws, 'out/deep/report.json');
    expect(writeFileSafely(file, 'one\n', { within: [ws] })).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe('one\n');
    expect(fs.statSync(path.join(ws, 'out')).mode & 0o777).toBe(0o755 & ~process.umask());
    writeFileSafely(file, 'two\n', { within: [ws], mode: 0o600 });
    expect(fs.readFileSync(file, 'utf8')).toBe('two\n');
    expect(names(path.join(ws, 'out/deep'))).toEqual(['report.json']);
    // With noReplace, an existing file is kept.
    expect(writeFileSafely(file, 'three\n', { within: [ws], noReplace: true })).toBe(false);
    expect(fs.readFileSync(file, 'utf8')).toBe('two\n');
    expect(writeFileSafely(path.join(ws, 'new.key'), 'k\n', { within: [ws], noReplace: true, mode: 0o600 })).toBe(true);
    expect(fs.statSync(path.join(ws, 'new.key')).mode & 0o777).toBe(0o600);
    expect(names(ws)).toEqual(['new.key', 'out']);
  });

  it('refuses a link at the name or at any directory on the way, and a path outside the allowed directories; the decoy is untouched', () => {
    const ws = makeTempDir('amda-ws-');
    const decoy = makeDecoy();
    const before = snapshot(decoy);
    fs.symlinkSync(decoy, path.join(ws, 'agents-md-audit.json')); // a link to a directory
    fs.symlinkSync(path.join(decoy, 'precious.txt'), path.join(ws, 'agents-md-audit.sarif')); // a link to a file
    fs.symlinkSync(path.join(decoy, 'missing.json'), path.join(ws, 'dangling.json')); // a link to nothing (yet)
    fs.symlinkSync(decoy, path.join(ws, 'reports')); // a directory on the way
    fs.mkdirSync(path.join(ws, 'a/b'), { recursive: true });
    fs.symlinkSync(path.join(decoy, 'sub'), path.join(ws, 'a/b/c')); // deeper
    fs.writeFileSync(path.join(ws, 'plain'), 'a file, not a directory\n');

    expect(refusal(() => writeFileSafely(path.join(ws, 'agents-md-audit.json'), 'x', { within: [ws] }))).toBe(
      'it is a symbolic link, not a regular file, and was left as it is (the tool never writes through a link or into a special file)',
    );
    expect(refusal(() => writeFileSafely(path.join(ws, 'agents-md-audit.sarif'), 'x', { within: [ws] }))).toMatch(/^it is a symbolic link, not a regular file/);
    expect(refusal(() => writeFileSafely(path.join(ws, 'dangling.json'), 'x', { within: [ws] }))).toMatch(/^it is a symbolic link, not a regular file/);
    expect(refusal(() => writeFileSafely(path.join(ws, 'reports/report.json'), 'x', { within: [ws] }))).toBe(
      `${path.join(ws, 'reports')} is a symbolic link, not a directory (the tool never writes through a link)`,
    );
    expect(refusal(() => writeFileSafely(path.join(ws, 'reports/new/report.json'), 'x', { within: [ws] }))).toMatch(/reports is a symbolic link, not a directory/);
    expect(refusal(() => writeFileSafely(path.join(ws, 'a/b/c/report.json'), 'x', { within: [ws] }))).toMatch(/a\/b\/c is a symbolic link, not a directory/);
    expect(refusal(() => writeFileSafely(path.join(ws, 'plain/report.json'), 'x', { within: [ws] }))).toMatch(/plain is a regular file, not a directory/);
    expect(refusal(() => writeFileSafely(path.join(decoy, 'precious.txt'), 'x', { within: [ws] }))).toBe('it is outside the directories the tool writes to');
    expect(refusal(() => writeFileSafely(path.join(ws, '../elsewhere.json'), 'x', { within: [ws] }))).toBe('it is outside the directories the tool writes to');
    expect(refusal(() => writeFileSafely(path.join(ws, 'a\0b'), 'x', { within: [ws] }))).toBe('its name contains a NUL character');
    expect(snapshot(decoy)).toEqual(before);
    expect(fs.readlinkSync(path.join(ws, 'agents-md-audit.json'))).toBe(decoy);
  });

  it('refuses a directory or a socket at the name', async () => {
    const ws = makeTempDir('amda-ws-');
    fs.mkdirSync(path.join(ws, 'report.json'));
    expect(refusal(() => writeFileSafely(path.join(ws, 'report.json'), 'x', { within: [ws] }))).toMatch(/^it is a directory, not a regular file/);
    const sock = path.join(ws, 's.json');
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(sock, resolve));
    try {
      expect(refusal(() => writeFileSafely(sock, 'x', { within: [ws] }))).toMatch(/^it is a socket, not a regular file/);
    } finally {
      server.close();
    }
  });

  it('for a path the user names outside every allowed directory (anywhere), trusts its existing directories but checks from an allowed one it leads into', () => {
    const ws = makeTempDir('amda-ws-');
    const home = makeTempDir('amda-home-');
    const decoy = makeDecoy();
    const before = snapshot(decoy);
    // The user's own link, outside the repository: followed.
    fs.symlinkSync(decoy, path.join(home, 'reports'));
    writeFileSafely(path.join(home, 'reports/new.json'), 'mine\n', { within: [ws], anywhere: true });
    expect(fs.readFileSync(path.join(decoy, 'new.json'), 'utf8')).toBe('mine\n');
    fs.rmSync(path.join(decoy, 'new.json'));
    expect(snapshot(decoy)).toEqual(before);
    // The user's link into the repository: checked from the repository down, so its committed link is not followed.
    fs.symlinkSync(decoy, path.join(ws, 'out'));
    fs.symlinkSync(ws, path.join(home, 'repo'));
    expect(refusal(() => writeFileSafely(path.join(home, 'repo/out/r.json'), 'x', { within: [ws], anywhere: true }))).toBe(
      `${path.join(fs.realpathSync(ws), 'out')} is a symbolic link, not a directory (the tool never writes through a link)`,
    );
    // The name itself is never written through, anywhere.
    fs.symlinkSync(path.join(decoy, 'precious.txt'), path.join(home, 'r.json'));
    expect(refusal(() => writeFileSafely(path.join(home, 'r.json'), 'x', { within: [ws], anywhere: true }))).toMatch(/^it is a symbolic link/);
    expect(snapshot(decoy)).toEqual(before);
  });

  describe('never blocks on a FIFO', () => {
    beforeAll(() => ensureCompiled());

    /** Writes in a child process that must end within the hang guard: a FIFO opened for writing would block it. */
    function childWrites(script: string): { status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string } {
      const mod = JSON.stringify(path.join(REPO_ROOT, 'lib/discovery/fswrite.js'));
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', `import { writeFileSafely } from ${mod};\n${script}`], { encoding: 'utf8', timeout: 60_000 });
      return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
    }

    it('at the target: refused by name, without opening it', () => {
      const ws = makeTempDir('amda-ws-');
      spawnSync('mkfifo', [path.join(ws, 'report.json')]);
      const r = childWrites(`
        try { writeFileSafely(${JSON.stringify(path.join(ws, 'report.json'))}, 'x', { within: [${JSON.stringify(ws)}] }); console.log('written'); }
        catch (e) { console.log(e.message); }`);
      expect(r.signal).toBeNull();
      expect(r.stdout.trim()).toBe('it is a FIFO (named pipe), not a regular file, and was left as it is (the tool never writes through a link or into a special file)');
      expect(fs.lstatSync(path.join(ws, 'report.json')).isFIFO()).toBe(true);
    });

    it('at the temporary names it tries: another name is taken, the FIFO and the link there are left alone', () => {
      const ws = makeTempDir('amda-ws-');
      const decoy = makeDecoy();
      const before = snapshot(decoy);
      spawnSync('mkfifo', [path.join(ws, '.t0')]);
      fs.symlinkSync(path.join(decoy, 'precious.txt'), path.join(ws, '.t1'));
      fs.symlinkSync(path.join(decoy, 'nothing-yet'), path.join(ws, '.t2'));
      const r = childWrites(`
        writeFileSafely(${JSON.stringify(path.join(ws, 'report.json'))}, 'ok\\n', { within: [${JSON.stringify(ws)}], tempName: (i) => '.t' + i });
        console.log('written');`);
      expect(r.signal).toBeNull();
      expect(r.stderr).toBe('');
      expect(r.stdout.trim()).toBe('written');
      expect(fs.readFileSync(path.join(ws, 'report.json'), 'utf8')).toBe('ok\n');
      expect(fs.lstatSync(path.join(ws, '.t0')).isFIFO()).toBe(true);
      expect(names(ws)).toEqual(['.t0', '.t1', '.t2', 'report.json']);
      expect(snapshot(decoy)).toEqual(before);
    });

    it('gives up with a message when every name it tries is taken', () => {
      const ws = makeTempDir('amda-ws-');
      spawnSync('mkfifo', [path.join(ws, '.taken')]);
      const r = childWrites(`
        try { writeFileSafely(${JSON.stringify(path.join(ws, 'report.json'))}, 'x', { within: [${JSON.stringify(ws)}], tempName: () => '.taken' }); console.log('written'); }
        catch (e) { console.log(e.message); }`);
      expect(r.signal).toBeNull();
      expect(r.stdout.trim()).toMatch(/^no temporary file can be created beside it \(EEXIST/);
      expect(names(ws)).toEqual(['.taken']);
    });
  });
});
