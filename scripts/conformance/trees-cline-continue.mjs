/**
 * Tree generators for Cline CLI and Continue CLI (the coverage lists are in docs/profiles.md#cline
 * and #continue): the instruction files at the working directory and above it (which neither agent
 * reads), rules folders with names that collide once lowercased, front matter of every kind the
 * agents treat differently, odd entries (folders, FIFOs, links, dangling links), and personal rules.
 */
import { genDirs, genText, oddEntry, pickCwd, place } from './trees.mjs';

const join = (d, n) => (d === '.' ? n : `${d}/${n}`);

/** Rule file names: case and extension variants of a few stems, and names that sort differently by locale and by bytes. */
const CLINE_NAMES = ['style.md', 'Style.txt', 'style.markdown', 'testing.md', 'TESTING.MD', 'review.txt', 'notes.json', 'readme', '.hidden.md', 'AGENTS.md', 'agents.md', 'ü.md', 'Zeta.md', '_lead.md', '-dash.md', 'a b.md', '10.md', '9.txt', 'Ελληνικά.md', '日本語.md', 'r.md', 'r.txt'];

const CLINE_FRONT = [
  () => '',
  () => '',
  () => '',
  (r) => `---\nname: ${r.pick(['Style', 'testing', 'Review', 'Ünïcode', '  padded  ', 'zz top', 'r'])}\n---\n`,
  () => '---\ndisabled: true\n---\n',
  () => '---\ndisabled: false\nenabled: false\n---\n',
  () => '---\nenabled: false\n---\n',
  () => '---\nenabled: true\n---\n',
  () => '---\ndisabled: "yes"\n---\n',
  () => '---\nname: 5\n---\n',
  () => '---\nname: ""\n---\n',
  () => '---\npaths:\n  - "src/**"\n---\n',
  () => '---\nname: [unclosed\n---\n',
  () => '---\r\nname: CRLF rule\r\n---\r\n',
  () => '\uFEFF---\nname: bom\n---\n',
  () => '---\n- a list\n---\n',
];

function clineRule(r) {
  return r.pick(CLINE_FRONT)(r) + genText(r);
}

/** A rules folder: a few top-level files (links and odd entries among them) and a subfolder Cline ignores. */
function clineFolder(r, entries, dir) {
  const n = r.int(0, 4);
  for (let i = 0; i < n; i++) {
    const rel = join(dir, r.pick(CLINE_NAMES));
    if (entries.some((e) => e.path === rel)) continue;
    if (r.chance(0.85)) entries.push({ path: rel, kind: 'file', text: clineRule(r) });
    else entries.push(oddEntry(r, rel, entries));
  }
  if (r.chance(0.15)) entries.push({ path: join(dir, 'nested/deep.md'), kind: 'file', text: genText(r) });
}

export function clineTree(r) {
  const dirs = genDirs(r);
  const cwd = pickCwd(r, dirs);
  const entries = [];
  // AGENTS.md and rules at the root and on the way down (read only where Cline starts).
  for (const d of dirs) {
    const here = d === cwd;
    place(r, entries, join(d, 'AGENTS.md'), here ? 0.55 : 0.3, { pOdd: 0.1 });
    const roll = r.next();
    if (roll < (here ? 0.15 : 0.05)) entries.push({ path: join(d, '.clinerules'), kind: 'file', text: clineRule(r) });
    else if (roll < (here ? 0.65 : 0.2)) clineFolder(r, entries, join(d, '.clinerules'));
    if (r.chance(here ? 0.4 : 0.1)) clineFolder(r, entries, join(d, '.cline/rules'));
    if (here && r.chance(0.08)) {
      entries.push({ path: join(d, '.cline/team/managed.json'), kind: 'file', text: r.chance(0.8) ? '{"source":"team"}\n' : 'not json\n' });
      entries.push({ path: join(d, '.cline/team/rules.md'), kind: 'file', text: clineRule(r) });
    }
  }
  const settings = {};
  if (r.chance(0.35)) {
    settings.personalFiles = [];
    const n = r.int(1, 3);
    for (let i = 0; i < n; i++) {
      const dir = r.pick(['.cline/rules', '.cline/rules', 'Documents/Cline/Rules', 'Cline/Rules', '.agents']);
      const name = dir === '.agents' ? '.agents/AGENTS.md' : `${dir}/${r.pick(CLINE_NAMES.filter((x) => !x.startsWith('.') && x.includes('.')))}`;
      if (settings.personalFiles.some((f) => f.name === name)) continue;
      settings.personalFiles.push({ name, text: clineRule(r) });
    }
  }
  return { entries, cwd, settings };
}

const CONTINUE_FRONT = [
  () => '',
  () => '',
  () => '---\nalwaysApply: true\n---\n',
  () => '---\nalwaysApply: false\n---\n',
  () => '---\nalwaysApply: false\ndescription: When editing docs\n---\n',
  () => '---\nglobs: "**/*.ts"\n---\n',
  () => '---\nglobs: "**/*.ts"\nalwaysApply: true\n---\n',
  () => '---\nregex: "TODO"\n---\n',
  () => '---\ninvokable: true\n---\n',
  () => '---\nalwaysApply: "true"\n---\n',
  () => '---\nalwaysApply:\n---\n',
  () => '---\nname: Team rule\ndescription: always\n---\n',
  () => '---\nname: [unclosed\n---\n',
  () => '---\r\nalwaysApply: true\r\n---\r\n',
  () => 'just a string\n---\n',
  () => '---   \n\n---\n',
];

const CONTINUE_NAMES = ['style.md', 'testing.md', 'Zeta.md', '_lead.md', 'a b.md', 'ü.md', '10.md', '9.md', 'notes.txt', 'README.MD', 'sub/inner.md', 'sub/deeper/x.md', 'Sub/y.md', 'a/z.md'];

function continueRules(r, entries, dir, texts) {
  const n = r.int(1, 5);
  for (let i = 0; i < n; i++) {
    const rel = join(dir, r.pick(CONTINUE_NAMES));
    if (entries.some((e) => e.path === rel || e.path.startsWith(`${rel}/`) || rel.startsWith(`${e.path}/`))) continue;
    if (r.chance(0.1)) {
      entries.push(oddEntry(r, rel, entries));
      continue;
    }
    // Now and then the same text as an earlier rule (Continue sends it once).
    const text = texts.length > 0 && r.chance(0.15) ? r.pick(texts) : r.pick(CONTINUE_FRONT)(r) + genText(r, { lines: r.chance(0.08) ? ['---'] : [] });
    texts.push(text);
    entries.push({ path: rel, kind: 'file', text });
  }
}

export function continueTree(r) {
  const dirs = genDirs(r);
  const cwd = pickCwd(r, dirs);
  const entries = [];
  const texts = [];
  for (const d of dirs) {
    const here = d === cwd;
    if (!here && d !== '.' && !r.chance(0.3)) continue;
    for (const n of ['AGENTS.md', 'AGENT.md', 'CLAUDE.md', 'CODEX.md']) place(r, entries, join(d, n), n === 'AGENTS.md' ? 0.35 : 0.2, { fifo: false });
    if (r.chance(here ? 0.65 : 0.25)) continueRules(r, entries, join(d, '.continue/rules'), texts);
  }
  const settings = {};
  if (r.chance(0.25)) {
    settings.personalFiles = [];
    for (const name of ['rules/mine.md', 'rules/sub/more.md'].slice(0, r.int(1, 2))) {
      const text = texts.length > 0 && r.chance(0.2) ? r.pick(texts) : r.pick(CONTINUE_FRONT)(r) + genText(r);
      settings.personalFiles.push({ name, text });
    }
  }
  return { entries, cwd, settings };
}

