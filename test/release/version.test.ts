/**
 * One version and one repository everywhere a user sees them: package.json, the CLI's `--version`,
 * the report's and SARIF's tool version, the CHANGELOG's newest entry, the rule documentation links
 * (at the released tag), and the README's `uses:` lines (the major tag the release workflow moves).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toSarif } from '../../src/report/sarif.js';
import { renderSummary } from '../../src/report/summary.js';
import { ALL_RULES } from '../../src/registry.js';
import { DOCS_BASE, ruleDocsUrl } from '../../src/rules/meta.js';
import { DEFAULT_BRANCH, DOCS_REF, RELEASE_TAG, RELEASED, REPOSITORY, VERSION } from '../../src/version.js';
import { monorepoReport } from '../action/helpers/reports.js';
import { runCliCaptured } from '../helpers/cli.js';
import { cleanupRepos, makeRepo, REPO_ROOT } from '../helpers/repo.js';

const read = (f: string): string => fs.readFileSync(path.join(REPO_ROOT, f), 'utf8');
const pkg = JSON.parse(read('package.json')) as { version: string; repository: { url: string }; homepage: string; bugs: { url: string } };
const lock = JSON.parse(read('package-lock.json')) as { version: string; packages: Record<string, { version?: string }> };

/** Version headings of the CHANGELOG, newest first (`## [X.Y.Z] - YYYY-MM-DD`). */
function changelogVersions(): string[] {
  return [...read('CHANGELOG.md').matchAll(/^## \[(\d+\.\d+\.\d+(?:-[\w.]+)?)\] - \d{4}-\d{2}-\d{2}$/gm)].map((m) => m[1]!);
}

describe('the version', () => {
  it('is a semantic version, the same in package.json, package-lock.json and src/version.ts', () => {
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+(?:-[\w.]+)?$/);
    expect(VERSION).toBe(pkg.version);
    expect(lock.version).toBe(pkg.version);
    expect(lock.packages['']?.version).toBe(pkg.version);
    expect(RELEASE_TAG).toBe(`v${pkg.version}`);
  });

  it("is the CHANGELOG's newest entry, which has a link to its release", () => {
    const versions = changelogVersions();
    expect(versions[0], 'newest `## [X.Y.Z] - date` heading of CHANGELOG.md').toBe(VERSION);
    const changelog = read('CHANGELOG.md');
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(changelog.indexOf('## [Unreleased]')).toBeLessThan(changelog.indexOf(`## [${VERSION}]`));
    const link = changelog.split('\n').find((l) => l.startsWith(`[${VERSION}]: `));
    expect(link, `a [${VERSION}]: link at the end of CHANGELOG.md`).toBeDefined();
    expect(link!.slice(VERSION.length + 4)).toMatch(new RegExp(`^https://github\\.com/${REPOSITORY}/(releases/tag/|compare/v\\S+\\.\\.\\.)v${VERSION}$`));
  });

  it('is what the CLI prints for --version', async () => {
    for (const flag of ['--version', '-v']) {
      const r = await runCliCaptured([flag]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(`${VERSION}\n`);
    }
  });

  it("is the report's tool version and SARIF's tool.driver.version", async () => {
    const root = makeRepo({ 'AGENTS.md': '# Hi\n\nRun the tests.\n' }, { git: true });
    try {
      const r = await runCliCaptured([root, '--format', 'sarif']);
      expect(r.code).toBe(0);
      const driver = JSON.parse(r.stdout).runs[0].tool.driver;
      expect(driver.version).toBe(VERSION);
      expect(driver.semanticVersion).toBe(VERSION);
      expect(driver.informationUri).toBe(`https://github.com/${REPOSITORY}`);
      const json = JSON.parse((await runCliCaptured([root, '--format', 'json'])).stdout);
      expect(json.tool).toEqual({ name: 'agents-md-audit', version: VERSION });
    } finally {
      cleanupRepos();
    }
  });
});

describe('the repository', () => {
  it('is the one package.json names, in its repository, homepage and bugs fields', () => {
    expect(pkg.repository.url).toBe(`git+https://github.com/${REPOSITORY}.git`);
    expect(pkg.homepage).toBe(`https://github.com/${REPOSITORY}#readme`);
    expect(pkg.bugs.url).toBe(`https://github.com/${REPOSITORY}/issues`);
  });

  it('is a release (RELEASED) exactly when the CHANGELOG says so: nothing under Unreleased, the newest heading this version', () => {
    // A release commit (the one `npm version` tags) has moved the Unreleased notes under its version;
    // any change after it adds notes under Unreleased again, and the build is no longer the release.
    const changelog = read('CHANGELOG.md');
    const unreleased = /^## \[Unreleased\]\n([\s\S]*?)(?=^## \[|^\[Unreleased\]: )/m.exec(changelog)?.[1] ?? '';
    const released = unreleased.trim() === '' && changelogVersions()[0] === VERSION;
    expect(RELEASED, `RELEASED in src/version.ts (Unreleased section ${unreleased.trim() === '' ? 'empty' : 'has notes'})`).toBe(released);
  });

  it('rule links (SARIF helpUri, summary links) point at the rule pages of the running version, and every page exists', () => {
    // The release's tag for a release; the default branch otherwise (no tag exists for the build).
    expect(DOCS_REF).toBe(RELEASED ? RELEASE_TAG : DEFAULT_BRANCH);
    expect(DOCS_BASE).toBe(`https://github.com/${REPOSITORY}/blob/${DOCS_REF}/docs/rules/`);
    const sarif = toSarif(monorepoReport(), ALL_RULES);
    const rules = sarif.runs[0]!.tool.driver.rules;
    expect(rules.length).toBe(ALL_RULES.length);
    for (const r of rules) {
      expect(r.helpUri).toBe(ruleDocsUrl(r.id));
      expect(fs.existsSync(path.join(REPO_ROOT, 'docs/rules', `${r.id}.md`)), r.id).toBe(true);
    }
    const links = [...renderSummary(monorepoReport()).matchAll(/\]\((https:\/\/github\.com\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l.startsWith(DOCS_BASE), l).toBe(true);
  });

  it("pins the major tag in every README `uses:` line and names the repository's own paths nowhere else", () => {
    const readme = read('README.md');
    const uses = [...readme.matchAll(/uses: (agents-md-audit\/[\w.-]+)@([\w.-]+)/g)];
    expect(uses.length).toBeGreaterThan(0);
    for (const [, repo, ref] of uses) {
      expect(repo).toBe(REPOSITORY);
      expect(ref).toBe(`v${VERSION.split('.')[0]}`);
    }
    for (const f of ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'CHANGELOG.md']) expect(read(f), f).not.toContain(`${REPOSITORY}/blob/main`);
  });
});
