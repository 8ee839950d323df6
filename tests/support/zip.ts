import { crc32, createDeflateRaw, deflateRawSync } from "node:zlib";

// Zip archives built byte by byte, for tests of the résumé check
// (app/features/careers/resume-files.server.ts): honest ones, and ones whose
// headers lie, overlap or claim features Word documents never use.

export type ZipEntry = {
  name: string;
  /** The entry's data as stored in the archive (deflated unless `method` is 0). */
  data: Uint8Array;
  /** What the headers declare the entry unpacks to. */
  unpackedSize: number;
  crc: number;
  method?: number;
  flags?: number;
};

/** An entry whose headers tell the truth about `content`. */
export function deflatedEntry(name: string, content: Uint8Array | string): ZipEntry {
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  return { name, data: deflateRawSync(bytes), unpackedSize: bytes.length, crc: crc32(bytes) };
}

export type ZipOptions = {
  /** More central-directory entries, pointing at local headers the caller placed inside other entries' data. */
  extraCentral?: { entry: ZipEntry; localOffset: number }[];
  /** Rewrites the end-of-central-directory record before it is appended. */
  end?: (record: DataView) => void;
  /** Bytes after the end-of-central-directory record. */
  trailer?: Uint8Array;
};

/**
 * A header of `fixedLength` bytes then the entry's name: its signature, and the fields local and
 * central headers share, from "version needed to extract" (at `at`) to the name's length.
 */
function entryHeader(signature: number, fixedLength: number, at: number, entry: ZipEntry) {
  const name = new TextEncoder().encode(entry.name);
  const header = new Uint8Array(fixedLength + name.length);
  const view = new DataView(header.buffer);
  view.setUint32(0, signature, true);
  view.setUint16(at, 20, true);
  view.setUint16(at + 2, entry.flags ?? 0, true);
  view.setUint16(at + 4, entry.method ?? 8, true);
  view.setUint32(at + 10, entry.crc, true);
  view.setUint32(at + 14, entry.data.length, true);
  view.setUint32(at + 18, entry.unpackedSize, true);
  view.setUint16(at + 22, name.length, true);
  header.set(name, fixedLength);
  return { header, view };
}

/** An entry's local file header (its data follows it in the archive). */
export function localHeader(entry: ZipEntry): Uint8Array {
  return entryHeader(0x04034b50, 30, 4, entry).header;
}

/** An entry's central-directory header, pointing at its local header at `localOffset`. */
function centralHeader(entry: ZipEntry, localOffset: number): Uint8Array {
  const { header, view } = entryHeader(0x02014b50, 46, 6, entry);
  view.setUint16(4, 20, true);
  view.setUint32(42, localOffset, true);
  return header;
}

/** Builds a zip: local headers and data, then the central directory and its end record. */
export function buildZip(entries: ZipEntry[], options: ZipOptions = {}): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const local = localHeader(entry);
    central.push(centralHeader(entry, offset));
    parts.push(local, entry.data);
    offset += local.length + entry.data.length;
  }
  for (const { entry, localOffset } of options.extraCentral ?? []) {
    central.push(centralHeader(entry, localOffset));
  }
  const centralSize = central.reduce((sum, header) => sum + header.length, 0);
  const end = new Uint8Array(22);
  const view = new DataView(end.buffer);
  view.setUint32(0, 0x06054b50, true);
  view.setUint16(8, central.length, true);
  view.setUint16(10, central.length, true);
  view.setUint32(12, centralSize, true);
  view.setUint32(16, offset, true);
  options.end?.(view);
  const all = [...parts, ...central, end, options.trailer ?? new Uint8Array(0)];
  const zip = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    zip.set(part, at);
    at += part.length;
  }
  return zip;
}

/** How many zeros the zip bomb's main document really unpacks to: 1 GiB. */
export const ZIP_BOMB_UNPACKED_BYTES = 1024 * 1024 * 1024;

let bombData: Promise<{ data: Uint8Array; crc: number }> | undefined;

/** 1 GiB of zeros, deflated in 1 MB chunks (about 1 MB), computed once per test file. */
function deflatedZeros(): Promise<{ data: Uint8Array; crc: number }> {
  bombData ??= new Promise((resolve, reject) => {
    const deflate = createDeflateRaw({ level: 9 });
    const chunks: Buffer[] = [];
    deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
    deflate.on("error", reject);
    deflate.on("end", () => resolve({ data: new Uint8Array(Buffer.concat(chunks)), crc }));
    const zeros = Buffer.alloc(1024 * 1024);
    let crc = 0;
    let written = 0;
    const write = () => {
      while (written < ZIP_BOMB_UNPACKED_BYTES) {
        crc = crc32(zeros, crc);
        written += zeros.length;
        if (!deflate.write(zeros)) return void deflate.once("drain", write);
      }
      deflate.end();
    };
    write();
  });
  return bombData;
}

/**
 * A Word-shaped zip whose `word/document.xml` unpacks to 1 GiB of zeros from
 * about 1 MB. `declared` is the unpacked size its headers claim: the truth,
 * or (the classic lie) a small number.
 */
export async function zipBomb(declared: number): Promise<Uint8Array<ArrayBuffer>> {
  const { data, crc } = await deflatedZeros();
  return buildZip([
    deflatedEntry("[Content_Types].xml", "<Types/>"),
    { name: "word/document.xml", data, unpackedSize: declared, crc },
  ]);
}
