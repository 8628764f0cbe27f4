/**
 * Continue CLI as an oracle: the real `cn` (a Node program, run with the harness's Node) in headless
 * mode (`-p`), with a configuration file beside the home that names one OpenAI model on the fake
 * model server, stopped as soon as its model request is in.
 *
 * The text is the system message from `<context name="userRules">` to its end (Continue appends
 * that block last). The files are read back from the text: the agent file when the block starts
 * with its content, then each rule file, in the order Node lists `.continue/rules` (and the
 * personal `~/.continue/rules`), whose text (after its front matter) comes next. Continue names no
 * file in its prompt.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { baseEnv, run, RUN_TIMEOUT_MS } from './oracles.mjs';

const OPEN = '<context name="userRules">';

function ruleFiles(dir) {
  let names;
  try {
    names = fs.readdirSync(dir, { recursive: true });
  } catch {
    return [];
  }
  return names
    .filter((n) => String(n).endsWith('.md'))
    .map((n) => path.join(dir, String(n)))
    .filter((p) => {
      try {
        return fs.statSync(p).isFile();
      } catch {
        return false;
      }
    });
}

/** A rule file's text as it would appear: after the front matter (trimmed), else the whole file with LF line ends. */
function ruleText(content) {
  const t = content.replace(/\r\n/g, '\n');
  const parts = t.split(/^---\s*$/m);
  return parts.length >= 3 ? [parts.slice(2).join('---').trim(), t] : [t];
}

export function continueFiles(text, cwdAbs, home) {
  if (!text.startsWith(OPEN)) return [];
  const files = [];
  let at = OPEN.length;
  for (const n of ['AGENTS.md', 'AGENT.md', 'CLAUDE.md', 'CODEX.md']) {
    const p = path.join(cwdAbs, n);
    if (!fs.existsSync(p)) continue;
    let c = '';
    try {
      c = fs.readFileSync(p, 'utf8');
    } catch {}
    if (c !== '' && text.startsWith(`\n${c}`, at)) {
      files.push(p);
      at += 1 + c.length;
    }
    break;
  }
  let firstRule = true;
  for (const f of [...ruleFiles(path.join(cwdAbs, '.continue', 'rules')), ...ruleFiles(path.join(home, '.continue', 'rules'))]) {
    const sep = firstRule ? (files.length > 0 ? '\n\n' : '\n') : '\n\n';
    for (const t of ruleText(fs.readFileSync(f, 'utf8'))) {
      if (t.trim() === '' || !text.startsWith(sep + t, at)) continue;
      const end = at + sep.length + t.length;
      if (!text.startsWith('\n\n', end) && end !== text.length - '\n</context>'.length) continue;
      files.push(f);
      at = end;
      firstRule = false;
      break;
    }
  }
  return files;
}

export async function continueOracle({ bin, cwdAbs, home, server, tag }) {
  const cfg = path.join(path.dirname(home), 'cn-config.yaml');
  fs.writeFileSync(cfg, `name: oracle\nversion: 1.0.0\nschema: v1\nmodels:\n  - name: m\n    provider: openai\n    model: m\n    apiBase: ${server.url}/${tag}/v1\n    apiKey: dummy\n    roles: [chat]\n`);
  const env = baseEnv(home, cwdAbs, { CONTINUE_CLI_ENABLE_TELEMETRY: '0', CONTINUE_METRICS_ENABLED: '0' });
  for (const k of ['CONTINUE_GLOBAL_DIR', 'CONTINUE_API_BASE', 'CONTINUE_API_KEY', 'CONTINUE_CLI_DISABLE_COMMIT_SIGNATURE']) delete env[k];
  const main = server.waitFor((q) => q.url.startsWith(`/${tag}/`) && Array.isArray(q.body?.messages), RUN_TIMEOUT_MS);
  const r = await run(process.execPath, [bin, '-p', 'say hi', '--config', cfg], { cwd: cwdAbs, env, until: main });
  const req = await Promise.race([main, Promise.resolve(null)]);
  if (!req) return { refused: `cn sent no model request (${r.how}, exit ${r.code}): ${r.stderr.trim().split('\n').slice(-2).join(' / ')}` };
  const sys = req.body.messages
    .filter((m) => m.role === 'system')
    .map((m) => (typeof m.content === 'string' ? m.content : m.content.map((c) => c.text ?? '').join('')))
    .join('\n');
  const i = sys.indexOf(`\n\n${OPEN}`);
  const text = i < 0 ? '' : sys.slice(i + 2);
  // Files named by the real working directory (a linked one resolved), as the engine names them.
  return { files: continueFiles(text, fs.realpathSync(cwdAbs), home), text };
}
