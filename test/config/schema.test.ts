/**
 * The JSON Schemas the package ships: `schema/report.schema.json` (the JSON report) and
 * `schema/config.schema.json` (`.agents-md-audit.yml`), both compiled by ajv in strict mode. The
 * config schema is generated from the reader's own lists (src/config/schema.ts; `UPDATE_GOLDEN=1`
 * rewrites the file), and it agrees with the reader on every config the repository holds: the
 * fixtures, the README's, the tests' and a table of accepted and refused settings.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse as parseYaml } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { audit, defaultOptions, validateOptions } from '../../src/api.js';
import { applyFileConfig, loadConfigFile } from '../../src/config/file.js';
import { CONFIG_SCHEMA_ID, configSchema } from '../../src/config/schema.js';
import { KNOWN_PROFILES } from '../../src/profiles/index.js';
import { RULE_IDS } from '../../src/registry.js';
import { renderJson } from '../../src/report/json.js';
import { cleanupRepos, makeTempDir, REPO_ROOT } from '../helpers/repo.js';

afterAll(() => cleanupRepos());

const read = (f: string): string => fs.readFileSync(path.join(REPO_ROOT, f), 'utf8');
const CONFIG_SCHEMA_FILE = 'schema/config.schema.json';

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };
function strictCompile(schema: object): Validate {
  const Ajv = Ajv2020 as unknown as new (o: object) => { compile: (s: object) => Validate };
  return new Ajv({ strict: true, allErrors: true }).compile(schema);
}

describe('the report schema', () => {
  const schema = JSON.parse(read('schema/report.schema.json')) as { $id: string };

  it('compiles under ajv strict mode, with a URN for its $id (it never needs fetching)', () => {
    expect(schema.$id).toMatch(/^urn:agents-md-audit:schema:report:\d+$/);
    expect(() => strictCompile(schema)).not.toThrow();
  });

  it('validates the report of the bundled example, and refuses one with a broken fixed finding', async () => {
    const validate = strictCompile(schema);
    const report = JSON.parse(renderJson(await audit({ root: path.join(REPO_ROOT, 'fixtures/monorepo'), assumeRoot: true, profiles: ['codex', 'a3s'] })));
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    const fixed = { ...report, delta: { base: { kind: 'report', ref: 'old.json', note: '' }, chains: [], newFindings: [], fixedFindings: ['x'], fixed: [{ ruleId: 'x', severity: 'fatal' }] } };
    expect(validate(fixed)).toBe(false);
  });
});

describe('the config schema', () => {
  it('is what src/config/schema.ts builds from the reader\'s lists, and compiles under ajv strict mode', () => {
    const text = `${JSON.stringify(configSchema(), null, 2)}\n`;
    if (process.env['UPDATE_GOLDEN'] === '1') fs.writeFileSync(path.join(REPO_ROOT, CONFIG_SCHEMA_FILE), text);
    expect(read(CONFIG_SCHEMA_FILE), `${CONFIG_SCHEMA_FILE} is stale: run UPDATE_GOLDEN=1 npx vitest run test/config/schema.test.ts`).toBe(text);
    expect(configSchema()['$id']).toBe(CONFIG_SCHEMA_ID);
    expect(() => strictCompile(configSchema())).not.toThrow();
  });

  const validate = strictCompile(configSchema());
  const dir = makeTempDir('ama-config-');
  /** The audit's verdict on `text` as `.agents-md-audit.<ext>`: null when it accepts it, else its message. */
  function readerError(text: string, ext = 'yml'): string | null {
    for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
    fs.writeFileSync(path.join(dir, `.agents-md-audit.${ext}`), text);
    try {
      // Read, applied and validated as every front end does before an audit.
      const options = defaultOptions(dir);
      applyFileConfig(options, loadConfigFile(dir, null, { profiles: KNOWN_PROFILES, rules: RULE_IDS }));
      validateOptions(options);
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  }
  function schemaAccepts(text: string): boolean {
    const data: unknown = parseYaml(text);
    return data === null || validate(data);
  }

  /** Every config file in the repository's fixtures, the README's config blocks and the tests' config literals. */
  function repositoryConfigs(): Array<[string, string]> {
    const out: Array<[string, string]> = [];
    const walk = (d: string): void => {
      for (const e of fs.readdirSync(path.join(REPO_ROOT, d), { withFileTypes: true })) {
        const rel = `${d}/${e.name}`;
        if (e.isDirectory()) walk(rel);
        else if (/^\.agents-md-audit\.(ya?ml|json)$/.test(e.name)) out.push([rel, read(rel)]);
      }
    };
    walk('fixtures');
    for (const m of read('README.md').matchAll(/^```yaml\n([\s\S]*?)^```$/gm)) {
      if (/^(profiles|rules|max-bytes|agent-state):/m.test(m[1]!) && !/^on:/m.test(m[1]!)) out.push(['README.md', m[1]!]);
    }
    const tests: string[] = [];
    const walkTests = (d: string): void => {
      for (const e of fs.readdirSync(path.join(REPO_ROOT, d), { withFileTypes: true })) {
        if (e.isDirectory()) walkTests(`${d}/${e.name}`);
        else if (e.name.endsWith('.ts') && e.name !== 'schema.test.ts') tests.push(`${d}/${e.name}`);
      }
    };
    walkTests('test');
    for (const t of tests) {
      for (const m of read(t).matchAll(/'\.agents-md-audit\.yml': '((?:[^'\\]|\\.)*)'/g)) out.push([t, m[1]!.replace(/\\n/g, '\n').replace(/\\'/g, "'")]);
    }
    return out;
  }

  it('agrees with the reader on every config the repository holds (fixtures, README, tests)', () => {
    const configs = repositoryConfigs();
    expect(configs.map(([f]) => f)).toEqual(expect.arrayContaining(['fixtures/monorepo/.agents-md-audit.yml', 'README.md']));
    expect(configs.length).toBeGreaterThanOrEqual(5);
    for (const [where, text] of configs) {
      expect(schemaAccepts(text), `${where}: ${text}`).toBe(readerError(text) === null);
    }
    // The fixture and the README's full example are accepted by both.
    for (const [where, text] of configs.filter(([f]) => !f.startsWith('test/'))) expect(readerError(text), where).toBeNull();
  });

  it('agrees with the reader on each setting, accepted and refused', () => {
    const accepted = [
      'profiles: codex\n',
      'profiles: [codex, a3s, claude-code@legacy]\n',
      'profiles: codex, gemini\n',
      'profiles: [codex@0.169.0]\n',
      'working-directories: auto\n',
      "working-directories: [packages/*, 'docs']\n",
      'max-bytes: 0\n',
      'max-bytes: "32768"\n',
      'fallback-filenames: TEAM_GUIDE.md\n',
      'root-markers: [.git, .hg]\n',
      'rules:\n  no-personal-paths: off\n  chain-near-budget: info\n  no-secrets: error\n',
      'rules:\n  no-empty-file: false\n',
      'warn-threshold: 90\n',
      'warn-threshold: 12.5%\n',
      'symlinks: forbid\n',
      'fail-on: never\n',
      'agent-state: codex-trust=trusted\n',
      'agent-state:\n  - codex-trust=packages/api:untrusted\n  - claude-external-imports=approved\n  - gemini-folder-trust=untrusted\n',
      '# yaml-language-server: $schema=./node_modules/agents-md-audit/schema/config.schema.json\nprofiles: [codex]\n',
      '$schema: ./schema/config.schema.json\nfail-on: warning\n',
    ];
    const refused = [
      'profile: codex\n',
      'profiles: [codex, nope]\n',
      'profiles: []\n',
      'profiles: 3\n',
      'working-directories: 3\n',
      'max-bytes: -1\n',
      'max-bytes: 32k\n',
      'max-bytes: 1.5\n',
      'fallback-filenames: [../x.md]\n',
      "fallback-filenames: ['..']\n",
      'root-markers: [a/b]\n',
      'rules:\n  no-such-rule: off\n',
      'rules:\n  no-secrets: loud\n',
      'rules: [no-secrets]\n',
      'warn-threshold: 0\n',
      'warn-threshold: 150\n',
      'warn-threshold: lots\n',
      'symlinks: sometimes\n',
      'fail-on: info\n',
      'agent-state: codex-trust=maybe\n',
      'agent-state: [trusted]\n',
      '$schema: 3\n',
      '- codex\n',
    ];
    for (const text of accepted) {
      expect(readerError(text), text).toBeNull();
      expect(schemaAccepts(text), text).toBe(true);
    }
    for (const text of refused) {
      expect(readerError(text), text).not.toBeNull();
      expect(schemaAccepts(text), text).toBe(false);
    }
    // The JSON form, with its $schema for editors.
    const json = JSON.stringify({ $schema: 'https://example.invalid/config.schema.json', profiles: ['codex'], rules: { 'no-secrets': 'warning' } });
    expect(readerError(json, 'json')).toBeNull();
    expect(validate(JSON.parse(json))).toBe(true);
  });
});
