// Draws the product screens the home page and the product pages show (fleet
// map, in-cab event, alert escalation, collision warning, risk dashboard,
// event-to-call flow, driver app) as standalone SVG files under
// public/product/. They are images, not components, so they cost the pages no
// JavaScript. Run it again after changing a visual or its alt text:
// `npm run assets:product`. The output is deterministic and committed.
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { renderProductVisuals } from "./product-visuals/index.ts";

const root = path.resolve(import.meta.dirname, "..");
const outputDir = path.join(root, "public", "product");
const files = renderProductVisuals();

await mkdir(outputDir, { recursive: true });
for (const name of await readdir(outputDir)) {
  if (!files.has(`product/${name}`)) await rm(path.join(outputDir, name));
}
for (const [file, svg] of files) {
  await writeFile(path.join(root, "public", file), svg);
  process.stdout.write(`Wrote public/${file} (${(Buffer.byteLength(svg) / 1024).toFixed(1)} kB)\n`);
}
