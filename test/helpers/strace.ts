/**
 * strace logs as whole calls. With `-f`, a call that another thread or process interrupts is
 * written in two lines, `PID call(args <unfinished ...>` and later `PID <... call resumed>rest`;
 * `straceCalls` joins them, so every call is one line `PID call(args) = result` whatever the
 * timing of the traced program's threads and child processes.
 */
import * as fs from 'node:fs';

export function straceCalls(logFile: string): string[] {
  const pending = new Map<string, string>();
  const out: string[] = [];
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    const unfinished = /^(\d+)\s+(.*?)\s*<unfinished \.\.\.>$/.exec(line);
    if (unfinished) {
      pending.set(unfinished[1]!, `${unfinished[1]} ${unfinished[2]}`);
      continue;
    }
    const resumed = /^(\d+)\s+<\.\.\. \w+ resumed>\s?(.*)$/.exec(line);
    if (resumed) {
      const head = pending.get(resumed[1]!);
      pending.delete(resumed[1]!);
      if (head !== undefined) out.push(`${head}${head.endsWith('(') || resumed[2]!.startsWith(')') || resumed[2]!.startsWith(',') ? '' : ' '}${resumed[2]}`);
      continue;
    }
    out.push(line);
  }
  return out;
}
