import pino, { type Logger } from "pino";

/** Request lines end with this (pino writes `msg` last); see `batchedStdout`. */
const requestLineEnd = '"msg":"request"}\n';

/**
 * Standard output for the logs, written asynchronously. Request lines (one per
 * answered request, written by server/request-log.ts) are gathered until 4 KB
 * are waiting or a quarter of a second has passed, so a busy server makes one
 * system call per few dozen requests instead of one per request; every other
 * line is written at once, together with the request lines before it, so
 * order is kept. What is buffered is written out synchronously when the
 * process exits; only a process killed outright (SIGKILL) loses the last
 * quarter second of request lines.
 */
export function batchedStdout(flushEveryMs = 250, fd = 1): pino.DestinationStream {
  const stream = pino.destination({ dest: fd, sync: false });
  let gathered = "";
  const timer = setInterval(() => {
    if (!gathered) return;
    stream.write(gathered);
    gathered = "";
  }, flushEveryMs);
  timer.unref();
  // Lines still gathered when the process exits are written synchronously, as pino writes its own.
  process.once("exit", () => {
    if (!gathered) return;
    stream.write(gathered);
    stream.flushSync();
  });
  return {
    write(line: string) {
      if (!line.endsWith(requestLineEnd)) {
        stream.write(gathered + line);
        gathered = "";
        return;
      }
      gathered += line;
      if (gathered.length >= 4096) {
        stream.write(gathered);
        gathered = "";
      }
    },
  };
}

/** Structured JSON logs. Credentials never reach them: fields that carry them are redacted. */
export function createLogger(level: string, destination: pino.DestinationStream = batchedStdout()): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          "req.headers.authorization",
          "req.headers.cookie",
          "res.headers['set-cookie']",
          "*.password",
          "*.token",
          "*.code",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
