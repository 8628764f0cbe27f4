/**
 * The lint rule set as the audit engine uses it: rule metadata, and `lintInstructionFile()`, which
 * parses one file once and returns its findings in the report model.
 */
import { createHash } from 'node:crypto';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkLint from 'remark-lint';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { Finding } from '../report/model.js';
import type { AncestorFile } from './context.js';
import { parseRisk } from './guard.js';
import { cutToBytes, MAX_LINT_BYTES } from './limits.js';
import type { RuleMeta } from './meta.js';
import noBrokenReferences, { linksMayGiveFindings, meta as noBrokenReferencesMeta } from './no-broken-references.js';
import noDuplicateParentContent, { meta as noDuplicateParentContentMeta } from './no-duplicate-parent-content.js';
import { meta as noEmptyFileMeta } from './no-empty-file.js';
import noPersonalPaths, { meta as noPersonalPathsMeta, personalPathsNeedCodeBlocks } from './no-personal-paths.js';
import noPossibleSecrets, { meta as noPossibleSecretsMeta } from './no-possible-secrets.js';
import noSecrets, { meta as noSecretsMeta } from './no-secrets.js';
import { scanLinks, type ScannedLink } from './link-scan.js';
import { LineIndex, type KeyedMessage } from './util.js';

export { MAX_LINT_BYTES } from './limits.js';
export { redact } from './redact.js';

export { maskSecrets } from './mask.js';

export type { AgentsMdAuditData, AncestorFile } from './context.js';

/** Reported when a file is larger than MAX_LINT_BYTES: only its first bytes were linted. */
export const LINT_INPUT_TRUNCATED: RuleMeta = {
  id: 'lint-input-truncated',
  kind: 'lint',
  defaultSeverity: 'warning',
  description: `The file is larger than ${MAX_LINT_BYTES} bytes; only its first ${MAX_LINT_BYTES} bytes were linted, so later secrets and other problems were not checked.`,
};

/** Reported when the Markdown-structure rules could not run on a file; the raw-text rules still ran. */
export const LINT_INCOMPLETE: RuleMeta = {
  id: 'lint-incomplete',
  kind: 'lint',
  defaultSeverity: 'warning',
  description:
    'The Markdown structure of the file could not be linted (a shape that would stall the parser, an invalid `<!--lint-->` comment, or a rule failure); secrets and personal paths were still checked on the raw text.',
};

/** Every rule of the set (the rules, then the two lint-run findings). `no-empty-file` runs only in the remark-cli preset. */
export const LINT_RULES: RuleMeta[] = [
  noSecretsMeta,
  noPossibleSecretsMeta,
  noPersonalPathsMeta,
  noDuplicateParentContentMeta,
  noBrokenReferencesMeta,
  noEmptyFileMeta,
  LINT_INPUT_TRUNCATED,
  LINT_INCOMPLETE,
];

/** Rule ids `lintInstructionFile()` can report (all but `no-empty-file`, which the audit reports as `empty-instruction-file`). */
export const AUDIT_LINT_RULE_IDS: readonly string[] = LINT_RULES.filter((r) => r.id !== noEmptyFileMeta.id).map((r) => r.id);

/**
 * A finding plus the rule-chosen `key` its fingerprint is made from (rule id + path + key). The engine
 * may recompute `fingerprint` from `key`; the key never holds a secret value.
 */
export type LintFinding = Finding & { key: string };

export interface LintInput {
  /** Repository-relative POSIX path. */
  path: string;
  /** The file's text (at most MAX_LINT_BYTES bytes of it; longer text is cut here). */
  text: string;
  /** Bytes on disk. */
  size: number;
  /** Bytes in `text`. */
  readBytes: number;
  /** Ancestor instruction files, root first, for `no-duplicate-parent-content`. Pass the same list object for files of one directory, and the same file objects throughout a run: work on them is kept with them. */
  ancestors: readonly AncestorFile[];
  /** This file as the object passed to its descendants in `ancestors` (optional; saves normalising it twice). */
  self?: AncestorFile;
  /** Whether a repository-relative POSIX path exists (file or directory), from the repository listing. */
  exists(repoRelativePath: string): boolean;
}

const META_BY_ID = new Map(LINT_RULES.map((m) => [m.id, m]));

/** The full pipeline: parser, GFM, frontmatter, lint comments, and the rules the audit runs. */
const fullProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkFrontmatter, ['yaml', 'toml'])
  .use(remarkLint)
  .use(noSecrets)
  .use(noPossibleSecrets)
  .use(noPersonalPaths)
  .use(noDuplicateParentContent)
  // Imports are reported per agent by the profiles (`import-missing`, `import-outside-root`).
  .use(noBrokenReferences, [1, { imports: false }])
  .freeze();

/** The raw-text rules alone, run on a bare root when the Markdown cannot be parsed safely. */
const rawProcessor = unified().use(noSecrets).use(noPossibleSecrets).use(noPersonalPaths).freeze();

/** The rule that needs a bare file's place in the repository (its ancestors), after the raw-text rules. */
const contextProcessor = unified().use(noDuplicateParentContent).freeze();

/** The links rule, on a root holding a scanned file's links (configured as in the full pipeline). */
const linksProcessor = unified().use(noBrokenReferences, [1, { imports: false }]).freeze();

const LINT_COMMENT = /<!--\s*lint/i;

/**
 * Whether the Markdown structure can change a finding: only a link, image or link definition (what
 * `no-broken-references` checks; each needs `](` or `]:` in the source, as CommonMark allows no space
 * there), a `<!--lint …-->` comment (message control), or a personal path with a stock example name
 * (excused inside a code block) can. Without any, the parse would only cost time: the other rules
 * scan the raw text, and their findings are the same with or without a tree.
 */
export function needsStructure(text: string): boolean {
  return text.includes('](') || text.includes(']:') || LINT_COMMENT.test(text) || personalPathsNeedCodeBlocks(text);
}

let parses = 0;
let scans = 0;
let runs = 0;

/** How many times `lintInstructionFile()` has parsed Markdown in this process (for tests of "parsed once per run"). */
export function lintParseCount(): number {
  return parses;
}

/** How many files' links the link scanner found without a parse, in this process. */
export function lintScanCount(): number {
  return scans;
}

/** How many files `lintInstructionFile()` has linted in this process (for tests of the result cache). */
export function lintRunCount(): number {
  return runs;
}

/** Same construction as the engine's: the first 16 hex digits of SHA-256 over rule id, path and key. */
function fingerprintOf(ruleId: string, path: string, key: string): string {
  return createHash('sha256').update([ruleId, path, key].join('\0')).digest('hex').slice(0, 16);
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message.replace(/\s+/g, ' ').trim();
  return String(error);
}

function makeFile(input: LintInput, text: string): VFile {
  // Ancestors over the cap are cut; the others are passed as they are (same objects, same list).
  const over = input.ancestors.some((a) => a.text.length > MAX_LINT_BYTES / 3 && cutToBytes(a.text, MAX_LINT_BYTES).cut);
  const ancestors = over ? input.ancestors.map((a) => ({ path: a.path, text: cutToBytes(a.text, MAX_LINT_BYTES).text })) : input.ancestors;
  const self = input.self !== undefined && input.self.text === text ? input.self : undefined;
  return new VFile({
    path: input.path,
    value: text,
    data: { agentsMdAudit: { path: input.path, ancestors, ...(self ? { self } : {}), exists: (p: string) => input.exists(p) } },
  });
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && 'reason' in error && 'line' in error && typeof error.line === 'number') {
    // A fatal vfile message, e.g. an invalid `<!--lint …-->` comment.
    return `line ${error.line}: ${errorText(error)}`;
  }
  return `the Markdown parser failed (${errorText(error)})`;
}

/**
 * What the lint learns from a file's text alone, before its place in the repository is known (its
 * path, its ancestors, which paths exist): the text as linted (cut to the cap), how its Markdown is
 * handled, and the messages of the rules that read the text only (secrets, possible secrets,
 * personal paths). A function of the text: the engine prepares a file as soon as it has read it.
 */
export interface PreparedLint {
  /** The text as linted (at most MAX_LINT_BYTES bytes). */
  readonly text: string;
  readonly cut: ReturnType<typeof cutToBytes>;
  /**
   * `text`: no finding depends on the Markdown structure (bare root); `scanned`: only the links do,
   * and the link scanner found them exactly as the parser would (no parse); `parsed`: the whole
   * pipeline runs on the tree in `finishLint` (message control included); `raw`: the structure
   * cannot be parsed safely, only the raw-text rules ran.
   */
  readonly mode: 'text' | 'scanned' | 'parsed' | 'raw';
  readonly tree?: Root;
  /** The links, images and definitions of a `scanned` file, as mdast nodes. */
  readonly links?: readonly ScannedLink[];
  /** Messages of the raw-text rules (modes `text`, `scanned` and `raw`), in plugin order. */
  readonly messages: readonly LintMessage[];
  /** Why parts of the lint could not run. */
  readonly incomplete: readonly string[];
  /** The raw-text scan itself failed (secrets were not checked). */
  readonly unchecked: boolean;
}

/** The scanner's links, or null when it is not sure (or fails: the parser then decides, as without it). */
function scanOrNull(text: string): readonly ScannedLink[] | null {
  try {
    return scanLinks(text);
  } catch {
    return null;
  }
}

/** A rule's message as plain data: what `finishLint` reads of it (a prepared lint keeps no VFile). */
export interface LintMessage {
  ruleId?: string;
  source?: string;
  reason: string;
  line: number | null;
  column: number | null;
  place?: { start: { line: number; column: number }; end: { line: number; column: number } };
  key?: string;
  /** The message of the exception a rule threw (unified-lint-rule turns it into a message). */
  failure?: string;
}

function plainMessages(messages: readonly KeyedMessage[]): LintMessage[] {
  return messages.map((m) => {
    const place = m.place;
    return {
      ...(m.ruleId !== undefined ? { ruleId: m.ruleId } : {}),
      ...(m.source !== undefined ? { source: m.source } : {}),
      reason: m.reason,
      line: m.line ?? null,
      column: m.column ?? null,
      ...(place && 'start' in place ? { place: { start: { line: place.start.line, column: place.start.column }, end: { line: place.end.line, column: place.end.column } } } : {}),
      ...(m.agentsMdAuditKey !== undefined ? { key: m.agentsMdAuditKey } : {}),
      ...(m.cause instanceof Error ? { failure: errorText(m.cause) } : {}),
    };
  });
}

function bareRoot(text: string): Root {
  const end = LineIndex.end(text);
  return { type: 'root', children: [], position: { start: { line: 1, column: 1, offset: 0 }, end } };
}

/** The first half of `lintInstructionFile`: everything that depends on the text alone. */
export function prepareLint(fullText: string): PreparedLint {
  const cut = cutToBytes(fullText, MAX_LINT_BYTES);
  const text = cut.text;
  const incomplete: string[] = [];
  const risk = parseRisk(text);
  // Only links need the structure (no lint comment, no example name a code block could excuse):
  // the scanner finds them without a parse, or says it cannot be sure.
  // Or there is nothing to look for: every link points at a URL or an anchor (no finding possible).
  const structural = risk === null && needsStructure(text);
  const onlyLinks = structural && !LINT_COMMENT.test(text) && !personalPathsNeedCodeBlocks(text);
  const links = onlyLinks && linksMayGiveFindings(text) ? scanOrNull(text) : onlyLinks ? [] : null;
  if (structural && links === null) {
    try {
      parses += 1;
      const tree = fullProcessor.parse(new VFile({ value: text }));
      return { text, cut, mode: 'parsed', tree, messages: [], incomplete, unchecked: false };
    } catch (error) {
      incomplete.push(describeFailure(error));
    }
  } else if (risk !== null) {
    incomplete.push(`${risk}, which would stall the Markdown parser`);
  }
  // The raw-text rules on a bare root: secrets and personal paths need no Markdown structure.
  // Linear in the text (line scans), so they run on every file whatever happened to the parse.
  const file = new VFile({ value: text });
  try {
    rawProcessor.runSync(bareRoot(text), file);
  } catch (error) {
    incomplete.push(`scanning the text for secrets failed (${errorText(error)})`);
    return { text, cut, mode: 'raw', messages: [], incomplete, unchecked: true };
  }
  const mode = incomplete.length > 0 ? 'raw' : links !== null && links.length > 0 ? 'scanned' : 'text';
  if (mode === 'scanned') scans += 1;
  return { text, cut, mode, ...(mode === 'scanned' ? { links: links! } : {}), messages: plainMessages(file.messages as KeyedMessage[]), incomplete, unchecked: false };
}

/**
 * Lint one instruction file with every rule (except `no-empty-file`), once, synchronously.
 * Findings carry each rule's default severity; the engine applies the user's severity settings.
 * Never throws on bad input and never runs unbounded, and nothing here depends on a clock: the
 * Markdown parse is bounded by the input's shape, decided before parsing (the byte cap and the
 * shape limits of guard.ts). A file over a shape limit, or one whose parse fails, gets a
 * `lint-incomplete` finding, and its secrets and personal paths are still checked on the raw text,
 * always to the end of the linted bytes.
 */
export function lintInstructionFile(input: LintInput): LintFinding[] {
  return finishLint(prepareLint(input.text), input);
}

/**
 * The second half: the rules that need the file's place in the repository (copied blocks from its
 * ancestors, links to paths that must exist), or the whole pipeline for a parsed file, and the
 * findings in the report model.
 */
export function finishLint(prepared: PreparedLint, input: LintInput): LintFinding[] {
  runs += 1;
  const { text, cut } = prepared;
  const incomplete = [...prepared.incomplete];
  let unchecked = prepared.unchecked;
  let messages: readonly LintMessage[] = prepared.messages;
  if (prepared.mode === 'text' || prepared.mode === 'scanned') {
    // The same findings as the full pipeline, without building a tree nobody needs: the raw-text
    // rules' messages (already there), then the duplicate rule's, then (scanned) the links', in the
    // pipeline's order.
    const file = makeFile(input, text);
    try {
      contextProcessor.runSync(bareRoot(text), file);
      if (prepared.mode === 'scanned') {
        const root = bareRoot(text);
        root.children = prepared.links!.map((l) => ({ ...l, ...(l.type === 'definition' ? { identifier: '', label: '', title: null } : { children: [] }) }) as unknown as Root['children'][number]);
        linksProcessor.runSync(root, file);
      }
      messages = [...messages, ...plainMessages(file.messages as KeyedMessage[])];
    } catch (error) {
      incomplete.push(describeFailure(error));
    }
  } else if (prepared.mode === 'parsed') {
    const file = makeFile(input, text);
    try {
      fullProcessor.runSync(prepared.tree!, file);
      messages = plainMessages(file.messages as KeyedMessage[]);
    } catch (error) {
      incomplete.push(describeFailure(error));
      // The raw-text rules on a bare root, as for a file that could not be parsed.
      const raw = new VFile({ value: text });
      try {
        rawProcessor.runSync(bareRoot(text), raw);
        messages = plainMessages(raw.messages as KeyedMessage[]);
      } catch (e) {
        unchecked = true;
        incomplete.push(`scanning the text for secrets failed (${errorText(e)})`);
        messages = [];
      }
    }
  }

  const findings: LintFinding[] = [];
  let lines: LineIndex | null = null;
  for (const message of messages) {
    const meta = message.ruleId === undefined ? undefined : META_BY_ID.get(message.ruleId);
    if (meta === undefined || message.source !== 'remark-lint') continue;
    if (message.failure !== undefined) {
      // unified-lint-rule turns an exception inside a rule into a message: report it as such.
      incomplete.push(`rule \`${meta.id}\` failed (${message.failure})`);
      continue;
    }
    lines ??= new LineIndex(text);
    const line = message.line ?? null;
    const key = message.key ?? message.reason.replace(/\d+/g, '#');
    const finding: LintFinding = {
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: input.path,
      line,
      message: message.reason,
      fingerprint: fingerprintOf(meta.id, input.path, key),
      key,
    };
    if (line !== null && message.column != null) finding.column = lines.codePointColumn(line, message.column);
    const place = message.place;
    if (place && place.end.line >= 1) {
      finding.endLine = place.end.line;
      finding.endColumn = lines.codePointColumn(place.end.line, place.end.column);
    }
    findings.push(finding);
  }

  if (incomplete.length > 0) {
    findings.push({
      ruleId: LINT_INCOMPLETE.id,
      severity: LINT_INCOMPLETE.defaultSeverity,
      path: input.path,
      line: null,
      message: unchecked
        ? `Lint rules skipped: ${incomplete.join('; ')}. This file was not checked for secrets, personal paths, links or duplicated blocks; simplify or shorten it so that it can be checked.`
        : `Markdown rules skipped: ${incomplete.join('; ')}. Secrets and personal paths were still checked; links and duplicated blocks were not. Simplify the Markdown so that it can be checked.`,
      fingerprint: fingerprintOf(LINT_INCOMPLETE.id, input.path, 'file'),
      key: 'file',
    });
  }
  // The engine read only part of the file (size > readBytes), or the text it passed is over the cap.
  // (Comparing sizes with the text's own length would misfire on a BOM the decoder dropped.)
  if (input.size > input.readBytes || cut.cut) {
    const lintedBytes = cut.cut ? cut.bytes : input.readBytes;
    const size = Math.max(input.size, cut.total);
    findings.push({
      ruleId: LINT_INPUT_TRUNCATED.id,
      severity: LINT_INPUT_TRUNCATED.defaultSeverity,
      path: input.path,
      line: null,
      message: `Only the first ${lintedBytes} of ${size} bytes were linted: secrets, personal paths and broken references after that point were not checked. No agent with a budget loads that much; split or shorten the file.`,
      fingerprint: fingerprintOf(LINT_INPUT_TRUNCATED.id, input.path, 'file'),
      key: 'file',
    });
  }
  return findings;
}
