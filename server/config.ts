import { isIPv4 } from "node:net";
import path from "node:path";
import { z } from "zod";

// The one place that reads process.env. Everything else receives a Config.

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optionalUrl = (protocols: string[], example: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, `must be a URL like ${example}`)
      .optional(),
  );

const flagWords = z.enum(["1", "0", "true", "false", "yes", "no", ""], { message: "must be true or false" });
const normaliseFlag = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : value);
const isTrue = (value: string) => value === "1" || value === "true" || value === "yes";

/** A flag that is false unless set. */
const booleanFlag = z.preprocess(normaliseFlag, flagWords.default("").transform(isTrue));

/** A flag whose default depends on other settings: undefined when unset. */
const optionalFlag = z.preprocess(
  normaliseFlag,
  flagWords.optional().transform((value) => (value === undefined || value === "" ? undefined : isTrue(value))),
);

const mailbox = z.string().regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
  message: 'must be an address like "Marut <hello@example.com>" or hello@example.com',
});

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z
      .enum(["development", "production", "test"], {
        message: "must be development, production or test",
      })
      .default("development"),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: "must be a port number" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 65535")
      .max(65535, "must be between 0 and 65535")
      .default(3000),
  ),
  PUBLIC_URL: optionalUrl(["http:", "https:"], "https://www.example.com"),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"], "postgres://user@host:5432/db"),
  DATABASE_POOL_SIZE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, "must be at least 1").max(200).default(10),
  ),
  ALLOW_EMBEDDED_DATABASE: booleanFlag,
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  SEED_DEMO_DATA: optionalFlag,
  SMTP_URL: optionalUrl(["smtp:", "smtps:"], "smtp://user:password@mail.example.com:587"),
  MAIL_FROM: z.preprocess(emptyToUndefined, mailbox.default("Marut <no-reply@marut.example>")),
  SALES_NOTIFY_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email({ message: "must be an email address" }).default("sales@marut.example"),
  ),
  REDIS_URL: optionalUrl(["redis:", "rediss:"], "redis://127.0.0.1:6379"),
  RATE_LIMIT_STORE: z.preprocess(
    emptyToUndefined,
    z.enum(["memory", "postgres", "redis"], { message: "must be memory, postgres or redis" }).optional(),
  ),
  FILE_STORAGE: z.preprocess(
    emptyToUndefined,
    z.enum(["disk", "database"], { message: "must be disk or database" }).optional(),
  ),
  DEV_MAILBOX: optionalFlag,
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        message: "must be one of fatal, error, warn, info, debug, trace, silent",
      })
      .default("info"),
  ),
  OUTBOX_POLL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(50, "must be at least 50").max(60_000).default(1000),
  ),
  // Longer than the SMTP transport's timeouts together (5 s + 5 s + 15 s), so a
  // message is never sent by a second worker while the first is still talking.
  OUTBOX_LEASE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(30, "must be at least 30").max(3600).default(60),
  ),
  // Newsletter campaign emails sent per minute by all instances together; mail
  // providers throttle senders that burst. Transactional mail is not counted.
  CAMPAIGN_MESSAGES_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, "must be at least 1").max(1_000_000).default(600),
  ),
});

export type Config = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  /**
   * The origins the site's own pages are served from, which the back office accepts forms
   * from: PUBLIC_URL's alone, or without it (a laptop) every loopback name of the port.
   */
  siteOrigins: string[];
  database: { kind: "postgres"; url: string; poolSize: number } | { kind: "pglite"; dataDir: string };
  dataDir: string;
  mail: { smtpUrl: string | undefined; from: string; salesNotifyEmail: string };
  /** The dev mailbox at /dev/mailbox: it shows every email (sign-in codes included) to whoever reaches it. */
  devMailboxEnabled: boolean;
  /** Add the demo departments, locations and open positions to an empty database at start. */
  seedDemoData: boolean;
  redisUrl: string | undefined;
  rateLimitStore: "memory" | "postgres" | "redis";
  /** Where uploaded files go: DATA_DIR/files, or the database (shared by every instance). */
  fileStorage: "disk" | "database";
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  outboxPollMs: number;
  /** How long a worker holds a claimed message before another may try it. */
  outboxLeaseSeconds: number;
  campaignMessagesPerMinute: number;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

const configError = (problems: string[]) =>
  new ConfigError(`Invalid environment configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`);

/** 127.0.0.0/8, ::1 (also IPv4-mapped) or localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const address = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (address === "localhost" || address === "::1") return true;
  const ipv4 = address.replace(/^::ffff:/, "");
  return isIPv4(ipv4) && ipv4.startsWith("127.");
}

/** localhost, 127.0.0.1 and [::1] on one port: the one site a laptop's server is. */
export function loopbackOrigins(port: number): string[] {
  return ["localhost", "127.0.0.1", "[::1]"].map((name) => `http://${name}:${port}`);
}

/** Validates the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw configError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const host = e.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1");
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const dataDir = path.resolve(e.DATA_DIR);

  const problems: string[] = [];
  if (isProduction && !e.PUBLIC_URL) {
    problems.push("PUBLIC_URL: is required in production (the site's public origin, e.g. https://www.example.com)");
  }
  if (isProduction && !e.DATABASE_URL && !e.ALLOW_EMBEDDED_DATABASE) {
    problems.push(
      "DATABASE_URL: is required in production; the embedded database serves one process and survives a crash " +
        "of the process, not of the machine. Set ALLOW_EMBEDDED_DATABASE=true to run on it anyway (DATA_DIR).",
    );
  }
  if (e.DEV_MAILBOX === true && isProduction) {
    problems.push("DEV_MAILBOX: the dev mailbox shows every email to anyone and cannot be turned on in production");
  } else if (e.DEV_MAILBOX === true && e.SMTP_URL) {
    problems.push("DEV_MAILBOX: mail goes to SMTP_URL, so the dev mailbox would stay empty; unset one of them");
  }
  const rateLimitStore = e.RATE_LIMIT_STORE ?? (e.REDIS_URL ? "redis" : e.DATABASE_URL ? "postgres" : "memory");
  if (rateLimitStore === "redis" && !e.REDIS_URL) problems.push("RATE_LIMIT_STORE: redis needs REDIS_URL");
  if (rateLimitStore === "postgres" && !e.DATABASE_URL) problems.push("RATE_LIMIT_STORE: postgres needs DATABASE_URL");
  if (problems.length > 0) throw configError(problems);

  return {
    env: e.NODE_ENV,
    isProduction,
    host,
    port: e.PORT,
    publicUrl,
    siteOrigins: e.PUBLIC_URL ? [new URL(publicUrl).origin] : loopbackOrigins(e.PORT),
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    dataDir,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, salesNotifyEmail: e.SALES_NOTIFY_EMAIL },
    // Beyond loopback anyone on the network could read the codes and links in
    // it, so there it takes DEV_MAILBOX=true.
    devMailboxEnabled: !e.SMTP_URL && !isProduction && (e.DEV_MAILBOX ?? isLoopbackHost(host)),
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    redisUrl: e.REDIS_URL,
    rateLimitStore,
    fileStorage: e.FILE_STORAGE ?? (e.DATABASE_URL ? "database" : "disk"),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    outboxPollMs: e.OUTBOX_POLL_MS,
    outboxLeaseSeconds: e.OUTBOX_LEASE_SECONDS,
    campaignMessagesPerMinute: e.CAMPAIGN_MESSAGES_PER_MINUTE,
  };
}
