// Bundle the compiled JavaScript in lib/ (from `tsc -p tsconfig.build.json`) with ncc.
// ncc bundles JavaScript only here: TypeScript 7's package has no classic compiler API for ncc to call.
//
//   node scripts/bundle.mjs          # both bundles: the action (dist/index.js) and the CLI (dist/cli/)
//   node scripts/bundle.mjs cli      # the CLI only (what the npm package ships; see `prepack`)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import * as path from 'node:path';

const ncc = 'node_modules/@vercel/ncc/dist/ncc/cli.js';
const TARGETS = { action: ['lib/index.js', 'dist'], cli: ['lib/cli/index.js', 'dist/cli'] };
const names = process.argv.slice(2);
for (const n of names) {
  if (!Object.hasOwn(TARGETS, n)) {
    console.error(`bundle: unknown target ${n} (known: ${Object.keys(TARGETS).join(', ')})`);
    process.exit(2);
  }
}
const selected = names.length > 0 ? names : Object.keys(TARGETS);
for (const name of selected) {
  const [entry, out] = TARGETS[name];
  if (!existsSync(entry)) {
    console.error(`bundle: ${entry} is missing; run \`npm run compile\` first`);
    process.exit(1);
  }
  // Clear this target's output only (the action's folder holds the CLI's).
  const nested = Object.values(TARGETS).map(([, o]) => o).filter((o) => o !== out && path.dirname(o) === out);
  if (existsSync(out)) {
    for (const e of readdirSync(out)) if (!nested.includes(path.join(out, e))) rmSync(path.join(out, e), { recursive: true, force: true });
  }
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, '--license', 'licenses.txt', '--quiet'], { stdio: 'inherit' });
}
