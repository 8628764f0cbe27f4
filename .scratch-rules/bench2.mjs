import './ts-hooks.mjs';
import {unified} from 'unified'; import remarkParse from 'remark-parse'; import remarkGfm from 'remark-gfm'; import remarkFrontmatter from 'remark-frontmatter'; import remarkLint from 'remark-lint';
import {VFile} from 'vfile';
const rules = await Promise.all(['no-secrets','no-possible-secrets','no-personal-paths','no-duplicate-parent-content','no-broken-references'].map(id => import(`/work/main/src/rules/${id}.ts`)));
const MiB = 1024*1024;
function fill(unit, bytes = MiB) { return unit.repeat(Math.floor(bytes / unit.length)); }
for (const [k, v] of Object.entries({ table: fill('| a | b | c |\n', MiB/4), table2: fill('| a | b | c |\n', MiB/2), headings: fill('# h\n', MiB/4), headings2: fill('# h\n', MiB/2), fences: fill('```\nx\n```\n', MiB/4), paras: fill('p\n\n', MiB/4)})) {
  const base = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml','toml']);
  let t = Date.now(); const tree = base.parse(v); const tp = Date.now() - t;
  const f = new VFile({path: 'a.md', value: v, data: {agentsMdAudit: {path:'a.md', ancestors: [], exists: () => true}}});
  t = Date.now(); unified().use(remarkLint).runSync(structuredClone(tree), f); const tl = Date.now() - t;
  const times = [];
  for (const r of rules) { t = Date.now(); unified().use(r.default).runSync(structuredClone(tree), f); times.push(Date.now() - t); }
  console.log(k, 'parse', tp, 'remark-lint', tl, 'rules', times.join(' '));
}
