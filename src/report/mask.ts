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

export function maskReport(report: Report): Report {
  const maskedPaths = new Set<string>(report.maskedPaths ?? []);
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
    if (Array.isArray(value)) return value.map((v) => walk(v, key));
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = SKIP_KEYS.has(k) ? v : walk(v, k);
      return out;
    }
    return value;
  };
  const { maskedPaths: _old, ...rest } = report;
  const masked = walk(rest, null) as Report;
  return maskedPaths.size > 0 ? { ...masked, maskedPaths: [...maskedPaths].sort() } : masked;
}
