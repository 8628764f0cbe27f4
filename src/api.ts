/** The library entry: the engine and renderers for programmatic use. */
export { audit, auditDetailed, validateOptions, KNOWN_PROFILES, ALL_RULES } from './audit.js';
export { defaultOptions, type AuditOptions } from './config/options.js';
export type * from './report/model.js';
export { renderJson } from './report/json.js';
export { renderText } from './report/text.js';
export { PROFILES, getProfile } from './profiles/index.js';
