#!/usr/bin/env node
// npm run bench [-- --files N --runs R --rows default,all,everydir,deep,cache,huge,base,base-one,base-root --repo DIR --scale 10000,30000,100000 --vs OTHER/dist/cli/index.js]
//
// A benchmark, not a test: it never fails on time. It builds (or reuses) the shared benchmark
// repository under /tmp with ../shared/perf/gen_monorepo.py, then for each target row of
// docs/performance.md runs the product and its floor alternately (product, floor, product, …),
// each as a whole process under /usr/bin/time -v, and prints the median and range of both, the
// median of the per-pair ratios, and the product's peak RSS. The floor is ../shared/perf/floor.sh
// --pipe (one git listing plus reading every instruction file once); for the deep-tree row it is
// the product on a 10-directory tree; for the 1 GiB row it is the product on the same tree with a
// small file; for the two pull-request rows (`base-one`: one nested instruction file differs from
// the base, `base-root`: the root AGENTS.md does) it is the plain audit of the same work tree. `--scale` repeats the default row on generated repositories of those sizes (the slope).
// `--vs CLI` runs another build's CLI (an older commit's committed dist/cli/index.js) in the same
// pairs, alternating with this one, and prints its row too: a before/after in the same minutes.
// Exit 0 unless the arguments or the setup are wrong.
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shared = path.resolve(process.env.BENCH_SHARED ?? path.resolve(root, '../shared/perf'));
const cli = path.join(root, 'dist/cli/index.js');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
}
const files = Number(arg('files', '100000'));
const runs = Number(arg('runs', '5'));
const rows = arg('rows', 'default,all,everydir,deep,cache,huge,base,base-one,base-root').split(',');
const scale = arg('scale', '')
  .split(',')
  .filter(Boolean)
  .map(Number);
if (!Number.isSafeInteger(files) || files < 1000 || !Number.isSafeInteger(runs) || runs < 1) {
  console.error('bench: --files must be a whole number ≥ 1000 and --runs ≥ 1');
  process.exit(2);
}
if (!fs.existsSync(cli)) {
  console.error('bench: dist/cli/index.js is missing; run npm run build first');
  process.exit(2);
}
if (!fs.existsSync(path.join(shared, 'gen_monorepo.py'))) {
  console.error(`bench: ${shared} is missing (the benchmark generator lives in ../shared/perf)`);
  process.exit(2);
}
const hasTime = fs.existsSync('/usr/bin/time');
const repo = arg('repo', path.join(os.tmpdir(), `agents-md-audit-bench-${files}`));
const vs = arg('vs', null);
if (vs !== null && !fs.existsSync(vs)) {
  console.error(`bench: --vs ${vs} does not exist (give another build's dist/cli/index.js)`);
  process.exit(2);
}

function ensureRepo(dir = repo, n = files) {
  if (fs.existsSync(path.join(dir, '.git/perf-chains.tsv'))) return dir;
  console.log(`bench: generating ${dir} (${n} files; once)…`);
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync('python3', [path.join(shared, 'gen_monorepo.py'), '--out', dir, '--files', String(n), '--method', 'fast-import'], { stdio: 'inherit' });
  return dir;
}

/** A git repository whose AGENTS.md is `size` bytes (sparse: the bytes are never written), once. */
function hugeRepo(size, name) {
  const dir = path.join(os.tmpdir(), `agents-md-audit-bench-${name}`);
  if (fs.existsSync(path.join(dir, '.git/bench-done'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const head = '# Rules\n\nRun the tests before pushing.\n';
  fs.writeFileSync(path.join(dir, 'AGENTS.md'), head);
  fs.truncateSync(path.join(dir, 'AGENTS.md'), Math.max(size, head.length));
  execFileSync('git', ['init', '-q'], { cwd: dir });
  fs.writeFileSync(path.join(dir, '.git/bench-done'), '');
  return dir;
}

/** A git repository of `depth` nested directories with an AGENTS.md at the root and at the bottom. */
function nestedRepo(depth) {
  const dir = path.join(os.tmpdir(), `agents-md-audit-bench-nested-${depth}`);
  if (fs.existsSync(path.join(dir, '.git/bench-done'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  const bottom = path.join(dir, ...Array.from({ length: depth }, () => 'd'));
  fs.mkdirSync(bottom, { recursive: true });
  fs.writeFileSync(path.join(dir, 'AGENTS.md'), '# Root\n\nRun the tests before pushing.\n');
  fs.writeFileSync(path.join(bottom, 'AGENTS.md'), '# Deep\n\nThe deepest package.\n');
  const git = (...a) => execFileSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@b', ...a], { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'nested');
  fs.writeFileSync(path.join(dir, '.git/bench-done'), '');
  return dir;
}

/** One whole-process run: wall seconds and peak RSS (KiB) from /usr/bin/time -v when present. */
function timed(cmd, args) {
  const started = process.hrtime.bigint();
  const r = hasTime
    ? spawnSync('/usr/bin/time', ['-v', cmd, ...args], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'ignore', 'pipe'] })
    : spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const rss = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr ?? '')?.[1] ?? NaN);
  const w = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(r.stderr ?? '');
  const elapsed = w ? Number(w[1] ?? 0) * 3600 + Number(w[2]) * 60 + Number(w[3]) : wall;
  if (r.status !== 0 && r.status !== 1) console.error(`bench: ${cmd} ${args.join(' ')} exited ${r.status}: ${(r.stderr ?? '').slice(0, 300)}`);
  return { wall: elapsed, rss };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};
const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : '–');

const node = process.execPath;
const floor = path.join(shared, 'floor.sh');
const ALL = 'codex,a3s,opencode,claude-code,gemini,copilot,aider';

const table = [];
/** The same command with another build's CLI in place of this one (for `--vs`). */
const withCli = ([cmd, args], other) => [cmd, args.map((a) => (a === cli ? other : a))];

function summary(name, target, p, b) {
  const ratios = p.map((x, i) => x.wall / b[i].wall);
  const r = {
    row: name,
    target,
    product: `${f2(median(p.map((x) => x.wall)))} s (${f2(Math.min(...p.map((x) => x.wall)))}–${f2(Math.max(...p.map((x) => x.wall)))})`,
    floor: `${f2(median(b.map((x) => x.wall)))} s (${f2(Math.min(...b.map((x) => x.wall)))}–${f2(Math.max(...b.map((x) => x.wall)))})`,
    ratio: `${f2(median(ratios))}x (${f2(Math.min(...ratios))}–${f2(Math.max(...ratios))})`,
    rss: `${Math.round(Math.max(...p.map((x) => x.rss)) / 1024)} MB (floor ${Math.round(Math.max(...b.map((x) => x.rss)) / 1024)} MB)`,
  };
  table.push(r);
  console.log(`| ${r.row} | ${r.ratio} | ${r.product} | ${r.floor} | ${r.rss} | ${r.target} |`);
}

function row(name, target, product, base, other = vs === null ? null : withCli(product, vs)) {
  // With --vs: each pair is this build, the other build and the floor, in alternating order; a floor
  // that is itself the product (the nested and 1 GiB rows) is run with each build's own CLI.
  const builds = other === null ? [[product, base]] : [[product, base], [other, withCli(base, vs)]];
  const shared = base[1].every((a) => a !== cli);
  const p = builds.map(() => []);
  const b = builds.map(() => []);
  for (const [prod, floorOf] of builds) {
    timed(...prod); // warm-up (page cache), untimed
    timed(...floorOf);
  }
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? builds.map((_, k) => k) : builds.map((_, k) => k).reverse();
    const floorNow = shared ? timed(...base) : null;
    for (const k of order) {
      p[k].push(timed(...builds[k][0]));
      b[k].push(floorNow ?? timed(...builds[k][1]));
    }
  }
  summary(name, target, p[0], b[0]);
  if (other !== null) summary(`${name} (--vs build)`, target, p[1], b[1]);
}

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; node ${process.version}; ${runs} alternating pairs per row`);
console.log('| run | ratio to floor, median (range) | product, median (range) | floor, median (range) | peak RSS | target |');
console.log('| --- | --- | --- | --- | --- | --- |');
if (rows.some((r) => ['default', 'all', 'everydir', 'cache', 'base', 'base-one', 'base-root'].includes(r))) ensureRepo();
const floorCmd = ['bash', [floor, '--pipe', repo]];
if (rows.includes('default')) row(`\`--format json\`, default profile (${files} files)`, 'at most 4x, 200 MB', [node, [cli, repo, '--format', 'json']], floorCmd);
if (rows.includes('all')) row('all seven profiles', 'at most 5x, 250 MB', [node, [cli, repo, '--format', 'json', '-p', ALL]], floorCmd);
if (rows.includes('everydir')) row("every directory (`-C . -C '**'`), codex", 'at most 6x, 300 MB', [node, [cli, repo, '--format', 'json', '-p', 'codex', '-C', '.', '-C', '**']], floorCmd);
if (rows.includes('deep')) {
  const deep = nestedRepo(1000);
  const shallow = nestedRepo(10);
  row('1,000 nested directories vs 10 (floor: the product on 10)', 'at most 3x', [node, [cli, deep, '--format', 'json']], [node, [cli, shallow, '--format', 'json']]);
}
if (rows.includes('cache')) {
  // The cache is filled by the untimed warm-up run; every timed run then finds the tree unchanged.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agents-md-audit-bench-cache-'));
  const otherDir = vs === null ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'agents-md-audit-bench-cache-'));
  row('a repeated run on an unchanged tree with the result cache', 'at most 1.5x', [node, [cli, repo, '--format', 'json', '--cache', dir]], floorCmd, otherDir === null ? null : [node, [vs, repo, '--format', 'json', '--cache', otherDir]]);
  for (const d of [dir, otherDir]) if (d !== null) fs.rmSync(d, { recursive: true, force: true });
}
if (rows.includes('huge')) {
  const huge = hugeRepo(2 ** 30, 'huge');
  const small = hugeRepo(0, 'small');
  row('one 1 GiB AGENTS.md (floor: the product on a small one; compare peak RSS)', 'unchanged: reads only what is needed', [node, [cli, huge, '--format', 'json']], [node, [cli, small, '--format', 'json']]);
}
if (rows.includes('base')) {
  // What a pull request's run adds: the committed tree at the base audited too (here HEAD: the same files).
  row('a pull request run: the work tree and the committed tree at its base (`--base HEAD`)', 'no target (issue 11 sets none)', [node, [cli, repo, '--format', 'json', '--base', 'HEAD']], floorCmd);
}
/**
 * A base commit for a pull request's run: HEAD with one file's blob edited (a line added), made with a
 * private index and kept as `refs/agents-md-audit-bench/NAME`; the work tree and the index are not touched.
 */
function baseWithEdit(name, file) {
  const ref = `refs/agents-md-audit-bench/${name}`;
  const git = (args, opts = {}) => execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], { cwd: repo, encoding: 'utf8', ...opts }).trim();
  const index = path.join(os.tmpdir(), `agents-md-audit-bench-index-${process.pid}`);
  const env = { ...process.env, GIT_INDEX_FILE: index };
  try {
    git(['read-tree', 'HEAD'], { env });
    const text = git(['cat-file', 'blob', `HEAD:${file}`]);
    const blob = git(['hash-object', '-w', '--stdin'], { input: `${text}\n\nA line the pull request removes.\n` });
    git(['update-index', '--cacheinfo', `100644,${blob},${file}`], { env });
    const tree = git(['write-tree'], { env });
    git(['update-ref', ref, git(['commit-tree', tree, '-p', 'HEAD', '-m', `bench: ${file} edited`])]);
  } finally {
    fs.rmSync(index, { force: true });
  }
  return ref;
}
if (rows.includes('base-one') || rows.includes('base-root')) {
  const plain = [node, [cli, repo, '--format', 'json']];
  if (rows.includes('base-one')) {
    // The deepest nested instruction file: the change affects the chains below its directory only.
    const nested = execFileSync('git', ['ls-files', '-z', '--', '*AGENTS.md'], { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 26 })
      .split('\0')
      .filter((f) => f.includes('/'))
      .sort((a, b) => b.split('/').length - a.split('/').length || (a < b ? -1 : 1))[0];
    const ref = baseWithEdit('one-file', nested);
    row(`a pull request run, one nested instruction file changed (\`--base\`; floor: the plain audit)`, 'at most 1.3x the plain audit', [node, [cli, repo, '--format', 'json', '--base', ref]], plain);
  }
  if (rows.includes('base-root')) {
    const ref = baseWithEdit('root-file', 'AGENTS.md');
    row(`a pull request run, the root AGENTS.md changed (every chain; floor: the plain audit)`, 'at most 2.2x the plain audit', [node, [cli, repo, '--format', 'json', '--base', ref]], plain);
  }
}
for (const n of scale) {
  const dir = ensureRepo(path.join(os.tmpdir(), `agents-md-audit-bench-${n}`), n);
  row(`\`--format json\`, default profile, ${n.toLocaleString('en-US')} files (slope)`, 'at most 4x', [node, [cli, dir, '--format', 'json']], ['bash', [floor, '--pipe', dir]]);
}
console.log('(a benchmark: figures are written down in docs/performance.md, never asserted)');
