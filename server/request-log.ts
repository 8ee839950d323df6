import { randomUUID } from "node:crypto";
import type { Logger } from "pino";

const requestIdPattern = /^[\w.:-]{1,64}$/;

/** The caller's X-Request-Id when it is a plain token, else a new one. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
}

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
  if (entry.path.startsWith("/assets/")) logger.debug(line, "request");
  else logger.info(line, "request");
}

/** Whether any request line can be written at the logger's level. */
export const requestLogEnabled = (logger: Logger) => logger.isLevelEnabled("info");
