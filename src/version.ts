/**
 * The tool's version and where it is published. test/release/version.test.ts keeps them in step
 * with package.json (`version`, `repository`), the CHANGELOG's newest entry and the README's
 * `uses:` lines; `npm version X.Y.Z` rewrites them (scripts/sync-version.mjs, see CONTRIBUTING.md).
 */
export const VERSION = '0.1.0';

/** GitHub `owner/name` of the repository named in package.json. */
export const REPOSITORY = 'agents-md-audit/agents-md-audit';

/** The git tag this version is released under; documentation links point into it. */
export const RELEASE_TAG = `v${VERSION}`;
