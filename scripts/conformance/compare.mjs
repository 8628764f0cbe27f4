/**
 * The profile's side of a comparison (the project's engine, compiled in lib/), and the comparison:
 * file lists (repository-relative, personal files as `~/…`) and the injected text, byte for byte.
 */
import * as path from 'node:path';
import { AGENTS } from './agents.mjs';
import { inRunOrder } from './run-order.mjs';

/** Options the harness gives the engine for a tree (the same settings the agent got). */
export function optionsFor(api, agent, root, home, tree) {
  const o = api.defaultOptions(root);
  o.profiles = [AGENTS[agent].profile];
  o.workingDirectories = [tree.cwd];
  o.home = home;
  // What the agent got on its command line (Codex's -c) is what the audit is given explicitly.
  o.givenSettings = [];
  if (tree.settings.maxBytes !== undefined) {
    o.maxBytes = tree.settings.maxBytes;
    o.givenSettings.push('maxBytes');
  }
  if (tree.settings.fallbacks) {
    o.fallbackFilenames = tree.settings.fallbacks;
    o.givenSettings.push('fallbackFilenames');
  }
  // The agent state the oracle ran with: no trust entry for Codex unless the tree says so (and its
  // entries for directories), external imports approved for Claude only when it says so, Gemini's
  // folder trusted unless it says otherwise.
  if (agent === 'codex') o.agentState = { codexTrust: tree.settings.trust ?? 'unset', codexTrustDirs: tree.settings.trustDirs ?? {} };
  if (agent === 'claude-code') o.agentState = { claudeExternalImports: tree.settings.externalImports === true };
  if (agent === 'gemini') o.agentState = { geminiFolderTrust: tree.settings.folderTrust ?? 'trusted' };
  return o;
}

/** What the profile says the agent loads: `{ files, text }`, or `{ refused }` when it says the agent does not start. */
export async function profileAnswer(api, agent, root, home, tree) {
  const o = optionsFor(api, agent, root, home, tree);
  let result;
  try {
    result = await api.auditDetailed(o);
  } catch (e) {
    return { refused: `the audit refuses: ${e.message}` };
  }
  // A working directory given through a link is audited as its target (result.cwdLinks).
  const cwd = result.cwdLinks?.get(tree.cwd) ?? tree.cwd;
  const r = result.resolved.find((x) => x.chain.cwd === cwd);
  if (!r) return { refused: `no chain for ${tree.cwd}` };
  if (r.chain.startError) return { refused: r.chain.startError };
  const profile = result.profiles[0];
  const cwdAbs = cwd === '.' ? root : path.join(root, ...cwd.split('/'));
  const files = r.chain.files.map((f) => f.path);
  // Files whose order depends on the agent's run (OpenCode's globs): compared in any order.
  const runOrder = (r.runOrder ?? []).flatMap((g) => g.files);
  return { files, text: profile.render(r, cwdAbs), ...(runOrder.length > 0 ? { runOrder } : {}) };
}

/** Absolute paths as the report writes them: repository-relative, or `~/…` under the home. */
export function relFiles(files, root, home) {
  return files.map((f) => {
    if (!path.isAbsolute(f)) return f;
    if (f === root || f.startsWith(`${root}/`)) return path.relative(root, f).split(path.sep).join('/') || '.';
    if (f.startsWith(`${home}/`)) return `~/${path.relative(home, f).split(path.sep).join('/')}`;
    return f;
  });
}

export function compare(want, got, root, home) {
  if (want.refused !== undefined || got.refused !== undefined) {
    const both = want.refused !== undefined && got.refused !== undefined;
    return { files: both, text: both };
  }
  if (got.runOrder) {
    // The agent's files of a run-dependent group put in the profile's order (text blocks with them).
    const abs = (f) => (path.isAbsolute(f) ? f : path.join(root, ...f.split('/')));
    want = inRunOrder(want, got.runOrder.map(abs), got.files.map(abs), (f) => `Instructions from: ${f}\n`);
  }
  const a = relFiles(want.files, root, home);
  const b = relFiles(got.files, root, home);
  return { files: JSON.stringify(a) === JSON.stringify(b), text: want.text === got.text };
}

/** A few lines around the first difference of two texts, with the bytes shown escaped. */
export function shortDiff(want, got) {
  const lines = [];
  if (want.refused !== undefined || got.refused !== undefined) {
    lines.push(`agent:   ${want.refused !== undefined ? `refuses to start (${want.refused})` : 'starts'}`);
    lines.push(`profile: ${got.refused !== undefined ? `refuses to start (${got.refused})` : 'starts'}`);
    return lines.join('\n');
  }
  if (JSON.stringify(want.files) !== JSON.stringify(got.files)) {
    lines.push(`files agent:   ${JSON.stringify(want.files)}`);
    lines.push(`files profile: ${JSON.stringify(got.files)}`);
  }
  if (want.text !== got.text) {
    let i = 0;
    while (i < want.text.length && want.text[i] === got.text[i]) i++;
    const from = Math.max(0, i - 60);
    lines.push(`text differs at character ${i} (agent ${want.text.length}, profile ${got.text.length} characters):`);
    lines.push(`  agent:   …${JSON.stringify(want.text.slice(from, i + 80))}`);
    lines.push(`  profile: …${JSON.stringify(got.text.slice(from, i + 80))}`);
  }
  return lines.join('\n');
}
