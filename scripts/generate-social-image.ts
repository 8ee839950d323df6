// Draws the default social sharing image (Open Graph / Twitter card) from the
// brand facts and writes public/social-card.png (1200 × 630). Run it again when
// the name or tagline changes: `npm run assets:social`.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { brand } from "#app/lib/brand.ts";

const root = path.resolve(import.meta.dirname, "..");
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#1c1c1c"/>
  <path d="M930 630 L1070 0 L1130 0 L1200 200 V630 Z" fill="#fafaf8" opacity="0.06"/>
  <g fill="#ffc400">
    <rect x="1088" y="40" width="14" height="60"/><rect x="1078" y="160" width="18" height="80"/>
    <rect x="1064" y="310" width="24" height="100"/><rect x="1046" y="480" width="30" height="130"/>
  </g>
  <g transform="translate(96 120)">
    <rect width="120" height="120" rx="26" fill="#262626" stroke="#ffc400" stroke-width="4"/>
    <path d="M26 90V30l34 34 34-34v60" fill="none" stroke="#ffc400" stroke-width="13" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M60 79v11" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>
    <text x="156" y="86" font-family="DejaVu Sans" font-weight="bold" font-size="64" letter-spacing="10" fill="#ffffff">${escapeXml(brand.name.toUpperCase())}</text>
  </g>
  <text x="96" y="370" font-family="DejaVu Sans" font-weight="bold" font-size="58" fill="#ffffff">${escapeXml(brand.tagline)}</text>
  <text x="96" y="440" font-family="DejaVu Sans" font-size="30" fill="#e6e6e6">In-cab vision, ADAS alerts, fleet telematics</text>
  <text x="96" y="482" font-family="DejaVu Sans" font-size="30" fill="#e6e6e6">and a 24/7 monitoring team.</text>
  <text x="96" y="560" font-family="DejaVu Sans" font-size="26" fill="#ffc400">India · Tanzania · United Arab Emirates</text>
</svg>`;

const png = new Resvg(svg, {
  fitTo: { mode: "width", value: 1200 },
  font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
}).render();
const file = path.join(root, "public", "social-card.png");
await writeFile(file, png.asPng());
process.stdout.write(`Wrote ${path.relative(root, file)} (${png.width}×${png.height})\n`);
