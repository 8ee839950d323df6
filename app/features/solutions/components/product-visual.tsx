import type { ProductVisual } from "../solutions.ts";

/** Below this width the page shows a screen's phone composition, whose text stays readable on a phone. */
export const PHONE_VISUAL_MEDIA = "(max-width: 39.99rem)";

/**
 * A product screen beside a page hero: SVG files drawn by `npm run assets:product`, so it costs the page no
 * JavaScript, and the browser downloads only the one it shows: the phone composition on narrow screens, the full
 * screen elsewhere. It is the first thing a buyer looks at, so it loads with high priority.
 */
export function ProductVisualFigure({ visual }: { visual: ProductVisual }) {
  return (
    <figure>
      <picture>
        <source
          media={PHONE_VISUAL_MEDIA}
          srcSet={visual.phone.src}
          width={visual.phone.width}
          height={visual.phone.height}
        />
        <img
          src={visual.src}
          width={visual.width}
          height={visual.height}
          alt={visual.alt}
          fetchPriority="high"
          decoding="async"
          className="h-auto w-full rounded-xl"
        />
      </picture>
      <figcaption className="mt-1.5 text-sm text-white/75">{visual.caption}</figcaption>
    </figure>
  );
}
