import { describe, expect, it } from "vitest";
import { capturingLogger } from "#tests/support/capturing-logger.ts";
import { createBackground } from "./background.server.ts";

describe("background tasks", () => {
  it("start only when the scheduler lets them, after the caller has moved on", async () => {
    const { logger } = capturingLogger();
    const held: (() => void)[] = [];
    const background = createBackground(logger, (start) => held.push(start));
    const order: string[] = [];
    background.run("work", async () => {
      order.push("work");
    });
    order.push("answered");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(["answered"]);
    for (const start of held.splice(0)) start();
    await background.idle();
    expect(order).toEqual(["answered", "work"]);
  });

  it("logs a failing task with its name instead of losing the error", async () => {
    const { logger, lines } = capturingLogger();
    const background = createBackground(logger);
    background.run("password-reset", async () => {
      throw new Error("outbox unavailable");
    });
    await background.idle();
    const logged = lines.find((line) => line.msg === "background task failed");
    expect(logged).toMatchObject({ level: 50, task: "password-reset", err: { message: "outbox unavailable" } });
  });

  it("idle waits for tasks that start more tasks", async () => {
    const { logger } = capturingLogger();
    const background = createBackground(logger);
    const done: string[] = [];
    background.run("outer", async () => {
      background.run("inner", async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        done.push("inner");
      });
      done.push("outer");
    });
    await background.idle();
    expect(done).toEqual(["outer", "inner"]);
  });
});
