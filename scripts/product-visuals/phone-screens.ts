// The phone compositions of the product screens: the same moment as each
// 640 × 480 screen, redrawn 340 wide with fewer, larger parts, so that on a
// 390 px phone (where the picture is about 366 px wide) no text is smaller
// than 13 CSS px. The pages pick them with <picture> below 40rem.
import { driverScene, liveMap } from "./scenes.ts";
import { eventBars, roadMotion, roadReadings, roadScene, roadSky, scoreRing, streakCard } from "./screens.ts";
import { colour, mark, n, polyline, rect, svgDocument, text, textLines } from "./svg.ts";

/** The width every phone composition is drawn at. */
export const PHONE_WIDTH = 340;
const W = PHONE_WIDTH;

const card = (x: number, y: number, width: number, height: number, fill = colour.white, extra = "") =>
  rect(x, y, width, height, fill, `rx="10"${extra ? ` ${extra}` : ""}`);
const frame = (height: number) => `<clipPath id="frame"><rect width="${W}" height="${height}" rx="14"/></clipPath>`;
/** A phone screen of `height`, clipped to its rounded frame, titled with the page's alt text. */
const phoneScreen = (title: string, height: number, content: string[], motion = "", defs = "") =>
  svgDocument({
    width: W,
    height,
    title,
    motion,
    body: `${defs}${frame(height)}<g clip-path="url(#frame)">${content.join("")}</g>`,
  });
/** The dark title bar of an application, with the mark and a screen name. */
const titleBar = (title: string) => [rect(0, 0, W, 44, colour.ink), mark(14, 10, 24), text(48, 28, title, "f14 s w")];

/**
 * A phone on the Fleet Sense live map: the map (`mapHeight` tall) under the title bar on `background`, then
 * `content`, placed from the point of the vehicle the screens follow; `motion` adds to the map's own animation.
 */
function liveMapPhone(
  title: string,
  height: number,
  { background, mapHeight, motion = "" }: { background: string; mapHeight: number; motion?: string },
  content: (vehicle: [number, number]) => string[],
) {
  const live = liveMap({ x: 0, y: 44, width: W, height: mapHeight }, "", { labels: false });
  return phoneScreen(
    title,
    height,
    [
      rect(0, 0, W, height, background),
      live.svg,
      ...titleBar("Fleet Sense · Live map"),
      ...content(live.at("vadodara")),
    ],
    `${live.motion}${motion}`,
  );
}

export function homePhone(title: string, height: number) {
  const steps: [string, string[]][] = [
    ["0.3 s", ["Cabin Alerts warned", "the driver"]],
    ["41 s", ["Life Savers analyst", "confirmed on video"]],
    ["94 s", ["Calling the driver,", "in Hindi"]],
  ];
  // The live map above, the in-cab view and the event's timeline below it: 120 units further down than the map.
  const top = 120;
  return liveMapPhone(
    title,
    height,
    {
      background: colour.ink,
      mapHeight: 120,
      motion: ".call{animation:call 1s ease-in-out infinite alternate}@keyframes call{from{opacity:1}to{opacity:0.25}}",
    },
    ([vx, vy]) => [
      `<path d="M${n(vx)} ${n(vy + 6)}L${n(vx)} ${top + 54}" stroke="${colour.signal}" stroke-width="2" stroke-dasharray="4 3"/>`,
      `<g transform="translate(0 ${top})">`,
      `<clipPath id="thumb"><rect x="12" y="54" width="316" height="168" rx="10"/></clipPath><g clip-path="url(#thumb)"><g transform="translate(12 54) scale(0.494)">${driverScene({ labels: false })}</g></g>`,
      `<rect x="24" y="66" width="92" height="26" rx="5" fill="${colour.red}"/>`,
      text(70, 84, "CRITICAL", "f13 b w c"),
      text(12, 254, "Fatigue · TRK-118", "f18 b w"),
      text(12, 276, "Eyes closed 1.6 s · 68 km/h", "f14 g"),
      `<path d="M12 292H328" stroke="#3a3a3a"/>`,
      `<path d="M24 320V412" stroke="#3a3a3a" stroke-width="2"/>`,
      steps
        .map(([time, lines], i) => {
          const y = 320 + i * 46;
          const last = i === steps.length - 1;
          return `<circle cx="24" cy="${y - 5}" r="6" fill="${last ? colour.signal : colour.white}"${last ? ` class="call"` : ""}/>${text(42, y, time, "f16 b y")}${textLines(104, y, 18, lines, "f14 w")}`;
        })
        .join(""),
      text(12, height - top - 18, "NH48 near Vadodara", "f13 g"),
      "</g>",
    ],
  );
}

export function cabinVisionPhone(title: string, height: number) {
  const left = 20;
  const right = W - 20;
  const x = (second: number) => left + ((right - left) * second) / 10;
  const events: [number, string, string][] = [
    [3.1, "Head drops", colour.signal],
    [5.0, "Eyes close", colour.red],
    [6.8, "Cabin Alerts sounds", colour.ink],
    [7.4, "Eyes on the road", colour.muted],
  ];
  return phoneScreen(
    title,
    height,
    [
      rect(0, 0, W, height, colour.white),
      `<g transform="scale(0.531)">${driverScene({ labels: false })}</g>`,
      `<rect x="98" y="12" width="144" height="28" rx="6" fill="${colour.red}"/>`,
      text(170, 31, "Eyes closed 1.6 s", "f14 b w c"),
      rect(0, 150, W, 31, "rgba(0,0,0,0.6)"),
      `<g class="rec"><circle cx="18" cy="165" r="5" fill="${colour.red}"/></g>`,
      text(30, 170, "TRK-118 · 02:14:06", "f13 s w"),
      text(left, 212, "Event · Fatigue (critical)", "f16 b"),
      text(left, 232, "10-second clip", "f13 m"),
      `<rect x="${left}" y="256" width="${right - left}" height="8" rx="4" fill="${colour.line}"/>`,
      `<rect x="${n(x(5))}" y="254" width="${n(x(6.6) - x(5))}" height="12" rx="3" fill="${colour.red}"/>`,
      events
        .map(
          ([second, , fill]) =>
            `<circle cx="${n(x(second))}" cy="260" r="6" fill="${fill}" stroke="${colour.white}" stroke-width="2"/>`,
        )
        .join(""),
      `<g class="playhead" transform="translate(${n(x(6))} 0)"><path d="M0 244V276" stroke="${colour.ink}" stroke-width="2"/><path d="M-6 240H6L0 247Z" fill="${colour.ink}"/></g>`,
      text(left, 294, "0 s", "f13 m"),
      text(x(5), 294, "5 s", "f13 m c"),
      text(right, 294, "10 s", "f13 m e"),
      `<path d="M${left} 310H${right}" stroke="${colour.line}"/>`,
      events
        .map(([second, label, fill], i) => {
          const y = 340 + i * 34;
          return `<circle cx="${left + 6}" cy="${y - 5}" r="6" fill="${fill}" stroke="${colour.ink}" stroke-width="1"/>${text(left + 22, y, `${second.toFixed(1)} s`, "f14 b")}${text(left + 78, y, label, "f14")}`;
        })
        .join(""),
    ],
    `.playhead{animation:playhead 10s linear infinite}@keyframes playhead{from{transform:translate(${left}px,0)}to{transform:translate(${right}px,0)}}.rec{animation:blink 1s steps(2) infinite}@keyframes blink{50%{opacity:0}}`,
  );
}

export function cabinAlertsPhone(title: string, height: number) {
  const steps: [string, string, string, string][] = [
    ["0.3 s", "Tone, light and voice", "“Stay awake. Take a break.”", colour.signal],
    ["4 s", "Louder, seat vibrates", "Only if the eyes stay closed", colour.white],
    ["1 s", "Sent to Life Savers", "An analyst reviews the clip", colour.red],
    ["Logged", "Driver responded in 1.2 s", "Clip saved to the event", colour.grey],
  ];
  return phoneScreen(
    title,
    height,
    [
      rect(0, 0, W, height, colour.panel),
      text(20, 32, "Alert unit · TRK-118 · 02:14", "f13 s g"),
      `<rect class="led" x="20" y="44" width="300" height="6" rx="3" fill="${colour.red}"/>`,
      card(20, 62, 300, 84, colour.white),
      `<path d="M56 146L68 164L88 146Z" fill="${colour.white}"/>`,
      textLines(38, 96, 30, ["“Stay awake.", "Take a break.”"], "f22 b"),
      `<g class="waves" fill="none" stroke="${colour.signal}" stroke-width="4" stroke-linecap="round"><path d="M268 92a20 20 0 0 1 0 30"/><path d="M280 82a34 34 0 0 1 0 50" opacity="0.65"/></g>`,
      card(12, 180, 316, height - 192, colour.white),
      text(30, 212, "Escalation · Fatigue", "f16 b"),
      `<path d="M42 246V${246 + 3 * 66}" stroke="${colour.line}" stroke-width="3"/>`,
      steps
        .map(([time, what, detail, fill], i) => {
          const y = 246 + i * 66;
          return `<circle cx="42" cy="${y}" r="9" fill="${fill}" stroke="${colour.ink}" stroke-width="2"/>${text(62, y + 5, time, "f13 b m")}${text(62, y + 25, what, "f14 b")}${text(62, y + 43, detail, "f13 m")}`;
        })
        .join(""),
      `<circle class="step" cx="42" cy="246" r="15" fill="none" stroke="${colour.signal}" stroke-width="3"/>`,
    ],
    ".led{animation:led 0.8s ease-in-out infinite alternate}@keyframes led{from{opacity:1}to{opacity:0.2}}.waves path{animation:led 0.8s ease-in-out infinite alternate}.waves path:nth-child(2){animation-delay:0.2s}.step{animation:step 8s steps(1) infinite}@keyframes step{0%{transform:translateY(0)}25%{transform:translateY(66px)}50%{transform:translateY(132px)}75%{transform:translateY(198px)}}",
  );
}

export function roadSensePhone(title: string, height: number) {
  // The camera view around the truck ahead: the 640 × 480 scene at 0.7, its middle in view.
  const scale = 0.7;
  const dx = W / 2 - 320 * scale;
  const boxX = 210 * scale + dx;
  const boxY = 158 * scale;
  return phoneScreen(
    title,
    height,
    [
      roadSky,
      rect(0, 0, W, height, colour.ink),
      `<g transform="translate(${n(dx)} 0) scale(${scale})">${roadScene()}</g>`,
      `<g class="warn"><rect x="20" y="14" width="300" height="38" rx="19" fill="${colour.red}"/>`,
      text(170, 39, "COLLISION WARNING", "f16 b w c"),
      "</g>",
      rect(boxX - 1, boxY - 26, 158, 26, colour.red),
      text(boxX + 6, boxY - 8, "Truck · 14 m ahead", "f14 b w"),
      card(12, 296, 316, height - 308, "#262626"),
      text(28, 324, "Time to collision", "f14 g"),
      text(28, 366, "2.1 s", "f36 b y"),
      text(132, 366, "warns below 2.7 s", "f14 g"),
      roadReadings([28, 128, 228], 398, 420, "f13 g"),
      `<path d="M28 436H312" stroke="#3a3a3a"/>`,
      text(28, 460, "Lane: centred, no drift", "f14 s w"),
    ],
    roadMotion,
  );
}

export function fleetSensePhone(title: string, height: number) {
  const chips: [string, string, number][] = [
    ["186 moving", colour.signal, 24],
    ["22 parked", colour.grey, 134],
    ["6 alerts", colour.red, 236],
  ];
  return liveMapPhone(title, height, { background: colour.paper, mapHeight: 250 }, ([vx, vy]) => [
    card(10, 54, 320, 32, colour.white, `stroke="${colour.line}"`),
    chips
      .map(
        ([label, fill, x]) =>
          `<circle cx="${x}" cy="70" r="5" fill="${fill}" stroke="${colour.ink}" stroke-width="1"/>${text(x + 11, 75, label, "f13 s")}`,
      )
      .join(""),
    `<path d="M${n(vx)} ${n(vy + 6)}L${n(vx)} 306" stroke="${colour.ink}" stroke-width="1.5"/>`,
    card(10, 306, 320, 84, colour.white, `stroke="${colour.line}"`),
    rect(20, 318, 4, 60, colour.red, `rx="2"`),
    text(36, 336, "TRK-118 · Fatigue", "f16 b"),
    text(36, 356, "Eyes closed 1.6 s, 68 km/h", "f14 m"),
    text(36, 376, "NH48 near Vadodara · 02:14", "f13 m"),
    card(10, 400, 320, height - 410, colour.white, `stroke="${colour.line}"`),
    text(24, 426, "Trips · last 24 hours", "f14 b"),
    text(316, 426, "1,284", "f14 s m e"),
    [
      ["BUS-042", "Dar es Salaam → Dodoma", "on trip"],
      ["VAN-331", "Dubai → Abu Dhabi", "1 h 32 min"],
    ]
      .map(
        ([id, route, time], i) =>
          `<path d="M24 ${438 + i * 44}H316" stroke="${colour.line}"/>${text(24, 458 + i * 44, id ?? "", "f14 b")}${text(316, 458 + i * 44, time ?? "", "f13 m e")}${text(24, 476 + i * 44, route ?? "", "f13 m")}`,
      )
      .join(""),
  ]);
}

export function marutInsightsPhone(title: string, height: number) {
  const kpis: [string[], string, string][] = [
    [["Fleet risk score"], "38", "▼ 21%"],
    [["Critical events", "per 1,000 km"], "0.42", "▼ 35%"],
  ];
  return phoneScreen(
    title,
    height,
    [
      rect(0, 0, W, height, colour.paper),
      ...titleBar("Marut Insights · Fleet risk"),
      kpis
        .map(([label, value, change], i) => {
          const x = 10 + i * 164;
          return `${card(x, 54, 156, 104, colour.white, `stroke="${colour.line}"`)}${textLines(x + 12, 76, 17, label, "f13 m")}${text(x + 12, 140, value, "f28 b")}${text(x + 144, 140, change, "f13 s m e")}`;
        })
        .join(""),
      card(10, 168, 320, 226, colour.white, `stroke="${colour.line}"`),
      text(24, 194, "Events by type · 4 weeks", "f14 b"),
      eventBars(24, 140, 212, "phone"),
      card(10, 404, 320, height - 414, colour.white, `stroke="${colour.line}"`),
      text(24, 430, "Coaching list · this week", "f14 b"),
      [
        ["Ravi K. · TRK-118", 72, "▲ 9"],
        ["Joseph M. · BUS-042", 64, "▲ 4"],
      ]
        .map(
          ([name, risk, change], i) =>
            `<path d="M24 ${442 + i * 30}H316" stroke="${colour.line}"/>${text(24, 462 + i * 30, String(name), "f14 s")}${text(264, 462 + i * 30, String(risk), "f14 b r e")}${text(316, 462 + i * 30, String(change), "f13 s r e")}`,
        )
        .join(""),
    ],
    ".bar{transform-box:fill-box;transform-origin:left;animation:grow 1.2s ease-out both}@keyframes grow{from{transform:scaleX(0)}}",
  );
}

export function lifeSaversPhone(title: string, height: number) {
  const steps: [string, string, string, string][] = [
    ["02:14:06", "", "Event detected", "Fatigue, critical · TRK-118"],
    ["02:14:47", "+41 s", "Analyst sees the clip", "Confirms a microsleep"],
    ["02:15:40", "+94 s", "Call to the driver", "Hands-free, in Hindi"],
    ["02:31", "+17 min", "Resolved", "Parked at a rest area"],
  ];
  const row = 100;
  const top = 60;
  return phoneScreen(
    title,
    height,
    [
      rect(0, 0, W, height, colour.paper),
      ...titleBar("Life Savers · Console"),
      `<path d="M26 ${top + 24}V${top + 24 + row * 3}" stroke="${colour.line}" stroke-width="3"/>`,
      `<circle class="flow" cx="26" cy="${top + 24}" r="5" fill="${colour.signal}" stroke="${colour.ink}" stroke-width="1.5"/>`,
      steps
        .map(([time, delta, heading, detail], i) => {
          const y = top + i * row;
          return [
            `<circle cx="26" cy="${y + 24}" r="8" fill="${i === 3 ? colour.ink : colour.white}" stroke="${colour.ink}" stroke-width="2"/>`,
            card(46, y, 284, row - 12, colour.white, `stroke="${colour.line}"`),
            text(60, y + 26, time, "f14 b"),
            delta ? text(316, y + 26, delta, "f13 s m e") : "",
            text(60, y + 50, heading, "f16 b"),
            text(60, y + 72, detail, "f14 m"),
          ].join("");
        })
        .join(""),
    ],
    `.flow{animation:flow 6s ease-in-out infinite}@keyframes flow{from{transform:translateY(0)}to{transform:translateY(${row * 3}px)}}`,
  );
}

export function happyDriverPhone(title: string, height: number) {
  const ringLength = 2 * Math.PI * 50;
  const weeks = [74, 78, 77, 82, 84, 86, 89, 92];
  const tip = ["Keep a three-second gap on", "the Mombasa road: most of", "last month's alerts were", "tailgating."];
  return phoneScreen(
    title,
    height,
    [
      rect(0, 0, W, height, colour.paper),
      text(20, 40, "Habari, Amina", "f22 b"),
      text(20, 62, "TRK-207 · Nairobi depot", "f14 m"),
      scoreRing(84, 136, 50, 11, [8, 28, "f13 m c"]),
      text(156, 118, "Safety score", "f16 b"),
      text(156, 140, "▲ 6 this month", "f14 s"),
      `<path d="${polyline(weeks.map((s, i) => [156 + i * 22, 178 - (s - 70) * 0.9]))}" fill="none" stroke="${colour.ink}" stroke-width="2.5" stroke-linejoin="round"/>`,
      `<circle cx="310" cy="${n(178 - 22 * 0.9)}" r="4.5" fill="${colour.signal}" stroke="${colour.ink}" stroke-width="2"/>`,
      streakCard(12, 206, 316, 76, "phone"),
      card(12, 294, 316, height - 306, colour.soft),
      text(30, 322, "COACHING TIP", "f13 b m"),
      textLines(30, 348, 22, tip, "f16 s"),
      text(30, height - 30, "Watch your clip ▸", "f14 b"),
    ],
    `.score{animation:score 1.6s ease-out both}@keyframes score{from{stroke-dasharray:0 ${n(ringLength)}}}`,
  );
}
