import './ts-hooks.mjs';
const {unified} = await import('unified'); const remarkParse = (await import('remark-parse')).default;
const remarkLint = (await import('remark-lint')).default;
const {VFile} = await import('vfile');
const mod = await import('/work/main/src/rules/no-empty-file.ts');
for (const v of ['\n\n   \n', '']) {
const f = new VFile({path:'a.md', value: v});
const p = unified().use(remarkParse).use(remarkLint).use(mod.default);
const t = p.parse(f); p.runSync(t, f); console.log(JSON.stringify(v), f.messages.map(String));
const f2 = new VFile({path:'a.md', value: v});
const p2 = unified().use(remarkParse).use(mod.default);
p2.runSync(p2.parse(f2), f2); console.log('nolint', f2.messages.map(String));
}
