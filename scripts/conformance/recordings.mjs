/**
 * The recordings: named cases (test/conformance/recordings.json), each a small repository with the
 * real agent's answer recorded beside it. The project's tests check every profile against the
 * recordings without the agents; the harness (`--recordings`) checks that every recording is still
 * what the real agent answers, and `--record` writes the answers again.
 *
 * Paths in a recorded text are written with {ROOT} and {HOME} for the repository and the home.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORACLES } from './oracles.mjs';
import { relFiles } from './compare.mjs';
import { inListingOrder, listingOrder } from './fs-order.mjs';
import { inRunOrder } from './run-order.mjs';

export const RECORDINGS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/conformance/recordings.json');

/** Write RepoFiles-style entries (string, {symlink}, {dir}, {fifo}) under `dir`. */
export function writeEntries(dir, files) {
  for (const [rel, e] of Object.entries(files ?? {})) {
    const abs = path.join(dir, ...rel.split('/'));
    if (typeof e === 'object' && e.dir) {
      fs.mkdirSync(abs, { recursive: true });
      continue;
    }
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    if (typeof e === 'string') fs.writeFileSync(abs, e);
    else if (e.symlink !== undefined) fs.symlinkSync(e.symlink, abs);
    else if (e.fifo) execFileSync('mkfifo', [abs]);
  }
}

/** Build a case: a git repository `repo` (and `outside/` beside it for links out), and a home. */
export function buildCase(tmp, c) {
  const dir = fs.mkdtempSync(path.join(tmp, 'case-'));
  const root = path.join(dir, 'repo');
  const home = path.join(dir, 'home');
  fs.mkdirSync(root);
  fs.mkdirSync(home);
  execFileSync('git', ['init', '-q', root], { stdio: 'ignore' });
  writeEntries(root, c.files);
  writeEntries(home, c.home);
  writeEntries(path.join(dir, 'outside'), c.outside);
  fs.mkdirSync(path.join(root, ...c.cwd.split('/')), { recursive: true });
  const realRoot = fs.realpathSync(root);
  const realHome = fs.realpathSync(home);
  return { dir, root: realRoot, home: realHome, cwdAbs: c.cwd === '.' ? realRoot : path.join(realRoot, ...c.cwd.split('/')) };
}

const placeholders = (text, root, home) => text.split(root).join('{ROOT}').split(home).join('{HOME}');

/** The real agent's answer for a case, in recording form (`onRefused` hears why it did not start). */
export async function answerOf(c, built, { bins, server, onRefused = () => {} }) {
  const a = await ORACLES[c.agent]({ bin: bins[c.agent], root: built.root, cwdAbs: built.cwdAbs, home: built.home, server, settings: c.settings ?? {}, tag: `rec-${c.name}` });
  if (a.refused !== undefined) {
    onRefused(a.refused);
    return { refused: true };
  }
  return { files: relFiles(a.files, built.root, built.home), text: placeholders(a.text, built.root, built.home) };
}

/**
 * Check (or, with `record`, rewrite) every recording of the given agents, `jobs` cases at a time
 * (the oracles keep parallel runs apart, as for the trees); returns the failures in file order.
 */
export async function checkRecordings({ agents, bins, server, tmp, versions, record = false, jobs = 1 }) {
  const cases = JSON.parse(fs.readFileSync(RECORDINGS, 'utf8'));
  const failed = new Map();
  const mine = cases.filter((c) => agents.includes(c.agent));
  let next = 0;
  const worker = async () => {
    while (next < mine.length) await checkOne(mine[next++], { bins, server, tmp, versions, record, failed });
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  if (record) fs.writeFileSync(RECORDINGS, `${JSON.stringify(cases, null, 2)}\n`);
  return mine.filter((c) => failed.has(c)).map((c) => failed.get(c));
}

async function checkOne(c, { bins, server, tmp, versions, record, failed }) {
  const built = buildCase(tmp, c);
  let why = '';
  let got = await answerOf(c, built, { bins, server, onRefused: (r) => (why = r) });
  if (!record && got.refused && !c.recorded.refused) {
    // The agent did not start where it was recorded to start: a crash of the real binary (seen once
    // in CI on a loaded machine, never reproduced) or a real change. Asked once more on a fresh copy
    // of the case, it tells them apart; a real change fails both times.
    console.log(`recording ${c.name}: ${c.agent} did not start (${why.slice(0, 300)}); asking once more`);
    const again = buildCase(tmp, c);
    got = await answerOf(c, again, { bins, server });
    fs.rmSync(again.dir, { recursive: true, force: true });
  }
  if (record) {
    c.recorded = got;
    c.version = versions[c.agent];
  } else if (JSON.stringify(got) !== JSON.stringify(c.fsOrder ? inListingOrder(c.recorded, listingOrder(built.root, c.fsOrder)) : c.runOrder ? inRunOrder(c.recorded, c.runOrder, got.files ?? [], (f) => `Instructions from: {ROOT}/${f}\n`) : c.recorded)) {
    failed.set(c, { name: c.name, message: `the real ${c.agent}@${versions[c.agent]} now answers ${JSON.stringify(got).slice(0, 400)}, recorded ${JSON.stringify(c.recorded).slice(0, 400)}` });
  }
  fs.rmSync(built.dir, { recursive: true, force: true });
}
