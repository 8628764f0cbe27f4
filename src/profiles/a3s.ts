/**
 * A3S Code, as `core/src/agent_api/project_instructions.rs` behaves (see docs/profiles.md):
 * - root: first ancestor holding `.git` that is not a symlink; none → the workspace only;
 * - per directory: `AGENTS.override.md`, `AGENTS.md`, then *safe* fallbacks; the first candidate with
 *   non-blank content wins; a symlink, a non-regular file, invalid UTF-8, a read error or blank content
 *   falls through to the next name in the same directory;
 * - budget default 32 KiB, clamped to 1 MiB; a file over the remaining budget is cut back to a UTF-8
 *   boundary and later files are not loaded; a cut that leaves nothing falls through;
 * - personal `~/.a3s` document first, budgeted; joined with "\n\n--- instruction-doc ---\n\n".
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { unsafeFilenameReason } from '../config/parse.js';
import type { DiscoveryContext, RootRule } from '../discovery/context.js';
import { a3sMissedFix } from './missed-fix.js';
import { firstInvalidUtf8, isBlank, utf8Boundary } from '../discovery/encoding.js';
import type { ChainFile } from '../report/model.js';
import {
  addFile,
  addPassed,
  cutPoint,
  readPersonal,
  toResolved,
  walkMemo,
  withBudget,
  type ChainState,
} from './chain-state.js';
import { AGENTS_NAME, OVERRIDE_NAME } from './codex.js';
import type { Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './types.js';

export const A3S_MAX_BUDGET = 1024 * 1024;
export const INSTRUCTION_DOC_SEPARATOR = '\n\n--- instruction-doc ---\n\n';
export const A3S_HEADER = '# Instructions (personal + project AGENTS.md chain)\n\n';

export function a3sCandidates(settings: Pick<ProfileSettings, 'fallbackFilenames'>): string[] {
  const out = [OVERRIDE_NAME, AGENTS_NAME];
  for (const f of settings.fallbackFilenames) if (unsafeFilenameReason(f) === null && !out.includes(f)) out.push(f);
  return out;
}

export function a3sBudget(maxBytes: number): number {
  return Math.min(maxBytes, A3S_MAX_BUDGET);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function step(ctx: DiscoveryContext, names: readonly string[], s: ChainState, dir: string): ChainState {
  let state = s;
  for (const name of names) {
    const rel = ctx.join(dir, name);
    const p = ctx.probe(rel);
    if (p.lkind === 'missing') continue;
    if (state.remaining <= 0) {
      return addPassed(state, { path: rel, reason: 'budget-spent', detail: 'the byte budget was used up by earlier files' });
    }
    if (p.error) {
      state = addPassed(state, { path: rel, reason: 'unreadable', detail: p.error });
      continue;
    }
    if (p.lkind === 'symlink') {
      state = addPassed(state, { path: rel, reason: 'symlink-rejected', detail: 'A3S Code ignores symlinked candidates' });
      continue;
    }
    if (p.kind !== 'file') {
      state = addPassed(state, { path: rel, reason: 'not-regular-file', detail: `a ${p.kind}` });
      continue;
    }
    const content = ctx.read(rel);
    if (!content || content.error) {
      state = addPassed(state, { path: rel, reason: 'unreadable', detail: content?.error ?? 'it could not be read' });
      continue;
    }
    // A3S reads remaining + 1 bytes: enough to know whether the file overflows.
    const take = Math.min(content.bytes.length, state.remaining + 1);
    const read = content.bytes.subarray(0, take);
    const overflows = read.length > state.remaining;
    // A3S cuts to the remaining budget first, then validates: an incomplete final sequence is cut back,
    // any other invalid byte in what it keeps rejects the file.
    const checked = overflows ? read.subarray(0, state.remaining) : read;
    if (firstInvalidUtf8(checked, !overflows && content.complete) !== -1) {
      state = addPassed(state, { path: rel, reason: 'invalid-utf8', detail: 'A3S Code rejects files that are not valid UTF-8' });
      continue;
    }
    const keep = overflows ? utf8Boundary(read, state.remaining) : read.length;
    const text = strictUtf8.decode(read.subarray(0, keep));
    if (isBlank(text)) {
      state = addPassed(state, overflows ? { path: rel, reason: 'empty-after-cut' } : { path: rel, reason: 'whitespace-only' });
      continue;
    }
    const file: ChainFile = {
      path: rel,
      size: content.size,
      loadedBytes: keep,
      truncated: overflows,
      ...(overflows ? { cut: cutPoint(content.bytes, keep, content.complete) } : {}),
    };
    state = addFile(state, file, text, true);
    // Later candidates in this directory are hidden by the winner.
    const after = names.slice(names.indexOf(name) + 1);
    for (const other of after) {
      const orel = ctx.join(dir, other);
      if (ctx.probe(orel).lkind !== 'missing') state = addPassed(state, { path: orel, reason: 'hidden', detail: rel });
    }
    return state;
  }
  return state;
}

/** `~/.a3s` must be a real directory, not a symlink. */
function personalDir(home: string): string | null {
  const dir = path.join(home, '.a3s');
  try {
    return fs.lstatSync(dir).isDirectory() ? dir : null;
  } catch {
    return null;
  }
}

/** A3S Code stops at the nearest `.git` that is not a symbolic link. */
const A3S_ROOT: RootRule = Object.freeze({ markers: Object.freeze(['.git']), allowSymlinkMarker: false });

export const a3s: Profile = {
  id: 'a3s',
  name: 'A3S Code',
  description: 'A3S Code (project_instructions.rs): first non-empty regular UTF-8 file per directory, no symlinks, 1 MiB budget ceiling.',
  // The runtime's own folder (config.acl, agents/, skills/): its AGENTS.md chain is Codex's names.
  signals: [{ glob: '.a3s/**', what: 'files under .a3s/' }],
  budgeted: true,
  candidateNames: a3sCandidates,
  missedFileFix: a3sMissedFix,
  prefetch(cwd: string, ctx: DiscoveryContext): void {
    ctx.rootOf(cwd, A3S_ROOT);
  },
  resolve(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings): ResolvedChain {
    const names = a3sCandidates(settings);
    const root = ctx.rootOf(cwd, A3S_ROOT);
    const budget = a3sBudget(settings.maxBytes);
    if (budget === 0) return toResolved('a3s', cwd, root, 0, withBudget(0));
    const key = `a3s\0${names.join('\0')}\0${budget}\0${settings.home ?? ''}`;
    const state = walkMemo(
      ctx,
      key,
      ctx.dirsFrom(root.dir, cwd),
      () => {
        let s = withBudget(budget);
        const dir = settings.home ? personalDir(settings.home) : null;
        if (dir) {
          const doc = readPersonal(dir, '~/.a3s', [OVERRIDE_NAME, AGENTS_NAME], ctx.readCap, isBlank, { strict: true, noSymlinks: true });
          if (doc) {
            const keep = doc.bytes.length > budget ? utf8Boundary(doc.bytes, budget) : doc.bytes.length;
            const text = strictUtf8.decode(doc.bytes.subarray(0, keep));
            s = addFile(s, { ...doc.file, loadedBytes: keep, truncated: keep < doc.bytes.length }, text, true);
          }
        }
        return s;
      },
      (s, dir) => step(ctx, names, s, dir),
    );
    return toResolved('a3s', cwd, root, budget, state);
  },
  render(resolved: ResolvedChain): string {
    if (resolved.texts.length === 0) return '';
    return A3S_HEADER + resolved.texts.join(INSTRUCTION_DOC_SEPARATOR);
  },
  validate(settings: ProfileSettings): ProfileFinding[] {
    const out: ProfileFinding[] = [];
    if (settings.maxBytes > A3S_MAX_BUDGET) {
      out.push({
        ruleId: 'budget-clamped',
        severity: 'info',
        path: null,
        line: null,
        profiles: ['a3s'],
        message: `max-bytes ${settings.maxBytes} is above A3S Code's ceiling: it clamps the budget to ${A3S_MAX_BUDGET} bytes (1 MiB) and warns at startup.`,
      });
    }
    return out;
  },
};
