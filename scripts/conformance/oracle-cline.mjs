/**
 * Cline CLI as an oracle: the real `cline` binary (Bun-compiled, from the platform package), run
 * with a prompt against the fake model server as an OpenAI-compatible provider, its local session
 * backend (CLINE_SESSION_BACKEND_MODE=local: no hub daemon is left running), its state in a folder
 * beside the home (CLINE_DATA_DIR), stopped as soon as its model request is in.
 *
 * The text is the system prompt from its `# Rules` section to the end (Cline appends the rules
 * last and trims the prompt). The files are read back from the text: each `## <name>` section is
 * the last file, in Cline's source order, whose name (front matter `name`, or the file stem, or
 * the two AGENTS.md labels) and trimmed body match it (checked: a managed `.cline/<name>/rules.md`
 * is read too). Cline names no file in its prompt.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { baseEnv, run, RUN_TIMEOUT_MS } from './oracles.mjs';

const EXTS = new Set(['.md', '.markdown', '.txt']);

function isFile(p, follow) {
  try {
    return (follow ? fs.statSync(p) : fs.lstatSync(p)).isFile();
  } catch {
    return false;
  }
}

/** The raw listing order (as Bun's readdir returns it: not sorted). */
function rawOrder(dir) {
  try {
    const d = fs.opendirSync(dir);
    const out = [];
    for (let e = d.readSync(); e !== null; e = d.readSync()) out.push(e.name);
    d.closeSync();
    return out;
  } catch {
    return [];
  }
}

/** Every file a source may contribute, in Cline's order (a superset: the matching below picks). */
function sourceFiles(cwdAbs, home) {
  const out = [];
  const source = (p) => {
    if (isFile(p, true)) return out.push(p);
    for (const n of rawOrder(p)) if (isFile(path.join(p, n), false) && EXTS.has(path.extname(n).toLowerCase())) out.push(path.join(p, n));
    if (isFile(path.join(p, 'AGENTS.md'), true)) out.push(path.join(p, 'AGENTS.md'));
  };
  for (const p of [path.join(cwdAbs, 'AGENTS.md'), path.join(cwdAbs, '.clinerules'), path.join(cwdAbs, '.cline', 'rules'), path.join(home, '.agents', 'AGENTS.md'), path.join(home, '.cline', 'rules'), path.join(home, 'Cline', 'Rules'), path.join(home, 'Documents', 'Cline', 'Rules')]) source(p);
  // Managed folders: `<cwd>/.cline/<name>/` with a managed.json holding a JSON object, then their rules.md.
  const managed = [];
  for (const n of rawOrder(path.join(cwdAbs, '.cline'))) {
    const sub = path.join(cwdAbs, '.cline', n);
    try {
      if (!fs.lstatSync(sub).isDirectory()) continue;
      const v = JSON.parse(fs.readFileSync(path.join(sub, 'managed.json'), 'utf8'));
      if (v && typeof v === 'object') managed.push(sub);
    } catch {}
  }
  for (const sub of managed.sort((a, b) => a.localeCompare(b))) source(path.join(sub, 'rules.md'));
  return [...new Set(out)];
}

function labelOf(file, cwdAbs, home) {
  if (file === path.join(cwdAbs, 'AGENTS.md')) return 'Workspace AGENTS.md';
  if (file === path.join(home, '.agents', 'AGENTS.md')) return 'Global AGENTS.md';
  return path.basename(file, path.extname(file));
}

/** The sections of a `# Rules` text: `## <name>\n<body>`, joined by blank lines. */
export function clineSections(text) {
  if (!text.startsWith('# Rules\n## ')) return [];
  return text
    .slice('# Rules\n'.length)
    .split(/\n\n(?=## )/)
    .map((s) => {
      const nl = s.indexOf('\n');
      return { name: s.slice(3, nl), body: s.slice(nl + 1) };
    });
}

export function clineFiles(text, cwdAbs, home) {
  const files = sourceFiles(cwdAbs, home);
  const content = new Map(files.map((f) => [f, fs.readFileSync(f, 'utf8').replace(/^\uFEFF/, '')]));
  return clineSections(text).map(({ name, body }) => {
    const key = name.trim().toLowerCase();
    const fits = files.filter((f) => {
      const c = content.get(f);
      if (!c.trim().endsWith(body)) return false;
      return labelOf(f, cwdAbs, home).trim().toLowerCase() === key || c.includes(name);
    });
    return fits.at(-1) ?? `(no file for the section ${JSON.stringify(name)})`;
  });
}

export async function clineOracle({ bin, cwdAbs, home, server, tag }) {
  const dataDir = path.join(path.dirname(home), 'cline-data');
  fs.mkdirSync(path.join(dataDir, 'settings'), { recursive: true });
  const provider = { provider: 'openai-compatible', apiKey: 'dummy', model: 'm', baseUrl: `${server.url}/${tag}/v1` };
  fs.writeFileSync(
    path.join(dataDir, 'settings', 'providers.json'),
    JSON.stringify({ version: 1, lastUsedProvider: 'openai-compatible', modes: {}, providers: { 'openai-compatible': { settings: provider, updatedAt: new Date().toISOString(), tokenSource: 'manual' } } }),
  );
  const env = baseEnv(home, cwdAbs, { CLINE_SESSION_BACKEND_MODE: 'local', CLINE_NO_AUTO_UPDATE: '1', CLINE_DATA_DIR: dataDir });
  for (const k of Object.keys(env)) if (k.startsWith('CLINE_') && !['CLINE_SESSION_BACKEND_MODE', 'CLINE_NO_AUTO_UPDATE', 'CLINE_DATA_DIR'].includes(k)) delete env[k];
  const main = server.waitFor((q) => q.url.startsWith(`/${tag}/`) && Array.isArray(q.body?.messages), RUN_TIMEOUT_MS);
  const r = await run(bin, ['--json', 'say hi'], { cwd: cwdAbs, env, until: main });
  const req = await Promise.race([main, Promise.resolve(null)]);
  if (!req) return { refused: `cline sent no model request (${r.how}, exit ${r.code}): ${r.stderr.trim().split('\n').slice(-2).join(' / ')}` };
  const sys = req.body.messages
    .filter((m) => m.role === 'system')
    .map((m) => (typeof m.content === 'string' ? m.content : m.content.map((c) => c.text ?? '').join('')))
    .join('\n');
  const i = sys.indexOf('\n\n# Rules\n## ');
  const text = i < 0 ? '' : sys.slice(i + 2);
  // Files named by the real working directory (a linked one resolved), as the engine names them.
  return { files: clineFiles(text, fs.realpathSync(cwdAbs), home), text };
}
