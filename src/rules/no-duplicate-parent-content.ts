/**
 * `no-duplicate-parent-content`: a nested instruction file that repeats a block of an ancestor's text.
 */
import type { Root } from 'mdast';
import { lintRule } from './lint-rule.js';
import { getContext, type AncestorFile } from './context.js';
import { ruleDocsUrl, type RuleMeta } from './meta.js';
import type { RuleDocs, RuleExample } from './types.js';
import { CappedReporter, hasPosition } from './util.js';

export const meta: RuleMeta = {
  id: 'no-duplicate-parent-content',
  kind: 'lint',
  defaultSeverity: 'warning',
  description: 'A nested instruction file repeats a block (3 or more consecutive lines, or a long paragraph) of an ancestor instruction file that agents load with it.',
};

/** Thresholds (see the docs): lines shorter than this after normalizing do not count. */
export const DUPLICATE_LIMITS = {
  /** Normalized characters for a line to count (`## Testing`, `npm test` and fences do not). */
  minLineChars: 20,
  /** Consecutive counted lines that make a duplicated block. */
  minLines: 3,
  /** Or: normalized characters of a shorter run (one or two long lines, i.e. a whole paragraph). */
  minChars: 160,
  /** Occurrences of one line in the ancestors that are tried as a block start (bounds the work on repetitive files). */
  maxStartsPerLine: 32,
} as const;

interface Unit {
  /** Normalized text. */
  key: string;
  /** 1-based line in its file. */
  line: number;
  /** UTF-16 length of the raw line (for the end column). */
  rawLength: number;
}

/** Plain ASCII: normalizing it only removes characters (lower-casing other text can lengthen it). */
const ASCII = /^[\x00-\x7f]*$/;

/** Normalize one line for comparison: drop Markdown container markers, collapse whitespace, lower-case. */
export function normalizeLine(line: string): string {
  if (!ASCII.test(line)) return normalizeByRegex(line);
  // The same steps by hand for ASCII (whose whitespace is space and \t \n \v \f \r), without the copies.
  const ws = (i: number): boolean => {
    const c = line.charCodeAt(i);
    return c === 32 || (c >= 9 && c <= 13);
  };
  let i = 0;
  while (i < line.length && ws(i)) i += 1;
  while (line.charCodeAt(i) === 62 /* > */) {
    i += 1;
    while (i < line.length && ws(i)) i += 1;
  }
  const c = line.charCodeAt(i);
  if ((c === 45 || c === 42 || c === 43) && ws(i + 1)) {
    i += 2;
    while (i < line.length && ws(i)) i += 1;
  } else {
    let d = i;
    while (d < line.length && d - i < 10 && line.charCodeAt(d) >= 48 && line.charCodeAt(d) <= 57) d += 1;
    const after = line.charCodeAt(d);
    if (d > i && d - i <= 9 && (after === 46 || after === 41) && ws(d + 1)) {
      i = d + 2;
      while (i < line.length && ws(i)) i += 1;
    }
  }
  if (line.charCodeAt(i) === 91 /* [ */ && line.charCodeAt(i + 2) === 93 /* ] */ && /[ xX]/.test(line.charAt(i + 1)) && ws(i + 3)) {
    i += 4;
    while (i < line.length && ws(i)) i += 1;
  }
  const rest = i === 0 ? line : line.slice(i);
  const collapsed = /[\t\n\v\f\r]| {2}/.test(rest) ? rest.replace(/\s+/g, ' ') : rest;
  return collapsed.trim().toLowerCase();
}

function normalizeByRegex(line: string): string {
  return line
    .replace(/^\s*(?:>\s*)*(?:[-*+]\s+|\d{1,9}[.)]\s+)?(?:\[[ xX]\]\s+)?/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** `normalizeLine` by the regular expressions alone (the reference its hand-written ASCII path is tested against). */
export const normalizeLineByRegex = normalizeByRegex;

function isCounted(key: string): boolean {
  if (key.length < DUPLICATE_LIMITS.minLineChars) return false;
  if (!/[a-z]/.test(key)) return false; // fences, rules, table separators
  return true;
}

let normalizations = 0;

/** How many texts the rule has normalised in this process (for tests of "once per file"). */
export function duplicateNormalizationCount(): number {
  return normalizations;
}

/** Each file's normalised lines, kept with the file object the engine passes (once per file and run). */
const unitsByFile = new WeakMap<AncestorFile, Unit[]>();

function unitsOf(file: AncestorFile): Unit[] {
  let u = unitsByFile.get(file);
  if (u === undefined) {
    u = units(file.text);
    unitsByFile.set(file, u);
  }
  return u;
}

function units(text: string): Unit[] {
  normalizations += 1;
  const out: Unit[] = [];
  let lineNo = 0;
  let start = 0;
  // Lines as `splitLines` cuts them (`\r\n`, `\r`, `\n`), without an object per line.
  while (start <= text.length) {
    let end = start;
    while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end += 1;
    lineNo += 1;
    // A short ASCII line can only normalize shorter: it never counts (most lines of a file).
    if (end - start >= DUPLICATE_LIMITS.minLineChars || !asciiBetween(text, start, end)) {
      const line = text.slice(start, end);
      const key = normalizeLine(line);
      if (isCounted(key)) out.push({ key, line: lineNo, rawLength: line.length });
    }
    if (end >= text.length) break;
    start = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
  }
  return out;
}

function asciiBetween(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

export interface DuplicateBlock {
  /** First and last line of the block in the nested file. */
  startLine: number;
  endLine: number;
  endColumn: number;
  lines: number;
  ancestor: string;
  ancestorStartLine: number;
  ancestorEndLine: number;
}

/** Where a normalised line starts in an ancestor file. */
interface Place {
  path: string;
  units: Unit[];
  index: number;
}

/**
 * The index of one ancestor list up to and including one file: that file's own line starts, linked
 * to the node of the files before it. Ancestor lists share their prefixes (every file below a
 * directory has that directory's ancestors, then its files), so each file's lines are indexed once
 * per run, however many directories below it hold instruction files.
 */
interface IndexNode {
  parent: IndexNode | null;
  file: AncestorFile;
  path: string;
  units: Unit[];
  /** Normalised line → its first places in this file (at most maxStartsPerLine). */
  own: Map<string, number[]>;
}

/** The node of the list prefix that ends with a file, kept with the file object. */
const nodeByFile = new WeakMap<AncestorFile, IndexNode>();

function nodeFor(parent: IndexNode | null, file: AncestorFile): IndexNode {
  const hit = nodeByFile.get(file);
  if (hit !== undefined && hit.parent === parent) return hit;
  const units = unitsOf(file);
  const own = new Map<string, number[]>();
  for (const [index, u] of units.entries()) {
    const list = own.get(u.key);
    if (list === undefined) own.set(u.key, [index]);
    else if (list.length < DUPLICATE_LIMITS.maxStartsPerLine) list.push(index);
  }
  const node: IndexNode = { parent, file, path: file.path, units, own };
  // A file reached through another prefix (rare) gets a node of its own, not cached.
  if (hit === undefined) nodeByFile.set(file, node);
  return node;
}

/** The node of the whole list (null for an empty list). */
function ancestorIndex(ancestors: readonly AncestorFile[]): IndexNode | null {
  let node: IndexNode | null = null;
  for (const a of ancestors) node = nodeFor(node, a);
  return node;
}

/** The first maxStartsPerLine places of `key` in the ancestors, root first (file order, then line order). */
function placesOf(tip: IndexNode | null, key: string): Place[] {
  const chain: IndexNode[] = [];
  for (let n = tip; n !== null; n = n.parent) if (n.own.has(key)) chain.push(n);
  const out: Place[] = [];
  for (let i = chain.length - 1; i >= 0 && out.length < DUPLICATE_LIMITS.maxStartsPerLine; i--) {
    const n = chain[i]!;
    for (const index of n.own.get(key)!) {
      if (out.length >= DUPLICATE_LIMITS.maxStartsPerLine) break;
      out.push({ path: n.path, units: n.units, index });
    }
  }
  return out;
}

/**
 * Blocks of `text` repeated from `ancestors` (root first), longest match first at each place.
 * `self`, when given, is `text`'s own file object (its normalised lines are then kept for when it is
 * an ancestor); ancestors' normalised lines are kept with their objects.
 */
export function findDuplicateBlocks(text: string, ancestors: readonly AncestorFile[], self?: AncestorFile): DuplicateBlock[] {
  if (ancestors.length === 0) return [];
  const mine = self !== undefined && self.text === text ? unitsOf(self) : units(text);
  if (mine.length === 0) return [];
  const tip = ancestorIndex(ancestors);
  const blocks: DuplicateBlock[] = [];
  let i = 0;
  while (i < mine.length) {
    let best: { place: Place; length: number; chars: number } | null = null;
    for (const place of placesOf(tip, mine[i]!.key)) {
      const other = place.units;
      let length = 0;
      let chars = 0;
      while (i + length < mine.length && place.index + length < other.length && mine[i + length]!.key === other[place.index + length]!.key) {
        chars += mine[i + length]!.key.length;
        length += 1;
      }
      if (best === null || length > best.length) best = { place, length, chars };
    }
    if (best !== null && (best.length >= DUPLICATE_LIMITS.minLines || best.chars >= DUPLICATE_LIMITS.minChars)) {
      const first = mine[i]!;
      const last = mine[i + best.length - 1]!;
      const { place } = best;
      blocks.push({
        startLine: first.line,
        endLine: last.line,
        endColumn: last.rawLength + 1,
        lines: best.length,
        ancestor: place.path,
        ancestorStartLine: place.units[place.index]!.line,
        ancestorEndLine: place.units[place.index + best.length - 1]!.line,
      });
      i += best.length;
    } else {
      i += 1;
    }
  }
  return blocks;
}

const noDuplicateParentContent = lintRule<Root>({ origin: `remark-lint:${meta.id}`, url: ruleDocsUrl(meta.id) }, (tree, file) => {
  if (!hasPosition(tree)) return;
  const context = getContext(file);
  if (context === null) return;
  const all = context.ancestors();
  // The same list object for every file of a directory keeps the ancestor index shared (see ancestorIndex).
  const ancestors = all.some((a) => a.path === context.path) ? all.filter((a) => a.path !== context.path) : all;
  const out = new CappedReporter(file, 'copied blocks');
  for (const block of findDuplicateBlocks(String(file), ancestors, context.self)) {
    const there = block.ancestorStartLine === block.ancestorEndLine ? `line ${block.ancestorStartLine}` : `lines ${block.ancestorStartLine}-${block.ancestorEndLine}`;
    const here = block.startLine === block.endLine ? `line ${block.startLine}` : `lines ${block.startLine}-${block.endLine}`;
    out.report(
      () =>
        `Unexpected copy of \`${block.ancestor}\` (${there} there) at ${here}: agents load both files, so the same rules appear twice and it is unclear which copy is the source of truth. Keep them in \`${block.ancestor}\` and write here only what differs in this directory.`,
      { start: { line: block.startLine, column: 1 }, end: { line: block.endLine, column: block.endColumn } },
      () => `${block.ancestor}:${block.lines}`,
    );
  }
  out.finish();
});

export default noDuplicateParentContent;


/** The part every message ends with. */
const TAIL =
  ': agents load both files, so the same rules appear twice and it is unclear which copy is the source of truth. Keep them in `AGENTS.md` and write here only what differs in this directory.';

const ROOT = `# Acme monorepo

## Testing

- Run \`pnpm test\` from the repository root before every commit.
- Never skip a failing test; fix it or open an issue that explains why.
- Integration tests need Docker running locally and take about ten minutes.

## Style

Use TypeScript strict mode everywhere, prefer named exports over default exports, and keep every module under three hundred lines; split it when it grows past that.
`;

export const examples: RuleExample[] = [
  {
    name: 'not-ok-copied-rules.md',
    title: 'In `packages/web/AGENTS.md`: the root file\'s testing rules and style paragraph copied in.',
    markdown: `# Web package

## Testing

- Run \`pnpm test\` from the repository root before every commit.
- Never skip a failing test; fix it or open an issue that explains why.
- Integration tests need Docker running locally and take about ten minutes.
- Visual tests run with \`pnpm test:visual\`.

## Style

Use TypeScript strict mode everywhere, prefer named exports over default exports, and keep every module under three hundred lines; split it when it grows past that.
`,
    context: { path: 'packages/web/AGENTS.md', ancestors: [{ path: 'AGENTS.md', text: ROOT }] },
    expected: [
      `5:1-7:76: Unexpected copy of \`AGENTS.md\` (lines 5-7 there) at lines 5-7${TAIL}`,
      `12:1-12:165: Unexpected copy of \`AGENTS.md\` (line 11 there) at line 12${TAIL}`,
    ],
  },
  {
    name: 'ok-only-differences.md',
    title: 'In `packages/web/AGENTS.md`: the same headings and one shared line, and only what differs.',
    markdown: `# Web package

## Testing

- Run \`pnpm test\` from the repository root before every commit.
- Visual tests run with \`pnpm test:visual\` and need a headed browser.

## Style

Components are function components; styles live next to them in \`*.module.css\`.
`,
    context: { path: 'packages/web/AGENTS.md', ancestors: [{ path: 'AGENTS.md', text: ROOT }] },
    expected: [],
  },
];

export const docs: RuleDocs = {
  catches: `A block of a nested instruction file that repeats the text of an ancestor instruction file loaded in the same
chain: ${DUPLICATE_LIMITS.minLines} or more consecutive lines, or a shorter run of at least ${DUPLICATE_LIMITS.minChars}
characters (a whole paragraph written on one or two lines). Lines are compared after dropping list, task and
block-quote markers, collapsing whitespace and ignoring case. Lines shorter than ${DUPLICATE_LIMITS.minLineChars}
characters (headings such as \`## Testing\`, short commands, code fences, table separators) are skipped, so shared
headings and a single shared line are fine.`,
  why: `Every agent that loads the nested file loads its ancestors too (root first), so a copied block is sent twice, costs
budget twice, and drifts: once one copy is edited, the agent sees two versions of the same rule. A3S Code's
guidance says it directly: "Do not copy the root file just to repeat it; duplicated rules make it harder for
long-running agents to identify the current source of truth." Nested files should hold only what differs in their
directory.`,
  fix: `Delete the copied block from the nested file and keep it in the ancestor. If the nested directory needs a different
rule, write only the difference ("Here, run \`pnpm test:visual\` as well").`,
  notes: `- In the audit, the ancestors are the instruction files of the chains this file is part of. With \`remark-cli\`,
  the rule reads \`AGENTS.override.md\`, \`AGENTS.md\`, \`CLAUDE.md\`, \`CLAUDE.local.md\` and \`GEMINI.md\` in each directory
  from the repository root (the nearest directory upward holding \`.git\`) down to the file's parent directory, only
  regular files inside the root, at most 1 MiB each.`,
};
