import { DEFAULT_IMAGE_SIZES, pictureSources } from "../images.ts";

/**
 * A studio image (a cover, a portrait) as a `<picture>`: AVIF and WebP
 * sources and a JPEG `<img>` at every stored width, with its intrinsic width
 * and height so the page keeps its place while it loads. The same markup as an
 * image in Markdown (pictureHtml in images.ts); `sizes` says how wide it shows.
 */
export function ResponsiveImage({
  id,
  width,
  height,
  alt,
  sizes = DEFAULT_IMAGE_SIZES,
  priority = false,
  className,
}: {
  id: string;
  width: number;
  height: number;
  /** What the image shows; "" for a decorative image next to text that says it. */
  alt: string;
  sizes?: string;
  /** Load at once (an image at the top of the page) instead of when it nears the screen. */
  priority?: boolean;
  className?: string;
}) {
  const sources = pictureSources({ id, width, height });
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.src}
        srcSet={sources.jpeg}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...(priority ? { fetchPriority: "high" as const } : {})}
        className={className}
      />
    </picture>
  );
}
