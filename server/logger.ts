import pino, { type Logger } from "pino";

/** Structured JSON logs. Credentials never reach them: headers that carry them are redacted. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
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
