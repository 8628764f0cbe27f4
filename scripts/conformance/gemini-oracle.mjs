/**
 * Gemini CLI's memory discovery, run in-process from the pinned core package (a child of the
 * harness, so a hang on a FIFO or a crash is contained). Reproduces the CLI's settings handling:
 * user settings, then `<cwd>/.gemini/settings.json` (JSON with comments; a parse error is fatal);
 * `context.fileName` through setGeminiMdFilename, else resetGeminiMdFilename. Prints one JSON line:
 * `{ fatal }` or `{ text, tiers }`.
 *
 *   node gemini-oracle.mjs CORE_DIR   (cwd = the working directory, GEMINI_CLI_HOME = the home)
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

const core = process.argv[2];
const imp = (rel) => import(pathToFileURL(path.join(core, 'dist/src', rel)).href);
const stripJsonComments = (await import(pathToFileURL(path.join(core, '../../strip-json-comments/index.js')).href)).default;
const { MemoryContextManager } = await imp('context/memoryContextManager.js');
const { flattenMemory } = await imp('config/memory.js');
const { setGeminiMdFilename, resetGeminiMdFilename } = await imp('tools/memoryTool.js');
const { WorkspaceContext } = await imp('utils/workspaceContext.js');
const { Storage } = await imp('config/storage.js');

const cwd = process.cwd();
const home = process.env.GEMINI_CLI_HOME;
function readSettings(file) {
  let raw;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  return JSON.parse(stripJsonComments(raw));
}
let merged = {};
try {
  const user = readSettings(path.join(home, '.gemini', 'settings.json'));
  const ws = readSettings(path.join(cwd, '.gemini', 'settings.json'));
  merged = { ...user, ...ws, context: { ...(user.context ?? {}), ...(ws.context ?? {}) } };
  // includeDirectories is merged by concatenation (the CLI's settings schema: mergeStrategy concat;
  // a single string becomes one entry, as Gemini CLI 0.61.0 was seen to take it).
  const inc = [].concat(user.context?.includeDirectories ?? [], ws.context?.includeDirectories ?? []);
  if (inc.length > 0) merged.context.includeDirectories = inc;
} catch (e) {
  process.stdout.write(`${JSON.stringify({ fatal: `settings: ${e.message}` })}\n`);
  process.exit(0);
}
const ctx = merged.context ?? {};
try {
  if (ctx.fileName !== undefined) setGeminiMdFilename(ctx.fileName);
  else resetGeminiMdFilename();
} catch (e) {
  process.stdout.write(`${JSON.stringify({ fatal: `crash: ${e.message}` })}\n`);
  process.exit(0);
}
const markers = ctx.memoryBoundaryMarkers ?? ['.git'];
// context.includeDirectories as the CLI hands them to the core (resolvePath: `~` is the home, then
// path.normalize) and as Config._initialize adds them: one by one, the first that is missing or not a
// directory throws, and Gemini CLI stops at startup.
const workspace = new WorkspaceContext(cwd, []);
const homeDir = process.env.HOME ?? '';
for (const raw of ctx.includeDirectories ?? []) {
  const p = raw === '~' || raw.startsWith('~/') ? homeDir + raw.slice(1) : raw;
  try {
    workspace.addDirectory(p === '' ? '' : path.normalize(p));
  } catch (e) {
    process.stdout.write(`${JSON.stringify({ fatal: `includeDirectories: ${e.message}` })}\n`);
    process.exit(0);
  }
}
const storage = new Storage(cwd);
await storage.initialize();
const config = {
  getExtensionLoader: () => ({ getExtensions: () => [] }),
  isTrustedFolder: () => true,
  getWorkspaceContext: () => workspace,
  getMemoryBoundaryMarkers: () => markers,
  storage,
  getImportFormat: () => ctx.importFormat ?? 'tree',
  getMcpClientManager: () => undefined,
};
const m = new MemoryContextManager(config);
await m.refresh();
const memory = { global: m.getGlobalMemory(), extension: m.getExtensionMemory(), project: m.getEnvironmentMemory(), userProjectMemory: m.getUserProjectMemory() };
process.stdout.write(`${JSON.stringify({ text: flattenMemory(memory) })}\n`);
process.exit(0);
