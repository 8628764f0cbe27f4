/**
 * Synthetic, token-shaped values for the rules' documentation examples and tests (a test helper:
 * neither the package nor its runtime code holds it). The examples in src/rules/ name them with
 * `exampleSecret(kind, seed)`; `expandFakes()` puts the values in.
 *
 * Every value is assembled at run time from split prefixes and a seeded pseudo-random body, so this
 * repository never holds a string that GitHub push protection or another secret scanner would
 * block. None of them is a real credential. The rule docs show each value through `displayFakes()`
 * as `«ghp_ + 36 random characters»` instead of the value itself.
 */
import type { RuleExample } from '../../src/rules/types.js';

export type FakeKind =
  | 'aws-access-key-id'
  | 'github-token'
  | 'github-fine-grained-token'
  | 'gitlab-token'
  | 'slack-token'
  | 'slack-webhook-url'
  | 'stripe-live-key'
  | 'openai-key'
  | 'anthropic-key'
  | 'google-api-key'
  | 'npm-token'
  | 'pypi-token'
  | 'private-key'
  | 'private-key-escaped'
  | 'hugging-face-token'
  | 'sendgrid-key'
  | 'jwt'
  | 'url-password'
  | 'assigned-value'
  | 'bearer-token'
  | 'stripe-test-key';

export const FAKE_KINDS: readonly FakeKind[] = [
  'aws-access-key-id',
  'github-token',
  'github-fine-grained-token',
  'gitlab-token',
  'slack-token',
  'slack-webhook-url',
  'stripe-live-key',
  'openai-key',
  'anthropic-key',
  'google-api-key',
  'npm-token',
  'pypi-token',
  'private-key',
  'private-key-escaped',
  'hugging-face-token',
  'sendgrid-key',
  'jwt',
  'url-password',
  'assigned-value',
  'bearer-token',
  'stripe-test-key',
];

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const BASE62 = UPPER + LOWER + DIGITS;
const BASE64URL = BASE62 + '-_';
const BASE64 = BASE62 + '+/';
const HEX = '0123456789abcdef';

/** mulberry32: a small seeded PRNG, so examples are the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomString(next: () => number, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet.charAt(Math.floor(next() * alphabet.length));
  return out;
}

/** Split prefixes: joined at run time only. */
const P = {
  akia: ['AK', 'IA'],
  ghp: ['gh', 'p_'],
  githubPat: ['github', '_pat_'],
  glpat: ['glp', 'at-'],
  xoxb: ['xo', 'xb-'],
  slackHook: ['https://hooks.', 'slack.com/services/'],
  skLive: ['sk', '_live_'],
  skTest: ['sk', '_test_'],
  skProj: ['sk', '-proj-'],
  openaiMarker: ['T3Bl', 'bkFJ'],
  skAnt: ['sk-', 'ant-', 'api03-'],
  aiza: ['AI', 'za'],
  npm: ['np', 'm_'],
  pypi: ['py', 'pi-', 'AgEIcHlwaS5vcmc'],
  pemBegin: ['-----BEGIN ', 'RSA PRIV', 'ATE KEY-----'],
  pemEnd: ['-----END ', 'RSA PRIV', 'ATE KEY-----'],
  hf: ['h', 'f_'],
  sg: ['S', 'G.'],
};

const join = (parts: string[]): string => parts.join('');

export interface FakeSecret {
  kind: FakeKind;
  /** The token-shaped value as it appears in the Markdown. */
  value: string;
  /** The part a rule treats as the secret (equal to `value` except for URL passwords). */
  secret: string;
  /** How the docs show it. */
  display: string;
}

const displays = new Map<string, string>();

/** `shown` is the text the docs replace with `display` (the whole value unless given). */
function make(kind: FakeKind, value: string, display: string, secret = value, shown = value): FakeSecret {
  displays.set(shown, display);
  return { kind, value, secret, display };
}

function base64Block(next: () => number, length: number): string {
  return 'MIIE' + randomString(next, BASE64, length - 4);
}

function chunk(value: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < value.length; i += size) out.push(value.slice(i, i + size));
  return out;
}

function base64url(json: unknown): string {
  return Buffer.from(JSON.stringify(json)).toString('base64url');
}

/** A synthetic token of the given kind. The same seed gives the same value. */
export function fakeSecret(kind: FakeKind, seed = 1): FakeSecret {
  const next = prng(seed * 7919 + kind.length * 104729 + kind.charCodeAt(0));
  switch (kind) {
    case 'aws-access-key-id':
      return make(kind, join(P.akia) + randomString(next, UPPER + '234567', 16), '«AKIA + 16 random characters»');
    case 'github-token':
      return make(kind, join(P.ghp) + randomString(next, BASE62, 36), '«ghp_ + 36 random characters»');
    case 'github-fine-grained-token':
      return make(
        kind,
        join(P.githubPat) + randomString(next, BASE62, 22) + '_' + randomString(next, BASE62, 59),
        '«github_pat_ + 82 random characters»',
      );
    case 'gitlab-token':
      return make(kind, join(P.glpat) + randomString(next, BASE62, 20), '«glpat- + 20 random characters»');
    case 'slack-token':
      return make(
        kind,
        join(P.xoxb) + randomString(next, DIGITS, 12) + '-' + randomString(next, DIGITS, 13) + '-' + randomString(next, BASE62, 24),
        '«xoxb- + 12 digits - 13 digits - 24 random characters»',
      );
    case 'slack-webhook-url': {
      const path = 'T' + randomString(next, UPPER + DIGITS, 8) + '/B' + randomString(next, UPPER + DIGITS, 10) + '/' + randomString(next, BASE62, 24);
      return make(kind, join(P.slackHook) + path, '«T + 8 characters / B + 10 characters / 24 random characters»', path, path);
    }
    case 'stripe-live-key':
      return make(kind, join(P.skLive) + randomString(next, BASE62, 24), '«sk_live_ + 24 random characters»');
    case 'stripe-test-key':
      return make(kind, join(P.skTest) + randomString(next, BASE62, 24), '«sk_test_ + 24 random characters»');
    case 'openai-key':
      return make(
        kind,
        join(P.skProj) + randomString(next, BASE64URL, 58) + join(P.openaiMarker) + randomString(next, BASE64URL, 58),
        '«sk-proj- + 124 random characters»',
      );
    case 'anthropic-key':
      return make(kind, join(P.skAnt) + randomString(next, BASE64URL, 93) + 'AA', '«sk-ant-api03- + 95 random characters»');
    case 'google-api-key':
      return make(kind, join(P.aiza) + randomString(next, BASE64URL, 35), '«AIza + 35 random characters»');
    case 'npm-token':
      return make(kind, join(P.npm) + randomString(next, BASE62, 36), '«npm_ + 36 random characters»');
    case 'pypi-token':
      return make(kind, join(P.pypi) + randomString(next, BASE64URL, 70), '«pypi-AgEIcHlwaS5vcmc + 70 random characters»');
    case 'private-key': {
      const body = base64Block(next, 640);
      const value = [join(P.pemBegin), ...chunk(body, 64), join(P.pemEnd)].join('\n');
      return make(kind, value, '«a PEM RSA private key: a BEGIN line, 10 lines of base64, an END line»', body);
    }
    case 'private-key-escaped': {
      // A key inside a JSON string, as in a cloud service-account file: one line with `\n` escapes.
      const body = base64Block(next, 320);
      const value = [join(P.pemBegin), ...chunk(body, 64), join(P.pemEnd)].join('\\n');
      return make(kind, value, '«a PEM RSA private key on one line, with \\n escapes»', body);
    }
    case 'hugging-face-token': {
      let body = '';
      while (!/[a-z]/.test(body) || !/[A-Z]/.test(body) || /[a-z]{12}/.test(body)) body = randomString(next, UPPER + LOWER, 34);
      return make(kind, join(P.hf) + body, '«hf_ + 34 random letters»');
    }
    case 'sendgrid-key':
      return make(
        kind,
        join(P.sg) + randomString(next, BASE64URL, 22) + '.' + randomString(next, BASE64URL, 43),
        '«SG. + 22 random characters . 43 random characters»',
      );
    case 'jwt': {
      const header = base64url({ alg: 'HS256', typ: 'JWT' });
      const payload = base64url({ sub: 'svc-' + randomString(next, HEX, 8), iat: 1_700_000_000 + Math.floor(next() * 1e6) });
      return make(kind, `${header}.${payload}.${randomString(next, BASE64URL, 43)}`, '«a signed JWT: eyJ….eyJ….signature»');
    }
    case 'url-password': {
      const password = randomString(next, BASE62, 6) + randomString(next, DIGITS, 2) + randomString(next, BASE62, 8);
      return make(kind, `postgres://app:${password}@db.prod.acme-corp.com:5432/app`, '«16 random characters»', password, password);
    }
    case 'assigned-value': {
      const value = randomString(next, LOWER, 4) + randomString(next, DIGITS, 3) + randomString(next, BASE62, 17);
      return make(kind, value, '«24 random characters»');
    }
    case 'bearer-token': {
      const value = randomString(next, BASE62, 14) + randomString(next, DIGITS, 2) + randomString(next, BASE62, 16);
      return make(kind, value, '«32 random characters»');
    }
  }
}

/** Show `value` as `display` in the generated docs (for documentation values that look like secrets). */
export function registerDisplay(value: string, display: string): void {
  displays.set(value, display);
}

/** Replace every fake value made so far with its display form (for the generated docs). */
export function displayFakes(text: string): string {
  let out = text;
  for (const [value, display] of displays) if (out.includes(value)) out = out.split(value).join(display);
  return out;
}

/** The jwt.io debugger's sample token, rebuilt from its JSON (a documentation value, not reported). */
const JWT_IO_SAMPLE = [
  Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
  Buffer.from(JSON.stringify({ sub: '1234567890', name: 'John Doe', iat: 1516239022 })).toString('base64url'),
  'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
].join('.');
registerDisplay(JWT_IO_SAMPLE, '«the jwt.io sample token: eyJ….eyJ… (sub 1234567890, name John Doe)….signature»');

/** What `exampleSecret()` (src/rules/types.ts) writes. */
const REFERENCE = /⟨fake-secret ([a-z0-9-]+) (\d+)⟩/g;

/** Replace every `exampleSecret()` reference in `text` with its generated value. */
export function expandFakes(text: string): string {
  return text.replace(REFERENCE, (_all, kind: string, seed: string) => {
    if (kind === 'jwt-io-sample') return JWT_IO_SAMPLE;
    if (!(FAKE_KINDS as readonly string[]).includes(kind)) throw new Error(`exampleSecret: unknown kind ${kind}`);
    return fakeSecret(kind as FakeKind, Number(seed)).value;
  });
}

/** `rule` with the values of its examples (markdown and ancestors) expanded. */
export function withFakes<T extends { examples: RuleExample[] }>(rule: T): T {
  return {
    ...rule,
    examples: rule.examples.map((e) => ({
      ...e,
      markdown: expandFakes(e.markdown),
      ...(e.context === undefined
        ? {}
        : { context: { ...e.context, ...(e.context.ancestors === undefined ? {} : { ancestors: e.context.ancestors.map((a) => ({ ...a, text: expandFakes(a.text) })) }) } }),
    })),
  };
}
