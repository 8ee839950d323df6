import { DOCX_MEDIA_TYPE, PDF_MEDIA_TYPE } from "./application-schemas.ts";

// What an uploaded résumé is, judged by its bytes only: the name and the
// browser's Content-Type are whatever the client says. See
// docs/decisions/0014-applications-and-uploads.md.

/** A DOCX may declare at most this much unpacked, and hold at most this many entries (zip bombs). */
export const DOCX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
export const DOCX_MAX_ENTRIES = 2000;
/** The entries every Word document has: the package's content types and the main document. */
const DOCX_REQUIRED_ENTRIES = ["[Content_Types].xml", "word/document.xml"];

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

// Zip record signatures and sizes (PKWARE APPNOTE 6.3, sections 4.3.7 to 4.3.16).
const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const CENTRAL_HEADER = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const END_OF_CENTRAL_DIRECTORY_SIZE = 22;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_LOCATOR_SIZE = 20;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE = 56;
const ZIP64_EXTRA_FIELD = 0x0001;
const DATA_DESCRIPTOR_MIN_SIZE = 12;
/** General-purpose flags: bit 0 encrypted, bit 6 strong encryption, bit 3 sizes in a data descriptor. */
const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
/** Deflate turns at most 258 bytes into 1 bit, so no honest stream unpacks to more than 1,032 times its size. */
const DEFLATE_MAX_RATIO = 1032;
/** Stored deflate blocks add 5 bytes per 65,535; a compressed stream larger than that plus a margin is a lie. */
const deflateMaxCompressed = (unpacked: number) => unpacked + 5 * Math.ceil(unpacked / 65_535) + 64;

class MalformedZip extends Error {}

/** Little-endian reads that refuse to leave the file instead of reading past it. */
function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const inside = (offset: number, length: number) => {
    if (!Number.isSafeInteger(offset) || offset < 0 || length < 0 || offset + length > bytes.length) {
      throw new MalformedZip("outside the file");
    }
  };
  return {
    inside,
    u16: (offset: number) => {
      inside(offset, 2);
      return view.getUint16(offset, true);
    },
    u32: (offset: number) => {
      inside(offset, 4);
      return view.getUint32(offset, true);
    },
    u64: (offset: number) => {
      inside(offset, 8);
      const value = view.getBigUint64(offset, true);
      if (value > BigInt(bytes.length)) throw new MalformedZip("64-bit value larger than the file");
      return Number(value);
    },
    slice: (offset: number, length: number) => {
      inside(offset, length);
      return bytes.subarray(offset, offset + length);
    },
  };
}

type CentralDirectory = { entries: number; size: number; offset: number; end: number };

/** Finds the end-of-central-directory record (and its ZIP64 companion) and checks they agree with the file. */
function readEndOfCentralDirectory(bytes: Uint8Array, read: ReturnType<typeof reader>): CentralDirectory {
  // The record is the last 22 bytes plus a comment of at most 65,535 bytes.
  let end = -1;
  const earliest = Math.max(0, bytes.length - END_OF_CENTRAL_DIRECTORY_SIZE - 0xffff);
  for (let offset = bytes.length - END_OF_CENTRAL_DIRECTORY_SIZE; offset >= earliest; offset -= 1) {
    if (read.u32(offset) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw new MalformedZip("no end of central directory");
  // The comment must run exactly to the end of the file: nothing hidden after it.
  if (end + END_OF_CENTRAL_DIRECTORY_SIZE + read.u16(end + 20) !== bytes.length) {
    throw new MalformedZip("bytes after the end of central directory");
  }
  const disk = read.u16(end + 4);
  const centralDisk = read.u16(end + 6);
  const entriesOnDisk = read.u16(end + 8);
  let entries = read.u16(end + 10);
  let size = read.u32(end + 12);
  let offset = read.u32(end + 16);
  let directoryEnd = end;

  const locator = end - ZIP64_END_LOCATOR_SIZE;
  const zip64 = locator >= 0 && read.u32(locator) === ZIP64_END_LOCATOR;
  if (zip64) {
    if (read.u32(locator + 4) !== 0 || read.u32(locator + 16) !== 1) throw new MalformedZip("ZIP64 on several disks");
    const record = read.u64(locator + 8);
    if (record + ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE > locator || read.u32(record) !== ZIP64_END_OF_CENTRAL_DIRECTORY) {
      throw new MalformedZip("ZIP64 record missing");
    }
    if (read.u32(record + 16) !== 0 || read.u32(record + 20) !== 0) throw new MalformedZip("ZIP64 on several disks");
    const entries64 = read.u64(record + 32);
    const size64 = read.u64(record + 40);
    const offset64 = read.u64(record + 48);
    // Each 16- or 32-bit field either says "see ZIP64" or carries the same value.
    if (
      (entries !== 0xffff && entries !== entries64) ||
      (entriesOnDisk !== 0xffff && entriesOnDisk !== read.u64(record + 24)) ||
      (size !== 0xffffffff && size !== size64) ||
      (offset !== 0xffffffff && offset !== offset64) ||
      read.u64(record + 24) !== entries64
    ) {
      throw new MalformedZip("ZIP64 record disagrees with the end of central directory");
    }
    entries = entries64;
    size = size64;
    offset = offset64;
    directoryEnd = record;
  } else {
    if (entries === 0xffff || entriesOnDisk === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
      throw new MalformedZip("ZIP64 values without a ZIP64 record");
    }
    if (disk !== 0 || centralDisk !== 0 || entriesOnDisk !== entries) throw new MalformedZip("several disks");
  }
  if (offset + size !== directoryEnd) throw new MalformedZip("central directory does not end where the record says");
  return { entries, size, offset, end: directoryEnd };
}

/** Where an entry's local header starts and its data (and data descriptor) ends. */
type Entry = { start: number; end: number };

/** The sizes and offset of a central-directory entry, taking ZIP64 values from its extra field where flagged. */
function entrySizes(read: ReturnType<typeof reader>, at: number, extraStart: number, extraLength: number) {
  let packed = read.u32(at + 20);
  let unpacked = read.u32(at + 24);
  let offset = read.u32(at + 42);
  if (read.u16(at + 34) !== 0) throw new MalformedZip("entry on another disk");
  const needed = [unpacked, packed, offset].filter((value) => value === 0xffffffff).length;
  if (needed === 0) return { packed, unpacked, offset };
  for (let field = extraStart; field < extraStart + extraLength; ) {
    const id = read.u16(field);
    const length = read.u16(field + 2);
    if (id === ZIP64_EXTRA_FIELD) {
      if (length < needed * 8) throw new MalformedZip("ZIP64 extra field too short");
      let value = field + 4;
      const next = () => {
        const result = read.u64(value);
        value += 8;
        return result;
      };
      // APPNOTE 4.5.3: only the flagged values are present, in this order.
      if (unpacked === 0xffffffff) unpacked = next();
      if (packed === 0xffffffff) packed = next();
      if (offset === 0xffffffff) offset = next();
      return { packed, unpacked, offset };
    }
    field += 4 + length;
  }
  throw new MalformedZip("ZIP64 values without a ZIP64 extra field");
}

/**
 * True when the bytes are a well-formed zip holding a Word document, judged
 * from its structure alone: nothing is unpacked, so no archive can cost more
 * than reading its central directory. The declared sizes must be possible for
 * the compressed data they describe, entries must lie inside the file without
 * overlapping, and encrypted, multi-disk or inconsistent ZIP64 archives are
 * refused.
 */
function isDocx(bytes: Uint8Array): boolean {
  const read = reader(bytes);
  try {
    const directory = readEndOfCentralDirectory(bytes, read);
    if (directory.entries === 0 || directory.entries > DOCX_MAX_ENTRIES) return false;
    const decoder = new TextDecoder("utf-8", { fatal: true });
    const names = new Set<string>();
    const entries: Entry[] = [];
    let unpackedTotal = 0;
    let at = directory.offset;
    for (let index = 0; index < directory.entries; index += 1) {
      if (read.u32(at) !== CENTRAL_HEADER) return false;
      const flags = read.u16(at + 8);
      const method = read.u16(at + 10);
      const nameLength = read.u16(at + 28);
      const extraLength = read.u16(at + 30);
      const commentLength = read.u16(at + 32);
      const name = decoder.decode(read.slice(at + CENTRAL_HEADER_SIZE, nameLength));
      if (flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) return false;
      if (method !== METHOD_STORED && method !== METHOD_DEFLATED) return false;
      if (name === "" || names.has(name)) return false;
      names.add(name);
      const { packed, unpacked, offset } = entrySizes(read, at, at + CENTRAL_HEADER_SIZE + nameLength, extraLength);
      if (method === METHOD_STORED && packed !== unpacked) return false;
      if (
        method === METHOD_DEFLATED &&
        (packed > deflateMaxCompressed(unpacked) || unpacked > packed * DEFLATE_MAX_RATIO)
      ) {
        return false;
      }
      unpackedTotal += unpacked;
      if (unpackedTotal > DOCX_MAX_UNPACKED_BYTES) return false;

      // The local header must agree with the central one, and its data must lie before the central directory.
      if (read.u32(offset) !== LOCAL_HEADER) return false;
      const localFlags = read.u16(offset + 6);
      if (localFlags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION) || read.u16(offset + 8) !== method) return false;
      const localNameLength = read.u16(offset + 26);
      const localExtraLength = read.u16(offset + 28);
      if (localNameLength !== nameLength) return false;
      const localName = read.slice(offset + LOCAL_HEADER_SIZE, localNameLength);
      const centralName = read.slice(at + CENTRAL_HEADER_SIZE, nameLength);
      if (!localName.every((byte, position) => byte === centralName[position])) return false;
      const dataStart = offset + LOCAL_HEADER_SIZE + localNameLength + localExtraLength;
      const end = dataStart + packed + (localFlags & FLAG_DATA_DESCRIPTOR ? DATA_DESCRIPTOR_MIN_SIZE : 0);
      if (end > directory.offset) return false;
      entries.push({ start: offset, end });
      at += CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    }
    if (at !== directory.offset + directory.size) return false;
    // No two entries may share bytes (overlapping entries multiply one compressed stream).
    entries.sort((a, b) => a.start - b.start);
    for (let index = 1; index < entries.length; index += 1) {
      if ((entries[index] as Entry).start < (entries[index - 1] as Entry).end) return false;
    }
    return DOCX_REQUIRED_ENTRIES.every((required) => names.has(required));
  } catch (error) {
    if (error instanceof MalformedZip || error instanceof TypeError) return false;
    throw error;
  }
}

/** The media type of a PDF or DOCX résumé, or null for anything else. */
export function detectResumeType(bytes: Uint8Array): typeof PDF_MEDIA_TYPE | typeof DOCX_MEDIA_TYPE | null {
  if (startsWith(bytes, PDF_SIGNATURE)) return PDF_MEDIA_TYPE;
  if (startsWith(bytes, ZIP_SIGNATURE) && isDocx(bytes)) return DOCX_MEDIA_TYPE;
  return null;
}

/**
 * A file name safe to store and to put in a Content-Disposition header: no
 * folders, no control or quote characters, at most 120 characters, and the
 * extension that matches the detected type.
 */
export function sanitiseFileName(name: string, mediaType: string): string {
  const extension = mediaType === PDF_MEDIA_TYPE ? ".pdf" : ".docx";
  const base = (name.split(/[/\\]/).pop() ?? "")
    .normalize("NFC")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._()-]+/gu, "_")
    .replace(/\s+/g, " ")
    .replace(/^[ ._-]+|[ ._-]+$/g, "")
    .slice(0, 120);
  return `${base || "resume"}${extension}`;
}

/** `filename="…"` (ASCII fallback) and `filename*=` (UTF-8) for a download. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
