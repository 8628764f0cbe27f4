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
const workspace = new WorkspaceContext(cwd, ctx.includeDirectories ?? []);
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
