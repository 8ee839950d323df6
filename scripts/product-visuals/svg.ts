// Shared pieces of the product visuals: the site's colours (app/app.css),
// text and shape helpers, and the document wrapper that gives every file its
// accessible name and keeps its motion behind prefers-reduced-motion.

export const colour = {
  ink: "#1c1c1c",
  paper: "#fafaf8",
  signal: "#ffc400",
  soft: "#fff6d6",
  muted: "#595959",
  white: "#ffffff",
  red: "#ff5a4f",
  deepRed: "#c4271d",
  panel: "#2b2b2b",
  line: "#e3e3de",
  grey: "#9a9a94",
};

const font = `ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif`;

/** Text classes every visual may use: size, weight and colour in one short name. */
const baseStyle = [
  `text{font-family:${font};fill:${colour.ink}}`,
  `.b{font-weight:700}.s{font-weight:600}`,
  `.w{fill:${colour.white}}.m{fill:${colour.muted}}.y{fill:${colour.signal}}.r{fill:${colour.deepRed}}.g{fill:${colour.grey}}`,
  `.f9{font-size:9px}.f10{font-size:10px}.f11{font-size:11px}.f12{font-size:12px}.f13{font-size:13px}.f14{font-size:14px}.f16{font-size:16px}.f18{font-size:18px}.f22{font-size:22px}.f28{font-size:28px}.f36{font-size:36px}`,
  `.e{text-anchor:end}.c{text-anchor:middle}`,
].join("");

export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A number with at most one decimal, the precision every coordinate is written with. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export function text(x: number, y: number, content: string, classes: string, extra = "") {
  return `<text x="${n(x)}" y="${n(y)}" class="${classes}"${extra ? ` ${extra}` : ""}>${escapeXml(content)}</text>`;
}

/** Lines of one paragraph, `leading` apart from the baseline `y` down. */
export function textLines(x: number, y: number, leading: number, lines: string[], classes: string) {
  return lines.map((line, i) => text(x, y + i * leading, line, classes)).join("");
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = "") {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function polyline(points: [number, number][]) {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`;
}

/** The Marut mark: a signal-yellow M in a rounded square, as on the favicon. */
export function mark(x: number, y: number, size: number) {
  const k = size / 120;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(k * 1000) / 1000})"><rect width="120" height="120" rx="26" fill="#262626" stroke="${colour.signal}" stroke-width="6"/><path d="M26 90V30l34 34 34-34v60" fill="none" stroke="${colour.signal}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/></g>`;
}

/** The dark title bar of an application window, with the mark and a screen name. */
export function windowBar(width: number, title: string, right: string) {
  return [
    rect(0, 0, width, 36, colour.ink),
    mark(12, 8, 20),
    text(40, 23, title, "f13 s w"),
    text(width - 14, 23, right, "f11 e g"),
  ].join("");
}

/** How long a screen may move after it appears (WCAG 2.2.2: motion that starts by itself stops within 5 s). */
const motionSeconds = 5;

/**
 * The screens' motion, made to end: every `animation` that loops is given as many rounds as fit in
 * `motionSeconds` (less its delay and the longest `animation-delay` of the sheet), an even number when
 * it alternates so that it comes back to where it started; the loops longer than that run once, faster,
 * the longest in all the room and the others in the same proportion.
 * It then rests on its last frame. A looping image is also repainted every frame for as long as the
 * page is open, which on the home page took half of a throttled phone's main thread.
 */
export function briefMotion(motion: string): string {
  const delays = [...motion.matchAll(/animation-delay:([\d.]+)s/g)].map((match) => Number(match[1]));
  const room = motionSeconds - Math.max(0, ...delays) - 0.1;
  // Loops longer than the room keep their relative speeds: the longest is fitted to it, the others scaled alike.
  const durations = [...motion.matchAll(/animation:[^;}]*?\s([\d.]+)s[^;}]*infinite/g)].map((match) =>
    Number(match[1]),
  );
  const squeeze = Math.min(1, room / Math.max(room, ...durations));
  return motion.replace(/animation:([^;}]+)/g, (whole, declaration: string) => {
    const tokens = declaration.trim().split(/\s+/);
    if (!tokens.includes("infinite")) return whole;
    const times = tokens.filter((token) => /^[\d.]+s$/.test(token));
    const delay = Number.parseFloat(times[1] ?? "0");
    let duration = Number.parseFloat(times[0] ?? "1");
    let rounds = Math.floor((room - delay) / duration);
    if (tokens.includes("alternate") && rounds > 1 && rounds % 2 === 1) rounds--;
    if (rounds < 1) {
      duration = Math.floor(Math.min(duration * squeeze, room - delay) * 10) / 10;
      rounds = 1;
    }
    const briefTokens = tokens.map((token) =>
      token === "infinite" ? String(rounds) : token === times[0] ? `${duration}s` : token,
    );
    if (!tokens.some((token) => ["forwards", "both", "backwards"].includes(token))) briefTokens.push("forwards");
    return `animation:${briefTokens.join(" ")}`;
  });
}

export function svgDocument({
  width,
  height,
  title,
  style = "",
  motion = "",
  body,
}: {
  width: number;
  height: number;
  title: string;
  style?: string;
  motion?: string;
  body: string;
}) {
  const motionStyle = motion ? `@media (prefers-reduced-motion:no-preference){${briefMotion(motion)}}` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="title"><title id="title">${escapeXml(title)}</title><style>${baseStyle}${style}${motionStyle}</style>${body}</svg>\n`;
}
