import { Writable } from "node:stream";
import pino from "pino";

/** A logger at `info` that keeps every line it writes, parsed, for tests of what gets logged. */
export function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      callback();
    },
  });
  return {
    logger: pino({ level: "info" }, stream),
    lines,
    /** The lines at error level or above (pino's 50 and 60). */
    errors: () => lines.filter((line) => Number(line.level) >= 50),
  };
}
