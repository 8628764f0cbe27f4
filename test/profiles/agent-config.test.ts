/**
 * Reading the agents' own configuration files: the JSONC parser (OpenCode, Gemini CLI), YAML
 * (Aider) and TOML (Codex) through the discovery context, and Codex's project layers.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DiscoveryContext } from '../../src/discovery/context.js';
import { listRepository } from '../../src/discovery/listing.js';
import jsoncParser from 'jsonc-parser';
import { codexProjectConfig, isAgentConfigPath, parseJsonc, readAgentConfig } from '../../src/profiles/agent-config.js';
import { cleanupRepos, makeRepo, type RepoFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

function ctxOf(files: RepoFiles): DiscoveryContext {
  const root = makeRepo(files, { git: true });
  return new DiscoveryContext(root, listRepository(root), { assumeRoot: false, readCap: 1024 * 1024 });
}

describe('parseJsonc', () => {
  it('reads any JSON value exactly as JSON.parse does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = JSON.stringify(v, null, 2);
        const r = parseJsonc(text);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.result.value).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  // Text near JSON: JSON values with a character inserted, removed or replaced, and arbitrary strings.
  const nearJson = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc
      .tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat(), fc.constantFrom('', ',', '}', ']', '"', ':', '0', '\t', '\n', ' ', '\\', 'x', '-', '.', '\u0001'), fc.boolean())
      .map(([v, at, ch, replace]) => {
        const t = JSON.stringify(v, null, 1) ?? 'null';
        const i = at % (t.length + 1);
        return t.slice(0, i) + ch + t.slice(replace ? i + 1 : i);
      }),
  );

  it("reads without trailing commas exactly as Gemini CLI does (JSON.parse after removing comments): the same texts, the same values", () => {
    fc.assert(
      fc.property(nearJson.filter((t) => !t.includes('/') && !t.includes('\uFEFF')), (t) => {
        let expected: { ok: true; value: unknown } | { ok: false };
        try {
          expected = { ok: true, value: JSON.parse(t) };
        } catch {
          expected = { ok: false };
        }
        const r = parseJsonc(t, { trailingCommas: false });
        expect(r.ok, t).toBe(expected.ok);
        if (r.ok && expected.ok) expect(r.result.value).toEqual(expected.value);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads with trailing commas exactly as OpenCode does (jsonc-parser, allowTrailingComma, any error fatal)', () => {
    fc.assert(
      fc.property(fc.oneof(nearJson, nearJson.map((t) => `// note\n${t}`), nearJson.map((t) => t.replace(/]/, ',]'))), (t) => {
        const errors: jsoncParser.ParseError[] = [];
        const value: unknown = jsoncParser.parse(t, errors, { allowTrailingComma: true });
        const r = parseJsonc(t);
        expect(r.ok, t).toBe(errors.length === 0);
        if (r.ok) expect(r.result.value).toEqual(value);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts comments, trailing commas and a BOM', () => {
    const r = parseJsonc('\uFEFF{\n  // a comment\n  "a": [1, 2,], /* block */\n  "b": {"c": "//not a comment"},\n}\n');
    expect(r).toMatchObject({ ok: true, result: { value: { a: [1, 2], b: { c: '//not a comment' } } } });
  });

  it('never throws on arbitrary text, and places every error inside the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const r = parseJsonc(s);
        if (!r.ok) {
          const lines = s.split('\n').length;
          expect(r.problem.line).toBeGreaterThanOrEqual(1);
          expect(r.problem.line!).toBeLessThanOrEqual(lines);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reports the line and column of the first error, without quoting file content', () => {
    const r = parseJsonc('{\n  "apiKey": "sk-live-abcdefghijklmnop"\n  "x": 1\n}');
    expect(r).toEqual({ ok: false, problem: { message: 'expected "," or "}" after a property value, found """', line: 3, column: 3 } });
    const unclosed = parseJsonc('{"a": "sk-live-abcdefghijklmnop');
    expect(unclosed.ok).toBe(false);
    if (!unclosed.ok) expect(unclosed.problem.message).not.toContain('sk-live');
  });

  it('refuses pathological nesting with a message instead of overflowing the stack', () => {
    const r = parseJsonc('['.repeat(100_000));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.message).toContain('nested more than');
  });

  it('knows where every key is', () => {
    const r = parseJsonc('{\n  "context": {\n    "fileName": ["A.md", "B.md"]\n  }\n}');
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.result.places.get(JSON.stringify(['context', 'fileName', 1]))).toBe('{\n  "context": {\n    "fileName": ["A.md", '.length);
  });
});

describe('readAgentConfig through the context', () => {
  it('reads each file once and reports a FIFO or a directory as unreadable, never blocking', () => {
    const ctx = ctxOf({ 'opencode.json': '{"instructions": []}', '.aider.conf.yml': { fifo: true }, '.gemini/settings.json/x': 'dir' });
    const a = readAgentConfig(ctx, 'opencode.json', 'jsonc');
    expect(a.status).toBe('ok');
    expect(readAgentConfig(ctx, 'opencode.json', 'jsonc')).toBe(a);
    expect(readAgentConfig(ctx, '.aider.conf.yml', 'yaml')).toMatchObject({ status: 'unreadable' });
    expect(readAgentConfig(ctx, '.gemini/settings.json', 'jsonc')).toMatchObject({ status: 'unreadable' });
    expect(readAgentConfig(ctx, 'missing.json', 'jsonc')).toEqual({ status: 'absent' });
  });

  it('a TOML error gives its line and never the code block smol-toml adds to its message', () => {
    const ctx = ctxOf({ '.codex/config.toml': 'model = "o3"\napi_key = "sk-secret-value-1234567890\n' });
    const r = readAgentConfig(ctx, '.codex/config.toml', 'toml');
    expect(r.status).toBe('invalid');
    if (r.status === 'invalid') {
      expect(r.problem.line).toBe(2);
      expect(r.problem.message).not.toContain('sk-secret');
      expect(r.problem.message).not.toContain('\n');
    }
  });

  it('a YAML error gives its line', () => {
    const ctx = ctxOf({ '.aider.conf.yml': 'read: AGENTS.md\nmodel: "unclosed\n' });
    const r = readAgentConfig(ctx, '.aider.conf.yml', 'yaml');
    expect(r).toMatchObject({ status: 'invalid', problem: { line: 2 } });
  });
});

describe('Codex project configuration (.codex/config.toml layers)', () => {
  it('merges the layers from the project root down to cwd, nearer winning', () => {
    const ctx = ctxOf({
      '.codex/config.toml': 'project_doc_max_bytes = 65536\nproject_doc_fallback_filenames = ["TEAM.md"]\n',
      'svc/.codex/config.toml': 'project_doc_max_bytes = 8192\n',
    });
    expect(codexProjectConfig(ctx, ['.', 'svc'])).toEqual({ maxBytes: 8192, fallbackFilenames: ['TEAM.md'], files: ['.codex/config.toml', 'svc/.codex/config.toml'], findings: [] });
    expect(codexProjectConfig(ctx, ['.'])).toMatchObject({ maxBytes: 65536 });
  });

  it('wrong types and unparsable files are errors with their line; project_root_markers is noted as ignored', () => {
    const ctx = ctxOf({
      '.codex/config.toml': 'model = "o3"\nproject_doc_max_bytes = "big"\nproject_root_markers = [".hg"]\n',
      'a/.codex/config.toml': 'project_doc_max_bytes = \n',
    });
    const c = codexProjectConfig(ctx, ['.', 'a']);
    expect(c.maxBytes).toBeUndefined();
    expect(c.findings.map((f) => [f.path, f.line, f.severity])).toEqual([
      ['.codex/config.toml', 2, 'error'],
      ['.codex/config.toml', 3, 'info'],
      ['a/.codex/config.toml', 1, 'error'],
    ]);
  });

  it('a .codex that is a regular file, not a directory, is no layer', () => {
    const ctx = ctxOf({ '.codex': 'not a dir\n' });
    expect(codexProjectConfig(ctx, ['.'])).toEqual({ files: [], findings: [] });
  });
});

describe('isAgentConfigPath', () => {
  it('recognises the agents’ configuration files, and only them', () => {
    for (const p of ['opencode.json', 'a/opencode.jsonc', '.aider.conf.yml', 'pkg/.aider.conf.yml', '.gemini/settings.json', 'x/.gemini/settings.json', '.codex/config.toml', 'y/.codex/config.toml']) {
      expect(isAgentConfigPath(p), p).toBe(true);
    }
    for (const p of ['AGENTS.md', 'settings.json', '.gemini/GEMINI.md', 'config.toml', 'docs/opencode.json.md']) expect(isAgentConfigPath(p), p).toBe(false);
  });
});
