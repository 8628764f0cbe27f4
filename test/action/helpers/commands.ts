/**
 * How the Actions runner reads a step's stdout, for asserting that nothing from the repository
 * becomes a workflow command. Mirrors the runner's parsing of `::command k=v,k=v::data` lines
 * (first `::` after the command starts the data, properties split on `,` then the first `=`,
 * `%XX` unescaping) and flags the legacy `##[command]` form anywhere in a line.
 */
export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  data: string;
  line: string;
}

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function unescapeProperty(s: string): string {
  return s
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%');
}

/** The runner splits output into lines on \n, \r\n and lone \r. */
export function outputLines(stdout: string): string[] {
  return stdout.split(/\r\n|\n|\r/).filter((l, i, all) => !(l === '' && i === all.length - 1));
}

export function parseCommand(line: string): WorkflowCommand | null {
  const t = line.trimStart();
  if (!t.startsWith('::')) return null;
  const end = t.indexOf('::', 2);
  if (end < 0) return null;
  const info = t.slice(2, end);
  const space = info.indexOf(' ');
  const command = space < 0 ? info : info.slice(0, space);
  const properties: Record<string, string> = {};
  if (space >= 0) {
    for (const p of info.slice(space + 1).split(',')) {
      if (p === '') continue;
      const eq = p.indexOf('=');
      if (eq > 0) properties[p.slice(0, eq)] = unescapeProperty(p.slice(eq + 1));
    }
  }
  return { command, properties, data: unescapeData(t.slice(end + 2)), line };
}

export function commands(stdout: string): WorkflowCommand[] {
  return outputLines(stdout)
    .map(parseCommand)
    .filter((c): c is WorkflowCommand => c !== null);
}

/**
 * Lines the legacy `##[command]` syntax (matched anywhere in a line) could turn into a command:
 * those that are not already a `::` command (the runner tries that form first).
 */
export function legacyCommandLines(stdout: string): string[] {
  return outputLines(stdout).filter((l) => parseCommand(l) === null && l.includes('##['));
}
