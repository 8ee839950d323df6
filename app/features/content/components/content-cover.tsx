import type { CollectionName, CoverImage, CoverMotif } from "../collections.ts";
import { CoverArt } from "./cover-art.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

type CoverItem = {
  slug: string;
  collection: CollectionName;
  tags: readonly string[];
  cover: { motif: CoverMotif };
  coverImage?: CoverImage | null;
};

/**
 * An item's cover: its uploaded photo when it has one, cropped to the drawn
 * cover's 16:9 frame (or to the box with `fill`), else the drawn cover. The
 * photo carries its width and height, so the page keeps its place while it loads.
 */
export function ContentCover({
  item,
  alt,
  fill = false,
  sizes,
  priority = false,
}: {
  item: CoverItem;
  /** Empty when the cover only decorates a card whose title says it all. */
  alt: string;
  fill?: boolean;
  /** How wide the cover shows, for the browser's choice of width. */
  sizes?: string;
  /** The cover at the top of its page: loaded at once. */
  priority?: boolean;
}) {
  if (!item.coverImage) return <CoverArt item={item} alt={alt} fill={fill} />;
  return (
    <ResponsiveImage
      {...item.coverImage}
      alt={alt}
      sizes={sizes}
      priority={priority}
      className={fill ? "h-full w-full object-cover" : "aspect-video h-auto w-full object-cover"}
    />
  );
}
