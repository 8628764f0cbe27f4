/** The workflows that build, check and dogfood the action: structure a reviewer would check by hand. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/repo.js';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  if?: string;
  'continue-on-error'?: boolean;
  env?: Record<string, string>;
}
interface Workflow {
  permissions?: Record<string, string>;
  jobs: Record<string, { steps: Step[]; permissions?: Record<string, string> }>;
}

function workflow(name: string): Workflow {
  return parse(fs.readFileSync(path.join(REPO_ROOT, '.github/workflows', name), 'utf8')) as Workflow;
}

describe.each(['ci.yml', 'check-dist.yml'])('%s', (name) => {
  const wf = workflow(name);

  it('sets read-only permissions explicitly and gives every step an id', () => {
    expect(wf.permissions).toEqual({ contents: 'read' });
    for (const [job, spec] of Object.entries(wf.jobs)) {
      for (const step of spec.steps) expect(step.id, `${job}: ${step.uses ?? step.run}`).toMatch(/^[a-z][a-z0-9-]*$/);
      const ids = spec.steps.map((s) => s.id);
      expect(new Set(ids).size, job).toBe(ids.length);
    }
  });

  it('sets up Node from .node-version with the npm cache', () => {
    for (const spec of Object.values(wf.jobs)) {
      for (const step of spec.steps.filter((s) => s.uses?.startsWith('actions/setup-node@'))) {
        expect(step.with).toEqual({ 'node-version-file': '.node-version', cache: 'npm' });
      }
    }
  });
});

describe('ci.yml', () => {
  const wf = workflow('ci.yml');

  it('type-checks, builds and tests', () => {
    expect(wf.jobs['typecheck']!.steps.map((s) => s.run).filter(Boolean)).toEqual(['npm ci', 'npm run typecheck']);
    expect(wf.jobs['test']!.steps.map((s) => s.run).filter(Boolean)).toEqual(['npm ci', 'npm run build', 'npm test']);
  });

  it('runs the action itself on the example monorepo and asserts that it fails, with its outputs', () => {
    const steps = wf.jobs['test-action']!.steps;
    const audit = steps.find((s) => s.id === 'audit')!;
    expect(audit.uses).toBe('./');
    expect(audit['continue-on-error']).toBe(true);
    expect(audit.with).toMatchObject({ path: 'fixtures/monorepo', 'assume-root': true });
    expect(fs.existsSync(path.join(REPO_ROOT, 'fixtures/monorepo'))).toBe(true);
    const assert = steps.find((s) => s.id === 'assert-audit')!;
    expect(assert.env).toMatchObject({ OUTCOME: '${{ steps.audit.outcome }}', ERRORS: '${{ steps.audit.outputs.errors }}' });
    expect(assert.run).toContain('[ "$OUTCOME" = failure ]');
    for (const output of ['errors', 'warnings', 'chains', 'max-usage', 'report-path']) {
      expect(Object.values(assert.env!)).toContain(`\${{ steps.audit.outputs.${output} }}`);
    }
  });
});

describe('check-dist.yml', () => {
  it('rebuilds and fails on any difference in dist/', () => {
    const steps = workflow('check-dist.yml').jobs['check-dist']!.steps;
    expect(steps.map((s) => s.run).filter(Boolean).slice(0, 2)).toEqual(['npm ci', 'npm run build']);
    expect(steps.find((s) => s.id === 'diff')!.run).toContain('git diff --exit-code');
  });
});
