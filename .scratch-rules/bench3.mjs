import {unified} from 'unified'; import remarkParse from 'remark-parse'; import remarkGfm from 'remark-gfm';
const p = unified().use(remarkParse).use(remarkGfm);
for (const rows of [1000, 2000, 4000, 8000, 16000]) {
  const v = '| a | b |\n| - | - |\n' + '| a | b |\n'.repeat(rows);
  let t = Date.now(); p.parse(v); console.log('table rows', rows, Date.now() - t, 'ms');
  const v2 = '| a | b |\n| - | - |\n' + '| a | b |\n'.repeat(rows/2) + '\n' + 'para\n\n'.repeat(rows/2);
}
for (const rows of [1000, 4000, 16000]) {
  const v = ('| a | b |\n| - | - |\n' + '| a | b |\n'.repeat(50) + '\n').repeat(rows/50);
  let t = Date.now(); p.parse(v); console.log('many small tables, rows', rows, Date.now() - t, 'ms');
}
for (const rows of [1000, 4000, 16000]) {
  const v = 'a | b\n'.repeat(rows);
  let t = Date.now(); p.parse(v); console.log('pipe lines no table', rows, Date.now() - t, 'ms');
}
