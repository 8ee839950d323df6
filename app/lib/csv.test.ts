import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../tests/support/parse-csv.ts";
import { CSV_BOM, csvDocument, csvField, csvFileName, csvHeaders, csvRecord, toCsv } from "./csv.ts";

describe("csvField", () => {
  it("leaves plain text alone", () => {
    expect(csvField("Deccan Logistics")).toBe("Deccan Logistics");
    expect(csvField("Müller & Söhne")).toBe("Müller & Söhne");
  });

  it("quotes fields with a comma, a quote, CR or LF and doubles the quotes", () => {
    expect(csvField("Rao, Asha")).toBe('"Rao, Asha"');
    expect(csvField('The "best" fleet')).toBe('"The ""best"" fleet"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
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

  it("quotes fields with a semicolon or a TAB, which spreadsheets may split at", () => {
    expect(csvField("ACME;Ltd")).toBe('"ACME;Ltd"');
    expect(csvField("ACME\tLtd")).toBe('"ACME\tLtd"');
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

  it("leaves a separator followed by ordinary text without an apostrophe", () => {
    expect(csvField("Rao; Asha")).toBe('"Rao; Asha"');
    expect(csvField("2+5=7")).toBe("2+5=7");
  });

  it("neutralises and then quotes", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("\rx")).toBe('"\'\rx"');
  });

  it("writes dates as ISO 8601, null as empty and keeps numbers as numbers", () => {
    expect(csvField(new Date("2025-01-31T10:00:00Z"))).toBe("2025-01-31T10:00:00.000Z");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(12)).toBe("12");
    expect(csvField(true)).toBe("true");
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
