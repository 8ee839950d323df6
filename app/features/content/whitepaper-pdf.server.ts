import { Lexer, type Token, type Tokens } from "marked";
import PDFDocument from "pdfkit";
import { brand } from "#app/lib/brand.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { ContentItem, PdfFacts } from "./schema.ts";

const ink = "#1c1c1c";
const muted = "#555555";
const accent = "#b38600";

/** Inline Markdown to plain text: emphasis markers and link targets dropped. */
function inlineText(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((token) => {
      if ("tokens" in token && token.tokens) return inlineText(token.tokens, "text" in token ? String(token.text) : "");
      if (token.type === "br") return "\n";
      return "text" in token ? String(token.text) : token.raw;
    })
    .join("")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** The number of pages of a PDF, from the `/Count` of its page tree's root (the largest count of its `/Pages` nodes). */
export function pdfPageCount(file: Buffer): number {
  const text = file.toString("latin1");
  let pages = 0;
  for (const node of text.matchAll(/<<((?:(?!<<|>>)[\s\S])*?\/Type\s*\/Pages\b(?:(?!<<|>>)[\s\S])*)>>/g)) {
    const count = /\/Count\s+(\d+)/.exec(node[1] ?? "");
    if (count) pages = Math.max(pages, Number(count[1]));
  }
  return pages;
}

const rendered = new WeakMap<ContentItem<"whitepapers">, Promise<{ file: Buffer } & PdfFacts>>();

/**
 * A whitepaper's PDF with its page count and size, rendered once per version of the item: the page that offers the
 * download and the download itself read the same file.
 */
export function whitepaperPdf(item: ContentItem<"whitepapers">): Promise<{ file: Buffer } & PdfFacts> {
  let pdf = rendered.get(item);
  if (!pdf) {
    pdf = renderWhitepaperPdf(item).then((file) => ({ file, pages: pdfPageCount(file), bytes: file.length }));
    rendered.set(item, pdf);
    // A failed render is not kept: the next request tries again.
    pdf.catch(() => rendered.delete(item));
  }
  return pdf;
}

/**
 * The whitepaper as a PDF: a cover page with the title and summary, then the
 * full text with its headings, lists, tables and quotes. Built on request from
 * the same Markdown as the site, so the two never disagree.
 */
export function renderWhitepaperPdf(item: ContentItem<"whitepapers">): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    info: {
      Title: item.title,
      Author: `${brand.legalName}`,
      Subject: item.description,
      Keywords: item.tags.join(", "),
    },
    pdfVersion: "1.7",
    lang: "en",
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 128;
  /** A block of text in one colour, font and size, then `spaceAfter` lines of space. */
  const textBlock = (
    text: string,
    style: { color: string; font: string; size: number },
    options: PDFKit.Mixins.TextOptions,
    spaceAfter: number,
  ) => {
    doc.fillColor(style.color).font(style.font).fontSize(style.size).text(text, options);
    doc.moveDown(spaceAfter);
  };

  // Cover
  doc.rect(0, 0, doc.page.width, 180).fill(ink);
  doc
    .fillColor("#ffc400")
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(brand.name.toUpperCase(), 64, 64, { characterSpacing: 3 });
  doc.fillColor("#ffffff").font("Helvetica").fontSize(11).text("Whitepaper", 64, 90);
  doc.fillColor(ink).font("Helvetica-Bold").fontSize(26).text(item.title, 64, 230, { width });
  doc.moveDown(0.6);
  textBlock(`${item.author} · ${formatDate(item.date)}`, { color: muted, font: "Helvetica", size: 11 }, { width }, 1.5);
  doc.fillColor(ink).fontSize(12);
  for (const paragraph of item.data.summary.split(/\n\s*\n/)) {
    doc.text(paragraph.trim(), { width, lineGap: 3 });
    doc.moveDown(0.8);
  }
  doc.moveDown(0.5);
  doc.fillColor(accent).font("Helvetica-Bold").fontSize(12).text("Key findings", { width });
  doc.moveDown(0.4);
  doc.fillColor(ink).font("Helvetica").fontSize(11);
  doc.list(item.data.highlights, { width, bulletRadius: 2, lineGap: 3, paragraphGap: 4 });

  // Body
  doc.addPage();
  const tokens = new Lexer({ gfm: true }).lex(item.body);
  for (const token of tokens) {
    switch (token.type) {
      case "heading": {
        const heading = token as Tokens.Heading;
        doc.moveDown(heading.depth <= 2 ? 1 : 0.6);
        const text = inlineText(heading.tokens, heading.text);
        textBlock(text, { color: ink, font: "Helvetica-Bold", size: heading.depth <= 2 ? 16 : 13 }, { width }, 0.4);
        break;
      }
      case "paragraph": {
        const paragraph = token as Tokens.Paragraph;
        const text = inlineText(paragraph.tokens, paragraph.text);
        textBlock(text, { color: ink, font: "Helvetica", size: 11 }, { width, lineGap: 3 }, 0.7);
        break;
      }
      case "list": {
        const list = token as Tokens.List;
        doc.fillColor(ink).font("Helvetica").fontSize(11);
        doc.list(
          list.items.map((entry) => inlineText(entry.tokens, entry.text)),
          { width, listType: list.ordered ? "numbered" : "bullet", bulletRadius: 2, lineGap: 3, paragraphGap: 3 },
        );
        doc.moveDown(0.7);
        break;
      }
      case "blockquote": {
        const quote = token as Tokens.Blockquote;
        const text = inlineText(quote.tokens, quote.text);
        textBlock(
          text,
          { color: muted, font: "Helvetica-Oblique", size: 11 },
          { width: width - 24, indent: 24, lineGap: 3 },
          0.7,
        );
        break;
      }
      case "table": {
        const table = token as Tokens.Table;
        const columns = table.header.length;
        const columnWidth = width / columns;
        const row = (cells: Tokens.TableCell[], bold: boolean) => {
          const y = doc.y;
          let height = 0;
          cells.forEach((cell, index) => {
            doc
              .font(bold ? "Helvetica-Bold" : "Helvetica")
              .fontSize(10)
              .fillColor(ink);
            const text = inlineText(cell.tokens, cell.text);
            doc.text(text, 64 + index * columnWidth, y, { width: columnWidth - 8 });
            height = Math.max(height, doc.heightOfString(text, { width: columnWidth - 8 }));
          });
          doc.x = 64;
          doc.y = y + height + 6;
          doc
            .moveTo(64, doc.y - 3)
            .lineTo(64 + width, doc.y - 3)
            .strokeColor("#dddddd")
            .lineWidth(0.5)
            .stroke();
        };
        row(table.header, true);
        for (const cells of table.rows) row(cells, false);
        doc.moveDown(0.7);
        break;
      }
      case "code": {
        textBlock((token as Tokens.Code).text, { color: ink, font: "Courier", size: 9 }, { width }, 0.7);
        break;
      }
      case "hr":
        doc.moveDown(0.5);
        break;
      default:
        break;
    }
  }
  doc.moveDown(2);
  doc
    .fillColor(muted)
    .font("Helvetica")
    .fontSize(9)
    .text(
      `© ${item.date.slice(0, 4)} ${brand.legalName}. ${brand.siteUrl.replace("https://", "")} · ${brand.email.general}`,
      { width },
    );
  doc.end();
  return done;
}
