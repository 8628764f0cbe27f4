#!/usr/bin/env node
/**
 * Conformance harness: the real agents against the profiles that model them, on seeded random
 * repositories. `npm run conformance -- [options]` (compiles lib/ first).
 *
 *   --trees N          trees per agent (default 30)
 *   --slow-trees N     trees for the agents that take seconds per run (opencode, copilot-cli, qwen, kilo, cline, continue; default: --trees)
 *   --seed S           run seed (default 1); a tree is (agent, seed, index)
 *   --agents LIST      codex,gemini,opencode,claude-code,copilot-cli (default all)
 *   --tree I           only tree number I (reproduce one mismatch)
 *   --jobs J           agent runs in parallel (default 2: the machine has two cores); trees of
 *                      different agents share the slots, and the recordings run J at a time too
 *   --progress-seconds P  a progress line per agent at most every P seconds (default 10; 0: after
 *                      every tree), and one when the agent's last tree is done
 *   --latest           the latest published version of each agent instead of the pinned one
 *   --max-seconds T    stop starting new trees after T seconds (the summary says how many ran)
 *   --recordings       also check test/conformance/recordings.json against the real agents
 *   --record           rewrite the recorded answers from the real agents (then review the diff)
 *   --summary FILE     append a Markdown summary (for $GITHUB_STEP_SUMMARY)
 *   --keep             keep the generated trees (under the temp folder) for inspection
 *   --opencode-run     run `opencode run` for every OpenCode tree instead of asking one long-lived
 *                      `opencode serve` (slower; the same prompt, kept to check that it is)
 *
 * Exit 0: no mismatch; 1: a mismatch; 3: agents could not be installed (one line says so).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { AGENTS, haveStrace, install, latestVersion } from './agents.mjs';
import { startMockServer } from './mock-server.mjs';
import { closeOracles, NEEDS_SERVER, ORACLES, setOpencodeMode } from './oracles.mjs';
import { buildTree, describeTree, genTree } from './trees.mjs';
import { compare, profileAnswer, relFiles, shortDiff } from './compare.mjs';
import { checkRecordings } from './recordings.mjs';

const { values } = parseArgs({
  options: {
    trees: { type: 'string', default: '30' },
    'slow-trees': { type: 'string' },
    seed: { type: 'string', default: '1' },
    agents: { type: 'string', default: Object.keys(AGENTS).join(',') },
    tree: { type: 'string' },
    jobs: { type: 'string', default: '2' },
    latest: { type: 'boolean', default: false },
    'max-seconds': { type: 'string' },
    recordings: { type: 'boolean', default: false },
    record: { type: 'boolean', default: false },
    summary: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'opencode-run': { type: 'boolean', default: false },
    'progress-seconds': { type: 'string', default: '10' },
  },
});
const trees = Number(values.trees);
const SLOW = new Set(['opencode', 'copilot-cli', 'qwen', 'kilo', 'cline', 'continue']);
const seed = Number(values.seed);
const jobs = Math.max(1, Number(values.jobs));
const agents = values.agents.split(',').map((s) => s.trim()).filter(Boolean);
for (const a of agents) if (!AGENTS[a]) {
  console.error(`conformance: unknown agent ${JSON.stringify(a)} (known: ${Object.keys(AGENTS).join(', ')})`);
  process.exit(2);
}
const started = Date.now();
const deadline = values['max-seconds'] ? started + Number(values['max-seconds']) * 1000 : Infinity;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'amda-conformance-'));
const log = (s) => process.stderr.write(`${s}\n`);

// Install (or find in the cache) every agent first: a registry that does not answer is one line, exit 3.
const bins = {};
const versions = {};
for (const a of agents) {
  let version = AGENTS[a].version;
  if (values.latest) {
    const v = latestVersion(a);
    if (!v) {
      console.log(`conformance: the npm registry did not answer for ${AGENTS[a].pkg}; agents not installed, conformance not checked`);
      process.exit(3);
    }
    version = v;
  }
  try {
    bins[a] = install(a, version, log);
    versions[a] = version;
  } catch (e) {
    console.log(`conformance: ${a}@${version} could not be installed (${e.message.split('\n')[0]}); conformance not checked`);
    process.exit(3);
  }
}
if (agents.includes('codex') && !haveStrace()) {
  console.log('conformance: strace is not installed; the Codex file list cannot be observed, conformance not checked');
  process.exit(3);
}

if (values['opencode-run']) setOpencodeMode('run');
const server = agents.some((a) => NEEDS_SERVER.has(a)) ? await startMockServer({ maxRequests: 20 * trees * agents.length + 100, idleMs: 300_000, hardMs: 6 * 3600_000 }) : null;
const { auditDetailed, defaultOptions, getProfile } = await import('../../lib/api.js');
const api = { auditDetailed, defaultOptions, getProfile };

const results = Object.fromEntries(agents.map((a) => [a, { files: 0, text: 0, n: 0, refusedBoth: 0, mismatches: [], of: 0, ms: 0 }]));
const queue = [];
for (const a of agents) {
  const n = SLOW.has(a) && values['slow-trees'] !== undefined ? Number(values['slow-trees']) : trees;
  const indices = values.tree !== undefined ? [Number(values.tree)] : Array.from({ length: n }, (_, i) => i);
  results[a].of = indices.length;
  for (const i of indices) queue.push({ agent: a, index: i });
}
const progress = progressLine(Number(values['progress-seconds']) * 1000);
// Interleave agents so a stopped run has a share of each.
queue.sort((x, y) => x.index - y.index || agents.indexOf(x.agent) - agents.indexOf(y.agent));

async function one({ agent, index }) {
  const tree = genTree(agent, seed, index);
  const build = () => {
    const dir = fs.mkdtempSync(path.join(tmp, `${agent}-${index}-`));
    const root = path.join(dir, 'repo');
    const home = path.join(dir, 'home');
    fs.mkdirSync(home);
    buildTree(root, tree, home);
    const realRoot = fs.realpathSync(root);
    const realHome = fs.realpathSync(home);
    const cwdAbs = tree.cwd === '.' ? realRoot : path.join(realRoot, ...tree.cwd.split('/'));
    return { dir, realRoot, realHome, cwdAbs };
  };
  const ask = (b) => ORACLES[agent]({ bin: bins[agent], root: b.realRoot, cwdAbs: b.cwdAbs, home: b.realHome, server, settings: tree.settings, tag: `${agent}-${index}` });
  let built = build();
  let want = await ask(built);
  let got = await profileAnswer(api, agent, built.realRoot, built.realHome, tree);
  if (want.refused && !got.refused) {
    // The agent did not start where the profile says it starts: a run cut off on a loaded machine
    // (seen in CI: no model request before the oracle's time-out) or a real difference. Asked once
    // more on a fresh copy of the tree, it tells them apart; a real difference fails both times
    // (the recordings do the same).
    console.log(`tree ${index}: ${agent} did not start (${want.refused.slice(0, 300)}); asking once more`);
    if (!values.keep) fs.rmSync(built.dir, { recursive: true, force: true });
    built = build();
    want = await ask(built);
    got = await profileAnswer(api, agent, built.realRoot, built.realHome, tree);
  }
  const { dir, realRoot, realHome } = built;
  const r = results[agent];
  r.n += 1;
  const c = compare(want, got, realRoot, realHome);
  if (c.files) r.files += 1;
  if (c.text) r.text += 1;
  if (!c.files || !c.text) {
    r.mismatches.push({ index, tree, want: { ...want, files: want.files ? relFiles(want.files, realRoot, realHome) : undefined }, got: { ...got, files: got.files ? relFiles(got.files, realRoot, realHome) : undefined }, c, realRoot });
  }
  if (!values.keep) fs.rmSync(dir, { recursive: true, force: true });
}

let next = 0;
let stoppedEarly = false;
async function worker() {
  while (next < queue.length) {
    if (Date.now() > deadline) {
      stoppedEarly = true;
      return;
    }
    const job = queue[next++];
    const t0 = Date.now();
    try {
      await one(job);
    } catch (e) {
      const r = results[job.agent];
      r.n += 1;
      r.mismatches.push({ index: job.index, tree: genTree(job.agent, seed, job.index), error: e.stack ?? String(e) });
    }
    results[job.agent].ms += Date.now() - t0;
    progress(job.agent);
  }
}

/**
 * One line per agent as it goes, on stderr (CI shows it live): at most every `everyMs` per agent,
 * and always for its last tree. `12 s` is the time since the harness started; `1.3 s a tree` the
 * agent's own runs (oracle and profile), which is what N trees of it cost in CI.
 */
function progressLine(everyMs) {
  const last = {};
  return (agent) => {
    const r = results[agent];
    const now = Date.now();
    if (r.n < r.of && now - (last[agent] ?? started) < everyMs) return;
    last[agent] = now;
    const bad = r.mismatches.length > 0 ? `, ${r.mismatches.length} mismatch${r.mismatches.length === 1 ? '' : 'es'}` : '';
    log(`conformance: ${agent} ${r.n}/${r.of} trees (files ${r.files}/${r.n}, text ${r.text}/${r.n}${bad}), ${secondsSince(started)} s, ${(r.ms / 1000 / Math.max(1, r.n)).toFixed(1)} s a tree`);
  };
}

function secondsSince(t) {
  return ((Date.now() - t) / 1000).toFixed(0);
}
await Promise.all(Array.from({ length: jobs }, worker));

let recordingFailures = [];
if (values.recordings || values.record) {
  const t0 = Date.now();
  recordingFailures = await checkRecordings({ agents, bins, server, tmp, versions, record: values.record, jobs: values.record ? 1 : jobs });
  log(`conformance: recordings checked (${recordingFailures.length} no longer true), ${secondsSince(t0)} s`);
}
await closeOracles();
server?.close();
if (!values.keep) fs.rmSync(tmp, { recursive: true, force: true });

const out = [];
for (const a of agents) {
  for (const m of results[a].mismatches.sort((x, y) => x.index - y.index)) {
    out.push(`\n✗ ${a}@${versions[a]} tree ${m.index} (reproduce: npm run conformance -- --agents ${a} --seed ${seed} --tree ${m.index})`);
    out.push(describeTree(m.tree).replace(/^/gm, '    '));
    if (m.error) out.push(`    harness error: ${m.error.split('\n').slice(0, 3).join(' / ')}`);
    else out.push(shortDiff(m.want, m.got).replace(/^/gm, '    '));
  }
}
for (const f of recordingFailures) out.push(`\n✗ recording ${f.name}: ${f.message}`);
const secs = ((Date.now() - started) / 1000).toFixed(0);
const lines = agents.map((a) => {
  const r = results[a];
  return `${a}@${versions[a]}: files ${r.files}/${r.n}, text ${r.text}/${r.n}`;
});
console.log(out.join('\n'));
console.log(`\nconformance (seed ${seed}, ${values.tree !== undefined ? `tree ${values.tree}` : `${trees} trees per agent${values['slow-trees'] !== undefined ? ` (${values['slow-trees']} for ${[...SLOW].join(', ')})` : ''}`}${values.latest ? ', latest versions' : ''}, ${secs} s${stoppedEarly ? `, stopped after --max-seconds ${values['max-seconds']}` : ''}):`);
for (const l of lines) console.log(`  ${l}`);
if (values.recordings) console.log(`  recordings: ${recordingFailures.length === 0 ? 'all still true' : `${recordingFailures.length} no longer true`}`);
const failed = agents.some((a) => results[a].mismatches.length > 0) || recordingFailures.length > 0;
if (values.summary) {
  const md = [`### Conformance${values.latest ? ' (latest versions)' : ''}`, '', '| agent | files | text |', '| --- | --- | --- |'];
  for (const a of agents) md.push(`| ${a}@${versions[a]} | ${results[a].files}/${results[a].n} | ${results[a].text}/${results[a].n} |`);
  if (failed) md.push('', '<details><summary>Mismatches</summary>', '', '```text', out.join('\n').trim(), '```', '', '</details>');
  fs.appendFileSync(values.summary, `${md.join('\n')}\n`);
}
process.exit(failed ? 1 : 0);
