import { stripVTControlCharacters } from 'node:util';

export interface LineSink {
  /** Feeds raw output; whole lines are printed with the prefix as they complete. */
  write(chunk: string | Buffer): void;
  /** Prints a last line that did not end with a newline. */
  flush(): void;
  /** The last lines seen, to show again when the process fails. */
  tail(): string[];
}

/**
 * Prints a child's output line by line behind `[name]`, so interleaved processes stay readable,
 * and keeps the last lines for the error report.
 */
export function prefixLines(
  prefix: string,
  options: {
    print?: (line: string) => void;
    tailSize?: number;
    /** Which lines to print; all are kept for the tail. */
    echo?: (line: string) => boolean;
    /** Keep ANSI colours; by default only when printing to a terminal. */
    colours?: boolean;
  } = {},
): LineSink {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const tailSize = options.tailSize ?? 40;
  const echo = options.echo ?? (() => true);
  const keepColours = options.colours ?? process.stdout.isTTY === true;
  const last: string[] = [];
  let pending = '';

  function emit(raw: string) {
    // A progress bar redraws its line with carriage returns: keep what it finally showed.
    let line = raw.slice(raw.lastIndexOf('\r') + 1).trimEnd();
    // Children print colours even into our pipe; in a log file they are only noise.
    if (!keepColours) line = stripVTControlCharacters(line);
    if (line === '') return;
    last.push(line);
    if (last.length > tailSize) last.shift();
    if (echo(line)) print(`${prefix} ${line}`);
  }

  return {
    write(chunk) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) emit(line);
    },
    flush() {
      if (pending !== '') emit(pending);
      pending = '';
    },
    tail: () => [...last],
  };
}
