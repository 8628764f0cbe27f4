/**
 * One safe writer: no module of src/ writes, creates, renames or copies a file by itself; every file
 * the tool writes goes through src/discovery/fswrite.ts (see its doc). The one exception is the
 * base commit's mirror (src/discovery/committed.ts), written only inside a fresh private temporary
 * directory of the tool's own (`mkdtemp`), with exclusive creates.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/repo.js';

const WRITES = /\b(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|renameSync|rename|copyFileSync|copyFile|cpSync|linkSync|symlinkSync|truncateSync|mkdirSync|mkdir)\s*\(/;
const ALLOWED = new Set(['src/discovery/fswrite.ts', 'src/discovery/committed.ts']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}

describe('the one safe writer', () => {
  it('is the only module of src/ that writes files (but the private mirror of a base commit)', () => {
    const offenders: string[] = [];
    for (const file of sources(path.join(REPO_ROOT, 'src'))) {
      const rel = path.relative(REPO_ROOT, file).split(path.sep).join('/');
      if (ALLOWED.has(rel)) continue;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (WRITES.test(line) && !/^\s*(?:\*|\/\/)/.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
