/**
 * Validate a report against schema/report.schema.json with ajv (independently of the generated
 * validator the reader uses), failing the test with ajv's errors.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT } from './repo.js';

export async function expectSchemaValid(data: unknown): Promise<void> {
  const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'schema/report.schema.json'), 'utf8')) as { $schema?: string };
  const Ajv = String(schema.$schema ?? '').includes('2020-12') ? (await import('ajv/dist/2020.js')).default : (await import('ajv')).default;
  const ajv = new (Ajv as unknown as new (o: object) => { compile: (s: object) => ((d: unknown) => boolean) & { errors?: unknown } })({ allErrors: true, strict: false });
  const validate = ajv.compile(schema);
  validate(data);
  expect(validate.errors ?? null, JSON.stringify(validate.errors)).toBeNull();
}
