/**
 * `no-secrets`: high-confidence credentials (vendor-prefixed tokens, private keys) anywhere in an
 * instruction file: prose, inline code, fenced code, tables, link URLs, HTML and frontmatter.
 */
import type { Root } from 'mdast';
import { lintRule } from './lint-rule.js';
import { ruleDocsUrl, type RuleMeta } from './meta.js';
import { secretKey, secretMessage } from './secret-messages.js';
import { findSecrets } from './secret-patterns.js';
import { exampleSecret, type RuleDocs, type RuleExample } from './types.js';
import { CappedReporter, hasPosition, LineIndex } from './util.js';

export const meta: RuleMeta = {
  id: 'no-secrets',
  kind: 'lint',
  defaultSeverity: 'error',
  description: 'A credential with a distinctive format (GitHub, AWS, GitLab, Slack, Stripe live, OpenAI, Anthropic, Google, npm, PyPI tokens, private keys) is written in the file.',
  // A credential committed where every agent and clone reads it: high (likely a live token), medium (probably one).
  security: { severity: 8.8 },
};

const noSecrets = lintRule<Root>({ origin: `remark-lint:${meta.id}`, url: ruleDocsUrl(meta.id) }, (tree, file) => {
  if (!hasPosition(tree)) return;
  const text = String(file);
  let index: LineIndex | null = null;
  const out = new CappedReporter(file, 'secrets');
  for (const hit of findSecrets(text)) {
    if (hit.tier !== 'secret') continue;
    index ??= new LineIndex(text);
    const start = index.point(hit.start);
    const end = index.point(hit.end);
    out.report(() => secretMessage(hit, start.line), { start, end }, () => secretKey(hit));
  }
  out.finish();
});

export default noSecrets;


/** The part every `no-secrets` message ends with. */
const TAIL = ' now, then remove it and load secrets from the environment: every agent and contributor tool that reads this file sees it.';

const github = exampleSecret('github-token');
const aws = exampleSecret('aws-access-key-id');
const slack = exampleSecret('slack-token');
const stripe = exampleSecret('stripe-live-key');
const pem = exampleSecret('private-key');

export const examples: RuleExample[] = [
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
      `3:11-3:51: Revoke the GitHub personal access token (ghp_… 40 chars) at line 3${TAIL}`,
      `5:24-5:44: Revoke the AWS access key ID (AKIA… 20 chars) at line 5${TAIL}`,
      `8:32-8:88: Revoke the Slack bot token (xoxb… 56 chars) at line 8${TAIL}`,
      `13:13-13:45: Revoke the Stripe live secret key (sk_l… 32 chars) at line 13${TAIL}`,
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
    expected: [`6:1-17:30: Revoke the RSA private key (MI… 640 chars) at line 6${TAIL}`],
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

export const docs: RuleDocs = {
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
