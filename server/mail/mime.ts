import { randomBytes } from "node:crypto";

/**
 * The MIME message of one outgoing email (RFC 5322, RFC 2045–2047): headers,
 * then a multipart/alternative body with the plain-text and HTML parts, both
 * UTF-8 in base64. Every email the site sends has this one shape, so it is
 * written out directly rather than assembled through a general MIME library's
 * streams, which cost as much CPU as the rest of a lead's request.
 */

export type Mailbox = { name: string; address: string };

/** A file sent with the message (a calendar invite): text, sent in base64. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type ComposableMessage = {
  /** The Message-ID without its angle brackets, e.g. `<uuid>@marut.example`'s inside. */
  messageId: string;
  from: Mailbox;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Further headers (List-Unsubscribe…); they cannot replace the ones written here. */
  headers: Record<string, string>;
  date: Date;
  /** When given, the message is multipart/mixed: the alternative parts, then each file. */
  attachments?: readonly MailAttachment[];
};

const CRLF = "\r\n";
/** Header lines are folded before this many characters where they have a space to fold at (RFC 5322 §2.1.1). */
const FOLD_AT = 76;
/**
 * Bytes of text in one encoded word: 52 base64 characters, 64 with `=?UTF-8?B?…?=` (≤ 75, RFC 2047 §2),
 * so that even the first, after `Subject: `, keeps its line within 78.
 */
const ENCODED_WORD_BYTES = 39;
const OWN_HEADERS = new Set([
  "from",
  "to",
  "subject",
  "date",
  "message-id",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
]);

/** `Marut <no-reply@marut.example>` or a bare address. */
export function parseMailbox(value: string): Mailbox {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  if (!match) return { name: "", address: value.trim() };
  return { name: (match[1] ?? "").replace(/^"(.*)"$/, "$1"), address: match[2] ?? "" };
}

/** A header value on one line: line breaks in a value would start a header of their own. */
const oneLine = (value: string) => value.replace(/[\r\n]+\s*/g, " ");

const isPrintableAscii = (value: string) => /^[\x20-\x7e]*$/.test(value);

/** Non-ASCII text as RFC 2047 encoded words, split between characters, folded one word per line. */
function encodedWords(value: string): string {
  const words: string[] = [];
  let chunk = "";
  let bytes = 0;
  for (const character of value) {
    const size = Buffer.byteLength(character);
    if (bytes + size > ENCODED_WORD_BYTES) {
      words.push(chunk);
      chunk = "";
      bytes = 0;
    }
    chunk += character;
    bytes += size;
  }
  if (chunk !== "") words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString("base64")}?=`).join(`${CRLF} `);
}

/** `Name: value`, folded at spaces when long; a long run without a space stays whole (≤ 998 by RFC 5322). */
function header(name: string, value: string): string {
  const line = `${name}: ${value}`;
  if (line.length <= FOLD_AT || value.includes(CRLF)) return line + CRLF;
  let folded = "";
  let current = "";
  for (const word of line.split(" ")) {
    if (current === "") current = word;
    else if (current.length + 1 + word.length > FOLD_AT) {
      folded += current + CRLF;
      current = ` ${word}`;
    } else current += ` ${word}`;
  }
  return folded + current + CRLF;
}

/** Free text (a subject, a custom header): as it is when printable ASCII, else encoded words. */
function unstructured(value: string): string {
  const line = oneLine(value);
  return isPrintableAscii(line) ? line : encodedWords(line);
}

/** A display name: quoted when it holds specials, encoded when not ASCII (RFC 5322 §3.4, RFC 2047 §5). */
function mailbox({ name, address }: Mailbox): string {
  const display = oneLine(name).trim();
  if (display === "") return address;
  if (!isPrintableAscii(display)) return `${encodedWords(display)} <${address}>`;
  if (/^[\w !#$%&'*+\-/=?^`{|}~]*$/.test(display)) return `${display} <${address}>`;
  return `"${display.replace(/["\\]/g, "\\$&")}" <${address}>`;
}

/** Base64 in lines of 76 characters (RFC 2045 §6.8). */
function base64Lines(content: string): string {
  const encoded = Buffer.from(content, "utf8").toString("base64");
  let lines = "";
  for (let at = 0; at < encoded.length; at += 76) lines += encoded.slice(at, at + 76) + CRLF;
  return lines;
}

/** The date as RFC 5322 writes it, in UTC: `Wed, 25 Nov 2026 01:13:12 +0000`. */
function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, "+0000");
}

function part(contentType: string, content: string): string {
  return `Content-Type: ${contentType}; charset=utf-8${CRLF}Content-Transfer-Encoding: base64${CRLF}${CRLF}${base64Lines(content)}`;
}

/** A file's part: its own type (with its parameters), named as an attachment (RFC 2183). */
function attachmentPart(file: MailAttachment): string {
  const name = oneLine(file.filename).replace(/["\\]/g, "");
  return (
    `Content-Type: ${oneLine(file.contentType)}; name="${name}"${CRLF}` +
    `Content-Disposition: attachment; filename="${name}"${CRLF}` +
    `Content-Transfer-Encoding: base64${CRLF}${CRLF}${base64Lines(file.content)}`
  );
}

/** The whole message, CRLF line endings, ready for SMTP's DATA. */
export function composeMessage(message: ComposableMessage): Buffer {
  // Base64 has no "-" and no "=" before its end, so its lines can never match the boundary.
  const boundary = `=_marut_${randomBytes(12).toString("hex")}`;
  let head = "";
  head += header("From", mailbox(message.from));
  head += header("To", message.to);
  head += header("Subject", unstructured(message.subject));
  head += header("Date", rfc5322Date(message.date));
  head += header("Message-ID", `<${message.messageId}>`);
  for (const [name, value] of Object.entries(message.headers)) {
    if (!/^[!-9;-~]+$/.test(name) || OWN_HEADERS.has(name.toLowerCase())) continue;
    head += header(name, unstructured(value));
  }
  head += `MIME-Version: 1.0${CRLF}`;
  const alternative =
    `${CRLF}--${boundary}${CRLF}${part("text/plain", message.text)}` +
    `--${boundary}${CRLF}${part("text/html", message.html)}` +
    `--${boundary}--${CRLF}`;
  const files = message.attachments ?? [];
  if (files.length === 0) {
    head += header("Content-Type", `multipart/alternative; boundary="${boundary}"`);
    return Buffer.from(head + alternative, "utf8");
  }
  const mixed = `${boundary}_mixed`;
  head += header("Content-Type", `multipart/mixed; boundary="${mixed}"`);
  let body = `${CRLF}--${mixed}${CRLF}Content-Type: multipart/alternative; boundary="${boundary}"${CRLF}${alternative}`;
  for (const file of files) body += `--${mixed}${CRLF}${attachmentPart(file)}`;
  body += `--${mixed}--${CRLF}`;
  return Buffer.from(head + body, "utf8");
}
