/**
 * The secret detectors in detail: boundaries, entropy and placeholder filters, the JWT, URL and
 * assignment heuristics, private-key bodies, redaction, and (property-based) that no message ever
 * holds more than the redacted prefix of a value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeSecret, FAKE_KINDS } from '../helpers/fake-secrets.js';
import { hasRepeatedRun, hasSequentialRun, isPlaceholderValue, redact, shannonEntropy } from '../../src/rules/redact.js';
import { describeHit, secretMessage } from '../../src/rules/secret-messages.js';
import { findSecrets, findSecretsEveryLine, type SecretHit } from '../../src/rules/secret-patterns.js';

const kinds = (text: string): string[] => findSecrets(text).map((h) => `${h.tier}:${h.kind}`);
const gh = fakeSecret('github-token', 51).value;

describe('redact', () => {
  it('shows the vendor prefix and the length, never the body', () => {
    expect(redact(gh, 4)).toBe('ghp_… 40 chars');
    expect(redact('abcdefghijklmnop')).toBe('ab… 16 chars');
    expect(redact('short')).toBe('… 5 chars');
    expect(redact('')).toBe('… 0 chars');
    expect(redact('🔑🔑🔑🔑🔑🔑🔑🔑🔑')).toBe('🔑… 9 chars');
  });

  it('never shows more than 4 characters, nor more than an eighth of a value without a known prefix', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 300 }), fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }), (value, prefix) => {
        const shown = redact(value, prefix).split('…')[0] ?? '';
        const n = [...shown].length;
        expect(n).toBeLessThanOrEqual(4);
        if (prefix === undefined) expect(n).toBeLessThanOrEqual(Math.floor([...value].length / 8));
        expect(redact(value, prefix).endsWith(` ${[...value].length} chars`)).toBe(true);
      }),
    );
  });
});

describe('filters', () => {
  it('measures entropy', () => {
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abcd')).toBe(2);
  });

  it('recognizes runs, sequences and placeholder words', () => {
    expect(hasRepeatedRun('ab000000cd')).toBe(true);
    expect(hasSequentialRun('xx123456yy')).toBe(true);
    expect(hasSequentialRun('xxfedcbayy')).toBe(true);
    for (const v of ['<YOUR_TOKEN>', '${TOKEN}', '{{ token }}', 'xxxx', 'changeme', 'REDACTED', 'your-api-key', '%API_KEY%', '...', '***']) {
      expect(isPlaceholderValue(v), v).toBe(true);
    }
    expect(isPlaceholderValue('Xk29dj3kLq81Mz4p')).toBe(false);
  });
});

describe('formats', () => {
  it('find every fake kind in plain text', () => {
    for (const kind of FAKE_KINDS) {
      const fake = fakeSecret(kind, 61);
      const text = kind === 'assigned-value' ? `API_KEY=${fake.value}` : kind === 'bearer-token' ? `Bearer ${fake.value}` : `x ${fake.value} y`;
      const hits = findSecrets(text);
      expect(hits, kind).toHaveLength(1);
      expect(hits[0]?.value, kind).toBe(fake.secret);
    }
  });

  it('need token boundaries: no match inside a longer word or identifier', () => {
    expect(kinds(`x${gh}`)).toEqual([]);
    expect(kinds(`${gh}x`)).toEqual([]);
    expect(kinds(`my_${gh}`)).toEqual([]);
    expect(kinds(`(${gh})`)).toEqual(['secret:github-token']);
    expect(kinds(`\`${gh}\``)).toEqual(['secret:github-token']);
    expect(kinds(`|${gh}|`)).toEqual(['secret:github-token']);
    expect(kinds(`"${gh}",`)).toEqual(['secret:github-token']);
  });

  it('need the exact length for fixed-length formats', () => {
    expect(kinds(gh.slice(0, -1))).toEqual([]);
    expect(kinds(`${gh}A`)).toEqual([]);
  });

  it('drop low-entropy and placeholder bodies', () => {
    expect(kinds(['AK', 'IA'].join('') + 'ABABABABABABABAB')).toEqual([]);
    expect(kinds(['AK', 'IA'].join('') + 'IOSFODNN7EXAMPLE')).toEqual([]);
    expect(kinds(['gh', 'p_'].join('') + '1234567890abcdefghijklmnopqrstuvwxyz')).toEqual([]);
    expect(kinds(['gh', 'p_'].join('') + 'YourTokenGoesHere0000000000000000000')).toEqual([]);
  });

  it('treat an assignment of a known format as that format, reported once', () => {
    expect(kinds(`GITHUB_TOKEN=${gh}`)).toEqual(['secret:github-token']);
    expect(kinds(`https://x-access-token:${gh}@github.com/org/repo`)).toEqual(['secret:github-token']);
  });

  it('report publishable and public material never', () => {
    expect(kinds(['pk', '_live_'].join('') + 'Tz7Qm2Lk9Xw4Rb8Vn3Hc6Jd1')).toEqual([]);
  });
});

describe('JWT', () => {
  const part = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  it('needs a header and payload that decode to JSON objects', () => {
    expect(kinds(`${part({ alg: 'RS256' })}.${part({ sub: 'u-1', exp: 1 })}.c2lnbmF0dXJlLXNpZ25hdHVyZQ`)).toEqual(['possible:jwt']);
    expect(kinds(`eyJub3QganNvbi.${part({ sub: 'u-1' })}.c2ln`)).toEqual([]);
    expect(kinds(`${part([1, 2, 3, 4, 5, 6])}.${part({ sub: 'u-1' })}.c2ln`)).toEqual([]);
  });
  it('skips the jwt.io sample', () => {
    expect(kinds(`${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1234567890', name: 'John Doe', iat: 1516239022 })}.sig`)).toEqual([]);
  });
});

describe('credentials in URLs', () => {
  it('reports a real-looking password on a public host', () => {
    expect(kinds('mongodb+srv://app:Tr0ub4dor-3x@cluster0.mongodb.net/db')).toEqual(['possible:url-credentials']);
    const [hit] = findSecrets('see redis://default:Tr0ub4dor-3x@cache.acme-corp.com:6379');
    expect(hit?.value).toBe('Tr0ub4dor-3x');
  });
  it.each([
    'postgres://postgres:postgres@localhost:5432/app',
    'postgres://app:Tr0ub4dor-3x@db:5432/app',
    'postgres://app:Tr0ub4dor-3x@192.168.1.20/app',
    'https://user:Tr0ub4dor-3x@api.example.com/v1',
    'https://user:short1@api.acme-corp.com',
    'https://user:alllowercaseletters@api.acme-corp.com',
    'https://user:${PASSWORD}@api.acme-corp.com',
    'https://user:%DB_PASSWORD%@api.acme-corp.com',
    'https://x-access-token:...@github.com/org/repo',
    'https://user:********@api.acme-corp.com',
  ])('does not report %s', (url) => {
    expect(kinds(url)).toEqual([]);
  });
});

describe('assignments', () => {
  const v = 'q8Zr2Lx0Vb7Nc4Md';
  it.each([`password = "${v}"`, `API_KEY=${v}`, `"client_secret": "${v}"`, `apiKey: '${v}'`, `--token=${v}`, `db.password := ${v}`, `:auth_token => "${v}"`])(
    'reports %s',
    (line) => {
      expect(kinds(line)).toEqual(['possible:assignment']);
    },
  );
  it.each([
    `token_url = "${v}"`,
    `max_tokens: ${v}`,
    `key_id = ${v}`,
    `client_id = ${v}`,
    `secret_name: ${v}`,
    `public_key = ${v}`,
    `password = getpass(${v})`,
    `password = os.environ["DB_PASSWORD_2"]`,
    'token = process.env.GITHUB_TOKEN2',
    'api_key: GITHUB_TOKEN_V2',
    'token: CancellationToken',
    'password="proxy-pass"',
    'version: 1.2.3-beta4',
    'token: 123e4567-e89b-12d3-a456-426614174000',
    'secret: ./secrets/dev1.key',
    'password = short1',
  ])('does not report %s', (line) => {
    expect(kinds(line)).toEqual([]);
  });
  it('names the variable in the message (it is not secret) but not the value', () => {
    const [hit] = findSecrets(`DB_PASSWORD=${v}`);
    expect(hit && describeHit(hit)).toBe('password assigned to `DB_PASSWORD`');
    expect(hit && secretMessage(hit, 1)).not.toContain(v.slice(2));
  });
  it('recognizes an AWS secret access key by its name and shape', () => {
    const secret = 'q8Zr2Lx0Vb7Nc4Md+Kp1Wt6Ys3Hj9Gf5Da/Ue2Xo';
    expect(findSecrets(`aws_secret_access_key = ${secret}`).map((h) => h.label)).toEqual(['AWS secret access key']);
  });
});

describe('private keys', () => {
  const begin = ['-----BEGIN ', 'RSA PRIV', 'ATE KEY-----'].join('');
  const end = ['-----END ', 'RSA PRIV', 'ATE KEY-----'].join('');
  const body = fakeSecret('private-key', 71).secret;
  const lines = body.match(/.{1,64}/g) ?? [];

  it('reports a block with key material, with or without its footer, also indented or quoted', () => {
    expect(kinds([begin, ...lines, end].join('\n'))).toEqual(['secret:private-key']);
    expect(kinds([begin, ...lines, '', 'Then restart the service.'].join('\n'))).toEqual(['secret:private-key']);
    expect(kinds(['> ' + begin, ...lines.map((l) => `> ${l}`), '> ' + end].join('\n'))).toEqual(['secret:private-key']);
    expect(kinds(`"private_key": "${[begin, ...lines, end].join('\\n')}\\n"`)).toEqual(['secret:private-key']);
  });

  it('spans the block, header to footer', () => {
    const text = `intro\n${[begin, ...lines, end].join('\n')}\noutro`;
    const [hit] = findSecrets(text) as SecretHit[];
    expect(text.slice(hit?.start, hit?.end)).toBe([begin, ...lines, end].join('\n'));
  });

  it('does not report a header alone, an elided body or a short body', () => {
    expect(kinds(begin)).toEqual([]);
    expect(kinds([begin, '...', end].join('\n'))).toEqual([]);
    expect(kinds([begin, lines[0], '...', end].join('\n'))).toEqual([]);
    expect(kinds([begin, 'MIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu', end].join('\n'))).toEqual([]);
  });
});

describe('messages', () => {
  it('never hold more of a value than its redacted prefix (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FAKE_KINDS), fc.integer({ min: 1, max: 10_000 }), (kind, seed) => {
        const fake = fakeSecret(kind, seed);
        const text = kind === 'assigned-value' ? `TOKEN=${fake.value}` : kind === 'bearer-token' ? `Bearer ${fake.value}` : fake.value;
        for (const hit of findSecrets(text)) {
          const message = secretMessage(hit, 1);
          for (let i = 0; i + 6 <= fake.secret.length; i++) expect(message.includes(fake.secret.slice(i, i + 6))).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('assignment names', () => {
  const v = 'q8Zr2Lx0Vb7Nc4Md';
  it.each(['ADMIN_PASSWORD', 'KEYSTORE_PASSWORD', 'clientSecret', 'GITLAB_TOKEN', 'stripeApiKey', 'db.password', 'SMTP_PASSWORD'])(
    '%s is a secret name',
    (name) => {
      expect(kinds(`${name}=${v}`)).toEqual(['possible:assignment']);
    },
  );
  it.each(['secretName', 'tokenUrl', 'MAX_TOKENS', 'csrf_token', 'tokenizer', 'clientSecretRef', 'API_KEY_ID', 'passwordHash', 'publicKey'])('%s is not', (name) => {
    expect(kinds(`${name}=${v}`)).toEqual([]);
  });
});

describe('the keyword index', () => {
  // findSecrets finds each pattern's keywords once in the whole lower-cased text and scans only the
  // lines that hold one; the plain method tests every line. They must find the same hits.
  const piece = fc.oneof(
    fc.constantFrom('\n', '\r\n', '\r', ' ', '\t', 'password = ', 'TOKEN: ', 'api-key=', 'https://', 'user:', '@', 'db.', 'Bearer ', 'sk-', 'ghp_', 'gl', 'xox', 'eyJ', 'AKIA', '`', '"', "'", 'İ', 'K', 'ß', 'Σ'),
    fc.constantFrom(...FAKE_KINDS).chain((kind) => fc.integer({ min: 1, max: 50 }).map((seed) => fakeSecret(kind, seed).value)),
    fc.string({ maxLength: 12 }),
  );
  it('finds the same hits as scanning every line (property)', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(findSecrets(text)).toEqual(findSecretsEveryLine(text));
      }),
      { numRuns: 1000 },
    );
  });
  it('finds every planted token at the same place either way, on a long multi-line text', () => {
    const lines: string[] = [];
    for (const [i, kind] of FAKE_KINDS.entries()) lines.push(`line ${i}: ${kind === 'assigned-value' ? 'SECRET=' : kind === 'bearer-token' ? 'Bearer ' : ''}${fakeSecret(kind, i + 1).value} and some prose`, 'plain text with no keyword at all');
    const text = lines.join('\n');
    const hits = findSecrets(text);
    expect(hits.length).toBeGreaterThanOrEqual(FAKE_KINDS.length - 2);
    expect(hits).toEqual(findSecretsEveryLine(text));
  });
});
