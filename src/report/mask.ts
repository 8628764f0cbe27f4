/**
 * The report holds no secret: every string in it (paths, working directories, messages, notes,
 * settings taken from the config file) goes through the one redaction (`maskSecrets`) once, when
 * the engine builds it, so every renderer (text, JSON, SARIF, summary, annotations, log) prints the
 * same masked form. Paths that were masked are listed in `maskedPaths`: they name no file on disk.
 * Pure.
 */
import { maskSecrets } from '../rules/mask.js';
import type { Report } from './model.js';

/** Fields that hold repository paths (whose masked forms are listed in `maskedPaths`). */
const PATH_KEYS = new Set(['path', 'cwd', 'root', 'linkTarget', 'workingDirectories']);
/** Fields that never hold repository text. */
const SKIP_KEYS = new Set(['fingerprint', 'schemaVersion', 'tool', 'severity', 'ruleId', 'kind', 'targetKind', 'git', 'reason', 'profile', 'profiles', 'loadedBy']);

/** Set `key` as an own data property (a `__proto__` key stays data, as JSON.parse made it). */
function define(o: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * `report` with every string masked. `everyField`: for a report from another run (untrusted) —
 * every string under every key, and every key, is masked, not only the fields the engine fills
 * with repository text.
 */
export function maskReport(report: Report, opts: { everyField?: boolean } = {}): Report {
  const every = opts.everyField === true;
  const maskedPaths = new Set<string>((report.maskedPaths ?? []).map((p) => maskSecrets(p)));
  // The same paths and messages recur across chains and files: scan each distinct string once.
  const seen = new Map<string, string>();
  const walk = (value: unknown, key: string | null): unknown => {
    if (typeof value === 'string') {
      let out = seen.get(value);
      if (out === undefined) {
        out = maskSecrets(value);
        seen.set(value, out);
      }
      if (out !== value && key !== null && PATH_KEYS.has(key)) maskedPaths.add(out);
      return out;
    }
    // A new array or object only where something in it changed: nothing is copied in the common case.
    if (Array.isArray(value)) {
      let out: unknown[] | null = null;
      for (let i = 0; i < value.length; i++) {
        const v = walk(value[i], key);
        if (v !== value[i]) (out ??= [...value])[i] = v;
      }
      return out ?? value;
    }
    if (value !== null && typeof value === 'object') {
      if (every) return walkEvery(value as Record<string, unknown>);
      let out: Record<string, unknown> | null = null;
      for (const k in value) {
        if (SKIP_KEYS.has(k)) continue;
        const old = (value as Record<string, unknown>)[k];
        const v = walk(old, k);
        if (v !== old) (out ??= { ...(value as Record<string, unknown>) })[k] = v;
      }
      return out ?? value;
    }
    return value;
  };
  /** An object whose keys are masked too (rebuilt only when one changes; own keys only, `__proto__` kept as data). */
  const walkEvery = (value: Record<string, unknown>): Record<string, unknown> => {
    let out: Record<string, unknown> | null = null;
    const keys = Object.keys(value);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      const mk = walk(k, null) as string;
      const v = walk(value[k], k);
      if (out === null && (mk !== k || v !== value[k])) {
        out = {};
        for (let j = 0; j < i; j++) define(out, keys[j]!, value[keys[j]!]);
      }
      if (out !== null) define(out, mk, v);
    }
    return out ?? value;
  };
  const { maskedPaths: _old, ...rest } = report;
  const masked = walk(rest, null) as Report;
  return maskedPaths.size > 0 ? { ...masked, maskedPaths: [...maskedPaths].sort() } : masked;
}
