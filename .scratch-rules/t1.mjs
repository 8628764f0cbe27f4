import {unified} from 'unified'; import remarkParse from 'remark-parse';
for (const s of ['', '\n\n   \n', 'a']) console.log(JSON.stringify(unified().use(remarkParse).parse(s)));
