import type { ProductVisual } from "../solutions.ts";

/**
 * A product screen beside a page hero: an SVG file drawn by
 * `npm run assets:product`, so it costs the page no JavaScript. It is the
 * first thing a buyer looks at, so it loads with high priority.
 */
export function ProductVisualFigure({ visual }: { visual: ProductVisual }) {
  return (
    <figure>
      <img
        src={visual.src}
        width={visual.width}
        height={visual.height}
        alt={visual.alt}
        fetchPriority="high"
        decoding="async"
        className="h-auto w-full rounded-xl"
      />
      <figcaption className="mt-1.5 text-sm text-white/75">{visual.caption}</figcaption>
    </figure>
  );
}
