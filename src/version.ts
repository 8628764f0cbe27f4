/**
 * The tool's version and where it is published. test/release/version.test.ts keeps them in step
 * with package.json (`version`, `repository`), the CHANGELOG's newest entry and the README's
 * `uses:` lines; `npm version X.Y.Z` rewrites them (scripts/sync-version.mjs, see CONTRIBUTING.md).
 */
export const VERSION = '0.1.0';

/** GitHub `owner/name` of the repository named in package.json. */
export const REPOSITORY = 'agents-md-audit/agents-md-audit';

/**
 * Whether this build is the released `vVERSION`: true only in a release commit (the one its tag
 * names), where `npm version` sets it (scripts/sync-version.mjs); false on the default branch
 * between releases, and before the first one. test/release/version.test.ts keeps it in step with
 * the CHANGELOG (released: an empty Unreleased section under the newest version's heading).
 */
export const RELEASED: boolean = false;

/** The git tag this version is released under. */
export const RELEASE_TAG = `v${VERSION}`;

/**
 * The git ref documentation links point into, so that each page exists for the version a user
 * runs: the release tag for a release, else the default branch (a build from a commit, a tarball
 * or a git URL between releases: there is no tag for it, and the branch has its newest pages).
 */
export const DEFAULT_BRANCH = 'main';
export const DOCS_REF: string = RELEASED ? RELEASE_TAG : DEFAULT_BRANCH;
