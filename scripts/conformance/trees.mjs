/**
 * Seeded random repositories for the conformance harness: one generator per agent family, each a
 * plain description (entries, working directory, agent settings) that `buildTree` writes to disk
 * as a real git repository. The same (agent, seed, index) always gives the same tree, so a
 * mismatch reproduces with `npm run conformance -- --agents AGENT --seed SEED --tree INDEX`.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { clineTree, continueTree } from './trees-cline-continue.mjs';

/** mulberry32: a small, well-mixed 32-bit PRNG. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p) => next() < p,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
  };
}

/** A seed per (agent, run seed, tree index): trees of different agents differ. */
export function treeSeed(agent, seed, index) {
  let h = 2166136261;
  for (const c of `${agent}\0${seed}\0${index}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const WORDS = ['use', 'pnpm', 'tests', 'run', 'lint', 'before', 'commit', 'never', 'edit', 'dist', 'naïve', 'café', 'Größe', '日本語', 'テスト', 'ñandú', '🚀', '✓', 'Ελληνικά', 'résumé'];

/** Instruction text: blank, whitespace-only, or a few lines (multi-byte words, CRLF, padding to trim). */
export function genText(r, opts = {}) {
  const roll = r.next();
  if (roll < 0.05) return '';
  if (roll < 0.1) return r.pick([' ', '\n', '\n\n', ' \t\n', '\r\n', '   \n  \n']);
  const eol = r.chance(0.15) ? '\r\n' : '\n';
  const lines = [];
  if (r.chance(0.15)) lines.push('');
  const n = r.int(1, opts.long ? 14 : 5);
  for (let i = 0; i < n; i++) {
    const w = [];
    const k = r.int(1, 9);
    for (let j = 0; j < k; j++) w.push(r.pick(WORDS));
    let line = (r.chance(0.3) ? '- ' : '') + w.join(' ');
    if (r.chance(0.1)) line += '  ';
    lines.push(line);
  }
  for (const extra of opts.lines ?? []) lines.splice(r.int(0, lines.length), 0, extra);
  let text = lines.join(eol);
  const tail = r.next();
  if (tail < 0.7) text += eol;
  else if (tail < 0.85) text += eol + eol;
  return text;
}

export function genDirs(r) {
  // Nesting up to four levels below the root, on one or two branches.
  const dirs = ['.'];
  const branches = r.int(1, 2);
  for (let b = 0; b < branches; b++) {
    let cur = '';
    const depth = r.int(1, 4);
    for (let d = 0; d < depth; d++) {
      const name = r.pick(['pkg', 'app', 'src', 'lib', 'docs', 'svc', 'web', 'ü', 'a b']);
      cur = cur === '' ? name : `${cur}/${name}`;
      if (!dirs.includes(cur)) dirs.push(cur);
    }
  }
  return dirs;
}

const join = (d, n) => (d === '.' ? n : `${d}/${n}`);

/** Odd entries with a candidate name: a directory, a FIFO, a link to another candidate, a dangling link. */
export function oddEntry(r, rel, existing, { fifo = true } = {}) {
  const roll = r.next();
  if (roll < 0.3) return { path: rel, kind: 'dir' };
  if (roll < 0.45 && fifo) return { path: rel, kind: 'fifo' };
  const files = existing.filter((e) => e.kind === 'file' && e.path !== rel);
  if (roll < 0.8 && files.length > 0) {
    const target = r.pick(files).path;
    return { path: rel, kind: 'link', target: path.posix.relative(path.posix.dirname(rel), target) };
  }
  return { path: rel, kind: 'link', target: 'missing-target.md' };
}

export function place(r, entries, rel, pFile, opts = {}) {
  if (entries.some((e) => e.path === rel || e.path.startsWith(`${rel}/`))) return;
  if (r.chance(pFile)) entries.push({ path: rel, kind: 'file', text: genText(r, opts) });
  else if (r.chance(opts.pOdd ?? 0.08)) entries.push(oddEntry(r, rel, entries, opts));
}

export function pickCwd(r, dirs) {
  // Deeper directories more often: they have the longest chains.
  return r.chance(0.75) ? dirs[dirs.length - 1 - r.int(0, Math.min(1, dirs.length - 1))] : r.pick(dirs);
}

function codexTree(r) {
  const dirs = genDirs(r);
  const fallbacks = r.chance(0.5) ? r.pick([['TEAM.md'], ['TEAM.md', 'NOTES.md'], ['.agents.md']]) : [];
  const entries = [];
  for (const d of dirs) {
    for (const n of ['AGENTS.override.md', 'AGENTS.md', ...fallbacks, 'README.md']) place(r, entries, join(d, n), n === 'AGENTS.md' ? 0.5 : n === 'AGENTS.override.md' ? 0.12 : 0.2, { long: true });
  }
  const settings = {};
  if (fallbacks.length > 0) settings.fallbacks = fallbacks;
  // Small budgets make cuts (also mid-character) likely.
  if (r.chance(0.5)) settings.maxBytes = r.int(1, 400);
  if (r.chance(0.25)) settings.personal = { name: r.pick(['AGENTS.md', 'AGENTS.override.md']), text: genText(r) };
  const cwd = pickCwd(r, dirs);
  // Drawn last, so the trees above stay what they were: trust entries (the root's; a directory's)
  // and project layers (.codex/config.toml), which apply only where trusted and yield to -c.
  const t = r.next();
  if (t < 0.45) settings.trust = 'trusted';
  else if (t < 0.55) settings.trust = 'untrusted';
  const below = dirs.filter((d) => d !== '.');
  if (below.length > 0 && r.chance(0.15)) settings.trustDirs = { [r.pick(below)]: r.pick(['trusted', 'trusted', 'untrusted', 'unset']) };
  for (const d of dirs) {
    if (!r.chance(d === '.' ? 0.3 : 0.1)) continue;
    const roll = r.next();
    const text =
      roll < 0.05
        ? 'project_doc_max_bytes = = 1\n'
        : roll < 0.6
          ? `project_doc_max_bytes = ${r.int(0, 400)}\n`
          : roll < 0.85
            ? `project_doc_fallback_filenames = ${JSON.stringify(r.pick([['TEAM.md'], ['NOTES.md', 'TEAM.md'], []]))}\n`
            : `project_doc_max_bytes = ${r.int(1, 400)}\nproject_doc_fallback_filenames = ["NOTES.md"]\n`;
    entries.push({ path: join(d, '.codex/config.toml'), kind: 'file', text });
  }
  return { entries, cwd, settings };
}

function geminiTree(r) {
  const dirs = genDirs(r);
  const cwd = pickCwd(r, dirs);
  const extra = r.chance(0.4) ? r.pick([['AGENTS.md'], ['CONTEXT.md', 'GEMINI.md'], ['AGENTS.md', 'CLAUDE.md']]) : null;
  const entries = [];
  if (r.chance(0.3)) entries.push({ path: 'docs-shared/style.md', kind: 'file', text: genText(r) });
  for (const d of dirs) {
    for (const n of ['GEMINI.md', 'AGENTS.md', 'CLAUDE.md', 'CONTEXT.md']) {
      const imports = r.chance(0.15) ? [r.pick(['@./missing.md', `@${path.posix.relative(d, 'docs-shared/style.md') || 'style.md'}`])] : [];
      place(r, entries, join(d, n), n === 'GEMINI.md' ? 0.45 : 0.25, { lines: imports, fifo: false });
    }
  }
  if (extra) entries.push({ path: join(cwd, '.gemini/settings.json'), kind: 'file', text: `${JSON.stringify({ context: { fileName: extra.length === 1 ? extra[0] : extra } }, null, 2)}\n` });
  const settings = {};
  if (r.chance(0.2)) settings.personal = { name: 'GEMINI.md', text: genText(r) };
  // Drawn last: now and then a folder Gemini CLI's folder trust does not trust (the real CLI refuses).
  if (r.chance(0.04)) settings.folderTrust = 'untrusted';
  return { entries, cwd, settings };
}

function opencodeTree(r) {
  const dirs = genDirs(r);
  const entries = [];
  for (const d of dirs) for (const n of ['AGENTS.md', 'CLAUDE.md', 'CONTEXT.md']) place(r, entries, join(d, n), n === 'AGENTS.md' ? 0.3 : 0.25, { fifo: false });
  if (r.chance(0.25)) {
    entries.push({ path: 'docs/rules.md', kind: 'file', text: genText(r) });
    entries.push({ path: 'opencode.json', kind: 'file', text: `${JSON.stringify({ instructions: [r.pick(['docs/rules.md', 'docs/*.md'])] }, null, 2)}\n` });
  }
  return { entries, cwd: pickCwd(r, dirs), settings: {} };
}

function claudeTree(r) {
  const dirs = genDirs(r);
  const entries = [];
  if (r.chance(0.3)) entries.push({ path: 'docs/shared.md', kind: 'file', text: genText(r) });
  for (const d of dirs) {
    for (const n of ['CLAUDE.md', '.claude/CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md']) {
      const imports = r.chance(0.12) ? [r.pick([`@${path.posix.relative(d, 'docs/shared.md')}`, '@missing.md'])] : [];
      place(r, entries, join(d, n), n === 'CLAUDE.md' ? 0.35 : n === 'AGENTS.md' ? 0.3 : 0.12, { lines: imports, fifo: false });
    }
  }
  const settings = {};
  if (r.chance(0.2)) settings.personal = { name: 'CLAUDE.md', text: genText(r) };
  return { entries, cwd: pickCwd(r, dirs), settings };
}

/** Path-specific front matter: applies everywhere (inlined), to some files (a table row), or not to the CLI. */
const COPILOT_FRONT = ['---\napplyTo: "**"\n---\n', '---\napplyTo: "**/*.ts"\n---\n', '---\napplyTo: "docs/**"\ndescription: Docs rules\n---\n', '', '---\napplyTo: "*"\n---\n', '---\napplyTo: "**"\nexcludeAgent: "coding-agent"\n---\n'];

function copilotTree(r) {
  const dirs = genDirs(r);
  const cwd = pickCwd(r, dirs);
  const entries = [];
  // Files to import, and @tokens in several forms (in code, an address, missing, repeated).
  const shared = r.chance(0.4);
  if (shared) {
    entries.push({ path: 'docs/shared.md', kind: 'file', text: genText(r, { lines: r.chance(0.3) ? ['@more.md'] : [] }) });
    entries.push({ path: 'docs/more.md', kind: 'file', text: genText(r) });
  }
  const imports = (d) => {
    if (!shared || !r.chance(0.35)) return [];
    const rel = path.posix.relative(d, 'docs/shared.md');
    return [r.pick([`@${rel}`, `see @${rel}.`, `(@${rel})`, `\`@${rel}\``, '@missing.md', `x@${rel}`, `@${rel} and @${rel}`, `@./${rel}`, `@${path.posix.relative(d, 'docs/more.md')}`])];
  };
  if (r.chance(0.5)) entries.push({ path: '.github/copilot-instructions.md', kind: 'file', text: genText(r, { lines: imports('.') }) });
  for (const d of dirs) {
    for (const n of ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md']) place(r, entries, join(d, n), n === 'AGENTS.md' ? 0.35 : 0.2, { fifo: false, lines: imports(d) });
    if (d !== '.' && r.chance(0.08)) entries.push({ path: join(d, '.github/copilot-instructions.md'), kind: 'file', text: genText(r) });
  }
  if (r.chance(0.3)) entries.push({ path: '.github/instructions/ts.instructions.md', kind: 'file', text: r.pick(COPILOT_FRONT) + genText(r) });
  if (r.chance(0.15)) entries.push({ path: '.github/instructions/more/b.instructions.md', kind: 'file', text: r.pick(COPILOT_FRONT) + genText(r) });
  if (cwd !== '.' && r.chance(0.1)) entries.push({ path: join(cwd, '.github/instructions/c.instructions.md'), kind: 'file', text: r.pick(COPILOT_FRONT) + genText(r) });
  const settings = {};
  if (r.chance(0.2)) settings.personal = { name: 'copilot-instructions.md', text: genText(r) };
  if (r.chance(0.1)) settings.personalFiles = [{ name: 'instructions/h.instructions.md', text: r.pick(COPILOT_FRONT) + genText(r) }];
  return { entries, cwd, settings };
}

export const GENERATORS = { codex: codexTree, gemini: geminiTree, opencode: opencodeTree, 'claude-code': claudeTree, 'copilot-cli': copilotTree, cline: clineTree, continue: continueTree };

/** The tree for (agent, seed, index). */
export function genTree(agent, seed, index) {
  const gen = GENERATORS[agent];
  if (!gen) throw new Error(`no tree generator for ${agent}`);
  const t = gen(rng(treeSeed(agent, seed, index)));
  return { agent, seed, index, ...t };
}

/**
 * Write a tree under `root` (created empty) as a git repository; `home` gets the personal files.
 * Entries whose parent is not a directory (a file or FIFO took the name) are skipped.
 */
export function buildTree(root, tree, home = null) {
  fs.mkdirSync(root, { recursive: true });
  execFileSync('git', ['init', '-q', root], { stdio: 'ignore' });
  for (const e of tree.entries) {
    const abs = path.join(root, ...e.path.split('/'));
    try {
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      if (fs.existsSync(abs) || isLink(abs)) continue;
      if (e.kind === 'file') fs.writeFileSync(abs, e.text);
      else if (e.kind === 'dir') fs.mkdirSync(abs);
      else if (e.kind === 'link') fs.symlinkSync(e.target, abs);
      else if (e.kind === 'fifo') execFileSync('mkfifo', [abs]);
    } catch {
      // a path component is a file, a FIFO or a link: the entry cannot exist in this tree
    }
  }
  fs.mkdirSync(path.join(root, ...tree.cwd.split('/')), { recursive: true });
  if (home) {
    for (const f of [...(tree.settings.personal ? [tree.settings.personal] : []), ...(tree.settings.personalFiles ?? [])]) {
      const abs = path.join(home, personalDir(tree.agent), ...f.name.split('/'));
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, f.text);
    }
  }
}

/** Where each agent keeps personal instructions, relative to the home the harness gives it. */
export function personalDir(agent) {
  return { codex: '.codex', gemini: '.gemini', 'claude-code': '.claude', opencode: '.config/opencode', 'copilot-cli': '.copilot', cline: '.', continue: '.continue' }[agent];
}

function isLink(p) {
  try {
    return fs.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

/** A short picture of the tree for a mismatch report. */
export function describeTree(tree) {
  const lines = [`cwd: ${tree.cwd}`];
  if (Object.keys(tree.settings).length > 0) lines.push(`settings: ${JSON.stringify(tree.settings)}`);
  for (const e of [...tree.entries].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    if (e.kind === 'file') lines.push(`  ${e.path}  ${JSON.stringify(e.text.length > 60 ? `${e.text.slice(0, 60)}…` : e.text)} (${Buffer.byteLength(e.text)} B)`);
    else if (e.kind === 'link') lines.push(`  ${e.path} -> ${e.target}`);
    else lines.push(`  ${e.path}  [${e.kind}]`);
  }
  return lines.join('\n');
}
