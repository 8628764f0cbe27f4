/**
 * The remark preset: the parser extensions instruction files need (GFM tables, YAML/TOML
 * frontmatter as in Copilot `.instructions.md` files), `remark-lint` (so `<!--lint disable-->`,
 * `<!--lint enable-->` and `<!--lint ignore-->` comments work) and every rule at its default severity.
 *
 * Use it from `.remarkrc.mjs`:
 *
 *     import agentsMdAudit from 'agents-md-audit/preset'
 *     export default {plugins: [agentsMdAudit]}
 *
 * or from `.remarkrc` / `.remarkrc.json`: `{"plugins": ["agents-md-audit/preset"]}`.
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkLint from 'remark-lint';
import type { Preset } from 'unified';
import noBrokenReferences from './no-broken-references.js';
import noDuplicateParentContent from './no-duplicate-parent-content.js';
import noEmptyFile from './no-empty-file.js';
import noPersonalPaths from './no-personal-paths.js';
import noPossibleSecrets from './no-possible-secrets.js';
import noSecrets from './no-secrets.js';

const preset: Preset = {
  plugins: [
    remarkGfm,
    [remarkFrontmatter, ['yaml', 'toml']],
    remarkLint,
    // `error` makes remark-cli exit non-zero on a secret even without `--frail`.
    [noSecrets, ['error']],
    [noPossibleSecrets, ['warn']],
    [noPersonalPaths, ['warn']],
    [noDuplicateParentContent, ['warn']],
    [noBrokenReferences, ['warn']],
    [noEmptyFile, ['warn']],
  ],
};

export default preset;
