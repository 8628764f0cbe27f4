/**
 * The JSON Schema of `.agents-md-audit.yml` (and `.yaml`, `.json`), built from the same lists the
 * reader (src/config/file.ts, src/config/parse.ts) accepts: profile ids and versions, rule ids,
 * severities, symlink policies, fail-on levels, agent state. `schema/config.schema.json` is this,
 * written by test/config/schema.test.ts in update mode (`UPDATE_GOLDEN=1`), which also checks that
 * the schema and the reader agree on every config the tests and docs hold.
 *
 * Where the reader is more lenient than a list can say (any case for `fail-on`, `warn` for
 * `warning`), the schema names the canonical spellings, so that editors complete those.
 */
import { KNOWN_PROFILES } from '../profiles/index.js';
import { VERIFIED_VERSIONS } from '../profiles/versions.js';
import { RULE_IDS } from '../registry.js';
import { CODEX_TRUST_LEVELS, SYMLINK_POLICIES } from './options.js';
import { FAIL_ON_VALUES } from './parse.js';

/** Where the schema is published: a URN (it never needs fetching; editors take a path or URL, see the README). */
export const CONFIG_SCHEMA_ID = 'urn:agents-md-audit:schema:config';

const alternatives = (xs: readonly string[]): string => xs.map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

function stringOrList(description: string, item: Record<string, unknown> = { type: 'string' }): Record<string, unknown> {
  return { description, oneOf: [item, { type: 'array', items: item }] };
}

export function configSchema(): Record<string, unknown> {
  const versioned = Object.keys(VERIFIED_VERSIONS);
  const profile = `(?:auto|${alternatives(KNOWN_PROFILES)}|(?:${alternatives(versioned)})@v?\\d+\\.\\d+\\.\\d+)`;
  const trust = alternatives(CODEX_TRUST_LEVELS);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: CONFIG_SCHEMA_ID,
    title: 'agents-md-audit configuration',
    description:
      'The repository config file of agents-md-audit: .agents-md-audit.yml (or .yaml, .json) at the repository root. CLI flags and action inputs override it. https://github.com/agents-md-audit/agents-md-audit#config-file',
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string', description: 'The schema of this file, for editors (ignored by the audit).' },
      profiles: {
        description:
          "The agents to audit for, as a list or a comma-separated string. 'auto' (the default): Codex's AGENTS.md convention plus every agent the repository shows signs of using (docs/profiles.md#auto); named ids beside it are added. AGENT@VERSION (codex@0.169.0) picks the profile that models that version.",
        oneOf: [
          { type: 'array', minItems: 1, items: { anyOf: [{ enum: ['auto', ...KNOWN_PROFILES] }, { type: 'string', pattern: `^\\s*${profile}\\s*$` }] } },
          { type: 'string', pattern: `^\\s*${profile}(?:\\s*,\\s*${profile})*\\s*,?\\s*$` },
        ],
      },
      'working-directories': stringOrList("Working directories to audit: repository-relative paths or globs, or 'auto' for every directory that ends a chain."),
      'max-bytes': {
        description: 'Byte budget of the agents that have one (Codex, A3S); 0 disables instructions. Counts as given: it beats a trusted .codex/config.toml.',
        oneOf: [
          { type: 'integer', minimum: 0 },
          { type: 'string', pattern: '^\\s*\\d+\\s*$' },
        ],
      },
      'fallback-filenames': stringOrList('Extra instruction file names tried after AGENTS.md (Codex project_doc_fallback_filenames): plain file names.', {
        type: 'string',
        minLength: 1,
        maxLength: 255,
        pattern: '^[^/\\\\:\\u0000]+$',
        not: { enum: ['.', '..'] },
      }),
      'root-markers': stringOrList('Names whose presence marks the repository root (Codex project_root_markers).', { type: 'string', minLength: 1, pattern: '^[^/\\\\:\\u0000]+$', not: { enum: ['.', '..'] } }),
      rules: {
        description: 'Severity per rule: off, info, warning or error.',
        type: 'object',
        propertyNames: { enum: [...RULE_IDS] },
        additionalProperties: { enum: ['off', 'info', 'warning', 'error', 'warn', 0, 1, 2, false, true] },
      },
      'warn-threshold': {
        description: 'Percentage of the budget at which chain-near-budget warns (above 0, at most 100), e.g. 90 or 90%.',
        oneOf: [
          { type: 'number', exclusiveMinimum: 0, maximum: 100 },
          { type: 'string', pattern: '^\\s*\\d+(?:\\.\\d+)?%?\\s*$' },
        ],
      },
      symlinks: { description: 'Which symbolic links an agent is assumed to follow.', enum: [...SYMLINK_POLICIES] },
      'fail-on': { description: 'The lowest severity that fails the run.', enum: [...FAIL_ON_VALUES] },
      'agent-state': stringOrList('State an agent keeps outside the repository (docs/profiles.md#agent-state).', {
        type: 'string',
        pattern: `^\\s*(?:codex-trust\\s*=\\s*(?:[^\\n]*:)?(?:${trust})|claude-external-imports\\s*=\\s*(?:approved|not-approved)|gemini-folder-trust\\s*=\\s*(?:trusted|untrusted))\\s*$`,
      }),
    },
  };
}
