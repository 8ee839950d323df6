import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  raw: string;
};

/**
 * A real SMTP server in this process. `stop()` closes the port so clients get
 * "connection refused" like a mail server that is down, and ends the open
 * connections; `start()` brings it back on the same port.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** When each message was accepted (before it is parsed into `received`), and for whom. */
  readonly accepted: { to: string[]; at: number }[] = [];
  /** How many connections clients opened (turned away or not). */
  connections = 0;
  #server: SMTPServer | undefined;
  #port = 0;
  #waiters: (() => void)[] = [];
  /** Accepted messages are parsed one after another, so `received` keeps their order. */
  #reading: Promise<void> = Promise.resolve();
  /**
   * While true, every connection is turned away with "421 try again later",
   * like a mail server that is up but overloaded or in maintenance.
   */
  deferring = false;
  /** Recipients the server refuses with a permanent 550. */
  readonly #reject: (address: string) => boolean;

  constructor(options: { port?: number; rejectRecipient?: (address: string) => boolean } = {}) {
    this.#port = options.port ?? 0;
    this.#reject = options.rejectRecipient ?? (() => false);
  }

  get port(): number {
    return this.#port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // stop() drops the connections clients keep open (a pooled transport
      // does) after a moment, as a mail server that goes down does.
      closeTimeout: 100,
      onConnect: (_session, callback) => {
        this.connections++;
        if (!this.deferring) return callback();
        const error = Object.assign(new Error("4.3.2 Service temporarily unavailable, try again later"), {
          responseCode: 421,
        });
        callback(error);
      },
      onRcptTo: (address, _session, callback) => {
        if (this.#reject(address.address)) {
          const error = Object.assign(new Error("5.1.1 Mailbox does not exist"), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          // Accept at once, as a mail server does once the message is queued,
          // and read it afterwards, in arrival order.
          this.accepted.push({ to: envelope.to, at: performance.now() });
          callback();
          this.#reading = this.#reading.then(async () => {
            const parsed: Partial<ParsedMail> = await simpleParser(raw).catch(() => ({}));
            this.received.push({
              ...envelope,
              subject: parsed.subject ?? "",
              messageId: parsed.messageId ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              headers: parsed.headers ?? new Map(),
              raw,
            });
            for (const wake of this.#waiters.splice(0)) wake();
          });
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.#port, "127.0.0.1", () => resolve());
    });
    server.on("error", () => {});
    const address = server.server.address();
    if (address && typeof address === "object") this.#port = address.port;
    this.#server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once at least `count` messages arrived; rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} messages, received ${this.received.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }
}

/** A port on which nothing listens: connections are refused. */
export async function closedPort(): Promise<number> {
  const sink = await new SmtpSink().start();
  const port = sink.port;
  await sink.stop();
  return port;
}
