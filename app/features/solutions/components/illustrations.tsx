import type { ReactNode } from "react";
import type { SolutionSlug } from "../catalogue.ts";
import { dim, Frame, faint, ink, panel, red, signal, white } from "./illustration-frame.tsx";

/**
 * Line illustrations for the dark page heroes. They repeat what the text
 * beside them says, so they are decorative: hidden from assistive technology.
 */

function CabinVisionArt() {
  return (
    <Frame>
      <path d="M92 106 L186 58 M92 134 L186 190" stroke={faint} strokeWidth="2" strokeDasharray="6 6" />
      <rect x="28" y="96" width="64" height="48" rx="10" fill={panel} stroke={white} strokeWidth="2.5" />
      <circle cx="60" cy="120" r="14" stroke={signal} strokeWidth="3" />
      <circle cx="60" cy="120" r="5" fill={signal} />
      <circle cx="38" cy="104" r="2.5" fill={signal} opacity="0.7" />
      <circle cx="82" cy="104" r="2.5" fill={signal} opacity="0.7" />
      <circle cx="38" cy="136" r="2.5" fill={signal} opacity="0.7" />
      <circle cx="82" cy="136" r="2.5" fill={signal} opacity="0.7" />
      <ellipse cx="236" cy="118" rx="44" ry="56" stroke={white} strokeWidth="2.5" />
      <path d="M176 228 Q236 174 296 228" stroke={white} strokeWidth="2.5" />
      <path d="M212 112 q10 6 20 0 M240 112 q10 6 20 0" stroke={white} strokeWidth="2.5" />
      <path d="M224 148 q12 6 24 0" stroke={dim} strokeWidth="2.5" />
      <rect x="204" y="100" width="64" height="24" rx="4" stroke={signal} strokeWidth="2" strokeDasharray="5 4" />
      <path
        d="M186 78 V58 H206 M266 58 H286 V78 M186 160 V180 H206 M266 180 H286 V160"
        stroke={signal}
        strokeWidth="3"
      />
      <rect x="196" y="24" width="80" height="22" rx="11" fill={signal} />
      <text x="236" y="39" textAnchor="middle" fontSize="11" fontWeight="700" fill={ink}>
        EYES 1.6 s
      </text>
    </Frame>
  );
}

function CabinAlertsArt() {
  const grille = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      grille.push(<circle key={`${row}-${col}`} cx={92 + col * 12} cy={108 + row * 12} r="3" fill={dim} />);
    }
  }
  return (
    <Frame>
      <path d="M20 200 H300" stroke={faint} strokeWidth="3" />
      <rect x="80" y="68" width="70" height="8" rx="4" fill={signal} />
      <rect x="150" y="68" width="30" height="8" rx="4" fill={red} />
      <rect x="70" y="84" width="120" height="84" rx="14" fill={panel} stroke={white} strokeWidth="2.5" />
      {grille}
      <path d="M162 106 L180 144 H144 Z" stroke={signal} strokeWidth="3" />
      <path d="M162 119 V131" stroke={signal} strokeWidth="3" />
      <circle cx="162" cy="138" r="1.8" fill={signal} />
      <path d="M206 104 a32 32 0 0 1 0 44" stroke={signal} strokeWidth="3" />
      <path d="M222 92 a50 50 0 0 1 0 68" stroke={signal} strokeWidth="3" opacity="0.7" />
      <path d="M238 80 a66 66 0 0 1 0 92" stroke={signal} strokeWidth="3" opacity="0.4" />
      <rect x="198" y="22" width="108" height="34" rx="10" fill={white} />
      <path d="M222 56 l-6 12 l16 -12 Z" fill={white} />
      <text x="252" y="44" textAnchor="middle" fontSize="12" fontWeight="700" fill={ink}>
        Take a break
      </text>
      <path d="M84 214 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 M148 214 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6" stroke={dim} />
    </Frame>
  );
}

function RoadSenseArt() {
  return (
    <Frame>
      <path d="M8 92 H312" stroke={faint} strokeWidth="2" />
      <path d="M36 232 L146 92 H174 L284 232 Z" fill={panel} />
      <path d="M36 232 L146 92 M284 232 L174 92" stroke={white} strokeWidth="2.5" />
      <path d="M160 232 V96" stroke={signal} strokeWidth="3" strokeDasharray="14 12" />
      <rect x="136" y="112" width="48" height="36" rx="3" fill="#3a3a3a" stroke={white} strokeWidth="2" />
      <rect x="140" y="140" width="9" height="4" rx="1" fill={red} />
      <rect x="171" y="140" width="9" height="4" rx="1" fill={red} />
      <path d="M192 148 H202 V206 H192" stroke={signal} strokeWidth="2.5" />
      <rect x="208" y="166" width="72" height="22" rx="11" fill={signal} />
      <text x="244" y="181" textAnchor="middle" fontSize="11" fontWeight="700" fill={ink}>
        1.2 s gap
      </text>
      <circle cx="86" cy="150" r="6" stroke={white} strokeWidth="2" />
      <path d="M86 156 v18 M86 162 l-8 8 M86 162 l8 6 M86 174 l-6 14 M86 174 l6 14" stroke={white} strokeWidth="2" />
      <rect x="70" y="138" width="32" height="56" rx="4" stroke={signal} strokeWidth="2" strokeDasharray="5 4" />
      <path d="M40 48 l10 -18 l10 18 Z" stroke={signal} strokeWidth="2.5" />
      <path d="M50 37 v5" stroke={signal} strokeWidth="2.5" />
    </Frame>
  );
}

function FleetSenseArt() {
  return (
    <Frame>
      <path
        d="M0 64 H320 M0 150 C80 140 120 190 320 172 M92 0 V240 M222 0 C212 80 252 160 232 240"
        stroke="rgba(255,255,255,0.08)"
        strokeWidth="10"
      />
      <path d="M40 200 C90 190 80 120 140 110 S230 76 280 62" stroke={dim} strokeWidth="4" strokeDasharray="2 8" />
      <path d="M40 200 C90 190 80 120 140 110" stroke={signal} strokeWidth="4" />
      <circle cx="40" cy="200" r="6" fill={white} />
      <path d="M280 22 a14 14 0 0 1 14 14 c0 10 -14 26 -14 26 s-14 -16 -14 -26 a14 14 0 0 1 14 -14 Z" fill={signal} />
      <circle cx="280" cy="36" r="5" fill={ink} />
      <circle cx="140" cy="110" r="15" fill={signal} />
      <path d="M131 104 h11 v10 h-11 Z M142 107 h5 l3 4 v3 h-8 Z" fill={ink} />
      <circle cx="135" cy="116" r="2" fill={ink} />
      <circle cx="146" cy="116" r="2" fill={ink} />
      <rect x="212" y="164" width="94" height="60" rx="10" fill={panel} stroke={faint} strokeWidth="2" />
      <path d="M232 212 A28 28 0 0 1 288 212" stroke={dim} strokeWidth="5" />
      <path d="M232 212 A28 28 0 0 1 274 187.8" stroke={signal} strokeWidth="5" />
      <text x="260" y="210" textAnchor="middle" fontSize="12" fontWeight="700" fill={white}>
        62%
      </text>
    </Frame>
  );
}

function InsightsArt() {
  const bars = [80, 92, 70, 58, 46, 38];
  return (
    <Frame>
      <rect x="24" y="28" width="272" height="184" rx="14" fill={panel} />
      <rect x="44" y="48" width="72" height="8" rx="4" fill={white} opacity="0.6" />
      <rect x="44" y="62" width="44" height="6" rx="3" fill={dim} />
      {bars.map((height, index) => (
        <rect
          key={height}
          x={44 + index * 24}
          y={188 - height}
          width="14"
          height={height}
          rx="3"
          fill={index >= 4 ? signal : "rgba(255,255,255,0.25)"}
        />
      ))}
      <path d="M51 100 L75 88 L99 110 L123 122 L147 134 L171 142" stroke={white} strokeWidth="2.5" />
      <path d="M208 112 A34 34 0 0 1 276 112" stroke={dim} strokeWidth="8" />
      <path d="M208 112 A34 34 0 0 1 222 84.5" stroke={signal} strokeWidth="8" />
      <text x="242" y="108" textAnchor="middle" fontSize="22" fontWeight="700" fill={white}>
        28
      </text>
      <text x="242" y="130" textAnchor="middle" fontSize="10" fontWeight="700" fill={dim}>
        RISK
      </text>
      <circle cx="226" cy="170" r="5" fill={signal} />
      <circle cx="244" cy="176" r="8" fill={signal} opacity="0.6" />
      <circle cx="262" cy="166" r="4" fill={signal} opacity="0.4" />
    </Frame>
  );
}

function LifeSaversArt() {
  return (
    <Frame>
      <path d="M110 124 a50 50 0 0 1 100 0" stroke={white} strokeWidth="6" />
      <rect x="98" y="114" width="22" height="40" rx="8" fill={signal} />
      <rect x="200" y="114" width="22" height="40" rx="8" fill={signal} />
      <path d="M109 154 q0 34 40 34 h8" stroke={white} strokeWidth="4" />
      <circle cx="162" cy="188" r="6" fill={white} />
      <path d="M20 214 H110 l8 -16 l12 30 l10 -26 l8 12 H300" stroke={signal} strokeWidth="3" />
      <circle cx="262" cy="52" r="24" stroke={white} strokeWidth="2.5" />
      <path d="M262 38 V52 L272 58" stroke={signal} strokeWidth="3" />
      <text x="262" y="96" textAnchor="middle" fontSize="13" fontWeight="700" fill={white}>
        24/7
      </text>
      <path d="M176 180 a12 12 0 0 1 0 16 M186 172 a24 24 0 0 1 0 32" stroke={dim} strokeWidth="3" />
    </Frame>
  );
}

function HappyDriverArt() {
  return (
    <Frame>
      <circle cx="130" cy="134" r="62" stroke={white} strokeWidth="8" />
      <path d="M68 134 H114 M146 134 H192 M130 150 V196" stroke={white} strokeWidth="8" />
      <circle cx="130" cy="134" r="17" fill={panel} stroke={white} strokeWidth="4" />
      <path d="M122 137 q8 7 16 0" stroke={signal} strokeWidth="3" />
      <path d="M236 28 h18 l12 40 h-18 Z" fill={signal} opacity="0.6" />
      <path d="M288 28 h-18 l-12 40 h18 Z" fill={signal} opacity="0.6" />
      <circle cx="262" cy="92" r="30" fill={signal} />
      <polygon
        points="262.0,78.0 265.5,87.1 275.3,87.7 267.7,93.9 270.2,103.3 262.0,98.0 253.8,103.3 256.3,93.9 248.7,87.7 258.5,87.1"
        fill={ink}
      />
      <path d="M212 60 l3 8 l8 3 l-8 3 l-3 8 l-3 -8 l-8 -3 l8 -3 Z" fill={white} opacity="0.7" />
      <path d="M292 150 l2 6 l6 2 l-6 2 l-2 6 l-2 -6 l-6 -2 l6 -2 Z" fill={white} opacity="0.5" />
      <path d="M236 200 H300 M252 214 H300" stroke={dim} strokeWidth="4" />
    </Frame>
  );
}

const art: Record<SolutionSlug, () => ReactNode> = {
  "cabin-vision": CabinVisionArt,
  "cabin-alerts": CabinAlertsArt,
  "road-sense": RoadSenseArt,
  "fleet-sense": FleetSenseArt,
  "marut-insights": InsightsArt,
  "marut-life-savers": LifeSaversArt,
  "happy-driver-programme": HappyDriverArt,
};

/** The hero illustration of a product page. */
export function SolutionIllustration({ slug }: { slug: SolutionSlug }) {
  const Art = art[slug];
  return <Art />;
}
