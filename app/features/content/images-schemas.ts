import { pageParam } from "#app/lib/list-query.ts";
import { hasControlCharacters, z } from "#app/lib/validation.ts";
import { IMAGE_ALT_MAX_LENGTH, imageMessages } from "./images.ts";

// The image library's input contracts (uploads and the library list), apart
// from the image helpers in images.ts, which public pages load: those pages
// must not bring the validation library to the browser.

/** The alt text an upload must carry: 1–250 characters once trimmed, no control characters. */
export const imageAltSchema = z
  .string()
  .trim()
  .min(1, imageMessages.altRequired)
  .max(IMAGE_ALT_MAX_LENGTH, imageMessages.altRequired)
  .refine((text) => !hasControlCharacters(text), "Remove the control characters from the alt text.");

export const IMAGE_PAGE_SIZE = 24;

/** The library's query: newest first, IMAGE_PAGE_SIZE a page. */
export const imageListQuerySchema = z.object({ page: pageParam });
