/**
 * Each real agent run as an oracle, offline and non-interactive (see ../shared/reference/agent-oracles.md
 * for where each truth comes from): a fresh home, the account variables cleared, PWD set, a fake model
 * server on 127.0.0.1 where the agent needs one, and the agent stopped as soon as its request is in.
 * Every oracle answers `{ files, text }` (absolute paths in load order, the injected instruction
 * text) or `{ refused }` when the agent does not start with this configuration.
 */
import { spawn } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { qwenOracle } from './oracle-qwen.mjs';
import { clineOracle } from './oracle-cline.mjs';
import { continueOracle } from './oracle-continue.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const RUN_TIMEOUT_MS = 90_000;
const CLEARED = [
  'OPENAI_API_KEY', 'CODEX_HOME', 'GEMINI_API_KEY', 'GOOGLE_API_KEY', 'GOOGLE_GEMINI_BASE_URL', 'GEMINI_CLI_HOME', 'ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN',
  'ANTHROPIC_MODEL', 'ANTHROPIC_BASE_URL', 'CLAUDE_CONFIG_DIR', 'CLAUDE_CODE_USE_BEDROCK', 'CLAUDE_CODE_USE_VERTEX', 'GH_TOKEN', 'GITHUB_TOKEN', 'COPILOT_GITHUB_TOKEN',
  'COPILOT_HOME', 'COPILOT_CUSTOM_INSTRUCTIONS_DIRS', 'XDG_CONFIG_HOME', 'XDG_STATE_HOME', 'XDG_DATA_HOME', 'XDG_CACHE_HOME', 'OPENCODE_CONFIG', 'OPENCODE_CONFIG_DIR',
  'OPENCODE_CONFIG_CONTENT', 'OPENCODE_DISABLE_CLAUDE_CODE', 'OPENCODE_DISABLE_CLAUDE_CODE_PROMPT', 'OPENCODE_DISABLE_PROJECT_CONFIG',
];

export function baseEnv(home, cwd, extra = {}) {
  const env = { ...process.env };
  for (const k of CLEARED) delete env[k];
  for (const k of Object.keys(env)) if (k.startsWith('npm_') || k.startsWith('GITHUB_') || k.startsWith('RUNNER_')) delete env[k];
  return { ...env, HOME: home, PWD: cwd, ...extra };
}

/** Run a program; resolve when it exits, when `until` resolves, or after the timeout (then killed). */
export function run(bin, args, { cwd, env, until = null, timeoutMs = RUN_TIMEOUT_MS }) {
  return new Promise((resolve) => {
    const p = spawn(bin, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    p.stdout.on('data', (d) => out.push(d));
    p.stderr.on('data', (d) => err.push(d));
    let done = false;
    const finish = (how) => {
      if (done) return;
      done = true;
      clearTimeout(t);
      if (p.exitCode === null) p.kill('SIGKILL');
      resolve({ how, code: p.exitCode, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') });
    };
    const t = setTimeout(() => finish('timeout'), timeoutMs);
    p.on('error', () => finish('error'));
    p.on('close', () => finish('exit'));
    if (until) until.then(() => finish('captured'));
  });
}

// ---------------------------------------------------------------------------------------------
// Codex: `codex debug prompt-input` under strace (the file list is in the trace, not the JSON).

function decodeStraceHex(s) {
  // strace -xx writes every byte of a path as \xNN.
  const bytes = [];
  for (let i = 0; i < s.length; ) {
    if (s[i] === '\\' && s[i + 1] === 'x') {
      bytes.push(Number.parseInt(s.slice(i + 2, i + 4), 16));
      i += 4;
    } else {
      bytes.push(s.charCodeAt(i));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export async function codexOracle({ bin, root, cwdAbs, home, settings }) {
  const args = ['debug', 'prompt-input'];
  if (settings.maxBytes !== undefined) args.push('-c', `project_doc_max_bytes=${settings.maxBytes}`);
  if (settings.fallbacks) args.push('-c', `project_doc_fallback_filenames=${JSON.stringify(settings.fallbacks)}`);
  // Trust entries as one inline table (the dotted -c form is ignored by 0.169.0): the root's, and
  // those of directories inside the repository.
  const entries = Object.entries({ ...(settings.trust ? { '.': settings.trust } : {}), ...(settings.trustDirs ?? {}) }).filter(([, level]) => level !== 'unset');
  if (entries.length > 0) args.push('-c', `projects={${entries.map(([d, level]) => `${JSON.stringify(d === '.' ? root : path.join(root, ...d.split('/')))}={trust_level=${JSON.stringify(level)}}`).join(',')}}`);
  const codexHome = path.join(home, '.codex');
  fs.mkdirSync(codexHome, { recursive: true });
  // -ff: one trace file per thread, so no call is split across lines by another thread.
  const traceDir = path.join(home, 'strace');
  fs.mkdirSync(traceDir);
  const r = await run('strace', ['-ff', '-xx', '-e', 'trace=open,openat', '-o', path.join(traceDir, 't'), bin, ...args], { cwd: cwdAbs, env: baseEnv(home, cwdAbs, { CODEX_HOME: codexHome }) });
  if (r.code !== 0) return { refused: `codex exited ${r.code}: ${r.stderr.trim().split('\n').slice(-2).join(' / ')}` };
  const items = JSON.parse(r.stdout.toString('utf8'));
  let text = '';
  for (const it of items) {
    if (it.role !== 'user' || !Array.isArray(it.content)) continue;
    const kinds = it.internal_chat_message_metadata_passthrough?.content_item_kinds ?? [];
    const i = kinds.indexOf('agents_md.instructions');
    const part = i >= 0 ? it.content[i] : it.content.find((c) => typeof c.text === 'string' && c.text.startsWith('# AGENTS.md instructions'));
    if (part) {
      text = part.text;
      break;
    }
  }
  // Successful non-directory opens of files in the root…cwd directories (and CODEX_HOME).
  const dirs = new Set();
  // Codex resolves a linked working directory and walks up from its real path.
  for (let d = fs.realpathSync(cwdAbs); ; d = path.dirname(d)) {
    dirs.add(d);
    if (d === root || d === path.dirname(d)) break;
  }
  const files = [];
  // Threads interleave: a call may be split into "<unfinished ...>" and "<... open resumed>) = N".
  const pending = new Map();
  const opens = [];
  const lines = fs.readdirSync(traceDir).flatMap((f) => fs.readFileSync(path.join(traceDir, f), 'latin1').split('\n').map((l) => `${f} ${l}`));
  for (const line of lines) {
    const pid = line.split(' ', 1)[0];
    const start = /open(?:at)?\((?:(?:AT_FDCWD|-?\d+), )?"((?:\\x[0-9a-f]{2})*)", ([A-Z_|]+)(.*)$/.exec(line);
    if (start) {
      if (start[3].includes('<unfinished')) pending.set(pid, [start[1], start[2]]);
      else if (/\) = \d+/.test(start[3])) opens.push([start[1], start[2]]);
      continue;
    }
    const resumed = /<\.\.\. open(?:at)? resumed>.*\) = (\d+)/.exec(line);
    if (resumed && pending.has(pid)) opens.push(pending.get(pid));
    if (/<\.\.\. open(?:at)? resumed>/.test(line)) pending.delete(pid);
  }
  for (const m0 of opens) {
    const m = [null, m0[0], m0[1]];
    if (m[2].includes('O_DIRECTORY')) continue;
    const p = decodeStraceHex(m[1]);
    const inHome = path.dirname(p) === codexHome && /^AGENTS(\.override)?\.md$/.test(path.basename(p));
    if (!inHome && !(dirs.has(path.dirname(p)) && m[2].includes('O_NONBLOCK'))) continue;
    if (!inHome && (p.includes('/.git/') || p.includes('/.codex/'))) continue;
    if (files.includes(p)) continue;
    let blank = false;
    try {
      blank = fs.readFileSync(p, 'utf8').trim() === '';
    } catch {}
    if (!blank) files.push(p);
  }
  // Personal: the first non-blank of AGENTS.override.md, AGENTS.md (trimmed); then the project docs, root first.
  const personal = files.filter((p) => path.dirname(p) === codexHome).sort((a, b) => (a.endsWith('override.md') ? -1 : b.endsWith('override.md') ? 1 : 0));
  const project = files.filter((p) => path.dirname(p) !== codexHome).sort((a, b) => a.split('/').length - b.split('/').length);
  files.length = 0;
  files.push(...personal.slice(0, 1), ...project);
  return { files, text };
}

// ---------------------------------------------------------------------------------------------
// Gemini CLI: the core's memory discovery in a child process.

/**
 * An untrusted folder: the real `gemini -p` (the CLI of the pinned version), with folder trust at
 * its default (on), no trusted-folders rule and no GEMINI_CLI_TRUST_WORKSPACE. It refuses to start
 * (exit 55) before it sends anything; if it sent a model request instead, that is the answer.
 */
async function geminiUntrusted({ bin, cwdAbs, home, server, tag }) {
  const cli = path.join(bin, '..', 'gemini-cli', 'bundle', 'gemini.js');
  fs.mkdirSync(path.join(home, '.gemini'), { recursive: true });
  const settingsFile = path.join(home, '.gemini', 'settings.json');
  // The dummy key needs this auth type with a base URL (else -p stops with "Invalid auth method").
  if (!fs.existsSync(settingsFile)) fs.writeFileSync(settingsFile, JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } } }));
  const sent = server.waitFor((q) => q.url.startsWith(`/${tag}/`), RUN_TIMEOUT_MS);
  const r = await run(process.execPath, [cli, '-p', 'hi', '-o', 'json'], {
    cwd: cwdAbs,
    env: baseEnv(home, cwdAbs, { GEMINI_CLI_HOME: home, GEMINI_API_KEY: 'dummy', GOOGLE_GEMINI_BASE_URL: `${server.url}/${tag}` }),
    until: sent,
  });
  if (r.how === 'exit' && r.code !== 0) return { refused: `gemini -p exited ${r.code}: ${r.stderr.replace(/\x1b\[[0-9;]*m/g, '').trim().split('\n')[0]}` };
  return { files: [], text: `(gemini -p started in an untrusted folder: ${r.how}, exit ${r.code})` };
}

export async function geminiOracle(args) {
  if (args.settings?.folderTrust === 'untrusted') return geminiUntrusted(args);
  const { bin, cwdAbs, home } = args;
  const r = await run(process.execPath, [path.join(HERE, 'gemini-oracle.mjs'), bin], { cwd: cwdAbs, env: baseEnv(home, cwdAbs, { GEMINI_CLI_HOME: home }), timeoutMs: 20_000 });
  if (r.how === 'timeout') return { refused: 'gemini memory discovery did not finish (hangs)' };
  const line = r.stdout.toString('utf8').split('\n').reverse().find((l) => l.startsWith('{"'));
  if (!line) return { refused: `gemini oracle failed: ${r.stderr.trim().split('\n').slice(-2).join(' / ')}` };
  const out = JSON.parse(line);
  if (out.fatal) return { refused: out.fatal };
  return { files: geminiFiles(out.text), text: out.text };
}

/** The top-level files in display order, each followed by its imports (from the markers), blank ones left out. */
export function geminiFiles(text) {
  const files = [];
  const stack = [];
  const re = /^--- Context from: (.+) ---$|<!-- Imported from: (.+?) -->|<!-- End of import from: (.+?) -->/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[1] !== undefined) {
      stack.length = 0;
      stack.push(m[1]);
      if (!files.includes(m[1])) files.push(m[1]);
    } else if (m[2] !== undefined) {
      const base = path.dirname(stack[stack.length - 1]);
      const abs = path.resolve(base, m[2]);
      stack.push(abs);
      if (!files.includes(abs)) files.push(abs);
    } else stack.pop();
  }
  return files;
}

// ---------------------------------------------------------------------------------------------
// OpenCode: the system prompt of the main request (the one with tools).
//
// `opencode run` starts the whole program for every tree (6-30 s here). By default the harness
// instead keeps one `opencode serve` (its own HTTP server on 127.0.0.1, password-protected) and
// asks it for one session per tree: a session in the tree's working directory
// (`POST /session?directory=…`) and one message, whose model request carries the same system
// prompt `opencode run` sends (checked: `--opencode-run` uses the old way for every tree). A tree
// with personal files still gets its own `opencode run`, with its own home. The server is started
// through a small watchdog (opencode-serve.mjs) that stops it when the harness goes away.

function opencodeEnv(home, cwd, baseURL, extra = {}) {
  const cfg = { model: 'mock/m', small_model: 'mock/m', share: 'disabled', autoupdate: false, provider: { mock: { npm: '@ai-sdk/openai-compatible', options: { baseURL, apiKey: 'dummy' }, models: { m: {} } } } };
  return baseEnv(home, cwd, {
    XDG_CONFIG_HOME: path.join(home, '.config'),
    XDG_DATA_HOME: path.join(home, '.local/share'),
    XDG_CACHE_HOME: path.join(home, '.cache'),
    XDG_STATE_HOME: path.join(home, '.local/state'),
    OPENCODE_CONFIG_CONTENT: JSON.stringify(cfg),
    // Kilo (an OpenCode fork, oracle-kilo.mjs) reads the same settings under its own names.
    KILO_CONFIG_CONTENT: JSON.stringify(cfg),
    KILO_DISABLE_AUTOUPDATE: '1',
    KILO_DISABLE_MODELS_FETCH: '1',
    KILO_DISABLE_LSP_DOWNLOAD: '1',
    KILO_DISABLE_SHARE: '1',
    OPENCODE_DISABLE_AUTOUPDATE: '1',
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
    OPENCODE_DISABLE_SHARE: '1',
    npm_config_offline: 'true',
    ...extra,
  });
}

function opencodeSystem(req) {
  const sys = req.body.messages.filter((m) => m.role === 'system').map((m) => (typeof m.content === 'string' ? m.content : m.content.map((c) => c.text ?? '').join(''))).join('\n');
  return splitHeaders(sys, /^Instructions from: (.+)$/gm, '\n');
}

let opencodeMode = 'serve';
/** `serve` (one long-lived server, the default) or `run` (`opencode run` for every tree). */
export function setOpencodeMode(mode) {
  opencodeMode = mode;
}

const opencodeServers = new Map();

async function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The shared `opencode serve` for this binary and model server (started on first use). */
function opencodeServer(bin, server) {
  const key = `${bin}\0${server.url}`;
  if (!opencodeServers.has(key)) {
    opencodeServers.set(
      key,
      (async () => {
        const home = fs.mkdtempSync(path.join(os.tmpdir(), 'amda-opencode-serve-'));
        const port = await freePort();
        const password = crypto.randomBytes(18).toString('base64url');
        const env = opencodeEnv(home, home, `${server.url}/opencode-serve/v1`, { OPENCODE_SERVER_PASSWORD: password, KILO_SERVER_PASSWORD: password, KILO_SERVER_USERNAME: 'opencode' });
        // The watchdog stops the server when its stdin closes (the harness ended or died) or after 6 hours.
        const child = spawn(process.execPath, [path.join(HERE, 'opencode-serve.mjs'), bin, String(port), String(6 * 3600_000), home], { cwd: home, env, stdio: ['pipe', 'pipe', 'pipe'] });
        child.unref();
        for (const st of [child.stdin, child.stdout, child.stderr]) st.unref?.();
        let out = '';
        await new Promise((resolve, reject) => {
          const t = setTimeout(() => reject(new Error(`opencode serve did not start: ${out.slice(-300)}`)), RUN_TIMEOUT_MS);
          const onData = (d) => {
            out += d;
            if (out.includes(`127.0.0.1:${port}`)) {
              clearTimeout(t);
              resolve();
            }
          };
          child.stdout.on('data', onData);
          child.stderr.on('data', onData);
          child.on('exit', (code) => {
            clearTimeout(t);
            reject(new Error(`opencode serve exited ${code}: ${out.slice(-300)}`));
          });
        });
        const auth = `Basic ${Buffer.from(`opencode:${password}`).toString('base64')}`;
        const api = async (method, route, directory, body) => {
          const res = await fetch(`http://127.0.0.1:${port}${route}?directory=${encodeURIComponent(directory)}`, {
            method,
            headers: { authorization: auth, 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: AbortSignal.timeout(RUN_TIMEOUT_MS),
          });
          const text = await res.text();
          if (!res.ok) throw new Error(`opencode serve: ${method} ${route} answered ${res.status}: ${text.slice(0, 200)}`);
          return text === '' ? null : JSON.parse(text);
        };
        // The watchdog stops the server and removes its home.
        const close = () => {
          child.stdin.end();
          child.kill('SIGTERM');
        };
        return { api, close };
      })(),
    );
  }
  return opencodeServers.get(key);
}

/** Stop every long-lived agent server the oracles started. */
export async function closeOracles() {
  for (const p of opencodeServers.values()) {
    try {
      (await p).close();
    } catch {}
  }
  opencodeServers.clear();
}

async function opencodeRun({ bin, cwdAbs, home, server, tag }) {
  const env = opencodeEnv(home, cwdAbs, `${server.url}/${tag}/v1`);
  const main = server.waitFor((q) => q.url.startsWith(`/${tag}/`) && Array.isArray(q.body?.tools) && q.body.tools.length > 0, RUN_TIMEOUT_MS);
  const r = await run(bin, ['run', 'hi', '-m', 'mock/m'], { cwd: cwdAbs, env, until: main });
  const req = await Promise.race([main, Promise.resolve(null)]);
  if (!req) return { refused: `opencode sent no model request (${r.how}, exit ${r.code}): ${r.stderr.trim().split('\n').slice(-2).join(' / ')}` };
  return opencodeSystem(req);
}

export async function opencodeOracle(args) {
  const { bin, cwdAbs, home, server, tag } = args;
  if (opencodeMode === 'run' || fs.readdirSync(home).length > 0) return opencodeRun(args);
  const oc = await opencodeServer(bin, server);
  const marker = `[${tag}]`;
  const main = server.waitFor((q) => q.url.startsWith('/opencode-serve/') && Array.isArray(q.body?.tools) && q.body.tools.length > 0 && JSON.stringify(q.body.messages).includes(marker), RUN_TIMEOUT_MS);
  let session;
  try {
    session = await oc.api('POST', '/session', cwdAbs, {});
    await oc.api('POST', `/session/${session.id}/prompt_async`, cwdAbs, { parts: [{ type: 'text', text: `hi ${marker}` }], model: { providerID: 'mock', modelID: 'm' } });
  } catch (e) {
    return { refused: `opencode serve refused the session: ${e.message}` };
  }
  const req = await main;
  // The instance of this directory is of no further use: free it (the tree is removed next).
  await oc.api('POST', '/instance/dispose', cwdAbs).catch(() => {});
  if (!req) return { refused: 'opencode sent no model request for this session' };
  return opencodeSystem(req);
}

/**
 * Cut the instruction blocks out of a prompt: each block starts at a header line; its content is
 * taken from the file on disk when it matches byte for byte, else it runs to the next header.
 */
function splitHeaders(sys, re, sep) {
  const heads = [];
  for (let m = re.exec(sys); m; m = re.exec(sys)) heads.push({ at: m.index, end: m.index + m[0].length + 1, file: m[1] });
  if (heads.length === 0) return { files: [], text: '' };
  let end = heads[0].at;
  heads.forEach((h, i) => {
    let content = null;
    try {
      content = fs.readFileSync(h.file, 'utf8');
    } catch {}
    const next = heads[i + 1]?.at ?? sys.length;
    // An agent that strips a UTF-8 BOM (OpenCode, Copilot CLI) sends the content without it.
    if (content !== null && !sys.startsWith(content, h.end) && content.startsWith('\uFEFF')) content = content.slice(1);
    end = content !== null && sys.startsWith(content, h.end) ? h.end + content.length : Math.max(h.end, next - (i + 1 < heads.length ? sep.length : 0));
  });
  return { files: heads.map((h) => h.file), text: sys.slice(heads[0].at, end) };
}

// ---------------------------------------------------------------------------------------------
// Claude Code: the first user message of the request with a `system` field.

export async function claudeOracle({ bin, root, cwdAbs, home, server, settings, tag }) {
  const projects = {};
  for (const p of new Set([root, cwdAbs, fs.realpathSync(cwdAbs)])) projects[p] = { hasTrustDialogAccepted: true, ...(settings.externalImports ? { hasClaudeMdExternalIncludesApproved: true, hasClaudeMdExternalIncludesWarningShown: true } : {}) };
  fs.writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects }));
  const env = baseEnv(home, cwdAbs, { ANTHROPIC_BASE_URL: `${server.url}/${tag}`, ANTHROPIC_API_KEY: 'dummy', DISABLE_TELEMETRY: '1', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1' });
  const main = server.waitFor((q) => q.url.startsWith(`/${tag}/`) && q.body && typeof q.body === 'object' && q.body.system !== undefined && Array.isArray(q.body.messages), RUN_TIMEOUT_MS);
  const r = await run(bin, ['-p', 'hi', '--output-format', 'json'], { cwd: cwdAbs, env, until: main });
  const req = await Promise.race([main, Promise.resolve(null)]);
  if (!req) return { refused: `claude sent no model request (${r.how}, exit ${r.code}): ${r.stderr.trim().split('\n').slice(-2).join(' / ')}` };
  const first = req.body.messages.find((m) => m.role === 'user');
  const parts = typeof first.content === 'string' ? [first.content] : first.content.map((c) => c.text ?? '');
  const text = parts.find((t) => t.includes('\nContents of ')) ?? '';
  const files = [];
  const re = /^Contents of (.+) \((?:project instructions, checked into the codebase|user's private project instructions, not checked in|user's private global instructions for all projects)\):$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) files.push(m[1]);
  return { files, text };
}

// ---------------------------------------------------------------------------------------------
// Copilot CLI: `instruction list --json` for the sources, the BYOK system prompt for the text.
//
// The CLI unpacks its own program (about 235 MB) into $XDG_CACHE_HOME/copilot/pkg/<version> on
// every start with a fresh home. That is the agent's code, not its instructions: the harness gives
// every run the same cache folder beside the installed agent (filled once, before runs go in
// parallel), which makes a run about three times faster and changes nothing in what is measured.

const copilotWarm = new Map();
function copilotCache(bin) {
  const dir = path.join(bin.slice(0, bin.indexOf(`${path.sep}node_modules${path.sep}`)), 'xdg-cache');
  if (!copilotWarm.has(dir)) {
    copilotWarm.set(
      dir,
      (async () => {
        fs.mkdirSync(dir, { recursive: true });
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'amda-copilot-warm-'));
        try {
          await run(bin, ['instruction', 'list', '--json'], { cwd: tmp, env: baseEnv(tmp, tmp, { COPILOT_OFFLINE: 'true', COPILOT_AUTO_UPDATE: 'false', XDG_CACHE_HOME: dir }) });
        } finally {
          fs.rmSync(tmp, { recursive: true, force: true });
        }
      })(),
    );
  }
  return copilotWarm.get(dir).then(() => dir);
}

/** The instruction section of Copilot CLI's system prompt: between the tool descriptions and the runtime notes. */
export function copilotSection(sys) {
  const open = '</tools>\n\n';
  const i = sys.indexOf(open);
  const j = sys.lastIndexOf('\n<system_notifications>');
  if (i === -1 || j === -1 || j < i + open.length) return null;
  return sys.slice(i + open.length, j);
}

/** A block's text without its imports (the `<imported_custom_instruction>` parts), and the files those import. */
export function copilotStripImports(block) {
  const re = /\n\n<imported_custom_instruction source="([^"]*)"( skipped="already-loaded" \/)?>|<\/imported_custom_instruction>/g;
  const imports = [];
  let out = '';
  let depth = 0;
  let keptFrom = 0;
  for (let m = re.exec(block); m; m = re.exec(block)) {
    if (m[0].startsWith('</')) {
      if (depth === 0) continue; // the file's own text
      depth -= 1;
      if (depth === 0) keptFrom = m.index + m[0].length;
    } else if (m[2]) {
      if (depth === 0) {
        out += block.slice(keptFrom, m.index);
        keptFrom = m.index + m[0].length;
      }
    } else {
      if (depth === 0) out += block.slice(keptFrom, m.index);
      imports.push(m[1]);
      depth += 1;
    }
  }
  return { text: out + (depth === 0 ? block.slice(keptFrom) : ''), imports };
}

/** `p` when it is a file; else the file of its folder named like it in another case whose content is one of `texts` (else the first listed). */
function copilotFileOnDisk(p, texts) {
  const isFile = (f) => {
    try {
      return fs.statSync(f).isFile();
    } catch {
      return false;
    }
  };
  if (isFile(p)) return p;
  const dir = path.dirname(p);
  const lower = path.basename(p).toLowerCase();
  const names = [];
  try {
    const d = fs.opendirSync(dir);
    for (let e = d.readSync(); e !== null; e = d.readSync()) names.push(e.name);
    d.closeSync();
  } catch {
    return p;
  }
  const files = names.filter((n) => n.toLowerCase() === lower).map((n) => path.join(dir, n)).filter(isFile);
  return files.find((f) => texts.has(fs.readFileSync(f, 'utf8'))) ?? files[0] ?? p;
}

export async function copilotOracle({ bin, root, cwdAbs, home, server, tag }) {
  const env = baseEnv(home, cwdAbs, { COPILOT_OFFLINE: 'true', COPILOT_AUTO_UPDATE: 'false', XDG_CACHE_HOME: await copilotCache(bin) });
  const list = await run(bin, ['instruction', 'list', '--json'], { cwd: cwdAbs, env });
  if (list.code !== 0) return { refused: `copilot instruction list exited ${list.code}: ${list.stderr.trim().split('\n').slice(-1)}` };
  const sources = JSON.parse(list.stdout.toString('utf8'));
  const main = server.waitFor((q) => q.url.startsWith(`/${tag}/`) && Array.isArray(q.body?.tools) && q.body.tools.length > 0, RUN_TIMEOUT_MS);
  const r = await run(bin, ['-p', 'hi', '--disable-client-telemetry'], {
    cwd: cwdAbs,
    env: { ...env, COPILOT_PROVIDER_BASE_URL: `${server.url}/${tag}/v1`, COPILOT_PROVIDER_TYPE: 'openai', COPILOT_PROVIDER_API_KEY: 'dummy', COPILOT_MODEL: 'gpt-4.1' },
    until: main,
  });
  const req = await Promise.race([main, Promise.resolve(null)]);
  if (!req) return { refused: `copilot sent no model request (${r.how}, exit ${r.code})` };
  const sys = req.body.messages.filter((m) => m.role === 'system').map((m) => (typeof m.content === 'string' ? m.content : m.content.map((c) => c.text ?? '').join(''))).join('\n');
  const text = copilotSection(sys);
  if (text === null) return { refused: 'the instruction section was not found in the system prompt (the template changed?)' };
  const blocks = [];
  const re = /<custom_instruction>\n([\s\S]*?)\n<\/custom_instruction>/g;
  for (let m = re.exec(text); m; m = re.exec(text)) blocks.push(copilotStripImports(m[1]));
  // Each listed source, then the files its block imports (from the markers). A file in the same
  // directory with the same content is one source ("AGENTS.md + CLAUDE.md"): the first is the one
  // read. A path-specific file of the working directory is named relative to it. Blocks come in the
  // order of the sources; a source's block is the next one whose own text (imports cut out) is the
  // file's content. A listed source may have no block (its text equals an earlier block's), and a
  // block may belong to no listed source (a file the list leaves out for its content, whose text
  // differs once imports are expanded): its imports are still injected, so they are counted.
  const blockTexts = new Set(blocks.map((b) => b.text));
  const abs = sources.map((s) => {
    const first = s.sourcePath.split(' + ')[0];
    const p = path.isAbsolute(first) ? first : path.join(s.type === 'vscode' && s.location === 'working-directory' ? fs.realpathSync(cwdAbs) : root, first);
    // The root's files are named as AGENTS.md, .github/copilot-instructions.md… whatever the case
    // of the file read (agents.md): the file on disk, in any case, whose content is a block's.
    return s.type === 'model' || s.type === 'repo' ? copilotFileOnDisk(p, blockTexts) : p;
  });
  const contentOf = (i) => {
    if (sources[i].type === 'vscode') return null;
    try {
      return fs.readFileSync(abs[i], 'utf8');
    } catch {
      return null;
    }
  };
  const files = [];
  const add = (p) => {
    if (!files.includes(p)) files.push(p);
  };
  let si = 0;
  for (const b of blocks) {
    let j = si;
    while (j < sources.length && contentOf(j) !== b.text) j++;
    if (j < sources.length) {
      for (; si <= j; si++) add(abs[si]);
    }
    for (const imp of b.imports) add(imp);
  }
  for (; si < sources.length; si++) add(abs[si]);
  return { files, text, sources };
}

export const ORACLES = { codex: codexOracle, gemini: geminiOracle, opencode: opencodeOracle, 'claude-code': claudeOracle, 'copilot-cli': copilotOracle, cline: clineOracle, continue: continueOracle };
/** Agents whose oracle needs the fake model server. */
export const NEEDS_SERVER = new Set(['gemini', 'opencode', 'claude-code', 'copilot-cli', 'cline', 'continue']);
ORACLES.qwen = (args) => qwenOracle({ ...args, run, baseEnv, geminiFiles });
NEEDS_SERVER.add('qwen');
ORACLES.kilo = opencodeOracle; // Kilo is an OpenCode fork: the same `serve` API and prompt (KILO_* settings above)
NEEDS_SERVER.add('kilo');
