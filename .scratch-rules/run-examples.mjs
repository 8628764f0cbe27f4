import './ts-hooks.mjs';
const { unified } = await import('unified');
const remarkParse = (await import('remark-parse')).default;
const remarkGfm = (await import('remark-gfm')).default;
const remarkFrontmatter = (await import('remark-frontmatter')).default;
const remarkLint = (await import('remark-lint')).default;
const { VFile } = await import('vfile');
for (const id of process.argv.slice(2)) {
  const mod = await import(`/work/main/src/rules/${id}.ts`);
  for (const ex of mod.examples) {
    const p = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml','toml']).use(remarkLint).use(mod.default);
    const ctx = ex.context;
    const file = new VFile({ path: ctx?.path ?? ex.name, value: ex.markdown, data: ctx ? { agentsMdAudit: { path: ctx.path ?? ex.name, ancestors: ctx.ancestors ?? [], exists: (q) => (ctx.files ?? []).includes(q) } } : {} });
    p.runSync(p.parse(file), file);
    console.log('==', id, ex.name);
    for (const m of file.messages) console.log(JSON.stringify(String(m).slice(file.path.length + 1)));
  }
}
