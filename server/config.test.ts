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
      seedDemoData: true,
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

  it("takes forms from every loopback name of the port without PUBLIC_URL, from PUBLIC_URL alone with it", () => {
    expect(loadConfig({ PORT: "4100" }).siteOrigins).toEqual([
      "http://localhost:4100",
      "http://127.0.0.1:4100",
      "http://[::1]:4100",
    ]);
    expect(loadConfig({ PORT: "4100", PUBLIC_URL: "http://localhost:4100/" }).siteOrigins).toEqual([
      "http://localhost:4100",
    ]);
    expect(
      loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://www.marut.example", DATABASE_URL: "postgres://a@b/c" })
        .siteOrigins,
    ).toEqual(["https://www.marut.example"]);
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
    ["SEED_DEMO_DATA", "sometimes"],
    ["ALLOW_EMBEDDED_DATABASE", "perhaps"],
    ["DEV_MAILBOX", "on-demand"],
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

  const production = {
    NODE_ENV: "production",
    PUBLIC_URL: "https://www.marut.example",
    DATABASE_URL: "postgres://app@db.internal:5432/marut",
  };

  const configError = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error("loadConfig accepted the configuration");
  };

  it("keeps demo data off a production database unless SEED_DEMO_DATA asks for it", () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: "true" }).seedDemoData).toBe(true);
  });

  it("requires PUBLIC_URL in production, naming it", () => {
    const { PUBLIC_URL: _omitted, ...withoutPublicUrl } = production;
    expect(configError(withoutPublicUrl)).toMatch(/PUBLIC_URL: .*production/);
    expect(configError({ ...production, PUBLIC_URL: " " })).toContain("PUBLIC_URL:");
  });

  it("refuses the embedded database in production unless ALLOW_EMBEDDED_DATABASE allows it", () => {
    const { DATABASE_URL: _omitted, ...withoutDatabase } = production;
    const message = configError(withoutDatabase);
    expect(message).toContain("DATABASE_URL:");
    expect(message).toContain("ALLOW_EMBEDDED_DATABASE=true");
    expect(loadConfig({ ...withoutDatabase, ALLOW_EMBEDDED_DATABASE: "true" }).database).toEqual({
      kind: "pglite",
      dataDir: path.resolve("data/pglite"),
    });
  });

  it("keeps the dev mailbox unreachable when the server listens beyond loopback, unless DEV_MAILBOX enables it", () => {
    for (const host of ["127.0.0.1", "127.8.9.10", "::1", "localhost", "LOCALHOST", "::ffff:127.0.0.1"]) {
      expect(loadConfig({ HOST: host }).devMailboxEnabled, host).toBe(true);
    }
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "10.0.0.5", "fe80::1", "marut.example", "128.0.0.1"]) {
      expect(loadConfig({ HOST: host }).devMailboxEnabled, host).toBe(false);
      expect(loadConfig({ HOST: host, NODE_ENV: "test" }).devMailboxEnabled, host).toBe(false);
    }
    expect(loadConfig({ HOST: "0.0.0.0", DEV_MAILBOX: "true" }).devMailboxEnabled).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: "false" }).devMailboxEnabled).toBe(false);
    // With a mail server the mailbox has nothing to show.
    expect(loadConfig({ SMTP_URL: "smtp://mail.internal:587" }).devMailboxEnabled).toBe(false);
    expect(configError({ SMTP_URL: "smtp://mail.internal:587", DEV_MAILBOX: "true" })).toContain("DEV_MAILBOX:");
    expect(loadConfig(production).devMailboxEnabled).toBe(false);
    expect(configError({ ...production, DEV_MAILBOX: "true" })).toContain("DEV_MAILBOX:");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " ", SMTP_URL: "" }).database.kind).toBe("pglite");
  });
});
