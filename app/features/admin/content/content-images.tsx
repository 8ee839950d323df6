import { X } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
import { primaryButtonClass, secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import type { CoverImage } from "#app/features/content/collections.ts";
import { ResponsiveImage } from "#app/features/content/components/responsive-image.tsx";
import { type ContentImage, imageMarkdown, mediaUrl } from "#app/features/content/images.ts";
import { imageAltSchema } from "#app/features/content/images-schemas.ts";
import { useModalDialog } from "../components/confirm-dialog.tsx";
import { ImageUpload } from "../components/image-upload.tsx";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";
import type { ContentEditor } from "./use-content-editor.ts";

// Images in the content editor (decision 0023): the upload control and the
// library beside the Markdown body, inserting `![alt](/media/…)` at the
// cursor, and the item's cover photo (upload, choose from the library, remove).

/**
 * A modal dialog built on <dialog>: labelled by its heading, Escape closes it,
 * the page behind is inert, and focus goes back to the button that opened it.
 */
function ModalDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const ref = useModalDialog(open, () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  });
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      className="m-auto max-h-[90vh] w-[min(56rem,calc(100vw-2rem))] overflow-auto rounded-lg border border-black/20 bg-white p-0 text-ink backdrop:bg-black/50"
      onClose={() => {
        onClose();
        const target = opener.current;
        opener.current = null;
        if (target?.isConnected) target.focus();
      }}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-1 border-b border-black/10 bg-white px-2 py-1">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={() => ref.current?.close()}
          className="inline-flex size-6 items-center justify-center rounded-md hover:bg-black/5"
        >
          <X aria-hidden="true" size={24} />
        </button>
      </div>
      <div className="p-2">{open ? children : null}</div>
    </dialog>
  );
}

/** The library's images, newest first, a page at a time. */
function useImageLibrary(open: boolean) {
  const client = useStaffClient();
  const [images, setImages] = useState<ContentImage[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const load = useCallback(
    async (which: number) => {
      setState("loading");
      const result = await sendAsStaff(client.api.admin.content.images.$get({ query: { page: String(which) } }));
      if (!result.ok) return setState("failed");
      const { data, meta } = result.data;
      setImages((now) => (which === 1 ? data : [...now, ...data]));
      setTotal(meta.total);
      setPage(which);
      setState("ready");
    },
    [client],
  );
  useEffect(() => {
    if (open) void load(1);
  }, [open, load]);
  return { images, total, state, more: () => load(page + 1) };
}

/** The library as a grid of choices; `chosen` marks the one picked. */
function LibraryGrid({
  library,
  chosen,
  onChoose,
  chooseLabel,
}: {
  library: ReturnType<typeof useImageLibrary>;
  chosen: string | null;
  onChoose: (image: ContentImage) => void;
  chooseLabel: string;
}) {
  const { images, total, state } = library;
  return (
    <div>
      <p role="status" className="text-sm">
        {state === "loading" && images.length === 0
          ? "Loading the library…"
          : state === "failed"
            ? "The library could not be loaded. Close this window and try again."
            : images.length === 0
              ? "The library is empty: upload an image first."
              : `${images.length} of ${total} images.`}
      </p>
      <ul className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3 md:grid-cols-4">
        {images.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              aria-pressed={chosen === image.id}
              onClick={() => onChoose(image)}
              className={`flex w-full flex-col overflow-hidden rounded-md border-2 bg-paper text-left text-sm hover:border-ink ${
                chosen === image.id ? "border-ink ring-3 ring-signal" : "border-black/20"
              }`}
            >
              <img
                src={mediaUrl(image.id, image.widths[0] ?? image.width, "jpeg")}
                width={image.width}
                height={image.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-video h-auto w-full bg-white object-cover"
              />
              <span className="line-clamp-2 p-0.5">
                <span className="sr-only">{chooseLabel}: </span>
                {image.alt}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {images.length < total ? (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-1`}
          aria-disabled={state === "loading" || undefined}
          onClick={() => state !== "loading" && void library.more()}
        >
          Show more images
        </button>
      ) : null}
    </div>
  );
}

/** A Markdown field images are inserted into: its textarea's id, its text and how to change it. */
export type MarkdownField = { textareaId: string; text: string; setText: (text: string) => void };

/** Inserts Markdown at the field's cursor (or at its end) on a paragraph of its own, and puts the cursor after it. */
function insertIntoBody(field: MarkdownField, markdown: string) {
  const textarea = document.getElementById(field.textareaId) as HTMLTextAreaElement | null;
  const text = field.text;
  const start = textarea ? textarea.selectionStart : text.length;
  const end = textarea ? textarea.selectionEnd : text.length;
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const snippet = `${lead}${markdown}${trail}`;
  field.setText(`${before}${snippet}${after}`);
  const caret = before.length + lead.length + markdown.length;
  requestAnimationFrame(() => {
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(caret, caret);
  });
}

/**
 * A document's Markdown body: the text area (monospaced, `rows` high) and, below it, its images
 * (`BodyImages`). The editors of the studio and of campaigns give their own hint and height.
 */
export function MarkdownBodyField({
  id,
  hint,
  rows,
  minHeightClass,
  text,
  setText,
  error,
}: {
  id: string;
  hint: string;
  rows: number;
  minHeightClass: string;
  text: string;
  setText: (text: string) => void;
  error: string | undefined;
}) {
  return (
    <>
      <TextAreaField
        id={id}
        label="Body (Markdown)"
        hint={hint}
        className="mt-2"
        inputClassName={`${minHeightClass} font-mono text-sm`}
        rows={rows}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <BodyImages field={{ textareaId: id, text, setText }} />
    </>
  );
}

/** Beside a Markdown body (an item's, a campaign's): upload (drop, paste or choose) and the library, each inserting the image at the cursor. */
export function BodyImages({ field }: { field: MarkdownField }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ContentImage | null>(null);
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string | undefined>();
  const [inserted, setInserted] = useState("");
  const library = useImageLibrary(open);

  function insertChosen() {
    if (!chosen) return;
    const checked = imageAltSchema.safeParse(alt);
    if (!checked.success) return setAltError(checked.error.issues[0]?.message);
    insertIntoBody(field, imageMarkdown({ ...chosen, alt: checked.data }));
    setInserted(`Inserted “${checked.data}” into the body.`);
    setOpen(false);
  }

  return (
    <div className="mt-2 grid gap-1">
      <ImageUpload
        label="Add an image to the body"
        onUploaded={({ markdown, image }) => {
          insertIntoBody(field, markdown);
          setInserted(`Inserted “${image.alt}” into the body.`);
        }}
      />
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            setChosen(null);
            setAlt("");
            setAltError(undefined);
            setOpen(true);
          }}
        >
          Insert from the library
        </button>
        <p role="status" className="text-sm">
          {inserted}
        </p>
      </div>
      <ModalDialog open={open} onClose={() => setOpen(false)} title="Insert an image from the library">
        <LibraryGrid
          library={library}
          chosen={chosen?.id ?? null}
          chooseLabel="Choose"
          onChoose={(image) => {
            setChosen(image);
            setAlt(image.alt);
            setAltError(undefined);
            requestAnimationFrame(() => document.getElementById("content-library-alt")?.focus());
          }}
        />
        {chosen ? (
          <div className="sticky bottom-0 mt-2 grid gap-1 border-t border-black/10 bg-white pt-1 sm:grid-cols-[1fr_auto] sm:items-end">
            <TextField
              id="content-library-alt"
              label="Alt text"
              hint="What the image shows here, for people who cannot see it."
              value={alt}
              error={altError}
              required
              onChange={(event) => {
                setAlt(event.target.value);
                setAltError(undefined);
              }}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                insertChosen();
              }}
            />
            <button type="button" className={primaryButtonClass} onClick={insertChosen}>
              Insert image
            </button>
          </div>
        ) : null}
      </ModalDialog>
    </div>
  );
}

/** The item's cover photo: shown with its alt text, replaced by an upload or a library image, or removed. */
export function CoverPicker({ editor }: { editor: ContentEditor }) {
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [said, setSaid] = useState("");
  const library = useImageLibrary(open);
  const cover = editor.coverImage;
  const alt = typeof editor.fields["cover.alt"] === "string" ? editor.fields["cover.alt"] : "";
  const error = editor.error("coverImageId");
  const use = (image: CoverImage, how: string) => {
    editor.setCoverImage({ id: image.id, width: image.width, height: image.height });
    setSaid(how);
  };
  return (
    <fieldset
      className="mt-2 rounded border border-black/20 p-1.5"
      aria-describedby={error ? "content-cover-error" : undefined}
    >
      <legend className="px-0.5 font-semibold">Cover photo</legend>
      <div className="grid gap-2 md:grid-cols-[16rem_1fr]">
        <div className="self-start overflow-hidden rounded-md border border-black/10 bg-paper">
          {cover ? (
            <ResponsiveImage {...cover} alt={alt} sizes="16rem" className="aspect-video h-auto w-full object-cover" />
          ) : (
            <p className="flex aspect-video items-center justify-center p-1 text-center text-sm text-muted">
              No photo: the drawn cover illustration shows.
            </p>
          )}
        </div>
        <div>
          <p className="text-sm text-muted">
            Shown at the top of the page, on cards and in link previews, described by the cover alt text above.
          </p>
          <div className="mt-1 flex flex-wrap gap-1">
            <button
              id="content-cover-choose"
              type="button"
              className={secondaryButtonClass}
              onClick={() => setOpen(true)}
            >
              Choose from the library
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              aria-expanded={uploading}
              aria-controls="content-cover-upload"
              onClick={() => setUploading((now) => !now)}
            >
              Upload a photo
            </button>
            {cover ? (
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => {
                  editor.setCoverImage(null);
                  setSaid("Cover photo removed: the drawn cover shows.");
                  requestAnimationFrame(() => document.getElementById("content-cover-choose")?.focus());
                }}
              >
                Remove the photo
              </button>
            ) : null}
          </div>
          {error ? (
            <p id="content-cover-error" className="mt-0.5 text-sm font-semibold text-red-800">
              {error}
            </p>
          ) : null}
          <p role="status" className="mt-0.5 text-sm">
            {said}
          </p>
        </div>
      </div>
      <div id="content-cover-upload" hidden={!uploading} className="mt-1">
        {uploading ? (
          <ImageUpload
            label="Upload a cover photo"
            onUploaded={({ image }) => {
              use(image, "Cover photo uploaded: save to keep it.");
              setUploading(false);
            }}
          />
        ) : null}
      </div>
      <ModalDialog open={open} onClose={() => setOpen(false)} title="Choose a cover photo">
        <LibraryGrid
          library={library}
          chosen={cover?.id ?? null}
          chooseLabel="Use as cover"
          onChoose={(image) => {
            use(image, `Cover photo set to “${image.alt}”: save to keep it.`);
            setOpen(false);
          }}
        />
      </ModalDialog>
    </fieldset>
  );
}
