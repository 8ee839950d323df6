import type { CSSProperties } from "react";

/**
 * A simplified map of the Arabian Sea and the western Indian Ocean with a pin
 * for each office. The drawing is one image with a text alternative; the
 * links to each office sit on top of it as ordinary HTML links, so they stay
 * keyboard- and screen-reader-operable.
 */

type LatLon = readonly [lat: number, lon: number];

const bounds = { west: 28, east: 95, north: 33, south: -14 } as const;
const scale = 10;
const width = (bounds.east - bounds.west) * scale;
const height = (bounds.north - bounds.south) * scale;

/** Equirectangular projection into the drawing's coordinates; points outside are clamped to the edge. */
function project([lat, lon]: LatLon): [number, number] {
  const clampedLon = Math.min(bounds.east, Math.max(bounds.west, lon));
  const clampedLat = Math.min(bounds.north, Math.max(bounds.south, lat));
  return [(clampedLon - bounds.west) * scale, (bounds.north - clampedLat) * scale];
}

function pathOf(points: LatLon[]): string {
  return `${points
    .map((point, index) => {
      const [x, y] = project(point);
      return `${index === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(" ")} Z`;
}

// Coastlines traced by hand from well-known places (ports, capes, gulfs), at a scale where
// only the shape of the region matters: north-east Africa, Arabia, Iran, Pakistan and India.
const mainland: LatLon[] = [
  [31.1, 28],
  [31.2, 29.9],
  [31.5, 31.0],
  [31.3, 32.3],
  [31.1, 33.5],
  [31.5, 34.4],
  [32.8, 35.0],
  [33, 35.1],
  [33, 95],
  [16.0, 95],
  [16.3, 94.3],
  [18.5, 94.2],
  [20.5, 92.8],
  [22.3, 91.8],
  [22.0, 90.5],
  [21.7, 89.0],
  [21.6, 87.5],
  [20.0, 86.4],
  [17.7, 83.3],
  [15.9, 81.2],
  [13.1, 80.3],
  [10.3, 79.8],
  [9.3, 79.2],
  [8.1, 77.5],
  [9.9, 76.2],
  [12.9, 74.8],
  [15.5, 73.8],
  [19.0, 72.8],
  [21.7, 72.6],
  [20.9, 70.4],
  [22.3, 69.0],
  [23.0, 68.3],
  [24.8, 66.9],
  [25.3, 61.6],
  [25.6, 57.8],
  [27.2, 56.3],
  [26.6, 54.5],
  [27.8, 51.6],
  [28.9, 50.8],
  [30.0, 49.0],
  [29.3, 48.0],
  [28.0, 48.6],
  [26.4, 50.1],
  [25.0, 50.8],
  [26.15, 51.25],
  [25.3, 51.6],
  [24.6, 51.4],
  [24.2, 52.5],
  [24.4, 54.4],
  [25.2, 55.3],
  [25.8, 56.0],
  [26.35, 56.4],
  [25.3, 56.35],
  [24.4, 56.6],
  [23.6, 58.6],
  [22.5, 59.8],
  [20.5, 58.8],
  [19.0, 57.8],
  [17.0, 55.0],
  [16.6, 52.5],
  [15.2, 50.0],
  [13.9, 48.3],
  [12.8, 45.0],
  [12.7, 43.5],
  [14.8, 42.9],
  [17.0, 42.5],
  [21.5, 39.2],
  [24.5, 37.5],
  [28.0, 35.0],
  [29.5, 34.95],
  [27.73, 34.25],
  [29.97, 32.55],
  [28.2, 33.2],
  [27.0, 33.9],
  [24.0, 35.5],
  [22.0, 36.9],
  [19.6, 37.3],
  [18.0, 38.5],
  [15.6, 39.45],
  [13.0, 42.5],
  [12.5, 43.3],
  [11.6, 43.15],
  [11.0, 43.5],
  [10.4, 44.5],
  [10.6, 46.5],
  [11.2, 48.5],
  [11.8, 51.2],
  [10.4, 51.2],
  [8.0, 50.0],
  [5.0, 48.5],
  [2.0, 45.3],
  [-0.4, 42.6],
  [-2.3, 40.9],
  [-4.05, 39.7],
  [-5.1, 39.1],
  [-6.8, 39.3],
  [-8.0, 39.35],
  [-10.3, 40.4],
  [-12.5, 40.6],
  [-14, 40.7],
  [-14, 28],
];

const islands: LatLon[][] = [
  // Sri Lanka
  [
    [9.8, 80.1],
    [8.6, 81.2],
    [7.3, 81.9],
    [6.1, 81.2],
    [6.0, 80.3],
    [7.2, 79.8],
  ],
  // Madagascar, northern tip
  [
    [-14, 47.8],
    [-13.3, 48.3],
    [-12.3, 49.0],
    [-11.95, 49.26],
    [-12.6, 49.6],
    [-13.5, 50.0],
    [-14, 50.2],
  ],
  // Socotra
  [
    [12.7, 53.3],
    [12.6, 54.5],
    [12.3, 54.2],
    [12.4, 53.5],
  ],
  // Zanzibar
  [
    [-5.7, 39.3],
    [-6.5, 39.55],
    [-6.3, 39.2],
  ],
];

const landPath = [mainland, ...islands].map(pathOf).join(" ");

const seaLabels: { text: string; at: LatLon }[] = [
  { text: "Arabian Sea", at: [14.5, 62.5] },
  { text: "Indian Ocean", at: [-3, 64] },
  { text: "Bay of Bengal", at: [14.5, 87.5] },
];

/** A point in the middle of the Arabian Sea, which the routes between offices bend towards. */
const openSea: LatLon = [8, 62];

export type MapPin = {
  id: string;
  label: string;
  href: string;
  at: LatLon;
  /** Where the link sits relative to the pin. */
  placement: "below" | "right";
};

function percent(value: number, total: number) {
  return `${((value / total) * 100).toFixed(2)}%`;
}

export function OfficeMap({ label, pins }: { label: string; pins: MapPin[] }) {
  const points = pins.map((pin) => project(pin.at));
  // Dashed routes between consecutive offices, bowed towards the open sea so they stay off the land.
  const [seaX, seaY] = project(openSea);
  const routes = points.map((from, index) => {
    const to = points[(index + 1) % points.length] ?? from;
    const midX = (from[0] + to[0]) / 2;
    const midY = (from[1] + to[1]) / 2;
    const controlX = midX + (seaX - midX) * 0.45;
    const controlY = midY + (seaY - midY) * 0.45;
    return `M${from[0].toFixed(1)} ${from[1].toFixed(1)} Q${controlX.toFixed(1)} ${controlY.toFixed(1)} ${to[0].toFixed(1)} ${to[1].toFixed(1)}`;
  });

  return (
    <div className="relative overflow-hidden rounded-lg border border-black/10 bg-[#e9eef0]">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        className="block h-auto w-full"
        focusable="false"
      >
        <defs>
          <pattern id="office-map-grid" width="50" height="50" patternUnits="userSpaceOnUse">
            <path d="M50 0H0V50" fill="none" stroke="#1c1c1c" strokeOpacity="0.06" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width={width} height={height} fill="url(#office-map-grid)" />
        <path d={landPath} fill="#d8d3c4" stroke="#8a8270" strokeWidth="1.2" strokeLinejoin="round" />
        {seaLabels.map((sea) => {
          const [x, y] = project(sea.at);
          return (
            <text
              key={sea.text}
              x={x}
              y={y}
              textAnchor="middle"
              fill="#4a5a60"
              fontSize="16"
              fontStyle="italic"
              letterSpacing="1"
            >
              {sea.text}
            </text>
          );
        })}
        {routes.map((d) => (
          <path key={d} d={d} fill="none" stroke="#1c1c1c" strokeOpacity="0.55" strokeWidth="2" strokeDasharray="6 6" />
        ))}
        {points.map(([x, y], index) => (
          <g key={pins[index]?.id}>
            <circle cx={x} cy={y} r="16" fill="#ffc400" fillOpacity="0.35" />
            <circle cx={x} cy={y} r="8" fill="#ffc400" stroke="#1c1c1c" strokeWidth="3" />
          </g>
        ))}
      </svg>
      <ul aria-label="Offices on the map">
        {pins.map((pin, index) => {
          const [x, y] = points[index] ?? [0, 0];
          const style: CSSProperties = { left: percent(x, width), top: percent(y, height) };
          const offset =
            pin.placement === "right" ? "translate-x-2 -translate-y-1/2" : "-translate-x-1/2 translate-y-2";
          return (
            <li key={pin.id} className={`absolute ${offset}`} style={style}>
              <a
                href={pin.href}
                className="flex min-h-3 items-center rounded-md bg-ink px-1 py-0.5 text-xs font-semibold whitespace-nowrap text-white shadow-md hover:bg-black sm:px-1.5 sm:text-sm"
              >
                {pin.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
