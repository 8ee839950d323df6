import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { CSV_BOM, type CsvValue, csvDocument, csvField, csvFileName, csvHeaders, csvRecord, toCsv } from "./csv.ts";

describe("csvField", () => {
  it.each<[string, CsvValue, string]>([
    ["leaves plain text alone", "Deccan Logistics", "Deccan Logistics"],
    ["leaves plain text alone", "Müller & Söhne", "Müller & Söhne"],
    ["quotes a comma", "Rao, Asha", '"Rao, Asha"'],
    ["quotes a quote and doubles it", 'The "best" fleet', '"The ""best"" fleet"'],
    ["quotes LF", "line one\nline two", '"line one\nline two"'],
    ["quotes CR", "a\r\nb", '"a\r\nb"'],
    ["quotes a semicolon, which spreadsheets may split at", "ACME;Ltd", '"ACME;Ltd"'],
    ["quotes a TAB, which spreadsheets may split at", "ACME\tLtd", '"ACME\tLtd"'],
    ["leaves a separator followed by ordinary text without an apostrophe", "Rao; Asha", '"Rao; Asha"'],
    ["leaves a separator followed by ordinary text without an apostrophe", "2+5=7", "2+5=7"],
    ["neutralises and then quotes", '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["neutralises and then quotes", "\rx", '"\'\rx"'],
    ["writes dates as ISO 8601", new Date("2025-01-31T10:00:00Z"), "2025-01-31T10:00:00.000Z"],
    ["writes null as empty", null, ""],
    ["writes undefined as empty", undefined, ""],
    ["keeps numbers as numbers", -3, "-3"],
    ["keeps numbers as numbers", 12, "12"],
    ["writes booleans as words", true, "true"],
  ])("%s: %j", (_behaviour, input, output) => {
    expect(csvField(input)).toBe(output);
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+1 555", "'+1 555"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", `"'\tcmd"`],
  ])("neutralises the formula-looking %j with an apostrophe", (input, output) => {
    expect(csvField(input)).toBe(output);
  });

  it.each([
    ["ACME;=2+5*10", `"'ACME;=2+5*10"`],
    ["ACME,=2+5*10", `"'ACME,=2+5*10"`],
    ["ACME\t=2+5*10", `"'ACME\t=2+5*10"`],
    ["Rao;+1 555", `"'Rao;+1 555"`],
    ["a;-2", `"'a;-2"`],
    ["a;@SUM(A1)", `"'a;@SUM(A1)"`],
    ["a;\tcmd", `"'a;\tcmd"`],
    ["a,\rcmd", `"'a,\rcmd"`],
  ])("neutralises the formula after a separator in %j", (input, output) => {
    expect(csvField(input)).toBe(output);
  });
});

describe("toCsv", () => {
  const columns = [
    { header: "name", value: (row: { name: string; qty: number }) => row.name },
    { header: "qty", value: (row: { name: string; qty: number }) => row.qty },
  ];

  it("writes a header record and CRLF after every record", () => {
    expect(
      toCsv(columns, [
        { name: "a", qty: 1 },
        { name: "b, c", qty: 2 },
      ]),
    ).toBe('name,qty\r\na,1\r\n"b, c",2\r\n');
  });

  it("writes only the header for no rows", () => {
    expect(toCsv(columns, [])).toBe("name,qty\r\n");
  });

  it("serves the document with a BOM", () => {
    expect(csvDocument(columns, []).startsWith(CSV_BOM)).toBe(true);
    expect(csvDocument(columns, []).slice(1)).toBe("name,qty\r\n");
  });

  it("reads back every value, with formula-looking ones behind an apostrophe", () => {
    const cell = fc.oneof(fc.string(), fc.stringMatching(/^[a-z;,\t=+\-@\r"]{0,8}$/));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { maxLength: 5 }), (rows) => {
        const width = Math.max(1, ...rows.map((row) => row.length));
        const padded = rows.map((row) => [...row, ...Array<string>(width - row.length).fill("x")]);
        const cols = Array.from({ length: width }, (_, i) => ({ header: `h${i}`, value: (row: string[]) => row[i] }));
        const parsed = parseCsv(toCsv(cols, padded));
        expect(parsed[0]).toEqual(cols.map((col) => col.header));
        expect(parsed.slice(1)).toEqual(
          padded.map((row) => row.map((v) => (/(?:^|[,;\t])[=+\-@\t\r]/.test(v) ? `'${v}` : v))),
        );
      }),
    );
  });

  it("joins records with csvRecord", () => {
    expect(csvRecord(["a", "=b", null])).toBe("a,'=b,");
  });
});

describe("download headers", () => {
  it("names the file after the day and sends it as an attachment", () => {
    expect(csvFileName("leads", new Date("2025-03-04T23:00:00Z"))).toBe("leads-2025-03-04.csv");
    expect(csvHeaders("leads-2025-03-04.csv")).toMatchObject({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="leads-2025-03-04.csv"',
    });
    expect(csvHeaders('a"b.csv')["Content-Disposition"]).toBe('attachment; filename="a_b.csv"');
  });
});
