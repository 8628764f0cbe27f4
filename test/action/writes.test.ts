/**
 * What the action writes, on a workspace a pull request filled: committed links at the report names
 * (`agents-md-audit.json`, `agents-md-audit.sarif`, a `reports` directory) pointing at a decoy
 * directory outside the workspace, a FIFO at the report's name, a cache directory that is a link.
 * Nothing in the decoy is created or changed (listed and hashed before and after), every refusal is
 * a clear failure naming the file (never "crashed"), the run never blocks, and the audit's summary,
 * annotations and other report still come out. The bundled action, run as a runner runs it.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDecoy, snapshot } from '../helpers/decoy.js';
import { cleanupRepos, git } from '../helpers/repo.js';
import { commands, outputLines } from './helpers/commands.js';
import { makeWorkspace, runAction } from './helpers/run-action.js';

afterAll(cleanupRepos);

const LINK_REFUSED = 'it is a symbolic link, not a regular file, and was left as it is (the tool never writes through a link or into a special file)';

/** A workspace whose last commit (the pull request's) adds links to `decoy` at the usual report names. */
function hostileWorkspace(decoy: string): string {
  const ws = makeWorkspace({ 'AGENTS.md': '# Acme\n\n- Run the tests before pushing.\n' });
  fs.symlinkSync(decoy, path.join(ws, 'agents-md-audit.json'));
  fs.symlinkSync(path.join(decoy, 'precious.txt'), path.join(ws, 'agents-md-audit.sarif'));
  fs.symlinkSync(decoy, path.join(ws, 'reports'));
  fs.symlinkSync(decoy, path.join(ws, '.amda-cache'));
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '-m', 'pull request: links at the report names');
  expect(git(ws, 'ls-files', '-s', 'reports')).toMatch(/^120000 /); // committed as a link
  return ws;
}

const errors = (stdout: string): string[] => commands(stdout).filter((c) => c.command === 'error').map((c) => c.data);

describe('the action writes its files only where it means to', () => {
  for (const eventName of ['pull_request', 'push']) {
    it(`on ${eventName}: links committed at report-path and sarif-path are refused by name, the decoy is untouched, and the rest of the run comes out`, async () => {
      const decoy = makeDecoy();
      const before = snapshot(decoy);
      const ws = hostileWorkspace(decoy);
      const run = await runAction({ workspace: ws, eventName, inputs: { 'report-path': 'agents-md-audit.json', 'sarif-path': 'agents-md-audit.sarif' } });
      expect(snapshot(decoy)).toEqual(before);
      expect(run.status).toBe(1);
      expect(errors(run.stdout)).toEqual([
        `agents-md-audit: cannot write the JSON report to ${path.join(ws, 'agents-md-audit.json')}: ${LINK_REFUSED}`,
        `agents-md-audit: cannot write the SARIF file to ${path.join(ws, 'agents-md-audit.sarif')}: ${LINK_REFUSED}`,
      ]);
      expect(run.stdout).not.toContain('crashed');
      // No output names a file the step did not write; the summary is the audit's.
      expect(run.outputs['report-path']).toBe('');
      expect(run.outputs['sarif-path']).toBe('');
      expect(run.outputs['errors']).toBe('0');
      expect(run.summary).toContain('AGENTS.md audit');
      expect(fs.readlinkSync(path.join(ws, 'agents-md-audit.json'))).toBe(decoy);
    });
  }

  it('a committed link on the way (reports/), a path outside the workspace and the runner temp, and a FIFO at the name: each refused by name, never blocking', async () => {
    const decoy = makeDecoy();
    const before = snapshot(decoy);
    const ws = hostileWorkspace(decoy);
    const through = await runAction({ workspace: ws, eventName: 'pull_request', inputs: { 'report-path': 'reports/agents-md-audit.json', 'sarif-path': 'reports/new/agents-md-audit.sarif' } });
    expect(errors(through.stdout)).toEqual([
      `agents-md-audit: cannot write the JSON report to ${path.join(ws, 'reports/agents-md-audit.json')}: ${path.join(ws, 'reports')} is a symbolic link, not a directory (the tool never writes through a link)`,
      `agents-md-audit: cannot write the SARIF file to ${path.join(ws, 'reports/new/agents-md-audit.sarif')}: ${path.join(ws, 'reports')} is a symbolic link, not a directory (the tool never writes through a link)`,
    ]);
    const outside = await runAction({ workspace: ws, inputs: { 'report-path': path.join(decoy, 'sub/report.json') } });
    expect(errors(outside.stdout)).toEqual([`agents-md-audit: cannot write the JSON report to ${path.join(decoy, 'sub/report.json')}: it is outside the directories the tool writes to`]);
    expect(snapshot(decoy)).toEqual(before);

    execFileSync('mkfifo', [path.join(ws, 'audit.json')]);
    const fifo = await runAction({ workspace: ws, inputs: { 'report-path': 'audit.json', 'sarif-path': 'audit.sarif' } });
    expect(fifo.status).toBe(1);
    expect(errors(fifo.stdout)).toEqual([
      `agents-md-audit: cannot write the JSON report to ${path.join(ws, 'audit.json')}: it is a FIFO (named pipe), not a regular file, and was left as it is (the tool never writes through a link or into a special file)`,
    ]);
    // The other file is written, and the outputs say which one was.
    expect(fifo.outputs['report-path']).toBe('');
    expect(fifo.outputs['sarif-path']).toBe(path.join(ws, 'audit.sarif'));
    expect(JSON.parse(fs.readFileSync(path.join(ws, 'audit.sarif'), 'utf8')).version).toBe('2.1.0');
    expect(fs.lstatSync(path.join(ws, 'audit.json')).isFIFO()).toBe(true);
    // The default report (in the runner's temp directory) is written as before.
    const plain = await runAction({ workspace: ws });
    expect(plain.status).toBe(0);
    expect(plain.outputs['report-path']).toBe(path.join(plain.runnerTemp, 'agents-md-audit', 'report.json'));
    expect(JSON.parse(fs.readFileSync(plain.outputs['report-path']!, 'utf8')).schemaVersion).toBe(1);
    expect(fs.readdirSync(path.join(plain.runnerTemp, 'agents-md-audit'))).toEqual(['report.json']);
  });

  it('a cache directory committed as a link (push): refused as outside when it leads out, and never written through when it stays inside', async () => {
    const decoy = makeDecoy();
    const before = snapshot(decoy);
    const ws = hostileWorkspace(decoy);
    const out = await runAction({ workspace: ws, eventName: 'push', inputs: { cache: '.amda-cache' } });
    expect(snapshot(decoy)).toEqual(before);
    expect(out.status).toBe(1);
    expect(errors(out.stdout)[0]).toMatch(/^Input "cache": ".amda-cache" is outside the workspace and the runner's temp directory/);

    // A link to a directory inside the workspace passes the input's check; the writer still never writes through it.
    const inWs = path.join(ws, 'docs');
    fs.mkdirSync(inWs);
    fs.writeFileSync(path.join(inWs, 'precious.txt'), 'keep\n');
    const beforeDocs = snapshot(inWs);
    fs.rmSync(path.join(ws, '.amda-cache'));
    fs.symlinkSync('docs', path.join(ws, '.amda-cache'));
    const run = await runAction({ workspace: ws, eventName: 'push', inputs: { cache: '.amda-cache' } });
    expect(snapshot(inWs)).toEqual(beforeDocs);
    expect(run.status, run.stdout).toBe(0);
    expect(outputLines(run.stdout)).toContain(
      `Result cache: the cache could not be written to ${path.join(ws, '.amda-cache', 'agents-md-audit-cache.json')} (${path.join(ws, '.amda-cache')} is a symbolic link, not a directory (the tool never writes through a link)).`,
    );
  });
});
