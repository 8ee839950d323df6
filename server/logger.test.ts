import { openSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { batchedStdout, createLogger } from "./logger.ts";
import { logRequest } from "./request-log.ts";

let dir = "";
afterEach(() => rm(dir, { recursive: true, force: true }));

async function logFile() {
  dir = await mkdtemp(path.join(os.tmpdir(), "marut-log-"));
  const file = path.join(dir, "out.log");
  const fd = openSync(file, "w");
  const lines = () =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { fd, lines };
}

const until = async (check: () => boolean, limitMs: number) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const request = (n: number) => ({ reqId: `r${n}`, method: "GET", path: "/api/health", status: 200, started: 0 });

it("gathers request lines and writes them with the next other line, in order", async () => {
  const { fd, lines } = await logFile();
  const logger = createLogger("info", batchedStdout(60_000, fd));
  for (let n = 1; n <= 3; n++) logRequest(logger, request(n));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(lines()).toEqual([]);
  logger.info({ url: "http://localhost:3000" }, "listening");
  await until(() => lines().length === 4, 2_000);
  expect(lines().map((line) => line.reqId ?? line.msg)).toEqual(["r1", "r2", "r3", "listening"]);
});

it("writes waiting request lines at the flush interval", async () => {
  const { fd, lines } = await logFile();
  // The interval's clock is the test's: the line waits until it has passed, then is written.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  try {
    const logger = createLogger("info", batchedStdout(100, fd));
    logRequest(logger, request(1));
    vi.advanceTimersByTime(99);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines()).toEqual([]);
    vi.advanceTimersByTime(1);
    await until(() => lines().length === 1, 2_000);
    expect(lines()[0]?.reqId).toBe("r1");
  } finally {
    vi.useRealTimers();
  }
});

it("writes a full batch at once and still redacts credentials in other lines", async () => {
  const { fd, lines } = await logFile();
  const logger = createLogger("info", batchedStdout(60_000, fd));
  for (let n = 0; n < 60; n++) logRequest(logger, request(n));
  await until(() => lines().length >= 25, 2_000);
  logger.info({ user: { password: "Copper-Heron-Twilight-73" } }, "signed in");
  await until(() => lines().some((line) => line.msg === "signed in"), 2_000);
  expect(JSON.stringify(lines())).not.toContain("Copper-Heron");
});
