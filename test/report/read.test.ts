/**
 * The one reader of reports from another run (src/report/read.ts): the schema's generated validator
 * is current, a genuine report passes unchanged, and every wrong type, every nesting bomb, every
 * file that is not a regular file and every secret in it is answered with a message (never a
 * RangeError, never the file's content) or masked. FIFOs are tried through the CLI in a child
 * process (test/cli/previous-report.test.ts), where a blocked open could be bounded.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { maskReport } from '../../src/report/mask.js';
import type { Report } from '../../src/report/model.js';
import { MAX_REPORT_BYTES, MAX_REPORT_DEPTH, parseReport, readReport, ReportReadError, tooDeep } from '../../src/report/read.js';
import { monorepoReport } from '../action/helpers/reports.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { cleanupRepos, makeTempDir, REPO_ROOT } from '../helpers/repo.js';

afterAll(cleanupRepos);

const bytes = (v: unknown): Buffer => Buffer.from(JSON.stringify(v));

function reason(f: () => unknown): ReportReadError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ReportReadError);
    return e as ReportReadError;
  }
  throw new Error('expected a ReportReadError');
}

/** A genuine report, as the engine writes it (masked), with a revision and a history. */
function genuine(): Report {
  return maskReport({ ...monorepoReport(), revision: 'a'.repeat(40), history: [{ label: 'aaaaaaa', chains: [{ cwd: '.', profile: 'codex', usedBytes: 10, budget: 100 }] }] });
}

describe('the report validator', () => {
  it('is the one generated from schema/report.schema.json (npm run schema:validator)', () => {
    const r = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/generate-report-validator.mjs'), '--check'], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('parseReport', () => {
  it('gives back a genuine report unchanged (after a byte order mark too)', () => {
    const report = genuine();
    expect(parseReport(bytes(report))).toEqual(report);
    expect(parseReport(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes(report)]))).toEqual(report);
  });

  it('names the place and the type for every value of the wrong type', () => {
    const r = genuine();
    const DELETE = Symbol('delete');
    const fixed = { ruleId: 'r', severity: 'error', path: 'a', line: 1, message: 5, fingerprint: 'f' };
    const cases: [string, (string | number)[], unknown, RegExp][] = [
      ['files is a number', ['files'], 5, /^files must be array$/],
      ['a number for a chain file path', ['chains', 0, 'files', 0, 'path'], 5, /^chains\[0\]\.files\[0\]\.path must be string$/],
      ['a null finding', ['findings'], [null], /^findings\[0\] must be object$/],
      ['a finding without a message', ['findings', 0, 'message'], DELETE, /^findings\[0\] must have required property 'message'$/],
      ['a severity that is none', ['findings', 0, 'severity'], 'fatal', /^findings\[0\]\.severity must be equal to one of the allowed values$/],
      ['a fixed finding with a number message', ['delta'], { base: { kind: 'report', ref: 'a', note: 'n' }, chains: [], newFindings: [], fixedFindings: [], fixed: [fixed] }, /^delta\.fixed\[0\]\.message must be string$/],
      ['a history budget that is a string', ['history', 0, 'chains', 0, 'budget'], '100', /^history\[0\]\.chains\[0\]\.budget must be integer$/],
      ['a history budget of 0', ['history', 0, 'chains', 0, 'budget'], 0, /^history\[0\]\.chains\[0\]\.budget must be >= 1$/],
      ['no stats', ['stats'], DELETE, /^the report must have required property 'stats'$/],
      ['a trust entry that is a number, under an odd key', ['settings', 'agentState'], { codexTrustDirs: { 'a b/"c"': 1 } }, /^settings\.agentState\.codexTrustDirs\["a b\/\\"c\\""\] must be equal to one of the allowed values$/],
    ];
    for (const [name, at, value, message] of cases) {
      const x = structuredClone(r) as unknown as Record<string | number, unknown>;
      let parent = x;
      for (const k of at.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
      if (value === DELETE) delete parent[at.at(-1)!];
      else parent[at.at(-1)!] = value;
      const e = reason(() => parseReport(bytes(x)));
      expect(e.kind, name).toBe('schema');
      expect(e.reason, name).toMatch(message);
    }
    expect(reason(() => parseReport(bytes([]))).reason).toBe('the report must be object');
  });

  it('says which schema version or tool wrote it before anything else', () => {
    expect(reason(() => parseReport(bytes({ ...genuine(), schemaVersion: 2 }))).message).toBe('it has schema version "2", this tool reads version 1');
    expect(reason(() => parseReport(bytes({ ...genuine(), tool: { name: 'other', version: '1' } }))).message).toBe('it was not written by agents-md-audit');
  });

  it('answers a report nested 100,000 levels deep with a message, before it is parsed', () => {
    const n = 100_000;
    for (const text of [`${'['.repeat(n)}${']'.repeat(n)}`, `{"notes": ${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`]) {
      const e = reason(() => parseReport(Buffer.from(text)));
      expect(e.kind).toBe('content');
      expect(e.message).toMatch(new RegExp(`^it nests arrays and objects more than ${MAX_REPORT_DEPTH} levels deep \\(at byte [\\d,]+; a report nests 6\\)$`));
    }
    // Brackets inside strings (escaped quotes too) do not nest.
    const r = genuine();
    const inString = { ...r, notes: [`\\"${'['.repeat(n)}`] };
    expect(parseReport(bytes(inString)).notes).toEqual(inString.notes);
    expect(tooDeep(Buffer.from('[[[]]]'), 3)).toBeNull();
    expect(tooDeep(Buffer.from('[[[[]]]]'), 3)).toBe(3);
  });

  it('never quotes the content of a file that is not JSON or not UTF-8', () => {
    const token = fakeSecret('github-token', 41).value;
    const e = reason(() => parseReport(Buffer.from(`{"root": "${token}", oops}`)));
    expect(e.message).toBe('it is not valid JSON (line 1, column 54)');
    expect(reason(() => parseReport(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]))).message).toBe('it is not UTF-8 text');
    expect(reason(() => parseReport(Buffer.from(''))).message).toMatch(/^it is not valid JSON/);
  });

  it('masks every string and every key of the report, whatever field it is in', () => {
    const token = fakeSecret('github-token', 42).value;
    const r = structuredClone(genuine()) as Report;
    r.revision = token;
    r.tool.version = `0.1.0 ${token}`;
    r.chains[0]!.cwd = `pkg/${token}`;
    r.chains[0]!.profile = token;
    r.findings[0]!.path = `docs/${token}.md`;
    r.findings[0]!.message = `see ${token}`;
    r.findings[0]!.fingerprint = token;
    r.findings[0]!.ruleId = token;
    r.history![0]!.label = token;
    r.settings.agentState = { codexTrust: 'trusted', claudeExternalImports: false, codexTrustDirs: { [token]: 'trusted' } };
    r.maskedPaths = [token];
    r.delta = { base: { kind: 'report', ref: token, commit: token, note: token }, chains: [], newFindings: [token], fixedFindings: [token], fixed: [{ ruleId: 'r', severity: 'error', path: token, line: 1, message: token, fingerprint: token }] };
    const text = JSON.stringify(r);
    expect(text).toContain(token);
    const out = parseReport(Buffer.from(text));
    const masked = JSON.stringify(out);
    expect(masked).not.toContain(token);
    expect(masked.match(/«GitHub personal access token: ghp_… 40 chars»/g)!.length).toBeGreaterThanOrEqual(20);
    expect(out.maskedPaths).toContain('pkg/«GitHub personal access token: ghp_… 40 chars»');
    expect(Object.keys(out.settings.agentState!.codexTrustDirs!)).toEqual(['«GitHub personal access token: ghp_… 40 chars»']);
  });

  it('keeps a "__proto__" key as data', () => {
    const text = JSON.stringify(genuine()).replace('"settings":{', `"settings":{"__proto__":{"polluted":"${fakeSecret('github-token', 43).value}"},`);
    const out = parseReport(Buffer.from(text)) as unknown as { settings: Record<string, unknown> };
    expect(Object.hasOwn(out.settings, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(JSON.stringify(out)).not.toContain(fakeSecret('github-token', 43).value);
  });
});

describe('readReport', () => {
  const dir = makeTempDir();
  const good = path.join(dir, 'good.json');
  fs.writeFileSync(good, JSON.stringify(genuine()));

  it('reads a regular file', () => {
    expect(readReport(good)).toEqual(genuine());
  });

  it('refuses a directory, a link, a socket, a missing file and a 1 GiB sparse file, without reading them', async () => {
    const link = path.join(dir, 'link.json');
    fs.symlinkSync(good, link);
    const sparse = path.join(dir, 'sparse.json');
    fs.writeFileSync(sparse, '{');
    fs.truncateSync(sparse, 2 ** 30);
    const sock = path.join(dir, 'sock.json');
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(sock, resolve));
    try {
      expect(reason(() => readReport(dir)).message).toBe('it is a directory, not a regular file (never opened)');
      expect(reason(() => readReport(link)).message).toBe('it is a symbolic link (a report is read from a regular file only, never through a link)');
      expect(reason(() => readReport(sock)).message).toBe('it is a socket, not a regular file (never opened)');
      expect(reason(() => readReport(path.join(dir, 'nope.json'))).message).toBe('it does not exist');
      const big = reason(() => readReport(sparse));
      expect(big.kind).toBe('file');
      expect(big.message).toBe(`it is larger than ${MAX_REPORT_BYTES.toLocaleString('en-US')} bytes (64 MiB), more than any report this tool writes`);
    } finally {
      server.close();
    }
  });
});
