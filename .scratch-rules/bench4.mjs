import {unified} from 'unified'; import remarkParse from 'remark-parse'; import remarkGfm from 'remark-gfm'; import remarkFrontmatter from 'remark-frontmatter';
const p = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml','toml']);
const K = 256*1024;
const fill = (u) => u.repeat(Math.floor(K / u.length));
const cases = {
  paraLines: fill('word\n'), listItems: fill('- a\n'), olist: fill('1. a\n'), bq: fill('> a\n'), pipeLines: fill('a | b\n'),
  tableRows: '| a | b |\n| - | - |\n' + fill('| a | b |\n'), headings: fill('# h\n'), setext: fill('a\n=\n'), hr: fill('---\n'),
  html: fill('<div>\n'), htmlBlocks: fill('<div>\n\n'), indentCode: fill('    x\n'), fenceOpen: '```\n' + fill('x\n'),
  defs: fill('[a]: b\n'), footnotes: fill('[^a]: b\n'), tasks: fill('- [ ] a\n'), emphLines: fill('*a* _b_\n'),
  linkLines: fill('[a](b)\n'), autolinkLines: fill('https://a.com\n'), lazyBq: '> a\n' + fill('b\n'), nestedListLines: fill('- a\n  - b\n'),
  frontmatter: '---\n' + fill('a: b\n') + '---\n', mixed: fill('- a | b\n'), colonLines: fill(':--|--:\n'), dashPipe: fill('|-\n'),
};
for (const [k, v] of Object.entries(cases)) { const t = Date.now(); p.parse(v); const d = Date.now() - t; console.log(k.padEnd(16), d, 'ms'); }
