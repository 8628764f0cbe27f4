/** The encoding checks on real files with bad bytes. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditAt } from '../helpers/audit.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';
import { findingsOf, show } from './helpers.js';

afterAll(cleanupRepos);

const ENC = ['encoding-invalid-utf8', 'encoding-utf16-utf32', 'encoding-bom', 'encoding-nul'];
type Result = Awaited<ReturnType<typeof auditAt>>;
const encFindings = (r: Result) => r.report.findings.filter((f) => ENC.includes(f.ruleId)).map((f) => `${f.ruleId} ${f.severity} ${f.path}:${f.line}:${f.column}`);

function utf16le(text: string, bom: boolean): Buffer {
  return Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, 'utf16le')]);
}

describe('encodings', () => {
  it('UTF-16LE with a BOM (PowerShell echo >) is an error naming the encoding; A3S rejects it, Codex loads garbage', async () => {
    const root = makeRepo({ 'AGENTS.md': utf16le('# Rules\r\n\r\nUse pnpm.\r\n', true) }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    expect(encFindings(r)).toEqual(['encoding-utf16-utf32 error AGENTS.md:1:1']);
    const m = findingsOf(r, 'encoding-utf16-utf32')[0]!.message;
    expect(m).toMatch(/^Convert AGENTS\.md to UTF-8 \(`iconv -f UTF-16LE -t UTF-8`.*\. It is encoded as UTF-16LE with a byte-order mark, not UTF-8/);
    expect(m).toContain('codex loads it in the repository root; a3s rejects it as invalid UTF-8');
  });

  it('UTF-16LE without a BOM, and UTF-32BE without a BOM, are recognised by their NUL pattern', async () => {
    const text = '# Rules\n\nUse pnpm for everything in this repository.\n';
    const be32 = Buffer.alloc(text.length * 4);
    for (let i = 0; i < text.length; i++) be32.writeUInt32BE(text.charCodeAt(i), i * 4);
    const root = makeRepo({ 'AGENTS.md': utf16le(text, false), 'pkg/AGENTS.md': be32 }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex'] });
    expect(encFindings(r)).toEqual(['encoding-utf16-utf32 error AGENTS.md:1:1', 'encoding-utf16-utf32 error pkg/AGENTS.md:1:1']);
    expect(findingsOf(r, 'encoding-utf16-utf32')[0]!.message).toContain('UTF-16LE without a byte-order mark');
    expect(findingsOf(r, 'encoding-utf16-utf32')[1]!.message).toContain('UTF-32BE without a byte-order mark');
  });

  it('invalid UTF-8 is an error at the line and column (in characters) of the first bad byte', async () => {
    const bytes = Buffer.concat([Buffer.from('# Règles\n\nNaïve café: '), Buffer.from([0xff, 0xfe]), Buffer.from(' end\n'), Buffer.from([0xc0, 0x80])]);
    const root = makeRepo({ 'AGENTS.md': bytes }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    expect(encFindings(r)).toEqual(['encoding-invalid-utf8 error AGENTS.md:3:13']);
    const m = findingsOf(r, 'encoding-invalid-utf8')[0]!.message;
    expect(m).toContain('the first bad byte, 0xFF, is at line 3, column 13');
    expect(m).toContain('a3s rejects it as invalid UTF-8');
  });

  it('a truncated multi-byte sequence at the very end of the file is invalid too', async () => {
    const root = makeRepo({ 'AGENTS.md': Buffer.concat([Buffer.from('# ok\n'), Buffer.from([0xe2, 0x82])]) }, { commit: true });
    expect(encFindings(await auditAt(root, { profiles: ['codex'] }))).toEqual(['encoding-invalid-utf8 error AGENTS.md:2:1']);
  });

  it('a UTF-8 BOM is a warning; NUL bytes are an error where they are', async () => {
    const root = makeRepo(
      {
        'AGENTS.md': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('# Rules\n')]),
        'pkg/AGENTS.md': Buffer.from('# pkg\nab\0cd\n'),
      },
      { commit: true },
    );
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    expect(encFindings(r)).toEqual(['encoding-nul error pkg/AGENTS.md:2:3', 'encoding-bom warning AGENTS.md:1:1']);
  });

  it('a UTF-8 BOM: OpenCode and Copilot CLI strip it, so the finding names only the agents that send it', async () => {
    const root = makeRepo({ 'AGENTS.md': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('# Rules\n')]) }, { commit: true });
    const both = findingsOf(await auditAt(root, { profiles: ['codex', 'opencode'] }), 'encoding-bom')[0]!.message;
    expect(both).toContain('codex does not strip it (opencode does): the prompt gets an invisible U+FEFF');
    const stripped = findingsOf(await auditAt(root, { profiles: ['opencode', 'copilot-cli'] }), 'encoding-bom')[0]!.message;
    expect(stripped).toContain('opencode, copilot-cli strip it before sending the file, but other agents and Markdown tools do not');
  });

  it('clean UTF-8 with multi-byte characters raises nothing', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Règles — 規則 🚀\n\nUtilisez pnpm.\n' }, { commit: true });
    expect(encFindings(await auditAt(root, { profiles: ['codex', 'a3s'] }))).toEqual([]);
  });

  it('a link to a file with bad bytes is reported once, on the file', async () => {
    const root = makeRepo({ 'AGENTS.md': Buffer.from([0x23, 0x20, 0xe9, 0x0a]), 'CLAUDE.md': { symlink: 'AGENTS.md' } }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex'], fallbackFilenames: ['CLAUDE.md'] });
    expect(encFindings(r)).toEqual(['encoding-invalid-utf8 error AGENTS.md:1:3']);
  });

  it('a huge file is read only up to the cap: a bad byte beyond it is not looked for', async () => {
    const root = makeRepo({}, { commit: true });
    const size = 3 * 1024 * 1024;
    const fd = fs.openSync(path.join(root, 'AGENTS.md'), 'w');
    fs.writeSync(fd, Buffer.alloc(1024 * 1024 + 64, 'a\n'));
    fs.writeSync(fd, Buffer.from([0xff]), 0, 1, size - 1);
    fs.closeSync(fd);
    const r = await auditAt(root, { profiles: ['codex'] });
    expect(encFindings(r), show(r.report.findings)).toEqual([]);
    const content = r.ctx.readIfLoaded('AGENTS.md')!;
    expect(content.complete).toBe(false);
    expect(content.bytes.length).toBe(r.ctx.readCap);
  });
});
