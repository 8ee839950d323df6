import { randomUUID } from "node:crypto";
import type { Logger } from "pino";

const requestIdPattern = /^[\w.:-]{1,64}$/;

/** The caller's X-Request-Id when it is a plain token, else a new one. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
}

/**
 * Each logger's writer of request lines: a child without the redaction pass,
 * which would walk every line for credentials a request line never holds
 * (its fields are the five below; the query string is never among them).
 */
const requestLoggers = new WeakMap<Logger, Logger>();

/**
 * One line per answered request, at `info` (static assets at `debug`). The
 * query string is never logged: it can carry tokens. Callers take the start
 * time only when `requestLogEnabled` says a line will be written.
 */
export function logRequest(
  logger: Logger,
  entry: { reqId: string; method: string; path: string; status: number; started: number },
): void {
  const line = {
    reqId: entry.reqId,
    method: entry.method,
    path: entry.path,
    status: entry.status,
    ms: Math.round(performance.now() - entry.started),
  };
  let requests = requestLoggers.get(logger);
  if (!requests) {
    requests = logger.child({}, { redact: [] });
    requestLoggers.set(logger, requests);
  }
  if (entry.path.startsWith("/assets/")) requests.debug(line, "request");
  else requests.info(line, "request");
}

/** Whether any request line can be written at the logger's level. */
export const requestLogEnabled = (logger: Logger) => logger.isLevelEnabled("info");
