/** The JSON report (a public contract: schema/report.schema.json). Pure. */
import type { Report } from './model.js';

export function renderJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
