/**
 * The one reader for a report written by another run (`--previous`, `diff`, `merge`, the action's
 * `previous-report`). Such a file is untrusted: a cache restores it, a job uploads it, a pull request
 * may commit one where a workflow expects it. So it is read only from a regular file (never through
 * a link, never a FIFO, socket, device or directory; opened with O_NONBLOCK so nothing blocks), at
 * most MAX_REPORT_BYTES of it, checked for nesting before it is parsed, validated against the
 * report's schema (schema/report.schema.json, types included), and every string in it (keys too)
 * masked, so no secret it carries reaches a rendered output. Anything wrong is a ReportReadError
 * whose message never quotes the file's content.
 */
import { isUtf8 } from 'node:buffer';
import * as fs from 'node:fs';
import { describeError, kindPhrase, readCapped } from '../discovery/fsprobe.js';
import { fmtInt } from '../format.js';
import { maskSecrets } from '../rules/mask.js';
import { maskReport } from './mask.js';
import type { Report } from './model.js';
import { validate } from './validate-report.generated.js';

/**
 * Largest report read: 64 MiB. The largest report the benchmark writes is about 6 MB (10,001
 * working directories, docs/performance.md), so this is ten times that (about 150,000 chains).
 * Reading, validating and masking a report of this size peaks at about 310 MB of memory (measured),
 * a small part of what a runner has; a larger file is refused from its size alone, unread.
 */
export const MAX_REPORT_BYTES = 64 * 2 ** 20;

/**
 * Deepest nesting of arrays and objects read. A report nests 6 levels at most (report, delta,
 * chains, a chain delta, a side, its files); the limit leaves room for fields to come and keeps
 * every walk over the parsed value (validation, masking, rendering) far from the stack's end.
 */
export const MAX_REPORT_DEPTH = 64;

/** Why a report cannot be used: `reason` is a sentence fragment such as `it is a FIFO (named pipe), not a regular file`. */
export class ReportReadError extends Error {
  override name = 'ReportReadError';
  constructor(
    readonly reason: string,
    /** `file`: it could not be read; `content`: not JSON, or not a report at all; `schema`: JSON that does not match the schema (`reason` says where). */
    readonly kind: 'file' | 'content' | 'schema',
  ) {
    super(kind === 'schema' ? `it is not an agents-md-audit JSON report: ${reason}` : reason);
  }
}


/** Read, check and mask the report in `file`; throws ReportReadError. */
export function readReport(file: string): Report {
  let st: fs.Stats | undefined;
  try {
    st = fs.lstatSync(file, { throwIfNoEntry: false });
  } catch (e) {
    throw new ReportReadError(describeError(e), 'file');
  }
  if (st === undefined) throw new ReportReadError('it does not exist', 'file');
  if (st.isSymbolicLink()) throw new ReportReadError('it is a symbolic link (a report is read from a regular file only, never through a link)', 'file');
  if (!st.isFile()) throw new ReportReadError(`it is ${kindPhrase(st)}, not a regular file (never opened)`, 'file');
  const tooLarge = `it is larger than ${fmtInt(MAX_REPORT_BYTES)} bytes (64 MiB), more than any report this tool writes`;
  if (st.size > MAX_REPORT_BYTES) throw new ReportReadError(tooLarge, 'file');
  // O_NONBLOCK and O_NOFOLLOW, and the descriptor checked again: a FIFO or link swapped in since is refused.
  const r = readCapped(file, MAX_REPORT_BYTES + 1);
  if (r.error !== undefined) throw new ReportReadError(r.error, 'file');
  if (r.bytes.length > MAX_REPORT_BYTES || !r.complete) throw new ReportReadError(tooLarge, 'file');
  return parseReport(r.bytes);
}

/** Check and mask a report's bytes (pure); throws ReportReadError. */
export function parseReport(bytes: Uint8Array): Report {
  if (bytes.length > MAX_REPORT_BYTES) throw new ReportReadError(`it is larger than ${fmtInt(MAX_REPORT_BYTES)} bytes`, 'content');
  const deep = tooDeep(bytes, MAX_REPORT_DEPTH);
  if (deep !== null) throw new ReportReadError(`it nests arrays and objects more than ${MAX_REPORT_DEPTH} levels deep (at byte ${fmtInt(deep)}; a report nests 6)`, 'content');
  if (!isUtf8(bytes)) throw new ReportReadError('it is not UTF-8 text', 'content');
  // A byte order mark is dropped, as a decoder would.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8').replace(/^\ufeff/, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    // V8's message quotes the text around the error: only its place is kept.
    const at = /line (\d+) column (\d+)/.exec((e as Error).message);
    throw new ReportReadError(`it is not valid JSON${at ? ` (line ${at[1]}, column ${at[2]})` : ''}`, 'content');
  }
  const head = data as { schemaVersion?: unknown; tool?: { name?: unknown } } | null;
  if (typeof head === 'object' && head !== null && !Array.isArray(head)) {
    if ('schemaVersion' in head && head.schemaVersion !== 1) {
      const v = typeof head.schemaVersion === 'string' || typeof head.schemaVersion === 'number' ? String(head.schemaVersion) : typeof head.schemaVersion;
      throw new ReportReadError(`it has schema version ${shown(v)}, this tool reads version 1`, 'content');
    }
    if (typeof head.tool === 'object' && head.tool !== null && 'name' in head.tool && head.tool.name !== 'agents-md-audit') {
      throw new ReportReadError('it was not written by agents-md-audit', 'content');
    }
  }
  if (!validate(data)) {
    const err = (validate as { errors?: { instancePath: string; message?: string }[] | null }).errors?.[0];
    const where = err ? pointerText(err.instancePath) : '';
    throw new ReportReadError(`${where === '' ? 'the report' : where} ${err?.message ?? 'does not match the schema'}`, 'schema');
  }
  return maskReport(data as Report, { everyField: true });
}

/** A value for a message: masked, cut to 40 characters, quoted (control characters escaped). */
function shown(value: string): string {
  const safe = maskSecrets(value);
  return JSON.stringify(safe.length > 40 ? `${safe.slice(0, 40)}…` : safe);
}

/** `/chains/0/files/3/path` as `chains[0].files[3].path`; odd keys quoted and masked, the whole capped. */
function pointerText(pointer: string): string {
  if (pointer === '') return '';
  let out = '';
  for (const raw of pointer.slice(1).split('/')) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(seg)) out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$-]{0,40}$/.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${shown(seg)}]`;
    if (out.length > 200) return `${out.slice(0, 200)}…`;
  }
  return out;
}

/**
 * The offset of the first `[` or `{` nested deeper than `max`, or null. A linear scan of the bytes
 * outside strings (UTF-8 never puts these bytes inside a multi-byte character), before anything is parsed: no walk over a value this deep is ever started.
 */
export function tooDeep(bytes: Uint8Array, max: number): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === 0x5c) i++; // a backslash escapes the next byte
      else if (b === 0x22) inString = false;
    } else if (b === 0x22) inString = true;
    else if (b === 0x5b || b === 0x7b) {
      if (++depth > max) return i;
    } else if (b === 0x5d || b === 0x7d) depth--;
  }
  return null;
}
