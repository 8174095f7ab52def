/** Receives `done` of `total` units of work as they complete. */
export type OnProgress = (done: number, total: number) => void;

interface ProgressOptions {
  /** Where a terminal gets its bar (redrawn in place). */
  stream?: NodeJS.WriteStream;
  /** Where the percentage lines go when the stream is not a terminal (piped, CI, `npm start`). */
  log: (message: string) => void;
}

const WIDTH = 30;

/**
 * A progress display for long imports: a bar redrawn in place on a terminal, or a line every
 * 10 % when the output is piped (a bar's carriage returns would fill a log with noise).
 *
 * @example
 * const onProgress = progressReporter('CIQUAL', { log: console.log });
 * onProgress(1742, 3484); // "CIQUAL  50 % (1742/3484)" when piped
 */
export function progressReporter(
  label: string,
  { stream = process.stdout, log }: ProgressOptions,
): OnProgress {
  let lastStep = -1;
  return (done, total) => {
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const percent = Math.floor(ratio * 100);
    if (stream.isTTY) {
      const filled = Math.round(ratio * WIDTH);
      const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
      stream.write(`\r${label} ${bar} ${String(percent).padStart(3)} % (${done}/${total})`);
      if (done >= total) stream.write('\n');
      return;
    }
    const step = Math.floor(percent / 10);
    if (step === lastStep) return;
    lastStep = step;
    log(`${label} ${String(percent).padStart(3)} % (${done}/${total})`);
  };
}
