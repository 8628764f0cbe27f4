import './ts-hooks.mjs';
import fs from 'node:fs';
const dir = '/work/shared/corpus/real/';
let maxBlock = 0, maxScore = 0, maxDepth = 0, maxPipes = 0;
for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.md'))) {
  const text = fs.readFileSync(dir + f, 'utf8');
  let fence = null, block = 0, score = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    const m = /^[ \t>]*(?:[-*+]\s+|\d{1,9}[.)]\s+)?(`{3,}|~{3,})/.exec(line);
    if (fence) { if (m && m[1][0] === fence[0] && m[1].length >= fence.length) fence = null; continue; }
    if (m) { fence = m[1]; score += block*block; block = 0; continue; }
    if (!line.trim()) { score += block*block; block = 0; continue; }
    for (const c of line) if ('*_[]'.includes(c)) block++;
    maxBlock = Math.max(maxBlock, block);
    maxPipes = Math.max(maxPipes, [...line].filter(c => c === '|').length);
    const lead = /^[ \t]*/.exec(line)[0].length;
    maxDepth = Math.max(maxDepth, Math.floor(lead/2));
  }
  score += block*block; maxScore = Math.max(maxScore, score);
}
console.log({maxBlock, maxScore, maxDepth, maxPipes});
