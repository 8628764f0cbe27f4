/**
 * `no-personal-paths`: absolute paths into one person's home directory (`/home/alice/`,
 * `/Users/bob/`, `C:\Users\carol\`).
 */
import type { Root } from 'mdast';
import { lintRule } from './lint-rule.js';
import { visit } from 'unist-util-visit';
import { ruleDocsUrl, type RuleMeta } from './meta.js';
import { splitLines } from './secret-patterns.js';
import type { RuleDocs, RuleExample } from './types.js';
import { CappedReporter, hasPosition, LineIndex } from './util.js';

export const meta: RuleMeta = {
  id: 'no-personal-paths',
  kind: 'lint',
  defaultSeverity: 'warning',
  description: 'An absolute path into one person\'s home directory (`/home/<name>/`, `/Users/<name>/`, `C:\\Users\\<name>\\`) is written in the file.',
};

/**
 * Home-directory names that are not a person: CI runners, container and cloud images, macOS and
 * Windows shared folders, and documentation placeholders (compared case-insensitively).
 */
export const NON_PERSONAL_NAMES: ReadonlySet<string> = new Set([
  'user',
  'username',
  'users',
  'you',
  'yourname',
  'your-name',
  'your_name',
  'yourusername',
  'your-username',
  'your_username',
  'youruser',
  'myuser',
  'me',
  'name',
  'example',
  'runner',
  'runneradmin',
  'ubuntu',
  'ec2-user',
  'node',
  'vscode',
  'codespace',
  'codespaces',
  'coder',
  'dev',
  'developer',
  'app',
  'jovyan',
  'vagrant',
  'linuxbrew',
  'gitpod',
  'circleci',
  'jenkins',
  'builder',
  'build',
  'ci',
  'docker',
  'shared',
  'public',
  'default',
  'default user',
  'all',
  'all users',
  'guest',
]);

/**
 * The stock names of documentation examples. Inside a fenced code block (an example of a config
 * file, a shell session) `/Users/john/` is a placeholder, not someone's machine; in prose, inline
 * code and tables these names are still reported (compared case-insensitively).
 */
export const EXAMPLE_NAMES: ReadonlySet<string> = new Set([
  'john',
  'jane',
  'johndoe',
  'janedoe',
  'john.doe',
  'jane.doe',
  'john_doe',
  'jane_doe',
  'jdoe',
  'alice',
  'bob',
  'carol',
  'dave',
  'eve',
  'foo',
  'bar',
  'baz',
  'test',
  'testuser',
  'demo',
  'sample',
  'someone',
  'person',
  'jsmith',
  'joe',
]);

export interface PersonalPathHit {
  /** UTF-16 offsets of the path prefix (`/home/alice`) in the text. */
  start: number;
  end: number;
  /** The path prefix as written, up to and including the user name. */
  prefix: string;
  name: string;
}

/** Characters that may precede an absolute path: start of line, space, quotes, brackets, `=`, `:`, `,`… (not a URL or a longer path). */
const BEFORE = '(?<=^|[\\s"\'`(=\\[{,;:>|*]|file://)';
const AFTER_POSIX = '(?=/|$|[\\s"\'`)\\]},;:.!?|>*])';
const POSIX_HOME = new RegExp(`${BEFORE}(?<prefix>/(?:home|var/home|Users|mnt/[a-z]/Users)/(?<name>[A-Za-z0-9_](?:[A-Za-z0-9._-]{0,62}[A-Za-z0-9_-])?))${AFTER_POSIX}`, 'g');
const WINDOWS_HOME = /(?<![A-Za-z0-9])(?<prefix>[A-Za-z]:(?<sep>\\\\|\\|\/)Users\k<sep>(?<name>[A-Za-z0-9_][A-Za-z0-9._-]{0,63}?))(?=\k<sep>|$|[\s"'`)\]},;:!?|>*]|\.(?:\s|$))/gi;

function isPersonalName(name: string): boolean {
  const n = name.trim().toLowerCase();
  if (n === '' || n.startsWith('.')) return false;
  return !NON_PERSONAL_NAMES.has(n);
}

/** Every personal home-directory path in `text`. */
export function findPersonalPaths(text: string): PersonalPathHit[] {
  if (!text.includes('/home/') && !text.includes('/Users/') && !/:(?:\\\\|\\|\/)users/i.test(text)) return [];
  const hits: PersonalPathHit[] = [];
  for (const line of splitLines(text)) {
    for (const re of [POSIX_HOME, WINDOWS_HOME]) {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(line.text)) !== null) {
        const prefix = m.groups?.prefix ?? m[0];
        const name = m.groups?.name ?? '';
        if (!isPersonalName(name)) continue;
        hits.push({ start: line.start + m.index, end: line.start + m.index + prefix.length, prefix, name });
      }
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/**
 * Whether the rule's findings on `text` depend on where its code blocks are: only a path with a
 * stock example name can be excused by a fenced block around it.
 */
export function personalPathsNeedCodeBlocks(text: string): boolean {
  return findPersonalPaths(text).some((h) => EXAMPLE_NAMES.has(h.name.toLowerCase()));
}

const noPersonalPaths = lintRule<Root>({ origin: `remark-lint:${meta.id}`, url: ruleDocsUrl(meta.id) }, (tree, file) => {
  if (!hasPosition(tree)) return;
  const text = String(file);
  let hits = findPersonalPaths(text);
  if (hits.length === 0) return;
  // Fenced code blocks: example names are placeholders.
  const fences: [number, number][] = [];
  visit(tree, 'code', (node) => {
    const s = node.position?.start.offset;
    const e = node.position?.end.offset;
    if (s !== undefined && e !== undefined) fences.push([s, e]);
  });
  if (fences.length > 0) hits = hits.filter((h) => !(EXAMPLE_NAMES.has(h.name.toLowerCase()) && fences.some(([s, e]) => h.start >= s && h.end <= e)));
  if (hits.length === 0) return;
  const index = new LineIndex(text);
  const out = new CappedReporter(file, 'personal machine paths');
  for (const hit of hits) {
    const start = index.point(hit.start);
    const end = index.point(hit.end);
    out.report(
      () =>
        `Unexpected personal machine path \`${hit.prefix}\` at line ${start.line}: it exists only on one person's machine and reveals their user name. Use \`~/\`, \`$HOME/\` or a path relative to the repository.`,
      { start, end },
      () => hit.prefix,
    );
  }
  out.finish();
});

export default noPersonalPaths;


/** The part every message ends with. */
const TAIL = ": it exists only on one person's machine and reveals their user name. Use `~/`, `$HOME/` or a path relative to the repository.";

export const examples: RuleExample[] = [
  {
    name: 'not-ok-home-paths.md',
    title: 'Paths into Linux, macOS and Windows home directories, in prose, code and a table.',
    markdown: `# Tooling

Run the linter from /home/alice/src/app before pushing.

\`\`\`sh
export PATH="/Users/mkovacs/.local/bin:$PATH"
\`\`\`

| Tool | Path |
| --- | --- |
| Python | \`C:\\Users\\carol\\AppData\\Local\\Programs\\Python\` |
`,
    expected: [
      `3:21-3:32: Unexpected personal machine path \`/home/alice\` at line 3${TAIL}`,
      `6:14-6:28: Unexpected personal machine path \`/Users/mkovacs\` at line 6${TAIL}`,
      `11:13-11:27: Unexpected personal machine path \`C:\\Users\\carol\` at line 11${TAIL}`,
    ],
  },
  {
    name: 'ok-portable-paths.md',
    title: 'Home-relative paths, placeholders, CI and shared accounts, and system paths are fine.',
    markdown: `# Tooling

- Settings live in \`~/.config/tool\`, \`$HOME/.cache\`, \`\${HOME}/bin\` or \`%USERPROFILE%\\.tool\`.
- Replace \`/home/<user>/\` or \`/Users/{username}/\` with your own home.
- CI checks out to \`/home/runner/work/app\`; images use \`/home/ubuntu/\` and \`/Users/Shared/\`.
- System paths: \`/usr/bin/sandbox-exec\`, \`/root/.npmrc\`, \`C:\\Program Files\\Tool\\tool.exe\`.
- Routes: \`GET /users/42/posts\`, \`https://example.com/home/alice/profile\`.

An example configuration (stock example names in a fenced block are placeholders):

\`\`\`json
{ "cacheDir": "/Users/john/Library/Caches/tool" }
\`\`\`
`,
    expected: [],
  },
];

export const docs: RuleDocs = {
  catches: `Absolute paths into one person's home directory:

- Linux \`/home/<name>/\` (also \`/var/home/<name>/\` on Fedora Silverblue),
- macOS \`/Users/<name>/\`,
- Windows \`C:\\Users\\<name>\\\` with any drive letter, \`/\` separators or doubled \`\\\\\` as in JSON strings,
- WSL \`/mnt/c/Users/<name>/\`, and \`file:///home/<name>/\` URLs.`,
  why: `A3S Code's guidance lists "personal machine paths" among the things that do not belong in an instruction file. The
path works on one machine only, so an agent on any other machine (a teammate's, CI, a cloud sandbox) follows an
instruction that cannot work, and the file discloses a user name.`,
  fix: `Use a path every machine understands: \`~/…\` or \`$HOME/…\` for the home directory, or a path relative to the
repository (\`./scripts/lint.sh\`).`,
  notes: `- Not reported: \`~/\`, \`$HOME\`, \`\${HOME}\`, \`%USERPROFILE%\`, placeholders such as \`<user>\`, \`{username}\` and
  \`[user]\`, \`/root/\` (a system account), and these non-personal names: ${[...NON_PERSONAL_NAMES].map((n) => `\`${n}\``).join(', ')}.
- Inside a fenced code block, the stock names of documentation examples are placeholders, not people:
  ${[...EXAMPLE_NAMES].map((n) => `\`${n}\``).join(', ')} (\`/Users/john/\` in a JSON example). The same names in prose,
  inline code or a table are still reported: written there, a path is more likely copied from a real machine.
- \`/users/\` in lower case is an API route, not a macOS home, and a \`/home/…\` inside a URL is a web path; neither is
  reported.`,
};
