import type { ReactNode } from "react";

/**
 * Renders the small Markdown subset staff write in job descriptions: "##"
 * and "###" headings, "-" or "*" bullet lists, paragraphs, **bold**. Output is
 * React elements, never raw HTML, so nothing in the text can inject markup.
 */
export function Markdown({ source, headingOffset = 0 }: { source: string; headingOffset?: 0 | 1 }) {
  const blocks: ReactNode[] = [];
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) {
      blocks.push(
        <p key={blocks.length} className="mt-2">
          {inline(paragraph.join(" "))}
        </p>,
      );
      paragraph = [];
    }
    if (list.length > 0) {
      blocks.push(
        <ul key={blocks.length} className="mt-2 list-disc space-y-0.5 pl-3">
          {list.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity beyond their position
            <li key={index}>{inline(item)}</li>
          ))}
        </ul>,
      );
      list = [];
    }
  };
  for (const line of lines) {
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = (heading[1]?.length ?? 2) + headingOffset;
      const Tag = level === 2 ? "h2" : level === 3 ? "h3" : "h4";
      blocks.push(
        <Tag key={blocks.length} className={level === 2 ? "mt-4 text-2xl font-bold" : "mt-3 text-xl font-semibold"}>
          {inline(heading[2] ?? "")}
        </Tag>,
      );
    } else if (bullet) {
      if (paragraph.length > 0) flush();
      list.push(bullet[1] ?? "");
    } else if (line.trim() === "") {
      flush();
    } else {
      if (list.length > 0) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return <>{blocks}</>;
}

function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, index) =>
    part.startsWith("**") && part.endsWith("**") ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: fragments of one line
      <strong key={index}>{part.slice(2, -2)}</strong>
    ) : (
      part
    ),
  );
}
