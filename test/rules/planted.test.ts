/**
 * Measured recall on a planted set: every secret format of `no-secrets` and `no-possible-secrets`,
 * each planted in prose, inline code, a fenced code block and a table, linted the way the audit
 * lints (lintInstructionFile). Recall must be at least 95 %; placeholders and documentation values
 * planted the same way must give nothing; and no finding may hold any part of a planted value.
 *
 * Every token-shaped value is built at test time (test/helpers/fake-secrets.ts), so the repository
 * never holds a string a secret scanner would block.
 */
import { describe, expect, it } from 'vitest';
import { FAKE_KINDS, fakeSecret, type FakeKind, type FakeSecret } from '../helpers/fake-secrets.js';
import { lintInstructionFile, type LintFinding } from '../../src/rules/index.js';

type Context = 'prose' | 'inline code' | 'fenced code' | 'table';
const CONTEXTS: readonly Context[] = ['prose', 'inline code', 'fenced code', 'table'];

/** Formats reported as warnings by `no-possible-secrets`; all others are `no-secrets` errors. */
const POSSIBLE: ReadonlySet<FakeKind> = new Set(['jwt', 'url-password', 'assigned-value', 'bearer-token', 'stripe-test-key']);

interface Plant {
  kind: FakeKind;
  context: Context;
  fake: FakeSecret;
  markdown: string;
  /** 1-based line where the secret starts. */
  line: number;
}

/** How the value is written where it is planted: assignments and bearer tokens need their context to be recognizable at all. */
function shape(fake: FakeSecret): string {
  switch (fake.kind) {
    case 'assigned-value':
      return `PAYMENTS_API_KEY=${fake.value}`;
    case 'bearer-token':
      return `Authorization: Bearer ${fake.value}`;
    default:
      return fake.value;
  }
}

function plant(kind: FakeKind, context: Context, seed: number): Plant | null {
  const fake = fakeSecret(kind, seed);
  const multiLine = fake.value.includes('\n');
  // A multi-line PEM block fits prose and fenced code, not a code span or a table cell (the one-line escaped form covers those).
  if (multiLine && (context === 'inline code' || context === 'table')) return null;
  const value = shape(fake);
  const intro = '# Deployment notes\n\nThe release job runs from `main` after review.\n\n';
  let body: string;
  switch (context) {
    case 'prose':
      body = `When the bot is down, use ${value} to publish by hand.\n`;
      if (multiLine) body = `Paste this into the vault when asked:\n${value}\n`;
      break;
    case 'inline code':
      body = `When the bot is down, run \`deploy --credential ${value}\` by hand.\n`;
      break;
    case 'fenced code':
      body = multiLine ? `\`\`\`text\n${value}\n\`\`\`\n` : `\`\`\`sh\n# publish by hand\ndeploy --credential "${value}" --env prod\n\`\`\`\n`;
      break;
    case 'table':
      body = `| Service | Credential |\n| --- | --- |\n| Billing | ${value} |\n`;
      break;
  }
  const markdown = `${intro}${body}\n## After the release\n\nTell the team in the release channel.\n`;
  const at = markdown.indexOf(fake.value.split('\n')[0] ?? fake.value);
  const line = markdown.slice(0, at).split('\n').length;
  return { kind, context, fake, markdown, line };
}

function lintText(text: string, path = 'AGENTS.md'): LintFinding[] {
  const size = Buffer.byteLength(text);
  return lintInstructionFile({ path, text, size, readBytes: size, ancestors: [], exists: () => true });
}

const plants: Plant[] = [];
let seed = 100;
for (const kind of FAKE_KINDS) for (const context of CONTEXTS) {
  const p = plant(kind, context, seed++);
  if (p) plants.push(p);
}

/** Secret-shaped documentation values, templates and near-misses (from the corpus notes) that must never be reported. */
const PLACEHOLDERS: string[] = [
  'GITHUB_TOKEN=<YOUR_TOKEN>',
  'GITHUB_TOKEN=${TOKEN}',
  'password: "{{ token }}"',
  'token: ${{ secrets.GITHUB_TOKEN }}',
  ['gh', 'p_'].join('') + 'x'.repeat(36),
  ['gh', 'p_'].join('') + '<token>',
  'AKIAIOSFODNN7EXAMPLE',
  'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  'password=changeme',
  'DB_PASSWORD=changeme123',
  'sk-...',
  'sk-proj-...',
  'sk-ant-api03-...',
  ['glp', 'at-'].join('') + 'X'.repeat(20),
  'xoxb-your-token',
  'xoxb-1234-5678-abcd',
  ['np', 'm_'].join('') + 'X'.repeat(36),
  'pypi-<token>',
  ['AI', 'za'].join('') + 'x'.repeat(35),
  ['pk', '_live_'].join('') + 'Tz7Qm2Lk9Xw4Rb8Vn3Hc6Jd1', // publishable keys are public by design
  'https://user:password@example.com/api',
  'postgres://postgres:postgres@localhost:5432/app',
  'https://x-access-token:...@github.com/org/repo',
  'mysql://root:${DB_PASS}@db.internal/app',
  'redis://:changeme@redis:6379/0',
  'API_KEY=',
  'OPENAI_API_KEY=<your-key>',
  'token: CancellationToken',
  'maxTokens: 100',
  'password="proxy-pass"',
  "ProxySettings(username='user', password='pass')",
  'GITHUB_MCP_SERVER_E2E_TOKEN=<token> go test ./e2e',
  'Authorization: Bearer <token>',
  'Authorization: Bearer $TOKEN',
  'secret_name: my-app-secret-v2',
  'token_url: https://auth.acme-corp.com/oauth/token',
  'key_id: 8f14e45fceea167a',
  'request_id = 123e4567-e89b-12d3-a456-426614174000',
  'api_key = os.environ["PAYMENTS_API_KEY_2"]',
  'token = process.env.GITHUB_TOKEN2',
  'model: gemini-3-flash-preview',
  'CARGO_PROFILE_DEV_OPT_LEVEL=1',
  // The jwt.io sample token, rebuilt from its JSON.
  [
    Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
    Buffer.from(JSON.stringify({ sub: '1234567890', name: 'John Doe', iat: 1516239022 })).toString('base64url'),
    'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  ].join('.'),
  // Stripe's documentation test key (allowed by its digest).
  ['sk', '_test_'].join('') + '4eC39HqLyjWDarjtT1zdp7dc',
];

const BLOCK_PLACEHOLDERS: string[] = [
  `${['-----BEGIN ', 'RSA PRIV', 'ATE KEY-----'].join('')}\n...\n${['-----END ', 'RSA PRIV', 'ATE KEY-----'].join('')}`,
  `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u\n-----END PUBLIC KEY-----`,
  `-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\nRTESMBAGA1UEChMJQmFsdGltb3JlMRMwEQYDVQQLEwpDeWJlclRydXN0MSIwIAYD\n-----END CERTIFICATE-----`,
];

function placeholderDocs(value: string): { context: Context; markdown: string }[] {
  return [
    { context: 'prose', markdown: `# Setup\n\nExport ${value} before you start.\n` },
    { context: 'inline code', markdown: `# Setup\n\nExport \`${value}\` before you start.\n` },
    { context: 'fenced code', markdown: `# Setup\n\n\`\`\`sh\n${value}\n\`\`\`\n` },
    { context: 'table', markdown: `# Setup\n\n| Name | Value |\n| --- | --- |\n| Example | \`${value}\` |\n` },
  ];
}

const SECRET_RULES = new Set(['no-secrets', 'no-possible-secrets']);

describe('planted secrets', () => {
  const results = plants.map((p) => {
    const findings = lintText(p.markdown);
    const rule = POSSIBLE.has(p.kind) ? 'no-possible-secrets' : 'no-secrets';
    const found = findings.some((f) => f.ruleId === rule && f.line === p.line);
    return { plant: p, findings, found, rule };
  });

  it('plants at least 60 secrets, covering every format in every context that can hold it', () => {
    expect(plants.length).toBeGreaterThanOrEqual(60);
    for (const kind of FAKE_KINDS) {
      const contexts = new Set(plants.filter((p) => p.kind === kind).map((p) => p.context));
      expect(contexts.size, kind).toBeGreaterThanOrEqual(fakeSecret(kind).value.includes('\n') ? 2 : 4);
    }
  });

  it('finds at least 95 % of them, each with its rule, on its line', () => {
    const found = results.filter((r) => r.found).length;
    const recall = found / results.length;
    const missed = results.filter((r) => !r.found).map((r) => `${r.plant.kind} in ${r.plant.context}`);
    console.log(`planted-set recall: ${found}/${results.length} = ${(recall * 100).toFixed(1)} %${missed.length ? `; missed: ${missed.join(', ')}` : ''}`);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('reports each planted secret once, and nothing else', () => {
    for (const r of results) {
      const secretFindings = r.findings.filter((f) => SECRET_RULES.has(f.ruleId));
      expect(secretFindings.map((f) => `${f.ruleId}:${f.line}`), `${r.plant.kind} in ${r.plant.context}`).toEqual([`${r.rule}:${r.plant.line}`]);
      expect(r.findings.filter((f) => !SECRET_RULES.has(f.ruleId)), `${r.plant.kind} in ${r.plant.context}`).toEqual([]);
    }
  });

  it('never puts any part of a planted value in a finding (message, fingerprint, key, any field)', () => {
    for (const r of results) {
      const json = JSON.stringify(r.findings);
      const secret = r.plant.fake.secret;
      // Every 8-character window of the secret: the redacted form shows at most 4 characters.
      for (let i = 0; i + 8 <= secret.length; i++) {
        const window = secret.slice(i, i + 8);
        if (json.includes(window)) throw new Error(`${r.plant.kind} in ${r.plant.context}: a finding holds "${window.slice(0, 2)}…" from the secret`);
      }
      for (const f of r.findings) if (SECRET_RULES.has(f.ruleId)) expect(f.message).toMatch(/\(.{0,4}… \d+ chars\)/);
    }
  });

  it('reports the redacted form, the kind and the line in the message', () => {
    const github = results.find((r) => r.plant.kind === 'github-token' && r.plant.context === 'prose');
    expect(github?.findings.find((f) => f.ruleId === 'no-secrets')?.message).toBe(
      `Revoke the GitHub personal access token (ghp_… 40 chars) at line ${github?.plant.line} now, then remove it and load secrets from the environment: every agent and contributor tool that reads this file sees it.`,
    );
  });
});

describe('placeholders and documentation values', () => {
  const cases = [...PLACEHOLDERS, ...BLOCK_PLACEHOLDERS].flatMap((value) =>
    placeholderDocs(value)
      .filter((d) => !(value.includes('\n') && (d.context === 'inline code' || d.context === 'table')))
      .map((d) => [`${value.split('\n')[0]} in ${d.context}`, d.markdown] as const),
  );

  it('covers at least 40 values in four contexts', () => {
    expect(cases.length).toBeGreaterThanOrEqual(160);
  });

  it.each(cases)('%s is not reported', (_name, markdown) => {
    expect(lintText(markdown).filter((f) => SECRET_RULES.has(f.ruleId) || f.ruleId === 'no-personal-paths')).toEqual([]);
  });
});
