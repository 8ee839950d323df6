import { dim, Frame, faint, panel, signal, white } from "./illustration-frame.tsx";

/** The home page hero: a protected road. Small enough to cost nothing on mobile. */
export function HomeIllustration() {
  return (
    <Frame>
      <path d="M8 150 H312" stroke={faint} strokeWidth="2" />
      <path d="M40 232 L148 150 H172 L280 232 Z" fill={panel} />
      <path d="M40 232 L148 150 M280 232 L172 150" stroke={white} strokeWidth="2.5" />
      <path d="M160 232 V154" stroke={signal} strokeWidth="3" strokeDasharray="12 10" />
      <path
        d="M160 28 L202 44 V80 C202 106 184 122 160 132 C136 122 118 106 118 80 V44 Z"
        fill={panel}
        stroke={signal}
        strokeWidth="4"
      />
      <path d="M141 80 l13 13 l25 -27" stroke={signal} strokeWidth="5" />
      <path d="M96 56 a70 70 0 0 0 0 48 M76 44 a96 96 0 0 0 0 72" stroke={dim} strokeWidth="3" />
      <path d="M224 56 a70 70 0 0 1 0 48 M244 44 a96 96 0 0 1 0 72" stroke={dim} strokeWidth="3" />
    </Frame>
  );
}
