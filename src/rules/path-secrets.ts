/**
 * Secrets in file and directory names (`docs/ghp_…/AGENTS.md`): the same detector as the content
 * rules, reported under the same rule ids (`no-secrets` for high-confidence formats,
 * `no-possible-secrets` for the rest) on the path itself. A name is printed by every agent, tool and
 * log that lists the file, so it leaks like content. The report masks the token wherever it prints
 * the path (src/report/mask.ts); this finding says that it is there.
 */
import type { ProfileFinding } from '../profiles/types.js';
import { describeHit } from './secret-messages.js';
import { findSecrets } from './secret-patterns.js';
import { redact } from './redact.js';

/**
 * One finding per path holding a secret-shaped part. A directory is reported only when no reported
 * path lies below it (the file inside carries the finding, and its annotation lands on a file).
 */
export function pathSecretFindings(paths: Iterable<string>): ProfileFinding[] {
  const hits = new Map<string, ReturnType<typeof findSecrets>>();
  for (const p of new Set(paths)) {
    const found = findSecrets(p);
    if (found.length > 0) hits.set(p, [...found]);
  }
  const out: ProfileFinding[] = [];
  for (const [p, found] of hits) {
    if ([...hits.keys()].some((other) => other !== p && other.startsWith(`${p}/`))) continue;
    const hit = found.find((h) => h.tier === 'secret') ?? found[0]!;
    const where = p.lastIndexOf('/') >= hit.start ? 'a directory name on this path' : 'this file name';
    out.push({
      ruleId: hit.tier === 'secret' ? 'no-secrets' : 'no-possible-secrets',
      severity: hit.tier === 'secret' ? 'error' : 'warning',
      path: p,
      line: null,
      message:
        `Revoke the ${describeHit(hit)} (${redact(hit.value, hit.fixedPrefix)}) in ${where} now, then rename the file or directory: every agent, tool and log that lists the file shows it (the audit masks it).`,
      key: `path:${hit.kind}:${redact(hit.value, hit.fixedPrefix)}`,
    });
  }
  return out;
}
