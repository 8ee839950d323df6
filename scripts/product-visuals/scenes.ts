// The drawings the product screens share: the driver-facing camera view and
// the fleet map with its routes and vehicles. All data is invented and the
// same across screens: truck TRK-118 on NH48 near Vadodara, 02:14:06 IST.
import { type FleetMap, fleetMap, places } from "./geo.ts";
import { colour, n, polyline, rect, text } from "./svg.ts";

/**
 * The infrared driver camera, drawn in a 640 × 340 box: a driver whose eyes
 * have closed, the face landmarks the Edge unit tracks and its detection box.
 */
export function driverScene({ labels }: { labels: boolean }) {
  const landmarks: [number, number][] = [
    [290, 151],
    [316, 151],
    [334, 151],
    [360, 151],
    [325, 186],
    [306, 208],
    [344, 208],
    [325, 214],
    [272, 182],
    [378, 182],
    [325, 236],
  ];
  return [
    rect(0, 0, 640, 340, "#24272a"),
    `<path d="M420 0H640V230L540 250Q470 180 420 0Z" fill="#34393c"/>`,
    `<path d="M440 0H640V200L556 214Q488 160 440 0Z" fill="#41474b"/>`,
    `<path d="M0 0H140L96 340H0Z" fill="#2e3235"/>`,
    `<rect x="236" y="40" width="178" height="150" rx="40" fill="#1b1d1f"/>`,
    `<path d="M150 340C160 284 196 258 250 248L300 236H350L400 248C454 258 490 284 500 340Z" fill="#474c50"/>`,
    `<path d="M300 196H350V252Q325 268 300 252Z" fill="#8a8f92"/>`,
    `<ellipse cx="262" cy="162" rx="10" ry="20" fill="#979c9f"/><ellipse cx="388" cy="162" rx="10" ry="20" fill="#979c9f"/>`,
    `<ellipse cx="325" cy="160" rx="64" ry="80" fill="#a9aeb1"/>`,
    `<path d="M260 150C256 96 286 74 326 74C368 74 396 98 390 150C380 118 356 104 326 106C296 106 272 118 260 150Z" fill="#3a3e41"/>`,
    `<g fill="none" stroke="#2b2b2b" stroke-width="3" stroke-linecap="round"><path d="M288 150Q302 158 316 150M334 150Q348 158 362 150"/><path d="M286 134L314 132M336 132L364 134" stroke-width="4"/><path d="M325 160V184L316 190" stroke="#7d8285"/><path d="M310 210Q325 216 340 210"/></g>`,
    `<path d="M420 250L452 262L330 340H268Z" fill="#6b7073"/>`,
    `<g fill="${colour.signal}">${landmarks.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.6"/>`).join("")}</g>`,
    `<rect x="280" y="138" width="90" height="26" rx="4" fill="none" stroke="${colour.signal}" stroke-width="2" stroke-dasharray="5 4"/>`,
    `<g fill="none" stroke="${colour.red}" stroke-width="4" stroke-linecap="round"><path d="M250 96V76H270M380 76H400V96M250 226V246H270M380 246H400V226"/></g>`,
    `<rect x="250" y="76" width="150" height="170" fill="none" stroke="${colour.red}" stroke-width="1.5"/>`,
    labels
      ? [
          `<rect x="250" y="44" width="150" height="28" rx="6" fill="${colour.red}"/>`,
          text(325, 63, "Eyes closed 1.6 s", "f14 b w c"),
          `<g class="rec"><circle cx="26" cy="27" r="6" fill="${colour.red}"/></g>`,
          text(40, 32, "REC · CAM 1 · DRIVER · IR", "f12 s w"),
          text(620, 32, "TRK-118", "f13 b w e"),
          rect(0, 300, 640, 40, "rgba(0,0,0,0.55)"),
          text(20, 325, "02:14:06 IST", "f13 s w"),
          text(620, 325, "68 km/h · NH48 near Vadodara", "f13 s w e"),
        ].join("")
      : "",
  ].join("");
}

type Route = { id: string; via: (keyof typeof places)[]; seconds: number; alert?: boolean };

/** Corridors the invented fleet runs, with one vehicle moving along each. */
const routes: Route[] = [
  { id: "TRK-118", via: ["mumbai", "surat", "vadodara", "ahmedabad"], seconds: 0, alert: true },
  { id: "TRK-152", via: ["delhi", "jaipur"], seconds: 14 },
  { id: "TRK-310", via: ["bengaluru", "chennai"], seconds: 12 },
  { id: "TRK-406", via: ["hyderabad", "nagpur"], seconds: 16 },
  { id: "BUS-042", via: ["darEsSalaam", "morogoro", "dodoma"], seconds: 15 },
  { id: "TRK-207", via: ["mombasa", "nairobi"], seconds: 13 },
  { id: "BUS-077", via: ["nairobi", "arusha"], seconds: 11 },
  { id: "TRK-233", via: ["mumbai", "hyderabad"], seconds: 17 },
  { id: "TRK-512", via: ["kolkata", "nagpur"], seconds: 18 },
  { id: "BUS-081", via: ["arusha", "darEsSalaam"], seconds: 19 },
  { id: "VAN-331", via: ["dubai", "abuDhabi"], seconds: 9 },
  { id: "VAN-356", via: ["dubai", "sohar", "muscat"], seconds: 14 },
];

/** Parked vehicles around depots, as offsets in pixels from the place. */
const parked: [keyof typeof places, number, number][] = [
  ["mumbai", -6, 5],
  ["mumbai", 5, 8],
  ["delhi", 6, -5],
  ["kolkata", 0, 0],
  ["kolkata", 6, 5],
  ["chennai", 5, 6],
  ["hyderabad", -6, 4],
  ["darEsSalaam", 6, 4],
  ["nairobi", -6, -4],
  ["dubai", 4, -6],
  ["muscat", 5, 5],
  ["ahmedabad", -5, 6],
  ["bengaluru", -6, -3],
  ["jaipur", 5, 4],
  ["mombasa", -5, 5],
  ["abuDhabi", -4, 5],
];

const labelled: [keyof typeof places, string, number, number][] = [
  ["mumbai", "Mumbai", 8, 14],
  ["ahmedabad", "Ahmedabad", 8, -4],
  ["delhi", "Delhi", 8, -4],
  ["bengaluru", "Bengaluru", 8, 14],
  ["kolkata", "Kolkata", 10, 4],
  ["nairobi", "Nairobi", -8, -6],
  ["mombasa", "Mombasa", 8, 10],
  ["darEsSalaam", "Dar es Salaam", 8, 14],
  ["dubai", "Dubai", -6, -8],
  ["muscat", "Muscat", 8, 12],
];

export type DrawnMap = {
  svg: string;
  motion: string;
  map: FleetMap;
  at: (place: keyof typeof places) => [number, number];
};

/**
 * The live fleet map: land, the fleet's countries, corridors, parked and
 * moving vehicles, and TRK-118 pulsing with its fatigue alert.
 */
export function liveMap(
  box: { x: number; y: number; width: number; height: number },
  prefix: string,
  { labels = true }: { labels?: boolean } = {},
): DrawnMap {
  const map = fleetMap({ west: 27, east: 97, south: -13, north: 37 }, box);
  const at = (place: keyof typeof places) => map.project(...places[place]);
  const parts: string[] = [
    rect(box.x, box.y, box.width, box.height, "#e4e9ea"),
    `<path d="${map.land}" fill="${colour.white}" stroke="#c5c9c6" stroke-width="0.6"/>`,
    `<path d="${map.fleetLand}" fill="${colour.soft}"/>`,
    `<path d="${map.borders}" fill="none" stroke="#c9c4b4" stroke-width="0.6"/>`,
  ];
  const motion: string[] = [];
  parts.push(
    `<g fill="none" stroke="${colour.ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" opacity="0.55">`,
  );
  for (const route of routes) parts.push(`<path d="${polyline(route.via.map(at))}"/>`);
  parts.push("</g>");
  parts.push(`<g fill="${colour.grey}" stroke="${colour.white}" stroke-width="1">`);
  for (const [place, dx, dy] of parked) {
    const [x, y] = at(place);
    parts.push(`<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="3.2"/>`);
  }
  parts.push("</g>");
  for (const [place, label, dx, dy] of labels ? labelled : []) {
    const [x, y] = at(place);
    parts.push(text(x + dx, y + dy, label, `f10 m${dx < 0 ? " e" : ""}`));
  }
  routes.forEach((route, index) => {
    const points = route.via.map(at);
    if (route.alert) {
      const [x, y] = at("vadodara");
      parts.push(
        `<circle class="${prefix}pulse" cx="${n(x)}" cy="${n(y)}" r="12" fill="${colour.red}" opacity="0.3"/>`,
        `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${colour.red}" stroke="${colour.white}" stroke-width="2"/>`,
      );
      return;
    }
    const [first] = points;
    if (!first) return;
    const name = `${prefix}v${index}`;
    parts.push(
      `<circle class="${name}" cx="0" cy="0" r="5" transform="translate(${n(first[0])} ${n(first[1])})" fill="${colour.signal}" stroke="${colour.ink}" stroke-width="1.6"/>`,
    );
    const lengths = points.slice(1).map((point, i) => {
      const previous = points[i] ?? point;
      return Math.hypot(point[0] - previous[0], point[1] - previous[1]);
    });
    const total = lengths.reduce((sum, length) => sum + length, 0);
    let travelled = 0;
    const frames = points.map((point, i) => {
      if (i > 0) travelled += lengths[i - 1] ?? 0;
      return `${Math.round((travelled / total) * 100)}%{transform:translate(${n(point[0])}px,${n(point[1])}px)}`;
    });
    motion.push(
      `.${name}{animation:${name} ${route.seconds}s ease-in-out infinite alternate}@keyframes ${name}{${frames.join("")}}`,
    );
  });
  motion.push(
    `.${prefix}pulse{transform-box:fill-box;transform-origin:center;animation:${prefix}pulse 1.6s ease-out infinite}@keyframes ${prefix}pulse{from{transform:scale(0.5);opacity:0.6}to{transform:scale(1.6);opacity:0}}`,
  );
  return { svg: parts.join(""), motion: motion.join(""), map, at };
}
