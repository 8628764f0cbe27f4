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
import { createHash } from 'node:crypto';
import { isPlaceholderValue, shannonEntropy } from './redact.js';

export type SecretTier = 'secret' | 'possible';

export interface SecretHit {
  /** Stable format id, e.g. `github-token`. */
  kind: string;
  /** Human name, e.g. `GitHub personal access token`. */
  label: string;
  tier: SecretTier;
  /** UTF-16 offsets of the whole match in the scanned text. */
  start: number;
  end: number;
  /** The secret part of the match. Only ever passed to `redact()`. */
  value: string;
  /** Length of the format's constant prefix at the start of `value` (shown by `redact()`), if any. */
  fixedPrefix?: number;
  /** For assignments: the name the value is assigned to (not secret). */
  name?: string;
}

interface LinePattern {
  kind: string;
  tier: SecretTier;
  /** Lower-case substrings, one of which must occur in the line before the regex runs. */
  keywords: string[];
  /** Global regex with a named group `secret` (the value to redact) and optionally `body` (the random part). */
  regex: RegExp;
  label(groups: Record<string, string | undefined>): string;
  /** Length of the constant prefix at the start of `secret` (`ghp_` = 4), shown in the redacted form. */
  fixedPrefix?: number;
  /** Minimum Shannon entropy (bits per character) of `body` (or `secret` when there is no body). */
  minEntropy: number;
  /** Extra check; false drops the match. */
  accept?(groups: Record<string, string | undefined>, line: string, index: number): boolean;
}

/** Token boundary: not preceded or followed by a token character. Backticks, quotes, `|`, `=`, `:` and spaces end a token. */
const B = '(?<![A-Za-z0-9_-])';
const E = '(?![A-Za-z0-9_-])';

function re(source: string, flags = 'g'): RegExp {
  return new RegExp(source, flags);
}

const GITHUB_KINDS: Record<string, string> = {
  ghp: 'GitHub personal access token',
  gho: 'GitHub OAuth access token',
  ghu: 'GitHub App user-to-server token',
  ghs: 'GitHub App installation token',
  ghr: 'GitHub refresh token',
};

const GITLAB_KINDS: Record<string, string> = {
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
const KNOWN_DOCUMENTATION_VALUES = new Set<string>([
  // Stripe API reference test secret key.
  '2cafc0970149a84f3b9e62eaf169f36f59907a3b3e31f7b82e68c69cd27f7326',
]);

function isKnownDocumentationValue(value: string): boolean {
  return KNOWN_DOCUMENTATION_VALUES.has(createHash('sha256').update(value).digest('hex'));
}

const LINE_PATTERNS: LinePattern[] = [
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
    regex: re(
      `${B}(?<secret>(?<prefix>glpat|gldt|glft|glsoat|glrt|glcbt|glimt|glptt|glagent|gloas)-(?<body>[A-Za-z0-9_-]{20,300})(?:\\.[a-z0-9]{9})?)${E}`,
    ),
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
    regex: re(
      `https?://hooks\\.slack\\.com/(?:services|workflows|triggers)/(?<secret>T[A-Z0-9]{6,12}/[A-Z0-9]{6,14}/(?<body>[A-Za-z0-9]{16,48}))${E}`,
    ),
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
    label: (g) =>
      g.kind === 'admin' ? 'Anthropic admin API key' : g.kind === 'oat' || g.kind === 'ort' ? 'Anthropic OAuth token' : 'Anthropic API key',
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
    regex: re(
      `:_authToken\\s*=\\s*["']?(?<secret>(?<body>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))(?![A-Za-z0-9_-])`,
    ),
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
    regex: re(
      `${B}(?<secret>(?<header>eyJ[A-Za-z0-9_-]{8,2000})\\.(?<payload>eyJ[A-Za-z0-9_-]{8,8000})\\.(?<signature>[A-Za-z0-9_-]{0,2000}))${E}`,
    ),
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

function decodeJsonPart(part: string): Record<string, unknown> | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A JWT whose header and payload decode to JSON objects, and which is not the jwt.io sample token. */
function isRealJwt(header: string, payload: string): boolean {
  const h = decodeJsonPart(header);
  const p = decodeJsonPart(payload);
  if (!h || !p) return false;
  if (!('alg' in h) && !('typ' in h)) return false;
  // The jwt.io debugger's sample token (sub 1234567890, name John Doe) appears in countless docs.
  if (p.sub === '1234567890' && p.name === 'John Doe') return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Credentials inside URLs: scheme://user:password@host

const URL_CREDENTIALS = re(
  `(?<![A-Za-z0-9+.-])(?<scheme>[A-Za-z][A-Za-z0-9+.-]{1,30})://(?<user>[^\\s:/?#@\\[\\]<>"'\`|\\\\]{0,128}):(?<password>[^\\s/?#@\\[\\]<>"'\`|\\\\]{1,256})@(?<host>\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9.-]{1,253})`,
);

const LOCAL_HOST_SUFFIXES = ['.local', '.localhost', '.test', '.example', '.invalid', '.internal', '.lan', '.home.arpa'];
const EXAMPLE_HOSTS = new Set(['example.com', 'example.org', 'example.net', 'host.com', 'domain.com', 'yourdomain.com', 'mydomain.com']);

function isLocalHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (h === 'localhost' || h.startsWith('127.') || h === '0.0.0.0' || h.startsWith('[')) return true;
  // A single label (`db`, `redis`, `postgres`) is a container or service name: a local development default.
  if (!h.includes('.')) return true;
  if (EXAMPLE_HOSTS.has(h) || [...EXAMPLE_HOSTS].some((e) => h.endsWith(`.${e}`))) return true;
  if (/^(10|192\.168)\./.test(h) || /^172\.(1[6-9]|2\d|3[01])\./.test(h)) return true;
  return LOCAL_HOST_SUFFIXES.some((s) => h.endsWith(s));
}

function isUrlPassword(user: string, password: string): boolean {
  if (password.length < 8) return false;
  if (password === user) return false;
  if (isPlaceholderValue(password)) return false;
  if (/^[*.•x]+$/i.test(password)) return false;
  // Some mix: a digit, a symbol, or upper and lower case letters.
  const mixed = /\d/.test(password) || /[^A-Za-z0-9]/.test(password) || (/[a-z]/.test(password) && /[A-Z]/.test(password));
  if (!mixed) return false;
  return shannonEntropy(password) >= 2.5;
}

// ---------------------------------------------------------------------------------------------
// Generic assignments: password = value, API_KEY: value, "token": "value"

const ASSIGNMENT = re(
  `(?<![A-Za-z0-9_.$])(?<name>[A-Za-z_][A-Za-z0-9_.-]{0,80})(?<nameQuote>["']?)[ \\t]*(?<op>:=|=>|\\?=|=|:)[ \\t]*(?<quote>["'\`]?)(?<value>[^\\s"'\`,;<>(){}\\[\\]|\\\\]{1,200})`,
);

const SECRET_NAME = /(password|passwd|pwd|secret|token|api_?key|apikey|access_?key|auth_?key|private_?key|client_?secret|credential|passphrase)/;

/**
 * Name parts that make the value metadata about a secret rather than the secret (`token_url`,
 * `maxTokens`, `secretName`, `key_id`, `public_key`, `csrf_token`, `tokenizer`), or a plural (a count
 * or a list). Compared with whole parts, so `ADMIN_PASSWORD` and `KEYSTORE_PASSWORD` still count.
 */
const NON_SECRET_NAME_PARTS = new Set(
  (
    'url urls uri uris endpoint endpoints name names type types kind file files path paths dir dirs count counter ' +
    'limit limits max min len length size ttl expiry expires expire expiration lifetime validity timeout version ' +
    'header headers prefix suffix format mode env var vars ref refs field param params policy public usage budget ' +
    'tokenizer tokenizers csrf xsrf placeholder example hash hashed label regex pattern scope provider location arn ' +
    'required enabled rotation id ids input output cache encoding estimate tokens secrets passwords keys credentials'
  ).split(' '),
);

/** `clientSecret_v2.name` → ['client', 'secret', 'v2', 'name'] */
function nameParts(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[_.-]+/)
    .filter(Boolean);
}

function classifyName(name: string): string | null {
  const n = name.toLowerCase().replace(/[-.]/g, '_');
  const m = SECRET_NAME.exec(n);
  if (!m) return null;
  const parts = nameParts(name);
  if (parts.some((p) => NON_SECRET_NAME_PARTS.has(p))) return null;
  const word = m[1] ?? '';
  if (parts.includes('aws') && n.includes('secret')) return 'AWS secret access key';
  if (word.startsWith('pass') || word === 'pwd') return 'password';
  if (word === 'token') return 'token';
  if (word.includes('key')) return word.startsWith('private') ? 'private key value' : 'API key';
  if (word === 'credential') return 'credential';
  return 'secret';
}

function isAssignedSecret(value: string): boolean {
  if (value.length < 12) return false;
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return false;
  if (isPlaceholderValue(value)) return false;
  if (/^(https?|ftp|file|wss?):/i.test(value) || value.includes('://')) return false;
  if (/^[./~]/.test(value)) return false; // a path
  if (/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$/.test(value)) return false; // process.env.TOKEN, settings.api_key
  if (/^[A-Z0-9]+(_[A-Z0-9]+)+$/.test(value)) return false; // an environment variable name
  if (/^v?\d+(\.\d+)+([-+][\w.-]*)?$/.test(value)) return false; // a version
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return false; // a UUID (an id, not a key)
  if ((value.match(/\//g) ?? []).length >= 2 && !/[+=]/.test(value)) return false; // a path-like value
  if (/^[a-z]+(-[a-z0-9]+)+$/.test(value)) return false; // a slug: gemini-3-flash-preview
  const threshold = Math.min(3.5, 0.8 * Math.log2(value.length));
  return shannonEntropy(value) >= threshold;
}

// ---------------------------------------------------------------------------------------------
// PEM private keys (multi-line)

const PEM_HEADER = /-----BEGIN (?<type>(?:RSA |DSA |EC |OPENSSH |ENCRYPTED |PGP |SSH2 ENCRYPTED )?PRIVATE KEY(?: BLOCK)?)-----/g;
/** Key material longer than this is not read further (the block is reported anyway). */
const PEM_MAX_BODY = 64 * 1024;
/** Pieces of a key block are separated by real line breaks or by escaped `\n` (a key inside a JSON string). */
const PEM_SEPARATOR = /\r\n|\r|\n|\\r\\n|\\n/g;

function pemLabel(type: string): string {
  if (type.startsWith('RSA')) return 'RSA private key';
  if (type.startsWith('OPENSSH')) return 'OpenSSH private key';
  if (type.startsWith('EC')) return 'EC private key';
  if (type.startsWith('DSA')) return 'DSA private key';
  if (type.startsWith('PGP')) return 'PGP private key block';
  if (type.startsWith('ENCRYPTED') || type.startsWith('SSH2')) return 'encrypted private key';
  return 'private key';
}

/**
 * Private-key blocks whose body is key material. Reads the pieces after each header until the
 * footer or the first piece that is not base64 (so every piece is read at most once: linear time).
 */
function findPemKeys(text: string, hits: SecretHit[]): void {
  if (!text.includes('PRIVATE KEY')) return;
  PEM_HEADER.lastIndex = 0;
  let m: RegExpExecArray | null;
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
        if (!/^[A-Za-z0-9+/=]+$/.test(piece)) break;
        body += piece;
        end = pieceEnd;
      }
      if (!sep) break;
      pos = sep.index + sep[0].length;
    }
    if (body.length < 100) continue;
    const isPgp = type.startsWith('PGP');
    if (!isPgp && !body.startsWith('MI') && !body.startsWith('b3BlbnNzaC1rZXktdjE')) continue;
    if (shannonEntropy(body) < 4) continue;
    hits.push({ kind: 'private-key', label: pemLabel(type), tier: 'secret', start: m.index, end, value: body, fixedPrefix: 2 });
    if (closed || end > PEM_HEADER.lastIndex) PEM_HEADER.lastIndex = end;
  }
}

// ---------------------------------------------------------------------------------------------

export interface LineInfo {
  text: string;
  /** UTF-16 offset of the line's first character in the whole text. */
  start: number;
}

/** Split text into lines the way micromark counts them (`\r\n`, `\r` and `\n` all end a line). */
export function splitLines(text: string): LineInfo[] {
  const lines: LineInfo[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 10 && c !== 13) continue;
    lines.push({ text: text.slice(start, i), start });
    if (c === 13 && text.charCodeAt(i + 1) === 10) i += 1;
    start = i + 1;
  }
  lines.push({ text: text.slice(start), start });
  return lines;
}

/** Offsets where lines start (the same line breaks as `splitLines`). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i += 1;
      starts.push(i + 1);
    }
  }
  return starts;
}

/** End of line `i` (before its line break). */
function lineEnd(text: string, starts: readonly number[], i: number): number {
  const next = starts[i + 1];
  if (next === undefined) return text.length;
  return next >= 2 && text.charCodeAt(next - 1) === 10 && text.charCodeAt(next - 2) === 13 ? next - 2 : next - 1;
}

/** The line holding `offset`. */
function lineOf(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * For each line, which scans `scanLine` would run on it: bit i for a line pattern one of whose
 * keywords occurs in the line, URL_BIT for `://`, NAME_BIT for a secret-like name. The same tests
 * as `scanLine` makes per line, done once over the whole lower-cased text (a keyword never spans a
 * line break), so a line with none costs nothing.
 */
function markLines(text: string, lower: string): { starts: number[]; masks: Uint32Array } {
  const starts = lineStarts(text);
  const masks = new Uint32Array(starts.length);
  // Every place where some keyword starts (one pass of one regular expression, stepping one
  // character after each match so that overlapping keywords are all found), then every keyword
  // that starts there.
  KEYWORD_ANY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = KEYWORD_ANY.exec(lower)) !== null) {
    const at = m.index;
    let bits = 0;
    for (const [k, kbits] of KEYWORDS_BY_FIRST.get(lower[at]!) ?? []) if (lower.startsWith(k, at)) bits |= kbits;
    masks[lineOf(starts, at)]! |= bits;
    KEYWORD_ANY.lastIndex = at + 1;
  }
  SECRET_NAME_ALL.lastIndex = 0;
  while ((m = SECRET_NAME_ALL.exec(lower)) !== null) masks[lineOf(starts, m.index)]! |= NAME_BIT;
  return { starts, masks };
}

function groupsOf(m: RegExpExecArray): Record<string, string | undefined> {
  return (m.groups ?? {}) as Record<string, string | undefined>;
}

/** Bits of a line's mask (see `markLines`): one per line pattern, then these two. */
const URL_BIT = 1 << 29;
const NAME_BIT = 1 << 30;
if (LINE_PATTERNS.length > 29) throw new Error('secret-patterns: more line patterns than mask bits');
/** SECRET_NAME as it matches after `-` and `.` became `_`, on the lower-cased text itself (one character for one). */
const SECRET_NAME_ALL = new RegExp(SECRET_NAME.source.replaceAll('_?', '[-._]?'), 'g');

/** Each keyword (and `://`) with the mask bits of the scans it enables, grouped by first character. */
const KEYWORD_BITS = new Map<string, number>();
for (const [i, p] of LINE_PATTERNS.entries()) for (const k of p.keywords) KEYWORD_BITS.set(k, (KEYWORD_BITS.get(k) ?? 0) | (1 << i));
KEYWORD_BITS.set('://', (KEYWORD_BITS.get('://') ?? 0) | URL_BIT);
const KEYWORDS_BY_FIRST = new Map<string, [string, number][]>();
for (const [k, bits] of KEYWORD_BITS) {
  const list = KEYWORDS_BY_FIRST.get(k[0]!) ?? [];
  list.push([k, bits]);
  KEYWORDS_BY_FIRST.set(k[0]!, list);
}
const KEYWORD_ANY = new RegExp([...KEYWORD_BITS.keys()].map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');

/**
 * Scan one line. `mask` says which patterns' keywords occur in it and whether the URL and
 * assignment scans apply (from `markLines`); null means: decide here from `lower`.
 */
function scanLine(line: LineInfo, lower: string, mask: number | null, hits: SecretHit[]): void {
  for (let i = 0; i < LINE_PATTERNS.length; i++) {
    const p = LINE_PATTERNS[i]!;
    if (mask === null ? !p.keywords.some((k) => lower.includes(k)) : (mask & (1 << i)) === 0) continue;
    p.regex.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = p.regex.exec(line.text)) !== null) {
      const g = groupsOf(m);
      const secret = g.secret ?? m[0];
      const body = g.body ?? secret;
      if (shannonEntropy(body) < p.minEntropy) continue;
      if (isPlaceholderValue(body)) continue;
      if (p.accept && !p.accept(g, line.text, m.index)) continue;
      const hit: SecretHit = { kind: p.kind, label: p.label(g), tier: p.tier, start: line.start + m.index, end: line.start + m.index + m[0].length, value: secret };
      if (p.fixedPrefix !== undefined) hit.fixedPrefix = p.fixedPrefix;
      hits.push(hit);
    }
  }
  if ((mask === null ? line.text.includes('://') : (mask & URL_BIT) !== 0) && line.text.includes('@')) {
    URL_CREDENTIALS.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = URL_CREDENTIALS.exec(line.text)) !== null) {
      const g = groupsOf(m);
      const user = g.user ?? '';
      const password = g.password ?? '';
      if (isLocalHost(g.host ?? '')) continue;
      if (!isUrlPassword(user, password)) continue;
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
    let m: RegExpExecArray | null;
    while ((m = ASSIGNMENT.exec(line.text)) !== null) {
      const g = groupsOf(m);
      const name = g.name ?? '';
      const value = g.value ?? '';
      const quote = g.quote ?? '';
      const after = line.text.charAt(m.index + m[0].length);
      // Rewind so that a value can itself start the next assignment (`a=b c=d`).
      ASSIGNMENT.lastIndex = m.index + Math.max(1, name.length);
      const label = classifyName(name);
      if (label === null) continue;
      // The value must end where a value ends: its closing quote, or a separator for unquoted values.
      if (quote !== '' ? after !== quote : !(after === '' || /[\s,;)\]}|>`"']/.test(after))) continue;
      // `:` after a URL scheme or in prose like `Token: see below` is not an assignment of this value.
      if (g.op === ':' && quote === '' && g.nameQuote === '' && /^\/\//.test(line.text.slice(m.index + m[0].length - value.length))) continue;
      if (label === 'AWS secret access key' ? !/^[A-Za-z0-9/+=]{40}$/.test(value) || isPlaceholderValue(value) : !isAssignedSecret(value)) continue;
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
export function findSecrets(text: string): SecretHit[] {
  // Both secret rules scan the same file one after the other: compute once.
  if (cache !== null && cache.text === text) return cache.hits;
  const kept = resolveHits(scanText(text, false));
  cache = { text, hits: kept };
  return kept;
}

/**
 * `findSecrets` by the plain method: every line lower-cased and tested against every pattern's
 * keywords. The same hits by construction; kept for texts whose lower-casing changes their length,
 * and as the reference the keyword index is tested against.
 */
export function findSecretsEveryLine(text: string): SecretHit[] {
  return resolveHits(scanText(text, true));
}

function scanText(text: string, everyLine: boolean): SecretHit[] {
  const hits: SecretHit[] = [];
  findPemKeys(text, hits);
  const lower = everyLine ? '' : text.toLowerCase();
  if (!everyLine && lower.length === text.length) {
    // Lower-casing kept every offset: find the keywords once in the whole text, scan only the lines holding one.
    const { starts, masks } = markLines(text, lower);
    for (let i = 0; i < starts.length; i++) {
      const mask = masks[i]!;
      if (mask === 0) continue;
      const start = starts[i]!;
      const end = lineEnd(text, starts, i);
      scanLine({ text: text.slice(start, end), start }, lower.slice(start, end), mask, hits);
    }
  } else {
    for (const line of splitLines(text)) scanLine(line, line.text.toLowerCase(), null, hits);
  }
  return hits;
}

/** Sorted by position, overlaps resolved (a high-confidence hit first, then the earlier and longer one). */
function resolveHits(hits: SecretHit[]): SecretHit[] {
  hits.sort((a, b) => (a.tier === b.tier ? 0 : a.tier === 'secret' ? -1 : 1) || a.start - b.start || b.end - a.end);
  const kept: SecretHit[] = [];
  for (const hit of hits) {
    if (kept.some((k) => hit.start < k.end && k.start < hit.end)) continue;
    kept.push(hit);
  }
  kept.sort((a, b) => a.start - b.start || a.end - b.end);
  return kept;
}

let cache: { text: string; hits: SecretHit[] } | null = null;
