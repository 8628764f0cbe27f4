/** chain-over-budget and chain-near-budget on real repositories. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { auditAt } from '../helpers/audit.js';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';
import { findingsOf, show } from './helpers.js';

afterAll(cleanupRepos);

describe('chain-over-budget', () => {
  it('a cut in the middle of a multi-byte character: Codex splits it (noted), A3S backs up to the boundary', async () => {
    // 10 ASCII bytes, then "é" (C3 A9) at bytes 10-11 of line 2; a budget of 11 cuts between C3 and A9.
    const root = makeRepo({ 'AGENTS.md': '# Rules\n\né and more\nlast line\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'], maxBytes: 10 });
    const f = findingsOf(r, 'chain-over-budget');
    expect(f, show(f)).toHaveLength(2);
    const codex = f.find((x) => x.profiles?.join() === 'codex')!;
    const a3s = f.find((x) => x.profiles?.join() === 'a3s')!;
    // Both cuts fall in the character "é" (line 3, column 1): Codex after its first byte, A3S before it.
    expect(codex).toMatchObject({ severity: 'error', path: 'AGENTS.md', line: 3, column: 1, endLine: 4, cwds: ['.'] });
    expect(codex.message).toMatch(/^Cut 21 bytes from this chain, or raise max-bytes \(Codex: project_doc_max_bytes\) to at least 31 for every agent that reads it\. Lines 3-4 of AGENTS\.md are never seen by codex in the repository root/);
    expect(codex.message).toContain('the cut splits a multi-byte character');
    expect(codex.message).toContain('the chain uses 10 of 10 bytes');
    expect(a3s).toMatchObject({ path: 'AGENTS.md', line: 3, column: 1 });
    expect(a3s.message).not.toContain('splits');
    expect(a3s.message).toContain('the chain uses 9 of 10 bytes');
    expect(codex.fingerprint).not.toBe(a3s.fingerprint);
  });

  it('one finding per cut point: a root file that overflows for 40 packages is one finding listing them', async () => {
    const files: Record<string, string> = { 'AGENTS.md': `# Root\n${'- a rule that takes some room\n'.repeat(40)}` };
    for (let i = 0; i < 40; i++) files[`packages/p${String(i).padStart(2, '0')}/AGENTS.md`] = `# p${i}\n`;
    const root = makeRepo(files, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'], maxBytes: 500 });
    const f = findingsOf(r, 'chain-over-budget');
    expect(f, show(f)).toHaveLength(1);
    expect(f[0]).toMatchObject({ path: 'AGENTS.md', profiles: ['codex', 'a3s'] });
    expect(f[0]!.cwds).toHaveLength(41);
    expect(f[0]!.message).toContain('in the repository root, packages/p00, packages/p01 and 38 more working directories');
    expect(f[0]!.message).toContain('40 later files are never loaded in full: packages/p00/AGENTS.md, packages/p01/AGENTS.md, packages/p02/AGENTS.md and 37 more');
    // No separate finding on every unloaded package file.
    expect(r.report.findings.filter((x) => x.ruleId === 'chain-over-budget' && x.path !== 'AGENTS.md')).toEqual([]);
  });

  it('a budget used up exactly by earlier files: the unloaded file is reported on line 1', async () => {
    const root = makeRepo({ 'AGENTS.md': 'x'.repeat(99) + '\n', 'pkg/AGENTS.md': '# pkg rules\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex'], maxBytes: 100 });
    const f = findingsOf(r, 'chain-over-budget');
    expect(f, show(f)).toHaveLength(1);
    expect(f[0]).toMatchObject({ path: 'pkg/AGENTS.md', line: 1, cwds: ['pkg'] });
    expect(f[0]!.message).toContain('pkg/AGENTS.md is never loaded by codex in pkg: earlier files on the chain use the whole budget');
    // The root file itself is not reported as near the budget: the chain is over.
    expect(findingsOf(r, 'chain-near-budget').filter((x) => x.cwds?.includes('pkg'))).toEqual([]);
  });

  it('a file larger than the read cap: the rest of the file from the cut line is lost', async () => {
    const root = makeRepo({}, { commit: true });
    const big = Buffer.alloc(2 * 1024 * 1024 + 17, 'abcdefghij\n');
    fs.writeFileSync(path.join(root, 'AGENTS.md'), big);
    const r = await auditAt(root, { profiles: ['codex'] });
    const f = findingsOf(r, 'chain-over-budget');
    expect(f).toHaveLength(1);
    expect(f[0]!.line).toBe(Math.floor(32768 / 11) + 1);
    expect(f[0]!.message).toContain(`Everything from line ${(Math.floor(32768 / 11) + 1).toLocaleString('en-US')} of AGENTS.md to its end is never seen by codex`);
    expect(r.ctx.readIfLoaded('AGENTS.md')!.bytes.length).toBeLessThanOrEqual(r.ctx.readCap);
  });

  it('a personal ~/.a3s document that fills the budget is reported on the configuration, not on a repository path', async () => {
    const home = makeTempDir();
    fs.mkdirSync(path.join(home, '.a3s'));
    fs.writeFileSync(path.join(home, '.a3s', 'AGENTS.md'), `# Mine\n${'- personal rule\n'.repeat(20)}`);
    const root = makeRepo({ 'AGENTS.md': '# Rules\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['a3s'], maxBytes: 100, home });
    const f = findingsOf(r, 'chain-over-budget');
    expect(f.map((x) => [x.path, x.line, x.profiles]), show(f)).toEqual([[null, null, ['a3s']]]);
    expect(f[0]!.message).toContain('~/.a3s/AGENTS.md is cut after 100 of its');
    expect(f[0]!.message).toContain('1 later file is never loaded: AGENTS.md');
  });

  it('a chain within budget raises nothing', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Rules\n', 'pkg/AGENTS.md': '# pkg\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    expect(r.report.findings.filter((x) => x.ruleId.startsWith('chain-'))).toEqual([]);
  });
});

describe('chain-near-budget', () => {
  const files = { 'AGENTS.md': '# Rules\n\n' + '- one rule per line\n'.repeat(20), 'pkg/AGENTS.md': '# pkg\n\n- more\n' };

  it('warns at the default 90% on the line where the chain crosses it, once for the file', async () => {
    const root = makeRepo(files, { commit: true });
    const size = Buffer.byteLength(files['AGENTS.md']) + Buffer.byteLength(files['pkg/AGENTS.md']); // 9 + 400 + 14 = 423
    const r = await auditAt(root, { profiles: ['codex', 'a3s'], maxBytes: 440 });
    const f = findingsOf(r, 'chain-near-budget');
    expect(f, show(r.report.findings)).toHaveLength(1);
    // The 90% mark (396 bytes) falls in the root file, for both chains (409 and 424 bytes): byte 395 is
    // on line 22 (9 header bytes, then lines of 20 bytes: line 22 starts at byte 389), column 7.
    expect(f[0]).toMatchObject({ severity: 'warning', path: 'AGENTS.md', line: 22, column: 7, profiles: ['codex', 'a3s'], cwds: ['.', 'pkg'] });
    expect(f[0]!.message).toContain(`The chain holds up to ${size} of 440 bytes (96.1%) for codex, a3s`);
    expect(f[0]!.message).toMatch(/^Trim \d+ bytes? from this chain to get back under the 90% warning threshold/);
  });

  it('the threshold is configurable (warnThreshold), and below it nothing is raised', async () => {
    const root = makeRepo(files, { commit: true });
    expect(findingsOf(await auditAt(root, { profiles: ['codex'], maxBytes: 1000 }), 'chain-near-budget')).toEqual([]);
    // 41% of 1000 = 410 bytes: the root chain (409) stays below, the pkg chain (423) crosses in
    // pkg/AGENTS.md; the finding goes to the largest file on the chain, the root AGENTS.md, line 1.
    const r = await auditAt(root, { profiles: ['codex'], maxBytes: 1000, warnThreshold: 0.41 });
    const f = findingsOf(r, 'chain-near-budget');
    expect(f.map((x) => [x.path, x.line, x.column, x.cwds])).toEqual([['AGENTS.md', 1, undefined, ['pkg']]]);
    expect(f[0]!.message).toContain('Trim 14 bytes from this chain to get back under the 41% warning threshold, or raise max-bytes for every agent that reads it; AGENTS.md is the largest file on this chain (409 bytes).');
  });

  it('a root file that fills the budget for many packages is one warning on the root file', async () => {
    const files: Record<string, string> = { 'AGENTS.md': `# Root\n${'- a rule that takes some room\n'.repeat(29)}` }; // 7 + 29 × 30 = 877 bytes, below 90% alone
    for (let i = 0; i < 30; i++) files[`pkg/p${String(i).padStart(2, '0')}/AGENTS.md`] = `# p${i}\n- one more rule for p${i}\n`;
    const root = makeRepo(files, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'], maxBytes: 1000 });
    const f = findingsOf(r, 'chain-near-budget');
    expect(f.map((x) => [x.path, x.line, x.cwds?.length]), show(f)).toEqual([['AGENTS.md', 1, 30]]);
    expect(f[0]!.message).toContain('for codex, a3s in pkg/p00, pkg/p01, pkg/p02 and 27 more working directories.');
  });
});

describe('severity settings from the CLI', () => {
  it('--rule chain-over-budget=warning turns exit code 1 into 0, and =off drops the finding', async () => {
    const root = makeRepo({ 'AGENTS.md': `# Rules\n${'- rule\n'.repeat(50)}` }, { commit: true });
    const run = async (...args: string[]) => {
      let out = '';
      const code = await runCli([root, '--max-bytes', '100', '-f', 'json', ...args], { stdout: (s) => (out += s), stderr: (s) => (out += s), cwd: root });
      return { code, report: JSON.parse(out) as { findings: { ruleId: string; severity: string }[] } };
    };
    const plain = await run();
    expect(plain.code).toBe(1);
    expect(plain.report.findings.find((f) => f.ruleId === 'chain-over-budget')?.severity).toBe('error');
    const warned = await run('--rule', 'chain-over-budget=warning');
    expect(warned.code).toBe(0);
    expect(warned.report.findings.find((f) => f.ruleId === 'chain-over-budget')?.severity).toBe('warning');
    const off = await run('--rule', 'chain-over-budget=off');
    expect(off.code).toBe(0);
    expect(off.report.findings.some((f) => f.ruleId === 'chain-over-budget')).toBe(false);
  });

  it('the config file sets severities too', async () => {
    const root = makeRepo(
      { 'AGENTS.md': `# Rules\n${'- rule\n'.repeat(50)}`, '.agents-md-audit.yml': 'max-bytes: 100\nrules:\n  chain-over-budget: warning\n' },
      { commit: true },
    );
    let out = '';
    const code = await runCli([root], { stdout: (s) => (out += s), stderr: (s) => (out += s), cwd: root });
    expect(code, out).toBe(0);
    expect(out).toMatch(/warning +chain-over-budget +×1\n +AGENTS\.md:\d+(:\d+)? /);
  });
});
