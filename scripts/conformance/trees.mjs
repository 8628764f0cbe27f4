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
  geminiIncludes(r, entries, dirs, cwd);
  return { entries, cwd, settings };
}

/**
 * Drawn after the trees above, so they stay what they were (issue 27): `context.includeDirectories`
 * in `<cwd>/.gemini/settings.json`: directories of the tree and a shared folder (walked up, never
 * down), a `..` path, the working directory itself, a link to a folder, a single string instead of a
 * list, and now and then one that does not exist or is a file (Gemini CLI then stops at startup).
 */
function geminiIncludes(r, entries, dirs, cwd) {
  if (!r.chance(0.3)) return;
  const add = (e) => {
    if (!entries.some((x) => x.path === e.path || x.path.startsWith(`${e.path}/`) || e.path.startsWith(`${x.path}/`))) entries.push(e);
  };
  const rel = (to) => path.posix.relative(cwd === '.' ? '' : cwd, to === '.' ? '' : to) || '.';
  const picks = [];
  for (let k = r.int(1, 2); k > 0; k--) {
    const roll = r.next();
    if (roll < 0.35) {
      add({ path: 'shared/GEMINI.md', kind: 'file', text: genText(r) });
      add({ path: 'shared/inc/GEMINI.md', kind: 'file', text: genText(r) });
      add({ path: 'shared/inc/below/GEMINI.md', kind: 'file', text: genText(r) });
      picks.push(rel('shared/inc'));
    } else if (roll < 0.6) picks.push(rel(r.pick(dirs)));
    else if (roll < 0.7) picks.push(r.pick(['.', '', `./${rel(r.pick(dirs))}`]));
    else if (roll < 0.82) {
      add({ path: 'linked-target/GEMINI.md', kind: 'file', text: genText(r) });
      add({ path: 'inc-link', kind: 'link', target: 'linked-target' });
      picks.push(rel('inc-link'));
    } else if (roll < 0.91) picks.push(rel('no-such-dir'));
    else {
      add({ path: 'notes.md', kind: 'file', text: genText(r) });
      picks.push(rel('notes.md'));
    }
  }
  const value = picks.length === 1 && r.chance(0.2) ? picks[0] : picks;
  const at = join(cwd, '.gemini/settings.json');
  const e = entries.find((x) => x.path === at && x.kind === 'file');
  if (e) {
    const v = JSON.parse(e.text);
    v.context.includeDirectories = value;
    e.text = `${JSON.stringify(v, null, 2)}\n`;
  } else entries.push({ path: at, kind: 'file', text: `${JSON.stringify({ context: { includeDirectories: value } }, null, 2)}\n` });
}

function opencodeTree(r) {
  const dirs = genDirs(r);
  const entries = [];
  for (const d of dirs) for (const n of ['AGENTS.md', 'CLAUDE.md', 'CONTEXT.md']) place(r, entries, join(d, n), n === 'AGENTS.md' ? 0.3 : 0.25, { fifo: false });
  if (r.chance(0.25)) {
    entries.push({ path: 'docs/rules.md', kind: 'file', text: genText(r) });
    entries.push({ path: 'opencode.json', kind: 'file', text: `${JSON.stringify({ instructions: [r.pick(['docs/rules.md', 'docs/*.md'])] }, null, 2)}\n` });
  }
  const cwd = pickCwd(r, dirs);
  return { entries, cwd, settings: opencodeExtras(r, entries) };
}

/**
 * Drawn after the trees above, so they stay what they were (issues 26 and 27): a personal
 * `~/.config/opencode/AGENTS.md`, `opencode.json` beside `opencode.jsonc` in one folder, and a
 * UTF-8 BOM at the start of a candidate file.
 */
function opencodeExtras(r, entries) {
  const settings = {};
  if (r.chance(0.25)) settings.personal = { name: 'AGENTS.md', text: genText(r) };
  if (r.chance(0.15)) {
    entries.push({ path: 'docs/json.md', kind: 'file', text: genText(r) }, { path: 'docs/jsonc.md', kind: 'file', text: genText(r) });
    const json = entries.find((e) => e.path === 'opencode.json');
    if (json) json.text = `${JSON.stringify({ instructions: [...JSON.parse(json.text).instructions, 'docs/json.md'] }, null, 2)}\n`;
    else entries.push({ path: 'opencode.json', kind: 'file', text: `${JSON.stringify({ instructions: ['docs/json.md'] }, null, 2)}\n` });
    entries.push({ path: 'opencode.jsonc', kind: 'file', text: '{\n  // the second name\n  "instructions": ["docs/jsonc.md",],\n}\n' });
  }
  const files = entries.filter((e) => e.kind === 'file' && e.text.length > 0 && /(AGENTS|CLAUDE|CONTEXT)\.md$/.test(e.path));
  if (files.length > 0 && r.chance(0.15)) {
    const f = r.pick(files);
    f.text = `\uFEFF${f.text}`;
  }
  opencodeGlobLevels(r, entries);
  return settings;
}

/**
 * Drawn after everything above (issue 27 item 14): `instructions` globs of several levels, whose
 * order comes from OpenCode's asynchronous walker: `docs/**\/*.md` over nested folders (one or two
 * sub-folders: the second makes the order run-dependent) and `packages/*\/RULES.md` (one to three
 * packages: an lstat each).
 */
function opencodeGlobLevels(r, entries) {
  if (!r.chance(0.25)) return;
  const glob = r.pick(['docs/**/*.md', 'packages/*/RULES.md', 'guides/*/*.md']);
  const add = (p) => {
    if (!entries.some((e) => e.path === p || e.path.startsWith(`${p}/`) || p.startsWith(`${e.path}/`))) entries.push({ path: p, kind: 'file', text: genText(r) || 'x\n' });
  };
  if (glob === 'docs/**/*.md') {
    for (let k = r.int(1, 3); k > 0; k--) add(`docs/${r.pick(['a.md', 'b.md', 'c.md'])}`);
    const subs = r.chance(0.6) ? ['x'] : ['x', 'y'];
    for (const sub of subs) {
      add(`docs/${sub}/${r.pick(['d.md', 'e.md'])}`);
      if (r.chance(0.5)) add(`docs/${sub}/deep/f.md`);
    }
    if (r.chance(0.3)) add('docs/notes.txt');
  } else if (glob === 'packages/*/RULES.md') {
    for (const p of ['api', 'web', 'cli'].slice(0, r.int(1, 3))) add(`packages/${p}/RULES.md`);
    if (r.chance(0.3)) add('packages/api/OTHER.md');
  } else {
    add(`guides/${r.pick(['one', 'two'])}/${r.pick(['a.md', 'b.md'])}`);
    if (r.chance(0.4)) add('guides/one/c.md');
  }
  const json = entries.find((e) => e.path === 'opencode.json');
  if (json) json.text = `${JSON.stringify({ instructions: [...JSON.parse(json.text).instructions, glob] }, null, 2)}\n`;
  else entries.push({ path: 'opencode.json', kind: 'file', text: `${JSON.stringify({ instructions: [glob] }, null, 2)}\n` });
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
  const cwd = pickCwd(r, dirs);
  claudeExtras(r, entries, dirs, cwd);
  return { entries, cwd, settings };
}

/** HTML comments in the forms Claude Code removes and keeps (issue 27). */
const CLAUDE_COMMENTS = ['<!-- a note -->', '<!--\nhidden\nlines\n-->', 'kept <!-- inline --> too', '`<!-- in code -->`', '```\n<!-- fenced -->\n```', '<!-- cut --> tail', '  <!-- indented -->', '<!-- x --><!-- y -->', '<!-- unterminated'];
/** Front matter of a rule: none, description only, `paths: []`, a path-scoped rule (not loaded). */
const CLAUDE_RULE_FRONT = ['', '', '---\ndescription: style rules\n---\n', '---\npaths: []\n---\n', '---\npaths:\n  - "src/**"\n---\n'];

/**
 * Drawn after the trees above, so they stay what they were (issue 27): HTML comments and front
 * matter in the files Claude Code loads, `.claude/rules` folders (nested, in the file system's
 * order, with front matter), linked rule files and folders, a gitignored rule, import chains four
 * and five hops deep (from CLAUDE.md or a rule), and a linked CLAUDE.md whose imports resolve
 * against its target.
 */
function claudeExtras(r, entries, dirs, cwd) {
  const onPath = dirs.filter((d) => d === '.' || cwd === d || cwd.startsWith(`${d}/`));
  const has = (p) => entries.some((e) => e.path === p || e.path.startsWith(`${p}/`) || p.startsWith(`${e.path}/`));
  const add = (e) => {
    if (!has(e.path)) entries.push(e);
  };
  // Rules, in the root or a directory on the path.
  let rulesDir = null;
  if (r.chance(0.45)) {
    rulesDir = join(r.pick(onPath), '.claude/rules');
    const names = ['a.md', 'b.md', 'top.md', 'style.md', 'sub/deep.md', 'sub/more/deeper.md', 'notes.txt'];
    for (let i = r.int(1, 4); i > 0; i--) add({ path: `${rulesDir}/${r.pick(names)}`, kind: 'file', text: r.pick(CLAUDE_RULE_FRONT) + genText(r) });
  }
  // A linked rule file and a linked folder inside .claude/rules (targets in the repository).
  if (rulesDir && r.chance(0.2)) {
    add({ path: 'shared-rules/linked.md', kind: 'file', text: genText(r) });
    add({ path: `${rulesDir}/linked.md`, kind: 'link', target: path.posix.relative(rulesDir, 'shared-rules/linked.md') });
  }
  if (rulesDir && r.chance(0.15)) {
    add({ path: 'shared-rules/dir/inner.md', kind: 'file', text: genText(r) });
    add({ path: `${rulesDir}/folder`, kind: 'link', target: path.posix.relative(rulesDir, 'shared-rules/dir') });
  }
  // A gitignored personal rule.
  if (r.chance(0.15)) {
    const rel = join(r.pick(onPath), '.claude/rules/personal.md');
    add({ path: rel, kind: 'file', text: genText(r) });
    const gi = entries.find((e) => e.path === '.gitignore');
    if (gi) gi.text += `${rel}\n`;
    else entries.push({ path: '.gitignore', kind: 'file', text: `${rel}\n` });
  }
  // An import chain, four or five hops deep.
  if (r.chance(0.15)) {
    const n = r.int(4, 5);
    for (let i = 1; i <= n; i++) add({ path: `chain/h${i}.md`, kind: 'file', text: `hop ${i}${i < n ? ` @h${i + 1}.md` : ''}\n` });
    const from = r.chance(0.5) && rulesDir ? `${rulesDir}/chain.md` : join(r.pick(onPath), 'CLAUDE.md');
    const line = `@${path.posix.relative(path.posix.dirname(from), 'chain/h1.md')}`;
    const e = entries.find((x) => x.path === from && x.kind === 'file');
    if (e) e.text = `${e.text}${e.text === '' || e.text.endsWith('\n') ? '' : '\n'}${line}\n`;
    else add({ path: from, kind: 'file', text: `${line}\n` });
  }
  // A linked CLAUDE.md whose import names a file beside its target (and another beside the link).
  if (r.chance(0.1)) {
    const d = r.pick(onPath);
    add({ path: 'real/CLAUDE.md', kind: 'file', text: 'real @x.md\n' });
    add({ path: 'real/x.md', kind: 'file', text: 'beside the target\n' });
    add({ path: join(d, 'x.md'), kind: 'file', text: 'beside the link\n' });
    add({ path: join(d, 'CLAUDE.md'), kind: 'link', target: path.posix.relative(d, 'real/CLAUDE.md') });
  }
  // HTML comments and front matter in files Claude Code loads.
  for (const e of entries) {
    if (e.kind !== 'file' || e.path.endsWith('.gitignore') || e.text.trim() === '') continue;
    if (r.chance(0.25)) {
      const eol = e.text.includes('\r\n') ? '\r\n' : '\n';
      const lines = e.text.split(eol);
      for (let k = r.int(1, 3); k > 0; k--) lines.splice(r.int(0, lines.length - 1), 0, r.pick(CLAUDE_COMMENTS).replace(/\n/g, eol));
      e.text = lines.join(eol);
    }
    if (!e.path.includes('.claude/rules/') && r.chance(0.06)) e.text = `---\ndescription: team rules\n---\n${e.text}`;
  }
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
  copilotIgnoredInstructions(r, entries);
  copilotCaseAndRules(r, entries, dirs, cwd);
  return { entries, cwd, settings };
}

/** Front matter of a `.claude/rules` file as Copilot CLI reads it: none, description, paths (list, empty, unquoted), applyTo, both. */
const COPILOT_RULE_FRONT = ['', '', '---\ndescription: style\n---\n', '---\npaths:\n  - "src/**"\n---\n', '---\npaths: []\n---\n', '---\napplyTo: "**/*.ts"\n---\n', '---\npaths: **/*.go\n---\n', '---\npaths:\n  - "lib/**"\napplyTo: "**"\n---\n', '---\nexcludeAgent: "coding-agent"\n---\n'];

/**
 * Drawn after the trees above, so they stay what they were (issue 27 items 9 and 10): model files
 * and `.github` files named in another case (beside the exact name or instead of it), and
 * `.claude/rules` in the root and the working directory (front matter forms, nested folders, `.MD`,
 * a `.txt`, a dot file, a gitignored rule, a linked rule file, names whose walk order differs from
 * their sorted paths).
 */
function copilotCaseAndRules(r, entries, dirs, cwd) {
  const onPath = dirs.filter((d) => d === '.' || cwd === d || cwd.startsWith(`${d}/`));
  const has = (p) => entries.some((e) => e.path === p || e.path.startsWith(`${p}/`) || p.startsWith(`${e.path}/`));
  const add = (e) => {
    if (!has(e.path)) entries.push(e);
  };
  for (const d of onPath) {
    if (!r.chance(0.3)) continue;
    for (let k = r.int(1, 2); k > 0; k--) add({ path: join(d, r.pick(['agents.md', 'Agents.md', 'AGENTS.MD', 'claude.md', 'Claude.md', 'gemini.md', 'Gemini.MD'])), kind: 'file', text: genText(r) });
  }
  if (r.chance(0.15)) add({ path: join(r.pick(onPath), `.github/${r.pick(['Copilot-Instructions.md', 'COPILOT-INSTRUCTIONS.md'])}`), kind: 'file', text: genText(r) });
  if (r.chance(0.1)) add({ path: '.github/instructions/Mixed.Instructions.MD', kind: 'file', text: r.pick(COPILOT_FRONT) + genText(r) });
  const rulesIn = r.chance(0.45) ? [...new Set(['.', r.chance(0.5) ? cwd : r.pick(onPath)])] : [];
  const names = ['a.md', 'b.md', 'a-b.md', 'a/x.md', 'Z.md', 'sub/deep.md', 'G.MD', 'notes.txt', '.hidden.md'];
  for (const d of rulesIn) {
    const top = join(d, '.claude/rules');
    for (let k = r.int(1, 4); k > 0; k--) add({ path: `${top}/${r.pick(names)}`, kind: 'file', text: r.pick(COPILOT_RULE_FRONT) + genText(r) });
    if (r.chance(0.15)) {
      add({ path: 'shared-rules/linked.md', kind: 'file', text: r.pick(COPILOT_RULE_FRONT) + genText(r) });
      add({ path: `${top}/linked.md`, kind: 'link', target: path.posix.relative(top, 'shared-rules/linked.md') });
    }
    if (r.chance(0.15)) {
      const rel = `${top}/mine.md`;
      add({ path: rel, kind: 'file', text: genText(r) });
      const gi = entries.find((e) => e.path === '.gitignore');
      if (gi) gi.text += `${rel}\n`;
      else entries.push({ path: '.gitignore', kind: 'file', text: `${rel}\n` });
    }
  }
}

/** Drawn last, so the trees above stay what they were (issue 27): a gitignored path-specific file, which Copilot CLI loads. */
function copilotIgnoredInstructions(r, entries) {
  if (!r.chance(0.15)) return;
  const rel = '.github/instructions/personal.instructions.md';
  entries.push({ path: rel, kind: 'file', text: r.pick(COPILOT_FRONT) + genText(r) });
  const gi = entries.find((e) => e.path === '.gitignore');
  if (gi) gi.text += `${rel}\n`;
  else entries.push({ path: '.gitignore', kind: 'file', text: `${rel}\n` });
}

export const GENERATORS = { codex: codexTree, gemini: geminiTree, opencode: opencodeTree, 'claude-code': claudeTree, 'copilot-cli': copilotTree, cline: clineTree, continue: continueTree };

// Qwen Code (coverage list: docs/profiles.md#qwen): QWEN.md and AGENTS.md in every directory (odd
// entries: directories, links, dangling links), @imports (found, missing, in code, a cycle),
// .qwen/QWEN.local.md, .qwen/rules with and without front matter (paths: conditional,
// description, an empty body, a comment only, a nested folder, a link), context.fileName in
// <cwd>/.qwen/settings.json (replacing the names), personal ~/.qwen/QWEN.md or AGENTS.md, blank files.
const QWEN_RULE_FRONT = ['', '', '---\ndescription: style\n---\n', '---\npaths:\n  - "src/**"\n---\n', '---\npaths: "**/*.ts"\n---\n', '<!-- note -->\n', '---\ndescription: [broken\n---\n'];

function qwenTree(r) {
  const dirs = genDirs(r);
  const cwd = pickCwd(r, dirs);
  const names = r.chance(0.12) ? r.pick([['AGENTS.md'], ['TEAM.md'], ['TEAM.md', 'QWEN.md']]) : null;
  const entries = [];
  const shared = r.chance(0.35);
  if (shared) {
    entries.push({ path: 'docs/shared.md', kind: 'file', text: genText(r, { lines: r.chance(0.3) ? ['@more.md'] : r.chance(0.1) ? ['@shared.md'] : [] }) });
    entries.push({ path: 'docs/more.md', kind: 'file', text: genText(r) });
  }
  for (const d of dirs) {
    for (const n of ['QWEN.md', 'AGENTS.md', 'TEAM.md']) {
      const rel = path.posix.relative(d, 'docs/shared.md');
      const imports = shared && r.chance(0.3) ? [r.pick([`@${rel}`, `see @${rel} first`, `\`@${rel}\``, '@missing.md', `@./${rel}`, `x@${rel}`])] : [];
      place(r, entries, join(d, n), n === 'QWEN.md' ? 0.4 : n === 'AGENTS.md' ? 0.35 : names ? 0.3 : 0.05, { lines: imports, fifo: false });
    }
  }
  if (r.chance(0.2)) entries.push({ path: '.qwen/QWEN.local.md', kind: 'file', text: genText(r) });
  const rules = r.int(0, 3);
  for (let i = 0; i < rules; i++) entries.push({ path: r.pick(['.qwen/rules/a.md', '.qwen/rules/b.md', '.qwen/rules/sub/c.md', '.qwen/rules/Z.md', '.qwen/rules/notes.txt']), kind: 'file', text: r.pick(QWEN_RULE_FRONT) + genText(r) });
  if (rules > 0 && r.chance(0.1)) entries.push({ path: '.qwen/rules/link.md', kind: 'link', target: '../../docs/more.md' });
  if (names) entries.push({ path: join(cwd, '.qwen/settings.json'), kind: 'file', text: `${JSON.stringify({ context: { fileName: names.length === 1 && r.chance(0.5) ? names[0] : names } }, null, 2)}\n` });
  const settings = {};
  if (r.chance(0.25)) settings.personal = { name: r.pick(['QWEN.md', 'AGENTS.md']), text: genText(r) };
  return { entries, cwd, settings };
}

// Kilo Code CLI (coverage list: docs/profiles.md#kilo): OpenCode's names in every directory,
// legacy rules (.kilo/rules, .kilocode/rules with a shared file name, rules-<mode> folders,
// .kilocoderules and .kilocoderules-<mode>, front matter, empty files, a link, a .txt) at the root
// and in the working directory, kilo.json or .kilo/kilo.json instructions, personal
// ~/.config/kilo/AGENTS.md or ~/.claude/CLAUDE.md, blank files.
const KILO_RULES = ['.kilo/rules/k.md', '.kilocode/rules/k.md', '.kilocode/rules/j.md', '.kilo/rules/a.md', '.kilocoderules', '.kilocode/rules-code/c.md', '.kilo/rules-architect/a.md', '.kilocoderules-ask', '.kilo/rules/notes.txt'];

function kiloTree(r) {
  const dirs = genDirs(r);
  const cwd = pickCwd(r, dirs);
  const entries = [];
  for (const d of dirs) for (const n of ['AGENTS.md', 'CLAUDE.md', 'CONTEXT.md']) place(r, entries, join(d, n), n === 'AGENTS.md' ? 0.3 : 0.25, { fifo: false });
  for (const d of new Set(['.', cwd])) {
    const n = r.int(0, 4);
    for (let i = 0; i < n; i++) {
      const rel = join(d, r.pick(KILO_RULES));
      if (entries.some((e) => e.path === rel)) continue;
      entries.push({ path: rel, kind: 'file', text: (r.chance(0.2) ? '---\ndescription: rule\n---\n' : '') + genText(r) });
    }
    if (n > 0 && r.chance(0.1)) entries.push({ path: join(d, '.kilo/rules/link.md'), kind: 'link', target: '../../AGENTS.md' });
  }
  if (r.chance(0.2)) {
    entries.push({ path: 'docs/rules.md', kind: 'file', text: genText(r) });
    entries.push({ path: r.pick(['kilo.json', 'kilo.jsonc', '.kilo/kilo.json', 'opencode.json']), kind: 'file', text: `${JSON.stringify({ instructions: [r.pick(['docs/rules.md', 'docs/*.md'])] }, null, 2)}\n` });
  }
  const settings = {};
  if (r.chance(0.15)) settings.personal = { name: r.pick(['.config/kilo/AGENTS.md', '.claude/CLAUDE.md']), text: genText(r) };
  return { entries, cwd, settings };
}

GENERATORS.qwen = qwenTree;
GENERATORS.kilo = kiloTree;

/** The tree for (agent, seed, index). */
export function genTree(agent, seed, index) {
  const gen = GENERATORS[agent];
  if (!gen) throw new Error(`no tree generator for ${agent}`);
  const r = rng(treeSeed(agent, seed, index));
  const t = gen(r);
  linkedCwd(r, t);
  return { agent, seed, index, ...t };
}

/**
 * Drawn after every generator, so the trees stay what they were (issue 27): now and then the agent
 * is started through a link, `cwd-link` at the root, to the working directory (`cwd-link`) or to
 * one of the directories above it (`cwd-link/rest`). Every agent resolves it and walks up from the
 * real path.
 */
function linkedCwd(r, t) {
  if (t.cwd === '.' || !r.chance(0.12)) return;
  if (t.entries.some((e) => e.path === 'cwd-link' || e.path.startsWith('cwd-link/'))) return;
  const parts = t.cwd.split('/');
  const k = r.int(1, parts.length);
  t.entries.push({ path: t.cwd, kind: 'dir' }, { path: 'cwd-link', kind: 'link', target: parts.slice(0, k).join('/') });
  t.cwd = ['cwd-link', ...parts.slice(k)].join('/');
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
  return { codex: '.codex', gemini: '.gemini', 'claude-code': '.claude', opencode: '.config/opencode', 'copilot-cli': '.copilot', qwen: '.qwen', kilo: '', cline: '.', continue: '.continue' }[agent];
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
