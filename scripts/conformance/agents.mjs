/**
 * The real agents the harness compares against: pinned versions, where they are installed (a cache
 * folder outside the project, never devDependencies) and how to install them with npm.
 *
 * Cache: $AGENTS_MD_AUDIT_AGENTS, else $XDG_CACHE_HOME/agents-md-audit/agents, else
 * ~/.cache/agents-md-audit/agents; one npm prefix per `<agent>@<version>`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

// The pinned versions are the versions the profiles were verified against: one table, in
// src/profiles/versions.ts (compiled into lib/ by `npm run conformance`).
let VERIFIED_VERSIONS;
try {
  ({ VERIFIED_VERSIONS } = await import('../../lib/profiles/versions.js'));
} catch {
  console.error('conformance: lib/ is not built; run `npm run compile` (npm run conformance does) first');
  process.exit(2);
}

/** Each agent: the npm package, the pinned version, the profile that models it, the native binary. */
export const AGENTS = {
  codex: { pkg: '@openai/codex', version: VERIFIED_VERSIONS.codex, profile: 'codex', bin: ['node_modules/@openai/codex-linux-x64/vendor/x86_64-unknown-linux-musl/bin/codex'] },
  // The core package answers the memory questions in-process; the CLI of the same version shows
  // what the program does where the core cannot tell (an untrusted folder: it refuses to start).
  gemini: { pkg: '@google/gemini-cli-core', version: VERIFIED_VERSIONS.gemini, profile: 'gemini', bin: ['node_modules/@google/gemini-cli-core'], with: (v) => ['strip-json-comments@3.1.1', `@google/gemini-cli@${v}`], needs: ['node_modules/@google/gemini-cli/bundle/gemini.js'] },
  opencode: { pkg: 'opencode-ai', version: VERIFIED_VERSIONS.opencode, profile: 'opencode', bin: ['node_modules/opencode-linux-x64/bin/opencode', 'node_modules/opencode-linux-x64-baseline/bin/opencode'] },
  'claude-code': { pkg: '@anthropic-ai/claude-code', version: VERIFIED_VERSIONS['claude-code'], profile: 'claude-code', bin: ['node_modules/@anthropic-ai/claude-code-linux-x64/claude'] },
  'copilot-cli': { pkg: '@github/copilot', version: VERIFIED_VERSIONS['copilot-cli'], profile: 'copilot-cli', bin: ['node_modules/@github/copilot-linux-x64/copilot'] },
  // Qwen Code is a Node program (22 or later: the harness runs it with its own Node 24).
  qwen: { pkg: '@qwen-code/qwen-code', version: VERIFIED_VERSIONS.qwen, profile: 'qwen', bin: ['node_modules/@qwen-code/qwen-code/cli.js'] },
  // Kilo's platform package is named explicitly: 7.8.1's was never published, so 7.7.7 is pinned.
  kilo: { pkg: '@kilocode/cli', version: VERIFIED_VERSIONS.kilo, profile: 'kilo', bin: ['node_modules/@kilocode/cli-linux-x64/bin/kilo', 'node_modules/@kilocode/cli-linux-x64-baseline/bin/kilo'], with: (v) => [`@kilocode/cli-linux-x64@${v}`] },
  // The Bun-compiled binary of the platform package (the `cline` wrapper only finds and starts it).
  cline: { pkg: 'cline', version: VERIFIED_VERSIONS.cline, profile: 'cline', bin: ['node_modules/@cline/cli-linux-x64/bin/cline'] },
  // A Node program: the oracle runs its entry with the harness's Node.
  continue: { pkg: '@continuedev/cli', version: VERIFIED_VERSIONS.continue, profile: 'continue', bin: ['node_modules/@continuedev/cli/dist/cn.js'] },
};

export function cacheDir() {
  if (process.env.AGENTS_MD_AUDIT_AGENTS) return process.env.AGENTS_MD_AUDIT_AGENTS;
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'agents-md-audit', 'agents');
}

/** The latest published version of an agent's package (npm view), or null when the registry does not answer. */
export function latestVersion(agent) {
  const r = spawnSync('npm', ['view', AGENTS[agent].pkg, 'version'], { encoding: 'utf8', timeout: 60_000 });
  const v = r.status === 0 ? r.stdout.trim() : '';
  return /^\d+\.\d+\.\d+/.test(v) ? v : null;
}

/** The installed binary (or package folder) of `agent@version`, or null. */
export function installedBin(agent, version) {
  const dir = path.join(cacheDir(), `${agent}@${version}`);
  if (!fs.existsSync(path.join(dir, '.installed'))) return null;
  for (const n of AGENTS[agent].needs ?? []) if (!fs.existsSync(path.join(dir, n))) return null;
  for (const b of AGENTS[agent].bin) if (fs.existsSync(path.join(dir, b))) return path.join(dir, b);
  return null;
}

/**
 * Install `agent@version` into its own prefix in the cache (scripts skipped: the harness calls the
 * platform binaries directly). Returns the binary, or throws with npm's last lines.
 */
export function install(agent, version, log = () => {}) {
  const have = installedBin(agent, version);
  if (have) return have;
  const dir = path.join(cacheDir(), `${agent}@${version}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
  log(`installing ${AGENTS[agent].pkg}@${version} into ${dir}`);
  const args = ['install', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund', '--no-save', '--loglevel=error', `${AGENTS[agent].pkg}@${version}`];
  args.push(...(AGENTS[agent].with?.(version) ?? []));
  const r = spawnSync('npm', args, { encoding: 'utf8', timeout: 900_000 });
  if (r.status !== 0) throw new Error(`npm install ${AGENTS[agent].pkg}@${version} failed: ${(r.stderr || r.stdout || String(r.error)).trim().split('\n').slice(-3).join(' / ')}`);
  fs.writeFileSync(path.join(dir, '.installed'), `${new Date().toISOString()}\n`);
  const bin = installedBin(agent, version);
  if (!bin) throw new Error(`${AGENTS[agent].pkg}@${version} installed, but no binary for this platform was found`);
  return bin;
}

/** Whether strace is available (the Codex file list comes from it). */
export function haveStrace() {
  try {
    execFileSync('strace', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
