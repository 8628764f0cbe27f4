/**
 * Qwen Code as an oracle: the real `qwen -p` (its cli.js run by the harness's own Node, 22 or later)
 * with a fresh home, OpenAI's protocol pointed at the loopback model server, and the context cut
 * out of the system prompt of the first model request.
 *
 * The instructions are the run of `--- Context from: … ---` and `--- Rule from: … ---` blocks. Qwen
 * Code writes `~/.qwen/output-language.md` (its own "respond in the user's language" rule) into a
 * home without one and sends it as a context block: it is the agent's file, not the team's, so the
 * oracle leaves its block out (the profile does not model it; docs/profiles.md#qwen).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const RUN_TIMEOUT_MS = 90_000;
const BLOCK = /^--- (Context|Rule) from: (.+) ---$/gm;
const END = /^--- End of (?:Context|Rule) from: .+ ---$/gm;

/** The instruction section of a system prompt (blocks only), without Qwen's own output-language block. */
export function qwenSection(sys) {
  const first = new RegExp(BLOCK.source, 'm').exec(sys);
  if (!first) return '';
  let end = first.index;
  END.lastIndex = first.index;
  for (let m = END.exec(sys); m; m = END.exec(sys)) end = m.index + m[0].length;
  let text = sys.slice(first.index, end);
  // Qwen's own block, with the blank line that joins it to its neighbour.
  const own = /^--- Context from: (\S*\.qwen\/output-language\.md) ---$/m.exec(text);
  if (own) {
    const close = `--- End of Context from: ${own[1]} ---`;
    const stop = text.indexOf(close, own.index) + close.length;
    if (own.index >= 2 && text.slice(own.index - 2, own.index) === '\n\n') text = text.slice(0, own.index - 2) + text.slice(stop);
    else text = text.slice(0, own.index) + text.slice(stop).replace(/^\n\n/, '');
  }
  return text;
}

/** The files of a section in order: context labels are relative to cwd, rule labels to the project root; imports follow their file. */
export function qwenFiles(text, cwdAbs, root, geminiFiles) {
  const absolute = text.replace(BLOCK, (_m, kind, label) => `--- Context from: ${path.resolve(kind === 'Rule' ? root : cwdAbs, label)} ---`);
  return geminiFiles(absolute);
}

/** `run`, `baseEnv` and `geminiFiles` are oracles.mjs's (given by it: this module does not import it back). */
export async function qwenOracle({ bin, root, cwdAbs, home, server, tag, run, baseEnv, geminiFiles }) {
  fs.mkdirSync(path.join(home, '.qwen'), { recursive: true });
  const main = server.waitFor((q) => q.url.startsWith(`/${tag}/`) && Array.isArray(q.body?.messages), RUN_TIMEOUT_MS);
  const r = await run(process.execPath, [bin, '-p', 'hi', '--auth-type', 'openai'], {
    cwd: cwdAbs,
    env: baseEnv(home, cwdAbs, { OPENAI_BASE_URL: `${server.url}/${tag}/v1`, OPENAI_API_KEY: 'dummy', OPENAI_MODEL: 'm', QWEN_CODE_NO_RELAUNCH: '1', NO_COLOR: '1' }),
    until: main,
  });
  const req = await Promise.race([main, Promise.resolve(null)]);
  if (!req) return { refused: `qwen sent no model request (${r.how}, exit ${r.code}): ${r.stderr.trim().split('\n').slice(-2).join(' / ')}` };
  const sys = req.body.messages.filter((m) => m.role === 'system').map((m) => (typeof m.content === 'string' ? m.content : m.content.map((c) => c.text ?? '').join(''))).join('\n');
  const text = qwenSection(sys);
  // Labels are relative to the real working directory (a linked one resolved).
  return { files: qwenFiles(text, fs.realpathSync(cwdAbs), root, geminiFiles), text };
}
