// Bundle the compiled JavaScript in lib/ (from `tsc -p tsconfig.build.json`) with ncc.
// ncc bundles JavaScript only here: TypeScript 7's package has no classic compiler API for ncc to call.
import { execFileSync } from 'node:child_process';
import { rmSync, existsSync } from 'node:fs';

const ncc = 'node_modules/@vercel/ncc/dist/ncc/cli.js';
if (!existsSync('lib/index.js') || !existsSync('lib/cli/index.js')) {
  console.error('bundle: lib/ is missing; run `npm run compile` first');
  process.exit(1);
}
rmSync('dist', { recursive: true, force: true });
for (const [entry, out] of [
  ['lib/index.js', 'dist'],
  ['lib/cli/index.js', 'dist/cli'],
]) {
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, '--license', 'licenses.txt', '--quiet'], { stdio: 'inherit' });
}
