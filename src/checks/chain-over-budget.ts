/**
 * `chain-over-budget`: a chain longer than its agent's byte budget. One finding per cut point (file,
 * byte offset, budget), whatever the number of working directories and profiles that share it;
 * files a chain never loads because the budget is spent are listed in that finding, or, when no
 * file is cut (the budget ended exactly at a file boundary), reported on the first unloaded file.
 */
import type { ChainFile, CutPoint } from '../report/model.js';
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { factsOf, fmtCwds, fmtInt, fmtList, fmtProfiles, uniqueSorted } from './facts.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'chain-over-budget',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'A chain of instruction files is longer than the agent’s byte budget: the agent silently drops the end.',
};

type Kind = 'cut' | 'emptied' | 'spent';

interface Group {
  kind: Kind;
  /** Repository path, or a display path such as `~/.a3s/AGENTS.md` for a personal document. */
  file: string;
  personal: boolean;
  cut?: CutPoint;
  /** Loaded/total bytes of the cut file. */
  loaded: number;
  size: number;
  unread: boolean;
  budget: number;
  used: number;
  /** Bytes the fullest chain of the group would need to load whole. */
  needed: number;
  profiles: Set<string>;
  cwds: Set<string>;
  lost: Set<string>;
}

/** Bytes a chain needs to be loaded whole: what it loads, plus what the cut and the spent budget drop (the job summary's "Needs"). */
function neededBytes(input: CheckInput, chain: CheckInput['chains'][number]['chain']): number {
  let n = chain.usedBytes;
  for (const f of chain.files) if (f.truncated) n += Math.max(0, f.size - f.loadedBytes);
  for (const p of chain.passedOver) {
    if (p.reason === 'budget-spent' || p.reason === 'empty-after-cut') n += p.path.startsWith('~') ? 0 : (input.ctx.probe(p.path).size ?? 0);
  }
  return n;
}

function lostAfter(files: readonly ChainFile[], from: number): string[] {
  return files.slice(from + 1).filter((f) => f.truncated).map((f) => f.path);
}

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const groups = new Map<string, Group>();
  for (const { chain } of input.chains) {
    if (chain.budget === null || chain.budget <= 0) continue;
    const cutIndex = chain.files.findIndex((f) => f.truncated);
    const emptied = chain.passedOver.filter((p) => p.reason === 'empty-after-cut').map((p) => p.path);
    const spent = chain.passedOver.filter((p) => p.reason === 'budget-spent').map((p) => p.path);
    let kind: Kind;
    let file: string;
    let cf: ChainFile | undefined;
    let lost: string[];
    if (cutIndex !== -1) {
      cf = chain.files[cutIndex]!;
      kind = 'cut';
      file = cf.path;
      lost = [...lostAfter(chain.files, cutIndex), ...emptied, ...spent];
    } else if (emptied.length > 0) {
      kind = 'emptied';
      file = emptied[0]!;
      lost = [...emptied.slice(1), ...spent];
    } else if (spent.length > 0) {
      kind = 'spent';
      file = spent[0]!;
      lost = spent.slice(1);
    } else {
      continue;
    }
    const key = `${kind}\0${file}\0${cf?.cut?.byteOffset ?? cf?.loadedBytes ?? ''}\0${chain.budget}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        kind,
        file,
        personal: cf?.personal === true || file.startsWith('~'),
        ...(cf?.cut ? { cut: cf.cut } : {}),
        loaded: cf?.loadedBytes ?? 0,
        size: cf?.size ?? 0,
        unread: cf?.unread === true,
        budget: chain.budget,
        used: 0,
        needed: 0,
        profiles: new Set(),
        cwds: new Set(),
        lost: new Set(),
      };
      groups.set(key, g);
    }
    g.used = Math.max(g.used, chain.usedBytes);
    g.needed = Math.max(g.needed, neededBytes(input, chain));
    g.profiles.add(chain.profile);
    g.cwds.add(chain.cwd);
    for (const l of lost) if (l !== file) g.lost.add(l);
  }

  const out: CheckFinding[] = [];
  for (const g of groups.values()) {
    const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
    const cwds = uniqueSorted(g.cwds);
    const who = `${fmtProfiles(profiles)} in ${fmtCwds(cwds)}`;
    let head: string;
    let line: number | null = 1;
    let column: number | undefined;
    let endLine: number | undefined;
    const notes: string[] = [`the chain uses ${fmtInt(g.used)} of ${fmtInt(g.budget)} bytes`];
    if (g.kind === 'cut') {
      const c = g.cut;
      if (g.unread || !c) {
        head = `${g.file} is cut after ${fmtInt(g.loaded)} of its ${fmtInt(g.size)} bytes for ${who}${g.unread ? ' (it links outside the repository, so the audit did not read it)' : ''}`;
      } else {
        line = c.line;
        column = c.column;
        if (c.lastLine !== null) {
          if (c.lastLine > c.line) endLine = c.lastLine;
          const lines = c.lastLine > c.line ? `lines ${fmtInt(c.line)}-${fmtInt(c.lastLine)}` : `line ${fmtInt(c.line)}`;
          head = `${lines} of ${g.file} ${c.lastLine > c.line ? 'are' : 'is'} never seen by ${who}`;
        } else {
          head = `everything from line ${fmtInt(c.line)} of ${g.file} to its end is never seen by ${who}`;
        }
        if (c.column > 1) notes.push(`the cut falls at line ${fmtInt(c.line)}, column ${fmtInt(c.column)}, byte ${fmtInt(c.byteOffset)} of ${fmtInt(g.size)}`);
        else notes.push(`the cut falls at byte ${fmtInt(c.byteOffset)} of ${fmtInt(g.size)}`);
        if (c.splitsCharacter) notes.push('the cut splits a multi-byte character, which the agent sees as U+FFFD');
      }
    } else if (g.kind === 'emptied') {
      head = `${g.file} is never seen by ${who}: the bytes left in the budget would hold only whitespace of it, so the agent drops it`;
    } else {
      head = `${g.file} is never loaded by ${who}: earlier files on the chain use the whole budget`;
    }
    const lost = [...g.lost].sort();
    if (lost.length > 0) notes.push(`${fmtInt(lost.length)} later file${lost.length === 1 ? ' is' : 's are'} never loaded${lost.length === 1 ? '' : ' in full'}: ${fmtList(lost)}`);
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: g.personal ? null : g.file,
      line: g.personal ? null : line,
      ...(column !== undefined && !g.personal ? { column } : {}),
      ...(endLine !== undefined && !g.personal ? { endLine } : {}),
      message:
        `${fixFirst(g)} ${capitalise(head)} (${notes.join('; ')}). The agent drops everything past its ${fmtInt(g.budget)}-byte budget without telling anyone. ` +
        'Shorten the files on this chain (the budget is shared from the repository root down), move detail into documents the agent can open when it needs them, or raise the budget for every agent that reads them.',
      profiles,
      cwds,
      // Stable across edits that move the cut: one cut per file and profile set in a run.
      key: `${g.kind}:${profiles.join(',')}`,
    });
  }
  return out;
}

/** What to do and how much, first: "Cut 2,285 bytes from this chain, or raise max-bytes to 35,053 …". */
function fixFirst(g: Group): string {
  const over = Math.max(1, g.needed - g.budget);
  const raise = g.needed > g.budget ? `raise max-bytes (Codex: project_doc_max_bytes) to at least ${fmtInt(g.needed)}` : 'raise max-bytes (Codex: project_doc_max_bytes)';
  return `Cut ${fmtInt(over)} byte${over === 1 ? '' : 's'} from this chain, or ${raise} for every agent that reads it.`;
}

/** A head that starts with a word (not a path) gets its capital: "Lines 120-130 of …". */
function capitalise(s: string): string {
  return /^(?:lines?|everything) /.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

export const examples: RuleExamples = {
  failing: {
    description: 'With a 160-byte budget, the root file and the package file together do not fit: the end of the package file is cut.',
    options: { maxBytes: 160 },
    files: {
      'AGENTS.md': '# Repository rules\n\n- Use pnpm, never npm.\n- Conventional commits.\n',
      'packages/api/AGENTS.md':
        '# packages/api\n\n- Every response carries a request_id.\n- Validate input with zod.\n- Run `pnpm --filter api test`.\n- Never log request bodies.\n',
    },
    expect: { path: 'packages/api/AGENTS.md', line: 5, column: 12 },
  },
  passing: {
    description: 'The same files with the default 32 KiB budget.',
    files: {
      'AGENTS.md': '# Repository rules\n\n- Use pnpm, never npm.\n- Conventional commits.\n',
      'packages/api/AGENTS.md':
        '# packages/api\n\n- Every response carries a request_id.\n- Validate input with zod.\n- Run `pnpm --filter api test`.\n- Never log request bodies.\n',
    },
  },
};

export const docs = {
  why:
    'Codex and A3S Code give all the project instruction files of one working directory a shared byte budget (`project_doc_max_bytes`, 32 KiB by default), filled from the repository root down. ' +
    'A file that does not fit is cut at the remaining byte count (Codex cuts bytes, possibly in the middle of a character; A3S Code backs up to a character boundary) and later files are not read at all. ' +
    'Nothing tells the user: the agent simply never sees the rules at the end of the chain, which are usually the most specific ones. ' +
    'The finding sits on the line where the cut starts and says which lines are lost, for which agents and in which working directories; a cut shared by many working directories (a long root file) is one finding.',
  fix:
    'Shorten the chain: move long reference material out of `AGENTS.md` into documents the agent can open on demand, remove rules repeated in nested files, or split a long root file so each package gets only what applies to it. ' +
    'If the agents really can take more, raise the budget for all of them (`max-bytes` here, `project_doc_max_bytes` in Codex’s config).',
};
