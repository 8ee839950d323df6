import { describe, expect, it } from "vitest";
import { contentFiles } from "./content.server.ts";
import { withoutRetiredFields } from "./schema.ts";
import { pdfPageCount, whitepaperPdf } from "./whitepaper-pdf.server.ts";

const papers = contentFiles().byCollection.whitepapers;
/** The pages of a PDF counted the other way: its page objects, one `/Type /Page` each. */
const pageObjects = (file: Buffer) => file.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

describe("a whitepaper's PDF", () => {
  it("states the page count and size of the file it is: read from the file, never typed", async () => {
    expect(papers.length).toBeGreaterThan(0);
    for (const paper of papers) {
      const pdf = await whitepaperPdf(paper);
      expect(pdf.file.subarray(0, 5).toString(), paper.slug).toBe("%PDF-");
      expect(pdf.pages, paper.slug).toBe(pageObjects(pdf.file));
      expect(pdf.pages, paper.slug).toBeGreaterThan(1);
      expect(pdf.bytes, paper.slug).toBe(pdf.file.length);
      expect("pages" in paper.data, `${paper.slug} types no page count`).toBe(false);
    }
  });

  it("is rendered once per item: the page and the download read the same file", async () => {
    const [paper] = papers;
    if (!paper) throw new Error("content/ needs a whitepaper");
    const first = await whitepaperPdf(paper);
    expect(await whitepaperPdf(paper)).toBe(first);
  });

  it("reads the page count from the page tree's root", () => {
    const tree = Buffer.from(
      "%PDF-1.7\n1 0 obj\n<<\n/Type /Pages\n/Count 7\n/Kids [2 0 R 3 0 R]\n>>\nendobj\n2 0 obj\n<<\n/Type /Pages\n/Parent 1 0 R\n/Count 3\n>>\nendobj\n",
    );
    expect(pdfPageCount(tree)).toBe(7);
    expect(pdfPageCount(Buffer.from("%PDF-1.7\nno page tree"))).toBe(0);
  });

  it("keeps whitepapers saved with a typed page count on the site: the retired field is dropped before the check", () => {
    const [paper] = papers;
    if (!paper) throw new Error("content/ needs a whitepaper");
    const stored = { ...paper.data, pages: 32 };
    expect(withoutRetiredFields("whitepapers", stored)).toEqual(paper.data);
    expect(withoutRetiredFields("blogs", { pages: 3 })).toEqual({ pages: 3 });
  });
});
