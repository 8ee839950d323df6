import type { AnyAnswer } from "./expect-status.ts";

/** A CSV file the API answered: the answer (status, headers), its first three bytes (the UTF-8 BOM) and the text after them. */
export async function csvDownload(answer: AnyAnswer | Promise<AnyAnswer>) {
  const res = await answer;
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    res,
    bom: [...bytes.slice(0, 3)],
    text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.slice(3)),
  };
}
