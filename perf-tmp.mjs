import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
const p = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter,['yaml','toml']);
const N = 1024*1024;
const cases = {
  brackets: '['.repeat(N),
  brackets2: '[a]('.repeat(N/4),
  stars: '*a '.repeat(N/3),
  stars2: '**'.repeat(N/2),
  underscores: '_a_b'.repeat(N/4),
  backticks: '`a``'.repeat(N/4),
  lt: '<a '.repeat(N/3),
  table: '| a '.repeat(N/8) + '|\n' + '| - '.repeat(N/8) + '|\n',
  gt: '>'.repeat(N),
  list: '- '.repeat(N/2),
  onelong: 'word '.repeat(N/5),
  links: '[x][y] '.repeat(N/7),
  autolink: 'www.a.com/'.repeat(N/10),
  emph: '*_'.repeat(N/2),
};
for (const [k,v] of Object.entries(cases)) { const t=Date.now(); p.parse(v); console.log(k, Date.now()-t,'ms'); }
