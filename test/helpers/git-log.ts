/**
 * A logging `git` first on PATH: it writes each call's arguments to a log and runs the real git, so a
 * test can count the git commands an audit really runs.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeTempDir } from './repo.js';

/**
 * Put a `git` that logs its arguments (one line per call) and runs the real git first on PATH; with
 * `refuseFormat`, it answers `ls-files --format` as git before 2.38 does.
 */
export function withGitLog(refuseFormat = false): { calls: () => string[][]; restore: () => void } {
  const bin = makeTempDir('amda-gitshim-');
  const log = path.join(bin, 'calls.log');
  const realGit = (process.env['PATH'] ?? '')
    .split(path.delimiter)
    .map((d) => path.join(d, 'git'))
    .find((p) => fs.existsSync(p))!;
  const refuse = refuseFormat
    ? `for a in "$@"; do case "$a" in --format=*) echo "error: unknown option \\\`\${a#--}'" >&2; echo 'usage: git ls-files [<options>] [<file>...]' >&2; exit 129;; esac; done\n`
    : '';
  fs.writeFileSync(path.join(bin, 'git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\n${refuse}exec '${realGit}' "$@"\n`, { mode: 0o755 });
  const saved = process.env['PATH'];
  process.env['PATH'] = `${bin}${path.delimiter}${saved ?? ''}`;
  return {
    calls: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').filter(Boolean).map((l) => l.split(' ')) : []),
    restore: () => {
      process.env['PATH'] = saved;
    },
  };
}

/** A logged call as one string, without the `-c core.…=…` settings every call carries. */
export function callText(args: readonly string[]): string {
  return args.filter((a) => !a.startsWith('core.') && a !== '-c').join(' ');
}
