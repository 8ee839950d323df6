import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { type ComposableMessage, composeMessage, parseMailbox } from "./mime.ts";

const message = (overrides: Partial<ComposableMessage> = {}): ComposableMessage => ({
  messageId: "0b7e3c1a-5d8f-4a57-9a41-2f3b6c9d1e00@marut.test",
  from: { name: "Marut", address: "no-reply@marut.test" },
  to: "reader@example.com",
  subject: "Your verification code",
  html: "<p>Hello</p>",
  text: "Hello",
  headers: {},
  date: new Date("2026-11-25T01:13:12Z"),
  ...overrides,
});

const lines = (raw: Buffer) => raw.toString("utf8").split("\r\n");

describe("composeMessage", () => {
  it("writes a message a mail reader parses back to what was sent", async () => {
    const text = "Hello Asha,\n\nYour fleet review is booked for Monday — 09:00.\n".repeat(40);
    const html = `<!DOCTYPE html><html><body>${"<p>Flottenübersicht für Åsa · 運転</p>".repeat(60)}</body></html>`;
    const raw = composeMessage(
      message({
        subject: "Danke, Jürgen — Ihre Anfrage ist angekommen: Flotten-Sicherheit für 240 Fahrzeuge 🚚",
        from: { name: "Marut Support, Sales", address: "hello@marut.test" },
        text,
        html,
        headers: {
          "List-Unsubscribe":
            "<https://marut.test/newsletter/unsubscribe?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      }),
    );
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe("Danke, Jürgen — Ihre Anfrage ist angekommen: Flotten-Sicherheit für 240 Fahrzeuge 🚚");
    expect(parsed.from?.value).toEqual([{ name: "Marut Support, Sales", address: "hello@marut.test" }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : []).toEqual([
      { name: "", address: "reader@example.com" },
    ]);
    expect(parsed.messageId).toBe("<0b7e3c1a-5d8f-4a57-9a41-2f3b6c9d1e00@marut.test>");
    expect(parsed.date?.toISOString()).toBe("2026-11-25T01:13:12.000Z");
    expect(parsed.text).toBe(text);
    expect(parsed.html).toBe(html);
    // RFC 8058 one-click unsubscribe, as a mail provider reads it.
    expect(parsed.headers.get("list")).toMatchObject({
      unsubscribe: {
        url: "https://marut.test/newsletter/unsubscribe?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd",
      },
      "unsubscribe-post": { name: "List-Unsubscribe=One-Click" },
    });
    expect(raw.toString("utf8")).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
  });

  it("keeps to the line rules of SMTP: CRLF only, ASCII, short lines, no bare dots", () => {
    const raw = composeMessage(
      message({
        subject: "Ünïcödé ".repeat(30),
        text: `${"long line without breaks ".repeat(200)}\n.\n`,
        html: "x".repeat(5000),
      }),
    );
    const source = raw.toString("utf8");
    expect(source).not.toMatch(/[^\r]\n/);
    expect(source).not.toMatch(/\r(?!\n)/);
    expect(/^[\x20-\x7e\r\n\t]*$/.test(source)).toBe(true);
    for (const line of lines(raw)) expect(line.length).toBeLessThanOrEqual(78);
    expect(lines(raw).some((line) => line.startsWith("."))).toBe(false);
  });

  it("cannot be made to carry a header of a caller's choosing", async () => {
    const raw = composeMessage(
      message({
        subject: "Hello\r\nBcc: victim@example.com",
        headers: { "X-Note": "one\nBcc: other@example.com", "Content-Type": "text/plain", "Bad Name": "x" },
      }),
    );
    const parsed = await simpleParser(raw);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe("Hello Bcc: victim@example.com");
    expect(parsed.headers.get("x-note")).toBe("one Bcc: other@example.com");
    expect(parsed.headers.get("content-type")).toMatchObject({ value: "multipart/alternative" });
    expect(parsed.headers.has("bad name")).toBe(false);
  });

  it("gives each message a boundary of its own", () => {
    const boundary = (raw: Buffer) => /boundary="([^"]+)"/.exec(raw.toString("utf8"))?.[1];
    expect(boundary(composeMessage(message()))).not.toBe(boundary(composeMessage(message())));
  });
});

describe("parseMailbox", () => {
  it("reads the configured sender", () => {
    expect(parseMailbox("Marut <no-reply@marut.test>")).toEqual({ name: "Marut", address: "no-reply@marut.test" });
    expect(parseMailbox('"Marut, Sales" <sales@marut.test>')).toEqual({
      name: "Marut, Sales",
      address: "sales@marut.test",
    });
    expect(parseMailbox("no-reply@marut.test")).toEqual({ name: "", address: "no-reply@marut.test" });
  });
});

describe("a message with files", () => {
  it("is multipart/mixed: the alternative parts, then each file as a named attachment a mail parser reads back", async () => {
    const invite = "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    const raw = composeMessage(
      message({
        attachments: [
          { filename: "invite.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: invite },
        ],
      }),
    );
    expect(raw.toString("utf8")).toMatch(/Content-Type: multipart\/mixed;/);
    const parsed = await simpleParser(raw);
    expect(parsed.text?.trim()).toBe(message().text.trim());
    expect(parsed.attachments).toHaveLength(1);
    const [file] = parsed.attachments;
    expect(file?.filename).toBe("invite.ics");
    expect(file?.contentType).toBe("text/calendar");
    expect(file?.content.toString("utf8")).toBe(invite);
  });
});
