import './ts-hooks.mjs';
const { lintInstructionFile } = await import('/work/main/src/rules/index.ts');
const { parseRisk, PARSE_LIMITS } = await import('/work/main/src/rules/guard.ts');
const MiB = 1024*1024;
function fill(unit, bytes = MiB) { return unit.repeat(Math.floor(bytes / unit.length)); }
const L = PARSE_LIMITS;
const emphBlock = '*_'.repeat(L.delimitersPerBlock/2 - 1) + '\n\n';
const cases = {
  normal: null,
  emphUnderLimitBlocks: emphBlock.repeat(3) + fill('word ', MiB - 3*emphBlock.length),
  emphManyBlocksOver: fill(emphBlock),
  bracketsBlock: ('[a](' .repeat(500) + '\n\n').repeat(3) + fill('text\n', 900000),
  nest31: Array.from({length: 4000}, (_, i) => ' '.repeat(2*(i%31)) + '- item ' + i).join('\n'),
  nest31deep: Array.from({length: 20000}, (_, i) => ' '.repeat(2*Math.min(i,30)) + '- x').join('\n'),
  bq30: fill('> '.repeat(30) + 'x\n'),
  list30: fill('- '.repeat(30) + 'x\n'),
  pipes: fill('| a '.repeat(1900) + '|\n'),
  //table: fill('| a | b | c |\n'),
  longline: fill('word '),
  links: fill('[x][y] ' .repeat(100) + '\n\n'),
  lt: fill('<a '),
  backticks: fill('`a``'),
  autolinks: fill('www.a.com/ '),
  htmlcomment: fill('<!-- x -->\n'),
  entity: fill('&amp; &#123; '),
  headings: fill('# h\n'),
  fences: fill('```\nx\n```\n'),
  defs: fill('[a]: b\n'),
  emphStars: ('*a'.repeat(1000) + '\n\n').repeat(4) + fill('word ', 900000),
};
import fs from 'node:fs';
let corpus = ''; for (const f of fs.readdirSync('/work/shared/corpus/real').filter(f=>f.endsWith('.md'))) corpus += fs.readFileSync('/work/shared/corpus/real/'+f,'utf8') + '\n\n';
cases.normal = fill(corpus).slice(0, MiB);
for (const [k, v] of Object.entries(cases)) {
  const t = Date.now();
  const r = lintInstructionFile({ path: 'a.md', text: v, size: Buffer.byteLength(v), readBytes: Buffer.byteLength(v), ancestors: [], exists: () => true });
  console.log(k.padEnd(22), String(Date.now() - t).padStart(6), 'ms', parseRisk(v) ? 'GUARD' : 'parsed', r.filter(f => f.ruleId.startsWith('lint-')).map(f=>f.ruleId).join(','));
}
const adversarial = {
  eyj: fill('eyJ'), eyjdots: fill('eyJabcdefghij.'), akia: fill('AKIA'), ghp: fill('ghp_'), url: fill('a://b:c@'), urlspace: fill('x://user:Passw0rd123@host.example.org '),
  tokenAssign: fill('token='), assignDash: fill('a-'), pem: fill('-----BEGIN RSA PRIVATE KEY-----\n'), pemEsc: fill('-----BEGIN PRIVATE KEY-----\\n'),
  pemBody: '-----BEGIN RSA PRIVATE KEY-----\n' + fill('MIIEabcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/\n'), skant: fill('sk-ant-'), skproj: fill('sk-proj-' + 'a'.repeat(30) + ' '),
  bearer: fill('Bearer '), homes: fill(' /home/'), homes2: fill(' /home/alice/'), win: fill('C:\\Users\\'), setext: fill('a\n=\n'), headingsLong: fill('# h\n'),
};
for (const [k, v] of Object.entries(adversarial)) {
  const t = Date.now();
  const r = lintInstructionFile({ path: 'a.md', text: v, size: Buffer.byteLength(v), readBytes: Buffer.byteLength(v), ancestors: [], exists: () => true });
  console.log(k.padEnd(22), String(Date.now() - t).padStart(6), 'ms', parseRisk(v) ? 'GUARD' : 'parsed', r.filter(f => f.ruleId.startsWith('lint-')).map(f=>f.ruleId + ': ' + f.message.slice(0, 90)).join(' | '), r.length);
}
