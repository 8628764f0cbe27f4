/**
 * The npm package as a user gets it, with the real tools: `npm pack` (whose `prepack` builds what is
 * packed) on a copy of this checkout, then `npm install` of the tarball together with `remark-cli`
 * from the registry into a fresh project, exactly as the README's install line says. In that project:
 * the CLI through `npx`, the preset through `remark . --frail` with the README's `.remarkrc.mjs`,
 * the library through the README's snippet, the TypeScript declarations through `tsc`, and the
 * `exports` map refusing everything but the public surface.
 *
 * npm uses the user's cache (`npm config get cache`), so after the first run the install is local.
 * The README's quick start then runs from the tarball on each Node line `engines` covers (20, 22,
 * 24: the `node` package from npm, through the same cache; a line that cannot be had is skipped
 * with the reason).
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_MODULES } from '../../src/rules/all.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { cleanupRepos, makeRepo, REPO_ROOT } from '../helpers/repo.js';

const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  exports: Record<string, unknown>;
  devDependencies: Record<string, string>;
};
const README = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');

/** The fenced block of `lang` in the README that contains `marker` (exactly one). */
function readmeBlock(lang: string, marker: string): string {
  const blocks = [...README.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].filter((m) => m[1] === lang && m[2]!.includes(marker)).map((m) => m[2]!);
  if (blocks.length !== 1) throw new Error(`README: expected one \`\`\`${lang} block containing ${marker}, found ${blocks.length}`);
  return blocks[0]!;
}

const token = fakeSecret('github-token', 1313);
const SECRET_MD = `# Release\n\nPublish with ${token.value} when the bot is down.\n`;

const temps: string[] = [];
function tempDir(prefix: string): string {
  const d = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  temps.push(d);
  return d;
}

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Run a command (bounded in time); npm and npx come from PATH as for a user. */
function run(cmd: string, args: string[], cwd: string, timeout = 240_000, env: Record<string, string> = {}): Run {
  const r: SpawnSyncReturns<string> = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    timeout,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false', ...env },
  });
  if (r.error) throw new Error(`${cmd} ${args.join(' ')}: ${r.error.message}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function must(r: Run, what: string): Run {
  if (r.status !== 0) throw new Error(`${what} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r;
}

let tarball = '';

/** The quick start's shell lines (the README's ```sh block with the install line), without comments. */
const QUICK_START = readmeBlock('sh', 'npm install')
  .split('\n')
  .map((l) => l.replace(/\s+#.*$/, '').trim())
  .filter((l) => l !== '');

/**
 * A fresh user project holding AGENTS.md with the planted token, made a git repository, with the
 * quick start's install line run in it (the tarball in place of the registry's package), on the
 * Node of `env`'s PATH. Returns the project and npm's output.
 */
function consumer(env: Record<string, string>): { project: string; install: Run } {
  const dir = tempDir('ama-user-');
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'user-project', private: true, type: 'module' }, null, 2)}\n`);
  const install = QUICK_START.find((l) => l.startsWith('npm install'))!;
  const args = install.split(/\s+/).slice(1).map((a) => (a === pkg.name ? tarball : a === 'remark-cli' ? `remark-cli@${pkg.devDependencies['remark-cli']}` : a));
  expect(args).toContain(tarball);
  const r = must(run('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund'], dir, 240_000, env), 'npm install');
  return { project: dir, install: r };
}
let packed: string[] = [];
let unpacked = '';
let project = '';
let projectInstall: Run | null = null;
let repo = '';

beforeAll(() => {
  // A copy of the checkout without build output, so that `prepack` alone must produce what is packed
  // (and the checkout's own lib/ and dist/ are never touched while other tests use them).
  const stage = path.join(tempDir('ama-pack-'), 'agents-md-audit');
  const skip = new Set(['node_modules', '.git', 'lib', 'dist', 'coverage', '.tmp']);
  fs.cpSync(REPO_ROOT, stage, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) => {
      const rel = path.relative(REPO_ROOT, src);
      if (rel === '') return true;
      if (skip.has(rel.split(path.sep)[0]!)) return false;
      const st = fs.lstatSync(src);
      return st.isFile() || st.isDirectory() || st.isSymbolicLink();
    },
  });
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(stage, 'node_modules'), 'dir');
  const out = tempDir('ama-tgz-');
  const packRun = must(run('npm', ['pack', '--json', '--pack-destination', out], stage), 'npm pack');
  const info = JSON.parse(packRun.stdout.slice(packRun.stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  tarball = path.join(out, info[0]!.filename);
  packed = info[0]!.files.map((f) => f.path).sort();
  unpacked = tempDir('ama-unpacked-');
  must(run('tar', ['-xzf', tarball, '-C', unpacked], out), 'tar');

  // A fresh project: the README's install line, with the tarball in place of the registry's package.
  ({ project, install: projectInstall } = consumer({}));

  repo = makeRepo({ 'AGENTS.md': SECRET_MD, 'docs/AGENTS.md': '# Docs\n\nWrite short sentences.\n' }, { git: true, commit: true, prefix: 'ama-planted-' });
}, 600_000);

afterAll(() => {
  cleanupRepos();
  for (const d of temps) fs.rmSync(d, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('holds the built library with its declarations, the CLI bundle, the schema, the docs and the legal files', () => {
    for (const f of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'lib/api.js', 'lib/api.d.ts', 'lib/rules/preset.js', 'lib/rules/preset.d.ts', 'dist/cli/index.js', 'schema/report.schema.json', 'schema/config.schema.json', 'docs/rules/no-secrets.md', 'docs/profiles.md']) {
      expect(packed, f).toContain(f);
    }
    for (const target of Object.values(pkg.exports)) {
      for (const file of typeof target === 'string' ? [target] : Object.values(target as Record<string, string>)) expect(packed, file).toContain(file.replace(/^\.\//, ''));
    }
  });

  it('holds nothing from the sources, the tests, the fixtures, CI, the action bundle or the fake-secret generator', () => {
    for (const f of packed) {
      expect(f, f).not.toMatch(/^(src|test|fixtures|scripts|\.ci|\.github|node_modules|lib\/action|lib\/cli)\//);
      expect(f, f).not.toMatch(/^(dist\/index\.js|action\.yml|tsconfig.*|vitest\.config\.ts|biome\.json)$/);
      expect(f, f).not.toMatch(/fake-secret|\.map$/);
    }
    // The generator's code, by its distinctive parts, in no shipped file.
    for (const f of packed) {
      const text = fs.readFileSync(path.join(unpacked, 'package', f), 'utf8');
      expect(text.includes('mulberry32') || text.includes('FAKE_KINDS'), f).toBe(false);
    }
  });

  it("names no path of the machine that packed it: the checkout, its workspace, the user's home, the staging copy", () => {
    // The concrete paths of this machine, each as a whole path component (not `/home/runner/work/app`
    // for the workspace `/work`), and the home paths of this user's name in the usual places.
    const user = os.userInfo().username;
    const machine = [REPO_ROOT, fs.realpathSync(REPO_ROOT), path.dirname(REPO_ROOT), os.homedir(), ...temps, `/home/${user}`, `/Users/${user}`]
      .filter((p) => p !== '/' && p.length > 1)
      .map((p) => p.replace(/[\\/]+$/, ''));
    // The system paths the no-personal-paths rule documents as *not* personal (`/root/.npmrc`).
    const documented = new Set(['/root/', '/root/.npmrc']);
    const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`(?<![\\w.~/-])(?:${[...new Set(machine)].map(literal).join('|')})(?:/[^\\s'"\`)<>\\]\\\\]*)?(?![\\w.-])`, 'g');
    const found: string[] = [];
    for (const f of packed) {
      const text = fs.readFileSync(path.join(unpacked, 'package', f), 'utf8');
      // A bare one-component path (`/root`, `/work`) names no machine: it is also a JSON pointer
      // (`instancePath + "/root"` in the generated report validator) or a system folder; below it, it does.
      for (const m of text.matchAll(re)) if (!documented.has(m[0]) && !/^\/[^/]+$/.test(m[0])) found.push(`${f}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });

  it('is publishable: not private, with repository, homepage, bugs, keywords, engines and the runtime imports as dependencies', () => {
    const m = JSON.parse(fs.readFileSync(path.join(unpacked, 'package/package.json'), 'utf8'));
    expect(m.private).toBeUndefined();
    expect(m.repository.url).toMatch(/github\.com\/[\w.-]+\/[\w.-]+\.git$/);
    expect(typeof m.homepage).toBe('string');
    expect(typeof m.bugs.url).toBe('string');
    expect(m.keywords.length).toBeGreaterThan(3);
    // Node 20.19+, 22 and 24 for the CLI, the preset and the library (the consumers below run on each).
    expect(m.engines.node).toBe('^20.19.0 || ^22.12.0 || >=24.0.0');
    expect(Object.keys(m.dependencies)).not.toContain('@actions/core');
    // Every bare import in the shipped library resolves to a declared dependency.
    const deps = new Set(Object.keys(m.dependencies));
    for (const f of packed.filter((p) => p.startsWith('lib/') && p.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(unpacked, 'package', f), 'utf8');
      for (const [, spec] of text.matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^'.][^']*)'/gm)) {
        if (spec!.startsWith('node:')) continue;
        const name = spec!.startsWith('@') ? spec!.split('/').slice(0, 2).join('/') : spec!.split('/')[0]!;
        expect(deps.has(name), `${f} imports ${name}, which is not a dependency`).toBe(true);
      }
    }
  });
});

describe('installed into a fresh project with remark-cli', () => {
  it('npx agents-md-audit --version prints the package version', () => {
    const r = must(run('npx', ['--no-install', 'agents-md-audit', '--version'], project), 'npx agents-md-audit --version');
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('the CLI fails on a repository holding a token, reports no-secrets and never prints the token', () => {
    const r = run('npx', ['--no-install', 'agents-md-audit', repo], project);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toContain('no-secrets');
    expect(r.stdout + r.stderr).not.toContain(token.secret);
  });

  it("remark . --frail with the README's .remarkrc.mjs fails, reports no-secrets and never prints the token", () => {
    fs.writeFileSync(path.join(project, '.remarkrc.mjs'), readmeBlock('js', 'export default { plugins: [preset] }'));
    fs.writeFileSync(path.join(project, 'AGENTS.md'), SECRET_MD);
    fs.writeFileSync(path.join(project, 'README.md'), '# User project\n\nNothing to see.\n');
    try {
      const r = run('npx', ['--no-install', 'remark', '.', '--frail', '--no-color'], project);
      expect(r.status, r.stderr).toBe(1);
      expect(r.stderr).toContain('no-secrets');
      expect(r.stderr).toContain('AGENTS.md');
      expect(r.stdout + r.stderr).not.toContain(token.secret);
    } finally {
      fs.rmSync(path.join(project, 'AGENTS.md'));
    }
  });

  it("the README's library snippet audits the repository it runs in", () => {
    const script = path.join(project, 'audit-api.mjs');
    fs.writeFileSync(script, readmeBlock('js', "from 'agents-md-audit'"));
    const r = run(process.execPath, [script], repo);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^error no-secrets AGENTS\.md:3 /m);
    expect(r.stdout + r.stderr).not.toContain(token.secret);
  });

  it('exports only the public surface: the API, the preset and one entry per rule', () => {
    const specs = ['agents-md-audit', 'agents-md-audit/preset', 'agents-md-audit/schema/report.json', 'agents-md-audit/schema/config.json', ...RULE_MODULES.map((r) => `agents-md-audit/rules/${r.meta.id}`)];
    const internals = ['agents-md-audit/lib/rules/util.js', 'agents-md-audit/rules/util', 'agents-md-audit/rules/fake-secrets', 'agents-md-audit/lib/audit.js', 'agents-md-audit/dist/cli/index.js'];
    // One process imports every specifier and prints, for each, its export names or its error code.
    const probe = `const out = {};
for (const spec of ${JSON.stringify([...specs, ...internals])}) {
  try { out[spec] = Object.keys(await import(spec, spec.endsWith('.json') ? { with: { type: 'json' } } : undefined)).sort(); } catch (e) { out[spec] = 'ERR ' + e.code; }
}
console.log(JSON.stringify(out));`;
    const r = must(run(process.execPath, ['--input-type=module', '-e', probe], project), 'import probe');
    const got = JSON.parse(r.stdout) as Record<string, string[] | string>;
    expect(got['agents-md-audit']).toEqual(expect.arrayContaining(['audit', 'auditDetailed', 'defaultOptions', 'withDefaults', 'renderJson', 'renderText', 'renderSarif']));
    expect(got['agents-md-audit/schema/report.json']).toEqual(['default']);
    expect(got['agents-md-audit/schema/config.json']).toEqual(['default']);
    expect(got['agents-md-audit/preset']).toEqual(['default']);
    for (const spec of specs.slice(4)) expect(got[spec], spec).toContain('default');
    for (const spec of internals) expect(got[spec], spec).toBe('ERR ERR_PACKAGE_PATH_NOT_EXPORTED');
    const ruleEntries = Object.keys(pkg.exports).filter((k) => k.startsWith('./rules/')).sort();
    expect(ruleEntries).toEqual(RULE_MODULES.map((r) => `./rules/${r.meta.id}`).sort());
  });

  it('type-checks a TypeScript user of the API, the preset and a rule against the shipped declarations', () => {
    fs.writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2023', strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ['check.ts'] }),
    );
    fs.writeFileSync(
      path.join(project, 'check.ts'),
      `import { audit, defaultOptions, renderSarif, type Report } from 'agents-md-audit';
import preset from 'agents-md-audit/preset';
import noSecrets from 'agents-md-audit/rules/no-secrets';

export async function run(root: string): Promise<number> {
  const report: Report = await audit({ ...defaultOptions(root), profiles: ['codex'] });
  const partial: Report = await audit({ root, profiles: ['codex', 'a3s'] });
  // @ts-expect-error maxBytes is a number
  await audit({ root, maxBytes: 'lots' });
  // @ts-expect-error root is required
  await audit({ profiles: ['codex'] });
  const sarif: string = renderSarif(partial);
  return report.stats.errors + sarif.length + (preset.plugins?.length ?? 0) + (typeof noSecrets === 'function' ? 1 : 0);
}
`,
    );
    const tsc = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
    const r = run(process.execPath, [tsc, '-p', 'tsconfig.json'], project);
    expect(`${r.stdout}${r.stderr}`).toBe('');
    expect(r.status).toBe(0);
  });
});

/**
 * The Node lines `engines` covers, each from the `node` package on npm (through the user's npm
 * cache, as `npx -p node@20` gets it), or the Node running the tests for its own line.
 */
const NODE_LINES = ['20', '22', '24'] as const;
function nodeBinary(major: string): { bin: string } | { skip: string } {
  if (process.versions.node.split('.')[0] === major) return { bin: process.execPath };
  const r = spawnSync('npx', ['--yes', '--prefer-offline', '-p', `node@${major}`, '--', 'node', '-p', 'process.execPath'], {
    cwd: os.tmpdir(),
    encoding: 'utf8',
    timeout: 180_000,
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  const bin = r.stdout?.trim() ?? '';
  if (r.status !== 0 || !path.isAbsolute(bin)) {
    const why = (r.error?.message ?? r.stderr ?? '').trim().split('\n').at(-1);
    return { skip: `Node ${major} is not available (npx -p node@${major}: registry or cache unreachable: ${why})` };
  }
  return { bin };
}

describe.each(NODE_LINES)("the README's quick start from the tarball on Node %s", (major) => {
  let node: { bin: string } | { skip: string } = { skip: 'not set up' };
  let dir = '';
  let install: Run | null = null;
  let env: Record<string, string> = {};
  beforeAll(() => {
    node = nodeBinary(major);
    if ('skip' in node) return;
    // npm, npx and every script they start run on this Node: it is first on PATH.
    env = { PATH: `${path.dirname(node.bin)}${path.delimiter}${process.env['PATH'] ?? ''}` };
    // On the tests' own Node, the project above is that consumer (installed the same way): one install fewer.
    if (node.bin === process.execPath) ({ project: dir, install } = { project, install: projectInstall });
    else ({ project: dir, install } = consumer(env));
    fs.writeFileSync(path.join(dir, '.gitignore'), 'node_modules/\n');
    fs.writeFileSync(path.join(dir, 'AGENTS.md'), SECRET_MD);
    fs.writeFileSync(path.join(dir, 'README.md'), '# User project\n\nNothing to see.\n');
    must(run('git', ['init', '-q'], dir), 'git init');
  }, 600_000);

  const ready = (ctx: { skip: (note?: string) => void }): void => {
    if ('skip' in node) ctx.skip(node.skip);
  };

  it('installs without an engine warning for agents-md-audit, on that Node', (ctx) => {
    ready(ctx);
    const v = run('node', ['--version'], dir, 60_000, env);
    expect(v.stdout.trim().split('.')[0]).toBe(`v${major}`);
    const out = `${install!.stdout}${install!.stderr}`;
    expect(out).not.toMatch(new RegExp(`package: '${pkg.name}@`));
  });

  it('npx agents-md-audit . fails on the planted token, reports no-secrets and never prints it', (ctx) => {
    ready(ctx);
    const line = QUICK_START.find((l) => l.startsWith('npx agents-md-audit'))!;
    const r = run('npx', ['--no-install', ...line.split(/\s+/).slice(1)], dir, 120_000, env);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toContain('no-secrets');
    expect(r.stdout).toContain('AGENTS.md:3');
    expect(r.stdout + r.stderr).not.toContain(token.secret);
  });

  it('the preset line (.remarkrc.json, then remark . --frail) fails on the token and never prints it', (ctx) => {
    ready(ctx);
    const line = QUICK_START.find((l) => l.includes('agents-md-audit/preset'))!;
    const r = run('sh', ['-c', line.replace(/npx remark /, 'npx --no-install remark ').concat(' --no-color')], dir, 120_000, env);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toContain('no-secrets');
    expect(r.stdout + r.stderr).not.toContain(token.secret);
    expect(JSON.parse(fs.readFileSync(path.join(dir, '.remarkrc.json'), 'utf8'))).toEqual({ plugins: ['agents-md-audit/preset'] });
  });

  it("the README's library snippet audits the project with partial options", (ctx) => {
    ready(ctx);
    const script = path.join(dir, 'audit-api.mjs');
    fs.writeFileSync(script, readmeBlock('js', "from 'agents-md-audit'"));
    const r = run('node', [script], dir, 120_000, env);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^error no-secrets AGENTS\.md:3 /m);
    expect(r.stdout + r.stderr).not.toContain(token.secret);
  });
});
