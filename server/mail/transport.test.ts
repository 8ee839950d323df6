import net from "node:net";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "#tests/support/cleanup.ts";
import { closedPort, SmtpSink } from "#tests/support/smtp-sink.ts";
import {
  createSmtpTransport,
  isPermanentFailure,
  isServerUnavailable,
  type MailMessage,
  SMTP_CONNECTIONS,
} from "./transport.ts";

const cleanup = cleanupAfterEach();

async function sink(options?: ConstructorParameters<typeof SmtpSink>[0]) {
  const s = await new SmtpSink(options).start();
  cleanup.push(() => s.stop());
  return s;
}

function transport(url: string) {
  const t = createSmtpTransport(url, "Marut <no-reply@marut.test>");
  cleanup.push(() => t.close());
  return t;
}

let next = 0;
const message = (to = "reader@example.com"): MailMessage => ({
  id: `00000000-0000-4000-8000-${String(++next).padStart(12, "0")}`,
  to,
  subject: `Message ${next}`,
  html: `<p>Message ${next}</p>`,
  text: `Message ${next}`,
  headers: {},
});

/** The error a send ends with. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("the send succeeded");
    },
    (error: unknown) => error,
  );

describe("SMTP transport", () => {
  it("sends many messages over a few reused connections", async () => {
    const smtp = await sink();
    const t = transport(smtp.url);
    const batch = () => Promise.all(Array.from({ length: SMTP_CONNECTIONS }, () => t.send(message())));
    for (let round = 0; round < 3; round++) await batch();
    await smtp.waitFor(3 * SMTP_CONNECTIONS);
    expect(smtp.connections).toBeGreaterThan(0);
    expect(smtp.connections).toBeLessThanOrEqual(SMTP_CONNECTIONS);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(3 * SMTP_CONNECTIONS);
  });

  it("tells a mail server that is away from a message it refuses", async () => {
    const refused = await failure(transport(`smtp://127.0.0.1:${await closedPort()}`).send(message()));
    expect(isServerUnavailable(refused)).toBe(true);
    expect(isPermanentFailure(refused)).toBe(false);

    const busy = await sink();
    busy.deferring = true;
    const deferred = await failure(transport(busy.url).send(message()));
    expect(isServerUnavailable(deferred)).toBe(true);
    expect(isPermanentFailure(deferred)).toBe(false);

    // A server that accepts connections and closes them at once: the pool retries a few times, then gives up.
    const closer = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => closer.listen(0, "127.0.0.1", resolve));
    cleanup.push(() => new Promise<void>((resolve) => closer.close(() => resolve())));
    const { port } = closer.address() as net.AddressInfo;
    const cut = await failure(transport(`smtp://127.0.0.1:${port}`).send(message()));
    expect(isServerUnavailable(cut)).toBe(true);
    expect(isPermanentFailure(cut)).toBe(false);

    const strict = await sink({ rejectRecipient: (address) => address.startsWith("nobody@") });
    const t = transport(strict.url);
    const rejected = await failure(t.send(message("nobody@example.com")));
    expect(isPermanentFailure(rejected)).toBe(true);
    expect(isServerUnavailable(rejected)).toBe(false);
    // The refusal concerned one message: the next one goes out.
    await t.send(message());
    await strict.waitFor(1);
  });

  it("reconnects when the mail server comes back after an outage", async () => {
    const port = await closedPort();
    const t = createSmtpTransport(`smtp://127.0.0.1:${port}`, "Marut <no-reply@marut.test>");
    expect(isServerUnavailable(await failure(t.send(message())))).toBe(true);
    const smtp = await sink({ port });
    // Closed before the server stops, which waits for its connections to end.
    cleanup.push(() => t.close());
    await t.send(message());
    await smtp.waitFor(1);
  });
});
