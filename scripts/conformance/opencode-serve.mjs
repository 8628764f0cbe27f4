#!/usr/bin/env node
/**
 * Watchdog for the harness's long-lived `opencode serve`: starts it on 127.0.0.1:PORT and stops it
 * when this process's stdin closes (the harness ended, or was killed), on SIGTERM, or after
 * HARD_MS in all, so a harness that dies leaves nothing running; then it removes the server's
 * temporary home (HOME), which holds nothing but the server's own state.
 *
 *   node opencode-serve.mjs BIN PORT HARD_MS HOME   (the environment is the server's)
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';

const [bin, port, hardMs, home] = process.argv.slice(2);
const child = spawn(bin, ['serve', '--port', port, '--hostname', '127.0.0.1'], { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), 5000).unref();
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.on('error', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setTimeout(stop, Number(hardMs)).unref();
child.on('exit', (code) => {
  fs.rmSync(home, { recursive: true, force: true });
  process.exit(code ?? 0);
});
