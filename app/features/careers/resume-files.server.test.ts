import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  buildZip,
  deflatedEntry,
  localHeader,
  ZIP_BOMB_UNPACKED_BYTES,
  type ZipEntry,
  zipBomb,
} from "#tests/support/zip.ts";
import { DOCX_MEDIA_TYPE } from "./application-schemas.ts";
import { DOCX_MAX_ENTRIES, detectResumeType } from "./resume-files.server.ts";

const types = () => deflatedEntry("[Content_Types].xml", "<Types/>");
const document = () => deflatedEntry("word/document.xml", "<w:document><w:body>Asha</w:body></w:document>");

/** The result and how long the check held the event loop. */ /** Sets the end record's two entry counts (on this disk, and in all) to `count`. */
const entryCounts = (count: number) => (record: DataView) => {
  record.setUint16(8, count, true);
  record.setUint16(10, count, true);
};

function timed(bytes: Uint8Array) {
  const started = performance.now();
  const type = detectResumeType(bytes);
  return { type, ms: performance.now() - started };
}

describe("DOCX résumés are judged by their zip structure, never by unpacking them", () => {
  it("accepts a Word document, whether written by fflate or byte by byte", () => {
    expect(
      detectResumeType(
        zipSync({
          "[Content_Types].xml": new TextEncoder().encode("<Types/>"),
          "word/document.xml": new TextEncoder().encode("<w:document/>"),
        }),
      ),
    ).toBe(DOCX_MEDIA_TYPE);
    expect(detectResumeType(buildZip([types(), document()]))).toBe(DOCX_MEDIA_TYPE);
    // A zip comment is allowed, as long as it ends the file.
    const comment = new TextEncoder().encode("written by Word");
    const commented = buildZip([types(), document()], {
      end: (record) => record.setUint16(20, comment.length, true),
      trailer: comment,
    });
    expect(detectResumeType(commented)).toBe(DOCX_MEDIA_TYPE);
  });

  it("refuses a zip bomb that declares 1,000 bytes but unpacks to 1 GiB, within milliseconds", async () => {
    const bomb = await zipBomb(1_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const { type, ms } = timed(bomb);
    expect(type).toBeNull();
    expect(ms).toBeLessThan(200);
  });

  it("refuses a zip bomb that honestly declares 1 GiB, within milliseconds", async () => {
    const { type, ms } = timed(await zipBomb(ZIP_BOMB_UNPACKED_BYTES));
    expect(type).toBeNull();
    expect(ms).toBeLessThan(200);
  });

  it("accepts a large but honest document without unpacking it", () => {
    // 40 MB of spaces deflate to about 40 KB: within the 50 MB cap, and checked without inflating.
    const entry = deflatedEntry("word/document.xml", new Uint8Array(40 * 1024 * 1024).fill(0x20));
    const { type, ms } = timed(buildZip([types(), entry]));
    expect(type).toBe(DOCX_MEDIA_TYPE);
    expect(ms).toBeLessThan(200);
  });

  const names = (count: number) =>
    Array.from({ length: count }, (_, index) => deflatedEntry(`word/media/${index}.xml`, "<x/>"));
  const refused: [string, () => Uint8Array][] = [
    ["a zip without word/document.xml", () => buildZip([types()])],
    ["a zip without [Content_Types].xml", () => buildZip([document()])],
    ["more than the entry cap", () => buildZip([types(), document(), ...names(DOCX_MAX_ENTRIES - 1)])],
    ["a duplicated entry name", () => buildZip([types(), document(), document()])],
    ["an encrypted entry", () => buildZip([types(), { ...document(), flags: 0x0001 }])],
    ["an unknown compression method", () => buildZip([types(), { ...document(), method: 12 }])],
    [
      "a stored entry whose sizes differ",
      () => {
        const content = new TextEncoder().encode("<w:document/>");
        return buildZip([types(), { ...document(), method: 0, data: content, unpackedSize: 10 }]);
      },
    ],
    [
      "a deflated entry declaring more than deflate can unpack",
      () => buildZip([types(), { ...document(), unpackedSize: 10 * 1024 * 1024 }]),
    ],
    ["a truncated file", () => buildZip([types(), document()]).subarray(0, 60)],
    ["the central directory cut off", () => buildZip([types(), document()]).slice(0, -30)],
    [
      "bytes hidden after the end record",
      () => buildZip([types(), document()], { trailer: new Uint8Array([1, 2, 3]) }),
    ],
    [
      "an entry count that disagrees with the central directory",
      () => buildZip([types(), document()], { end: entryCounts(3) }),
    ],
    [
      "a central directory offset outside the file",
      () => buildZip([types(), document()], { end: (record) => record.setUint32(16, 0x7fffffff, true) }),
    ],
    ["ZIP64 markers without a ZIP64 record", () => buildZip([types(), document()], { end: entryCounts(0xffff) })],
    [
      "a central entry with ZIP64 sizes but no ZIP64 extra field",
      () => buildZip([types(), { ...document(), unpackedSize: 0xffffffff }]),
    ],
    ["a multi-disk archive", () => buildZip([types(), document()], { end: (record) => record.setUint16(4, 1, true) })],
    [
      "overlapping entries (one entry's data holds another's header and data)",
      () => {
        // word/document.xml lives inside the stored data of [Content_Types].xml.
        const inner = document();
        const innerBytes = new Uint8Array([...localHeader(inner), ...inner.data]);
        const outer: ZipEntry = {
          name: "[Content_Types].xml",
          data: innerBytes,
          unpackedSize: innerBytes.length,
          crc: 0,
          method: 0,
        };
        return buildZip([outer], {
          extraCentral: [{ entry: inner, localOffset: localHeader(outer).length }],
        });
      },
    ],
  ];
  for (const [name, build] of refused) {
    it(`refuses ${name}`, () => {
      expect(detectResumeType(build())).toBeNull();
    });
  }
});
