/**
 * `no-possible-secrets`: credentials without a vendor format, reported as warnings: JWTs, passwords in
 * URLs, `password = value` assignments, bearer tokens and Stripe test keys.
 */
import type { Root } from 'mdast';
import { lintRule } from './lint-rule.js';
import { ruleDocsUrl, type RuleMeta } from './meta.js';
import { secretKey, secretMessage } from './secret-messages.js';
import { findSecrets } from './secret-patterns.js';
import { exampleSecret, type RuleDocs, type RuleExample } from './types.js';
import { CappedReporter, hasPosition, LineIndex } from './util.js';

export const meta: RuleMeta = {
  id: 'no-possible-secrets',
  kind: 'lint',
  defaultSeverity: 'warning',
  description: 'A value that is probably a credential (a JWT, a password in a URL, a high-entropy `password = value` assignment, a bearer token) is written in the file.',
  // A credential committed where every agent and clone reads it: high (likely a live token), medium (probably one).
  security: { severity: 5.0 },
};

const noPossibleSecrets = lintRule<Root>({ origin: `remark-lint:${meta.id}`, url: ruleDocsUrl(meta.id) }, (tree, file) => {
  if (!hasPosition(tree)) return;
  const text = String(file);
  let index: LineIndex | null = null;
  const out = new CappedReporter(file, 'possible secrets');
  for (const hit of findSecrets(text)) {
    if (hit.tier !== 'possible') continue;
    index ??= new LineIndex(text);
    const start = index.point(hit.start);
    const end = index.point(hit.end);
    out.report(() => secretMessage(hit, start.line), { start, end }, () => secretKey(hit));
  }
  out.finish();
});

export default noPossibleSecrets;


/** The part every `no-possible-secrets` message ends with. */
const TAIL =
  ' if it is real and load it from the environment; if it is an example, write a placeholder such as `<TOKEN>` instead: every agent and contributor tool that reads this file sees it.';

const jwt = exampleSecret('jwt');
const url = exampleSecret('url-password');
const assigned = exampleSecret('assigned-value');
const bearer = exampleSecret('bearer-token');

/** The jwt.io debugger's sample token (a documentation value, not reported). */
const jwtIoSample = exampleSecret('jwt-io-sample');

export const examples: RuleExample[] = [
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
      `3:26-3:159: Revoke the JSON Web Token (eyJ… 133 chars) at line 3${TAIL}`,
      `5:26-5:58: Revoke the password in a URL (31… 16 chars) at line 5${TAIL}`,
      `8:1-8:42: Revoke the API key assigned to \`PAYMENTS_API_KEY\` (shv… 24 chars) at line 8${TAIL}`,
      `11:33-11:65: Revoke the bearer token (kqbA… 32 chars) at line 11${TAIL}`,
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

export const docs: RuleDocs = {
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
