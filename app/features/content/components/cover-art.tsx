import type { ReactNode } from "react";
import { type CollectionName, type CoverMotif, collections } from "../collections.ts";

/**
 * Covers are drawn, not photographed: a few hundred bytes of SVG per card, rendered on the
 * server. The item's motif is the subject; everything else is derived from the item itself so
 * no two covers look alike: the collection picks the colour family, the slug the exact shade,
 * the placement and the details, and the first tag the backdrop pattern.
 */

type CoverItem = { slug: string; collection: CollectionName; tags: readonly string[]; cover: { motif: CoverMotif } };

/** FNV-1a: a stable unsigned 32-bit number for a string. */
function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** A number in [min, max] from bits of `seed`; never negative. */
function pick(seed: number, bits: number, min: number, max: number): number {
  return min + (((seed >>> bits) & 0xffff) % (max - min + 1));
}

/** 0, 1, … count − 1. */
function steps(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

const accents = ["#ffc400", "#ffd54a", "#ff9f43", "#7ed6c1", "#9ecbff", "#f7a6c2"];

type Palette = { bg: string; fg: string; line: string; soft: string };

function palette(item: CoverItem, seed: number): Palette {
  const hue = (collections[item.collection].hue + pick(seed, 0, 0, 70) - 35 + 360) % 360;
  return {
    bg: `hsl(${hue} ${pick(seed, 4, 18, 34)}% ${pick(seed, 8, 13, 21)}%)`,
    fg: accents[pick(seed, 12, 0, accents.length - 1)] ?? "#ffc400",
    line: `hsl(${hue} 30% 94%)`,
    soft: `hsl(${(hue + 40) % 360} 35% 32%)`,
  };
}

/** The backdrop, chosen by the first tag: a quiet pattern behind the motif. */
function backdrop(kind: number, colours: Palette, seed: number): ReactNode {
  const count = pick(seed, 16, 4, 9);
  const step = 400 / count;
  switch (kind) {
    case 0:
      return steps(count).map((index) => (
        <path
          key={index}
          d={`M${index * step} 225 L${index * step + 120} 0`}
          stroke={colours.soft}
          strokeWidth={pick(seed, index, 6, 18)}
        />
      ));
    case 1:
      return steps(count).map((index) => (
        <circle
          key={index}
          cx={pick(seed, 20, 40, 360)}
          cy={pick(seed, 24, 30, 195)}
          r={30 + index * 28}
          fill="none"
          stroke={colours.soft}
          strokeWidth="3"
        />
      ));
    case 2:
      return steps(count * 3).map((index) => (
        <circle
          key={index}
          cx={((index % count) + 0.5) * step}
          cy={30 + Math.floor(index / count) * 80}
          r={pick(seed, index % 16, 3, 8)}
          fill={colours.soft}
        />
      ));
    case 3:
      return steps(count).map((index) => (
        <path
          key={index}
          d={`M0 ${20 + index * (190 / count)} Q200 ${pick(seed, index, 0, 225)} 400 ${20 + index * (190 / count)}`}
          fill="none"
          stroke={colours.soft}
          strokeWidth="2.5"
        />
      ));
    default:
      return (
        <>
          {steps(count).map((index) => (
            <path key={index} d={`M${(index + 0.5) * step} 0 V225`} stroke={colours.soft} strokeWidth="2" />
          ))}
          <path d="M0 112 H400" stroke={colours.soft} strokeWidth="2" />
        </>
      );
  }
}

function motifShapes(motif: CoverMotif, colours: Palette, seed: number): ReactNode {
  const { fg, line } = colours;
  /** The lead shape in the foreground colour, the others in the line colour, faded to `faded`. */
  const paint = (isLead: boolean, faded: number) => ({ fill: isLead ? fg : line, opacity: isLead ? 1 : faded });
  const shift = pick(seed, 3, 0, 60);
  const lead = pick(seed, 7, 0, 5);
  switch (motif) {
    case "road":
      return (
        <>
          <path
            d={`M${150 + shift} 225 L${190 + shift / 3} 40 L${210 + shift / 3} 40 L${290 + shift} 225 Z`}
            fill={line}
            opacity="0.15"
          />
          {[0, 1, 2, 3].map((index) => (
            <rect
              key={index}
              x={196 + shift / 3 + index * (shift / 20)}
              y={60 + index * 42}
              width={8 + index * 3}
              height={22 + index * 4}
              fill={fg}
            />
          ))}
        </>
      );
    case "cab":
      return (
        <>
          <rect x="70" y="150" width="260" height="40" rx="8" fill={line} opacity="0.18" />
          <circle cx={200 + shift / 2} cy="95" r={30 + lead * 3} fill="none" stroke={fg} strokeWidth="8" />
          <circle cx={200 + shift / 2} cy="95" r="12" fill={fg} />
          <path d="M110 150 Q200 120 290 150" fill="none" stroke={line} strokeWidth="6" opacity="0.6" />
        </>
      );
    case "fleet":
      return (
        <>
          {[0, 1, 2].map((index) => (
            <g key={index} transform={`translate(${50 + index * 105} ${pick(seed, index * 4, 70, 110)})`}>
              <rect width="80" height="40" rx="6" {...paint(index === lead % 3, 0.5)} />
              <circle cx="18" cy="46" r="9" fill={line} />
              <circle cx="62" cy="46" r="9" fill={line} />
            </g>
          ))}
        </>
      );
    case "chart":
      return (
        <>
          {[0, 1, 2, 3, 4, 5].map((index) => {
            const height = pick(seed, index * 3, 30, 140);
            return (
              <rect
                key={index}
                x={70 + index * 45}
                y={190 - height}
                width="30"
                height={height}
                {...paint(index === lead, 0.4)}
              />
            );
          })}
          <path d="M60 190 H350" stroke={line} strokeWidth="3" />
        </>
      );
    case "people":
      return (
        <>
          {[0, 1, 2].map((index) => (
            <g key={index} transform={`translate(${110 + index * 90} ${70 + (index === lead % 3 ? -10 : 10)})`}>
              <circle cx="0" cy="0" r="22" {...paint(index === lead % 3, 0.55)} />
              <path d="M-38 90 Q0 20 38 90 Z" {...paint(index === lead % 3, 0.55)} />
            </g>
          ))}
        </>
      );
    case "shield":
      return (
        <>
          <path
            d="M200 30 L270 58 V110 C270 155 240 182 200 198 C160 182 130 155 130 110 V58 Z"
            fill={lead % 2 === 0 ? "none" : line}
            fillOpacity="0.12"
            stroke={fg}
            strokeWidth="8"
          />
          <path
            d="M170 112 L192 134 L234 90"
            fill="none"
            stroke={line}
            strokeWidth="9"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      );
    case "map":
      return (
        <>
          <path d="M60 60 L150 35 L250 65 L340 40 V175 L250 200 L150 170 L60 195 Z" fill={line} opacity="0.15" />
          {[
            [130 + shift / 2, 100],
            [220, 140 - shift / 3],
            [285, 85 + lead * 6],
          ].map(([x, y]) => (
            <g key={`${x}-${y}`}>
              <circle cx={x} cy={y} r="10" fill={fg} />
              <circle cx={x} cy={y} r="22" fill="none" stroke={fg} strokeWidth="3" opacity="0.5" />
            </g>
          ))}
        </>
      );
    case "signal":
      return (
        <>
          {[0, 1, 2, 3].map((index) => (
            <path
              key={index}
              d={`M${200 - 30 - index * 32} ${150 - index * 20} A${40 + index * 32} ${40 + index * 32} 0 0 1 ${200 + 30 + index * 32} ${150 - index * 20}`}
              fill="none"
              stroke={index === lead % 4 ? fg : line}
              strokeWidth="7"
              strokeLinecap="round"
              opacity={1 - index * 0.2}
            />
          ))}
          <circle cx="200" cy="168" r="12" fill={fg} />
        </>
      );
  }
}

export function CoverArt({
  item,
  alt,
  fill = false,
  className = "",
}: {
  item: CoverItem;
  /** Empty when the image only decorates a card whose title says it all. */
  alt: string;
  /** Cover the box it sits in (cropping the drawing) instead of keeping its 16:9 frame. */
  fill?: boolean;
  className?: string;
}) {
  const seed = hash(`${item.collection}/${item.slug}`);
  const colours = palette(item, seed);
  const pattern = hash(item.tags[0] ?? item.collection) % 5;
  // Place the motif left, centre or right and scale it a little, about the frame's centre.
  const offset = pick(seed, 18, 0, 120) - 60;
  const scale = pick(seed, 22, 80, 100) / 100;
  const shapes = (
    <>
      <rect width="400" height="225" fill={colours.bg} />
      {backdrop(pattern, colours, seed)}
      <g transform={`translate(${200 + offset} 112) scale(${scale}) translate(-200 -112)`}>
        {motifShapes(item.cover.motif, colours, seed)}
      </g>
    </>
  );
  const size = {
    viewBox: "0 0 400 225",
    width: 400,
    height: 225,
    preserveAspectRatio: fill ? "xMidYMid slice" : undefined,
    className: `${fill ? "h-full" : "h-auto"} w-full ${className}`,
  };
  return alt ? (
    <svg {...size} role="img" aria-label={alt}>
      <title>{alt}</title>
      {shapes}
    </svg>
  ) : (
    <svg {...size} aria-hidden="true" focusable="false">
      {shapes}
    </svg>
  );
}
