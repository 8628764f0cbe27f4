import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
const p = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter,['yaml','toml']);
for (const K of [16, 64, 128, 256]) {
const N = K*1024;
const cases = {
  brackets: '['.repeat(N),
  brackets2: '[a]('.repeat(N/4),
  table: '| a '.repeat(N/8) + '|\n' + '| - '.repeat(N/8) + '|\n',
  list: '- '.repeat(N/2),
  onelong: 'word '.repeat(N/5),
  links: '[x][y] '.repeat(N/7),
  emph: '*_'.repeat(N/2),
  imgs: '![a]('.repeat(N/5),
  lt2: '<'.repeat(N),
  bq2: '> - '.repeat(N/4),
  mixed: '[a](<'.repeat(N/5),
  backs: '\\['.repeat(N/2),
  refdef: '[a]: <'.repeat(N/6),
};
for (const [k,v] of Object.entries(cases)) { const t=Date.now(); try { p.parse(v); } catch (e) { console.log(K,k,'THROW', String(e).slice(0,80)); } const d=Date.now()-t; if (d>300) console.log(K, k, d,'ms'); }
}
for (const n of [500, 1000, 2000, 4000, 8000]) { try { p.parse('>'.repeat(n)); console.log('gt', n, 'ok'); } catch (e) { console.log('gt', n, String(e).slice(0,60)); } }
for (const n of [500, 1000, 2000, 4000, 8000]) { try { p.parse('- '.repeat(n)); console.log('list', n, 'ok'); } catch (e) { console.log('list', n, String(e).slice(0,60)); } }
