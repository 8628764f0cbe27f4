/**
 * Compile src/ to lib/ once before the tests when lib/ is older than any source file, so that
 * tests running the compiled CLI or the remark preset from remark-cli see the current code.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

function newest(dir: string, ext: string): number {
  let t = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && e.name.endsWith(ext)) t = Math.max(t, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs);
  }
  return t;
}

export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '..');
  const src = newest(path.join(root, 'src'), '.ts');
  const lib = newest(path.join(root, 'lib'), '.js');
  if (lib >= src && fs.existsSync(path.join(root, 'lib/cli/index.js'))) return;
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
}
