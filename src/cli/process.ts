/**
 * The CLI as a process (loaded by `index.ts` once git has started): its output streams, its exit
 * status and the one message for an internal error.
 */
import * as fs from 'node:fs';
import { stopCommands } from '../report/escape.js';
import { maskSecrets } from '../rules/mask.js';
import { runCli } from './main.js';

// A reader that goes away (`| head`) is not an error: stop quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

/** Whether the Actions runner reads this stream as its log (not redirected to a file). */
function runnerReads(fd: number): boolean {
  if (process.env['GITHUB_ACTIONS'] !== 'true') return false;
  try {
    return !fs.fstatSync(fd).isFile();
  } catch {
    return true;
  }
}

runCli(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  cwd: process.cwd(),
  runner: { stdout: runnerReads(1), stderr: runnerReads(2) },
  ...(process.stdout.isTTY && process.stdout.columns ? { columns: process.stdout.columns } : {}),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    const text = maskSecrets(`agents-md-audit: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.stderr.write(runnerReads(2) ? stopCommands(text) : text);
    process.exitCode = 3;
  },
);
