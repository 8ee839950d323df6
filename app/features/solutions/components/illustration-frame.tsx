import type { ReactNode } from "react";

/** Colours and the rounded frame shared by the hero illustrations. */

export const signal = "#ffc400";
export const white = "#ffffff";
export const dim = "rgba(255,255,255,0.45)";
export const faint = "rgba(255,255,255,0.12)";
export const panel = "#2b2b2b";
export const ink = "#1c1c1c";
export const red = "#ff5a4f";

export function Frame({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 320 240"
      width="100%"
      aria-hidden="true"
      focusable="false"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="h-auto w-full"
    >
      <rect x="1" y="1" width="318" height="238" rx="16" fill="#232323" stroke={faint} strokeWidth="2" />
      {children}
    </svg>
  );
}
