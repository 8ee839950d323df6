// One function per product screen. Each returns a complete SVG document of
// 640 × 480 whose accessible name is the alt text the page uses for it.
import { driverScene, liveMap } from "./scenes.ts";
import { colour, mark, n, polyline, rect, svgDocument, text, textLines, windowBar } from "./svg.ts";

const W = 640;
const H = 480;
const card = (x: number, y: number, width: number, height: number, fill = colour.white, extra = "") =>
  rect(x, y, width, height, fill, `rx="10"${extra ? ` ${extra}` : ""}`);
const shadow = `filter="url(#shadow)"`;
const shadowFilter = `<defs><filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="#000" flood-opacity="0.28"/></filter></defs>`;
const windowFrame = `<clipPath id="frame"><rect width="${W}" height="${H}" rx="14"/></clipPath>`;
/** A whole screen, titled with the page's alt text; `motion` plays only where motion is welcome. */
const screen = (title: string, body: string, motion: string) =>
  svgDocument({ width: W, height: H, title, motion, body });
/** An application window filling the screen, its content clipped to the rounded frame. */
const windowScreen = (title: string, content: string[], motion: string, defs = "") =>
  screen(title, `${defs}${windowFrame}<g clip-path="url(#frame)">${content.join("")}</g>`, motion);

export function fleetSense(title: string) {
  const live = liveMap({ x: 0, y: 36, width: W, height: H - 36 }, "");
  const [vx, vy] = live.at("vadodara");
  const fuel: [number, number][] = [
    [0, 380],
    [1, 362],
    [2, 341],
    [3, 322],
    [4, 301],
    [4.6, 300],
    [5.2, 262],
    [6, 248],
    [7, 227],
    [8, 205],
  ];
  const fx = (hour: number) => 230 + hour * 21;
  const fy = (litres: number) => 452 - ((litres - 180) / 220) * 64;
  const trips = [
    ["TRK-118", "Mumbai → Ahmedabad", "524 km", "on trip"],
    ["BUS-042", "Dar es Salaam → Dodoma", "452 km", "on trip"],
    ["VAN-331", "Dubai → Abu Dhabi", "139 km", "1 h 32 min"],
    ["TRK-207", "Mombasa → Nairobi", "485 km", "7 h 10 min"],
  ];
  const content = [
    live.svg,
    windowBar(W, "Fleet Sense · Live map", "02:15 IST · updated 4 s ago"),
    card(12, 48, 262, 30, colour.white, shadow),
    `<circle cx="28" cy="63" r="4" fill="${colour.signal}" stroke="${colour.ink}"/>`,
    text(37, 67, "186 moving", "f11 s"),
    `<circle cx="120" cy="63" r="4" fill="${colour.grey}"/>`,
    text(129, 67, "22 parked", "f11 s"),
    `<circle cx="204" cy="63" r="4" fill="${colour.red}"/>`,
    text(213, 67, "6 alerts", "f11 s"),
    `<path d="M${n(vx - 5)} ${n(vy + 4)}L384 232" stroke="${colour.ink}" stroke-width="1.2"/>`,
    card(244, 232, 146, 62, colour.white, shadow),
    rect(251, 240, 3, 46, colour.red, `rx="1.5"`),
    text(262, 250, "TRK-118 · Fatigue", "f12 b"),
    text(262, 267, "Eyes closed 1.6 s, 68 km/h", "f10 m"),
    text(262, 283, "NH48 near Vadodara · 02:14", "f10 m"),
    card(212, 340, 206, 128, colour.white, shadow),
    text(224, 359, "Fuel · BUS-042 · yesterday", "f12 b"),
    `<g stroke="${colour.line}" stroke-width="1">${[200, 300, 400].map((l) => `<path d="M230 ${n(fy(l))}H398"/>`).join("")}</g>`,
    [200, 300, 400].map((l) => text(226, fy(l) + 3, `${l} L`, "f9 m e")).join(""),
    `<path d="${polyline(fuel.map(([h, l]) => [fx(h), fy(l)]))}" fill="none" stroke="${colour.ink}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M${n(fx(4.6))} ${n(fy(300))}L${n(fx(5.2))} ${n(fy(262))}" stroke="${colour.red}" stroke-width="3"/>`,
    text(fx(5.2) + 6, fy(300) - 2, "−38 L parked", "f10 b r"),
    text(230, 464, "06:00", "f9 m"),
    text(398, 464, "14:00", "f9 m e"),
    card(428, 326, 200, 142, colour.white, shadow),
    text(440, 345, "Trips · last 24 hours", "f12 b"),
    text(616, 345, "1,284", "f11 s m e"),
    trips
      .map(
        ([id, route, km, time], i) =>
          `<path d="M440 ${354 + i * 28}H616" stroke="${colour.line}"/>${text(440, 368 + i * 28, id ?? "", "f11 b")}${text(616, 368 + i * 28, km ?? "", "f11 s e")}${text(440, 379 + i * 28, route ?? "", "f9 m")}${text(616, 379 + i * 28, time ?? "", "f9 m e")}`,
      )
      .join(""),
  ];
  return windowScreen(title, content, live.motion, shadowFilter);
}

export function home(title: string) {
  const live = liveMap({ x: 0, y: 36, width: 560, height: 364 }, "");
  const [vx, vy] = live.at("vadodara");
  const body = [
    `<clipPath id="map"><rect width="560" height="400" rx="14"/></clipPath>`,
    `<g clip-path="url(#map)">`,
    live.svg,
    windowBar(560, "Fleet Sense · Live map", "214 vehicles"),
    "</g>",
    `<path d="M${n(vx)} ${n(vy + 6)}L${n(vx)} 238" stroke="${colour.signal}" stroke-width="2" stroke-dasharray="4 3"/>`,
    `<g ${shadow}>`,
    card(300, 238, 340, 242, colour.ink),
    "</g>",
    `<clipPath id="thumb"><rect width="640" height="340" rx="28"/></clipPath><g transform="translate(312 250) scale(0.234)" clip-path="url(#thumb)">${driverScene({ labels: false })}</g>`,
    `<rect x="474" y="250" width="70" height="20" rx="4" fill="${colour.red}"/>`,
    text(509, 264, "CRITICAL", "f10 b w c"),
    text(474, 290, "Fatigue · TRK-118", "f14 b w"),
    text(474, 307, "Eyes closed 1.6 s", "f11 g"),
    text(474, 322, "68 km/h · 02:14:06", "f11 g"),
    `<path d="M312 344H628" stroke="#3a3a3a"/>`,
    [
      ["0.3 s", "Cabin Alerts warned the driver"],
      ["41 s", "Life Savers analyst confirmed on video"],
      ["94 s", "Calling the driver, in Hindi"],
    ]
      .map(
        ([time, what], i) =>
          `<circle cx="320" cy="${366 + i * 30}" r="5" fill="${i === 2 ? colour.signal : colour.white}"${i === 2 ? ` class="call"` : ""}/>${text(334, 370 + i * 30, time ?? "", "f12 b y")}${text(378, 370 + i * 30, what ?? "", "f12 w")}`,
      )
      .join(""),
    text(312, 462, "NH48 near Vadodara · Ahmedabad depot", "f10 g"),
  ].join("");
  return screen(
    title,
    shadowFilter + body,
    `${live.motion}.call{animation:call 1s ease-in-out infinite alternate}@keyframes call{from{opacity:1}to{opacity:0.25}}`,
  );
}

export function cabinVision(title: string) {
  const left = 24;
  const right = 616;
  const x = (second: number) => left + ((right - left) * second) / 10;
  const events: [number, string, string, number][] = [
    [3.1, "Head drops", colour.signal, -1],
    [5.0, "Eyes close", colour.red, 1],
    [6.8, "Cabin Alerts sounds", colour.ink, -1],
    [7.4, "Eyes on the road", colour.muted, 1],
  ];
  const body = [
    `<clipPath id="cam"><rect width="640" height="340" rx="14"/></clipPath>`,
    `<g clip-path="url(#cam)">${driverScene({ labels: true })}</g>`,
    card(0, 350, 640, 130, colour.white),
    text(left, 374, "Event · Fatigue (critical)", "f14 b"),
    text(right, 374, "10-second clip, 02:14:00–02:14:10", "f11 m e"),
    `<rect x="${left}" y="420" width="${right - left}" height="8" rx="4" fill="${colour.line}"/>`,
    `<rect x="${n(x(5))}" y="418" width="${n(x(6.6) - x(5))}" height="12" rx="3" fill="${colour.red}"/>`,
    Array.from({ length: 11 }, (_, s) => text(x(s), 462, `${s}s`, `f9 m${s === 0 ? "" : s === 10 ? " e" : " c"}`)).join(
      "",
    ),
    events
      .map(([second, label, fill, side]) => {
        const y = side < 0 ? 398 : 448;
        return `<path d="M${n(x(second))} 424V${side < 0 ? 404 : 442}" stroke="${fill}" stroke-width="2"/><circle cx="${n(x(second))}" cy="424" r="5" fill="${fill}" stroke="${colour.white}" stroke-width="2"/>${text(x(second) + 6, y, label, "f11 s")}`;
      })
      .join(""),
    `<g class="playhead" transform="translate(${n(x(6))} 0)"><path d="M0 408V440" stroke="${colour.ink}" stroke-width="2"/><path d="M-6 404H6L0 411Z" fill="${colour.ink}"/></g>`,
  ].join("");
  return screen(
    title,
    body,
    `.playhead{animation:playhead 10s linear infinite}@keyframes playhead{from{transform:translate(${left}px,0)}to{transform:translate(${right}px,0)}}.rec{animation:blink 1s steps(2) infinite}@keyframes blink{50%{opacity:0}}`,
  );
}

export function cabinAlerts(title: string) {
  const grille = Array.from({ length: 20 }, (_, i) => {
    const cx = 62 + (i % 5) * 14;
    const cy = 232 + Math.floor(i / 5) * 14;
    return `<circle cx="${cx}" cy="${cy}" r="3.5"/>`;
  }).join("");
  const steps: [string, string, string, string][] = [
    ["0.3 s", "Tone, light and spoken warning", "“Stay awake. Take a break.”", colour.signal],
    ["4 s", "Louder again, seat pad vibrates", "Only if the eyes stay closed", colour.white],
    ["1 s", "A microsleep goes to Life Savers", "Analyst reviews the clip at once", colour.red],
    ["Logged", "Driver responded in 1.2 s", "10-second clip saved to the event", colour.grey],
  ];
  const body = [
    card(0, 0, W, H, colour.panel),
    `<path d="M0 360H330" stroke="#3a3a3a" stroke-width="2"/>`,
    `<path d="M0 360Q160 334 330 350V480H0Z" fill="#222"/>`,
    `<rect x="40" y="176" width="228" height="8" rx="4" fill="#3a3a3a"/>`,
    `<rect class="led" x="40" y="176" width="228" height="8" rx="4" fill="${colour.red}"/>`,
    `<rect x="30" y="190" width="248" height="140" rx="18" fill="#1c1c1c" stroke="#555" stroke-width="2"/>`,
    `<g fill="#4a4a4a">${grille}</g>`,
    `<rect x="144" y="214" width="118" height="92" rx="10" fill="#111"/>`,
    `<path d="M203 226L227 268H179Z" fill="none" stroke="${colour.signal}" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="M203 241V254" stroke="${colour.signal}" stroke-width="4" stroke-linecap="round"/><circle cx="203" cy="262" r="2.4" fill="${colour.signal}"/>`,
    text(203, 292, "FATIGUE", "f14 b y c"),
    `<g class="waves" fill="none" stroke="${colour.signal}" stroke-width="4" stroke-linecap="round"><path d="M290 240a26 26 0 0 1 0 40"/><path d="M303 228a44 44 0 0 1 0 64" opacity="0.65"/><path d="M316 216a62 62 0 0 1 0 88" opacity="0.35"/></g>`,
    `<path d="M30 330L20 360H288L278 330Z" fill="#3a3a3a"/>`,
    card(30, 70, 236, 70, colour.white),
    `<path d="M70 140L82 158L102 140Z" fill="${colour.white}"/>`,
    textLines(46, 98, 24, ["“Stay awake.", "Take a break.”"], "f18 b"),
    text(30, 50, "Marut alert unit · TRK-118 · 02:14:06", "f12 s g"),
    textLines(
      30,
      398,
      20,
      ["One tone per risk, loud enough for a", "truck cab, spoken in the driver's language."],
      "f12 w",
    ),
    card(340, 24, 284, 432, colour.white),
    text(358, 52, "Escalation · Fatigue", "f14 b"),
    text(358, 70, "TRK-118 · NH48 near Vadodara", "f11 m"),
    `<path d="M374 112V386" stroke="${colour.line}" stroke-width="3"/>`,
    steps
      .map(([time, what, detail, fill], i) => {
        const y = 112 + i * 92;
        return `<circle cx="374" cy="${y}" r="9" fill="${fill}" stroke="${colour.ink}" stroke-width="2"/>${text(394, y - 6, time, "f11 b m")}${text(394, y + 12, what, "f12 b")}${text(394, y + 28, detail, "f11 m")}`;
      })
      .join(""),
    `<circle class="step" cx="374" cy="112" r="15" fill="none" stroke="${colour.signal}" stroke-width="3"/>`,
  ].join("");
  return screen(
    title,
    body,
    ".led{animation:led 0.8s ease-in-out infinite alternate}@keyframes led{from{opacity:1}to{opacity:0.2}}.waves path{animation:led 0.8s ease-in-out infinite alternate}.waves path:nth-child(2){animation-delay:0.2s}.waves path:nth-child(3){animation-delay:0.4s}.step{animation:step 8s steps(1) infinite}@keyframes step{0%{transform:translateY(0)}25%{transform:translateY(92px)}50%{transform:translateY(184px)}75%{transform:translateY(276px)}}",
  );
}

/** The dusk sky's gradient that `roadScene` fills with, for the document's defs. */
export const roadSky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f2a36"/><stop offset="1" stop-color="#b98a3e"/></linearGradient></defs>`;
/** The lane markings passing and the warning pulsing, where motion is welcome. */
export const roadMotion =
  ".dash{animation:dash 0.7s linear infinite}@keyframes dash{from{stroke-dashoffset:40}to{stroke-dashoffset:0}}.warn{animation:warn 0.9s ease-in-out infinite alternate}@keyframes warn{from{opacity:1}to{opacity:0.55}}";

/** The readings under the time to collision, one column each at `xs`: a label above its value. */
export function roadReadings(xs: number[], labelY: number, valueY: number, labelClass: string) {
  return [
    ["Headway", "0.8 s"],
    ["Speed", "64 km/h"],
    ["Closing", "24 km/h"],
  ]
    .map(
      ([label = "", value = ""], i) =>
        text(xs[i] ?? 0, labelY, label, labelClass) + text(xs[i] ?? 0, valueY, value, "f16 b w"),
    )
    .join("");
}

/**
 * The forward camera's view in a 640 × 480 box, without its labels: dusk on a highway, the lane ahead marked red
 * where the gap closes, and the truck in front in its detection box.
 */
export function roadScene() {
  const vanish: [number, number] = [320, 210];
  const at = (bottomX: number, y: number) => vanish[0] + ((bottomX - vanish[0]) * (y - vanish[1])) / (480 - vanish[1]);
  return [
    rect(0, 0, W, 214, "url(#sky)"),
    `<circle cx="520" cy="200" r="26" fill="#f2c66d" opacity="0.8"/>`,
    `<path d="M0 210L60 190L130 202L210 184L280 204L360 194L450 206L540 186L640 200V214H0Z" fill="#2c2a26"/>`,
    rect(0, 210, W, 270, "#3b3a37"),
    `<path d="M320 210L-120 480H820Z" fill="#2f2f31"/>`,
    `<g stroke="${colour.white}" stroke-width="4" fill="none"><path d="M318 210L-20 480M322 210L900 480"/></g>`,
    `<path class="dash" d="M321 210L660 480" stroke="${colour.white}" stroke-width="5" stroke-dasharray="18 22" fill="none"/>`,
    `<path d="M${n(at(-20, 336))} 336H${n(at(660, 336))}L660 480H-20Z" fill="${colour.red}" opacity="0.28"/>`,
    [372, 412, 452]
      .map(
        (y) =>
          `<path d="M${n(at(-20, y))} ${y}H${n(at(660, y))}" stroke="${colour.red}" stroke-width="2" opacity="0.7"/>`,
      )
      .join(""),
    `<rect x="226" y="170" width="188" height="152" rx="4" fill="#d7d5cf"/>`,
    `<path d="M320 176V318" stroke="#9a978f" stroke-width="2"/>`,
    `<rect x="226" y="170" width="188" height="14" fill="#b5b2aa"/>`,
    rect(220, 318, 200, 14, "#222"),
    `<rect x="234" y="298" width="16" height="12" rx="2" fill="${colour.red}"/><rect x="390" y="298" width="16" height="12" rx="2" fill="${colour.red}"/>`,
    `<rect x="294" y="300" width="52" height="12" rx="1" fill="${colour.signal}"/>`,
    rect(236, 332, 30, 8, "#111"),
    rect(374, 332, 30, 8, "#111"),
    `<rect x="210" y="158" width="220" height="188" fill="none" stroke="${colour.red}" stroke-width="3"/>`,
  ].join("");
}

export function roadSense(title: string) {
  const body = [
    roadSky,
    `<clipPath id="cam"><rect width="640" height="480" rx="14"/></clipPath><g clip-path="url(#cam)">`,
    roadScene(),
    text(320, 309, "GJ 06", "f9 b c"),
    `<rect x="210" y="132" width="142" height="26" fill="${colour.red}"/>`,
    text(218, 150, "Truck · 14 m ahead", "f12 b w"),
    `<g class="warn"><rect x="170" y="20" width="300" height="40" rx="20" fill="${colour.red}"/>`,
    text(320, 46, "FORWARD COLLISION WARNING", "f14 b w c"),
    "</g>",
    text(20, 92, "CAM 2 · ROAD", "f12 s w"),
    text(620, 92, "TRK-118 · 16:48:22 IST", "f12 s w e"),
    card(16, 350, 264, 114, "rgba(20,20,20,0.86)"),
    text(32, 376, "Time to collision", "f12 g"),
    text(32, 410, "2.1 s", "f36 b y"),
    text(140, 410, "warns below 2.7 s", "f11 g"),
    roadReadings([32, 106, 190], 434, 452, "f11 g"),
    card(470, 400, 154, 64, "rgba(20,20,20,0.86)"),
    text(484, 424, "Lane", "f11 g"),
    text(484, 446, "Centred, no drift", "f12 s w"),
    "</g>",
  ].join("");
  return screen(title, body, roadMotion);
}

/** The fleet's events of the last four weeks by type, the most frequent first. */
const eventsByType: [string, number][] = [
  ["Tailgating", 301],
  ["Speeding", 240],
  ["Distraction", 212],
  ["Harsh braking", 167],
  ["Fatigue", 124],
  ["Phone use", 58],
];

/** Row height, bar offset and height, label and count baselines, and text classes of the events chart per size. */
const eventRows = {
  screen: { row: 22, bar: [2, 13], baselines: [12, 13], classes: ["f11", "f10 s m"] },
  phone: { row: 28, bar: [3, 15], baselines: [15, 15], classes: ["f13", "f13 s m"] },
} as const;

/**
 * The events by type as a bar chart, one row each from `top` down: the label at `labelX`, a bar from `barX` (120
 * long for the most frequent), the count after it.
 */
export function eventBars(labelX: number, barX: number, top: number, size: keyof typeof eventRows) {
  const { row, bar, baselines, classes } = eventRows[size];
  return eventsByType
    .map(([label, count], i) => {
      const y = top + i * row;
      const width = (count / 301) * 120;
      return `${text(labelX, y + baselines[0], label, classes[0])}<rect class="bar" x="${barX}" y="${y + bar[0]}" width="${n(width)}" height="${bar[1]}" rx="2" fill="${i === 0 ? colour.signal : colour.ink}"/>${text(barX + 6 + width, y + baselines[1], String(count), classes[1])}`;
    })
    .join("");
}

export function marutInsights(title: string) {
  const trend = [48, 47, 49, 46, 44, 45, 42, 41, 40, 39, 39, 38];
  const tx = (week: number) => 44 + week * 27;
  const ty = (score: number) => 268 - ((score - 30) / 22) * 112;
  const drivers: [string, string, string, number, string][] = [
    ["Ravi K.", "TRK-118", "Ahmedabad", 72, "▲ 9"],
    ["Joseph M.", "BUS-042", "Dar es Salaam", 64, "▲ 4"],
    ["Imran S.", "VAN-331", "Dubai", 58, "▼ 3"],
    ["Suresh P.", "TRK-152", "Delhi", 51, "▼ 6"],
    ["Amina J.", "TRK-207", "Nairobi", 21, "▼ 12"],
  ];
  const kpis: [string, string, string][] = [
    ["Fleet risk score", "38", "▼ 21%"],
    ["Critical events per 1,000 km", "0.42", "▼ 35%"],
    ["Drivers coached", "46", "this quarter"],
  ];
  const content = [
    rect(0, 36, W, H - 36, colour.paper),
    windowBar(W, "Marut Insights · Fleet risk", "Last 12 weeks · 214 vehicles"),
    kpis
      .map(
        ([label, value, change], i) =>
          `${card(12 + i * 208, 46, 200, 62, colour.white, `stroke="${colour.line}"`)}${text(24 + i * 208, 64, label, "f11 m")}${text(24 + i * 208, 96, value, "f28 b")}${text(200 + i * 208, 96, change, "f12 s m e")}`,
      )
      .join(""),
    card(12, 116, 356, 176, colour.white, `stroke="${colour.line}"`),
    text(24, 136, "Risk score trend", "f13 b"),
    text(356, 136, "lower is safer", "f10 m e"),
    [30, 40, 50]
      .map((s) => `<path d="M44 ${n(ty(s))}H356" stroke="${colour.line}"/>${text(38, ty(s) + 3, String(s), "f9 m e")}`)
      .join(""),
    `<path d="M44 ${n(ty(35))}H356" stroke="${colour.muted}" stroke-dasharray="4 4"/>`,
    text(50, ty(35) - 4, "target 35", "f9 m"),
    `<path d="${polyline(trend.map((s, i) => [tx(i), ty(s)]))}V268H44Z" fill="${colour.soft}"/>`,
    `<path class="draw" d="${polyline(trend.map((s, i) => [tx(i), ty(s)]))}" fill="none" stroke="${colour.ink}" stroke-width="2.5" stroke-linejoin="round" pathLength="1"/>`,
    `<circle cx="${n(tx(11))}" cy="${n(ty(38))}" r="4.5" fill="${colour.signal}" stroke="${colour.ink}" stroke-width="2"/>`,
    [
      [0, "Aug"],
      [4, "Sep"],
      [8, "Oct"],
    ]
      .map(([week, month]) => text(tx(Number(week)), 284, String(month), "f9 m"))
      .join(""),
    card(376, 116, 252, 176, colour.white, `stroke="${colour.line}"`),
    text(388, 136, "Events by type · last 4 weeks", "f13 b"),
    eventBars(388, 474, 152, "screen"),
    card(12, 300, 616, 168, colour.white, `stroke="${colour.line}"`),
    text(24, 320, "Drivers by risk", "f13 b"),
    text(616, 320, "Coaching list for this week", "f10 m e"),
    [
      ["Driver", 24],
      ["Vehicle", 150],
      ["Depot", 240],
      ["Risk score", 360],
      ["4 weeks", 560],
    ]
      .map(([label, x]) => text(Number(x), 340, String(label), "f10 s m"))
      .join(""),
    drivers
      .map(([name, vehicle, depot, risk, change], i) => {
        const y = 346 + i * 24;
        const high = risk >= 60;
        return `<path d="M24 ${y}H616" stroke="${colour.line}"/>${text(24, y + 16, `${i + 1}  ${name}`, "f12 s")}${text(150, y + 16, vehicle, "f12")}${text(240, y + 16, depot, "f12 m")}<rect x="360" y="${y + 6}" width="160" height="8" rx="4" fill="${colour.line}"/><rect x="360" y="${y + 6}" width="${n(risk * 1.6)}" height="8" rx="4" fill="${high ? colour.red : colour.ink}"/>${text(530, y + 16, String(risk), "f12 b")}${text(560, y + 16, change, `f11 s ${change.startsWith("▲") ? "r" : "m"}`)}`;
      })
      .join(""),
  ];
  return windowScreen(
    title,
    content,
    ".draw{stroke-dasharray:1;animation:draw 1.6s ease-out both}@keyframes draw{from{stroke-dashoffset:1}to{stroke-dashoffset:0}}.bar{transform-box:fill-box;transform-origin:left;animation:grow 1.2s ease-out both}@keyframes grow{from{transform:scaleX(0)}}",
  );
}

export function lifeSavers(title: string) {
  const steps: [string, string, string, string, string][] = [
    [
      "02:14:06",
      "",
      "Event detected",
      "Fatigue, critical · TRK-118 · eyes closed 1.6 s at 68 km/h",
      "NH48 near Vadodara, heading north",
    ],
    [
      "02:14:47",
      "+41 s",
      "Analyst sees the clip",
      "Priya N. watches the 10-second clip and confirms",
      "a microsleep, not a false trigger",
    ],
    [
      "02:15:40",
      "+94 s",
      "Call to the driver",
      "Hands-free, in Hindi. Ravi answers and agrees",
      "to stop at the next rest area",
    ],
    [
      "02:31",
      "+17 min",
      "Resolved",
      "TRK-118 parked at the Karjan rest area for",
      "45 minutes; supervisor told by SMS",
    ],
  ];
  const row = 104;
  const top = 50;
  const content = [
    rect(0, 36, W, H - 36, colour.paper),
    windowBar(W, "Marut Life Savers · Console", "Monitoring centre, Bengaluru"),
    `<path d="M118 ${top + 30}V${top + 30 + row * 3}" stroke="${colour.line}" stroke-width="3"/>`,
    `<circle class="flow" cx="118" cy="${top + 30}" r="5" fill="${colour.signal}" stroke="${colour.ink}" stroke-width="1.5"/>`,
    steps
      .map(([time, delta, heading, line1, line2], i) => {
        const y = top + i * row;
        const done = i === 3;
        const icon = [
          `<path d="M606 ${y + 22}L624 ${y + 54}H588Z" fill="${colour.red}"/><path d="M606 ${y + 32}V${y + 44}" stroke="${colour.white}" stroke-width="3" stroke-linecap="round"/>`,
          `<clipPath id="clip${i}"><rect width="640" height="340" rx="30"/></clipPath><g transform="translate(506 ${y + 14}) scale(0.175)" clip-path="url(#clip${i})">${driverScene({ labels: false })}<circle cx="320" cy="170" r="60" fill="rgba(0,0,0,0.6)"/><path d="M300 135V205L360 170Z" fill="${colour.white}"/></g>`,
          `<circle class="ring" cx="600" cy="${y + 44}" r="22" fill="none" stroke="${colour.signal}" stroke-width="3"/><circle cx="600" cy="${y + 44}" r="16" fill="${colour.signal}"/><path d="M592 ${y + 36}q-2 10 8 18l4 -4l-4 -4l-3 2q-4 -4 -4 -8l2 -2l-3 -5Z" fill="${colour.ink}"/>`,
          `<circle cx="600" cy="${y + 44}" r="16" fill="${colour.ink}"/><path d="M592 ${y + 44}l6 6l10 -12" fill="none" stroke="${colour.signal}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
        ][i];
        return [
          text(100, y + 36, time, "f14 b e"),
          delta ? text(100, y + 54, delta, "f11 s m e") : "",
          `<circle cx="118" cy="${y + 30}" r="8" fill="${done ? colour.ink : colour.white}" stroke="${colour.ink}" stroke-width="2"/>`,
          card(140, y + 6, 488, row - 14, colour.white, `stroke="${colour.line}"`),
          text(156, y + 32, heading, "f14 b"),
          text(156, y + 54, line1, "f12 m"),
          text(156, y + 72, line2, "f12 m"),
          icon,
        ].join("");
      })
      .join(""),
  ];
  return windowScreen(
    title,
    content,
    `.flow{animation:flow 6s ease-in-out infinite}@keyframes flow{from{transform:translateY(0)}to{transform:translateY(${row * 3}px)}}.ring{transform-box:fill-box;transform-origin:center;animation:ring 1.4s ease-out infinite}@keyframes ring{from{transform:scale(0.8);opacity:1}to{transform:scale(1.4);opacity:0}}`,
  );
}

/**
 * The driver's safety score, 92 of 100, as a ring of radius `r` around (`cx`, `cy`); `of` places and sizes the
 * "of 100" under the number (offsets of the number's and its baselines from the centre, and its classes).
 */
export function scoreRing(cx: number, cy: number, r: number, width: number, of: [number, number, string]) {
  const ringLength = 2 * Math.PI * r;
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour.line}" stroke-width="${width}"/>`,
    `<circle class="score" cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour.signal}" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${n(ringLength * 0.92)} ${n(ringLength)}" transform="rotate(-90 ${cx} ${cy})"/>`,
    text(cx, cy + of[0], "92", "f28 b c"),
    text(cx, cy + of[1], "of 100", of[2]),
  ].join("");
}

/** Where the parts of the streak card sit in it, and the size of its text, per size. */
const streakLayout = {
  screen: { flame: [20, 42], title: [40, 22, "f13 b"], detail: [40, 37, "f10 m"], dots: [46, 51] },
  phone: { flame: [20, 52], title: [44, 28, "f16 b"], detail: [44, 48, "f13 m"], dots: [50, 62] },
} as const;

/** The driver's 14-day streak: a card with a flame, the streak and one dot a day (today still to come). */
export function streakCard(x: number, y: number, width: number, height: number, size: keyof typeof streakLayout) {
  const { flame, title, detail, dots } = streakLayout[size];
  return [
    card(x, y, width, height, colour.white, `stroke="${colour.line}"`),
    `<path d="M${x + flame[0]} ${y + flame[1]}c-8-8-2-16 2-22c2 6 6 8 8 4c6 6 6 14-2 18c0-4-2-6-4-8c-2 4-6 4-4 8z" fill="${colour.red}"/>`,
    text(x + title[0], y + title[1], "14-day streak", title[2]),
    text(x + detail[0], y + detail[1], "No critical events", detail[2]),
    Array.from(
      { length: 7 },
      (_, i) =>
        `<circle cx="${x + dots[0] + i * 20}" cy="${y + dots[1]}" r="5" fill="${i < 6 ? colour.signal : colour.ink}"/>`,
    ).join(""),
  ].join("");
}

export function happyDriver(title: string) {
  const ringLength = 2 * Math.PI * 46;
  const body = [
    card(0, 0, W, H, colour.panel),
    `<path d="M420 0H640V480H300Z" fill="#262626"/>`,
    `<rect x="56" y="14" width="236" height="452" rx="36" fill="#0f0f0f" stroke="#444" stroke-width="2"/>`,
    `<rect x="66" y="24" width="216" height="432" rx="28" fill="${colour.paper}"/>`,
    `<rect x="144" y="32" width="60" height="14" rx="7" fill="#0f0f0f"/>`,
    text(84, 44, "07:30", "f11 s"),
    text(266, 44, "4G", "f10 s e"),
    text(84, 80, "Habari, Amina", "f18 b"),
    text(84, 97, "TRK-207 · Nairobi depot", "f11 m"),
    scoreRing(174, 160, 46, 10, [8, 24, "f9 m c"]),
    text(174, 226, "Safety score · ▲ 6 this month", "f11 s c"),
    streakCard(80, 240, 188, 62, "screen"),
    card(80, 310, 188, 104, colour.soft),
    text(92, 330, "COACHING TIP", "f9 b m"),
    textLines(
      92,
      348,
      15,
      ["Keep a three-second gap", "on the Mombasa road: most", "of last month's alerts", "were tailgating."],
      "f11 s",
    ),
    text(92, 408, "Watch your clip ▸", "f10 b"),
    `<path d="M66 424H282" stroke="${colour.line}"/>`,
    [
      ["Home", 96],
      ["Trips", 144],
      ["Coaching", 196],
      ["Rewards", 250],
    ]
      .map(([label, x], i) => text(Number(x), 444, String(label), `f9 c ${i === 0 ? "b" : "m"}`))
      .join(""),
    `<g class="float">`,
    card(320, 70, 300, 96, colour.white),
    `<circle cx="360" cy="118" r="22" fill="${colour.signal}"/><path d="M360 104l4 9h10l-8 6l3 10l-9-6l-9 6l3-10l-8-6h10z" fill="${colour.ink}"/>`,
    text(394, 104, "Most improved driver", "f14 b"),
    text(394, 122, "October · Nairobi depot", "f11 m"),
    text(394, 140, "Presented at the depot, family invited", "f10 m"),
    "</g>",
    card(320, 190, 300, 84, colour.white),
    text(338, 214, "NEXT COACHING SESSION", "f9 b m"),
    text(338, 236, "Thursday 10:00, coach Neema", "f13 b"),
    text(338, 256, "10 minutes · two clips to watch together", "f11 m"),
    card(320, 298, 300, 110, colour.white),
    text(338, 322, "SCORE, LAST 8 WEEKS", "f9 b m"),
    `<path d="${polyline([74, 78, 77, 82, 84, 86, 89, 92].map((s, i) => [346 + i * 36, 392 - (s - 70) * 2.6]))}" fill="none" stroke="${colour.ink}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<circle cx="598" cy="${n(392 - 22 * 2.6)}" r="4.5" fill="${colour.signal}" stroke="${colour.ink}" stroke-width="2"/>`,
    text(338, 400, "74", "f9 m"),
    text(606, 400, "92", "f9 b e"),
    mark(320, 428, 26),
    text(354, 446, "Happy Driver Programme", "f12 s w"),
  ].join("");
  return screen(
    title,
    body,
    `.score{animation:score 1.6s ease-out both}@keyframes score{from{stroke-dasharray:0 ${n(ringLength)}}}.float{animation:float 3s ease-in-out infinite alternate}@keyframes float{to{transform:translateY(-6px)}}`,
  );
}
