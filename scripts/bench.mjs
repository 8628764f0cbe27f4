#!/usr/bin/env node
// npm run bench [-- --files N --runs R --rows default,all,everydir,deep,cache,huge,base,base-one,base-root --repo DIR --scale 10000,30000,100000 --vs OTHER/dist/cli/index.js]
// (rows run only when named in --rows: untracked, walk, profiles, startup)
//
// A benchmark, not a test: it never fails on time. It builds (or reuses) the shared benchmark
// repository under /tmp with ../shared/perf/gen_monorepo.py, then for each target row of
// docs/performance.md runs the product and its floor alternately (product, floor, product, …),
// each as a whole process under /usr/bin/time -v, and prints the median and range of both, the
// median of the per-pair ratios, and the product's peak RSS. The floor is ../shared/perf/floor.sh
// --pipe (one git listing plus reading every instruction file once); for the deep-tree row it is
// the product on a 10-directory tree; for the 1 GiB row it is the product on the same tree with a
// small file. `--scale` repeats the default row on generated repositories of those sizes (the slope),
// with the time and peak memory per listed file. Rows run only when named: `untracked` (N files in
// one directory git does not track; floor: the same files tracked), `walk` (the benchmark tree
// without git, a hard-linked copy, `--assume-root`; floor: the product on the tree with git),
// `profiles` (2, 4, 7 and all profiles; floor: the product with one), `startup` (a one-file
// repository, and the default row, with V8's compile cache kept; floor: the same with it off).
// For the two pull-request rows (`base-one`: one nested instruction file differs from the base,
// `base-root`: the root AGENTS.md does) the floor is the plain audit of the same work tree.
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

/** One whole-process run: wall seconds and peak RSS (KiB) from /usr/bin/time -v when present (`env`: variables added). */
function timed(cmd, args, env = undefined) {
  const started = process.hrtime.bigint();
  const opts = { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'ignore', 'pipe'], ...(env ? { env: { ...process.env, ...env } } : {}) };
  const r = hasTime ? spawnSync('/usr/bin/time', ['-v', cmd, ...args], opts) : spawnSync(cmd, args, opts);
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const rss = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr ?? '')?.[1] ?? NaN);
  const w = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(r.stderr ?? '');
  const elapsed = w ? Number(w[1] ?? 0) * 3600 + Number(w[2]) * 60 + Number(w[3]) : wall;
  if (r.status !== 0 && r.status !== 1) console.error(`bench: ${cmd} ${args.join(' ')} exited ${r.status}: ${(r.stderr ?? '').slice(0, 300)}`);
  // CPU seconds (user + system, the process and the children it waited for): steadier than the wall
  // clock on a loaded machine, where runs wait for a core.
  const cpu = ['User', 'System'].reduce((t, k) => t + Number(new RegExp(`${k} time \\(seconds\\): ([\\d.]+)`).exec(r.stderr ?? '')?.[1] ?? NaN), 0);
  return { wall: elapsed, rss, cpu };
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
const withCli = ([cmd, args, env], other) => [cmd, args.map((a) => (a === cli ? other : a)), env];

function summary(name, target, p, b) {
  const ratios = p.map((x, i) => x.wall / b[i].wall);
  const r = {
    row: name,
    target,
    product: `${f2(median(p.map((x) => x.wall)))} s (${f2(Math.min(...p.map((x) => x.wall)))}–${f2(Math.max(...p.map((x) => x.wall)))})`,
    floor: `${f2(median(b.map((x) => x.wall)))} s (${f2(Math.min(...b.map((x) => x.wall)))}–${f2(Math.max(...b.map((x) => x.wall)))})`,
    ratio: `${f2(median(ratios))}x (${f2(Math.min(...ratios))}–${f2(Math.max(...ratios))})`,
    rss: `${Math.round(Math.max(...p.map((x) => x.rss)) / 1024)} MB (floor ${Math.round(Math.max(...b.map((x) => x.rss)) / 1024)} MB)`,
    cpu: `${f2(median(p.map((x) => x.cpu)))} s / ${f2(median(b.map((x) => x.cpu)))} s (${f2(median(p.map((x, i) => x.cpu / b[i].cpu)))}x)`,
  };
  table.push(r);
  console.log(`| ${r.row} | ${r.ratio} | ${r.product} | ${r.floor} | ${r.rss} | ${r.cpu} | ${r.target} |`);
  return { wall: median(p.map((x) => x.wall)), rss: Math.max(...p.map((x) => x.rss)) * 1024 };
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
  const mine = summary(name, target, p[0], b[0]);
  if (other !== null) summary(`${name} (--vs build)`, target, p[1], b[1]);
  return mine;
}

/** `n` files in one directory `data/` beside a tracked AGENTS.md: untracked (`tracked` false) or committed, once. */
function wideRepo(n, tracked) {
  const dir = path.join(os.tmpdir(), `agents-md-audit-bench-wide-${tracked ? 'tracked' : 'untracked'}-${n}`);
  if (fs.existsSync(path.join(dir, '.git/bench-done'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'data'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'AGENTS.md'), '# Rules\n\nRun the tests before pushing.\n');
  for (let i = 0; i < n; i++) fs.writeFileSync(path.join(dir, 'data', `f${i}.txt`), `${i}\n`);
  const git = (...a) => execFileSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@b', ...a], { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  git('add', tracked ? '-A' : 'AGENTS.md');
  git('commit', '-q', '-m', 'wide');
  fs.writeFileSync(path.join(dir, '.git/bench-done'), '');
  return dir;
}

/** The benchmark tree without git: a copy of its work tree made of hard links (no file's bytes copied), once. */
function withoutGit(src) {
  const dir = `${src}-nogit`;
  if (fs.existsSync(path.join(dir, '.bench-done'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync('cp', ['-al', src, dir]);
  fs.rmSync(path.join(dir, '.git'), { recursive: true, force: true });
  // (The marker is a file the walk lists: one more file than the tree with git, of 100,000.)
  fs.writeFileSync(path.join(dir, '.bench-done'), '');
  return dir;
}

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; node ${process.version}; ${runs} alternating pairs per row`);
console.log('| run | ratio to floor, median (range) | product, median (range) | floor, median (range) | peak RSS | CPU, product / floor (ratio), medians | target |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
if (rows.some((r) => ['default', 'all', 'everydir', 'cache', 'base', 'base-one', 'base-root', 'walk', 'profiles', 'startup'].includes(r))) ensureRepo();
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
if (rows.includes('untracked')) {
  const untracked = wideRepo(files, false);
  const tracked = wideRepo(files, true);
  row(`${files.toLocaleString('en-US')} untracked files in one directory (floor: the product on the same files tracked)`, 'at most 2x', [node, [cli, untracked, '--format', 'json']], [node, [cli, tracked, '--format', 'json']]);
}
if (rows.includes('walk')) {
  const bare = withoutGit(repo);
  row('the walk without git over the benchmark tree, `--assume-root` (floor: the product on the tree with git)', 'at most 2x', [node, [cli, bare, '--format', 'json', '--assume-root']], [node, [cli, repo, '--format', 'json']]);
}
if (rows.includes('profiles')) {
  // Each profile beyond the first against the one-profile run: the target is 10 % of it per profile.
  const lists = [
    ['codex', 'a3s'],
    ['codex', 'a3s', 'opencode', 'claude-code'],
    ALL.split(','),
    ['codex', 'a3s', 'opencode', 'opencode@local', 'claude-code', 'claude-code@legacy', 'claude-code@both', 'gemini', 'copilot-cli', 'copilot-review', 'copilot', 'aider'],
  ];
  for (const list of lists) {
    row(`${list.length} profiles (floor: the product with codex alone)`, `at most ${(1 + 0.1 * (list.length - 1)).toFixed(1)}x`, [node, [cli, repo, '--format', 'json', '-p', list.join(',')]], [node, [cli, repo, '--format', 'json', '-p', 'codex']]);
  }
}
if (rows.includes('startup')) {
  // The compile cache is filled by the untimed warm-up run (in the user's cache directory).
  const off = { AGENTS_MD_AUDIT_NO_COMPILE_CACHE: '1' };
  const one = hugeRepo(0, 'small');
  row('start-up: a one-file repository with the compile cache (floor: the same with it off)', 'less than 1x', [node, [cli, one, '--format', 'json']], [node, [cli, one, '--format', 'json'], off]);
  row(`the default row with the compile cache (floor: the same with it off, ${files} files)`, 'less than 1x', [node, [cli, repo, '--format', 'json']], [node, [cli, repo, '--format', 'json'], off]);
  row(`the default row with the compile cache off (${files} files)`, 'the default row', [node, [cli, repo, '--format', 'json'], off], floorCmd);
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
const slope = [];
for (const n of scale) {
  const dir = ensureRepo(path.join(os.tmpdir(), `agents-md-audit-bench-${n}`), n);
  const r = row(`\`--format json\`, default profile, ${n.toLocaleString('en-US')} files (slope)`, 'at most 4x, 1 GB', [node, [cli, dir, '--format', 'json']], ['bash', [floor, '--pipe', dir]]);
  slope.push({ n, ...r });
}
if (slope.length > 0) {
  slope.sort((x, y) => x.n - y.n);
  // Per listed file: the whole run's, and the step's from the size before (the fixed cost left out).
  console.log('\n| listed files | product, median | time per listed file | since the size before | peak RSS | bytes per listed file | since the size before |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const us = (s) => `${(s * 1e6).toFixed(1)} µs`;
  const bytes = (b) => `${Math.round(b).toLocaleString('en-US')} B`;
  slope.forEach(({ n, wall, rss }, i) => {
    const before = slope[i - 1];
    const step = before === undefined ? ['–', '–'] : [us((wall - before.wall) / (n - before.n)), bytes((rss - before.rss) / (n - before.n))];
    console.log(`| ${n.toLocaleString('en-US')} | ${f2(wall)} s | ${us(wall / n)} | ${step[0]} | ${Math.round(rss / 2 ** 20)} MB | ${bytes(rss / n)} | ${step[1]} |`);
  });
}
console.log('(a benchmark: figures are written down in docs/performance.md, never asserted)');
