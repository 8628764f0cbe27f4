/**
 * A decoy directory outside every workspace: what a committed link points at. `snapshot` lists it
 * with every entry's kind, mode, times and (for files) a SHA-256 of the content, so a test can show
 * that nothing in it was created, changed or removed.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeTempDir } from './repo.js';

/** A directory outside the workspace holding a file and a subdirectory (both must stay as they are). */
export function makeDecoy(): string {
  const dir = makeTempDir('amda-decoy-');
  fs.writeFileSync(path.join(dir, 'precious.txt'), 'do not overwrite\n');
  fs.mkdirSync(path.join(dir, 'sub'));
  fs.writeFileSync(path.join(dir, 'sub', 'report.json'), '{"mine": true}\n');
  return dir;
}

/** Every entry below `dir`: path, kind, mode, size, mtime and a hash of a file's bytes. */
export function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of fs.readdirSync(d).sort()) {
      const p = path.join(d, name);
      const st = fs.lstatSync(p);
      const kind = st.isFile() ? 'file' : st.isDirectory() ? 'dir' : st.isSymbolicLink() ? 'link' : 'other';
      const hash = st.isFile() ? createHash('sha256').update(fs.readFileSync(p)).digest('hex') : '';
      out.push(`${path.relative(dir, p)} ${kind} ${st.mode.toString(8)} ${st.size} ${st.mtimeMs} ${hash}`);
      if (st.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out;
}
