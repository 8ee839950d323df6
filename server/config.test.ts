import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("needs nothing on a laptop: port 3000, PGlite in ./data, dev mailbox, memory rate limits", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      host: "127.0.0.1",
      publicUrl: "http://localhost:3000",
      database: { kind: "pglite", dataDir: path.resolve("data/pglite") },
      devMailboxEnabled: true,
      rateLimitStore: "memory",
      fileStorage: "disk",
      logLevel: "info",
    });
  });

  it("uses PostgreSQL, SMTP and shared rate limits when configured", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://app@db.internal:5432/marut",
      SMTP_URL: "smtp://user:secret@mail.internal:587",
      PUBLIC_URL: "https://www.marut.example/",
      TRUST_PROXY: "true",
    });
    expect(config).toMatchObject({
      isProduction: true,
      host: "0.0.0.0",
      publicUrl: "https://www.marut.example",
      database: { kind: "postgres", url: "postgres://app@db.internal:5432/marut" },
      devMailboxEnabled: false,
      rateLimitStore: "postgres",
      fileStorage: "database",
      trustProxy: true,
    });
    expect(loadConfig({ DATABASE_URL: "postgres://a@b/c", FILE_STORAGE: "disk" }).fileStorage).toBe("disk");
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).rateLimitStore).toBe("redis");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x@y/z"],
    ["SMTP_URL", "not a url"],
    ["PUBLIC_URL", "ftp://example.com"],
    ["LOG_LEVEL", "loud"],
    ["NODE_ENV", "staging"],
    ["SALES_NOTIFY_EMAIL", "sales-at-example"],
    ["MAIL_FROM", "nobody"],
    ["TRUST_PROXY", "maybe"],
    ["REDIS_URL", "http://cache:6379"],
    ["RATE_LIMIT_STORE", "redis"],
    ["FILE_STORAGE", "s3"],
  ])("stops with a message naming %s when it is %j", (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`${name}:`);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " ", SMTP_URL: "" }).database.kind).toBe("pglite");
  });
});
