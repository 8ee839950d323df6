import type { ReactNode } from "react";
import type { CoverMotif } from "../collections.ts";

/**
 * Covers are drawn, not photographed: one SVG per motif, varied by the item's
 * slug, so every card has an image that costs a few hundred bytes.
 */

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

const palettes = [
  { bg: "#1c1c1c", fg: "#ffc400", line: "#fafaf8" },
  { bg: "#23303a", fg: "#ffc400", line: "#e8eef2" },
  { bg: "#2f2a1f", fg: "#ffd54a", line: "#f6efe0" },
  { bg: "#1f2b24", fg: "#ffc400", line: "#e6f0ea" },
];

function motifShapes(motif: CoverMotif, fg: string, line: string, seed: number): ReactNode {
  const shift = seed % 60;
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
          <circle cx={200 + shift / 2} cy="95" r="38" fill="none" stroke={fg} strokeWidth="8" />
          <circle cx={200 + shift / 2} cy="95" r="12" fill={fg} />
          <path d="M110 150 Q200 120 290 150" fill="none" stroke={line} strokeWidth="6" opacity="0.6" />
        </>
      );
    case "fleet":
      return (
        <>
          {[0, 1, 2].map((index) => (
            <g key={index} transform={`translate(${50 + index * 105} ${80 + ((seed >> index) % 40)})`}>
              <rect width="80" height="40" rx="6" fill={index === 1 ? fg : line} opacity={index === 1 ? 1 : 0.5} />
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
            const height = 30 + ((seed >> (index * 3)) % 110);
            return (
              <rect
                key={index}
                x={70 + index * 45}
                y={190 - height}
                width="30"
                height={height}
                fill={index === 4 ? fg : line}
                opacity={index === 4 ? 1 : 0.4}
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
            <g key={index} transform={`translate(${110 + index * 90} ${70 + (index === 1 ? -10 : 10)})`}>
              <circle cx="0" cy="0" r="22" fill={index === 1 ? fg : line} opacity={index === 1 ? 1 : 0.55} />
              <path d="M-38 90 Q0 20 38 90 Z" fill={index === 1 ? fg : line} opacity={index === 1 ? 1 : 0.55} />
            </g>
          ))}
        </>
      );
    case "shield":
      return (
        <>
          <path
            d="M200 30 L270 58 V110 C270 155 240 182 200 198 C160 182 130 155 130 110 V58 Z"
            fill="none"
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
            [285, 85],
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
              stroke={index === 0 ? fg : line}
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
  motif,
  seed,
  alt,
  className = "",
}: {
  motif: CoverMotif;
  seed: string;
  /** Empty when the image only decorates a card whose title says it all. */
  alt: string;
  className?: string;
}) {
  const value = hash(seed);
  const palette = palettes[value % palettes.length] ?? palettes[0];
  if (!palette) return null;
  const shapes = (
    <>
      <rect width="400" height="225" fill={palette.bg} />
      {motifShapes(motif, palette.fg, palette.line, value)}
    </>
  );
  const size = { viewBox: "0 0 400 225", width: 400, height: 225, className: `h-auto w-full ${className}` };
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
