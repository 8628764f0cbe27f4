export const id = 10;
export const ids = [10];
export const modules = {

/***/ 6010:
/***/ ((__unused_webpack___webpack_module__, __unused_webpack___webpack_exports__, __webpack_require__) => {


// NAMESPACE OBJECT: ./lib/checks/opencode-hidden.js
var opencode_hidden_namespaceObject = {};
__webpack_require__.r(opencode_hidden_namespaceObject);
__webpack_require__.d(opencode_hidden_namespaceObject, {
  check: () => (check),
  docs: () => (docs),
  examples: () => (examples),
  isOpencodeHidden: () => (isOpencodeHidden),
  meta: () => (meta)
});

// NAMESPACE OBJECT: ./lib/checks/agent-misses-file.js
var agent_misses_file_namespaceObject = {};
__webpack_require__.r(agent_misses_file_namespaceObject);
__webpack_require__.d(agent_misses_file_namespaceObject, {
  check: () => (agent_misses_file_check),
  docs: () => (agent_misses_file_docs),
  examples: () => (agent_misses_file_examples),
  meta: () => (agent_misses_file_meta),
  ownerDir: () => (ownerDir)
});

// NAMESPACE OBJECT: ./lib/checks/candidate-not-regular.js
var candidate_not_regular_namespaceObject = {};
__webpack_require__.r(candidate_not_regular_namespaceObject);
__webpack_require__.d(candidate_not_regular_namespaceObject, {
  check: () => (candidate_not_regular_check),
  docs: () => (candidate_not_regular_docs),
  examples: () => (candidate_not_regular_examples),
  meta: () => (candidate_not_regular_meta)
});

// NAMESPACE OBJECT: ./lib/checks/chain-near-budget.js
var chain_near_budget_namespaceObject = {};
__webpack_require__.r(chain_near_budget_namespaceObject);
__webpack_require__.d(chain_near_budget_namespaceObject, {
  check: () => (chain_near_budget_check),
  docs: () => (chain_near_budget_docs),
  examples: () => (chain_near_budget_examples),
  meta: () => (chain_near_budget_meta)
});

// NAMESPACE OBJECT: ./lib/checks/chain-over-budget.js
var chain_over_budget_namespaceObject = {};
__webpack_require__.r(chain_over_budget_namespaceObject);
__webpack_require__.d(chain_over_budget_namespaceObject, {
  check: () => (chain_over_budget_check),
  docs: () => (chain_over_budget_docs),
  examples: () => (chain_over_budget_examples),
  meta: () => (chain_over_budget_meta)
});

// NAMESPACE OBJECT: ./lib/checks/disagree-budget.js
var disagree_budget_namespaceObject = {};
__webpack_require__.r(disagree_budget_namespaceObject);
__webpack_require__.d(disagree_budget_namespaceObject, {
  check: () => (disagree_budget_check),
  docs: () => (disagree_budget_docs),
  examples: () => (disagree_budget_examples),
  meta: () => (disagree_budget_meta)
});

// NAMESPACE OBJECT: ./lib/checks/disagree-loaded.js
var disagree_loaded_namespaceObject = {};
__webpack_require__.r(disagree_loaded_namespaceObject);
__webpack_require__.d(disagree_loaded_namespaceObject, {
  check: () => (disagree_loaded_check),
  docs: () => (disagree_loaded_docs),
  examples: () => (disagree_loaded_examples),
  meta: () => (disagree_loaded_meta)
});

// NAMESPACE OBJECT: ./lib/checks/disagree-order.js
var disagree_order_namespaceObject = {};
__webpack_require__.r(disagree_order_namespaceObject);
__webpack_require__.d(disagree_order_namespaceObject, {
  check: () => (disagree_order_check),
  docs: () => (disagree_order_docs),
  examples: () => (disagree_order_examples),
  meta: () => (disagree_order_meta)
});

// NAMESPACE OBJECT: ./lib/checks/empty-override-hides.js
var empty_override_hides_namespaceObject = {};
__webpack_require__.r(empty_override_hides_namespaceObject);
__webpack_require__.d(empty_override_hides_namespaceObject, {
  blankHiders: () => (blankHiders),
  check: () => (empty_override_hides_check),
  docs: () => (empty_override_hides_docs),
  examples: () => (empty_override_hides_examples),
  meta: () => (empty_override_hides_meta)
});

// NAMESPACE OBJECT: ./lib/checks/empty-instruction-file.js
var empty_instruction_file_namespaceObject = {};
__webpack_require__.r(empty_instruction_file_namespaceObject);
__webpack_require__.d(empty_instruction_file_namespaceObject, {
  check: () => (empty_instruction_file_check),
  docs: () => (empty_instruction_file_docs),
  examples: () => (empty_instruction_file_examples),
  meta: () => (empty_instruction_file_meta)
});

// NAMESPACE OBJECT: ./lib/checks/encoding-bom.js
var encoding_bom_namespaceObject = {};
__webpack_require__.r(encoding_bom_namespaceObject);
__webpack_require__.d(encoding_bom_namespaceObject, {
  check: () => (encoding_bom_check),
  docs: () => (encoding_bom_docs),
  examples: () => (encoding_bom_examples),
  meta: () => (encoding_bom_meta)
});

// NAMESPACE OBJECT: ./lib/checks/encoding-invalid-utf8.js
var encoding_invalid_utf8_namespaceObject = {};
__webpack_require__.r(encoding_invalid_utf8_namespaceObject);
__webpack_require__.d(encoding_invalid_utf8_namespaceObject, {
  check: () => (encoding_invalid_utf8_check),
  docs: () => (encoding_invalid_utf8_docs),
  examples: () => (encoding_invalid_utf8_examples),
  meta: () => (encoding_invalid_utf8_meta)
});

// NAMESPACE OBJECT: ./lib/checks/encoding-nul.js
var encoding_nul_namespaceObject = {};
__webpack_require__.r(encoding_nul_namespaceObject);
__webpack_require__.d(encoding_nul_namespaceObject, {
  check: () => (encoding_nul_check),
  docs: () => (encoding_nul_docs),
  examples: () => (encoding_nul_examples),
  meta: () => (encoding_nul_meta)
});

// NAMESPACE OBJECT: ./lib/checks/encoding-utf16-utf32.js
var encoding_utf16_utf32_namespaceObject = {};
__webpack_require__.r(encoding_utf16_utf32_namespaceObject);
__webpack_require__.d(encoding_utf16_utf32_namespaceObject, {
  check: () => (encoding_utf16_utf32_check),
  docs: () => (encoding_utf16_utf32_docs),
  examples: () => (encoding_utf16_utf32_examples),
  meta: () => (encoding_utf16_utf32_meta)
});

// NAMESPACE OBJECT: ./lib/checks/instruction-twins.js
var instruction_twins_namespaceObject = {};
__webpack_require__.r(instruction_twins_namespaceObject);
__webpack_require__.d(instruction_twins_namespaceObject, {
  check: () => (instruction_twins_check),
  docs: () => (instruction_twins_docs),
  examples: () => (instruction_twins_examples),
  meta: () => (instruction_twins_meta)
});

// NAMESPACE OBJECT: ./lib/checks/nested-root-hides.js
var nested_root_hides_namespaceObject = {};
__webpack_require__.r(nested_root_hides_namespaceObject);
__webpack_require__.d(nested_root_hides_namespaceObject, {
  check: () => (nested_root_hides_check),
  docs: () => (nested_root_hides_docs),
  examples: () => (nested_root_hides_examples),
  meta: () => (nested_root_hides_meta)
});

// NAMESPACE OBJECT: ./lib/checks/override-committed.js
var override_committed_namespaceObject = {};
__webpack_require__.r(override_committed_namespaceObject);
__webpack_require__.d(override_committed_namespaceObject, {
  check: () => (override_committed_check),
  docs: () => (override_committed_docs),
  examples: () => (override_committed_examples),
  meta: () => (override_committed_meta)
});

// NAMESPACE OBJECT: ./lib/checks/override-local.js
var override_local_namespaceObject = {};
__webpack_require__.r(override_local_namespaceObject);
__webpack_require__.d(override_local_namespaceObject, {
  check: () => (override_local_check),
  docs: () => (override_local_docs),
  examples: () => (override_local_examples),
  meta: () => (override_local_meta)
});

// NAMESPACE OBJECT: ./lib/checks/override-untracked.js
var override_untracked_namespaceObject = {};
__webpack_require__.r(override_untracked_namespaceObject);
__webpack_require__.d(override_untracked_namespaceObject, {
  check: () => (override_untracked_check),
  docs: () => (override_untracked_docs),
  examples: () => (override_untracked_examples),
  meta: () => (override_untracked_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-as-text.js
var symlink_as_text_namespaceObject = {};
__webpack_require__.r(symlink_as_text_namespaceObject);
__webpack_require__.d(symlink_as_text_namespaceObject, {
  check: () => (symlink_as_text_check),
  docs: () => (symlink_as_text_docs),
  examples: () => (symlink_as_text_examples),
  meta: () => (symlink_as_text_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-chain.js
var symlink_chain_namespaceObject = {};
__webpack_require__.r(symlink_chain_namespaceObject);
__webpack_require__.d(symlink_chain_namespaceObject, {
  check: () => (symlink_chain_check),
  docs: () => (symlink_chain_docs),
  examples: () => (symlink_chain_examples),
  meta: () => (symlink_chain_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-dangling.js
var symlink_dangling_namespaceObject = {};
__webpack_require__.r(symlink_dangling_namespaceObject);
__webpack_require__.d(symlink_dangling_namespaceObject, {
  check: () => (symlink_dangling_check),
  docs: () => (symlink_dangling_docs),
  examples: () => (symlink_dangling_examples),
  meta: () => (symlink_dangling_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-escape.js
var symlink_escape_namespaceObject = {};
__webpack_require__.r(symlink_escape_namespaceObject);
__webpack_require__.d(symlink_escape_namespaceObject, {
  check: () => (symlink_escape_check),
  docs: () => (symlink_escape_docs),
  examples: () => (symlink_escape_examples),
  meta: () => (symlink_escape_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-ignored-by-agent.js
var symlink_ignored_by_agent_namespaceObject = {};
__webpack_require__.r(symlink_ignored_by_agent_namespaceObject);
__webpack_require__.d(symlink_ignored_by_agent_namespaceObject, {
  check: () => (symlink_ignored_by_agent_check),
  docs: () => (symlink_ignored_by_agent_docs),
  examples: () => (symlink_ignored_by_agent_examples),
  meta: () => (symlink_ignored_by_agent_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-non-regular.js
var symlink_non_regular_namespaceObject = {};
__webpack_require__.r(symlink_non_regular_namespaceObject);
__webpack_require__.d(symlink_non_regular_namespaceObject, {
  check: () => (symlink_non_regular_check),
  docs: () => (symlink_non_regular_docs),
  examples: () => (symlink_non_regular_examples),
  meta: () => (symlink_non_regular_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-policy.js
var symlink_policy_namespaceObject = {};
__webpack_require__.r(symlink_policy_namespaceObject);
__webpack_require__.d(symlink_policy_namespaceObject, {
  check: () => (symlink_policy_check),
  docs: () => (symlink_policy_docs),
  examples: () => (symlink_policy_examples),
  meta: () => (symlink_policy_meta)
});

// NAMESPACE OBJECT: ./lib/checks/unreadable-candidate.js
var unreadable_candidate_namespaceObject = {};
__webpack_require__.r(unreadable_candidate_namespaceObject);
__webpack_require__.d(unreadable_candidate_namespaceObject, {
  check: () => (unreadable_candidate_check),
  docs: () => (unreadable_candidate_docs),
  examples: () => (unreadable_candidate_examples),
  meta: () => (unreadable_candidate_meta)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./lib/report/escape.js
/**
 * Escaping for everything taken from the repository (file names, messages, rule ids) before it
 * reaches a page (the job summary) or the workflow log.
 *
 * Three layers:
 * - `visible()` makes control characters visible as text (`\n`, `\x1b`, `\u202e`), so a file
 *   name can never start a new line in a table, a log or a one-line failure reason, and a
 *   bidi override cannot reorder what a reviewer reads.
 * - `escapeHtml()` for text inside HTML (the `<summary>` of a `<details>` block).
 * - `md()` for text anywhere in the summary and the pull-request comment: inline Markdown *and*
 *   raw HTML blocks. It uses only character references, which both contexts decode, so the same
 *   string is safe in a table cell, a list item and a `<summary>` line (a backslash escape would
 *   show up literally in HTML). It also breaks every `@mention` (see {@link breakMentions}).
 * - `code()` (and `mdCode()` for text already inside `<code>`) for paths and identifiers: the same
 *   escaping without the mention break, because GitHub never turns text inside `<code>` (nor
 *   `<pre>`, nor a link) into a mention, so a path such as `packages/@acme/ui` copies exactly.
 *
 * The rule for a renderer: repository text (paths, messages, rule text, labels, notes) reaches
 * the summary or the comment only through `md()`, `code()` or `mdCode()` inside `<code>`; or, for
 * a renderer that builds a Markdown tree (mdast text nodes), through `breakMentions()`.
 */

const BIDI_AND_SEPARATORS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/g;
/** Control characters as visible escapes; the result holds no line break and no bidi control. */
function visible(text) {
    return text
        .replace(/[\u0000-\u001f\u007f-\u009f]/g, (ch) => {
        switch (ch) {
            case '\n':
                return '\\n';
            case '\r':
                return '\\r';
            case '\t':
                return '\\t';
            default:
                return `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
        }
    })
        .replace(BIDI_AND_SEPARATORS, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
const HTML_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/** HTML-escape (`& < > " '`) after making control characters visible. */
function escapeHtml(text) {
    return visible(text).replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch]);
}
/**
 * Characters replaced by numeric character references in one pass: HTML (`& < > " '`) and what
 * could start Markdown syntax inside a line: emphasis, code spans, links and images, table cell
 * separators, strikethrough, math (`$`), email autolinks (`@`) and backslash escapes.
 */
const MARKDOWN_INLINE = /[&<>"'|`*_[\]~\\$@]/g;
/** An empty HTML comment: splits a text run without showing anything. */
const SPLIT = '<!-- -->';
/**
 * U+2060 WORD JOINER: invisible, no line break, and not a character a GitHub login, organisation
 * or team name may start with.
 */
const MENTION_BREAK = '\u2060';
const MENTION_BREAK_REF = (/* unused pure expression or super */ null && (`&#${MENTION_BREAK.codePointAt(0)};`));
/** `@` and its full-width and small forms, which some renderers also read as mention signs. */
const AT_SIGNS = /[@\uff20\ufe6b]/g;
/**
 * Plain text with every mention broken: GitHub notifies `@user`, `@org` and `@org/team` written in
 * text (after decoding character references), so a word joiner goes between each `@` and what
 * follows. The text reads the same. For text in a Markdown tree (mdast text nodes); `md()` does
 * this itself.
 */
function breakMentions(text) {
    return text.replace(AT_SIGNS, (at) => `${at}${MENTION_BREAK}`);
}
/**
 * Text from the repository, safe anywhere in the summary (table cell, list item, `<summary>`,
 * `<code>`): control characters visible, HTML and Markdown syntax neutralised, mentions broken. The
 * result renders as exactly the original text (with visible escapes, and an invisible word joiner
 * after each `@`).
 *
 * GFM autolink literals (`www.x`, `https://x`, `a@b.co`) are found in the *decoded* text by some
 * renderers, so a character reference is not enough there: an empty comment splits the run.
 * An emoji shortcode (`:tada:`) loses its first colon to a character reference.
 */
function escape_md(text) {
    return inline(text).replace(/&#64;|[\uff20\ufe6b]/g, (at) => `${at}${MENTION_BREAK_REF}`);
}
/** Text for inside a `<code>` element: as `md()`, without the mention break GitHub does not need there. */
function mdCode(text) {
    return inline(text);
}
function inline(text) {
    return visible(text)
        .replace(MARKDOWN_INLINE, (ch) => HTML_ENTITIES[ch] ?? `&#${ch.charCodeAt(0)};`)
        .replace(/:(?=[\w+-]+:)/g, '&#58;')
        .replace(/:(?=\/\/)/g, `:${SPLIT}`)
        .replace(/(ww)(w\.)/gi, `$1${SPLIT}$2`)
        .replace(/&#64;/g, `${SPLIT}&#64;`);
}
/** A path or identifier from the repository as inline code (an HTML `<code>`, so escapes decode; a mention there is inert). */
function escape_code(text) {
    return `<code>${mdCode(text)}</code>`;
}
/**
 * A line for the workflow log (`core.info`). The runner treats a line whose first non-blank
 * characters are `::` as a workflow command, and (legacy syntax) `##[` anywhere in a line; neither
 * may come from repository data. Control characters are made visible, so the text stays one line.
 */
function logSafe(text) {
    return visible(text)
        .replace(/^(\s*):/, '$1\u200b:')
        .replace(/##\[/g, '#\u200b#[');
}
/**
 * The one workflow-command guard for output that carries repository text as it is (a printed
 * prompt, the text report) on a stream the Actions runner reads: the runner executes no command
 * between `::stop-commands::<token>` and `::<token>::`, and the token is random, so the text cannot
 * end the block itself. `token` is for tests.
 */
function stopCommands(text, token = (0,external_node_crypto_.randomBytes)(16).toString('hex')) {
    if (text === '')
        return text;
    let t = token;
    while (text.includes(t))
        t = (0,external_node_crypto_.randomBytes)(16).toString('hex');
    return `::stop-commands::${t}\n${text}${text.endsWith('\n') ? '' : '\n'}::${t}::\n`;
}
/**
 * JSON for a stream the runner reads: no line of `JSON.stringify` output starts with `::`, and a
 * `#` can only occur inside a string, where `\u0023` is the same character; so `##[` (the legacy
 * command and log-formatting prefix) becomes `#\u0023[` and the document stays equal.
 */
function neutralJson(json) {
    return json.replace(/##/g, '#\\u0023');
}

// EXTERNAL MODULE: ./lib/rules/mask.js
var mask = __webpack_require__(5513);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./lib/format.js
var format = __webpack_require__(8674);
;// CONCATENATED MODULE: ./lib/profiles/rules-cline-continue.js
const CLINE_CONTINUE_RULES = [
    {
        id: 'cline-rule-shadowed',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'A Cline rule is replaced by a later rule with the same lowercased name (another rules folder, a `name:` in front matter, or a personal rule): Cline sends only the later one.',
    },
    {
        id: 'cwd-only-unread',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'An agent that reads only its working directory (Cline CLI, Continue CLI) never reads an instruction file of a directory above it, such as the root AGENTS.md when started in a package.',
    },
    {
        id: 'continue-rule-never-applied',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'A `.continue/rules/` file the Continue CLI never sends: `alwaysApply` is not the boolean `true` while `alwaysApply`, `globs` or `regex` is set, or the rule is `invokable`.',
    },
];
const CLINE_CONTINUE_RULE_DOCS = {
    'cline-rule-shadowed': {
        examples: {
            failing: {
                description: 'Two rules folders hold a rule of the same name.',
                options: { profiles: ['cline'] },
                files: { '.clinerules/style.md': 'Use tabs.\n', '.cline/rules/Style.md': 'Use two spaces.\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
                expect: { path: '.clinerules/style.md', line: null },
            },
            passing: {
                description: 'The rules have distinct names.',
                options: { profiles: ['cline'] },
                files: { '.clinerules/style.md': 'Use tabs.\n', '.cline/rules/review.md': 'Review every migration.\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
            },
        },
        docs: {
            why: 'Cline CLI keeps one rule per name: the front matter `name`, else the file name without its extension, lowercased (`Style.md` and `style.txt` are both `style`). It reads `AGENTS.md`, then `.clinerules/`, then `.cline/rules/`, then the personal `~/.agents/AGENTS.md`, `~/.cline/rules/`, `~/Cline/Rules/` and `~/Documents/Cline/Rules/`, and a later rule with the same name replaces the earlier one without a word, so a personal `~/.cline/rules/testing.md` silently replaces the team\'s `.clinerules/testing.md` (the audit sees personal rules with `--home`). ' +
                'Two files of one folder with the same name (`style.md` and `style.txt`) are worse: which one wins depends on the order the file system lists the folder, which Cline does not sort. A later rule marked `disabled: true` drops the rule altogether.',
            fix: 'Give every rule its own name (rename the file or set `name:` in its front matter); keep personal rules under names the repository does not use.',
        },
    },
    'cwd-only-unread': {
        examples: {
            failing: {
                description: 'Cline started in a package of a repository whose rules are at the root.',
                options: { profiles: ['cline'], workingDirectories: ['packages/api'] },
                files: { 'AGENTS.md': '# Rules\n\nRun the tests.\n', 'packages/api/index.ts': 'export {};\n' },
                expect: { path: 'AGENTS.md', line: null },
            },
            passing: {
                description: 'Cline started at the root, where the rules are.',
                options: { profiles: ['cline'], workingDirectories: ['.'] },
                files: { 'AGENTS.md': '# Rules\n\nRun the tests.\n', 'packages/api/index.ts': 'export {};\n' },
            },
        },
        docs: {
            why: 'Cline CLI and Continue CLI take the directory they are started in as the workspace and read nothing above it: no walk up to the git root as Codex, Gemini CLI or Claude Code do. Started in `packages/api`, they never see the root `AGENTS.md`, `.clinerules/` or `.continue/rules/`. ' +
                'The finding is a warning when the agent then finds no project instruction at all, and a note when the working directory has instructions of its own (the root ones are still missed).',
            fix: 'Start the agent at the root, or give the package its own instruction file (for Cline, a symlinked `AGENTS.md` or `.clinerules` file works; symlinks inside a rules folder are skipped).',
        },
    },
    'continue-rule-never-applied': {
        examples: {
            failing: {
                description: 'A rule whose alwaysApply is the string "true", not the boolean.',
                options: { profiles: ['continue'] },
                files: { '.continue/rules/testing.md': '---\nalwaysApply: "true"\n---\nRun the tests before every commit.\n', 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
                expect: { path: '.continue/rules/testing.md', line: null },
            },
            passing: {
                description: 'The rule is always on.',
                options: { profiles: ['continue'] },
                files: { '.continue/rules/testing.md': '---\nalwaysApply: true\n---\nRun the tests before every commit.\n', 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
            },
        },
        docs: {
            why: 'Continue CLI (`cn`) sends a `.continue/rules/**/*.md` file only when it is always on: `alwaysApply: true`, or none of `alwaysApply`, `globs` and `regex`, and not `invokable`. A rule with `globs` or `regex`, `alwaysApply: false`, or an `alwaysApply` that is not the boolean `true` (`"true"`, `yes` in quotes, an empty value) is left out without a word. ' +
                'The editor extensions attach rules with `globs`, `regex` or a `description` when matching files are in context, so such a rule still works there: the finding is then a note. A rule that no Continue client ever applies is a warning.',
            fix: 'Write `alwaysApply: true` for a rule the CLI should always send; keep `globs` for rules meant for the editor only.',
        },
    },
};

;// CONCATENATED MODULE: ./lib/profiles/rules.js

/** Rules that report nothing unless the user sets a severity for them. */
const OPT_IN_RULES = new Set(['copilot-review-limit']);
const PROFILE_RULES = [
    {
        id: 'agent-config-invalid',
        kind: 'check',
        defaultSeverity: 'error',
        description: 'An agent’s own configuration file in the repository (opencode.json, .gemini/settings.json, .aider.conf.yml, .codex/config.toml) does not parse or holds a value of the wrong shape.',
    },
    {
        id: 'remote-instructions',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'OpenCode’s `instructions` names a URL: it is fetched at every session start and silently dropped when the fetch fails.',
    },
    {
        id: 'instructions-missing',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'An entry of OpenCode’s `instructions` or Aider’s `read:` matches no file for some working directories.',
    },
    {
        id: 'import-missing',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'An `@path` import (Claude Code, Gemini CLI) names a file that does not exist.',
    },
    {
        id: 'import-cycle',
        kind: 'check',
        defaultSeverity: 'warning',
        description: '`@path` imports form a cycle.',
    },
    {
        id: 'import-too-deep',
        kind: 'check',
        defaultSeverity: 'warning',
        description: '`@path` imports nest deeper than Claude Code (4 hops) or Gemini CLI (5 levels) follows.',
    },
    {
        id: 'import-outside-root',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'An `@path` import leaves the repository (or is a URL): Gemini CLI refuses it, Claude Code asks for approval; the audit cannot check it.',
    },
    {
        id: 'claude-md-too-long',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'A file Claude Code loads is over 40,000 characters, the size at which Claude Code warns that a large memory file hurts performance.',
    },
    {
        id: 'codex-untrusted',
        kind: 'check',
        defaultSeverity: 'error',
        description: 'Codex trust decides what it loads: a project marked untrusted loads no AGENTS.md at all, and a project `.codex/config.toml` applies only when the project is trusted.',
    },
    {
        id: 'gemini-untrusted',
        kind: 'check',
        defaultSeverity: 'error',
        description: 'Gemini CLI’s folder trust (on by default) does not trust the folder: headless it refuses to start, interactively it loads no project context.',
    },
    {
        id: 'copilot-review-limit',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'Opt-in (off unless set): `.github/copilot-instructions.md` or a `.github/instructions/*.instructions.md` file is over 4,000 characters, the code-review read limit GitHub removed on 2026-06-12.',
    },
    {
        id: 'copilot-applyto',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'A `.github/instructions/*.instructions.md` file has no `applyTo`, or an `applyTo` that matches no file in the repository, so Copilot never applies it.',
    },
    {
        id: 'aider-unread',
        kind: 'check',
        defaultSeverity: 'info',
        description: 'An AGENTS.md that no Aider configuration (`read:` in .aider.conf.yml) reads: Aider never sees it.',
        fact: {
            summary: 'Aider never sees {n}: it discovers no instruction file by itself and reads only what `read:` in `.aider.conf.yml` names, and no configuration names these: {files}.',
            fix: 'Add them to `read:` (`read: AGENTS.md` in the root `.aider.conf.yml` reads the AGENTS.md of the directory Aider is started in).',
            example: false,
        },
    },
    {
        id: 'qwen-above-root',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'Qwen Code loads a QWEN.md or AGENTS.md from the directory above the git repository: its upward walk stops one directory past the git root.',
    },
    {
        id: 'kilo-rules-cwd-only',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'Legacy Kilo rules (.kilo/rules, .kilocode/rules, .kilocoderules) of a directory above the working directory: Kilo reads them from the working directory only.',
    },
    ...CLINE_CONTINUE_RULES,
    {
        id: 'amp-above-root',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'Amp loads an instruction file from a directory above the git repository it works in (it walks up to `/`, stopping at `/home` and `/Users`): an outer project’s rules reach a nested repository.',
    },
    {
        id: 'auggie-manual-rule',
        kind: 'check',
        defaultSeverity: 'info',
        description: 'An `.augment/rules` file with `type: manual`: Auggie sends it only when someone attaches it to a message, so non-interactive runs never see it.',
    },
    {
        id: 'cursor-rule-globs',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'A `.cursor/rules` rule whose `globs` match no file in the folder it belongs to, so Cursor never attaches it.',
    },
    {
        id: 'cursor-rule-no-frontmatter',
        kind: 'check',
        defaultSeverity: 'warning',
        description: 'A `.cursor/rules` file without a (valid) frontmatter: Cursor treats it as a manual rule, applied only when someone @-mentions it.',
    },
];
/** Documentation examples of the profile rules, in the shape the health checks use (docs/rules/<id>.md is generated from them). */
const PROFILE_RULE_DOCS = {
    'agent-config-invalid': {
        examples: {
            failing: {
                description: 'opencode.json misses a comma between two settings.',
                options: { profiles: ['opencode'] },
                files: { 'opencode.json': '{\n  "$schema": "https://opencode.ai/config.json"\n  "instructions": ["docs/rules.md"]\n}\n', 'docs/rules.md': '# Rules\n\nRun the tests.\n' },
                expect: { path: 'opencode.json', line: 3, column: 3 },
            },
            passing: {
                description: 'The same file with the comma: OpenCode loads docs/rules.md.',
                options: { profiles: ['opencode'] },
                files: { 'opencode.json': '{\n  "$schema": "https://opencode.ai/config.json",\n  "instructions": ["docs/rules.md"]\n}\n', 'docs/rules.md': '# Rules\n\nRun the tests.\n' },
            },
        },
        docs: {
            why: 'Several agents read configuration files the team commits: OpenCode `opencode.json` / `opencode.jsonc` (JSON with comments), Gemini CLI `.gemini/settings.json` (JSON with comments), Aider `.aider.conf.yml` (YAML), Codex `.codex/config.toml` (TOML, project layers of a trusted project). ' +
                'A file that does not parse stops OpenCode, Gemini CLI, Aider and Codex at startup, for everyone who starts the agent in that directory; a value of the wrong shape (`instructions` that is not a list, `read:` that is a mapping, `context.fileName` that is a number) is either fatal or silently replaced by the default. ' +
                'The audit parses each file once, reports the first problem with its line and column, and never quotes the file\'s content (configuration files are where API keys live). For Codex it also notes a project `project_root_markers`, which Codex ignores there.',
            fix: 'Fix the syntax at the reported line (a missing comma, an unclosed quote or bracket), or give the key the shape the agent expects. Agents that read JSON with comments accept `//` and `/* */` comments and trailing commas; plain JSON tools may not.',
        },
    },
    'remote-instructions': {
        examples: {
            failing: {
                description: 'opencode.json pulls the team rules from a URL.',
                options: { profiles: ['opencode'] },
                files: { 'opencode.json': '{\n  "instructions": [\n    "https://example.com/team-rules.md"\n  ]\n}\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
                expect: { path: 'opencode.json', line: 3, column: 5 },
            },
            passing: {
                description: 'The team rules are committed and named by path.',
                options: { profiles: ['opencode'] },
                files: { 'opencode.json': '{\n  "instructions": [\n    "docs/team-rules.md"\n  ]\n}\n', 'docs/team-rules.md': '# Team rules\n\nReview every migration.\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
            },
        },
        docs: {
            why: 'OpenCode fetches every `http://` or `https://` entry of `instructions` when a session starts, with a 5-second timeout, and uses an empty text when the fetch fails or the server answers with an error: the agent then works without those rules and nobody is told. ' +
                'What the agent sees depends on the network and on a server outside the repository, and the audit cannot check it. Messages show the URL without its query string or credentials.',
            fix: 'Commit the instructions and name them by path in `instructions` (globs work: `docs/agents/*.md`). If the text must live elsewhere, vendor a copy in CI.',
        },
    },
    'instructions-missing': {
        examples: {
            failing: {
                description: 'Aider is told to read a CONVENTIONS.md that does not exist.',
                options: { profiles: ['aider'] },
                files: { '.aider.conf.yml': 'read:\n  - AGENTS.md\n  - CONVENTIONS.md\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
                expect: { path: '.aider.conf.yml', line: 3, column: 5 },
            },
            passing: {
                description: 'Both named files exist.',
                options: { profiles: ['aider'] },
                files: { '.aider.conf.yml': 'read:\n  - AGENTS.md\n  - CONVENTIONS.md\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n', 'CONVENTIONS.md': '# Conventions\n\nUse type hints.\n' },
            },
        },
        docs: {
            why: 'OpenCode\'s `instructions` and Aider\'s `read:` name files the agent adds to its context. An entry that matches nothing adds nothing: OpenCode says nothing, Aider prints one line at startup that is easy to miss. ' +
                'Both resolve entries from the directory the agent is started in, not from the configuration file: OpenCode globs the entry in every directory from there up to the repository root, Aider resolves it against the working directory only. So `read: CONVENTIONS.md` in the root `.aider.conf.yml` means a different file for someone who starts Aider in `packages/api`. ' +
                'The finding lists the working directories for which the entry matches nothing.',
            fix: 'Fix the path or create the file. For Aider, write paths that hold from every directory the team starts it in (Aider also reads a `.aider.conf.yml` in the working directory, whose `read:` replaces the root one).',
        },
    },
    'import-missing': {
        examples: {
            failing: {
                description: 'CLAUDE.md imports a style guide that was renamed.',
                options: { profiles: ['claude-code'] },
                files: { 'CLAUDE.md': '# Project\n\nFollow @docs/style-guide.md for formatting.\n', 'docs/style.md': '# Style\n\nUse tabs.\n' },
                expect: { path: 'CLAUDE.md', line: 3, column: 8 },
            },
            passing: {
                description: 'The import names the file that exists.',
                options: { profiles: ['claude-code'] },
                files: { 'CLAUDE.md': '# Project\n\nFollow @docs/style.md for formatting.\n', 'docs/style.md': '# Style\n\nUse tabs.\n' },
            },
        },
        docs: {
            why: 'Claude Code and Gemini CLI expand `@path` in instruction files into the named file. When the file does not exist, Claude Code skips the import without a word; Gemini CLI replaces the words with an `<!-- Import failed: … -->` comment, so the model does not even see the original text. ' +
                'The two agents tokenize differently: an import ends at the next whitespace for both (so the period of `see @AGENTS.md.` is part of the path), neither looks inside code, and Gemini CLI treats any `@word` that starts with a letter as an import (`ask @alice` becomes a failed import), while Claude Code\'s misses are reported only when the token looks like a path (an extension, or a leading `./`, `../`, `~/` or `/`).',
            fix: 'Fix the path (it is relative to the importing file), or put text that is not an import in backticks: `` `@types/node` ``.',
        },
    },
    'import-cycle': {
        examples: {
            failing: {
                description: 'Two documents import each other.',
                options: { profiles: ['claude-code'] },
                files: { 'CLAUDE.md': '# Project\n\n@docs/a.md\n', 'docs/a.md': 'A rules. See @b.md\n', 'docs/b.md': 'B rules. See @a.md\n' },
                expect: { path: 'docs/b.md', line: 1, column: 14 },
            },
            passing: {
                description: 'The top file imports both documents; neither imports the other.',
                options: { profiles: ['claude-code'] },
                files: { 'CLAUDE.md': '# Project\n\n@docs/a.md\n@docs/b.md\n', 'docs/a.md': 'A rules.\n', 'docs/b.md': 'B rules.\n' },
            },
        },
        docs: {
            why: 'An import that leads back to a file already being imported on the same path is a cycle. Claude Code loads each file once and stops there. Gemini CLI marks the spot with `<!-- File already processed -->`, but it does not count the top-level file itself, so a cycle through it repeats that file\'s text once more before stopping. ' +
                'Either way the structure is not what its author meant, and the order in which rules arrive depends on where the cycle is entered.',
            fix: 'Import shared documents from one place (the top-level file) instead of from each other.',
        },
    },
    'import-too-deep': {
        examples: {
            failing: {
                description: 'Five hops of imports: Claude Code leaves the fifth as text, and the fifth file is never loaded.',
                options: { profiles: ['claude-code'] },
                files: {
                    'CLAUDE.md': '@docs/1.md\n',
                    'docs/1.md': 'One. @2.md\n',
                    'docs/2.md': 'Two. @3.md\n',
                    'docs/3.md': 'Three. @4.md\n',
                    'docs/4.md': 'Four. @5.md\n',
                    'docs/5.md': 'Five.\n',
                },
                expect: { path: 'docs/4.md', line: 1, column: 7 },
            },
            passing: {
                description: 'Four hops: all files are loaded.',
                options: { profiles: ['claude-code'] },
                files: {
                    'CLAUDE.md': '@docs/1.md\n',
                    'docs/1.md': 'One. @2.md\n',
                    'docs/2.md': 'Two. @3.md\n',
                    'docs/3.md': 'Three. @4.md\n',
                    'docs/4.md': 'Four.\n',
                },
            },
        },
        docs: {
            why: 'Claude Code (2.1.328, checked against the real binary) follows imports four hops deep: the `@path` in the fourth imported file stays plain text. Gemini CLI processes five levels and leaves the `@path` of the fifth imported file as plain text. Anything imported from deeper is silently not loaded; the finding is on the file that holds the import that is not followed.',
            fix: 'Flatten the imports: import the deep documents directly from a file nearer the top.',
        },
    },
    'import-outside-root': {
        examples: {
            failing: {
                description: 'GEMINI.md imports a file from a sibling checkout.',
                options: { profiles: ['gemini'] },
                files: { 'GEMINI.md': '# Project\n\n@../shared/rules.md\n' },
                expect: { path: 'GEMINI.md', line: 3, column: 1 },
            },
            passing: {
                description: 'The shared rules are vendored into the repository.',
                options: { profiles: ['gemini'] },
                files: { 'GEMINI.md': '# Project\n\n@./docs/shared-rules.md\n', 'docs/shared-rules.md': '# Shared rules\n\nNo force pushes.\n' },
            },
        },
        docs: {
            why: 'Gemini CLI imports only files inside the project root (the nearest directory holding a boundary marker, `.git` by default, after resolving symlinks) and refuses URLs: anything else is replaced by `<!-- Import failed: … Path traversal attempt -->` (`warning`). ' +
                'Claude Code accepts imports from outside the project, including `~/…`, but each person must approve them once, and until they do the file is not loaded (`info`). In both cases the file is outside what the audit (and code review) sees.',
            fix: 'Keep imported files inside the repository, or leave personal preferences to the personal instruction file (`~/.claude/CLAUDE.md`, `~/.gemini/GEMINI.md`).',
        },
    },
    'claude-md-too-long': {
        examples: {
            failing: {
                description: 'A CLAUDE.md that grew to 40,609 characters.',
                options: { profiles: ['claude-code'] },
                files: { 'CLAUDE.md': { head: '# Rules\n\n', line: '- Prefer small, focused functions with descriptive names.\n', times: 700 } },
                expect: { path: 'CLAUDE.md', line: null },
            },
            passing: {
                description: 'The same rules, once.',
                options: { profiles: ['claude-code'] },
                files: { 'CLAUDE.md': '# Rules\n\n- Prefer small, focused functions with descriptive names.\n' },
            },
        },
        docs: {
            why: 'Claude Code loads every CLAUDE.md in full, whatever its size, and warns ("Large CLAUDE.md will impact performance") when one is over 40,000 characters. Every conversation pays for the whole file, and long files dilute the rules that matter. ' +
                'The audit counts characters as Claude Code does (JavaScript string length) for every file Claude Code loads, imports included.',
            fix: 'Split the file: keep the rules that apply everywhere, and move detail into documents imported where needed or read on demand (`.claude/rules/` files with a `paths:` frontmatter load only for matching files).',
        },
    },
    'codex-untrusted': {
        examples: {
            failing: {
                description: 'An audit told that the people who run Codex here have marked the project untrusted.',
                options: { profiles: ['codex'], agentState: { codexTrust: 'untrusted' } },
                files: { 'AGENTS.md': '# Rules\n\nRun the tests before every commit.\n' },
                expect: { path: null, line: null },
            },
            passing: {
                description: 'The project is trusted (the audit’s default): AGENTS.md and the project configuration apply.',
                options: { profiles: ['codex'] },
                files: { 'AGENTS.md': '# Rules\n\nRun the tests before every commit.\n', '.codex/config.toml': 'project_doc_max_bytes = 65536\n' },
            },
        },
        docs: {
            why: 'Codex keeps a trust list outside the repository (`[projects."/abs/path"] trust_level` in `~/.codex/config.toml`), and looks up the entry of a directory itself, else the project root’s. Seen with Codex 0.169.0: when the working directory’s entry is `untrusted` Codex loads **no** `AGENTS.md` at all; a project `.codex/config.toml` is applied only when its own directory’s entry is `trusted` (so trust given only for a subdirectory does not apply the root’s file); and a trusted `.codex/config.toml` that does not parse makes Codex refuse to start. ' +
                'The repository cannot say what each person’s trust list holds, so the audit takes it as a setting, `agentState.codexTrust` for the project root (`--agent-state codex-trust=trusted|unset|untrusted`), default `trusted`, plus entries for directories (`--agent-state codex-trust=packages/api:trusted`), shown in the report’s settings. ' +
                'Where the working directory is untrusted the chain is empty and this error is raised once per entry; each project `.codex/config.toml` that sets something but is not trusted is reported as ignored (a warning).',
            fix: 'Mark the project trusted in Codex (it asks on first start in a git repository), or do not rely on a project `.codex/config.toml` for settings everybody needs.',
        },
    },
    'gemini-untrusted': {
        examples: {
            failing: {
                description: 'An audit told that Gemini CLI runs here in a folder it does not trust (no trusted-folders rule, folder trust on: its default).',
                options: { profiles: ['gemini'], agentState: { geminiFolderTrust: 'untrusted' } },
                files: { 'GEMINI.md': '# Rules\n\nRun the tests before every commit.\n' },
                expect: { path: null, line: null },
            },
            passing: {
                description: 'The folder is trusted (the audit’s default): GEMINI.md loads.',
                options: { profiles: ['gemini'] },
                files: { 'GEMINI.md': '# Rules\n\nRun the tests before every commit.\n' },
            },
        },
        docs: {
            why: 'Gemini CLI keeps folder trust outside the repository (`~/.gemini/trustedFolders.json`, the `GEMINI_CLI_TRUST_WORKSPACE` variable, `security.folderTrust.enabled` in the user settings, on by default). Seen with Gemini CLI 0.61.0: in a folder with no trust rule, or one marked `DO_NOT_TRUST`, `gemini -p` (headless: CI, scripts, other tools) stops before it reads anything, exit 55, "Gemini CLI is not running in a trusted directory"; an interactive session asks, and one that runs untrusted loads no project `GEMINI.md` and ignores `.gemini/settings.json`. ' +
                'The repository cannot say whether each person (or each CI job) trusts the folder, so the audit takes it as a setting, `agentState.geminiFolderTrust` (`--agent-state gemini-folder-trust=trusted|untrusted`, or `agent-state:` in the config file), default `trusted`, shown in the report’s settings. ' +
                'With `untrusted` each Gemini chain says that Gemini CLI does not start (`startError`), and this error is raised once.',
            fix: 'Trust the folder in Gemini CLI (it asks on first start), and where it runs headless set `GEMINI_CLI_TRUST_WORKSPACE=true` (or pass `--skip-trust`, which also drops the workspace settings).',
        },
    },
    'qwen-above-root': {
        examples: {
            failing: {
                description: 'A git repository in app/ of the audited folder, with an AGENTS.md of the parent folder beside it.',
                options: { profiles: ['qwen'], workingDirectories: ['app'] },
                files: { 'AGENTS.md': '# Parent project\n\nDeploy with the parent tooling.\n', 'app/QWEN.md': '# App\n\nRun the tests before every commit.\n' },
                nestedRepos: ['app'],
                expect: { path: 'AGENTS.md', line: null },
            },
            passing: {
                description: 'The instruction files are inside the repository.',
                options: { profiles: ['qwen'], workingDirectories: ['app'] },
                files: { 'app/AGENTS.md': '# App\n\nRun the tests before every commit.\n', 'app/QWEN.md': '# App\n\nUse pnpm.\n' },
                nestedRepos: ['app'],
            },
        },
        docs: {
            why: 'Qwen Code 0.24.4 walks from the working directory up to `path.dirname(projectRoot)`, the parent of the git root (memoryDiscovery.ts: `ultimateStopDir`), reading every context file name (`QWEN.md`, `AGENTS.md`) there too. A file in the folder that holds the checkout (a parent project, a workspace of several checkouts, a CI runner\u2019s work folder) joins every prompt, and nobody reviewing the repository sees it. ' +
                'Where that folder is outside the audited root the audit does not read the file; it names it in the finding.',
            fix: 'Move or rename the file above the repository, or set `context.fileName` in `.qwen/settings.json` to names only the repository uses.',
        },
    },
    'kilo-rules-cwd-only': {
        examples: {
            failing: {
                description: 'A root `.kilo/rules/style.md`, and Kilo started in `pkg/`.',
                options: { profiles: ['kilo'], workingDirectories: ['pkg'] },
                files: { '.kilo/rules/style.md': '# Style\n\nUse tabs.\n', 'AGENTS.md': '# Team\n\nRun the tests.\n', 'pkg/index.ts': 'export {};\n' },
                expect: { path: '.kilo/rules/style.md', line: null },
            },
            passing: {
                description: 'The rule is named in kilo.json, which Kilo resolves from the working directory up to the root.',
                options: { profiles: ['kilo'], workingDirectories: ['pkg'] },
                files: { 'docs/style.md': '# Style\n\nUse tabs.\n', 'kilo.json': '{ "instructions": ["docs/style.md"] }\n', 'AGENTS.md': '# Team\n\nRun the tests.\n', 'pkg/index.ts': 'export {};\n' },
            },
        },
        docs: {
            why: 'Kilo Code CLI 7.7.7 converts its legacy rules (`.kilo/rules/*.md`, `.kilocode/rules/*.md`, `.kilocoderules`, and the `rules-<mode>` folders) into instructions with the working directory as the project directory, so a session started in a subdirectory of the repository never sees the root\u2019s rules, although it reads the root\u2019s AGENTS.md.',
            fix: 'Name the files in `instructions` of `kilo.json` (resolved from the working directory up to the root), or move the text into AGENTS.md.',
        },
    },
    'copilot-review-limit': {
        examples: {
            failing: {
                description: 'Review rules that run past 4,000 characters, with the opt-in rule switched on.',
                options: { profiles: ['copilot-review'], rules: { 'copilot-review-limit': 'warning' } },
                files: { '.github/copilot-instructions.md': { head: '# Review rules\n\n', line: '- Flag any new dependency that is not pinned to an exact version.\n', times: 80 } },
                expect: { path: '.github/copilot-instructions.md', line: 63, column: 25 },
            },
            passing: {
                description: 'The review rules fit.',
                options: { profiles: ['copilot-review'], rules: { 'copilot-review-limit': 'warning' } },
                files: { '.github/copilot-instructions.md': '# Review rules\n\n- Flag any new dependency that is not pinned to an exact version.\n' },
            },
        },
        docs: {
            why: '**Opt-in: off unless you set a severity** (`--rule copilot-review-limit=warning`, or `rules:` in the config file). ' +
                'GitHub used to document that Copilot code review reads only the first 4,000 characters of a custom instruction file. That sentence is gone from GitHub\'s documentation (removed in github/docs#42361; the question was raised in [github/docs#42761](https://github.com/github/docs/issues/42761)), and GitHub\'s changelog of 2026-06-12 on Copilot code review removed the 4,000-character read limit for `.github/copilot-instructions.md` and `.github/instructions/*.instructions.md`. ' +
                'So the audit no longer applies the limit by default, no longer puts a character limit on the `copilot-review` chain, and never applies it to `AGENTS.md`, `CLAUDE.md` or `GEMINI.md` (GitHub never stated it for them). Switch it on only where an older reader still applies (e.g. a GitHub Enterprise Server release that predates the change). ' +
                'The finding points at the first character past 4,000. Files with `excludeAgent: "code-review"` in their frontmatter are not reported.',
            fix: 'Put what reviews must enforce in the first 4,000 characters, or move review rules to a short path-specific file (`.github/instructions/review.instructions.md`).',
        },
    },
    'copilot-applyto': {
        examples: {
            failing: {
                description: 'Path-specific instructions whose applyTo names a directory that does not exist.',
                options: { profiles: ['copilot-review'] },
                files: { '.github/instructions/api.instructions.md': '---\napplyTo: "src/api/**"\n---\nValidate every request body.\n', 'source/api/handler.ts': 'export {};\n' },
                expect: { path: '.github/instructions/api.instructions.md', line: 2 },
            },
            passing: {
                description: 'The glob matches the code.',
                options: { profiles: ['copilot-review'] },
                files: { '.github/instructions/api.instructions.md': '---\napplyTo: "source/api/**"\n---\nValidate every request body.\n', 'source/api/handler.ts': 'export {};\n' },
            },
        },
        docs: {
            why: 'Copilot applies a `.github/instructions/*.instructions.md` file only to the files its `applyTo` globs (comma-separated, repository-relative) match. Without `applyTo` it is not applied automatically; with globs that match no file it is never applied. Nothing warns about either.',
            fix: 'Add `applyTo` to the frontmatter (`"**"` for every file) and check the globs against the repository layout.',
        },
    },
    'aider-unread': {
        examples: {
            failing: {
                description: 'The team uses Aider, which is configured to read only CONVENTIONS.md.',
                options: { profiles: ['aider'] },
                files: { '.aider.conf.yml': 'read: CONVENTIONS.md\n', 'CONVENTIONS.md': '# Conventions\n\nUse type hints.\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
                expect: { path: null, line: null },
            },
            passing: {
                description: 'AGENTS.md is in the read: list.',
                options: { profiles: ['aider'] },
                files: { '.aider.conf.yml': 'read: [CONVENTIONS.md, AGENTS.md]\n', 'CONVENTIONS.md': '# Conventions\n\nUse type hints.\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
            },
        },
        docs: {
            why: 'Aider discovers no instruction file by itself: it reads only what `read:` in `.aider.conf.yml` (in the working directory, else at the git root) names, resolved from the directory Aider is started in. An AGENTS.md written for every agent is therefore invisible to Aider unless a configuration names it. ' +
                'When `aider` is among the configured profiles, the rule reports this once for the repository, listing every AGENTS.md that no audited Aider chain loads: it is a fact about how Aider works, not a problem of each file.',
            fix: 'Add the file to `read:`. Since entries resolve from where Aider starts, `read: AGENTS.md` in the root configuration reads the AGENTS.md of whichever directory Aider is started in; name a fixed file with a path that holds from there, or add a `.aider.conf.yml` to the packages people work in.',
        },
    },
    ...CLINE_CONTINUE_RULE_DOCS,
    'amp-above-root': {
        examples: {
            failing: {
                description: 'A library kept as its own git repository inside a monorepo: Amp started in it also loads the monorepo’s AGENTS.md.',
                options: { profiles: ['amp'], workingDirectories: ['vendor/lib'] },
                files: { 'AGENTS.md': '# Monorepo rules\n\nUse the monorepo build.\n', 'vendor/lib/README.md': '# lib\n' },
                nestedRepos: ['vendor/lib'],
                expect: { path: 'AGENTS.md', line: null },
            },
            passing: {
                description: 'The library has its own AGENTS.md and the outer rules live in the outer project’s folders.',
                options: { profiles: ['amp'], workingDirectories: ['vendor/lib'] },
                files: { 'apps/AGENTS.md': '# Monorepo rules\n\nUse the monorepo build.\n', 'vendor/lib/AGENTS.md': '# lib rules\n\nRun npm test.\n' },
                nestedRepos: ['vendor/lib'],
            },
        },
        docs: {
            why: 'Amp (from its shipped code, `@ampcode/cli` 0.0.1790142911) reads the first of `AGENTS.md`, `Agents.md`, `agents.md`, `AGENT.md`, `Agent.md`, `agent.md`, `CLAUDE.md` in the workspace root, in each directory from the working directory up to it, and in **every directory above it** up to `/` (stopping at `/home` and `/Users`). ' +
                'A repository checked out inside another (a submodule, a vendored library, a worktree folder) therefore gets the outer project’s instructions too, sorted after its own, and nothing says so. The audit sees the directories above a nested repository that lie inside the audited root; above the audited root it reads nothing.',
            fix: 'Keep instructions meant for the outer project in its own folders (or in the outer project’s AGENTS.md only if they hold for every nested repository), and give the nested repository its own AGENTS.md.',
        },
    },
    'auggie-manual-rule': {
        examples: {
            failing: {
                description: 'A release checklist written as a manual rule.',
                options: { profiles: ['auggie'] },
                files: { '.augment/rules/release.md': '---\ntype: manual\n---\nTag releases with vX.Y.Z.\n' },
                expect: { path: '.augment/rules/release.md', line: 2 },
            },
            passing: {
                description: 'The same rule, sent with every request.',
                options: { profiles: ['auggie'] },
                files: { '.augment/rules/release.md': '---\ntype: always_apply\n---\nTag releases with vX.Y.Z.\n' },
            },
        },
        docs: {
            why: 'Auggie (Augment Code’s CLI, `@augmentcode/auggie` 0.36.0) sends the workspace root’s `.augment-guidelines`, `AGENTS.md`, `CLAUDE.md` and every `.augment/rules/**/*.{md,mdc}` rule to Augment’s service, which builds the prompt. A rule’s frontmatter says how: `type: always_apply` (also no frontmatter), `agent_requested` (with a `description`, for the agent to choose), or `manual`. ' +
                'A manual rule is sent only when someone attaches it to a message in an interactive session: `auggie --print`, CI and every session where nobody attaches it never see it. That is sometimes the intent, so the finding is `info`.',
            fix: 'Use `type: always_apply` for rules that must always hold, or `type: agent_requested` with a `description` that says when it applies.',
        },
    },
    'cursor-rule-globs': {
        examples: {
            failing: {
                description: 'A nested rule in packages/web whose globs repeat the folder name: they are relative to packages/web.',
                options: { profiles: ['cursor'] },
                files: { 'packages/web/.cursor/rules/react.mdc': '---\nglobs: packages/web/src/**/*.tsx\n---\nUse function components.\n', 'packages/web/src/App.tsx': 'export {};\n' },
                expect: { path: 'packages/web/.cursor/rules/react.mdc', line: 2 },
            },
            passing: {
                description: 'The globs relative to the rule’s folder.',
                options: { profiles: ['cursor'] },
                files: { 'packages/web/.cursor/rules/react.mdc': '---\nglobs: src/**/*.tsx\n---\nUse function components.\n', 'packages/web/src/App.tsx': 'export {};\n' },
            },
        },
        docs: {
            why: 'Cursor attaches a `.cursor/rules` rule with `globs` (a list, or comma-separated) when a file they match is in the conversation; a `.cursor/rules` folder nested in a directory is scoped to that directory. ' +
                'The audit matches the globs against the files of the rule’s folder (relative to it; a glob without `/` matches a file name anywhere below). When they match nothing there, Cursor never attaches the rule and nobody is told. Modelled from Cursor’s documentation (https://cursor.com/docs/context/rules): unverified.',
            fix: 'Write the globs relative to the folder that holds `.cursor/rules` (`src/**/*.tsx`, not `packages/web/src/**/*.tsx`), and check them against the layout.',
        },
    },
    'cursor-rule-no-frontmatter': {
        examples: {
            failing: {
                description: 'A rule file written as plain Markdown.',
                options: { profiles: ['cursor'] },
                files: { '.cursor/rules/style.mdc': '# Style\n\nUse tabs.\n' },
                expect: { path: '.cursor/rules/style.mdc', line: 1 },
            },
            passing: {
                description: 'The rule says it always applies.',
                options: { profiles: ['cursor'] },
                files: { '.cursor/rules/style.mdc': '---\nalwaysApply: true\n---\n# Style\n\nUse tabs.\n' },
            },
        },
        docs: {
            why: 'Cursor decides from a rule’s frontmatter when to use it: `alwaysApply: true` (always), `globs` (attached with matching files), `description` (the agent reads it when it thinks it applies), none of them: manual, used only when someone types `@rule-name`. ' +
                'A `.cursor/rules` file without a frontmatter block, or with one that is not valid YAML, is therefore never used by itself. Modelled from Cursor’s documentation (https://cursor.com/docs/context/rules): unverified.',
            fix: 'Start the file with a frontmatter block: `---`, `alwaysApply: true` (or `globs: src/**/*.ts`, or a `description:`), `---`.',
        },
    },
};

// EXTERNAL MODULE: ../main/node_modules/remark-frontmatter/lib/index.js + 4 modules
var lib = __webpack_require__(7428);
// EXTERNAL MODULE: ../main/node_modules/remark-gfm/lib/index.js + 58 modules
var remark_gfm_lib = __webpack_require__(3854);
// EXTERNAL MODULE: ../main/node_modules/remark-parse/lib/index.js + 43 modules
var remark_parse_lib = __webpack_require__(2325);
// EXTERNAL MODULE: ../main/node_modules/unified/lib/index.js + 3 modules
var unified_lib = __webpack_require__(1828);
// EXTERNAL MODULE: ../main/node_modules/unist-util-visit/lib/index.js
var unist_util_visit_lib = __webpack_require__(7214);
;// CONCATENATED MODULE: ./lib/rules/link-scan.js
/**
 * A fast scanner for the link, image and definition nodes `no-broken-references` checks, exact or
 * refusing.
 *
 * `scanLinks(text)` returns exactly the `link`, `image` and `definition` nodes that
 * `remark-parse@11 + remark-gfm@4 + remark-frontmatter(['yaml', 'toml'])` produce for `text` — minus
 * those whose `url` starts with a URI scheme, which never give a finding — in the order
 * `unist-util-visit` visits them, with the same `url` and `position`; or `null` ("unsure") when the
 * text holds something the scanner does not model exactly, and the caller must parse it.
 *
 * It is a port of the parts of micromark that decide where inline content is and where links are,
 * including its departures from the CommonMark reference implementation (which the differential tests
 * pin down): the container algorithm of micromark's `document` tokenizer (block quotes, list items,
 * laziness, the "interrupt" flag that persists through a line's new containers), the flow constructs
 * (fenced and indented code, HTML blocks of kinds 1–7, ATX and setext headings, thematic breaks, GFM
 * tables, frontmatter) and, in the inline content that holds a `](`, the constructs that can hide or
 * swallow a bracket (code spans, autolinks, raw HTML, escapes, GFM autolink literals) and the
 * bracket algorithm with inline resources. Emphasis, strikethrough and character references in text
 * cannot change which links exist, so they are not modelled.
 *
 * It refuses (returns null) on: any link reference definition or footnote definition (a paragraph
 * that starts with `[` and holds `]:`, or `[^label]:` anywhere), since references then depend on the
 * document's definitions; a named character reference other than a few common ones inside a link
 * destination (the mdast `url` is decoded with the full HTML entity list); a NUL character; a lazy
 * paragraph line that micromark would turn into a table head inside the container; and input whose
 * inline constructs would need more than a linear amount of look-ahead (pathological nesting or
 * unclosed constructs), so the scan stays linear.
 *
 * `scanAtTokens(text, accept)` runs the same block structure and inline tokenizer for another
 * question: which `@path` tokens Claude Code's import syntax finds in the mdast `text` nodes (see its
 * comment). It lives here because it needs the scanner's internals (containers, leaf blocks, the
 * buffer of an inline text, where code spans, HTML, autolinks, literals and links are), not a copy.
 *
 * `scanInCode(text, offsets)` answers a third question with them: which of the given `@` characters
 * lie in an mdast `inlineCode` node or in a `code` node that GitHub Copilot CLI's tokenizer counts as
 * code (see its comment), for `profiles/imports.ts`.
 */
/** Thrown inside the scanner when the input holds something it does not model exactly. */
class Unsure extends Error {
}
const UNSURE = new Unsure('link-scan: unsure');
const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const BANG = 33;
const QUOTE = 34;
const HASH = 35;
const AMP = 38;
const APOS = 39;
const LPAREN = 40;
const RPAREN = 41;
const STAR = 42;
const PLUS = 43;
const COMMA = 44;
const DASH = 45;
const DOT = 46;
const SLASH = 47;
const DIGIT0 = 48;
const DIGIT1 = 49;
const DIGIT9 = 57;
const COLON = 58;
const SEMI = 59;
const LT = 60;
const EQ = 61;
const GT = 62;
const QMARK = 63;
const AT = 64;
const LBRACK = 91;
const BSLASH = 92;
const RBRACK = 93;
const UNDERSCORE = 95;
const BACKTICK = 96;
const PIPE = 124;
const TILDE = 126;
/** End of input (or of the inline text being scanned). */
const EOF = -1;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
/** The few named character references decoded in destinations; any other name makes the scan unsure. */
const NAMED_REFERENCES = new Map([
    ['amp', '&'],
    ['AMP', '&'],
    ['lt', '<'],
    ['LT', '<'],
    ['gt', '>'],
    ['GT', '>'],
    ['quot', '"'],
    ['QUOT', '"'],
    ['apos', "'"],
    ['nbsp', '\u00a0'],
]);
/** micromark-util-html-tag-name: kind 6 HTML block names. */
const HTML_BLOCK_NAMES = new Set(('address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt ' +
    'fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link ' +
    'main menu menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead ' +
    'title tr track ul').split(' '));
/** Kind 1 HTML block names. */
const HTML_RAW_NAMES = new Set(['pre', 'script', 'style', 'textarea']);
const UNICODE_WHITESPACE = /\s/;
const UNICODE_PUNCTUATION = /\p{P}|\p{S}/u;
function isDigit(c) {
    return c >= DIGIT0 && c <= DIGIT9;
}
function isAlpha(c) {
    return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
function isAlnum(c) {
    return isDigit(c) || isAlpha(c);
}
function isHex(c) {
    return isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}
function isAsciiPunct(c) {
    return (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
}
/** micromark `asciiControl` (tabs and line endings included). */
function isControl(c) {
    return c !== EOF && (c < SPACE || c === 127);
}
/** micromark `markdownSpace`. */
function isSpace(c) {
    return c === SPACE || c === TAB;
}
/** micromark `markdownLineEndingOrSpace`. */
function isSpaceOrEol(c) {
    return c === SPACE || c === TAB || c === LF || c === CR;
}
function isEol(c) {
    return c === LF || c === CR;
}
/** micromark `asciiAtext`: [#-'*+\--9=?A-Z^-~]. */
function isAsciiAtext(c) {
    return ((c >= 35 && c <= 39) || c === STAR || c === PLUS || (c >= 45 && c <= 57) || c === EQ || c === QMARK || (c >= 65 && c <= 90) || (c >= 94 && c <= 126));
}
/** GFM autolink literal `atext`. */
function isGfmAtext(c) {
    return c === PLUS || c === DASH || c === DOT || c === UNDERSCORE || isAlnum(c);
}
function isUnicodeWhitespace(c) {
    if (c < 0)
        return false;
    if (c < 128)
        return c === SPACE || (c >= 9 && c <= 13);
    return UNICODE_WHITESPACE.test(String.fromCharCode(c));
}
function isUnicodePunctuation(c) {
    if (c < 0)
        return false;
    if (c < 128)
        return isAsciiPunct(c);
    return UNICODE_PUNCTUATION.test(String.fromCharCode(c));
}
/** Numeric character reference decoding as micromark-util-decode-numeric-character-reference. */
function decodeNumeric(value, base) {
    const code = Number.parseInt(value, base);
    if (code < TAB ||
        code === 11 ||
        (code > CR && code < SPACE) ||
        (code > TILDE && code < 160) ||
        (code > 55_295 && code < 57_344) ||
        (code > 64_975 && code < 65_008) ||
        (code & 65_535) === 65_535 ||
        (code & 65_535) === 65_534 ||
        code > 1_114_111) {
        return '\uFFFD';
    }
    return String.fromCodePoint(code);
}
var Leaf;
(function (Leaf) {
    Leaf[Leaf["None"] = 0] = "None";
    Leaf[Leaf["Paragraph"] = 1] = "Paragraph";
    Leaf[Leaf["Fenced"] = 2] = "Fenced";
    Leaf[Leaf["Indented"] = 3] = "Indented";
    Leaf[Leaf["Html"] = 4] = "Html";
    /** The line before was a table's head or row. */
    Leaf[Leaf["Table"] = 5] = "Table";
    /** The line before was a table head row; this line is its delimiter row. */
    Leaf[Leaf["TableHead"] = 6] = "TableHead";
})(Leaf || (Leaf = {}));
/** Kinds of the inline constructs the `@` scan records: none of them is (or holds) an mdast `text` node of prose. */
const SPAN_CODE = 0;
const SPAN_HTML = 1;
const SPAN_AUTOLINK = 2;
const SPAN_LITERAL = 3;
/**
 * The link, image and definition nodes remark would produce for `text` (whose url has no scheme), or
 * null when the scanner cannot be sure. See the module comment.
 */
function scanLinks(text) {
    if (text.charCodeAt(0) === 0xfeff)
        text = text.slice(1); // micromark drops a BOM; offsets start after it
    if (!text.includes('](') && !text.includes(']:'))
        return [];
    if (text.includes('\0') || hasFootnoteDefinition(text))
        return null;
    try {
        return new Scanner(text).run();
    }
    catch (error) {
        if (error === UNSURE)
            return null;
        throw error;
    }
}
/**
 * The `@` tokens Claude Code's import syntax finds in the mdast `text` nodes of `text`, exactly as
 * `tokenizeClaude` in `profiles/imports.ts` computes them with remark, or null ("unsure").
 *
 * For every `text` node remark-parse + remark-gfm + remark-frontmatter produce (in visit order), that
 * runs `(^|\s)@((?:[^\s\\]|\\ )+)/g` over the node's `value` and keeps the matches whose capture
 * `accept` takes; each kept token is placed where `source.indexOf('@' + raw, cursor)` finds it in the
 * node's source slice, the cursor moving past each kept token. The result holds the kept tokens, in
 * order, with that offset.
 *
 * It reuses the link scanner's block structure (which lines are paragraphs, headings and table cells,
 * and where their inline text is) and its inline tokenizer (code spans, raw HTML, autolinks, autolink
 * literals, links and images), and answers only where a token's match does not depend on what the
 * tokenizer does not model:
 *
 * - an `@` in a code span, raw HTML, an autolink, an autolink literal, an image (mdast keeps no nodes in
 *   alt text) or a link's destination or title is in no `text` node and gives nothing;
 * - an `@` in text matches when it starts the inline text, follows whitespace (JavaScript's `\s`), or
 *   follows the end of an inline node (code span, HTML, autolink, literal, link, image) or a link's
 *   opening bracket; it does not when it follows any other character, except that it is unsure after
 *   a backslash, after `*`, `_` or `~` when the inline text holds another run of that character
 *   (emphasis or strikethrough may end there), and at the start of a line inside a link's text;
 * - the token runs to the first whitespace, unescaped backslash or start or end of an inline node; it
 *   is unsure on a backslash escape, on `\ ` not followed by a character of the token, on `*`, `_`
 *   and `~` that may be emphasis or strikethrough (`_` between two ASCII letters or digits never is),
 *   and when it ends at a line ending inside a link's text (mdast keeps no line endings in a link, so
 *   the value runs on into the next line);
 * - an inline text holding an `@` in text is unsure when its text may hold a character reference
 *   (decoding changes the value), or when its text outside links may hold something the autolink
 *   literal transform of mdast-util-gfm-autolink-literal would link (`www.`, `http://`, `https://`,
 *   `x@y.z`; the literals micromark found are links already): the transform splits the text node
 *   into nodes without positions, which the caller then searches for from the document's start;
 * - a token is answered only when the first occurrence of `@` + raw in the source, from where the
 *   caller's search may start at the earliest (the inline text's start, the end of the last kept token,
 *   the start of the last inline node boundary before it), is the token itself.
 *
 * The document is refused outright on a BOM (micromark's offsets then differ from the text's), a NUL,
 * a character reference that decodes to `@`, and wherever `scanLinks` refuses its block structure
 * (definitions, footnote definitions, lazy table heads, look-ahead beyond the linear budget).
 */
function scanAtTokens(text, accept) {
    if (text.charCodeAt(0) === 0xfeff || text.includes('\0') || hasAtReference(text))
        return null;
    if (!text.includes('@'))
        return [];
    if (hasFootnoteDefinition(text))
        return null;
    const at = { accept, out: [], prevEnd: 0 };
    try {
        new Scanner(text, at).run();
        return at.out;
    }
    catch (error) {
        if (error === UNSURE)
            return null;
        throw error;
    }
}
/**
 * For each of `offsets` (ascending offsets of `@` characters in `text`), whether it lies in code as
 * `copilotCodeRegions` in `profiles/imports.ts` decides with remark: in the `[start, end)` source range
 * of an mdast `inlineCode` node, or of a `code` node whose source, from the start of the line that holds
 * the node's start (the line after the last `\n` before it), matches `/^ {0,3}(?:```|~~~)/` — or null
 * ("unsure").
 *
 * That test is Copilot's way of telling fenced code from indented code, and this function reproduces
 * what it does rather than what it means: a fence inside a block quote or on a list item's first line
 * (the line starts with `>` or the marker) does not count, a fence on a list item's continuation line
 * indented 0–3 spaces does, and so does an indented code block when a lone CR line ending put the last
 * `\n` before it in front of a line that starts with a fence.
 *
 * It runs the link scanner's block structure: an `@` on a line of a fenced or indented code block is
 * in that node (its range covers the block's lines, the first from the fence or the indentation on;
 * whatever else it may cover — container prefixes, blank lines, line endings — holds no `@`); one in
 * frontmatter or an HTML block is in no code; one in a paragraph, heading or table cell is in code
 * when it lies in a code span of that inline text, which the link scanner's inline tokenizer finds
 * (across the text's line breaks, where the span's source range also covers the next lines' container
 * prefixes), except inside an image's alt text, where mdast keeps no nodes. The inline text is scanned
 * only when it holds one of the offsets. The tokenizer models what can hide a backtick or swallow a
 * code span (escapes, raw HTML, autolinks, autolink literals, link destinations and titles); emphasis,
 * strikethrough, character references and the autolink literal transform cannot, so none of the
 * token-level refusals of `scanAtTokens` apply, and a link's url is not decoded (an unknown named
 * reference in it does not matter).
 *
 * It refuses: a BOM (micromark's offsets then differ from the text's by one), a NUL, an offset that is
 * not an `@` or not in ascending order, and wherever `scanLinks` refuses its block structure
 * (definitions, footnote definitions, lazy table heads, look-ahead beyond the linear budget).
 */
function scanInCode(text, offsets) {
    for (let k = 0; k < offsets.length; k++) {
        const o = offsets[k];
        if (!Number.isInteger(o) || text.charCodeAt(o) !== AT || (k > 0 && o <= offsets[k - 1]))
            return null;
    }
    if (offsets.length === 0)
        return [];
    if (text.charCodeAt(0) === 0xfeff || text.includes('\0') || hasFootnoteDefinition(text))
        return null;
    const code = { offsets: offsets.slice(), inCode: offsets.map(() => false), counts: false, lfStart: 0, nextLf: text.indexOf('\n') };
    try {
        new Scanner(text, null, code).run();
        return code.inCode;
    }
    catch (error) {
        if (error === UNSURE)
            return null;
        throw error;
    }
}
/** Whether a character reference may decode to `@` (`&#64;`, `&#x40;`, `&commat;`). */
function hasAtReference(text) {
    let i = text.indexOf('&');
    while (i >= 0) {
        if (text.charCodeAt(i + 1) === HASH) {
            if (characterReference(text, i, text.length)?.value === '@')
                return true;
        }
        else if (text.startsWith('commat;', i + 1)) {
            return true;
        }
        i = text.indexOf('&', i + 1);
    }
    return false;
}
/** Whether a character reference may start at `k` (an `&`) and end before `to`: `&#…;`, `&#x…;` or `&name;`. */
function mayBeReference(s, k, to) {
    let j = k + 1;
    if (s.charCodeAt(j) === HASH) {
        j++;
        const hex = s.charCodeAt(j) === 88 || s.charCodeAt(j) === 120;
        if (hex)
            j++;
        const start = j;
        while (j < to && j - start < 7 && isHex(s.charCodeAt(j)))
            j++;
        return j > start && j < to && s.charCodeAt(j) === SEMI;
    }
    const start = j;
    while (j < to && j - start < 31 && isAlnum(s.charCodeAt(j)))
        j++;
    return j > start && j < to && s.charCodeAt(j) === SEMI;
}
/** JavaScript's `\s`. */
function isJsWhitespace(c) {
    if (c < 128)
        return c === SPACE || (c >= TAB && c <= CR);
    return (c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff);
}
/** `[A-Za-z0-9_]`, `\w` without the `u` flag. */
function isWordChar(c) {
    return isAlnum(c) || c === UNDERSCORE;
}
/** Whether `[^label]:` occurs anywhere (a GFM footnote definition, or something close enough to refuse). */
function hasFootnoteDefinition(text) {
    let i = text.indexOf('[^');
    while (i >= 0) {
        let j = i + 2;
        while (j < text.length) {
            const c = text.charCodeAt(j);
            if (isSpaceOrEol(c) || c === LBRACK)
                break;
            if (c === BSLASH) {
                j += 2;
                continue;
            }
            if (c === RBRACK) {
                if (text.charCodeAt(j + 1) === COLON)
                    return true;
                break;
            }
            j++;
        }
        i = text.indexOf('[^', i + 2);
    }
    return false;
}
/** Calls `chunk` with each [start, end) of [from, to) outside the sorted, disjoint [start, end) pairs of `gaps`. */
function textChunks(from, to, gaps, chunk) {
    let k = from;
    for (let g = 0; g <= gaps.length; g += 2) {
        const end = g < gaps.length ? Math.min(gaps[g], to) : to;
        if (end > k)
            chunk(k, end);
        if (g < gaps.length)
            k = Math.max(k, gaps[g + 1]);
        if (k >= to)
            return;
    }
}
/** Flattened [start, end) pairs sorted and merged into disjoint ones. */
function mergeRanges(pairs) {
    const order = [];
    for (let k = 0; k < pairs.length; k += 2)
        order.push(k);
    order.sort((a, b) => pairs[a] - pairs[b]);
    const out = [];
    for (const k of order) {
        const start = pairs[k];
        const end = pairs[k + 1];
        if (out.length > 0 && start <= out[out.length - 1])
            out[out.length - 1] = Math.max(out[out.length - 1], end);
        else
            out.push(start, end);
    }
    return out;
}
/** Sorted offsets of every occurrence of `needle`. */
function occurrences(text, needle) {
    const out = [];
    let i = text.indexOf(needle);
    while (i >= 0) {
        out.push(i);
        i = text.indexOf(needle, i + 1);
    }
    return out;
}
class Scanner {
    s;
    n;
    hasCR;
    /** Offsets of `](` and `]:`, and the next unexamined index into each. */
    linkMarks;
    defMarks;
    linkPtr = 0;
    defPtr = 0;
    /** Work left for inline look-ahead before the scan gives up (keeps pathological input linear). */
    budget;
    // The current line: number, start, end (before the line ending), start of the next line.
    line = 0;
    ls = 0;
    le = 0;
    next = 0;
    // The cursor inside the current line: index, and (tab-expanded) column.
    ci = 0;
    cc = 0;
    stack = [];
    /** Set after an unclosed frontmatter fence: no line of the document opens or continues a container. */
    noContainers = false;
    leaf = Leaf.None;
    fenceMarker = 0;
    fenceSize = 0;
    htmlKind = 0;
    paragraph = [];
    out = [];
    /** Set for the `@` scan (`scanAtTokens`): inline texts holding an `@` are scanned for tokens instead of links. */
    at;
    /** Set for the code question (`scanInCode`): inline texts holding an offset asked about are scanned for code spans. */
    codeAsk;
    /** The `@` (or, for `scanInCode`, the offsets asked about) that make an inline text worth scanning. */
    atMarks;
    atPtr = 0;
    constructor(text, at = null, code = null) {
        this.s = text;
        this.n = text.length;
        this.hasCR = text.includes('\r');
        this.at = at;
        this.codeAsk = code;
        this.linkMarks = at === null && code === null ? occurrences(text, '](') : [];
        this.atMarks = code !== null ? code.offsets : at === null ? [] : occurrences(text, '@');
        this.defMarks = occurrences(text, ']:');
        this.budget = 8 * text.length + 4096;
    }
    run() {
        let pos = this.frontmatter();
        while (pos < this.n) {
            this.setLine(pos);
            this.processLine();
            pos = this.next;
        }
        this.endLeaf();
        return this.out;
    }
    // ---------------------------------------------------------------- lines and cursor
    /** Makes the line starting at `pos` current (its number is one more than the previous line's). */
    setLine(pos) {
        this.line += 1;
        this.ls = pos;
        const [end, next] = this.lineEnd(pos);
        this.le = end;
        this.next = next;
        this.ci = pos;
        this.cc = 0;
    }
    /** End (before the line ending) and next-line start of the line starting at `pos`. */
    lineEnd(pos) {
        const s = this.s;
        if (!this.hasCR) {
            const i = s.indexOf('\n', pos);
            return i < 0 ? [this.n, this.n] : [i, i + 1];
        }
        for (let i = pos; i < this.n; i++) {
            const c = s.charCodeAt(i);
            if (c === LF)
                return [i, i + 1];
            if (c === CR)
                return [i, s.charCodeAt(i + 1) === LF ? i + 2 : i + 1];
        }
        return [this.n, this.n];
    }
    code(i) {
        return i < this.le ? this.s.charCodeAt(i) : EOF;
    }
    /** Consumes one column of whitespace at the cursor (part of a tab, or a space). */
    consumeCol() {
        if (this.s.charCodeAt(this.ci) === TAB) {
            const end = (this.cc & ~3) + 4;
            this.cc += 1;
            if (this.cc >= end)
                this.ci += 1;
        }
        else {
            this.ci += 1;
            this.cc += 1;
        }
    }
    /** Consumes up to `max` columns of whitespace; returns how many. */
    skipCols(max) {
        let k = 0;
        while (k < max && isSpace(this.code(this.ci))) {
            this.consumeCol();
            k++;
        }
        return k;
    }
    /** Columns of whitespace at the cursor (not consumed). */
    indentCols() {
        let c = this.cc;
        for (let j = this.ci; j < this.le; j++) {
            const ch = this.s.charCodeAt(j);
            if (ch === SPACE)
                c++;
            else if (ch === TAB)
                c = (c & ~3) + 4;
            else
                break;
        }
        return c - this.cc;
    }
    /** First index at or after `i` that is not whitespace (the line end if none). */
    firstNonSpace(i) {
        while (i < this.le && isSpace(this.s.charCodeAt(i)))
            i++;
        return i;
    }
    blankFrom(i) {
        return this.firstNonSpace(i) >= this.le;
    }
    // ---------------------------------------------------------------- frontmatter
    /** Skips YAML (`---`) or TOML (`+++`) frontmatter at the very start; returns where the document goes on. */
    frontmatter() {
        const s = this.s;
        const fence = s.startsWith('---') ? '---' : s.startsWith('+++') ? '+++' : null;
        if (fence === null)
            return 0;
        const isFence = (start, end) => {
            if (!s.startsWith(fence, start))
                return false;
            for (let i = start + 3; i < end; i++)
                if (!isSpace(s.charCodeAt(i)))
                    return false;
            return true;
        };
        const [end0, next0] = this.lineEnd(0);
        if (!isFence(0, end0) || next0 === end0)
            return 0; // the opening fence needs a line ending
        let pos = next0;
        let lines = 1;
        while (pos < this.n) {
            const [end, next] = this.lineEnd(pos);
            lines++;
            if (isFence(pos, end)) {
                this.line = lines;
                return next;
            }
            if (next === end)
                break;
            pos = next;
        }
        // No closing fence: micromark tried the frontmatter (a concrete construct) up to the end of the
        // document, so no line was checked for containers; the flow then parses the lines as they are.
        this.noContainers = true;
        return 0;
    }
    // ---------------------------------------------------------------- containers
    processLine() {
        this.spend(this.stack.length + 1);
        if (this.noContainers) {
            this.flow(false, 0);
            return;
        }
        const stack = this.stack;
        let continued = 0;
        let closeFlow = false;
        while (continued < stack.length) {
            const c = stack[continued];
            if (c.quote) {
                if (!this.continueQuote())
                    break;
            }
            else {
                const r = this.continueList(c, false);
                if (r === 0)
                    break;
                if (r === 2) {
                    continued++;
                    closeFlow = true;
                    break;
                }
            }
            continued++;
        }
        let lazy = false;
        if (this.leaf === Leaf.TableHead && (closeFlow || continued !== stack.length))
            throw UNSURE;
        if (closeFlow) {
            // A new item of a list: the flow of the previous item ends, deeper containers close.
            this.endLeaf();
            stack.length = continued;
            this.openContainers(false);
        }
        else if (continued === stack.length) {
            if (this.leaf !== Leaf.Fenced && this.leaf !== Leaf.Html) {
                const interrupt = this.leaf === Leaf.Paragraph || this.leaf === Leaf.Indented || this.leaf === Leaf.TableHead;
                if (this.containerStarts(interrupt)) {
                    if (this.leaf === Leaf.TableHead)
                        throw UNSURE;
                    this.endLeaf();
                    this.openContainers(interrupt);
                }
            }
        }
        else if (this.containerStarts(false)) {
            this.endLeaf();
            stack.length = continued;
            this.openContainers(false);
        }
        else {
            lazy = true;
        }
        this.flow(lazy, continued);
    }
    continueQuote() {
        const ci = this.ci;
        const cc = this.cc;
        this.skipCols(3);
        if (this.code(this.ci) === GT) {
            this.ci += 1;
            this.cc += 1;
            if (isSpace(this.code(this.ci)))
                this.consumeCol();
            return true;
        }
        this.ci = ci;
        this.cc = cc;
        return false;
    }
    /** 0: the item does not go on; 1: it does; 2: a new item of the same list starts here. */
    continueList(c, dry) {
        if (this.blankFrom(this.ci)) {
            if (!dry)
                c.furtherBlank = c.furtherBlank || c.initialBlank;
            this.skipCols(c.size);
            return 1;
        }
        const further = c.furtherBlank;
        if (!dry) {
            c.furtherBlank = false;
            c.initialBlank = false;
        }
        if (!further && isSpace(this.code(this.ci)) && this.indentCols() >= c.size) {
            this.skipCols(c.size);
            return 1;
        }
        // Not in the current item: maybe the next item of the same list.
        const ci = this.ci;
        const cc = this.cc;
        const initial = this.skipCols(3);
        if (this.listStart(c, false, initial, !dry))
            return 2;
        this.ci = ci;
        this.cc = cc;
        return 0;
    }
    /** Whether a new container starts at the cursor (the cursor does not move). */
    containerStarts(interrupt) {
        const ci = this.ci;
        const cc = this.cc;
        const found = this.startContainer(interrupt, true);
        this.ci = ci;
        this.cc = cc;
        return found;
    }
    /** Opens as many new containers at the cursor as there are. */
    openContainers(interrupt) {
        for (;;) {
            const ci = this.ci;
            const cc = this.cc;
            if (!this.startContainer(interrupt, false)) {
                this.ci = ci;
                this.cc = cc;
                return;
            }
        }
    }
    startContainer(interrupt, dry) {
        const initial = this.skipCols(3);
        const c = this.code(this.ci);
        if (c === GT) {
            this.ci += 1;
            this.cc += 1;
            if (isSpace(this.code(this.ci)))
                this.consumeCol();
            if (!dry)
                this.stack.push({ quote: true });
            return true;
        }
        if (c === STAR || c === PLUS || c === DASH || isDigit(c)) {
            const list = { quote: false, ordered: isDigit(c), marker: 0, size: 0, initialBlank: false, furtherBlank: false };
            if (this.listStart(list, interrupt, initial, true)) {
                if (!dry)
                    this.stack.push(list);
                return true;
            }
        }
        return false;
    }
    /**
     * micromark's list item start at the cursor, for a new list (`state.marker === 0`) or the next item
     * of `state`'s list. On success the cursor is at the item's content and `state` is updated if `mutate`.
     */
    listStart(state, interrupt, initialSize, mutate) {
        const s = this.s;
        const start = this.ci;
        const c = this.code(start);
        let end;
        if (!state.ordered) {
            if (state.marker !== 0 ? c !== state.marker : c !== STAR && c !== PLUS && c !== DASH)
                return false;
            if ((c === STAR || c === DASH) && this.thematicBreakAt(start))
                return false;
            end = start + 1;
        }
        else {
            if (!isDigit(c))
                return false;
            if (interrupt && c !== DIGIT1)
                return false;
            let size = 0;
            let k = start;
            while (isDigit(this.code(k)) && ++size < 10)
                k++;
            const m = this.code(k);
            if (interrupt && size >= 2)
                return false;
            if (state.marker !== 0 ? m !== state.marker : m !== DOT && m !== RPAREN)
                return false;
            end = k + 1;
        }
        const markerChar = s.charCodeAt(end - 1);
        const markerLen = end - start;
        let size;
        let initialBlank = false;
        if (this.blankFrom(end)) {
            if (interrupt)
                return false;
            initialBlank = true;
            size = initialSize + 1 + markerLen;
            this.ci = end;
            this.cc += markerLen;
        }
        else {
            this.ci = end;
            this.cc += markerLen;
            const w = this.indentCols();
            if (w === 0)
                return false;
            const take = w <= 4 ? w : 1;
            this.skipCols(take);
            size = initialSize + markerLen + take;
        }
        if (mutate) {
            state.marker = markerChar;
            state.size = size;
            state.initialBlank = initialBlank;
        }
        return true;
    }
    // ---------------------------------------------------------------- flow
    flow(lazy, continued) {
        const leaf = this.leaf;
        let tableTail = false;
        if (leaf === Leaf.TableHead) {
            this.leaf = Leaf.Table; // the delimiter row, checked when the head was found
            return;
        }
        if (leaf === Leaf.Fenced) {
            if (!lazy) {
                this.codeLine(this.ls);
                if (this.closingFence())
                    this.leaf = Leaf.None;
                return;
            }
            this.leaf = Leaf.None;
        }
        else if (leaf === Leaf.Html) {
            if (!lazy) {
                if (this.htmlKind >= 6) {
                    if (!this.blankFrom(this.ci))
                        return;
                    this.leaf = Leaf.None;
                    return;
                }
                if (this.htmlEnds(this.htmlKind, this.ci, 0))
                    this.leaf = Leaf.None;
                return;
            }
            this.leaf = Leaf.None;
        }
        else if (leaf === Leaf.Indented) {
            if (!lazy && (this.blankFrom(this.ci) || this.indentCols() >= 4)) {
                this.codeLine(this.ls);
                return;
            }
            this.leaf = Leaf.None;
        }
        else if (leaf === Leaf.Paragraph) {
            const r = this.paragraphContinues(lazy);
            if (r === 1)
                return;
            if (r === 2) {
                // A complete HTML tag on a lazy line: micromark's interrupt check ran the whole HTML block,
                // looking past this line, so the line was not treated as lazy and the block stays inside.
                this.flowStart(false, false);
                return;
            }
        }
        else if (leaf === Leaf.Table) {
            tableTail = true;
            this.leaf = Leaf.None;
        }
        if (lazy)
            this.stack.length = continued; // nothing goes on across the line: its containers close
        this.flowStart(lazy, tableTail);
    }
    /**
     * With an open paragraph: adds this line to it (1, or 1 after a setext underline), or ends it (0;
     * 2 when the line that ends it stays inside the containers although it is lazy).
     */
    paragraphContinues(lazy) {
        if (this.blankFrom(this.ci)) {
            this.endLeaf();
            return 0;
        }
        const indent = this.indentCols();
        const p = this.firstNonSpace(this.ci);
        if (indent >= 4) {
            this.addSegment(p);
            return 1;
        }
        const c = this.s.charCodeAt(p);
        if (!lazy && (c === EQ || c === DASH) && this.setextUnderlineAt(p)) {
            this.endLeaf();
            return 1; // the underline is consumed; nothing more on this line
        }
        const interrupt = this.interruptsParagraph(p, c, lazy);
        if (interrupt > 0) {
            this.endLeaf();
            return interrupt === 7 && lazy ? 2 : 0;
        }
        const cells = this.tableHeadCells(p);
        if (cells > 0 && this.delimiterRowFollows(cells)) {
            if (lazy)
                throw UNSURE; // micromark would put the table inside the container the line is lazy in
            this.endLeaf();
            return 0;
        }
        this.addSegment(p);
        return 1;
    }
    /** Whether a flow construct at `p` interrupts a paragraph: 0 (no), 7 (an HTML block of kind 7), or 1. */
    interruptsParagraph(p, c, lazy) {
        if (c === HASH)
            return this.atxAt(p) ? 1 : 0;
        if (c === STAR || c === DASH || c === UNDERSCORE)
            return this.thematicBreakAt(p) ? 1 : 0;
        if (c === LT) {
            const kind = this.htmlStart(p, true, lazy);
            return kind === 7 ? 7 : kind > 0 ? 1 : 0;
        }
        if (c === BACKTICK || c === TILDE)
            return this.fenceAt(p, false) ? 1 : 0;
        return 0;
    }
    flowStart(lazy, tableTail) {
        this.leaf = Leaf.None;
        if (this.blankFrom(this.ci))
            return;
        if (this.indentCols() >= 4) {
            // Indented code; micromark ends it at once when its first line is lazy (a node of that line).
            this.leaf = lazy ? Leaf.None : Leaf.Indented;
            this.codeBlock(this.ci);
            return;
        }
        const p = this.firstNonSpace(this.ci);
        const c = this.s.charCodeAt(p);
        if (c === HASH && this.atxAt(p)) {
            this.heading(p);
            return;
        }
        if ((c === STAR || c === DASH || c === UNDERSCORE) && this.thematicBreakAt(p))
            return;
        if (c === LT) {
            const kind = this.htmlStart(p, false, lazy);
            if (kind > 0) {
                this.htmlKind = kind;
                this.leaf = Leaf.Html;
                if (kind <= 5 && this.htmlEndsAfterOpen)
                    this.leaf = Leaf.None;
                return;
            }
        }
        if ((c === BACKTICK || c === TILDE) && this.fenceAt(p, true)) {
            this.leaf = Leaf.Fenced;
            this.codeBlock(p);
            return;
        }
        if (tableTail) {
            if (!lazy) {
                this.row(p);
                this.leaf = Leaf.Table;
                return;
            }
        }
        else {
            const cells = this.tableHeadCells(p);
            if (cells > 0 && this.delimiterRowFollows(cells)) {
                this.row(p);
                this.leaf = Leaf.TableHead;
                return;
            }
        }
        this.leaf = Leaf.Paragraph;
        this.paragraph = [];
        this.addSegment(p);
    }
    addSegment(p) {
        this.paragraph.push({ start: p, end: this.le, line: this.line, lineStart: this.ls });
    }
    endLeaf() {
        if (this.leaf === Leaf.Paragraph) {
            const segs = this.paragraph;
            const first = segs[0];
            const last = segs[segs.length - 1];
            // A definition can only start a paragraph; refuse rather than model definitions.
            if (this.s.charCodeAt(first.start) === LBRACK && this.hasDefMark(first.start, last.end))
                throw UNSURE;
            if (this.hasUnitMark(first.start, last.end))
                this.unit(segs);
            this.paragraph = [];
        }
        this.leaf = Leaf.None;
    }
    /** Whether the source range holds what the scan looks for: a `](` (links) or an `@` (tokens). */
    hasUnitMark(start, end) {
        if (this.at !== null || this.codeAsk !== null) {
            const marks = this.atMarks;
            while (this.atPtr < marks.length && marks[this.atPtr] < start)
                this.atPtr++;
            return this.atPtr < marks.length && marks[this.atPtr] < end;
        }
        const marks = this.linkMarks;
        while (this.linkPtr < marks.length && marks[this.linkPtr] < start)
            this.linkPtr++;
        return this.linkPtr < marks.length && marks[this.linkPtr] + 1 < end;
    }
    /** Scans one inline text: for links, or for `@` tokens. */
    unit(segs) {
        if (this.codeAsk !== null)
            this.codeSpans(segs);
        else if (this.at === null)
            this.inline(segs);
        else
            this.atTokens(segs);
    }
    // ---------------------------------------------------------------- code (`scanInCode`)
    /**
     * A code block (fenced or indented) whose node starts at `start`, on the current line: whether
     * Copilot's test counts it (`/^ {0,3}(?:```|~~~)/` from the start of the `\n`-delimited line that
     * holds `start`; the match never reaches past the node's end), and its first line.
     */
    codeBlock(start) {
        const q = this.codeAsk;
        if (q === null)
            return;
        const s = this.s;
        // Blocks open in document order: the line start only moves forward.
        while (q.nextLf >= 0 && q.nextLf < start) {
            q.lfStart = q.nextLf + 1;
            q.nextLf = s.indexOf('\n', q.lfStart);
        }
        let k = q.lfStart;
        while (k - q.lfStart < 3 && s.charCodeAt(k) === SPACE)
            k++;
        const m = s.charCodeAt(k);
        q.counts = (m === BACKTICK || m === TILDE) && s.charCodeAt(k + 1) === m && s.charCodeAt(k + 2) === m;
        this.codeLine(start);
    }
    /** A line of the open code block from `from`: the offsets on it are in code if the block counts. */
    codeLine(from) {
        if (this.codeAsk?.counts)
            this.markCode(from, this.le);
    }
    /** Marks the offsets asked about in the source range [from, to) as in code. */
    markCode(from, to) {
        const q = this.codeAsk;
        const offsets = q.offsets;
        let lo = 0;
        let hi = offsets.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (offsets[mid] < from)
                lo = mid + 1;
            else
                hi = mid;
        }
        for (let k = lo; k < offsets.length && offsets[k] < to; k++)
            q.inCode[k] = true;
    }
    /**
     * The code spans of one inline text (a paragraph's lines, a heading, a cell) that are mdast
     * `inlineCode` nodes (all but those in an image's alt text): the offsets in their source ranges are
     * in code.
     */
    codeSpans(segs) {
        const { str, from, to, bufStarts } = this.inlineText(segs);
        const record = [];
        const nodes = new Inline(str, from, to, this, record, false).scan();
        const src = (x) => {
            if (bufStarts === null)
                return x;
            const k = Scanner.segmentOf(bufStarts, x);
            return segs[k].start + (x - bufStarts[k]);
        };
        const pairs = [];
        for (const node of nodes)
            if (node.image)
                pairs.push(node.start, node.end);
        const images = mergeRanges(pairs);
        let ptr = 0;
        // The record is in source order; a code span is wholly inside an image or wholly outside it.
        for (let k = 0; k < record.length; k += 3) {
            if (record[k + 2] !== SPAN_CODE)
                continue;
            const start = record[k];
            const end = record[k + 1];
            while (ptr < images.length && images[ptr + 1] <= start)
                ptr += 2;
            if (ptr < images.length && images[ptr] <= start)
                continue;
            // The end is just past the closing run, on the run's line.
            this.markCode(src(start), src(end - 1) + 1);
        }
    }
    hasDefMark(start, end) {
        const marks = this.defMarks;
        while (this.defPtr < marks.length && marks[this.defPtr] < start)
            this.defPtr++;
        return this.defPtr < marks.length && marks[this.defPtr] + 1 < end;
    }
    // ---------------------------------------------------------------- leaf block starts
    thematicBreakAt(p) {
        const marker = this.s.charCodeAt(p);
        let count = 0;
        let k = p;
        for (; k < this.le; k++) {
            const c = this.s.charCodeAt(k);
            if (c === marker)
                count++;
            else if (!isSpace(c))
                break;
        }
        this.spend(k - p); // tried at each nested list marker of a line
        return k === this.le && count >= 3;
    }
    setextUnderlineAt(p) {
        const marker = this.s.charCodeAt(p);
        let k = p;
        while (k < this.le && this.s.charCodeAt(k) === marker)
            k++;
        return this.blankFrom(k);
    }
    atxAt(p) {
        let k = p;
        while (k < this.le && this.s.charCodeAt(k) === HASH && k - p < 6)
            k++;
        const c = this.code(k);
        return c === EOF || isSpace(c);
    }
    /** Scans an ATX heading's content for links. */
    heading(p) {
        const s = this.s;
        let k = p;
        while (k < this.le && s.charCodeAt(k) === HASH)
            k++;
        const start = this.firstNonSpace(k);
        let end = this.le;
        while (end > start && isSpace(s.charCodeAt(end - 1)))
            end--;
        if (end > start && s.charCodeAt(end - 1) === HASH) {
            let r = end;
            while (r > start && s.charCodeAt(r - 1) === HASH)
                r--;
            if (r === start)
                end = start;
            else if (isSpace(s.charCodeAt(r - 1))) {
                end = r;
                while (end > start && isSpace(s.charCodeAt(end - 1)))
                    end--;
            }
        }
        if (end > start && this.hasUnitMark(start, end))
            this.unit([{ start, end, line: this.line, lineStart: this.ls }]);
    }
    /** An opening code fence at `p` (with a valid info string); records it when `open`. */
    fenceAt(p, open) {
        const s = this.s;
        const marker = s.charCodeAt(p);
        let k = p;
        while (k < this.le && s.charCodeAt(k) === marker)
            k++;
        if (k - p < 3)
            return false;
        if (marker === BACKTICK) {
            for (let j = k; j < this.le; j++)
                if (s.charCodeAt(j) === BACKTICK)
                    return false;
        }
        if (open) {
            this.fenceMarker = marker;
            this.fenceSize = k - p;
        }
        return true;
    }
    closingFence() {
        if (this.indentCols() > 3)
            return false;
        const s = this.s;
        const p = this.firstNonSpace(this.ci);
        let k = p;
        while (k < this.le && s.charCodeAt(k) === this.fenceMarker)
            k++;
        return k - p >= this.fenceSize && this.blankFrom(k);
    }
    /** Set by `htmlStart` for kinds 1–5: whether the block also ends on its first line. */
    htmlEndsAfterOpen = false;
    /**
     * The kind (1–7) of the HTML block starting at `p`, or 0. With `interrupt` (a paragraph is open),
     * kind 7 starts only on a lazy line (micromark). Sets `htmlEndsAfterOpen` for kinds 1–5.
     */
    htmlStart(p, interrupt, lazy) {
        const s = this.s;
        const le = this.le;
        this.htmlEndsAfterOpen = false;
        let k = p + 1;
        let c = this.code(k);
        if (c === BANG) {
            k++;
            c = this.code(k);
            if (c === DASH) {
                if (this.code(k + 1) !== DASH)
                    return 0;
                this.htmlEndsAfterOpen = !interrupt && this.htmlEnds(2, k + 2, 4);
                return 2;
            }
            if (c === LBRACK) {
                if (!s.startsWith('CDATA[', k + 1) || k + 7 > le)
                    return 0;
                this.htmlEndsAfterOpen = !interrupt && this.htmlEnds(5, k + 7, 0);
                return 5;
            }
            if (isAlpha(c)) {
                this.htmlEndsAfterOpen = !interrupt && this.htmlEnds(4, k + 1, 4);
                return 4;
            }
            return 0;
        }
        if (c === QMARK) {
            this.htmlEndsAfterOpen = !interrupt && this.htmlEnds(3, k + 1, 4);
            return 3;
        }
        let closing = false;
        if (c === SLASH) {
            closing = true;
            k++;
            c = this.code(k);
        }
        if (!isAlpha(c))
            return 0;
        const nameStart = k;
        while (k < le && (isAlnum(s.charCodeAt(k)) || s.charCodeAt(k) === DASH))
            k++;
        c = this.code(k);
        if (!(c === EOF || c === SLASH || c === GT || isSpace(c)))
            return 0;
        const name = s.slice(nameStart, k).toLowerCase();
        if (c !== SLASH && !closing && HTML_RAW_NAMES.has(name)) {
            this.htmlEndsAfterOpen = !interrupt && this.htmlEnds(1, k, 0);
            return 1;
        }
        if (HTML_BLOCK_NAMES.has(name)) {
            if (c === SLASH && this.code(k + 1) !== GT)
                return 0;
            return 6;
        }
        if (interrupt && !lazy)
            return 0;
        return this.completeTag(k, closing) ? 7 : 0;
    }
    /** Kind 7: the rest of a complete open or closing tag from `k` (after the name), then only whitespace. */
    completeTag(k, closing) {
        const s = this.s;
        const le = this.le;
        if (closing) {
            while (k < le && isSpace(s.charCodeAt(k)))
                k++;
        }
        else {
            // States of micromark's html-flow: attribute name before, name after, value before.
            let state = 'before';
            for (;;) {
                const c = this.code(k);
                if (state === 'before') {
                    if (c === SLASH) {
                        k++;
                        break;
                    }
                    if (c === COLON || c === UNDERSCORE || isAlpha(c)) {
                        k++;
                        while (k < le) {
                            const d = s.charCodeAt(k);
                            if (d === DASH || d === DOT || d === COLON || d === UNDERSCORE || isAlnum(d))
                                k++;
                            else
                                break;
                        }
                        state = 'after';
                        continue;
                    }
                    if (isSpace(c)) {
                        k++;
                        continue;
                    }
                    break;
                }
                if (state === 'after') {
                    if (c === EQ) {
                        k++;
                        state = 'value';
                    }
                    else if (isSpace(c))
                        k++;
                    else
                        state = 'before';
                    continue;
                }
                // Attribute value before.
                if (c === EOF || c === LT || c === EQ || c === GT || c === BACKTICK)
                    return false;
                if (isSpace(c)) {
                    k++;
                    continue;
                }
                if (c === QUOTE || c === APOS) {
                    k++;
                    while (k < le && s.charCodeAt(k) !== c)
                        k++;
                    if (k >= le)
                        return false;
                    k++;
                    const after = this.code(k);
                    if (!(after === SLASH || after === GT || isSpace(after)))
                        return false;
                    state = 'before';
                    continue;
                }
                while (k < le) {
                    const d = s.charCodeAt(k);
                    if (d === QUOTE || d === APOS || d === SLASH || d === LT || d === EQ || d === GT || d === BACKTICK || isSpace(d))
                        break;
                    k++;
                }
                state = 'after';
            }
        }
        if (this.code(k) !== GT)
            return false;
        return this.blankFrom(k + 1);
    }
    /**
     * Whether an HTML block of kind 1–5 ends on the current line, scanning from `from` in `state`
     * (0: continuation, 4: inside a declaration / after `--` of a comment).
     */
    htmlEnds(kind, from, state) {
        const s = this.s;
        const le = this.le;
        let raw = '';
        // States: 0 continuation, 1 comment inside (after `-`), 2 raw tag open (after `<`), 3 raw end tag, 4 declaration inside, 5 cdata inside (after `]`).
        for (let k = from; k < le; k++) {
            const c = s.charCodeAt(k);
            for (;;) {
                if (state === 1) {
                    if (c === DASH) {
                        state = 4;
                        break;
                    }
                    state = 0;
                    continue;
                }
                if (state === 2) {
                    if (c === SLASH) {
                        state = 3;
                        raw = '';
                        break;
                    }
                    state = 0;
                    continue;
                }
                if (state === 3) {
                    if (c === GT) {
                        if (HTML_RAW_NAMES.has(raw.toLowerCase()))
                            return true;
                        state = 0;
                        continue;
                    }
                    if (isAlpha(c) && raw.length < 8) {
                        raw += String.fromCharCode(c);
                        break;
                    }
                    state = 0;
                    continue;
                }
                if (state === 5) {
                    if (c === RBRACK) {
                        state = 4;
                        break;
                    }
                    state = 0;
                    continue;
                }
                if (state === 4) {
                    if (c === GT)
                        return true;
                    if (c === DASH && kind === 2)
                        break;
                    state = 0;
                    continue;
                }
                // state 0
                if (c === DASH && kind === 2)
                    state = 1;
                else if (c === LT && kind === 1)
                    state = 2;
                else if (c === GT && kind === 4)
                    return true;
                else if (c === QMARK && kind === 3)
                    state = 4;
                else if (c === RBRACK && kind === 5)
                    state = 5;
                break;
            }
        }
        return false;
    }
    // ---------------------------------------------------------------- tables
    /** The number of cells of a table head row at `p`, or 0 when the line cannot be one. */
    tableHeadCells(p) {
        if (this.next === this.le)
            return 0; // a head row needs a line ending
        const s = this.s;
        const le = this.le;
        let size = 0;
        let sizeB = 0;
        let seen = false;
        let k = p;
        if (s.charCodeAt(k) !== PIPE) {
            seen = true;
            sizeB = 1;
        }
        while (k < le) {
            const c = s.charCodeAt(k);
            if (isSpace(c)) {
                k++;
                continue;
            }
            sizeB++;
            if (seen) {
                seen = false;
                size++;
            }
            if (c === PIPE) {
                k++;
                seen = true;
                continue;
            }
            while (k < le) {
                const d = s.charCodeAt(k);
                if (d === PIPE || isSpace(d))
                    break;
                k++;
                if (d === BSLASH && k < le && (s.charCodeAt(k) === BSLASH || s.charCodeAt(k) === PIPE))
                    k++;
            }
        }
        return sizeB > 1 ? size : 0;
    }
    /**
     * Whether the next line, with the current containers, continues them all (no new item, no new
     * container even with `interrupt`) and is a delimiter row of `cells` cells.
     */
    delimiterRowFollows(cells) {
        if (this.next >= this.n)
            return false;
        // Quick refusal: a delimiter row, with the container marks before it, holds nothing but `|`,
        // `-`, `:`, `>` and whitespace (most paragraph lines are followed by prose).
        const s = this.s;
        for (let k = this.next; k < this.n; k++) {
            const c = s.charCodeAt(k);
            if (c === LF || c === CR)
                break;
            if (c !== PIPE && c !== DASH && c !== COLON && c !== GT && c !== SPACE && c !== TAB)
                return false;
        }
        const save = [this.line, this.ls, this.le, this.next, this.ci, this.cc];
        try {
            this.setLine(this.next);
            for (const c of this.stack) {
                if (c.quote ? !this.continueQuote() : this.continueList(c, true) !== 1)
                    return false;
            }
            if (!this.noContainers && this.containerStarts(true))
                return false;
            if (this.indentCols() > 3)
                return false;
            return this.delimiterRow(this.firstNonSpace(this.ci), cells);
        }
        finally {
            [this.line, this.ls, this.le, this.next, this.ci, this.cc] = save;
        }
    }
    delimiterRow(k, cells) {
        const s = this.s;
        const le = this.le;
        let seen = false;
        let sizeB = 0;
        let c = this.code(k);
        // headDelimiterBefore
        if (c !== DASH && c !== COLON) {
            if (c !== PIPE)
                return false;
            seen = true;
            k++;
            while (k < le && isSpace(s.charCodeAt(k)))
                k++;
        }
        for (;;) {
            // headDelimiterValueBefore
            c = this.code(k);
            if (c === EOF)
                return seen && cells === sizeB;
            if (c === COLON) {
                sizeB++;
                seen = true;
                k++;
                if (this.code(k) !== DASH)
                    return false;
            }
            else if (c === DASH) {
                sizeB++;
            }
            else
                return false;
            while (this.code(k) === DASH)
                k++;
            if (this.code(k) === COLON) {
                seen = true;
                k++;
            }
            while (k < le && isSpace(s.charCodeAt(k)))
                k++;
            // headDelimiterCellAfter
            c = this.code(k);
            if (c === EOF)
                return seen && cells === sizeB;
            if (c !== PIPE)
                return false;
            seen = true;
            k++;
            while (k < le && isSpace(s.charCodeAt(k)))
                k++;
        }
    }
    /** Scans a table row's cells for links. */
    row(p) {
        if (!this.hasUnitMark(p, this.le))
            return;
        const s = this.s;
        const le = this.le;
        let cellStart = -1;
        let cellEnd = -1;
        const flush = () => {
            if (cellStart >= 0 && this.hasUnitMark(cellStart, cellEnd))
                this.unit([{ start: cellStart, end: cellEnd, line: this.line, lineStart: this.ls }]);
            cellStart = -1;
        };
        let k = p;
        while (k < le) {
            const c = s.charCodeAt(k);
            if (isSpace(c)) {
                k++;
                continue;
            }
            if (c === PIPE) {
                flush();
                k++;
                continue;
            }
            const d0 = k;
            while (k < le) {
                const d = s.charCodeAt(k);
                if (d === PIPE || isSpace(d))
                    break;
                k++;
                if (d === BSLASH && k < le && (s.charCodeAt(k) === BSLASH || s.charCodeAt(k) === PIPE))
                    k++;
            }
            if (cellStart < 0)
                cellStart = d0;
            cellEnd = k;
        }
        flush();
    }
    // ---------------------------------------------------------------- inline
    /**
     * One inline text (a paragraph's lines, a heading, a cell) as the inline scan reads it: the source
     * itself for one line, else the lines joined by `\n`, with where each line starts in that buffer.
     */
    inlineText(segs) {
        if (segs.length === 1)
            return { str: this.s, from: segs[0].start, to: segs[0].end, bufStarts: null };
        const parts = [];
        const bufStarts = [];
        let len = 0;
        for (const seg of segs) {
            bufStarts.push(len);
            parts.push(this.s.slice(seg.start, seg.end));
            len += seg.end - seg.start + 1;
        }
        const str = parts.join('\n');
        return { str, from: 0, to: str.length, bufStarts };
    }
    /** The line (index into `segs`) of a position `x` of the buffer `inlineText` made. */
    static segmentOf(bufStarts, x) {
        let lo = 0;
        let hi = bufStarts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (bufStarts[mid] <= x)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo;
    }
    /** Scans one inline text (a paragraph's lines, a heading, a cell) and records its links. */
    inline(segs) {
        const { str, from, to, bufStarts } = this.inlineText(segs);
        const nodes = new Inline(str, from, to, this).scan();
        if (nodes.length === 0)
            return;
        nodes.sort((a, b) => a.start - b.start);
        const point = (x) => {
            let seg = segs[0];
            let offset = x;
            if (bufStarts !== null) {
                const k = Scanner.segmentOf(bufStarts, x);
                seg = segs[k];
                offset = seg.start + (x - bufStarts[k]);
            }
            return { line: seg.line, column: offset - seg.lineStart + 1, offset };
        };
        for (const node of nodes) {
            if (SCHEME.test(node.url))
                continue;
            this.out.push({ type: node.image ? 'image' : 'link', url: node.url, position: { start: point(node.start), end: point(node.end) } });
        }
    }
    /**
     * The `@` tokens of one inline text (a paragraph's lines, a heading, a cell): see `scanAtTokens`.
     * Positions here are into the buffer `inlineText` makes; `src` turns them into source offsets.
     */
    atTokens(segs) {
        const at = this.at;
        const { str, from, to, bufStarts } = this.inlineText(segs);
        const record = [];
        const nodes = new Inline(str, from, to, this, record).scan();
        const src = (x) => {
            if (bufStarts === null)
                return x;
            const k = Scanner.segmentOf(bufStarts, x);
            return segs[k].start + (x - bufStarts[k]);
        };
        // Where no prose text node is (`gaps`), where a text node starts at the latest (`starts`: ends of
        // inline nodes, starts of link texts) and where one ends (`stops`: starts of inline nodes, ends of
        // link texts); link texts and autolinks, for the two cases that differ inside them.
        const gaps = [];
        const starts = [];
        const stops = new Set();
        const linkTexts = [];
        const autolinks = [];
        for (let k = 0; k < record.length; k += 3) {
            const start = record[k];
            const end = record[k + 1];
            gaps.push(start, end);
            if (record[k + 2] === SPAN_AUTOLINK)
                autolinks.push(start, end);
            starts.push(end);
            stops.add(start);
        }
        nodes.sort((a, b) => a.start - b.start);
        for (const node of nodes) {
            if (node.image)
                gaps.push(node.start, node.end);
            else {
                gaps.push(node.label, node.end);
                linkTexts.push(node.start + 1, node.label);
                starts.push(node.start + 1);
                stops.add(node.label);
            }
            starts.push(node.end);
            stops.add(node.start);
        }
        const merged = mergeRanges(gaps);
        starts.sort((a, b) => a - b);
        let gapPtr = 0;
        let linkPtr = 0;
        let autolinkPtr = 0;
        let startPtr = 0;
        /** Whether `x` lies in one of the sorted, disjoint [start, end) pairs of `ranges`, from index `ptr` on; returns the new index, negated-minus-one when inside. */
        const locate = (ranges, ptr, x) => {
            while (ptr < ranges.length && ranges[ptr + 1] <= x)
                ptr += 2;
            return ptr < ranges.length && ranges[ptr] <= x ? -ptr - 1 : ptr;
        };
        let checked = false;
        let runs = null;
        /** How many runs of `c` the inline text holds (emphasis and strikethrough need two). */
        const runCount = (c) => {
            if (runs === null) {
                runs = new Map();
                for (let k = from; k < to; k++) {
                    const d = str.charCodeAt(k);
                    if ((d === STAR || d === UNDERSCORE || d === TILDE) && (k === from || str.charCodeAt(k - 1) !== d))
                        runs.set(d, (runs.get(d) ?? 0) + 1);
                }
            }
            return runs.get(c) ?? 0;
        };
        let consumed = from;
        for (let t = str.indexOf('@', from); t >= 0 && t < to; t = str.indexOf('@', t + 1)) {
            if (t < consumed)
                continue; // inside the previous match
            const prev = t > from ? str.charCodeAt(t - 1) : EOF;
            const g = locate(merged, gapPtr, t);
            gapPtr = g < 0 ? -g - 1 : g;
            if (g < 0) {
                // In no prose text; but an autolink's text child keeps `\s` that Markdown does not take for whitespace.
                const a = locate(autolinks, autolinkPtr, t);
                autolinkPtr = a < 0 ? -a - 1 : a;
                if (a < 0 && isJsWhitespace(prev))
                    throw UNSURE;
                continue;
            }
            if (!checked) {
                checked = true;
                this.atTextChecks(str, from, to, merged, mergeRanges(gaps.concat(linkTexts)));
            }
            const l = locate(linkTexts, linkPtr, t);
            linkPtr = l < 0 ? -l - 1 : l;
            if (l < 0 && prev === LF)
                throw UNSURE; // a link holds no line endings in mdast: its text runs on across them
            while (startPtr < starts.length && starts[startPtr] <= t)
                startPtr++;
            const nodeStart = startPtr > 0 && starts[startPtr - 1] === t;
            if (!(prev === EOF || isJsWhitespace(prev) || nodeStart)) {
                if (prev === BSLASH)
                    throw UNSURE;
                if ((prev === STAR || prev === UNDERSCORE || prev === TILDE) && runCount(prev) > 1)
                    throw UNSURE;
                continue; // the previous character is in the same text node
            }
            // The token: up to whitespace, a backslash not before a space, or the end of the text node.
            let k = t + 1;
            while (k < to && !stops.has(k)) {
                const c = str.charCodeAt(k);
                if (isJsWhitespace(c))
                    break;
                if (c === BSLASH) {
                    const d = k + 1 < to ? str.charCodeAt(k + 1) : EOF;
                    if (d === SPACE) {
                        // `\ ` goes on only if the space is in the value and what follows is part of the token.
                        if (k + 2 >= to || stops.has(k + 2) || isJsWhitespace(str.charCodeAt(k + 2)) || str.charCodeAt(k + 2) === BSLASH)
                            throw UNSURE;
                        k += 2;
                        continue;
                    }
                    if (d !== EOF && isAsciiPunct(d))
                        throw UNSURE; // an escape: the value differs from the source
                    break;
                }
                if (c === STAR || c === TILDE || c === UNDERSCORE) {
                    let r = k;
                    while (r < to && str.charCodeAt(r) === c)
                        r++;
                    const intraword = c === UNDERSCORE && isAlnum(str.charCodeAt(k - 1)) && r < to && isAlnum(str.charCodeAt(r));
                    if (!intraword && runCount(c) > 1)
                        throw UNSURE;
                    for (let j = k + 1; j < r; j++)
                        if (stops.has(j))
                            throw UNSURE;
                    k = r;
                    continue;
                }
                k++;
            }
            if (l < 0 && k < to && (str.charCodeAt(k) === SPACE || str.charCodeAt(k) === TAB || str.charCodeAt(k) === LF)) {
                // In a link's text a line ending (and the whitespace before it) is not in the value: the token may go on.
                let j = k;
                while (j < to && (str.charCodeAt(j) === SPACE || str.charCodeAt(j) === TAB))
                    j++;
                if (j < to && str.charCodeAt(j) === LF)
                    throw UNSURE;
            }
            consumed = k;
            if (k === t + 1)
                continue; // `@` alone matches nothing
            const raw = str.slice(t + 1, k);
            if (!at.accept(raw))
                continue;
            // Where the caller finds it: `indexOf('@' + raw)` from no earlier than the inline text's start,
            // the end of the last kept token and the last node boundary before it.
            const offset = src(t);
            let earliest = Math.max(src(from), at.prevEnd);
            if (startPtr > 0)
                earliest = Math.max(earliest, src(starts[startPtr - 1]));
            if (this.s.indexOf(`@${raw}`, earliest) !== offset)
                throw UNSURE;
            at.out.push({ raw, offset });
            at.prevEnd = offset + 1 + raw.length;
        }
    }
    /**
     * Unsure when the text of an inline text (outside `gaps`) may hold a character reference, or when
     * its text outside links (outside `linkGaps`) may hold something the GFM autolink literal transform
     * would turn into a link (it leaves text nodes without positions): `www.`, `http://`, `https://`,
     * or `[\w+.-]@` before a domain (`[\w-]+(?:\.[\w-]+)+`, taken as long as it goes, as the
     * transform's regular expression does) that ends in a letter (the transform rejects the others),
     * escapes decoded.
     */
    atTextChecks(str, from, to, gaps, linkGaps) {
        // Loops bounded by each chunk (`indexOf` would search on past it, to the end of the document).
        textChunks(from, to, gaps, (start, end) => {
            for (let j = start; j < end; j++)
                if (str.charCodeAt(j) === AMP && mayBeReference(str, j, end))
                    throw UNSURE;
        });
        const parts = [];
        textChunks(from, to, linkGaps, (start, end) => {
            let last = start;
            for (let j = start; j + 1 < end; j++) {
                if (str.charCodeAt(j) === BSLASH && isAsciiPunct(str.charCodeAt(j + 1))) {
                    parts.push(str.slice(last, j));
                    last = j + 1;
                    j++;
                }
            }
            parts.push(str.slice(last, end), ' ');
        });
        const text = parts.join('');
        const lower = text.toLowerCase();
        if (lower.includes('www.') || lower.includes('http://') || lower.includes('https://'))
            throw UNSURE;
        const label = (c) => isWordChar(c) || c === DASH;
        for (let i = text.indexOf('@'); i >= 0; i = text.indexOf('@', i + 1)) {
            const b = text.charCodeAt(i - 1);
            if (!(isWordChar(b) || b === PLUS || b === DASH || b === DOT))
                continue;
            let j = i + 1;
            while (label(text.charCodeAt(j)))
                j++;
            if (j === i + 1)
                continue;
            let dots = 0;
            while (text.charCodeAt(j) === DOT && label(text.charCodeAt(j + 1))) {
                j += 2;
                while (label(text.charCodeAt(j)))
                    j++;
                dots++;
            }
            if (dots > 0 && isAlpha(text.charCodeAt(j - 1)))
                throw UNSURE;
            i = j - 1;
        }
    }
    /** Charges `work` units of look-ahead; refuses when the input needs more than linear work. */
    spend(work) {
        this.budget -= work;
        if (this.budget < 0)
            throw UNSURE;
    }
}
/** The inline tokenizer of one text, reduced to what decides links. */
class Inline {
    s;
    from;
    to;
    owner;
    record;
    urls;
    openers = [];
    /** Link openers below this index are inactive (a link closed after them): links cannot contain links. */
    activeFloor = 0;
    nodes = [];
    /** Maximal backtick runs, by length: start offsets, and the next candidate index. */
    runs = null;
    constructor(s, from, to, owner, 
    /** For the `@` scan: where code spans, raw HTML, autolinks and autolink literals are. */
    record = null, 
    /** Whether links' urls are wanted (decoding one may make the scan unsure); `scanInCode` needs only where links are. */
    urls = true) {
        this.s = s;
        this.from = from;
        this.to = to;
        this.owner = owner;
        this.record = record;
        this.urls = urls;
    }
    code(i) {
        return i < this.to ? this.s.charCodeAt(i) : EOF;
    }
    scan() {
        const s = this.s;
        const to = this.to;
        let i = this.from;
        let prev = EOF;
        let afterEscape = false;
        while (i < to) {
            const c = s.charCodeAt(i);
            let end = -1;
            switch (c) {
                case BSLASH: {
                    const d = this.code(i + 1);
                    if (d !== EOF && isAsciiPunct(d)) {
                        i += 2;
                        prev = d;
                        afterEscape = true;
                        continue;
                    }
                    break;
                }
                case BACKTICK: {
                    if (prev === BACKTICK && !afterEscape)
                        break;
                    let k = i;
                    while (k < to && s.charCodeAt(k) === BACKTICK)
                        k++;
                    const close = this.closingRun(k, k - i);
                    if (close >= 0)
                        this.record?.push(i, close + (k - i), SPAN_CODE);
                    i = close < 0 ? k : close + (k - i);
                    prev = BACKTICK;
                    afterEscape = false;
                    continue;
                }
                case LT:
                    end = this.autolink(i);
                    if (end > i)
                        this.record?.push(i, end, SPAN_AUTOLINK);
                    else {
                        end = this.htmlText(i);
                        if (end > i)
                            this.record?.push(i, end, SPAN_HTML);
                    }
                    break;
                case BANG:
                    if (this.code(i + 1) === LBRACK) {
                        this.openers.push({ pos: i, image: true });
                        i += 2;
                        prev = LBRACK;
                        afterEscape = false;
                        continue;
                    }
                    break;
                case LBRACK:
                    this.openers.push({ pos: i, image: false });
                    i += 1;
                    prev = LBRACK;
                    afterEscape = false;
                    continue;
                case RBRACK:
                    end = this.labelEnd(i);
                    break;
                default:
                    if (this.openers.length === 0 && (isGfmAtext(c) || c === 72 || c === 104 || c === 87 || c === 119)) {
                        end = this.literal(i, c, prev);
                        if (end > i)
                            this.record?.push(i, end, SPAN_LITERAL);
                    }
            }
            if (end > i) {
                i = end;
                prev = s.charCodeAt(end - 1);
            }
            else {
                i += 1;
                prev = c;
            }
            afterEscape = false;
        }
        return this.nodes;
    }
    /** Start of the first maximal run of exactly `size` backticks at or after `after`, or -1. */
    closingRun(after, size) {
        if (this.runs === null) {
            const runs = new Map();
            const s = this.s;
            for (let k = this.from; k < this.to;) {
                if (s.charCodeAt(k) !== BACKTICK) {
                    k++;
                    continue;
                }
                const start = k;
                while (k < this.to && s.charCodeAt(k) === BACKTICK)
                    k++;
                let entry = runs.get(k - start);
                if (entry === undefined)
                    runs.set(k - start, (entry = { starts: [], next: 0 }));
                entry.starts.push(start);
            }
            this.owner.spend(this.to - this.from);
            this.runs = runs;
        }
        const entry = this.runs.get(size);
        if (entry === undefined)
            return -1;
        while (entry.next < entry.starts.length && entry.starts[entry.next] < after)
            entry.next++;
        return entry.next < entry.starts.length ? entry.starts[entry.next] : -1;
    }
    /** `]`: closes the innermost opener with an inline resource, or is literal. Returns the end or -1. */
    labelEnd(i) {
        const openers = this.openers;
        const top = openers[openers.length - 1];
        if (top === undefined)
            return -1;
        const inactive = !top.image && openers.length - 1 < this.activeFloor;
        openers.pop();
        if (this.activeFloor > openers.length)
            this.activeFloor = openers.length;
        if (inactive)
            return -1;
        const resource = this.code(i + 1) === LPAREN ? this.resource(i + 1) : null;
        if (resource === null)
            return -1;
        if (top.image) {
            // mdast keeps no nodes inside an image's alt text.
            while (this.nodes.length > 0 && this.nodes[this.nodes.length - 1].start > top.pos)
                this.nodes.pop();
        }
        else {
            this.activeFloor = openers.length;
        }
        this.nodes.push({ image: top.image, url: resource.url, start: top.pos, label: i, end: resource.end });
        return resource.end;
    }
    skipWhitespace(k) {
        while (isSpaceOrEol(this.code(k)))
            k++;
        return k;
    }
    /** An inline resource `(destination "title")` at `k` (the `(`): its end and decoded url, or null. */
    resource(k) {
        const s = this.s;
        const start = k;
        k = this.skipWhitespace(k + 1);
        let url = '';
        let c = this.code(k);
        try {
            if (c === RPAREN)
                return { end: k + 1, url };
            if (c === LT) {
                const d0 = k + 1;
                k = d0;
                for (;;) {
                    c = this.code(k);
                    if (c === GT)
                        break;
                    if (c === EOF || c === LT || isEol(c))
                        return null;
                    k++;
                    if (c === BSLASH) {
                        const d = this.code(k);
                        if (d === LT || d === GT || d === BSLASH)
                            k++;
                    }
                }
                if (this.urls)
                    url = decodeString(s, d0, k);
                k++;
            }
            else {
                if (c === EOF || c === SPACE || c === RPAREN || isControl(c))
                    return null;
                const d0 = k;
                let balance = 0;
                for (;;) {
                    c = this.code(k);
                    if (balance === 0 && (c === EOF || c === RPAREN || isSpaceOrEol(c)))
                        break;
                    if (balance < 32 && c === LPAREN) {
                        k++;
                        balance++;
                        continue;
                    }
                    if (c === RPAREN) {
                        k++;
                        balance--;
                        continue;
                    }
                    if (c === EOF || c === SPACE || c === LPAREN || isControl(c))
                        return null;
                    k++;
                    if (c === BSLASH) {
                        const d = this.code(k);
                        if (d === LPAREN || d === RPAREN || d === BSLASH)
                            k++;
                    }
                }
                if (this.urls)
                    url = decodeString(s, d0, k);
            }
            c = this.code(k);
            if (isSpaceOrEol(c)) {
                k = this.skipWhitespace(k);
                c = this.code(k);
                if (c === QUOTE || c === APOS || c === LPAREN) {
                    const marker = c === LPAREN ? RPAREN : c;
                    k++;
                    for (;;) {
                        c = this.code(k);
                        if (c === marker)
                            break;
                        if (c === EOF)
                            return null;
                        k++;
                        if (c === BSLASH) {
                            const d = this.code(k);
                            if (d === marker || d === BSLASH)
                                k++;
                        }
                    }
                    k = this.skipWhitespace(k + 1);
                }
            }
            return this.code(k) === RPAREN ? { end: k + 1, url } : null;
        }
        finally {
            this.owner.spend(k - start);
        }
    }
    /** An autolink `<scheme:…>` or `<email>` at `i`: its end, or -1. */
    autolink(i) {
        let k = i + 1;
        let c = this.code(k);
        const scan = () => {
            // schemeOrEmailAtext … as micromark's autolink tokenizer.
            if (isAlpha(c)) {
                k++;
                c = this.code(k);
                if (c === PLUS || c === DASH || c === DOT || isAlnum(c)) {
                    let size = 1;
                    for (;;) {
                        if (c === COLON) {
                            k++;
                            for (;;) {
                                c = this.code(k);
                                if (c === GT)
                                    return k + 1;
                                if (c === EOF || c === SPACE || c === LT || isControl(c))
                                    return -1;
                                k++;
                            }
                        }
                        if ((c === PLUS || c === DASH || c === DOT || isAlnum(c)) && size++ < 32) {
                            k++;
                            c = this.code(k);
                            continue;
                        }
                        break;
                    }
                }
            }
            else if (c === AT) {
                return -1;
            }
            // emailAtext
            for (;;) {
                if (c === AT)
                    break;
                if (c !== EOF && isAsciiAtext(c)) {
                    k++;
                    c = this.code(k);
                    continue;
                }
                return -1;
            }
            k++;
            // emailAtSignOrDot, then emailLabel / emailValue.
            c = this.code(k);
            if (!isAlnum(c))
                return -1;
            let size = 0;
            let label = true;
            for (;;) {
                c = this.code(k);
                if (label) {
                    if (c === DOT) {
                        k++;
                        size = 0;
                        if (!isAlnum(this.code(k)))
                            return -1;
                        continue;
                    }
                    if (c === GT)
                        return k + 1;
                }
                if ((c === DASH || isAlnum(c)) && size++ < 63) {
                    label = c !== DASH;
                    k++;
                    continue;
                }
                return -1;
            }
        };
        const end = scan();
        this.owner.spend(k - i);
        return end;
    }
    /** Raw inline HTML at `i` (a `<`): its end, or -1. As micromark's html-text tokenizer. */
    htmlText(i) {
        const s = this.s;
        let k = i + 1;
        const result = (() => {
            let c = this.code(k);
            if (c === BANG) {
                k++;
                c = this.code(k);
                if (c === DASH) {
                    // Comment: `<!--` … `-->`, where `<!-->` and `<!--->` are comments too.
                    if (this.code(k + 1) !== DASH)
                        return -1;
                    k += 2;
                    let dashes = 2;
                    for (;;) {
                        c = this.code(k);
                        if (c === EOF)
                            return -1;
                        if (c === GT && dashes >= 2)
                            return k + 1;
                        dashes = c === DASH ? dashes + 1 : 0;
                        k++;
                    }
                }
                if (c === LBRACK) {
                    if (!s.startsWith('CDATA[', k + 1) || k + 7 > this.to)
                        return -1;
                    k += 7;
                    let brackets = 0;
                    for (;;) {
                        c = this.code(k);
                        if (c === EOF)
                            return -1;
                        if (c === GT && brackets >= 2)
                            return k + 1;
                        brackets = c === RBRACK ? brackets + 1 : 0;
                        k++;
                    }
                }
                if (isAlpha(c)) {
                    for (;;) {
                        k++;
                        c = this.code(k);
                        if (c === EOF)
                            return -1;
                        if (c === GT)
                            return k + 1;
                    }
                }
                return -1;
            }
            if (c === QMARK) {
                k++;
                let q = false;
                for (;;) {
                    c = this.code(k);
                    if (c === EOF)
                        return -1;
                    if (c === GT && q)
                        return k + 1;
                    q = c === QMARK;
                    k++;
                }
            }
            if (c === SLASH) {
                k++;
                if (!isAlpha(this.code(k)))
                    return -1;
                while (this.code(k) === DASH || isAlnum(this.code(k)))
                    k++;
                while (isSpaceOrEol(this.code(k)))
                    k++;
                return this.code(k) === GT ? k + 1 : -1;
            }
            if (!isAlpha(c))
                return -1;
            while (this.code(k) === DASH || isAlnum(this.code(k)))
                k++;
            c = this.code(k);
            if (!(c === SLASH || c === GT || isSpaceOrEol(c)))
                return -1;
            // tagOpenBetween
            for (;;) {
                c = this.code(k);
                if (c === SLASH)
                    return this.code(k + 1) === GT ? k + 2 : -1;
                if (c === COLON || c === UNDERSCORE || isAlpha(c)) {
                    k++;
                    for (;;) {
                        c = this.code(k);
                        if (c === DASH || c === DOT || c === COLON || c === UNDERSCORE || isAlnum(c))
                            k++;
                        else
                            break;
                    }
                    // tagOpenAttributeNameAfter
                    while (isSpaceOrEol(this.code(k)))
                        k++;
                    if (this.code(k) !== EQ)
                        continue;
                    k++;
                    // tagOpenAttributeValueBefore
                    while (isSpaceOrEol(this.code(k)))
                        k++;
                    c = this.code(k);
                    if (c === EOF || c === LT || c === EQ || c === GT || c === BACKTICK)
                        return -1;
                    if (c === QUOTE || c === APOS) {
                        const marker = c;
                        k++;
                        for (;;) {
                            c = this.code(k);
                            if (c === EOF)
                                return -1;
                            k++;
                            if (c === marker)
                                break;
                        }
                        c = this.code(k);
                        if (!(c === SLASH || c === GT || isSpaceOrEol(c)))
                            return -1;
                        continue;
                    }
                    k++;
                    for (;;) {
                        c = this.code(k);
                        if (c === EOF || c === QUOTE || c === APOS || c === LT || c === EQ || c === BACKTICK)
                            return -1;
                        if (c === SLASH || c === GT || isSpaceOrEol(c))
                            break;
                        k++;
                    }
                    continue;
                }
                if (isSpaceOrEol(c)) {
                    k++;
                    continue;
                }
                return c === GT ? k + 1 : -1;
            }
        })();
        this.owner.spend(k - i);
        return result;
    }
    /**
     * GFM autolink literals (email, `www.`, `http(s)://`) at `i`, tried only where micromark tries them
     * (no open bracket, the right previous character). Returns the literal's end, or -1.
     */
    literal(i, c, prev) {
        let end = -1;
        if (isGfmAtext(c) && !(prev === SLASH || isGfmAtext(prev)))
            end = this.email(i);
        if (end < 0 && (c === 72 || c === 104) && !isAlpha(prev))
            end = this.protocol(i);
        if (end < 0 && (c === 87 || c === 119) && (prev === EOF || prev === LPAREN || prev === STAR || prev === UNDERSCORE || prev === LBRACK || prev === RBRACK || prev === TILDE || isSpaceOrEol(prev))) {
            end = this.www(i);
        }
        return end;
    }
    email(i) {
        let k = i;
        while (isGfmAtext(this.code(k)))
            k++;
        if (this.code(k) !== AT) {
            this.owner.spend(k - i);
            return -1;
        }
        k++;
        let dot = false;
        let data = false;
        for (;;) {
            const c = this.code(k);
            if (c === DOT) {
                if (!isAlnum(this.code(k + 1)))
                    break; // a trailing dot
                k++;
                dot = true;
                continue;
            }
            if (c === DASH || c === UNDERSCORE || isAlnum(c)) {
                data = true;
                k++;
                continue;
            }
            break;
        }
        this.owner.spend(k - i);
        return data && dot && isAlpha(this.code(k - 1)) ? k : -1;
    }
    protocol(i) {
        let k = i;
        while (k - i < 5 && isAlpha(this.code(k)))
            k++;
        if (this.code(k) !== COLON)
            return -1;
        const scheme = this.s.slice(i, k).toLowerCase();
        if (scheme !== 'http' && scheme !== 'https')
            return -1;
        if (this.code(k + 1) !== SLASH || this.code(k + 2) !== SLASH)
            return -1;
        k += 3;
        const c = this.code(k);
        if (c === EOF || isControl(c) || isSpaceOrEol(c) || isUnicodeWhitespace(c) || isUnicodePunctuation(c))
            return -1;
        const domainEnd = this.domain(k);
        if (domainEnd < 0)
            return -1;
        return this.path(domainEnd);
    }
    www(i) {
        for (let k = 0; k < 3; k++) {
            const c = this.code(i + k);
            if (c !== 87 && c !== 119)
                return -1;
        }
        if (this.code(i + 3) !== DOT || this.code(i + 4) === EOF)
            return -1;
        const domainEnd = this.domain(i);
        if (domainEnd < 0)
            return -1;
        return this.path(domainEnd);
    }
    domain(start) {
        let k = start;
        let underscoreInLast = false;
        let underscoreInLastLast = false;
        let seen = false;
        for (;;) {
            const c = this.code(k);
            if (c === DOT || c === UNDERSCORE) {
                if (this.trail(k))
                    break;
                if (c === UNDERSCORE)
                    underscoreInLast = true;
                else {
                    underscoreInLastLast = underscoreInLast;
                    underscoreInLast = false;
                }
                k++;
                continue;
            }
            if (c === EOF || isSpaceOrEol(c) || isUnicodeWhitespace(c) || (c !== DASH && isUnicodePunctuation(c)))
                break;
            seen = true;
            k++;
        }
        this.owner.spend(k - start);
        return underscoreInLastLast || underscoreInLast || !seen ? -1 : k;
    }
    path(start) {
        let k = start;
        let open = 0;
        let close = 0;
        for (;;) {
            const c = this.code(k);
            if (c === LPAREN) {
                open++;
                k++;
                continue;
            }
            if (c === RPAREN && close < open) {
                close++;
                k++;
                continue;
            }
            if (c === BANG ||
                c === QUOTE ||
                c === AMP ||
                c === APOS ||
                c === RPAREN ||
                c === STAR ||
                c === COMMA ||
                c === DOT ||
                c === COLON ||
                c === SEMI ||
                c === LT ||
                c === QMARK ||
                c === RBRACK ||
                c === UNDERSCORE ||
                c === TILDE) {
                if (this.trail(k))
                    break;
                if (c === RPAREN)
                    close++;
                k++;
                continue;
            }
            if (c === EOF || isSpaceOrEol(c) || isUnicodeWhitespace(c))
                break;
            k++;
        }
        this.owner.spend(k - start);
        return k;
    }
    /** Whether trailing punctuation starts at `k` (what follows ends the literal). */
    trail(k) {
        const start = k;
        try {
            for (;;) {
                const c = this.code(k);
                if (c === BANG || c === QUOTE || c === APOS || c === RPAREN || c === STAR || c === COMMA || c === DOT || c === COLON || c === SEMI || c === QMARK || c === UNDERSCORE || c === TILDE) {
                    k++;
                    continue;
                }
                if (c === AMP) {
                    k++;
                    if (!isAlpha(this.code(k)))
                        return false;
                    while (isAlpha(this.code(k)))
                        k++;
                    if (this.code(k) !== SEMI)
                        return false;
                    k++;
                    continue;
                }
                if (c === RBRACK) {
                    k++;
                    const d = this.code(k);
                    if (d === EOF || d === LPAREN || d === LBRACK || isSpaceOrEol(d) || isUnicodeWhitespace(d))
                        return true;
                    continue;
                }
                return c === LT || c === EOF || isSpaceOrEol(c) || isUnicodeWhitespace(c);
            }
        }
        finally {
            this.owner.spend(k - start);
        }
    }
}
/**
 * A destination's text as mdast has it: backslash escapes and character references decoded
 * (micromark's string content). Unsure on a named reference outside the small table.
 */
function decodeString(s, from, to) {
    let out = '';
    let last = from;
    for (let k = from; k < to; k++) {
        const c = s.charCodeAt(k);
        if (c === BSLASH) {
            if (k + 1 < to && isAsciiPunct(s.charCodeAt(k + 1))) {
                out += s.slice(last, k) + s.charAt(k + 1);
                k++;
                last = k + 1;
            }
            continue;
        }
        if (c !== AMP)
            continue;
        const ref = characterReference(s, k, to);
        if (ref === null)
            continue;
        out += s.slice(last, k) + ref.value;
        k = ref.end - 1;
        last = ref.end;
    }
    return out + s.slice(last, to);
}
/** A character reference at `k` (an `&`) ending before `to`: its value and end, or null when it is not one. */
function characterReference(s, k, to) {
    let j = k + 1;
    if (s.charCodeAt(j) === HASH) {
        j++;
        const hex = s.charCodeAt(j) === 88 || s.charCodeAt(j) === 120;
        if (hex)
            j++;
        const start = j;
        const max = hex ? 6 : 7;
        while (j < to && j - start < max && (hex ? isHex(s.charCodeAt(j)) : isDigit(s.charCodeAt(j))))
            j++;
        if (j === start || j >= to || s.charCodeAt(j) !== SEMI)
            return null;
        return { value: decodeNumeric(s.slice(start, j), hex ? 16 : 10), end: j + 1 };
    }
    const start = j;
    while (j < to && j - start < 31 && isAlnum(s.charCodeAt(j)))
        j++;
    if (j === start || j >= to || s.charCodeAt(j) !== SEMI)
        return null;
    const value = NAMED_REFERENCES.get(s.slice(start, j));
    if (value === undefined)
        throw UNSURE; // it may or may not be one of the 2,125 HTML entities
    return { value, end: j + 1 };
}

// EXTERNAL MODULE: ../main/node_modules/yaml/dist/index.js
var dist = __webpack_require__(3439);
// EXTERNAL MODULE: ../main/node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9131);
// EXTERNAL MODULE: ../main/node_modules/smol-toml/dist/index.js + 8 modules
var smol_toml_dist = __webpack_require__(8876);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./lib/discovery/encoding.js
/**
 * Byte-level facts about an instruction file: which encoding it is in, where the first invalid
 * UTF-8 byte is, where a byte offset falls as a line and column, and where a budget cut lands.
 * Pure functions over Buffers; they look only at the bytes they are given.
 */

/** Length of the UTF-8 sequence a lead byte announces, or 0 for a byte that cannot start one. */
function seqLength(b) {
    if (b < 0x80)
        return 1;
    if (b >= 0xc2 && b <= 0xdf)
        return 2;
    if (b >= 0xe0 && b <= 0xef)
        return 3;
    if (b >= 0xf0 && b <= 0xf4)
        return 4;
    return 0;
}
/** Whether `b` may follow the lead byte `lead` as the first continuation byte (RFC 3629 ranges). */
function firstContinuationOk(lead, b) {
    if (lead === 0xe0)
        return b >= 0xa0 && b <= 0xbf;
    if (lead === 0xed)
        return b >= 0x80 && b <= 0x9f;
    if (lead === 0xf0)
        return b >= 0x90 && b <= 0xbf;
    if (lead === 0xf4)
        return b >= 0x80 && b <= 0x8f;
    return b >= 0x80 && b <= 0xbf;
}
/**
 * Offset of the first invalid UTF-8 byte in `buf`, or -1. A sequence that is only incomplete
 * because the buffer ends (a read cap or a budget cut) is not invalid: set `atEof` when the
 * buffer holds the whole file, so that a truncated final sequence counts.
 */
function firstInvalidUtf8(buf, atEof = true) {
    // Almost every file is valid: the native check answers that at memory speed.
    if ((0,external_node_buffer_.isUtf8)(buf))
        return -1;
    let i = 0;
    const n = buf.length;
    while (i < n) {
        const b = buf[i];
        if (b < 0x80) {
            i += 1;
            continue;
        }
        const len = seqLength(b);
        if (len === 0)
            return i;
        for (let k = 1; k < len; k++) {
            if (i + k >= n)
                return atEof ? i : -1;
            const c = buf[i + k];
            const ok = k === 1 ? firstContinuationOk(b, c) : c >= 0x80 && c <= 0xbf;
            if (!ok)
                return i;
        }
        i += len;
    }
    return -1;
}
function analyzeBytes(buf, atEof) {
    const firstNul = buf.indexOf(0);
    const b0 = buf[0];
    const b1 = buf[1];
    const b2 = buf[2];
    const b3 = buf[3];
    let encoding = 'utf-8';
    let bom = false;
    if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) {
        encoding = 'utf-32le';
        bom = true;
    }
    else if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) {
        encoding = 'utf-32be';
        bom = true;
    }
    else if (b0 === 0xff && b1 === 0xfe) {
        encoding = 'utf-16le';
        bom = true;
    }
    else if (b0 === 0xfe && b1 === 0xff) {
        encoding = 'utf-16be';
        bom = true;
    }
    else if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
        encoding = 'utf-8-bom';
        bom = true;
    }
    else if (firstNul !== -1) {
        encoding = guessWideEncoding(buf);
    }
    const firstInvalid = encoding === 'utf-8' || encoding === 'utf-8-bom' ? firstInvalidUtf8(buf, atEof) : -1;
    return { encoding, bom, firstNul, firstInvalid };
}
/** Tell BOM-less UTF-16/32 from binary by where the NUL bytes sit in the first 4 KiB. */
function guessWideEncoding(buf) {
    const n = Math.min(buf.length, 4096) & ~3;
    if (n < 4)
        return 'binary';
    const zerosAt = [0, 0, 0, 0];
    for (let i = 0; i < n; i++)
        if (buf[i] === 0)
            zerosAt[i & 3] += 1;
    const quads = n / 4;
    const [z0, z1, z2, z3] = zerosAt;
    // ASCII text in UTF-32LE: bytes 1..3 of every unit are zero; in UTF-16LE: every odd byte.
    if (z1 >= quads * 0.9 && z2 >= quads * 0.9 && z3 >= quads * 0.9)
        return 'utf-32le';
    if (z0 >= quads * 0.9 && z1 >= quads * 0.9 && z2 >= quads * 0.9)
        return 'utf-32be';
    if (z1 + z3 >= quads * 2 * 0.7 && z0 + z2 < quads * 2 * 0.1)
        return 'utf-16le';
    if (z0 + z2 >= quads * 2 * 0.7 && z1 + z3 < quads * 2 * 0.1)
        return 'utf-16be';
    return 'binary';
}
/** Line and column of the byte at `offset` (which may equal buf.length: the position after the last byte). */
function placeOf(buf, offset) {
    let line = 1;
    let lineStart = 0;
    const end = Math.min(offset, buf.length);
    for (let i = 0; i < end; i++) {
        if (buf[i] === 0x0a) {
            line += 1;
            lineStart = i + 1;
        }
    }
    let column = 1;
    for (let i = lineStart; i < end; i++) {
        // Count characters: every byte that is not a UTF-8 continuation byte starts one.
        if ((buf[i] & 0xc0) !== 0x80)
            column += 1;
    }
    // An offset inside a multi-byte character belongs to that character, whose lead byte was counted.
    if (offset > lineStart && offset < buf.length && (buf[offset] & 0xc0) === 0x80)
        column -= 1;
    return { line, column };
}
/** Whether cutting `buf` after `offset` bytes splits a multi-byte UTF-8 character. */
function splitsCharacter(buf, offset) {
    if (offset <= 0 || offset >= buf.length)
        return false;
    return (buf[offset] & 0xc0) === 0x80;
}
/**
 * A3S Code's cut: the largest offset ≤ `offset` that does not leave an incomplete UTF-8
 * sequence at the end of `buf[0, offset)` (a lead byte whose continuation bytes were cut off).
 */
function utf8Boundary(buf, offset) {
    const o = Math.min(offset, buf.length);
    let start = o;
    let back = 0;
    while (start > 0 && back < 3 && (buf[start - 1] & 0xc0) === 0x80) {
        start -= 1;
        back += 1;
    }
    if (start === 0)
        return o;
    const leadAt = (buf[start - 1] & 0xc0) === 0x80 ? -1 : start - 1;
    if (leadAt === -1)
        return o;
    const len = seqLength(buf[leadAt]);
    return len > 1 && leadAt + len > o ? leadAt : o;
}
/** Number of lines in a buffer holding a whole file (a final line without newline counts). */
function countLines(buf) {
    if (buf.length === 0)
        return 0;
    let lines = 0;
    for (let i = 0; i < buf.length; i++)
        if (buf[i] === 0x0a)
            lines += 1;
    return buf[buf.length - 1] === 0x0a ? lines : lines + 1;
}
const lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
/** Decode as Rust's `String::from_utf8_lossy` does (U+FFFD per invalid sequence), keeping a BOM. */
function decodeLossy(buf) {
    return lossy.decode(buf);
}
/** Rust's `str::trim().is_empty()`: only Unicode White_Space (not U+FEFF). */
function isBlank(text) {
    return /^\p{White_Space}*$/u.test(text);
}
/**
 * `isBlank(decodeLossy(bytes))`, without decoding a file that is plainly not blank: the first ASCII
 * byte that is not White_Space (tab to carriage return, space) answers; only bytes at or above 0x80
 * (NBSP, NEL, an invalid sequence…) need the decoded text.
 */
function isBlankBytes(bytes) {
    let ascii = true;
    for (let i = 0; i < bytes.length; i++) {
        const b = bytes[i];
        if (b >= 0x80)
            ascii = false;
        else if (b !== 0x20 && (b < 0x09 || b > 0x0d))
            return false;
    }
    return ascii || isBlank(decodeLossy(bytes));
}

;// CONCATENATED MODULE: ./lib/profiles/agent-config.js
/**
 * The agents' own configuration files inside the repository (`opencode.json`, `.gemini/settings.json`,
 * `.aider.conf.yml`, `.codex/config.toml`), read through the discovery context and parsed once per
 * audit. A file that cannot be parsed, or holds a value of the wrong shape where a profile needs it,
 * becomes a finding with its line (`agent-config-invalid`), never an exception. Messages quote no
 * file content beyond a key name: configuration files are where API keys live.
 */




const CONFIG_INVALID_RULE = 'agent-config-invalid';
// ---------------------------------------------------------------------------------------------
// JSON with comments (JSONC), read with jsonc-parser, the parser OpenCode reads its files with
// (`parse(text, errors, { allowTrailingComma: true })`, any error fatal); for Gemini CLI
// (strip-json-comments, then JSON.parse) the same without trailing commas. Values are built here
// from its visitor, each key an own property (as JSON.parse makes `__proto__`), with every key's
// and element's place; the first error becomes the problem, with its line and column.
const MAX_DEPTH = 512;
// jsonc-parser's `const enum`s, by value (its declarations are ambient).
const CODE = {
    InvalidSymbol: 1,
    InvalidNumberFormat: 2,
    PropertyNameExpected: 3,
    ValueExpected: 4,
    ColonExpected: 5,
    CommaExpected: 6,
    CloseBraceExpected: 7,
    CloseBracketExpected: 8,
    EndOfFileExpected: 9,
    UnexpectedEndOfComment: 11,
    UnexpectedEndOfString: 12,
    UnexpectedEndOfNumber: 13,
    InvalidUnicode: 14,
    InvalidEscapeCharacter: 15,
    InvalidCharacter: 16,
};
const TOKEN = { OpenBrace: 1, CloseBrace: 2, OpenBracket: 3, CloseBracket: 4, EOF: 17 };
function describeChar(ch) {
    if (ch === undefined)
        return 'the end of the file';
    if (/^[\x21-\x7e]$/.test(ch))
        return `"${ch}"`;
    return `character U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/** Line and column (1-based, in UTF-16 units) of an offset in `text`. */
function agent_config_placeIn(text, offset) {
    let line = 1;
    let start = 0;
    const end = Math.min(offset, text.length);
    for (let i = 0; i < end; i++) {
        if (text.charCodeAt(i) === 10) {
            line += 1;
            start = i + 1;
        }
    }
    return { line, column: end - start + 1 };
}
function pathKey(path) {
    return JSON.stringify(path);
}
/** The offset of the first bracket nested deeper than MAX_DEPTH, by jsonc-parser's scanner (its parser recurses). */
function tooDeep(text) {
    const scanner = main.createScanner(text, true);
    let depth = 0;
    for (let t = scanner.scan(); t !== TOKEN.EOF; t = scanner.scan()) {
        if (t === TOKEN.OpenBrace || t === TOKEN.OpenBracket) {
            depth += 1;
            if (depth > MAX_DEPTH)
                return scanner.getTokenOffset();
        }
        else if (t === TOKEN.CloseBrace || t === TOKEN.CloseBracket)
            depth = Math.max(0, depth - 1);
    }
    return null;
}
/** Parse JSON with `//` and `/* *\/` comments and (unless told not to) trailing commas. Throws nothing: returns the problem. */
function parseJsonc(text, opts = {}) {
    const trailingCommas = opts.trailingCommas ?? true;
    const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const body = bom ? text.slice(1) : text;
    const fail = (message, offset) => {
        const at = agent_config_placeIn(text, offset + bom);
        return { ok: false, problem: { message, line: at.line, column: at.column } };
    };
    const deep = tooDeep(body);
    if (deep !== null)
        return fail(`values are nested more than ${MAX_DEPTH} levels deep`, deep);
    const places = new Map();
    const stack = [];
    let root;
    let afterComma = false;
    let first = null;
    /** Where the next value goes: its path, after recording an array element's place. */
    const nextPath = (offset) => {
        const top = stack[stack.length - 1];
        if (!top)
            return [];
        if (top.kind === 'array') {
            const p = [...top.path, top.value.length];
            places.set(pathKey(p), offset + bom);
            return p;
        }
        return [...top.path, top.key ?? ''];
    };
    const put = (value) => {
        const top = stack[stack.length - 1];
        if (!top)
            root = value;
        else if (top.kind === 'array')
            top.value.push(value);
        else if (top.key !== undefined)
            Object.defineProperty(top.value, top.key, { value, enumerable: true, writable: true, configurable: true });
    };
    main.visit(body, {
        onObjectBegin(offset) {
            afterComma = false;
            const path = nextPath(offset);
            const value = {};
            put(value);
            stack.push({ kind: 'object', value, path });
        },
        onObjectProperty(property, offset) {
            afterComma = false;
            const top = stack[stack.length - 1];
            if (top?.kind !== 'object')
                return;
            top.key = property;
            places.set(pathKey([...top.path, property]), offset + bom);
        },
        onObjectEnd() {
            afterComma = false;
            stack.pop();
        },
        onArrayBegin(offset) {
            afterComma = false;
            const path = nextPath(offset);
            const value = [];
            put(value);
            stack.push({ kind: 'array', value, path });
        },
        onArrayEnd() {
            afterComma = false;
            stack.pop();
        },
        onLiteralValue(value, offset) {
            afterComma = false;
            nextPath(offset);
            put(value);
        },
        onSeparator(character) {
            afterComma = character === ',';
        },
        onError(code, offset, length) {
            if (first === null)
                first = { code, offset, length, in: stack[stack.length - 1]?.kind ?? null, afterComma };
        },
    }, { allowTrailingComma: trailingCommas, disallowComments: false, allowEmptyContent: false });
    if (first === null)
        return { ok: true, result: { value: root, places } };
    const e = first;
    const found = describeChar(body[e.offset]);
    const closer = body[e.offset];
    if (!trailingCommas && e.afterComma && ((e.code === CODE.PropertyNameExpected && closer === '}') || (e.code === CODE.ValueExpected && closer === ']'))) {
        return fail('a trailing comma: Gemini CLI reads its settings with JSON.parse (after removing comments), which rejects it', e.offset);
    }
    if (e.in === null && e.offset > 0 && root !== undefined)
        return fail(`unexpected ${found} after the end of the value`, e.offset);
    switch (e.code) {
        case CODE.PropertyNameExpected:
            return fail(`expected a property name in double quotes, found ${found}`, e.offset);
        case CODE.ColonExpected:
            return fail(`expected ":" after a property name, found ${found}`, e.offset);
        case CODE.CommaExpected:
        case CODE.CloseBraceExpected:
        case CODE.CloseBracketExpected:
            return e.in === 'array' || e.code === CODE.CloseBracketExpected
                ? fail(`expected "," or "]" after an array element, found ${found}`, e.offset)
                : fail(`expected "," or "}" after a property value, found ${found}`, e.offset);
        case CODE.EndOfFileExpected:
            return fail(`unexpected ${found} after the end of the value`, e.offset);
        case CODE.UnexpectedEndOfComment:
            return fail('a block comment is not closed', e.offset);
        case CODE.UnexpectedEndOfString: {
            const next = body[e.offset + e.length];
            return fail(next === '\n' || next === '\r' ? 'a string runs past the end of its line' : 'a string is not closed', e.offset);
        }
        case CODE.InvalidEscapeCharacter:
        case CODE.InvalidUnicode:
            return fail('a string holds an invalid escape sequence', e.offset);
        case CODE.InvalidCharacter:
            return fail('a string holds a control character (write it as an escape such as \\t)', e.offset);
        case CODE.InvalidNumberFormat:
        case CODE.UnexpectedEndOfNumber:
            return fail('a number is not written as JSON writes numbers', e.offset);
        default:
            return fail(`expected a value, found ${found}`, e.offset);
    }
}
// ---------------------------------------------------------------------------------------------
function parseYamlConfig(text) {
    const lc = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lc, uniqueKeys: false, prettyErrors: false });
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        // An error found at the end of the input (an unclosed quote or bracket) is placed on the last line with content.
        const offset = e.pos?.[0] !== undefined ? Math.min(e.pos[0], text.trimEnd().length) : undefined;
        const pos = offset !== undefined ? lc.linePos(offset) : e.linePos?.[0];
        return {
            status: 'invalid',
            problem: { message: e.message.split('\n')[0].replace(/ at line \d+, column \d+.*$/, ''), line: pos?.line ?? null, ...(pos ? { column: pos.col } : {}) },
        };
    }
    let value;
    try {
        value = doc.toJS({ maxAliasCount: 100 });
    }
    catch (e) {
        return { status: 'invalid', problem: { message: e.message.split('\n')[0], line: null } };
    }
    return {
        status: 'ok',
        value,
        placeOf(path) {
            const node = doc.getIn(path, true);
            // For a map key, point at the key; otherwise at the node.
            const parent = path.length > 0 ? doc.getIn(path.slice(0, -1), true) : undefined;
            let offset;
            if (parent && (0,dist/* isMap */.jh)(parent)) {
                const pair = parent.items.find((p) => p.key?.value === path[path.length - 1]);
                offset = pair?.key?.range?.[0];
            }
            else if (parent && (0,dist/* isSeq */.oP)(parent)) {
                offset = node?.range?.[0];
            }
            else {
                offset = node?.range?.[0];
            }
            if (offset === undefined)
                return null;
            const p = lc.linePos(offset);
            return { line: p.line, column: p.col };
        },
    };
}
function parseTomlConfig(text) {
    let value;
    try {
        value = (0,smol_toml_dist/* parse */.qg)(text);
    }
    catch (e) {
        if (e instanceof smol_toml_dist/* TomlError */.zx) {
            // The message carries a code block of the file after a blank line: keep the first line only.
            const first = e.message.split('\n')[0].replace(/^Invalid TOML document:\s*/, '');
            return { status: 'invalid', problem: { message: first, line: e.line, column: e.column } };
        }
        return { status: 'invalid', problem: { message: e.message.split('\n')[0], line: null } };
    }
    return {
        status: 'ok',
        value,
        placeOf(path) {
            // smol-toml keeps no positions: find the key's line (`key =`, or inside its [table]).
            const key = path[path.length - 1];
            if (typeof key !== 'string')
                return null;
            const lines = text.split('\n');
            const esc = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            const re = new RegExp(`^\\s*(?:"${esc}"|'${esc}'|${esc})\\s*=`);
            for (let n = 0; n < lines.length; n++)
                if (re.test(lines[n]))
                    return { line: n + 1, column: lines[n].search(/\S/) + 1 };
            return null;
        },
    };
}
function parseJsoncConfig(text, trailingCommas = true) {
    const r = parseJsonc(text, { trailingCommas });
    if (!r.ok)
        return { status: 'invalid', problem: r.problem };
    return {
        status: 'ok',
        value: r.result.value,
        placeOf(path) {
            const off = r.result.places.get(pathKey(path));
            return off === undefined ? null : agent_config_placeIn(text, off);
        },
    };
}
const memo = new WeakMap();
/** Read and parse an agent's configuration file at repository-relative `rel`, once per audit. */
function readAgentConfig(ctx, rel, format) {
    let m = memo.get(ctx);
    if (!m) {
        m = new Map();
        memo.set(ctx, m);
    }
    const key = `${format}\0${rel}`;
    const hit = m.get(key);
    if (hit)
        return hit;
    const result = readUncached(ctx, rel, format);
    m.set(key, result);
    return result;
}
function readUncached(ctx, rel, format) {
    const p = ctx.probe(rel);
    if (p.lkind === 'missing' || p.kind === 'missing')
        return { status: 'absent' };
    if (p.link?.outside)
        return { status: 'unreadable', reason: 'it is a symlink to a file outside the repository' };
    if (p.kind !== 'file')
        return { status: 'unreadable', reason: `it is ${p.link ? 'a symlink to ' : ''}a ${p.kind}, not a regular file` };
    const content = ctx.read(rel);
    if (!content || content.error)
        return { status: 'unreadable', reason: content?.error ?? 'it could not be read' };
    if (!content.complete)
        return { status: 'unreadable', reason: `it is larger than ${ctx.readCap} bytes` };
    const text = decodeLossy(content.bytes);
    if (format === 'yaml')
        return parseYamlConfig(text);
    if (format === 'toml')
        return parseTomlConfig(text);
    return parseJsoncConfig(text, format === 'jsonc');
}
/** The `agent-config-invalid` finding for a file that does not parse, or holds a wrong value. */
function configFinding(rel, profiles, problem, consequence, key) {
    return {
        ruleId: CONFIG_INVALID_RULE,
        severity: 'error',
        path: rel,
        line: problem.line,
        ...(problem.column !== undefined ? { column: problem.column } : {}),
        profiles: [...profiles],
        message: `${rel}${problem.line !== null ? ` line ${problem.line}` : ''}: ${problem.message}. ${consequence}`,
        ...(key !== undefined ? { key } : {}),
    };
}
/** A value that should be a string or a list of strings, as the agents accept it. */
function stringOrList(value) {
    if (typeof value === 'string')
        return [value];
    if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
        return value;
    return null;
}
/** A value that must be a list of strings. */
function stringList(value) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
        return value;
    return null;
}
/** `obj[k1][k2]…` when every step is a plain object; undefined otherwise. */
function getPath(value, path) {
    let v = value;
    for (const k of path) {
        if (typeof v !== 'object' || v === null || Array.isArray(v))
            return undefined;
        if (!Object.hasOwn(v, k))
            return undefined;
        v = v[k];
    }
    return v;
}
function typeName(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'a list';
    if (typeof v === 'object')
        return 'an object';
    return `a ${typeof v}`;
}
/** What Codex's project layers between `rootDir` and `cwd` set (assuming a trusted project). */
function codexProjectConfig(ctx, dirs, profiles = ['codex']) {
    const out = { files: [], findings: [] };
    for (const d of dirs) {
        const dot = ctx.join(d, '.codex');
        if (ctx.probe(dot).kind !== 'directory')
            continue;
        const rel = ctx.join(dot, 'config.toml');
        const r = readAgentConfig(ctx, rel, 'toml');
        if (r.status === 'absent')
            continue;
        if (r.status === 'unreadable') {
            out.findings.push({ ruleId: CONFIG_INVALID_RULE, severity: 'error', path: rel, line: null, profiles: [...profiles], message: `${rel}: ${r.reason}; Codex fails to read its project configuration and stops.` });
            continue;
        }
        if (r.status === 'invalid') {
            out.findings.push(configFinding(rel, profiles, r.problem, 'In a trusted project Codex stops with "Error parsing project config file".'));
            continue;
        }
        out.files.push(rel);
        const obj = r.value;
        const at = (key) => {
            const p = r.placeOf([key]);
            return p ? { line: p.line, column: p.column } : { line: null };
        };
        if (obj.project_doc_max_bytes !== undefined) {
            const v = obj.project_doc_max_bytes;
            if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0)
                out.maxBytes = v;
            else if (typeof v === 'bigint' && v >= 0n && v <= BigInt(Number.MAX_SAFE_INTEGER))
                out.maxBytes = Number(v);
            else
                out.findings.push(configFinding(rel, profiles, { message: `project_doc_max_bytes is ${typeName(v)}; Codex expects a whole number of bytes ≥ 0`, ...at('project_doc_max_bytes') }, 'Codex cannot load the configuration and stops.'));
        }
        if (obj.project_doc_fallback_filenames !== undefined) {
            const list = stringList(obj.project_doc_fallback_filenames);
            if (list === null)
                out.findings.push(configFinding(rel, profiles, { message: `project_doc_fallback_filenames is ${typeName(obj.project_doc_fallback_filenames)}; Codex expects a list of file names`, ...at('project_doc_fallback_filenames') }, 'Codex cannot load the configuration and stops.'));
            else
                out.fallbackFilenames = list;
        }
        if (obj.project_root_markers !== undefined) {
            out.findings.push({
                ruleId: CONFIG_INVALID_RULE,
                severity: 'info',
                path: rel,
                ...at('project_root_markers'),
                profiles: [...profiles],
                message: `${rel}: project_root_markers has no effect here: Codex reads it from the user, system and command-line configuration only, before it looks for project layers.`,
                key: 'project_root_markers',
            });
        }
    }
    return out;
}
/**
 * Whether a repository path is one of the agents' own configuration files the profiles read
 * (not an instruction file: the engine should neither lint it as Markdown nor list it as one), or
 * Codex's `.codex` folder that holds one.
 */
function isAgentConfigPath(rel) {
    const base = rel.slice(rel.lastIndexOf('/') + 1);
    // (The `.codex` folder itself is probed too: never an instruction file, whatever it turns out to be.)
    if (base === 'opencode.json' || base === 'opencode.jsonc' || base === '.aider.conf.yml' || base === '.codex')
        return true;
    return rel === '.gemini/settings.json' || rel.endsWith('/.gemini/settings.json') || rel === '.codex/config.toml' || rel.endsWith('/.codex/config.toml');
}

;// CONCATENATED MODULE: ./lib/profiles/common.js
/**
 * Small shared pieces for the profiles of agents without a byte budget (OpenCode, Claude Code,
 * Gemini CLI, Copilot, Aider): loading a whole file through the context, repository-relative path
 * arithmetic that never leaves the audited root, and a per-audit store for the findings a profile
 * raises while it resolves chains (reported once per file, with every working directory it concerns).
 */


/**
 * Root marker reported for agents that walk to the filesystem root (Claude Code; OpenCode outside
 * git): the audit stops at the audited root, which it never reads above.
 */
const FS_ROOT_MARKER = '/';
/** Where agents that find their project as git does stop: the nearest `.git` (a directory, a file, or a link to one). */
const GIT_ROOT = Object.freeze({ markers: Object.freeze(['.git']), allowSymlinkMarker: true });
function describeKind(ctx, rel) {
    const p = ctx.probe(rel);
    const what = p.link ? (p.kind === 'missing' ? 'a dangling symlink' : `a symlink to a ${p.kind}`) : `a ${p.kind}`;
    return p.error ? `${what} (${p.error})` : what;
}
/**
 * What an agent that reads a whole file (no budget, links followed, lossy UTF-8) gets from `rel`.
 * A link out of the repository is loaded by the agent but not read by the audit (`unread`).
 */
function loadWhole(ctx, rel) {
    const p = ctx.probe(rel);
    if (p.lkind === 'missing')
        return { kind: 'absent' };
    if (p.kind === 'missing')
        return { kind: 'dangling', passed: { path: rel, reason: 'not-regular-file', detail: describeKind(ctx, rel) } };
    if (p.kind !== 'file') {
        const what = describeKind(ctx, rel);
        return { kind: 'nonfile', what, passed: { path: rel, reason: 'not-regular-file', detail: what } };
    }
    const linkTarget = p.link ? { linkTarget: p.link.resolved ?? p.link.target } : {};
    if (p.link?.outside) {
        const size = p.size ?? 0;
        return { kind: 'loaded', file: { path: rel, size, loadedBytes: size, truncated: false, unread: true, ...linkTarget }, text: '' };
    }
    const content = ctx.read(rel);
    if (!content || content.error) {
        return { kind: 'unreadable', passed: { path: rel, reason: 'unreadable', detail: content?.error ?? 'it could not be read' } };
    }
    return {
        kind: 'loaded',
        file: { path: rel, size: content.size, loadedBytes: content.size, truncated: false, ...linkTarget },
        text: wholeText(content),
    };
}
/** Each file's text, decoded once and shared by every chain that loads it whole. */
const texts = new WeakMap();
function wholeText(content) {
    let t = texts.get(content);
    if (t === undefined) {
        t = decodeLossy(content.bytes);
        texts.set(content, t);
    }
    return t;
}
/**
 * `loadWhole` for a chain: the loaded file, or null when there is none; a candidate that exists but
 * is not loaded (a directory, a dangling link, an unreadable file) is listed as passed over.
 */
function loadOrPassOver(ctx, r, rel) {
    const w = loadWhole(ctx, rel);
    if (w.kind === 'absent')
        return null;
    if (w.kind !== 'loaded') {
        pushPassed(r, w.passed);
        return null;
    }
    return w;
}
/** Number of characters (code points) in a text, as a person counts them. */
function charCount(text) {
    let n = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 0xdc00 || c > 0xdfff || i === 0 || text.charCodeAt(i - 1) < 0xd800 || text.charCodeAt(i - 1) > 0xdbff)
            n += 1;
    }
    return n;
}
function dirOf(rel) {
    const i = rel.lastIndexOf('/');
    return i === -1 ? '.' : rel.slice(0, i);
}
function baseOf(rel) {
    const i = rel.lastIndexOf('/');
    return i === -1 ? rel : rel.slice(i + 1);
}
/**
 * Join a relative path onto a repository-relative directory; null when the result leaves the
 * audited root (`..` above it) or the input is absolute.
 */
function joinInside(dir, rel) {
    if (rel === '' || external_node_path_.posix.isAbsolute(rel))
        return null;
    const joined = external_node_path_.posix.normalize(dir === '.' ? rel : `${dir}/${rel}`).replace(/\/+$/, '');
    if (joined === '' || joined === '.')
        return '.';
    if (joined === '..' || joined.startsWith('../'))
        return null;
    return joined;
}
/** True when a directory on the way to `rel` is a symlink that leads out of the repository. */
function leavesThroughLink(ctx, rel) {
    let d = dirOf(rel);
    while (d !== '.') {
        const p = ctx.probe(d);
        if (p.lkind === 'symlink' && (p.link?.outside || p.kind === 'missing'))
            return true;
        d = dirOf(d);
    }
    return false;
}
/** The absolute path of the audited root, from a working directory's absolute path and its relative path. */
function rootAbsOf(cwdAbs, cwd) {
    if (cwd === '.')
        return cwdAbs;
    const depth = cwd.split('/').length;
    return external_node_path_.resolve(cwdAbs, ...Array(depth).fill('..'));
}
/**
 * The absolute path of a chain file for rendering. A personal file (`~/.claude/CLAUDE.md`) is shown
 * under `home` when the chain knows it, as the agents print it; otherwise as it is.
 */
function absOf(rootAbs, file, home) {
    if (file.personal)
        return home !== undefined && file.path.startsWith('~/') ? external_node_path_.join(home, file.path.slice(2)) : file.path;
    return external_node_path_.join(rootAbs, ...file.path.split('/'));
}
function newChain(profile, cwd, root) {
    return { profile, cwd, root: root.dir, rootMarker: root.marker, budget: null, usedBytes: 0, files: [], passedOver: [], agentWarnings: [] };
}
/** Append a loaded file (no budget: every byte counts as used). */
function pushFile(r, file, text) {
    r.chain.files.push(file);
    r.chain.usedBytes += file.loadedBytes;
    r.texts.push(text);
}
function pushPassed(r, p) {
    if (!r.chain.passedOver.some((x) => x.path === p.path && x.reason === p.reason))
        r.chain.passedOver.push(p);
}
const stores = new WeakMap();
/**
 * Record a finding of `profile` raised while resolving the chain of `cwd` (or null when it is not
 * chain-specific). `identity` makes the same problem seen from many chains one finding.
 */
function raise(ctx, profile, identity, finding, cwd) {
    let byProfile = stores.get(ctx);
    if (!byProfile) {
        byProfile = new Map();
        stores.set(ctx, byProfile);
    }
    let m = byProfile.get(profile);
    if (!m) {
        m = new Map();
        byProfile.set(profile, m);
    }
    let s = m.get(identity);
    if (!s) {
        s = { finding, cwds: new Set(), chainSpecific: cwd !== null };
        m.set(identity, s);
    }
    if (cwd !== null)
        s.cwds.add(cwd);
}
/** Every finding `profile` raised in this audit, with the working directories each concerns. */
function raised(ctx, profile) {
    const m = stores.get(ctx)?.get(profile);
    if (!m)
        return [];
    return [...m.values()].map((s) => {
        if (!s.chainSpecific || s.cwds.size === 0)
            return s.finding;
        const cwds = [...s.cwds].sort((a, b) => (a === b ? 0 : a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : 1));
        return { ...s.finding, cwds };
    });
}
/** Per-audit memo keyed by the discovery context. */
function memoFor(store, ctx) {
    let m = store.get(ctx);
    if (!m) {
        m = new Map();
        store.set(ctx, m);
    }
    return m;
}
/** "packages/api", "the repository root". */
function cwdText(cwd) {
    return cwd === '.' ? 'the repository root' : cwd;
}
const sortedMemo = new WeakMap();
/** Listed files whose path starts with `prefix` (`''` for all), sorted; a binary search over one sorted copy of the listing. */
function listedUnder(ctx, prefix) {
    // Every directory that holds a listed file, at any depth, is in the listing: none, no files.
    if (prefix.endsWith('/') && !ctx.listing.dirs.has(prefix.slice(0, -1)))
        return [];
    const memo = memoFor(sortedMemo, ctx);
    let all = memo.get('');
    // (Sorted again if the listing grew since: the engine starts before git has listed untracked files.)
    if (!all || all.length !== ctx.listing.files.size) {
        all = [...ctx.listing.files.keys()].sort();
        memo.set('', all);
    }
    if (prefix === '')
        return all;
    let lo = 0;
    let hi = all.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (all[mid] < prefix)
            lo = mid + 1;
        else
            hi = mid;
    }
    const out = [];
    for (let i = lo; i < all.length && all[i].startsWith(prefix); i++)
        out.push(all[i]);
    return out;
}

;// CONCATENATED MODULE: ./lib/profiles/imports.js
/**
 * `@path` imports, as Claude Code and Gemini CLI find them in an instruction file. The two agents
 * tokenize differently, and the difference shows in what a reader sees:
 *
 * - Claude Code (docs + derived): `@` at the start of a text run or after whitespace, up to the next
 *   whitespace (a backslash-escaped space continues the path), a `#fragment` dropped; the path must
 *   start with `./`, `~/`, `/` or a letter, digit, `.`, `_` or `-`. Never inside code spans or code
 *   blocks (Markdown semantics: fenced, indented and inline code, and raw HTML). A token that names no
 *   file is left alone as text.
 * - Gemini CLI (memport, `memoryImportProcessor.ts`): `@` at the start of the file or after a space,
 *   tab or line break, up to the next whitespace; the path must start with `.`, `/` or an ASCII
 *   letter. "Code" is any backtick-delimited region (a run of backticks up to the next identical
 *   run), so an indented code block is not code to Gemini. A token that fails to import is *replaced*
 *   in the text by an `<!-- Import failed: … -->` comment.
 * - GitHub Copilot CLI (1.0.102, observed with the conformance harness; closed source): `@` not
 *   preceded by a letter, digit or one of `. _ % + - @` and a backtick (so `a@b.md` is an address,
 *   not an import), up to the next whitespace, a quote or backtick, or one of `) ] } < >`, with sentence
 *   punctuation (`. , ; : ! ?`) at its end dropped. Never inside inline code or a fenced code block;
 *   an indented code block is not code to Copilot. A token that names no file is left alone.
 */









const IMPORT_MAX_DEPTH = 5;
// ---------------------------------------------------------------------------------------------
// Claude Code
const mdParser = (0,unified_lib/* unified */.l)().use(remark_parse_lib/* default */.A).use(remark_gfm_lib/* default */.A).use(lib/* default */.A, ['yaml', 'toml']);
const CLAUDE_TOKEN = /(^|\s)@((?:[^\s\\]|\\ )+)/g;
function claudePathOf(raw) {
    let p = raw;
    const hash = p.indexOf('#');
    if (hash !== -1)
        p = p.slice(0, hash);
    p = p.replace(/\\ /g, ' ');
    if (p === '')
        return null;
    if (p.startsWith('./') || p.startsWith('~/') || (p.startsWith('/') && p !== '/'))
        return p;
    if (p.startsWith('@') || /^[#%^&*()]+/.test(p))
        return null;
    return /^[a-zA-Z0-9._-]/.test(p) ? p : null;
}
/**
 * Tokens of texts already tokenized (the profile, the checks and every chain ask about the same
 * files); cleared when it grows past a bound, so a long-lived process does not keep every text.
 */
const claudeMemo = new Map();
const CLAUDE_MEMO_MAX = 4096;
/** The `@path` tokens Claude Code imports from `text`, in order (the same array for the same text: do not change it). */
function claudeImportTokens(text) {
    // Parsing Markdown is the expensive part: most files hold no candidate token at all.
    if (!/(?:^|\s)@/.test(text))
        return [];
    let tokens = claudeMemo.get(text);
    if (tokens === undefined) {
        // The scan answers most files exactly without parsing; the parser decides where it is not sure.
        tokens = scanClaude(text) ?? tokenizeClaude(text);
        if (claudeMemo.size >= CLAUDE_MEMO_MAX)
            claudeMemo.clear();
        claudeMemo.set(text, tokens);
    }
    return tokens;
}
/**
 * What `tokenizeClaude` returns for `text`, found by the link scanner's exact-or-refusing Markdown scan
 * (`scanAtTokens`) instead of a parse; null when the scan is not sure (then only the parser can say).
 */
function scanClaude(text) {
    let found;
    try {
        found = scanAtTokens(text, (raw) => claudePathOf(raw) !== null);
    }
    catch {
        return null;
    }
    if (found === null)
        return null;
    const out = [];
    // Lines and columns as `placeIn` counts them, in one pass (the offsets only grow).
    let line = 1;
    let lineStart = 0;
    let nl = text.indexOf('\n');
    for (const { raw, offset } of found) {
        while (nl !== -1 && nl < offset) {
            line += 1;
            lineStart = nl + 1;
            nl = text.indexOf('\n', nl + 1);
        }
        out.push({ path: claudePathOf(raw), raw, line, column: offset - lineStart + 1 });
    }
    return out;
}
/**
 * The reference: every `text` node of the parsed tree, `CLAUDE_TOKEN` over its value, each kept token
 * placed by searching its source slice. `scanClaude` must equal it wherever it answers.
 */
function tokenizeClaude(text) {
    let tree;
    try {
        tree = mdParser.parse(text);
    }
    catch {
        return [];
    }
    const out = [];
    (0,unist_util_visit_lib/* visit */.YR)(tree, 'text', (node) => {
        const start = node.position?.start.offset ?? 0;
        const end = node.position?.end.offset ?? text.length;
        const source = text.slice(start, end);
        let cursor = 0;
        for (const m of node.value.matchAll(CLAUDE_TOKEN)) {
            const raw = m[2];
            const p = claudePathOf(raw);
            if (p === null)
                continue;
            const at = source.indexOf(`@${raw}`, cursor);
            const offset = at === -1 ? start : start + at;
            if (at !== -1)
                cursor = at + raw.length + 1;
            const place = agent_config_placeIn(text, offset);
            out.push({ path: p, raw, line: place.line, column: place.column });
        }
    });
    return out;
}
function isWs(c) {
    return c === ' ' || c === '\t' || c === '\n' || c === '\r';
}
/** Backtick regions: a run of backticks up to the next occurrence of the same run. */
function backtickRegions(text) {
    const regions = [];
    const re = /(`+)([\s\S]*?)\1/g;
    for (const m of text.matchAll(re))
        regions.push([m.index, m.index + m[0].length]);
    return regions;
}
/** Every `@path` token Gemini CLI sees in `text`, in order, with whether it lies in code. */
function geminiImportTokens(text) {
    const regions = backtickRegions(text);
    const out = [];
    let i = 0;
    while (i < text.length) {
        i = text.indexOf('@', i);
        if (i === -1)
            break;
        if (i > 0 && !isWs(text[i - 1])) {
            i += 1;
            continue;
        }
        let j = i + 1;
        while (j < text.length && !isWs(text[j]))
            j += 1;
        const raw = text.slice(i + 1, j);
        const first = raw[0];
        if (first !== undefined && (first === '.' || first === '/' || /[A-Za-z]/.test(first))) {
            const place = agent_config_placeIn(text, i);
            // Gemini decodes percent-escapes only to check containment; it opens the raw path.
            out.push({
                path: raw,
                raw,
                start: i,
                end: j,
                inCode: regions.some(([s, e]) => i >= s && i < e),
                line: place.line,
                column: place.column,
            });
        }
        i = j + 1;
    }
    return out;
}
/** Characters that may not stand before the `@` (those of an e-mail address's local part, and a backtick). */
const COPILOT_NOT_BEFORE = /[A-Za-z0-9._%+\-@`]/;
/** Whether `c` ends the path: `[\s'"`)\]}<>]` (whitespace as JavaScript's `\s`). */
function endsCopilotPath(c) {
    return c === 39 || c === 34 || c === 96 || c === 41 || c === 93 || c === 125 || c === 60 || c === 62 || isJsWhitespace(c);
}
/** Sentence punctuation dropped from a path's end: `[.,;:!?]`. */
function isCopilotTrailing(c) {
    return c === 46 || c === 44 || c === 59 || c === 58 || c === 33 || c === 63;
}
/**
 * The tokens the raw text holds, before code is excluded: an `@` not preceded by `COPILOT_NOT_BEFORE`,
 * the longest run of characters that do not end the path after it (`[^\s'"`)\]}<>]+`), minus
 * trailing `[.,;:!?]`, when something is left. Linear: the `@`s inside one run share its end.
 */
function copilotCandidates(text) {
    const found = [];
    // The run being read: where it starts (after the first `@` that reached it), ends, and ends once its trailing punctuation is dropped.
    let runEnd = -1;
    let keptEnd = -1;
    for (let i = text.indexOf('@'); i !== -1; i = text.indexOf('@', i + 1)) {
        if (i > 0 && COPILOT_NOT_BEFORE.test(text[i - 1]))
            continue;
        if (i >= runEnd) {
            let j = i + 1;
            while (j < text.length && !endsCopilotPath(text.charCodeAt(j)))
                j++;
            runEnd = j;
            while (j > i + 1 && isCopilotTrailing(text.charCodeAt(j - 1)))
                j--;
            keptEnd = j;
        }
        // A later `@` of the same run has the same end; its path is empty when only punctuation follows it.
        if (keptEnd > i + 1)
            found.push({ at: i, raw: text.slice(i + 1, keptEnd) });
    }
    return found;
}
/**
 * Offsets of inline code and fenced code blocks: Copilot CLI never imports from them. The reference
 * for what is code (exported for the tests); `scanInCode` must agree with it wherever it answers.
 */
function copilotCodeRegions(text) {
    let tree;
    try {
        tree = mdParser.parse(text);
    }
    catch {
        return [];
    }
    const out = [];
    (0,unist_util_visit_lib/* visit */.YR)(tree, (node) => {
        if (node.type !== 'inlineCode' && node.type !== 'code')
            return;
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        if (start === undefined || end === undefined)
            return;
        // An indented code block is text to Copilot CLI: only fenced blocks count.
        if (node.type === 'code' && !/^ {0,3}(?:```|~~~)/.test(text.slice(text.lastIndexOf('\n', start - 1) + 1, end)))
            return;
        out.push([start, end]);
    });
    return out;
}
/** Which candidates lie in code, by the remark parse (`copilotCodeRegions`). */
function copilotInCodeByParse(text, found) {
    const regions = copilotCodeRegions(text);
    return found.map(({ at }) => regions.some(([s, e]) => at >= s && at < e));
}
/** Which candidates lie in code, by the link scanner (`scanInCode`); null when it is not sure. */
function copilotInCodeByScan(text, found) {
    try {
        return scanInCode(text, found.map(({ at }) => at));
    }
    catch {
        return null;
    }
}
/** The candidates not in code, as tokens placed as `placeIn` places them (in one pass: the offsets only grow). */
function copilotTokensOf(text, found, inCode) {
    const out = [];
    let line = 1;
    let lineStart = 0;
    let nl = text.indexOf('\n');
    for (let k = 0; k < found.length; k++) {
        if (inCode[k])
            continue;
        const { at, raw } = found[k];
        while (nl !== -1 && nl < at) {
            line += 1;
            lineStart = nl + 1;
            nl = text.indexOf('\n', nl + 1);
        }
        out.push({ path: raw, raw, end: at + 1 + raw.length, line, column: at - lineStart + 1 });
    }
    return out;
}
const copilotMemo = new Map();
/**
 * The `@path` tokens GitHub Copilot CLI expands in `text`, in order (the same array for the same
 * text: every chain asks about the files it shares with others; do not change it).
 */
function copilotImportTokens(text) {
    if (!text.includes('@'))
        return [];
    let tokens = copilotMemo.get(text);
    if (tokens === undefined) {
        tokens = tokenizeCopilot(text);
        if (copilotMemo.size >= CLAUDE_MEMO_MAX)
            copilotMemo.clear();
        copilotMemo.set(text, tokens);
    }
    return tokens;
}
/**
 * The tokens the raw text holds, minus those whose `@` lies in code. The link scanner decides what is
 * code without parsing; the Markdown is parsed only when it is not sure (and only when there is a
 * candidate token at all).
 */
function tokenizeCopilot(text) {
    const found = copilotCandidates(text);
    if (found.length === 0)
        return [];
    return copilotTokensOf(text, found, copilotInCodeByScan(text, found) ?? copilotInCodeByParse(text, found));
}
/** What `tokenizeCopilot` returns, decided by the scan alone; null when the scan is not sure. For the tests. */
function scanCopilot(text) {
    const found = copilotCandidates(text);
    if (found.length === 0)
        return [];
    const inCode = copilotInCodeByScan(text, found);
    return inCode === null ? null : copilotTokensOf(text, found, inCode);
}
/** The path after the `@` as the reference matches it (sticky: set `lastIndex` to just after the `@`). */
const COPILOT_PATH_AT = /[^\s'"`)\]}<>]+/y;
/**
 * The reference: the candidates matched with regular expressions (`COPILOT_PATH_AT`, then trailing
 * `[.,;:!?]+` replaced away), code decided by remark (`copilotCodeRegions`), each token
 * placed with `placeIn`. `tokenizeCopilot` and `scanCopilot` must equal it. For the tests (which may
 * pass the regions they already have).
 */
function tokenizeCopilotReference(text, regions) {
    const found = [];
    for (let i = text.indexOf('@'); i !== -1; i = text.indexOf('@', i + 1)) {
        if (i > 0 && COPILOT_NOT_BEFORE.test(text[i - 1]))
            continue;
        COPILOT_PATH_AT.lastIndex = i + 1;
        const m = COPILOT_PATH_AT.exec(text);
        if (!m)
            continue;
        const raw = m[0].replace(/[.,;:!?]+$/, '');
        if (raw !== '')
            found.push({ at: i, raw });
    }
    if (found.length === 0)
        return [];
    regions ??= copilotCodeRegions(text);
    const out = [];
    for (const { at, raw } of found) {
        if (regions.some(([s, e]) => at >= s && at < e))
            continue;
        const place = placeIn(text, at);
        out.push({ path: raw, raw, end: at + 1 + raw.length, line: place.line, column: place.column });
    }
    return out;
}
/** Where an import written in `fromRel` points. */
function importTarget(fromRel, p) {
    if (/^(?:file|https?):\/\//i.test(p))
        return { kind: 'url', display: p };
    if (p.startsWith('~/') || p === '~')
        return { kind: 'home', display: p };
    if (external_node_path_.posix.isAbsolute(p))
        return { kind: 'outside', display: p };
    const rel = joinInside(dirOf(fromRel), p);
    if (rel === null)
        return { kind: 'outside', display: p };
    return { kind: 'repo', rel };
}
/** Whether a token looks meant as a file reference (an extension, or an explicit relative/absolute path). */
function looksLikePath(p) {
    return /^(?:\.{1,2}\/|~\/|\/)/.test(p) || /\.[A-Za-z0-9]{1,10}$/.test(trailingPunctuation(p).path);
}
/** A token split into its path and the sentence punctuation stuck to its end (`@AGENTS.md.`). */
function trailingPunctuation(p) {
    const m = /[.,;:!?)\]'"]+$/.exec(p);
    return m ? { path: p.slice(0, m.index), punctuation: m[0] } : { path: p, punctuation: '' };
}
/**
 * A token or path for a message, with any segment that looks like a credential (20+ letters and
 * digits, no dot) shortened: an `@word` that Gemini CLI takes for an import may be a pasted token.
 */
function shownPath(s) {
    return s
        .split('/')
        .map((seg) => (seg.length >= 20 && /^[A-Za-z0-9_+=-]+$/.test(seg) && /[A-Za-z]/.test(seg) && /\d/.test(seg) ? `${seg.slice(0, 4)}…(${seg.length} characters)` : seg))
        .join('/');
}

;// CONCATENATED MODULE: ./lib/checks/disagree-common.js
/**
 * Shared pieces of the cross-profile rules (`disagree-*`): they compare what the configured agents
 * load for the same working directory. A file and a symlink to it are the same instructions, so
 * files are compared by identity (the link's resolved target inside the repository).
 */

/** The identity of a repository path: where a symlink resolves inside the repository, else the path. */
function identityOf(input, rel) {
    const p = input.ctx.probe(rel);
    return p.link?.resolved ?? rel;
}
/** Project files of a chain (personal documents left out), with their text. */
function projectFiles(r) {
    const out = [];
    r.chain.files.forEach((file, index) => {
        if (!file.personal)
            out.push({ file, text: r.texts[index] ?? '', index });
    });
    return out;
}
/**
 * A file that only points at other files (`@AGENTS.md` and nothing else, the shim Claude Code's docs
 * recommend): an agent that skips it loses nothing.
 */
function isPointerOnly(text) {
    if (text.trim() === '' || text.length > 4096)
        return false;
    const tokens = claudeImportTokens(text);
    if (tokens.length === 0)
        return false;
    let rest = text;
    for (const t of tokens)
        rest = rest.replace(`@${t.raw}`, '');
    // Headings and HTML comments around the pointer carry no instructions either.
    return rest.replace(/<!--[\s\S]*?-->/g, '').replace(/^#+ .*$/gm, '').trim() === '';
}
/** Configured profile ids, in configured order. */
function profileIds(input) {
    return input.profiles.map((p) => p.id);
}
/** Working directories in report order (root first). */
function sortCwds(cwds) {
    return [...new Set(cwds)].sort((a, b) => (a === b ? 0 : a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : 1));
}
/** Keep `ids` in configured order. */
function inOrder(input, ids) {
    const s = new Set(ids);
    return profileIds(input).filter((id) => s.has(id));
}

;// CONCATENATED MODULE: ./lib/checks/facts.js
/**
 * Shared, memoized views of one audit's discovery facts for the health checks: which paths are
 * instruction files, what each profile does with each of them (loads it, passes it over and why),
 * and small formatting helpers so every check words profiles, working directories and sizes alike.
 * Nothing here touches the file system: checks go through `ctx.probe` / `ctx.read`.
 */

const OVERRIDE_FILE = 'AGENTS.override.md';
const facts_memo = new WeakMap();
function baseName(rel) {
    const i = rel.lastIndexOf('/');
    return i === -1 ? rel : rel.slice(i + 1);
}
function dirName(rel) {
    const i = rel.lastIndexOf('/');
    return i === -1 ? '.' : rel.slice(0, i);
}
function settingsOf(input) {
    const o = input.options;
    return { maxBytes: o.maxBytes, fallbackFilenames: o.fallbackFilenames, rootMarkers: o.rootMarkers, home: o.home };
}
function factsOf(input) {
    const hit = facts_memo.get(input);
    if (hit)
        return hit;
    const settings = settingsOf(input);
    const profileIds = input.profiles.map((p) => p.id);
    const namesByProfile = new Map(input.profiles.map((p) => [p.id, new Set(p.candidateNames(settings))]));
    const candidateNames = new Set();
    for (const s of namesByProfile.values())
        for (const n of s)
            candidateNames.add(n);
    const fates = new Map();
    const fateFor = (rel, profile) => {
        let byProfile = fates.get(rel);
        if (!byProfile) {
            byProfile = new Map();
            fates.set(rel, byProfile);
        }
        let f = byProfile.get(profile);
        if (!f) {
            f = { loaded: [], passed: new Map() };
            byProfile.set(profile, f);
        }
        return f;
    };
    for (const { chain } of input.chains) {
        for (const file of chain.files) {
            if (file.personal)
                continue;
            fateFor(file.path, chain.profile).loaded.push(chain.cwd);
        }
        for (const p of chain.passedOver) {
            const f = fateFor(p.path, chain.profile);
            let entry = f.passed.get(p.reason);
            if (!entry) {
                entry = { cwds: [], ...(p.detail !== undefined ? { detail: p.detail } : {}) };
                f.passed.set(p.reason, entry);
            }
            entry.cwds.push(chain.cwd);
        }
    }
    const paths = new Set(fates.keys());
    for (const c of input.candidates)
        if (candidateNames.has(baseName(c)))
            paths.add(c);
    const instructionPaths = [...paths].filter((p) => !p.startsWith('~')).sort();
    const instructionSet = new Set(instructionPaths);
    const empty = new Map();
    const facts = {
        settings,
        profileIds,
        candidateNames,
        instructionPaths,
        isInstruction: (rel) => instructionSet.has(rel),
        fate: (rel) => fates.get(rel) ?? empty,
        profilesNaming: (name) => profileIds.filter((id) => namesByProfile.get(id)?.has(name)),
    };
    facts_memo.set(input, facts);
    return facts;
}
/** `32,768` */

/** "1 byte", "2 bytes". */
function plural(n, one, many) {
    return `${(0,format/* fmtInt */.L)(n)} ${n === 1 ? one : many}`;
}
/** The verb form agreeing with a list of profiles: `verb(['codex'], 'loads', 'load')` → "loads". */
function verb(ids, one, many) {
    return ids.length === 1 ? one : many;
}
/** `codex, a3s` (profiles in the order given). */
function fmtProfiles(ids) {
    return ids.length === 0 ? 'no configured agent' : ids.join(', ');
}
/** A working directory for a sentence: `.` reads as "the repository root". */
function fmtCwd(cwd) {
    return cwd === '.' ? 'the repository root' : cwd;
}
/** "packages/api", "packages/api and packages/web", "a, b, c and 397 more working directories". */
function fmtCwds(cwds, cap = 3) {
    if (cwds.length === 0)
        return 'no working directory';
    const shown = cwds.slice(0, cap).map(fmtCwd);
    const more = cwds.length - shown.length;
    if (more > 0)
        return `${shown.join(', ')} and ${(0,format/* fmtInt */.L)(more)} more working director${more === 1 ? 'y' : 'ies'}`;
    if (shown.length === 1)
        return shown[0];
    return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
/** "x", "x and y", "x, y and 3 more" for any list of names. */
function fmtList(items, cap = 3) {
    const shown = items.slice(0, cap);
    const more = items.length - shown.length;
    if (more > 0)
        return `${shown.join(', ')} and ${(0,format/* fmtInt */.L)(more)} more`;
    if (shown.length <= 1)
        return shown[0] ?? '';
    return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
/** A repository value shown inside a message: quoted, control characters escaped, length-capped. */
function facts_q(value) {
    return JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value);
}
/** Sorted, de-duplicated copy (working directories in report order: root first). */
function uniqueSorted(items) {
    return [...new Set(items)].sort((a, b) => (a === b ? 0 : a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : 1));
}
const REASON_TEXT = {
    hidden: 'loads another file of its directory instead',
    'whitespace-only': 'skips it as blank',
    'not-regular-file': 'skips it as not a regular file',
    'symlink-rejected': 'ignores it as a symlink',
    'outside-root': 'refuses it as outside the repository',
    'invalid-utf8': 'rejects it as invalid UTF-8',
    'budget-spent': 'never reaches it because the byte budget is spent',
    'empty-after-cut': 'cuts it to nothing',
    'unsafe-name': 'refuses its name',
    unreadable: 'cannot read it',
    'not-configured': 'is not configured to read it',
};
/**
 * One clause per profile on what it does with `rel`, e.g. "codex loads it in packages/api; a3s
 * rejects it (not valid UTF-8)". Empty string when no audited chain meets the file.
 */
function describeFate(facts, rel) {
    const fate = facts.fate(rel);
    const parts = [];
    for (const id of facts.profileIds) {
        const f = fate.get(id);
        if (!f)
            continue;
        if (f.loaded.length > 0) {
            parts.push(`${id} loads it in ${fmtCwds(uniqueSorted(f.loaded))}`);
            continue;
        }
        const [reason] = f.passed.keys();
        if (reason !== undefined)
            parts.push(`${id} ${REASON_TEXT[reason]}`);
    }
    return parts.join('; ');
}
/** Profiles that load `rel` in at least one chain. */
function loadingProfiles(facts, rel) {
    const fate = facts.fate(rel);
    return facts.profileIds.filter((id) => (fate.get(id)?.loaded.length ?? 0) > 0);
}
/** Profiles whose chains meet `rel` at all (load it or pass it over). */
function concernedProfiles(facts, rel) {
    const fate = facts.fate(rel);
    return facts.profileIds.filter((id) => fate.has(id));
}
/** Working directories whose chains meet `rel` (load it or pass it over), any profile. */
function concernedCwds(facts, rel) {
    const out = [];
    for (const f of facts.fate(rel).values()) {
        out.push(...f.loaded);
        for (const e of f.passed.values())
            out.push(...e.cwds);
    }
    return uniqueSorted(out);
}
/**
 * A finding of `meta` on the instruction file `rel`, at the rule's default severity, naming the
 * profiles that load or look for the file.
 */
function fileFinding(meta, facts, rel, fields) {
    const profiles = concernedProfiles(facts, rel);
    return { ruleId: meta.id, severity: meta.defaultSeverity, path: rel, ...fields, ...(profiles.length > 0 ? { profiles } : {}) };
}

;// CONCATENATED MODULE: ./lib/checks/twins.js



const TWIN_MAX_LINES = 3;
const TWIN_MAX_SHARE = 0.1;
/** Longer files are compared only for equality after normalising whitespace (the diff is quadratic). */
const TWIN_MAX_DIFF_LINES = 2000;
function lines(text) {
    const out = [];
    text.split(/\r?\n/).forEach((raw, i) => {
        const t = raw.replace(/\s+/g, ' ').trim();
        if (t !== '')
            out.push({ n: i + 1, text: t });
    });
    return out;
}
function charsOf(ls) {
    let n = 0;
    for (const l of ls)
        n += l.text.length;
    return n;
}
/** How many characters of two lines differ: the longer of the parts between their common start and common end. */
function middleLength(a, b) {
    let p = 0;
    while (p < a.length && p < b.length && a[p] === b[p])
        p++;
    let q = 0;
    while (q < a.length - p && q < b.length - p && a[a.length - 1 - q] === b[b.length - 1 - q])
        q++;
    return Math.max(a.length - p - q, b.length - p - q);
}
/** A line for a message: secrets masked first (a cut must not leave part of a token unmasked), then capped. */
function quoted(line) {
    const s = (0,mask/* maskSecrets */.Q)(line);
    return JSON.stringify(s.length > 60 && !(0,mask/* holdsSecret */.h)(line) ? `${s.slice(0, 60)}…` : s);
}
/**
 * Whether `a` (the text of `nameA`) and `b` (of `nameB`) are twins, and how they differ; null when
 * they are not (or when either is blank).
 */
function twinDiff(a, b, nameA, nameB) {
    const la = lines(a);
    const lb = lines(b);
    if (la.length === 0 || lb.length === 0)
        return null;
    if (a === b)
        return { changed: 0, summary: ['the two are identical'] };
    if (la.length === lb.length && la.every((l, i) => l.text === lb[i].text)) {
        return { changed: 0, summary: ['the two differ only in whitespace'] };
    }
    const longer = Math.max(la.length, lb.length);
    if (Math.abs(la.length - lb.length) > TWIN_MAX_LINES || longer > TWIN_MAX_DIFF_LINES)
        return null;
    // Longest common subsequence of the normalised lines.
    const w = lb.length + 1;
    const dp = new Uint16Array((la.length + 1) * w);
    for (let i = la.length - 1; i >= 0; i--) {
        for (let j = lb.length - 1; j >= 0; j--) {
            dp[i * w + j] = la[i].text === lb[j].text ? dp[(i + 1) * w + j + 1] + 1 : Math.max(dp[(i + 1) * w + j], dp[i * w + j + 1]);
        }
    }
    const common = dp[0];
    const changed = longer - common;
    if (changed > TWIN_MAX_LINES)
        return null;
    // Walk the alignment: pair each run of removed lines with the run of added lines beside it, and
    // count the characters that differ (of a pair, what lies between their common start and end).
    const summary = [];
    let differing = 0;
    let i = 0;
    let j = 0;
    const onlyA = [];
    const onlyB = [];
    const flush = () => {
        const k = Math.max(onlyA.length, onlyB.length);
        for (let x = 0; x < k; x++) {
            const l = onlyA[x];
            const r = onlyB[x];
            if (l && r) {
                summary.push(`${nameA} line ${l.n} ${quoted(l.text)}, ${nameB} line ${r.n} ${quoted(r.text)}`);
                differing += middleLength(l.text, r.text);
            }
            else if (l) {
                summary.push(`only ${nameA} has line ${l.n} ${quoted(l.text)}`);
                differing += l.text.length;
            }
            else if (r) {
                summary.push(`only ${nameB} has line ${r.n} ${quoted(r.text)}`);
                differing += r.text.length;
            }
        }
        onlyA.length = 0;
        onlyB.length = 0;
    };
    while (i < la.length || j < lb.length) {
        if (i < la.length && j < lb.length && la[i].text === lb[j].text) {
            flush();
            i++;
            j++;
        }
        else if (j >= lb.length || (i < la.length && dp[(i + 1) * w + j] >= dp[i * w + j + 1])) {
            onlyA.push(la[i++]);
        }
        else {
            onlyB.push(lb[j++]);
        }
    }
    flush();
    const chars = Math.max(charsOf(la), charsOf(lb));
    if (changed > longer * TWIN_MAX_SHARE && differing > chars * TWIN_MAX_SHARE)
        return null;
    const shown = summary.slice(0, 3);
    if (summary.length > 3)
        shown[2] = `${shown[2]} (and ${(0,format/* fmtInt */.L)(summary.length - 3)} more)`;
    return { changed, summary: shown };
}
/** The decoded text of a repository file through the context, or null (unreadable, not a file). */
function textOf(ctx, rel) {
    const p = ctx.probe(rel);
    if (p.kind !== 'file' || p.link?.outside)
        return null;
    const c = ctx.read(rel);
    if (!c || c.error)
        return null;
    return c.bytes.toString('utf8');
}
/** The identity of a path: where a symlink resolves inside the repository, else the path itself. */
function identity(ctx, rel) {
    return ctx.probe(rel).link?.resolved ?? rel;
}
/**
 * The twin of `rel` among `others` (paths of the same directory, e.g. the files an agent loads
 * there; any directory with `anyDirectory`): the first one whose text is a twin of `rel`'s, with
 * the difference; null when none is.
 * A link to the same file is not a twin (it is the same file).
 */
function twinAmong(ctx, rel, others, anyDirectory = false) {
    let memo = pairMemo.get(ctx);
    if (!memo)
        pairMemo.set(ctx, (memo = new Map()));
    const id = identity(ctx, rel);
    for (const o of others) {
        if (o === rel || (!anyDirectory && dirName(o) !== dirName(rel)) || identity(ctx, o) === id)
            continue;
        const key = `${o}\0${rel}`;
        let diff = memo.get(key);
        if (diff === undefined) {
            const text = textOf(ctx, rel);
            const other = textOf(ctx, o);
            diff = text === null || other === null ? null : twinDiff(other, text, baseName(o), baseName(rel));
            memo.set(key, diff);
        }
        if (diff)
            return { path: o, diff };
    }
    return null;
}
/** Each pair compared once per audit (the checks ask for the same pairs chain after chain). */
const pairMemo = new WeakMap();
/** `26 KB`, `512 bytes`: a file size for a sentence. */
function fmtSize(bytes) {
    if (bytes < 1024)
        return `${(0,format/* fmtInt */.L)(bytes)} byte${bytes === 1 ? '' : 's'}`;
    if (bytes < 1024 * 1024)
        return `${(0,format/* fmtInt */.L)(Math.round(bytes / 1024))} KB`;
    return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
/**
 * How a message names `rel` when it is a symbolic link: ` (a link to CONTRIBUTING.md, 26 KB)`;
 * empty for a file that is not a link.
 */
function linkPhrase(ctx, rel) {
    const p = ctx.probe(rel);
    if (p.lkind !== 'symlink' || !p.link)
        return '';
    const target = p.link.outside ? `${p.link.target}, outside the repository` : (p.link.resolved ?? p.link.target);
    return ` (a link to ${target}${p.size !== null && p.kind === 'file' ? `, ${fmtSize(p.size)}` : ''})`;
}
/** Where `rel` links to inside the repository, or null when it is not a link (or leads outside). */
function linkTargetOf(ctx, rel) {
    const p = ctx.probe(rel);
    if (p.lkind !== 'symlink' || !p.link || p.link.outside)
        return null;
    return p.link.resolved;
}

;// CONCATENATED MODULE: ./lib/checks/opencode-hidden.js



const meta = {
    id: 'opencode-hidden-claude-md',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'OpenCode is a configured agent and an AGENTS.md on the chain hides a CLAUDE.md (or CONTEXT.md) with instructions of its own: OpenCode never reads it.',
};
const HIDDEN_NAMES = new Set(['CLAUDE.md', 'CONTEXT.md']);
/** Whether this rule is the one that reports `rel` passed over by `profile` for `reason` (agent-misses-file leaves it here). */
function isOpencodeHidden(profile, reason, rel) {
    return (profile === 'opencode' || profile.startsWith('opencode@')) && reason === 'hidden' && HIDDEN_NAMES.has(baseName(rel));
}
function check(input) {
    const byPath = new Map();
    for (const r of input.chains) {
        const { chain } = r;
        if (chain.profile !== 'opencode' && !chain.profile.startsWith('opencode@'))
            continue;
        const hider = chain.files.find((f) => !f.personal && (baseName(f.path) === 'AGENTS.md' || baseName(f.path) === 'AGENTS.local.md'));
        if (!hider)
            continue;
        const loaded = new Set(chain.files.map((f) => identityOf(input, f.path)));
        for (const p of chain.passedOver) {
            if (p.reason !== 'hidden' || !HIDDEN_NAMES.has(baseName(p.path)))
                continue;
            // A link to a file OpenCode loads anyway, or a blank file, loses nothing.
            if (loaded.has(identityOf(input, p.path)))
                continue;
            const content = input.ctx.read(p.path);
            if (!content || content.error)
                continue;
            const text = content.bytes.toString('utf8');
            if (text.trim() === '' || isPointerOnly(text))
                continue;
            // A twin of a file OpenCode loads in the same directory loses nothing either (instruction-twins).
            if (twinAmong(input.ctx, p.path, chain.files.filter((f) => !f.personal).map((f) => f.path)))
                continue;
            let h = byPath.get(p.path);
            if (!h) {
                h = { profiles: new Set(), cwds: [], hiders: new Set() };
                byPath.set(p.path, h);
            }
            h.profiles.add(chain.profile);
            h.cwds.push(chain.cwd);
            h.hiders.add(hider.path);
        }
    }
    const out = [];
    for (const [rel, h] of [...byPath].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const cwds = uniqueSorted(h.cwds);
        const hiders = [...h.hiders].sort();
        const hider = hiders[0];
        const target = linkTargetOf(input.ctx, rel);
        const fix = target !== null
            ? `Point ${rel} at the AGENTS.md instead (a link to it, or a file holding \`@AGENTS.md\`), or, if the agents need what ${target} says, add ${target} to \`instructions\` in opencode.json`
            : `Move what ${rel} says into an AGENTS.md (${baseName(rel) === 'CLAUDE.md' ? 'and make CLAUDE.md a symlink to it, or a file holding `@AGENTS.md`, so Claude Code still reads it' : 'and delete it'})`;
        out.push({
            ruleId: meta.id,
            severity: meta.defaultSeverity,
            path: rel,
            line: null,
            profiles: input.profiles.map((p) => p.id).filter((id) => h.profiles.has(id)),
            cwds,
            message: `${fix}: OpenCode never reads ${rel}${linkPhrase(input.ctx, rel)}, because the AGENTS.md at ${hider}${hiders.length > 1 ? ` (and ${hiders.length - 1} more)` : ''} hides it in ${fmtCwds(cwds)}. ` +
                `OpenCode takes the first of AGENTS.md, CLAUDE.md and CONTEXT.md found anywhere from the working directory up, and only that name is read in the whole chain.`,
        });
    }
    return out;
}
const examples = {
    failing: {
        description: 'The root has an AGENTS.md; a package migrating from Claude Code keeps its own CLAUDE.md. OpenCode started in the package reads the root AGENTS.md and no CLAUDE.md at all.',
        options: { profiles: ['opencode'], workingDirectories: ['packages/api'] },
        files: {
            'AGENTS.md': '# Rules\n\nRun `pnpm test` before committing.\n',
            'packages/api/CLAUDE.md': '# API\n\nNever edit the generated client under gen/.\n',
        },
        expect: { path: 'packages/api/CLAUDE.md', line: null },
    },
    passing: {
        description: 'The package keeps its rules in AGENTS.md, and its CLAUDE.md is a symlink to it.',
        options: { profiles: ['opencode'], workingDirectories: ['packages/api'] },
        files: {
            'AGENTS.md': '# Rules\n\nRun `pnpm test` before committing.\n',
            'packages/api/AGENTS.md': '# API\n\nNever edit the generated client under gen/.\n',
            'packages/api/CLAUDE.md': { symlink: 'AGENTS.md' },
        },
    },
};
const docs = {
    why: 'OpenCode looks for AGENTS.md, then CLAUDE.md, then CONTEXT.md, from the working directory up to the repository root, and the first name with any match wins the whole chain: once an AGENTS.md exists anywhere on the way up, OpenCode reads no CLAUDE.md at all, not even one in the working directory. ' +
        'Teams moving from Claude Code to OpenCode often add a root AGENTS.md and keep their package CLAUDE.md files, which OpenCode then silently ignores. ' +
        'This is a problem a person can fix (one finding per hidden file), reported when an `opencode` profile is configured, on the hidden file, naming the AGENTS.md that hides it. A CLAUDE.md that is a link to a file OpenCode loads anyway, one that only imports another (`@AGENTS.md`), a blank one, and a twin of an AGENTS.md OpenCode loads in the same directory (`instruction-twins`) lose nothing and are not reported. A CLAUDE.md that is a link to another document (a contributor guide) is named as a link, and the fix is to point it at the AGENTS.md rather than to pour the document into it.',
    fix: 'Move the instructions into an AGENTS.md in the same directory (OpenCode reads every AGENTS.md on the way up, nearest first) and make CLAUDE.md a symlink to it, or a file holding `@AGENTS.md`, so Claude Code reads the same text.',
};

;// CONCATENATED MODULE: ./lib/checks/agent-misses-file.js




const agent_misses_file_meta = {
    id: 'agent-misses-file',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An instruction file in a directory on an agent’s chain that the agent never loads (and it loads nothing else there): the agent works without what that directory’s file says.',
};
/** Reasons other rules report (a blank file, a budget cut, an encoding, a link the agent refuses…). */
const OTHER_RULES = new Set([
    'whitespace-only',
    'not-regular-file',
    'symlink-rejected',
    'outside-root',
    'invalid-utf8',
    'budget-spent',
    'empty-after-cut',
    'unsafe-name',
    'unreadable',
]);
/** Personal and override files have rules of their own (`override-*`) or are not meant for everyone. */
function isShared(name) {
    return name !== 'AGENTS.override.md' && !name.endsWith('.local.md');
}
/**
 * The directory an instruction file belongs to: its own, or the one above a dot folder
 * (`pkg/.claude/CLAUDE.md` and `.github/instructions/x.md` belong to `pkg` and `.`).
 */
function ownerDir(rel) {
    const parts = dirName(rel).split('/');
    const dot = parts.findIndex((p) => p.startsWith('.') && p !== '.');
    const kept = dot === -1 ? parts : parts.slice(0, dot);
    return kept.length === 0 ? '.' : kept.join('/');
}
/** "Claude Code" for "Claude Code (before v2.1.277: no AGENTS.md)". */
function shortName(name) {
    const i = name.indexOf(' (');
    return i === -1 ? name : name.slice(0, i);
}
function agent_misses_file_check(input) {
    const { ctx } = input;
    const facts = factsOf(input);
    const names = [...facts.candidateNames].filter(isShared).sort();
    const byId = new Map(input.profiles.map((p) => [p.id, p]));
    const existing = new Map(); // directory → its shared candidate files (regular files, links followed)
    const filesIn = (dir) => {
        let hit = existing.get(dir);
        if (!hit) {
            const all = names.map((n) => ctx.join(dir, n)).filter((rel) => ctx.probe(rel).kind === 'file');
            // A link to another file of the directory is that file (a CLAUDE.md link to AGENTS.md): named once, as the file.
            const distinct = all.filter((rel) => {
                const to = ctx.probe(rel).link?.resolved;
                return to === undefined || to === null || to === rel || !all.includes(to);
            });
            // Twins say the same: an agent that reads neither misses one file's worth, reported on the first.
            hit = distinct.filter((rel, i) => twinAmong(ctx, rel, distinct.slice(0, i)) === null);
            existing.set(dir, hit);
        }
        return hit;
    };
    // Whether a file has instructions of its own (not blank, not only an import): once per file.
    const substantive = new Map();
    const says = (rel) => {
        let v = substantive.get(rel);
        if (v === undefined) {
            const text = textOf(ctx, rel);
            v = text !== null && text.trim() !== '' && !isPointerOnly(text);
            substantive.set(rel, v);
        }
        return v;
    };
    // An agent `auto` audits only as its default, and that loads no file anywhere, is one the
    // repository shows no sign of using: what it would miss is not a problem (the verdict line says
    // which agents the files are for). One that loads a file (a root AGENTS.md) is kept.
    const quiet = new Set((input.defaultOnly ?? []).filter((id) => !input.chains.some((r) => r.chain.profile === id && projectFiles(r).length > 0)));
    const misses = new Map();
    for (const r of input.chains) {
        const { chain } = r;
        if (!byId.has(chain.profile) || quiet.has(chain.profile))
            continue;
        const loaded = projectFiles(r).map(({ file }) => file.path);
        const loadedIds = new Set(loaded.map((p) => identityOf(input, p)));
        const loadedDirs = new Set(loaded.map(ownerDir));
        const passed = new Map();
        for (const p of chain.passedOver)
            if (!passed.has(p.path))
                passed.set(p.path, p);
        const otherRuleDirs = new Set(chain.passedOver.filter((p) => OTHER_RULES.has(p.reason)).map((p) => ownerDir(p.path)));
        for (const dir of ctx.dirsFrom(chain.root, chain.cwd)) {
            if (loadedDirs.has(dir) || otherRuleDirs.has(dir))
                continue;
            for (const rel of filesIn(dir)) {
                if (loadedIds.has(identityOf(input, rel)))
                    continue;
                const why = passed.get(rel) ?? null;
                if (why && isOpencodeHidden(chain.profile, why.reason, rel))
                    continue;
                if (!says(rel))
                    continue;
                const key = `${chain.profile}\0${rel}`;
                let m = misses.get(key);
                if (!m) {
                    m = { profile: chain.profile, path: rel, cwds: [], why: why ? { reason: why.reason, ...(why.detail !== undefined ? { detail: why.detail } : {}) } : null };
                    misses.set(key, m);
                }
                m.cwds.push(chain.cwd);
            }
        }
    }
    // One finding per file and agent; files of one agent whose fix is the same sentence (one setting
    // covers them all: Gemini CLI's context.fileName, Aider's read:) are one finding listing them.
    const order = new Map(facts.profileIds.map((id, i) => [id, i]));
    const groups = new Map();
    for (const m of [...misses.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : order.get(a.profile) - order.get(b.profile)))) {
        const profile = byId.get(m.profile);
        const cwds = uniqueSorted(m.cwds);
        const fix = profile.missedFileFix?.(m.path, ctx, cwds) ?? `Repeat what ${m.path} says in a file ${shortName(profile.name)} loads there, or make one of its files import it`;
        const key = `${m.profile}\0${fix}`;
        const g = groups.get(key);
        if (g)
            g.misses.push(m);
        else
            groups.set(key, { fix, misses: [m] });
    }
    const out = [];
    for (const { fix, misses: ms } of groups.values()) {
        const first = ms[0];
        const profile = byId.get(first.profile);
        const agent = shortName(profile.name);
        const cwds = uniqueSorted(ms.flatMap((m) => m.cwds));
        const files = ms.map((m) => m.path);
        const name = baseName(first.path);
        const because = first.why === null ? `${agent} does not look for ${name}` : (first.why.detail ?? `${agent} passes it over (${first.why.reason})`);
        const links = files.filter((f) => linkPhrase(ctx, f) !== '');
        const linkNote = ms.length > 1 && links.length > 0 ? `; ${fmtList(links.map((f) => `${f}${linkPhrase(ctx, f)}`), 3)}` : '';
        const what = ms.length === 1 ? `${first.path}${linkPhrase(ctx, first.path)}` : `${plural(ms.length, 'file', 'files')} (${fmtList(files, 3)}${linkNote})`;
        out.push({
            ruleId: agent_misses_file_meta.id,
            severity: agent_misses_file_meta.defaultSeverity,
            path: first.path,
            line: null,
            profiles: [first.profile],
            cwds,
            ...(ms.length > 1 ? { files } : {}),
            key: first.profile,
            message: `${fix}: ${agent} never loads ${what} in ${plural(cwds.length, 'working directory', 'working directories')} (${fmtList(cwds.map(fmtCwd), 3)}). ` +
                `Why: ${because}; it loads no other file of ${ms.length === 1 ? fmtCwd(dirName(first.path)) : 'those directories'}, so what ${ms.length === 1 ? first.path : 'the files'} say${ms.length === 1 ? 's' : ''} never reaches it there.`,
        });
    }
    return out;
}
const agent_misses_file_examples = {
    failing: {
        description: 'A root CLAUDE.md and a package AGENTS.md: with a CLAUDE.md in the chain, Claude Code reads no AGENTS.md, so started in packages/api it never sees the package rules.',
        options: { profiles: ['claude-code'], workingDirectories: ['packages/api'] },
        files: {
            'CLAUDE.md': '# Rules\n\nRun `pnpm test` before committing.\n',
            'packages/api/AGENTS.md': '# API\n\nNever edit the generated client under gen/.\n',
        },
        expect: { path: 'packages/api/AGENTS.md', line: null },
    },
    passing: {
        description: 'The package has a CLAUDE.md that imports its AGENTS.md: Claude Code reads both.',
        options: { profiles: ['claude-code'], workingDirectories: ['packages/api'] },
        files: {
            'CLAUDE.md': '# Rules\n\nRun `pnpm test` before committing.\n',
            'packages/api/AGENTS.md': '# API\n\nNever edit the generated client under gen/.\n',
            'packages/api/CLAUDE.md': '@AGENTS.md\n',
        },
    },
};
const agent_misses_file_docs = {
    why: 'Each agent finds instruction files its own way, and a directory whose only instruction file is one an agent does not read is, for that agent, a directory without instructions. ' +
        'Claude Code reads AGENTS.md only when no CLAUDE.md exists from the root down to the working directory, so one root CLAUDE.md makes it skip every nested AGENTS.md whose directory has no CLAUDE.md of its own; Codex reads AGENTS.md (and the names in `project_doc_fallback_filenames`), never GEMINI.md or CLAUDE.md; Gemini CLI reads GEMINI.md and the names in `context.fileName`; Copilot reads only the nearest AGENTS.md; Aider reads only what `read:` names. ' +
        'The rule looks, for every audited working directory and configured agent, at each directory from the agent\'s root down to the working directory: when the agent loads no file of that directory, every instruction file there (named as any configured agent names them) that is not blank and not only an import is reported, once per file and agent, with the working directories affected and the fix for that agent. ' +
        'A directory where the agent loads another file (a twin, a different file it prefers) is left to `disagree-loaded` and `instruction-twins`; files skipped for reasons other rules report (blank, over budget, not UTF-8, a refused link, an override) and the CLAUDE.md OpenCode hides (`opencode-hidden-claude-md`) are not repeated here. ' +
        'Under `profiles: auto`, Codex is audited as the default for the AGENTS.md convention; when it loads no file anywhere (a repository with only GEMINI.md files), the repository shows no sign of using it and what it misses is not reported (the verdict line names the agents the files are for); named, or loading a root AGENTS.md, it is reported like any other agent.',
    fix: 'Make the agent read the file the way it reads instructions: for Claude Code a CLAUDE.md holding `@AGENTS.md` (or a CLAUDE.md symlink) in that directory; for Gemini CLI `"context": {"fileName": ["AGENTS.md", "GEMINI.md"]}` in `.gemini/settings.json`; for Codex the name in `project_doc_fallback_filenames`, or an AGENTS.md link in each directory; for OpenCode the name in `instructions` in `opencode.json` (a relative entry is looked up in every directory up to the root); for Copilot code review `.github/copilot-instructions.md`; for Aider `read:` in `.aider.conf.yml`. Where one setting covers several files (the same fix sentence), they are one finding listing them. Turn the rule off for an agent-specific file on purpose.',
};

;// CONCATENATED MODULE: ./lib/checks/symlinks.js

const symlinks_memo = new WeakMap();
function linkedCandidates(input) {
    const hit = symlinks_memo.get(input);
    if (hit)
        return hit;
    const out = [];
    for (const rel of factsOf(input).instructionPaths) {
        const probe = input.ctx.probe(rel);
        if (probe.lkind === 'symlink' && probe.link)
            out.push({ rel, probe, link: probe.link });
    }
    symlinks_memo.set(input, out);
    return out;
}
function isEscape(l) {
    return l.link.absolute || l.link.outside;
}
function isDangling(l) {
    return l.probe.kind === 'missing' && !l.link.loop;
}
function isNonRegular(l) {
    return !l.link.loop && l.probe.kind !== 'file' && l.probe.kind !== 'missing';
}
function isChain(l) {
    return l.link.chained || l.link.loop;
}
/** Whether one of the policy-independent symlink errors applies (then the softer symlink rules stay quiet). */
function isBroken(l) {
    return isEscape(l) || isDangling(l) || isNonRegular(l) || isChain(l);
}
/** `CLAUDE.md → "AGENTS.md"` */
function linkText(l) {
    return `${l.rel} → ${q(l.link.target)}`;
}
/** " (codex loads it in …; a3s ignores it)" or "". */
function fateSuffix(input, rel) {
    const d = describeFate(factsOf(input), rel);
    return d === '' ? '' : ` (${d})`;
}
const KIND_TEXT = {
    directory: 'a directory',
    fifo: 'a named pipe (FIFO)',
    socket: 'a socket',
    device: 'a device',
    other: 'something that is not a file',
    file: 'a file',
    symlink: 'a symlink',
    missing: 'nothing',
};

;// CONCATENATED MODULE: ./lib/checks/candidate-not-regular.js


const candidate_not_regular_meta = {
    id: 'candidate-not-regular',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'A directory, FIFO, socket or device has an instruction-file name: agents skip it (or block on it).',
};
const NON_REGULAR = new Set(['directory', 'fifo', 'socket', 'device', 'other']);
function candidate_not_regular_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const rel of facts.instructionPaths) {
        const p = input.ctx.probe(rel);
        if (!NON_REGULAR.has(p.lkind) || p.error !== undefined)
            continue;
        const fate = describeFate(facts, rel);
        const blocking = p.lkind === 'fifo' || p.lkind === 'device' || p.lkind === 'socket';
        out.push(fileFinding(candidate_not_regular_meta, facts, rel, {
            line: null,
            message: `Remove ${rel} or give it another name, and put the instructions in a regular file. ` +
                `${rel} is ${KIND_TEXT[p.lkind] ?? 'not a regular file'}, not an instruction file${fate ? ` (${fate})` : ''}. ` +
                `Codex and A3S Code check the file type and move on to the next name, so whatever this name was meant to provide is missing${blocking ? '; a tool that opens it without checking blocks or reads without end (the audit never opens it)' : ''}.`,
        }));
    }
    return out;
}
const candidate_not_regular_examples = {
    failing: {
        description: 'Somebody made AGENTS.md a directory of notes.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md/style.md': '# Style\n\nUse tabs.\n' },
        expect: { path: 'AGENTS.md', line: null },
    },
    passing: {
        description: 'AGENTS.md is a regular file; the notes live next to it.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md': '# Rules\n\nSee docs/agents/style.md for the style guide.\n', 'docs/agents/style.md': '# Style\n\nUse tabs.\n' },
    },
};
const candidate_not_regular_docs = {
    why: 'Agents pick instruction files by name. Codex checks that the candidate is a regular file and otherwise tries the next name (its tests cover a directory and a FIFO named `AGENTS.md`); A3S Code does the same. ' +
        'So a directory called `AGENTS.md` quietly gives the agent nothing, and a FIFO or device can make a tool that opens it without checking hang. The audit only stats these paths and never opens them.',
    fix: 'Rename or remove the directory, FIFO or device, and keep the instructions in a regular file with that name.',
};

;// CONCATENATED MODULE: ./lib/checks/chain-near-budget.js
/**
 * `chain-near-budget`: a chain that fits its budget but uses at least the warning threshold of it
 * (`options.warnThreshold`, 90 % by default). Chains are grouped by the largest file on them, the
 * one most worth trimming: a root file that fills 90 % of the budget for 3,000 packages is one
 * finding. The finding sits on the line where the fullest chain crosses the threshold when that
 * happens inside the file, else on line 1.
 */


const chain_near_budget_meta = {
    id: 'chain-near-budget',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'A chain of instruction files uses most of the agent’s byte budget (90 % by default): a little more text and the agent starts cutting.',
};
function pct(n) {
    return `${Math.round(n * 1000) / 10}%`;
}
function chain_near_budget_check(input) {
    const facts = factsOf(input);
    const threshold = input.options.warnThreshold;
    const groups = new Map();
    for (const { chain } of input.chains) {
        const budget = chain.budget;
        if (budget === null || budget <= 0)
            continue;
        if (chain.files.some((f) => f.truncated))
            continue; // chain-over-budget reports it
        if (chain.passedOver.some((p) => p.reason === 'budget-spent' || p.reason === 'empty-after-cut'))
            continue;
        const limit = Math.ceil(threshold * budget);
        if (chain.usedBytes < limit)
            continue;
        // Personal documents count against the budget only for some agents (A3S yes, Codex no).
        const personalBudgeted = chain.files.reduce((n, f) => n + f.loadedBytes, 0) === chain.usedBytes;
        const counted = chain.files.filter((f) => !f.personal || personalBudgeted);
        let acc = 0;
        let cross = null;
        for (const f of counted) {
            if (acc + f.loadedBytes >= limit) {
                cross = { file: f, offset: Math.max(0, limit - acc - 1) };
                break;
            }
            acc += f.loadedBytes;
        }
        // The largest repository file on the chain (root-most on a tie); a personal document only when it is all there is.
        const repoFiles = counted.filter((f) => !f.personal);
        const pool = repoFiles.length > 0 ? repoFiles : counted;
        const largest = pool.reduce((best, f) => (best === null || f.loadedBytes > best.loadedBytes ? f : best), null);
        if (!largest)
            continue;
        const key = `${largest.path}\0${budget}`;
        let g = groups.get(key);
        if (!g) {
            g = { file: largest, crossAt: null, budget, minUsed: chain.usedBytes, maxUsed: chain.usedBytes, profiles: new Set(), cwds: new Set() };
            groups.set(key, g);
        }
        if (cross && cross.file.path === largest.path)
            g.crossAt = g.crossAt === null ? cross.offset : Math.min(g.crossAt, cross.offset);
        g.minUsed = Math.min(g.minUsed, chain.usedBytes);
        g.maxUsed = Math.max(g.maxUsed, chain.usedBytes);
        g.profiles.add(chain.profile);
        g.cwds.add(chain.cwd);
    }
    const out = [];
    for (const g of groups.values()) {
        const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
        const cwds = uniqueSorted(g.cwds);
        const personal = g.file.personal === true;
        let line = personal ? null : 1;
        let column;
        if (!personal && g.crossAt !== null) {
            const content = input.ctx.readIfLoaded(g.file.path);
            if (content && g.crossAt <= content.bytes.length) {
                const place = placeOf(content.bytes, g.crossAt);
                line = place.line;
                column = place.column;
            }
        }
        const used = g.minUsed === g.maxUsed ? (0,format/* fmtInt */.L)(g.maxUsed) : `up to ${(0,format/* fmtInt */.L)(g.maxUsed)}`;
        const largest = `${personal ? 'the personal document ' : ''}${g.file.path} is the largest file on ${cwds.length === 1 ? 'this chain' : 'these chains'} (${(0,format/* fmtInt */.L)(g.file.loadedBytes)} bytes)`;
        // Bytes to take out of the fullest chain to bring it below the threshold.
        const trim = Math.max(1, g.maxUsed - Math.ceil(threshold * g.budget) + 1);
        const crossing = g.crossAt !== null && line !== null ? `; the chain crosses the threshold at line ${(0,format/* fmtInt */.L)(line)}` : '';
        out.push({
            ruleId: chain_near_budget_meta.id,
            severity: chain_near_budget_meta.defaultSeverity,
            path: personal ? null : g.file.path,
            line,
            ...(column !== undefined ? { column } : {}),
            message: `Trim ${(0,format/* fmtInt */.L)(trim)} byte${trim === 1 ? '' : 's'} from this chain to get back under the ${pct(threshold)} warning threshold, or raise max-bytes for every agent that reads it; ${largest}. ` +
                `The chain holds ${used} of ${(0,format/* fmtInt */.L)(g.budget)} bytes (${pct(g.maxUsed / g.budget)}) for ${fmtProfiles(profiles)} in ${fmtCwds(cwds)}${crossing}. ` +
                `About ${(0,format/* fmtInt */.L)(g.budget - g.maxUsed)} more bytes anywhere on the chain and the agent starts silently cutting its end.`,
            profiles,
            cwds,
            key: `near:${profiles.join(',')}`,
        });
    }
    return out;
}
const chain_near_budget_examples = {
    failing: {
        description: 'A 109-byte chain against a 116-byte budget (94 %).',
        options: { maxBytes: 116 },
        files: {
            'AGENTS.md': '# Repository rules\n\n- Use pnpm, never npm.\n- Conventional commits.\n- Keep functions short; prefer pure ones.\n',
        },
        expect: { path: 'AGENTS.md', line: 5, column: 38 },
    },
    passing: {
        description: 'The same file against the default 32 KiB budget.',
        files: {
            'AGENTS.md': '# Repository rules\n\n- Use pnpm, never npm.\n- Conventional commits.\n- Keep functions short; prefer pure ones.\n',
        },
    },
};
const chain_near_budget_docs = {
    why: 'A chain that uses most of its budget is one edit away from being cut (see `chain-over-budget`), and the edit that tips it over is usually made in an unrelated file higher up the chain. ' +
        'The warning threshold is 90 % of the budget by default; set it with `warn-threshold` (config file), the `warn-threshold` action input or `--warn-threshold 80`. ' +
        'Chains are grouped by their largest file, the one most worth trimming, so a root file that fills the budget for hundreds of packages is one finding; it sits on the line where the fullest chain crosses the threshold when that happens inside that file.',
    fix: 'Trim the chain while it still fits: move reference material out of the instruction files, drop rules that repeat the parent file, or raise `max-bytes` (Codex: `project_doc_max_bytes`) for every agent that reads them.',
};

;// CONCATENATED MODULE: ./lib/checks/chain-over-budget.js

const chain_over_budget_meta = {
    id: 'chain-over-budget',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'A chain of instruction files is longer than the agent’s byte budget: the agent silently drops the end.',
};
/** Bytes a chain needs to be loaded whole: what it loads, plus what the cut and the spent budget drop (the job summary's "Needs"). */
function neededBytes(input, chain) {
    let n = chain.usedBytes;
    for (const f of chain.files)
        if (f.truncated)
            n += Math.max(0, f.size - f.loadedBytes);
    for (const p of chain.passedOver) {
        if (p.reason === 'budget-spent' || p.reason === 'empty-after-cut')
            n += p.path.startsWith('~') ? 0 : (input.ctx.probe(p.path).size ?? 0);
    }
    return n;
}
function lostAfter(files, from) {
    return files.slice(from + 1).filter((f) => f.truncated).map((f) => f.path);
}
function chain_over_budget_check(input) {
    const facts = factsOf(input);
    const groups = new Map();
    for (const { chain } of input.chains) {
        if (chain.budget === null || chain.budget <= 0)
            continue;
        const cutIndex = chain.files.findIndex((f) => f.truncated);
        const emptied = chain.passedOver.filter((p) => p.reason === 'empty-after-cut').map((p) => p.path);
        const spent = chain.passedOver.filter((p) => p.reason === 'budget-spent').map((p) => p.path);
        let kind;
        let file;
        let cf;
        let lost;
        if (cutIndex !== -1) {
            cf = chain.files[cutIndex];
            kind = 'cut';
            file = cf.path;
            lost = [...lostAfter(chain.files, cutIndex), ...emptied, ...spent];
        }
        else if (emptied.length > 0) {
            kind = 'emptied';
            file = emptied[0];
            lost = [...emptied.slice(1), ...spent];
        }
        else if (spent.length > 0) {
            kind = 'spent';
            file = spent[0];
            lost = spent.slice(1);
        }
        else {
            continue;
        }
        const key = `${kind}\0${file}\0${cf?.cut?.byteOffset ?? cf?.loadedBytes ?? ''}\0${chain.budget}`;
        let g = groups.get(key);
        if (!g) {
            g = {
                kind,
                file,
                personal: cf?.personal === true || file.startsWith('~'),
                ...(cf?.cut ? { cut: cf.cut } : {}),
                loaded: cf?.loadedBytes ?? 0,
                size: cf?.size ?? 0,
                unread: cf?.unread === true,
                budget: chain.budget,
                used: 0,
                needed: 0,
                profiles: new Set(),
                cwds: new Set(),
                lost: new Set(),
            };
            groups.set(key, g);
        }
        g.used = Math.max(g.used, chain.usedBytes);
        g.needed = Math.max(g.needed, neededBytes(input, chain));
        g.profiles.add(chain.profile);
        g.cwds.add(chain.cwd);
        for (const l of lost)
            if (l !== file)
                g.lost.add(l);
    }
    const out = [];
    for (const g of groups.values()) {
        const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
        const cwds = uniqueSorted(g.cwds);
        const who = `${fmtProfiles(profiles)} in ${fmtCwds(cwds)}`;
        let head;
        let line = 1;
        let column;
        let endLine;
        const notes = [`the chain uses ${(0,format/* fmtInt */.L)(g.used)} of ${(0,format/* fmtInt */.L)(g.budget)} bytes`];
        if (g.kind === 'cut') {
            const c = g.cut;
            if (g.unread || !c) {
                head = `${g.file} is cut after ${(0,format/* fmtInt */.L)(g.loaded)} of its ${(0,format/* fmtInt */.L)(g.size)} bytes for ${who}${g.unread ? ' (it links outside the repository, so the audit did not read it)' : ''}`;
            }
            else {
                line = c.line;
                column = c.column;
                if (c.lastLine !== null) {
                    if (c.lastLine > c.line)
                        endLine = c.lastLine;
                    const lines = c.lastLine > c.line ? `lines ${(0,format/* fmtInt */.L)(c.line)}-${(0,format/* fmtInt */.L)(c.lastLine)}` : `line ${(0,format/* fmtInt */.L)(c.line)}`;
                    head = `${lines} of ${g.file} ${c.lastLine > c.line ? 'are' : 'is'} never seen by ${who}`;
                }
                else {
                    head = `everything from line ${(0,format/* fmtInt */.L)(c.line)} of ${g.file} to its end is never seen by ${who}`;
                }
                if (c.column > 1)
                    notes.push(`the cut falls at line ${(0,format/* fmtInt */.L)(c.line)}, column ${(0,format/* fmtInt */.L)(c.column)}, byte ${(0,format/* fmtInt */.L)(c.byteOffset)} of ${(0,format/* fmtInt */.L)(g.size)}`);
                else
                    notes.push(`the cut falls at byte ${(0,format/* fmtInt */.L)(c.byteOffset)} of ${(0,format/* fmtInt */.L)(g.size)}`);
                if (c.splitsCharacter)
                    notes.push('the cut splits a multi-byte character, which the agent sees as U+FFFD');
            }
        }
        else if (g.kind === 'emptied') {
            head = `${g.file} is never seen by ${who}: the bytes left in the budget would hold only whitespace of it, so the agent drops it`;
        }
        else {
            head = `${g.file} is never loaded by ${who}: earlier files on the chain use the whole budget`;
        }
        const lost = [...g.lost].sort();
        if (lost.length > 0)
            notes.push(`${(0,format/* fmtInt */.L)(lost.length)} later file${lost.length === 1 ? ' is' : 's are'} never loaded${lost.length === 1 ? '' : ' in full'}: ${fmtList(lost)}`);
        out.push({
            ruleId: chain_over_budget_meta.id,
            severity: chain_over_budget_meta.defaultSeverity,
            path: g.personal ? null : g.file,
            line: g.personal ? null : line,
            ...(column !== undefined && !g.personal ? { column } : {}),
            ...(endLine !== undefined && !g.personal ? { endLine } : {}),
            message: `${fixFirst(g)} ${capitalise(head)} (${notes.join('; ')}). The agent drops everything past its ${(0,format/* fmtInt */.L)(g.budget)}-byte budget without telling anyone. ` +
                'Shorten the files on this chain (the budget is shared from the repository root down), move detail into documents the agent can open when it needs them, or raise the budget for every agent that reads them.',
            profiles,
            cwds,
            // Stable across edits that move the cut: one cut per file and profile set in a run.
            key: `${g.kind}:${profiles.join(',')}`,
        });
    }
    return out;
}
/** What to do and how much, first: "Cut 2,285 bytes from this chain, or raise max-bytes to 35,053 …". */
function fixFirst(g) {
    const over = Math.max(1, g.needed - g.budget);
    const raise = g.needed > g.budget ? `raise max-bytes (Codex: project_doc_max_bytes) to at least ${(0,format/* fmtInt */.L)(g.needed)}` : 'raise max-bytes (Codex: project_doc_max_bytes)';
    return `Cut ${(0,format/* fmtInt */.L)(over)} byte${over === 1 ? '' : 's'} from this chain, or ${raise} for every agent that reads it.`;
}
/** A head that starts with a word (not a path) gets its capital: "Lines 120-130 of …". */
function capitalise(s) {
    return /^(?:lines?|everything) /.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}
const chain_over_budget_examples = {
    failing: {
        description: 'With a 160-byte budget, the root file and the package file together do not fit: the end of the package file is cut.',
        options: { maxBytes: 160 },
        files: {
            'AGENTS.md': '# Repository rules\n\n- Use pnpm, never npm.\n- Conventional commits.\n',
            'packages/api/AGENTS.md': '# packages/api\n\n- Every response carries a request_id.\n- Validate input with zod.\n- Run `pnpm --filter api test`.\n- Never log request bodies.\n',
        },
        expect: { path: 'packages/api/AGENTS.md', line: 5, column: 12 },
    },
    passing: {
        description: 'The same files with the default 32 KiB budget.',
        files: {
            'AGENTS.md': '# Repository rules\n\n- Use pnpm, never npm.\n- Conventional commits.\n',
            'packages/api/AGENTS.md': '# packages/api\n\n- Every response carries a request_id.\n- Validate input with zod.\n- Run `pnpm --filter api test`.\n- Never log request bodies.\n',
        },
    },
};
const chain_over_budget_docs = {
    why: 'Codex and A3S Code give all the project instruction files of one working directory a shared byte budget (`project_doc_max_bytes`, 32 KiB by default), filled from the repository root down. ' +
        'A file that does not fit is cut at the remaining byte count (Codex cuts bytes, possibly in the middle of a character; A3S Code backs up to a character boundary) and later files are not read at all. ' +
        'Nothing tells the user: the agent simply never sees the rules at the end of the chain, which are usually the most specific ones. ' +
        'The finding sits on the line where the cut starts and says which lines are lost, for which agents and in which working directories; a cut shared by many working directories (a long root file) is one finding.',
    fix: 'Shorten the chain: move long reference material out of `AGENTS.md` into documents the agent can open on demand, remove rules repeated in nested files, or split a long root file so each package gets only what applies to it. ' +
        'If the agents really can take more, raise the budget for all of them (`max-bytes` here, `project_doc_max_bytes` in Codex’s config).',
};

;// CONCATENATED MODULE: ./lib/checks/disagree-budget.js
/** `disagree-budget`: a file one agent's budget or reader limit cuts, while another agent loads it whole. */



const disagree_budget_meta = {
    id: 'disagree-budget',
    kind: 'check',
    defaultSeverity: 'info',
    description: 'A chain fits one agent’s budget or reader limit but not another’s: a file one agent sees whole is cut or dropped for another.',
    fact: {
        summary: 'The configured agents ({profiles}) have different budgets or reader limits, so {n} {are} seen whole by some and cut or dropped by others: {files}.',
        fix: 'The cuts themselves are reported by chain-over-budget, chain-near-budget and the agents’ own limit rules; put what every agent must follow at the top of the first file.',
    },
};
function budgetText(limit) {
    if (limit.budget !== null)
        return `its ${(0,format/* fmtInt */.L)(limit.budget)}-byte budget`;
    if (limit.charLimit !== undefined)
        return `its ${(0,format/* fmtInt */.L)(limit.charLimit)}-character reader limit`;
    return 'its limit';
}
function disagree_budget_check(input) {
    if (input.profiles.length < 2)
        return [];
    const byCwd = new Map();
    for (const r of input.chains)
        byCwd.set(r.chain.cwd, [...(byCwd.get(r.chain.cwd) ?? []), r]);
    const disputes = new Map();
    for (const [cwd, chains] of byCwd) {
        const cut = new Map(); // identity → profile → cut
        const whole = new Map(); // identity → profiles
        for (const r of chains) {
            const c = r.chain;
            for (const { file, text } of projectFiles(r)) {
                const id = identityOf(input, file.path);
                let what = null;
                if (file.truncated) {
                    what = {
                        what: `cuts it${file.cut ? ` at line ${file.cut.line}, column ${file.cut.column}` : ''} (${budgetText(c)} is spent by then)`,
                        line: file.cut?.line ?? null,
                        ...(file.cut ? { column: file.cut.column } : {}),
                    };
                }
                else if (c.charLimit !== undefined && !file.unread && charCount(text) > c.charLimit) {
                    what = { what: `reads only its first ${(0,format/* fmtInt */.L)(c.charLimit)} of ${(0,format/* fmtInt */.L)(charCount(text))} characters (${budgetText(c)})`, line: null };
                }
                if (what) {
                    if (!cut.has(id))
                        cut.set(id, new Map());
                    if (!cut.get(id).has(c.profile))
                        cut.get(id).set(c.profile, { ...what, path: file.path });
                }
                else {
                    if (!whole.has(id))
                        whole.set(id, new Set());
                    whole.get(id).add(c.profile);
                }
            }
            for (const p of c.passedOver) {
                if (p.reason !== 'budget-spent' && p.reason !== 'empty-after-cut')
                    continue;
                const id = identityOf(input, p.path);
                if (!cut.has(id))
                    cut.set(id, new Map());
                if (!cut.get(id).has(c.profile)) {
                    cut.get(id).set(c.profile, {
                        what: p.reason === 'budget-spent' ? `never reads it (${budgetText(c)} is spent by earlier files)` : `cuts it to nothing (${budgetText(c)})`,
                        line: null,
                        path: p.path,
                    });
                }
            }
        }
        for (const [id, cutters] of cut) {
            const fine = [...(whole.get(id) ?? [])].filter((p) => !cutters.has(p));
            if (fine.length === 0)
                continue;
            let d = disputes.get(id);
            if (!d) {
                d = { paths: new Set(), cutters: new Map(), whole: new Set(), cwds: new Set() };
                disputes.set(id, d);
            }
            d.cwds.add(cwd);
            for (const [p, c] of cutters) {
                d.paths.add(c.path);
                if (!d.cutters.has(p))
                    d.cutters.set(p, c);
            }
            for (const p of fine)
                d.whole.add(p);
        }
    }
    const out = [];
    for (const [id, d] of [...disputes.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
        const cutters = inOrder(input, d.cutters.keys());
        const whole = inOrder(input, [...d.whole].filter((p) => !d.cutters.has(p)));
        if (whole.length === 0)
            continue;
        const first = d.cutters.get(cutters[0]);
        const lined = cutters.map((p) => d.cutters.get(p)).find((c) => c.line !== null);
        const cwds = sortCwds(d.cwds);
        out.push({
            ruleId: disagree_budget_meta.id,
            severity: disagree_budget_meta.defaultSeverity,
            path: id,
            line: lined?.line ?? null,
            ...(lined?.column !== undefined ? { column: lined.column } : {}),
            profiles: inOrder(input, [...cutters, ...whole]),
            cwds,
            key: id,
            message: `In ${fmtCwds(cwds)}, ${cutters.map((p) => `${p} ${d.cutters.get(p).what}`).join('; ')}, while ${fmtProfiles(whole)} load${whole.length === 1 ? 's' : ''} ${id} whole. ` +
                `The chain fits one agent's limit and not another's, so the rules ${first.line !== null ? `from line ${first.line} on ` : 'in this file '}bind only some of the team's agents. ` +
                'Fix: shorten the chain (or this file) until it fits the smallest budget among the agents the team uses, or move what every agent must follow to the top of the first file.',
        });
    }
    return out;
}
const disagree_budget_examples = {
    failing: {
        description: 'A 600-byte root AGENTS.md with a 512-byte budget: Codex cuts it (chain-over-budget) and never reaches the package AGENTS.md, which OpenCode (no budget) reads whole.',
        options: { profiles: ['codex', 'opencode'], maxBytes: 512, workingDirectories: ['packages/api'] },
        files: {
            'AGENTS.md': { head: '# Rules\n\n', line: 'Keep every public function documented with an example.\n', times: 11 },
            'packages/api/AGENTS.md': '# API\n\nNever edit the generated client.\n',
        },
        expect: { path: null, line: null },
    },
    passing: {
        description: 'The same rules, shorter: the chain fits the 512-byte budget, so both agents read all of it.',
        options: { profiles: ['codex', 'opencode'], maxBytes: 512, workingDirectories: ['packages/api'] },
        files: { 'AGENTS.md': '# Rules\n\nKeep every public function documented with an example.\n', 'packages/api/AGENTS.md': '# API\n\nNever edit the generated client.\n' },
    },
};
const disagree_budget_docs = {
    why: 'Codex and A3S Code stop reading at a shared byte budget (32 KiB by default, counted from the repository root down); Copilot code review reads only the first 4,000 characters of each file; OpenCode, Claude Code, Gemini CLI and Aider read every file whole. ' +
        'When a chain overflows one agent\'s limit and not another\'s, the agents work from different instructions: the rules past the cut bind only the agents that read them. ' +
        'The rule compares, per working directory, each file that one configured agent cuts or never reaches for lack of budget with the agents that load the same file whole (a symlink and its target count as one file). It needs at least two configured profiles. `chain-over-budget` reports the cut itself for each budgeted agent; this rule notes that the team\'s agents disagree about it. ' +
        'Different limits are a fact about the agents, and the cuts are already reported, so this is an `info` finding reported once for the repository, listing the files; a file whose cut `chain-over-budget` or `chain-near-budget` already reports is left out, and the fact is kept only when every agent it names was named explicitly.',
    fix: 'Bring the chain under the smallest budget among the agents the team uses: shorten the files, move detail into documents the agent opens when needed, or raise `max-bytes` (Codex: `project_doc_max_bytes`). For Copilot code review, put what reviews must enforce in the first 4,000 characters.',
};

;// CONCATENATED MODULE: ./lib/checks/disagree-loaded.js



const disagree_loaded_meta = {
    id: 'disagree-loaded',
    kind: 'check',
    defaultSeverity: 'info',
    description: 'A file some of the configured agents load and others never see, so the agents work from different instructions.',
    fact: {
        summary: 'The configured agents ({profiles}) load different instruction files: {n} {are} loaded by some of them and never seen by the others: {files}.',
        fix: 'Fix: keep what every agent needs in files all of them load (AGENTS.md, pulled into CLAUDE.md with @AGENTS.md or a CLAUDE.md symlink), or configure the others to read them (`context.fileName` in `.gemini/settings.json`, `read:` in `.aider.conf.yml`).',
    },
};
/** Reasons that belong to other rules or lose nothing (a blank file, a budget cut). */
const NOT_A_DISAGREEMENT = new Set(['whitespace-only', 'budget-spent', 'empty-after-cut']);
function disagree_loaded_check(input) {
    if (input.profiles.length < 2)
        return [];
    const byId = new Map();
    const seen = (id) => {
        let s = byId.get(id);
        if (!s) {
            s = { paths: new Set(), loaders: new Set(), cwds: new Set(), text: '', passed: new Map() };
            byId.set(id, s);
        }
        return s;
    };
    for (const r of input.chains) {
        for (const { file, text } of projectFiles(r)) {
            const s = seen(identityOf(input, file.path));
            s.paths.add(file.path);
            s.loaders.add(r.chain.profile);
            s.cwds.add(r.chain.cwd);
            if (s.text === '' && text !== '')
                s.text = text;
        }
    }
    for (const r of input.chains) {
        for (const p of r.chain.passedOver) {
            const s = byId.get(identityOf(input, p.path));
            if (!s || s.passed.has(r.chain.profile))
                continue;
            s.passed.set(r.chain.profile, { reason: p.reason, ...(p.detail !== undefined ? { detail: p.detail } : {}), path: p.path });
        }
    }
    const byDir = new Map();
    for (const c of input.candidates) {
        const d = dirName(c);
        const list = byDir.get(d);
        if (list)
            list.push(c);
        else
            byDir.set(d, [c]);
    }
    const out = [];
    for (const [id, s] of [...byId.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
        if (isPointerOnly(s.text))
            continue;
        // A profile whose contact with the file is a blank-file skip or a budget cut is not "never seeing" it.
        const reallyNever = profileIds(input).filter((p) => {
            if (s.loaders.has(p))
                return false;
            const why = s.passed.get(p);
            return why === undefined || !NOT_A_DISAGREEMENT.has(why.reason);
        });
        if (reallyNever.length === 0)
            continue;
        const loaders = inOrder(input, s.loaders);
        const clauses = reallyNever.map((p) => {
            const why = s.passed.get(p);
            if (!why)
                return `${p} does not look for it`;
            const what = why.reason === 'hidden'
                ? 'passes it over'
                : why.reason === 'not-configured'
                    ? 'is not configured to read it'
                    : why.reason === 'not-regular-file'
                        ? 'skips it (not a regular file)'
                        : why.reason === 'symlink-rejected'
                            ? 'rejects it (a symlink)'
                            : why.reason === 'invalid-utf8'
                                ? 'rejects it (not valid UTF-8)'
                                : why.reason === 'unreadable'
                                    ? 'cannot read it'
                                    : `passes it over (${why.reason})`;
            return `${p} ${what}${why.detail ? `: ${why.detail}` : ''}`;
        });
        const paths = [...s.paths].sort();
        const shown = paths.includes(id) ? id : paths[0];
        // A twin of another file of its directory loses nothing: instruction-twins reports the pair.
        if (twinAmong(input.ctx, shown, byDir.get(dirName(shown)) ?? []))
            continue;
        const alias = paths.filter((p) => p !== shown);
        const cwds = sortCwds(s.cwds);
        out.push({
            ruleId: disagree_loaded_meta.id,
            // A fact about how the agents work, never failing a run by itself: the per-file problems are agent-misses-file's.
            severity: disagree_loaded_meta.defaultSeverity,
            path: shown,
            line: null,
            profiles: inOrder(input, [...loaders, ...reallyNever]),
            cwds,
            message: `${shown}${alias.length > 0 ? ` (also loaded as ${fmtList(alias)})` : ''} is loaded by ${fmtProfiles(loaders)} (in ${fmtCwds(cwds)}) but never seen by ${fmtProfiles(reallyNever)}: ${clauses.join('; ')}. ` +
                'The agents the team uses work from different instructions, and whatever only this file says binds some of them. ' +
                'Fix: keep what every agent needs in a file all of them load (AGENTS.md, pulled into CLAUDE.md with @AGENTS.md or a CLAUDE.md symlink), or configure the others to read it.',
        });
    }
    return out;
}
const disagree_loaded_examples = {
    failing: {
        description: 'The repository has an AGENTS.md and a separate CLAUDE.md. OpenCode lets the AGENTS.md hide every CLAUDE.md; Claude Code, seeing its own CLAUDE.md, reads no AGENTS.md.',
        options: { profiles: ['opencode', 'claude-code'] },
        files: {
            'AGENTS.md': '# Rules\n\nRun `pnpm test` before committing.\n',
            'CLAUDE.md': '# Claude\n\nNever edit generated files under gen/.\n',
        },
        expect: { path: null, line: null },
    },
    passing: {
        description: 'CLAUDE.md is a symlink to AGENTS.md: both agents read the same instructions.',
        options: { profiles: ['opencode', 'claude-code'] },
        files: {
            'AGENTS.md': '# Rules\n\nRun `pnpm test` before committing.\nNever edit generated files under gen/.\n',
            'CLAUDE.md': { symlink: 'AGENTS.md' },
        },
    },
};
const disagree_loaded_docs = {
    why: 'Teams rarely use one agent, and each finds instruction files its own way. OpenCode takes the first of AGENTS.md, CLAUDE.md, CONTEXT.md that exists anywhere in the chain and ignores the others everywhere; Claude Code reads CLAUDE.md and, in the versions that do, AGENTS.md only where no CLAUDE.md exists; Gemini CLI reads GEMINI.md plus the names in its settings; Copilot reads its own files and the nearest AGENTS.md; Aider reads nothing it is not told to. ' +
        'A file that only some of the configured agents load splits the team: a rule written there binds one agent and not the next. ' +
        'The rule compares every audited working directory for every configured profile (it needs at least two). A symlink and its target count as one file, and a file that only imports another (`@AGENTS.md`) is not reported. ' +
        'That agents find different files is a fact about how they work, so the rule reports it once for the repository, listing the files (the first one\'s details as an example). It is an `info` that never fails a run by itself, kept only when every agent it names was named explicitly (not picked by `profiles: auto`) and left out for a file a problem already reports: a file an agent skips in a directory where it reads nothing else is `agent-misses-file`, a CLAUDE.md that OpenCode\'s AGENTS.md hides is `opencode-hidden-claude-md`, and twins (two files of one directory that say the same) are `instruction-twins`.',
    fix: 'Keep the instructions every agent needs in one file that all of them load, usually AGENTS.md, and make the agent-specific files point at it (a CLAUDE.md holding `@AGENTS.md`, or a symlink). Where an agent needs telling, configure it: `context.fileName` in `.gemini/settings.json`, `read:` in `.aider.conf.yml`. Turn the rule to `info` or `off` for files that are agent-specific on purpose.',
};

;// CONCATENATED MODULE: ./lib/checks/disagree-order.js


const disagree_order_meta = {
    id: 'disagree-order',
    kind: 'check',
    defaultSeverity: 'info',
    description: 'Two agents load the same instruction files for a working directory in orders that put a different file last, so a different rule wins where they conflict.',
    fact: {
        summary: 'The configured agents ({profiles}) join {n} in different orders, so where two files conflict a different one has the last word for each agent: {files}.',
        fix: 'Fix: do not rely on order between instruction files: make each nested file say explicitly what it overrides.',
    },
};
function depth(rel) {
    return rel.split('/').length;
}
function disagree_order_check(input) {
    if (input.profiles.length < 2)
        return [];
    const byCwd = new Map();
    for (const r of input.chains)
        byCwd.set(r.chain.cwd, [...(byCwd.get(r.chain.cwd) ?? []), r]);
    const disputes = new Map();
    for (const [cwd, chains] of byCwd) {
        const seqs = new Map();
        for (const r of chains) {
            const seq = [];
            for (const { file } of projectFiles(r)) {
                const id = identityOf(input, file.path);
                // The position that counts is the last one (a file loaded twice is read last where it last appears).
                const at = seq.indexOf(id);
                if (at !== -1)
                    seq.splice(at, 1);
                seq.push(id);
            }
            if (seq.length >= 2)
                seqs.set(r.chain.profile, seq);
        }
        const profiles = [...seqs.keys()];
        for (let i = 0; i < profiles.length; i++) {
            for (let j = i + 1; j < profiles.length; j++) {
                const p = profiles[i];
                const q = profiles[j];
                const sp = seqs.get(p);
                const sq = seqs.get(q);
                const common = new Set(sp.filter((x) => sq.includes(x)));
                if (common.size < 2)
                    continue;
                const lastP = sp.filter((x) => common.has(x)).at(-1);
                const lastQ = sq.filter((x) => common.has(x)).at(-1);
                if (lastP === lastQ)
                    continue;
                const [a, b] = lastP < lastQ ? [lastP, lastQ] : [lastQ, lastP];
                const key = `${a}\0${b}`;
                let d = disputes.get(key);
                if (!d) {
                    d = { a, b, aLast: new Set(), bLast: new Set(), cwds: new Set() };
                    disputes.set(key, d);
                }
                d.cwds.add(cwd);
                (lastP === a ? d.aLast : d.bLast).add(p);
                (lastQ === a ? d.aLast : d.bLast).add(q);
            }
        }
    }
    const out = [];
    for (const d of [...disputes.values()].sort((x, y) => (x.a + x.b < y.a + y.b ? -1 : 1))) {
        // Report on the more specific file (deeper; then the later path): the one a nested layout means to win.
        const [file, other, fileLast, otherLast] = depth(d.b) > depth(d.a) || (depth(d.b) === depth(d.a) && d.b > d.a) ? [d.b, d.a, d.bLast, d.aLast] : [d.a, d.b, d.aLast, d.bLast];
        const cwds = sortCwds(d.cwds);
        const winners = inOrder(input, fileLast);
        const losers = inOrder(input, otherLast);
        out.push({
            ruleId: disagree_order_meta.id,
            severity: disagree_order_meta.defaultSeverity,
            path: file,
            line: null,
            profiles: inOrder(input, [...fileLast, ...otherLast]),
            cwds,
            key: other,
            message: `In ${fmtCwds(cwds)}, ${fmtProfiles(winners)} read${winners.length === 1 ? 's' : ''} ${file} after ${other}, but ${fmtProfiles(losers)} read${losers.length === 1 ? 's' : ''} ${other} last. ` +
                `Where the two files disagree, the later one usually wins, so the agents follow different rules: ${file} for ${fmtProfiles(winners)}, ${other} for ${fmtProfiles(losers)}. ` +
                'Fix: do not rely on order between instruction files: make the nested file say explicitly what it overrides, or remove the conflicting rule from one of them.',
        });
    }
    return out;
}
const disagree_order_examples = {
    failing: {
        description: 'A root AGENTS.md and a nested one that overrides it. Codex reads root first and the nested file last; OpenCode reads nearest first, so the root file comes last.',
        options: { profiles: ['codex', 'opencode'], workingDirectories: ['packages/api'] },
        files: {
            'AGENTS.md': '# Rules\n\nUse 2-space indentation.\n',
            'packages/api/AGENTS.md': '# API\n\nUse 4-space indentation in this package.\n',
        },
        expect: { path: null, line: null },
    },
    passing: {
        description: 'Codex and Claude Code (reading AGENTS.md beside CLAUDE.md) both read the root first and the nested file last.',
        options: { profiles: ['codex', 'claude-code@both'], workingDirectories: ['packages/api'] },
        files: {
            'AGENTS.md': '# Rules\n\nUse 2-space indentation.\n',
            'packages/api/AGENTS.md': '# API\n\nUse 4-space indentation in this package.\n',
        },
    },
};
const disagree_order_docs = {
    why: 'Agents join the instruction files of a working directory in different orders. Codex, A3S Code and Claude Code read from the repository root down, so the nearest file comes last; OpenCode reads nearest first, so the root file comes last; Gemini CLI sorts the paths as plain strings, so `App/GEMINI.md` comes before the root `GEMINI.md` (a child before its parent) while `src/GEMINI.md` comes after it. ' +
        'Models tend to give the later of two conflicting instructions the last word, so the same pair of files can make two agents follow opposite rules. ' +
        'The rule compares, per working directory and for every two configured profiles, the files both load (a symlink and its target count as one): when the last of them differs, it notes the pair, on the more deeply nested file, with the profiles on each side. It needs at least two configured profiles. ' +
        'The order follows from how each agent works and holds however the files are written, so this is a fact, not a problem: it is reported once for the repository as an `info` finding, listing the files (the first pair as an example). Raise it to `warning` if your files rely on order.',
    fix: 'Make precedence explicit instead of relying on order: have the nested file say what it overrides ("In this package, use 4-space indentation instead of the repository default"), or keep conflicting rules out of the shared file. For Gemini CLI, avoid directory names that sort before the instruction file name (capitals before `G`, digits, `.`, `@`).',
};

;// CONCATENATED MODULE: ./lib/checks/empty-override-hides.js
/**
 * `empty-override-hides`: a blank file wins its directory for an agent that picks by file type, not
 * content (Codex: an empty AGENTS.override.md still claims the directory), so a non-empty file next
 * to it is never loaded. Detected from the chains: a file passed over as `hidden` by a file that the
 * same chain passed over as `whitespace-only`.
 */


const empty_override_hides_meta = {
    id: 'empty-override-hides',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An empty AGENTS.override.md still claims its directory for Codex, so the AGENTS.md next to it is never loaded.',
};
const empty_override_hides_memo = new WeakMap();
function hasContent(input, rel) {
    const p = input.ctx.probe(rel);
    if (p.kind !== 'file')
        return false;
    if (p.link?.outside)
        return (p.size ?? 0) > 0;
    const c = input.ctx.read(rel);
    if (!c || c.error)
        return false;
    return !isBlank(Buffer.from(c.bytes).toString('utf8'));
}
/** Blank files that hide a non-empty file, keyed by the blank file. */
function blankHiders(input) {
    const hit = empty_override_hides_memo.get(input);
    if (hit)
        return hit;
    const groups = new Map();
    const contentCache = new Map();
    const content = (rel) => {
        let v = contentCache.get(rel);
        if (v === undefined) {
            v = hasContent(input, rel);
            contentCache.set(rel, v);
        }
        return v;
    };
    for (const { chain } of input.chains) {
        const blank = new Set(chain.passedOver.filter((p) => p.reason === 'whitespace-only').map((p) => p.path));
        if (blank.size === 0)
            continue;
        for (const p of chain.passedOver) {
            if (p.reason !== 'hidden' || p.detail === undefined || !blank.has(p.detail))
                continue;
            if (!content(p.path))
                continue;
            let g = groups.get(p.detail);
            if (!g) {
                g = { blank: p.detail, hidden: new Set(), profiles: new Set(), cwds: new Set() };
                groups.set(p.detail, g);
            }
            g.hidden.add(p.path);
            g.profiles.add(chain.profile);
            g.cwds.add(chain.cwd);
        }
    }
    empty_override_hides_memo.set(input, groups);
    return groups;
}
function empty_override_hides_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const g of blankHiders(input).values()) {
        const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
        const cwds = uniqueSorted(g.cwds);
        const hidden = [...g.hidden].sort();
        const others = hidden
            .map((h) => {
            const fate = facts.profileIds
                .filter((id) => !g.profiles.has(id))
                .map((id) => ({ id, f: facts.fate(h).get(id) }))
                .filter((x) => (x.f?.loaded.length ?? 0) > 0)
                .map((x) => x.id);
            return fate.length > 0 ? `${fmtProfiles(fate)} fall${fate.length === 1 ? 's' : ''} through to ${h}` : '';
        })
            .filter(Boolean);
        const size = input.ctx.probe(g.blank).size ?? 0;
        out.push({
            ruleId: empty_override_hides_meta.id,
            severity: empty_override_hides_meta.defaultSeverity,
            path: g.blank,
            line: 1,
            message: `Delete ${g.blank}, or write the instructions it is meant to override with. ` +
                `${g.blank} is ${size === 0 ? 'empty' : `blank (${plural(size, 'byte', 'bytes')} of whitespace)`}, but ${fmtProfiles(profiles)} still ${profiles.length === 1 ? 'picks' : 'pick'} it for its directory and then skip${profiles.length === 1 ? 's' : ''} it as blank: ${fmtList(hidden)} ${hidden.length === 1 ? 'is' : 'are'} never loaded by ${fmtProfiles(profiles)} in ${fmtCwds(cwds)}${others.length > 0 ? ` (${others.join('; ')})` : ''}.`,
            profiles,
            cwds,
        });
    }
    return out;
}
const empty_override_hides_examples = {
    failing: {
        description: 'An empty local override, left behind after clearing it: Codex loads nothing from the root.',
        files: {
            '.gitignore': 'AGENTS.override.md\n',
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
            'AGENTS.override.md': '',
        },
        untracked: ['AGENTS.override.md'],
        expect: { path: 'AGENTS.override.md', line: 1 },
    },
    passing: {
        description: 'No override: AGENTS.md is loaded.',
        files: {
            '.gitignore': 'AGENTS.override.md\n',
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
        },
    },
};
const empty_override_hides_docs = {
    why: 'Codex picks one file per directory by file type alone: the first of `AGENTS.override.md`, `AGENTS.md` and the fallbacks that is a regular file wins, even when it is empty. ' +
        'The content pass then drops the blank file, so the directory contributes nothing and its `AGENTS.md` is never used. A3S Code behaves differently (it falls through to the next non-empty candidate), which makes the problem easy to miss when testing with another agent. ' +
        'The rule is detected from the chains, so it applies to any profile with Codex’s behaviour.',
    fix: 'Delete the empty override (`rm AGENTS.override.md`), or put the instructions you meant to override with into it.',
};

;// CONCATENATED MODULE: ./lib/checks/encodings.js

const encodings_memo = new WeakMap();
/**
 * Every instruction file that is (or links to) a regular file inside the repository and could be
 * read. A link whose target is itself an instruction file is left out: the target is checked under
 * its own name, so a problem is reported once.
 */
function readableCandidates(input) {
    const hit = encodings_memo.get(input);
    if (hit)
        return hit;
    const facts = factsOf(input);
    const out = [];
    for (const rel of facts.instructionPaths) {
        const p = input.ctx.probe(rel);
        if (p.kind !== 'file' || p.error !== undefined)
            continue;
        if (p.link) {
            if (p.link.outside || p.link.resolved === null)
                continue;
            if (facts.isInstruction(p.link.resolved))
                continue;
        }
        const content = input.ctx.read(rel);
        if (!content || content.error)
            continue;
        out.push({ rel, content });
    }
    encodings_memo.set(input, out);
    return out;
}

;// CONCATENATED MODULE: ./lib/checks/empty-instruction-file.js
/** `empty-instruction-file`: an instruction file that is empty or holds only whitespace. */




const empty_instruction_file_meta = {
    id: 'empty-instruction-file',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An instruction file is empty or whitespace-only: agents skip it, so it provides nothing.',
};
function empty_instruction_file_check(input) {
    const facts = factsOf(input);
    const hiders = blankHiders(input);
    const out = [];
    for (const { rel, content } of readableCandidates(input)) {
        if (!content.complete || hiders.has(rel))
            continue;
        const enc = content.facts.encoding;
        if (enc !== 'utf-8' && enc !== 'utf-8-bom')
            continue;
        if (!isBlankBytes(content.bytes))
            continue;
        const fate = describeFate(facts, rel);
        out.push(fileFinding(empty_instruction_file_meta, facts, rel, {
            line: 1,
            message: `Write the instructions, or delete ${rel}. ` +
                `${rel} is ${content.size === 0 ? 'empty' : `blank (${plural(content.size, 'byte', 'bytes')} of whitespace)`}${fate ? ` (${fate})` : ''}. ` +
                'A blank file gives agents no instructions (Codex and A3S Code skip it outright), so whatever it was meant to say never reaches them.',
        }));
    }
    return out;
}
const empty_instruction_file_examples = {
    failing: {
        description: 'A package file that was created and never filled in.',
        files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'packages/api/AGENTS.md': '\n   \n' },
        expect: { path: 'packages/api/AGENTS.md', line: 1 },
    },
    passing: {
        description: 'The package file says something.',
        files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'packages/api/AGENTS.md': '# packages/api\n\nEvery response carries a request_id.\n' },
    },
};
const empty_instruction_file_docs = {
    why: 'Codex and A3S Code drop instruction files whose text is only whitespace (Codex without charging the budget, A3S Code by falling through to the next candidate). ' +
        'An empty file is usually a placeholder that was never written, or content lost in a bad merge; either way the agent gets nothing from it. ' +
        'The more dangerous case, an empty `AGENTS.override.md` that hides a real `AGENTS.md` from Codex, is the error `empty-override-hides`.',
    fix: 'Write the instructions the file is meant to hold, or delete it.',
};

;// CONCATENATED MODULE: ./lib/checks/encoding-bom.js


const encoding_bom_meta = {
    id: 'encoding-bom',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An instruction file starts with a UTF-8 byte-order mark, which agents pass into the prompt as an invisible character.',
};
function encoding_bom_check(input) {
    const facts = factsOf(input);
    const out = [];
    const strips = new Set(input.profiles.filter((p) => p.stripsBom).map((p) => p.id));
    for (const { rel, content } of readableCandidates(input)) {
        if (content.facts.encoding !== 'utf-8-bom')
            continue;
        const fate = describeFate(facts, rel);
        const concerned = concernedProfiles(facts, rel);
        const keep = concerned.filter((id) => !strips.has(id));
        const drop = concerned.filter((id) => strips.has(id));
        // Which agents pass the mark on: those whose profile does not strip it (none named: all of them).
        const who = concerned.length === 0
            ? 'Agents do not strip it: the prompt gets'
            : keep.length === 0
                ? `${drop.join(', ')} ${drop.length === 1 ? 'strips' : 'strip'} it before sending the file, but other agents and Markdown tools do not: their prompt gets`
                : `${keep.join(', ')} ${keep.length === 1 ? 'does' : 'do'} not strip it${drop.length > 0 ? ` (${drop.join(', ')} ${drop.length === 1 ? 'does' : 'do'})` : ''}: the prompt gets`;
        out.push(fileFinding(encoding_bom_meta, facts, rel, {
            line: 1,
            column: 1,
            message: 'Remove the 3-byte mark: save the file as UTF-8 without BOM (e.g. `sed -i \'1s/^\\xEF\\xBB\\xBF//\' AGENTS.md`, or “UTF-8” rather than “UTF-8 with BOM” in the editor). ' +
                `${rel} starts with a UTF-8 byte-order mark (EF BB BF)${fate ? ` (${fate})` : ''}. ` +
                `${who} an invisible U+FEFF before the first line, and Markdown tools may no longer see the first line as a heading.`,
        }));
    }
    return out;
}
const encoding_bom_examples = {
    failing: {
        description: 'Saved as “UTF-8 with BOM” by a Windows editor.',
        files: { 'AGENTS.md': { hex: 'ef bb bf 23 20 52 75 6c 65 73 0a' } },
        expect: { path: 'AGENTS.md', line: 1, column: 1 },
    },
    passing: {
        description: 'Plain UTF-8.',
        files: { 'AGENTS.md': '# Rules\n' },
    },
};
const encoding_bom_docs = {
    why: 'A UTF-8 byte-order mark is valid but useless in UTF-8, and agents keep it: Codex and A3S Code decode the file as is, so the prompt starts with an invisible U+FEFF. ' +
        'It costs three bytes of budget, can stop Markdown tools from seeing the first line as a heading, and shows up as noise in diffs. It is a warning, not an error.',
    fix: 'Save as UTF-8 without BOM (VS Code: “Save with Encoding” → “UTF-8”), or strip it: `sed -i \'1s/^\\xEF\\xBB\\xBF//\' AGENTS.md`.',
};

;// CONCATENATED MODULE: ./lib/checks/encoding-invalid-utf8.js
/** `encoding-invalid-utf8`: an instruction file that is not valid UTF-8, at the first bad byte. */



const encoding_invalid_utf8_meta = {
    id: 'encoding-invalid-utf8',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file is not valid UTF-8: Codex replaces the bad bytes, A3S Code rejects the whole file.',
};
function encoding_invalid_utf8_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const { rel, content } of readableCandidates(input)) {
        const { encoding, firstInvalid } = content.facts;
        if ((encoding !== 'utf-8' && encoding !== 'utf-8-bom') || firstInvalid === -1)
            continue;
        const at = placeOf(content.bytes, firstInvalid);
        const byte = content.bytes[firstInvalid];
        const fate = describeFate(facts, rel);
        out.push(fileFinding(encoding_invalid_utf8_meta, facts, rel, {
            line: at.line,
            column: at.column,
            message: 'Convert the file to UTF-8 (e.g. `iconv -f WINDOWS-1252 -t UTF-8`, or “Save with encoding: UTF-8” in the editor). ' +
                `${rel} is not valid UTF-8: the first bad byte, 0x${byte.toString(16).padStart(2, '0').toUpperCase()}, is at line ${(0,format/* fmtInt */.L)(at.line)}, column ${(0,format/* fmtInt */.L)(at.column)} (byte ${(0,format/* fmtInt */.L)(firstInvalid)})${fate ? ` (${fate})` : ''}. ` +
                'Codex replaces every invalid sequence with U+FFFD and prints a startup warning; A3S Code rejects the whole file and loads the next candidate or nothing.',
        }));
    }
    return out;
}
const encoding_invalid_utf8_examples = {
    failing: {
        description: 'A file saved as Latin-1: “é” is the single byte 0xE9.',
        files: { 'AGENTS.md': { hex: '23 20 52 75 6c 65 73 0a 0a 55 73 65 20 74 68 65 20 63 61 66 e9 20 41 50 49 2e 0a' } },
        expect: { path: 'AGENTS.md', line: 3, column: 12 },
    },
    passing: {
        description: 'The same file in UTF-8 (“é” is 0xC3 0xA9).',
        files: { 'AGENTS.md': '# Rules\n\nUse the café API.\n' },
    },
};
const encoding_invalid_utf8_docs = {
    why: 'Agents decode instruction files as UTF-8. Codex decodes lossily: every invalid byte becomes U+FFFD (“�”) in the prompt, with one warning at startup that is easy to miss. ' +
        'A3S Code is strict: a file that is not valid UTF-8 is rejected as a whole and the agent falls through to the next candidate (or loads nothing from that directory). ' +
        'The finding points at the first bad byte. Only the bytes needed to decide are examined, and huge files are read up to a cap.',
    fix: 'Convert the file to UTF-8: `iconv -f WINDOWS-1252 -t UTF-8 AGENTS.md > AGENTS.md.new && mv AGENTS.md.new AGENTS.md`, or re-save it as UTF-8 in the editor.',
};

;// CONCATENATED MODULE: ./lib/checks/encoding-nul.js
/** `encoding-nul`: an instruction file (not UTF-16/32) that contains NUL bytes: binary or mis-encoded. */



const encoding_nul_meta = {
    id: 'encoding-nul',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file contains NUL bytes: it is binary or mis-encoded, and agents pass the NULs into the prompt.',
};
function encoding_nul_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const { rel, content } of readableCandidates(input)) {
        const { encoding, firstNul } = content.facts;
        if (firstNul === -1 || encoding.startsWith('utf-16') || encoding.startsWith('utf-32'))
            continue;
        const at = placeOf(content.bytes, firstNul);
        const fate = describeFate(facts, rel);
        out.push(fileFinding(encoding_nul_meta, facts, rel, {
            line: at.line,
            column: at.column,
            message: 'Remove the NUL bytes (`tr -d \'\\000\'`), or restore the file if it was overwritten with binary data. ' +
                `${rel} contains a NUL byte at line ${(0,format/* fmtInt */.L)(at.line)}, column ${(0,format/* fmtInt */.L)(at.column)} (byte ${(0,format/* fmtInt */.L)(firstNul)})${encoding === 'binary' ? '; it looks like a binary file' : ''}${fate ? ` (${fate})` : ''}. ` +
                'NUL is valid UTF-8, so agents load it into the prompt as is, where it truncates or garbles the text for some models and tools; git and GitHub treat the file as binary and show no diff.',
        }));
    }
    return out;
}
const encoding_nul_examples = {
    failing: {
        description: 'A stray NUL at the start of line 3 (from a bad copy-paste or a broken editor plug-in).',
        files: { 'AGENTS.md': { hex: '23 20 52 75 6c 65 73 0a 0a 00 55 73 65 20 70 6e 70 6d 2e 0a' } },
        expect: { path: 'AGENTS.md', line: 3, column: 1 },
    },
    passing: {
        description: 'The same text without the NUL.',
        files: { 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
    },
};
const encoding_nul_docs = {
    why: 'A NUL byte has no place in a Markdown instruction file. It is valid UTF-8, so neither Codex nor A3S Code rejects the file: the NUL goes into the prompt, where C-string based tools truncate the text and models see garbage. ' +
        'Git and GitHub treat a file with NUL bytes as binary, so the problem does not even show in a diff. (UTF-16 and UTF-32 files are full of NULs too; they are reported by `encoding-utf16-utf32` instead.)',
    fix: 'Delete the NUL bytes (`tr -d \'\\000\' < AGENTS.md > AGENTS.md.new && mv AGENTS.md.new AGENTS.md`), or restore the file from history if it was overwritten.',
};

;// CONCATENATED MODULE: ./lib/checks/encoding-utf16-utf32.js


const encoding_utf16_utf32_meta = {
    id: 'encoding-utf16-utf32',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file is encoded in UTF-16 or UTF-32 (as PowerShell’s `echo >` writes): agents read it as UTF-8 and get NULs and garbage.',
};
const NAMES = { 'utf-16le': 'UTF-16LE', 'utf-16be': 'UTF-16BE', 'utf-32le': 'UTF-32LE', 'utf-32be': 'UTF-32BE' };
function encoding_utf16_utf32_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const { rel, content } of readableCandidates(input)) {
        const name = NAMES[content.facts.encoding];
        if (!name)
            continue;
        const fate = describeFate(facts, rel);
        out.push(fileFinding(encoding_utf16_utf32_meta, facts, rel, {
            line: 1,
            column: 1,
            message: `Convert ${rel} to UTF-8 (\`iconv -f ${name} -t UTF-8\`, or \`Set-Content -Encoding utf8\` in PowerShell, or “Save with encoding: UTF-8” in the editor). ` +
                `It is encoded as ${name} ${content.facts.bom ? 'with' : 'without'} a byte-order mark, not UTF-8${fate ? ` (${fate})` : ''}. ` +
                'Agents read instruction files as UTF-8: Codex loads every character with NUL bytes between them (and U+FFFD for the byte-order mark), which wastes budget and garbles the text; A3S Code rejects the file when the bytes are not valid UTF-8. ' +
                'This is what `echo … > AGENTS.md` writes in Windows PowerShell.',
        }));
    }
    return out;
}
const encoding_utf16_utf32_examples = {
    failing: {
        description: 'Written with `echo "# Rules" > AGENTS.md` in Windows PowerShell 5: UTF-16LE with a byte-order mark.',
        files: { 'AGENTS.md': { hex: 'ff fe 23 00 20 00 52 00 75 00 6c 00 65 00 73 00 0d 00 0a 00' } },
        expect: { path: 'AGENTS.md', line: 1, column: 1 },
    },
    passing: {
        description: 'The same line in UTF-8.',
        files: { 'AGENTS.md': '# Rules\n' },
    },
};
const encoding_utf16_utf32_docs = {
    why: 'Windows PowerShell 5’s `>` and `Out-File` write UTF-16LE with a byte-order mark by default, and some editors save “Unicode” as UTF-16. ' +
        'Agents read instruction files as UTF-8: Codex loads the text with a NUL byte after every ASCII character (and U+FFFD for the byte-order mark), doubling its size against the budget and garbling it; A3S Code rejects the bytes as invalid UTF-8. ' +
        'The audit recognises UTF-16 and UTF-32 by their byte-order mark, or without one by where the NUL bytes sit.',
    fix: 'Convert to UTF-8: `iconv -f UTF-16LE -t UTF-8 AGENTS.md > AGENTS.md.new && mv AGENTS.md.new AGENTS.md`, or in PowerShell `Get-Content AGENTS.md | Set-Content -Encoding utf8 AGENTS.md` (PowerShell 7 writes UTF-8 by default).',
};

;// CONCATENATED MODULE: ./lib/checks/instruction-twins.js



const instruction_twins_meta = {
    id: 'instruction-twins',
    kind: 'check',
    defaultSeverity: 'info',
    description: 'Two instruction files of one directory say the same (equal but for whitespace, or a few lines apart) and an agent reads only one of them: nothing is lost, but every edit has to be made twice.',
};
/** Reasons a file is skipped that other rules report: not a twin question. */
const instruction_twins_OTHER_RULES = new Set(['not-regular-file', 'symlink-rejected', 'outside-root', 'invalid-utf8', 'budget-spent', 'empty-after-cut', 'unsafe-name', 'unreadable']);
function instruction_twins_check(input) {
    const { ctx } = input;
    const facts = factsOf(input);
    const names = [...facts.candidateNames].sort();
    const pairs = new Map();
    const checked = new Map();
    for (const r of input.chains) {
        const { chain } = r;
        const loaded = projectFiles(r).map(({ file }) => file.path);
        if (loaded.length === 0)
            continue;
        const loadedSet = new Set(loaded);
        const skip = new Set(chain.passedOver.filter((p) => instruction_twins_OTHER_RULES.has(p.reason)).map((p) => p.path));
        for (const dir of new Set(loaded.map(dirName))) {
            const here = loaded.filter((p) => dirName(p) === dir);
            for (const n of names) {
                const rel = ctx.join(dir, n);
                if (loadedSet.has(rel) || skip.has(rel) || ctx.probe(rel).kind !== 'file')
                    continue;
                const key = `${rel}\0${here.join('\0')}`;
                let twin = checked.get(key);
                if (twin === undefined) {
                    const text = textOf(ctx, rel);
                    twin = text === null || isPointerOnly(text) ? null : twinAmong(ctx, rel, here);
                    checked.set(key, twin);
                }
                if (!twin)
                    continue;
                const [a, b] = [twin.path, rel].sort();
                const pk = `${a}\0${b}`;
                let p = pairs.get(pk);
                if (!p) {
                    p = { loaded: twin.path, skipped: rel, diff: twin.diff, profiles: new Set(), cwds: [] };
                    pairs.set(pk, p);
                }
                p.profiles.add(chain.profile);
                p.cwds.push(chain.cwd);
            }
        }
    }
    const out = [];
    for (const p of [...pairs.values()].sort((x, y) => (x.skipped < y.skipped ? -1 : 1))) {
        const profiles = facts.profileIds.filter((id) => p.profiles.has(id));
        const cwds = uniqueSorted(p.cwds);
        const keep = p.loaded;
        const other = p.skipped;
        const keepName = baseName(keep);
        const pointer = baseName(other) === 'CLAUDE.md' || baseName(other) === 'GEMINI.md' ? ` or a file holding \`@${keepName}\`` : '';
        const target = linkTargetOf(ctx, other);
        const identical = p.diff.summary[0] === 'the two are identical';
        const what = identical ? 'identical copies' : p.diff.changed === 0 ? 'equal but for whitespace' : `${plural(p.diff.changed, 'line', 'lines')} apart`;
        out.push({
            ruleId: instruction_twins_meta.id,
            severity: instruction_twins_meta.defaultSeverity,
            path: other,
            line: null,
            profiles,
            cwds,
            key: keep,
            message: `Keep one of ${keep} and ${other} and make ${other} a link to ${keepName}${pointer}${target !== null ? ` (today it links to ${target})` : ''}: the two are twins (${what}), so ${fmtProfiles(profiles)}, reading ${keep}${linkPhrase(ctx, keep)} and not ${other}, lose${profiles.length === 1 ? 's' : ''} nothing in ${fmtCwds(cwds)}, but every edit has to be made twice. ` +
                (identical ? 'The two are byte for byte the same.' : `Difference: ${p.diff.summary.join('; ')}.`),
        });
    }
    return out;
}
const instruction_twins_examples = {
    failing: {
        description: 'AGENTS.md and a copy named CLAUDE.md that differs in one line. OpenCode reads only AGENTS.md, which loses nothing today.',
        options: { profiles: ['opencode'] },
        files: {
            'AGENTS.md': { head: '# Rules\n\nRun `pnpm test` before committing.\n', line: 'Keep every public function documented.\n', times: 10 },
            'CLAUDE.md': { head: '# Rules\n\nRun `pnpm test` before each commit.\n', line: 'Keep every public function documented.\n', times: 10 },
        },
        expect: { path: 'CLAUDE.md', line: null },
    },
    passing: {
        description: 'CLAUDE.md is a symlink to AGENTS.md: one file, nothing to keep in step.',
        options: { profiles: ['opencode'] },
        files: {
            'AGENTS.md': '# Rules\n\nRun `pnpm test` before committing.\n',
            'CLAUDE.md': { symlink: 'AGENTS.md' },
        },
    },
};
const instruction_twins_docs = {
    why: 'Teams that use several agents often copy AGENTS.md to CLAUDE.md or GEMINI.md. An agent that reads only one of the copies then loses nothing, and reporting the other as hidden or lost content would be wrong; but the copies drift apart with the first edit made to only one of them. ' +
        `Two candidate files of one directory are twins when their text is equal after normalising whitespace (runs of spaces, blank lines), or when at most ${TWIN_MAX_LINES} lines differ and they are at most 10 % of the longer file's lines or the characters that differ at most 10 % of its text (one word changed in a short file is a twin; a line that says something else is not). ` +
        'The rule reports a pair where a configured agent loads one twin and not the other, with a summary of the difference (at most three lines); `opencode-hidden-claude-md`, `disagree-loaded` and `agent-misses-file` leave twins to it. A symlink and its target are one file, not twins.',
    fix: 'Keep one file and make the other a symlink to it, or (for CLAUDE.md and GEMINI.md) a file holding `@AGENTS.md`, so every agent reads the same text and an edit is made once.',
};

;// CONCATENATED MODULE: ./lib/checks/nested-root-hides.js


const nested_root_hides_meta = {
    id: 'nested-root-hides',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'A nested .git (a submodule or a stray clone) starts a new root: agents started below it never see the instruction files above it.',
};
function nested_root_hides_check(input) {
    const facts = factsOf(input);
    const settings = settingsOf(input);
    const { ctx } = input;
    const hiddenCache = new Map();
    const groups = new Map();
    for (const r of input.chains) {
        const { chain } = r;
        const marker = chain.rootMarker;
        if (marker === null || marker === 'assumed' || chain.root === '.')
            continue;
        const profile = input.profiles.find((p) => p.id === chain.profile);
        if (!profile)
            continue;
        const cacheKey = `${chain.profile}\0${chain.root}\0${marker}`;
        let hidden = hiddenCache.get(cacheKey);
        if (!hidden) {
            hidden = [];
            const names = profile.candidateNames(settings);
            let outer = false;
            let d = chain.root;
            do {
                d = dirName(d);
                // The first regular-file candidate of each directory above: what the agent would have loaded there.
                for (const name of names) {
                    const rel = ctx.join(d, name);
                    if (ctx.probe(rel).kind === 'file') {
                        hidden.unshift(rel);
                        break;
                    }
                }
                if (ctx.probe(ctx.join(d, marker)).lkind !== 'missing') {
                    outer = true;
                    break;
                }
            } while (d !== '.');
            if (!outer && !input.options.assumeRoot)
                hidden = [];
            hidden.sort((a, b) => dirName(a).split('/').length - dirName(b).split('/').length || (a < b ? -1 : 1));
            hiddenCache.set(cacheKey, hidden);
        }
        if (hidden.length === 0)
            continue;
        const key = `${chain.root}\0${hidden.join('\0')}`;
        let g = groups.get(key);
        if (!g) {
            g = { root: chain.root, marker, hidden, twins: new Map(), profiles: new Set(), cwds: new Set() };
            groups.set(key, g);
        }
        const loaded = chain.files.filter((f) => !f.personal).map((f) => f.path);
        for (const h of hidden) {
            if (g.twins.has(h))
                continue;
            const t = twinAmong(ctx, h, loaded, true);
            if (t)
                g.twins.set(h, t);
        }
        g.profiles.add(chain.profile);
        g.cwds.add(chain.cwd);
    }
    const out = [];
    for (const g of groups.values()) {
        const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
        const cwds = uniqueSorted(g.cwds);
        const nearest = g.hidden[g.hidden.length - 1];
        const lost = g.hidden.filter((h) => !g.twins.has(h));
        const named = (files) => fmtList(files.map((f) => `${f}${linkPhrase(ctx, f)}`));
        if (lost.length === 0) {
            // Every file above the nested root has a twin inside it: nothing is lost, the copies only need keeping in step.
            const [h, t] = [...g.twins][0];
            out.push({
                ruleId: nested_root_hides_meta.id,
                severity: 'info',
                path: nearest,
                line: 1,
                message: `Keep ${t.path} in step with ${h} (or, if ${g.root} belongs to this project, remove the stray ${g.root}/${g.marker}): ${fmtProfiles(profiles)} never ${profiles.length === 1 ? 'loads' : 'load'} ${named(g.hidden)} in ${fmtCwds(cwds)}, because ${g.root}/${g.marker} makes ${g.root} a root of its own, but ${t.path} is ${g.hidden.length === 1 ? 'its twin' : 'a twin of each'}, so nothing is lost. ` +
                    (t.diff.summary[0] === 'the two are identical' ? 'The two are byte for byte the same.' : `Difference: ${t.diff.summary.join('; ')}.`),
                profiles,
                cwds,
                key: `nested:${g.root}`,
            });
            continue;
        }
        const twinNote = g.twins.size > 0 ? ` (${fmtList([...g.twins].map(([x, t]) => `${x} has a twin in ${t.path}`))}, which loses nothing)` : '';
        out.push({
            ruleId: nested_root_hides_meta.id,
            severity: nested_root_hides_meta.defaultSeverity,
            path: lost[lost.length - 1],
            line: 1,
            message: `Remove the stray ${g.marker} if ${g.root} belongs to this project; if it is a real submodule, give it an AGENTS.md with the rules it needs (or a pointer to them); Codex users can also change project_root_markers. ` +
                `${named(lost)} ${lost.length === 1 ? 'is' : 'are'} never loaded by ${fmtProfiles(profiles)} in ${fmtCwds(cwds)}${twinNote}: ${g.root}/${g.marker} (a submodule or a separate clone) makes ${g.root} a root of its own, and agents never read above their root.`,
            profiles,
            cwds,
            key: `nested:${g.root}`,
        });
    }
    return out;
}
const nested_root_hides_examples = {
    failing: {
        description: 'tools/scraper was cloned into the repository with its own .git; an agent started there never sees the root AGENTS.md.',
        options: { profiles: ['codex'], workingDirectories: ['.', 'tools/scraper'] },
        files: {
            'AGENTS.md': '# Project rules\n\nNever commit secrets; use pnpm.\n',
            'tools/scraper/main.py': 'print("scrape")\n',
        },
        nestedRepos: ['tools/scraper'],
        expect: { path: 'AGENTS.md', line: 1 },
    },
    passing: {
        description: 'The same tree without the nested .git: tools/scraper sees the root AGENTS.md.',
        options: { profiles: ['codex'], workingDirectories: ['.', 'tools/scraper'] },
        files: {
            'AGENTS.md': '# Project rules\n\nNever commit secrets; use pnpm.\n',
            'tools/scraper/main.py': 'print("scrape")\n',
        },
    },
};
const nested_root_hides_docs = {
    why: 'Codex and A3S Code walk up from the working directory to the first directory holding a root marker (`.git`, file or directory) and never read above it. ' +
        'A submodule, a vendored clone or a stray `git init` inside the repository is such a marker: an agent started inside it loses every instruction file of the enclosing project, silently. ' +
        'openai/codex issues 30789 and 25651 are real reports of this. The finding lists the files that are lost, for which agents and working directories. ' +
        'A file above the nested root whose twin the agent loads inside it (a copy equal but for whitespace, or a few lines apart: see `instruction-twins`) loses nothing: when every hidden file has one, the finding is an `info` saying so, with the difference.',
    fix: 'Remove a `.git` that should not be there. For a real submodule, add an `AGENTS.md` in it with the rules it needs (or a pointer to the parent’s), or, for Codex, set `project_root_markers` to a marker only the top-level repository has.',
};

;// CONCATENATED MODULE: ./lib/checks/overrides.js

const overrides_memo = new WeakMap();
function overrideFacts(input) {
    const hit = overrides_memo.get(input);
    if (hit)
        return hit;
    const facts = factsOf(input);
    const namingProfiles = facts.profilesNaming(OVERRIDE_FILE);
    const out = [];
    if (namingProfiles.length > 0) {
        // Which file each override hides, per profile: the chains record it as `hidden` by the override.
        const hides = new Map();
        for (const { chain } of input.chains) {
            for (const p of chain.passedOver) {
                if (p.reason !== 'hidden' || p.detail === undefined || baseName(p.detail) !== OVERRIDE_FILE)
                    continue;
                let byFile = hides.get(p.detail);
                if (!byFile) {
                    byFile = new Map();
                    hides.set(p.detail, byFile);
                }
                let profiles = byFile.get(p.path);
                if (!profiles) {
                    profiles = new Set();
                    byFile.set(p.path, profiles);
                }
                profiles.add(chain.profile);
            }
        }
        for (const rel of facts.instructionPaths) {
            if (baseName(rel) !== OVERRIDE_FILE)
                continue;
            if (input.ctx.probe(rel).lkind === 'missing')
                continue;
            const fate = facts.fate(rel);
            const cwds = [];
            for (const f of fate.values())
                cwds.push(...f.loaded);
            const hidden = new Map();
            for (const [file, profiles] of hides.get(rel) ?? []) {
                if (dirName(file) === dirName(rel))
                    hidden.set(file, facts.profileIds.filter((id) => profiles.has(id)));
            }
            out.push({
                path: rel,
                git: input.ctx.gitStatus(rel),
                namingProfiles,
                loadedBy: loadingProfiles(facts, rel),
                cwds: uniqueSorted(cwds),
                hides: hidden,
            });
        }
    }
    overrides_memo.set(input, out);
    return out;
}
/** Profiles for which the override hides another file, in configured order. */
function hidersOf(o, order) {
    const all = new Set([...o.hides.values()].flat());
    return order.filter((id) => all.has(id));
}
/** "packages/api/AGENTS.md" or "AGENTS.md and TEAM.md". */
function hiddenList(o) {
    return [...o.hides.keys()].sort();
}
/** A path as one shell word. */
function shellWord(rel) {
    return /^[\w./@%+=:,-]+$/.test(rel) ? rel : `'${rel.replace(/'/g, `'\\''`)}'`;
}

;// CONCATENATED MODULE: ./lib/checks/override-committed.js


const override_committed_meta = {
    id: 'override-committed',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An AGENTS.override.md is committed, so it replaces AGENTS.md for everyone who clones the repository.',
};
function override_committed_check(input) {
    const order = factsOf(input).profileIds;
    const out = [];
    for (const o of overrideFacts(input)) {
        if (o.git !== 'tracked')
            continue;
        const hidden = hiddenList(o);
        const hiders = hidersOf(o, order);
        const where = fmtCwds(o.cwds.length > 0 ? o.cwds : [dirName(o.path)]);
        const what = hidden.length > 0
            ? `${fmtProfiles(hiders)} ${verb(hiders, 'picks', 'pick')} it instead of ${fmtList(hidden)} in ${where}`
            : o.loadedBy.length > 0
                ? `${fmtProfiles(o.loadedBy)} ${verb(o.loadedBy, 'loads', 'load')} it in ${where}`
                : `${fmtProfiles(o.namingProfiles)} look for it first in ${fmtCwd(dirName(o.path))}`;
        out.push({
            ruleId: override_committed_meta.id,
            severity: override_committed_meta.defaultSeverity,
            path: o.path,
            line: 1,
            message: `Run \`git rm --cached ${shellWord(o.path)}\` and add the line \`${OVERRIDE_FILE}\` to .gitignore (or rename it to AGENTS.md if the whole team needs these instructions). ` +
                `${o.path} is committed: ${what} for everyone who clones the repository, although an override is meant to be a local, uncommitted file.`,
            profiles: o.loadedBy.length > 0 ? o.loadedBy : o.namingProfiles,
            ...(o.cwds.length > 0 ? { cwds: o.cwds } : {}),
        });
    }
    return out;
}
const override_committed_examples = {
    failing: {
        description: 'A personal override was committed by mistake: every clone now loads it instead of AGENTS.md.',
        files: {
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
            'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
        },
        expect: { path: 'AGENTS.override.md', line: 1 },
    },
    passing: {
        description: 'The override is git-ignored: it stays on the machine of the person who wrote it.',
        files: {
            '.gitignore': 'AGENTS.override.md\n',
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
            'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
        },
        untracked: ['AGENTS.override.md'],
    },
};
const override_committed_docs = {
    why: 'Codex and A3S Code look for `AGENTS.override.md` before `AGENTS.md` in every directory and load only the first one they find. ' +
        'The override exists so that one person can replace the shared instructions on their own machine. ' +
        'Once it is committed, every clone, every CI job and every teammate silently gets that person’s instructions instead of the shared `AGENTS.md`.',
    fix: 'Remove the file from the index but keep it on disk with `git rm --cached path/to/AGENTS.override.md`, then add `AGENTS.override.md` to `.gitignore` so it cannot be committed again. ' +
        'If the whole team needs these instructions, merge them into `AGENTS.md` instead.',
};

;// CONCATENATED MODULE: ./lib/checks/override-local.js


const override_local_meta = {
    id: 'override-local',
    kind: 'check',
    defaultSeverity: 'info',
    description: 'A git-ignored AGENTS.override.md is active in this checkout: agents here see different instructions than clones and CI.',
};
function override_local_check(input) {
    const out = [];
    for (const o of overrideFacts(input)) {
        if (o.git !== 'ignored' || o.loadedBy.length === 0)
            continue;
        const hidden = hiddenList(o);
        const dir = fmtCwd(dirName(o.path));
        const replaces = hidden.length > 0
            ? `it replaces ${fmtList(hidden)} for ${fmtProfiles(o.loadedBy)} in ${fmtCwds(o.cwds)}; clones and CI load ${fmtList(hidden)} instead`
            : `${fmtProfiles(o.loadedBy)} ${verb(o.loadedBy, 'loads', 'load')} it in ${fmtCwds(o.cwds)} (there is no other instruction file in that directory for it to hide); clones and CI do not have it`;
        out.push({
            ruleId: override_local_meta.id,
            severity: override_local_meta.defaultSeverity,
            path: o.path,
            line: 1,
            message: `A local override is active in ${dir}: ${o.path} is ignored by git, so it exists on this machine only, and ${replaces}.`,
            profiles: o.loadedBy,
            cwds: o.cwds,
        });
    }
    return out;
}
const override_local_examples = {
    failing: {
        description: 'A git-ignored override on this machine: agents started here see it, CI and other clones do not.',
        files: {
            '.gitignore': 'AGENTS.override.md\n',
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
            'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
        },
        untracked: ['AGENTS.override.md'],
        expect: { path: 'AGENTS.override.md', line: 1 },
    },
    passing: {
        description: 'No override: every checkout loads the same AGENTS.md.',
        files: {
            '.gitignore': 'AGENTS.override.md\n',
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
        },
    },
};
const override_local_docs = {
    why: 'A git-ignored `AGENTS.override.md` is the intended way to keep personal instructions: it never reaches other clones. ' +
        'It is still worth knowing when one is active, because an audit run on this machine (and every agent started here) sees different instructions than CI and teammates do. ' +
        'This is an `info` finding: it never fails a run.',
    fix: 'Nothing to fix if the override is intentional. Delete it to see what everyone else sees; turn the note off with `override-local: off`.',
};

;// CONCATENATED MODULE: ./lib/checks/override-untracked.js


const override_untracked_meta = {
    id: 'override-untracked',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An AGENTS.override.md is neither committed nor git-ignored, so the next `git add -A` commits it.',
};
function override_untracked_check(input) {
    const order = factsOf(input).profileIds;
    const out = [];
    for (const o of overrideFacts(input)) {
        if (o.git !== 'untracked')
            continue;
        const hidden = hiddenList(o);
        const effect = hidden.length > 0
            ? `${fmtProfiles(hidersOf(o, order))} would pick it instead of ${fmtList(hidden)}`
            : `${fmtProfiles(o.loadedBy.length > 0 ? o.loadedBy : o.namingProfiles)} would look for it first in ${fmtCwd(dirName(o.path))}`;
        out.push({
            ruleId: override_untracked_meta.id,
            severity: override_untracked_meta.defaultSeverity,
            path: o.path,
            line: 1,
            message: `Add the line \`${OVERRIDE_FILE}\` to .gitignore to keep it local (or merge it into AGENTS.md if the team needs it). ` +
                `${o.path} is neither committed nor ignored by git: the next \`git add -A\` commits it, and then ${effect} for everyone who clones the repository.`,
            profiles: o.loadedBy.length > 0 ? o.loadedBy : o.namingProfiles,
            ...(o.cwds.length > 0 ? { cwds: o.cwds } : {}),
        });
    }
    return out;
}
const override_untracked_examples = {
    failing: {
        description: 'A fresh override that nobody has ignored yet.',
        files: {
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
            'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
        },
        untracked: ['AGENTS.override.md'],
        expect: { path: 'AGENTS.override.md', line: 1 },
    },
    passing: {
        description: 'The same override, ignored by `.gitignore`.',
        files: {
            '.gitignore': 'AGENTS.override.md\n',
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
            'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
        },
        untracked: ['AGENTS.override.md'],
    },
};
const override_untracked_docs = {
    why: 'An override that git does not ignore shows up as a new file, and `git add -A`, `git commit -a` after an add, or an IDE’s “commit all” picks it up. ' +
        'Once committed it replaces `AGENTS.md` for Codex and A3S Code in every clone (see `override-committed`).',
    fix: 'Add `AGENTS.override.md` to `.gitignore` (one line covers every directory). If the instructions are meant for everyone, merge them into `AGENTS.md` and delete the override.',
};

;// CONCATENATED MODULE: ./lib/checks/symlink-as-text.js
/**
 * `symlink-as-text`: a regular file whose whole content is the path of another instruction file —
 * what a symlink becomes in a checkout without symlink support (Windows without `core.symlinks`,
 * a ZIP download). Agents then load that one line instead of the instructions.
 */


const symlink_as_text_meta = {
    id: 'symlink-as-text',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An instruction file holds nothing but the name of another instruction file: a symlink checked out as plain text.',
};
/** Longest content taken for a link text (a path; git stores link targets the same way). */
const MAX_LINK_TEXT = 1024;
function symlink_as_text_check(input) {
    const facts = factsOf(input);
    const { ctx } = input;
    const out = [];
    for (const rel of facts.instructionPaths) {
        const p = ctx.probe(rel);
        if (p.lkind !== 'file' || p.size === null || p.size === 0 || p.size > MAX_LINK_TEXT)
            continue;
        const content = ctx.read(rel);
        if (!content || content.error || !content.complete || content.facts.firstInvalid !== -1 || content.facts.firstNul !== -1)
            continue;
        const text = Buffer.from(content.bytes).toString('utf8').replace(/\r?\n$/, '');
        if (text === '' || /[\r\n\t]/.test(text) || text.trim() !== text)
            continue;
        const recordedAsLink = ctx.listing.files.get(rel)?.symlink === true;
        if (external_node_path_.posix.isAbsolute(text) && !recordedAsLink)
            continue;
        const target = external_node_path_.posix.normalize(external_node_path_.posix.join(dirName(rel), text));
        const inside = !external_node_path_.posix.isAbsolute(text) && target !== '..' && !target.startsWith('../') && target !== rel;
        const targetIsInstruction = inside && (facts.isInstruction(target) || ctx.listing.files.has(target)) && (facts.candidateNames.has(baseName(target)) || /\.(md|mdc|markdown|txt)$/i.test(target));
        if (!targetIsInstruction && !recordedAsLink)
            continue;
        const fate = describeFate(facts, rel);
        out.push(fileFinding(symlink_as_text_meta, facts, rel, {
            line: 1,
            column: 1,
            message: 'Enable symlinks (`git config core.symlinks true`, Developer Mode on Windows) and check the file out again, or replace it with a copy of the instructions. ' +
                `${rel} holds only the text ${facts_q(text)}${fate ? ` (${fate})` : ''}: agents load that one line instead of the instructions${targetIsInstruction ? ` in ${target}` : ''}. ` +
                `This is what a symlink becomes when it is checked out without symlink support (Windows without \`core.symlinks\`, a ZIP download)${recordedAsLink ? '; git records this path as a symlink' : ''}.`,
        }));
    }
    return out;
}
const symlink_as_text_examples = {
    failing: {
        description: 'The team writes CLAUDE.md and links AGENTS.md to it, but this checkout turned the link into a one-line text file.',
        options: { profiles: ['codex'] },
        files: { 'CLAUDE.md': '# Project rules\n\nUse pnpm.\n', 'AGENTS.md': 'CLAUDE.md' },
        expect: { path: 'AGENTS.md', line: 1, column: 1 },
    },
    passing: {
        description: 'The same layout with a real symlink.',
        options: { profiles: ['codex'] },
        files: { 'CLAUDE.md': '# Project rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'CLAUDE.md' } },
    },
};
const symlink_as_text_docs = {
    why: 'Git stores a symlink as a small blob holding the target path. Where symlinks are not supported or not enabled (Git for Windows without `core.symlinks`, GitHub’s “Download ZIP”, some CI caches), the checkout writes that path as the content of a regular file. ' +
        'The instruction file then contains one word, `CLAUDE.md`, and every agent loads exactly that instead of the instructions. Nothing fails, so it goes unnoticed.',
    fix: 'Turn on symlink support (`git config --global core.symlinks true`; on Windows also Developer Mode) and check the file out again (`git checkout -- AGENTS.md`), or replace the link by a regular file with the real content.',
};

;// CONCATENATED MODULE: ./lib/checks/symlink-chain.js


const symlink_chain_meta = {
    id: 'symlink-chain',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file is a symlink to another symlink (a chain of links), or part of a symlink loop.',
};
function symlink_chain_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const l of linkedCandidates(input)) {
        if (!isChain(l))
            continue;
        const message = l.link.loop
            ? `Point ${l.rel} directly at a regular file, or delete it. ` +
                `${l.rel} is part of a symlink loop (it points at ${facts_q(l.link.target)}, which leads back round): resolving it fails with "too many levels of symbolic links"${fateSuffix(input, l.rel)}. ` +
                'No agent can load it, and Codex treats a metadata error other than “not found” as fatal for the project instructions.'
            : `Point ${l.rel} directly at the final file${l.link.resolved ? ` (${l.link.resolved})` : ''} with a relative target. ` +
                `${l.rel} points at ${facts_q(l.link.target)}, which is itself a symlink${l.link.resolved ? ` (the chain ends at ${l.link.resolved})` : ''}${fateSuffix(input, l.rel)}. ` +
                'A chain of links breaks as soon as one link in it moves, and tools that resolve one level only see a link instead of instructions.';
        out.push(fileFinding(symlink_chain_meta, facts, l.rel, {
            line: 1,
            message,
        }));
    }
    return out;
}
const symlink_chain_examples = {
    failing: {
        description: 'AGENTS.md → CLAUDE.md → docs/agents.md: two links deep.',
        options: { profiles: ['codex'] },
        files: {
            'docs/agents.md': '# Rules\n\nUse pnpm.\n',
            'CLAUDE.md': { symlink: 'docs/agents.md' },
            'AGENTS.md': { symlink: 'CLAUDE.md' },
        },
        expect: { path: 'AGENTS.md', line: 1 },
    },
    passing: {
        description: 'Both links point straight at the file.',
        options: { profiles: ['codex'] },
        files: {
            'docs/agents.md': '# Rules\n\nUse pnpm.\n',
            'CLAUDE.md': { symlink: 'docs/agents.md' },
            'AGENTS.md': { symlink: 'docs/agents.md' },
        },
    },
};
const symlink_chain_docs = {
    why: 'Each extra link is one more thing that can move or break, and the instruction file’s real location becomes hard to see in a review. ' +
        'A loop (`A → B → A`) cannot be resolved at all: Codex gets an error that is not “not found” and drops the project instructions. This is an error whatever the `symlinks` policy says.',
    fix: 'Point every link directly at the regular file it is meant to load (`ln -sf docs/agents.md AGENTS.md`). Break loops by replacing one link with the real file.',
};

;// CONCATENATED MODULE: ./lib/checks/symlink-dangling.js


const symlink_dangling_meta = {
    id: 'symlink-dangling',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file is a symlink whose target does not exist.',
};
function symlink_dangling_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const l of linkedCandidates(input)) {
        if (!isDangling(l))
            continue;
        out.push(fileFinding(symlink_dangling_meta, facts, l.rel, {
            line: 1,
            message: `Point ${l.rel} at the file that exists now (a relative target inside the repository), or delete it. ` +
                `${l.rel} is a dangling symlink: its target ${facts_q(l.link.target)} does not exist${fateSuffix(input, l.rel)}. ` +
                'Current Codex skips it and tries the next name; older Codex releases (project_doc.rs) let it claim the directory and then load nothing there, losing that directory’s AGENTS.md. No agent gets the instructions it was meant to point at.',
        }));
    }
    return out;
}
const symlink_dangling_examples = {
    failing: {
        description: 'The shared file was renamed, the link still points at the old name.',
        options: { profiles: ['codex'] },
        files: {
            'docs/agents/api.md': '# API rules\n\nEvery response carries a request_id.\n',
            'packages/api/AGENTS.md': { symlink: '../../docs/agents/api-rules.md' },
            'packages/api/index.ts': 'export {};\n',
        },
        expect: { path: 'packages/api/AGENTS.md', line: 1 },
    },
    passing: {
        description: 'The link points at the file that exists.',
        options: { profiles: ['codex'] },
        files: {
            'docs/agents/api.md': '# API rules\n\nEvery response carries a request_id.\n',
            'packages/api/AGENTS.md': { symlink: '../../docs/agents/api.md' },
            'packages/api/index.ts': 'export {};\n',
        },
    },
};
const symlink_dangling_docs = {
    why: 'A link whose target was moved or never committed gives agents nothing, and depending on the agent’s version it can also cost the directory its real `AGENTS.md`: older Codex (`project_doc.rs`) accepted any symlink as the directory’s file and then failed to read it. ' +
        'This is an error whatever the `symlinks` policy says.',
    fix: 'Point the link at the file’s current location with a relative target (`ln -sf ../../docs/agents/api.md packages/api/AGENTS.md`), or delete the link.',
};

;// CONCATENATED MODULE: ./lib/checks/symlink-escape.js


const symlink_escape_meta = {
    id: 'symlink-escape',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file is a symlink to an absolute path or to a file outside the repository.',
};
function symlink_escape_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const l of linkedCandidates(input)) {
        if (!isEscape(l))
            continue;
        const how = l.link.outside ? (l.link.absolute ? 'an absolute path outside the repository' : 'a path outside the repository') : 'an absolute path (inside this checkout, but only at this exact location)';
        out.push(fileFinding(symlink_escape_meta, facts, l.rel, {
            line: 1,
            message: `Replace the link ${l.rel} with a regular file, or point it at a file inside the repository with a relative target. ` +
                `${l.rel} is a symlink to ${how}, ${facts_q(l.link.target)}${fateSuffix(input, l.rel)}. ` +
                'Agents that follow links load whatever that path holds on each machine: something else, or nothing, in every other clone and in CI; the audit never reads outside the repository.',
        }));
    }
    return out;
}
const symlink_escape_examples = {
    failing: {
        description: 'AGENTS.md points into one person’s home directory.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md': { symlink: '/home/alice/agents/AGENTS.md' } },
        expect: { path: 'AGENTS.md', line: 1 },
    },
    passing: {
        description: 'CLAUDE.md is a relative link to AGENTS.md in the same repository.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
    },
};
const symlink_escape_docs = {
    why: 'Codex follows symlinked instruction files. A link to an absolute path or out of the repository loads a file that is not under version control: it differs on every machine, is missing in CI and in fresh clones, and may expose files (`/etc/passwd`) or devices that were never meant to be instructions. ' +
        'A3S Code ignores symlinked candidates altogether. This is an error whatever the `symlinks` policy says.',
    fix: 'Copy the content into the repository and make the instruction file a regular file, or make it a relative link to a file inside the repository (`ln -sf AGENTS.md CLAUDE.md`).',
};

;// CONCATENATED MODULE: ./lib/checks/symlink-ignored-by-agent.js


const symlink_ignored_by_agent_meta = {
    id: 'symlink-ignored-by-agent',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An instruction file is a symlink, and an agent in use ignores symlinked instruction files (A3S Code): the file is invisible to it.',
};
function symlink_ignored_by_agent_check(input) {
    const facts = factsOf(input);
    const broken = new Set(linkedCandidates(input).filter(isBroken).map((l) => l.rel));
    // path → profile → { cwds, what the chain loads from that directory instead }
    const byPath = new Map();
    for (const { chain } of input.chains) {
        for (const p of chain.passedOver) {
            if (p.reason !== 'symlink-rejected' || broken.has(p.path))
                continue;
            let byProfile = byPath.get(p.path);
            if (!byProfile) {
                byProfile = new Map();
                byPath.set(p.path, byProfile);
            }
            let e = byProfile.get(chain.profile);
            if (!e) {
                e = { cwds: [], instead: new Set() };
                byProfile.set(chain.profile, e);
            }
            e.cwds.push(chain.cwd);
            const dir = dirName(p.path);
            for (const f of chain.files)
                if (!f.personal && dirName(f.path) === dir)
                    e.instead.add(f.path);
        }
    }
    const out = [];
    for (const [rel, byProfile] of [...byPath].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const profiles = facts.profileIds.filter((id) => byProfile.has(id));
        const cwds = uniqueSorted([...byProfile.values()].flatMap((e) => e.cwds));
        const instead = [...new Set([...byProfile.values()].flatMap((e) => [...e.instead]))].sort();
        const target = input.ctx.probe(rel).link?.target;
        const loads = instead.length > 0 ? `in that directory it loads ${fmtList(instead)} instead` : 'it loads nothing from that directory';
        out.push({
            ruleId: symlink_ignored_by_agent_meta.id,
            severity: symlink_ignored_by_agent_meta.defaultSeverity,
            path: rel,
            line: 1,
            message: `Make ${rel} a regular file if ${fmtProfiles(profiles)} need${profiles.length === 1 ? 's' : ''} it (a copy, or move the content here and link the other name to it). ` +
                `${rel} is a symlink${target !== undefined ? ` to ${facts_q(target)}` : ''}, and ${fmtProfiles(profiles)} ignore${profiles.length === 1 ? 's' : ''} symlinked instruction files: it is invisible to ${fmtProfiles(profiles)} in ${fmtCwds(cwds)}; ${loads}.`,
            profiles,
            cwds,
        });
    }
    return out;
}
const symlink_ignored_by_agent_examples = {
    failing: {
        description: 'AGENTS.md is a link to a shared document: Codex follows it, A3S Code ignores it.',
        files: { 'docs/agent-rules.md': '# Rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'docs/agent-rules.md' } },
        expect: { path: 'AGENTS.md', line: 1 },
    },
    passing: {
        description: 'AGENTS.md is the regular file and CLAUDE.md links to it: A3S Code reads AGENTS.md and never looks at CLAUDE.md.',
        files: { 'AGENTS.md': '# Rules\n\nUse pnpm.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
    },
};
const symlink_ignored_by_agent_docs = {
    why: 'A3S Code checks every candidate with `symlink_metadata` and skips symlinks, then tries the next name in the same directory. ' +
        'A symlinked `AGENTS.md` that works for Codex is therefore invisible to A3S Code, which silently loads the next candidate or nothing at all. ' +
        'The finding names the agents that ignore the link and what they load instead. It is detected from the chains (a candidate passed over as `symlink-rejected`), so it applies to any profile with that behaviour.',
    fix: 'Keep the real content in the file the strictest agent reads (`AGENTS.md`), and make the other names links to it; or replace the link with a regular file.',
};

;// CONCATENATED MODULE: ./lib/checks/symlink-non-regular.js


const symlink_non_regular_meta = {
    id: 'symlink-non-regular',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file is a symlink to something that is not a regular file (a directory, FIFO, device or socket).',
};
function symlink_non_regular_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const l of linkedCandidates(input)) {
        if (!isNonRegular(l))
            continue;
        out.push(fileFinding(symlink_non_regular_meta, facts, l.rel, {
            line: 1,
            message: `Point ${l.rel} at a regular file inside the repository, or delete it. ` +
                `${l.rel} is a symlink to ${KIND_TEXT[l.probe.kind] ?? 'something that is not a file'} (${facts_q(l.link.target)}), not to a file${fateSuffix(input, l.rel)}. ` +
                'Current Codex skips it; older Codex releases accepted any symlink and then failed to read it, losing the project instructions, and a reader that opens a FIFO or a device such as /dev/zero blocks or reads without end. The audit never opens it.',
        }));
    }
    return out;
}
const symlink_non_regular_examples = {
    failing: {
        description: 'AGENTS.md links to the docs directory instead of a file in it.',
        options: { profiles: ['codex'] },
        files: { 'docs/agents.md': '# Rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'docs' } },
        expect: { path: 'AGENTS.md', line: 1 },
    },
    passing: {
        description: 'AGENTS.md links to the file.',
        options: { profiles: ['codex'] },
        files: { 'docs/agents.md': '# Rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'docs/agents.md' } },
    },
};
const symlink_non_regular_docs = {
    why: 'An instruction file must be a regular file. A link to a directory makes older Codex releases fail the whole project-doc load; a link to a FIFO or a device (`/dev/zero`, `/dev/random`) makes a naive reader block forever or read without end. ' +
        'Current Codex and A3S Code skip such candidates, so the instructions are simply missing. The audit never opens these targets. This is an error whatever the `symlinks` policy says.',
    fix: 'Point the link at a regular file inside the repository, or replace it with a regular file.',
};

;// CONCATENATED MODULE: ./lib/checks/symlink-policy.js


const symlink_policy_meta = {
    id: 'symlink-policy',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'A symlinked instruction file breaks the configured symlink policy (forbid, or allow-in-repo with a target that only this checkout has).',
};
function symlink_policy_check(input) {
    const policy = input.options.symlinkPolicy;
    if (policy === 'allow')
        return [];
    const facts = factsOf(input);
    const { listing } = input.ctx;
    const out = [];
    for (const l of linkedCandidates(input)) {
        if (isBroken(l))
            continue;
        let message = null;
        if (policy === 'forbid') {
            message =
                `Replace the link ${l.rel} with a regular file, or allow in-repository links with \`symlinks: allow-in-repo\`. ` +
                    `${l.rel} is a symlink to ${facts_q(l.link.target)}${fateSuffix(input, l.rel)}, and the symlink policy is "forbid". ` +
                    'Agents and tools disagree on links (A3S Code ignores them, Windows checkouts turn them into one-line text files).';
        }
        else if (listing.source === 'git' && l.link.resolved !== null) {
            const target = l.link.resolved;
            const listed = listing.files.get(target);
            if (!listed) {
                message =
                    `Commit ${target} (and remove it from .gitignore), or point the link ${l.rel} at a committed file. ` +
                        `${l.rel} links to ${target}, which git ignores${fateSuffix(input, l.rel)}: the link works on this machine only and dangles in every clone and in CI.`;
            }
        }
        if (message === null)
            continue;
        const profiles = concernedProfiles(facts, l.rel);
        out.push({
            ruleId: symlink_policy_meta.id,
            severity: symlink_policy_meta.defaultSeverity,
            path: l.rel,
            line: 1,
            message,
            ...(profiles.length > 0 ? { profiles } : {}),
            key: policy,
        });
    }
    return out;
}
const symlink_policy_examples = {
    failing: {
        description: 'The team forbids symlinked instruction files, and CLAUDE.md is one.',
        options: { profiles: ['codex'], symlinkPolicy: 'forbid', fallbackFilenames: ['CLAUDE.md'] },
        files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
        expect: { path: 'CLAUDE.md', line: 1 },
    },
    passing: {
        description: 'With the default policy, allow-in-repo, a link to a committed file in the repository is fine.',
        options: { profiles: ['codex'], fallbackFilenames: ['CLAUDE.md'] },
        files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
    },
};
const symlink_policy_docs = {
    why: 'Linking `CLAUDE.md` to `AGENTS.md` is common and recommended by the AGENTS.md site, so links are allowed by default. The policy (`symlinks` in the config file, the `symlinks` action input, `--symlinks`) decides how strict to be:\n\n' +
        '- `allow-in-repo` (default): a link to a file inside the repository is fine, as long as a clone has that file too; a link to a git-ignored file works only on the machine that has it, and is reported.\n' +
        '- `forbid`: every symlinked instruction file is reported (for teams on Windows, or tools that ignore links).\n' +
        '- `allow`: links are never reported by this rule.\n\n' +
        'Whatever the policy, links out of the repository (`symlink-escape`), dangling links (`symlink-dangling`), links to non-files (`symlink-non-regular`) and chains of links (`symlink-chain`) are errors of their own.',
    fix: 'Replace the link with a regular file, point it at a committed file, or choose the policy that matches how your team works.',
};

;// CONCATENATED MODULE: ./lib/checks/unreadable-candidate.js

const unreadable_candidate_meta = {
    id: 'unreadable-candidate',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file cannot be read (permission denied, removed or replaced during the run): what agents do with it is undefined.',
};
function unreadable_candidate_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const rel of facts.instructionPaths) {
        const p = input.ctx.probe(rel);
        let why;
        if (p.error !== undefined) {
            if (p.link?.loop)
                continue; // symlink-chain reports loops
            why = p.error;
        }
        else if (p.kind === 'file' && !p.link?.outside) {
            const content = input.ctx.read(rel);
            if (content?.error)
                why = content.error;
        }
        if (why === undefined)
            continue;
        const fate = describeFate(facts, rel);
        const profiles = concernedProfiles(facts, rel);
        const removed = why.includes('removed');
        out.push({
            ruleId: unreadable_candidate_meta.id,
            severity: unreadable_candidate_meta.defaultSeverity,
            path: rel,
            line: null,
            message: (removed ? 'Run the audit again: the file changed while it ran. ' : `Make ${rel} a readable regular file (\`chmod a+r\`), or remove it. `) +
                `${rel} cannot be read: ${why}${fate ? ` (${fate})` : ''}. ` +
                'Codex skips a file that disappears but treats any other read error as fatal and loads no project instructions at all; A3S Code skips the file and tries the next name.',
            ...(profiles.length > 0 ? { profiles } : {}),
            key: removed ? 'removed' : 'unreadable',
        });
    }
    return out;
}
const unreadable_candidate_examples = {
    failing: {
        description: 'AGENTS.md lost its read permission (`chmod 000`); the audit runs as an ordinary user.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
        unreadable: ['AGENTS.md'],
        expect: { path: 'AGENTS.md', line: null },
    },
    passing: {
        description: 'The same file, readable.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
    },
};
const unreadable_candidate_docs = {
    why: 'A candidate that exists but cannot be read is the worst case for an agent: Codex propagates read errors other than “not found” and drops every project instruction file for that session, while A3S Code skips the file. ' +
        'Either way the instructions are not what the repository says. The audit reports the error instead of crashing, including for a file that is removed or replaced by something else (a FIFO, a directory) between listing and reading.',
    fix: 'Give the file normal permissions (`chmod 644 AGENTS.md`) and make sure it is a regular file; if it changed during the audit, run the audit again.',
};

;// CONCATENATED MODULE: ./lib/checks/index.js
/**
 * The health checks: one rule per file in this folder, each a pure function of the discovery facts
 * (`CheckInput`), with its documentation examples as data (see examples.ts and docs/rules/<id>.md).
 * Checks never touch the file system: they use `ctx.probe` and the memoized `ctx.read`.
 */




























/** Rules raised by the engine and profiles themselves (not by a check module). */
const ENGINE_RULES = [
    {
        id: 'budget-clamped',
        kind: 'check',
        defaultSeverity: 'info',
        description: 'The configured max-bytes is above an agent’s ceiling (A3S Code clamps it to 1 MiB).',
    },
    ...PROFILE_RULES,
];
/** Documentation examples of the engine's rules (raised by profiles, not by a check module). */
const ENGINE_RULE_DOCS = {
    'budget-clamped': {
        examples: {
            failing: {
                description: 'max-bytes is set to 2,000,000 for a team that also uses A3S Code.',
                options: { maxBytes: 2_000_000 },
                files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n' },
                expect: { path: null, line: null },
            },
            passing: {
                description: 'The default budget, 32 KiB.',
                files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n' },
            },
        },
        docs: {
            why: 'A3S Code clamps `project_doc_max_bytes` to 1 MiB and prints a warning at startup. A larger `max-bytes` makes the audit model A3S Code with 1 MiB, while Codex gets the full value. ' +
                'This is an `info` finding about the configuration; it never fails a run.',
            fix: 'Use a budget of at most 1,048,576 bytes, or ignore the note if only other agents need the larger value.',
        },
    },
    ...PROFILE_RULE_DOCS,
};
/** Every health check, in documentation order. */
const CHECKS = [
    override_committed_namespaceObject,
    override_untracked_namespaceObject,
    override_local_namespaceObject,
    chain_over_budget_namespaceObject,
    chain_near_budget_namespaceObject,
    symlink_escape_namespaceObject,
    symlink_dangling_namespaceObject,
    symlink_non_regular_namespaceObject,
    symlink_chain_namespaceObject,
    symlink_policy_namespaceObject,
    symlink_ignored_by_agent_namespaceObject,
    symlink_as_text_namespaceObject,
    candidate_not_regular_namespaceObject,
    unreadable_candidate_namespaceObject,
    encoding_invalid_utf8_namespaceObject,
    encoding_utf16_utf32_namespaceObject,
    encoding_bom_namespaceObject,
    encoding_nul_namespaceObject,
    nested_root_hides_namespaceObject,
    empty_instruction_file_namespaceObject,
    empty_override_hides_namespaceObject,
    agent_misses_file_namespaceObject,
    instruction_twins_namespaceObject,
    disagree_loaded_namespaceObject,
    disagree_budget_namespaceObject,
    disagree_order_namespaceObject,
    opencode_hidden_namespaceObject,
];
const CHECK_RULES = [...ENGINE_RULES, ...CHECKS.map((c) => c.meta)];
function runChecks(input) {
    const out = [];
    for (const c of CHECKS) {
        try {
            out.push(...c.check(input));
        }
        catch (e) {
            throw new Error(`health check ${c.meta.id} failed: ${e?.message ?? String(e)}`, { cause: e });
        }
    }
    return out;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./lib/discovery/committed-file.js
/**
 * One file as a commit holds it, read from git's object store (`git cat-file`), never from the
 * work tree: the action reads the repository's own settings (`.agents-md-audit.yml`) this way from
 * a pull request's base commit. Links inside the committed tree are followed as git resolves them
 * (`--follow-symlinks`); a link out of the tree, a directory or a submodule is refused; the size
 * is checked before a byte of the blob is read, so a blob over the cap costs nothing. The work
 * tree, the index and HEAD are not touched.
 */


/** git in `cwd` with the repository's own hooks and monitors off; null and a reason when it fails. */
function git(cwd, args, opts) {
    const r = (0,external_node_child_process_.spawnSync)('git', ['-c', 'core.fsmonitor=false', ...args], {
        cwd,
        maxBuffer: opts.maxBuffer,
        timeout: 60_000,
        ...(opts.input !== undefined ? { input: opts.input } : {}),
        stdio: [opts.input !== undefined ? 'pipe' : 'ignore', 'pipe', 'pipe'],
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
    });
    if (r.error)
        return { ok: false, error: r.error.code === 'ENOENT' ? 'git is not installed' : r.error.message };
    if (r.status !== 0)
        return { ok: false, error: (r.stderr.toString('utf8') || `git exited with ${r.status}`).trim().split('\n')[0] };
    return { ok: true, out: r.stdout };
}
/**
 * The file at `rel` (relative to `cwd`, which lies in the work tree; `../` allowed while it stays in
 * the repository) in `commit`: absent (no such path, a dangling link), refused with the reason, or
 * its bytes (at most `cap`; a larger blob is refused unread).
 */
function readCommittedFile(cwd, commit, rel, cap) {
    return readFirstCommittedFile(cwd, commit, [rel], cap).read;
}
/**
 * The first of `rels` that `commit` holds (one lookup for all of them, then one read): its index
 * and what `readCommittedFile` says of it, or the last name's `absent` when it holds none.
 */
function readFirstCommittedFile(cwd, commit, rels, cap) {
    const none = { index: rels.length - 1, read: { status: 'absent' } };
    if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(commit))
        return { index: 0, read: { status: 'refused', reason: 'the commit is not a full object id' } };
    const names = rels.map((r) => r.split('\\').join('/'));
    const bad = names.findIndex((n) => n === '' || /[\0\n\r]/.test(n) || n.startsWith('/'));
    if (bad !== -1)
        return { index: bad, read: { status: 'refused', reason: 'its name cannot be looked up in git' } };
    const check = git(cwd, ['cat-file', '--batch-check', '--follow-symlinks'], { input: names.map((n) => `${commit}:./${n}\n`).join(''), maxBuffer: 64 * 1024 });
    if (!check.ok)
        return { index: 0, read: { status: 'refused', reason: `git cannot look it up (${check.error})` } };
    // One answer per name; a link out of the tree, a dangling one, a loop or a file where a directory
    // goes take a second part of `<size>` bytes (the name or the target) and a newline.
    const out = check.out;
    let at = 0;
    for (let i = 0; i < names.length; i++) {
        const nl = out.indexOf(0x0a, at);
        const line = out.toString('utf8', at, nl === -1 ? out.length : nl);
        at = nl === -1 ? out.length : nl + 1;
        const found = /^([0-9a-f]{40,64}) (\S+) (\d+)$/.exec(line);
        if (found)
            return { index: i, read: readBlob(cwd, found[1], found[2], Number(found[3]), cap) };
        const two = /^(symlink|dangling|loop|notdir) (\d+)$/.exec(line);
        if (two)
            at += Number(two[2]) + 1;
        if (line.endsWith(' missing') || two?.[1] === 'dangling' || two?.[1] === 'notdir')
            continue;
        if (two?.[1] === 'symlink')
            return { index: i, read: { status: 'refused', reason: 'it is a symbolic link to a file outside the repository' } };
        if (two?.[1] === 'loop')
            return { index: i, read: { status: 'refused', reason: 'it is a loop of symbolic links' } };
        return { index: i, read: { status: 'refused', reason: 'git cannot name it unambiguously' } };
    }
    return none;
}
function readBlob(cwd, oid, type, size, cap) {
    if (type === 'tree')
        return { status: 'refused', reason: 'it is a directory, not a regular file (never opened)' };
    if (type !== 'blob')
        return { status: 'refused', reason: `it is a ${type === 'commit' ? 'submodule' : type}, not a regular file (never opened)` };
    if (!(size <= cap))
        return { status: 'refused', reason: `it is larger than ${(0,format/* fmtInt */.L)(cap)} bytes` };
    const blob = git(cwd, ['cat-file', 'blob', oid], { maxBuffer: cap + 1 });
    if (!blob.ok)
        return { status: 'refused', reason: `git cannot read it (${blob.error})` };
    if (blob.out.length !== size)
        return { status: 'refused', reason: `git returned ${(0,format/* fmtInt */.L)(blob.out.length)} bytes for a blob of ${(0,format/* fmtInt */.L)(size)}` };
    return { status: 'ok', bytes: blob.out, size };
}

// EXTERNAL MODULE: ./lib/discovery/fsprobe.js
var fsprobe = __webpack_require__(9187);
;// CONCATENATED MODULE: ./lib/config/options.js
const DEFAULT_MAX_BYTES = 32 * 1024;
const DEFAULT_ROOT_MARKERS = ['.git'];
const DEFAULT_WARN_THRESHOLD = 0.9;
const SYMLINK_POLICIES = ['allow-in-repo', 'forbid', 'allow'];
const CODEX_TRUST_LEVELS = ['trusted', 'unset', 'untrusted'];
const DEFAULT_AGENT_STATE = { codexTrust: 'trusted', codexTrustDirs: {}, claudeExternalImports: false, geminiFolderTrust: 'trusted' };
/** The trust level Codex uses for a directory: its own entry, else the project root's. */
function codexTrustOf(state, dir) {
    return (dir === '.' ? undefined : state.codexTrustDirs[dir]) ?? state.codexTrust;
}
/** `b` over `a`; Codex directory entries are merged, not replaced. */
function mergeAgentState(a, b) {
    const dirs = a?.codexTrustDirs || b.codexTrustDirs ? { codexTrustDirs: { ...(a?.codexTrustDirs ?? {}), ...(b.codexTrustDirs ?? {}) } } : {};
    return { ...(a ?? {}), ...b, ...dirs };
}
/** Record that a setting was given explicitly (see `AuditOptions.givenSettings`). */
function markGiven(options, setting) {
    if (!options.givenSettings)
        options.givenSettings = [];
    if (!options.givenSettings.includes(setting))
        options.givenSettings.push(setting);
}
function defaultOptions(root) {
    return {
        root,
        assumeRoot: false,
        profiles: ['auto'],
        workingDirectories: ['auto'],
        maxBytes: DEFAULT_MAX_BYTES,
        fallbackFilenames: [],
        rootMarkers: [...DEFAULT_ROOT_MARKERS],
        home: null,
        rules: {},
        warnThreshold: DEFAULT_WARN_THRESHOLD,
        symlinkPolicy: 'allow-in-repo',
    };
}

;// CONCATENATED MODULE: ./lib/profiles/versions.js
/**
 * Agent versions, in one place: the version each profile was verified against by the conformance
 * harness (which pins the same versions: scripts/conformance/agents.mjs reads this table), and,
 * where an agent's behaviour changed between versions, which profile models which versions.
 * `--profile AGENT@VERSION` resolves through `resolveProfileVersion` (docs/profiles.md#versions).
 *
 * A pure data module: it imports nothing, so the settings parsers can use it.
 */
/** The agent version each verified profile matches exactly (files and text, byte for byte). */
const VERIFIED_VERSIONS = {
    codex: '0.169.0',
    gemini: '0.61.0',
    opencode: '1.18.33',
    'claude-code': '2.1.328',
    'copilot-cli': '1.0.102',
    qwen: '0.24.4',
    kilo: '7.7.7',
    cline: '3.0.65',
    continue: '1.5.47',
};
const EARLIER = {
    'claude-code': [
        {
            below: '2.1.277',
            profile: 'claude-code@legacy',
            why: 'before v2.1.277 Claude Code reads no AGENTS.md (its built-in agents-md plugin began to default to claude-md-or-agents-md in v2.1.277)',
        },
    ],
};
/** Profiles modelled from sources and documentation only: no version can be chosen. */
const UNVERSIONED = ['a3s', 'aider', 'copilot-review', 'copilot', 'amp', 'auggie', 'cursor'];
const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
function compare(a, b) {
    const x = VERSION.exec(a).slice(1).map(Number);
    const y = VERSION.exec(b).slice(1).map(Number);
    for (let i = 0; i < 3; i++)
        if (x[i] !== y[i])
            return x[i] - y[i];
    return 0;
}
/** What `--profile AGENT@VERSION` can name for an agent, for messages. */
function knownVersions(agent) {
    const out = [];
    const verified = VERIFIED_VERSIONS[agent];
    if (verified)
        out.push(`${agent}@${verified} (verified)`);
    for (const e of EARLIER[agent] ?? [])
        out.push(`${agent}@<${e.below} (modelled by ${e.profile})`);
    return out;
}
/**
 * The profile id `spec` (`codex@0.169.0`, `claude-code@2.1.200`) selects; an error message when
 * the agent is known but the version is not; null when `spec` does not name a versioned agent.
 */
function resolveProfileVersion(spec) {
    const at = spec.lastIndexOf('@');
    if (at <= 0)
        return null;
    const agent = spec.slice(0, at);
    const version = spec.slice(at + 1).replace(/^v/, '');
    if (UNVERSIONED.includes(agent)) {
        return { error: `${agent} is modelled from sources and documentation only, not verified against a running agent: no version can be chosen (use ${agent})` };
    }
    const verified = VERIFIED_VERSIONS[agent];
    if (!verified)
        return null;
    const known = knownVersions(agent).join(', ');
    if (!VERSION.test(version))
        return { error: `${JSON.stringify(spec)}: ${JSON.stringify(version)} is not a version (X.Y.Z); known for ${agent}: ${known}` };
    if (compare(version, verified) === 0)
        return { id: agent };
    for (const e of EARLIER[agent] ?? [])
        if (compare(version, e.below) < 0)
            return { id: e.profile };
    return { error: `${agent} ${version} is not a version the audit knows: its profile was verified against ${agent} ${verified}, and nothing is known of how ${version} differs. Known: ${known}` };
}

;// CONCATENATED MODULE: ./lib/config/parse.js



class ConfigError extends Error {
    name = 'ConfigError';
}
const SEVERITY_SETTINGS = ['off', 'info', 'warning', 'error'];
const FAIL_ON_VALUES = ['error', 'warning', 'never'];
/**
 * Printable form of a user or repository value for a message: secrets masked (before the cut, so a
 * cut never leaves a token's start readable), quoted, control characters escaped, length-capped.
 */
function quote(value) {
    const safe = (0,mask/* maskSecrets */.Q)(value);
    const shown = safe.length > 80 ? `${safe.slice(0, 80)}…` : safe;
    return JSON.stringify(shown);
}
/** Split a list given as lines and/or commas; trims, drops blanks and `#` comment lines. */
function splitList(text) {
    return text
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter((s) => s !== '' && !s.startsWith('#'));
}
/** Split a list given one per line (paths and globs may contain commas). */
function splitLines(text) {
    return text
        .split('\n')
        .map((s) => s.trim())
        .filter((s) => s !== '' && !s.startsWith('#'));
}
function parseMaxBytes(text) {
    const t = text.trim();
    if (!/^\d+$/.test(t)) {
        throw new ConfigError(`${quote(text)} is not a byte count: expected a whole number ≥ 0 (0 disables instructions)`);
    }
    const n = Number(t);
    if (!Number.isSafeInteger(n))
        throw new ConfigError(`${quote(text)} is too large`);
    return n;
}
function parseThreshold(text) {
    const t = text.trim();
    const m = /^(\d+(?:\.\d+)?)(%?)$/.exec(t);
    if (!m)
        throw new ConfigError(`${quote(text)} is not a threshold: expected a percentage such as 90 or 90%`);
    const n = Number(m[1]);
    if (!(n > 0 && n <= 100))
        throw new ConfigError(`${quote(text)} is out of range: expected a percentage above 0 and at most 100`);
    return n / 100;
}
function parseSeverity(text, ruleId) {
    const t = text.trim().toLowerCase();
    if (SEVERITY_SETTINGS.includes(t))
        return t;
    // remark-lint style numbers and booleans, so a .remarkrc habit works here too.
    if (t === '0' || t === 'false')
        return 'off';
    if (t === '1' || t === 'warn')
        return 'warning';
    if (t === '2' || t === 'true')
        return 'error';
    throw new ConfigError(`rule ${quote(ruleId)} has severity ${quote(text)}: expected one of off, info, warning, error`);
}
/**
 * Per-rule severities from lines of `rule-id: off|info|warning|error` (commas also separate).
 * Unknown rule ids are rejected so a typo does not silently do nothing.
 */
function parseRuleSettings(text, knownRuleIds) {
    const out = {};
    for (const entry of splitList(text)) {
        const m = /^([A-Za-z0-9_-]+)\s*[:=]\s*(\S+)$/.exec(entry);
        if (!m)
            throw new ConfigError(`${quote(entry)} is not a rule setting: expected "rule-id: off|info|warning|error"`);
        const id = m[1];
        assertKnownRule(id, knownRuleIds);
        out[id] = parseSeverity(m[2], id);
    }
    return out;
}
function assertKnownRule(id, knownRuleIds) {
    if (!knownRuleIds.includes(id)) {
        const near = knownRuleIds.filter((k) => k.includes(id) || id.includes(k)).slice(0, 3);
        throw new ConfigError(`unknown rule ${quote(id)}${near.length ? ` (did you mean ${near.join(', ')}?)` : ''}; known rules: ${knownRuleIds.join(', ')}`);
    }
}
/**
 * Profile ids, comma-separated. `AGENT@VERSION` (`codex@0.169.0`) selects the profile that models
 * that version of the agent (src/profiles/versions.ts); a version the audit does not know is an error
 * that lists the known ones. `auto` (docs/profiles.md#auto) chooses from the repository; beside it,
 * named ids are added (`auto,aider`).
 */
function parseProfiles(text, knownProfiles) {
    const list = splitList(text);
    if (list.length === 0)
        throw new ConfigError(`no profile given: expected auto, or one or more of ${knownProfiles.join(', ')}`);
    const out = [];
    for (const p of list) {
        let id = p;
        if (p.toLowerCase() === 'auto') {
            if (!out.includes('auto'))
                out.push('auto');
            continue;
        }
        if (!knownProfiles.includes(p)) {
            const v = resolveProfileVersion(p);
            if (v === null)
                throw new ConfigError(`unknown profile ${quote(p)}: expected auto, or one or more of ${knownProfiles.join(', ')}`);
            if ('error' in v)
                throw new ConfigError((0,mask/* maskSecrets */.Q)(v.error));
            id = v.id;
        }
        if (!out.includes(id))
            out.push(id);
    }
    return out;
}
function parseFailOn(text) {
    const t = text.trim().toLowerCase();
    if (FAIL_ON_VALUES.includes(t))
        return t;
    throw new ConfigError(`${quote(text)} is not accepted: expected one of ${FAIL_ON_VALUES.join(', ')}`);
}
function parseSymlinkPolicy(text) {
    const t = text.trim();
    if (SYMLINK_POLICIES.includes(t))
        return t;
    throw new ConfigError(`${quote(text)} is not a symlink policy: expected one of ${SYMLINK_POLICIES.join(', ')}`);
}
function parseBoolean(text) {
    const t = text.trim().toLowerCase();
    if (['true', 'yes', 'on', '1'].includes(t))
        return true;
    if (['false', 'no', 'off', '0'].includes(t))
        return false;
    throw new ConfigError(`${quote(text)} is not a boolean: expected true or false`);
}
/**
 * A fallback file name must be a plain name in its directory. A3S Code rejects these names;
 * Codex would join them as-is (so `../x.md` reads outside the directory), which the audit refuses too.
 * Returns the reason it is unsafe, or null.
 */
function unsafeFilenameReason(name) {
    if (name === '')
        return 'it is empty';
    if (name === '.' || name === '..')
        return `it is ${quote(name)}`;
    if (name.length > 255)
        return 'it is longer than 255 characters';
    if (name.includes('\0'))
        return 'it contains a NUL character';
    for (const ch of ['/', '\\', ':'])
        if (name.includes(ch))
            return `it contains ${quote(ch)}`;
    return null;
}
const AGENT_STATE_SYNTAX = 'codex-trust=trusted|unset|untrusted, codex-trust=DIR:trusted|unset|untrusted, claude-external-imports=approved|not-approved or gemini-folder-trust=trusted|untrusted';
/**
 * `codex-trust=untrusted`, `codex-trust=packages/api:trusted`, `claude-external-imports=approved`,
 * `gemini-folder-trust=untrusted` (the CLI's repeatable `--agent-state` and the config file's
 * `agent-state` list) → AgentState fields; later items win.
 */
function parseAgentState(items) {
    const out = {};
    const dirs = {};
    const bad = (item, why = '') => new ConfigError(`${quote(item)} is not an agent state${why}: expected ${AGENT_STATE_SYNTAX}`);
    for (const item of items) {
        const eq = item.indexOf('=');
        if (eq === -1)
            throw bad(item);
        const key = item.slice(0, eq).trim();
        const value = item.slice(eq + 1).trim();
        if (key === 'codex-trust') {
            const colon = value.lastIndexOf(':');
            const level = colon === -1 ? value : value.slice(colon + 1);
            if (!CODEX_TRUST_LEVELS.includes(level))
                throw bad(item);
            if (colon === -1) {
                out.codexTrust = level;
                continue;
            }
            const raw = value.slice(0, colon).replace(/\\/g, '/').replace(/^\.\/+/, '').replace(/\/+$/, '');
            const segs = raw.split('/');
            if (raw.startsWith('/') || segs.includes('..') || (raw !== '' && segs.some((s) => s === '')))
                throw bad(item, ' (the directory must be relative to the repository root, inside it)');
            if (raw === '' || raw === '.')
                out.codexTrust = level;
            else
                dirs[segs.filter((s) => s !== '.').join('/')] = level;
        }
        else if (key === 'claude-external-imports' && (value === 'approved' || value === 'not-approved'))
            out.claudeExternalImports = value === 'approved';
        else if (key === 'gemini-folder-trust' && (value === 'trusted' || value === 'untrusted'))
            out.geminiFolderTrust = value;
        else
            throw bad(item);
    }
    if (Object.keys(dirs).length > 0)
        out.codexTrustDirs = dirs;
    return out;
}

;// CONCATENATED MODULE: ./lib/config/file.js
/**
 * The optional repository config file, `.agents-md-audit.yml` (or `.yaml`/`.json`) at the root.
 * Front ends apply it first and let their own flags or inputs override it.
 */








const CONFIG_FILE_NAMES = ['.agents-md-audit.yml', '.agents-md-audit.yaml', '.agents-md-audit.json'];
const KEYS = [
    'profiles',
    'working-directories',
    'max-bytes',
    'fallback-filenames',
    'root-markers',
    'rules',
    'warn-threshold',
    'symlinks',
    'fail-on',
    'agent-state',
];
function file_stringList(v, key, file) {
    if (typeof v === 'string')
        return [v];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string'))
        return v;
    throw new ConfigError(`${file}: "${key}" must be a string or a list of strings`);
}
/** Largest config file read (a bigger one is refused, not cut). */
const MAX_CONFIG_BYTES = 1024 * 1024;
/** Where to read a config file from: a containment directory and the path inside it. */
function file_placeOf(root, file, within) {
    const inside = (base) => {
        const r = external_node_path_.relative(base, file);
        return r !== '' && !r.startsWith('..') && !external_node_path_.isAbsolute(r);
    };
    if (within !== undefined)
        return { base: within, rel: external_node_path_.relative(within, file) };
    if (inside(root))
        return { base: root, rel: external_node_path_.relative(root, file) };
    // The user's own file, outside the repository: links on its path are the user's choice.
    let real = file;
    try {
        real = external_node_fs_.realpathSync(file);
    }
    catch {
        /* reported by the reader */
    }
    return { base: external_node_path_.dirname(real), rel: external_node_path_.basename(real) };
}
/** Where each candidate config file is looked for, and the name it is shown under. */
function candidatesOf(root, explicit, opts) {
    const files = explicit ? [explicit] : CONFIG_FILE_NAMES.map((n) => external_node_path_.join(root, n));
    return files.map((file) => {
        let display = explicit ? external_node_path_.relative(opts.within ?? root, explicit).split(external_node_path_.sep).join('/') || external_node_path_.basename(file) : external_node_path_.basename(file);
        if (explicit && (display.startsWith('../') || external_node_path_.isAbsolute(display)))
            display = explicit;
        return { file, display };
    });
}
/**
 * Find and parse the config file in `root`; `explicit` names one (an absolute path). It is read
 * through the same safe reader as every repository file (src/discovery/fsprobe.ts): never through
 * a link out of the repository, never a FIFO or device, at most MAX_CONFIG_BYTES.
 */
function loadConfigFile(root, explicit, known, opts = {}) {
    for (const { file, display } of candidatesOf(root, explicit, opts)) {
        const { base, rel } = file_placeOf(root, file, explicit ? opts.within : undefined);
        const r = (0,fsprobe/* readFileInside */.XW)(base, rel, MAX_CONFIG_BYTES);
        if (r.status === 'absent') {
            if (explicit)
                throw new ConfigError(`config file ${quote(display)} does not exist`);
            continue;
        }
        if (r.status === 'refused')
            throw new ConfigError(`config file ${quote(display)} is not read: ${r.reason}`);
        return parseConfigText(decodeLossy(r.bytes), display, known);
    }
    return null;
}
/**
 * The config file as `commit` holds it (a pull request's base), read from git's object store with
 * the same names, cap and parser as `loadConfigFile`; null when the commit has none (an explicit
 * file the commit lacks included: the defaults applied there). `root` is the audited directory in
 * the work tree.
 */
function loadCommittedConfigFile(root, commit, explicit, known, opts = {}) {
    const candidates = candidatesOf(root, explicit, opts);
    // One lookup for every name (git answers in order), then one read of the first it holds.
    const { index, read: r } = readFirstCommittedFile(root, commit, candidates.map(({ file }) => external_node_path_.relative(root, file).split(external_node_path_.sep).join('/')), MAX_CONFIG_BYTES);
    if (r.status === 'absent')
        return null;
    const { display } = candidates[index];
    if (r.status === 'refused')
        throw new ConfigError(`config file ${quote(display)} at commit ${commit.slice(0, 12)} is not read: ${r.reason}`);
    return parseConfigText(decodeLossy(r.bytes), display, known);
}
/** Parse a config file's text (`display` names it in messages). Throws a ConfigError for anything wrong. */
function parseConfigText(text, display, known) {
    const doc = (0,dist/* parseDocument */.Tp)(text, { prettyErrors: true, uniqueKeys: true });
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        const line = e.linePos?.[0]?.line;
        throw new ConfigError(`${display}${line ? `:${line}` : ''}: ${e.message.split('\n')[0]}`);
    }
    const data = doc.toJS();
    if (data === null || data === undefined)
        return { path: display };
    if (typeof data !== 'object' || Array.isArray(data))
        throw new ConfigError(`${display}: expected a mapping of settings`);
    const obj = data;
    const out = { path: display };
    for (const key of Object.keys(obj)) {
        // `$schema` names the file's JSON Schema for editors (schema/config.schema.json); the audit ignores it.
        if (key === '$schema' && typeof obj[key] === 'string')
            continue;
        if (!KEYS.includes(key)) {
            throw new ConfigError(`${display}: unknown setting ${quote(key)}; known settings: ${KEYS.join(', ')}`);
        }
    }
    const at = (key, f) => {
        try {
            f();
        }
        catch (e) {
            if (e instanceof ConfigError && !e.message.startsWith(display))
                throw new ConfigError(`${display}: "${key}": ${e.message}`);
            throw e;
        }
    };
    if (obj.profiles !== undefined)
        at('profiles', () => (out.profiles = parseProfiles(file_stringList(obj.profiles, 'profiles', display).join(','), known.profiles)));
    if (obj['working-directories'] !== undefined)
        out.workingDirectories = file_stringList(obj['working-directories'], 'working-directories', display);
    if (obj['max-bytes'] !== undefined)
        at('max-bytes', () => (out.maxBytes = parseMaxBytes(String(obj['max-bytes']))));
    if (obj['fallback-filenames'] !== undefined)
        out.fallbackFilenames = file_stringList(obj['fallback-filenames'], 'fallback-filenames', display);
    if (obj['root-markers'] !== undefined)
        out.rootMarkers = file_stringList(obj['root-markers'], 'root-markers', display);
    if (obj['warn-threshold'] !== undefined)
        at('warn-threshold', () => (out.warnThreshold = parseThreshold(String(obj['warn-threshold']))));
    if (obj.symlinks !== undefined)
        at('symlinks', () => (out.symlinkPolicy = parseSymlinkPolicy(String(obj.symlinks))));
    if (obj['fail-on'] !== undefined)
        at('fail-on', () => (out.failOn = parseFailOn(String(obj['fail-on']))));
    if (obj['agent-state'] !== undefined)
        at('agent-state', () => (out.agentState = parseAgentState(file_stringList(obj['agent-state'], 'agent-state', display))));
    if (obj.rules !== undefined) {
        const rules = obj.rules;
        if (typeof rules !== 'object' || rules === null || Array.isArray(rules))
            throw new ConfigError(`${display}: "rules" must map rule ids to off, info, warning or error`);
        out.rules = {};
        for (const [id, sev] of Object.entries(rules)) {
            at('rules', () => {
                assertKnownRule(id, known.rules);
                out.rules[id] = parseSeverity(String(sev), id);
            });
        }
    }
    return out;
}
/**
 * Apply a config file's settings onto options (in place); returns its `fail-on`, if it sets one.
 * Every front end calls this first and then applies its own flags or inputs on top.
 */
function applyFileConfig(options, file) {
    if (!file)
        return undefined;
    if (file.profiles)
        options.profiles = file.profiles;
    if (file.workingDirectories)
        options.workingDirectories = file.workingDirectories;
    if (file.maxBytes !== undefined) {
        options.maxBytes = file.maxBytes;
        markGiven(options, 'maxBytes');
    }
    if (file.fallbackFilenames) {
        options.fallbackFilenames = file.fallbackFilenames;
        markGiven(options, 'fallbackFilenames');
    }
    if (file.agentState)
        options.agentState = mergeAgentState(options.agentState, file.agentState);
    if (file.rootMarkers)
        options.rootMarkers = file.rootMarkers;
    if (file.rules)
        options.rules = { ...file.rules };
    if (file.warnThreshold !== undefined)
        options.warnThreshold = file.warnThreshold;
    if (file.symlinkPolicy)
        options.symlinkPolicy = file.symlinkPolicy;
    return file.failOn;
}

;// CONCATENATED MODULE: ./lib/rules/limits.js
/**
 * Limits shared by the lint rules and the engine.
 */
/**
 * At most this many bytes of a file are linted (and read by the rules' own filesystem fallback).
 * 1 MiB is the largest instruction budget any agent documents (A3S Code clamps its budget there);
 * every byte beyond it is never loaded by a budgeted agent, and linting it could stall a run.
 */
const MAX_LINT_BYTES = 1024 * 1024;
/**
 * Cut `text` to at most `maxBytes` UTF-8 bytes without splitting a character.
 * `bytes` is the size of the returned text, `total` the size of the input.
 */
function cutToBytes(text, maxBytes) {
    const total = Buffer.byteLength(text, 'utf8');
    if (total <= maxBytes)
        return { text, bytes: total, total, cut: false };
    const buf = Buffer.from(text, 'utf8');
    let end = maxBytes;
    // Step back over continuation bytes (10xxxxxx) so that the cut falls on a character boundary.
    while (end > 0 && ((buf[end] ?? 0) & 0xc0) === 0x80)
        end -= 1;
    return { text: buf.subarray(0, end).toString('utf8'), bytes: end, total, cut: true };
}

;// CONCATENATED MODULE: ./lib/discovery/deep-paths.js
/**
 * Short paths for system calls deep in a tree. The kernel resolves a path one component at a time,
 * so a `stat` of a file 1,000 directories down costs 1,000 lookups, and the directories of one deep
 * chain cost quadratically many. On Linux, `/proc/self/fd/N/rest` resolves from the directory that
 * descriptor N holds, so with a directory handle every `ANCHOR_EVERY` levels (each opened from the
 * one above it) no call resolves more than `ANCHOR_EVERY` components: linear in the depth.
 *
 * Only directories at least `ANCHOR_EVERY` levels deep get a handle (ordinary repositories open
 * none), at most `MAX_ANCHORS` at a time; handles are opened read-only, as directories, without
 * following a link in their last component, and closed by `close()` (or when the owner is
 * collected). Anywhere else, or when a handle cannot be opened, the full path is used, as before.
 */


const ANCHOR_EVERY = 32;
const MAX_ANCHORS = 64;
const PROC_FD = process.platform === 'linux' && external_node_fs_.existsSync('/proc/self/fd') ? '/proc/self/fd' : null;
const O_DIRECTORY = external_node_fs_.constants.O_DIRECTORY ?? 0;
const O_NOFOLLOW = external_node_fs_.constants.O_NOFOLLOW ?? 0;
const closer = new FinalizationRegistry((anchors) => {
    for (const fd of anchors.values())
        external_node_fs_.closeSync(fd);
});
class DeepPaths {
    root;
    anchors = new Map();
    constructor(root) {
        this.root = root;
        if (PROC_FD !== null)
            closer.register(this, this.anchors, this);
    }
    /** The path a system call on repository-relative `rel` should use: short through a handle when `rel` is deep, else undefined (use the full path). */
    sys(rel) {
        if (PROC_FD === null || rel.length < ANCHOR_EVERY * 2)
            return undefined;
        // Fewer than ANCHOR_EVERY slashes (nearly every path): no handle, known without splitting.
        for (let n = 0, at = -1; n < ANCHOR_EVERY; n++) {
            at = rel.indexOf('/', at + 1);
            if (at === -1)
                return undefined;
        }
        const cut = this.split(rel).cut;
        if (cut === -1)
            return undefined;
        const fd = this.anchor(rel.slice(0, cut));
        return fd === null ? undefined : `${PROC_FD}/${fd}/${rel.slice(cut + 1)}`;
    }
    splits = new Map();
    /** How many slashes `rel` holds, and where the one that ends its deepest anchor is (-1: none); from its directory's, kept. */
    split(rel) {
        const i = rel.lastIndexOf('/');
        if (i === -1)
            return { slashes: 0, cut: -1 };
        const dir = rel.slice(0, i);
        let up = this.splits.get(dir);
        if (up === undefined) {
            up = this.split(dir);
            this.splits.set(dir, up);
        }
        const slashes = up.slashes + 1;
        return { slashes, cut: slashes % ANCHOR_EVERY === 0 ? i : up.cut };
    }
    /** A handle on directory `dir` (a multiple of ANCHOR_EVERY levels deep), opened through the one above it. */
    anchor(dir) {
        const hit = this.anchors.get(dir);
        if (hit !== undefined) {
            // Most recently used last: the least recently used handle is the one closed when over the cap.
            this.anchors.delete(dir);
            this.anchors.set(dir, hit);
            return hit;
        }
        const above = this.sys(dir);
        let fd;
        try {
            fd = external_node_fs_.openSync(above ?? (0,fsprobe/* joinUnder */.R)(this.root, dir), external_node_fs_.constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
        }
        catch {
            return null;
        }
        this.anchors.set(dir, fd);
        if (this.anchors.size > MAX_ANCHORS) {
            const [oldest, ofd] = this.anchors.entries().next().value;
            this.anchors.delete(oldest);
            external_node_fs_.closeSync(ofd);
        }
        return fd;
    }
    /** Close every handle (one needed again later is opened again, and closed when the owner is collected). */
    close() {
        for (const fd of this.anchors.values())
            external_node_fs_.closeSync(fd);
        this.anchors.clear();
    }
}

// EXTERNAL MODULE: ./lib/discovery/listing.js
var discovery_listing = __webpack_require__(2288);
// EXTERNAL MODULE: ./lib/discovery/observations.js
var observations = __webpack_require__(6209);
;// CONCATENATED MODULE: ./lib/discovery/context.js
/**
 * The shared, memoized view of the repository that every profile and check works from:
 * each candidate is probed once and read once (up to the read cap), each directory's root is
 * found once. Profiles never touch the file system themselves.
 */







/** Bytes linted per file at most (the lint rules' cap); a larger file is linted on its first MAX_TEXT_BYTES. */
const MAX_TEXT_BYTES = MAX_LINT_BYTES;
/** What changes whenever an entry of the directory is made, removed or renamed. */
function dirStamp(st) {
    return `${st.dev}:${st.ino}:${st.mtimeMs}:${st.ctimeMs}`;
}
/** Questions asked again between two turns of the event loop (see `askAgain`). */
const REPLAY_SLICE = 1024;
/** A probe's answer as the observations keep it: most are "missing", written without JSON. */
function probeAnswer(p) {
    return p.lkind === 'missing' && p.error === undefined ? 'missing' : JSON.stringify(p);
}
const NONE = Object.freeze([]);
/** An `i` question's answer: the ignored paths, sorted. */
function ignoredAnswer(ignored) {
    return JSON.stringify([...ignored].sort());
}
class DiscoveryContext {
    root;
    realRoot;
    listing;
    assumeRoot;
    readCap;
    /** Each path probed, but those found plainly missing (`missing`): most probes, kept as names only. */
    probes = new Map();
    missing = new Set();
    reads = new Map();
    roots = new Map();
    markerCache = new Map();
    readCount = 0;
    /** Short paths for system calls deep in the tree. */
    deep;
    /** Let go of what the context holds open (directory handles for deep paths); it may still be read from. */
    dispose() {
        this.deep.close();
    }
    /** Every question asked of the file system, with a digest of its answer (for the result cache), when kept. */
    observations;
    constructor(root, listing, opts) {
        this.root = root;
        this.realRoot = external_node_fs_.realpathSync(root);
        this.listing = listing;
        this.assumeRoot = opts.assumeRoot;
        this.readCap = Math.max(opts.readCap, MAX_TEXT_BYTES);
        this.observations = opts.observe ? new observations/* Observations */.kE() : null;
        this.deep = new DeepPaths(root);
        this.observations?.record('R', root, this.realRoot);
    }
    /** How many files were opened for reading (each at most once). */
    get filesRead() {
        return this.readCount;
    }
    join(dir, name) {
        return dir === '.' ? name : `${dir}/${name}`;
    }
    probeCount = 0;
    /** How many paths were probed on disk (each at most once; a replay skips the names its stamps vouch for). */
    get probesMade() {
        return this.probeCount;
    }
    /** Probe a repository-relative path once (lstat + stat; a link's target is resolved, never read). */
    probe(rel) {
        const p = this.probes.get(rel);
        if (p !== undefined)
            return p;
        return this.missing.has(rel) ? this.missingProbe(rel) : this.probeNew(rel, (0,discovery_listing/* parentDir */.Qp)(rel));
    }
    missingProbe(rel) {
        return { rel, lkind: 'missing', kind: 'missing', size: null };
    }
    /** Whether `rel`, in directory `dir`, exists in any form (`probe(rel).lkind !== 'missing'`). */
    existsIn(rel, dir) {
        const p = this.probes.get(rel);
        if (p !== undefined)
            return p.lkind !== 'missing';
        return !this.missing.has(rel) && this.probeNew(rel, dir).lkind !== 'missing';
    }
    /** `probe` of a path not probed yet, in directory `dir` (its parent, given by a caller that has it). */
    probeNew(rel, dir) {
        let p;
        const inside = this.dirInside(dir);
        if (inside && this.absentDirs.has(dir)) {
            // Nothing in a directory that is not there (an agent's `.claude/` or `.opencode/` folder in most directories).
            p = this.missingProbe(rel);
        }
        else {
            if (inside)
                this.probeCount += 1;
            p = inside
                ? (0,fsprobe/* probe */.dy)(this.root, this.realRoot, rel, this.deep.sys(rel))
                : { rel, lkind: 'other', kind: 'other', size: null, error: 'its directory leads outside the repository through a symbolic link' };
        }
        // Only the name of a plain "not there" is kept: tens of thousands of them in a large repository.
        if (p.lkind === 'missing' && p.error === undefined)
            this.missing.add(rel);
        else
            this.probes.set(rel, p);
        this.observations?.record(this.skippable(p.lkind === 'missing' && p.error === undefined, dir) ? 'P' : 'p', rel, probeAnswer(p));
        return p;
    }
    /**
     * Directory stamps (for the result cache's replay, `askAgain`). A directory's entries cannot have
     * changed while its device, inode, modification and change times are the same: every entry made,
     * removed or renamed in it moves both times. So a replay that finds a directory's stamp unchanged
     * knows every name it did not hold is still missing, without asking (`P` and `M` questions).
     * Only a directory whose times were at least SETTLED_MS in the past when it was looked at gets a
     * stamp: a change made in the same tick of the file system's clock could leave its times as they
     * were, one made later cannot.
     */
    stamped = new Set();
    /** In a replay: the stamps the cached run saw (from its `D` questions), and the directories found unchanged. */
    expectDir = '';
    expectStamp = '';
    unchangedDirs = new Set();
    /** Whether an answer "not there" (`missing`) in `dir` can be skipped by a later replay. */
    skippable(missing, dir) {
        return missing && this.stamped.has(dir);
    }
    /**
     * Directories found not to exist (no entry by that name, or one above them): nothing inside them
     * is asked of the disk. ('missing' for another reason, an error, is not trusted so far.)
     */
    absentDirs = new Set();
    /** Each directory's real path (null when it leads outside the root; 'missing' when it does not exist). */
    realDirs = new Map();
    dirLookupCount = 0;
    /**
     * How many directories had their metadata looked up to decide containment: each at most once
     * per run, however many chains, profiles and candidate names cross it.
     */
    get dirLookups() {
        return this.dirLookupCount;
    }
    /**
     * A directory's real path, built from its parent's (memoized), so the cost is one `lstat` per
     * directory, not one per path component per directory (`realpath` of a path 1,000 levels deep
     * looks up 1,000 components). Only a directory that is itself a link is resolved in full.
     */
    realDir(dir) {
        if (dir === '.')
            return this.realRoot;
        let v = this.realDirs.get(dir);
        if (v !== undefined)
            return v;
        const up = (0,discovery_listing/* parentDir */.Qp)(dir);
        const parent = this.realDir(up);
        let stamp = null;
        if (parent === null || parent === 'missing') {
            v = parent;
            if (this.absentDirs.has(up))
                this.absentDirs.add(dir);
        }
        else {
            this.dirLookupCount += 1;
            const here = (0,fsprobe/* joinUnder */.R)(parent, (0,discovery_listing/* baseName */.Fl)(dir));
            try {
                const st = external_node_fs_.lstatSync(this.deep.sys(dir) ?? here, { throwIfNoEntry: false });
                if (st === undefined) {
                    v = 'missing';
                    this.absentDirs.add(dir);
                }
                else if (st.isSymbolicLink()) {
                    const real = external_node_fs_.realpathSync(here);
                    v = (0,fsprobe/* isInside */.FK)(this.realRoot, real) ? real : null;
                }
                else {
                    v = here;
                    if (this.observations !== null && st.isDirectory() && (0,observations/* settled */.gu)(st))
                        stamp = dirStamp(st);
                }
            }
            catch {
                v = 'missing'; // a missing directory holds nothing to read
            }
        }
        this.realDirs.set(dir, v);
        if (this.observations !== null) {
            if (stamp !== null && dir === this.expectDir && stamp === this.expectStamp)
                this.unchangedDirs.add(dir);
            if (stamp !== null) {
                this.stamped.add(dir);
                this.observations.record('D', `${dir}\0${stamp}`, String(v));
            }
            else {
                this.observations.record('d', dir, String(v));
            }
        }
        return v;
    }
    /** Whether a directory, with every link on its path resolved, still lies inside the root. */
    dirInside(dir) {
        return this.realDir(dir) !== null;
    }
    /**
     * Candidate-named entries git does not list (a FIFO or socket, an ignored file…) in `dirs`: a
     * stat (lstat, through `probe`) of every candidate name that is not listed in each directory.
     * Nothing is opened. Returns the repository-relative paths that exist in some form.
     */
    unlistedCandidates(dirs, names) {
        const key = [...names].join('\0');
        let found = this.unlistedFound.get(key);
        if (found === undefined) {
            found = new Map();
            this.unlistedFound.set(key, found);
        }
        const out = [];
        for (const dir of dirs) {
            const listed = this.listing.byDir.get(dir) ?? NONE;
            let here = found.get(dir);
            if (here === undefined) {
                here = NONE;
                // (Nothing is looked for in a directory that leads outside the root through a link.)
                const inside = this.dirInside(dir);
                for (const name of names) {
                    if (!inside || listed.includes(name))
                        continue;
                    const rel = this.join(dir, name);
                    if (this.existsIn(rel, dir))
                        here = [...here, rel];
                }
                found.set(dir, here);
            }
            // (A name listed since, an untracked file git listed after this directory was scanned, is out.)
            for (const rel of here)
                if (!listed.includes((0,discovery_listing/* baseName */.Fl)(rel)))
                    out.push(rel);
        }
        return out;
    }
    /**
     * What `unlistedCandidates` found in each directory, per set of names: the listing only grows, so
     * a directory scanned before git listed untracked files is not asked again when the scan is
     * repeated (the engine scans once early, and again once the listing is complete).
     */
    unlistedFound = new Map();
    /** Every path probed so far, existing or not (for an audit of a committed tree that writes blobs on demand). */
    probedPaths() {
        return [...this.probes.keys(), ...this.missing];
    }
    /** Probed paths that exist in some form (for reporting every candidate once). */
    probedExisting() {
        return [...this.probes.values()].filter((p) => p.lkind !== 'missing');
    }
    /**
     * Read a candidate once, up to the read cap. Only regular files inside the root are read:
     * a link is read through its resolved target, never outside the root.
     */
    read(rel) {
        const p = this.probe(rel);
        if (p.kind !== 'file')
            return null;
        if (p.link && (p.link.outside || p.link.resolved === null))
            return null;
        const key = p.link?.resolved ?? rel;
        let c = this.reads.get(key);
        if (!c) {
            this.readCount += 1;
            const r = (0,fsprobe/* readCapped */.EF)(this.deep.sys(key) ?? (0,fsprobe/* joinUnder */.R)(this.realRoot, key), this.readCap);
            c = { ...r, facts: analyzeBytes(r.bytes, r.complete) };
            this.reads.set(key, c);
            this.observations?.record('r', rel, `${(0,observations/* bytesDigest */.G2)(r.bytes)} ${r.size} ${r.complete} ${r.error ?? ''}`);
        }
        return c;
    }
    /** The content already read for `rel`, without reading. */
    readIfLoaded(rel) {
        const p = this.probes.get(rel);
        return this.reads.get(p?.link?.resolved ?? rel);
    }
    named = new Map();
    paths = [];
    /** Every listed path, in listing order, as an array (taken again if the listing has grown). */
    listedPaths() {
        if (this.paths.length !== this.listing.files.size)
            this.paths = [...this.listing.files.keys()];
        return this.paths;
    }
    /**
     * Listed files with base name `name`, in listing order: one pass over the listing per name asked
     * (profiles look for a few configuration files), kept, and done again if the listing has grown
     * since (the engine starts on the tracked files while git still lists the untracked ones).
     */
    listedNamed(name) {
        const hit = this.named.get(name);
        if (hit && hit.size === this.listing.files.size)
            return hit.files;
        const files = [];
        const n = name.length;
        const all = this.listedPaths();
        for (let i = 0; i < all.length; i++) {
            const rel = all[i];
            if (rel.endsWith(name) && (rel.length === n || rel.charCodeAt(rel.length - n - 1) === 47 /* / */))
                files.push(rel);
        }
        this.named.set(name, { size: this.listing.files.size, files });
        return files;
    }
    orders = new Map();
    /**
     * The names in directory `dir` (repository-relative) in the order the file system lists them, or
     * null when it cannot be listed (see fsprobe's `directoryOrder`); once per directory, observed.
     */
    directoryOrder(dir) {
        let names = this.orders.get(dir);
        if (names === undefined) {
            names = (0,fsprobe/* directoryOrder */.Iv)(dir === '.' ? this.root : (0,fsprobe/* joinUnder */.R)(this.root, dir));
            this.orders.set(dir, names);
            this.observations?.record('o', dir, names === null ? 'unlisted' : JSON.stringify(names));
        }
        return names;
    }
    /** Listed base names in a directory. */
    namesIn(dir) {
        return this.listing.byDir.get(dir) ?? [];
    }
    gitStatus(rel) {
        const f = this.listing.files.get(rel);
        if (f)
            return f.git;
        if (this.listing.source !== 'git')
            return 'unknown';
        return this.ignoredCache?.has(rel) ? 'ignored' : 'unknown';
    }
    ignoredCache;
    /** Ask git, once for all, which of `candidates` that it does not list it ignores. */
    resolveIgnored(candidates) {
        if (this.listing.source !== 'git')
            return;
        this.askIgnored(candidates.filter((r) => !this.listing.files.has(r)));
    }
    askIgnored(unlisted) {
        this.ignoredCache = (0,discovery_listing/* gitIgnored */.Vf)(this.root, unlisted);
        this.observations?.record('i', JSON.stringify(unlisted), ignoredAnswer(this.ignoredCache));
    }
    /**
     * Ask the file system every question `questions` holds, in order, through this (fresh) context,
     * whose observations then show whether every answer is still the same. The questions are asked
     * in slices, between which the event loop runs: git's listings, started before, are read while
     * the file system is asked (a child writing into a full pipe would wait for the whole replay).
     */
    async askAgain(questions) {
        const obs = this.observations;
        // What git ignores is asked of a child process, started first: it runs while the rest is asked,
        // and its answer takes its place among the others (no other question depends on it).
        const ignored = new Map();
        for (let i = 0; i < questions.length; i++)
            if (questions[i][0] === 'i')
                ignored.set(i, (0,discovery_listing/* gitIgnoredAsync */.Be)(this.root, JSON.parse(questions[i].slice(1))));
        const later = [];
        for (let i = 0; i < questions.length; i++) {
            if (i % REPLAY_SLICE === REPLAY_SLICE - 1)
                await new Promise((resolve) => setImmediate(resolve));
            const q = questions[i];
            const kind = q[0];
            if (kind === 'P') {
                // Most questions: a candidate name its directory did not hold. With the directory unchanged, the
                // answer is known (and no later question depends on it: each path is asked about once).
                const slash = q.lastIndexOf('/');
                if (this.unchangedDirs.has(slash === -1 ? '.' : q.slice(1, slash)))
                    obs.recordAsked(q, 'missing');
                else
                    this.probe(q.slice(1));
                continue;
            }
            const key = q.slice(1);
            if (kind === 'p')
                this.probe(key);
            else if (kind === 'd')
                this.realDir(key);
            else if (kind === 'D') {
                const cut = key.indexOf('\0');
                this.expectDir = key.slice(0, cut);
                this.expectStamp = key.slice(cut + 1);
                this.realDir(this.expectDir);
            }
            else if (kind === 'r')
                this.read(key);
            else if (kind === 'm' || kind === 'M') {
                const [dir, marker, allow] = key.split('\0');
                if (kind === 'M' && this.unchangedDirs.has(dir))
                    obs.recordAsked(q, 'false');
                else
                    this.hasMarker(dir, marker, allow === 'true');
            }
            else if (kind === 'i') {
                const answer = obs.recordLater(q);
                later.push(ignored.get(i).then((set) => answer(ignoredAnswer(set))));
            }
            else if (kind === 'o')
                this.directoryOrder(key);
        }
        await Promise.all(later);
    }
    /** true / false, or an error message when the marker's metadata could not be read. */
    hasMarker(dir, marker, allowSymlink) {
        const key = `${dir}\0${marker}\0${allowSymlink}`;
        let v = this.markerCache.get(key);
        if (v === undefined) {
            if (!this.dirInside(dir)) {
                // A directory reached through a link that leaves the root (a tracked directory replaced by a
                // link) is not looked into, for a marker either: as for the candidates probed in it.
                v = false;
            }
            else {
                const rel = dir === '.' ? marker : `${dir}/${marker}`;
                const abs = this.deep.sys(rel) ?? (0,fsprobe/* joinUnder */.R)(this.root, rel);
                try {
                    const st = external_node_fs_.lstatSync(abs, { throwIfNoEntry: false });
                    v = st === undefined ? false : st.isSymbolicLink() ? allowSymlink && external_node_fs_.existsSync(abs) : true;
                }
                catch (e) {
                    const code = e.code;
                    v = code === 'ENOENT' || code === 'ENOTDIR' ? false : `${this.join(dir, marker)}: ${(0,fsprobe/* describeError */.Uc)(e)}`;
                }
            }
            this.markerCache.set(key, v);
            this.observations?.record(this.skippable(v === false, dir) ? 'M' : 'm', key, String(v));
        }
        return v;
    }
    /**
     * Walk up from `dir` to the first directory holding a root marker, never above the audited
     * root. With none found: the audited root when `assumeRoot`, else `dir` alone (agents then
     * read only the working directory).
     */
    rootOf(dir, rule) {
        const ruleKey = `${rule.markers.join('\0')}\0${rule.allowSymlinkMarker}`;
        const key = `${dir}\0${ruleKey}`;
        const hit = this.roots.get(key);
        if (hit)
            return hit;
        const { found, error } = this.walkUp(dir, rule, ruleKey);
        let info = found ? { ...found, ...(error ? { error } : {}) } : this.assumeRoot ? { dir: '.', marker: 'assumed' } : { dir, marker: null };
        if (error && !info.error)
            info = { ...info, error };
        this.roots.set(key, info);
        return info;
    }
    walks = new Map();
    /**
     * The first directory from `d` upward holding a marker, and the first marker error met on the way;
     * each directory's answer is kept, so every chain through it shares the walk above it.
     */
    walkUp(d, rule, ruleKey) {
        let memo = this.walks.get(ruleKey);
        if (!memo) {
            memo = new Map();
            this.walks.set(ruleKey, memo);
        }
        const hit = memo.get(d);
        if (hit)
            return hit;
        let here;
        let found;
        for (const m of rule.markers) {
            const v = this.hasMarker(d, m, rule.allowSymlinkMarker);
            if (typeof v === 'string')
                here ??= v;
            else if (v) {
                found = m;
                break;
            }
        }
        let r;
        if (found)
            r = { found: { dir: d, marker: found }, ...(here ? { error: here } : {}) };
        else if (d === '.')
            r = { found: null, ...(here ? { error: here } : {}) };
        else {
            const up = this.walkUp((0,discovery_listing/* parentDir */.Qp)(d), rule, ruleKey);
            const error = here ?? up.error;
            r = { found: up.found, ...(error ? { error } : {}) };
        }
        memo.set(d, r);
        return r;
    }
    /** Directories from `root` down to `dir`, inclusive, root first. */
    dirsFrom(root, dir) {
        const out = [];
        let d = dir;
        for (;;) {
            out.push(d);
            if (d === root || d === '.')
                break;
            d = (0,discovery_listing/* parentDir */.Qp)(d);
        }
        return out.reverse();
    }
}


;// CONCATENATED MODULE: ./lib/discovery/coverage.js
/** Whether `dir` is `top` or lies below it (repository-relative POSIX directories, `.` the root). */
function isAtOrBelow(dir, top) {
    return top === '.' || dir === top || dir.startsWith(`${top}/`);
}
/** Candidate files the job auditing `cwds` owns, sorted. */
function ownedCandidates(listing, cwds, candidateNames) {
    const out = [];
    for (const [dir, names] of listing.byDir) {
        if (!cwds.some((c) => isAtOrBelow(dir, c)))
            continue;
        for (const n of names)
            if (candidateNames.has(n))
                out.push(dir === '.' ? n : `${dir}/${n}`);
    }
    return out.sort();
}
/**
 * Directories of owned candidates that are not audited working directories: the engine resolves
 * (without reporting) what each agent started there would load, so the files those candidates
 * import are checked and linted as well.
 */
function unauditedDirs(owned, cwds) {
    const audited = new Set(cwds);
    const out = new Set();
    for (const rel of owned) {
        const i = rel.lastIndexOf('/');
        const dir = i === -1 ? '.' : rel.slice(0, i);
        if (!audited.has(dir))
            out.add(dir);
    }
    return [...out].sort();
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./lib/discovery/fswrite.js
/**
 * The one safe writer: the twin of the one safe reader (fsprobe.ts). Every file the tool writes (the
 * action's JSON report and SARIF, the CLI's `--output`, the result cache and its key) goes through
 * `writeFileSafely`, because a pull request can commit a symbolic link, a FIFO or a directory at any
 * name a workflow tells the tool to write to.
 *
 * - **Inside an allowed directory.** The caller names the directories it may write below (`within`:
 *   the workspace and the runner's temp directory for the action; the audited repository for the
 *   CLI). Those directories are trusted as they are (links above and at them are the machine's own);
 *   below them, no link is ever followed. With `anywhere` (a path the user names on their own
 *   machine, outside every allowed directory), the path's existing directories are the user's, and
 *   only what has to be created and the file itself are checked.
 * - **No link followed at any level.** Every directory from the allowed one down is checked with
 *   `lstat` (a link, a FIFO or a file where a directory should be is refused, naming it); a missing
 *   one is created one level at a time (`mkdir`, never recursive, so never through a link), and the
 *   whole directory is resolved again before the write to be sure it is where it was meant to be.
 * - **Never blocks, never writes through a name.** The data goes to a fresh random name in the
 *   target's directory, created exclusively (`O_CREAT|O_EXCL|O_NOFOLLOW|O_NONBLOCK`: a FIFO, a link or
 *   anything else already there is never opened), is flushed (`fsync`), then renamed over the target
 *   (`rename` replaces a name, it never follows one). A target that exists and is not a regular file
 *   (a link, a FIFO, a directory, a socket, a device) is refused with a message naming it.
 *   With `noReplace`, the new file is linked in only where nothing is (`link` fails on any name).
 */




const fswrite_O_NOFOLLOW = external_node_fs_.constants.O_NOFOLLOW ?? 0;
const O_NONBLOCK = external_node_fs_.constants.O_NONBLOCK ?? 0;
/** Fresh temporary names tried before giving up (each is 64 random bits: a clash means something plants them). */
const TEMP_TRIES = 8;
/** A write refused or failed: `message` says why, naming the directory at fault (the caller names the target). */
class WriteError extends Error {
    constructor(message) {
        super(message);
        this.name = 'WriteError';
    }
}
function fswrite_code(e) {
    return e?.code ?? 'EUNKNOWN';
}
function fswrite_short(e) {
    return (e?.message ?? String(e)).split('\n')[0];
}
function lstatOrNull(p) {
    try {
        return external_node_fs_.lstatSync(p, { throwIfNoEntry: false }) ?? null;
    }
    catch (e) {
        if (fswrite_code(e) === 'ENOTDIR')
            return null;
        throw new WriteError(`${p} cannot be examined (${fswrite_short(e)})`);
    }
}
function realOrNull(p) {
    try {
        return external_node_fs_.realpathSync(p);
    }
    catch {
        return null;
    }
}
/** Where the file goes: a trusted base and the names below it (the last one the file's). */
function fswrite_placeOf(target, opts) {
    const below = (base) => {
        if (!(0,fsprobe/* isInside */.FK)(base, target) || target === base)
            return null;
        return external_node_path_.relative(base, target).split(external_node_path_.sep);
    };
    const bases = opts.within.map((b) => external_node_path_.resolve(b));
    // The deepest allowed directory that holds the target, as given or with its own links resolved.
    const candidates = [...bases, ...bases.map(realOrNull).filter((b) => b !== null)].sort((a, b) => b.length - a.length);
    for (const base of candidates) {
        const names = below(base);
        if (names !== null)
            return { base, names };
    }
    if (!opts.anywhere)
        return 'it is outside the directories the tool writes to';
    // The user's own path: its links are the user's and are followed, down to the first directory
    // that lies in an allowed one after all (a link of the user's into the repository): from there on,
    // the rest is checked as below an allowed directory.
    const realBases = candidates.map((b) => realOrNull(b) ?? b);
    const parts = target.split(external_node_path_.sep).filter((p) => p !== '');
    let existing = external_node_path_.parse(target).root;
    for (let k = 0; k < parts.length; k++) {
        const prefix = external_node_path_.join(existing, parts[k]);
        if (!external_node_fs_.existsSync(prefix) || k === parts.length - 1) {
            const realDir = realOrNull(existing);
            if (realDir === null)
                return `its directory ${existing} cannot be resolved`;
            return { base: realDir, names: parts.slice(k) };
        }
        const real = realOrNull(prefix);
        const base = real === null ? undefined : realBases.find((b) => (0,fsprobe/* isInside */.FK)(b, real));
        if (real !== null && base !== undefined) {
            const rel = external_node_path_.relative(base, real);
            return { base, names: [...(rel === '' ? [] : rel.split(external_node_path_.sep)), ...parts.slice(k + 1)] };
        }
        existing = prefix;
    }
    return 'it names no file';
}
/**
 * Write `data` to `target` as the module doc says; throws a WriteError with a clear reason. Returns
 * false only with `noReplace` when the target already exists (nothing written), else true.
 */
function writeFileSafely(target, data, opts) {
    if (target.includes('\0'))
        throw new WriteError('its name contains a NUL character');
    target = external_node_path_.resolve(target);
    const place = fswrite_placeOf(target, opts);
    if (typeof place === 'string')
        throw new WriteError(place);
    // Each directory from the base down: an existing directory (never a link), or made here.
    let dir = place.base;
    if (!external_node_fs_.statSync(dir, { throwIfNoEntry: false })?.isDirectory())
        throw new WriteError(`the directory ${dir} does not exist`);
    for (const name of place.names.slice(0, -1)) {
        dir = external_node_path_.join(dir, name);
        let st = lstatOrNull(dir);
        if (st === null) {
            try {
                external_node_fs_.mkdirSync(dir, { mode: opts.dirMode ?? 0o755 });
            }
            catch (e) {
                if (fswrite_code(e) !== 'EEXIST')
                    throw new WriteError(`the directory ${dir} cannot be created (${fswrite_short(e)})`);
            }
            st = lstatOrNull(dir);
        }
        if (st === null || !st.isDirectory()) {
            const what = st === null ? 'missing' : (0,fsprobe/* kindPhrase */.W$)(st);
            throw new WriteError(`${dir} is ${what}, not a directory${st?.isSymbolicLink() ? ' (the tool never writes through a link)' : ''}`);
        }
    }
    // The directory is where it was meant to be (nothing swapped for a link since).
    const realBase = realOrNull(place.base);
    const realDir = realOrNull(dir);
    const expected = realBase === null ? null : external_node_path_.join(realBase, ...place.names.slice(0, -1));
    if (realDir === null || realDir !== expected)
        throw new WriteError(`the directory ${dir} changed while it was checked (a link swapped in?)`);
    const file = external_node_path_.join(dir, place.names[place.names.length - 1]);
    const existing = lstatOrNull(file);
    if (existing !== null && !existing.isFile()) {
        throw new WriteError(`it is ${(0,fsprobe/* kindPhrase */.W$)(existing)}, not a regular file, and was left as it is (the tool never writes through a link or into a special file)`);
    }
    if (existing !== null && opts.noReplace)
        return false;
    let tmp = '';
    let fd = -1;
    for (let i = 0; fd === -1; i++) {
        tmp = external_node_path_.join(dir, opts.tempName ? external_node_path_.basename(opts.tempName(i)) : `.${external_node_path_.basename(file).slice(0, 64)}.${(0,external_node_crypto_.randomBytes)(8).toString('hex')}.tmp`);
        try {
            fd = external_node_fs_.openSync(tmp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | fswrite_O_NOFOLLOW | O_NONBLOCK, opts.mode ?? 0o644);
        }
        catch (e) {
            if (fswrite_code(e) !== 'EEXIST' || i + 1 >= TEMP_TRIES)
                throw new WriteError(`no temporary file can be created beside it (${fswrite_short(e)})`);
        }
    }
    let placed = false;
    try {
        try {
            const bytes = typeof data === 'string' ? Buffer.from(data) : data;
            for (let off = 0; off < bytes.length;)
                off += external_node_fs_.writeSync(fd, bytes, off, bytes.length - off);
            external_node_fs_.fsyncSync(fd);
        }
        finally {
            external_node_fs_.closeSync(fd);
        }
        if (opts.noReplace) {
            try {
                external_node_fs_.linkSync(tmp, file);
            }
            catch (e) {
                if (fswrite_code(e) === 'EEXIST')
                    return false;
                throw e;
            }
        }
        else {
            external_node_fs_.renameSync(tmp, file);
            placed = true;
        }
        return true;
    }
    catch (e) {
        if (e instanceof WriteError)
            throw e;
        throw new WriteError(fswrite_short(e));
    }
    finally {
        if (!placed) {
            try {
                external_node_fs_.unlinkSync(tmp);
            }
            catch {
                /* gone already */
            }
        }
    }
}

;// CONCATENATED MODULE: ./lib/version.js
/**
 * The tool's version and where it is published. test/release/version.test.ts keeps them in step
 * with package.json (`version`, `repository`), the CHANGELOG's newest entry and the README's
 * `uses:` lines; `npm version X.Y.Z` rewrites them (scripts/sync-version.mjs, see CONTRIBUTING.md).
 */
const version_VERSION = '0.1.0';
/** GitHub `owner/name` of the repository named in package.json. */
const REPOSITORY = 'agents-md-audit/agents-md-audit';
/**
 * Whether this build is the released `vVERSION`: true only in a release commit (the one its tag
 * names), where `npm version` sets it (scripts/sync-version.mjs); false on the default branch
 * between releases, and before the first one. test/release/version.test.ts keeps it in step with
 * the CHANGELOG (released: an empty Unreleased section under the newest version's heading).
 */
const RELEASED = false;
/** The git tag this version is released under. */
const RELEASE_TAG = `v${version_VERSION}`;
/**
 * The git ref documentation links point into, so that each page exists for the version a user
 * runs: the release tag for a release, else the default branch (a build from a commit, a tarball
 * or a git URL between releases: there is no tag for it, and the branch has its newest pages).
 */
const DEFAULT_BRANCH = 'main';
const DOCS_REF = RELEASED ? RELEASE_TAG : DEFAULT_BRANCH;

;// CONCATENATED MODULE: ./lib/cache.js
/**
 * The result cache (`--cache DIR`, the action's `cache` input): opt-in, one file in DIR.
 *
 * - **Lint results per file.** A file's lint findings are a function of its path, its bytes (size,
 *   bytes read, text), its ancestors' paths and texts (for `no-duplicate-parent-content`), the tool
 *   version, and the answers to the "does this path exist?" questions its links asked. An entry is
 *   keyed by a hash of the first group and keeps the questions with their answers; it is used only
 *   when every question still gets the same answer. A pull request that touches three files of a
 *   1,000-file monorepo re-lints those three (and the files below a changed one, whose ancestors
 *   changed).
 * - **Whole reports.** An audit is a function of its options and of what it observed of the
 *   repository (src/discovery/observations.ts). A report is kept with the questions it asked; a later
 *   run with the same options asks them all again (every git listing, probe, directory lookup and
 *   read, in order) and reuses the report only when every answer is the same. The tracked listing is
 *   hashed by git itself on that replay, and a name a directory did not hold is vouched for by the
 *   directory's unchanged times (its stamp, see DiscoveryContext in src/discovery/context.ts) instead
 *   of a stat of its own. Nothing in the cache is trusted: an entry that does not parse, was written
 *   by another version, or no longer holds is ignored, and the run says so (`notes`).
 *
 * The cache file never holds a secret: an entry whose text would (a token in a path) is not written.
 *
 * **A cache can save work, never decide the verdict.** A lint key depends only on paths and bytes,
 * so anyone can compute one offline: a pull request could commit a cache that says its planted token
 * has no findings. So the cache file is authenticated: its body is signed (HMAC-SHA256) with a
 * random key that never lies in the cache file, nor in the audited repository
 * (`cacheKeyDir`: the CLI keeps it in the user's cache directory, the action as SECURITY.md says).
 * A body whose signature does not verify is never parsed: the cache is a miss, with a note. A body
 * that verifies is still checked entry by entry (types, every finding), and anything unexpected is a
 * miss. Without a key directory the key lives in memory: the cache serves this process only.
 * The file is written through the one safe writer (src/discovery/fswrite.ts).
 */








const CACHE_FILE = 'agents-md-audit-cache.json';
/** The file holding a cache's key, in the key directory (never the cache file itself). */
const KEY_FILE = 'agents-md-audit-cache.key';
const FORMAT = 'agents-md-audit-cache';
/** 2: a header line with the body's signature, then the body (1 was unsigned). */
const SCHEMA = 2;
/** The header line is short; a first line longer than this is not a header. */
const MAX_HEADER_BYTES = 1024;
/** Whole reports kept (one per set of options), newest first. */
const MAX_REPORTS = 4;
/** A cache file larger than this is not read. */
const MAX_CACHE_BYTES = 512 * 2 ** 20;
/** The key of a set of options (the cache directory itself left out). */
function optionsKey(options) {
    const { cacheDir: _dir, cacheKeyDir: _keyDir, cacheWithin: _within, changedFiles: _changed, ...rest } = options;
    return sha(JSON.stringify([version_VERSION, stable(rest)]));
}
function stable(v) {
    if (Array.isArray(v))
        return v.map(stable);
    if (v !== null && typeof v === 'object') {
        return Object.fromEntries(Object.keys(v)
            .sort()
            .map((k) => [k, stable(v[k])]));
    }
    return v;
}
function sha(s) {
    return (0,external_node_crypto_.createHash)('sha256').update(s).digest('hex');
}
const textDigests = new WeakMap();
/** A digest of a text, kept with the object that holds it (file objects are shared through a run). */
function textDigest(owner) {
    let d = textDigests.get(owner);
    if (d === undefined) {
        d = (0,external_node_crypto_.createHash)('sha256').update(owner.text).digest('base64url');
        textDigests.set(owner, d);
    }
    return d;
}
/** The key of one file's lint: everything its findings depend on, but the existence answers. */
function lintKey(input) {
    const h = (0,external_node_crypto_.createHash)('sha256');
    h.update(`${version_VERSION}\0${input.path}\0${input.size}\0${input.readBytes}\0${textDigest(input.self)}`);
    for (const a of input.ancestors)
        h.update(`\0${a.path}\0${textDigest(a)}`);
    return h.digest('base64url');
}
/** The key directory a user's cache keeps its key in: `$XDG_CACHE_HOME/agents-md-audit`, else `~/.cache/agents-md-audit`. */
function userKeyDir(env = process.env) {
    const xdg = env['XDG_CACHE_HOME'];
    if (xdg && external_node_path_.isAbsolute(xdg))
        return external_node_path_.join(xdg, 'agents-md-audit');
    let home = '';
    try {
        home = external_node_os_.homedir();
    }
    catch {
        /* no home: a key for this process only */
    }
    return home && external_node_path_.isAbsolute(home) ? external_node_path_.join(home, '.cache', 'agents-md-audit') : undefined;
}
let processKey = null;
const KEY_TEXT = /^[0-9a-f]{64}\n?$/;
function firstLine(e) {
    return (e?.message ?? String(e)).split('\n')[0];
}
/**
 * The cache's key: read from the key file, or made (32 random bytes) and written there where there is
 * none. Null, with a note, when the key cannot be trusted or kept: the cache is then neither read nor
 * written.
 */
function cacheKey(place, notes) {
    if (place.keyDir === undefined)
        return (processKey ??= (0,external_node_crypto_.randomBytes)(32));
    const keyDir = external_node_path_.resolve(place.keyDir);
    const file = external_node_path_.join(keyDir, KEY_FILE);
    const real = (p) => {
        try {
            return external_node_fs_.realpathSync(p);
        }
        catch {
            return p;
        }
    };
    const root = external_node_path_.resolve(place.root);
    if ((0,fsprobe/* isInside */.FK)(root, keyDir) || (0,fsprobe/* isInside */.FK)(real(root), real(keyDir))) {
        notes.push(`the cache's key directory ${keyDir} lies inside the audited repository, where a key could be planted; the cache was not used`);
        return null;
    }
    for (let attempt = 0; attempt < 2; attempt++) {
        let st;
        try {
            st = external_node_fs_.lstatSync(file, { throwIfNoEntry: false });
        }
        catch (e) {
            notes.push(`the cache's key ${file} cannot be examined (${firstLine(e)}); the cache was not used`);
            return null;
        }
        if (st !== undefined) {
            if (!st.isFile()) {
                notes.push(`the cache's key ${file} is not a regular file; the cache was not used`);
                return null;
            }
            const r = (0,fsprobe/* readCapped */.EF)(file, 256);
            const text = r.bytes.toString('latin1');
            if (r.error !== undefined || !KEY_TEXT.test(text)) {
                notes.push(`the cache's key ${file} ${r.error !== undefined ? `cannot be read (${r.error})` : 'is not a key written by agents-md-audit'}; the cache was not used (remove the file to start a new cache)`);
                return null;
            }
            return Buffer.from(text.slice(0, 64), 'hex');
        }
        const key = (0,external_node_crypto_.randomBytes)(32);
        try {
            // Only where no key is yet: two runs starting at once keep the one that came first.
            if (writeFileSafely(file, `${key.toString('hex')}\n`, { within: place.within, anywhere: place.anywhere, mode: 0o600, dirMode: 0o700, noReplace: true }))
                return key;
        }
        catch (e) {
            notes.push(`the cache's key cannot be written to ${file} (${firstLine(e)}); the cache was not used`);
            return null;
        }
    }
    notes.push(`the cache's key ${file} keeps changing; the cache was not used`);
    return null;
}
function signature(key, body) {
    return (0,external_node_crypto_.createHmac)('sha256', key).update(`${FORMAT}\0${SCHEMA}\0${version_VERSION}\0`).update(body).digest();
}
class ResultCache {
    key;
    place;
    file;
    use;
    lint;
    lintUsed = new Map();
    reports;
    constructor(file, key, place, data, notes) {
        this.key = key;
        this.place = place;
        this.file = file;
        this.use = { file, report: 'none', lintReused: 0, lintRun: 0, notes };
        this.lint = new Map(Object.entries(data?.lint ?? {}));
        this.reports = data?.reports ?? [];
    }
    /**
     * Open the cache in `dir` (created when saved). A file that cannot be used (unsigned, signed with
     * another key, malformed) is ignored with a note; so is the cache itself when its key cannot be had.
     */
    static open(dir, place) {
        const file = external_node_path_.join(dir, CACHE_FILE);
        const notes = [];
        const key = cacheKey(place, notes);
        if (key === null)
            return new ResultCache(file, null, place, null, notes);
        let bytes = null;
        try {
            const st = external_node_fs_.lstatSync(file, { throwIfNoEntry: false });
            if (st !== undefined && !st.isFile())
                notes.push(`the cache file ${file} is not a regular file; it was ignored`);
            else if (st !== undefined && st.size > MAX_CACHE_BYTES)
                notes.push(`the cache file ${file} is larger than ${MAX_CACHE_BYTES / 2 ** 20} MiB (no audit writes that much); it was ignored and will be rewritten`);
            else if (st !== undefined) {
                // Never blocks (a FIFO swapped in since the lstat is refused), never more than the cap.
                const r = (0,fsprobe/* readCapped */.EF)(file, MAX_CACHE_BYTES);
                if (r.error !== undefined)
                    notes.push(`the cache file ${file} could not be read (${r.error}); it was ignored`);
                else
                    bytes = r.bytes;
            }
        }
        catch (e) {
            notes.push(`the cache file ${file} could not be read (${firstLine(e)}); it was ignored`);
        }
        return new ResultCache(file, key, place, bytes === null ? null : validCacheFile(bytes, key, file, notes), notes);
    }
    /** The lint findings kept for `key`, when every existence question gets the same answer now. */
    lintFindings(key, exists) {
        const entry = this.lint.get(key);
        if (entry === undefined || !entry.exists.every(([p, was]) => exists(p) === was)) {
            this.use.lintRun += 1;
            return null;
        }
        this.use.lintReused += 1;
        this.lintUsed.set(key, entry);
        return entry.findings.map((f) => ({ ...f }));
    }
    keepLint(key, entry) {
        this.lintUsed.set(key, entry);
    }
    /** The report entry kept for these options, if any (it still has to be checked). */
    reportEntry(key) {
        return this.reports.find((r) => r.key === key)?.entry ?? null;
    }
    keepReport(key, entry) {
        const i = this.reports.findIndex((r) => r.key === key);
        if (i !== -1)
            this.reports.splice(i, 1);
        this.reports.unshift({ key, entry });
        this.reports.length = Math.min(this.reports.length, MAX_REPORTS);
    }
    /**
     * Write the cache: this run's lint entries (entries no file used are dropped) and the newest
     * reports, signed, through the one safe writer (a fresh exclusive temporary name renamed over the
     * old file, no link followed). A failure is a note, never an error.
     */
    save() {
        if (this.key === null)
            return;
        const reports = this.reports.filter((r) => {
            if (!(0,mask/* holdsSecret */.h)(JSON.stringify(r.entry.listing)) && !(0,mask/* holdsSecret */.h)(JSON.stringify(r.entry.fs)))
                return true;
            this.use.notes.push('a report was not cached: a path the audit looked at holds a secret-like string, and the cache file never holds one');
            return false;
        });
        const lint = {};
        for (const [k, e] of this.lintUsed)
            if (!(0,mask/* holdsSecret */.h)(JSON.stringify(e)))
                lint[k] = e;
        const body = JSON.stringify({ lint, reports });
        const header = JSON.stringify({ format: FORMAT, schema: SCHEMA, tool: version_VERSION, signature: signature(this.key, body).toString('hex') });
        try {
            writeFileSafely(this.file, `${header}\n${body}`, { within: this.place.within, anywhere: this.place.anywhere });
        }
        catch (e) {
            this.use.notes.push(`the cache could not be written to ${this.file} (${firstLine(e)})`);
        }
    }
}
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v) => typeof v === 'string';
const isInt = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isOptInt = (v) => v === undefined || isInt(v);
const isStrList = (v) => Array.isArray(v) && v.every(isStr);
const isOptStrList = (v) => v === undefined || isStrList(v);
const SEVERITIES = new Set(['error', 'warning', 'info']);
/** A lint key: a SHA-256 in base64url (lintKey). */
const LINT_KEY = /^[A-Za-z0-9_-]{43}$/;
/** An options key: a SHA-256 in hex (optionsKey). */
const OPTIONS_KEY = /^[0-9a-f]{64}$/;
function validFinding(f) {
    return (isObj(f) &&
        isStr(f.ruleId) &&
        SEVERITIES.has(f.severity) &&
        isStr(f.path) &&
        (f.line === null || isInt(f.line)) &&
        isOptInt(f.column) &&
        isOptInt(f.endLine) &&
        isOptInt(f.endColumn) &&
        isStr(f.message) &&
        isStr(f.fingerprint) &&
        isStr(f.key));
}
function validLintEntry(e) {
    return (isObj(e) &&
        Array.isArray(e.findings) &&
        e.findings.every(validFinding) &&
        Array.isArray(e.exists) &&
        e.exists.every((q) => Array.isArray(q) && q.length === 2 && isStr(q[0]) && typeof q[1] === 'boolean'));
}
function validQuestions(v) {
    return Array.isArray(v) && v.every((q) => isStr(q) && q.length > 0);
}
/** A finding of a whole report (src/report/model.ts `Finding`). */
function validReportFinding(f) {
    return (isObj(f) &&
        isStr(f.ruleId) &&
        SEVERITIES.has(f.severity) &&
        (f.path === null || isStr(f.path)) &&
        (f.line === null || isInt(f.line)) &&
        isOptInt(f.column) &&
        isOptInt(f.endLine) &&
        isOptInt(f.endColumn) &&
        isStr(f.message) &&
        isStr(f.fingerprint) &&
        isOptStrList(f.files) &&
        isOptStrList(f.profiles) &&
        isOptStrList(f.cwds) &&
        f.baseline === undefined);
}
function validChain(c) {
    return (isObj(c) &&
        isStr(c.profile) &&
        isStr(c.cwd) &&
        isStr(c.root) &&
        (c.rootMarker === null || isStr(c.rootMarker)) &&
        (c.budget === null || isInt(c.budget)) &&
        isInt(c.usedBytes) &&
        Array.isArray(c.files) &&
        c.files.every((f) => isObj(f) && isStr(f.path) && isInt(f.size) && isInt(f.loadedBytes) && typeof f.truncated === 'boolean') &&
        Array.isArray(c.passedOver) &&
        c.passedOver.every((p) => isObj(p) && isStr(p.path) && isStr(p.reason)) &&
        isStrList(c.agentWarnings));
}
/** The report's shape, as far as anything reads it: every finding, chain, file and count typed. */
function validReport(r) {
    if (!isObj(r) || r.schemaVersion !== 1 || !isObj(r.tool) || r.tool.version !== version_VERSION || !isStr(r.root) || !isStrList(r.profiles))
        return false;
    if (!isObj(r.settings) || !isStrList(r.workingDirectories) || !isStrList(r.notes) || !isOptStrList(r.maskedPaths))
        return false;
    if (r.delta !== undefined || r.history !== undefined || r.revision !== undefined)
        return false; // added after the audit, never cached
    if (!Array.isArray(r.findings) || !r.findings.every(validReportFinding))
        return false;
    if (!Array.isArray(r.chains) || !r.chains.every(validChain))
        return false;
    if (!Array.isArray(r.files) || !r.files.every((f) => isObj(f) && isStr(f.path) && isStr(f.kind) && (f.size === null || isInt(f.size)) && isStr(f.git) && isStrList(f.loadedBy) && isInt(f.chains)))
        return false;
    const st = r.stats;
    return isObj(st) && ['errors', 'warnings', 'infos', 'chains', 'workingDirectories', 'instructionFiles'].every((k) => isInt(st[k])) && (st.maxUsage === null || isObj(st.maxUsage));
}
function validReportEntry(e) {
    return isObj(e) && validQuestions(e.listing) && isStr(e.listingDigest) && validQuestions(e.fs) && isStr(e.fsDigest) && validReport(e.report);
}
/**
 * The cache file's body, or null with a note saying why it cannot be used. The header line is read
 * first; the body is parsed only once its signature verifies with this cache's key (so nobody
 * without the key can have anything parsed, let alone used); then every entry is checked, and one
 * that is not what this version writes makes the whole file a miss (a signed file that holds one was
 * not written by this tool: nothing in it is used).
 */
function validCacheFile(bytes, key, file, notes) {
    const nl = bytes.subarray(0, MAX_HEADER_BYTES + 1).indexOf(0x0a);
    let header = null;
    try {
        if (nl !== -1)
            header = JSON.parse(bytes.subarray(0, nl).toString('utf8'));
    }
    catch {
        /* not a header */
    }
    if (!isObj(header) || header.format !== FORMAT) {
        // An unsigned cache of an earlier version starts like a cache, but has no header line.
        const older = bytes.subarray(0, 64).toString('latin1').startsWith(`{"format":"${FORMAT}","schema":1,`);
        notes.push(older
            ? `the cache file ${file} was written by an earlier agents-md-audit (unsigned); it was ignored and will be rewritten`
            : `the file ${file} is not an agents-md-audit cache (or it is corrupt); it was ignored and will be overwritten`);
        return null;
    }
    if (header.schema !== SCHEMA || header.tool !== version_VERSION) {
        notes.push(`the cache file ${file} was written by agents-md-audit ${isStr(header.tool) ? header.tool.slice(0, 40) : 'of another version'}; it was ignored and will be rewritten`);
        return null;
    }
    const body = bytes.subarray(nl + 1);
    const want = signature(key, body);
    const got = isStr(header.signature) && /^[0-9a-f]{64}$/.test(header.signature) ? Buffer.from(header.signature, 'hex') : null;
    if (got === null || !(0,external_node_crypto_.timingSafeEqual)(got, want)) {
        notes.push(`the cache file ${file} is not signed with this cache's key (edited, cut short, copied from another machine, or committed to the repository); nothing in it was used, and it will be rewritten`);
        return null;
    }
    let data;
    try {
        data = JSON.parse(body.toString('utf8'));
    }
    catch {
        notes.push(`the cache file ${file} is signed but its body is not valid JSON; it was ignored and will be rewritten`);
        return null;
    }
    const bad = (what) => {
        notes.push(`the cache file ${file} is signed but ${what}; nothing in it was used, and it will be rewritten`);
        return null;
    };
    if (!isObj(data) || !isObj(data.lint) || !Array.isArray(data.reports))
        return bad('its body is not a cache');
    const lint = {};
    for (const [k, e] of Object.entries(data.lint)) {
        if (!LINT_KEY.test(k) || !validLintEntry(e))
            return bad(`its lint entry ${JSON.stringify(k.slice(0, 60))} is malformed`);
        lint[k] = e;
    }
    const reports = [];
    for (const r of data.reports) {
        if (!isObj(r) || !isStr(r.key) || !OPTIONS_KEY.test(r.key) || !validReportEntry(r.entry))
            return bad(`its report entry ${reports.length + 1} is malformed`);
        reports.push({ key: r.key, entry: r.entry });
    }
    if (reports.length > MAX_REPORTS)
        return bad(`it holds more than ${MAX_REPORTS} reports`);
    return { lint, reports };
}

// EXTERNAL MODULE: ../main/node_modules/picomatch/index.js
var picomatch = __webpack_require__(6310);
;// CONCATENATED MODULE: ./lib/discovery/workdirs.js
/**
 * Working directories to audit: explicit paths, globs over the listed directories, and `auto`
 * (the root plus every directory holding a candidate, settings folders such as `.github/workflows`
 * included: an agent can be started anywhere, so each distinct chain end is audited once).
 */




const GLOB_CHARS = /[*?[\]{}!]/;
function normalizeRel(root, input) {
    const abs = external_node_path_.resolve(root, input);
    const rel = external_node_path_.relative(root, abs);
    if (rel.startsWith('..') || external_node_path_.isAbsolute(rel)) {
        throw new ConfigError(`working directory ${quote(input)} is outside the repository`);
    }
    return rel === '' ? '.' : rel.split(external_node_path_.sep).join('/');
}
function resolveWorkingDirectories(ctx, root, listing, specs, candidateNames, 
/** Directories holding a candidate-named entry git does not list (a FIFO…): `auto` audits them too. */
unlistedDirs = []) {
    const out = new Set();
    for (const raw of specs) {
        const spec = raw.trim();
        if (spec === '')
            continue;
        if (spec === 'auto') {
            out.add('.');
            for (const [dir, names] of listing.byDir) {
                if (names.some((n) => candidateNames.has(n)))
                    out.add(dir);
            }
            for (const dir of unlistedDirs)
                out.add(dir);
            continue;
        }
        if (GLOB_CHARS.test(spec)) {
            const pattern = spec.replace(/^\.\//, '').replace(/\/+$/, '');
            if (pattern.startsWith('/') || pattern.split('/').includes('..')) {
                throw new ConfigError(`working directory glob ${quote(spec)} reaches outside the repository`);
            }
            const isMatch = picomatch(pattern, { dot: true });
            let n = 0;
            for (const dir of listing.dirs) {
                if (dir !== '.' && isMatch(dir)) {
                    out.add(dir);
                    n += 1;
                }
            }
            if (n === 0)
                throw new ConfigError(`working directory glob ${quote(spec)} matches no directory in the repository`);
            continue;
        }
        const rel = normalizeRel(root, spec);
        // Through the context, as every other look at the repository (and observed with it).
        const leadsOutside = new ConfigError(`working directory ${quote(spec)} leads outside the repository through a symbolic link`);
        if (rel !== '.' && !ctx.dirInside((0,discovery_listing/* parentDir */.Qp)(rel)))
            throw leadsOutside;
        const p = rel === '.' ? null : ctx.probe(rel);
        if (p !== null && (p.kind === 'missing' || p.error !== undefined))
            throw new ConfigError(`working directory ${quote(spec)} does not exist in the repository`);
        if (p !== null && p.kind !== 'directory')
            throw new ConfigError(`working directory ${quote(spec)} is not a directory`);
        if (!ctx.dirInside(rel))
            throw leadsOutside;
        out.add(rel);
    }
    if (out.size === 0)
        throw new ConfigError('no working directory given: use "auto", paths or globs');
    return [...out].sort(compareDirs);
}
/** Root first, then depth-first by path. */
function compareDirs(a, b) {
    if (a === b)
        return 0;
    if (a === '.')
        return -1;
    if (b === '.')
        return 1;
    return a < b ? -1 : 1;
}

;// CONCATENATED MODULE: ./lib/profiles/missed-fix.js

/** Claude Code: a CLAUDE.md in that directory that imports the file (or a CLAUDE.md link to it). */
function claudeMissedFix(rel, ctx) {
    const dir = dirOf(rel);
    const name = baseOf(rel);
    const claude = ctx.join(dir, 'CLAUDE.md');
    if (ctx.probe(claude).lkind !== 'missing')
        return `Put @${name} in ${claude}`;
    return `Add ${claude} containing @${name} (or make ${claude} a link to ${name})`;
}
const agentsOnly = new WeakMap();
/** Directories with an AGENTS.md and no CLAUDE.md (nor .claude/CLAUDE.md), sorted; once per audit. */
function agentsOnlyDirs(ctx) {
    let hit = agentsOnly.get(ctx);
    if (!hit) {
        hit = ctx
            .listedNamed('AGENTS.md')
            .map(dirOf)
            .filter((d) => ['CLAUDE.md', '.claude/CLAUDE.md'].every((n) => ctx.probe(ctx.join(d, n)).lkind === 'missing'))
            .sort();
        agentsOnly.set(ctx, hit);
    }
    return hit;
}
/**
 * Claude Code reading AGENTS.md only where no CLAUDE.md is in the chain: the same fix, and the
 * directories whose AGENTS.md Claude Code reads today only because no CLAUDE.md is above them need
 * one too once a CLAUDE.md is added (it then reads no AGENTS.md anywhere on that chain).
 */
function claudeFallbackMissedFix(rel, ctx) {
    const fix = claudeMissedFix(rel, ctx);
    const dir = dirOf(rel);
    const prefix = `${dir}/`;
    const without = agentsOnlyDirs(ctx).filter((d) => d !== dir && (dir === '.' || d === '.' || d.startsWith(prefix) || dir.startsWith(`${d}/`)));
    if (without.length === 0)
        return fix;
    const shown = without.slice(0, 3).map((d) => (d === '.' ? 'the root' : d));
    const more = without.length > 3 ? ` and ${without.length - 3} more` : '';
    return `${fix}, and the same in ${without.length === 1 ? 'the directory' : `the ${without.length} directories`} above or below it with an AGENTS.md and no CLAUDE.md (${shown.join(', ')}${more}): with a CLAUDE.md in the chain Claude Code reads no AGENTS.md there either`;
}
/** Gemini CLI: the name in `context.fileName` of `.gemini/settings.json` where Gemini CLI starts. */
function geminiMissedFix(rel) {
    const name = JSON.stringify(baseOf(rel));
    return `Add ${name} to \`context.fileName\` in .gemini/settings.json (\`"context": {"fileName": [${name}, "GEMINI.md"]}\`; Gemini CLI reads the settings of the directory it starts in)`;
}
/** Codex: the name as a fallback file name (one setting for every directory), or an AGENTS.md link beside the file. */
function codexMissedFix(rel) {
    const name = baseOf(rel);
    return `Add ${JSON.stringify(name)} to \`project_doc_fallback_filenames\` (in .codex/config.toml, which Codex applies to a trusted project), or give each directory an AGENTS.md that links to its ${name}`;
}
/** A3S Code: an AGENTS.md in that directory (a regular file: A3S Code skips links), or the name as a fallback. */
function a3sMissedFix(rel, ctx) {
    const name = baseOf(rel);
    const agents = ctx.join(dirOf(rel), 'AGENTS.md');
    return `Add ${agents} holding what ${name} says (a regular file: A3S Code skips links), or add ${JSON.stringify(name)} to the fallback file names`;
}
/** OpenCode: the name in `instructions` of opencode.json (one entry for every directory). */
function opencodeMissedFix(rel) {
    return `Add ${JSON.stringify(baseOf(rel))} to \`instructions\` in opencode.json (OpenCode looks for a relative entry in every directory from the working directory up to the root)`;
}
/** Copilot code review: what it must follow in `.github/copilot-instructions.md`, which it always reads. */
function copilotReviewMissedFix(rel) {
    return `Move what Copilot must follow from ${rel} into .github/copilot-instructions.md, which Copilot always reads (it reads only the nearest AGENTS.md)`;
}
/** Aider: the name in `read:` of .aider.conf.yml (one entry reads the file of that name where Aider starts). */
function aiderMissedFix(rel) {
    const name = baseOf(rel);
    return `Add \`read: ${name}\` to .aider.conf.yml (Aider resolves it from the directory it starts in, so one entry reads the ${name} of that directory; list the ones above it too)`;
}

;// CONCATENATED MODULE: ./lib/profiles/chain-state.js
/**
 * Building blocks for profiles that walk root → cwd with one shared budget (Codex, A3S):
 * an immutable per-directory state, memoized so every chain shares the work of its prefix.
 */




const EMPTY_STATE = {
    remaining: Infinity,
    used: 0,
    files: [],
    texts: [],
    passed: [],
    warnings: [],
};
function withBudget(budget) {
    return { ...EMPTY_STATE, remaining: budget };
}
function addPassed(s, ...p) {
    return p.length === 0 ? s : { ...s, passed: [...s.passed, ...p] };
}
function addWarning(s, w) {
    return { ...s, warnings: [...s.warnings, w] };
}
/** The agent gives up on the chain's project documents: it logs `reason` and loads none of them. */
function fail(s, reason) {
    return { ...s, failed: reason, warnings: [...s.warnings, reason] };
}
function addFile(s, file, text, budgeted) {
    return {
        ...s,
        remaining: budgeted ? s.remaining - file.loadedBytes : s.remaining,
        used: budgeted ? s.used + file.loadedBytes : s.used,
        files: [...s.files, file],
        texts: [...s.texts, text],
    };
}
/** Where a cut after `offset` bytes falls in a file whose first bytes are `bytes`. */
function cutPoint(bytes, offset, complete) {
    const place = placeOf(bytes, offset);
    return {
        byteOffset: offset,
        line: place.line,
        column: place.column,
        splitsCharacter: splitsCharacter(bytes, offset),
        lastLine: complete ? countLines(bytes) : null,
    };
}
const memos = new WeakMap();
/**
 * The state after walking `dirs` (root first), sharing every prefix across chains: the state at a
 * directory is computed once per (profile settings, root) and reused by every chain below it.
 */
function walkMemo(ctx, key, dirs, initial, step) {
    let memo = memos.get(ctx);
    if (!memo) {
        memo = new Map();
        memos.set(ctx, memo);
    }
    const rootKey = `${key}\0${dirs[0] ?? ''}`;
    // The deepest directory already walked (a working directory below another costs one step, not
    // one lookup per directory above it), then the steps below it, root first.
    let from = dirs.length - 1;
    let state;
    for (; from >= 0; from--) {
        state = memo.get(`${rootKey}\0${dirs[from]}`);
        if (state)
            break;
    }
    if (!state) {
        state = memo.get(`${rootKey}\0`);
        if (!state) {
            state = initial();
            memo.set(`${rootKey}\0`, state);
        }
    }
    for (let i = from + 1; i < dirs.length; i++) {
        const dir = dirs[i];
        state = step(state, dir);
        memo.set(`${rootKey}\0${dir}`, state);
    }
    return state;
}
function toResolved(profile, cwd, root, budget, s) {
    if (s.failed) {
        // Every project document is dropped; personal documents stay.
        const keep = s.files.map((f) => f.personal === true);
        const dropped = s.files
            .filter((_, i) => !keep[i])
            .map((f) => ({ path: f.path, reason: 'unreadable', detail: `dropped: ${s.failed}` }));
        s = {
            ...s,
            used: s.files.filter((_, i) => keep[i]).reduce((n, f) => n + (f.personal ? 0 : f.loadedBytes), 0),
            files: s.files.filter((_, i) => keep[i]),
            texts: s.texts.filter((_, i) => keep[i]),
            passed: [...s.passed, ...dropped],
        };
    }
    const chain = {
        profile,
        cwd,
        root: root.dir,
        rootMarker: root.marker,
        budget,
        usedBytes: s.used,
        files: [...s.files],
        passedOver: [...s.passed],
        agentWarnings: [...s.warnings],
    };
    return { chain, texts: [...s.texts] };
}
/**
 * The first non-blank personal document among `names` in `dir` (outside the repository, given
 * explicitly by the user). Only regular files are opened; at most `cap` bytes are read.
 * `strict`: skip a document that is not valid UTF-8 (A3S); `noSymlinks`: skip a symlinked one (A3S).
 */
function readPersonal(dir, display, names, cap, isBlank, opts = {}) {
    for (const name of names) {
        let real;
        try {
            const candidate = external_node_path_.join(dir, name);
            if (opts.noSymlinks && external_node_fs_.lstatSync(candidate).isSymbolicLink())
                continue;
            real = external_node_fs_.realpathSync(candidate); // dotfile managers often link these (Codex follows them)
        }
        catch {
            continue;
        }
        const r = (0,fsprobe/* readCapped */.EF)(real, cap);
        if (r.error)
            continue;
        if (opts.strict && firstInvalidUtf8(r.bytes, r.complete) !== -1)
            continue;
        const text = decodeLossy(r.bytes);
        if (isBlank(text))
            continue;
        return {
            file: { path: `${display}/${name}`, size: r.size, loadedBytes: r.bytes.length, truncated: false, personal: true },
            text,
            bytes: r.bytes,
        };
    }
    return null;
}

;// CONCATENATED MODULE: ./lib/profiles/codex.js
/**
 * Codex CLI, as `codex-rs/core/src/agents_md.rs` behaves (see docs/profiles.md):
 * - root: first ancestor of cwd holding a root marker (default `.git`, file or directory); none → cwd only;
 * - per directory: `AGENTS.override.md`, `AGENTS.md`, then fallbacks; the first whose stat (links
 *   followed) says "regular file" wins, even when its content is blank (an empty override still hides AGENTS.md);
 * - one byte budget for the chain, root first; each file cut to the remaining bytes (a byte cut, lossy
 *   decoding), blank files use no budget, later files are not read once it is spent; joined with "\n\n";
 * - personal `~/.codex` document: first non-blank of override/AGENTS.md, trimmed, not budgeted.
 */









const UNTRUSTED_RULE = 'codex-untrusted';
const OVERRIDE_NAME = 'AGENTS.override.md';
const AGENTS_NAME = 'AGENTS.md';
const PROJECT_DOC_SEPARATOR = '\n\n--- project-doc ---\n\n';
function codexCandidates(settings) {
    const out = [OVERRIDE_NAME, AGENTS_NAME];
    for (const f of settings.fallbackFilenames)
        if (f !== '' && !out.includes(f))
            out.push(f);
    return out;
}
/** The first candidate whose stat says regular file, and the candidates passed over. */
function pickInDirectory(ctx, dir, names) {
    let winner = null;
    const passed = [];
    for (const name of names) {
        const rel = ctx.join(dir, name);
        const p = ctx.probe(rel);
        // Codex treats only "not found" as absent; any other metadata error (permission denied, a
        // link loop) propagates and the caller drops all project docs.
        if (p.error && winner === null) {
            passed.push({ path: rel, reason: 'unreadable', detail: p.error });
            return { winner: null, passed, error: `${rel}: ${p.error}` };
        }
        if (p.lkind === 'missing')
            continue;
        if (winner !== null) {
            passed.push({ path: rel, reason: 'hidden', detail: winner });
            continue;
        }
        if (p.kind === 'file') {
            winner = rel;
            continue;
        }
        const what = p.link ? (p.kind === 'missing' ? 'a dangling symlink' : `a symlink to a ${p.kind}`) : `a ${p.kind}`;
        passed.push({ path: rel, reason: 'not-regular-file', detail: p.error ? `${what} (${p.error})` : what });
    }
    return { winner, passed };
}
function step(ctx, names, s, dir) {
    const { winner, passed, error } = pickInDirectory(ctx, dir, names);
    if (s.failed) {
        // Discovery already listed this directory's file; it is dropped with the rest.
        return winner ? addPassed(s, { path: winner, reason: 'unreadable', detail: `dropped: ${s.failed}` }) : s;
    }
    let state = addPassed(s, ...passed);
    if (error)
        return fail(state, `${error}; Codex logs the error and loads no project instructions`);
    if (winner === null)
        return state;
    const p = ctx.probe(winner);
    const linkTarget = p.link ? { linkTarget: p.link.resolved ?? p.link.target } : {};
    if (state.remaining <= 0) {
        return addPassed(state, { path: winner, reason: 'budget-spent', detail: 'the byte budget was used up by earlier files' });
    }
    if (p.link?.outside) {
        // Codex follows the link and reads the file; the audit never reads outside the repository.
        const size = p.size ?? 0;
        const loaded = Math.min(size, state.remaining);
        const file = { path: winner, size, loadedBytes: loaded, truncated: size > state.remaining, unread: true, ...linkTarget };
        return addFile(state, file, '', true);
    }
    const content = ctx.read(winner);
    if (!content || content.error) {
        const why = content?.error ?? 'it could not be read';
        const removed = why.includes('removed');
        state = addPassed(state, { path: winner, reason: 'unreadable', detail: why });
        // Codex skips a file removed after discovery, but any other read error drops all project docs.
        return removed ? state : fail(state, `${winner}: ${why}; Codex logs the error and loads no project instructions`);
    }
    const take = Math.min(content.bytes.length, state.remaining);
    const slice = content.bytes.subarray(0, take);
    const text = decodeLossy(slice);
    if (isBlank(text))
        return addPassed(state, { path: winner, reason: 'whitespace-only' });
    const truncated = content.size > state.remaining;
    // Codex checks the bytes it read before the cut, so an invalid byte past the budget still warns.
    if (content.facts.firstInvalid !== -1) {
        state = addWarning(state, `${winner}: invalid UTF-8 in project doc; Invalid byte sequences were replaced.`);
    }
    const file = {
        path: winner,
        size: content.size,
        loadedBytes: take,
        truncated,
        ...(truncated ? { cut: cutPoint(content.bytes, take, content.complete) } : {}),
        ...linkTarget,
    };
    return addFile(state, file, text, true);
}
/**
 * Codex merges a project layer (`.codex/config.toml`) from every directory between the root and
 * cwd whose trust entry is `trusted`, nearer winning, over the user's settings, and under its
 * command-line `-c` settings. The audit's defaults stand for the user's settings (a project layer
 * beats them); settings given explicitly (flags, action inputs, the config file) stand for `-c`
 * (they beat the project layer). Fallback names a project layer sets are used only when they are
 * plain names in their directory.
 */
function withProjectConfig(ctx, dirs, settings) {
    const project = codexProjectConfig(ctx, dirs);
    const given = settings.givenSettings ?? [];
    const maxBytes = given.includes('maxBytes') ? undefined : project.maxBytes;
    const fallbacks = given.includes('fallbackFilenames') ? undefined : project.fallbackFilenames;
    if (maxBytes === undefined && fallbacks === undefined)
        return settings;
    return {
        ...settings,
        maxBytes: maxBytes ?? settings.maxBytes,
        fallbackFilenames: fallbacks?.filter((n) => unsafeFilenameReason(n) === null) ?? settings.fallbackFilenames,
    };
}
/** How the audit was told a directory's trust entry, for messages. */
function trustSource(state, dir) {
    return dir !== '.' && state.codexTrustDirs[dir] !== undefined ? `codex-trust=${dir}:${state.codexTrustDirs[dir]}` : `codex-trust=${state.codexTrust}`;
}
/**
 * Where Codex's project starts for `cwd` (the walk up to a root marker) and which of its directories'
 * `.codex/config.toml` layers it applies. Codex 0.169.0 looks up the trust entry of the exact
 * directory, else the project root's: the working directory's decides whether any project
 * instructions load; each project layer applies only when its own directory's entry is trusted
 * (trust given to a subdirectory alone leaves the root's .codex/config.toml out).
 */
function projectStart(cwd, ctx, settings) {
    const root = ctx.rootOf(cwd, { markers: settings.rootMarkers, allowSymlinkMarker: true });
    const agent = settings.agentState ?? DEFAULT_AGENT_STATE;
    const trust = codexTrustOf(agent, cwd);
    const projectDirs = ctx.dirsFrom(root.dir, cwd);
    const perDir = Object.keys(agent.codexTrustDirs ?? {}).length > 0;
    const trustedDirs = trust === 'untrusted' ? [] : perDir ? projectDirs.filter((d) => codexTrustOf(agent, d) === 'trusted') : trust === 'trusted' ? projectDirs : [];
    return { root, agent, trust, trustedDirs };
}
const codex = {
    id: 'codex',
    name: 'Codex CLI',
    description: 'OpenAI Codex CLI (codex-rs agents_md.rs): one file per directory, override first, 32 KiB shared byte budget.',
    verifiedVersion: VERIFIED_VERSIONS.codex,
    // `auto` always picks Codex (the AGENTS.md convention); its project configuration says so by name.
    signals: [{ glob: '**/.codex/**', what: 'files under .codex/' }],
    budgeted: true,
    candidateNames: codexCandidates,
    missedFileFix: codexMissedFix,
    prefetch(cwd, ctx, settings) {
        codexProjectConfig(ctx, projectStart(cwd, ctx, settings).trustedDirs);
    },
    resolve(cwd, ctx, baseSettings) {
        const { root, agent, trust, trustedDirs } = projectStart(cwd, ctx, baseSettings);
        // A trusted layer that does not parse makes Codex refuse to start.
        const broken = codexProjectConfig(ctx, trustedDirs).findings.find((f) => f.severity === 'error');
        if (broken) {
            const r = toResolved('codex', cwd, root, baseSettings.maxBytes, withBudget(baseSettings.maxBytes));
            r.chain.startError = `${broken.path}${broken.line ? `:${broken.line}` : ''}: Codex cannot load this trusted project configuration and does not start`;
            r.chain.agentWarnings.push(r.chain.startError);
            return r;
        }
        const settings = trustedDirs.length > 0 ? withProjectConfig(ctx, trustedDirs, baseSettings) : baseSettings;
        const names = codexCandidates(settings);
        const budget = settings.maxBytes;
        const key = `codex\0${names.join('\0')}\0${budget}\0${settings.home ?? ''}\0${trust}`;
        const dirs = ctx.dirsFrom(root.dir, cwd);
        const personal = () => {
            let s = withBudget(budget);
            if (settings.home) {
                const doc = readPersonal(external_node_path_.join(settings.home, '.codex'), '~/.codex', [OVERRIDE_NAME, AGENTS_NAME], ctx.readCap, isBlank);
                // The personal document is trimmed and does not count against the budget.
                if (doc) {
                    const text = doc.text.trim();
                    s = addFile(s, { ...doc.file, loadedBytes: Buffer.byteLength(text) }, text, false);
                }
            }
            return s;
        };
        if (trust === 'untrusted') {
            const how = trustSource(agent, cwd);
            raise(ctx, 'codex', `untrusted\0${how}`, {
                ruleId: UNTRUSTED_RULE,
                severity: 'error',
                path: null,
                line: null,
                profiles: ['codex'],
                message: `Codex loads no instructions at all in a project marked untrusted (the audit was told ${how}): every AGENTS.md on these chains is ignored. Mark the project trusted (trust_level = "trusted" in ~/.codex/config.toml) or the team's rules are never seen.`,
            }, cwd);
            const r = toResolved('codex', cwd, root, budget, personal());
            for (const dir of dirs)
                for (const n of names) {
                    const rel = ctx.join(dir, n);
                    if (ctx.probe(rel).kind === 'file')
                        r.chain.passedOver.push({ path: rel, reason: 'not-configured', detail: 'the project is untrusted: Codex loads no project instructions' });
                }
            return r;
        }
        // project_doc_max_bytes = 0 turns project docs off; the personal document is still injected (Codex 0.169.0).
        const state = budget === 0 ? personal() : walkMemo(ctx, key, dirs, personal, (s, dir) => step(ctx, names, s, dir));
        // A root marker whose metadata cannot be read is an error for Codex too: it drops the project docs.
        const final = root.error && !state.failed ? fail(state, `${root.error}; Codex logs the error and loads no project instructions`) : state;
        return toResolved('codex', cwd, root, budget, final);
    },
    validate(settings, ctx) {
        // Problems in the repository's Codex project layers, each once.
        const out = [...raised(ctx, 'codex')];
        const state = settings.agentState ?? DEFAULT_AGENT_STATE;
        for (const rel of ctx.listedNamed('config.toml')) {
            if (rel !== '.codex/config.toml' && !rel.endsWith('/.codex/config.toml'))
                continue;
            const dir = rel === '.codex/config.toml' ? '.' : rel.slice(0, -'/.codex/config.toml'.length);
            const project = codexProjectConfig(ctx, [dir]);
            out.push(...project.findings);
            const trust = codexTrustOf(state, dir);
            if (trust !== 'trusted' && (project.maxBytes !== undefined || project.fallbackFilenames !== undefined)) {
                out.push({
                    ruleId: UNTRUSTED_RULE,
                    severity: 'warning',
                    path: rel,
                    line: null,
                    profiles: ['codex'],
                    message: `${rel} is ignored: Codex reads a project's .codex/config.toml only when the trust entry of its directory (or, without one, of the project root) is trusted, and the audit was told ${trustSource(state, dir)}. People who have not trusted ${dir === '.' ? 'the project' : dir} get Codex's defaults instead.`,
                    key: `ignored:${rel}`,
                });
            }
            for (const name of project.fallbackFilenames ?? []) {
                const why = unsafeFilenameReason(name);
                if (why) {
                    out.push({
                        ruleId: CONFIG_INVALID_RULE,
                        severity: 'error',
                        path: rel,
                        line: null,
                        profiles: ['codex'],
                        message: `${rel}: project_doc_fallback_filenames entry ${JSON.stringify(name)} is not a plain file name (${why}); Codex joins it as a path and may read another directory's file. The audit ignores it.`,
                        key: `fallback:${name}`,
                    });
                }
            }
        }
        return out;
    },
    render(resolved, cwdAbs) {
        const { files } = resolved.chain;
        const personal = [];
        const project = [];
        for (const [i, f] of files.entries())
            (f.personal ? personal : project).push(resolved.texts[i] ?? '');
        const projectText = project.join('\n\n');
        const body = [personal.join('\n\n'), projectText].filter((t) => t !== '').join(PROJECT_DOC_SEPARATOR);
        if (body === '')
            return '';
        // With only the personal document, Codex 0.169.0 drops " for <cwd>" from the header.
        const header = projectText === '' ? '# AGENTS.md instructions' : `# AGENTS.md instructions for ${cwdAbs}`;
        return `${header}\n\n<INSTRUCTIONS>\n${body}\n</INSTRUCTIONS>`;
    },
};

;// CONCATENATED MODULE: ./lib/profiles/a3s.js
/**
 * A3S Code, as `core/src/agent_api/project_instructions.rs` behaves (see docs/profiles.md):
 * - root: first ancestor holding `.git` that is not a symlink; none → the workspace only;
 * - per directory: `AGENTS.override.md`, `AGENTS.md`, then *safe* fallbacks; the first candidate with
 *   non-blank content wins; a symlink, a non-regular file, invalid UTF-8, a read error or blank content
 *   falls through to the next name in the same directory;
 * - budget default 32 KiB, clamped to 1 MiB; a file over the remaining budget is cut back to a UTF-8
 *   boundary and later files are not loaded; a cut that leaves nothing falls through;
 * - personal `~/.a3s` document first, budgeted; joined with "\n\n--- instruction-doc ---\n\n".
 */







const A3S_MAX_BUDGET = 1024 * 1024;
const INSTRUCTION_DOC_SEPARATOR = '\n\n--- instruction-doc ---\n\n';
const A3S_HEADER = '# Instructions (personal + project AGENTS.md chain)\n\n';
function a3sCandidates(settings) {
    const out = [OVERRIDE_NAME, AGENTS_NAME];
    for (const f of settings.fallbackFilenames)
        if (unsafeFilenameReason(f) === null && !out.includes(f))
            out.push(f);
    return out;
}
function a3sBudget(maxBytes) {
    return Math.min(maxBytes, A3S_MAX_BUDGET);
}
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
function a3s_step(ctx, names, s, dir) {
    let state = s;
    for (const name of names) {
        const rel = ctx.join(dir, name);
        const p = ctx.probe(rel);
        if (p.lkind === 'missing')
            continue;
        if (state.remaining <= 0) {
            return addPassed(state, { path: rel, reason: 'budget-spent', detail: 'the byte budget was used up by earlier files' });
        }
        if (p.error) {
            state = addPassed(state, { path: rel, reason: 'unreadable', detail: p.error });
            continue;
        }
        if (p.lkind === 'symlink') {
            state = addPassed(state, { path: rel, reason: 'symlink-rejected', detail: 'A3S Code ignores symlinked candidates' });
            continue;
        }
        if (p.kind !== 'file') {
            state = addPassed(state, { path: rel, reason: 'not-regular-file', detail: `a ${p.kind}` });
            continue;
        }
        const content = ctx.read(rel);
        if (!content || content.error) {
            state = addPassed(state, { path: rel, reason: 'unreadable', detail: content?.error ?? 'it could not be read' });
            continue;
        }
        // A3S reads remaining + 1 bytes: enough to know whether the file overflows.
        const take = Math.min(content.bytes.length, state.remaining + 1);
        const read = content.bytes.subarray(0, take);
        const overflows = read.length > state.remaining;
        // A3S cuts to the remaining budget first, then validates: an incomplete final sequence is cut back,
        // any other invalid byte in what it keeps rejects the file.
        const checked = overflows ? read.subarray(0, state.remaining) : read;
        if (firstInvalidUtf8(checked, !overflows && content.complete) !== -1) {
            state = addPassed(state, { path: rel, reason: 'invalid-utf8', detail: 'A3S Code rejects files that are not valid UTF-8' });
            continue;
        }
        const keep = overflows ? utf8Boundary(read, state.remaining) : read.length;
        const text = strictUtf8.decode(read.subarray(0, keep));
        if (isBlank(text)) {
            state = addPassed(state, overflows ? { path: rel, reason: 'empty-after-cut' } : { path: rel, reason: 'whitespace-only' });
            continue;
        }
        const file = {
            path: rel,
            size: content.size,
            loadedBytes: keep,
            truncated: overflows,
            ...(overflows ? { cut: cutPoint(content.bytes, keep, content.complete) } : {}),
        };
        state = addFile(state, file, text, true);
        // Later candidates in this directory are hidden by the winner.
        const after = names.slice(names.indexOf(name) + 1);
        for (const other of after) {
            const orel = ctx.join(dir, other);
            if (ctx.probe(orel).lkind !== 'missing')
                state = addPassed(state, { path: orel, reason: 'hidden', detail: rel });
        }
        return state;
    }
    return state;
}
/** `~/.a3s` must be a real directory, not a symlink. */
function personalDir(home) {
    const dir = external_node_path_.join(home, '.a3s');
    try {
        return external_node_fs_.lstatSync(dir).isDirectory() ? dir : null;
    }
    catch {
        return null;
    }
}
/** A3S Code stops at the nearest `.git` that is not a symbolic link. */
const A3S_ROOT = Object.freeze({ markers: Object.freeze(['.git']), allowSymlinkMarker: false });
const a3s = {
    id: 'a3s',
    name: 'A3S Code',
    description: 'A3S Code (project_instructions.rs): first non-empty regular UTF-8 file per directory, no symlinks, 1 MiB budget ceiling.',
    // The runtime's own folder (config.acl, agents/, skills/): its AGENTS.md chain is Codex's names.
    signals: [{ glob: '.a3s/**', what: 'files under .a3s/' }],
    budgeted: true,
    candidateNames: a3sCandidates,
    missedFileFix: a3sMissedFix,
    prefetch(cwd, ctx) {
        ctx.rootOf(cwd, A3S_ROOT);
    },
    resolve(cwd, ctx, settings) {
        const names = a3sCandidates(settings);
        const root = ctx.rootOf(cwd, A3S_ROOT);
        const budget = a3sBudget(settings.maxBytes);
        if (budget === 0)
            return toResolved('a3s', cwd, root, 0, withBudget(0));
        const key = `a3s\0${names.join('\0')}\0${budget}\0${settings.home ?? ''}`;
        const state = walkMemo(ctx, key, ctx.dirsFrom(root.dir, cwd), () => {
            let s = withBudget(budget);
            const dir = settings.home ? personalDir(settings.home) : null;
            if (dir) {
                const doc = readPersonal(dir, '~/.a3s', [OVERRIDE_NAME, AGENTS_NAME], ctx.readCap, isBlank, { strict: true, noSymlinks: true });
                if (doc) {
                    const keep = doc.bytes.length > budget ? utf8Boundary(doc.bytes, budget) : doc.bytes.length;
                    const text = strictUtf8.decode(doc.bytes.subarray(0, keep));
                    s = addFile(s, { ...doc.file, loadedBytes: keep, truncated: keep < doc.bytes.length }, text, true);
                }
            }
            return s;
        }, (s, dir) => a3s_step(ctx, names, s, dir));
        return toResolved('a3s', cwd, root, budget, state);
    },
    render(resolved) {
        if (resolved.texts.length === 0)
            return '';
        return A3S_HEADER + resolved.texts.join(INSTRUCTION_DOC_SEPARATOR);
    },
    validate(settings) {
        const out = [];
        if (settings.maxBytes > A3S_MAX_BUDGET) {
            out.push({
                ruleId: 'budget-clamped',
                severity: 'info',
                path: null,
                line: null,
                profiles: ['a3s'],
                message: `max-bytes ${settings.maxBytes} is above A3S Code's ceiling: it clamps the budget to ${A3S_MAX_BUDGET} bytes (1 MiB) and warns at startup.`,
            });
        }
        return out;
    },
};

;// CONCATENATED MODULE: ./lib/profiles/aider.js



const AIDER_ID = 'aider';
const AIDER_CONFIG = '.aider.conf.yml';
/** The `read:` list Aider started in `cwd` uses (the working directory's config over the git root's). */
function aiderReadList(ctx, cwd, gitRoot) {
    const out = { file: null, entries: [], fatal: null, findings: [] };
    const files = [ctx.join(cwd, AIDER_CONFIG)];
    if (gitRoot !== null && gitRoot !== cwd)
        files.push(ctx.join(gitRoot, AIDER_CONFIG));
    for (const rel of files) {
        const r = readAgentConfig(ctx, rel, 'yaml');
        if (r.status === 'absent' || r.status === 'unreadable')
            continue;
        if (r.status === 'invalid') {
            out.fatal ??= rel;
            out.findings.push([`config\0${rel}`, configFinding(rel, [AIDER_ID], r.problem, 'Aider stops at startup with a configuration file it cannot parse.')]);
            continue;
        }
        if (r.value === null || r.value === undefined)
            continue;
        if (typeof r.value !== 'object' || Array.isArray(r.value)) {
            out.fatal ??= rel;
            out.findings.push([`config\0${rel}`, configFinding(rel, [AIDER_ID], { message: `the file holds ${typeName(r.value)}, not a mapping of settings`, line: 1 }, 'Aider stops at startup.')]);
            continue;
        }
        const obj = r.value;
        if (!Object.hasOwn(obj, 'read') || out.file !== null)
            continue;
        const raw = obj.read;
        const at = (i) => {
            const p = r.placeOf(i === null ? ['read'] : ['read', i]) ?? r.placeOf(['read']);
            return p ? { line: p.line, column: p.column } : { line: null };
        };
        const scalar = (v) => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null);
        if (raw === null) {
            out.file = rel;
            continue;
        }
        const list = Array.isArray(raw) ? raw : [raw];
        const values = list.map(scalar);
        if (values.some((v) => v === null)) {
            const p = at(null);
            out.fatal ??= rel;
            out.findings.push([
                `shape\0${rel}\0read`,
                configFinding(rel, [AIDER_ID], { message: `"read" is ${typeName(raw)} with values that are not file names`, ...p }, 'Aider cannot turn it into --read options and stops at startup.'),
            ]);
            continue;
        }
        out.file = rel;
        for (const [i, v] of values.entries())
            out.entries.push({ value: v, ...at(Array.isArray(raw) ? i : null) });
    }
    return out;
}
const loadedMemo = new WeakMap();
function loadedByAider(ctx) {
    const m = memoFor(loadedMemo, ctx);
    let s = m.get('');
    if (!s) {
        s = new Set();
        m.set('', s);
    }
    return s;
}
const aider = {
    id: AIDER_ID,
    name: 'Aider',
    description: 'Aider (docs, main.py): only the files named by read: in .aider.conf.yml (working directory, else git root), resolved from where Aider starts; no budget.',
    // Not CONVENTIONS.md: Aider reads it only when .aider.conf.yml names it, and the name is a common one.
    signals: [
        { glob: '**/.aider.conf.yml', what: 'Aider configuration files' },
        { glob: '**/.aiderignore', what: '.aiderignore files' },
    ],
    budgeted: false,
    candidateNames: () => [],
    missedFileFix: aiderMissedFix,
    prefetch(cwd, ctx) {
        ctx.rootOf(cwd, GIT_ROOT);
    },
    resolve(cwd, ctx, _settings) {
        const git = ctx.rootOf(cwd, GIT_ROOT);
        const gitRoot = git.marker === null ? null : git.dir;
        const r = { chain: newChain(AIDER_ID, cwd, { dir: gitRoot ?? cwd, marker: git.marker }), texts: [] };
        const rl = aiderReadList(ctx, cwd, gitRoot);
        for (const [identity, f] of rl.findings)
            raise(ctx, AIDER_ID, identity, f, cwd);
        const seen = loadedByAider(ctx);
        if (rl.fatal !== null) {
            r.chain.agentWarnings.push(`${rl.fatal}: Aider cannot load this configuration file and stops; nothing is read.`);
            return r;
        }
        const added = new Set();
        const load = (rel) => {
            if (added.has(rel))
                return;
            added.add(rel);
            const w = loadOrPassOver(ctx, r, rel);
            if (w) {
                pushFile(r, w.file, w.text);
                seen.add(rel);
            }
        };
        for (const e of rl.entries) {
            const v = e.value.trim();
            if (v.startsWith('~') || v.startsWith('/')) {
                r.chain.agentWarnings.push(`read entry ${JSON.stringify(v)} (${rl.file}) is outside the repository; the audit does not read it.`);
                continue;
            }
            const rel = joinInside(cwd, v);
            if (rel === null || leavesThroughLink(ctx, rel)) {
                r.chain.agentWarnings.push(`read entry ${JSON.stringify(v)} (${rl.file}) resolves outside the repository from ${cwd}; the audit does not read it.`);
                continue;
            }
            const p = ctx.probe(rel);
            if (p.kind === 'directory') {
                for (const f of listedUnder(ctx, rel === '.' ? '' : `${rel}/`))
                    load(f);
                continue;
            }
            if (p.lkind === 'missing' || p.kind === 'missing') {
                raise(ctx, AIDER_ID, `missing\0${rl.file}\0${v}`, {
                    ruleId: 'instructions-missing',
                    severity: 'warning',
                    path: rl.file,
                    line: e.line,
                    ...(e.column !== undefined ? { column: e.column } : {}),
                    profiles: [AIDER_ID],
                    message: `read: ${JSON.stringify(v)} names no file for some working directories: Aider resolves it against the directory it is started in (not against ${rl.file}'s directory), prints "Read-only file … does not exist. Skipping." and reads nothing for it.`,
                    key: v,
                }, cwd);
                continue;
            }
            load(rel);
        }
        // Instruction files on the path that Aider never reads.
        for (const d of ctx.dirsFrom(gitRoot ?? cwd, cwd)) {
            for (const n of ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md']) {
                const rel = ctx.join(d, n);
                if (added.has(rel) || ctx.probe(rel).lkind === 'missing')
                    continue;
                pushPassed(r, { path: rel, reason: 'not-configured', detail: rl.file === null ? `no ${AIDER_CONFIG} with read: applies here` : `not named by read: in ${rl.file}` });
            }
        }
        return r;
    },
    render(resolved) {
        return resolved.chain.files
            .map((f, i) => ({ f, t: resolved.texts[i] ?? '' }))
            .filter((x) => x.t !== '')
            .map(({ f, t }) => `${f.path}\n\`\`\`\n${t}${t.endsWith('\n') ? '' : '\n'}\`\`\``)
            .join('\n\n');
    },
    validate(_settings, ctx) {
        const out = raised(ctx, AIDER_ID);
        const seen = loadedByAider(ctx);
        for (const f of [...ctx.listedNamed('AGENTS.md')].sort()) {
            if (seen.has(f))
                continue;
            out.push({
                ruleId: 'aider-unread',
                severity: 'info',
                path: f,
                line: null,
                profiles: [AIDER_ID],
                message: `No Aider configuration reads ${f}, so Aider never sees it: Aider discovers nothing by itself and reads only the files that read: in .aider.conf.yml names (at the git root or where Aider starts, resolved from where it starts). Add it to read: (for example "read: AGENTS.md" reads the AGENTS.md of the directory Aider is started in).`,
            });
        }
        return out;
    },
};

;// CONCATENATED MODULE: ./lib/profiles/frontmatter.js
/**
 * The YAML frontmatter of a rule file (`---` … `---` at the top), as the rule-directory agents
 * (Cursor, Auggie, Amp) read it: parsed with the project's YAML parser, each key placed by line.
 */


const BLOCK = /^(?:\uFEFF)?---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;
/** The frontmatter of `text`, or null when it has none. */
function readFrontmatter(text) {
    const m = BLOCK.exec(text);
    if (!m)
        return null;
    const raw = m[1];
    const offset = m.index + m[0].indexOf(raw);
    const lineOf = (key) => {
        const at = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`, 'm').exec(raw);
        return at ? agent_config_placeIn(text, offset + at.index).line : null;
    };
    let data = {};
    let valid = true;
    try {
        const doc = (0,dist/* parseDocument */.Tp)(raw);
        if (doc.errors.length > 0)
            valid = false;
        else {
            const v = doc.toJS();
            if (typeof v === 'object' && v !== null && !Array.isArray(v))
                data = v;
        }
    }
    catch {
        valid = false;
    }
    return { data, body: text.slice(m.index + m[0].length), valid, lineOf };
}
/** Globs as these agents accept them: a list, or one string of comma-separated globs; empty entries dropped. */
function globList(v) {
    const items = Array.isArray(v) ? v.filter((x) => typeof x === 'string') : typeof v === 'string' ? [v] : [];
    return items.flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '');
}
/** `true` only for the YAML boolean (a quoted "true" is a string, which Cursor does not take as true). */
function isTrue(v) {
    return v === true;
}

;// CONCATENATED MODULE: ./lib/profiles/sent-files.js
/**
 * What the profiles whose prompt text is not known (`Profile.promptUnknown`: Amp, Auggie, Cursor)
 * render: the files the agent sends, in order, each under a line naming it. Stable, so the report's
 * text digest still changes when what is sent changes.
 */

function renderSentFiles(resolved, cwdAbs) {
    const rootAbs = rootAbsOf(cwdAbs, resolved.chain.cwd);
    return resolved.chain.files
        .map((f, i) => `--- ${absOf(rootAbs, f, resolved.home)} ---\n${resolved.texts[i] ?? ''}`)
        .join('\n\n');
}

;// CONCATENATED MODULE: ./lib/profiles/amp.js
/**
 * Amp (`amp`), from its shipped code: `@ampcode/cli-linux-x64` 0.0.1790142911-g7618fb (the native
 * program `amp`, a compiled bundle whose guidance loader was read from its embedded source: the
 * name list, the enumeration of directories, the sort by kind, the `@` mention expansion and the
 * `globs:` test), and Amp's manual (https://ampcode.com/manual#AGENTS.md). Amp talks only to its
 * own service and cannot run here, so the profile is **unverified** (docs/profiles.md#amp).
 * - per directory the first of `AGENTS.md`, `Agents.md`, `agents.md`, `AGENT.md`, `Agent.md`,
 *   `agent.md`, `CLAUDE.md` that exists;
 * - the workspace root (the git root, else cwd), cwd and each directory up to the workspace root,
 *   then every directory above the workspace root up to `/`, stopping at `/`, `/home`, `/Users`
 *   (the audit reads none above the audited root); personal `~/.config/amp/` and `~/.config/`
 *   (the same names), managed `/etc/ampcode/` (machine state: not read);
 * - sorted by kind (managed, personal, project, above the workspace root), then by path with a
 *   locale compare (`aa/AGENTS.md` before `AGENTS.md`); each file's `@` mentions follow it, depth
 *   first, once each (globs relative to the file, case-insensitive, at most 1,000 files);
 * - a file whose frontmatter has `globs:` is only used once a matching file has been read in the
 *   thread: never at the start of a session;
 * - the frontmatter is dropped and the text trimmed; the text Amp builds from the files is not modelled.
 */





const AMP_ID = 'amp';
/** Amp's names, first match per directory (`yh` in its bundle). */
const AMP_NAMES = ['AGENTS.md', 'Agents.md', 'agents.md', 'AGENT.md', 'Agent.md', 'agent.md', 'CLAUDE.md'];
/** Amp follows at most this many files for one glob mention. */
const GLOB_LIMIT = 1000;
/** Glob mentions Amp refuses (`tIt`): too broad. */
const REFUSED_GLOBS = new Set(['*', '**', '/*', '/**', '', '/']);
const KIND_ORDER = { user: 1, project: 2, parent: 3 };
/** Text with fenced code blocks and inline code spans blanked (where Amp finds no mention). */
function outsideCode(text) {
    return text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))/gm, (m) => m.replace(/[^\n]/g, ' ')).replace(/(`+)[^`\n][\s\S]*?\1/g, (m) => ' '.repeat(m.length));
}
/** The `@` mentions of a text, as Amp's pattern finds them (trailing sentence punctuation dropped). */
function ampMentions(text) {
    const out = [];
    for (const m of outsideCode(text).matchAll(/@([a-zA-Z0-9._~/*?[\]{}\\,-]+)/g)) {
        const v = m[1].replace(/[.,;!?)]+$/, '').replace(/\\(\*)/g, '$1');
        if (v !== '')
            out.push(v);
    }
    return out;
}
function isGlob(s) {
    return /[*?[{]/.test(s);
}
const amp = {
    id: AMP_ID,
    name: 'Amp',
    description: 'Amp (shipped code, unverified): the first of AGENTS.md, AGENT.md, CLAUDE.md (and case variants) in the git root, cwd up to it and every directory above it; @ mentions; globs: files wait for a matching read.',
    signals: [
        { glob: '.amp/**', what: 'Amp settings (.amp/)' },
        { glob: '**/AGENT.md', what: 'AGENT.md files (a name Amp reads)' },
    ],
    budgeted: false,
    promptUnknown: 'Amp needs its own service and cannot be run here: the files come from its shipped code, the text it builds from them is not modelled',
    // The case variants are probed by resolve; as candidates of every profile's checks they would make
    // a folder called `agents.md` an instruction path for all of them.
    candidateNames: () => ['AGENTS.md', 'AGENT.md', 'CLAUDE.md'],
    prefetch(cwd, ctx) {
        ctx.rootOf(cwd, GIT_ROOT);
    },
    resolve(cwd, ctx, settings) {
        const git = ctx.rootOf(cwd, GIT_ROOT);
        const workspace = git.marker === null ? cwd : git.dir;
        const r = { chain: newChain(AMP_ID, cwd, { dir: '.', marker: FS_ROOT_MARKER }), texts: [], ...(settings.home ? { home: settings.home } : {}) };
        // The directories Amp looks in, each once, with the kind of file found there.
        const dirs = new Map();
        dirs.set(workspace, 'project');
        for (const d of [...ctx.dirsFrom(workspace, cwd)].reverse())
            if (!dirs.has(d))
                dirs.set(d, 'project');
        for (let d = workspace; d !== '.';) {
            d = dirOf(d);
            if (!dirs.has(d))
                dirs.set(d, 'parent');
        }
        // The first name that exists (Amp stats it: a directory of that name counts too, and then
        // nothing is read there; that is reported only when it hides a file of a later name).
        const found = [];
        const hiddenBy = new Map();
        for (const [d, kind] of dirs) {
            let first = null;
            for (const n of AMP_NAMES) {
                const rel = ctx.join(d, n);
                if (ctx.probe(rel).kind === 'missing')
                    continue;
                if (first === null) {
                    first = rel;
                    found.push({ rel, kind });
                    hiddenBy.set(rel, []);
                }
                else
                    hiddenBy.get(first).push(rel);
            }
        }
        for (const [first, hidden] of hiddenBy) {
            for (const rel of hidden)
                pushPassed(r, { path: rel, reason: 'hidden', detail: `${first} comes first in Amp's name list; Amp reads one file per directory` });
        }
        found.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.rel.localeCompare(b.rel, 'en'));
        const seen = new Set();
        const add = (file, text) => {
            pushFile(r, file, text);
        };
        /** Load a repository file and then, depth first, what it mentions. */
        const load = (rel, kind) => {
            if (seen.has(rel))
                return;
            seen.add(rel);
            const w = loadWhole(ctx, rel);
            if (w.kind === 'absent')
                return;
            if (w.kind !== 'loaded') {
                if (kind !== 'mentioned' && (hiddenBy.get(rel)?.length ?? 0) > 0)
                    pushPassed(r, w.passed);
                return;
            }
            if (w.file.unread) {
                add(w.file, '');
                return;
            }
            const fm = readFrontmatter(w.text);
            const globs = fm?.valid ? globList(fm.data.globs) : [];
            const body = (fm?.valid ? fm.body : w.text).trim();
            if (globs.length > 0) {
                pushPassed(r, { path: rel, reason: 'not-configured', detail: `globs ${JSON.stringify(globs.join(', '))} in its frontmatter: Amp uses it only once a matching file has been read in the thread, never at the start` });
            }
            else if (body === '') {
                pushPassed(r, { path: rel, reason: 'whitespace-only' });
            }
            else
                add(w.file, body);
            if (kind === 'parent' && git.marker !== null && globs.length === 0 && body !== '') {
                raise(ctx, AMP_ID, `above\0${rel}`, {
                    ruleId: 'amp-above-root',
                    severity: 'warning',
                    path: rel,
                    line: null,
                    profiles: [AMP_ID],
                    message: `Amp loads ${rel} for sessions in ${workspace}, a git repository below it: Amp reads an AGENTS.md (or AGENT.md, CLAUDE.md) from every directory above the repository it works in, up to / (stopping at /home and /Users), so instructions written for the outer project reach this one too. Move them into the outer project's own folders, or give the inner repository its own AGENTS.md that says what applies.`,
                }, cwd);
            }
            for (const m of ampMentions(w.text))
                for (const t of mentioned(rel, m))
                    load(t, 'mentioned');
        };
        /** Repository files a mention in `from` names (none outside the repository: the audit does not read them). */
        const mentioned = (from, m) => {
            if (m.startsWith('~/') || m.startsWith('/'))
                return [];
            if (!isGlob(m)) {
                const rel = joinInside(dirOf(from), m);
                return rel === null || leavesThroughLink(ctx, rel) || ctx.probe(rel).kind !== 'file' ? [] : [rel];
            }
            if (m.startsWith('**/') || REFUSED_GLOBS.has(m))
                return [];
            const parts = m.split('/');
            const cut = parts.findIndex(isGlob);
            const base = joinInside(dirOf(from), parts.slice(0, cut).join('/') || '.');
            if (base === null)
                return [];
            const isMatch = picomatch(parts.slice(cut).join('/'), { dot: true, nocase: true });
            const prefix = base === '.' ? '' : `${base}/`;
            return listedUnder(ctx, prefix)
                .filter((f) => isMatch(f.slice(prefix.length)))
                .slice(0, GLOB_LIMIT);
        };
        if (settings.home) {
            for (const [dir, shown] of [
                [`${settings.home}/.config/amp`, '~/.config/amp'],
                [`${settings.home}/.config`, '~/.config'],
            ]) {
                const doc = readPersonal(dir, shown, AMP_NAMES, ctx.readCap, () => false);
                if (!doc)
                    continue;
                const fm = readFrontmatter(doc.text);
                const body = (fm?.valid ? fm.body : doc.text).trim();
                if (fm?.valid && globList(fm.data.globs).length > 0)
                    continue;
                if (body !== '')
                    add({ ...doc.file, loadedBytes: doc.file.size }, body);
            }
        }
        for (const f of found)
            load(f.rel, f.kind);
        return r;
    },
    render: renderSentFiles,
    validate(_settings, ctx) {
        return raised(ctx, AMP_ID);
    },
};

;// CONCATENATED MODULE: ./lib/profiles/auggie.js




const AUGGIE_ID = 'auggie';
const AUGGIE_GUIDELINES = '.augment-guidelines';
const RULES = '.augment/rules/';
function isRule(rel, root) {
    const prefix = root === '.' ? RULES : `${root}/${RULES}`;
    return rel.startsWith(prefix) && /\.mdc?$/.test(rel);
}
/** The kind Auggie gives a rule (as `getRuleTypeFromContent` does), and where `type` is written. */
function kindOf(text) {
    const fm = readFrontmatter(text);
    if (!fm?.valid)
        return { kind: 'always_apply', body: text, line: null };
    const t = fm.data.type;
    if (typeof t === 'string' && ['always_apply', 'manual', 'agent_requested'].includes(t.toLowerCase())) {
        return { kind: t.toLowerCase(), body: fm.body, line: fm.lineOf('type') };
    }
    if (fm.data.alwaysApply)
        return { kind: 'always_apply', body: fm.body, line: null };
    const d = fm.data.description;
    if (typeof d === 'string' && d.trim() !== '')
        return { kind: 'agent_requested', body: fm.body, line: null };
    return { kind: 'always_apply', body: fm.body, line: null };
}
const kindMemo = new WeakMap();
function ruleKind(ctx, rel) {
    const memo = memoFor(kindMemo, ctx);
    if (memo.has(rel))
        return memo.get(rel);
    const w = loadWhole(ctx, rel);
    const k = w.kind === 'loaded' && !w.file.unread ? kindOf(w.text) : null;
    memo.set(rel, k);
    return k;
}
const auggie = {
    id: AUGGIE_ID,
    name: 'Auggie (Augment Code CLI)',
    description: 'Auggie 0.36.0 (shipped code, unverified): at the git root CLAUDE.md, AGENTS.md, .augment-guidelines, .augment/rules/**/*.{md,mdc} unless type: manual; which files are sent, not the text.',
    signals: [
        { glob: AUGGIE_GUIDELINES, what: 'Augment guidelines (.augment-guidelines)' },
        { glob: '.augment/**', what: 'Augment settings and rules (.augment/)' },
    ],
    budgeted: false,
    promptUnknown: "Auggie builds the prompt on Augment's service: the audit knows which files it sends, not the text",
    candidateNames: () => ['AGENTS.md', 'CLAUDE.md'],
    readsListed: (rel) => rel === AUGGIE_GUIDELINES || rel.endsWith(`/${AUGGIE_GUIDELINES}`) || ((rel.startsWith(RULES) || rel.includes(`/${RULES}`)) && /\.mdc?$/.test(rel)),
    prefetch(cwd, ctx) {
        ctx.rootOf(cwd, GIT_ROOT);
    },
    resolve(cwd, ctx, _settings) {
        const git = ctx.rootOf(cwd, GIT_ROOT);
        const root = git.marker === null ? cwd : git.dir;
        const r = { chain: newChain(AUGGIE_ID, cwd, { dir: root, marker: git.marker }), texts: [] };
        const add = (rel, body) => {
            const w = loadOrPassOver(ctx, r, rel);
            if (!w)
                return;
            const text = body ?? w.text;
            if (!w.file.unread && isBlank(text)) {
                pushPassed(r, { path: rel, reason: 'whitespace-only' });
                return;
            }
            pushFile(r, w.file, text);
        };
        // In the order of precedence of Augment's CLI rules page.
        for (const n of ['CLAUDE.md', 'AGENTS.md', AUGGIE_GUIDELINES])
            add(ctx.join(root, n));
        for (const rel of listedUnder(ctx, root === '.' ? RULES : `${root}/${RULES}`).filter((f) => isRule(f, root))) {
            const k = ruleKind(ctx, rel);
            if (k?.kind === 'manual') {
                pushPassed(r, { path: rel, reason: 'not-configured', detail: 'type: manual: Auggie sends it only when someone attaches it to a message' });
                raise(ctx, AUGGIE_ID, `manual\0${rel}`, {
                    ruleId: 'auggie-manual-rule',
                    severity: 'info',
                    path: rel,
                    line: k.line,
                    profiles: [AUGGIE_ID],
                    message: `${rel} is a manual rule (type: manual): Auggie never sends it by itself, only when someone attaches it to a message, so a non-interactive run (auggie --print, CI) never sees it. Use type: always_apply to send it with every request, or agent_requested with a description to let the agent choose.`,
                }, null);
                continue;
            }
            add(rel, k?.body);
        }
        for (const d of ctx.dirsFrom(root, cwd)) {
            if (d === root)
                continue;
            for (const n of ['AGENTS.md', 'CLAUDE.md']) {
                const rel = ctx.join(d, n);
                if (ctx.probe(rel).lkind === 'missing')
                    continue;
                pushPassed(r, { path: rel, reason: 'not-configured', detail: `Auggie sends only the workspace root's ${n} at the start; a nested one once it works on files under ${d}` });
            }
        }
        return r;
    },
    render: renderSentFiles,
    validate(_settings, ctx) {
        return raised(ctx, AUGGIE_ID);
    },
};

;// CONCATENATED MODULE: ./lib/profiles/claude-text.js
/**
 * What Claude Code 2.1.328 does to a memory file's text before it sends it (observed with the
 * conformance harness; closed source):
 *
 * - a YAML front matter block at the very start (`---` … `---`) is removed, from every file it
 *   loads (`CLAUDE.md`, `.claude/rules` files, imports);
 * - every HTML comment that stands as its own HTML block is removed: the block starts at a line
 *   beginning with `<!--` (up to three spaces of indentation; directly after a paragraph line only
 *   with none), runs to the first line holding `-->`, and takes the blank lines after it along.
 *   What is left of the block once its comments are cut out (` tail` of `<!-- c --> tail`) is kept;
 *   a block left blank disappears with its blank lines. A comment inside a paragraph, a list item or
 *   a quote, an unterminated `<!--`, code spans, fenced and indented code are left as written.
 *
 * - a text that holds `<!--` anywhere (even in code, or unterminated) comes back with its line
 *   endings made `\n` (`\r\n` and a lone `\r` alike), whether or not a comment was removed.
 *
 * The scan is line based (the block structure of Markdown as far as these cases need it), so it is
 * linear in the text.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const COMMENT_START = /^ {0,3}<!--/;
const BLANK = /^[ \t]*$/;
/** A line that ends a paragraph before it and is no paragraph text itself. */
const NOT_PARAGRAPH = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|(?:[-*_][ \t]*){3,}$)/;
/** The text without its leading YAML front matter block (unchanged when it has none). */
function stripFrontMatter(text) {
    const m = /^---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(text);
    return m ? text.slice(m[0].length) : text;
}
/** The text without the HTML comments Claude Code removes (see the module comment). */
function stripHtmlComments(text) {
    if (!text.includes('<!--'))
        return text;
    const normalized = text.replace(/\r\n?/g, '\n');
    const lines = normalized.split(/(?<=\n)/);
    // The first line at or after each line that holds `-->`, found once from the end: a text of many
    // unterminated `<!--` lines stays linear (each block's end is looked up, never searched for).
    const nextClose = new Int32Array(lines.length + 1).fill(-1);
    for (let j = lines.length - 1; j >= 0; j--)
        nextClose[j] = lines[j].includes('-->') ? j : nextClose[j + 1];
    const out = [];
    let fence = null;
    let paragraph = false;
    let changed = false;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const body = line.replace(/\r?\n$/, '');
        if (fence !== null) {
            out.push(line);
            const m = FENCE.exec(body);
            if (m && m[1][0] === fence[0] && m[1].length >= fence.length && BLANK.test(body.slice(m[0].length)))
                fence = null;
            continue;
        }
        const f = FENCE.exec(body);
        if (f) {
            fence = f[1];
            paragraph = false;
            out.push(line);
            continue;
        }
        if (BLANK.test(body)) {
            paragraph = false;
            out.push(line);
            continue;
        }
        if (COMMENT_START.test(body) && (!paragraph || body.startsWith('<!--'))) {
            // The block runs to the first line holding `-->` after its `<!--`.
            const open = body.indexOf('<!--');
            const end = line.indexOf('-->', open + 4) !== -1 ? i : nextClose[i + 1];
            if (end !== -1) {
                let last = end;
                while (last + 1 < lines.length && BLANK.test(lines[last + 1].replace(/\r?\n$/, '')))
                    last++;
                const block = lines.slice(i, last + 1).join('');
                const residue = block.replace(/<!--[\s\S]*?-->/g, '');
                if (residue.trim() !== '')
                    out.push(residue);
                changed = true;
                paragraph = false;
                i = last;
                continue;
            }
        }
        // Indented code (four spaces after a blank line) and paragraph text are kept as they are.
        paragraph = !(NOT_PARAGRAPH.test(body) || (!paragraph && /^(?: {4}|\t)/.test(body)));
        out.push(line);
    }
    return changed ? out.join('') : normalized;
}
/** A file's text as Claude Code sends it. */
function claudeSentText(text) {
    return stripHtmlComments(stripFrontMatter(text));
}

;// CONCATENATED MODULE: ./lib/profiles/rule-folders.js

/** Entries of one rule folder's tree a walk reads at most (a generous bound for a folder of rules). */
const FOLDER_WALK_MAX = 2_000;
/** Every file under `folder` (repository-relative, no trailing slash): listed or found on disk. */
function folderFiles(ctx, folder) {
    const listed = listedUnder(ctx, `${folder}/`);
    if (leavesThroughLink(ctx, `${folder}/x`))
        return listed;
    const top = ctx.probe(folder);
    if (top.lkind !== 'directory')
        return listed;
    const have = new Set(listed);
    const extra = [];
    let budget = FOLDER_WALK_MAX;
    const walk = (dir) => {
        for (const name of ctx.directoryOrder(dir) ?? []) {
            if (--budget < 0)
                return;
            const rel = `${dir}/${name}`;
            if (have.has(rel))
                continue;
            const p = ctx.probe(rel);
            if (p.lkind === 'directory')
                walk(rel);
            else if (p.lkind !== 'missing')
                extra.push(rel);
        }
    };
    walk(folder);
    return extra.length === 0 ? listed : [...listed, ...extra].sort();
}

;// CONCATENATED MODULE: ./lib/profiles/claude-code.js
/**
 * Claude Code, from its memory docs and the built-in `agents-md` plugin (anthropics/claude-code
 * `mods/agents-md/README.md`; see docs/profiles.md#claude-code). Closed source: what the docs leave
 * open is chosen and documented there.
 * - walk: every directory from the filesystem root down to cwd (not the git root); the audit stops at
 *   the audited root. Every file found is loaded, root first: in each directory `CLAUDE.md`,
 *   `.claude/CLAUDE.md`, the `.claude/rules/**\/*.md` files without a `paths:` frontmatter, then
 *   `CLAUDE.local.md`; the personal `~/.claude/CLAUDE.md` before all of them;
 * - `@path` imports, relative to the importing file (to a linked file's target), never inside code,
 *   four hops deep (the `@path` of the fourth imported file stays text); each imported file is its
 *   own entry right after the file that imports it; a file is loaded once per chain;
 * - `.claude/rules/**\/*.md` in the order the file system lists each folder, depth first (readdir
 *   order, not sorted: the report notes it), linked folders and files inside the repository followed
 *   and labelled by their targets, gitignored rules included (personal rules);
 * - front matter and HTML comment blocks are removed from every file before it is sent
 *   (claude-text.ts), in sizes and length warnings too;
 * - AGENTS.md by version: `claude-code` (v2.1.277+, `instructionFiles: claude-md-or-agents-md`, the
 *   default) loads every `AGENTS.md` / `.claude/AGENTS.md` on the path only when no `CLAUDE.md`,
 *   `.claude/CLAUDE.md` or `CLAUDE.local.md` exists from the root down to cwd; `claude-code@legacy`
 *   (before it, or `instructionFiles: claude-md`) loads none; `claude-code@both`
 *   (`claude-md-and-agents-md`) loads them beside CLAUDE.md, skipping one already loaded by path or
 *   by identical content;
 * - no budget; Claude Code warns about a file over 40,000 characters.
 */








/** A hint when sentence punctuation became part of the path. */
function punct(raw) {
    const t = trailingPunctuation(raw);
    return t.punctuation === '' ? '' : ` (the ${JSON.stringify(t.punctuation)} after it is part of the path: an import ends only at whitespace)`;
}


const CLAUDE_CHAR_WARNING = 40_000;
/** Claude Code 2.1.328 loads files imported four hops deep and leaves the `@path` of the fourth as text. */
const CLAUDE_IMPORT_MAX_DEPTH = 4;
const claude_code_KIND_TEXT = {
    user: "user's private global instructions for all projects",
    project: 'project instructions, checked into the codebase',
    local: "user's private project instructions, not checked in",
    // Claude Code 2.1.328 labels an imported file as project instructions too.
    import: 'project instructions, checked into the codebase',
};
/** The frame Claude Code 2.1.328 puts around the instruction blocks in the first user message. */
const CLAUDE_PREAMBLE = '<system-reminder>\nCodebase and user instructions are shown below. Be sure to adhere to these instructions. IMPORTANT: These instructions OVERRIDE any default behavior and you MUST follow them exactly as written.\n\n';
const CLAUDE_CLOSING = '\n</system-reminder>';
/** Whether `rel` is `dir` or inside it (repository-relative paths). */
function within(rel, dir) {
    return dir === '.' || rel === dir || rel.startsWith(`${dir}/`);
}
const tokenMemo = new WeakMap();
function tokensOf(ctx, rel, text) {
    const memo = memoFor(tokenMemo, ctx);
    let t = memo.get(rel);
    if (!t) {
        t = claudeImportTokens(text);
        memo.set(rel, t);
    }
    return t;
}
/** Whether a `.claude/rules` file is path-scoped (a `paths:` frontmatter): loaded only when matching files are read. */
function pathScoped(text) {
    const m = /^(?:\uFEFF)?---\r?\n([\s\S]*?)\r?\n---\r?(?:\n|$)/.exec(text);
    if (!m)
        return false;
    try {
        const data = (0,dist/* parseDocument */.Tp)(m[1]).toJS();
        if (typeof data !== 'object' || data === null)
            return false;
        const paths = data.paths;
        return paths !== undefined && paths !== null && paths !== '' && !(Array.isArray(paths) && paths.length === 0);
    }
    catch {
        return false;
    }
}
/**
 * The `.claude/rules/**\/*.md` files of `dir` as Claude Code 2.1.328 loads them: each folder in the
 * order the file system lists it (`directoryOrder`), a sub-folder where it is listed (depth first),
 * links followed inside the repository and each file named by its target; a link leading out of it
 * is not followed (the symlink checks report it). Read from the file system, not the listing, so a
 * gitignored (personal) rule is found too; bounded by `FOLDER_WALK_MAX` entries.
 */
function rulesIn(ctx, dir) {
    const top = ctx.join(dir, '.claude/rules');
    const out = [];
    if (leavesThroughLink(ctx, top))
        return out;
    const start = ctx.probe(top);
    if (start.kind !== 'directory')
        return out;
    if (start.link && (start.link.outside || start.link.resolved === null))
        return out;
    // Without anything listed under it and no folder on disk there is nothing to read.
    let budget = FOLDER_WALK_MAX;
    const seen = new Set();
    const walk = (real, via) => {
        if (seen.has(real))
            return;
        seen.add(real);
        const names = ctx.directoryOrder(real);
        if (names === null) {
            // (Not listable: what the listing holds under it, sorted.)
            for (const f of listedUnder(ctx, `${real}/`))
                if (f.toLowerCase().endsWith('.md'))
                    out.push({ kind: 'file', rel: f, linked: via });
            return;
        }
        for (const name of names) {
            if (--budget < 0)
                return;
            const rel = `${real}/${name}`;
            const p = ctx.probe(rel);
            if (p.lkind === 'missing')
                continue;
            if (p.link && (p.link.outside || p.link.resolved === null)) {
                if (name.toLowerCase().endsWith('.md') || p.kind === 'directory')
                    out.push({ kind: 'outside', rel });
                continue;
            }
            const target = p.link?.resolved ?? rel;
            if (p.kind === 'directory')
                walk(target, via || p.link !== undefined);
            else if (name.toLowerCase().endsWith('.md'))
                out.push({ kind: 'file', rel: p.kind === 'file' ? target : rel, linked: via || p.link !== undefined });
        }
    };
    walk(start.link?.resolved ?? top, start.link !== undefined);
    return out;
}
function makeClaudeCode(id, mode) {
    const name = mode === 'fallback'
        ? 'Claude Code'
        : mode === 'none'
            ? 'Claude Code (before v2.1.277: no AGENTS.md)'
            : 'Claude Code (instructionFiles: claude-md-and-agents-md)';
    return {
        id,
        name,
        description: mode === 'fallback'
            ? 'Claude Code v2.1.277+: every CLAUDE.md, .claude/CLAUDE.md and CLAUDE.local.md from the root down, @imports (4 hops); AGENTS.md when no CLAUDE.md is in the chain; no budget.'
            : mode === 'none'
                ? 'Claude Code before v2.1.277: every CLAUDE.md, .claude/CLAUDE.md and CLAUDE.local.md from the root down, @imports (4 hops); AGENTS.md never read.'
                : 'Claude Code with instructionFiles "claude-md-and-agents-md": CLAUDE.md files and every AGENTS.md beside them, @imports (4 hops); no budget.',
        ...(mode === 'fallback' ? { verifiedVersion: VERIFIED_VERSIONS['claude-code'] } : {}),
        // Only the current behaviour is picked by `auto`; the variants are named.
        ...(mode === 'fallback'
            ? {
                signals: [
                    { glob: '**/CLAUDE.md', what: 'CLAUDE.md files' },
                    { glob: '**/CLAUDE.local.md', what: 'CLAUDE.local.md files' },
                    { glob: '**/.claude/**', what: 'files under .claude/' },
                ],
            }
            : {}),
        budgeted: false,
        candidateNames: () => (mode === 'none' ? ['CLAUDE.md', 'CLAUDE.local.md'] : ['CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md']),
        missedFileFix: mode === 'fallback' ? claudeFallbackMissedFix : claudeMissedFix,
        readsListed: (rel) => (rel.startsWith('.claude/rules/') || rel.includes('/.claude/rules/')) && rel.toLowerCase().endsWith('.md'),
        resolve(cwd, ctx, settings) {
            const root = { dir: '.', marker: FS_ROOT_MARKER };
            const r = { chain: newChain(id, cwd, root), texts: [], kinds: [], ...(settings.home ? { home: settings.home } : {}) };
            const dirs = ctx.dirsFrom('.', cwd);
            const loaded = new Set();
            /** Each loaded text as read → the first file that held it. */
            const contents = new Map();
            /** Add a file as Claude Code sends it: `raw` is its text as read, `text` what is sent of it. */
            const add = (file, raw, kind) => {
                const text = file.unread ? raw : claudeSentText(raw);
                pushFile(r, text === raw ? file : { ...file, loadedBytes: Buffer.byteLength(text, 'utf8') }, text);
                r.kinds.push(kind);
                loaded.add(file.path);
                const real = file.personal ? undefined : ctx.probe(file.path).link?.resolved;
                if (real)
                    loaded.add(real);
                if (raw !== '' && !contents.has(raw))
                    contents.set(raw, file.path);
                if (text.length > CLAUDE_CHAR_WARNING && !file.personal) {
                    raise(ctx, id, `long\0${file.path}`, {
                        ruleId: 'claude-md-too-long',
                        severity: 'warning',
                        path: file.path,
                        line: null,
                        profiles: [id],
                        message: `${file.path} is ${text.length.toLocaleString('en-US')} characters: Claude Code warns "Large CLAUDE.md will impact performance" above ${CLAUDE_CHAR_WARNING.toLocaleString('en-US')} characters and still loads it in full into every conversation. Split it, or move rarely needed parts into files read on demand.`,
                    }, cwd);
                }
            };
            /** Load a file and, depth first, what it imports. `stack` holds the files on the import path. */
            const loadWithImports = (rel, kind, depth, stack) => {
                if (loaded.has(rel))
                    return;
                // A link to a file already loaded is the same file: Claude Code loads it once.
                const real = ctx.probe(rel).link?.resolved;
                if (real && loaded.has(real)) {
                    pushPassed(r, { path: rel, reason: 'hidden', detail: `a link to ${real}, which Claude Code already loads` });
                    return;
                }
                const w = loadOrPassOver(ctx, r, rel);
                if (!w)
                    return;
                // Blank, or blank once its front matter and comments are removed: Claude Code does not list it.
                if (!w.file.unread && (isBlank(w.text) || isBlank(claudeSentText(w.text)))) {
                    pushPassed(r, { path: rel, reason: 'whitespace-only', ...(isBlank(w.text) ? {} : { detail: 'nothing is left once its front matter and HTML comments are removed' }) });
                    return;
                }
                add(w.file, w.text, kind);
                if (w.file.unread)
                    return;
                for (const tok of tokensOf(ctx, rel, w.text))
                    importOne(rel, tok, depth, [...stack, rel]);
            };
            const importOne = (from, tok, depth, stack) => {
                // A linked file imports relative to its target's folder.
                const target = importTarget(ctx.probe(from).link?.resolved ?? from, tok.path);
                const at = { path: from, line: tok.line, column: tok.column, profiles: [id] };
                if (target.kind !== 'repo' || leavesThroughLink(ctx, target.kind === 'repo' ? target.rel : '.')) {
                    if (!looksLikePath(tok.path) && target.kind !== 'home')
                        return;
                    const shown = target.kind === 'repo' ? target.rel : target.display;
                    raise(ctx, id, `outside\0${from}\0${tok.raw}\0${tok.line}`, {
                        ruleId: 'import-outside-root',
                        severity: 'info',
                        ...at,
                        message: `@${shownPath(tok.raw)} imports ${shownPath(shown)}, outside the repository: Claude Code asks each person once to approve imports from outside the project and loads nothing until they do; the audit does not read it. Keep shared instructions inside the repository.`,
                        key: tok.raw,
                    }, cwd);
                    return;
                }
                const rel = target.rel;
                if (!within(rel, cwd) && !(settings.agentState ?? DEFAULT_AGENT_STATE).claudeExternalImports) {
                    // An "external include": Claude Code loads it only once the user has approved external
                    // imports for this project, which a fresh user has not (the audit's default).
                    pushPassed(r, { path: rel, reason: 'not-configured', detail: `imported by ${from}, but outside the working directory ${cwd}: Claude Code skips external imports until the user approves them (agentState.claudeExternalImports: false)` });
                    return;
                }
                if (stack.includes(rel)) {
                    raise(ctx, id, `cycle\0${from}\0${tok.raw}\0${tok.line}`, {
                        ruleId: 'import-cycle',
                        severity: 'warning',
                        ...at,
                        message: `@${shownPath(tok.raw)} imports ${shownPath(rel)}, which is already being imported on this path (${[...stack, rel].map(shownPath).join(' → ')}): a cycle. Claude Code loads each file once and stops there; remove one of the imports.`,
                        key: tok.raw,
                    }, cwd);
                    return;
                }
                const p = ctx.probe(rel);
                if (p.lkind === 'missing' || p.kind !== 'file') {
                    if (!looksLikePath(tok.path))
                        return;
                    const what = p.lkind === 'missing' ? 'does not exist' : p.kind === 'missing' ? 'is a dangling symlink' : `is a ${p.kind}, not a file`;
                    raise(ctx, id, `missing\0${from}\0${tok.raw}\0${tok.line}`, {
                        ruleId: 'import-missing',
                        severity: 'warning',
                        ...at,
                        message: `@${shownPath(tok.raw)} imports ${shownPath(rel)}, which ${what}${punct(tok.raw)}: Claude Code skips the import without a word, so the instructions it was meant to bring in are never seen. Fix the path, or write it in backticks if it is not meant as an import.`,
                        key: tok.raw,
                    }, cwd);
                    return;
                }
                if (depth + 1 > CLAUDE_IMPORT_MAX_DEPTH) {
                    raise(ctx, id, `deep\0${from}\0${tok.raw}\0${tok.line}`, {
                        ruleId: 'import-too-deep',
                        severity: 'warning',
                        ...at,
                        message: `@${shownPath(tok.raw)} is import number ${depth + 1} on the path ${[...stack, rel].map(shownPath).join(' → ')}: Claude Code follows imports ${CLAUDE_IMPORT_MAX_DEPTH} hops deep, leaves this one as text and does not load ${shownPath(rel)} from here. Import it from a file nearer the top.`,
                        key: tok.raw,
                    }, cwd);
                    return;
                }
                loadWithImports(rel, 'import', depth + 1, stack);
            };
            if (settings.home) {
                const doc = readPersonal(`${settings.home}/.claude`, '~/.claude', ['CLAUDE.md'], ctx.readCap, isBlank);
                if (doc)
                    add({ ...doc.file, loadedBytes: doc.file.size }, doc.text, 'user');
            }
            // Which directories carry Claude's own files (for the AGENTS.md fallback).
            const claudeFiles = [];
            for (const d of dirs) {
                for (const n of ['CLAUDE.md', '.claude/CLAUDE.md', 'CLAUDE.local.md']) {
                    const rel = ctx.join(d, n);
                    const p = ctx.probe(rel);
                    if (p.kind !== 'file')
                        continue;
                    // A blank CLAUDE file does not count (Claude Code 2.1.328 then still loads AGENTS.md).
                    const w = loadWhole(ctx, rel);
                    // (Blank once its front matter and HTML comments are removed: the same.)
                    if (w.kind === 'loaded' && (w.file.unread || !isBlank(claudeSentText(w.text))))
                        claudeFiles.push(rel);
                }
            }
            const useAgents = mode === 'both' || (mode === 'fallback' && claudeFiles.length === 0);
            const approved = (settings.agentState ?? DEFAULT_AGENT_STATE).claudeExternalImports;
            const loadRule = (rule, linked) => {
                // A linked rule whose target lies outside the working directory is an external include.
                if (linked && !within(rule, cwd) && !approved) {
                    pushPassed(r, { path: rule, reason: 'not-configured', detail: `a rule linked from .claude/rules to outside the working directory ${cwd}: Claude Code skips it until the user approves external imports (agentState.claudeExternalImports: false)` });
                    return;
                }
                const w = loadWhole(ctx, rule);
                if (w.kind === 'loaded' && !w.file.unread && pathScoped(w.text)) {
                    pushPassed(r, { path: rule, reason: 'not-configured', detail: 'a path-scoped rule (paths: frontmatter): Claude Code loads it only when it reads matching files' });
                    return;
                }
                loadWithImports(rule, 'project', 0, []);
            };
            for (const d of dirs) {
                loadWithImports(ctx.join(d, 'CLAUDE.md'), 'project', 0, []);
                loadWithImports(ctx.join(d, '.claude/CLAUDE.md'), 'project', 0, []);
                const rules = rulesIn(ctx, d);
                const order = { folder: ctx.join(d, '.claude/rules'), files: [] };
                for (const entry of rules) {
                    const rule = entry.rel;
                    if (entry.kind === 'outside') {
                        pushPassed(r, { path: rule, reason: 'outside-root', detail: 'a link in .claude/rules leading out of the repository: Claude Code does not load rules from outside the project' });
                        continue;
                    }
                    const before = r.chain.files.length;
                    loadRule(rule, entry.linked);
                    if (r.chain.files.length > before)
                        order.files.push(rule);
                }
                if (order.files.length > 1)
                    (r.fsOrder ??= []).push(order);
                loadWithImports(ctx.join(d, 'CLAUDE.local.md'), 'local', 0, []);
                for (const n of ['AGENTS.md', '.claude/AGENTS.md']) {
                    const rel = ctx.join(d, n);
                    const p = ctx.probe(rel);
                    if (p.lkind === 'missing')
                        continue;
                    if (!useAgents) {
                        pushPassed(r, mode === 'none'
                            ? { path: rel, reason: 'not-configured', detail: 'Claude Code before v2.1.277 reads CLAUDE.md only (an AGENTS.md needs a CLAUDE.md that imports it with @AGENTS.md, or a CLAUDE.md symlink)' }
                            : { path: rel, reason: 'hidden', detail: `${claudeFiles[0]} is in the chain, so Claude Code (instructionFiles: claude-md-or-agents-md) reads no AGENTS.md` });
                        continue;
                    }
                    if (loaded.has(rel) || (p.link?.resolved && loaded.has(p.link.resolved)))
                        continue;
                    const w = loadWhole(ctx, rel);
                    if (w.kind === 'loaded' && w.text !== '' && contents.has(w.text)) {
                        const same = contents.get(w.text) ?? 'a loaded file';
                        pushPassed(r, { path: rel, reason: 'hidden', detail: `same content as ${same}, which Claude Code already loads` });
                        continue;
                    }
                    loadWithImports(rel, 'project', 0, []);
                }
            }
            // An external import skipped on one path may still be loaded in its own right.
            r.chain.passedOver = r.chain.passedOver.filter((p) => !(p.reason === 'not-configured' && loaded.has(p.path)));
            return r;
        },
        render(resolved, cwdAbs) {
            const rootAbs = rootAbsOf(cwdAbs, resolved.chain.cwd);
            const kinds = resolved.kinds;
            const parts = [];
            resolved.chain.files.forEach((f, i) => {
                const text = resolved.texts[i] ?? '';
                if (text === '')
                    return;
                const kind = kinds?.[i] ?? (f.personal ? 'user' : 'project');
                // Claude Code trims each file's content; a file blank after trimming is not shown.
                const body = text.trim();
                if (body === '')
                    return;
                parts.push(`Contents of ${absOf(rootAbs, f, resolved.home)} (${claude_code_KIND_TEXT[kind]}):\n\n${body}`);
            });
            return parts.length === 0 ? '' : `${CLAUDE_PREAMBLE}${parts.join('\n\n')}${CLAUDE_CLOSING}`;
        },
        validate(_settings, ctx) {
            return raised(ctx, id);
        },
    };
}
const claudeCode = makeClaudeCode('claude-code', 'fallback');
const claudeCodeLegacy = makeClaudeCode('claude-code@legacy', 'none');
const claudeCodeBoth = makeClaudeCode('claude-code@both', 'both');

;// CONCATENATED MODULE: ./lib/profiles/yaml-front.js
/**
 * YAML as the agents that call the `yaml` package's `parse()` on a front matter block read it
 * (Cline CLI, Continue CLI): the same parser, without its console warnings. `parse()` throws on the
 * first error and returns the document as plain data (an alias without its anchor throws too).
 */

function parseYamlLikeParse(text) {
    try {
        const doc = (0,dist/* parseDocument */.Tp)(text);
        if (doc.errors.length > 0)
            return { ok: false, message: doc.errors[0].message.split('\n')[0] };
        return { ok: true, value: doc.toJS() };
    }
    catch (e) {
        return { ok: false, message: e instanceof Error ? e.message.split('\n')[0] : String(e) };
    }
}
/** A plain object (not an array, not null), as both agents require front matter to be. */
function isPlainObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}

;// CONCATENATED MODULE: ./lib/profiles/cline.js
/**
 * Cline CLI (npm `cline`, the @cline/core rules loader it embeds; see docs/profiles.md#cline):
 * - the workspace is the working directory: nothing above it is read (no walk to the git root);
 * - rule sources, in this order: `<cwd>/AGENTS.md`, `<cwd>/.clinerules` (a file, or the top-level
 *   `.md`/`.markdown`/`.txt` files of the folder), `<cwd>/.cline/rules`, then the personal
 *   `~/.agents/AGENTS.md`, `~/.cline/rules`, `~/Cline/Rules`, `~/Documents/Cline/Rules`, then the
 *   `rules.md` of each managed `<cwd>/.cline/<name>/` folder (one with a `managed.json`);
 *   a folder lists its entries in the file system's order (not sorted) and keeps the regular files
 *   (a symlink is not a regular entry), then its own `AGENTS.md` when that resolves to a file;
 * - each file is a rule keyed by its lowercased name (front matter `name`, else the file stem;
 *   `Workspace AGENTS.md` and `Global AGENTS.md` for the two AGENTS.md sources): a later file with
 *   the same key replaces an earlier one, personal files included; `disabled: true` (or
 *   `enabled: false`) drops the rule that won; a blank body, front matter that does not parse, or a
 *   `name`/`disabled`/`enabled` of the wrong type drops the file; `paths:` is ignored;
 * - joined as `# Rules` and a `## <name>` section per rule, sorted by name (`localeCompare`).
 */







const CLINE_ID = 'cline';
const RULE_EXTS = new Set(['.md', '.markdown', '.txt']);
const FRONT = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const extOk = (name) => RULE_EXTS.has(external_node_path_.posix.extname(name).toLowerCase());
const stemOf = (name) => external_node_path_.posix.basename(name, external_node_path_.posix.extname(name));
/** @cline/core's rule parser: front matter (YAML), then the trimmed body; the first problem drops the file. */
function parseClineRule(content, fallback) {
    const text = content.replace(/^\uFEFF/, '');
    const m = FRONT.exec(text);
    let data = {};
    let body = text;
    if (m) {
        const y = parseYamlLikeParse(m[1]);
        if (!y.ok)
            return { error: `its front matter does not parse (${y.message})` };
        data = isPlainObject(y.value) ? y.value : {};
        body = m[2];
    }
    const instructions = body.trim();
    if (instructions === '')
        return { error: 'its body is blank' };
    let name;
    if (data.name !== undefined && data.name !== null) {
        if (typeof data.name !== 'string')
            return { error: "its front matter field 'name' is not a string" };
        name = data.name.trim() || undefined;
    }
    name ??= fallback.trim();
    if (name === '')
        return { error: 'it has no name' };
    const bool = (k) => {
        const v = data[k];
        if (v === undefined || v === null)
            return undefined;
        return typeof v === 'boolean' ? v : 'bad';
    };
    let disabled = bool('disabled');
    if (disabled === 'bad')
        return { error: "its front matter field 'disabled' is not a boolean" };
    if (disabled === undefined) {
        const enabled = bool('enabled');
        if (enabled === 'bad')
            return { error: "its front matter field 'enabled' is not a boolean" };
        disabled = enabled === false ? true : undefined;
    }
    return { name, disabled: disabled === true, body: instructions };
}
const join = (d, n) => (d === '.' ? n : `${d}/${n}`);
/** A repository source as @cline/core's `discoverFiles` sees it: a file, or a folder's top-level rule files then its AGENTS.md. */
function repoSource(ctx, rel, fallbackFor) {
    const p = ctx.probe(rel);
    if (leavesThroughLink(ctx, rel))
        return [];
    const fileCandidate = (f, listing) => ({
        shown: f,
        personal: false,
        listing,
        fallback: fallbackFor(f),
        read: () => {
            const w = loadWhole(ctx, f);
            if (w.kind === 'loaded')
                return w.file.unread ? { skip: 'a link out of the repository: the audit does not read it' } : { file: w.file, text: w.text };
            if (w.kind === 'absent')
                return null;
            return { skip: w.passed.detail ?? 'it could not be read' };
        },
    });
    if (p.kind === 'file')
        return baseOf(rel) === '.clinerules' || extOk(rel) ? [fileCandidate(rel, null)] : [];
    if (p.kind !== 'directory' || p.link?.outside)
        return [];
    const out = [];
    for (const n of ctx.directoryOrder(rel) ?? []) {
        const f = join(rel, n);
        if (ctx.probe(f).lkind === 'file' && extOk(n))
            out.push(fileCandidate(f, rel));
    }
    const agents = join(rel, 'AGENTS.md');
    if (!out.some((c) => baseOf(c.shown) === 'AGENTS.md') && ctx.probe(agents).kind === 'file')
        out.push(fileCandidate(agents, rel));
    return out;
}
function statKind(abs, follow) {
    try {
        const st = follow ? external_node_fs_.statSync(abs) : external_node_fs_.lstatSync(abs);
        return st.isFile() ? 'file' : st.isDirectory() ? 'directory' : 'other';
    }
    catch {
        return 'missing';
    }
}
/** The same for a personal source under the home folder (read as the agent reads it: links followed). */
function homeSource(home, rel, cap, fallbackFor) {
    const abs = external_node_path_.join(home, ...rel.split('/'));
    const fileCandidate = (fileRel, listing) => {
        const shown = `~/${fileRel}`;
        return {
            shown,
            personal: true,
            listing,
            fallback: fallbackFor(shown),
            read: () => {
                const dir = external_node_path_.posix.dirname(fileRel);
                const doc = readPersonal(external_node_path_.join(home, ...dir.split('/')), `~/${dir}`, [external_node_path_.posix.basename(fileRel)], cap, () => false);
                return doc ? { file: { ...doc.file, loadedBytes: doc.file.size }, text: doc.text } : { skip: 'it could not be read' };
            },
        };
    };
    const kind = statKind(abs, true);
    if (kind === 'file')
        return extOk(rel) ? [fileCandidate(rel, null)] : [];
    if (kind !== 'directory')
        return [];
    const out = [];
    for (const n of (0,fsprobe/* directoryOrder */.Iv)(abs) ?? []) {
        if (statKind(external_node_path_.join(abs, n), false) === 'file' && extOk(n))
            out.push(fileCandidate(`${rel}/${n}`, `~/${rel}`));
    }
    if (!out.some((c) => baseOf(c.shown) === 'AGENTS.md') && statKind(external_node_path_.join(abs, 'AGENTS.md'), true) === 'file')
        out.push(fileCandidate(`${rel}/AGENTS.md`, `~/${rel}`));
    return out;
}
/** `<cwd>/.cline/<name>/` folders with a `managed.json` holding a JSON object (sorted as Cline sorts them). */
function managedFolders(ctx, cwd) {
    const dir = join(cwd, '.cline');
    if (ctx.probe(dir).kind !== 'directory' || leavesThroughLink(ctx, dir))
        return [];
    const out = [];
    for (const n of ctx.directoryOrder(dir) ?? []) {
        const sub = join(dir, n);
        if (ctx.probe(sub).lkind !== 'directory')
            continue;
        const m = join(sub, 'managed.json');
        if (ctx.probe(m).kind !== 'file')
            continue;
        const c = ctx.read(m);
        if (!c || c.error)
            continue;
        try {
            const v = JSON.parse(Buffer.from(c.bytes).toString('utf8'));
            if (typeof v === 'object' && v !== null)
                out.push(sub);
        }
        catch {
            // not JSON: Cline skips the folder
        }
    }
    return out.sort((a, b) => a.localeCompare(b));
}
function shadowFinding(loser, winner, key) {
    const sameListing = loser.listing !== null && loser.listing === winner.cand.listing;
    const by = winner.cand.personal
        ? `the personal rule ${winner.cand.shown} (a later source: Cline reads personal rules after the repository's)`
        : sameListing
            ? `${winner.cand.shown} in the same folder; which of the two wins depends on the order the file system lists the folder (Cline does not sort it), so it can differ between machines`
            : `${winner.cand.shown}, a later source`;
    const dropped = winner.disabled ? ' That rule is disabled, so neither text reaches the model.' : '';
    return {
        ruleId: 'cline-rule-shadowed',
        severity: 'warning',
        path: loser.shown,
        line: null,
        profiles: [CLINE_ID],
        message: `Cline keys each rule by its lowercased name (${JSON.stringify(key)}): this file is replaced by ${by}.${dropped} Give the rules distinct names (front matter name: or the file name).`,
        key: `${key}\0${winner.cand.shown}`,
    };
}
const cline = {
    id: CLINE_ID,
    name: 'Cline CLI',
    description: 'Cline CLI: the working directory only; AGENTS.md, .clinerules (file or top-level files), .cline/rules, then personal rules; one rule per lowercased name, later sources replace earlier ones; joined as # Rules / ## <name>, sorted.',
    verifiedVersion: VERIFIED_VERSIONS.cline,
    signals: [
        { glob: '.clinerules', what: 'a .clinerules file' },
        { glob: '.clinerules/**', what: 'Cline rules (.clinerules/)' },
        { glob: '.cline/**', what: 'Cline configuration (.cline/)' },
        { glob: '**/.clinerules', what: 'a .clinerules file' },
        { glob: '**/.clinerules/**', what: 'Cline rules (.clinerules/)' },
    ],
    budgeted: false,
    candidateNames: () => ['AGENTS.md'],
    readsListed: (rel) => /(^|\/)\.clinerules$/.test(rel) || (/(^|\/)(\.clinerules|\.cline\/rules)\/[^/]+$/.test(rel) && extOk(rel)) || /(^|\/)\.cline\/[^/]+\/(rules\.md|managed\.json)$/.test(rel),
    prefetch(cwd, ctx) {
        ctx.rootOf(cwd, GIT_ROOT);
    },
    resolve(cwd, ctx, settings) {
        const r = { chain: newChain(CLINE_ID, cwd, { dir: cwd, marker: null }), texts: [], names: [], ...(settings.home ? { home: settings.home } : {}) };
        const workspaceAgents = join(cwd, 'AGENTS.md');
        // Seen with 3.0.65 (6 of 200 trees, under strace): a FIFO among the working directory's rule
        // sources, or in the git root's .clinerules/, is opened at startup, and Cline waits for a writer.
        const gitRoot = ctx.rootOf(cwd, GIT_ROOT);
        const fifoDirs = [join(cwd, '.clinerules'), join(cwd, '.cline/rules'), ...(gitRoot.marker !== null ? [join(gitRoot.dir, '.clinerules')] : [])];
        const fifos = [workspaceAgents, ...fifoDirs.flatMap((d) => (ctx.probe(d).kind === 'directory' && !leavesThroughLink(ctx, d) ? (ctx.directoryOrder(d) ?? []).map((n) => join(d, n)) : []))].filter((f) => ctx.probe(f).kind === 'fifo');
        if (fifos.length > 0) {
            r.chain.agentWarnings.push(`${fifos[0]} is a FIFO: Cline opens it at startup and waits for a writer, so it hangs and sends nothing.`);
            r.chain.startError = `${fifos[0]} is a FIFO: Cline hangs at startup`;
            return r;
        }
        const fallbackFor = (shown) => {
            if (baseOf(shown).toLowerCase() !== 'agents.md')
                return stemOf(baseOf(shown));
            if (shown === workspaceAgents)
                return 'Workspace AGENTS.md';
            if (shown === '~/.agents/AGENTS.md')
                return 'Global AGENTS.md';
            return stemOf(baseOf(shown));
        };
        const candidates = [...repoSource(ctx, workspaceAgents, fallbackFor), ...repoSource(ctx, join(cwd, '.clinerules'), fallbackFor), ...repoSource(ctx, join(cwd, '.cline/rules'), fallbackFor)];
        if (settings.home) {
            for (const rel of ['.agents/AGENTS.md', '.cline/rules', 'Cline/Rules', 'Documents/Cline/Rules'])
                candidates.push(...homeSource(settings.home, rel, ctx.readCap, fallbackFor));
        }
        for (const sub of managedFolders(ctx, cwd))
            candidates.push(...repoSource(ctx, join(sub, 'rules.md'), fallbackFor));
        const rules = new Map();
        const seen = new Set();
        for (const cand of candidates) {
            if (seen.has(cand.shown))
                continue;
            seen.add(cand.shown);
            const got = cand.read();
            if (got === null)
                continue;
            if ('skip' in got) {
                if (!cand.personal)
                    pushPassed(r, { path: cand.shown, reason: 'unreadable', detail: `${got.skip}; Cline skips it` });
                continue;
            }
            const parsed = parseClineRule(got.text, cand.fallback);
            if ('error' in parsed) {
                if (!cand.personal)
                    pushPassed(r, { path: cand.shown, reason: /blank/.test(parsed.error) ? 'whitespace-only' : 'not-configured', detail: `Cline drops this rule: ${parsed.error}` });
                continue;
            }
            const key = parsed.name.trim().toLowerCase();
            if (key === '')
                continue;
            const before = rules.get(key);
            const winner = { cand, file: got.file, ...parsed };
            rules.set(key, winner);
            if (before) {
                if (!before.cand.personal) {
                    pushPassed(r, { path: before.cand.shown, reason: 'hidden', detail: cand.shown });
                    raise(ctx, CLINE_ID, `shadow\0${before.cand.shown}\0${cand.shown}`, shadowFinding(before.cand, winner, key), cwd);
                }
            }
        }
        const kept = [...rules.values()].filter((w) => {
            if (!w.disabled)
                return true;
            if (!w.cand.personal)
                pushPassed(r, { path: w.cand.shown, reason: 'not-configured', detail: 'disabled in its front matter: Cline leaves it out' });
            return false;
        });
        // Array.prototype.sort is stable: names that compare equal keep the map's order, as in Cline.
        kept.sort((a, b) => a.name.localeCompare(b.name));
        for (const w of kept) {
            pushFile(r, w.file, w.body);
            r.names.push(w.name);
        }
        // The workspace is the working directory: what the directories above it hold is never read.
        const root = ctx.rootOf(cwd, GIT_ROOT);
        if (cwd !== '.' || root.dir !== '.') {
            const above = ctx.dirsFrom(root.marker === null ? '.' : root.dir, cwd).filter((d) => d !== cwd);
            const loadsRepo = r.chain.files.some((f) => !f.personal);
            for (const d of above) {
                for (const n of ['AGENTS.md', '.clinerules', '.cline/rules']) {
                    const rel = join(d, n);
                    const k = ctx.probe(rel).kind;
                    if (k !== 'file' && !(k === 'directory' && n !== 'AGENTS.md'))
                        continue;
                    const severity = loadsRepo ? 'info' : 'warning';
                    raise(ctx, CLINE_ID, `cwd-only\0${rel}\0${severity}`, {
                        ruleId: 'cwd-only-unread',
                        severity,
                        path: rel,
                        line: null,
                        profiles: [CLINE_ID],
                        message: `Cline reads rules from the directory it is started in only: started in ${cwd}, it never reads ${rel}${loadsRepo ? '' : ', and it finds no project rule there at all'}. Start Cline where ${n} is, or give ${cwd} its own ${n === 'AGENTS.md' ? 'AGENTS.md' : '.clinerules/'} (a symlink to a shared file works only for AGENTS.md and a .clinerules file: Cline skips symlinks inside a rules folder).`,
                        key: `${rel}\0${severity}`,
                    }, cwd);
                }
            }
        }
        return r;
    },
    render(resolved) {
        const names = resolved.names ?? [];
        if (resolved.chain.files.length === 0)
            return '';
        return `# Rules\n${resolved.chain.files.map((_, i) => `## ${names[i] ?? ''}\n${resolved.texts[i] ?? ''}`).join('\n\n')}`;
    },
    validate(_settings, ctx) {
        return raised(ctx, CLINE_ID);
    },
};

;// CONCATENATED MODULE: ./lib/profiles/continue.js
/**
 * Continue CLI (`@continuedev/cli`, `cn`; its `src/systemMessage.ts`, see docs/profiles.md#continue):
 * - the working directory only: the first of `AGENTS.md`, `AGENT.md`, `CLAUDE.md`, `CODEX.md` that
 *   exists there (links followed), read whole and kept as it is; the first that exists ends the
 *   search even when it is empty or cannot be read (a folder), and a FIFO hangs the start;
 * - then every `*.md` under `<cwd>/.continue/rules/` and the personal `~/.continue/rules/`
 *   (`$CONTINUE_GLOBAL_DIR/rules`), recursively, in the order Node lists them (`readdirSync` with
 *   `recursive`: each folder sorted by the bytes of the names, a folder's subfolders after it,
 *   links to folders followed): a rule applies when `alwaysApply: true`, or when none of
 *   `alwaysApply`, `globs`, `regex` is set, and `invokable` is not; its text is the body after the
 *   front matter (trimmed), or the whole file (line ends made LF) without front matter;
 * - identical rule files are all sent (1.5.47 de-duplicates a rule file only against the rules of
 *   its configuration file and `--rule`, which the audit does not read);
 * - `<context name="userRules">`, the agent file, the rules joined by blank lines, `</context>`.
 */







const CONTINUE_ID = 'continue';
const CONTINUE_FILES = ['AGENTS.md', 'AGENT.md', 'CLAUDE.md', 'CODEX.md'];
const RULES_DIR = '.continue/rules';
/** Personal rule files the audit reads at most (the home folder is read with care). */
const HOME_RULES_MAX = 200;
const continue_join = (d, n) => (d === '.' ? n : `${d}/${n}`);
const byBytes = (a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b));
/** What Continue's `parseMarkdownRule` makes of a rule file. */
function parseContinueRule(content) {
    const t = content.replace(/\r\n/g, '\n');
    const parts = t.split(/^---\s*$/m);
    if (parts.length >= 3) {
        const y = parseYamlLikeParse(parts[1]);
        if (!y.ok)
            return { front: {}, markdown: t, frontError: y.message };
        return { front: y.value || {}, markdown: parts.slice(2).join('---').trim() };
    }
    return { front: {}, markdown: t };
}
const field = (front, k) => (typeof front === 'object' && front !== null ? front[k] : undefined);
/** Why the CLI never applies a rule, or null when it does (its text may still be blank). */
function continueSkips(front) {
    if (field(front, 'invokable'))
        return { why: 'invokable: it is applied only when invoked by name', ideOnly: true };
    const always = field(front, 'alwaysApply');
    if (always === true)
        return null;
    if (always === undefined && !field(front, 'globs') && !field(front, 'regex'))
        return null;
    if (always === undefined)
        return { why: `it sets ${field(front, 'globs') ? 'globs' : 'regex'} without alwaysApply: true: the CLI applies only always-on rules (the editor extensions attach it when matching files are in context)`, ideOnly: true };
    if (always === false) {
        const ide = Boolean(field(front, 'globs') || field(front, 'regex') || field(front, 'description'));
        return { why: `alwaysApply: false: the CLI never applies it${ide ? ' (the editor extensions may attach it for its globs, regex or description)' : ''}`, ideOnly: ide };
    }
    return { why: `alwaysApply is ${JSON.stringify(always)}, not the boolean true: Continue leaves the rule out`, ideOnly: false };
}
/** `readdirSync(dir, { recursive: true })` over the repository: breadth first, each folder sorted by bytes, links to folders followed. */
function repoRules(ctx, dir) {
    if (ctx.probe(dir).kind !== 'directory' || leavesThroughLink(ctx, dir))
        return [];
    const out = [];
    const queue = [dir];
    for (let i = 0; i < queue.length && queue.length < 10_000; i++) {
        const d = queue[i];
        if (ctx.probe(d).link?.outside)
            continue;
        const names = [...(ctx.directoryOrder(d) ?? [])].sort(byBytes);
        for (const n of names) {
            const rel = continue_join(d, n);
            const p = ctx.probe(rel);
            if (n.endsWith('.md') && p.kind === 'file') {
                out.push({
                    shown: rel,
                    personal: false,
                    read: () => {
                        const w = loadWhole(ctx, rel);
                        return w.kind === 'loaded' && !w.file.unread ? { file: w.file, text: w.text } : null;
                    },
                });
            }
            if (p.kind === 'directory')
                queue.push(rel);
        }
    }
    return out;
}
function homeRules(home, cap) {
    const dir = external_node_path_.join(home, '.continue', 'rules');
    let names;
    try {
        names = external_node_fs_.readdirSync(dir, { recursive: true }).filter((n) => String(n).endsWith('.md')).slice(0, HOME_RULES_MAX);
    }
    catch {
        return [];
    }
    return names.map((n) => ({
        shown: `~/.continue/rules/${n.split(external_node_path_.sep).join('/')}`,
        personal: true,
        read: () => {
            const abs = external_node_path_.join(dir, n);
            try {
                if (!external_node_fs_.statSync(abs).isFile())
                    return null;
            }
            catch {
                return null;
            }
            const c = (0,fsprobe/* readCapped */.EF)(abs, cap);
            if (c.error)
                return null;
            return { file: { path: `~/.continue/rules/${n.split(external_node_path_.sep).join('/')}`, size: c.size, loadedBytes: c.size, truncated: false, personal: true }, text: decodeLossy(c.bytes) };
        },
    }));
}
const continueCli = {
    id: CONTINUE_ID,
    name: 'Continue CLI',
    description: 'Continue CLI (cn): the working directory only; the first of AGENTS.md, AGENT.md, CLAUDE.md, CODEX.md, then the always-on .continue/rules/**/*.md (and ~/.continue/rules), in a <context name="userRules"> block.',
    verifiedVersion: VERIFIED_VERSIONS.continue,
    signals: [
        { glob: '.continue/**', what: 'Continue configuration (.continue/)' },
        { glob: '**/.continue/**', what: 'Continue configuration (.continue/)' },
    ],
    budgeted: false,
    candidateNames: () => [...CONTINUE_FILES],
    readsListed: (rel) => (rel.startsWith(`${RULES_DIR}/`) || rel.includes(`/${RULES_DIR}/`)) && rel.endsWith('.md'),
    prefetch(cwd, ctx) {
        ctx.rootOf(cwd, GIT_ROOT);
    },
    resolve(cwd, ctx, settings) {
        const r = { chain: newChain(CONTINUE_ID, cwd, { dir: cwd, marker: null }), texts: [], agentFiles: 0, ...(settings.home ? { home: settings.home } : {}) };
        // The agent file: the first name that exists (links followed; a folder or FIFO exists too).
        let first = null;
        for (const name of CONTINUE_FILES) {
            const rel = continue_join(cwd, name);
            const p = ctx.probe(rel);
            if (first !== null) {
                if (p.lkind !== 'missing')
                    pushPassed(r, { path: rel, reason: 'hidden', detail: first });
                continue;
            }
            if (p.kind === 'missing') {
                if (p.lkind === 'symlink')
                    pushPassed(r, { path: rel, reason: 'not-regular-file', detail: 'a dangling symlink (Continue treats it as absent)' });
                continue;
            }
            first = rel;
            if (p.kind === 'fifo') {
                pushPassed(r, { path: rel, reason: 'not-regular-file', detail: 'a FIFO' });
                r.chain.agentWarnings.push(`${rel} is a FIFO: Continue reads it at startup and waits for a writer, so it hangs.`);
                continue;
            }
            const w = loadWhole(ctx, rel);
            if (w.kind !== 'loaded') {
                if (w.kind !== 'absent')
                    pushPassed(r, { ...w.passed, detail: `${w.passed.detail ?? ''}; Continue cannot read it, warns, and reads none of the other names`.replace(/^; /, '') });
                continue;
            }
            if (w.text === '' && !w.file.unread) {
                pushPassed(r, { path: rel, reason: 'whitespace-only', detail: 'empty: Continue adds nothing, and reads none of the other names' });
                continue;
            }
            pushFile(r, w.file, w.text);
            r.agentFiles = 1;
        }
        // The rules: the always-on ones, each sent (1.5.47 drops a rule only when its text equals a
        // rule of the configuration file or of --rule, which the audit does not read: not between files).
        const files = [...repoRules(ctx, continue_join(cwd, RULES_DIR)), ...(settings.home ? homeRules(settings.home, ctx.readCap) : [])];
        for (const f of files) {
            const got = f.read();
            if (got === null)
                continue;
            const parsed = parseContinueRule(got.text);
            if (parsed.frontError !== undefined && !f.personal) {
                r.chain.agentWarnings.push(`${f.shown}: its front matter does not parse (${parsed.frontError}); Continue sends the whole file, front matter included, as an always-on rule.`);
            }
            const skip = continueSkips(parsed.front);
            if (skip !== null) {
                if (f.personal)
                    continue;
                pushPassed(r, { path: f.shown, reason: 'not-configured', detail: skip.why });
                raise(ctx, CONTINUE_ID, `never\0${f.shown}`, {
                    ruleId: 'continue-rule-never-applied',
                    severity: skip.ideOnly ? 'info' : 'warning',
                    path: f.shown,
                    line: null,
                    profiles: [CONTINUE_ID],
                    message: `Continue CLI never applies this rule: ${skip.why}. Set alwaysApply: true (and no invokable) for a rule the CLI should always send.`,
                }, null);
                continue;
            }
            if (parsed.markdown.trim() === '') {
                if (!f.personal)
                    pushPassed(r, { path: f.shown, reason: 'whitespace-only', detail: 'a blank rule: Continue leaves it out' });
                continue;
            }
            pushFile(r, got.file, parsed.markdown);
        }
        // The workspace is the working directory: what the directories above it hold is never read.
        const root = ctx.rootOf(cwd, GIT_ROOT);
        if (cwd !== '.') {
            const above = ctx.dirsFrom(root.marker === null ? '.' : root.dir, cwd).filter((d) => d !== cwd);
            const loadsRepo = r.chain.files.some((f) => !f.personal);
            for (const d of above) {
                for (const n of [...CONTINUE_FILES, RULES_DIR]) {
                    const rel = continue_join(d, n);
                    const k = ctx.probe(rel).kind;
                    if (k !== (n === RULES_DIR ? 'directory' : 'file'))
                        continue;
                    const severity = loadsRepo ? 'info' : 'warning';
                    raise(ctx, CONTINUE_ID, `cwd-only\0${rel}\0${severity}`, {
                        ruleId: 'cwd-only-unread',
                        severity,
                        path: rel,
                        line: null,
                        profiles: [CONTINUE_ID],
                        message: `Continue CLI reads ${n === RULES_DIR ? 'rules' : 'its instruction file'} from the directory it is started in only: started in ${cwd}, it never reads ${rel}${loadsRepo ? '' : ', and it finds no project instruction there at all'}. Start cn where ${n} is, or give ${cwd} its own.`,
                        key: `${rel}\0${severity}`,
                    }, cwd);
                }
            }
        }
        return r;
    },
    render(resolved) {
        const agentFiles = resolved.agentFiles ?? 0;
        const agent = agentFiles > 0 ? (resolved.texts[0] ?? '') : '';
        const rules = resolved.texts.slice(agentFiles);
        if (agent === '' && rules.length === 0)
            return '';
        let out = '<context name="userRules">';
        if (agent !== '')
            out += `\n${agent}`;
        if (rules.length > 0)
            out += `${agent !== '' ? '\n\n' : '\n'}${rules.join('\n\n')}`;
        return `${out}\n</context>`;
    },
    validate(_settings, ctx) {
        return raised(ctx, CONTINUE_ID);
    },
};

;// CONCATENATED MODULE: ./lib/profiles/copilot.js
/**
 * GitHub Copilot code review and the cloud coding agent on github.com (`copilot-review`; `copilot` is
 * an alias kept for existing configurations), from GitHub's documentation on repository custom
 * instructions (closed source, nothing to run here; see docs/profiles.md#copilot-review for the
 * sources and the choices made where the docs are silent). The Copilot CLI is `copilot-cli`.
 * - `.github/copilot-instructions.md` at the repository root, always;
 * - `.github/instructions/**\/*.instructions.md` whose `applyTo` globs (comma-separated) match a file
 *   under the working directory; `excludeAgent: coding-agent` leaves a file to code review only;
 * - the nearest `AGENTS.md` from the working directory up to the root ("the nearest AGENTS.md file
 *   in the directory tree will take precedence": modelled as only the nearest); where the chain has
 *   no AGENTS.md, a single `CLAUDE.md` (else `GEMINI.md`) at the root;
 * - no byte budget. GitHub removed the 4,000-character code-review read limit (changelog of
 *   2026-06-12; github/docs#42761): `copilot-review-limit` is opt-in, for
 *   `.github/copilot-instructions.md` and `.github/instructions/*.instructions.md` only.
 */






const COPILOT_ID = 'copilot-review';
const COPILOT_ALIAS = 'copilot';
const COPILOT_REVIEW_CHARS = 4000;
const COPILOT_REPO_FILE = '.github/copilot-instructions.md';
/** What shows a repository uses GitHub Copilot (code review, the cloud agent, the CLI read the same files). */
const COPILOT_SIGNALS = [
    { glob: COPILOT_REPO_FILE, what: 'Copilot instruction files' },
    { glob: '.github/instructions/**', what: 'files under .github/instructions/' },
];
const INSTRUCTIONS_DIR = '.github/instructions/';
/** The frontmatter block of a Markdown file, parsed, or null. */
function frontmatter(text) {
    const m = /^(?:\uFEFF)?---\r?\n([\s\S]*?)\r?\n---\r?(?:\n|$)/.exec(text);
    if (!m)
        return null;
    try {
        const data = (0,dist/* parseDocument */.Tp)(m[1]).toJS();
        if (typeof data !== 'object' || data === null || Array.isArray(data))
            return null;
        const at = /^applyTo\s*:/m.exec(m[1]);
        const offset = text.indexOf(m[1]);
        return { data: data, applyToLine: at ? agent_config_placeIn(text, offset + at.index).line : null };
    }
    catch {
        return null;
    }
}
const specificMemo = new WeakMap();
function ancestorsOf(rel) {
    const out = ['.'];
    const parts = rel.split('/');
    for (let i = 1; i < parts.length; i++)
        out.push(parts.slice(0, i).join('/'));
    return out;
}
/** Every path-specific instructions file, with the directories its applyTo reaches. */
function pathSpecific(ctx) {
    const memo = memoFor(specificMemo, ctx);
    const hit = memo.get('');
    if (hit)
        return hit;
    const out = [];
    const files = listedUnder(ctx, INSTRUCTIONS_DIR).filter((f) => f.endsWith('.instructions.md'));
    for (const rel of files) {
        const w = loadWhole(ctx, rel);
        const fm = w.kind === 'loaded' && !w.file.unread ? frontmatter(w.text) : null;
        const raw = fm?.data.applyTo;
        let applyTo = null;
        if (typeof raw === 'string')
            applyTo = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
        else if (Array.isArray(raw))
            applyTo = raw.filter((s) => typeof s === 'string').flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '');
        if (applyTo !== null && applyTo.length === 0)
            applyTo = null;
        const ex = fm?.data.excludeAgent;
        const dirs = new Set();
        if (applyTo !== null) {
            const isMatch = picomatch(applyTo.map((g) => g.replace(/^\.?\//, '')), { dot: true });
            for (const f of ctx.listing.files.keys())
                if (isMatch(f))
                    for (const a of ancestorsOf(f))
                        dirs.add(a);
        }
        out.push({ rel, applyTo, excludeAgent: typeof ex === 'string' ? ex : null, dirs, line: fm?.applyToLine ?? null });
    }
    memo.set('', out);
    return out;
}
/** Line and column of the first character code review never reads. */
function reviewCut(text) {
    let chars = 0;
    let i = 0;
    while (i < text.length && chars < COPILOT_REVIEW_CHARS) {
        const c = text.charCodeAt(i);
        i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1;
        chars += 1;
    }
    return agent_config_placeIn(text, i);
}
function makeCopilotReview(COPILOT_ID) {
    return {
        id: COPILOT_ID,
        name: COPILOT_ID === COPILOT_ALIAS ? 'GitHub Copilot code review (alias of copilot-review)' : 'GitHub Copilot code review',
        description: 'GitHub Copilot code review and cloud agent (GitHub docs): .github/copilot-instructions.md, .github/instructions/*.instructions.md by applyTo, the nearest AGENTS.md.',
        // Not for the `copilot` alias: `auto` picks copilot-review once.
        ...(COPILOT_ID === COPILOT_ALIAS ? {} : { signals: COPILOT_SIGNALS }),
        budgeted: false,
        candidateNames: () => ['AGENTS.md'],
        missedFileFix: copilotReviewMissedFix,
        readsListed: (rel) => rel === COPILOT_REPO_FILE || (rel.startsWith(INSTRUCTIONS_DIR) && rel.endsWith('.instructions.md')),
        resolve(cwd, ctx, _settings) {
            const root = { dir: '.', marker: ctx.probe('.git').lkind !== 'missing' ? '.git' : ctx.assumeRoot ? 'assumed' : null };
            const r = { chain: newChain(COPILOT_ID, cwd, root), texts: [] };
            const add = (rel, forReview) => {
                const w = loadOrPassOver(ctx, r, rel);
                if (!w)
                    return false;
                if (!w.file.unread && isBlank(w.text)) {
                    pushPassed(r, { path: rel, reason: 'whitespace-only' });
                    return false;
                }
                pushFile(r, w.file, w.text);
                const chars = charCount(w.text);
                // Opt-in (the rule is off unless configured), and only for the files GitHub stated it for.
                if (forReview && chars > COPILOT_REVIEW_CHARS && (rel === COPILOT_REPO_FILE || rel.startsWith(INSTRUCTIONS_DIR))) {
                    const cut = reviewCut(w.text);
                    raise(ctx, COPILOT_ID, `review\0${rel}`, {
                        ruleId: 'copilot-review-limit',
                        severity: 'warning',
                        path: rel,
                        line: cut.line,
                        column: cut.column,
                        profiles: [COPILOT_ID],
                        message: `${rel} is ${chars.toLocaleString('en-US')} characters: Copilot code review used to read only the first ${COPILOT_REVIEW_CHARS.toLocaleString('en-US')} (GitHub removed that limit on 2026-06-12; you enabled this rule, e.g. for a GitHub Enterprise Server that predates the change), so everything from line ${cut.line}, column ${cut.column} on may not be used in reviews. Put what reviews must enforce first, or shorten the file.`,
                    }, cwd);
                }
                return true;
            };
            add(COPILOT_REPO_FILE, true);
            for (const ps of pathSpecific(ctx)) {
                if (ps.applyTo === null) {
                    pushPassed(r, { path: ps.rel, reason: 'not-configured', detail: 'no applyTo in its frontmatter: Copilot does not apply it automatically' });
                    raise(ctx, COPILOT_ID, `applyto\0${ps.rel}`, {
                        ruleId: 'copilot-applyto',
                        severity: 'warning',
                        path: ps.rel,
                        line: 1,
                        profiles: [COPILOT_ID],
                        message: `${ps.rel} has no applyTo: Copilot applies a path-specific instructions file only to the files its applyTo globs match, so this one is never used. Add a frontmatter line such as applyTo: "**" (every file) or applyTo: "src/**/*.ts".`,
                    }, null);
                    continue;
                }
                if (ps.dirs.size === 0) {
                    raise(ctx, COPILOT_ID, `applyto\0${ps.rel}`, {
                        ruleId: 'copilot-applyto',
                        severity: 'warning',
                        path: ps.rel,
                        line: ps.line,
                        profiles: [COPILOT_ID],
                        message: `applyTo ${JSON.stringify(ps.applyTo.join(', '))} in ${ps.rel} matches no file in the repository, so Copilot never applies it. Check the globs (they are matched against repository-relative paths, e.g. "src/**/*.ts").`,
                    }, null);
                }
                if (ps.excludeAgent === 'coding-agent') {
                    pushPassed(r, { path: ps.rel, reason: 'not-configured', detail: 'excludeAgent: coding-agent (used by code review only)' });
                    continue;
                }
                if (!ps.dirs.has(cwd)) {
                    pushPassed(r, { path: ps.rel, reason: 'not-configured', detail: `applyTo ${JSON.stringify(ps.applyTo.join(', '))} matches no file under ${cwd === '.' ? 'the repository root' : cwd}` });
                    continue;
                }
                add(ps.rel, ps.excludeAgent !== 'code-review');
            }
            // The nearest AGENTS.md takes precedence.
            const nearest = [...ctx.dirsFrom('.', cwd)].reverse();
            let agents = null;
            for (const d of nearest) {
                const rel = ctx.join(d, 'AGENTS.md');
                const p = ctx.probe(rel);
                if (p.lkind === 'missing')
                    continue;
                if (agents !== null) {
                    pushPassed(r, { path: rel, reason: 'hidden', detail: `${agents} is nearer; Copilot uses the nearest AGENTS.md` });
                    continue;
                }
                if (p.kind !== 'file') {
                    add(rel, true);
                    continue;
                }
                agents = rel;
                add(rel, true);
            }
            for (const n of ['CLAUDE.md', 'GEMINI.md']) {
                if (ctx.probe(n).lkind === 'missing')
                    continue;
                if (agents !== null) {
                    pushPassed(r, { path: n, reason: 'hidden', detail: `${agents} is used; Copilot reads a root ${n} only in place of AGENTS.md` });
                    continue;
                }
                if (add(n, true))
                    agents = n;
            }
            return r;
        },
        render(resolved) {
            return resolved.texts.filter((t) => t !== '').join('\n\n');
        },
        validate(_settings, ctx) {
            return raised(ctx, COPILOT_ID);
        },
    };
}
const copilotReview = makeCopilotReview(COPILOT_ID);
/** `copilot`: the name the code-review profile had before `copilot-cli` existed; same behaviour. */
const copilot = makeCopilotReview(COPILOT_ALIAS);

;// CONCATENATED MODULE: ./lib/profiles/copilot-cli.js
/**
 * GitHub Copilot CLI, as @github/copilot 1.0.102 behaves (closed source; every rule below was
 * observed with the conformance harness: `copilot instruction list --json` for the sources, the
 * system prompt of `copilot -p` for the text; see docs/profiles.md#copilot-cli):
 * - sources, in this order: `~/.copilot/copilot-instructions.md` and `~/.copilot/instructions/**`
 *   (personal); `.github/copilot-instructions.md` of the git root, then of the working directory;
 *   the root's `AGENTS.md`, `CLAUDE.md`, `GEMINI.md` side by side (an `AGENTS.md` hides nothing);
 *   those of the working directory; then, for each directory from the working directory's parent up
 *   to (not including) the root, its `.github/copilot-instructions.md`, `AGENTS.md`, `CLAUDE.md`,
 *   `GEMINI.md`; last the `.github/instructions/**\/*.instructions.md` of the root and of the
 *   working directory;
 * - a repository file whose content equals one already listed is left out (a link to it, a copy,
 *   two empty files); among the directories above the working directory, two files whose ids
 *   (`inherited-` + the path lowercased, every run of other characters than a-z and 0-9 made one `-`)
 *   are equal are one source, the nearer one: `web/ü/AGENTS.md` hides `web/AGENTS.md`;
 * - every listed file gives a block, empty ones too: `<custom_instruction>\n…\n</custom_instruction>`,
 *   blocks joined by a blank line, a block whose content equals an earlier one's left out; the
 *   `@path` imports of `AGENTS.md` and `CLAUDE.md` files (not `GEMINI.md`, not
 *   `.github/copilot-instructions.md`) are expanded inside the block
 *   (`<imported_custom_instruction source="…">`), 8 deep, each file once per block;
 * - a path-specific file that applies everywhere (no `applyTo`, or only `*`, `**`, `**\/*`) is
 *   added as it is after the blocks; the others are rows of a table the model is told to read
 *   from; `excludeAgent: coding-agent` leaves a file out. No budget.
 */











const COPILOT_CLI_ID = 'copilot-cli';
const MODEL_FILES = ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md'];
/** The files whose `@imports` Copilot CLI 1.0.102 expands (not GEMINI.md, not .github/copilot-instructions.md). */
const IMPORTING = new Set(['AGENTS.md', 'CLAUDE.md']);
const copilot_cli_INSTRUCTIONS_DIR = '.github/instructions';
/** How deep Copilot CLI 1.0.102 follows imports: the file imported eighth-hand keeps its `@` tokens as text. */
const COPILOT_IMPORT_DEPTH = 8;
/** `applyTo` patterns that mean "every file": such a path-specific file is inlined, not listed. */
const EVERYWHERE = new Set(['*', '**', '**/*']);
/** Personal path-specific files: at most this deep and this many (the audit reads the home folder with care). */
const HOME_WALK_DEPTH = 8;
const HOME_WALK_FILES = 1000;
const TABLE_HEAD = [
    'Here is a list of instruction files that contain rules for modifying or creating new code.',
    'These files are important for ensuring that the code is modified or created correctly.',
    'Please make sure to follow the rules specified in these files when working with the codebase.',
    'If you have not already read the file, use the `view` tool to acquire it.',
    'Make sure to acquire the instructions before making any changes to the code.',
    '| Pattern | File Path | Description |',
    '| ------- | --------- | ----------- |',
].join('\n');
/** The id Copilot CLI gives a source found above the working directory: ids that collide are one source. */
function copilotInheritedId(rootRel) {
    return `inherited-${rootRel.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
/** A path-specific file's front matter as Copilot CLI reads it: YAML, else `key: value` lines. */
function frontMatter(text) {
    const m = /^---\r?\n([\s\S]*?)(?:^|\r?\n)---[ \t]*(?:\r?\n|$)/.exec(text);
    if (!m)
        return null;
    const body = m[1];
    try {
        const doc = (0,dist/* parseDocument */.Tp)(body);
        if (doc.errors.length === 0) {
            const data = doc.toJS();
            return typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
        }
    }
    catch {
        // an alias without an anchor (`applyTo: **`) parses but cannot be read: not YAML either
    }
    // Not YAML (`applyTo: **/*.ts` unquoted): Copilot CLI still reads the lines as `key: value`.
    const out = {};
    for (const line of body.split(/\r?\n/)) {
        const kv = /^([A-Za-z_][\w-]*)[ \t]*:[ \t]*(.*?)[ \t]*$/.exec(line);
        if (!kv)
            continue;
        const v = kv[2];
        out[kv[1]] = /^(["']).*\1$/.test(v) && v.length >= 2 ? v.slice(1, -1) : v;
    }
    return out;
}
/** What Copilot CLI does with a path-specific file: leave it out, inline it, or name it in the table. */
function copilot_cli_pathSpecific(text, shownPath) {
    const fm = frontMatter(text);
    const ex = fm?.excludeAgent;
    if (ex === 'coding-agent' || (Array.isArray(ex) && ex.includes('coding-agent')))
        return 'excluded';
    const raw = fm?.applyTo;
    const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw.filter((x) => typeof x === 'string') : [];
    const patterns = list.flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '');
    if (patterns.every((p) => EVERYWHERE.has(p)))
        return { kind: 'inline', text };
    const description = typeof fm?.description === 'string' ? fm.description : '';
    return { kind: 'row', row: `| ${patterns.join(', ')} | '${shownPath}' | ${description} |` };
}
/** `~/.copilot/instructions/**\/*.instructions.md`, sorted, as paths relative to that folder. */
function homeInstructionFiles(dir) {
    const out = [];
    const walk = (rel, depth) => {
        if (depth > HOME_WALK_DEPTH || out.length >= HOME_WALK_FILES)
            return;
        let entries;
        try {
            entries = external_node_fs_.readdirSync(external_node_path_.join(dir, rel), { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries) {
            const child = rel === '' ? e.name : `${rel}/${e.name}`;
            if (e.isDirectory())
                walk(child, depth + 1);
            else if (e.name.endsWith('.instructions.md') && out.length < HOME_WALK_FILES)
                out.push(child);
        }
    };
    walk('', 0);
    return out.sort();
}
const expandMemo = new WeakMap();
/** Escape what would close or open an import tag inside imported text (as Copilot CLI does). */
const escapeImported = (text) => text.replace(/<(\/?)imported_custom_instruction/g, '&lt;$1imported_custom_instruction');
const copilotCli = {
    id: COPILOT_CLI_ID,
    name: 'GitHub Copilot CLI',
    description: 'GitHub Copilot CLI: .github/copilot-instructions.md, the root AGENTS.md / CLAUDE.md / GEMINI.md side by side, then those of cwd and each directory above it; every file a <custom_instruction> block with its @imports; path-specific files inlined or listed.',
    budgeted: false,
    stripsBom: true,
    verifiedVersion: VERIFIED_VERSIONS['copilot-cli'],
    // The same files as code review's: one committed file serves every Copilot surface, so `auto` picks both.
    signals: COPILOT_SIGNALS,
    candidateNames: () => [...MODEL_FILES],
    readsListed: (rel) => rel === COPILOT_REPO_FILE ||
        rel.endsWith(`/${COPILOT_REPO_FILE}`) ||
        ((rel.startsWith(`${copilot_cli_INSTRUCTIONS_DIR}/`) || rel.includes(`/${copilot_cli_INSTRUCTIONS_DIR}/`)) && rel.endsWith('.instructions.md')),
    prefetch(cwd, ctx) {
        ctx.rootOf(cwd, GIT_ROOT);
    },
    resolve(cwd, ctx, settings) {
        const found = ctx.rootOf(cwd, GIT_ROOT);
        const root = found.marker === null ? { dir: cwd, marker: null } : found;
        const r = { chain: newChain(COPILOT_CLI_ID, cwd, root), texts: [], sources: [], ...(settings.home ? { home: settings.home } : {}) };
        const rootRel = (rel) => (root.dir === '.' ? rel : rel.slice(root.dir.length + 1));
        const indexOf = (p) => r.chain.files.findIndex((f) => f.path === p);
        const addFile = (file, text) => {
            if (indexOf(file.path) === -1)
                pushFile(r, file, text);
        };
        // Copilot CLI 1.0.102 filters its sources twice, alike but on different keys. Its instruction
        // list (what it says it loads) drops a repository file whose *content* equals one already listed
        // (personal files are not compared); its prompt drops a block whose *text* (imports expanded)
        // equals an earlier block's, personal ones included. Both then drop a file above cwd whose id is
        // taken. So a GEMINI.md linked to an AGENTS.md with imports is not listed, yet its block, imports
        // not expanded, is in the prompt.
        const listed = new Map();
        const listedIds = new Map();
        const shown = new Set();
        const shownIds = new Set();
        const take = (c) => {
            let inList = true;
            let why = '';
            if (!c.personal) {
                const same = c.text === null ? undefined : listed.get(c.raw);
                if (same !== undefined) {
                    inList = false;
                    why = `the same content as ${same}; Copilot CLI lists it once`;
                }
                else {
                    if (c.text !== null)
                        listed.set(c.raw, c.rel);
                    const first = c.id === null ? undefined : listedIds.get(c.id);
                    if (first !== undefined) {
                        inList = false;
                        why = `Copilot CLI gives ${first} and this file the same id (${c.id}) and keeps only ${first}`;
                    }
                    else if (c.id !== null)
                        listedIds.set(c.id, c.rel);
                }
            }
            const key = c.text ?? `\0${c.rel}`;
            let inPrompt = !shown.has(key);
            shown.add(key);
            if (inPrompt && c.id !== null) {
                inPrompt = !shownIds.has(c.id);
                shownIds.add(c.id);
            }
            if (inList)
                addFile(c.file, c.raw);
            else
                pushPassed(r, { path: c.rel, reason: 'hidden', detail: inPrompt ? `${why}, but its block (imports expanded differently) is still in the prompt` : why });
            if (inPrompt)
                for (const imp of c.imports)
                    addFile(imp.file, imp.text);
            r.sources.push({ kind: 'block', block: inPrompt ? (c.text ?? '') : null });
        };
        /**
         * The text of a block: the file's own text with each import expanded after its token. The same
         * for every chain (a function of the file and what it imports): worked out once per audit.
         */
        const expand = (rel, text) => {
            const memo = memoFor(expandMemo, ctx);
            const hit = memo.get(rel);
            if (hit && hit.source === text)
                return hit.result;
            const result = expandOnce(rel, text);
            memo.set(rel, { source: text, result });
            return result;
        };
        const expandOnce = (rel, text) => {
            const imports = [];
            const loaded = new Set([ctx.probe(rel).link?.resolved ?? rel]);
            const walk = (fromRel, content, depth) => {
                if (depth >= COPILOT_IMPORT_DEPTH)
                    return content;
                let out = '';
                let last = 0;
                let changed = false;
                for (const t of copilotImportTokens(content)) {
                    out += content.slice(last, t.end);
                    last = t.end;
                    // A path that ends in "/" names a directory, even when the file exists.
                    const target = t.path.endsWith('/') ? null : joinInside(dirOf(fromRel), t.path);
                    if (target === null || target === '.' || leavesThroughLink(ctx, target))
                        continue;
                    const p = ctx.probe(target);
                    if (p.kind !== 'file' || p.link?.outside)
                        continue;
                    const canonical = p.link?.resolved ?? target;
                    const source = external_node_path_.join(ctx.realRoot, ...canonical.split('/'));
                    if (loaded.has(canonical)) {
                        out += `\n\n<imported_custom_instruction source="${source}" skipped="already-loaded" />`;
                        changed = true;
                        continue;
                    }
                    const content2 = ctx.read(canonical);
                    if (!content2 || content2.error)
                        continue;
                    loaded.add(canonical);
                    const text2 = decodeLossy(content2.bytes);
                    imports.push({ file: { path: canonical, size: content2.size, loadedBytes: content2.size, truncated: false }, text: text2 });
                    const inner = walk(canonical, escapeImported(text2), depth + 1);
                    out += `\n\n<imported_custom_instruction source="${source}">\n${inner.trimEnd()}\n</imported_custom_instruction>`;
                    changed = true;
                }
                // Nothing expanded: the text itself (shared, not a copy).
                return changed ? out + content.slice(last) : content;
            };
            return { text: walk(rel, text, 0), imports };
        };
        /** A repository file that gives a block: `id` for files above the working directory. */
        const addRepoFile = (rel, id, withImports, group = null) => {
            if (ctx.probe(rel).lkind === 'missing')
                return;
            const w = loadOrPassOver(ctx, r, rel);
            if (!w)
                return;
            // AGENTS.md, CLAUDE.md and GEMINI.md of one directory with the same content are one source
            // ("AGENTS.md + GEMINI.md"), read from the first: the others give no block at all.
            const sameDir = group && !w.file.unread ? group.get(w.text) : undefined;
            if (sameDir !== undefined) {
                pushPassed(r, { path: rel, reason: 'hidden', detail: `the same content as ${sameDir} in the same directory: Copilot CLI makes them one source and reads ${sameDir}` });
                return;
            }
            if (group && !w.file.unread)
                group.set(w.text, rel);
            // A link out of the repository: Copilot CLI reads it; the audit does not.
            const x = w.file.unread ? { text: null, imports: [] } : withImports ? expand(rel, w.text) : { text: w.text, imports: [] };
            take({ rel, file: w.file, raw: w.text, text: x.text, imports: x.imports, id, personal: false });
        };
        /** The path-specific files under `dir/.github/instructions`, named relative to `dir`. */
        const addPathSpecific = (dir) => {
            const prefix = dir === '.' ? `${copilot_cli_INSTRUCTIONS_DIR}/` : `${dir}/${copilot_cli_INSTRUCTIONS_DIR}/`;
            for (const rel of folderFiles(ctx, prefix.slice(0, -1))) {
                if (!rel.endsWith('.instructions.md'))
                    continue;
                const w = loadOrPassOver(ctx, r, rel);
                if (!w)
                    continue;
                const s = copilot_cli_pathSpecific(w.text, dir === '.' ? rel : rel.slice(dir.length + 1));
                if (s === 'excluded') {
                    pushPassed(r, { path: rel, reason: 'not-configured', detail: 'excludeAgent: coding-agent: Copilot CLI leaves it out' });
                    continue;
                }
                addFile(w.file, w.text);
                r.sources.push(s);
            }
        };
        // Personal: ~/.copilot/copilot-instructions.md, then ~/.copilot/instructions/** (with --home).
        if (settings.home) {
            const dir = external_node_path_.join(settings.home, '.copilot');
            const doc = readPersonal(dir, '~/.copilot', ['copilot-instructions.md'], ctx.readCap, () => false);
            if (doc) {
                take({ rel: doc.file.path, file: { ...doc.file, loadedBytes: doc.file.size }, raw: doc.text, text: doc.text, imports: [], id: null, personal: true });
                // Copilot CLI expands its imports (from ~/.copilot); the audit reads nothing else of the home folder.
                if (copilotImportTokens(doc.text).length > 0) {
                    r.chain.agentWarnings.push(`~/.copilot/copilot-instructions.md has @imports: Copilot CLI adds the files they name to its block; the audit does not read them, so the prompt shown leaves them out.`);
                }
            }
            for (const rel of homeInstructionFiles(external_node_path_.join(dir, 'instructions'))) {
                const abs = external_node_path_.join(dir, 'instructions', ...rel.split('/'));
                const read = (0,fsprobe/* readCapped */.EF)(abs, ctx.readCap);
                if (read.error)
                    continue;
                const text = decodeLossy(read.bytes);
                const s = copilot_cli_pathSpecific(text, abs);
                if (s === 'excluded')
                    continue;
                pushFile(r, { path: `~/.copilot/instructions/${rel}`, size: read.size, loadedBytes: read.size, truncated: false, personal: true }, text);
                r.sources.push(s);
            }
        }
        addRepoFile(ctx.join(root.dir, COPILOT_REPO_FILE), null, false);
        if (cwd !== root.dir)
            addRepoFile(ctx.join(cwd, COPILOT_REPO_FILE), null, false);
        const rootGroup = new Map();
        for (const n of MODEL_FILES)
            addRepoFile(ctx.join(root.dir, n), null, IMPORTING.has(n), rootGroup);
        const cwdGroup = new Map();
        if (cwd !== root.dir)
            for (const n of MODEL_FILES)
                addRepoFile(ctx.join(cwd, n), null, IMPORTING.has(n), cwdGroup);
        const above = ctx.dirsFrom(root.dir, cwd).filter((d) => d !== root.dir && d !== cwd).reverse();
        for (const d of above) {
            const rel = ctx.join(d, COPILOT_REPO_FILE);
            addRepoFile(rel, copilotInheritedId(rootRel(rel)), false);
            const group = new Map();
            for (const n of MODEL_FILES) {
                const m = ctx.join(d, n);
                addRepoFile(m, copilotInheritedId(rootRel(m)), IMPORTING.has(n), group);
            }
        }
        addPathSpecific(root.dir);
        if (cwd !== root.dir)
            addPathSpecific(cwd);
        return r;
    },
    render(resolved) {
        const sources = resolved.sources ?? resolved.texts.map((t) => ({ kind: 'block', block: t }));
        const blocks = sources.flatMap((s) => (s.kind === 'block' && s.block !== null ? [`<custom_instruction>\n${s.block}\n</custom_instruction>`] : [])).join('\n\n');
        const rest = sources.flatMap((s) => (s.kind === 'inline' ? [s.text] : []));
        const rows = sources.flatMap((s) => (s.kind === 'row' ? [s.row] : []));
        if (rows.length > 0)
            rest.push(`${TABLE_HEAD}\n${rows.join('\n')}`);
        const after = rest.join('\n\n');
        // Copilot CLI 1.0.102 ends the section with one more line break when it holds both.
        if (blocks !== '' && after !== '')
            return `${blocks}\n\n${after}\n`;
        return blocks !== '' ? blocks : after;
    },
};

;// CONCATENATED MODULE: ./lib/profiles/cursor.js
/**
 * Cursor (`cursor`), from Cursor's documentation only: closed source, no CLI on npm, nothing to run
 * here, so **unverified** (docs/profiles.md#cursor for the pages and the choices made where they are
 * silent). Sources: https://cursor.com/docs/context/rules (Project rules, AGENTS.md, legacy
 * .cursorrules) and the reference notes on Cursor in the project's agent-discovery material.
 * - `.cursorrules` at the root (legacy, deprecated, still read);
 * - `.cursor/rules/**\/*.mdc` (and `.md`) of the root and of every directory down to cwd (a nested
 *   `.cursor/rules` is scoped to its folder), by their frontmatter: `alwaysApply: true` always;
 *   `globs` (a list, or comma-separated) auto-attached when a file they match is in context (modelled:
 *   a file under cwd matches, globs relative to the rule's folder, a glob without `/` matching a base
 *   name); `description` alone: agent-requested (the agent sees the description, reads the rule when
 *   it decides to); none of them: manual (only when someone @-mentions it). A quoted `"true"` is not true;
 * - `AGENTS.md` of the root and of every directory down to cwd, root first ("combined
 *   hierarchically, more specific instructions taking precedence");
 * - no byte budget; the text Cursor builds from these is not known.
 */





const CURSOR_ID = 'cursor';
const CURSOR_LEGACY = '.cursorrules';
const RULE_FILE = /(?:^|\/)\.cursor\/rules\/(?:.+\/)?[^/]+\.mdc?$/;
function isCursorRule(rel) {
    return RULE_FILE.test(rel);
}
function scopeOf(rel) {
    return rel.startsWith('.cursor/rules/') ? '.' : rel.slice(0, rel.indexOf('/.cursor/rules/'));
}
function cursor_ancestorsOf(rel) {
    const out = ['.'];
    const parts = rel.split('/');
    for (let i = 1; i < parts.length; i++)
        out.push(parts.slice(0, i).join('/'));
    return out;
}
const rulesMemo = new WeakMap();
function allRules(ctx) {
    const memo = memoFor(rulesMemo, ctx);
    const hit = memo.get('');
    if (hit)
        return hit;
    const out = [];
    for (const rel of listedUnder(ctx, '').filter(isCursorRule)) {
        const w = loadWhole(ctx, rel);
        const text = w.kind === 'loaded' && !w.file.unread ? w.text : '';
        const fm = w.kind === 'loaded' && !w.file.unread ? readFrontmatter(text) : null;
        const data = fm?.valid ? fm.data : {};
        const globs = globList(data.globs);
        const desc = typeof data.description === 'string' && data.description.trim() !== '';
        const mode = isTrue(data.alwaysApply) ? 'always' : globs.length > 0 ? 'auto' : desc ? 'requested' : 'manual';
        const scope = scopeOf(rel);
        const dirs = new Set();
        if (mode === 'auto') {
            const plain = globs.map((g) => g.replace(/^\.\//, ''));
            // A glob without a slash matches a file name anywhere below (as `*.tsx` is meant).
            const paths = picomatch(plain.filter((g) => g.includes('/')), { dot: true });
            const names = picomatch(plain.filter((g) => !g.includes('/')), { dot: true });
            const isMatch = (f) => paths(f) || names(f.slice(f.lastIndexOf('/') + 1));
            const prefix = scope === '.' ? '' : `${scope}/`;
            for (const f of listedUnder(ctx, prefix))
                if (isMatch(f.slice(prefix.length)))
                    for (const a of cursor_ancestorsOf(f))
                        dirs.add(a);
        }
        const noFrontmatter = w.kind !== 'loaded' || w.file.unread ? null : fm === null ? 'none' : !fm.valid ? 'invalid' : null;
        out.push({ rel, scope, mode, globs, dirs, body: fm?.valid ? fm.body : text, noFrontmatter, globsLine: fm?.lineOf('globs') ?? null });
    }
    memo.set('', out);
    return out;
}
function raiseRuleFindings(ctx, rule) {
    if (rule.noFrontmatter !== null) {
        raise(ctx, CURSOR_ID, `nofm\0${rule.rel}`, {
            ruleId: 'cursor-rule-no-frontmatter',
            severity: 'warning',
            path: rule.rel,
            line: 1,
            profiles: [CURSOR_ID],
            message: rule.noFrontmatter === 'none'
                ? `${rule.rel} has no frontmatter: Cursor treats a rule without alwaysApply, globs or description as a manual rule and applies it only when someone @-mentions it, so the agent never sees it by itself. Start the file with a frontmatter block such as "---\\nalwaysApply: true\\n---" (always) or "globs: src/**/*.ts" (auto-attached).`
                : `The frontmatter of ${rule.rel} is not valid YAML: Cursor cannot read its alwaysApply, globs or description, so the rule is at best a manual rule, applied only when someone @-mentions it. Fix the YAML between the --- lines.`,
        }, null);
    }
    if (rule.mode === 'auto') {
        const own = rule.scope === '.' ? 'the repository' : rule.scope;
        if (!rule.dirs.has(rule.scope)) {
            raise(ctx, CURSOR_ID, `globs\0${rule.rel}`, {
                ruleId: 'cursor-rule-globs',
                severity: 'warning',
                path: rule.rel,
                line: rule.globsLine,
                profiles: [CURSOR_ID],
                message: `globs ${JSON.stringify(rule.globs.join(', '))} in ${rule.rel} match no file in ${own}, the folder the rule belongs to, so Cursor never attaches it. ${rule.scope === '.' ? 'Check the globs against the repository layout (e.g. "src/**/*.ts").' : `Globs of a nested rule are relative to ${rule.scope}: write "src/**" rather than "${rule.scope}/src/**".`}`,
            }, null);
        }
    }
}
const MODE_TEXT = {
    auto: 'auto-attached by its globs',
    requested: 'agent-requested (description only): Cursor shows the agent its description and reads it only when the agent asks',
    manual: 'a manual rule (no alwaysApply, globs or description): applied only when someone @-mentions it',
};
const cursor = {
    id: CURSOR_ID,
    name: 'Cursor',
    description: 'Cursor (documentation only, unverified): .cursorrules, .cursor/rules/*.mdc by alwaysApply / globs / description (root and nested, scoped), AGENTS.md root to cwd.',
    signals: [
        { glob: '.cursor/**', what: 'Cursor settings and rules (.cursor/)' },
        { glob: '**/.cursor/rules/**', what: 'Cursor rules (.cursor/rules/)' },
        { glob: CURSOR_LEGACY, what: 'legacy Cursor rules (.cursorrules)' },
    ],
    budgeted: false,
    promptUnknown: 'Cursor is closed source and cannot be run here: the files come from its documentation, the text it builds from them is not known',
    candidateNames: () => ['AGENTS.md'],
    readsListed: (rel) => rel === CURSOR_LEGACY || isCursorRule(rel),
    resolve(cwd, ctx, _settings) {
        const root = { dir: '.', marker: ctx.probe('.git').lkind !== 'missing' ? '.git' : ctx.assumeRoot ? 'assumed' : null };
        const r = { chain: newChain(CURSOR_ID, cwd, root), texts: [] };
        const add = (rel, body) => {
            const w = loadOrPassOver(ctx, r, rel);
            if (!w)
                return;
            const text = body ?? w.text;
            if (!w.file.unread && isBlank(text)) {
                pushPassed(r, { path: rel, reason: 'whitespace-only' });
                return;
            }
            pushFile(r, w.file, text);
        };
        add(CURSOR_LEGACY);
        // Rules of the folders from the root down to cwd; a nested folder's rules are scoped to it.
        const dirs = ctx.dirsFrom('.', cwd);
        const rules = allRules(ctx);
        for (const rule of rules)
            raiseRuleFindings(ctx, rule);
        for (const d of dirs) {
            for (const rule of rules) {
                if (rule.scope !== d)
                    continue;
                if (rule.mode === 'always' || (rule.mode === 'auto' && rule.dirs.has(cwd))) {
                    add(rule.rel, rule.body);
                    continue;
                }
                const detail = rule.mode === 'auto'
                    ? `${MODE_TEXT.auto}, and globs ${JSON.stringify(rule.globs.join(', '))} match no file under ${cwdText(cwd)}`
                    : MODE_TEXT[rule.mode];
                pushPassed(r, { path: rule.rel, reason: 'not-configured', detail });
            }
        }
        for (const d of dirs)
            add(ctx.join(d, 'AGENTS.md'));
        return r;
    },
    render: renderSentFiles,
    validate(_settings, ctx) {
        // Rules are judged once per audit, whatever the working directories.
        for (const rule of allRules(ctx))
            raiseRuleFindings(ctx, rule);
        return raised(ctx, CURSOR_ID);
    },
};

;// CONCATENATED MODULE: ./lib/profiles/gemini.js
/**
 * Gemini CLI, as google-gemini/gemini-cli @5411f113 behaves (`memoryDiscovery.ts`,
 * `memoryImportProcessor.ts`, `memoryTool.ts`, `cli/src/config/settings.ts`; see docs/profiles.md#gemini):
 * - settings: `<cwd>/.gemini/settings.json` only (JSON with comments); a file that does not parse
 *   stops Gemini CLI at startup. `context.fileName` (string or list) is put *in front of* `GEMINI.md`,
 *   which is always kept; `context.memoryBoundaryMarkers` (default `[".git"]`) bounds the walk;
 * - walk: from cwd up to the first directory holding a boundary marker (none found: cwd only; an
 *   empty list: cwd only); every configured name present in a directory is loaded;
 * - order: the paths are de-duplicated by file identity (links followed) and then sorted as plain
 *   strings, so `/r/App/GEMINI.md` comes before `/r/GEMINI.md`: a child can precede its parent;
 * - each file's `@path` imports are expanded in place (5 levels, only inside the project root,
 *   not in backtick code, a cycle marked `<!-- File already processed -->`), then the text is
 *   trimmed; a blank result is dropped. No budget.
 */









const GEMINI_MD = 'GEMINI.md';
const GEMINI_ID = 'gemini';
/** What `<dir>/.gemini/settings.json` tells Gemini CLI started in `dir`. */
function geminiSettings(ctx, dir) {
    const rel = ctx.join(dir, '.gemini/settings.json');
    const out = { names: [GEMINI_MD], markers: ['.git'], fatal: null, findings: [] };
    const r = readAgentConfig(ctx, rel, 'json-comments');
    if (r.status === 'absent')
        return out;
    if (r.status === 'unreadable') {
        out.findings.push([`unread\0${rel}`, { ruleId: 'agent-config-invalid', severity: 'info', path: rel, line: null, profiles: [GEMINI_ID], message: `${rel}: ${r.reason}; the audit cannot read it and assumes Gemini CLI's defaults (GEMINI.md, boundary marker .git).` }]);
        return out;
    }
    if (r.status === 'invalid') {
        out.fatal = `${rel}${r.problem.line ? `:${r.problem.line}` : ''}: ${r.problem.message}`;
        out.findings.push([`config\0${rel}`, configFinding(rel, [GEMINI_ID], r.problem, 'Gemini CLI stops at startup ("Please fix the configuration file(s) and try again") when started here.')]);
        return out;
    }
    if (typeof r.value !== 'object' || r.value === null || Array.isArray(r.value)) {
        out.fatal = `${rel}:1: the file holds ${typeName(r.value)}, not a JSON object`;
        out.findings.push([`config\0${rel}`, configFinding(rel, [GEMINI_ID], { message: `the file holds ${typeName(r.value)}, not a JSON object`, line: 1 }, 'Gemini CLI stops at startup when started here.')]);
        return out;
    }
    const warn = (key, message) => {
        const at = r.placeOf(key);
        out.findings.push([
            `shape\0${rel}\0${key.join('.')}`,
            { ...configFinding(rel, [GEMINI_ID], { message, line: at?.line ?? null, ...(at ? { column: at.column } : {}) }, 'Gemini CLI reports a settings validation warning; the audit uses the default instead.'), severity: 'warning' },
        ]);
    };
    const fileName = getPath(r.value, ['context', 'fileName']);
    if (fileName !== undefined) {
        const list = stringOrList(fileName);
        if (list === null) {
            // Gemini CLI 0.61.0 calls .trim() on each name and crashes at startup (a TypeError).
            const at = r.placeOf(['context', 'fileName']);
            out.fatal = `${rel}${at ? `:${at.line}` : ''}: "context.fileName" is ${typeName(fileName)}, not a file name or a list of file names; Gemini CLI crashes at startup`;
            out.findings.push([
                `shape\0${rel}\0context.fileName`,
                configFinding(rel, [GEMINI_ID], { message: `"context.fileName" is ${typeName(fileName)}; Gemini CLI expects a file name or a list of file names`, line: at?.line ?? null, ...(at ? { column: at.column } : {}) }, 'Gemini CLI crashes at startup (setGeminiMdFilename: a TypeError) when started here.'),
            ]);
            return out;
        }
        else {
            const names = [];
            for (const raw of list) {
                const n = raw.trim().replace(/\\/g, '/').replace(/^(\.\/)+/, '');
                if (n === '')
                    continue;
                // Gemini CLI joins a name with a "/" or ".." as a path from each directory it walks
                // (path.normalize, no traversal check): "../UP.md" loads UP.md from the parent.
                if (n.startsWith('/')) {
                    warn(['context', 'fileName'], `"context.fileName" entry ${JSON.stringify(raw)} is an absolute path; the audit does not follow it`);
                    continue;
                }
                if (!names.includes(n))
                    names.push(n);
            }
            // setGeminiMdFilename puts the configured names in front of the current list and keeps GEMINI.md.
            out.names = [...names, ...(names.includes(GEMINI_MD) ? [] : [GEMINI_MD])];
        }
    }
    const markers = getPath(r.value, ['context', 'memoryBoundaryMarkers']);
    if (markers !== undefined) {
        const list = stringList(markers);
        if (list === null)
            warn(['context', 'memoryBoundaryMarkers'], `"context.memoryBoundaryMarkers" is ${typeName(markers)}; Gemini CLI expects a list of names`);
        else
            out.markers = list.filter((m) => m !== '' && !m.startsWith('/') && !m.includes('..'));
    }
    return out;
}
const gemini = {
    id: GEMINI_ID,
    name: 'Gemini CLI',
    description: 'Gemini CLI (memoryDiscovery.ts): GEMINI.md plus context.fileName, every name in every directory up to the boundary marker, sorted as path strings, @imports; no budget.',
    verifiedVersion: VERIFIED_VERSIONS.gemini,
    signals: [
        { glob: '**/GEMINI.md', what: 'GEMINI.md files' },
        { glob: '**/.gemini/**', what: 'files under .gemini/' },
    ],
    budgeted: false,
    missedFileFix: geminiMissedFix,
    candidateNames(_settings, ctx) {
        const out = new Set([GEMINI_MD]);
        if (ctx) {
            for (const f of ctx.listedNamed('settings.json')) {
                if (f !== '.gemini/settings.json' && !f.endsWith('/.gemini/settings.json'))
                    continue;
                const dir = f === '.gemini/settings.json' ? '.' : f.slice(0, -'/.gemini/settings.json'.length);
                for (const n of geminiSettings(ctx, dir).names)
                    if (!n.includes('/'))
                        out.add(n);
            }
        }
        return [...out];
    },
    resolve(cwd, ctx, settings) {
        if ((settings.agentState ?? DEFAULT_AGENT_STATE).geminiFolderTrust === 'untrusted')
            return untrusted(cwd, ctx);
        const gs = geminiSettings(ctx, cwd);
        for (const [identity, f] of gs.findings)
            raise(ctx, GEMINI_ID, identity, f, cwd);
        const root = gs.markers.length === 0 ? { dir: cwd, marker: null } : ctx.rootOf(cwd, { markers: gs.markers, allowSymlinkMarker: true });
        const r = { chain: newChain(GEMINI_ID, cwd, root), texts: [], blocks: [], ...(settings.home ? { home: settings.home } : {}) };
        if (gs.fatal !== null) {
            r.chain.agentWarnings.push(`${gs.fatal}: Gemini CLI cannot load its settings and stops; no context is loaded.`);
            r.chain.startError = gs.fatal;
            return r;
        }
        // Global tier: ~/.gemini/<every name>.
        if (settings.home) {
            for (const n of gs.names) {
                if (n.includes('/'))
                    continue; // a path name: the audit reads nothing outside ~/.gemini
                const doc = readPersonal(`${settings.home}/.gemini`, '~/.gemini', [n], ctx.readCap, isBlank);
                if (!doc)
                    continue;
                r.blocks.push({ index: r.chain.files.length, content: doc.text.trim(), global: true });
                pushFile(r, { ...doc.file, loadedBytes: doc.file.size }, doc.text);
            }
        }
        // Environment tier: every configured name in every directory from the ceiling down to cwd.
        const found = [];
        for (const d of ctx.dirsFrom(root.dir, cwd)) {
            for (const n of gs.names) {
                const rel = n.includes('/') ? joinInside(d, n) : ctx.join(d, n);
                if (rel === null || rel === '.')
                    continue; // above the audited root: never read
                const p = ctx.probe(rel);
                if (p.lkind === 'missing')
                    continue;
                if (p.kind === 'missing') {
                    pushPassed(r, { path: rel, reason: 'not-regular-file', detail: 'a dangling symlink (Gemini CLI treats it as absent)' });
                    continue;
                }
                found.push(rel);
            }
        }
        // Names Gemini is not configured to read, present in the walked directories.
        for (const d of ctx.dirsFrom(root.dir, cwd)) {
            for (const n of ['AGENTS.md', 'CLAUDE.md']) {
                if (gs.names.includes(n))
                    continue;
                const rel = ctx.join(d, n);
                if (ctx.probe(rel).lkind !== 'missing') {
                    const where = ctx.join(cwd, '.gemini/settings.json');
                    const how = gs.names.length > 1 ? `context.fileName in ${where} names ${gs.names.filter((x) => x !== GEMINI_MD).join(', ')}` : `no context.fileName in ${where}`;
                    pushPassed(r, { path: rel, reason: 'not-configured', detail: `Gemini CLI started here reads ${gs.names.join(', ')} only (${how})` });
                }
            }
        }
        // De-duplicate by file identity, first occurrence kept, then sort the path strings.
        const byIdentity = new Map();
        const unique = [];
        for (const rel of found) {
            const idKey = ctx.probe(rel).link?.resolved ?? rel;
            const first = byIdentity.get(idKey);
            if (first !== undefined) {
                pushPassed(r, { path: rel, reason: 'hidden', detail: `the same file as ${first}; Gemini CLI loads each file once` });
                continue;
            }
            byIdentity.set(idKey, rel);
            unique.push(rel);
        }
        unique.sort();
        const loaded = new Set();
        for (const rel of unique) {
            const w = loadWhole(ctx, rel);
            if (w.kind === 'absent' || w.kind === 'dangling')
                continue;
            if (w.kind === 'nonfile') {
                if (ctx.probe(rel).kind === 'fifo') {
                    pushPassed(r, w.passed);
                    r.chain.agentWarnings.push(`${rel} is a FIFO: Gemini CLI opens it to read it and waits for a writer, so its startup hangs.`);
                    continue;
                }
                pushPassed(r, { ...w.passed, detail: `${w.passed.detail ?? ''}; Gemini CLI skips it` });
                continue;
            }
            if (w.kind === 'unreadable') {
                pushPassed(r, w.passed);
                r.chain.agentWarnings.push(`${rel}: Gemini CLI warns "Could not read" and skips it (${w.passed.detail ?? 'read error'}).`);
                continue;
            }
            if (w.file.unread) {
                r.blocks.push({ index: r.chain.files.length, content: '', global: false });
                pushFile(r, w.file, '');
                continue;
            }
            const imports = [];
            const projectRoot = gs.markers.length === 0 ? dirOf(rel) : ctx.rootOf(dirOf(rel), { markers: gs.markers, allowSymlinkMarker: true }).dir;
            const processed = expandImports(ctx, cwd, rel, w.text, dirOf(rel), 0, new Set(), projectRoot, imports, [rel], GEMINI_IMPORTS);
            const content = processed.trim();
            if (content === '') {
                pushPassed(r, { path: rel, reason: 'whitespace-only' });
                continue;
            }
            r.blocks.push({ index: r.chain.files.length, content, global: false });
            pushFile(r, w.file, content);
            for (const imp of imports) {
                if (loaded.has(imp.file.path) || imp.file.path === rel)
                    continue;
                loaded.add(imp.file.path);
                pushFile(r, imp.file, imp.text);
            }
            loaded.add(rel);
        }
        return r;
    },
    render(resolved, cwdAbs) {
        const rootAbs = rootAbsOf(cwdAbs, resolved.chain.cwd);
        const blocks = resolved.blocks ?? resolved.chain.files.map((_, i) => ({ index: i, content: (resolved.texts[i] ?? '').trim(), global: false }));
        const concat = (global) => blocks
            .filter((b) => b.global === global && b.content !== '')
            .map((b) => {
            const p = absOf(rootAbs, resolved.chain.files[b.index], resolved.home);
            return `--- Context from: ${p} ---\n${b.content}\n--- End of Context from: ${p} ---`;
        })
            .join('\n\n');
        const sections = [];
        const g = concat(true);
        const p = concat(false);
        if (g !== '')
            sections.push(`--- Global ---\n${g}`);
        if (p !== '')
            sections.push(`--- Project ---\n${p}`);
        return sections.join('\n\n');
    },
    validate(_settings, ctx) {
        return raised(ctx, GEMINI_ID);
    },
};
const gemini_UNTRUSTED_RULE = 'gemini-untrusted';
/**
 * Gemini CLI in a folder its folder trust (on by default) does not trust (verified with 0.61.0):
 * headless (`gemini -p`) it refuses to start, exit 55, before it reads anything; an interactive
 * session asks, or runs without project context and workspace settings.
 */
function untrusted(cwd, ctx) {
    const root = ctx.rootOf(cwd, GIT_ROOT);
    const r = { chain: newChain(GEMINI_ID, cwd, root), texts: [] };
    raise(ctx, GEMINI_ID, 'untrusted', {
        ruleId: gemini_UNTRUSTED_RULE,
        severity: 'error',
        path: null,
        line: null,
        profiles: [GEMINI_ID],
        message: 'Gemini CLI does not start in a folder its folder trust does not trust (the audit was told gemini-folder-trust=untrusted): `gemini -p` exits 55 ("Gemini CLI is not running in a trusted directory"), and an interactive session there loads no project GEMINI.md and ignores .gemini/settings.json, so the team\'s rules are never seen. Trust the folder (Gemini CLI asks on first start; ~/.gemini/trustedFolders.json), and set GEMINI_CLI_TRUST_WORKSPACE=true where it runs headless (CI, scripts).',
    }, cwd);
    r.chain.startError = 'the folder is not trusted: Gemini CLI does not start headless here (gemini -p exits 55) and loads no project context interactively';
    r.chain.agentWarnings.push(`${r.chain.startError}.`);
    for (const d of ctx.dirsFrom(root.dir, cwd)) {
        const rel = ctx.join(d, GEMINI_MD);
        if (ctx.probe(rel).kind === 'file')
            pushPassed(r, { path: rel, reason: 'not-configured', detail: 'the folder is not trusted: Gemini CLI loads no project context' });
    }
    return r;
}
const GEMINI_IMPORTS = { id: GEMINI_ID, agent: 'Gemini CLI', missing: 'comment' };
/**
 * Gemini's `processImports` (tree format) on `content` of a file in `baseDir`: each import replaced
 * by the imported text (recursively) or by a comment saying why it failed. `processed` holds the
 * files imported on the current path (Gemini: not the top-level file itself; Qwen Code: with it).
 */
function expandImports(ctx, cwd, fileRel, content, baseDir, depth, processed, projectRoot, imports, trail, style) {
    const tokens = geminiImportTokens(content).filter((t) => !t.inCode);
    const at = (t) => ({ path: fileRel, line: t.line, column: t.column, profiles: [style.id] });
    if (depth >= IMPORT_MAX_DEPTH) {
        for (const t of tokens) {
            raise(ctx, style.id, `deep\0${fileRel}\0${t.raw}\0${t.line}`, {
                ruleId: 'import-too-deep',
                severity: 'warning',
                ...at(t),
                message: `@${shownPath(t.raw)} in ${fileRel} is not followed: ${fileRel} is itself ${IMPORT_MAX_DEPTH} imports deep (${trail.join(' → ')}), where ${style.agent} stops processing imports and leaves the text as written. Import it from a file nearer the top.`,
                key: t.raw,
            }, cwd);
        }
        return content;
    }
    let out = '';
    let last = 0;
    for (const t of tokens) {
        out += content.slice(last, t.start);
        last = t.end;
        const target = importTarget(`${baseDir}/x`, t.raw);
        const insideProject = target.kind === 'repo' &&
            (projectRoot === '.' || target.rel === projectRoot || target.rel.startsWith(`${projectRoot}/`)) &&
            !leavesThroughLink(ctx, target.rel) &&
            !(ctx.probe(target.rel).link?.outside ?? false) &&
            (() => {
                const resolved = ctx.probe(target.rel).link?.resolved;
                return resolved === undefined || resolved === null || projectRoot === '.' || resolved === projectRoot || resolved.startsWith(`${projectRoot}/`);
            })();
        if (!insideProject) {
            out += `<!-- Import failed: ${t.raw} - Path traversal attempt -->`;
            const why = target.kind === 'url' ? `is a URL, which ${style.agent} never imports` : `leaves the project root (${projectRoot === '.' ? 'the repository root' : projectRoot})`;
            raise(ctx, style.id, `outside\0${fileRel}\0${t.raw}\0${t.line}`, {
                ruleId: 'import-outside-root',
                severity: 'warning',
                ...at(t),
                message: `@${shownPath(t.raw)} ${why}: ${style.agent} refuses the import and puts "<!-- Import failed: … Path traversal attempt -->" in its place. Keep imported files inside the project.`,
                key: t.raw,
            }, cwd);
            continue;
        }
        const rel = target.kind === 'repo' ? target.rel : '';
        if (processed.has(rel)) {
            out += `<!-- File already processed: ${t.raw} -->`;
            raise(ctx, style.id, `cycle\0${fileRel}\0${t.raw}\0${t.line}`, {
                ruleId: 'import-cycle',
                severity: 'warning',
                ...at(t),
                message: `@${shownPath(t.raw)} imports ${shownPath(rel)}, which is already being imported on this path (${[...trail, rel].map(shownPath).join(' → ')}): a cycle. ${style.agent} inserts "<!-- File already processed -->" there, after having repeated the files in between. Remove one of the imports.`,
                key: t.raw,
            }, cwd);
            continue;
        }
        const w = loadWhole(ctx, rel);
        if ((w.kind === 'absent' || w.kind === 'dangling') && style.missing === 'text') {
            // Qwen Code 0.24.4: a target that does not exist (ENOENT) stays in the text as written.
            out += `@${t.raw}`;
            raise(ctx, style.id, `missing\0${fileRel}\0${t.raw}\0${t.line}`, {
                ruleId: 'import-missing',
                severity: 'warning',
                ...at(t),
                message: `@${shownPath(t.raw)} reads to ${style.agent} as an import of ${shownPath(rel)}, which does not exist: ${style.agent} leaves "@${shownPath(t.raw)}" in the text as written and imports nothing. Fix the path, or write it in backticks if it is not meant as an import.`,
                key: t.raw,
            }, cwd);
            continue;
        }
        if (w.kind !== 'loaded') {
            // Gemini CLI 0.61.0 quotes the error of its access() check, with the absolute path.
            const why = w.kind === 'absent' || w.kind === 'dangling' ? `ENOENT: no such file or directory, access '${external_node_path_.join(ctx.root, ...rel.split('/'))}'` : w.kind === 'nonfile' ? 'EISDIR: illegal operation on a directory, read' : (w.passed.detail ?? 'read error');
            out += `<!-- Import failed: ${t.raw} - ${why} -->`;
            raise(ctx, style.id, `missing\0${fileRel}\0${t.raw}\0${t.line}`, {
                ruleId: 'import-missing',
                severity: 'warning',
                ...at(t),
                message: `@${shownPath(t.raw)} reads to ${style.agent} as an import of ${shownPath(rel)}, which ${w.kind === 'absent' ? 'does not exist' : w.kind === 'nonfile' ? 'is not a file' : 'cannot be read'}: ${style.agent} replaces "@${shownPath(t.raw)}" with an "<!-- Import failed -->" comment, so the model never sees those words. Fix the path, or write it in backticks if it is not meant as an import.`,
                key: t.raw,
            }, cwd);
            continue;
        }
        const next = new Set(processed);
        next.add(rel);
        imports.push({ file: w.file, text: w.text });
        const inner = w.file.unread ? '' : expandImports(ctx, cwd, rel, w.text, dirOf(rel), depth + 1, next, projectRoot, imports, [...trail, rel], style);
        out += `<!-- Imported from: ${t.raw} -->\n${inner}\n<!-- End of import from: ${t.raw} -->`;
    }
    out += content.slice(last);
    return out;
}

;// CONCATENATED MODULE: ./lib/profiles/opencode.js
/**
 * OpenCode, as `packages/opencode/src/session/instruction.ts` (@00b964bd) and
 * `src/config/config.ts` behave (see docs/profiles.md#opencode):
 * - root: the git worktree (the nearest `.git`, file or directory); outside git OpenCode walks to
 *   `/`, which the audit models as walking to the audited root;
 * - names `AGENTS.md`, `CLAUDE.md`, `CONTEXT.md`: the *first name* with any match from cwd up to the
 *   root wins the whole chain, and every match of that name is loaded, nearest first; so one
 *   AGENTS.md anywhere in the chain hides every CLAUDE.md. `opencode@local` also pulls in each
 *   name's `.local.md` variant (version-dependent);
 * - existence follows links (a dangling link is absent; a directory counts, reads as "" and is
 *   skipped); only files whose content is exactly "" are skipped, whitespace-only files are kept;
 * - no budget; each file is rendered `Instructions from: <absolute path>\n<content>` (a UTF-8 BOM
 *   is not sent);
 * - the personal files (first group with any file) come first, then the repository files, then
 *   `instructions` from every `opencode.json` / `opencode.jsonc` (in that order in one folder)
 *   between the worktree and cwd (concatenated), globbed in every directory from cwd up to the
 *   root; URLs last (fetched at startup, dropped silently on failure).
 */






const OPENCODE_FILES = ['AGENTS.md', 'CLAUDE.md', 'CONTEXT.md'];
/** In one folder `opencode.json` is read before `opencode.jsonc` (recorded: opencode-json-before-jsonc). */
const CONFIG_NAMES = ['opencode.json', 'opencode.jsonc'];
const opencode_GLOB_CHARS = /[*?[\]{}!]/;
function localVariant(name) {
    return name.replace(/\.md$/, '.local.md');
}
/** OpenCode's `fs.exists`: follows links; a directory or FIFO exists too. */
function exists(ctx, rel) {
    const p = ctx.probe(rel);
    return p.lkind !== 'missing' && p.kind !== 'missing';
}
const configMemo = new WeakMap();
const OPENCODE_FLAVOUR = {
    configNames: CONFIG_NAMES,
    configDirs: ['.opencode'],
    personal: (home) => [
        [`${home}/.config/opencode`, '~/.config/opencode', ['AGENTS.md']],
        [`${home}/.claude`, '~/.claude', ['CLAUDE.md']],
    ],
};
/** The project configuration files OpenCode merges for `cwd`, lowest precedence first. */
function configFiles(dirs, flavour) {
    const nearest = [...dirs].reverse();
    const out = [];
    // Folder by folder from the worktree down, every name in each (recorded: opencode-config-root-jsonc-pkg-json).
    for (const d of dirs)
        for (const name of flavour.configNames)
            out.push(d === '.' ? name : `${d}/${name}`);
    for (const d of nearest)
        for (const sub of flavour.configDirs)
            for (const name of flavour.configNames)
                out.push(d === '.' ? `${sub}/${name}` : `${d}/${sub}/${name}`);
    return out;
}
function mergedConfig(ctx, profile, dirs, flavour) {
    const memo = memoFor(configMemo, ctx);
    const key = `${profile}\0${dirs.join('\0')}`;
    const hit = memo.get(key);
    if (hit)
        return hit;
    const merged = { entries: [], broken: null, findings: [] };
    const raise = (identity, f) => {
        merged.findings.push([identity, f]);
    };
    const seen = new Set();
    for (const rel of configFiles(dirs, flavour)) {
        const r = readAgentConfig(ctx, rel, 'jsonc');
        if (r.status === 'absent')
            continue;
        if (r.status === 'unreadable')
            continue;
        if (r.status === 'invalid') {
            raise(`config\0${rel}`, configFinding(rel, [profile], r.problem, 'OpenCode refuses to start with a configuration file it cannot parse.'));
            merged.broken ??= rel;
            continue;
        }
        if (typeof r.value !== 'object' || r.value === null || Array.isArray(r.value)) {
            raise(`config\0${rel}`, configFinding(rel, [profile], { message: `the file holds ${typeName(r.value)}, not an object`, line: 1 }, 'OpenCode refuses to start.'));
            merged.broken ??= rel;
            continue;
        }
        const raw = r.value.instructions;
        if (raw === undefined)
            continue;
        const list = stringList(raw);
        if (list === null) {
            const at = r.placeOf(['instructions']);
            raise(`config\0${rel}\0instructions`, configFinding(rel, [profile], { message: `"instructions" is ${typeName(raw)}; OpenCode expects a list of paths, globs or URLs`, line: at?.line ?? null, ...(at ? { column: at.column } : {}) }, 'OpenCode rejects the configuration and does not start.'));
            merged.broken ??= rel;
            continue;
        }
        list.forEach((value, i) => {
            if (seen.has(value))
                return;
            seen.add(value);
            const at = r.placeOf(['instructions', i]);
            merged.entries.push({ value, file: rel, line: at?.line ?? null, ...(at ? { column: at.column } : {}) });
        });
    }
    memo.set(key, merged);
    return merged;
}
const globMemo = new WeakMap();
/** Files matching a relative `instructions` pattern from `dir` (OpenCode globs with dot files, files only). */
function globIn(ctx, dir, pattern) {
    if (!opencode_GLOB_CHARS.test(pattern)) {
        const rel = joinInside(dir, pattern);
        if (rel === null || rel === '.' || leavesThroughLink(ctx, rel))
            return [];
        return ctx.probe(rel).kind === 'file' ? [rel] : [];
    }
    const memo = memoFor(globMemo, ctx);
    const key = `${dir}\0${pattern}`;
    const hit = memo.get(key);
    if (hit)
        return hit;
    const norm = pattern.replace(/^\.\//, '');
    const out = [];
    if (!norm.split('/').includes('..') && !norm.startsWith('/')) {
        const isMatch = picomatch(norm, { dot: true });
        const prefix = dir === '.' ? '' : `${dir}/`;
        // Only files under the pattern's static base can match (`docs/` for `docs/*.md`).
        const base = picomatch.scan(norm).base;
        for (const f of listedUnder(ctx, base === '' ? prefix : `${prefix}${base}/`)) {
            if (isMatch(f.slice(prefix.length)) && ctx.probe(f).kind === 'file')
                out.push(f);
        }
    }
    if (out.length > 1)
        out.sort(globOrder(ctx));
    memo.set(key, out);
    return out;
}
const orderMemo = new WeakMap();
/**
 * OpenCode 1.18.33 yields a glob's matches in the reverse of the order the file system lists each
 * directory (seen with the harness on ext4, where that order is a hash of the names): two matches
 * are ordered at the first directory where their paths part, the entry listed later first. A
 * directory that cannot be listed falls back to the sorted order.
 */
function globOrder(ctx) {
    const memo = memoFor(orderMemo, ctx);
    const rankIn = (dir) => {
        let m = memo.get(dir);
        if (!m) {
            const p = ctx.probe(dir);
            const ok = dir === '.' || (p.lkind === 'directory' && !leavesThroughLink(ctx, dir));
            const names = ok ? ctx.directoryOrder(dir) : null;
            m = new Map((names ?? []).map((n, i) => [n, i]));
            memo.set(dir, m);
        }
        return m;
    };
    return (a, b) => {
        const x = a.split('/');
        const y = b.split('/');
        let i = 0;
        while (i < x.length - 1 && i < y.length - 1 && x[i] === y[i])
            i++;
        const ranks = rankIn(i === 0 ? '.' : x.slice(0, i).join('/'));
        const ra = ranks.get(x[i]);
        const rb = ranks.get(y[i]);
        if (ra !== undefined && rb !== undefined && ra !== rb)
            return rb - ra;
        return a < b ? -1 : a > b ? 1 : 0;
    };
}
function makeOpencode(id, withLocal, flavour = OPENCODE_FLAVOUR) {
    const names = () => (withLocal ? OPENCODE_FILES.flatMap((n) => [n, localVariant(n)]) : [...OPENCODE_FILES]);
    return {
        id,
        name: withLocal ? 'OpenCode (with .local.md variants)' : 'OpenCode',
        description: withLocal
            ? 'OpenCode with the newer AGENTS.local.md / CLAUDE.local.md / CONTEXT.local.md variants: first name with any match wins the whole chain, nearest first, no budget.'
            : 'OpenCode (session/instruction.ts): AGENTS.md, CLAUDE.md, CONTEXT.md; the first name with any match wins the whole chain, nearest first, no budget; opencode.json instructions.',
        ...(withLocal ? {} : { verifiedVersion: VERIFIED_VERSIONS.opencode }),
        // Its configuration, found from the working directory up; not its instruction names, which are other agents' too.
        ...(withLocal
            ? {}
            : {
                signals: [
                    { glob: '**/opencode.json', what: 'opencode.json files' },
                    { glob: '**/opencode.jsonc', what: 'opencode.jsonc files' },
                    { glob: '**/.opencode/**', what: 'files under .opencode/' },
                ],
            }),
        budgeted: false,
        stripsBom: true,
        candidateNames: () => names(),
        missedFileFix: opencodeMissedFix,
        prefetch(cwd, ctx) {
            ctx.rootOf(cwd, GIT_ROOT);
        },
        resolve(cwd, ctx, settings) {
            const found = ctx.rootOf(cwd, GIT_ROOT);
            const root = found.marker === null ? { dir: '.', marker: FS_ROOT_MARKER } : found;
            const r = { chain: newChain(id, cwd, root), texts: [], ...(settings.home ? { home: settings.home } : {}) };
            const dirs = ctx.dirsFrom(root.dir, cwd);
            const nearest = [...dirs].reverse();
            const config = mergedConfig(ctx, id, dirs, flavour);
            for (const [identity, f] of config.findings)
                raise(ctx, id, identity, f, cwd);
            if (config.broken !== null) {
                r.chain.agentWarnings.push(`${config.broken}: OpenCode cannot load this configuration file and does not start; no instructions are loaded.`);
                r.chain.startError = `${config.broken}: OpenCode cannot load this configuration file and does not start`;
                return r;
            }
            // The first FILES name with any match (or any .local.md match) wins the whole chain.
            const paths = [];
            let winner = null;
            for (const name of OPENCODE_FILES) {
                const matches = nearest.map((d) => ctx.join(d, name)).filter((p) => exists(ctx, p));
                const locals = withLocal ? nearest.map((d) => ctx.join(d, localVariant(name))).filter((p) => exists(ctx, p)) : [];
                if (matches.length > 0 || locals.length > 0) {
                    winner = name;
                    paths.push(...matches, ...locals);
                    break;
                }
            }
            if (winner !== null) {
                const first = paths[0];
                for (const name of names()) {
                    if (name === winner || name === localVariant(winner))
                        continue;
                    for (const d of nearest) {
                        const rel = ctx.join(d, name);
                        if (ctx.probe(rel).lkind === 'missing')
                            continue;
                        const found = first === baseOf(first) ? `${first} exists` : `${baseOf(first)} is found in the chain (${first})`;
                        pushPassed(r, { path: rel, reason: 'hidden', detail: `${found}, so OpenCode reads no ${name} anywhere in the chain` });
                    }
                }
            }
            // Dangling links with a candidate name are absent to OpenCode; show them.
            for (const name of names()) {
                for (const d of nearest) {
                    const rel = ctx.join(d, name);
                    const p = ctx.probe(rel);
                    if (p.lkind === 'symlink' && p.kind === 'missing')
                        pushPassed(r, { path: rel, reason: 'not-regular-file', detail: 'a dangling symlink (OpenCode treats it as absent)' });
                }
            }
            const added = new Set();
            const load = (rel) => {
                if (added.has(rel))
                    return;
                added.add(rel);
                const w = loadWhole(ctx, rel);
                if (w.kind === 'loaded') {
                    if (w.text === '' && !w.file.unread) {
                        pushPassed(r, { path: rel, reason: 'whitespace-only', detail: 'empty file (OpenCode skips only files whose content is exactly empty)' });
                        return;
                    }
                    // OpenCode drops a leading UTF-8 BOM (recorded: opencode-strips-bom).
                    pushFile(r, w.file, w.text.startsWith('\uFEFF') ? w.text.slice(1) : w.text);
                }
                else if (w.kind === 'nonfile' && ctx.probe(rel).kind === 'fifo') {
                    pushPassed(r, w.passed);
                    r.chain.agentWarnings.push(`${rel} is a FIFO: OpenCode opens it to read it and waits for a writer, so its session start hangs.`);
                }
                else if (w.kind === 'nonfile' || w.kind === 'unreadable') {
                    pushPassed(r, { ...w.passed, detail: `${w.passed.detail ?? ''}; OpenCode reads it as empty and skips it`.replace(/^; /, '') });
                }
            };
            // Personal files (OpenCode and Kilo send them first; recorded: opencode-personal-block-first): the
            // first group with any existing file.
            const personal = () => {
                if (!settings.home)
                    return;
                for (const [dir, display, files] of flavour.personal(settings.home)) {
                    const docs = (withLocal ? files.flatMap((f) => [f, localVariant(f)]) : files).map((f) => readPersonal(dir, display, [f], ctx.readCap, (t) => t === '')).filter((d) => d !== null);
                    if (docs.length === 0)
                        continue;
                    for (const d of docs)
                        pushFile(r, { ...d.file, loadedBytes: d.file.size }, d.text);
                    break;
                }
            };
            personal();
            for (const p of paths)
                load(p);
            for (const p of flavour.extraInstructions?.(ctx, cwd, r) ?? [])
                load(p);
            // opencode.json `instructions`: paths and globs, resolved from cwd up to the root.
            const urls = [];
            for (const entry of config.entries) {
                const v = entry.value;
                if (/^https?:\/\//.test(v)) {
                    urls.push(v);
                    raise(ctx, id, `url\0${entry.file}\0${v}`, {
                        ruleId: 'remote-instructions',
                        severity: 'warning',
                        path: entry.file,
                        line: entry.line,
                        ...(entry.column !== undefined ? { column: entry.column } : {}),
                        profiles: [id],
                        message: `"instructions" names a URL (${redactUrl(v)}): OpenCode fetches it at every session start (5-second timeout) and drops it without a word when the fetch fails or returns an error, so what the agent sees depends on the network. Keep the text in the repository and name its path instead.`,
                        key: v,
                    }, cwd);
                    continue;
                }
                if (v.startsWith('~/') || v.startsWith('/')) {
                    r.chain.agentWarnings.push(`instructions entry ${JSON.stringify(v)} (${entry.file}) is outside the repository; the audit does not read it.`);
                    continue;
                }
                const hits = [];
                for (const d of nearest)
                    hits.push(...globIn(ctx, d, v));
                if (hits.length === 0) {
                    raise(ctx, id, `missing\0${entry.file}\0${v}`, {
                        ruleId: 'instructions-missing',
                        severity: 'warning',
                        path: entry.file,
                        line: entry.line,
                        ...(entry.column !== undefined ? { column: entry.column } : {}),
                        profiles: [id],
                        message: `"instructions" entry ${JSON.stringify(v)} matches no file: OpenCode resolves it from the working directory up to the repository root and finds nothing, so it adds nothing.`,
                        key: v,
                    }, cwd);
                }
                for (const h of hits)
                    load(h);
            }
            if (urls.length > 0) {
                r.chain.agentWarnings.push(`${urls.length} instruction URL${urls.length === 1 ? ' is' : 's are'} fetched at startup and not audited: ${urls.map(redactUrl).join(', ')}`);
            }
            return r;
        },
        render(resolved, cwdAbs) {
            const rootAbs = rootAbsOf(cwdAbs, resolved.chain.cwd);
            const parts = [];
            resolved.chain.files.forEach((f, i) => {
                const text = resolved.texts[i] ?? '';
                if (text === '')
                    return;
                parts.push(`Instructions from: ${absOf(rootAbs, f, resolved.home)}\n${text}`);
            });
            // OpenCode 1.18.33 joins the blocks with a single newline (content kept verbatim).
            return parts.join('\n');
        },
        validate(_settings, ctx) {
            return raised(ctx, id);
        },
    };
}
/** A URL for a message: the query string and any user:password part dropped (they may hold tokens). */
function redactUrl(u) {
    try {
        const url = new URL(u);
        const shown = `${url.protocol}//${url.host}${url.pathname}`;
        return url.search !== '' || url.username !== '' || url.password !== '' ? `${shown} (query and credentials not shown)` : shown;
    }
    catch {
        return u.length > 60 ? `${u.slice(0, 60)}…` : u;
    }
}
const opencode = makeOpencode('opencode', false);
const opencodeLocal = makeOpencode('opencode@local', true);

;// CONCATENATED MODULE: ./lib/profiles/kilo.js



const KILO_ID = 'kilo';
const KILO_RULES_CWD_RULE = 'kilo-rules-cwd-only';
const MODES = ['code', 'architect', 'ask', 'debug', 'orchestrator'];
const RULE_DIRS = ['.kilo', '.kilocode'];
const LEGACY = /(^|\/)(\.kilo|\.kilocode)\/rules(-(code|architect|ask|debug|orchestrator))?\/[^/]+\.md$|(^|\/)\.kilocoderules(-(code|architect|ask|debug|orchestrator))?$/;
/** The `.md` regular files of `dir` in the order the file system lists them (Kilo's readdir). */
function mdFiles(ctx, dir) {
    if (ctx.probe(dir).kind !== 'directory')
        return [];
    const names = ctx.directoryOrder(dir) ?? listedUnder(ctx, `${dir === '.' ? '' : `${dir}/`}`).filter((f) => dirOf(f) === dir).map(baseOf);
    return names.filter((n) => n.endsWith('.md')).map((n) => ctx.join(dir, n)).filter((rel) => ctx.probe(rel).lkind === 'file');
}
/** The legacy rule files Kilo started in `dir` turns into instructions, in its order. */
function kiloLegacyRules(ctx, dir) {
    const out = [];
    const group = (dirs) => {
        const names = new Set();
        for (const d of dirs) {
            for (const rel of mdFiles(ctx, ctx.join(dir, d))) {
                if (names.has(baseOf(rel)))
                    continue;
                names.add(baseOf(rel));
                out.push(rel);
            }
        }
    };
    const file = (name) => {
        const rel = ctx.join(dir, name);
        if (ctx.probe(rel).kind === 'file')
            out.push(rel);
    };
    group(RULE_DIRS.map((d) => `${d}/rules`));
    file('.kilocoderules');
    for (const m of MODES) {
        group(RULE_DIRS.map((d) => `${d}/rules-${m}`));
        file(`.kilocoderules-${m}`);
    }
    return out;
}
/** The legacy rules of the directories above cwd (up to the root), which Kilo started in cwd never reads. */
function unreadRules(ctx, cwd, r) {
    const dirs = ctx.dirsFrom(r.chain.root, cwd).filter((d) => d !== cwd);
    for (const d of dirs) {
        const missed = kiloLegacyRules(ctx, d);
        for (const rel of missed)
            pushPassed(r, { path: rel, reason: 'not-configured', detail: `Kilo reads legacy rules from its working directory only (${cwdText(cwd)})` });
        if (missed.length === 0)
            continue;
        raise(ctx, KILO_ID, `cwd-only\0${d}`, {
            ruleId: KILO_RULES_CWD_RULE,
            severity: 'warning',
            path: missed[0],
            line: null,
            profiles: [KILO_ID],
            message: `Kilo started in ${cwdText(cwd)} does not load ${missed.length === 1 ? missed[0] : `${missed.length} rule files of ${cwdText(d)} (${missed.join(', ')})`}: Kilo converts .kilo/rules, .kilocode/rules and .kilocoderules into instructions from the working directory only, so the rules apply only to sessions started in ${cwdText(d)}. Name them in "instructions" of kilo.json (paths are resolved up to the repository root), or move the text into AGENTS.md.`,
            key: d,
        }, cwd);
    }
}
const KILO_FLAVOUR = {
    configNames: ['kilo.jsonc', 'kilo.json', 'opencode.jsonc', 'opencode.json'],
    configDirs: ['.kilo', '.kilocode', '.opencode'],
    personal: (home) => [
        [`${home}/.config/kilo`, '~/.config/kilo', ['AGENTS.md']],
        [`${home}/.claude`, '~/.claude', ['CLAUDE.md']],
    ],
    extraInstructions(ctx, cwd, r) {
        unreadRules(ctx, cwd, r);
        return kiloLegacyRules(ctx, cwd);
    },
};
const kilo = {
    ...makeOpencode(KILO_ID, false, KILO_FLAVOUR),
    name: 'Kilo Code CLI',
    description: "Kilo Code CLI (an OpenCode fork): OpenCode's first-name-wins chain (AGENTS.md, CLAUDE.md, CONTEXT.md), the personal file first, kilo.json instructions, and legacy .kilo/.kilocode rules from the working directory only; no budget.",
    verifiedVersion: VERIFIED_VERSIONS.kilo,
    signals: [
        { glob: 'kilo.json', what: 'Kilo configuration (kilo.json)' },
        { glob: 'kilo.jsonc', what: 'Kilo configuration (kilo.jsonc)' },
        { glob: '.kilo/**', what: 'Kilo settings and rules (.kilo/)' },
        { glob: '.kilocode/**', what: 'Kilo Code rules (.kilocode/)' },
        { glob: '.kilocoderules*', what: 'legacy Kilo Code rules (.kilocoderules)' },
    ],
    readsListed: (rel) => LEGACY.test(rel),
};

;// CONCATENATED MODULE: ./lib/profiles/qwen.js
/**
 * Qwen Code, a Gemini CLI fork, as `@qwen-code/qwen-code` 0.24.4 behaves (its shipped bundle:
 * `memoryDiscovery.ts`, `memoryImportProcessor.ts`, `rulesDiscovery.ts`, `memory-constants.ts`;
 * checked against the binary by the conformance harness; see docs/profiles.md#qwen):
 * - names `QWEN.md` then `AGENTS.md`; `context.fileName` in `<cwd>/.qwen/settings.json`
 *   *replaces* the list (Gemini CLI puts the configured names in front of its own);
 * - for each name in turn, the personal `~/.qwen/<name>`, then every `<name>` from the directory
 *   *above* the git root (the walk stops one past it: `path.dirname(projectRoot)`) down to cwd,
 *   outermost first; nothing below cwd; outside git, up to the parent of the home directory;
 * - then `<git root>/.qwen/QWEN.local.md`; de-duplicated by real path; imports expanded as in
 *   Gemini CLI (5 levels, inside the file's git root, not in code) except that a target that does
 *   not exist stays as written; the text trimmed, a blank result dropped;
 * - each block `--- Context from: <path relative to cwd> ---`, joined by a blank line; then the
 *   rules of `<root>/.qwen/rules/**\/*.md` (sorted by path, links not followed, front matter
 *   dropped, HTML comments removed, trimmed; a rule with `paths:` waits until a matching file is
 *   read and is not in the first prompt) as `--- Rule from: <path relative to the root> ---`.
 * Folder trust is off by default (every folder trusted). No byte budget.
 */








const QWEN_ID = 'qwen';
const QWEN_NAMES = ['QWEN.md', 'AGENTS.md'];
const QWEN_ABOVE_ROOT_RULE = 'qwen-above-root';
const LOCAL = '.qwen/QWEN.local.md';
const qwen_RULES_DIR = '.qwen/rules/';
/** Qwen Code's findProjectRoot: an lstat of `.git` that is a directory or a file (a link to one does not count). */
const QWEN_ROOT = Object.freeze({ markers: Object.freeze(['.git']), allowSymlinkMarker: false });
const QWEN_IMPORTS = { id: QWEN_ID, agent: 'Qwen Code', missing: 'text' };
/** The context file names Qwen Code started in `cwd` reads: its default list, or `context.fileName` instead. */
function qwenNames(ctx, cwd) {
    const rel = ctx.join(cwd, '.qwen/settings.json');
    const r = readAgentConfig(ctx, rel, 'json-comments');
    if (r.status !== 'ok')
        return [...QWEN_NAMES];
    const raw = getPath(r.value, ['context', 'fileName']);
    const list = raw === undefined ? null : stringOrList(raw);
    if (raw !== undefined && list === null) {
        const at = r.placeOf(['context', 'fileName']);
        raise(ctx, QWEN_ID, `shape\0${rel}`, { ruleId: 'agent-config-invalid', severity: 'warning', path: rel, line: at?.line ?? null, profiles: [QWEN_ID], message: `"context.fileName" in ${rel} is ${typeName(raw)}, not a file name or a list of file names; the audit assumes Qwen Code's defaults (${QWEN_NAMES.join(', ')}).` }, cwd);
    }
    // setMemoryFilename: a non-empty list or string replaces the current names (trimmed); an empty one keeps them.
    const names = (list ?? []).map((n) => n.trim()).filter((n) => n !== '' && !n.includes('/') && !n.includes('\\'));
    return names.length > 0 ? [...new Set(names)] : [...QWEN_NAMES];
}
/** Qwen Code's rule file parse: front matter split off (`paths`, `description`), HTML comments removed, trimmed. */
function parseQwenRule(raw) {
    const normalized = raw.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n').replace(/\r/g, '\n');
    const m = /^---\n([\s\S]*?)\n---(?:\n|$)([\s\S]*)$/.exec(normalized);
    let body = normalized;
    let paths = null;
    if (m) {
        body = m[2];
        try {
            const front = (0,dist/* parse */.qg)(m[1]);
            const p = front?.paths;
            if (Array.isArray(p)) {
                const list = p.map(String).filter(Boolean);
                if (list.length > 0)
                    paths = list;
            }
            else if (typeof p === 'string' && p !== '')
                paths = [p];
        }
        catch {
            // Qwen Code logs a warning and keeps the body.
        }
    }
    let result = body;
    let prev;
    do {
        prev = result;
        result = prev.replace(/<!--[\s\S]*?-->/g, '');
    } while (result !== prev);
    const content = result.replace(/<!--/g, '').trim();
    return content === '' ? null : { content, paths };
}
function aboveMessage(file, gitRoot) {
    return `Qwen Code also loads ${file}, in the directory above the git repository (${gitRoot === '.' ? 'the audited root' : gitRoot}): its upward walk stops one directory past the git root, so a file there (a parent project's, another checkout's, a CI runner's workspace) joins every prompt started in the repository. Move or rename that file, or give Qwen Code a context.fileName that only the repository's files use.`;
}
/** Names present in the directory above the audited root (the walk's last step, outside the repository). */
function aboveRoot(ctx, names) {
    const parent = external_node_path_.dirname(ctx.root);
    if (parent === ctx.root)
        return [];
    return names.filter((n) => {
        try {
            return external_node_fs_.statSync(external_node_path_.join(parent, n)).isFile();
        }
        catch {
            return false;
        }
    });
}
const qwen = {
    id: QWEN_ID,
    name: 'Qwen Code',
    description: 'Qwen Code (memoryDiscovery.ts, a Gemini CLI fork): every QWEN.md, then every AGENTS.md (context.fileName replaces the list) from one directory above the git root down to cwd, .qwen/QWEN.local.md, @imports, then .qwen/rules; no budget.',
    verifiedVersion: VERIFIED_VERSIONS.qwen,
    signals: [
        { glob: '**/QWEN.md', what: 'QWEN.md files' },
        { glob: '.qwen/**', what: 'Qwen Code settings (.qwen/)' },
    ],
    budgeted: false,
    candidateNames(_settings, ctx) {
        const out = new Set(QWEN_NAMES);
        if (ctx)
            for (const f of ctx.listedNamed('settings.json'))
                if (f === '.qwen/settings.json' || f.endsWith('/.qwen/settings.json'))
                    for (const n of qwenNames(ctx, dirOf(dirOf(f))))
                        out.add(n);
        return [...out];
    },
    readsListed(rel) {
        return rel === LOCAL || (rel.startsWith(qwen_RULES_DIR) && rel.endsWith('.md'));
    },
    prefetch(cwd, ctx) {
        ctx.rootOf(cwd, QWEN_ROOT);
    },
    resolve(cwd, ctx, settings) {
        const names = qwenNames(ctx, cwd);
        const found = ctx.rootOf(cwd, QWEN_ROOT);
        const git = found.marker !== null;
        const root = git ? found : { dir: '.', marker: FS_ROOT_MARKER };
        const projectRoot = git ? found.dir : cwd;
        const r = { chain: newChain(QWEN_ID, cwd, root), texts: [], blocks: [], projectRoot, ...(settings.home ? { home: settings.home } : {}) };
        // The walk goes one directory past the git root: inside the audited root when the git root is
        // below it, else outside the repository (the audit does not read there; it says so when a file is there).
        const start = git && found.dir !== '.' ? dirOf(found.dir) : '.';
        if (git && found.dir === '.') {
            for (const n of aboveRoot(ctx, names)) {
                const abs = external_node_path_.join(external_node_path_.dirname(ctx.root), n);
                raise(ctx, QWEN_ID, `above\0${n}`, {
                    ruleId: QWEN_ABOVE_ROOT_RULE,
                    severity: 'warning',
                    path: null,
                    line: null,
                    profiles: [QWEN_ID],
                    message: `${aboveMessage(abs, '.')} The audit does not read outside the repository.`,
                    key: n,
                }, cwd);
                r.chain.agentWarnings.push(`Qwen Code also loads ${abs} (above the repository; not read by the audit).`);
            }
        }
        const paths = [];
        const dirs = ctx.dirsFrom(start, cwd);
        for (const n of names) {
            if (settings.home) {
                const doc = readPersonal(`${settings.home}/.qwen`, '~/.qwen', [n], ctx.readCap, () => false);
                if (doc)
                    paths.push({ rel: doc.file.path, personal: { ...doc.file, loadedBytes: doc.file.size }, text: doc.text });
            }
            for (const d of dirs) {
                const rel = ctx.join(d, n);
                const p = ctx.probe(rel);
                if (p.lkind === 'missing')
                    continue;
                if (p.kind === 'missing') {
                    pushPassed(r, { path: rel, reason: 'not-regular-file', detail: 'a dangling symlink (Qwen Code treats it as absent)' });
                    continue;
                }
                paths.push({ rel });
                if (d === start && git && start !== found.dir) {
                    raise(ctx, QWEN_ID, `above\0${rel}`, { ruleId: QWEN_ABOVE_ROOT_RULE, severity: 'warning', path: rel, line: null, profiles: [QWEN_ID], message: aboveMessage(rel, found.dir) }, cwd);
                }
            }
        }
        if (git) {
            const local = ctx.join(found.dir, LOCAL);
            if (ctx.probe(local).kind !== 'missing' && !paths.some((p) => p.rel === local))
                paths.push({ rel: local });
        }
        // De-duplicate by real path, the first kept.
        const seen = new Map();
        const loaded = new Set();
        for (const entry of paths) {
            if (entry.personal) {
                const content = (entry.text ?? '').trim();
                if (content === '')
                    continue;
                r.blocks.push({ index: r.chain.files.length, content, kind: 'context' });
                pushFile(r, entry.personal, entry.text ?? '');
                continue;
            }
            const rel = entry.rel;
            const identity = ctx.probe(rel).link?.resolved ?? rel;
            const first = seen.get(identity);
            if (first !== undefined) {
                pushPassed(r, { path: rel, reason: 'hidden', detail: `the same file as ${first}; Qwen Code loads each file once` });
                continue;
            }
            seen.set(identity, rel);
            const w = loadWhole(ctx, rel);
            if (w.kind === 'absent' || w.kind === 'dangling')
                continue;
            if (w.kind === 'nonfile' || w.kind === 'unreadable') {
                pushPassed(r, { ...w.passed, detail: `${w.passed.detail ?? ''}; Qwen Code warns "Could not read" and skips it` });
                if (ctx.probe(rel).kind === 'fifo')
                    r.chain.agentWarnings.push(`${rel} is a FIFO: Qwen Code opens it to read it and waits for a writer, so its startup hangs.`);
                continue;
            }
            if (w.file.unread) {
                pushFile(r, w.file, '');
                continue;
            }
            const imports = [];
            const importRoot = ctx.rootOf(dirOf(rel), QWEN_ROOT);
            const base = importRoot.marker !== null ? importRoot.dir : dirOf(rel);
            const content = expandImports(ctx, cwd, rel, w.text, dirOf(rel), 0, new Set([rel]), base, imports, [rel], QWEN_IMPORTS).trim();
            if (content === '') {
                pushPassed(r, { path: rel, reason: 'whitespace-only' });
                continue;
            }
            r.blocks.push({ index: r.chain.files.length, content, kind: 'context' });
            pushFile(r, w.file, content);
            loaded.add(rel);
            for (const imp of imports) {
                if (loaded.has(imp.file.path))
                    continue;
                loaded.add(imp.file.path);
                pushFile(r, imp.file, imp.text);
            }
        }
        // Rules: <root>/.qwen/rules/**/*.md, sorted by path; files only (a link is not followed).
        const prefix = projectRoot === '.' ? qwen_RULES_DIR : `${projectRoot}/${qwen_RULES_DIR}`;
        for (const rel of listedUnder(ctx, prefix)) {
            if (!rel.endsWith('.md') || ctx.probe(rel).lkind !== 'file' || throughLinkedDir(ctx, prefix, rel))
                continue;
            const w = loadWhole(ctx, rel);
            if (w.kind !== 'loaded' || w.file.unread)
                continue;
            const rule = parseQwenRule(w.text);
            if (rule === null) {
                pushPassed(r, { path: rel, reason: 'whitespace-only', detail: 'a rule with no text after its front matter and comments (Qwen Code drops it)' });
                continue;
            }
            if (rule.paths !== null) {
                pushPassed(r, { path: rel, reason: 'not-configured', detail: `a conditional rule (paths: ${rule.paths.join(', ')}): Qwen Code adds it only once the agent reads a matching file` });
                continue;
            }
            r.blocks.push({ index: r.chain.files.length, content: rule.content, kind: 'rule' });
            pushFile(r, w.file, rule.content);
        }
        return r;
    },
    render(resolved, cwdAbs) {
        const rootAbs = rootAbsOf(cwdAbs, resolved.chain.cwd);
        const q = resolved;
        const blocks = q.blocks ?? resolved.chain.files.map((_, i) => ({ index: i, content: (resolved.texts[i] ?? '').trim(), kind: 'context' }));
        const projectAbs = external_node_path_.join(rootAbs, ...(q.projectRoot ?? '.').split('/'));
        const abs = (f) => (f.personal && resolved.home !== undefined && f.path.startsWith('~/') ? external_node_path_.join(resolved.home, f.path.slice(2)) : external_node_path_.join(rootAbs, ...f.path.split('/')));
        const label = (b) => {
            const f = resolved.chain.files[b.index];
            return external_node_path_.relative(b.kind === 'rule' ? projectAbs : cwdAbs, abs(f)).split(external_node_path_.sep).join('/');
        };
        const section = (kind, word) => blocks
            .filter((b) => b.kind === kind && b.content !== '')
            .map((b) => `--- ${word} from: ${label(b)} ---\n${b.content}\n--- End of ${word} from: ${label(b)} ---`)
            .join('\n\n');
        return [section('context', 'Context'), section('rule', 'Rule')].filter((s) => s !== '').join('\n\n');
    },
    validate(_settings, ctx) {
        return raised(ctx, QWEN_ID);
    },
};
/** Whether a directory between `prefix` and `rel` is a link (Qwen Code's readdir walk does not enter it). */
function throughLinkedDir(ctx, prefix, rel) {
    for (let d = dirOf(rel); d.length >= prefix.length; d = dirOf(d))
        if (ctx.probe(d).lkind !== 'directory')
            return true;
    return false;
}

;// CONCATENATED MODULE: ./lib/profiles/index.js
/** The registry of agent profiles. Adding an agent: one file in this folder and one line here. */















/** `codex` first: it is the default. Ids with `@` select a version or variant of the same agent. */
const PROFILES = [
    codex,
    a3s,
    opencode,
    opencodeLocal,
    claudeCode,
    claudeCodeLegacy,
    claudeCodeBoth,
    gemini,
    copilotCli,
    copilotReview,
    copilot,
    aider,
    qwen,
    kilo,
    cline,
    continueCli,
    amp,
    auggie,
    cursor,
];
const KNOWN_PROFILES = PROFILES.map((p) => p.id);
function getProfile(id) {
    const p = PROFILES.find((x) => x.id === id);
    if (!p)
        throw new Error(`unknown profile ${JSON.stringify(id)}`);
    return p;
}

;// CONCATENATED MODULE: ./lib/profiles/auto.js
/**
 * `profiles: auto` (docs/profiles.md#auto): Codex's AGENTS.md convention, always, plus every agent
 * whose `signals` (Profile.signals) match a path of the one listing the audit made. Generic: any
 * profile in the registry that declares signals is picked by them. Pure, given the paths.
 *
 * Bounded work: one pass over the listing's paths for all profiles' signals, constant work per path
 * for the usual glob shapes (`matchSignals`); a signal keeps at most MAX_EXAMPLES example paths and
 * counts the rest.
 */


/** The pseudo profile id that asks for the choice. */
const AUTO = 'auto';
/** Always chosen by `auto`: the AGENTS.md convention every agent CLI the audit knows can read. */
const AUTO_BASE_PROFILE = 'codex';
/** What `because` says of a profile given by name. */
const NAMED = 'named';
const DEFAULT_BECAUSE = 'default: the AGENTS.md convention';
/** Example paths a `because` names per signal at most. */
const MAX_EXAMPLES = 2;
/**
 * The longest run of plain characters a path must hold to match `glob` (outside braces, brackets
 * and extglob parentheses, never across `/`), or null when there is none to rely on.
 */
function requiredLiteral(glob) {
    let best = '';
    let run = '';
    let depth = 0;
    for (let i = 0; i < glob.length; i++) {
        const ch = glob[i];
        if (ch === '\\')
            return null;
        if (ch === '{' || ch === '[' || ch === '(') {
            depth++;
            run = '';
            continue;
        }
        if (ch === '}' || ch === ']' || ch === ')') {
            depth = Math.max(0, depth - 1);
            run = '';
            continue;
        }
        // An extglob's `+(`/`@(`/`!(`/`?(`/`*(` and any wildcard end a run.
        if (depth > 0 || ch === '*' || ch === '?' || ch === '/' || ch === '!' || ch === '+' || ch === '@' || ch === '|') {
            run = '';
            continue;
        }
        run += ch;
        if (run.length > best.length)
            best = run;
    }
    return best === '' ? null : best;
}
const SPECIAL = /[*?[\]{}()!+@\\]/;
/** The matcher for `glob`, equal to picomatch's `dot: true` answer on file paths (test/profiles/auto.test.ts checks it). */
function matcherOf(glob) {
    const plain = (x) => x !== '' && !SPECIAL.test(x);
    if (glob.startsWith('**/')) {
        const rest = glob.slice(3);
        if (plain(rest) && !rest.includes('/'))
            return { kind: 'name', name: rest };
        const dir = rest.endsWith('/**') ? rest.slice(0, -3) : '';
        if (plain(dir) && !dir.includes('/'))
            return { kind: 'folder', name: dir };
    }
    if (glob.endsWith('/**') && plain(glob.slice(0, -3)))
        return { kind: 'under', prefix: glob.slice(0, -3) };
    if (plain(glob))
        return { kind: 'path', path: glob };
    return { kind: 'glob', literal: requiredLiteral(glob), isMatch: picomatch(glob, { dot: true }) };
}
const matchers = new Map();
function cachedMatcher(glob) {
    let m = matchers.get(glob);
    if (!m)
        matchers.set(glob, (m = matcherOf(glob)));
    return m;
}
/**
 * What each of `signals` matches among `paths` (signals that match nothing left out). One pass,
 * constant work per path for the usual shapes: its base name looked up, its directory's answer
 * reused while the paths stay in one directory (a listing is in path order).
 */
function matchSignals(signals, paths) {
    return matchEach(signals, paths).filter((m) => m.count > 0);
}
/** `matchSignals`, one entry per signal (in order), those without a match included. */
function matchEach(signals, paths) {
    const ms = signals.map((s) => cachedMatcher(s.glob));
    const found = ms.map(() => ({ count: 0, examples: [] }));
    const hit = (i, rel) => {
        const f = found[i];
        f.count++;
        if (f.examples.length < MAX_EXAMPLES)
            f.examples.push(rel);
    };
    const byName = new Map();
    const exact = new Map();
    const dirWise = [];
    const globs = [];
    const add = (map, k, i) => void (map.get(k)?.push(i) ?? map.set(k, [i]));
    // A folder signal's own name as a file (`.claude` itself) matches too, as picomatch's `**/x/**` does.
    const ownName = new Map();
    ms.forEach((m, i) => {
        if (m.kind === 'name')
            add(byName, m.name, i);
        else if (m.kind === 'path')
            add(exact, m.path, i);
        else if (m.kind === 'glob')
            globs.push(i);
        else {
            dirWise.push(i);
            if (m.kind === 'folder')
                add(ownName, m.name, i);
            else
                add(exact, m.prefix, i);
        }
    });
    // A folder signal matches a path whose directory has that folder in it.
    const inDir = (m, dir) => m.kind === 'folder' ? dir === m.name || dir.startsWith(`${m.name}/`) || dir.endsWith(`/${m.name}`) || dir.includes(`/${m.name}/`) : m.kind === 'under' && (dir === m.prefix || dir.startsWith(`${m.prefix}/`));
    let lastDir = null;
    let dirHits = [];
    for (const rel of paths) {
        const slash = rel.lastIndexOf('/');
        const name = slash === -1 ? rel : rel.slice(slash + 1);
        const named = byName.get(name);
        if (named !== undefined)
            for (const i of named)
                hit(i, rel);
        const at = exact.get(rel);
        if (at !== undefined)
            for (const i of at)
                hit(i, rel);
        if (dirWise.length > 0) {
            // The directory's answer, while the paths stay in it (a listing is in path order).
            if (lastDir === null || slash !== lastDir.length || !rel.startsWith(lastDir)) {
                lastDir = slash === -1 ? '' : rel.slice(0, slash);
                dirHits = dirWise.filter((i) => inDir(ms[i], lastDir));
            }
            for (const i of dirHits)
                hit(i, rel);
            const own = ownName.get(name);
            if (own !== undefined)
                for (const i of own)
                    if (!dirHits.includes(i))
                        hit(i, rel);
        }
        for (const i of globs) {
            const m = ms[i];
            if ((m.literal === null || rel.includes(m.literal)) && m.isMatch(rel))
                hit(i, rel);
        }
    }
    return ms.map((_m, i) => ({ signal: signals[i], ...found[i] }));
}
/** `what` for one match: "CLAUDE.md files" → "CLAUDE.md file". */
function singular(what) {
    return what.replace(/\b(file|folder|director)(s|ies)\b/, (_m, stem) => (stem === 'director' ? 'directory' : stem));
}
/** "3 CLAUDE.md files (CLAUDE.md, pkg/CLAUDE.md, …)"; several signals joined with "; ". */
function becauseText(matches) {
    return matches
        .map((m) => `${m.count.toLocaleString('en-US')} ${m.count === 1 ? singular(m.signal.what) : m.signal.what} (${m.examples.join(', ')}${m.count > m.examples.length ? ', …' : ''})`)
        .join('; ');
}
/** The agent a profile id stands for: `claude-code@both` → `claude-code`; the `copilot` alias → `copilot-review`. */
function agentOf(id) {
    const base = id.split('@')[0];
    return base === 'copilot' ? 'copilot-review' : base;
}
/**
 * The profiles to audit for `requested` (ids, with `auto` among them or not) in a repository whose
 * listing holds `paths`, each with why, in the registry's order (named ones where `auto` stands
 * among them keep their place after auto's). An explicit list without `auto` is returned as named.
 * `also`: choices made elsewhere that `auto` must keep (a pull request's base commit, so that a
 * pull request removing a signal never drops an agent the base audits).
 */
function chooseProfiles(requested, paths, also = []) {
    if (!requested.includes(AUTO))
        return requested.map((profile) => ({ profile, because: NAMED }));
    const named = requested.filter((p) => p !== AUTO);
    const namedAgents = new Set(named.map(agentOf));
    const out = [];
    const candidates = PROFILES.filter((p) => (p.signals?.length ?? 0) > 0 && !named.includes(p.id) && !namedAgents.has(agentOf(p.id)));
    const byProfile = matchByProfile(candidates, paths());
    for (const p of PROFILES) {
        if (named.includes(p.id) || namedAgents.has(agentOf(p.id)))
            continue;
        const matches = byProfile.get(p.id) ?? [];
        const kept = also.find((c) => c.profile === p.id);
        if (matches.length > 0)
            out.push({ profile: p.id, because: becauseText(matches) });
        else if (p.id === AUTO_BASE_PROFILE)
            out.push({ profile: p.id, because: DEFAULT_BECAUSE });
        else if (kept)
            out.push(kept);
    }
    for (const profile of named)
        out.push({ profile, because: NAMED });
    return out;
}
/** Every profile's signals matched in one pass over `paths`: profile id → its matches. */
function matchByProfile(profiles, paths) {
    const all = profiles.flatMap((p) => (p.signals ?? []).map((signal) => ({ id: p.id, signal })));
    const found = matchEach(all.map((a) => a.signal), paths);
    const out = new Map();
    found.forEach((m, i) => {
        if (m.count === 0)
            return;
        const id = all[i].id;
        out.set(id, [...(out.get(id) ?? []), m]);
    });
    return out;
}
/** Whether `requested` asks for `auto`. */
function isAuto(requested) {
    return requested.includes(AUTO);
}
/**
 * Every profile an audit of `requested` could choose (what the base of a comparison reads up front):
 * the named ones, and with `auto` every profile that declares signals, and the base profile.
 */
function possibleProfiles(requested) {
    if (!isAuto(requested))
        return PROFILES.filter((p) => requested.includes(p.id));
    return PROFILES.filter((p) => requested.includes(p.id) || p.id === AUTO_BASE_PROFILE || (p.signals?.length ?? 0) > 0);
}
/**
 * Agents the audit did not choose whose instruction files or signals the repository holds (for the
 * verdict when the chosen ones load nothing): profiles with signals whose agent is not among
 * `chosen`, matched by their signals and by the candidate names they own. A name belongs to the
 * agent whose signal it is (`**\/GEMINI.md`: gemini), else to the first profile in the registry
 * that looks for it (`AGENTS.md`: codex), so a name several agents read names one of them.
 */
function otherAgents(chosen, paths, candidateNames) {
    const chosenAgents = new Set(chosen.map(agentOf));
    const primaries = PROFILES.filter((p) => (p.signals?.length ?? 0) > 0 || p.id === AUTO_BASE_PROFILE);
    const owner = new Map();
    for (const p of primaries) {
        for (const s of p.signals ?? []) {
            const m = /^\*\*\/([^*?[\]{}()!/]+)$/.exec(s.glob);
            if (m && !owner.has(m[1]))
                owner.set(m[1], p.id);
        }
    }
    for (const p of primaries)
        for (const n of candidateNames(p))
            if (!owner.has(n))
                owner.set(n, p.id);
    const considered = primaries
        .filter((p) => !chosenAgents.has(agentOf(p.id)))
        .map((p) => {
        const own = (p.signals ?? []).map((s) => s.glob);
        const byName = candidateNames(p)
            .filter((n) => owner.get(n) === p.id && !own.includes(`**/${n}`))
            .map((n) => ({ glob: `**/${n}`, what: `${n} files` }));
        return { id: p.id, signals: [...(p.signals ?? []), ...byName] };
    });
    const byProfile = matchByProfile(considered, paths());
    const out = [];
    for (const p of considered) {
        const matches = byProfile.get(p.id) ?? [];
        if (matches.length > 0)
            out.push({ profile: p.id, because: becauseText(matches) });
    }
    return out;
}

// EXTERNAL MODULE: ../main/node_modules/remark-lint/index.js + 5 modules
var remark_lint = __webpack_require__(3755);
// EXTERNAL MODULE: ../main/node_modules/vfile/lib/index.js + 2 modules
var vfile_lib = __webpack_require__(1371);
;// CONCATENATED MODULE: ./lib/rules/guard.js
/**
 * A pre-parse guard: Markdown shapes that make the parser slow (superlinear) or overflow the stack.
 *
 * Measured with remark-parse 11 + remark-gfm 4 on Node 24 (see test/rules/guard.test.ts):
 * - emphasis and link delimiters in one paragraph are resolved in quadratic time: 16 KiB of `*_`
 *   took 2.4 s, 64 KiB 39 s, 128 KiB 6 minutes; `[a](` repeated: 64 KiB 4 s;
 * - nesting is worse than quadratic: a list nested 500 levels by indentation took 3.6 s and 1,000
 *   levels 42 s; 4,096 nested `> -` containers overflowed the call stack;
 * - one block of non-blank lines is superlinear in its length: 16,000 lines of a PEM header line
 *   took 4.4 s, 32,000 13 s;
 * - setext headings are quadratic in their number: 4,000 took 2 s;
 * - a table row with 100,000+ cells is linear but slow (5 s per MiB).
 * A byte cap alone cannot bound these (16 KiB is enough), so before parsing we measure the shapes
 * themselves, cheaply and deterministically, and skip the Markdown parse when one is over its limit.
 * The raw-text rules (secrets, personal paths) still run on the whole text. Every limit is far above
 * what real files hold: in the 43-file corpus the largest block is 4.9 KB (29 lines), the most
 * delimiters in a block 90, the deepest nesting 3, the widest table row 5 pipes, no setext heading.
 * No clock is involved: the same input always gets the same outcome, on any machine.
 */
const PARSE_LIMITS = {
    /** UTF-16 code units in one block (a run of non-blank lines outside fenced code): one 512 KiB paragraph took 4 s, 1 MiB 13 s. */
    charsPerBlock: 64 * 1024,
    /** Blocks in the file: node-dense text (a heading or paragraph every few bytes) parses at about 10 µs per byte. */
    blocks: 20_000,
    /** `*`, `_`, `[` and `]` characters in one block. */
    delimitersPerBlock: 2048,
    /** Sum over blocks of (delimiters in the block)², the quadratic cost of delimiter resolution. */
    delimiterScore: 4 * 2048 * 2048,
    /** Container depth of one line: leading `>` and list markers, plus indentation / 2. */
    nestingDepth: 16,
    /** `|` characters on one line (table cells). */
    pipesPerLine: 512,
    /** Setext heading underlines (`===` or `---` under a line of text) in the file: resolved in quadratic time (4,000 took 2 s). */
    setextHeadings: 500,
};
/** A line holding something but whitespace (what `line.trim() !== ''` says, without the copy). */
const NON_BLANK = /[^\s]/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const guard_FENCE = /^[ \t>]*(?:[-*+]\s+|\d{1,9}[.)]\s+)?(`{3,}|~{3,})/;
/** Container markers at the start of a line, plus its leading indentation / 2 (nesting by indentation). */
function nestingDepth(line) {
    let depth = 0;
    let width = 0;
    let i = 0;
    while (i < line.length && (line[i] === ' ' || line[i] === '\t')) {
        width += line[i] === '\t' ? 4 : 1;
        i += 1;
    }
    for (;;) {
        while (i < line.length && (line[i] === ' ' || line[i] === '\t'))
            i += 1;
        const ch = line[i];
        if (ch === '>') {
            depth += 1;
            i += 1;
            continue;
        }
        if ((ch === '-' || ch === '*' || ch === '+') && (i + 1 >= line.length || line[i + 1] === ' ' || line[i + 1] === '\t')) {
            depth += 1;
            i += 1;
            continue;
        }
        const c = line.charCodeAt(i);
        const ordered = c >= 48 && c <= 57 ? /^\d{1,9}[.)](?=[ \t]|$)/.exec(line.slice(i, i + 11)) : null;
        if (ordered) {
            depth += 1;
            i += ordered[0].length;
            continue;
        }
        break;
    }
    return depth + Math.floor(width / 2);
}
/**
 * Null when the text is safe to parse, or a sentence saying which limit it exceeds.
 * Linear in the text length.
 */
function parseRisk(text) {
    let fence = null;
    let block = 0;
    let blockChars = 0;
    let blockLine = 0;
    let blocks = 0;
    let score = 0;
    let lineNo = 0;
    let setext = 0;
    let previous = '';
    const lines = text.split(/\r\n|\r|\n/);
    for (const line of lines) {
        lineNo += 1;
        const before = previous;
        previous = fence === null ? line : '';
        // (A fence needs a backtick or a tilde: most lines are ruled out without the regular expression.)
        const f = line.includes('`') || line.includes('~') ? guard_FENCE.exec(line) : null;
        if (fence !== null) {
            if (f && f[1] !== undefined && f[1][0] === fence[0] && f[1].length >= fence.length)
                fence = null;
            continue;
        }
        if (f && f[1] !== undefined) {
            fence = f[1];
            blocks += 1;
            if (blocks > PARSE_LIMITS.blocks) {
                return `the file holds more than ${PARSE_LIMITS.blocks} blocks (paragraphs, headings, lists, code blocks; line ${lineNo} starts one)`;
            }
            score += block * block;
            block = 0;
            blockChars = 0;
            continue;
        }
        if (!NON_BLANK.test(line)) {
            score += block * block;
            block = 0;
            blockChars = 0;
            continue;
        }
        if (blockChars === 0) {
            blockLine = lineNo;
            blocks += 1;
            if (blocks > PARSE_LIMITS.blocks) {
                return `the file holds more than ${PARSE_LIMITS.blocks} blocks (paragraphs, headings, lists, code blocks; line ${lineNo} starts one)`;
            }
        }
        blockChars += line.length + 1;
        if (blockChars > PARSE_LIMITS.charsPerBlock) {
            return `the run of non-blank lines starting at line ${blockLine} is longer than ${PARSE_LIMITS.charsPerBlock} characters`;
        }
        if ((line.includes('=') || line.includes('-')) && SETEXT_UNDERLINE.test(line) && NON_BLANK.test(before) && !/^\s*(?:[-*+>#|]|\d{1,9}[.)])/.test(before)) {
            setext += 1;
            if (setext > PARSE_LIMITS.setextHeadings) {
                return `the file holds more than ${PARSE_LIMITS.setextHeadings} setext headings (a line underlined with \`===\` or \`---\`; line ${lineNo} is one)`;
            }
        }
        let pipes = 0;
        for (let i = 0; i < line.length; i++) {
            const c = line.charCodeAt(i);
            // * _ [ ]
            if (c === 42 || c === 95 || c === 91 || c === 93)
                block += 1;
            else if (c === 124)
                pipes += 1;
        }
        if (block > PARSE_LIMITS.delimitersPerBlock) {
            return `the run of non-blank lines starting at line ${blockLine} holds more than ${PARSE_LIMITS.delimitersPerBlock} emphasis and link delimiters (\`*\`, \`_\`, \`[\`, \`]\`)`;
        }
        if (pipes > PARSE_LIMITS.pipesPerLine) {
            return `line ${lineNo} holds ${pipes} table cell separators (more than ${PARSE_LIMITS.pipesPerLine})`;
        }
        const depth = nestingDepth(line);
        if (depth > PARSE_LIMITS.nestingDepth) {
            return `line ${lineNo} is nested ${depth} levels deep (block quotes, list items and indentation; more than ${PARSE_LIMITS.nestingDepth})`;
        }
    }
    score += block * block;
    if (score > PARSE_LIMITS.delimiterScore) {
        return `the file holds too many emphasis and link delimiters in long paragraphs (a cost of ${score} against a limit of ${PARSE_LIMITS.delimiterScore})`;
    }
    return null;
}

// EXTERNAL MODULE: ../main/node_modules/unified-lint-rule/lib/index.js
var unified_lint_rule_lib = __webpack_require__(6748);
;// CONCATENATED MODULE: ./lib/rules/lint-rule.js
/**
 * `lintRule` of unified-lint-rule, with one difference: a severity given alone (`[rule, 'off']`,
 * `[rule, 'error']`, `[rule, 0]`, as its own types allow) is read as the severity. unified-lint-rule
 * takes a lone label or number for the rule's option and runs the rule as a warning, so `'off'`
 * would silently leave it on; here it turns the rule off, as `false` and `['off']` do. (No rule
 * here takes a string or a number as its option.)
 */

const LABELS = ['off', 'on', 'warn', 'error'];
function lintRule(meta, rule) {
    const plugin = (0,unified_lint_rule_lib/* lintRule */.y)(meta, rule);
    const wrapped = function (config) {
        const alone = (typeof config === 'string' && LABELS.includes(config)) || config === 0 || config === 1 || config === 2;
        const coerced = alone ? [config] : config;
        return plugin.call(this, coerced);
    };
    // unified reports a plugin by its name: keep the rule's.
    Object.defineProperty(wrapped, 'name', { value: plugin.name });
    return wrapped;
}

;// CONCATENATED MODULE: ./lib/rules/context.js
/**
 * The repository context the duplicate-content and reference rules need: this file's repository
 * path, its ancestor instruction files, and whether a path exists.
 *
 * The audit engine passes it in `file.data.agentsMdAudit` (from its repository listing; no
 * filesystem access). When it is absent (standalone `remark-cli` use) the rules fall back to the
 * filesystem: the root is the nearest directory upward holding `.git` (or, without one, the file's
 * own directory), nothing outside that root is ever read or stat-ed through a link, and only
 * regular files are opened (never a FIFO or a device).
 */




/** Instruction-file names looked for in ancestor directories by the filesystem fallback, in each agent's lookup order. */
const ANCESTOR_NAMES = ['AGENTS.override.md', 'AGENTS.md', 'CLAUDE.md', 'CLAUDE.local.md', 'GEMINI.md'];
const cache = new WeakMap();
/** The context for a file, or null when there is none (no engine data and no file path). */
function getContext(file) {
    if (cache.has(file))
        return cache.get(file) ?? null;
    const context = buildContext(file);
    cache.set(file, context);
    return context;
}
function buildContext(file) {
    const data = file.data.agentsMdAudit;
    if (data) {
        const repoPath = toPosix(data.path ?? file.path ?? '');
        return { path: repoPath, ancestors: () => data.ancestors, ...(data.self ? { self: data.self } : {}), exists: (p) => data.exists(p) };
    }
    if (!file.path)
        return null;
    return filesystemContext(external_node_path_.resolve(file.cwd, file.path));
}
function toPosix(p) {
    return p.split(external_node_path_.sep).join('/').replace(/^\.\//, '');
}
function isInside(root, target) {
    const rel = external_node_path_.relative(root, target);
    return rel === '' || (!rel.startsWith('..') && !external_node_path_.isAbsolute(rel));
}
function findRoot(start) {
    let dir = start;
    for (;;) {
        try {
            (0,external_node_fs_.lstatSync)(external_node_path_.join(dir, '.git'));
            return dir;
        }
        catch {
            // keep walking
        }
        const parent = external_node_path_.dirname(dir);
        if (parent === dir)
            return start;
        dir = parent;
    }
}
function realpathOrNull(p) {
    try {
        return (0,external_node_fs_.realpathSync)(p);
    }
    catch {
        return null;
    }
}
/**
 * At most MAX_LINT_BYTES of a regular file inside `realRoot`, or null, through the one safe reader
 * (src/discovery/fsprobe.ts): never a FIFO, device or directory, never through a link out of the root.
 */
function readRegularFileInside(realRoot, absolute) {
    const real = realpathOrNull(absolute);
    if (real === null || !isInside(realRoot, real))
        return null;
    const r = (0,fsprobe/* readFileInside */.XW)(realRoot, external_node_path_.relative(realRoot, real), MAX_LINT_BYTES, { truncate: true });
    return r.status === 'ok' ? r.bytes.toString('utf8') : null;
}
function filesystemContext(absoluteFile) {
    const root = findRoot(external_node_path_.dirname(absoluteFile));
    const realRoot = realpathOrNull(root) ?? root;
    const repoPath = toPosix(external_node_path_.relative(root, absoluteFile));
    let ancestors = null;
    return {
        path: repoPath,
        exists(repoRelativePath) {
            const absolute = external_node_path_.resolve(root, ...repoRelativePath.split('/'));
            if (!isInside(root, absolute))
                return false;
            const real = realpathOrNull(absolute);
            if (real === null || !isInside(realRoot, real))
                return false;
            try {
                const st = (0,external_node_fs_.statSync)(real);
                return st.isFile() || st.isDirectory();
            }
            catch {
                return false;
            }
        },
        ancestors() {
            if (ancestors !== null)
                return ancestors;
            ancestors = [];
            const selfReal = realpathOrNull(absoluteFile);
            // Strict ancestor directories of the file's directory, from the root down.
            const dirs = [];
            const fileDir = external_node_path_.dirname(absoluteFile);
            if (fileDir !== root && isInside(root, fileDir)) {
                for (let dir = external_node_path_.dirname(fileDir);; dir = external_node_path_.dirname(dir)) {
                    dirs.unshift(dir);
                    if (dir === root || external_node_path_.dirname(dir) === dir)
                        break;
                }
            }
            for (const dir of dirs) {
                for (const name of ANCESTOR_NAMES) {
                    const absolute = external_node_path_.join(dir, name);
                    if (realpathOrNull(absolute) === selfReal)
                        continue;
                    const text = readRegularFileInside(realRoot, absolute);
                    if (text !== null)
                        ancestors.push({ path: toPosix(external_node_path_.relative(root, absolute)), text });
                }
            }
            return ancestors;
        },
    };
}

;// CONCATENATED MODULE: ./lib/rules/meta.js

/** The "Reported as" line of a rule's page: whether it is a problem or a fact, and what that means for its findings. */
function reportedAs(meta) {
    return meta.fact
        ? 'a fact: it follows from how an agent works and holds however the files are written, so it is reported once per repository (naming the agents), listing every file it concerns in `files`'
        : 'a problem a person can fix: one finding per file and place';
}
/**
 * The rule pages for the running version (SARIF `helpUri`, summary and remark message links): the
 * released tag's, or the default branch's for a build that is not a release (src/version.ts).
 */
const DOCS_BASE = `https://github.com/${REPOSITORY}/blob/${DOCS_REF}/docs/rules/`;
function ruleDocsUrl(id) {
    return `${DOCS_BASE}${id}.md`;
}

;// CONCATENATED MODULE: ./lib/rules/util.js
/** Maps UTF-16 offsets in a text to 1-based line and column (columns in UTF-16 units, as micromark counts them). */
class LineIndex {
    text;
    starts;
    constructor(text) {
        this.text = text;
        this.starts = [0];
        for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (c === 10)
                this.starts.push(i + 1);
            else if (c === 13) {
                if (text.charCodeAt(i + 1) === 10)
                    i += 1;
                this.starts.push(i + 1);
            }
        }
    }
    /** The point after the last character of `text` (where mdast ends its root), without indexing every line. */
    static end(text) {
        let line = 1;
        let start = 0;
        if (text.indexOf('\r') === -1) {
            // The common case, a line ending at each \n: found by indexOf, not character by character.
            for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
                line += 1;
                start = i + 1;
            }
            return { line, column: text.length - start + 1, offset: text.length };
        }
        for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (c === 10 || c === 13) {
                if (c === 13 && text.charCodeAt(i + 1) === 10)
                    i += 1;
                line += 1;
                start = i + 1;
            }
        }
        return { line, column: text.length - start + 1, offset: text.length };
    }
    point(offset) {
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if ((this.starts[mid] ?? 0) <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - (this.starts[lo] ?? 0) + 1, offset };
    }
    plain = new Map();
    /** 1-based column in code points (what the report model calls characters) for a UTF-16 column. */
    codePointColumn(line, column) {
        let plain = this.plain.get(line);
        if (plain === undefined) {
            plain = !/[\uD800-\uDFFF]/.test(this.lineText(line));
            this.plain.set(line, plain);
        }
        if (plain)
            return column;
        return [...this.lineText(line).slice(0, Math.max(0, column - 1))].length + 1;
    }
    lineText(line) {
        const start = this.starts[line - 1] ?? 0;
        const next = this.starts[line];
        return this.text.slice(start, next === undefined ? undefined : next).replace(/\r\n$|\r$|\n$/, '');
    }
}
/** At most this many messages per rule and file; then one message says how many more there are. */
const MAX_MESSAGES_PER_RULE = 50;
/** Report a message at a place, with a fingerprint key for `Finding.fingerprint`. */
function report(file, reason, place, key) {
    const message = file.message(reason, { place });
    message.agentsMdAuditKey = key;
}
/**
 * Reports up to MAX_MESSAGES_PER_RULE messages, then (from `finish`) one that counts the rest, so a
 * file with thousands of hits cannot flood a report or slow the run.
 */
class CappedReporter {
    count = 0;
    firstDropped = null;
    file;
    what;
    constructor(file, what) {
        this.file = file;
        this.what = what;
    }
    report(reason, place, key) {
        this.count += 1;
        if (this.count <= MAX_MESSAGES_PER_RULE)
            report(this.file, reason(), place, key());
        else
            this.firstDropped ??= place;
    }
    finish() {
        if (this.firstDropped === null)
            return;
        const more = this.count - MAX_MESSAGES_PER_RULE;
        report(this.file, `Unexpected ${more} more ${this.what} in this file, from here on (only the first ${MAX_MESSAGES_PER_RULE} are listed). Fix those first, then lint again.`, this.firstDropped, 'overflow');
    }
}
/**
 * True when the tree carries positions. Rules that scan the raw source report only for a positioned
 * tree (remark-lint's convention: generated, positionless trees get no messages).
 */
function hasPosition(tree) {
    return tree.position !== undefined && tree.position.start.offset !== undefined && tree.position.end.offset !== undefined;
}

;// CONCATENATED MODULE: ./lib/rules/no-broken-references.js
/**
 * `no-broken-references`: relative links, images, link definitions and `@path` imports that point at
 * a file that does not exist, or outside the repository.
 */






const no_broken_references_meta = {
    id: 'no-broken-references',
    kind: 'lint',
    defaultSeverity: 'warning',
    description: 'A relative link, image or `@path` import points at a file that does not exist in the repository, or outside it.',
};
/** File extensions that make `@name.ext` an import rather than a mention, decorator or package scope. */
const IMPORT_EXTENSIONS = new Set(('md mdc mdx markdown txt rst adoc json jsonc json5 yaml yml toml ini cfg conf xml csv ' +
    'ts tsx mts cts js jsx mjs cjs py pyi rs go java kt kts scala rb php cs fs swift m mm c h cc cpp hpp ' +
    'sh bash zsh fish ps1 bat cmd sql graphql gql proto html htm css scss sass less vue svelte astro ' +
    'lock gradle tf hcl nix dockerfile mk cmake env example').split(' '));
const IMPORT = /(?<![^\s])@(?<path>[./~A-Za-z0-9_][^\s`*[\]()<>'"|]*)/g;
/** Resolve a repository-relative reference from the directory `dir` (`.` for the root). */
function resolveReference(dir, reference, rootRelative) {
    const clean = reference.replace(/\\/g, '/');
    const joined = external_node_path_.posix.normalize(rootRelative ? clean.replace(/^\/+/, '') : external_node_path_.posix.join(dir, clean));
    if (joined === '..' || joined.startsWith('../'))
        return { kind: 'outside' };
    const target = joined.replace(/\/+$/, '');
    if (target === '' || target === '.')
        return null;
    return { kind: 'inside', target };
}
/** The path part of a link URL that should exist in the repository, or null for URLs, anchors and templates. */
function linkPath(url) {
    let u = url.trim();
    if (u === '' || u.startsWith('#') || u.startsWith('//'))
        return null;
    if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(u))
        return null; // https:, mailto:, vscode:, C:
    if (/^[~$<{%]/.test(u) || /\$\{|\{\{|<[A-Za-z_]/.test(u))
        return null; // ~, $HOME, templates, placeholders
    u = u.replace(/[?#].*$/, '');
    if (u === '')
        return null;
    try {
        u = decodeURIComponent(u);
    }
    catch {
        // keep the raw path
    }
    return { path: u, rootRelative: u.startsWith('/') };
}
/** What may follow `](` or `]:` before a link destination: spaces, tabs and at most one line ending. */
const BEFORE_DESTINATION = /^[ \t]*(?:\r\n|\r|\n)?[ \t]*/;
/** A destination `linkPath` never checks, told from its first characters: a scheme, an anchor, `//`. */
const UNCHECKED_START = /^<?(?:[A-Za-z][A-Za-z0-9+.-]*:|#|\/\/)/;
/**
 * Whether the links of `text` can give a finding at all (links only; imports aside). Every link,
 * image and definition has its destination right after a `](` or `]:` in the source (and
 * whitespace with at most one line ending); where each of those is followed by a scheme, an anchor
 * or `//` (characters no escape or reference can stand for), no destination is one `linkPath`
 * checks, and no parse or scan is needed to know there is no finding.
 */
function linksMayGiveFindings(text) {
    for (let i = text.indexOf(']'); i !== -1; i = text.indexOf(']', i + 1)) {
        const next = text.charCodeAt(i + 1);
        if (next !== 40 /* ( */ && next !== 58 /* : */)
            continue;
        const rest = text.slice(i + 2, i + 2 + 512);
        const ws = BEFORE_DESTINATION.exec(rest)[0].length;
        if (!UNCHECKED_START.test(rest.slice(ws)))
            return true;
    }
    return false;
}
/** The path of an `@path` import, or null when the token is a mention, a decorator, a package scope or a home path. */
function importPath(token) {
    const p = token.replace(/[.,;:!?)\]}'"]+$/, '');
    if (p === '' || p.startsWith('~') || p.startsWith('/'))
        return null;
    if (p.startsWith('./') || p.startsWith('../'))
        return p;
    const last = p.split('/').pop() ?? '';
    const dot = last.lastIndexOf('.');
    if (dot <= 0 && !last.startsWith('.'))
        return null;
    const ext = last.slice(dot + 1).toLowerCase();
    return IMPORT_EXTENSIONS.has(ext) ? p : null;
}
const noBrokenReferences = lintRule({ origin: `remark-lint:${no_broken_references_meta.id}`, url: ruleDocsUrl(no_broken_references_meta.id) }, (tree, file, options) => {
    if (!hasPosition(tree))
        return;
    const checkImportsToo = options?.imports !== false;
    const context = getContext(file);
    if (context === null)
        return;
    const source = String(file);
    const dir = external_node_path_.posix.dirname(context.path);
    let index = null;
    const out = new CappedReporter(file, 'broken references');
    const checkLink = (node) => {
        const start = node.position?.start;
        const end = node.position?.end;
        if (!start || !end)
            return;
        const link = linkPath(node.url);
        if (link === null)
            return;
        const resolved = resolveReference(dir, link.path, link.rootRelative);
        if (resolved === null)
            return;
        const what = node.type === 'image' ? 'image' : node.type === 'definition' ? 'link definition' : 'link';
        if (resolved.kind === 'outside') {
            out.report(() => `Unexpected ${what} to \`${node.url}\`, which points outside the repository: it works only in one checkout layout, and agents running in a sandbox or a fresh clone cannot open it. Link to a file inside the repository or to a URL.`, { start, end }, () => `${what}:outside:${node.url}`);
            return;
        }
        if (context.exists(resolved.target))
            return;
        out.report(() => `Unexpected ${what} to \`${node.url}\`, which does not exist (\`${resolved.target}\` in the repository): an agent that follows it finds nothing. Fix the path or remove the ${what === 'image' ? 'image' : 'link'}.`, { start, end }, () => `${what}:${resolved.target}`);
    };
    const checkImports = (node) => {
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        if (start === undefined || end === undefined || !node.value.includes('@'))
            return;
        const raw = source.slice(start, end);
        IMPORT.lastIndex = 0;
        let m;
        while ((m = IMPORT.exec(node.value)) !== null) {
            const token = m.groups?.path ?? '';
            const importTarget = importPath(token);
            if (importTarget === null)
                continue;
            // Map the match to the source: directly when the node's text is its source (no escapes or
            // character references), else by searching the node's source for the token.
            const found = raw === node.value ? m.index : raw.indexOf(`@${importTarget}`);
            const offset = start + Math.max(0, found);
            // An import starts a token: the source character before `@` must be whitespace or the start of the file.
            const before = offset > 0 ? source.charAt(offset - 1) : '';
            if (before !== '' && !/\s/.test(before))
                continue;
            const resolved = resolveReference(dir, importTarget, false);
            if (resolved === null)
                continue;
            index ??= new LineIndex(source);
            const from = index.point(offset);
            const to = index.point(offset + 1 + importTarget.length);
            if (resolved.kind === 'outside') {
                out.report(() => `Unexpected import \`@${importTarget}\` from outside the repository: Gemini CLI refuses it and Claude Code asks for approval before loading it, and other checkouts do not have it. Move the file into the repository.`, { start: from, end: to }, () => `import:outside:${importTarget}`);
                continue;
            }
            if (context.exists(resolved.target))
                continue;
            out.report(() => `Unexpected import \`@${importTarget}\` of a file that does not exist (\`${resolved.target}\` in the repository): Claude Code and Gemini CLI silently import nothing for it. Fix the path or remove the import.`, { start: from, end: to }, () => `import:${resolved.target}`);
        }
    };
    (0,unist_util_visit_lib/* visit */.YR)(tree, (node) => {
        if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
            checkLink(node);
        else if (node.type === 'text' && checkImportsToo)
            checkImports(node);
    });
    out.finish();
});
/* harmony default export */ const no_broken_references = (noBrokenReferences);
const no_broken_references_examples = [
    {
        name: 'not-ok-broken.md',
        title: 'In `packages/api/AGENTS.md`: a link to a moved file, an import of a missing file, and a link out of the repository.',
        markdown: `# API package

Follow the [error handling guide](docs/errors.md) and the [style guide](../../docs/style.md).

@docs/conventions.md

See [the shared setup](../../../setup/README.md).
`,
        context: { path: 'packages/api/AGENTS.md', files: ['docs/style.md', 'packages/api/src/index.ts'] },
        expected: [
            '3:12-3:50: Unexpected link to `docs/errors.md`, which does not exist (`packages/api/docs/errors.md` in the repository): an agent that follows it finds nothing. Fix the path or remove the link.',
            '5:1-5:21: Unexpected import `@docs/conventions.md` of a file that does not exist (`packages/api/docs/conventions.md` in the repository): Claude Code and Gemini CLI silently import nothing for it. Fix the path or remove the import.',
            '7:5-7:49: Unexpected link to `../../../setup/README.md`, which points outside the repository: it works only in one checkout layout, and agents running in a sandbox or a fresh clone cannot open it. Link to a file inside the repository or to a URL.',
        ],
    },
    {
        name: 'ok-references.md',
        title: 'In `packages/api/AGENTS.md`: existing files, directories, URLs, anchors, and `@` mentions that are not imports.',
        markdown: `# API package

- Read [the style guide](../../docs/style.md), [the sources](./src/) and [the root guide](/AGENTS.md#testing).
- Upstream docs: [Hono](https://hono.dev/docs), [below](#release).
- Imports: @../../docs/style.md
- Not imports: ask @octocat, install \`@types/node\` or @types/node, decorate with @pytest.fixture, mail dev@acme-corp.com.
- In code, \`@docs/missing.md\` is not imported either.

## Release

Tag from \`main\`.
`,
        context: { path: 'packages/api/AGENTS.md', files: ['AGENTS.md', 'docs/style.md', 'packages/api/src', 'packages/api/src/index.ts'] },
        expected: [],
    },
];
const no_broken_references_docs = {
    catches: `- Relative links, images and link definitions (\`[guide](docs/guide.md)\`, \`![diagram](img/a.png)\`,
  \`[guide]: docs/guide.md\`) whose target is not a file or directory of the repository. Paths are resolved from the
  file's directory; a path starting with \`/\` from the repository root (as GitHub renders it). URLs with a scheme,
  \`#anchors\`, \`~\` and \`$HOME\` paths and templates are not checked.
- \`@path\` imports, the syntax Claude Code and Gemini CLI expand (and Claude Code's AGENTS.md support honours): an \`@\`
  at the start of the file or after whitespace, outside code spans and code blocks, followed by \`./\`, \`../\` or a
  path ending in a file extension (\`@AGENTS.md\`, \`@docs/conventions.md\`). \`@octocat\`, \`@types/node\` and
  \`@pytest.fixture\` are mentions, package scopes and decorators, not imports.
- Either kind that leaves the repository (\`../../../setup/README.md\` from two levels down).`,
    why: `Agents follow links to read more and expand imports into their context. A broken one fails silently: Claude Code
and Gemini CLI import nothing (Gemini leaves an "Import failed" comment in the model's context), and an agent that
opens a missing link wastes a turn or guesses. A reference outside the repository works only in one checkout
layout; Gemini CLI refuses imports outside the project root, and Claude Code asks for approval first.`,
    fix: `Fix the path (files move; the message shows where the path resolves), or remove the reference. For shared
content outside the repository, copy what matters in or link to a URL.`,
    notes: `- In the audit, existence comes from the repository listing; with \`remark-cli\` the rule checks the filesystem,
  inside the repository root (the nearest directory upward holding \`.git\`, or the file's own directory), and never
  follows a symbolic link out of it.
- Option: \`{imports: false}\` checks links only. The audit runs the rule that way, because its agent profiles report
  imports per agent, with each agent's own tokenizer (\`import-missing\`, \`import-outside-root\`, \`import-too-deep\`,
  \`import-cycle\`); this rule's import check is for standalone \`remark-cli\` use.
- Absolute \`@/path\` and \`@~/path\` imports are not checked (they are machine-specific; see
  [\`no-personal-paths\`](no-personal-paths.md)).`,
};

;// CONCATENATED MODULE: ./lib/rules/no-duplicate-parent-content.js




const no_duplicate_parent_content_meta = {
    id: 'no-duplicate-parent-content',
    kind: 'lint',
    defaultSeverity: 'warning',
    description: 'A nested instruction file repeats a block (3 or more consecutive lines, or a long paragraph) of an ancestor instruction file that agents load with it.',
};
/** Thresholds (see the docs): lines shorter than this after normalizing do not count. */
const DUPLICATE_LIMITS = {
    /** Normalized characters for a line to count (`## Testing`, `npm test` and fences do not). */
    minLineChars: 20,
    /** Consecutive counted lines that make a duplicated block. */
    minLines: 3,
    /** Or: normalized characters of a shorter run (one or two long lines, i.e. a whole paragraph). */
    minChars: 160,
    /** Occurrences of one line in the ancestors that are tried as a block start (bounds the work on repetitive files). */
    maxStartsPerLine: 32,
};
/** Plain ASCII: normalizing it only removes characters (lower-casing other text can lengthen it). */
const ASCII = /^[\x00-\x7f]*$/;
/** Normalize one line for comparison: drop Markdown container markers, collapse whitespace, lower-case. */
function normalizeLine(line) {
    if (!ASCII.test(line))
        return normalizeByRegex(line);
    // The same steps by hand for ASCII (whose whitespace is space and \t \n \v \f \r), without the copies.
    const ws = (i) => {
        const c = line.charCodeAt(i);
        return c === 32 || (c >= 9 && c <= 13);
    };
    let i = 0;
    while (i < line.length && ws(i))
        i += 1;
    while (line.charCodeAt(i) === 62 /* > */) {
        i += 1;
        while (i < line.length && ws(i))
            i += 1;
    }
    const c = line.charCodeAt(i);
    if ((c === 45 || c === 42 || c === 43) && ws(i + 1)) {
        i += 2;
        while (i < line.length && ws(i))
            i += 1;
    }
    else {
        let d = i;
        while (d < line.length && d - i < 10 && line.charCodeAt(d) >= 48 && line.charCodeAt(d) <= 57)
            d += 1;
        const after = line.charCodeAt(d);
        if (d > i && d - i <= 9 && (after === 46 || after === 41) && ws(d + 1)) {
            i = d + 2;
            while (i < line.length && ws(i))
                i += 1;
        }
    }
    if (line.charCodeAt(i) === 91 /* [ */ && line.charCodeAt(i + 2) === 93 /* ] */ && /[ xX]/.test(line.charAt(i + 1)) && ws(i + 3)) {
        i += 4;
        while (i < line.length && ws(i))
            i += 1;
    }
    const rest = i === 0 ? line : line.slice(i);
    const collapsed = /[\t\n\v\f\r]| {2}/.test(rest) ? rest.replace(/\s+/g, ' ') : rest;
    return collapsed.trim().toLowerCase();
}
function normalizeByRegex(line) {
    return line
        .replace(/^\s*(?:>\s*)*(?:[-*+]\s+|\d{1,9}[.)]\s+)?(?:\[[ xX]\]\s+)?/, '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase();
}
/** `normalizeLine` by the regular expressions alone (the reference its hand-written ASCII path is tested against). */
const normalizeLineByRegex = (/* unused pure expression or super */ null && (normalizeByRegex));
function isCounted(key) {
    if (key.length < DUPLICATE_LIMITS.minLineChars)
        return false;
    if (!/[a-z]/.test(key))
        return false; // fences, rules, table separators
    return true;
}
let normalizations = 0;
/** How many texts the rule has normalised in this process (for tests of "once per file"). */
function duplicateNormalizationCount() {
    return normalizations;
}
/** Each file's normalised lines, kept with the file object the engine passes (once per file and run). */
const unitsByFile = new WeakMap();
function unitsOf(file) {
    let u = unitsByFile.get(file);
    if (u === undefined) {
        u = units(file.text);
        unitsByFile.set(file, u);
    }
    return u;
}
function units(text) {
    normalizations += 1;
    const out = [];
    let lineNo = 0;
    let start = 0;
    // Lines as `splitLines` cuts them (`\r\n`, `\r`, `\n`), without an object per line.
    while (start <= text.length) {
        let end = start;
        while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13)
            end += 1;
        lineNo += 1;
        // A short ASCII line can only normalize shorter: it never counts (most lines of a file).
        if (end - start >= DUPLICATE_LIMITS.minLineChars || !asciiBetween(text, start, end)) {
            const line = text.slice(start, end);
            const key = normalizeLine(line);
            if (isCounted(key))
                out.push({ key, line: lineNo, rawLength: line.length });
        }
        if (end >= text.length)
            break;
        start = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
    }
    return out;
}
function asciiBetween(text, start, end) {
    for (let i = start; i < end; i++)
        if (text.charCodeAt(i) > 0x7f)
            return false;
    return true;
}
/** The node of the list prefix that ends with a file, kept with the file object. */
const nodeByFile = new WeakMap();
function nodeFor(parent, file) {
    const hit = nodeByFile.get(file);
    if (hit !== undefined && hit.parent === parent)
        return hit;
    const units = unitsOf(file);
    const own = new Map();
    for (const [index, u] of units.entries()) {
        const list = own.get(u.key);
        if (list === undefined)
            own.set(u.key, [index]);
        else if (list.length < DUPLICATE_LIMITS.maxStartsPerLine)
            list.push(index);
    }
    const node = { parent, file, path: file.path, units, own };
    // A file reached through another prefix (rare) gets a node of its own, not cached.
    if (hit === undefined)
        nodeByFile.set(file, node);
    return node;
}
/** The node of the whole list (null for an empty list). */
function ancestorIndex(ancestors) {
    let node = null;
    for (const a of ancestors)
        node = nodeFor(node, a);
    return node;
}
/** The first maxStartsPerLine places of `key` in the ancestors, root first (file order, then line order). */
function placesOf(tip, key) {
    const chain = [];
    for (let n = tip; n !== null; n = n.parent)
        if (n.own.has(key))
            chain.push(n);
    const out = [];
    for (let i = chain.length - 1; i >= 0 && out.length < DUPLICATE_LIMITS.maxStartsPerLine; i--) {
        const n = chain[i];
        for (const index of n.own.get(key)) {
            if (out.length >= DUPLICATE_LIMITS.maxStartsPerLine)
                break;
            out.push({ path: n.path, units: n.units, index });
        }
    }
    return out;
}
/**
 * Blocks of `text` repeated from `ancestors` (root first), longest match first at each place.
 * `self`, when given, is `text`'s own file object (its normalised lines are then kept for when it is
 * an ancestor); ancestors' normalised lines are kept with their objects.
 */
function findDuplicateBlocks(text, ancestors, self) {
    if (ancestors.length === 0)
        return [];
    const mine = self !== undefined && self.text === text ? unitsOf(self) : units(text);
    if (mine.length === 0)
        return [];
    const tip = ancestorIndex(ancestors);
    const blocks = [];
    let i = 0;
    while (i < mine.length) {
        let best = null;
        for (const place of placesOf(tip, mine[i].key)) {
            const other = place.units;
            let length = 0;
            let chars = 0;
            while (i + length < mine.length && place.index + length < other.length && mine[i + length].key === other[place.index + length].key) {
                chars += mine[i + length].key.length;
                length += 1;
            }
            if (best === null || length > best.length)
                best = { place, length, chars };
        }
        if (best !== null && (best.length >= DUPLICATE_LIMITS.minLines || best.chars >= DUPLICATE_LIMITS.minChars)) {
            const first = mine[i];
            const last = mine[i + best.length - 1];
            const { place } = best;
            blocks.push({
                startLine: first.line,
                endLine: last.line,
                endColumn: last.rawLength + 1,
                lines: best.length,
                ancestor: place.path,
                ancestorStartLine: place.units[place.index].line,
                ancestorEndLine: place.units[place.index + best.length - 1].line,
            });
            i += best.length;
        }
        else {
            i += 1;
        }
    }
    return blocks;
}
const noDuplicateParentContent = lintRule({ origin: `remark-lint:${no_duplicate_parent_content_meta.id}`, url: ruleDocsUrl(no_duplicate_parent_content_meta.id) }, (tree, file) => {
    if (!hasPosition(tree))
        return;
    const context = getContext(file);
    if (context === null)
        return;
    const all = context.ancestors();
    // The same list object for every file of a directory keeps the ancestor index shared (see ancestorIndex).
    const ancestors = all.some((a) => a.path === context.path) ? all.filter((a) => a.path !== context.path) : all;
    const out = new CappedReporter(file, 'copied blocks');
    for (const block of findDuplicateBlocks(String(file), ancestors, context.self)) {
        const there = block.ancestorStartLine === block.ancestorEndLine ? `line ${block.ancestorStartLine}` : `lines ${block.ancestorStartLine}-${block.ancestorEndLine}`;
        const here = block.startLine === block.endLine ? `line ${block.startLine}` : `lines ${block.startLine}-${block.endLine}`;
        out.report(() => `Unexpected copy of \`${block.ancestor}\` (${there} there) at ${here}: agents load both files, so the same rules appear twice and it is unclear which copy is the source of truth. Keep them in \`${block.ancestor}\` and write here only what differs in this directory.`, { start: { line: block.startLine, column: 1 }, end: { line: block.endLine, column: block.endColumn } }, () => `${block.ancestor}:${block.lines}`);
    }
    out.finish();
});
/* harmony default export */ const no_duplicate_parent_content = (noDuplicateParentContent);
/** The part every message ends with. */
const TAIL = ': agents load both files, so the same rules appear twice and it is unclear which copy is the source of truth. Keep them in `AGENTS.md` and write here only what differs in this directory.';
const ROOT = `# Acme monorepo

## Testing

- Run \`pnpm test\` from the repository root before every commit.
- Never skip a failing test; fix it or open an issue that explains why.
- Integration tests need Docker running locally and take about ten minutes.

## Style

Use TypeScript strict mode everywhere, prefer named exports over default exports, and keep every module under three hundred lines; split it when it grows past that.
`;
const no_duplicate_parent_content_examples = [
    {
        name: 'not-ok-copied-rules.md',
        title: 'In `packages/web/AGENTS.md`: the root file\'s testing rules and style paragraph copied in.',
        markdown: `# Web package

## Testing

- Run \`pnpm test\` from the repository root before every commit.
- Never skip a failing test; fix it or open an issue that explains why.
- Integration tests need Docker running locally and take about ten minutes.
- Visual tests run with \`pnpm test:visual\`.

## Style

Use TypeScript strict mode everywhere, prefer named exports over default exports, and keep every module under three hundred lines; split it when it grows past that.
`,
        context: { path: 'packages/web/AGENTS.md', ancestors: [{ path: 'AGENTS.md', text: ROOT }] },
        expected: [
            `5:1-7:76: Unexpected copy of \`AGENTS.md\` (lines 5-7 there) at lines 5-7${TAIL}`,
            `12:1-12:165: Unexpected copy of \`AGENTS.md\` (line 11 there) at line 12${TAIL}`,
        ],
    },
    {
        name: 'ok-only-differences.md',
        title: 'In `packages/web/AGENTS.md`: the same headings and one shared line, and only what differs.',
        markdown: `# Web package

## Testing

- Run \`pnpm test\` from the repository root before every commit.
- Visual tests run with \`pnpm test:visual\` and need a headed browser.

## Style

Components are function components; styles live next to them in \`*.module.css\`.
`,
        context: { path: 'packages/web/AGENTS.md', ancestors: [{ path: 'AGENTS.md', text: ROOT }] },
        expected: [],
    },
];
const no_duplicate_parent_content_docs = {
    catches: `A block of a nested instruction file that repeats the text of an ancestor instruction file loaded in the same
chain: ${DUPLICATE_LIMITS.minLines} or more consecutive lines, or a shorter run of at least ${DUPLICATE_LIMITS.minChars}
characters (a whole paragraph written on one or two lines). Lines are compared after dropping list, task and
block-quote markers, collapsing whitespace and ignoring case. Lines shorter than ${DUPLICATE_LIMITS.minLineChars}
characters (headings such as \`## Testing\`, short commands, code fences, table separators) are skipped, so shared
headings and a single shared line are fine.`,
    why: `Every agent that loads the nested file loads its ancestors too (root first), so a copied block is sent twice, costs
budget twice, and drifts: once one copy is edited, the agent sees two versions of the same rule. A3S Code's
guidance says it directly: "Do not copy the root file just to repeat it; duplicated rules make it harder for
long-running agents to identify the current source of truth." Nested files should hold only what differs in their
directory.`,
    fix: `Delete the copied block from the nested file and keep it in the ancestor. If the nested directory needs a different
rule, write only the difference ("Here, run \`pnpm test:visual\` as well").`,
    notes: `- In the audit, the ancestors are the instruction files of the chains this file is part of. With \`remark-cli\`,
  the rule reads \`AGENTS.override.md\`, \`AGENTS.md\`, \`CLAUDE.md\`, \`CLAUDE.local.md\` and \`GEMINI.md\` in each directory
  from the repository root (the nearest directory upward holding \`.git\`) down to the file's parent directory, only
  regular files inside the root, at most 1 MiB each.`,
};

;// CONCATENATED MODULE: ./lib/rules/no-empty-file.js



const no_empty_file_meta = {
    id: 'no-empty-file',
    kind: 'lint',
    defaultSeverity: 'warning',
    description: 'The file holds no instructions: only whitespace, HTML comments or frontmatter (remark-cli only; the audit reports `empty-instruction-file`).',
};
function isComment(node) {
    return node.type === 'html' && /^\s*<!--[\s\S]*-->\s*$/.test(node.value);
}
function isContent(node) {
    // `toml` is added by remark-frontmatter; it is not in mdast's own content map.
    const type = node.type;
    return type !== 'yaml' && type !== 'toml' && !isComment(node);
}
const MESSAGE = 'Unexpected instruction file without instructions (only whitespace, HTML comments or frontmatter): agents that load it learn nothing, and it can hide another candidate file in its directory. Add instructions or delete the file.';
const noEmptyFile = lintRule({ origin: `remark-lint:${no_empty_file_meta.id}`, url: ruleDocsUrl(no_empty_file_meta.id) }, (tree, file) => {
    if (!hasPosition(tree))
        return;
    if (tree.children.some(isContent))
        return;
    // At the first node, or, in a file of whitespace only, at its end: remark-lint's comment control
    // drops messages that fall in whitespace no node covers.
    const first = tree.children[0]?.position?.start;
    const place = first ?? (tree.position ? { line: tree.position.end.line, column: tree.position.end.column } : { line: 1, column: 1 });
    file.message(MESSAGE, { place: { line: place.line, column: place.column } });
});
/* harmony default export */ const no_empty_file = ((/* unused pure expression or super */ null && (noEmptyFile)));
const no_empty_file_examples = [
    {
        name: 'not-ok-comments-only.md',
        title: 'Frontmatter and a comment, but no instructions.',
        markdown: `---
applyTo: "**/*.ts"
---

<!-- TODO: write the TypeScript conventions -->
`,
        expected: [`1:1: ${MESSAGE}`],
    },
    {
        name: 'not-ok-whitespace.md',
        title: 'Only blank lines.',
        markdown: '\n\n   \n',
        expected: [`4:1: ${MESSAGE}`],
    },
    {
        name: 'ok-one-instruction.md',
        title: 'One instruction is enough.',
        markdown: `<!-- Conventions for the API package -->

Run \`pnpm test --filter api\` before committing.
`,
        expected: [],
    },
];
const no_empty_file_docs = {
    catches: `A file whose Markdown holds nothing but whitespace, HTML comments (\`<!-- … -->\`) and YAML or TOML frontmatter.`,
    why: `Agents treat such a file inconsistently, and none of them usefully (see the agent-discovery reference):
Codex lets an empty or whitespace-only file claim its directory, so a fallback name next to it is never read, and
then loads nothing from it; A3S Code skips it and tries the next candidate; Gemini CLI drops it; OpenCode keeps a
whitespace-only file. A file that holds only comments or frontmatter is loaded by all of them: it costs budget and
teaches the agent nothing.`,
    fix: `Write the instructions, or delete the file.`,
    notes: `- This rule is for standalone use with \`remark-cli\`. The audit itself reports the discovery-level
  \`empty-instruction-file\` check (which knows which agents skip the file), so it does not run this rule and a file is
  never reported twice.`,
};

// EXTERNAL MODULE: ./lib/rules/secret-patterns.js
var secret_patterns = __webpack_require__(8045);
;// CONCATENATED MODULE: ./lib/rules/no-personal-paths.js





const no_personal_paths_meta = {
    id: 'no-personal-paths',
    kind: 'lint',
    defaultSeverity: 'warning',
    description: 'An absolute path into one person\'s home directory (`/home/<name>/`, `/Users/<name>/`, `C:\\Users\\<name>\\`) is written in the file.',
};
/**
 * Home-directory names that are not a person: CI runners, container and cloud images, macOS and
 * Windows shared folders, and documentation placeholders (compared case-insensitively).
 */
const NON_PERSONAL_NAMES = new Set([
    'user',
    'username',
    'users',
    'you',
    'yourname',
    'your-name',
    'your_name',
    'yourusername',
    'your-username',
    'your_username',
    'youruser',
    'myuser',
    'me',
    'name',
    'example',
    'runner',
    'runneradmin',
    'ubuntu',
    'ec2-user',
    'node',
    'vscode',
    'codespace',
    'codespaces',
    'coder',
    'dev',
    'developer',
    'app',
    'jovyan',
    'vagrant',
    'linuxbrew',
    'gitpod',
    'circleci',
    'jenkins',
    'builder',
    'build',
    'ci',
    'docker',
    'shared',
    'public',
    'default',
    'default user',
    'all',
    'all users',
    'guest',
]);
/**
 * The stock names of documentation examples. Inside a fenced code block (an example of a config
 * file, a shell session) `/Users/john/` is a placeholder, not someone's machine; in prose, inline
 * code and tables these names are still reported (compared case-insensitively).
 */
const EXAMPLE_NAMES = new Set([
    'john',
    'jane',
    'johndoe',
    'janedoe',
    'john.doe',
    'jane.doe',
    'john_doe',
    'jane_doe',
    'jdoe',
    'alice',
    'bob',
    'carol',
    'dave',
    'eve',
    'foo',
    'bar',
    'baz',
    'test',
    'testuser',
    'demo',
    'sample',
    'someone',
    'person',
    'jsmith',
    'joe',
]);
/** Characters that may precede an absolute path: start of line, space, quotes, brackets, `=`, `:`, `,`… (not a URL or a longer path). */
const BEFORE = '(?<=^|[\\s"\'`(=\\[{,;:>|*]|file://)';
const AFTER_POSIX = '(?=/|$|[\\s"\'`)\\]},;:.!?|>*])';
const POSIX_HOME = new RegExp(`${BEFORE}(?<prefix>/(?:home|var/home|Users|mnt/[a-z]/Users)/(?<name>[A-Za-z0-9_](?:[A-Za-z0-9._-]{0,62}[A-Za-z0-9_-])?))${AFTER_POSIX}`, 'g');
const WINDOWS_HOME = /(?<![A-Za-z0-9])(?<prefix>[A-Za-z]:(?<sep>\\\\|\\|\/)Users\k<sep>(?<name>[A-Za-z0-9_][A-Za-z0-9._-]{0,63}?))(?=\k<sep>|$|[\s"'`)\]},;:!?|>*]|\.(?:\s|$))/gi;
function isPersonalName(name) {
    const n = name.trim().toLowerCase();
    if (n === '' || n.startsWith('.'))
        return false;
    return !NON_PERSONAL_NAMES.has(n);
}
/** Every personal home-directory path in `text`. */
function findPersonalPaths(text) {
    if (!text.includes('/home/') && !text.includes('/Users/') && !/:(?:\\\\|\\|\/)users/i.test(text))
        return [];
    const hits = [];
    for (const line of (0,secret_patterns/* splitLines */.uz)(text)) {
        for (const re of [POSIX_HOME, WINDOWS_HOME]) {
            re.lastIndex = 0;
            let m;
            while ((m = re.exec(line.text)) !== null) {
                const prefix = m.groups?.prefix ?? m[0];
                const name = m.groups?.name ?? '';
                if (!isPersonalName(name))
                    continue;
                hits.push({ start: line.start + m.index, end: line.start + m.index + prefix.length, prefix, name });
            }
        }
    }
    return hits.sort((a, b) => a.start - b.start);
}
/**
 * Whether the rule's findings on `text` depend on where its code blocks are: only a path with a
 * stock example name can be excused by a fenced block around it.
 */
function personalPathsNeedCodeBlocks(text) {
    return findPersonalPaths(text).some((h) => EXAMPLE_NAMES.has(h.name.toLowerCase()));
}
const noPersonalPaths = lintRule({ origin: `remark-lint:${no_personal_paths_meta.id}`, url: ruleDocsUrl(no_personal_paths_meta.id) }, (tree, file) => {
    if (!hasPosition(tree))
        return;
    const text = String(file);
    let hits = findPersonalPaths(text);
    if (hits.length === 0)
        return;
    // Fenced code blocks: example names are placeholders.
    const fences = [];
    (0,unist_util_visit_lib/* visit */.YR)(tree, 'code', (node) => {
        const s = node.position?.start.offset;
        const e = node.position?.end.offset;
        if (s !== undefined && e !== undefined)
            fences.push([s, e]);
    });
    if (fences.length > 0)
        hits = hits.filter((h) => !(EXAMPLE_NAMES.has(h.name.toLowerCase()) && fences.some(([s, e]) => h.start >= s && h.end <= e)));
    if (hits.length === 0)
        return;
    const index = new LineIndex(text);
    const out = new CappedReporter(file, 'personal machine paths');
    for (const hit of hits) {
        const start = index.point(hit.start);
        const end = index.point(hit.end);
        out.report(() => `Unexpected personal machine path \`${hit.prefix}\` at line ${start.line}: it exists only on one person's machine and reveals their user name. Use \`~/\`, \`$HOME/\` or a path relative to the repository.`, { start, end }, () => hit.prefix);
    }
    out.finish();
});
/* harmony default export */ const no_personal_paths = (noPersonalPaths);
/** The part every message ends with. */
const no_personal_paths_TAIL = ": it exists only on one person's machine and reveals their user name. Use `~/`, `$HOME/` or a path relative to the repository.";
const no_personal_paths_examples = [
    {
        name: 'not-ok-home-paths.md',
        title: 'Paths into Linux, macOS and Windows home directories, in prose, code and a table.',
        markdown: `# Tooling

Run the linter from /home/alice/src/app before pushing.

\`\`\`sh
export PATH="/Users/mkovacs/.local/bin:$PATH"
\`\`\`

| Tool | Path |
| --- | --- |
| Python | \`C:\\Users\\carol\\AppData\\Local\\Programs\\Python\` |
`,
        expected: [
            `3:21-3:32: Unexpected personal machine path \`/home/alice\` at line 3${no_personal_paths_TAIL}`,
            `6:14-6:28: Unexpected personal machine path \`/Users/mkovacs\` at line 6${no_personal_paths_TAIL}`,
            `11:13-11:27: Unexpected personal machine path \`C:\\Users\\carol\` at line 11${no_personal_paths_TAIL}`,
        ],
    },
    {
        name: 'ok-portable-paths.md',
        title: 'Home-relative paths, placeholders, CI and shared accounts, and system paths are fine.',
        markdown: `# Tooling

- Settings live in \`~/.config/tool\`, \`$HOME/.cache\`, \`\${HOME}/bin\` or \`%USERPROFILE%\\.tool\`.
- Replace \`/home/<user>/\` or \`/Users/{username}/\` with your own home.
- CI checks out to \`/home/runner/work/app\`; images use \`/home/ubuntu/\` and \`/Users/Shared/\`.
- System paths: \`/usr/bin/sandbox-exec\`, \`/root/.npmrc\`, \`C:\\Program Files\\Tool\\tool.exe\`.
- Routes: \`GET /users/42/posts\`, \`https://example.com/home/alice/profile\`.

An example configuration (stock example names in a fenced block are placeholders):

\`\`\`json
{ "cacheDir": "/Users/john/Library/Caches/tool" }
\`\`\`
`,
        expected: [],
    },
];
const no_personal_paths_docs = {
    catches: `Absolute paths into one person's home directory:

- Linux \`/home/<name>/\` (also \`/var/home/<name>/\` on Fedora Silverblue),
- macOS \`/Users/<name>/\`,
- Windows \`C:\\Users\\<name>\\\` with any drive letter, \`/\` separators or doubled \`\\\\\` as in JSON strings,
- WSL \`/mnt/c/Users/<name>/\`, and \`file:///home/<name>/\` URLs.`,
    why: `A3S Code's guidance lists "personal machine paths" among the things that do not belong in an instruction file. The
path works on one machine only, so an agent on any other machine (a teammate's, CI, a cloud sandbox) follows an
instruction that cannot work, and the file discloses a user name.`,
    fix: `Use a path every machine understands: \`~/…\` or \`$HOME/…\` for the home directory, or a path relative to the
repository (\`./scripts/lint.sh\`).`,
    notes: `- Not reported: \`~/\`, \`$HOME\`, \`\${HOME}\`, \`%USERPROFILE%\`, placeholders such as \`<user>\`, \`{username}\` and
  \`[user]\`, \`/root/\` (a system account), and these non-personal names: ${[...NON_PERSONAL_NAMES].map((n) => `\`${n}\``).join(', ')}.
- Inside a fenced code block, the stock names of documentation examples are placeholders, not people:
  ${[...EXAMPLE_NAMES].map((n) => `\`${n}\``).join(', ')} (\`/Users/john/\` in a JSON example). The same names in prose,
  inline code or a table are still reported: written there, a path is more likely copied from a real machine.
- \`/users/\` in lower case is an API route, not a macOS home, and a \`/home/…\` inside a URL is a web path; neither is
  reported.`,
};

// EXTERNAL MODULE: ./lib/rules/redact.js
var redact = __webpack_require__(3136);
;// CONCATENATED MODULE: ./lib/rules/secret-messages.js
/**
 * Messages for the two secret rules. A message names the kind of secret, its line and a redacted
 * form (`ghp_… 40 chars`); it never holds the value.
 */

function describeHit(hit) {
    return hit.name === undefined ? hit.label : `${hit.label} assigned to \`${hit.name}\``;
}
function secretMessage(hit, line) {
    const what = `${describeHit(hit)} (${(0,redact/* redact */.E$)(hit.value, hit.fixedPrefix)}) at line ${line}`;
    if (hit.tier === 'secret') {
        return `Revoke the ${what} now, then remove it and load secrets from the environment: every agent and contributor tool that reads this file sees it.`;
    }
    return `Revoke the ${what} if it is real and load it from the environment; if it is an example, write a placeholder such as \`<TOKEN>\` instead: every agent and contributor tool that reads this file sees it.`;
}
/**
 * Fingerprint key: the format and the redacted form, never the value and never the place (the engine
 * numbers repeats in order), so lines added above keep the fingerprint.
 */
function secretKey(hit) {
    return `${hit.kind}:${(0,redact/* redact */.E$)(hit.value, hit.fixedPrefix)}`;
}

;// CONCATENATED MODULE: ./lib/rules/types.js
/**
 * A token-shaped value in an example, written as a reference to a synthetic value: the tests put a
 * generated value in its place and the generated docs a description of it
 * (test/helpers/fake-secrets.ts), so neither the repository nor the package holds the generator or
 * a string shaped like a secret.
 */
function exampleSecret(kind, seed = 1) {
    return `⟨fake-secret ${kind} ${seed}⟩`;
}

;// CONCATENATED MODULE: ./lib/rules/no-possible-secrets.js






const no_possible_secrets_meta = {
    id: 'no-possible-secrets',
    kind: 'lint',
    defaultSeverity: 'warning',
    description: 'A value that is probably a credential (a JWT, a password in a URL, a high-entropy `password = value` assignment, a bearer token) is written in the file.',
    // A credential committed where every agent and clone reads it: high (likely a live token), medium (probably one).
    security: { severity: 5.0 },
};
const noPossibleSecrets = lintRule({ origin: `remark-lint:${no_possible_secrets_meta.id}`, url: ruleDocsUrl(no_possible_secrets_meta.id) }, (tree, file) => {
    if (!hasPosition(tree))
        return;
    const text = String(file);
    let index = null;
    const out = new CappedReporter(file, 'possible secrets');
    for (const hit of (0,secret_patterns/* findSecrets */.dL)(text)) {
        if (hit.tier !== 'possible')
            continue;
        index ??= new LineIndex(text);
        const start = index.point(hit.start);
        const end = index.point(hit.end);
        out.report(() => secretMessage(hit, start.line), { start, end }, () => secretKey(hit));
    }
    out.finish();
});
/* harmony default export */ const no_possible_secrets = (noPossibleSecrets);
/** The part every `no-possible-secrets` message ends with. */
const no_possible_secrets_TAIL = ' if it is real and load it from the environment; if it is an example, write a placeholder such as `<TOKEN>` instead: every agent and contributor tool that reads this file sees it.';
const jwt = exampleSecret('jwt');
const url = exampleSecret('url-password');
const assigned = exampleSecret('assigned-value');
const bearer = exampleSecret('bearer-token');
/** The jwt.io debugger's sample token (a documentation value, not reported). */
const jwtIoSample = exampleSecret('jwt-io-sample');
const no_possible_secrets_examples = [
    {
        name: 'not-ok-credentials.md',
        title: 'A JWT, a database URL with a password, an assigned API key and a bearer token.',
        markdown: `# Local testing

Call the admin API with \`${jwt}\`.

The staging database is \`${url}\`.

\`\`\`env
PAYMENTS_API_KEY=${assigned}
\`\`\`

\`curl -H "Authorization: Bearer ${bearer}" https://api.acme-corp.com/v1/ping\`
`,
        expected: [
            `3:26-3:159: Revoke the JSON Web Token (eyJ… 133 chars) at line 3${no_possible_secrets_TAIL}`,
            `5:26-5:58: Revoke the password in a URL (31… 16 chars) at line 5${no_possible_secrets_TAIL}`,
            `8:1-8:42: Revoke the API key assigned to \`PAYMENTS_API_KEY\` (shv… 24 chars) at line 8${no_possible_secrets_TAIL}`,
            `11:33-11:65: Revoke the bearer token (kqbA… 32 chars) at line 11${no_possible_secrets_TAIL}`,
        ],
    },
    {
        name: 'ok-examples.md',
        title: 'Empty values, placeholders, types, local development URLs and the jwt.io sample are not reported.',
        markdown: `# Configuration

\`\`\`env
OPENAI_API_KEY=
ANTHROPIC_API_KEY=<your-key>
DATABASE_URL=postgres://postgres:postgres@localhost:5432/app
\`\`\`

- \`ProxySettings(server="http://host:8080", username="user", password="proxy-pass")\`
- \`cancel(token: CancellationToken)\`, \`maxTokens: 100\`, \`password: \${{ secrets.DB_PASSWORD }}\`
- Clone with \`https://x-access-token:...@github.com/org/repo\`.
- A JWT looks like \`${jwtIoSample}\`.
`,
        expected: [],
    },
];
const no_possible_secrets_docs = {
    catches: `Values that are probably credentials but have no vendor format, so they are warnings rather than errors:

| Kind | Reported when |
| --- | --- |
| JSON Web Token | three base64url parts whose header and payload decode to JSON objects (\`eyJ….eyJ….…\`) |
| Password in a URL | \`scheme://user:password@host\` with a password of 8 or more characters that mixes character classes, on a host that is not local (\`localhost\`, private addresses, single-label service names such as \`db\`, \`.local\`, \`.test\`, \`.example\` and \`example.com\` are local) |
| Assigned secret | \`name = value\`, \`name: value\`, \`"name": "value"\`, \`name := value\` or \`name => value\` where the name holds \`password\`, \`secret\`, \`token\`, \`api_key\`, \`access_key\`, \`auth_key\`, \`private_key\`, \`client_secret\`, \`credential\` or \`passphrase\`, and the value has 12 or more characters, letters and digits, and high entropy |
| AWS secret access key | an assignment to a name holding \`aws\` and \`secret\` of exactly 40 base64 characters |
| Bearer token | \`Bearer\` followed by 20 or more high-entropy characters with letters and digits |
| Stripe test key | \`sk_test_\`, \`rk_test_\` + 24 to 99 characters |`,
    why: `These are credentials often enough to be worth a look, and an instruction file is sent to every agent and read by
every contributor's tools (see [\`no-secrets\`](no-secrets.md)). They are also often harmless (a local development
password, an expired token in an example), so they are warnings.`,
    fix: `If the value is real: revoke it, remove it, and tell agents where the value comes from ("the key is in
\`PAYMENTS_API_KEY\`"). If it is an example: replace it with a placeholder such as \`<TOKEN>\`, \`\${API_KEY}\` or
\`your-api-key\`. To keep a deliberate value, put \`<!--lint ignore no-possible-secrets-->\` before its block.`,
    notes: `- Not reported: empty values (\`API_KEY=\`), placeholders and templates (\`<token>\`, \`\${VAR}\`, \`{{ x }}\`,
  \`\${{ secrets.X }}\`, \`%VAR%\`, \`...\`, \`***\`), values without a digit (\`token: CancellationToken\`,
  \`password="proxy-pass"\`), short values, code expressions (\`os.environ["X"]\`, \`process.env.TOKEN\`), environment
  variable names, paths, URLs, versions, UUIDs, names that describe a secret rather than hold one (\`token_url\`,
  \`max_tokens\`, \`secret_name\`, \`key_id\`, \`public_key\`), and the jwt.io sample token.
- A value that matches a format of [\`no-secrets\`](no-secrets.md) is reported there only, once.
- Token-shaped values in the examples are generated when the tests run and shown here as \`«…»\`.`,
};

;// CONCATENATED MODULE: ./lib/rules/no-secrets.js






const no_secrets_meta = {
    id: 'no-secrets',
    kind: 'lint',
    defaultSeverity: 'error',
    description: 'A credential with a distinctive format (GitHub, AWS, GitLab, Slack, Stripe live, OpenAI, Anthropic, Google, npm, PyPI tokens, private keys) is written in the file.',
    // A credential committed where every agent and clone reads it: high (likely a live token), medium (probably one).
    security: { severity: 8.8 },
};
const noSecrets = lintRule({ origin: `remark-lint:${no_secrets_meta.id}`, url: ruleDocsUrl(no_secrets_meta.id) }, (tree, file) => {
    if (!hasPosition(tree))
        return;
    const text = String(file);
    let index = null;
    const out = new CappedReporter(file, 'secrets');
    for (const hit of (0,secret_patterns/* findSecrets */.dL)(text)) {
        if (hit.tier !== 'secret')
            continue;
        index ??= new LineIndex(text);
        const start = index.point(hit.start);
        const end = index.point(hit.end);
        out.report(() => secretMessage(hit, start.line), { start, end }, () => secretKey(hit));
    }
    out.finish();
});
/* harmony default export */ const no_secrets = (noSecrets);
/** The part every `no-secrets` message ends with. */
const no_secrets_TAIL = ' now, then remove it and load secrets from the environment: every agent and contributor tool that reads this file sees it.';
const github = exampleSecret('github-token');
const aws = exampleSecret('aws-access-key-id');
const slack = exampleSecret('slack-token');
const stripe = exampleSecret('stripe-live-key');
const pem = exampleSecret('private-key');
const no_secrets_examples = [
    {
        name: 'not-ok-tokens.md',
        title: 'Tokens in prose, inline code, a fenced code block and a table.',
        markdown: `# Release

Push with ${github} when the bot is down.

Set \`AWS_ACCESS_KEY_ID=${aws}\` before deploying.

\`\`\`sh
curl -H "Authorization: Bearer ${slack}" https://slack.com/api/chat.postMessage
\`\`\`

| Service | Key |
| --- | --- |
| Billing | ${stripe} |
`,
        expected: [
            `3:11-3:51: Revoke the GitHub personal access token (ghp_… 40 chars) at line 3${no_secrets_TAIL}`,
            `5:24-5:44: Revoke the AWS access key ID (AKIA… 20 chars) at line 5${no_secrets_TAIL}`,
            `8:32-8:88: Revoke the Slack bot token (xoxb… 56 chars) at line 8${no_secrets_TAIL}`,
            `13:13-13:45: Revoke the Stripe live secret key (sk_l… 32 chars) at line 13${no_secrets_TAIL}`,
        ],
    },
    {
        name: 'not-ok-private-key.md',
        title: 'A private key pasted into a code block.',
        markdown: `# Deploy

Use this key for the staging box:

\`\`\`
${pem}
\`\`\`
`,
        expected: [`6:1-17:30: Revoke the RSA private key (MI… 640 chars) at line 6${no_secrets_TAIL}`],
    },
    {
        name: 'ok-placeholders.md',
        title: 'Placeholders, templates, elisions and documentation values are not secrets.',
        markdown: `# Setup

- Export \`GITHUB_TOKEN=<YOUR_TOKEN>\` or \`GITHUB_TOKEN=\${TOKEN}\` first.
- In the workflow use \`{{ token }}\` or \`\${{ secrets.GITHUB_TOKEN }}\`.
- A token looks like \`ghp_XXXXXXXXXXXXXXXX\`; an OpenAI key like \`sk-proj-...\`, an Anthropic key like \`sk-ant-…\`.
- The AWS documentation key \`AKIAIOSFODNN7EXAMPLE\` is not a credential.
- Public keys are fine:

\`\`\`
-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo
4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u
-----END PUBLIC KEY-----
\`\`\`
`,
        expected: [],
    },
    {
        name: 'ok-disabled.md',
        title: 'A lint comment silences the rule for the next block (here: a deliberately published, revoked token).',
        markdown: `# Incident 42

<!--lint ignore no-secrets-->

The revoked token was ${github}.
`,
        expected: [],
    },
];
const no_secrets_docs = {
    catches: `Credentials whose format is distinctive enough to report as errors: a vendor prefix, a fixed alphabet and
length, and a random body (checked for entropy). The formats:

| Format | Shape |
| --- | --- |
| AWS access key ID | \`AKIA\`, \`ASIA\`, \`ABIA\`, \`ACCA\` or \`A3T?\` + 16 upper-case letters and digits |
| GitHub tokens | \`ghp_\`, \`gho_\`, \`ghu_\`, \`ghs_\`, \`ghr_\` + 36 characters; fine-grained \`github_pat_\` + 22 + \`_\` + 59 |
| GitLab tokens | \`glpat-\`, \`gldt-\`, \`glft-\`, \`glsoat-\`, \`glrt-\`, \`glcbt-\`, \`glimt-\`, \`glptt-\`, \`glagent-\`, \`gloas-\` + 20 or more; runner registration \`GR1348941…\` |
| Slack | \`xoxb-\`, \`xoxp-\`, \`xoxa-\`… tokens with numeric segments; \`xoxe\` configuration tokens; \`xapp-\` app tokens; \`hooks.slack.com\` webhook URLs |
| Stripe live keys | \`sk_live_\`, \`rk_live_\` + 24 to 99 characters (test keys are reported by [\`no-possible-secrets\`](no-possible-secrets.md)) |
| OpenAI | any key holding the \`T3BlbkFJ\` marker; \`sk-proj-\`, \`sk-svcacct-\`, \`sk-admin-\` + 40 or more high-entropy characters |
| Anthropic | \`sk-ant-<kind><NN>-\` + 80 or more characters |
| Google API key | \`AIza\` + 35 characters |
| npm | \`npm_\` + 36 characters; a UUID after \`:_authToken=\` |
| PyPI | \`pypi-AgEIcHlwaS5vcmc…\` (and the TestPyPI form) |
| Private keys | a \`-----BEGIN … PRIVATE KEY-----\` block (RSA, EC, DSA, OpenSSH, PGP, encrypted, PKCS #8) whose body is base64 key material, also on one line with \`\\n\` escapes as in a JSON service-account file |
| Others | Hugging Face \`hf_\`, DigitalOcean \`dop_v1_\`, SendGrid \`SG.\`, Shopify \`shpat_\`, Linear \`lin_api_\`, age \`AGE-SECRET-KEY-1\`, Postman \`PMAK-\`, Databricks \`dapi\` |

The whole source is scanned line by line, so prose, inline code, fenced code, tables, link URLs, HTML comments and
frontmatter are all covered. The audit engine also reports a token in a file or directory name (\`docs/ghp_…/AGENTS.md\`)
under this rule, on that path without a line, and masks it wherever the path is printed (the JSON report lists such
paths in \`maskedPaths\`).`,
    why: `An instruction file is read by every coding agent (Codex, Claude Code, Gemini CLI, Copilot, OpenCode, A3S Code…)
and by every contributor's tools, and it is usually committed. A3S Code's guidance lists "secrets, tokens, private
credentials" first among the things that do not belong in it. A token written here is leaked to all of them, and
through the model provider's logs; removing it in a later commit does not un-leak it.`,
    fix: `1. Revoke the credential with its provider (a committed secret must be treated as public).
2. Remove it from the file, and from the history if the repository is public.
3. Tell agents where the secret comes from instead: "the token is in the \`GITHUB_TOKEN\` environment variable".

Messages never show the value: only its kind, its place and a redacted form such as \`ghp_… 40 chars\`.`,
    notes: `- Placeholders are not reported: \`<YOUR_TOKEN>\`, \`\${TOKEN}\`, \`{{ token }}\`, \`xxxx\` runs, \`...\`, \`changeme\`,
  \`your-…\`, \`REDACTED\`, runs of one character, sequences such as \`123456\`, and AWS's documentation key
  \`AKIAIOSFODNN7EXAMPLE\`. A private-key block is reported only when its body is real key material (at least 100
  base64 characters starting like a key), never for a header alone or a \`...\` body; public keys and certificates are
  never reported.
- JWTs, passwords in URLs, \`password = value\` assignments, bearer tokens and Stripe test keys are less certain: they are
  reported as warnings by [\`no-possible-secrets\`](no-possible-secrets.md).
- To silence a deliberate value, put \`<!--lint ignore no-secrets-->\` before its block, or
  \`<!--lint disable no-secrets-->\` … \`<!--lint enable no-secrets-->\` around a section.
- Token-shaped values in the examples below are generated when the tests run; this page shows them as
  \`«ghp_ + 36 random characters»\` so that the repository never holds a string a secret scanner would block.`,
};

;// CONCATENATED MODULE: ./lib/rules/index.js
/**
 * The lint rule set as the audit engine uses it: rule metadata, and `lintInstructionFile()`, which
 * parses one file once and returns its findings in the report model.
 */




















/** Reported when a file is larger than MAX_LINT_BYTES: only its first bytes were linted. */
const LINT_INPUT_TRUNCATED = {
    id: 'lint-input-truncated',
    kind: 'lint',
    defaultSeverity: 'warning',
    description: `The file is larger than ${MAX_LINT_BYTES} bytes; only its first ${MAX_LINT_BYTES} bytes were linted, so later secrets and other problems were not checked.`,
};
/** Reported when the Markdown-structure rules could not run on a file; the raw-text rules still ran. */
const LINT_INCOMPLETE = {
    id: 'lint-incomplete',
    kind: 'lint',
    defaultSeverity: 'warning',
    description: 'The Markdown structure of the file could not be linted (a shape that would stall the parser, an invalid `<!--lint-->` comment, or a rule failure); secrets and personal paths were still checked on the raw text.',
};
/** Every rule of the set (the rules, then the two lint-run findings). `no-empty-file` runs only in the remark-cli preset. */
const LINT_RULES = [
    no_secrets_meta,
    no_possible_secrets_meta,
    no_personal_paths_meta,
    no_duplicate_parent_content_meta,
    no_broken_references_meta,
    no_empty_file_meta,
    LINT_INPUT_TRUNCATED,
    LINT_INCOMPLETE,
];
/** Rule ids `lintInstructionFile()` can report (all but `no-empty-file`, which the audit reports as `empty-instruction-file`). */
const AUDIT_LINT_RULE_IDS = LINT_RULES.filter((r) => r.id !== no_empty_file_meta.id).map((r) => r.id);
const META_BY_ID = new Map(LINT_RULES.map((m) => [m.id, m]));
/** The full pipeline: parser, GFM, frontmatter, lint comments, and the rules the audit runs. */
const fullProcessor = (0,unified_lib/* unified */.l)()
    .use(remark_parse_lib/* default */.A)
    .use(remark_gfm_lib/* default */.A)
    .use(lib/* default */.A, ['yaml', 'toml'])
    .use(remark_lint/* default */.A)
    .use(no_secrets)
    .use(no_possible_secrets)
    .use(no_personal_paths)
    .use(no_duplicate_parent_content)
    // Imports are reported per agent by the profiles (`import-missing`, `import-outside-root`).
    .use(no_broken_references, [1, { imports: false }])
    .freeze();
/** The raw-text rules alone, run on a bare root when the Markdown cannot be parsed safely. */
const rawProcessor = (0,unified_lib/* unified */.l)().use(no_secrets).use(no_possible_secrets).use(no_personal_paths).freeze();
/** The rule that needs a bare file's place in the repository (its ancestors), after the raw-text rules. */
const contextProcessor = (0,unified_lib/* unified */.l)().use(no_duplicate_parent_content).freeze();
/** The links rule, on a root holding a scanned file's links (configured as in the full pipeline). */
const linksProcessor = (0,unified_lib/* unified */.l)().use(no_broken_references, [1, { imports: false }]).freeze();
const LINT_COMMENT = /<!--\s*lint/i;
/**
 * Whether the Markdown structure can change a finding: only a link, image or link definition (what
 * `no-broken-references` checks; each needs `](` or `]:` in the source, as CommonMark allows no space
 * there), a `<!--lint …-->` comment (message control), or a personal path with a stock example name
 * (excused inside a code block) can. Without any, the parse would only cost time: the other rules
 * scan the raw text, and their findings are the same with or without a tree.
 */
function needsStructure(text) {
    return text.includes('](') || text.includes(']:') || LINT_COMMENT.test(text) || personalPathsNeedCodeBlocks(text);
}
let parses = 0;
let scans = 0;
let runs = 0;
/** How many times `lintInstructionFile()` has parsed Markdown in this process (for tests of "parsed once per run"). */
function lintParseCount() {
    return parses;
}
/** How many files' links the link scanner found without a parse, in this process. */
function lintScanCount() {
    return scans;
}
/** How many files `lintInstructionFile()` has linted in this process (for tests of the result cache). */
function lintRunCount() {
    return runs;
}
/** Same construction as the engine's: the first 16 hex digits of SHA-256 over rule id, path and key. */
function fingerprintOf(ruleId, path, key) {
    return (0,external_node_crypto_.createHash)('sha256').update([ruleId, path, key].join('\0')).digest('hex').slice(0, 16);
}
function errorText(error) {
    if (error instanceof Error)
        return error.message.replace(/\s+/g, ' ').trim();
    return String(error);
}
function makeFile(input, text) {
    // Ancestors over the cap are cut; the others are passed as they are (same objects, same list).
    const over = input.ancestors.some((a) => a.text.length > MAX_LINT_BYTES / 3 && cutToBytes(a.text, MAX_LINT_BYTES).cut);
    const ancestors = over ? input.ancestors.map((a) => ({ path: a.path, text: cutToBytes(a.text, MAX_LINT_BYTES).text })) : input.ancestors;
    const self = input.self !== undefined && input.self.text === text ? input.self : undefined;
    return new vfile_lib/* VFile */.T({
        path: input.path,
        value: text,
        data: { agentsMdAudit: { path: input.path, ancestors, ...(self ? { self } : {}), exists: (p) => input.exists(p) } },
    });
}
function describeFailure(error) {
    if (error instanceof Error && 'reason' in error && 'line' in error && typeof error.line === 'number') {
        // A fatal vfile message, e.g. an invalid `<!--lint …-->` comment.
        return `line ${error.line}: ${errorText(error)}`;
    }
    return `the Markdown parser failed (${errorText(error)})`;
}
/** The scanner's links, or null when it is not sure (or fails: the parser then decides, as without it). */
function scanOrNull(text) {
    try {
        return scanLinks(text);
    }
    catch {
        return null;
    }
}
function plainMessages(messages) {
    return messages.map((m) => {
        const place = m.place;
        return {
            ...(m.ruleId !== undefined ? { ruleId: m.ruleId } : {}),
            ...(m.source !== undefined ? { source: m.source } : {}),
            reason: m.reason,
            line: m.line ?? null,
            column: m.column ?? null,
            ...(place && 'start' in place ? { place: { start: { line: place.start.line, column: place.start.column }, end: { line: place.end.line, column: place.end.column } } } : {}),
            ...(m.agentsMdAuditKey !== undefined ? { key: m.agentsMdAuditKey } : {}),
            ...(m.cause instanceof Error ? { failure: errorText(m.cause) } : {}),
        };
    });
}
function bareRoot(text) {
    const end = LineIndex.end(text);
    return { type: 'root', children: [], position: { start: { line: 1, column: 1, offset: 0 }, end } };
}
/** The first half of `lintInstructionFile`: everything that depends on the text alone. */
function prepareLint(fullText) {
    const cut = cutToBytes(fullText, MAX_LINT_BYTES);
    const text = cut.text;
    const incomplete = [];
    const risk = parseRisk(text);
    // Only links need the structure (no lint comment, no example name a code block could excuse):
    // the scanner finds them without a parse, or says it cannot be sure.
    // Or there is nothing to look for: every link points at a URL or an anchor (no finding possible).
    const structural = risk === null && needsStructure(text);
    const onlyLinks = structural && !LINT_COMMENT.test(text) && !personalPathsNeedCodeBlocks(text);
    const links = onlyLinks && linksMayGiveFindings(text) ? scanOrNull(text) : onlyLinks ? [] : null;
    if (structural && links === null) {
        try {
            parses += 1;
            const tree = fullProcessor.parse(new vfile_lib/* VFile */.T({ value: text }));
            return { text, cut, mode: 'parsed', tree, messages: [], incomplete, unchecked: false };
        }
        catch (error) {
            incomplete.push(describeFailure(error));
        }
    }
    else if (risk !== null) {
        incomplete.push(`${risk}, which would stall the Markdown parser`);
    }
    // The raw-text rules on a bare root: secrets and personal paths need no Markdown structure.
    // Linear in the text (line scans), so they run on every file whatever happened to the parse.
    const file = new vfile_lib/* VFile */.T({ value: text });
    try {
        rawProcessor.runSync(bareRoot(text), file);
    }
    catch (error) {
        incomplete.push(`scanning the text for secrets failed (${errorText(error)})`);
        return { text, cut, mode: 'raw', messages: [], incomplete, unchecked: true };
    }
    const mode = incomplete.length > 0 ? 'raw' : links !== null && links.length > 0 ? 'scanned' : 'text';
    if (mode === 'scanned')
        scans += 1;
    return { text, cut, mode, ...(mode === 'scanned' ? { links: links } : {}), messages: plainMessages(file.messages), incomplete, unchecked: false };
}
/**
 * Lint one instruction file with every rule (except `no-empty-file`), once, synchronously.
 * Findings carry each rule's default severity; the engine applies the user's severity settings.
 * Never throws on bad input and never runs unbounded, and nothing here depends on a clock: the
 * Markdown parse is bounded by the input's shape, decided before parsing (the byte cap and the
 * shape limits of guard.ts). A file over a shape limit, or one whose parse fails, gets a
 * `lint-incomplete` finding, and its secrets and personal paths are still checked on the raw text,
 * always to the end of the linted bytes.
 */
function lintInstructionFile(input) {
    return finishLint(prepareLint(input.text), input);
}
/**
 * The second half: the rules that need the file's place in the repository (copied blocks from its
 * ancestors, links to paths that must exist), or the whole pipeline for a parsed file, and the
 * findings in the report model.
 */
function finishLint(prepared, input) {
    runs += 1;
    const { text, cut } = prepared;
    const incomplete = [...prepared.incomplete];
    let unchecked = prepared.unchecked;
    let messages = prepared.messages;
    if (prepared.mode === 'text' || prepared.mode === 'scanned') {
        // The same findings as the full pipeline, without building a tree nobody needs: the raw-text
        // rules' messages (already there), then the duplicate rule's, then (scanned) the links', in the
        // pipeline's order.
        const file = makeFile(input, text);
        try {
            contextProcessor.runSync(bareRoot(text), file);
            if (prepared.mode === 'scanned') {
                const root = bareRoot(text);
                root.children = prepared.links.map((l) => ({ ...l, ...(l.type === 'definition' ? { identifier: '', label: '', title: null } : { children: [] }) }));
                linksProcessor.runSync(root, file);
            }
            messages = [...messages, ...plainMessages(file.messages)];
        }
        catch (error) {
            incomplete.push(describeFailure(error));
        }
    }
    else if (prepared.mode === 'parsed') {
        const file = makeFile(input, text);
        try {
            fullProcessor.runSync(prepared.tree, file);
            messages = plainMessages(file.messages);
        }
        catch (error) {
            incomplete.push(describeFailure(error));
            // The raw-text rules on a bare root, as for a file that could not be parsed.
            const raw = new vfile_lib/* VFile */.T({ value: text });
            try {
                rawProcessor.runSync(bareRoot(text), raw);
                messages = plainMessages(raw.messages);
            }
            catch (e) {
                unchecked = true;
                incomplete.push(`scanning the text for secrets failed (${errorText(e)})`);
                messages = [];
            }
        }
    }
    const findings = [];
    let lines = null;
    for (const message of messages) {
        const meta = message.ruleId === undefined ? undefined : META_BY_ID.get(message.ruleId);
        if (meta === undefined || message.source !== 'remark-lint')
            continue;
        if (message.failure !== undefined) {
            // unified-lint-rule turns an exception inside a rule into a message: report it as such.
            incomplete.push(`rule \`${meta.id}\` failed (${message.failure})`);
            continue;
        }
        lines ??= new LineIndex(text);
        const line = message.line ?? null;
        const key = message.key ?? message.reason.replace(/\d+/g, '#');
        const finding = {
            ruleId: meta.id,
            severity: meta.defaultSeverity,
            path: input.path,
            line,
            message: message.reason,
            fingerprint: fingerprintOf(meta.id, input.path, key),
            key,
        };
        if (line !== null && message.column != null)
            finding.column = lines.codePointColumn(line, message.column);
        const place = message.place;
        if (place && place.end.line >= 1) {
            finding.endLine = place.end.line;
            finding.endColumn = lines.codePointColumn(place.end.line, place.end.column);
        }
        findings.push(finding);
    }
    if (incomplete.length > 0) {
        findings.push({
            ruleId: LINT_INCOMPLETE.id,
            severity: LINT_INCOMPLETE.defaultSeverity,
            path: input.path,
            line: null,
            message: unchecked
                ? `Lint rules skipped: ${incomplete.join('; ')}. This file was not checked for secrets, personal paths, links or duplicated blocks; simplify or shorten it so that it can be checked.`
                : `Markdown rules skipped: ${incomplete.join('; ')}. Secrets and personal paths were still checked; links and duplicated blocks were not. Simplify the Markdown so that it can be checked.`,
            fingerprint: fingerprintOf(LINT_INCOMPLETE.id, input.path, 'file'),
            key: 'file',
        });
    }
    // The engine read only part of the file (size > readBytes), or the text it passed is over the cap.
    // (Comparing sizes with the text's own length would misfire on a BOM the decoder dropped.)
    if (input.size > input.readBytes || cut.cut) {
        const lintedBytes = cut.cut ? cut.bytes : input.readBytes;
        const size = Math.max(input.size, cut.total);
        findings.push({
            ruleId: LINT_INPUT_TRUNCATED.id,
            severity: LINT_INPUT_TRUNCATED.defaultSeverity,
            path: input.path,
            line: null,
            message: `Only the first ${lintedBytes} of ${size} bytes were linted: secrets, personal paths and broken references after that point were not checked. No agent with a budget loads that much; split or shorten the file.`,
            fingerprint: fingerprintOf(LINT_INPUT_TRUNCATED.id, input.path, 'file'),
            key: 'file',
        });
    }
    return findings;
}

;// CONCATENATED MODULE: ./lib/registry.js
/** Every rule the audit knows, checks and lint rules alike: one source for configuration, docs and SARIF. */


const ALL_RULES = [...CHECK_RULES, ...LINT_RULES];
const RULE_IDS = ALL_RULES.map((r) => r.id);
function ruleMeta(id) {
    return ALL_RULES.find((r) => r.id === id);
}

;// CONCATENATED MODULE: ./lib/report/urgency.js
/** Tiers in order: index 0 is the most urgent. */
const URGENCY_TIERS = ['secret', 'unread', 'broken', 'hygiene'];
/** What each tier asks of the team, for documentation and headings. */
const URGENCY_LABEL = {
    secret: 'secrets: revoke now',
    unread: 'instructions agents never read',
    broken: 'broken references',
    hygiene: 'hygiene',
};
/** Every rule's tier, keyed by rule id. */
const RULE_URGENCY = {
    // A credential in the files.
    'no-secrets': 'secret',
    'no-possible-secrets': 'secret',
    // Instructions an agent never reads.
    'chain-over-budget': 'unread',
    'agent-misses-file': 'unread',
    'override-committed': 'unread',
    'override-untracked': 'unread',
    'empty-override-hides': 'unread',
    'nested-root-hides': 'unread',
    'opencode-hidden-claude-md': 'unread',
    'symlink-ignored-by-agent': 'unread',
    'symlink-policy': 'unread',
    'candidate-not-regular': 'unread',
    'unreadable-candidate': 'unread',
    'encoding-utf16-utf32': 'unread',
    'encoding-invalid-utf8': 'unread',
    'codex-untrusted': 'unread',
    'gemini-untrusted': 'unread',
    'copilot-applyto': 'unread',
    'copilot-review-limit': 'unread',
    'import-too-deep': 'unread',
    'aider-unread': 'unread',
    'disagree-loaded': 'unread',
    // An agent's own way of missing (or wrongly taking) a file: what it reads is not what was meant.
    'qwen-above-root': 'unread',
    'amp-above-root': 'unread',
    'kilo-rules-cwd-only': 'unread',
    'cline-rule-shadowed': 'unread',
    'cwd-only-unread': 'unread',
    'continue-rule-never-applied': 'unread',
    'auggie-manual-rule': 'unread',
    'cursor-rule-globs': 'unread',
    'cursor-rule-no-frontmatter': 'unread',
    // A reference or link that leads nowhere.
    'no-broken-references': 'broken',
    'symlink-dangling': 'broken',
    'symlink-escape': 'broken',
    'symlink-chain': 'broken',
    'symlink-non-regular': 'broken',
    'symlink-as-text': 'broken',
    'import-missing': 'broken',
    'import-cycle': 'broken',
    'import-outside-root': 'broken',
    'instructions-missing': 'broken',
    'remote-instructions': 'broken',
    'agent-config-invalid': 'broken',
    // Hygiene.
    'chain-near-budget': 'hygiene',
    'instruction-twins': 'hygiene',
    'claude-md-too-long': 'hygiene',
    'encoding-nul': 'hygiene',
    'encoding-bom': 'hygiene',
    'empty-instruction-file': 'hygiene',
    'no-empty-file': 'hygiene',
    'no-duplicate-parent-content': 'hygiene',
    'no-personal-paths': 'hygiene',
    'override-local': 'hygiene',
    'disagree-order': 'hygiene',
    'disagree-budget': 'hygiene',
    'budget-clamped': 'hygiene',
    'lint-input-truncated': 'hygiene',
    'lint-incomplete': 'hygiene',
};
function urgencyOf(ruleId) {
    return Object.hasOwn(RULE_URGENCY, ruleId) ? RULE_URGENCY[ruleId] : 'hygiene';
}
const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 };
/** Each rule's position in RULE_URGENCY: within a tier and severity, the order listed there. */
const POSITION = new Map(Object.keys(RULE_URGENCY).map((id, i) => [id, i]));
/**
 * A finding's place in the urgency order as a number (lower is more urgent): problems before
 * infos, then the tier, then the severity, then the rule's place in RULE_URGENCY (a cut chain
 * before a committed override).
 */
function urgencyRank(f) {
    const info = f.severity === 'info' ? 1 : 0;
    return info * 100_000 + URGENCY_TIERS.indexOf(urgencyOf(f.ruleId)) * 10_000 + SEVERITY_ORDER[f.severity] * 1_000 + Math.min(999, POSITION.get(f.ruleId) ?? 999);
}
/** Most urgent first (negative when `a` is more urgent than `b`); ties are left to the caller. */
function compareUrgency(a, b) {
    return urgencyRank(a) - urgencyRank(b);
}

;// CONCATENATED MODULE: ./lib/report/model.js
/**
 * The report model: the one data structure every front end (CLI, action, remark preset)
 * and every renderer (text, JSON, job summary, annotations, SARIF) works from.
 *
 * It is a public contract (see `schema/report.schema.json`): add fields, never rename them.
 * All paths are repository-relative POSIX paths; `.` is the repository root.
 * Nothing in a report may hold a secret value: rules redact before they build a message.
 */

const SEVERITY_RANK = { error: 3, warning: 2, info: 1 };
/** Report order: most urgent first (src/report/urgency.ts), then path, line, column and rule. */
function compareFindings(a, b) {
    return (compareUrgency(a, b) ||
        (a.path ?? '').localeCompare(b.path ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0) ||
        a.ruleId.localeCompare(b.ruleId));
}
function countBySeverity(findings) {
    const counts = { error: 0, warning: 0, info: 0 };
    for (const f of findings)
        counts[f.severity] += 1;
    return counts;
}
/** Budget use of a chain in percent (one decimal), or null when the chain has no budget. */
function chainUsage(chain) {
    if (chain.budget === null || chain.budget <= 0)
        return null;
    return Math.round((chain.usedBytes / chain.budget) * 1000) / 10;
}
/** Chains whose working directory, files and bytes are the same for several profiles, as one row naming them all. */
function mergeIdenticalChains(chains) {
    const rows = new Map();
    for (const c of chains) {
        const key = JSON.stringify([c.cwd, c.budget, c.usedBytes, c.charLimit ?? null, c.files.map((f) => [f.path, f.loadedBytes, f.truncated, f.cut?.byteOffset ?? null])]);
        const row = rows.get(key);
        if (row)
            row.profiles.push(c.profile);
        else
            rows.set(key, { cwd: c.cwd, profiles: [c.profile], chain: c });
    }
    return [...rows.values()];
}
/** The first sentence of a message (what happens): it ends at a period followed by a space and a capital letter. */
function firstSentence(message) {
    const m = /\.\s+(?=[A-Z])/.exec(message);
    return m ? message.slice(0, m.index + 1) : message;
}

;// CONCATENATED MODULE: ./lib/checks/aggregate.js


/** How many file names a folded message spells out; `files` holds all of them. */
const aggregate_NAMED = 5;
function fill(template, vars) {
    return template.replace(/\{(\w+)\}/g, (all, k) => vars[k] ?? all);
}
function aggregateFacts(raw, metaOf) {
    const out = [];
    const groups = new Map();
    for (const f of raw) {
        const meta = metaOf(f.ruleId);
        if (!meta?.fact || f.path === null) {
            out.push(f);
            continue;
        }
        const key = f.ruleId;
        const g = groups.get(key);
        if (g)
            g.push(f);
        else
            groups.set(key, [f]);
    }
    for (const members of groups.values()) {
        const first = members[0];
        const fact = metaOf(first.ruleId).fact;
        const files = [...new Set(members.flatMap((m) => [m.path, ...(m.files ?? [])]))].sort();
        const cwds = [...new Set(members.flatMap((m) => m.cwds ?? []))].sort((a, b) => (a === b ? 0 : a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : 1));
        let severity = first.severity;
        for (const m of members)
            if (SEVERITY_RANK[m.severity] > SEVERITY_RANK[severity])
                severity = m.severity;
        const profiles = [...new Set(members.flatMap((m) => m.profiles ?? []))];
        const vars = {
            n: `${(0,format/* fmtInt */.L)(files.length)} instruction file${files.length === 1 ? '' : 's'}`,
            files: fmtList(files.map((f) => `\`${f}\``), aggregate_NAMED),
            profiles: profiles.length > 0 ? profiles.join(', ') : 'the configured agents',
            are: files.length === 1 ? 'is' : 'are',
        };
        const example = fact.example === false ? '' : files.length > 1 ? ` For example: ${firstSentence(first.message)}` : ` ${firstSentence(first.message)}`;
        out.push({
            ruleId: first.ruleId,
            severity,
            path: null,
            line: null,
            ...(profiles.length > 0 ? { profiles } : {}),
            ...(cwds.length > 0 ? { cwds } : {}),
            files,
            key: 'fact',
            message: `${fill(fact.summary, vars)}${example} ${fill(fact.fix, vars)}`,
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./lib/checks/link-targets.js

/** Checks about a file's content (lint rules are all about content). */
const CONTENT_CHECKS = new Set([
    'chain-over-budget',
    'chain-near-budget',
    'empty-instruction-file',
    'encoding-bom',
    'encoding-invalid-utf8',
    'encoding-nul',
    'encoding-utf16-utf32',
    'claude-md-too-long',
    'copilot-review-limit',
    'import-missing',
    'import-cycle',
    'import-too-deep',
    'import-outside-root',
]);
function onLinkTargets(raw, ctx, metaOf) {
    const entries = [];
    const byKey = new Map();
    for (const f of raw) {
        const meta = metaOf(f.ruleId);
        const movable = f.path !== null && (meta?.kind === 'lint' || CONTENT_CHECKS.has(f.ruleId));
        const link = movable ? ctx.probe(f.path).link : undefined;
        const target = link && !link.outside && link.resolved !== null && link.resolved !== f.path ? link.resolved : null;
        const moved = target ? { ...f, path: target, message: f.message.split(f.path).join(target) } : f;
        const key = `${moved.ruleId}\0${moved.path}\0${moved.line ?? ''}\0${moved.column ?? ''}\0${moved.key ?? ''}\0${moved.message}`;
        let e = byKey.get(key);
        if (!e) {
            e = { finding: moved, links: new Set() };
            byKey.set(key, e);
            entries.push(e);
        }
        if (target)
            e.links.add(f.path);
    }
    return entries.map(({ finding, links }) => {
        if (links.size === 0)
            return finding;
        const names = [...links].sort();
        return { ...finding, message: `${finding.message} (reached through the symbolic link${names.length === 1 ? '' : 's'} ${fmtList(names, 5)})` };
    });
}

;// CONCATENATED MODULE: ./lib/checks/restated.js
/**
 * Whether the person named `profileId` (CLI `--profile`, the action input, the config file), as
 * opposed to the audit picking it. The one place `profiles: auto` wires in: a profile it picks by
 * itself is not in `options.profiles` as given, so it reads as not named.
 */
function namedExplicitly(options, profileId) {
    return options.profiles.includes(profileId);
}
/** The repository-wide facts, and the rules whose findings on the same file already state them. */
const RESTATED_BY = {
    'disagree-loaded': ['agent-misses-file', 'opencode-hidden-claude-md', 'instruction-twins'],
    'disagree-budget': ['chain-over-budget', 'chain-near-budget'],
    'disagree-order': [],
    'aider-unread': ['agent-misses-file'],
};
function keepFacts(raw, options, ctx) {
    const id = (rel) => ctx.probe(rel).link?.resolved ?? rel;
    const stated = new Map(); // rule → identities of the files it reports on
    for (const f of raw) {
        if (f.path === null || RESTATED_BY[f.ruleId] !== undefined)
            continue;
        let s = stated.get(f.ruleId);
        if (!s)
            stated.set(f.ruleId, (s = new Set()));
        const paths = [f.path, ...(f.files ?? [])];
        for (const p of paths)
            s.add(id(p));
        // agent-misses-file for Aider is what aider-unread says of the same file.
        if (f.ruleId === 'agent-misses-file' && f.profiles?.includes('aider')) {
            let a = stated.get('aider:agent-misses-file');
            if (!a)
                stated.set('aider:agent-misses-file', (a = new Set()));
            for (const p of paths)
                a.add(id(p));
        }
    }
    return raw.filter((f) => {
        const by = RESTATED_BY[f.ruleId];
        if (by === undefined)
            return true;
        if ((f.profiles ?? options.profiles).some((p) => !namedExplicitly(options, p)))
            return false;
        if (f.path === null)
            return true;
        const rel = id(f.path);
        if (f.ruleId === 'aider-unread')
            return !stated.get('aider:agent-misses-file')?.has(rel);
        return !by.some((rule) => stated.get(rule)?.has(rel));
    });
}

// EXTERNAL MODULE: ./lib/report/mask.js
var report_mask = __webpack_require__(42);
;// CONCATENATED MODULE: ./lib/rules/path-secrets.js



/**
 * One finding per path holding a secret-shaped part. A directory is reported only when no reported
 * path lies below it (the file inside carries the finding, and its annotation lands on a file).
 */
function pathSecretFindings(paths) {
    const hits = new Map();
    for (const p of new Set(paths)) {
        const found = (0,secret_patterns/* findSecrets */.dL)(p);
        if (found.length > 0)
            hits.set(p, [...found]);
    }
    const out = [];
    for (const [p, found] of hits) {
        if ([...hits.keys()].some((other) => other !== p && other.startsWith(`${p}/`)))
            continue;
        const hit = found.find((h) => h.tier === 'secret') ?? found[0];
        const where = p.lastIndexOf('/') >= hit.start ? 'a directory name on this path' : 'this file name';
        out.push({
            ruleId: hit.tier === 'secret' ? 'no-secrets' : 'no-possible-secrets',
            severity: hit.tier === 'secret' ? 'error' : 'warning',
            path: p,
            line: null,
            message: `Revoke the ${describeHit(hit)} (${(0,redact/* redact */.E$)(hit.value, hit.fixedPrefix)}) in ${where} now, then rename the file or directory: every agent, tool and log that lists the file shows it (the audit masks it).`,
            key: `path:${hit.kind}:${(0,redact/* redact */.E$)(hit.value, hit.fixedPrefix)}`,
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./lib/audit.js
/**
 * The engine: one listing of the repository, every chain (working directory × profile) resolved
 * with shared prefixes, every candidate read once, health checks and lint rules run once per
 * file, user severities applied. Pure data out; every front end renders the same Report.
 */





























/** Validate options that do not depend on the repository; throws ConfigError naming the value. */
function validateOptions(options) {
    if (!Number.isSafeInteger(options.maxBytes) || options.maxBytes < 0) {
        throw new ConfigError(`max-bytes ${quote(String(options.maxBytes))} must be a whole number ≥ 0`);
    }
    for (const p of options.profiles) {
        if (p !== AUTO && !KNOWN_PROFILES.includes(p)) {
            throw new ConfigError(`unknown profile ${quote(p)}: expected one or more of ${KNOWN_PROFILES.join(', ')}`);
        }
    }
    if (options.profiles.length === 0)
        throw new ConfigError(`no profile given: expected one or more of ${KNOWN_PROFILES.join(', ')}`);
    for (const name of options.fallbackFilenames) {
        const why = unsafeFilenameReason(name);
        if (why) {
            throw new ConfigError(`fallback file name ${quote(name)} is unsafe: ${why}. A fallback must be a plain file name in its directory (A3S Code rejects it; Codex would join it as a path).`);
        }
    }
    for (const m of options.rootMarkers) {
        const why = unsafeFilenameReason(m);
        if (why)
            throw new ConfigError(`root marker ${quote(m)} is not a plain name: ${why}`);
    }
    const known = ALL_RULES.map((r) => r.id);
    for (const id of Object.keys(options.rules)) {
        if (!known.includes(id))
            throw new ConfigError(`unknown rule ${quote(id)}; known rules: ${known.join(', ')}`);
    }
    if (!(options.warnThreshold > 0 && options.warnThreshold <= 1)) {
        throw new ConfigError(`warning threshold ${options.warnThreshold} must be above 0 and at most 1 (100%)`);
    }
    let st;
    try {
        st = external_node_fs_.statSync(options.root);
    }
    catch {
        throw new ConfigError(`repository root ${quote(options.root)} does not exist`);
    }
    if (!st.isDirectory())
        throw new ConfigError(`repository root ${quote(options.root)} is not a directory`);
}
/**
 * A finding's identity across runs: rule, path and the rule's key (else its message with numbers
 * blanked), never its line, so a finding whose file gained lines above it keeps its fingerprint.
 * Findings that share one are numbered in file order by `numberRepeats`.
 */
function fingerprint(f) {
    const h = (0,external_node_crypto_.createHash)('sha256');
    h.update([f.ruleId, f.path ?? '', f.key ?? f.message.replace(/\d+/g, '#')].join('\0'));
    return h.digest('hex').slice(0, 16);
}
/** The second and later findings with one fingerprint (in file order) get `#2`, `#3`… mixed in. */
function numberRepeats(findings) {
    const groups = new Map();
    for (const f of findings) {
        const g = groups.get(f.fingerprint);
        if (g)
            g.push(f);
        else
            groups.set(f.fingerprint, [f]);
    }
    for (const [fp, group] of groups) {
        if (group.length < 2)
            continue;
        group.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.message.localeCompare(b.message));
        group.forEach((f, i) => {
            if (i > 0)
                f.fingerprint = (0,external_node_crypto_.createHash)('sha256').update(`${fp}#${i + 1}`).digest('hex').slice(0, 16);
        });
    }
}
/** Files whose lint results the last audit keeps for the next (see `recentLint`). */
const RECENT_LINT_FILES = 50_000;
/**
 * The lint results of the last audit in this process, by the result cache's key (`lintKey`: the
 * file's path, size and text and its ancestors' texts), each with the paths its links asked about.
 * The next audit in the same process that asks for them (`AuditSource.reuseLint`: the base of a
 * comparison, audited after the head) lints again only the files whose inputs differ: exact as
 * the cache is, an entry serves only when every path it asked about exists (or not) as it did.
 * Findings only are kept, never a text.
 */
let recentLint = new Map();
/** What every profile is given from the options. */
function profileSettings(options) {
    return {
        maxBytes: options.maxBytes,
        fallbackFilenames: options.fallbackFilenames,
        rootMarkers: options.rootMarkers,
        home: options.home,
        agentState: { ...DEFAULT_AGENT_STATE, ...(options.agentState ?? {}) },
        givenSettings: options.givenSettings ?? [],
    };
}
/**
 * Whether an audit with `options` reads the repository path `rel` before anything in the repository
 * names it: a candidate name of one of its profiles (the names the engine looks for in every
 * directory), a fallback name, a root marker, this tool's configuration file, an agent's own
 * configuration file, or a file a profile reads by listing a folder (`Profile.readsListed`). What
 * else an audit reads (an import target, a name an agent's configuration adds, an `instructions`
 * entry) is named by a file read first. The base of a comparison writes only these up front.
 */
function readsUpFront(options) {
    // With `auto`, every profile it may choose: which it does depends on the tree's listing.
    const profiles = possibleProfiles(options.profiles);
    const settings = profileSettings(options);
    const names = new Set([...profiles.flatMap((p) => p.candidateNames(settings)), ...options.fallbackFilenames, ...options.rootMarkers, ...CONFIG_FILE_NAMES]);
    const listed = profiles.filter((p) => p.readsListed !== undefined);
    return (rel) => names.has((0,discovery_listing/* baseName */.Fl)(rel)) || isAgentConfigPath(rel) || listed.some((p) => p.readsListed(rel));
}
async function audit(options) {
    return (await auditDetailed(options)).report;
}
async function auditDetailed(options, source = {}) {
    validateOptions(options);
    const root = external_node_path_.resolve(options.root);
    // `auto` chooses from the listing (src/profiles/auto.ts): the profiles are known once it is made.
    const auto = isAuto(options.profiles);
    // (The tracked part of a listing may be the very object the untracked files are added to: no memo.)
    const choose = (l) => chooseProfiles(options.profiles, () => l.files.keys(), options.autoAlso);
    let profiles = auto ? [] : options.profiles.map(getProfile);
    // A whole report is cached for the work tree only, and not with personal documents (outside the repository).
    const reportKey = options.cacheDir !== undefined && source.listing === undefined && options.home === null ? optionsKey(options) : null;
    // The root's git listings start first, in child processes: they run while the cache is read and
    // checked, and serve the full run when the cache cannot answer. With a cache, the tracked listing
    // waits: a replay has git hash it (listAgain), and the full run starts it when it needs it.
    const started = source.listing === undefined ? (0,discovery_listing/* startListing */.jF)(root, '.', reportKey === null ? 'modes' : 'later') : null;
    const cache = options.cacheDir !== undefined
        ? ResultCache.open(options.cacheDir, {
            root,
            ...(options.cacheKeyDir !== undefined ? { keyDir: options.cacheKeyDir } : {}),
            // The front end's allowed directories; by default, no link below the audited root is followed.
            within: options.cacheWithin ?? [root],
            anywhere: options.cacheWithin === undefined,
        })
        : null;
    if (cache !== null && reportKey === null)
        cache.use.report = 'not-applicable';
    if (cache !== null && reportKey !== null) {
        const cached = cache.reportEntry(reportKey);
        const entry = cached !== null && source.digests === true && !hasDigests(cached.report) ? null : cached;
        if (entry !== null) {
            // Ask every question again: the git listings (in parallel, in child processes) while the file
            // system is asked here; the report holds only if every answer is the same.
            const listed = (0,discovery_listing/* listAgain */.H8)(root, entry.listing, new Map(started ? [['.', started]] : []));
            const empty = { source: 'git', files: new Map(), dirs: new Set(['.']), byDir: new Map(), nestedRepos: [] };
            const ctx = new DiscoveryContext(root, empty, { assumeRoot: options.assumeRoot, readCap: options.maxBytes + 4, observe: true });
            await ctx.askAgain(entry.fs);
            ctx.dispose();
            const listedAgain = ctx.observations.digest() === entry.fsDigest ? await listed : null;
            if (listedAgain !== null && listedAgain.digest() === entry.listingDigest) {
                cache.use.report = 'reused';
                // Nothing changed. The cache file stays as it is, unless directories or the index got new
                // stamps (a fresh checkout of the same tree): then the entry keeps them, for the next replay.
                const same = (a, b) => a.length === b.length && a.every((q, i) => q === b[i]);
                const asked = ctx.observations.questions;
                if (!same(asked, entry.fs) || !same(listedAgain.questions, entry.listing)) {
                    cache.keepReport(reportKey, { ...entry, fs: asked, listing: listedAgain.questions });
                    cache.save();
                }
                return { report: entry.report, resolved: [], ctx, profiles: entry.report.profiles.map(getProfile), cache: cache.use };
            }
            cache.use.report = 'stale';
        }
    }
    const settings = profileSettings(options);
    const listingSeen = reportKey !== null ? new observations/* Observations */.kE() : null;
    const newContext = (l) => new DiscoveryContext(root, l, { assumeRoot: options.assumeRoot, readCap: options.maxBytes + 4, observe: reportKey !== null && l.source === 'git' });
    // While git still walks the tree for untracked files, the tracked instruction files are read and
    // their text-only lint half done (prepareLint): work the run needs anyway, on the other core's time.
    // Only when every candidate is owned (`auto` or `.`): then each of them is probed and read anyway.
    const ownsAll = options.workingDirectories.some((w) => w.trim() === 'auto' || w.trim() === '.' || w.trim() === './');
    const autoDirs = options.workingDirectories.some((s) => s.trim() === 'auto');
    let early = null;
    const prepared = new Map();
    const onTracked = (partial) => {
        const c = newContext(partial);
        early = { ctx: c, listing: partial };
        // With `auto`, the profiles the tracked files choose (untracked ones may add more, chosen below).
        const earlyProfiles = auto ? choose(partial).map((x) => getProfile(x.profile)) : profiles;
        const names = new Set(earlyProfiles.flatMap((p) => p.candidateNames(settings, c)));
        for (const [dir, files] of partial.byDir) {
            for (const n of files) {
                if (!names.has(n))
                    continue;
                const rel = c.join(dir, n);
                const text = lintTextOf(c, rel);
                if (text !== null)
                    prepared.set(rel, { text, lint: prepareLint(text) });
            }
        }
        // With `auto`, the stat of each candidate name git did not list in each directory listed so far
        // (the unlisted scan below), while git still walks for untracked files: on a deep tree that walk
        // is slow and this time idle. The scan below repeats it from memory, and probes only what is new.
        if (autoDirs) {
            const found = c.unlistedCandidates(partial.dirs, names);
            // Then each profile's first questions (its walk up to a root marker, its configuration folders)
            // for each working directory known so far: the chains resolved once the listing is complete
            // find them answered. (A directory leading out through a link is never a place to ask.)
            for (const cwd of resolveWorkingDirectories(c, root, partial, ['auto'], names, found.map(audit_dirOf))) {
                if (c.dirInside(cwd))
                    for (const p of earlyProfiles)
                        p.prefetch?.(cwd, c, settings);
            }
        }
    };
    const listing = source.listing ??
        (await (0,discovery_listing/* listRepositoryAsync */.DU)(root, { ...(listingSeen ? { seen: listingSeen } : {}), ...(started ? { started } : {}), ...(ownsAll ? { onTracked } : {}) }));
    const earlyRun = early;
    const ctx = earlyRun !== null && earlyRun.listing === listing ? earlyRun.ctx : newContext(listing);
    if (ctx !== earlyRun?.ctx)
        prepared.clear();
    // The choice `auto` makes, from the one listing (no second walk), with why, for the report.
    const chosen = choose(listing);
    if (auto)
        profiles = chosen.map((c) => getProfile(c.profile));
    try {
        const candidateNames = new Set(profiles.flatMap((p) => p.candidateNames(settings, ctx)));
        // Candidate names git does not list (FIFOs, sockets, ignored files) are found by a stat of each
        // name: in every listed directory with `auto` (so they get a chain of their own), else on the chains.
        // (A committed tree, the base of a comparison given as `source.listing`, holds only what it lists.)
        const unlistedIn = (dirs) => (source.listing === undefined ? ctx.unlistedCandidates(dirs, candidateNames) : []);
        const unlisted = autoDirs ? unlistedIn(listing.dirs) : [];
        const cwds = resolveWorkingDirectories(ctx, root, listing, options.workingDirectories, candidateNames, unlisted.map(audit_dirOf));
        const resolved = [];
        for (const cwd of cwds)
            for (const profile of profiles)
                resolved.push(profile.resolve(cwd, ctx, settings));
        // Every existing candidate, once, in every directory on an audited chain, plus every candidate
        // the job owns wherever it lies (src/discovery/coverage.ts) and what those import.
        const chainDirs = new Set();
        for (const { chain } of resolved)
            for (const d of ctx.dirsFrom(chain.root, chain.cwd))
                chainDirs.add(d);
        for (const dir of chainDirs)
            for (const n of ctx.namesIn(dir))
                if (candidateNames.has(n))
                    ctx.probe(ctx.join(dir, n));
        if (!autoDirs)
            unlistedIn(chainDirs);
        const owned = ownedCandidates(listing, cwds, candidateNames);
        if (!autoDirs)
            owned.push(...unlistedIn([...listing.dirs].filter((d) => cwds.some((c) => isAtOrBelow(d, c)))));
        for (const rel of owned)
            ctx.probe(rel);
        for (const dir of unauditedDirs(owned, cwds))
            for (const profile of profiles)
                profile.resolve(dir, ctx, settings);
        // Agents' own configuration files (opencode.json, .gemini/settings.json…) and folders probed on the
        // way (`.git`, `.codex`) are read through the same context, but they are not instruction files.
        const candidates = ctx
            .probedExisting()
            .filter((p) => !isAgentConfigPath(p.rel) && !(p.lkind === 'directory' && !candidateNames.has(external_node_path_.posix.basename(p.rel))))
            .map((p) => p.rel)
            .sort();
        ctx.resolveIgnored(candidates);
        const raw = [];
        for (const p of profiles)
            raw.push(...(p.validate?.(settings, ctx) ?? []));
        raw.push(...runChecks({ options, ctx, profiles, chains: resolved, candidates, defaultOnly: chosen.filter((c) => c.because === DEFAULT_BECAUSE).map((c) => c.profile) }));
        // Lint every readable candidate once, whatever the number of chains it is in.
        const exists = (rel) => {
            const norm = external_node_path_.posix.normalize(rel).replace(/\/+$/, '') || '.';
            if (norm.startsWith('../') || norm === '..' || external_node_path_.posix.isAbsolute(norm))
                return false; // never look outside the root
            return listing.files.has(norm) || listing.dirs.has(norm) || ctx.probe(norm).lkind !== 'missing';
        };
        const ancestorsCache = new Map();
        const textOf = new Map();
        for (const rel of candidates) {
            const text = prepared.get(rel)?.text ?? lintTextOf(ctx, rel);
            if (text !== null)
                textOf.set(rel, text);
        }
        // One object per file, one ancestors list per directory: the lint rules keep per-file work with them.
        const textsByDir = new Map();
        const fileObjects = new Map();
        for (const [rel, text] of textOf) {
            const d = audit_dirOf(rel);
            const self = { path: rel, text };
            fileObjects.set(rel, self);
            const list = textsByDir.get(d);
            if (list)
                list.push(self);
            else
                textsByDir.set(d, [self]);
        }
        const lintNow = new Map();
        for (const [rel, text] of textOf) {
            const content = ctx.readIfLoaded(rel);
            const input = {
                path: rel,
                text,
                self: fileObjects.get(rel),
                size: content.size,
                readBytes: Math.min(content.bytes.length, MAX_TEXT_BYTES),
                ancestors: ancestorTexts(audit_dirOf(rel), textsByDir, ancestorsCache),
                exists,
            };
            const lintOnce = (i) => finishLint(prepared.get(rel)?.lint ?? prepareLint(text), i);
            // The findings kept for the same inputs (by the result cache, else by the last audit in this
            // process), if every path their links named still exists (or not) as it did; else lint,
            // noting which paths were asked about.
            const key = lintKey(input);
            let entry = cache === null && source.reuseLint === true ? recentLint.get(key) : undefined;
            const reusable = entry?.exists.every(([p, was]) => exists(p) === was) ?? false;
            let found = cache !== null ? cache.lintFindings(key, exists) : reusable ? entry.findings.map((f) => ({ ...f })) : null;
            if (found === null) {
                const asked = [];
                found = lintOnce({
                    ...input,
                    exists: (p) => {
                        const v = exists(p);
                        asked.push([p, v]);
                        return v;
                    },
                });
                entry = { findings: found.map((f) => ({ ...f })), exists: asked };
                cache?.keepLint(key, { findings: found, exists: asked });
            }
            if (entry !== undefined)
                lintNow.set(key, entry);
            raw.push(...found);
        }
        if (lintNow.size <= RECENT_LINT_FILES)
            recentLint = lintNow;
        // A token in a file or directory name: reported on that path (and masked wherever it is printed).
        raw.push(...pathSecretFindings([...candidates, ...cwds]));
        // Findings on the file a person edits (a link's target), and facts about agents once.
        const findings = applySeverities(aggregateFacts(onLinkTargets(keepFacts(raw, options, ctx), ctx, ruleMeta), ruleMeta), options);
        const chains = resolved.map((r) => r.chain);
        if (source.digests === true || source.listing !== undefined)
            addDigests(resolved, profiles, root);
        const report = {
            schemaVersion: 1,
            tool: { name: 'agents-md-audit', version: version_VERSION },
            root: external_node_path_.basename(root) || root,
            profiles: profiles.map((p) => p.id),
            profilesChosen: chosen,
            ...(() => {
                // Nothing loaded for the chosen agents: which others the repository holds files for (src/report/choice.ts says so).
                if (resolved.some((r) => r.chain.files.some((f) => !f.personal)))
                    return {};
                const others = otherAgents(chosen.map((c) => c.profile), () => listing.files.keys(), (p) => p.candidateNames(settings, ctx));
                return others.length > 0 ? { otherAgents: others } : {};
            })(),
            settings: {
                maxBytes: options.maxBytes,
                fallbackFilenames: [...options.fallbackFilenames],
                rootMarkers: [...options.rootMarkers],
                workingDirectories: [...options.workingDirectories],
                agentState: { ...DEFAULT_AGENT_STATE, ...(options.agentState ?? {}) },
                ...(profiles.some((p) => p.verifiedVersion) ? { verifiedVersions: Object.fromEntries(profiles.filter((p) => p.verifiedVersion).map((p) => [p.id, p.verifiedVersion])) } : {}),
                ...(profiles.some((p) => !p.verifiedVersion) ? { unverified: profiles.filter((p) => !p.verifiedVersion).map((p) => p.id) } : {}),
            },
            workingDirectories: cwds,
            chains,
            findings,
            files: instructionFiles(ctx, candidates, resolved),
            // A local (git-ignored) override is not a problem, but a person should know it is active.
            notes: [...notesFor(ctx, resolved), ...findings.filter((f) => f.ruleId === 'override-local').map((f) => f.message)],
            stats: {
                ...(() => {
                    const c = countBySeverity(findings);
                    return { errors: c.error, warnings: c.warning, infos: c.info };
                })(),
                chains: chains.length,
                workingDirectories: cwds.length,
                instructionFiles: candidates.length,
                maxUsage: maxUsage(resolved),
            },
        };
        // The report holds no secret: every string in it goes through the one redaction, once.
        const masked = (0,report_mask/* maskReport */.f)(report);
        if (cache !== null) {
            if (reportKey !== null && listingSeen !== null && ctx.observations !== null) {
                cache.keepReport(reportKey, { listing: listingSeen.questions, listingDigest: listingSeen.digest(), fs: ctx.observations.questions, fsDigest: ctx.observations.digest(), report: masked });
            }
            cache.save();
        }
        return { report: masked, resolved, ctx, profiles, ...(cache !== null ? { cache: cache.use } : {}) };
    }
    finally {
        // Nothing left open, whatever happened: the directory handles.
        ctx.dispose();
    }
}
const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false });
/**
 * The text a candidate is linted on: a regular file inside the repository, read (once, through the
 * context), neither binary nor UTF-16/32, decoded up to the lint cap; else null.
 */
function lintTextOf(ctx, rel) {
    const probe = ctx.probe(rel);
    if (probe.kind !== 'file' || probe.link?.outside)
        return null;
    const content = ctx.read(rel);
    if (!content || content.error || content.facts.encoding === 'binary' || content.facts.encoding.startsWith('utf-16') || content.facts.encoding.startsWith('utf-32'))
        return null;
    return decoder.decode(content.bytes.subarray(0, MAX_TEXT_BYTES));
}
/** Instruction files in ancestor directories (root first), for the duplicate-content rule. */
function ancestorTexts(dir, byDir, cache) {
    if (dir === '.')
        return [];
    const hit = cache.get(dir);
    if (hit)
        return hit;
    const parent = audit_dirOf(dir);
    const out = [...ancestorTexts(parent, byDir, cache), ...(byDir.get(parent) ?? [])];
    cache.set(dir, out);
    return out;
}
function audit_dirOf(rel) {
    const i = rel.lastIndexOf('/');
    return i === -1 ? '.' : rel.slice(0, i);
}
function applySeverities(raw, options) {
    const out = [];
    const seen = new Set();
    for (const f of raw) {
        const setting = options.rules[f.ruleId];
        if (setting === 'off' || (setting === undefined && OPT_IN_RULES.has(f.ruleId)))
            continue;
        const { key: _key, ...rest } = f;
        const finding = { ...rest, severity: setting ?? f.severity, fingerprint: fingerprint(f) };
        const dedupe = `${finding.fingerprint}\0${finding.line ?? ''}\0${finding.column ?? ''}\0${finding.message}`;
        if (seen.has(dedupe))
            continue;
        seen.add(dedupe);
        out.push(finding);
    }
    numberRepeats(out);
    return out.sort(compareFindings);
}
/** True when every chain of a report carries its `textDigest`. */
function hasDigests(r) {
    return r.chains.every((c) => c.textDigest !== undefined);
}
function realRoot(root) {
    try {
        return external_node_fs_.realpathSync(root);
    }
    catch {
        return root;
    }
}
/** Where prompts are rendered for their digest: one root for every checkout, so two trees compare by content only. */
const DIGEST_ROOT = external_node_path_.join(external_node_path_.sep, 'repository');
/**
 * Each chain's `textDigest` (of the prompt exactly as the agent injects it, rendered at DIGEST_ROOT)
 * and each loaded file's `loadedDigest` (of the text it contributes), so a delta compares content.
 */
function addDigests(resolved, profiles, root) {
    const byId = new Map(profiles.map((p) => [p.id, p]));
    // A prompt or a loaded text may name files by absolute path (Copilot CLI's imports,
    // `source="/abs/docs/x.md"`; Gemini CLI's failed imports): the root, as given and as the file
    // system resolves it, is rendered as DIGEST_ROOT there too, so a base mirror and a checkout compare by content.
    const roots = [...new Set([root, realRoot(root)])].filter((r) => r.length > 1 && r !== DIGEST_ROOT).sort((a, b) => b.length - a.length);
    const atDigestRoot = (t) => roots.reduce((acc, r) => acc.split(r).join(DIGEST_ROOT), t);
    const sha = (t) => (0,external_node_crypto_.createHash)('sha256').update(t).digest('hex').slice(0, 32);
    // One file's loaded text is the same in every chain that loads as many of its bytes: hashed once.
    const fileDigests = new Map();
    for (const r of resolved) {
        const profile = byId.get(r.chain.profile);
        r.chain.files.forEach((f, i) => {
            const text = r.texts[i] ?? '';
            const key = `${f.personal ? '~' : ''}${f.path}\0${f.loadedBytes}\0${text.length}`;
            let d = fileDigests.get(key);
            if (d === undefined)
                fileDigests.set(key, (d = sha(atDigestRoot(text))));
            f.loadedDigest = d;
        });
        if (profile)
            r.chain.textDigest = sha(atDigestRoot(profile.render(r, r.chain.cwd === '.' ? DIGEST_ROOT : external_node_path_.join(DIGEST_ROOT, ...r.chain.cwd.split('/')))));
    }
}
function instructionFiles(ctx, candidates, resolved) {
    const loadedBy = new Map();
    const chainCount = new Map();
    for (const r of resolved) {
        for (const f of r.chain.files) {
            if (f.personal)
                continue;
            let s = loadedBy.get(f.path);
            if (!s) {
                s = new Set();
                loadedBy.set(f.path, s);
            }
            s.add(r.chain.profile);
            chainCount.set(f.path, (chainCount.get(f.path) ?? 0) + 1);
        }
    }
    return candidates.map((rel) => {
        const p = ctx.probe(rel);
        return {
            path: rel,
            kind: p.lkind,
            ...(p.link ? { targetKind: p.kind } : {}),
            size: p.size,
            git: ctx.gitStatus(rel),
            loadedBy: [...(loadedBy.get(rel) ?? [])].sort(),
            chains: chainCount.get(rel) ?? 0,
        };
    });
}
/** Files in the agents' rule folders, which they read from disk (gitignored ones too). */
const RULE_FOLDER = /(?:^|\/)(?:\.claude\/rules|\.github\/instructions)\//;
function notesFor(ctx, resolved) {
    const notes = [];
    if (ctx.listing.source === 'walk') {
        notes.push(`Not a git repository (${ctx.listing.gitProblem ?? 'git unavailable'}): files were listed by walking the directory (skipping node_modules), and tracked/ignored status is unknown.`);
    }
    if (ctx.listing.truncated) {
        notes.push(`The directory walk stopped after ${(0,format/* fmtInt */.L)(discovery_listing/* WALK_LIMIT */.K)} entries: files beyond them were not audited. Audit a git repository, or a smaller directory.`);
    }
    // Where a chain's order is the file system's listing order, once per (profile, folder).
    const ordered = new Map();
    for (const r of resolved) {
        for (const o of r.fsOrder ?? []) {
            const key = `${r.chain.profile}\0${o.folder}`;
            if (ordered.has(key) || o.files.length < 2)
                continue;
            ordered.set(key, `${r.chain.profile} loads the ${(0,format/* fmtInt */.L)(o.files.length)} files of ${o.folder} in the order the file system lists the folder, not sorted (here: ${o.files.join(', ')}): on another checkout or file system the order may differ, so do not rely on one of them coming after another.`);
        }
    }
    notes.push(...ordered.values());
    // Gitignored rules an agent loads: personal rules on this machine, which a clean checkout lacks.
    const ignored = new Map();
    for (const r of resolved) {
        for (const f of r.chain.files) {
            if (f.personal || !RULE_FOLDER.test(f.path) || ctx.gitStatus(f.path) !== 'ignored')
                continue;
            const by = ignored.get(f.path) ?? new Set();
            by.add(r.chain.profile);
            ignored.set(f.path, by);
        }
    }
    if (ignored.size > 0) {
        const list = [...ignored].map(([p, by]) => `${p} (${[...by].join(', ')})`).join(', ');
        notes.push(`${ignored.size === 1 ? 'A gitignored rule file is' : `${(0,format/* fmtInt */.L)(ignored.size)} gitignored rule files are`} loaded by an agent here: ${list}. Personal rules like these exist only on this machine (a clean checkout, as in CI, does not have them); they were shown and scanned like the others.`);
    }
    const unrooted = resolved.filter((r) => r.chain.rootMarker === null);
    if (unrooted.length > 0) {
        notes.push(`No root marker (${[...new Set(unrooted.map((r) => r.chain.profile))].join(', ')}) was found between ${unrooted.length === 1 ? 'one working directory' : `${unrooted.length} chains' working directories`} and the audited root, so those agents read only the working directory itself. Audit the repository root, or pass --assume-root to treat the audited directory as one.`);
    }
    return notes;
}
function maxUsage(resolved) {
    let best = null;
    for (const { chain } of resolved) {
        const pct = chainUsage(chain);
        if (pct === null || chain.budget === null)
            continue;
        if (!best || pct > best.percent)
            best = { percent: pct, profile: chain.profile, cwd: chain.cwd, usedBytes: chain.usedBytes, budget: chain.budget };
    }
    return best;
}

// EXTERNAL MODULE: ./lib/cli/args.js
var args = __webpack_require__(6743);
;// CONCATENATED MODULE: ./lib/cli/help.js
/**
 * The CLI's help, generated from the option definitions the parse uses (src/cli/args.ts): every
 * option of a command must have an entry here (the types say so), and each command's help lists
 * exactly its options, wrapped to 80 columns, with the exit statuses, examples and a docs link.
 */



const HELP_WIDTH = 80;
const HELP_OPT = { text: 'show this help' };
const AUDIT_HELP = {
    profile: {
        arg: 'LIST',
        text: `agent profiles, comma-separated: auto (default: codex plus every agent the repository shows signs of using; auto,aider adds aider) or ${KNOWN_PROFILES.join(', ')}; AGENT@VERSION picks the profile of an agent version (codex@0.169.0)`,
    },
    cwd: { arg: 'DIR', text: 'working directory to audit, path or glob relative to ROOT (repeatable; default "auto": the root and every directory holding a candidate)' },
    'max-bytes': { arg: 'N', text: 'byte budget for budgeted agents (default 32768; 0 disables instructions)' },
    fallback: { arg: 'NAME', text: 'fallback instruction file name after AGENTS.md (repeatable)' },
    'root-marker': { arg: 'NAME', text: 'root marker (repeatable; default .git)' },
    'assume-root': { text: 'treat ROOT as a repository root even without a root marker' },
    home: { arg: 'DIR', text: 'include personal documents from DIR/.codex and DIR/.a3s' },
    'agent-state': {
        arg: 'K=V',
        text: [
            'state agents keep outside the repository (repeatable):',
            'codex-trust=trusted|unset|untrusted (the project root; default trusted),',
            'codex-trust=DIR:trusted|unset|untrusted (a directory\'s own entry),',
            'claude-external-imports=approved|not-approved (default not-approved),',
            'gemini-folder-trust=trusted|untrusted (default trusted)',
        ].join('\n'),
    },
    rule: { arg: 'ID=SEVERITY', text: 'set a rule to off, info, warning or error (repeatable)' },
    'warn-threshold': { arg: 'P', text: 'warn when a chain uses P% of its budget (default 90)' },
    symlinks: { arg: 'POLICY', text: 'allow-in-repo (default), forbid or allow' },
    'fail-on': { arg: 'LEVEL', text: 'error (default), warning or never' },
    config: { arg: 'FILE', text: 'config file (default: ROOT/.agents-md-audit.yml if present)' },
    'config-from': { arg: 'WHERE', text: 'head (default): the config file in the work tree; base (with --base): the one committed at REF, so a change in the work tree is shown, not applied' },
    format: { arg: 'FORMAT', text: 'text (default), json or sarif (SARIF 2.1.0 for code scanning)' },
    matrix: { text: 'text: show chains as a working directory × profile matrix' },
    verbose: { text: 'text: every finding and every chain in full (default: the short report)' },
    output: { arg: 'FILE', text: 'also write the JSON report to FILE' },
    base: { arg: 'REF', text: 'also audit the committed tree at REF (read from git, nothing checked out) and show first what this change does to agent instructions' },
    previous: { arg: 'FILE', text: 'compare with a previous JSON report instead (scheduled runs)' },
    'new-only': { text: 'with --base or --previous: the exit status counts only new findings' },
    'print-prompt': { arg: 'DIR', text: 'print the instructions exactly as the first profile injects them when started in DIR (relative to ROOT; secrets masked); exits 0 once printed' },
    cache: { arg: 'DIR', text: 'keep lint results and reports in DIR and reuse what still holds: an unchanged tree is answered from it, a changed file is linted again' },
    help: HELP_OPT,
    version: { text: 'show the version' },
};
const MERGE_HELP = {
    format: { arg: 'FORMAT', text: 'json (default) or text' },
    'fail-on': { arg: 'LEVEL', text: 'error (default), warning or never: which findings of the merged report exit 1' },
    output: { arg: 'FILE', text: 'also write the merged JSON report to FILE' },
    verbose: { text: 'text: every finding and every chain in full' },
    help: HELP_OPT,
};
const DIFF_HELP = {
    format: { arg: 'FORMAT', text: 'text (default) or json (the delta)' },
    output: { arg: 'FILE', text: 'also write the delta as JSON to FILE' },
    'fail-on': { arg: 'LEVEL', text: 'error (default), warning or never: exit 1 as an audit of HEAD against BASE would' },
    'new-only': { text: 'the exit status counts only findings HEAD adds or makes worse' },
    verbose: { text: 'text: the edited lines of each changed file' },
    help: HELP_OPT,
};
/** `text` wrapped to `width` columns, each line after the first indented by `indent` (words longer than a line stay whole). */
function wrap(text, width, first, indent) {
    const out = [];
    for (const para of text.split('\n')) {
        let line = out.length === 0 ? first : indent;
        let empty = true;
        for (const word of para.split(/ +/)) {
            if (!empty && line.length + 1 + word.length > width) {
                out.push(line);
                line = indent + word;
            }
            else
                line += (empty ? '' : ' ') + word;
            empty = false;
        }
        out.push(line);
    }
    return out;
}
const LABEL_WIDTH = 26;
function optionLines(options, help) {
    const out = [];
    for (const [name, def] of Object.entries(options)) {
        const h = help[name];
        const label = `  ${def.short ? `-${def.short}, ` : '    '}--${name}${h.arg ? ` ${h.arg}` : ''}`;
        const pad = ' '.repeat(LABEL_WIDTH);
        if (label.length + 1 > LABEL_WIDTH)
            out.push(label, ...wrap(h.text, HELP_WIDTH, pad, pad));
        else
            out.push(...wrap(h.text, HELP_WIDTH, label.padEnd(LABEL_WIDTH), pad));
    }
    return out;
}
/** Examples: the command, then what it does, indented. */
function exampleLines(examples) {
    return examples.flatMap(([cmd, what]) => [`  ${cmd}`, ...wrap(what, HELP_WIDTH, '      ', '      ')]);
}
const DOCS = `https://github.com/${REPOSITORY}/blob/${DOCS_REF}/README.md`;
function exitLines(rows) {
    return rows.flatMap(([code, what]) => wrap(what, HELP_WIDTH, `  ${code}  `, '     '));
}
const INTERNAL = ['3', 'internal error (a bug in agents-md-audit: please report it)'];
function renderHelp(command) {
    const lines = [];
    const para = (text) => {
        lines.push(...wrap(text, HELP_WIDTH, '', ''));
    };
    if (command === 'audit') {
        lines.push('Usage: agents-md-audit [ROOT] [options]', '       agents-md-audit merge REPORT.json... [options]', '       agents-md-audit diff BASE.json HEAD.json [options]', '');
        para('Audit the AGENTS.md-style instruction chains that coding agents load in ROOT (default: the current directory), the way each agent profile discovers them.');
        lines.push('', 'Options:', ...optionLines(args/* AUDIT_OPTIONS */.dQ, AUDIT_HELP), '', 'Commands:');
        lines.push(...wrap('merge the JSON reports of an audit split across jobs into one', HELP_WIDTH, '  merge   ', '          '));
        lines.push(...wrap('what changed between two saved reports', HELP_WIDTH, '  diff    ', '          '));
        lines.push('          (agents-md-audit merge --help, agents-md-audit diff --help)', '', 'Examples:');
        lines.push(...exampleLines([
            ['agents-md-audit', 'audit the repository in the current directory for Codex'],
            ['agents-md-audit -p codex,claude-code,gemini --fail-on warning', 'audit for three agents; warnings fail too'],
            ['agents-md-audit --base origin/main --new-only', 'show what this branch does to agent instructions; fail only on what it adds'],
            ['agents-md-audit --rule no-personal-paths=off --format sarif > audit.sarif', 'turn one rule off and write SARIF for code scanning'],
            ['agents-md-audit --print-prompt packages/api', 'print what Codex reads when started in packages/api'],
        ]));
        lines.push('', 'Exit status:', ...exitLines([
            ['0', 'no finding at or above --fail-on (and --help, --version, --print-prompt)'],
            ['1', 'findings at or above --fail-on (with --new-only: new ones)'],
            ['2', 'usage or configuration error (a flag, the config file, a report, a ref)'],
            INTERNAL,
        ]));
    }
    else if (command === 'merge') {
        lines.push('Usage: agents-md-audit merge REPORT.json... [options]', '');
        para('Merge the JSON reports of an audit split across jobs (each with its own --cwd and --output) into one report: chains by working directory and profile, findings by their fingerprint.');
        lines.push('', 'Options:', ...optionLines(args/* MERGE_OPTIONS */.WZ, MERGE_HELP), '', 'Examples:');
        lines.push(...exampleLines([['agents-md-audit merge part-*.json --output report.json --format text', 'merge the parts, keep the merged JSON and print the text report']]));
        lines.push('', 'Exit status:', ...exitLines([['0', 'no finding at or above --fail-on'], ['1', 'findings at or above --fail-on'], ['2', 'usage error, or a file that is not a report'], INTERNAL]));
    }
    else {
        lines.push('Usage: agents-md-audit diff BASE.json HEAD.json [options]', '');
        para('What changed between two saved JSON reports (from --output): chains whose instructions changed, new and fixed findings.');
        lines.push('', 'Options:', ...optionLines(args/* DIFF_OPTIONS */.pJ, DIFF_HELP), '', 'Examples:');
        lines.push(...exampleLines([['agents-md-audit diff last-week.json report.json', 'what changed since last week\'s scheduled run']]));
        lines.push('', 'Exit status:', ...exitLines([['0', 'the delta was printed'], ['2', 'usage error, or reports that cannot be compared'], INTERNAL]));
    }
    lines.push('', 'Documentation:', `  ${DOCS}`);
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./lib/config/policy.js
/**
 * The audit's settings as a config file states them, one line per setting, and what one config
 * file changes against another (a pull request's against its base's). Pure.
 *
 * Values are shown as parsed (`fail-on: Never` is `never`, a rule's `2` is `error`), masked
 * (a token-shaped value never appears in full) and cut to a readable length.
 */

/** Settings listed at most; the rest are counted. */
const MAX_LISTED_CHANGES = 20;
/** Characters of a value shown at most (after masking). */
const MAX_VALUE_CHARS = 80;
function shown(value) {
    const safe = (0,mask/* maskSecrets */.Q)(value).replace(/[\u0000-\u001f\u007f]/g, ' ');
    return safe.length > MAX_VALUE_CHARS ? `${safe.slice(0, MAX_VALUE_CHARS)}…` : safe;
}
function list(values) {
    return values.join(', ');
}
/** Every setting `file` states, as `name → value`, in the order the config file's documentation lists them. */
function statedSettings(file) {
    const out = new Map();
    if (!file)
        return out;
    const put = (name, value) => void out.set(shown(name), shown(value));
    if (file.profiles)
        put('profiles', list(file.profiles));
    if (file.workingDirectories)
        put('working-directories', list(file.workingDirectories));
    if (file.maxBytes !== undefined)
        put('max-bytes', String(file.maxBytes));
    if (file.fallbackFilenames)
        put('fallback-filenames', list(file.fallbackFilenames));
    if (file.rootMarkers)
        put('root-markers', list(file.rootMarkers));
    for (const id of Object.keys(file.rules ?? {}).sort())
        put(`rules.${id}`, file.rules[id]);
    if (file.warnThreshold !== undefined)
        put('warn-threshold', `${Math.round(file.warnThreshold * 10000) / 100}%`);
    if (file.symlinkPolicy)
        put('symlinks', file.symlinkPolicy);
    if (file.failOn)
        put('fail-on', file.failOn);
    const state = file.agentState;
    if (state) {
        if (state.codexTrust)
            put('agent-state.codex-trust', state.codexTrust);
        for (const dir of Object.keys(state.codexTrustDirs ?? {}).sort())
            put(`agent-state.codex-trust.${dir}`, state.codexTrustDirs[dir]);
        if (state.claudeExternalImports !== undefined)
            put('agent-state.claude-external-imports', state.claudeExternalImports ? 'approved' : 'not-approved');
        if (state.geminiFolderTrust)
            put('agent-state.gemini-folder-trust', state.geminiFolderTrust);
    }
    return out;
}
/**
 * The settings `head` states differently from `base` (either may be null: no file), in the order
 * `statedSettings` gives them (the base's first, then those only the head states); at most `max`
 * listed, and how many more there are.
 */
function settingChanges(base, head, max = MAX_LISTED_CHANGES) {
    const b = statedSettings(base);
    const h = statedSettings(head);
    const all = [];
    for (const name of new Set([...b.keys(), ...h.keys()])) {
        const before = b.get(name) ?? null;
        const after = h.get(name) ?? null;
        if (before !== after)
            all.push({ setting: name, base: before, head: after });
    }
    // The gate first: fail-on and switched-off rules are what a pull request could use to pass.
    const weight = (c) => (c.setting === 'fail-on' ? 0 : c.head === 'off' ? 1 : 2);
    all.sort((x, y) => weight(x) - weight(y));
    return { changes: all.slice(0, max), more: Math.max(0, all.length - max) };
}
/** The report's account of what `head` changes against `base`: the changes, and both files' names when there are any. */
function policyChanges(base, head) {
    const { changes, more } = settingChanges(base, head);
    if (changes.length === 0)
        return { changed: [] };
    return { changed: changes, ...(more > 0 ? { moreChanged: more } : {}), baseFile: base?.path ?? null, headFile: head?.path ?? null };
}

;// CONCATENATED MODULE: ./lib/discovery/committed.js
/**
 * The committed tree at a git revision, read from git's object store (`git ls-tree`,
 * `git cat-file --batch`) without checking anything out: the work tree, the index and HEAD are
 * never touched. The tree becomes a RepoListing (every path tracked) and, in a private temporary
 * directory, the blobs the engine reads: what an audit reads up front (instruction-file candidates
 * by the profiles' names, rules folders, agents' config files, root markers; `readsUpFront` in
 * src/audit.ts) and links are written first; anything else the engine probes (an import target, a
 * name from an agent's configuration) is written on demand between passes (see `materialize`). A
 * tree of 100,000 Markdown files costs what its instruction files cost.
 *
 * Blobs are streamed (`streamBlobs`): each is written only up to the read cap and then extended to
 * its real size (a sparse file), so sizes are exact, no blob costs more than the cap on disk or in
 * memory, and a blob far larger than the cap is not even read through.
 *
 * The engine then audits that directory like any other: the same probes, the same containment
 * checks (a link out of the tree stays out of it), the same caps. */






const GIT_MAX_BUFFER = 1024 * 1024 * 1024;
/** Bytes of a link's target kept at most (Linux's PATH_MAX; no system makes a longer link). */
const MAX_LINK_BYTES = 4096;
/** Bytes of git's error output kept (its first line is all a message quotes). */
const MAX_STDERR = 16 * 1024;
/** Link hops followed when mapping a probed path back into the tree. */
const MAX_LINK_HOPS = 40;
function committed_git(cwd, args, input) {
    // core.fsmonitor=false: never run a hook named by the audited repository's own config.
    const r = (0,external_node_child_process_.spawnSync)('git', ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', ...args], {
        cwd,
        maxBuffer: GIT_MAX_BUFFER,
        ...(input ? { input } : {}),
        stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
    });
    if (r.error)
        return { ok: false, error: r.error.code === 'ENOENT' ? 'git is not installed' : r.error.message };
    if (r.status !== 0)
        return { ok: false, error: (r.stderr.toString('utf8') || `git exited with ${r.status}`).trim().split('\n')[0] };
    return { ok: true, out: r.stdout };
}
/** Refuse, each with its own message, a ref that cannot name one commit: empty, option-like, a range, a control character. */
function checkRefShape(ref) {
    if (ref.trim() === '')
        throw new ConfigError('--base: give the branch, tag or commit to compare with (e.g. --base origin/main)');
    if (ref.startsWith('-'))
        throw new ConfigError(`--base: ${quote(ref)} looks like an option, not a ref: a branch, tag or commit never starts with "-"`);
    if (/[\0-\x1f\x7f]/.test(ref))
        throw new ConfigError(`--base: ${quote(ref)} is not a git revision (it holds a control character)`);
    // `A..B`, `A...B`: a range is two commits; the base is one (a ref name never holds "..").
    const range = /^(.*?)\.{2,3}(.*)$/.exec(ref);
    if (range && !ref.includes(':')) {
        throw new ConfigError(`--base: ${quote(ref)} is a range, not a commit: give the base alone (--base ${range[1] || 'HEAD'}); the head is what is checked out`);
    }
}
/** Unwanted bytes of one blob past which the batch is stopped and started again after it, rather than read through. */
const SKIP_BY_RESTART = 1024 * 1024;
/**
 * `git cat-file --batch` of `oids`, parsed as its output streams in, never held whole: for each
 * blob, `open(index, size)` says where its body goes (null: skipped past), the body reaches that sink
 * in pieces, then `close`. A `<oid> missing` record (a promisor or damaged repository) opens nothing:
 * the engine then sees that file missing. Memory stays at a few pipe reads whatever a blob weighs,
 * and a blob whose sink wants no more with more than SKIP_BY_RESTART bytes still to come is not read
 * through: git is stopped and asked again for the blobs after it (a 1 GiB blob costs its read cap).
 * Rejects on a git failure, a malformed stream, or whatever a sink throws (git is then stopped).
 */
async function streamBlobs(cwd, oids, open) {
    for (let from = 0; from < oids.length;)
        from = await batchFrom(cwd, oids, from, open);
}
/** One `git cat-file --batch` of `oids[from..]`; resolves with the index to start again from (the length when done). */
function batchFrom(cwd, oids, from, open) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)('git', ['-c', 'core.fsmonitor=false', 'cat-file', '--batch'], {
            cwd,
            stdio: ['pipe', 'pipe', 'pipe'],
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
        });
        let failed = null;
        /** Set when git was stopped past an unwanted body: where the next batch starts. */
        let restartAt = -1;
        let index = from;
        /** The header line so far (bounded: git's is an oid, a type and a size). */
        let header = Buffer.alloc(0);
        let sink = null;
        /** Body bytes still to come for the current blob, then its closing LF (-1: reading a header). */
        let left = -1;
        let stderr = '';
        const fail = (e) => {
            if (failed)
                return;
            failed = e;
            sink?.abort?.();
            sink = null;
            child.kill();
        };
        const endBlob = () => {
            const s = sink;
            sink = null;
            index += 1;
            s?.close();
        };
        child.stdout.on('data', (chunk) => {
            if (failed || restartAt !== -1)
                return;
            try {
                let pos = 0;
                while (pos < chunk.length) {
                    if (left === -1) {
                        const nl = chunk.indexOf(0x0a, pos);
                        const piece = chunk.subarray(pos, nl === -1 ? chunk.length : nl);
                        if (header.length + piece.length > 512)
                            throw new Error('git cat-file sent a header line longer than any it writes');
                        header = header.length === 0 ? Buffer.from(piece) : Buffer.concat([header, piece]);
                        if (nl === -1)
                            return;
                        pos = nl + 1;
                        const fields = header.toString('latin1').split(' ');
                        header = Buffer.alloc(0);
                        if (index >= oids.length)
                            throw new Error('git cat-file sent more records than it was asked for');
                        if (fields.length === 2 && (fields[1] === 'missing' || fields[1] === 'ambiguous')) {
                            index += 1;
                            continue;
                        }
                        if (fields.length !== 3 || !/^\d{1,15}$/.test(fields[2]))
                            throw new Error(`git cat-file sent a header it does not write (${JSON.stringify(fields.join(' ').slice(0, 80))})`);
                        const size = Number(fields[2]);
                        sink = fields[1] === 'blob' ? open(index, size) : null;
                        left = size + 1;
                        continue;
                    }
                    const n = Math.min(left, chunk.length - pos);
                    const body = Math.min(n, left - 1);
                    const more = body > 0 && sink ? sink.write(chunk.subarray(pos, pos + body)) : sink !== null || body === 0;
                    pos += n;
                    left -= n;
                    if (left === 0) {
                        if (chunk[pos - 1] !== 0x0a)
                            throw new Error('git cat-file sent a blob that does not end where its size says');
                        left = -1;
                        endBlob();
                    }
                    else if (!more && left > SKIP_BY_RESTART) {
                        // The rest of this blob is not wanted and large: stop git, and ask again for what follows.
                        endBlob();
                        restartAt = index;
                        child.kill();
                        return;
                    }
                }
            }
            catch (e) {
                fail(e);
            }
        });
        child.stderr.on('data', (c) => {
            if (stderr.length < MAX_STDERR)
                stderr += c.toString('utf8');
        });
        child.on('error', (e) => fail(e.code === 'ENOENT' ? new Error('git is not installed') : e));
        // A git that exits early (or is stopped) closes its input: the write error says nothing more.
        child.stdin.on('error', () => { });
        child.on('close', (code) => {
            if (failed)
                return reject(failed);
            if (restartAt !== -1)
                return resolve(restartAt);
            if (code !== 0)
                return reject(new Error((stderr.trim().split('\n')[0] || `git exited with ${code}`).trim()));
            if (left !== -1 || index < oids.length)
                return reject(new Error('git cat-file stopped before every blob was sent'));
            resolve(oids.length);
        });
        child.stdin.end(oids.slice(from).map((o) => `${o}\n`).join(''));
    });
}
/** A ref as a full commit id, or a ConfigError naming the ref (a missing one in a shallow clone says to fetch it). */
function resolveCommit(root, ref) {
    checkRefShape(ref);
    const inside = committed_git(root, ['rev-parse', '--is-inside-work-tree']);
    if (!inside.ok)
        throw new ConfigError(`--base ${quote(ref)}: the audited directory is not in a git repository (${inside.error})`);
    const r = committed_git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
    if (!r.ok) {
        const shallow = committed_git(root, ['rev-parse', '--is-shallow-repository']);
        if (shallow.ok && shallow.out.toString('utf8').trim() === 'true') {
            throw new ConfigError(`--base: ${quote(ref)} is not in this shallow clone: fetch it first (git fetch --depth=1 origin ${ref.replace(/^origin\//, '')}), or check out with the full history (actions/checkout with fetch-depth: 0)`);
        }
        throw new ConfigError(`--base: ${quote(ref)} is not a commit in this repository (no such branch, tag or commit)`);
    }
    return r.out.toString('utf8').trim();
}
/** A tree path is written only when every component is an ordinary name. */
function unsafePath(rel) {
    return UNSAFE_COMPONENT.test(rel);
}
/** An empty component, `.`, `..` or `.git` in any case (what `unsafePath` refuses), in one test of the whole path. */
const UNSAFE_COMPONENT = /(?:^|\/)(?:\.{0,2}|\.git)(?:\/|$)/i;
/**
 * `ls-tree -r -z` records: `<mode> <type> <oid>\t<path>`. (Without `-l`: git would look up every
 * blob's size, 0.45 s against 0.07 s for 100,000 files; a written blob's size comes with it.)
 */
function parseTree(out) {
    const entries = new Map();
    const gitlinks = [];
    const skipped = [];
    const text = out.toString('utf8');
    for (let start = 0; start < text.length;) {
        let end = text.indexOf('\0', start);
        if (end === -1)
            end = text.length;
        const tab = text.indexOf('\t', start);
        const rec = start;
        start = end + 1;
        if (tab === -1 || tab > end)
            continue;
        const sp1 = text.indexOf(' ', rec);
        const sp2 = sp1 === -1 ? -1 : text.indexOf(' ', sp1 + 1);
        if (sp2 === -1 || sp2 > tab)
            continue;
        const mode = text.slice(rec, sp1);
        const type = text.slice(sp1 + 1, sp2);
        const oid = text.slice(sp2 + 1, tab);
        const rel = text.slice(tab + 1, end);
        if (unsafePath(rel)) {
            skipped.push(rel);
            continue;
        }
        if (type === 'commit')
            gitlinks.push(rel);
        else if (type === 'blob' && mode && oid)
            entries.set(rel, { mode, oid });
    }
    return { entries, gitlinks, skipped };
}
function buildListing(entries, gitlinks) {
    const files = new Map();
    const dirs = new Set(['.']);
    const byDir = new Map();
    const addDir = (d) => {
        while (!dirs.has(d)) {
            dirs.add(d);
            d = (0,discovery_listing/* parentDir */.Qp)(d);
        }
    };
    for (const [rel, e] of entries) {
        files.set(rel, e.mode === '120000' ? discovery_listing/* TRACKED_LINK */.WV : discovery_listing/* TRACKED */.HP);
        const d = (0,discovery_listing/* parentDir */.Qp)(rel);
        const names = byDir.get(d);
        if (names)
            names.push((0,discovery_listing/* baseName */.Fl)(rel));
        else
            byDir.set(d, [(0,discovery_listing/* baseName */.Fl)(rel)]);
        addDir(d);
    }
    for (const g of gitlinks)
        addDir(g);
    return { source: 'git', files, dirs, byDir, nestedRepos: [...gitlinks] };
}
/** Errors of a path inside a crafted tree (a file where a directory goes, a name too long…): that blob is left out. */
const PATH_CLASHES = new Set(['EEXIST', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG', 'EINVAL']);
/** Linux's tmpfs (`statfs` f_type). */
const TMPFS_MAGIC = 0x01021994;
/** Room `/dev/shm` must have to hold the mirror (each blob is written up to the read cap only). */
const SHM_ROOM = 1024 * 1024 * 1024;
/**
 * Where the private mirror is made: in memory, in `/dev/shm`, where it is a tmpfs with at least
 * 1 GiB free (a container's 64 MB default is not used); else the temporary directory. Making the
 * directories and files of a large tree on a journaled disk can cost far more than the audit of it:
 * 10 s against 1.3 s for the benchmark repository's 10,000 directories and 5,600 Markdown files on
 * the two-core VM of docs/performance.md.
 */
function mirrorParent(shm = '/dev/shm') {
    if (process.platform === 'linux') {
        try {
            const st = external_node_fs_.statfsSync(shm);
            if (st.type === TMPFS_MAGIC && st.bavail * st.bsize >= SHM_ROOM) {
                external_node_fs_.accessSync(shm, external_node_fs_.constants.W_OK | external_node_fs_.constants.X_OK);
                return shm;
            }
        }
        catch {
            /* no /dev/shm, or not writable: the temporary directory */
        }
    }
    return external_node_os_.tmpdir();
}
/** Open the committed tree at `ref` below `root`. Throws ConfigError for a ref that is not a commit. */
async function openCommittedTree(opts) {
    const commit = resolveCommit(opts.root, opts.ref);
    // Run in the audited directory: ls-tree then lists that subtree, with paths relative to it.
    const ls = committed_git(opts.root, ['ls-tree', '-r', '-z', commit]);
    if (!ls.ok)
        throw new ConfigError(`--base ${quote(opts.ref)}: cannot list the committed tree (${ls.error})`);
    const { entries, gitlinks, skipped } = parseTree(ls.out);
    const listing = buildListing(entries, gitlinks);
    const dir = external_node_fs_.realpathSync(external_node_fs_.mkdtempSync(external_node_path_.join(opts.mirrorIn ?? mirrorParent(), 'agents-md-audit-base-')));
    const done = new Set();
    let written = 0;
    /** Why the mirror cannot be written, as the error to stop with (a path clash is not one: see PATH_CLASHES). */
    const cannotWrite = (e) => new ConfigError(`--base ${quote(opts.ref)}: cannot write the committed tree to a temporary directory (${e.message.split('\n')[0]})`);
    const made = new Set(['.']);
    const mkdirs = (rel) => {
        if (made.has(rel))
            return true;
        try {
            external_node_fs_.mkdirSync(external_node_path_.join(dir, rel), { recursive: true });
            for (let d = rel; !made.has(d); d = (0,discovery_listing/* parentDir */.Qp)(d))
                made.add(d);
            return true;
        }
        catch (e) {
            // A link or a file sits where the directory would go: leave the blob out. Anything else stops.
            if (PATH_CLASHES.has(e.code ?? ''))
                return false;
            throw cannotWrite(e);
        }
    };
    /** Follow the tree's own links lexically from `rel` to a tree entry (or null). */
    const toEntry = (rel) => {
        let cur = rel;
        for (let hop = 0; hop < MAX_LINK_HOPS; hop++) {
            if (entries.has(cur) && entries.get(cur).mode !== '120000')
                return cur;
            // Find the first component that is a link in the tree, and substitute its target.
            const parts = cur.split('/');
            let replaced = false;
            for (let i = 1; i <= parts.length; i++) {
                const prefix = parts.slice(0, i).join('/');
                const e = entries.get(prefix);
                if (e?.mode !== '120000')
                    continue;
                const target = linkText(prefix);
                if (target === null || external_node_path_.posix.isAbsolute(target))
                    return null;
                const joined = external_node_path_.posix.normalize(external_node_path_.posix.join((0,discovery_listing/* parentDir */.Qp)(prefix) === '.' ? '' : (0,discovery_listing/* parentDir */.Qp)(prefix), target, ...parts.slice(i)));
                if (joined.startsWith('../') || joined === '..')
                    return null; // out of the tree: never followed
                cur = joined;
                replaced = true;
                break;
            }
            if (!replaced)
                return null;
        }
        return null;
    };
    const linkTargets = new Map();
    const linkText = (rel) => linkTargets.get(rel) ?? null;
    /** Write the blobs for `rels` (tree entries); links become links, files are cut at the cap. */
    const writeBlobs = async (rels) => {
        const todo = rels.filter((r) => !done.has(r) && entries.has(r));
        if (todo.length === 0)
            return 0;
        for (const r of todo)
            done.add(r);
        let count = 0;
        /** A failure to write, as thrown by node:fs: a path clash leaves the blob out, anything else stops. */
        const clash = (e) => {
            // A path clash inside a crafted tree: the blob is left out, the engine sees it missing. Any
            // other failure (no space left…) would make the base look different from what it is: stop.
            if (!PATH_CLASHES.has(e.code ?? ''))
                throw cannotWrite(e);
            return true;
        };
        await streamBlobs(opts.root, todo.map((r) => entries.get(r).oid), (i, size) => {
            const rel = todo[i];
            const entry = entries.get(rel);
            const abs = external_node_path_.join(dir, rel);
            if (!mkdirs((0,discovery_listing/* parentDir */.Qp)(rel)))
                return null;
            if (entry.mode === '120000') {
                // A link's target is its blob's text: kept whole up to MAX_LINK_BYTES (no system takes a longer one).
                const parts = [];
                let kept = 0;
                return {
                    write(chunk) {
                        const room = MAX_LINK_BYTES + 1 - kept;
                        if (room > 0) {
                            parts.push(Buffer.from(chunk.subarray(0, room)));
                            kept += Math.min(room, chunk.length);
                        }
                        return kept <= MAX_LINK_BYTES;
                    },
                    close() {
                        if (size > MAX_LINK_BYTES)
                            return; // longer than any system's limit: left out, as a clash would be
                        const target = Buffer.concat(parts).toString('utf8');
                        linkTargets.set(rel, target);
                        try {
                            external_node_fs_.symlinkSync(target, abs);
                            count += 1;
                            written += 1;
                        }
                        catch (e) {
                            clash(e);
                        }
                    },
                };
            }
            let fd;
            try {
                // O_EXCL + O_NOFOLLOW: never write through something already there.
                fd = external_node_fs_.openSync(abs, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | (external_node_fs_.constants.O_NOFOLLOW ?? 0), 0o644);
            }
            catch (e) {
                clash(e);
                return null;
            }
            let kept = 0;
            return {
                write(chunk) {
                    const room = opts.readCap - kept;
                    if (room <= 0)
                        return false;
                    const n = Math.min(room, chunk.length);
                    try {
                        for (let off = 0; off < n;)
                            off += external_node_fs_.writeSync(fd, chunk, off, n - off);
                    }
                    catch (e) {
                        external_node_fs_.closeSync(fd);
                        fd = -1;
                        throw cannotWrite(e);
                    }
                    kept += n;
                    return kept < opts.readCap;
                },
                close() {
                    if (fd === -1)
                        return;
                    try {
                        // The blob's real size, past what was written: a sparse file, so sizes are exact.
                        external_node_fs_.ftruncateSync(fd, size);
                        count += 1;
                        written += 1;
                    }
                    catch (e) {
                        throw cannotWrite(e);
                    }
                    finally {
                        external_node_fs_.closeSync(fd);
                    }
                },
                abort() {
                    if (fd !== -1)
                        external_node_fs_.closeSync(fd);
                    fd = -1;
                },
            };
        }).catch((e) => {
            if (e instanceof ConfigError)
                throw e;
            throw new Error(`cannot read blobs of ${opts.ref} from git: ${e.message}`);
        });
        return count;
    };
    try {
        // The directories (with `.git` where the checkout has one): every one when working directories
        // are named or matched (they are checked on disk), else those of the blobs written, and on demand.
        if (opts.allDirs)
            for (const d of listing.dirs)
                if (d !== '.')
                    mkdirs(d);
        if (opts.gitMarker)
            mkdirs('.git');
        for (const g of gitlinks)
            mkdirs((0,discovery_listing/* joinRel */.gN)(g, '.git'));
        // First pass: every link (and, through the tree, what each points at) and every wanted path.
        const links = [...entries].filter(([, e]) => e.mode === '120000').map(([r]) => r);
        await writeBlobs(links);
        const first = [...entries.keys()].filter((r) => entries.get(r).mode !== '120000' && opts.wanted(r));
        for (const l of links) {
            const t = toEntry(l);
            if (t)
                first.push(t);
        }
        await writeBlobs(first);
    }
    catch (e) {
        external_node_fs_.rmSync(dir, { recursive: true, force: true });
        throw e;
    }
    return {
        commit,
        ref: opts.ref,
        dir,
        listing,
        skipped,
        get written() {
            return written;
        },
        async materialize(rels) {
            const want = [];
            let dirs = 0;
            for (const r of rels) {
                // A directory of the tree the engine looked for and did not find: made now.
                if (listing.dirs.has(r) && !made.has(r) && mkdirs(r))
                    dirs += 1;
                const e = toEntry(r);
                if (e && !done.has(e))
                    want.push(e);
            }
            return dirs + (await writeBlobs(want));
        },
        dispose() {
            external_node_fs_.rmSync(dir, { recursive: true, force: true });
        },
    };
}

;// CONCATENATED MODULE: ./lib/report/policy.js

/** Changes named in the one-line annotation at most (the summary's table lists up to the policy's own bound). */
const ANNOTATION_CHANGES = 10;
function fileChange(policy) {
    const b = policy.baseFile ?? null;
    const h = policy.headFile ?? null;
    if (b === null && h !== null)
        return { verb: 'adds', files: [h] };
    if (h === null && b !== null)
        return { verb: 'removes', files: [b] };
    if (b !== null && h !== null && b !== h)
        return { verb: 'replaces', files: [b, h] };
    return { verb: 'changes', files: h !== null ? [h] : [] };
}
function effect(policy, html) {
    if (policy.source === 'head')
        return `this run applies them (${html ? escape_code('config-from: head') : 'config-from: head'})`;
    return 'they take effect once merged';
}
function whose(policy) {
    if (policy.source === 'head')
        return '';
    if (policy.source === 'base')
        return `This run uses the base commit's settings${policy.commit ? ` (${code(policy.commit.slice(0, 12))})` : ''}.`;
    return "This run uses the built-in defaults and the workflow's inputs.";
}
function cell(value) {
    return value === null ? '<em>not set</em>' : code(value);
}
function plain(value) {
    return value === null ? '(not set)' : value;
}
function changeText(c) {
    return `${c.setting} ${plain(c.base)} → ${plain(c.head)}`;
}
/** The block for the top of the job summary and the comment ('' when there is nothing to say). */
function renderPolicySummary(policy) {
    if (!policy || (policy.changed.length === 0 && !policy.warning))
        return '';
    const out = [];
    if (policy.changed.length > 0) {
        const { verb, files } = fileChange(policy);
        out.push("### ⚠️ This pull request changes the audit's own settings", '', `It ${verb} ${files.map((f) => code(f)).join(' with ') || 'the config file'}: ${effect(policy, true)}. ${whose(policy)}`.trimEnd(), '', '| Setting | Base | This pull request |', '| :--- | :--- | :--- |', ...policy.changed.map((c) => `| ${code(c.setting)} | ${cell(c.base)} | ${cell(c.head)} |`));
        if (policy.moreChanged)
            out.push('', `…and ${policy.moreChanged} more changed setting${policy.moreChanged === 1 ? '' : 's'} (see the JSON report).`);
        out.push('');
    }
    if (policy.warning)
        out.push(`> **Settings:** ${md(policy.warning)}`, '');
    return out.join('\n');
}
/** The warning annotation for a settings change, or null when the pull request changes none. */
function policyAnnotation(policy, subject = 'This pull request') {
    if (!policy || policy.changed.length === 0)
        return null;
    const { verb, files } = fileChange(policy);
    const listed = policy.changed.slice(0, ANNOTATION_CHANGES).map(changeText);
    const more = policy.changed.length - listed.length + (policy.moreChanged ?? 0);
    const what = `${listed.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    const applied = policy.source === 'base' ? " This run uses the base commit's settings." : policy.source === 'defaults' ? ' This run uses the built-in defaults.' : '';
    return `${subject} ${verb === 'changes' ? 'changes' : `${verb} ${files.join(' with ')}, changing`} the audit's own settings${verb === 'changes' && files.length ? ` (${files[0]})` : ''}: ${what}; ${effect(policy, false)}.${applied}`;
}

;// CONCATENATED MODULE: ./lib/discovery/repository-id.js
/**
 * What identifies the audited repository across checkouts (a worktree, another clone, another
 * folder name): its first commits (the commits without a parent, known only in a full clone) and
 * its `origin` remote (credentials stripped), each with the audited directory's place in it, so a
 * report of `packages/a` is not taken for one of `packages/b`. `--previous` compares these; the
 * folder's name is compared only where there is no git.
 */


function repository_id_git(root, args) {
    const r = (0,external_node_child_process_.spawnSync)('git', ['-c', 'core.fsmonitor=false', ...args], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000, maxBuffer: 1024 * 1024 });
    return r.status === 0 && typeof r.stdout === 'string' ? r.stdout.trim() : null;
}
/** `https://user:token@host/a/b.git` → `host/a/b`; `git@host:a/b.git` → `host/a/b` (no credentials, no scheme). */
function normalizeRemote(url) {
    const u = url.trim();
    const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/)(.+)$/.exec(u);
    let hostPath;
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(u)) {
        try {
            const p = new URL(u);
            hostPath = `${p.host}${p.pathname}`;
        }
        catch {
            return null;
        }
    }
    else if (scp)
        hostPath = `${scp[1]}/${scp[2]}`;
    else
        return null;
    return (0,mask/* maskSecrets */.Q)(hostPath.replace(/\.git\/?$/, '').replace(/\/+$/, '').toLowerCase());
}
/** The identities of the repository at `root` (empty outside git): `root:<sha>:<prefix>` per first commit, `remote:<host/path>:<prefix>`. */
function repositoryIds(root) {
    const prefix = repository_id_git(root, ['rev-parse', '--show-prefix']);
    if (prefix === null)
        return [];
    const ids = [];
    // In a shallow clone the parentless commits are the cut, not the first commits.
    if (repository_id_git(root, ['rev-parse', '--is-shallow-repository']) === 'false') {
        const roots = repository_id_git(root, ['rev-list', '--max-parents=0', 'HEAD']);
        for (const r of (roots ?? '').split('\n'))
            if (/^[0-9a-f]{40,64}$/.test(r))
                ids.push(`root:${r}:${prefix}`);
    }
    const remote = repository_id_git(root, ['config', '--get', 'remote.origin.url']);
    const normalized = remote ? normalizeRemote(remote) : null;
    if (normalized)
        ids.push(`remote:${normalized}:${prefix}`);
    return ids.sort();
}

;// CONCATENATED MODULE: ./lib/discovery/file-diff.js
/**
 * The edited lines of instruction files between a base commit and the work tree, as git gives
 * them (`git diff <commit> -- <paths>`), parsed into hunks for the delta (src/report/delta.ts maps
 * them to the agents that read them). The work tree is what the head audit reads, so untracked
 * files are not here: the delta lists them as files a chain now loads.
 *
 * Hostile input: every path is a literal pathspec; the repository's diff drivers, text conversions
 * and prefixes are switched off; a path git would quote (a quote, a backslash, a control
 * character) is left out rather than guessed at; the output is capped in bytes and the run in time.
 */

/** Paths per git run (a command line stays far below the system's limit). */
const PATHS_PER_RUN = 200;
/** Most bytes of diff output read per run; more and the run's hunks are left out. */
const MAX_OUTPUT = 16 * 1024 * 1024;
const TIMEOUT_MS = 60_000;
/** The settings every run carries: no hook or pager of the repository's, and its diff prefixes ignored. */
const GIT_SETTINGS = ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', '-c', 'diff.noprefix=false', '-c', 'diff.mnemonicPrefix=false'];
/** The paths (relative to `root`) whose content differs between `commit` and the work tree, or null when git cannot say. */
function changedPaths(root, commit) {
    const r = (0,external_node_child_process_.spawnSync)('git', [...GIT_SETTINGS, 'diff', '--name-only', '-z', '--no-ext-diff', '--no-textconv', '--no-renames', '--relative', '--ignore-submodules', commit, '--'], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: MAX_OUTPUT,
        timeout: TIMEOUT_MS,
        stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (r.status !== 0 || r.error || typeof r.stdout !== 'string')
        return null;
    return new Set(r.stdout.split('\0').filter(Boolean));
}
/** True for a path git prints as it is (with core.quotePath off): no quote, backslash or control character. */
function printsPlain(p) {
    return !/["\\\u0000-\u001f\u007f]/.test(p);
}
const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
/** Parse `git diff` output for the paths asked (by their exact `diff --git a/P b/P` header). */
function parseUnifiedDiff(out, paths) {
    const byHeader = new Map(paths.map((p) => [`diff --git a/${p} b/${p}`, p]));
    const diffs = [];
    let cur = null;
    let hunk = null;
    for (const line of out.split('\n')) {
        if (line.startsWith('diff --git ')) {
            const p = byHeader.get(line);
            cur = p !== undefined ? { path: p, hunks: [] } : null;
            if (cur)
                diffs.push(cur);
            hunk = null;
            continue;
        }
        if (cur === null)
            continue;
        const m = HUNK.exec(line);
        if (m) {
            hunk = { oldStart: Number(m[1]), oldCount: m[2] === undefined ? 1 : Number(m[2]), newStart: Number(m[3]), newCount: m[4] === undefined ? 1 : Number(m[4]), lines: [] };
            cur.hunks.push(hunk);
            continue;
        }
        if (hunk && (line.startsWith(' ') || line.startsWith('+') || line.startsWith('-')))
            hunk.lines.push(line);
    }
    return diffs.filter((d) => d.hunks.length > 0);
}
/**
 * The diffs of `paths` (relative to `root`) from `commit` to the work tree. Paths git cannot name
 * plainly, and runs that fail or overflow, give no hunks (the delta still lists the chain).
 */
function instructionFileDiffs(root, commit, paths) {
    if (!/^[0-9a-f]{40,64}$/.test(commit))
        return [];
    const changed = changedPaths(root, commit);
    // Only the files git says differ are diffed: every run compares the whole index with the work
    // tree, so thousands of unchanged instruction files in runs of PATHS_PER_RUN cost seconds (1.6 s
    // on the 100,000-file benchmark) where one listing costs one such pass.
    const plain = [...new Set(paths)].filter((p) => printsPlain(p) && (changed === null || changed.has(p))).sort();
    const out = [];
    for (let i = 0; i < plain.length; i += PATHS_PER_RUN) {
        const chunk = plain.slice(i, i + PATHS_PER_RUN);
        const r = (0,external_node_child_process_.spawnSync)('git', [
            ...GIT_SETTINGS,
            'diff', '--no-color', '--no-ext-diff', '--no-textconv', '--no-renames', '--relative', '--unified=2',
            '--src-prefix=a/', '--dst-prefix=b/', '--ignore-submodules', commit, '--',
            ...chunk.map((p) => `:(literal)${p}`),
        ], { cwd: root, encoding: 'utf8', maxBuffer: MAX_OUTPUT, timeout: TIMEOUT_MS, stdio: ['ignore', 'pipe', 'ignore'] });
        if (r.status !== 0 || r.error || typeof r.stdout !== 'string')
            continue;
        out.push(...parseUnifiedDiff(r.stdout, chunk));
    }
    return out;
}

;// CONCATENATED MODULE: ./lib/report/delta.js
/**
 * The delta of two audits of one repository (a base and a head): the chains whose loaded
 * instructions differ (by the digest of the exact text the agent receives, not by size), what the
 * edited lines of each instruction file do to the agents that read them, and the findings that are
 * new, worse, better or fixed. Pure: two reports (and, for a commit base, the file diffs git gave)
 * in, one Delta out; the front ends decide where the base report comes from.
 */


function side(c) {
    if (!c)
        return null;
    const s = { usedBytes: c.usedBytes, budget: c.budget, truncated: c.files.some((f) => f.truncated), files: c.files.map((f) => f.path) };
    if (c.textDigest !== undefined)
        s.textDigest = c.textDigest;
    if (c.files.some((f) => f.loadedDigest !== undefined))
        s.loaded = c.files.map((f) => ({ path: f.path, loadedDigest: f.loadedDigest ?? '' }));
    return s;
}
/** First line not loaded in `path` (Infinity: all loaded; 1: none), or null when the file is not in the chain at all. */
function lostFrom(c, path) {
    const f = c.files.find((x) => x.path === path);
    if (f) {
        if (!f.truncated)
            return { from: Number.POSITIVE_INFINITY, last: null };
        const cut = f.cut;
        if (!cut)
            return { from: 1, last: null };
        return { from: cut.line, last: cut.lastLine };
    }
    const passed = c.passedOver.find((p) => p.path === path);
    if (passed && (passed.reason === 'budget-spent' || passed.reason === 'empty-after-cut'))
        return { from: 1, last: null };
    return null;
}
function spans(before, after) {
    const lost = [];
    const regained = [];
    const paths = new Set();
    for (const c of [before, after]) {
        for (const f of c.files)
            paths.add(f.path);
        for (const p of c.passedOver)
            paths.add(p.path);
    }
    for (const p of [...paths].sort()) {
        const b = lostFrom(before, p);
        const a = lostFrom(after, p);
        if (a === null || b === null)
            continue; // added or dropped as a whole: listed as such
        if (a.from < b.from)
            lost.push({ path: p, fromLine: a.from, toLine: Number.isFinite(b.from) ? b.from - 1 : a.last });
        else if (b.from < a.from)
            regained.push({ path: p, fromLine: b.from, toLine: Number.isFinite(a.from) ? a.from - 1 : b.last });
    }
    return { lost, regained };
}
function delta_hidden(c) {
    const m = new Map();
    for (const p of c?.passedOver ?? [])
        if (p.reason === 'hidden')
            m.set(p.path, p.detail ?? null);
    return m;
}
const chainKey = (c) => `${c.cwd}\0${c.profile}`;
/** Same text for the agent: same files, sizes and cut, and (where both reports have them) the same digests. */
function sameSide(a, b) {
    if (a === null || b === null)
        return a === b;
    const shape = a.usedBytes === b.usedBytes && a.truncated === b.truncated && a.files.length === b.files.length && a.files.every((f, i) => f === b.files[i]);
    if (!shape)
        return false;
    if (a.textDigest !== undefined && b.textDigest !== undefined && a.textDigest !== b.textDigest)
        return false;
    if (a.loaded && b.loaded && a.loaded.some((f, i) => f.loadedDigest !== b.loaded[i]?.loadedDigest))
        return false;
    return true;
}
/** Rules that report one subject at different levels (a chain near its budget, then over it), lowest first. */
const RULE_LADDERS = [['chain-near-budget', 'chain-over-budget']];
function ladderOf(ruleId) {
    for (const [i, l] of RULE_LADDERS.entries()) {
        const step = l.indexOf(ruleId);
        if (step >= 0)
            return { ladder: i, step };
    }
    return null;
}
/** The chains (working directory × profile) a finding concerns, or null when it names none. */
function chainsOf(f) {
    if (!f.cwds || f.cwds.length === 0)
        return null;
    const profiles = f.profiles && f.profiles.length > 0 ? f.profiles : ['*'];
    return new Set(f.cwds.flatMap((c) => profiles.map((p) => `${c}\0${p}`)));
}
/** Same subject on a ladder: one rule family, and the same chains (or, without chains, the same file). */
function sameSubject(a, b) {
    const la = ladderOf(a.ruleId);
    const lb = ladderOf(b.ruleId);
    if (la === null || lb === null || la.ladder !== lb.ladder)
        return false;
    const ca = chainsOf(a);
    const cb = chainsOf(b);
    if (ca && cb)
        return [...ca].some((k) => cb.has(k) || cb.has(k.replace(/\0.*$/, '\0*')) || ca.has(k.replace(/\0.*$/, '\0*')));
    return a.path === b.path;
}
/** >0: `after` is worse than `before` (a higher severity, or a higher step of the rule's ladder). */
function worseness(before, after) {
    const d = SEVERITY_RANK[after.severity] - SEVERITY_RANK[before.severity];
    if (d !== 0)
        return d;
    return (ladderOf(after.ruleId)?.step ?? 0) - (ladderOf(before.ruleId)?.step ?? 0);
}
const pick = ({ ruleId, severity, path, line, message, fingerprint }) => ({ ruleId, severity, path, line, message, fingerprint });
/** Findings new, fixed, worse and better between the two sides. */
function compareFindingsOf(base, head) {
    const baseBy = new Map(base.findings.map((f) => [f.fingerprint, f]));
    const headBy = new Map(head.findings.map((f) => [f.fingerprint, f]));
    const worse = [];
    const better = [];
    const record = (b, a) => {
        const w = worseness(b, a);
        if (w > 0)
            worse.push({ before: pick(b), after: pick(a) });
        else if (w < 0)
            better.push({ before: pick(b), after: pick(a) });
    };
    // The same finding (by fingerprint) at another severity.
    for (const [fp, a] of headBy) {
        const b = baseBy.get(fp);
        if (b && b.severity !== a.severity)
            record(b, a);
    }
    const onlyHead = head.findings.filter((f) => !baseBy.has(f.fingerprint));
    const onlyBase = base.findings.filter((f) => !headBy.has(f.fingerprint));
    // The same subject under another rule of its ladder: moved, not fixed plus new.
    const paired = new Set();
    for (const a of onlyHead) {
        const b = onlyBase.find((x) => !paired.has(x.fingerprint) && sameSubject(x, a));
        if (!b)
            continue;
        paired.add(b.fingerprint);
        paired.add(a.fingerprint);
        const w = worseness(b, a);
        (w >= 0 ? worse : better).push({ before: pick(b), after: pick(a) });
    }
    const newFindings = onlyHead.filter((f) => !paired.has(f.fingerprint)).map((f) => f.fingerprint).sort();
    const gone = onlyBase.filter((f) => !paired.has(f.fingerprint));
    return { newFindings, fixedFindings: gone.map((f) => f.fingerprint).sort(), fixed: gone.map(pick), worse, better };
}
/** The delta from `base` to `head`. Unchanged chains are left out. */
function computeDelta(base, head, from, fileDiffs) {
    const baseChains = new Map(base.chains.map((c) => [chainKey(c), c]));
    const headChains = new Map(head.chains.map((c) => [chainKey(c), c]));
    const keys = [...new Set([...headChains.keys(), ...baseChains.keys()])];
    const chains = [];
    for (const k of keys) {
        const b = baseChains.get(k);
        const a = headChains.get(k);
        const before = side(b);
        const after = side(a);
        const hb = delta_hidden(b);
        const newlyHidden = [...delta_hidden(a)].filter(([p]) => !hb.has(p) && (b?.files.some((f) => f.path === p) ?? false)).map(([p, by]) => ({ path: p, by }));
        if (sameSide(before, after) && newlyHidden.length === 0)
            continue;
        const { lost, regained } = a && b ? spans(b, a) : { lost: [], regained: [] };
        const beforeFiles = new Set(before?.files ?? []);
        const afterFiles = new Set(after?.files ?? []);
        chains.push({
            cwd: (a ?? b).cwd,
            profile: (a ?? b).profile,
            before,
            after,
            added: [...afterFiles].filter((f) => !beforeFiles.has(f)),
            dropped: [...beforeFiles].filter((f) => !afterFiles.has(f)),
            linesLost: lost,
            linesRegained: regained,
            newlyHidden,
        });
    }
    chains.sort((x, y) => x.cwd.localeCompare(y.cwd) || x.profile.localeCompare(y.profile));
    const { newFindings, fixedFindings, fixed, worse, better } = compareFindingsOf(base, head);
    const delta = { base: from, chains, newFindings, fixedFindings, fixed };
    if (worse && worse.length > 0)
        delta.worse = worse;
    if (better && better.length > 0)
        delta.better = better;
    if (fileDiffs)
        Object.assign(delta, fileChanges(fileDiffs, base, head));
    return delta;
}
/** Fingerprints the new-only verdict counts: new findings and those that got worse. */
function countedAsNew(delta) {
    return new Set([...delta.newFindings, ...(delta.worse ?? []).map((w) => w.after.fingerprint)]);
}
/** Diff lines shown per edited file, and in all; the rest are counted ("N more lines"). */
const DIFF_MAX_LINES_PER_FILE = 60;
const DIFF_MAX_LINES = 400;
/** Hunks kept per edited file and in all (each names who reads it); the rest are counted. */
const DIFF_MAX_HUNKS_PER_FILE = 20;
const DIFF_MAX_HUNKS = 100;
/** Characters kept of one diff line (a minified line is cut, with "…"). */
const DIFF_MAX_LINE_CHARS = 400;
/** Working directories named per reader group; the rest are counted in `moreCwds`. */
const DIFF_MAX_CWDS = 100;
/** Last line of `path` a chain loads (Infinity: all of it; 0: none), or null when the chain does not load it. */
function lastLoadedLine(c, path) {
    const f = c.files.find((x) => x.path === path && !x.personal);
    if (!f)
        return null;
    if (!f.truncated)
        return Number.POSITIVE_INFINITY;
    if (!f.cut)
        return 0;
    return f.cut.column > 1 ? f.cut.line : f.cut.line - 1;
}
/** Profiles grouped by the exact set of working directories they have in common: `[{profiles, cwds}]` (at most DIFF_MAX_CWDS named). */
function byCwdSet(perProfile, order) {
    const groups = new Map();
    const rank = (p) => (order.indexOf(p) + 1 || order.length + 1);
    for (const [p, set] of [...perProfile].sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]))) {
        const cwds = [...set].sort();
        const key = cwds.join('\0');
        const g = groups.get(key);
        if (g)
            g.profiles.push(p);
        else
            groups.set(key, cwds.length > DIFF_MAX_CWDS ? { profiles: [p], cwds: cwds.slice(0, DIFF_MAX_CWDS), moreCwds: cwds.length - DIFF_MAX_CWDS } : { profiles: [p], cwds });
    }
    return [...groups.values()];
}
/** Who reads lines `from..to` of `path` on one side, and who loads the file but is cut before them. */
function readers(chains, path, from, to, order) {
    const read = new Map();
    const cut = new Map();
    for (const c of chains) {
        const last = lastLoadedLine(c, path);
        if (last === null)
            continue;
        if (last >= from)
            (read.get(c.profile) ?? read.set(c.profile, new Set()).get(c.profile)).add(c.cwd);
        if (last < to) {
            const span = `${Math.max(from, last + 1)}-${to}`;
            const m = cut.get(span) ?? cut.set(span, new Map()).get(span);
            (m.get(c.profile) ?? m.set(c.profile, new Set()).get(c.profile)).add(c.cwd);
        }
    }
    const pastCut = [...cut].flatMap(([span, m]) => {
        const [a, b] = span.split('-').map(Number);
        return byCwdSet(m, order).map((g) => ({ ...g, fromLine: a, toLine: b }));
    });
    return { readBy: byCwdSet(read, order), pastCut };
}
/**
 * The edited instruction files, each hunk mapped to the agents and working directories that read
 * its changed lines at head (for lines only removed: that read them at the base), and to those cut
 * before them. Diff lines are masked like every other output and capped per file and in all.
 */
function fileChanges(diffs, base, head) {
    let budget = DIFF_MAX_LINES;
    let hunksLeft = DIFF_MAX_HUNKS;
    const changes = [];
    const more = { files: 0, lines: 0 };
    const cutLine = (l) => ([...l].length > DIFF_MAX_LINE_CHARS ? `${[...l].slice(0, DIFF_MAX_LINE_CHARS).join('')}…` : l);
    for (const d of [...diffs].sort((a, b) => a.path.localeCompare(b.path))) {
        if (d.hunks.length === 0)
            continue;
        if (changes.length >= DELTA_MAX_ITEMS || hunksLeft <= 0) {
            more.files += 1;
            more.lines += d.hunks.reduce((n, h) => n + h.lines.length, 0);
            continue;
        }
        let fileBudget = Math.min(DIFF_MAX_LINES_PER_FILE, budget);
        const hunks = [];
        const kept = d.hunks.slice(0, Math.min(DIFF_MAX_HUNKS_PER_FILE, hunksLeft));
        hunksLeft -= kept.length;
        for (const h of d.hunks.slice(kept.length))
            more.lines += h.lines.length;
        for (const h of kept) {
            const added = [];
            const removed = [];
            let oldLine = h.oldStart;
            let newLine = h.newStart;
            for (const l of h.lines) {
                if (l.startsWith('+'))
                    added.push(newLine++);
                else if (l.startsWith('-'))
                    removed.push(oldLine++);
                else if (l.startsWith(' ')) {
                    oldLine++;
                    newLine++;
                }
            }
            const span = (xs) => (xs.length === 0 ? null : { fromLine: xs[0], toLine: xs[xs.length - 1] });
            const headSpan = span(added);
            const baseSpan = span(removed);
            const who = headSpan
                ? readers(head.chains, d.path, headSpan.fromLine, headSpan.toLine, head.profiles)
                : readers(base.chains, d.path, baseSpan?.fromLine ?? h.oldStart, baseSpan?.toLine ?? h.oldStart, base.profiles);
            const masked = (0,mask/* maskSecrets */.Q)(h.lines.join('\n')).split('\n').map(cutLine);
            const shown = masked.slice(0, Math.max(0, fileBudget));
            fileBudget -= shown.length;
            budget -= shown.length;
            more.lines += masked.length - shown.length;
            hunks.push({ head: headSpan, base: baseSpan, lines: shown, moreLines: masked.length - shown.length, ...who });
        }
        changes.push({ path: d.path, hunks, moreHunks: d.hunks.length - kept.length });
    }
    return { changes, changesMore: more };
}
/** Mark each finding of `head` new or existing against the delta (a copy; `head` is left as it is); a finding that got worse counts as new. */
function withDelta(head, delta) {
    const isNew = countedAsNew(delta);
    return {
        ...head,
        findings: head.findings.map((f) => ({ ...f, baseline: isNew.has(f.fingerprint) ? 'new' : 'existing' })),
        delta,
    };
}
/** Budget use of a side in percent, or null without a budget. */
function sideUsage(s) {
    return s === null ? null : chainUsage({ budget: s.budget, usedBytes: s.usedBytes });
}
/** `lines 12-40` / `line 12` / `lines 12 to the end`. */
function spanText(s) {
    if (s.toLine === null)
        return `lines ${s.fromLine} to the end`;
    return s.toLine <= s.fromLine ? `line ${s.fromLine}` : `lines ${s.fromLine}-${s.toLine}`;
}
/** Most changed chains and findings a rendered delta lists; the rest are counted. */
const DELTA_MAX_ITEMS = 50;
/** The section's title: a pull request's change, or a scheduled run against the last report. */
function deltaTitle(delta) {
    return delta.base.kind === 'report' ? 'Since the last audit' : 'What this change does to agent instructions';
}
/** Earlier audits a report keeps in its history, and chains kept per audit (the fullest). */
const HISTORY_KEEP = 30;
const HISTORY_CHAINS = 10;
/** A report's own point for a later report's history. */
function historyPoint(r, index) {
    const chains = r.chains
        .filter((c) => c.budget !== null && c.budget > 0)
        .map((c) => ({ cwd: c.cwd, profile: c.profile, usedBytes: c.usedBytes, budget: c.budget }))
        .sort((a, b) => b.usedBytes / b.budget - a.usedBytes / a.budget || a.cwd.localeCompare(b.cwd) || a.profile.localeCompare(b.profile))
        .slice(0, HISTORY_CHAINS);
    return { label: r.revision ? r.revision.slice(0, 7) : `#${index + 1}`, chains };
}
/** The history a report made against `previous` keeps: the previous one's history plus the previous report itself. */
function extendHistory(previous) {
    const kept = previous.history ?? [];
    return [...kept, historyPoint(previous, kept.length)].slice(-HISTORY_KEEP);
}

;// CONCATENATED MODULE: ./lib/baseline.js
/**
 * Where a delta's base comes from, for every front end: the committed tree at a git revision
 * (`--base REF`, the action on a pull request), or a previous JSON report (`--previous FILE`, a
 * scheduled run). Either way the head report gains `delta` (and, from a previous report, `history`).
 */










/**
 * Audit passes at most over a committed tree (each pass writes the blobs the previous one probed,
 * and a pass runs only when the last one probed something new): the first, one per import an
 * agent follows in a row (Copilot CLI goes 8 deep), and one to spare.
 */
const MAX_PASSES = 10;
const COMMITTED_NOTE = 'the base side is the committed state at that commit: untracked and ignored files (local overrides among them) exist only in the work tree, so they count only on the head side.';
/** The commit checked out at `root`, or undefined outside git. */
function revisionOf(root) {
    const r = (0,external_node_child_process_.spawnSync)('git', ['-c', 'core.fsmonitor=false', 'rev-parse', '--verify', '--quiet', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const out = r.status === 0 ? r.stdout.trim() : '';
    return /^[0-9a-f]{40,64}$/.test(out) ? out : undefined;
}
/**
 * Audit the committed tree at `ref` with the same options (the head's), reading it from git's
 * object store. The work tree, index and HEAD are not touched. Throws ConfigError naming a ref that
 * is not a commit. `written`: the blobs written into the mirror (what the audit read up front, and
 * what it probed beyond that), however many files the tree holds. `writeAll`: every blob and
 * directory written up front instead, and nothing reused (the plain way, which bounded bases are
 * checked against).
 */
async function auditCommitted(options, ref, how = {}) {
    const root = external_node_path_.resolve(options.root);
    let gitMarker = false;
    try {
        gitMarker = external_node_fs_.lstatSync(external_node_path_.join(root, '.git')) !== undefined;
    }
    catch {
        /* the audited directory is below the top of the checkout */
    }
    const tree = await openCommittedTree({
        root,
        ref,
        readCap: Math.max(options.maxBytes + 4, MAX_TEXT_BYTES),
        wanted: how.writeAll ? () => true : readsUpFront(options),
        gitMarker,
        allDirs: how.writeAll || options.workingDirectories.some((w) => w.trim() !== 'auto' && w.trim() !== '.' && w.trim() !== './'),
    });
    try {
        // A working directory given by name that the base does not have yet is simply not a chain there.
        const workingDirectories = options.workingDirectories.filter((w) => /[*?[\]{}!]/.test(w) || w === 'auto' || w === '.' || tree.listing.dirs.has(w.replace(/^\.\/+|\/+$/g, '')));
        const baseOptions = { ...options, root: tree.dir, workingDirectories: workingDirectories.length > 0 ? workingDirectories : ['.'] };
        // The head's lint results serve the files whose inputs are the same (an unchanged file, its
        // ancestors' texts and the existence of what it links to): exact, as the result cache is.
        const source = { listing: tree.listing, reuseLint: how.writeAll !== true };
        let result = await auditDetailed(baseOptions, source);
        for (let pass = 1; pass < MAX_PASSES; pass++) {
            if ((await tree.materialize(result.ctx.probedPaths())) === 0)
                break;
            result = await auditDetailed(baseOptions, source);
        }
        // The base report names the real root, never the private directory it was read from.
        const text = JSON.stringify(result.report).split(JSON.stringify(tree.dir).slice(1, -1)).join('.');
        const report = JSON.parse(text);
        report.root = external_node_path_.basename(root) || root;
        report.revision = tree.commit;
        return { report, commit: tree.commit, written: tree.written };
    }
    finally {
        tree.dispose();
    }
}
/** Head with `delta` against the committed tree at `ref` (shown as `label`, e.g. the base branch's name). */
async function withBaseCommit(head, options, ref, label = ref) {
    const { report: base, commit } = await auditCommitted(options, ref);
    const from = { kind: 'commit', ref: label, commit, note: COMMITTED_NOTE };
    // The edited lines of every instruction file either side knows (a masked path names no file).
    const masked = new Set([...(head.maskedPaths ?? []), ...(base.maskedPaths ?? [])]);
    const paths = [...new Set([...head.files, ...base.files].map((f) => f.path))].filter((p) => !masked.has(p) && !p.startsWith('~'));
    return withDelta(head, computeDelta(base, head, from, instructionFileDiffs(external_node_path_.resolve(options.root), commit, paths)));
}
function major(version) {
    return version.split('.')[0] ?? version;
}
/**
 * Why `previous` cannot be compared with `head`, or null when it can. The same repository is told by
 * what identifies it (its first commit, its remote, with the audited directory), whatever the
 * folder is called; the folder's name is compared only when either side has no such identity (no git).
 */
function incompatibility(previous, head) {
    if (previous.schemaVersion !== 1)
        return `it has schema version ${quote(String(previous.schemaVersion))}, this tool writes version 1`;
    if (previous.tool?.name !== 'agents-md-audit')
        return 'it was not written by agents-md-audit';
    if (major(previous.tool.version ?? '') !== major(head.tool.version)) {
        return `it was written by agents-md-audit ${quote(previous.tool.version)}, a different major version than ${quote(head.tool.version)} (fingerprints and chains are not comparable)`;
    }
    const mine = head.repositoryIds ?? [];
    const theirs = Array.isArray(previous.repositoryIds) ? previous.repositoryIds.filter((x) => typeof x === 'string') : [];
    if (mine.length > 0 && theirs.length > 0) {
        if (theirs.some((id) => mine.includes(id)))
            return null;
        const first = (ids) => ids.find((i) => i.startsWith('root:'))?.split(':')[1]?.slice(0, 12) ?? ids[0].replace(/^remote:/, '');
        return `it audits another repository or directory (${quote(first(theirs))}, not ${quote(first(mine))}: neither its first commit nor its remote, with the audited directory, matches)`;
    }
    if (previous.root !== head.root)
        return `it audits the root ${quote(previous.root)}, not ${quote(head.root)}`;
    return null;
}
/**
 * Read a report of another run through the one reader (src/report/read.ts: a regular file only,
 * capped, nesting limited, validated against the schema, every string masked), or throw a
 * ConfigError that says why it cannot be used (`what` names the option; `shown`, the file as given).
 * The reader, with the schema's validator, is loaded only when a report is read.
 */
async function readReportFile(file, what, shown = file) {
    const { readReport, ReportReadError } = await __webpack_require__.e(/* import() */ 571).then(__webpack_require__.bind(__webpack_require__, 2571));
    try {
        return readReport(file);
    }
    catch (e) {
        if (!(e instanceof ReportReadError))
            throw e;
        throw new ConfigError(e.kind === 'schema' ? `${what}: ${quote(shown)} is not an agents-md-audit JSON report: ${e.reason}` : `${what}: cannot read report ${quote(shown)}: ${e.reason}`);
    }
}
/** Whether there is nothing at `file` (a first run: no previous report yet). */
function reportAbsent(file) {
    try {
        return fs.lstatSync(file, { throwIfNoEntry: false }) === undefined;
    }
    catch {
        return false;
    }
}
/** Head with `delta` (and `history`) against a previous report; refuses one that is not comparable. */
function withPreviousReport(head, previous, label) {
    label = (0,mask/* maskSecrets */.Q)(label);
    const why = incompatibility(previous, head);
    if (why)
        throw new ConfigError(`--previous: cannot compare with ${quote(label)}: ${why}`);
    const from = {
        kind: 'report',
        ref: label,
        ...(previous.revision ? { commit: previous.revision } : {}),
        note: `the base side is a previous report${previous.revision ? ` (of commit ${previous.revision.slice(0, 12)})` : ''}, as it was audited then.`,
    };
    return { ...withDelta(head, computeDelta(previous, head, from)), history: extendHistory(previous) };
}

;// CONCATENATED MODULE: ./lib/report/profile-label.js
const UNVERIFIED_MARK = 'unverified';
/** Whether the report marks `id` as modelled without a run against the real agent. */
function isUnverified(report, id) {
    return report.settings.unverified?.includes(id) === true;
}
/** `codex@0.169.0`, `amp (unverified)`, or the id alone (a report that says neither). */
function profileLabel(report, id) {
    const v = report.settings.verifiedVersions?.[id];
    if (v)
        return `${id}@${v}`;
    return isUnverified(report, id) ? `${id} (${UNVERIFIED_MARK})` : id;
}

// EXTERNAL MODULE: ../main/node_modules/string-width/index.js + 6 modules
var string_width = __webpack_require__(8060);
;// CONCATENATED MODULE: ./lib/report/choice.js
const choice_NAMED = 'named';
function naming(style) {
    return style === 'cli' ? '--profile or profiles: in the config file' : 'the profiles input (--profile) or profiles: in the config file';
}
/** Whether `auto` chose any profile (a list given in full has every `because` "named"). */
function autoChose(report) {
    return (report.profilesChosen ?? []).some((c) => c.because !== choice_NAMED);
}
/**
 * `Profiles (auto): codex (default: the AGENTS.md convention), gemini (2 GEMINI.md files (GEMINI.md,
 * a/GEMINI.md)); name others with --profile or profiles: in the config file.` Null when every
 * profile was named.
 */
function choiceLine(report, style) {
    if (!autoChose(report))
        return null;
    const parts = (report.profilesChosen ?? []).map((c) => `${c.profile} (${c.because})`);
    return `Profiles (auto): ${parts.join(', ')}; name others with ${naming(style)}.`;
}
/** "codex", "codex and gemini", "codex, gemini and aider". */
function andList(xs) {
    return xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}
/** The other agents' choices with the same `because` (copilot-cli and copilot-review) as one group. */
function grouped(others) {
    const out = [];
    for (const o of others) {
        const g = out.find((x) => x.because === o.because);
        if (g)
            g.profiles.push(o.profile);
        else
            out.push({ profiles: [o.profile], because: o.because });
    }
    return out;
}
/**
 * When the audited profiles load no instruction file but the repository holds files for other
 * agents: `codex loads no instruction file; the repository holds 8 GEMINI.md files (GEMINI.md,
 * pkg/GEMINI.md, …) for gemini: add --profile codex,gemini`. Null otherwise.
 */
function othersText(report, style) {
    const others = report.otherAgents ?? [];
    if (others.length === 0)
        return null;
    const audited = report.profiles;
    const subject = audited.length <= 3 ? `${andList(audited)} ${audited.length === 1 ? 'loads' : 'load'}` : `the ${audited.length} audited profiles load`;
    const holds = grouped(others)
        .map((g) => `${g.because} for ${andList(g.profiles)}`)
        .join('; ');
    const add = others.map((o) => o.profile);
    // The whole value to pass: `auto` stays when it chose, the named ones stay as they are.
    const requested = autoChose(report) ? ['auto', ...(report.profilesChosen ?? []).filter((c) => c.because === choice_NAMED).map((c) => c.profile)] : audited;
    const value = [...requested, ...add].join(',');
    const how = style === 'cli' ? `add --profile ${value}` : `add ${andList(add)} to ${naming(style)} (${value})`;
    return `${subject} no instruction file; the repository holds ${holds}: ${how}`;
}

;// CONCATENATED MODULE: ./lib/report/verdict.js


function verdict_plural(n, one, many = `${one}s`) {
    return `${(0,format/* fmtInt */.L)(n)} ${n === 1 ? one : many}`;
}
/** True when counts reach the `fail-on` level. */
function reaches(counts, failOn) {
    if (failOn === 'never')
        return false;
    if (failOn === 'warning')
        return counts.errors + counts.warnings > 0;
    return counts.errors > 0;
}
/** The verdict of `report` at `failOn`; `newOnly` counts only new findings when the report has a delta. */
function judge(report, failOn, newOnly = false) {
    const only = newOnly && report.delta !== undefined;
    const counted = only ? report.findings.filter((f) => f.baseline === 'new') : [...report.findings];
    const counts = countBySeverity(counted);
    const totals = countBySeverity(report.findings);
    const fails = reaches({ errors: counts.error, warnings: counts.warning }, failOn);
    let text;
    if (!only) {
        text =
            totals.error + totals.warning === 0
                ? totals.info > 0
                    ? verdict_plural(totals.info, 'info', 'infos')
                    : 'no findings'
                : `${verdict_plural(totals.error, 'error')}, ${verdict_plural(totals.warning, 'warning')}`;
    }
    else {
        // The severities that can fail the run, errors first (warnings too under fail-on: warning).
        const levels = failOn === 'warning' || (failOn === 'never' && counts.error === 0) ? ['error', 'warning'] : ['error'];
        if (failOn === 'error' && counts.error === 0 && counts.warning > 0)
            levels.push('warning');
        text = levels
            .map((s) => `${verdict_plural(counts[s], `new ${s}`)} (${verdict_plural(totals[s], s)} in total, ${(0,format/* fmtInt */.L)(totals[s] - counts[s])} already on the base)`)
            .join(', ');
    }
    return { fails, newOnly: only, failOn, counted, counts, totals, text };
}
/** `fails: 1 new error (…)` / `passes: 3 errors, 2 warnings`. */
function verdictLine(v) {
    return `${v.fails ? 'fails' : 'passes'}: ${v.text}`;
}

;// CONCATENATED MODULE: ./lib/report/text.js
/**
 * The text report, for people at a terminal. Short by default: the verdict, the problems grouped
 * by rule (errors first), info in one line per rule, the fullest chains and a total; `verbose`
 * shows every finding and every chain as a tree. Lines wrap to the given width. Pure. Everything from the repository is made printable, so a
 * file name holding a newline or an escape sequence cannot forge lines or drive the terminal.
 */







/** Make a string from the repository safe to print on one terminal line. */
function printable(s) {
    // C0 and C1 controls, DEL, and the Unicode line/paragraph separators and bidi overrides.
    return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
        const code = c.charCodeAt(0);
        return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    });
}
function formatBytes(n) {
    return `${(0,format/* fmtInt */.L)(n)} B`;
}
function bar(fraction, width = 20) {
    const f = Math.max(0, Math.min(1, fraction));
    const full = Math.round(f * width);
    return '█'.repeat(full) + '░'.repeat(width - full);
}
function usageText(c) {
    if (c.budget === null)
        return `${formatBytes(c.usedBytes)} (no budget)`;
    if (c.budget === 0)
        return 'disabled (max-bytes 0)';
    const pct = chainUsage(c) ?? 0;
    return `${bar(c.usedBytes / c.budget, 20)} ${pct.toFixed(1)}%  ${formatBytes(c.usedBytes)} of ${formatBytes(c.budget)}`;
}
function chainTree(c) {
    const lines = [];
    const over = c.files.some((f) => f.truncated);
    const rootNote = c.rootMarker === null ? '  (no root marker: working directory only)' : '';
    lines.push(`${printable(c.cwd)} [${c.profile}] ${usageText(c)}${over ? '  CUT' : ''}${rootNote}`);
    const items = [];
    for (const f of c.files) {
        let s = `${printable(f.path)}  ${f.truncated ? `${formatBytes(f.loadedBytes)} of ${formatBytes(f.size)}` : formatBytes(f.loadedBytes)}`;
        if (f.cut) {
            s += `  — cut at line ${f.cut.line}, column ${f.cut.column}${f.cut.splitsCharacter ? ' (splits a multi-byte character)' : ''}`;
            s += f.cut.lastLine !== null ? `; lines ${f.cut.line}-${f.cut.lastLine} are never seen` : '; the rest of the file is never seen';
        }
        if (f.linkTarget)
            s += `  → ${printable(f.linkTarget)}`;
        if (f.unread)
            s += '  (outside the repository: not read)';
        if (f.personal)
            s += '  (personal)';
        items.push(s);
    }
    for (const p of c.passedOver) {
        items.push(`· ${printable(p.path)}  passed over: ${p.reason}${p.detail ? ` (${printable(p.detail)})` : ''}`);
    }
    if (items.length === 0)
        items.push('(no instruction file)');
    for (const [i, it] of items.entries())
        lines.push(`  ${i === items.length - 1 ? '└─' : '├─'} ${it}`);
    for (const w of c.agentWarnings)
        lines.push(`  ! ${printable(w)}`);
    return lines;
}
/**
 * The working directory × profile matrix, readable in `width` columns whatever the number of
 * profiles: profiles with the same chain in every working directory share a column, a column that
 * loads nothing anywhere is left out (named under the table), headers are letters with a legend,
 * cells are `files · bytes` (and the budget use), the fullest working directories first, and the
 * columns go in as many blocks as it takes for each line to fit.
 */
function matrix(chains, width) {
    const profiles = [...new Set(chains.map((c) => c.profile))];
    const cwds = [...new Set(chains.map((c) => c.cwd))];
    const index = new Map(chains.map((c) => [`${c.profile}\0${c.cwd}`, c]));
    const at = (p, cwd) => index.get(`${p}\0${cwd}`);
    const groups = [];
    const bySig = new Map();
    for (const p of profiles) {
        const sig = JSON.stringify(cwds.map((cwd) => {
            const c = at(p, cwd);
            return c ? [c.budget, c.usedBytes, c.charLimit ?? null, c.files.map((f) => [f.path, f.loadedBytes])] : null;
        }));
        const g = bySig.get(sig);
        if (g)
            g.push(p);
        else {
            const n = [p];
            bySig.set(sig, n);
            groups.push(n);
        }
    }
    const empty = groups.filter((g) => cwds.every((cwd) => (at(g[0], cwd)?.files.length ?? 0) === 0));
    const columns = groups.filter((g) => !empty.includes(g));
    const out = [];
    if (columns.length === 0) {
        out.push('No profile loads an instruction file in any working directory.');
        return out;
    }
    const cell = (c) => {
        if (!c)
            return '-';
        if (c.budget === 0)
            return 'disabled';
        const pct = chainUsage(c);
        return `${c.files.length} · ${(0,format/* fmtInt */.L)(c.usedBytes)}${pct !== null ? ` ${pct.toFixed(0)}%${c.files.some((f) => f.truncated) ? ' CUT' : ''}` : ''}`;
    };
    const limit = (c) => !c ? '' : c.budget !== null ? `${formatBytes(c.budget)} budget` : c.charLimit ? `reads ${(0,format/* fmtInt */.L)(c.charLimit)} characters a file` : 'no byte limit';
    const fullest = (cwd) => Math.max(...columns.map((g) => chainUsage(at(g[0], cwd) ?? { budget: null, usedBytes: 0 }) ?? -1));
    const bytesAt = (cwd) => Math.max(...columns.map((g) => at(g[0], cwd)?.usedBytes ?? 0));
    const rows = [...cwds].sort((a, b) => fullest(b) - fullest(a) || bytesAt(b) - bytesAt(a) || (a < b ? -1 : a > b ? 1 : 0));
    const label = (i) => (i < 26 ? String.fromCharCode(65 + i) : `Z${i - 25}`);
    for (const [i, g] of columns.entries()) {
        const first = chains.find((c) => c.profile === g[0]);
        out.push(`${label(i)}  ${g.join(', ')} (${limit(first)})`);
    }
    if (empty.length > 0)
        out.push(`Not shown, no instruction file in any working directory: ${empty.flat().join(', ')}`);
    const names = rows.map(printable);
    const pathWidth = Math.max((0,string_width/* default */.A)('working directory'), ...names.map((n) => (0,string_width/* default */.A)(n)));
    const cells = rows.map((cwd) => columns.map((g) => cell(at(g[0], cwd))));
    const colWidth = columns.map((_, j) => Math.max(label(j).length, ...cells.map((r) => (0,string_width/* default */.A)(r[j]))));
    // Blocks of columns that fit the line (the indent is 2).
    const blocks = [];
    let used = 0;
    for (let j = 0; j < columns.length; j++) {
        const w = colWidth[j] + 2;
        if (blocks.length === 0 || used + w > width - 2) {
            blocks.push([j]);
            used = pathWidth + w;
        }
        else {
            blocks[blocks.length - 1].push(j);
            used += w;
        }
    }
    const pad = (v, w) => v + ' '.repeat(Math.max(0, w - (0,string_width/* default */.A)(v)));
    for (const block of blocks) {
        out.push('');
        const line = (first, vals) => [pad(first, pathWidth), ...vals.map((v, k) => pad(v, colWidth[block[k]]))].join('  ').trimEnd();
        out.push(line('working directory', block.map(label)));
        out.push(line('-'.repeat(pathWidth), block.map((j) => '-'.repeat(colWidth[j]))));
        for (const [r, name] of names.entries())
            out.push(line(name, block.map((j) => cells[r][j])));
    }
    return out;
}
/** Where a finding is: `path:line:column`, `N files` for a fact about several files, or `(configuration)`. */
function where(f) {
    if (f.path === null)
        return f.files && f.files.length > 0 ? `${f.files.length} file${f.files.length === 1 ? '' : 's'}` : '(configuration)';
    return `${printable(f.path)}${f.line !== null ? `:${f.line}${f.column ? `:${f.column}` : ''}` : ''}`;
}
function verdict(report, failOn = 'error', newOnly = false) {
    if (newOnly && report.delta && report.findings) {
        const v = judge({ findings: report.findings, delta: report.delta }, failOn, true);
        // The counts say "new": the same words as the summary heading, the failure message and the exit status.
        return `${v.fails ? 'FAIL' : `PASS${failOn === 'never' ? ' (fail-on never)' : ''}`}: ${v.text}`;
    }
    const s = report.stats;
    const counts = `${text_plural(s.errors, 'error')}, ${text_plural(s.warnings, 'warning')}, ${s.infos} info`;
    const failing = failOn === 'never' ? 0 : failOn === 'warning' ? s.errors + s.warnings : s.errors;
    if (failing > 0)
        return `FAIL: ${counts} (the audit fails on ${failOn === 'warning' ? 'warnings and errors' : 'errors'})`;
    if (s.errors + s.warnings === 0)
        return `PASS: ${counts}`;
    return `PASS (${failOn === 'never' ? 'fail-on never' : 'warnings do not fail the audit'}): ${counts}`;
}
/**
 * The verdict with what the audited profiles miss first (src/report/choice.ts), the counts after it:
 * `PASS: codex loads no instruction file; … : add --profile codex,gemini (0 errors, 0 warnings, 0 info)`.
 */
function withOthers(line, others) {
    if (others === null)
        return line;
    const i = line.indexOf(': ');
    return `${line.slice(0, i)}: ${printable(others)} (${line.slice(i + 2)})`;
}
function text_plural(n, one) {
    return `${(0,format/* fmtInt */.L)(n)} ${one}${n === 1 ? '' : 's'}`;
}
/** Findings grouped by rule, most urgent first (src/report/urgency.ts); within a tier and severity, the rule with most findings first. */
function groupByRule(findings) {
    const groups = new Map();
    for (const f of findings) {
        const key = `${f.severity}\0${f.ruleId}`;
        let g = groups.get(key);
        if (!g) {
            g = { ruleId: f.ruleId, severity: f.severity, findings: [] };
            groups.set(key, g);
        }
        g.findings.push(f);
    }
    return [...groups.values()].sort((a, b) => compareUrgency(a.findings[0], b.findings[0]) || b.findings.length - a.findings.length || compareFindings(a.findings[0], b.findings[0]));
}
/** How full a chain is, for ranking: budget use in percent, else (no budget) bytes loaded below any budgeted chain. */
function fullness(c) {
    // A chain that loads nothing goes last, whatever its budget: 0 % of a budget says less than 26 B.
    if (c.files.length === 0)
        return -2;
    const pct = chainUsage(c);
    return pct !== null ? pct : -1 / (1 + c.usedBytes);
}
/** The fullest chains first (budget use, then bytes), identical chains of several profiles merged. */
function fullestChains(chains) {
    return mergeIdenticalChains(chains).sort((a, b) => fullness(b.chain) - fullness(a.chain) || b.chain.usedBytes - a.chain.usedBytes);
}
function chainLine(row) {
    const c = row.chain;
    const cut = c.files.find((f) => f.truncated);
    const cutText = cut ? `  CUT at ${printable(cut.path)}${cut.cut ? `:${cut.cut.line}` : ''}` : '';
    const who = `${printable(row.cwd)} [${row.profiles.join(', ')}]`;
    const n = (x) => (0,format/* fmtInt */.L)(x);
    if (c.budget === null)
        return `  no budget         ${who}  ${formatBytes(c.usedBytes)}${c.charLimit ? ` (reads ${n(c.charLimit)} characters per file)` : ''}`;
    if (c.budget === 0)
        return `  disabled          ${who}  (max-bytes 0)`;
    const pct = chainUsage(c) ?? 0;
    return `  ${pct.toFixed(1).padStart(5)}% ${bar(c.usedBytes / c.budget, 10)}  ${who}  ${n(c.usedBytes)} of ${formatBytes(c.budget)}${cutText}`;
}
/**
 * Break one line to `width` columns at spaces, continuation lines indented two more than the line;
 * a word longer than the room left is cut. Columns are display columns (string-width: an East
 * Asian wide character or an emoji takes two), and a number keeps its unit (`32,768 B`).
 */
function wrapLine(line, width) {
    if ((0,string_width/* default */.A)(line) <= width)
        return [line];
    const indent = /^ */.exec(line)[0];
    const cont = ' '.repeat(Math.min(indent.length + 2, Math.floor(width / 2)));
    const out = [];
    let cur = indent;
    let curLen = indent.length;
    let curEmpty = true;
    const words = [];
    for (const w of line.slice(indent.length).split(' ')) {
        if (words.length > 0 && UNIT.test(w) && /\d$/.test(words[words.length - 1]))
            words[words.length - 1] += ` ${w}`;
        else
            words.push(w);
    }
    for (let w of words) {
        for (;;) {
            const need = (curEmpty ? 0 : 1) + (0,string_width/* default */.A)(w);
            if (curLen + need <= width) {
                cur += (curEmpty ? '' : ' ') + w;
                curLen += need;
                curEmpty = false;
                break;
            }
            if (!curEmpty) {
                out.push(cur);
                cur = cont;
                curLen = cont.length;
                curEmpty = true;
                continue;
            }
            // Cut the word at the last whole character that fits (at least one, so the loop ends).
            const room = width - curLen;
            let head = '';
            let used = 0;
            const chars = [...w];
            let k = 0;
            for (; k < chars.length; k++) {
                const cw = (0,string_width/* default */.A)(chars[k]);
                if (used + cw > room && k > 0)
                    break;
                head += chars[k];
                used += cw;
            }
            out.push(cur + head);
            w = chars.slice(k).join('');
            cur = cont;
            curLen = cont.length;
            if (w === '')
                break;
        }
    }
    if (!curEmpty)
        out.push(cur);
    return out.map((l) => l.trimEnd());
}
/** A byte unit after a number (`32,768 B`, `1 MiB`): the two are wrapped as one word. */
const UNIT = /^(?:B|KiB|MiB|GiB|bytes?)(?=[^A-Za-z]|$)/;
/** Widest a line may be, whatever the terminal says. */
const MAX_WIDTH = 160;
/** Findings of one rule the short report spells out. */
const SHOWN_PER_RULE = 3;
/** Chains the short report lists. */
const SHOWN_CHAINS = 10;
function renderText(report, opts = {}) {
    const chains = opts.profiles ? report.chains.filter((c) => opts.profiles.includes(c.profile)) : report.chains;
    const width = Math.max(40, Math.min(opts.width ?? 80, MAX_WIDTH));
    const verbose = opts.verbose === true;
    const s = report.stats;
    const out = [];
    const ids = report.profiles.map((p) => profileLabel(report, p));
    const profiles = ids.length > 3 ? `${ids.length} profiles (${ids.join(', ')})` : `profile${ids.length === 1 ? '' : 's'} ${ids.join(', ')}`;
    out.push(withOthers(verdict(report, opts.failOn, opts.newOnly), othersText(report, 'cli')));
    out.push(`agents-md-audit ${report.tool.version} — ${printable(report.root)} — ${profiles} — ${s.chains} chain${s.chains === 1 ? '' : 's'} in ${s.workingDirectories} working director${s.workingDirectories === 1 ? 'y' : 'ies'}, ${s.instructionFiles} instruction file${s.instructionFiles === 1 ? '' : 's'}`);
    const chose = choiceLine(report, 'cli');
    if (chose !== null)
        out.push(printable(chose));
    out.push('');
    // The delta section is wrapped already (it keeps its diff lines as they are).
    const section = opts.section ? opts.section.replace(/\n$/, '').split('\n') : [];
    const headLines = out.length;
    const groups = groupByRule(report.findings);
    const problems = groups.filter((g) => g.severity !== 'info');
    const infos = groups.filter((g) => g.severity === 'info');
    if (problems.length > 0 || (verbose && infos.length > 0)) {
        out.push('Problems');
        for (const g of verbose ? groups : problems) {
            out.push(`  ${g.severity.padEnd(7)} ${g.ruleId}  ×${g.findings.length}`);
            const shown = verbose ? g.findings : g.findings.slice(0, SHOWN_PER_RULE);
            shown.forEach((f, i) => {
                const msg = verbose || i === 0 ? f.message : firstSentence(f.message);
                const tag = f.baseline === 'existing' ? ' (existing)' : f.baseline === 'new' ? ' (new)' : '';
                out.push(`    ${where(f)}${tag}  ${printable(msg)}`);
                if (verbose && f.files && f.files.length > 0)
                    out.push(`      files: ${f.files.map(printable).join(', ')}`);
            });
            if (shown.length < g.findings.length)
                out.push(`    … and ${g.findings.length - shown.length} more (--verbose shows them)`);
        }
        out.push('');
    }
    if (!verbose && infos.length > 0) {
        out.push('Info');
        for (const g of infos)
            out.push(`  ${g.ruleId}  ×${g.findings.length}  ${printable(firstSentence(g.findings[0].message))}`);
        out.push('');
    }
    if (report.notes.length > 0) {
        out.push('Notes');
        for (const n of report.notes)
            out.push(`  ${printable(n)}`);
        out.push('');
    }
    if (opts.matrix) {
        out.push('Matrix (each cell: files · bytes, budget use; fullest first)');
        out.push(...matrix(chains, width).map((l) => (l === '' ? '' : `  ${l}`)));
        out.push('');
    }
    else if (verbose) {
        out.push('Chains');
        for (const c of chains)
            out.push(...chainTree(c));
        out.push('');
    }
    else if (chains.length > 0) {
        const all = fullestChains(chains);
        // Chains that load nothing are counted on one line per profile, not listed as 0 % rows, unless
        // no chain loads anything.
        const loading = all.filter((r) => r.chain.files.length > 0);
        const rows = loading.length > 0 ? loading : all;
        const empty = loading.length > 0 ? all.filter((r) => r.chain.files.length === 0) : [];
        const shown = rows.slice(0, SHOWN_CHAINS);
        out.push(`Fullest chains (${shown.length} of ${all.length}${all.length < chains.length ? `; profiles with the same chain share a line` : ''})`);
        for (const r of shown)
            out.push(chainLine(r));
        const rest = rows.slice(SHOWN_CHAINS);
        if (rest.length > 0) {
            const top = rest[0].chain;
            const pct = chainUsage(top);
            out.push(`  … ${rest.length} more, the fullest of them ${pct !== null ? `at ${pct.toFixed(1)}% of its budget` : `loading ${formatBytes(top.usedBytes)}`} (--verbose shows every chain)`);
        }
        if (empty.length > 0) {
            const byProfile = new Map();
            for (const r of empty)
                for (const p of r.profiles)
                    byProfile.set(p, [...(byProfile.get(p) ?? []), r.cwd]);
            const parts = [...byProfile].map(([p, cwds]) => `${p} in ${(0,format/* fmtInt */.L)(cwds.length)} working ${cwds.length === 1 ? 'directory' : 'directories'} (${cwds.slice(0, 3).map(printable).join(', ')}${cwds.length > 3 ? ', …' : ''})`);
            out.push(`  ${text_plural(empty.length, 'chain')} ${empty.length === 1 ? 'loads' : 'load'} no file: ${parts.join('; ')}`);
        }
        out.push('');
    }
    const mu = s.maxUsage;
    out.push(`${text_plural(s.errors, 'error')}, ${text_plural(s.warnings, 'warning')}, ${s.infos} info` +
        (mu && mu.usedBytes > 0 ? `; fullest chain: ${printable(mu.cwd)} [${mu.profile}] ${mu.percent}%` : ''));
    const wrap = (lines) => lines.flatMap((l) => wrapLine(l, width));
    return `${[...wrap(out.slice(0, headLines)), ...section, ...wrap(out.slice(headLines))].join('\n')}\n`;
}

;// CONCATENATED MODULE: ./lib/report/delta-text.js
/**
 * The delta section of the text report ("What this change does to agent instructions"), printed
 * right after the headline when a base is given, and the whole output of `agents-md-audit diff`:
 * the edited instruction files (who reads each change, and loudly what no agent reads; the diff
 * lines with `verbose`), the chains whose files or cut change (profiles with the same change on
 * one line), then new, worse, better and fixed findings. Wrapped to the width. Pure.
 */


function delta_text_plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
function sideText(s) {
    if (s === null)
        return 'no chain';
    const pct = sideUsage(s);
    return `${formatBytes(s.usedBytes)}${pct !== null ? ` (${pct}%)` : ''}${s.truncated ? ' CUT' : ''}`;
}
function changeLines(c) {
    const out = [];
    for (const f of c.added)
        out.push(`    + ${printable(f)} now loaded`);
    for (const f of c.dropped)
        out.push(`    - ${printable(f)} no longer loaded`);
    for (const s of c.linesLost)
        out.push(`    ✂ ${printable(s.path)}: ${spanText(s)} newly lost to the budget cut`);
    for (const s of c.linesRegained)
        out.push(`    ↺ ${printable(s.path)}: ${spanText(s)} loaded again`);
    for (const h of c.newlyHidden)
        out.push(`    ⊘ ${printable(h.path)} newly hidden${h.by ? ` by ${printable(h.by)}` : ''}`);
    return out;
}
function linesText(s) {
    return s.toLine <= s.fromLine ? `line ${s.fromLine}` : `lines ${s.fromLine}-${s.toLine}`;
}
function dirs(g) {
    const n = g.cwds.length + (g.moreCwds ?? 0);
    return n === 1 ? `in ${printable(g.cwds[0])}` : `in ${delta_text_plural(n, 'directory', 'directories')}`;
}
/** `AGENTS.md lines 3-4: read by codex, claude-code in 75 directories`, and loudly who does not read it. */
function hunkText(path, h) {
    const at = h.head ?? h.base;
    const where = `${printable(path)} ${linesText(at)}${h.head ? '' : ' removed'}`;
    const who = h.readBy.map((g) => `${g.profiles.join(', ')} ${dirs(g)}`).join('; ');
    const out = [h.readBy.length > 0 ? `  ${where}: ${h.head ? 'read by' : 'were read by'} ${who}` : `  ${where}: READ BY NO AGENT${h.pastCut.length > 0 ? '' : ' (no chain loads this file)'}`];
    for (const c of h.pastCut)
        out.push(`    ! ${linesText(c)} you edited ${c.toLine > c.fromLine ? 'are' : 'is'} past the budget cut of ${c.profiles.join(', ')} ${dirs(c)}`);
    return out;
}
function chainRows(delta, order) {
    const hasEdits = (delta.changes ?? []).length > 0;
    const rows = new Map();
    for (const c of delta.chains) {
        const lines = changeLines(c);
        if (c.before !== null && c.after !== null && lines.length === 0) {
            if (hasEdits)
                continue; // listed under the edited files
            lines.push(`    the text the agent reads changed${c.before.usedBytes === c.after.usedBytes ? ' (same size)' : ''}`);
        }
        const key = JSON.stringify([c.cwd, sideText(c.before), sideText(c.after), lines]);
        const row = rows.get(key);
        if (row)
            row.profiles.push(c.profile);
        else
            rows.set(key, { cwd: c.cwd, profiles: [c.profile], chain: c, lines });
    }
    const rank = (p) => order.indexOf(p) + 1 || order.length + 1;
    for (const r of rows.values())
        r.profiles.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
    return [...rows.values()];
}
function findingLine(f, mark = '') {
    const where = f.path === null ? '(configuration)' : `${printable(f.path)}${f.line !== null ? `:${f.line}` : ''}`;
    return [`  ${mark}${f.severity.padEnd(7)} ${where}  ${f.ruleId}`, `          ${printable(f.message)}`];
}
function changedLine(c) {
    const sev = c.before.severity === c.after.severity ? c.after.severity : `${c.before.severity} → ${c.after.severity}`;
    const rule = c.before.ruleId === c.after.ruleId ? c.after.ruleId : `${c.before.ruleId} → ${c.after.ruleId}`;
    const where = c.after.path === null ? '(configuration)' : `${printable(c.after.path)}${c.after.line !== null ? `:${c.after.line}` : ''}`;
    return [`  ${sev}  ${where}  ${rule}`, `          ${printable(c.after.message)}`];
}
function more(n, what) {
    return n > 0 ? [`  … and ${n} more ${what} (see the JSON report's delta)`] : [];
}
/** The section, as lines ending with a blank line. `headFindings` are the head report's findings. */
function renderDeltaText(delta, headFindings, opts = {}) {
    const width = Math.max(40, Math.min(opts.width ?? 80, MAX_WIDTH));
    const out = [deltaTitle(delta)];
    const base = delta.base.kind === 'commit' ? `${printable(delta.base.ref)} (${(delta.base.commit ?? '').slice(0, 12)})` : printable(delta.base.ref);
    out.push(`  compared with ${base}: ${printable(delta.base.note)}`);
    out.push('');
    const changes = delta.changes ?? [];
    if (changes.length > 0) {
        out.push(`What agents will read differently (${delta_text_plural(changes.length + (delta.changesMore?.files ?? 0), 'edited file')})`);
        for (const f of changes) {
            for (const h of f.hunks) {
                out.push(...hunkText(f.path, h));
                if (opts.verbose) {
                    for (const l of h.lines)
                        out.push(`      ${printable(l)}`);
                    if (h.moreLines > 0)
                        out.push(`      … ${delta_text_plural(h.moreLines, 'more line')}`);
                }
            }
            if (f.moreHunks > 0)
                out.push(`  … and ${delta_text_plural(f.moreHunks, 'more edited place')} in ${printable(f.path)}`);
        }
        if ((delta.changesMore?.files ?? 0) > 0)
            out.push(`  … and ${delta_text_plural(delta.changesMore.files, 'more edited file')} (see the JSON report's delta)`);
        if (!opts.verbose)
            out.push('  (--verbose shows the changed lines)');
        out.push('');
    }
    const rows = chainRows(delta, opts.profiles ?? []);
    if (delta.chains.length === 0)
        out.push('  No chain changes what an agent sees.', '');
    else if (rows.length > 0) {
        out.push(`Chains that change (${delta.chains.length})`);
        for (const r of rows.slice(0, DELTA_MAX_ITEMS))
            out.push(`  ${printable(r.cwd)} [${r.profiles.join(', ')}]  ${sideText(r.chain.before)} → ${sideText(r.chain.after)}`, ...r.lines);
        out.push(...more(rows.length - DELTA_MAX_ITEMS, 'chains'), '');
    }
    const isNew = new Set(delta.newFindings);
    const fresh = headFindings.filter((f) => isNew.has(f.fingerprint));
    out.push(`New findings (${fresh.length})`);
    for (const f of fresh.slice(0, DELTA_MAX_ITEMS))
        out.push(...findingLine(f));
    out.push(...more(fresh.length - DELTA_MAX_ITEMS, 'new findings'), '');
    for (const [title, list] of [
        ['Worse', delta.worse ?? []],
        ['Better', delta.better ?? []],
    ]) {
        if (list.length === 0)
            continue;
        out.push(`${title} (${list.length})`);
        for (const c of list.slice(0, DELTA_MAX_ITEMS))
            out.push(...changedLine(c));
        out.push(...more(list.length - DELTA_MAX_ITEMS, `${title.toLowerCase()} findings`), '');
    }
    out.push(`Fixed findings (${delta.fixed.length})`);
    for (const f of delta.fixed.slice(0, DELTA_MAX_ITEMS))
        out.push(...findingLine(f, '✓ '));
    out.push(...more(delta.fixed.length - DELTA_MAX_ITEMS, 'fixed findings'), '');
    return `${out.flatMap((l) => wrapLine(l, width)).join('\n')}\n`;
}

;// CONCATENATED MODULE: ./lib/report/json.js
function renderJson(report) {
    return `${JSON.stringify(report, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./lib/report/merge.js
/**
 * Merge reports of one repository audited in parts (matrix jobs, each with its own working
 * directories) into one report. Pure. Chains are keyed by (profile, cwd); findings by their
 * fingerprint and place, so a finding every part saw (e.g. a root-level file) appears once.
 */

class MergeError extends Error {
    name = 'MergeError';
}
function mergeReports(reports) {
    const first = reports[0];
    if (!first)
        throw new MergeError('no report to merge');
    for (const r of reports) {
        if (r.schemaVersion !== 1)
            throw new MergeError(`unsupported report schemaVersion ${String(r.schemaVersion)}`);
        if (r.root !== first.root)
            throw new MergeError(`reports are of different roots: ${JSON.stringify(first.root)} and ${JSON.stringify(r.root)}`);
    }
    const chains = new Map();
    const findings = new Map();
    const files = new Map();
    const notes = new Set();
    const profiles = new Set();
    const cwds = new Set();
    for (const r of reports) {
        for (const p of r.profiles)
            profiles.add(p);
        for (const c of r.workingDirectories)
            cwds.add(c);
        for (const n of r.notes)
            notes.add(n);
        for (const c of r.chains)
            chains.set(`${c.profile}\0${c.cwd}`, c);
        for (const f of r.findings) {
            const key = `${f.fingerprint}\0${f.line ?? ''}\0${f.column ?? ''}`;
            const prev = findings.get(key);
            findings.set(key, prev ? combine(prev, f) : f);
        }
        for (const f of r.files)
            files.set(f.path, f);
    }
    const allChains = [...chains.values()].sort((a, b) => (a.cwd === b.cwd ? 0 : a.cwd === '.' ? -1 : b.cwd === '.' ? 1 : a.cwd < b.cwd ? -1 : 1));
    // Which profiles load each file, and in how many chains, from the merged chains (parts may overlap).
    const loadedBy = new Map();
    const chainCount = new Map();
    for (const c of allChains) {
        for (const f of c.files) {
            if (f.personal)
                continue;
            loadedBy.set(f.path, (loadedBy.get(f.path) ?? new Set()).add(c.profile));
            chainCount.set(f.path, (chainCount.get(f.path) ?? 0) + 1);
        }
    }
    const allFiles = [...files.values()]
        .map((f) => ({ ...f, loadedBy: [...(loadedBy.get(f.path) ?? [])].sort(), chains: chainCount.get(f.path) ?? 0 }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const allFindings = [...findings.values()].sort(compareFindings);
    const counts = countBySeverity(allFindings);
    let maxUsage = null;
    for (const c of allChains) {
        const pct = chainUsage(c);
        if (pct !== null && c.budget !== null && (!maxUsage || pct > maxUsage.percent)) {
            maxUsage = { percent: pct, profile: c.profile, cwd: c.cwd, usedBytes: c.usedBytes, budget: c.budget };
        }
    }
    const maskedPaths = [...new Set(reports.flatMap((r) => r.maskedPaths ?? []))].sort();
    // Each profile once, with the first part's reason; other agents only while no part loads a file.
    const chosen = reports.flatMap((r) => r.profilesChosen ?? []).filter((c, i, all) => all.findIndex((x) => x.profile === c.profile) === i);
    const loadsSome = allChains.some((c) => c.files.some((f) => !f.personal));
    const others = loadsSome ? [] : reports.flatMap((r) => r.otherAgents ?? []).filter((c, i, all) => all.findIndex((x) => x.profile === c.profile) === i);
    // Each part names its own profiles' versions, or marks them unverified: the merged report keeps all.
    const verifiedVersions = Object.assign({}, ...reports.map((r) => r.settings.verifiedVersions ?? {}));
    const unverified = [...new Set(reports.flatMap((r) => r.settings.unverified ?? []))];
    const settings = { ...first.settings };
    delete settings.verifiedVersions;
    delete settings.unverified;
    if (Object.keys(verifiedVersions).length > 0)
        settings.verifiedVersions = verifiedVersions;
    if (unverified.length > 0)
        settings.unverified = unverified;
    const { profilesChosen: _chosen, otherAgents: _others, ...rest } = first;
    return {
        ...rest,
        settings,
        ...(chosen.length > 0 ? { profilesChosen: chosen } : {}),
        ...(others.length > 0 ? { otherAgents: others } : {}),
        ...(maskedPaths.length > 0 ? { maskedPaths } : {}),
        profiles: [...profiles],
        workingDirectories: [...cwds].sort((a, b) => (a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
        chains: allChains,
        findings: allFindings,
        files: allFiles,
        notes: [...notes],
        stats: {
            errors: counts.error,
            warnings: counts.warning,
            infos: counts.info,
            chains: allChains.length,
            workingDirectories: cwds.size,
            instructionFiles: files.size,
            maxUsage,
        },
    };
}
/**
 * The same finding seen by two parts (e.g. a root file cut for working directories of both):
 * one finding whose working directories and profiles are the union of both.
 */
function combine(a, b) {
    const cwds = [...new Set([...(a.cwds ?? []), ...(b.cwds ?? [])])].sort();
    const profiles = [...new Set([...(a.profiles ?? []), ...(b.profiles ?? [])])].sort();
    const files = [...new Set([...(a.files ?? []), ...(b.files ?? [])])].sort();
    const base = (b.files?.length ?? 0) > (a.files?.length ?? 0) || (b.cwds?.length ?? 0) > (a.cwds?.length ?? 0) ? b : a;
    const grew = cwds.length > (base.cwds?.length ?? 0);
    const moreFiles = files.length > (base.files?.length ?? 0);
    const merged = [grew ? `${cwds.length} working directories` : '', moreFiles ? `${files.length} files` : ''].filter(Boolean).join(' and ');
    return {
        ...base,
        ...(a.cwds || b.cwds ? { cwds } : {}),
        ...(a.profiles || b.profiles ? { profiles } : {}),
        ...(a.files || b.files ? { files } : {}),
        message: merged ? `${base.message.replace(/ \(merged: .*\)$/, '')} (merged: ${merged} in all)` : base.message,
    };
}

;// CONCATENATED MODULE: ./lib/report/sarif.js



const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const FINGERPRINT_KEY = 'agentsMdAudit/v1';
const LEVEL = { error: 'error', warning: 'warning', info: 'note' };
const INFORMATION_URI = `https://github.com/${REPOSITORY}`;
/** A repository-relative POSIX path as a relative URI reference (each segment percent-encoded). */
function pathToUri(path) {
    return path
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
/** True for a path that names a file in the repository (not `~/…`, absolute or `..`). */
function inRepository(path) {
    return !path.startsWith('~') && !path.startsWith('/') && path !== '..' && !path.startsWith('../') && path !== '';
}
function cap(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
function ruleDescriptor(meta) {
    const url = ruleDocsUrl(meta.id);
    return {
        id: meta.id,
        name: meta.id
            .split(/[-_]/)
            .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
            .join(''),
        shortDescription: { text: cap(meta.description, 1024) },
        fullDescription: { text: cap(meta.description, 1024) },
        help: { text: `${meta.description}\nSee ${url}`, markdown: `${meta.description}\n\n[Rule documentation](${url})` },
        helpUri: url,
        defaultConfiguration: { level: LEVEL[meta.defaultSeverity] },
        properties: meta.security
            ? { tags: ['agents-md', meta.kind, 'security'], 'security-severity': meta.security.severity.toFixed(1) }
            : { tags: ['agents-md', meta.kind] },
    };
}
function region(f) {
    if (f.line === null || f.line < 1)
        return { startLine: 1 };
    const r = { startLine: f.line };
    if (f.column !== undefined && f.column >= 1)
        r.startColumn = f.column;
    const endLine = f.endLine !== undefined && f.endLine >= f.line ? f.endLine : f.line;
    r.endLine = endLine;
    if (f.endColumn !== undefined && r.startColumn !== undefined && (endLine > f.line || f.endColumn >= r.startColumn)) {
        r.endColumn = f.endColumn;
    }
    return r;
}
function toSarif(report, rules, options = {}) {
    const descriptors = rules.map(ruleDescriptor);
    const index = new Map(descriptors.map((d, i) => [d.id, i]));
    const indexOf = (id) => {
        let i = index.get(id);
        if (i === undefined) {
            // A finding from a rule the caller did not list still needs a descriptor for its ruleIndex.
            i = descriptors.length;
            descriptors.push(ruleDescriptor({ id, kind: 'check', defaultSeverity: 'warning', description: id }));
            index.set(id, i);
        }
        return i;
    };
    const results = [];
    const notifications = [];
    for (const f of report.findings) {
        const ruleIndex = indexOf(f.ruleId);
        const anchor = f.path !== null && inRepository(f.path) ? f.path : options.configPath;
        const text = f.path === null || anchor === f.path ? f.message : `${f.path}: ${f.message}`;
        if (anchor === undefined) {
            notifications.push({
                descriptor: { id: f.ruleId },
                associatedRule: { id: f.ruleId, index: ruleIndex },
                level: LEVEL[f.severity],
                message: { text },
            });
            continue;
        }
        const result = {
            ruleId: f.ruleId,
            ruleIndex,
            level: LEVEL[f.severity],
            message: { text },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: { uri: pathToUri((options.uriPrefix ?? '') + anchor) },
                        region: anchor === f.path ? region(f) : { startLine: 1 },
                    },
                },
            ],
            partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint },
        };
        if (f.baseline !== undefined)
            result.baselineState = f.baseline === 'new' ? 'new' : 'unchanged';
        const properties = {};
        if (f.profiles !== undefined)
            properties['profiles'] = f.profiles;
        if (f.cwds !== undefined)
            properties['workingDirectories'] = f.cwds;
        if (anchor !== f.path)
            properties['configurationFinding'] = true;
        if (Object.keys(properties).length > 0)
            result.properties = properties;
        results.push(result);
    }
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: report.tool.name,
                        version: report.tool.version,
                        semanticVersion: report.tool.version,
                        informationUri: INFORMATION_URI,
                        rules: descriptors,
                    },
                },
                invocations: [{ executionSuccessful: true, toolConfigurationNotifications: notifications }],
                results,
                columnKind: 'utf16CodeUnits',
            },
        ],
    };
}
/**
 * The SARIF file for `report` as text (what `--format sarif` prints and the action's `sarif-path`
 * holds), describing `rules` (by default every rule of this version).
 */
function renderSarif(report, options = {}, rules = ALL_RULES) {
    return `${JSON.stringify(toSarif(report, rules, options), null, 2)}\n`;
}

;// CONCATENATED MODULE: ./lib/cli/main.js
/**
 * The command-line front end: parse arguments, build AuditOptions (config file first, flags
 * override), run the same engine as the action, print text or JSON, and exit 0 (no error-level
 * findings), 1 (findings at or above --fail-on) or 2 (usage or configuration error).
 */





























function parse(argv, cwd) {
    // `--base --upload-pack=x`: say what is wrong with the ref, not that the argument is ambiguous.
    const at = argv.indexOf('--base');
    const next = at >= 0 && argv.indexOf('--') !== -1 && argv.indexOf('--') < at ? undefined : argv[at + 1];
    if (at >= 0 && next !== undefined && next.startsWith('-') && next !== '-')
        checkRefShape(next);
    const parsedArgs = (() => {
        try {
            return (0,args/* parseAuditArgs */.sK)(argv);
        }
        catch (e) {
            throw new ConfigError(e.message.replace(/\. To specify .*$/s, '').split('\n')[0]);
        }
    })();
    const { values, positionals } = parsedArgs;
    if (values.help)
        return 'help';
    if (values.version)
        return 'version';
    if (positionals.length > 1)
        throw new ConfigError(`expected at most one ROOT, got ${positionals.length}: ${positionals.map(quote).join(' ')}`);
    const root = external_node_path_.resolve(cwd, positionals[0] ?? '.');
    const options = defaultOptions(root);
    let failOn = 'error';
    const flag = (name, f) => {
        try {
            return f();
        }
        catch (e) {
            if (e instanceof ConfigError)
                throw new ConfigError(`--${name}: ${e.message}`);
            throw e;
        }
    };
    const configFrom = values['config-from'] ?? 'head';
    if (configFrom !== 'head' && configFrom !== 'base') {
        throw new ConfigError(`--config-from: ${quote(configFrom)} is not accepted: expected head (the work tree's config file) or base (the one committed at --base REF)`);
    }
    if (configFrom === 'base' && values.base === undefined)
        throw new ConfigError('--config-from base needs --base REF: the commit to read the config file from');
    let policy;
    if (external_node_fs_.existsSync(root) && external_node_fs_.statSync(root).isDirectory()) {
        const explicit = values.config ? external_node_path_.resolve(cwd, values.config) : null;
        const known = { profiles: KNOWN_PROFILES, rules: RULE_IDS };
        let file = loadConfigFile(root, explicit, known);
        if (configFrom === 'base') {
            const commit = resolveCommit(root, values.base);
            const head = file;
            file = loadCommittedConfigFile(root, commit, explicit, known);
            policy = { source: 'base', commit, file: file?.path ?? null, ...policyChanges(file, head) };
        }
        failOn = applyFileConfig(options, file) ?? failOn;
    }
    if (values.profile)
        options.profiles = flag('profile', () => parseProfiles(values.profile.join(','), KNOWN_PROFILES));
    if (values.cwd)
        options.workingDirectories = values.cwd;
    if (values['max-bytes'] !== undefined) {
        options.maxBytes = flag('max-bytes', () => parseMaxBytes(values['max-bytes']));
        markGiven(options, 'maxBytes');
    }
    if (values.fallback) {
        options.fallbackFilenames = values.fallback;
        markGiven(options, 'fallbackFilenames');
    }
    if (values['root-marker'])
        options.rootMarkers = values['root-marker'];
    if (values['assume-root'])
        options.assumeRoot = true;
    if (values.home !== undefined) {
        const home = external_node_path_.resolve(cwd, values.home);
        if (!external_node_fs_.existsSync(home) || !external_node_fs_.statSync(home).isDirectory())
            throw new ConfigError(`--home: ${quote(values.home)} is not a directory`);
        options.home = home;
    }
    if (values['agent-state'])
        options.agentState = mergeAgentState(options.agentState, flag('agent-state', () => parseAgentState(values['agent-state'])));
    if (values.rule)
        options.rules = { ...options.rules, ...flag('rule', () => parseRuleSettings(values.rule.join('\n'), RULE_IDS)) };
    if (values['warn-threshold'] !== undefined)
        options.warnThreshold = flag('warn-threshold', () => parseThreshold(values['warn-threshold']));
    if (values.symlinks !== undefined)
        options.symlinkPolicy = flag('symlinks', () => parseSymlinkPolicy(values.symlinks));
    if (values['fail-on'] !== undefined)
        failOn = flag('fail-on', () => parseFailOn(values['fail-on']));
    if (values.cache !== undefined) {
        if (values.cache.trim() === '')
            throw new ConfigError('--cache: give the directory to keep the cache in');
        options.cacheDir = external_node_path_.resolve(cwd, values.cache);
        // The cache's key lives in the user's own cache directory, never in the cache or the repository.
        const keyDir = userKeyDir();
        if (keyDir !== undefined)
            options.cacheKeyDir = keyDir;
    }
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json' && format !== 'sarif') {
        throw new ConfigError(`--format: ${quote(format)} is not a format: expected text, json or sarif`);
    }
    if (values.base !== undefined && values.previous !== undefined)
        throw new ConfigError('--base and --previous: give one base, not both');
    if (values['new-only'] && values.base === undefined && values.previous === undefined) {
        throw new ConfigError('--new-only needs a base to tell new findings from old ones: add --base REF or --previous REPORT.json');
    }
    return {
        options,
        format,
        failOn,
        matrix: values.matrix ?? false,
        verbose: values.verbose ?? false,
        output: values.output ? external_node_path_.resolve(cwd, values.output) : null,
        printPrompt: values['print-prompt'] ?? null,
        base: values.base ?? null,
        previous: values.previous !== undefined ? external_node_path_.resolve(cwd, values.previous) : null,
        newOnly: values['new-only'] ?? false,
        ...(policy ? { policy } : {}),
    };
}
/**
 * `--output FILE` through the one safe writer: no link followed below `within` (the audited root, or
 * the current directory for merge and diff), elsewhere the user's own path; never through a link or
 * into a FIFO at FILE itself. The refusal's message, or null once written.
 */
function writeOutput(file, text, within) {
    try {
        writeFileSafely(file, text, { within, anywhere: true });
        return null;
    }
    catch (e) {
        if (e instanceof WriteError)
            return `--output: cannot write ${quote(file)}: ${e.message}`;
        throw e;
    }
}
/** `agents-md-audit merge A.json B.json…`: one report from the parts of a split audit (matrix jobs). */
async function runMerge(argv, io, jsonOut) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({ args: argv, allowPositionals: true, strict: true, options: args/* MERGE_OPTIONS */.WZ });
    if (values.help) {
        io.stdout(renderHelp('merge'));
        return 0;
    }
    if (positionals.length === 0)
        throw new ConfigError('merge: expected one or more JSON report files');
    const format = values.format ?? 'json';
    if (format !== 'text' && format !== 'json')
        throw new ConfigError(`--format: ${quote(format)} is not a format: expected text or json`);
    const failOn = values['fail-on'] !== undefined ? parseFailOn(values['fail-on']) : 'error';
    // Each part through the one reader of reports from another run (every string masked on the way in).
    const reports = [];
    for (const file of positionals)
        reports.push(await readReportFile(external_node_path_.resolve(io.cwd, file), 'merge', file));
    let merged;
    try {
        merged = mergeReports(reports);
    }
    catch (e) {
        if (e instanceof MergeError)
            throw new ConfigError(`merge: ${e.message}`);
        throw e;
    }
    const refused = values.output ? writeOutput(external_node_path_.resolve(io.cwd, values.output), renderJson(merged), [io.cwd]) : null;
    if (format === 'json')
        jsonOut(renderJson(merged));
    else
        io.stdout(renderText(merged, { failOn, verbose: values.verbose ?? false, width: io.columns ?? 80 }));
    if (refused !== null)
        throw new ConfigError(refused);
    const failing = failOn === 'never' ? 0 : failOn === 'warning' ? merged.stats.errors + merged.stats.warnings : merged.stats.errors;
    return failing > 0 ? 1 : 0;
}
/** `agents-md-audit diff BASE.json HEAD.json`: the delta of two saved reports. */
async function runDiff(argv, io, jsonOut) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({ args: argv, allowPositionals: true, strict: true, options: args/* DIFF_OPTIONS */.pJ });
    if (values.help) {
        io.stdout(renderHelp('diff'));
        return 0;
    }
    const failOn = values['fail-on'] !== undefined ? parseFailOn(values['fail-on']) : 'error';
    if (positionals.length !== 2)
        throw new ConfigError(`diff: expected BASE.json and HEAD.json, got ${positionals.length} file${positionals.length === 1 ? '' : 's'}`);
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json')
        throw new ConfigError(`--format: ${quote(format)} is not a format: expected text or json`);
    const [baseFile, headFile] = positionals;
    const base = await readReportFile(external_node_path_.resolve(io.cwd, baseFile), 'diff', baseFile);
    const head = await readReportFile(external_node_path_.resolve(io.cwd, headFile), 'diff', headFile);
    const why = incompatibility(base, head);
    if (why)
        throw new ConfigError(`diff: cannot compare ${quote(baseFile)} with ${quote(headFile)}: ${why}`);
    const delta = computeDelta(base, head, {
        kind: 'report',
        ref: (0,mask/* maskSecrets */.Q)(external_node_path_.basename(baseFile)),
        ...(base.revision ? { commit: base.revision } : {}),
        note: 'both sides are saved reports, as they were audited.',
    });
    const json = `${JSON.stringify(delta, null, 2)}\n`;
    const refused = values.output ? writeOutput(external_node_path_.resolve(io.cwd, values.output), json, [io.cwd]) : null;
    // The exit status an audit of HEAD against BASE would have, with the same --fail-on and --new-only.
    const judged = withDelta(head, delta);
    const newOnly = values['new-only'] ?? false;
    if (format === 'json')
        jsonOut(json);
    else
        io.stdout(`${verdict(judged, failOn, newOnly)}\n\n${renderDeltaText(delta, head.findings, { verbose: values.verbose ?? false, width: io.columns ?? 80, profiles: head.profiles })}`);
    if (refused !== null)
        throw new ConfigError(refused);
    return judge(judged, failOn, newOnly).fails ? 1 : 0;
}
async function runCli(argv, rawIo) {
    // Every message goes out through the one redaction: error messages quote repository values.
    // Under Actions, no workflow command can come from it either (the one guard: src/report/escape.ts).
    const runner = rawIo.runner ?? { stdout: false, stderr: false };
    const io = {
        ...rawIo,
        stderr: (s) => rawIo.stderr(runner.stderr ? stopCommands((0,mask/* maskSecrets */.Q)(s)) : (0,mask/* maskSecrets */.Q)(s)),
        stdout: (s) => rawIo.stdout(runner.stdout ? stopCommands(s) : s),
    };
    /** JSON and SARIF stay valid JSON under Actions: neutralised, not wrapped. */
    const jsonOut = (s) => rawIo.stdout(runner.stdout ? neutralJson(s) : s);
    if (argv[0] === 'merge' || argv[0] === 'diff') {
        try {
            return await (argv[0] === 'merge' ? runMerge(argv.slice(1), io, jsonOut) : runDiff(argv.slice(1), io, jsonOut));
        }
        catch (e) {
            if (e instanceof ConfigError || e.code?.startsWith('ERR_PARSE_ARGS')) {
                io.stderr(`agents-md-audit: ${e.message}\n`);
                return 2;
            }
            throw e;
        }
    }
    let parsed;
    try {
        parsed = parse(argv, io.cwd);
    }
    catch (e) {
        if (e instanceof ConfigError) {
            io.stderr(`agents-md-audit: ${e.message}\nRun "agents-md-audit --help" for usage.\n`);
            return 2;
        }
        throw e;
    }
    if (parsed === 'help') {
        io.stdout(renderHelp('audit'));
        return 0;
    }
    if (parsed === 'version') {
        io.stdout(`${version_VERSION}\n`);
        return 0;
    }
    const { options } = parsed;
    try {
        let printDir = null;
        if (parsed.printPrompt !== null) {
            printDir = normalizeRel(options.root, parsed.printPrompt);
            options.workingDirectories = [printDir];
            // The prompt is rendered from the chains' texts, which a cached report does not keep.
            delete options.cacheDir;
        }
        // Digests of what each agent reads, for a comparison now or later (a report kept in a file).
        const result = await auditDetailed(options, { digests: parsed.base !== null || parsed.previous !== null || parsed.output !== null });
        for (const note of result.cache?.notes ?? [])
            io.stderr(`agents-md-audit: cache: ${note}\n`);
        let report = parsed.policy ? { ...result.report, policy: parsed.policy } : result.report;
        const settingsChange = policyAnnotation(parsed.policy, 'The work tree');
        if (settingsChange)
            io.stderr(`agents-md-audit: ${settingsChange}\n`);
        if (parsed.base !== null || parsed.previous !== null || parsed.output) {
            const revision = revisionOf(options.root);
            if (revision)
                report = { ...report, revision };
            // What identifies the repository, so a later --previous matches this report from another clone or worktree.
            const ids = repositoryIds(options.root);
            if (ids.length > 0)
                report = { ...report, repositoryIds: ids };
        }
        if (parsed.base !== null)
            report = await withBaseCommit(report, options, parsed.base);
        else if (parsed.previous !== null)
            report = withPreviousReport(report, await readReportFile(parsed.previous, '--previous'), external_node_path_.basename(parsed.previous));
        // Below the audited root no link is followed (the repository may have committed one at that name).
        const refused = parsed.output ? writeOutput(parsed.output, renderJson(report), [options.root]) : null;
        if (refused !== null)
            io.stderr(`agents-md-audit: ${refused}\n`);
        if (printDir !== null) {
            const r = result.resolved.find((x) => x.chain.cwd === printDir && x.chain.profile === result.profiles[0]?.id);
            const profile = result.profiles[0];
            // The prompt is printed with secrets masked: the audit never prints a secret, even one an agent would load.
            // Printing it is the whole job, so the run succeeds whatever the audit found.
            if (r?.chain.startError !== undefined) {
                io.stderr(`agents-md-audit: ${profile.name} does not start in ${printDir}: ${r.chain.startError}\n`);
                return 0;
            }
            if (r) {
                const prompt = profile.render(r, external_node_path_.join(options.root, printDir === '.' ? '' : printDir));
                const masked = (0,mask/* maskSecrets */.Q)(prompt);
                io.stdout(`${masked}\n`);
                if (masked !== prompt)
                    io.stderr('agents-md-audit: secrets in the prompt were masked; the agent itself would read them in full.\n');
                if (profile.promptUnknown)
                    io.stderr(`agents-md-audit: not the prompt: ${profile.promptUnknown}; printed are the files it sends, in order, each with its text.\n`);
                return 0;
            }
        }
        else if (parsed.format === 'json') {
            jsonOut(renderJson(report));
        }
        else if (parsed.format === 'sarif') {
            jsonOut(renderSarif(report));
        }
        else {
            const width = io.columns ?? 80;
            const section = report.delta ? renderDeltaText(report.delta, report.findings, { verbose: parsed.verbose, width, profiles: report.profiles }) : undefined;
            io.stdout(renderText(report, { matrix: parsed.matrix, verbose: parsed.verbose, failOn: parsed.failOn, width, newOnly: parsed.newOnly, ...(section !== undefined ? { section } : {}) }));
        }
        if (refused !== null)
            return 2;
        // The one verdict: the headline above says the same.
        return judge(report, parsed.failOn, parsed.newOnly).fails ? 1 : 0;
    }
    catch (e) {
        if (e instanceof ConfigError) {
            io.stderr(`agents-md-audit: ${e.message}\n`);
            return 2;
        }
        throw e;
    }
}

;// CONCATENATED MODULE: ./lib/cli/process.js
/**
 * The CLI as a process (loaded by `index.ts` once git has started): its output streams, its exit
 * status and the one message for an internal error.
 */




// A reader that goes away (`| head`) is not an error: stop quietly.
for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e) => {
        if (e.code === 'EPIPE')
            process.exit(process.exitCode ?? 0);
        throw e;
    });
}
/** Whether the Actions runner reads this stream as its log (not redirected to a file). */
function runnerReads(fd) {
    if (process.env['GITHUB_ACTIONS'] !== 'true')
        return false;
    try {
        return !external_node_fs_.fstatSync(fd).isFile();
    }
    catch {
        return true;
    }
}
runCli(process.argv.slice(2), {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    cwd: process.cwd(),
    runner: { stdout: runnerReads(1), stderr: runnerReads(2) },
    ...(process.stdout.isTTY && process.stdout.columns ? { columns: process.stdout.columns } : {}),
}).then((code) => {
    process.exitCode = code;
}, (e) => {
    const text = (0,mask/* maskSecrets */.Q)(`agents-md-audit: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.stderr.write(runnerReads(2) ? stopCommands(text) : text);
    process.exitCode = 3;
});


/***/ }),

/***/ 42:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ maskReport)
/* harmony export */ });
/* harmony import */ var _rules_mask_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5513);
/**
 * The report holds no secret: every string in it (paths, working directories, messages, notes,
 * settings taken from the config file) goes through the one redaction (`maskSecrets`) once, when
 * the engine builds it, so every renderer (text, JSON, SARIF, summary, annotations, log) prints the
 * same masked form. Paths that were masked are listed in `maskedPaths`: they name no file on disk.
 * Pure.
 */

/** Fields that hold repository paths (whose masked forms are listed in `maskedPaths`). */
const PATH_KEYS = new Set(['path', 'cwd', 'root', 'linkTarget', 'workingDirectories']);
/** Fields that never hold repository text. */
const SKIP_KEYS = new Set(['fingerprint', 'schemaVersion', 'tool', 'severity', 'ruleId', 'kind', 'targetKind', 'git', 'reason', 'profile', 'profiles', 'loadedBy']);
/** Set `key` as an own data property (a `__proto__` key stays data, as JSON.parse made it). */
function define(o, key, value) {
    Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}
/**
 * `report` with every string masked. `everyField`: for a report from another run (untrusted) —
 * every string under every key, and every key, is masked, not only the fields the engine fills
 * with repository text.
 */
function maskReport(report, opts = {}) {
    const every = opts.everyField === true;
    const maskedPaths = new Set((report.maskedPaths ?? []).map((p) => (0,_rules_mask_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .Q)(p)));
    // The same paths and messages recur across chains and files: scan each distinct string once.
    const seen = new Map();
    const walk = (value, key) => {
        if (typeof value === 'string') {
            let out = seen.get(value);
            if (out === undefined) {
                out = (0,_rules_mask_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .Q)(value);
                seen.set(value, out);
            }
            if (out !== value && key !== null && PATH_KEYS.has(key))
                maskedPaths.add(out);
            return out;
        }
        // A new array or object only where something in it changed: nothing is copied in the common case.
        if (Array.isArray(value)) {
            let out = null;
            for (let i = 0; i < value.length; i++) {
                const v = walk(value[i], key);
                if (v !== value[i])
                    (out ??= [...value])[i] = v;
            }
            return out ?? value;
        }
        if (value !== null && typeof value === 'object') {
            if (every)
                return walkEvery(value);
            let out = null;
            for (const k in value) {
                if (SKIP_KEYS.has(k))
                    continue;
                const old = value[k];
                const v = walk(old, k);
                if (v !== old)
                    (out ??= { ...value })[k] = v;
            }
            return out ?? value;
        }
        return value;
    };
    /** An object whose keys are masked too (rebuilt only when one changes; own keys only, `__proto__` kept as data). */
    const walkEvery = (value) => {
        let out = null;
        const keys = Object.keys(value);
        for (let i = 0; i < keys.length; i++) {
            const k = keys[i];
            const mk = walk(k, null);
            const v = walk(value[k], k);
            if (out === null && (mk !== k || v !== value[k])) {
                out = {};
                for (let j = 0; j < i; j++)
                    define(out, keys[j], value[keys[j]]);
            }
            if (out !== null)
                define(out, mk, v);
        }
        return out ?? value;
    };
    const { maskedPaths: _old, ...rest } = report;
    const masked = walk(rest, null);
    return maskedPaths.size > 0 ? { ...masked, maskedPaths: [...maskedPaths].sort() } : masked;
}


/***/ }),

/***/ 5513:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ maskSecrets),
/* harmony export */   h: () => (/* binding */ holdsSecret)
/* harmony export */ });
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/* harmony import */ var _secret_patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8045);
/**
 * The one redaction for every output of repository-supplied text: file contents (a printed
 * prompt), paths, config values and keys, error messages. It uses the lint rules' detector
 * (`findSecrets`) and their redacted form (`redact`), so whatever `no-secrets` and
 * `no-possible-secrets` would report is masked the same way everywhere:
 * `«GitHub personal access token: ghp_… 40 chars»`.
 *
 * Masking sees what an agent sees: NUL bytes (a UTF-16 file decoded as UTF-8 puts one between every
 * ASCII character) and invisible format characters (zero-width spaces and joiners, soft hyphens,
 * BOMs) are dropped by the model's tokenizer or ignored by a reader, so the detector scans the text
 * without them and masks the original span, invisible characters included.
 */


/** Characters a reader does not see: NUL, soft hyphen, zero-width space/non-joiner/joiner, word joiner, BOM. */
const INVISIBLE = /[\u0000\u00ad\u200b-\u200d\u2060\ufeff]/;
const INVISIBLE_ALL = /[\u0000\u00ad\u200b-\u200d\u2060\ufeff]/g;
/** The masked form of one hit; the same secret always masks to the same text. */
function masked(hit) {
    return `«${hit.label}: ${(0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(hit.value.replace(INVISIBLE_ALL, ''), hit.fixedPrefix)}»`;
}
/**
 * `text` with every secret the two secret rules would report replaced by its redacted form, for any
 * output that must show repository text.
 */
function maskSecrets(text) {
    if (!INVISIBLE.test(text)) {
        let out = '';
        let at = 0;
        for (const hit of (0,_secret_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .findSecrets */ .dL)(text)) {
            out += `${text.slice(at, hit.start)}${masked(hit)}`;
            at = hit.end;
        }
        return at === 0 ? text : out + text.slice(at);
    }
    // Scan the visible characters; map each hit back to its span in the original text.
    const keep = [];
    let visible = '';
    for (let i = 0; i < text.length; i++) {
        if (INVISIBLE.test(text[i]))
            continue;
        keep.push(i);
        visible += text[i];
    }
    let out = '';
    let at = 0;
    for (const hit of (0,_secret_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .findSecrets */ .dL)(visible)) {
        if (hit.end <= hit.start)
            continue;
        const start = keep[hit.start];
        const end = keep[hit.end - 1] + 1;
        if (start < at)
            continue;
        out += `${text.slice(at, start)}${masked(hit)}`;
        at = end;
    }
    return at === 0 ? text : out + text.slice(at);
}
/** Whether `text` holds anything `maskSecrets` would mask. */
function holdsSecret(text) {
    return maskSecrets(text) !== text;
}


/***/ }),

/***/ 3136:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   Nl: () => (/* binding */ isPlaceholderValue),
/* harmony export */   ly: () => (/* binding */ shannonEntropy)
/* harmony export */ });
/* unused harmony exports hasRepeatedRun, hasSequentialRun */
/**
 * Small helpers shared by the secret rules: redaction (the only form in which a secret may ever
 * leave a rule), Shannon entropy, and the placeholder filters that keep documentation values out.
 */
/**
 * The redacted form of a secret: a short prefix, an ellipsis and the length, e.g. `ghp_… 40 chars`.
 *
 * `fixedPrefix` is the length of the format's constant prefix (`ghp_`, `AKIA`, `xoxb-`): up to 4 of
 * those characters are shown, which tells the reader which token it is without revealing any of its
 * random part. Without one (passwords, assigned values), at most one eighth of the value is shown,
 * and never more than 4 characters: a 7-character password shows nothing, a 16-character one 2.
 */
function redact(value, fixedPrefix) {
    const chars = [...value];
    const shown = Math.min(4, fixedPrefix ?? Math.floor(chars.length / 8), chars.length);
    return `${chars.slice(0, shown).join('')}… ${chars.length} chars`;
}
/** Shannon entropy in bits per character. */
function shannonEntropy(value) {
    if (value.length === 0)
        return 0;
    const counts = new Map();
    for (const ch of value)
        counts.set(ch, (counts.get(ch) ?? 0) + 1);
    const n = [...value].length;
    let bits = 0;
    for (const count of counts.values()) {
        const p = count / n;
        bits -= p * Math.log2(p);
    }
    return bits;
}
/** True when the value holds a run of 6 or more identical characters (`xxxxxx`, `000000`). */
function hasRepeatedRun(value, min = 6) {
    let run = 1;
    for (let i = 1; i < value.length; i++) {
        if (value.charCodeAt(i) === value.charCodeAt(i - 1)) {
            run += 1;
            if (run >= min)
                return true;
        }
        else {
            run = 1;
        }
    }
    return false;
}
/** True when the value holds a run of 6 or more consecutive ascending or descending characters (`abcdef`, `123456`, `987654`). */
function hasSequentialRun(value, min = 6) {
    let up = 1;
    let down = 1;
    for (let i = 1; i < value.length; i++) {
        const d = value.charCodeAt(i) - value.charCodeAt(i - 1);
        up = d === 1 ? up + 1 : 1;
        down = d === -1 ? down + 1 : 1;
        if (up >= min || down >= min)
            return true;
    }
    return false;
}
/**
 * Words that mark a value as an example or a placeholder rather than a credential. Matched
 * case-insensitively anywhere in the value (after any vendor prefix). A random token body almost
 * never contains one of these (a 5-letter word in 36 random base62 characters: about 1 in 10^7).
 */
const PLACEHOLDER_WORDS = [
    'example',
    'sample',
    'dummy',
    'placeholder',
    'changeme',
    'change_me',
    'change-me',
    'your',
    'redacted',
    'fake',
    'xxxx',
    'insert',
    'replace',
    'secret',
    'password',
    'token',
    'notreal',
    'not_real',
    'todo',
    'foobar',
];
/** Template and elision markers: `<TOKEN>`, `${TOKEN}`, `{{ token }}`, `%TOKEN%`, `...`, `…`, `***`. */
const TEMPLATE_MARKERS = /[<>{}…]|\$[A-Za-z_({]|%[A-Za-z_]+%|\.{3}|\*{3}/;
/**
 * True when a candidate value (the random part of a token, a password, an assigned value) is a
 * placeholder, a template or a documentation value rather than a credential.
 */
function isPlaceholderValue(value) {
    const lower = value.toLowerCase();
    if (PLACEHOLDER_WORDS.some((word) => lower.includes(word)))
        return true;
    if (TEMPLATE_MARKERS.test(value))
        return true;
    if (hasRepeatedRun(value) || hasSequentialRun(value))
        return true;
    return false;
}


/***/ }),

/***/ 8045:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dL: () => (/* binding */ findSecrets),
/* harmony export */   uz: () => (/* binding */ splitLines)
/* harmony export */ });
/* unused harmony export findSecretsEveryLine */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/**
 * Secret detection over raw Markdown source, shared by `no-secrets` (high-confidence formats) and
 * `no-possible-secrets` (JWTs, credentials in URLs, `password = value` assignments, Stripe test keys).
 *
 * Design (see docs/rules/no-secrets.md):
 * - Every pattern is our own description of a format: a vendor prefix, an alphabet and a length,
 *   anchored by token boundaries, then checked for entropy and placeholder shapes.
 * - The raw text is scanned line by line, so prose, inline code, fenced code, tables, link URLs,
 *   HTML and frontmatter are all covered and positions are exact. PEM private keys are the only
 *   multi-line format.
 * - A cheap lower-case keyword check runs before any regular expression (the gitleaks idea), and
 *   every quantifier is bounded, so a long line costs linear time.
 * - A hit carries the secret value only so that the caller can redact it. Nothing here builds a
 *   message.
 */


/** Token boundary: not preceded or followed by a token character. Backticks, quotes, `|`, `=`, `:` and spaces end a token. */
const B = '(?<![A-Za-z0-9_-])';
const E = '(?![A-Za-z0-9_-])';
function re(source, flags = 'g') {
    return new RegExp(source, flags);
}
const GITHUB_KINDS = {
    ghp: 'GitHub personal access token',
    gho: 'GitHub OAuth access token',
    ghu: 'GitHub App user-to-server token',
    ghs: 'GitHub App installation token',
    ghr: 'GitHub refresh token',
};
const GITLAB_KINDS = {
    glpat: 'GitLab personal access token',
    gldt: 'GitLab deploy token',
    glft: 'GitLab feed token',
    glsoat: 'GitLab SCIM OAuth token',
    glrt: 'GitLab runner token',
    glcbt: 'GitLab CI/CD job token',
    glimt: 'GitLab incoming mail token',
    glptt: 'GitLab pipeline trigger token',
    glagent: 'GitLab agent token',
    gloas: 'GitLab OAuth application secret',
};
/**
 * SHA-256 digests of published documentation values that have a real token's shape (Stripe's
 * docs test key). Stored as digests so that this repository never holds the value itself.
 */
const KNOWN_DOCUMENTATION_VALUES = new Set([
    // Stripe API reference test secret key.
    '2cafc0970149a84f3b9e62eaf169f36f59907a3b3e31f7b82e68c69cd27f7326',
]);
function isKnownDocumentationValue(value) {
    return KNOWN_DOCUMENTATION_VALUES.has((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(value).digest('hex'));
}
const LINE_PATTERNS = [
    {
        kind: 'aws-access-key-id',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['akia', 'asia', 'abia', 'acca', 'a3t'],
        regex: re(`(?<![A-Za-z0-9])(?<secret>(?<prefix>AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])(?<body>[A-Z0-9]{16}))(?![A-Za-z0-9])`),
        label: (g) => (g.prefix === 'ASIA' ? 'AWS temporary access key ID' : 'AWS access key ID'),
        minEntropy: 2.8,
        // AWS documentation keys end with EXAMPLE (AKIAIOSFODNN7EXAMPLE).
        accept: (g) => !(g.secret ?? '').endsWith('EXAMPLE'),
    },
    {
        kind: 'github-token',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'],
        regex: re(`${B}(?<secret>(?<prefix>gh[pousr])_(?<body>[A-Za-z0-9]{36}))${E}`),
        label: (g) => GITHUB_KINDS[g.prefix ?? ''] ?? 'GitHub token',
        minEntropy: 3,
    },
    {
        kind: 'github-fine-grained-token',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['github_pat_'],
        regex: re(`${B}(?<secret>github_pat_(?<body>[A-Za-z0-9]{22}_[A-Za-z0-9]{59}))${E}`),
        label: () => 'GitHub fine-grained personal access token',
        minEntropy: 3,
    },
    {
        kind: 'gitlab-token',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['gl'],
        regex: re(`${B}(?<secret>(?<prefix>glpat|gldt|glft|glsoat|glrt|glcbt|glimt|glptt|glagent|gloas)-(?<body>[A-Za-z0-9_-]{20,300})(?:\\.[a-z0-9]{9})?)${E}`),
        label: (g) => GITLAB_KINDS[g.prefix ?? ''] ?? 'GitLab token',
        minEntropy: 3,
    },
    {
        kind: 'gitlab-runner-registration-token',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['gr1348941'],
        regex: re(`${B}(?<secret>GR1348941(?<body>[A-Za-z0-9_-]{20,40}))${E}`),
        label: () => 'GitLab runner registration token',
        minEntropy: 3,
    },
    {
        kind: 'slack-token',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['xox'],
        regex: re(`${B}(?<secret>(?<prefix>xox[abposre])-\\d{8,14}(?:-\\d{8,14}){0,3}-(?<body>[A-Za-z0-9]{16,64}))${E}`),
        label: (g) => (g.prefix === 'xoxb' ? 'Slack bot token' : g.prefix === 'xoxp' ? 'Slack user token' : 'Slack token'),
        minEntropy: 3,
    },
    {
        kind: 'slack-config-token',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['xoxe'],
        regex: re(`${B}(?<secret>xoxe(?:\\.xox[bp])?-\\d-(?<body>[A-Za-z0-9]{100,300}))${E}`),
        label: () => 'Slack configuration token',
        minEntropy: 3.5,
    },
    {
        kind: 'slack-app-token',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['xapp-'],
        regex: re(`${B}(?<secret>xapp-\\d-[A-Z0-9]{8,12}-\\d{10,16}-(?<body>[a-f0-9]{48,64}))${E}`),
        label: () => 'Slack app-level token',
        minEntropy: 3,
    },
    {
        kind: 'slack-webhook-url',
        tier: 'secret',
        fixedPrefix: 1,
        keywords: ['hooks.slack.com'],
        regex: re(`https?://hooks\\.slack\\.com/(?:services|workflows|triggers)/(?<secret>T[A-Z0-9]{6,12}/[A-Z0-9]{6,14}/(?<body>[A-Za-z0-9]{16,48}))${E}`),
        label: () => 'Slack webhook URL',
        minEntropy: 3,
    },
    {
        kind: 'stripe-live-key',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['k_live_', 'k_prod_'],
        regex: re(`${B}(?<secret>(?<prefix>[sr])k_(?:live|prod)_(?<body>[A-Za-z0-9]{24,99}))${E}`),
        label: (g) => (g.prefix === 'r' ? 'Stripe live restricted key' : 'Stripe live secret key'),
        minEntropy: 3,
    },
    {
        kind: 'anthropic-key',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['sk-ant-'],
        regex: re(`${B}(?<secret>sk-ant-(?<kind>[a-z]{2,8})\\d\\d-(?<body>[A-Za-z0-9_-]{80,200}))${E}`),
        label: (g) => g.kind === 'admin' ? 'Anthropic admin API key' : g.kind === 'oat' || g.kind === 'ort' ? 'Anthropic OAuth token' : 'Anthropic API key',
        minEntropy: 3.5,
    },
    {
        kind: 'openai-key',
        tier: 'secret',
        fixedPrefix: 3,
        keywords: ['t3blbkfj'],
        regex: re(`${B}(?<secret>sk-(?:(?:proj|svcacct|admin)-)?(?<body>[A-Za-z0-9_-]{20,200}T3BlbkFJ[A-Za-z0-9_-]{20,200}))${E}`),
        label: () => 'OpenAI API key',
        minEntropy: 3.5,
        accept: (g) => !(g.secret ?? '').startsWith('sk-ant-'),
    },
    {
        // Project, service-account and admin keys without the marker (a long high-entropy body).
        kind: 'openai-key',
        tier: 'secret',
        fixedPrefix: 3,
        keywords: ['sk-proj-', 'sk-svcacct-', 'sk-admin-'],
        regex: re(`${B}(?<secret>sk-(?:proj|svcacct|admin)-(?<body>[A-Za-z0-9_-]{40,300}))${E}`),
        label: () => 'OpenAI API key',
        minEntropy: 4,
    },
    {
        kind: 'google-api-key',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['aiza'],
        regex: re(`${B}(?<secret>AIza(?<body>[A-Za-z0-9_-]{35}))${E}`),
        label: () => 'Google API key',
        minEntropy: 3.5,
    },
    {
        kind: 'npm-token',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['npm_'],
        regex: re(`${B}(?<secret>npm_(?<body>[A-Za-z0-9]{36}))${E}`),
        label: () => 'npm access token',
        minEntropy: 3,
    },
    {
        kind: 'npm-legacy-auth-token',
        tier: 'secret',
        keywords: ['_authtoken'],
        regex: re(`:_authToken\\s*=\\s*["']?(?<secret>(?<body>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))(?![A-Za-z0-9_-])`),
        label: () => 'npm legacy auth token',
        minEntropy: 3,
    },
    {
        kind: 'pypi-token',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['pypi-'],
        regex: re(`${B}(?<secret>pypi-(?:AgEIcHlwaS5vcmc|AgENdGVzdC5weXBpLm9yZw)(?<body>[A-Za-z0-9_-]{50,1000}))${E}`),
        label: () => 'PyPI API token',
        minEntropy: 3,
    },
    {
        kind: 'hugging-face-token',
        tier: 'secret',
        fixedPrefix: 3,
        keywords: ['hf_'],
        regex: re(`${B}(?<secret>hf_(?<body>[A-Za-z]{34}))${E}`),
        label: () => 'Hugging Face access token',
        minEntropy: 4,
        // Random mixed case: rules out a 34-letter snake or camel identifier.
        accept: (g) => /[a-z]/.test(g.body ?? '') && /[A-Z]/.test(g.body ?? '') && !/[a-z]{12}/.test(g.body ?? ''),
    },
    {
        kind: 'digitalocean-token',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['_v1_'],
        regex: re(`${B}(?<secret>do[opr]_v1_(?<body>[a-f0-9]{64}))${E}`),
        label: () => 'DigitalOcean token',
        minEntropy: 3,
    },
    {
        kind: 'sendgrid-key',
        tier: 'secret',
        fixedPrefix: 3,
        keywords: ['sg.'],
        regex: re(`${B}(?<secret>SG\\.(?<body>[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}))${E}`),
        label: () => 'SendGrid API key',
        minEntropy: 3.5,
    },
    {
        kind: 'shopify-token',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['shpat_', 'shpss_', 'shpca_', 'shppa_'],
        regex: re(`${B}(?<secret>shp(?:at|ss|ca|pa)_(?<body>[a-fA-F0-9]{32}))${E}`),
        label: () => 'Shopify access token',
        minEntropy: 3,
    },
    {
        kind: 'linear-key',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['lin_api_'],
        regex: re(`${B}(?<secret>lin_api_(?<body>[A-Za-z0-9]{40}))${E}`),
        label: () => 'Linear API key',
        minEntropy: 3,
    },
    {
        kind: 'age-secret-key',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['age-secret-key-1'],
        regex: re(`${B}(?<secret>AGE-SECRET-KEY-1(?<body>[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}))${E}`),
        label: () => 'age secret key',
        minEntropy: 3,
    },
    {
        kind: 'postman-key',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['pmak-'],
        regex: re(`${B}(?<secret>PMAK-(?<body>[a-f0-9]{24}-[a-f0-9]{34}))${E}`),
        label: () => 'Postman API key',
        minEntropy: 3,
    },
    {
        kind: 'databricks-token',
        tier: 'secret',
        fixedPrefix: 4,
        keywords: ['dapi'],
        regex: re(`${B}(?<secret>dapi(?<body>[a-f0-9]{32})(?:-\\d)?)${E}`),
        label: () => 'Databricks access token',
        minEntropy: 3,
    },
    // ---- possible secrets (warning tier) ----
    {
        kind: 'stripe-test-key',
        tier: 'possible',
        fixedPrefix: 4,
        keywords: ['k_test_'],
        regex: re(`${B}(?<secret>(?<prefix>[sr])k_test_(?<body>[A-Za-z0-9]{24,99}))${E}`),
        label: () => 'Stripe test-mode secret key',
        minEntropy: 3,
        accept: (g) => !isKnownDocumentationValue(g.secret ?? ''),
    },
    {
        kind: 'jwt',
        tier: 'possible',
        fixedPrefix: 3,
        keywords: ['eyj'],
        regex: re(`${B}(?<secret>(?<header>eyJ[A-Za-z0-9_-]{8,2000})\\.(?<payload>eyJ[A-Za-z0-9_-]{8,8000})\\.(?<signature>[A-Za-z0-9_-]{0,2000}))${E}`),
        label: () => 'JSON Web Token',
        minEntropy: 3,
        accept: (g) => isRealJwt(g.header ?? '', g.payload ?? ''),
    },
    {
        kind: 'bearer-token',
        tier: 'possible',
        keywords: ['bearer'],
        regex: re(`(?<=(?<![A-Za-z0-9_-])[Bb]earer[ \\t]{1,8})(?<secret>(?<body>[A-Za-z0-9._~+/-]{20,500}=*))(?![A-Za-z0-9._~+/=-])`),
        label: () => 'bearer token',
        minEntropy: 3.5,
        accept: (g) => /\d/.test(g.body ?? '') && /[A-Za-z]/.test(g.body ?? ''),
    },
];
function decodeJsonPart(part) {
    try {
        const json = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
        return json !== null && typeof json === 'object' && !Array.isArray(json) ? json : null;
    }
    catch {
        return null;
    }
}
/** A JWT whose header and payload decode to JSON objects, and which is not the jwt.io sample token. */
function isRealJwt(header, payload) {
    const h = decodeJsonPart(header);
    const p = decodeJsonPart(payload);
    if (!h || !p)
        return false;
    if (!('alg' in h) && !('typ' in h))
        return false;
    // The jwt.io debugger's sample token (sub 1234567890, name John Doe) appears in countless docs.
    if (p.sub === '1234567890' && p.name === 'John Doe')
        return false;
    return true;
}
// ---------------------------------------------------------------------------------------------
// Credentials inside URLs: scheme://user:password@host
const URL_CREDENTIALS = re(`(?<![A-Za-z0-9+.-])(?<scheme>[A-Za-z][A-Za-z0-9+.-]{1,30})://(?<user>[^\\s:/?#@\\[\\]<>"'\`|\\\\]{0,128}):(?<password>[^\\s/?#@\\[\\]<>"'\`|\\\\]{1,256})@(?<host>\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9.-]{1,253})`);
const LOCAL_HOST_SUFFIXES = ['.local', '.localhost', '.test', '.example', '.invalid', '.internal', '.lan', '.home.arpa'];
const EXAMPLE_HOSTS = new Set(['example.com', 'example.org', 'example.net', 'host.com', 'domain.com', 'yourdomain.com', 'mydomain.com']);
function isLocalHost(host) {
    const h = host.toLowerCase().replace(/\.$/, '');
    if (h === 'localhost' || h.startsWith('127.') || h === '0.0.0.0' || h.startsWith('['))
        return true;
    // A single label (`db`, `redis`, `postgres`) is a container or service name: a local development default.
    if (!h.includes('.'))
        return true;
    if (EXAMPLE_HOSTS.has(h) || [...EXAMPLE_HOSTS].some((e) => h.endsWith(`.${e}`)))
        return true;
    if (/^(10|192\.168)\./.test(h) || /^172\.(1[6-9]|2\d|3[01])\./.test(h))
        return true;
    return LOCAL_HOST_SUFFIXES.some((s) => h.endsWith(s));
}
function isUrlPassword(user, password) {
    if (password.length < 8)
        return false;
    if (password === user)
        return false;
    if ((0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlaceholderValue */ .Nl)(password))
        return false;
    if (/^[*.•x]+$/i.test(password))
        return false;
    // Some mix: a digit, a symbol, or upper and lower case letters.
    const mixed = /\d/.test(password) || /[^A-Za-z0-9]/.test(password) || (/[a-z]/.test(password) && /[A-Z]/.test(password));
    if (!mixed)
        return false;
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .shannonEntropy */ .ly)(password) >= 2.5;
}
// ---------------------------------------------------------------------------------------------
// Generic assignments: password = value, API_KEY: value, "token": "value"
const ASSIGNMENT = re(`(?<![A-Za-z0-9_.$])(?<name>[A-Za-z_][A-Za-z0-9_.-]{0,80})(?<nameQuote>["']?)[ \\t]*(?<op>:=|=>|\\?=|=|:)[ \\t]*(?<quote>["'\`]?)(?<value>[^\\s"'\`,;<>(){}\\[\\]|\\\\]{1,200})`);
const SECRET_NAME = /(password|passwd|pwd|secret|token|api_?key|apikey|access_?key|auth_?key|private_?key|client_?secret|credential|passphrase)/;
/**
 * Name parts that make the value metadata about a secret rather than the secret (`token_url`,
 * `maxTokens`, `secretName`, `key_id`, `public_key`, `csrf_token`, `tokenizer`), or a plural (a count
 * or a list). Compared with whole parts, so `ADMIN_PASSWORD` and `KEYSTORE_PASSWORD` still count.
 */
const NON_SECRET_NAME_PARTS = new Set(('url urls uri uris endpoint endpoints name names type types kind file files path paths dir dirs count counter ' +
    'limit limits max min len length size ttl expiry expires expire expiration lifetime validity timeout version ' +
    'header headers prefix suffix format mode env var vars ref refs field param params policy public usage budget ' +
    'tokenizer tokenizers csrf xsrf placeholder example hash hashed label regex pattern scope provider location arn ' +
    'required enabled rotation id ids input output cache encoding estimate tokens secrets passwords keys credentials').split(' '));
/** `clientSecret_v2.name` → ['client', 'secret', 'v2', 'name'] */
function nameParts(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .toLowerCase()
        .split(/[_.-]+/)
        .filter(Boolean);
}
function classifyName(name) {
    const n = name.toLowerCase().replace(/[-.]/g, '_');
    const m = SECRET_NAME.exec(n);
    if (!m)
        return null;
    const parts = nameParts(name);
    if (parts.some((p) => NON_SECRET_NAME_PARTS.has(p)))
        return null;
    const word = m[1] ?? '';
    if (parts.includes('aws') && n.includes('secret'))
        return 'AWS secret access key';
    if (word.startsWith('pass') || word === 'pwd')
        return 'password';
    if (word === 'token')
        return 'token';
    if (word.includes('key'))
        return word.startsWith('private') ? 'private key value' : 'API key';
    if (word === 'credential')
        return 'credential';
    return 'secret';
}
function isAssignedSecret(value) {
    if (value.length < 12)
        return false;
    if (!/[A-Za-z]/.test(value) || !/\d/.test(value))
        return false;
    if ((0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlaceholderValue */ .Nl)(value))
        return false;
    if (/^(https?|ftp|file|wss?):/i.test(value) || value.includes('://'))
        return false;
    if (/^[./~]/.test(value))
        return false; // a path
    if (/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$/.test(value))
        return false; // process.env.TOKEN, settings.api_key
    if (/^[A-Z0-9]+(_[A-Z0-9]+)+$/.test(value))
        return false; // an environment variable name
    if (/^v?\d+(\.\d+)+([-+][\w.-]*)?$/.test(value))
        return false; // a version
    if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
        return false; // a UUID (an id, not a key)
    if ((value.match(/\//g) ?? []).length >= 2 && !/[+=]/.test(value))
        return false; // a path-like value
    if (/^[a-z]+(-[a-z0-9]+)+$/.test(value))
        return false; // a slug: gemini-3-flash-preview
    const threshold = Math.min(3.5, 0.8 * Math.log2(value.length));
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .shannonEntropy */ .ly)(value) >= threshold;
}
// ---------------------------------------------------------------------------------------------
// PEM private keys (multi-line)
const PEM_HEADER = /-----BEGIN (?<type>(?:RSA |DSA |EC |OPENSSH |ENCRYPTED |PGP |SSH2 ENCRYPTED )?PRIVATE KEY(?: BLOCK)?)-----/g;
/** Key material longer than this is not read further (the block is reported anyway). */
const PEM_MAX_BODY = 64 * 1024;
/** Pieces of a key block are separated by real line breaks or by escaped `\n` (a key inside a JSON string). */
const PEM_SEPARATOR = /\r\n|\r|\n|\\r\\n|\\n/g;
function pemLabel(type) {
    if (type.startsWith('RSA'))
        return 'RSA private key';
    if (type.startsWith('OPENSSH'))
        return 'OpenSSH private key';
    if (type.startsWith('EC'))
        return 'EC private key';
    if (type.startsWith('DSA'))
        return 'DSA private key';
    if (type.startsWith('PGP'))
        return 'PGP private key block';
    if (type.startsWith('ENCRYPTED') || type.startsWith('SSH2'))
        return 'encrypted private key';
    return 'private key';
}
/**
 * Private-key blocks whose body is key material. Reads the pieces after each header until the
 * footer or the first piece that is not base64 (so every piece is read at most once: linear time).
 */
function findPemKeys(text, hits) {
    if (!text.includes('PRIVATE KEY'))
        return;
    PEM_HEADER.lastIndex = 0;
    let m;
    while ((m = PEM_HEADER.exec(text)) !== null) {
        const type = m.groups?.type ?? 'PRIVATE KEY';
        const footer = `-----END ${type}-----`;
        let body = '';
        let pos = m.index + m[0].length;
        let end = pos;
        let closed = false;
        while (pos < text.length && body.length < PEM_MAX_BODY) {
            PEM_SEPARATOR.lastIndex = pos;
            const sep = PEM_SEPARATOR.exec(text);
            const pieceEnd = sep ? sep.index : text.length;
            const rawPiece = text.slice(pos, pieceEnd);
            // Strip Markdown containers (block quote markers, indentation) and string quoting.
            const piece = rawPiece.replace(/^[\s>]*["']?/, '').replace(/["',\s]*$/, '');
            if (piece.startsWith(footer)) {
                closed = true;
                end = pos + rawPiece.indexOf(footer) + footer.length;
                break;
            }
            if (piece !== '' && !/^[A-Za-z0-9-]+: /.test(piece)) {
                // Documentation (`...`, `<your key>`) or the end of a key without its footer.
                if (!/^[A-Za-z0-9+/=]+$/.test(piece))
                    break;
                body += piece;
                end = pieceEnd;
            }
            if (!sep)
                break;
            pos = sep.index + sep[0].length;
        }
        if (body.length < 100)
            continue;
        const isPgp = type.startsWith('PGP');
        if (!isPgp && !body.startsWith('MI') && !body.startsWith('b3BlbnNzaC1rZXktdjE'))
            continue;
        if ((0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .shannonEntropy */ .ly)(body) < 4)
            continue;
        hits.push({ kind: 'private-key', label: pemLabel(type), tier: 'secret', start: m.index, end, value: body, fixedPrefix: 2 });
        if (closed || end > PEM_HEADER.lastIndex)
            PEM_HEADER.lastIndex = end;
    }
}
/** Split text into lines the way micromark counts them (`\r\n`, `\r` and `\n` all end a line). */
function splitLines(text) {
    const lines = [];
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c !== 10 && c !== 13)
            continue;
        lines.push({ text: text.slice(start, i), start });
        if (c === 13 && text.charCodeAt(i + 1) === 10)
            i += 1;
        start = i + 1;
    }
    lines.push({ text: text.slice(start), start });
    return lines;
}
/** Offsets where lines start (the same line breaks as `splitLines`). */
function lineStarts(text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10)
            starts.push(i + 1);
        else if (c === 13) {
            if (text.charCodeAt(i + 1) === 10)
                i += 1;
            starts.push(i + 1);
        }
    }
    return starts;
}
/** End of line `i` (before its line break). */
function lineEnd(text, starts, i) {
    const next = starts[i + 1];
    if (next === undefined)
        return text.length;
    return next >= 2 && text.charCodeAt(next - 1) === 10 && text.charCodeAt(next - 2) === 13 ? next - 2 : next - 1;
}
/** The line holding `offset`. */
function lineOf(starts, offset) {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
/**
 * For each line, which scans `scanLine` would run on it: bit i for a line pattern one of whose
 * keywords occurs in the line, URL_BIT for `://`, NAME_BIT for a secret-like name. The same tests
 * as `scanLine` makes per line, done once over the whole lower-cased text (a keyword never spans a
 * line break), so a line with none costs nothing.
 */
function markLines(text, lower) {
    const starts = lineStarts(text);
    const masks = new Uint32Array(starts.length);
    // Every place where some keyword starts (one pass of one regular expression, stepping one
    // character after each match so that overlapping keywords are all found), then every keyword
    // that starts there.
    KEYWORD_ANY.lastIndex = 0;
    let m;
    while ((m = KEYWORD_ANY.exec(lower)) !== null) {
        const at = m.index;
        let bits = 0;
        for (const [k, kbits] of KEYWORDS_BY_FIRST.get(lower[at]) ?? [])
            if (lower.startsWith(k, at))
                bits |= kbits;
        masks[lineOf(starts, at)] |= bits;
        KEYWORD_ANY.lastIndex = at + 1;
    }
    SECRET_NAME_ALL.lastIndex = 0;
    while ((m = SECRET_NAME_ALL.exec(lower)) !== null)
        masks[lineOf(starts, m.index)] |= NAME_BIT;
    return { starts, masks };
}
function groupsOf(m) {
    return (m.groups ?? {});
}
/** Bits of a line's mask (see `markLines`): one per line pattern, then these two. */
const URL_BIT = 1 << 29;
const NAME_BIT = 1 << 30;
if (LINE_PATTERNS.length > 29)
    throw new Error('secret-patterns: more line patterns than mask bits');
/** SECRET_NAME as it matches after `-` and `.` became `_`, on the lower-cased text itself (one character for one). */
const SECRET_NAME_ALL = new RegExp(SECRET_NAME.source.replaceAll('_?', '[-._]?'), 'g');
/** Each keyword (and `://`) with the mask bits of the scans it enables, grouped by first character. */
const KEYWORD_BITS = new Map();
for (const [i, p] of LINE_PATTERNS.entries())
    for (const k of p.keywords)
        KEYWORD_BITS.set(k, (KEYWORD_BITS.get(k) ?? 0) | (1 << i));
KEYWORD_BITS.set('://', (KEYWORD_BITS.get('://') ?? 0) | URL_BIT);
const KEYWORDS_BY_FIRST = new Map();
for (const [k, bits] of KEYWORD_BITS) {
    const list = KEYWORDS_BY_FIRST.get(k[0]) ?? [];
    list.push([k, bits]);
    KEYWORDS_BY_FIRST.set(k[0], list);
}
const KEYWORD_ANY = new RegExp([...KEYWORD_BITS.keys()].map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
/**
 * Scan one line. `mask` says which patterns' keywords occur in it and whether the URL and
 * assignment scans apply (from `markLines`); null means: decide here from `lower`.
 */
function scanLine(line, lower, mask, hits) {
    for (let i = 0; i < LINE_PATTERNS.length; i++) {
        const p = LINE_PATTERNS[i];
        if (mask === null ? !p.keywords.some((k) => lower.includes(k)) : (mask & (1 << i)) === 0)
            continue;
        p.regex.lastIndex = 0;
        let m;
        while ((m = p.regex.exec(line.text)) !== null) {
            const g = groupsOf(m);
            const secret = g.secret ?? m[0];
            const body = g.body ?? secret;
            if ((0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .shannonEntropy */ .ly)(body) < p.minEntropy)
                continue;
            if ((0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlaceholderValue */ .Nl)(body))
                continue;
            if (p.accept && !p.accept(g, line.text, m.index))
                continue;
            const hit = { kind: p.kind, label: p.label(g), tier: p.tier, start: line.start + m.index, end: line.start + m.index + m[0].length, value: secret };
            if (p.fixedPrefix !== undefined)
                hit.fixedPrefix = p.fixedPrefix;
            hits.push(hit);
        }
    }
    if ((mask === null ? line.text.includes('://') : (mask & URL_BIT) !== 0) && line.text.includes('@')) {
        URL_CREDENTIALS.lastIndex = 0;
        let m;
        while ((m = URL_CREDENTIALS.exec(line.text)) !== null) {
            const g = groupsOf(m);
            const user = g.user ?? '';
            const password = g.password ?? '';
            if (isLocalHost(g.host ?? ''))
                continue;
            if (!isUrlPassword(user, password))
                continue;
            const passwordStart = m.index + (g.scheme ?? '').length + 3 + user.length + 1;
            hits.push({
                kind: 'url-credentials',
                label: 'password in a URL',
                tier: 'possible',
                start: line.start + m.index,
                end: line.start + passwordStart + password.length + 1,
                value: password,
            });
        }
    }
    if (mask === null ? SECRET_NAME.test(lower.replace(/[-.]/g, '_')) : (mask & NAME_BIT) !== 0) {
        ASSIGNMENT.lastIndex = 0;
        let m;
        while ((m = ASSIGNMENT.exec(line.text)) !== null) {
            const g = groupsOf(m);
            const name = g.name ?? '';
            const value = g.value ?? '';
            const quote = g.quote ?? '';
            const after = line.text.charAt(m.index + m[0].length);
            // Rewind so that a value can itself start the next assignment (`a=b c=d`).
            ASSIGNMENT.lastIndex = m.index + Math.max(1, name.length);
            const label = classifyName(name);
            if (label === null)
                continue;
            // The value must end where a value ends: its closing quote, or a separator for unquoted values.
            if (quote !== '' ? after !== quote : !(after === '' || /[\s,;)\]}|>`"']/.test(after)))
                continue;
            // `:` after a URL scheme or in prose like `Token: see below` is not an assignment of this value.
            if (g.op === ':' && quote === '' && g.nameQuote === '' && /^\/\//.test(line.text.slice(m.index + m[0].length - value.length)))
                continue;
            if (label === 'AWS secret access key' ? !/^[A-Za-z0-9/+=]{40}$/.test(value) || (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlaceholderValue */ .Nl)(value) : !isAssignedSecret(value))
                continue;
            const valueStart = m.index + m[0].length - value.length;
            hits.push({
                kind: 'assignment',
                label,
                tier: 'possible',
                start: line.start + m.index,
                end: line.start + valueStart + value.length,
                value,
                name,
            });
        }
    }
}
/**
 * Every secret-shaped value in `text` (both tiers), sorted by position, without overlaps
 * (a high-confidence hit wins over a possible one it overlaps, then the earlier and longer one).
 */
function findSecrets(text) {
    // Both secret rules scan the same file one after the other: compute once.
    if (cache !== null && cache.text === text)
        return cache.hits;
    const kept = resolveHits(scanText(text, false));
    cache = { text, hits: kept };
    return kept;
}
/**
 * `findSecrets` by the plain method: every line lower-cased and tested against every pattern's
 * keywords. The same hits by construction; kept for texts whose lower-casing changes their length,
 * and as the reference the keyword index is tested against.
 */
function findSecretsEveryLine(text) {
    return resolveHits(scanText(text, true));
}
function scanText(text, everyLine) {
    const hits = [];
    findPemKeys(text, hits);
    const lower = everyLine ? '' : text.toLowerCase();
    if (!everyLine && lower.length === text.length) {
        // Lower-casing kept every offset: find the keywords once in the whole text, scan only the lines holding one.
        const { starts, masks } = markLines(text, lower);
        for (let i = 0; i < starts.length; i++) {
            const mask = masks[i];
            if (mask === 0)
                continue;
            const start = starts[i];
            const end = lineEnd(text, starts, i);
            scanLine({ text: text.slice(start, end), start }, lower.slice(start, end), mask, hits);
        }
    }
    else {
        for (const line of splitLines(text))
            scanLine(line, line.text.toLowerCase(), null, hits);
    }
    return hits;
}
/** Sorted by position, overlaps resolved (a high-confidence hit first, then the earlier and longer one). */
function resolveHits(hits) {
    hits.sort((a, b) => (a.tier === b.tier ? 0 : a.tier === 'secret' ? -1 : 1) || a.start - b.start || b.end - a.end);
    const kept = [];
    for (const hit of hits) {
        if (kept.some((k) => hit.start < k.end && k.start < hit.end))
            continue;
        kept.push(hit);
    }
    kept.sort((a, b) => a.start - b.start || a.end - b.end);
    return kept;
}
let cache = null;


/***/ })

};
