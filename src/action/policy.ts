/**
 * Whose settings judge the run. On a push the checked-out config file is the repository's own
 * policy. On a pull request (and a merge queue entry) the checked-out file is the pull request's:
 * it must not decide the verdict on the very change that edits it, so the settings come from the
 * config file of the base commit, read from git's object store (same names, cap and parser), and a
 * change to the file is reported, taking effect once merged. `config-from: head` opts out knowingly.
 *
 * When the base's settings cannot be read (no base in the payload, the commit cannot be fetched,
 * the base's file is not valid), the built-in defaults apply, loudly, never the pull request's
 * file: a pull request could otherwise pass by going with whatever makes the base unreadable.
 */
import { BASE_EVENTS, type EventBase } from './event.js';
import { loadCommittedConfigFile, loadConfigFile, type FileConfig } from '../config/file.js';
import { ConfigError } from '../config/parse.js';
import { policyChanges } from '../config/policy.js';
import type { ReportPolicy } from '../report/model.js';
import { maskSecrets } from '../rules/mask.js';
import type { ActionInputs, KnownIds } from './inputs.js';

export interface PolicyContext {
  inputs: Pick<ActionInputs, 'root' | 'workspace' | 'config' | 'configFrom'>;
  eventName: string;
  /** The event's base (null: not a pull request event; a string: why there is none). */
  base: EventBase | string | null;
  /** Whether the base commit is in the object store (after a fetch), or why it is not. */
  baseAvailable: { ok: true } | { ok: false; error: string } | null;
  known: KnownIds;
}

export interface Policy {
  /** The config file whose settings apply, or null for the defaults (the inputs apply on top either way). */
  file: FileConfig | null;
  policy: ReportPolicy;
  /** Lines for the log, and warnings to annotate. */
  info: string[];
  warnings: string[];
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * The settings for this run. Throws a ConfigError (the step fails, as for any bad config file) when
 * the checked-out file that would apply, or the pull request's own file, is not valid: a pull
 * request that breaks the file learns it before the merge, not from every run after it.
 */
export function resolvePolicy(ctx: PolicyContext): Policy {
  const r = decide(ctx);
  return { ...r, policy: masked(r.policy) };
}

/** The policy with every string masked (file names from the config input, messages quoting git). */
function masked(policy: ReportPolicy): ReportPolicy {
  const m = (v: string | null | undefined): string | null | undefined => (typeof v === 'string' ? maskSecrets(v) : v);
  const out: ReportPolicy = { ...policy, file: m(policy.file) ?? null, changed: policy.changed.map((c) => ({ setting: maskSecrets(c.setting), base: m(c.base) ?? null, head: m(c.head) ?? null })) };
  if (policy.baseFile !== undefined) out.baseFile = m(policy.baseFile) ?? null;
  if (policy.headFile !== undefined) out.headFile = m(policy.headFile) ?? null;
  if (policy.warning !== undefined) out.warning = maskSecrets(policy.warning);
  return out;
}

function decide(ctx: PolicyContext): Policy {
  const { inputs, known } = ctx;
  const loadHead = (): FileConfig | null => loadConfigFile(inputs.root, inputs.config, known, { within: inputs.workspace });
  if (!BASE_EVENTS.includes(ctx.eventName)) {
    const file = loadHead();
    return { file, policy: { source: 'head', file: file?.path ?? null, changed: [] }, info: [], warnings: [] };
  }

  let head: FileConfig | null;
  try {
    head = loadHead();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    throw new ConfigError(
      inputs.configFrom === 'head' ? e.message : `${e.message} (this pull request's version of the file; the audit takes its settings from the base commit, and this file would stop it once merged)`,
    );
  }

  // The base's file: the settings, or why they cannot be had.
  const sha = typeof ctx.base === 'object' && ctx.base !== null ? ctx.base.sha : null;
  let base: { file: FileConfig | null } | { error: string; invalid: boolean };
  if (sha === null) base = { error: typeof ctx.base === 'string' ? ctx.base : 'the event names no base commit', invalid: false };
  else if (ctx.baseAvailable && !ctx.baseAvailable.ok) base = { error: `the base commit ${sha.slice(0, 12)} is not in the checkout and a shallow fetch failed (${ctx.baseAvailable.error})`, invalid: false };
  else {
    try {
      base = { file: loadCommittedConfigFile(inputs.root, sha, inputs.config, known, { within: inputs.workspace }) };
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      base = { error: `the base commit's config file is not valid: ${message(e)}`, invalid: true };
    }
  }
  const commit = sha !== null ? { commit: sha } : {};
  const diff = (from: FileConfig | null): ReturnType<typeof policyChanges> => policyChanges(from, head);

  if (inputs.configFrom === 'head') {
    const changes = 'file' in base ? diff(base.file) : { changed: [] };
    const policy: ReportPolicy = { source: 'head', ...commit, file: head?.path ?? null, ...changes };
    return {
      file: head,
      policy,
      info: [`config-from: head: the settings come from this pull request's ${head ? `config file ${head.path}` : 'checkout (it has no config file)'}, not from the base commit.`],
      warnings: [],
    };
  }

  if ('file' in base) {
    const policy: ReportPolicy = { source: 'base', ...commit, file: base.file?.path ?? null, ...diff(base.file) };
    const info = [
      base.file
        ? `Using the config file ${base.file.path} of the base commit ${sha!.slice(0, 12)} (inputs set in the workflow override it); the pull request's own settings take effect once merged.`
        : `The base commit ${sha!.slice(0, 12)} has no config file: the built-in defaults apply (inputs set in the workflow override them).`,
    ];
    return { file: base.file, policy, info, warnings: [] };
  }

  // No base settings: the defaults, never the pull request's file.
  const invalid = base.invalid;
  if (head === null && !invalid) {
    // The checkout has no config file either: the defaults are what either side could give.
    return {
      file: null,
      policy: { source: 'defaults', ...commit, file: null, changed: [] },
      info: [`Cannot read the settings from the base commit (${base.error}); the checkout has no config file, so the built-in defaults apply.`],
      warnings: [],
    };
  }
  const warning = `Cannot use the settings of the base commit: ${base.error}. The built-in defaults and the workflow's inputs apply${head ? `, not this pull request's ${head.path}` : ''}.`;
  const policy: ReportPolicy = { source: 'defaults', ...commit, file: null, ...(invalid ? diff(null) : { changed: [] }), warning };
  return { file: null, policy, info: [], warnings: [warning] };
}
