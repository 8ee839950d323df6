import pino, { type Logger } from "pino";

/**
 * Structured JSON logs. Credentials never reach them: headers that carry them are redacted.
 *
 * Standard output is written asynchronously: lines logged while a write is
 * under way are written together with the next one, so a busy server makes one
 * system call per batch instead of one per request line. What is buffered is
 * written out synchronously when the process exits (pino does this for its
 * asynchronous destination); only a process killed outright (SIGKILL) can lose
 * its last lines.
 */
export function createLogger(
  level: string,
  destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false }),
): Logger {
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
