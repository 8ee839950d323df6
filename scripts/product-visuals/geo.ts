// Real geography for the fleet maps: Natural Earth country shapes
// (world-atlas, 1:50m) projected with d3-geo at generation time only, with
// coordinates rounded to one decimal and points closer than 1.5 pixels dropped,
// so a map of India, East Africa and the Gulf stays a few dozen kilobytes.
import { createRequire } from "node:module";
import { geoMercator, geoPath } from "d3-geo";
import { merge, mesh } from "topojson-client";
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from "topojson-specification";

const require = createRequire(import.meta.url);
const world = require("world-atlas/countries-50m.json") as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;

/** ISO 3166 numeric codes of the countries the invented fleet drives in. */
const fleetCountries = new Set(["356", "404", "834", "784", "512"]);

/**
 * Collects a d3 path as compact SVG path data: each ring starts with an
 * absolute move, then relative steps between points rounded to one decimal,
 * skipping steps shorter than `minStep` pixels and rings that shrink to
 * fewer than four points.
 */
/** Tenths of a pixel as the shortest decimal: 5 → ".5", -12 → "-1.2". */
const short = (tenths: number) => String(tenths / 10).replace(/^(-?)0\./, "$1.");

class RoundedPath {
  private readonly minStep: number;
  private rings: string[] = [];
  private ring: string[] = [];
  private last: [number, number] = [0, 0];
  constructor(minStep: number) {
    this.minStep = minStep;
  }
  private round(x: number, y: number): [number, number] {
    return [Math.round(x * 10), Math.round(y * 10)];
  }
  moveTo(x: number, y: number) {
    this.flush();
    this.last = this.round(x, y);
    this.ring = [`M${this.last[0] / 10} ${this.last[1] / 10}l`];
  }
  lineTo(x: number, y: number) {
    const point = this.round(x, y);
    const dx = point[0] - this.last[0];
    const dy = point[1] - this.last[1];
    if (Math.hypot(dx, dy) < this.minStep * 10) return;
    const step = `${short(dx)}${dy < 0 ? "" : " "}${short(dy)}`;
    this.ring.push(this.ring.length > 1 && dx >= 0 ? ` ${step}` : step);
    this.last = point;
  }
  closePath() {
    this.ring.push("z");
    this.flush();
  }
  beginPath() {}
  arc() {}
  private flush() {
    if (this.ring.length > 4) this.rings.push(this.ring.join(""));
    this.ring = [];
  }
  toString() {
    this.flush();
    return this.rings.join("");
  }
}

export type FleetMap = {
  land: string;
  fleetLand: string;
  borders: string;
  project: (lon: number, lat: number) => [number, number];
};

/**
 * Land, the fleet's countries and borders for a longitude/latitude window,
 * fitted into a pixel box.
 */
export function fleetMap(
  window: { west: number; east: number; south: number; north: number },
  box: { x: number; y: number; width: number; height: number },
  minStep = 1.5,
): FleetMap {
  const extent: [[number, number], [number, number]] = [
    [box.x, box.y],
    [box.x + box.width, box.y + box.height],
  ];
  const projection = geoMercator()
    .fitExtent(extent, {
      type: "MultiPoint",
      coordinates: [
        [window.west, window.south],
        [window.east, window.north],
      ],
    })
    .clipExtent(extent);
  const draw = (object: Parameters<ReturnType<typeof geoPath>>[0]) => {
    const context = new RoundedPath(minStep);
    geoPath(projection, context)(object);
    return context.toString();
  };
  const countries = world.objects.countries;
  // Every country in world-atlas is a polygon or a multipolygon.
  const shapes = countries.geometries as (Polygon<{ name: string }> | MultiPolygon<{ name: string }>)[];
  return {
    land: draw(merge(world, shapes)),
    fleetLand: draw(
      merge(
        world,
        shapes.filter((country) => fleetCountries.has(String(country.id))),
      ),
    ),
    borders: draw(mesh(world, countries, (a, b) => a !== b)),
    project: (lon, lat) => {
      const point = projection([lon, lat]);
      if (!point) throw new Error(`${lon}, ${lat} is outside the map`);
      return [point[0], point[1]];
    },
  };
}

/** Places the fleet drives between, as longitude and latitude. */
export const places = {
  mumbai: [72.88, 19.08],
  vadodara: [73.18, 22.31],
  ahmedabad: [72.57, 23.02],
  surat: [72.83, 21.17],
  delhi: [77.21, 28.61],
  jaipur: [75.79, 26.91],
  bengaluru: [77.59, 12.97],
  chennai: [80.27, 13.08],
  hyderabad: [78.49, 17.39],
  nagpur: [79.09, 21.15],
  kolkata: [88.36, 22.57],
  darEsSalaam: [39.28, -6.79],
  morogoro: [37.66, -6.82],
  dodoma: [35.74, -6.16],
  arusha: [36.68, -3.39],
  nairobi: [36.82, -1.29],
  mombasa: [39.67, -4.04],
  dubai: [55.27, 25.2],
  abuDhabi: [54.37, 24.45],
  sohar: [56.71, 24.35],
  muscat: [58.41, 23.59],
} satisfies Record<string, [number, number]>;
