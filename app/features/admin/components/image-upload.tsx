import { type ClipboardEvent, type DragEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { BusyButton, Field, TextField } from "#app/components/ui/form-fields.tsx";
import { inputClass, secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import { UploadProgress } from "#app/components/ui/upload-progress.tsx";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import {
  type ContentImage,
  IMAGE_ACCEPT,
  IMAGE_ALT_MAX_LENGTH,
  imageFileProblem,
  imageMarkdown,
  imageMessages,
} from "#app/features/content/images.ts";
import { imageAltSchema } from "#app/features/content/images-schemas.ts";
import { fetchWithProgress } from "#app/lib/api-client.ts";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";

// The editor's image upload (decision 0023): drop a file on the area, paste an
// image into it, or choose one with the file input; the alt text is asked for
// before anything is sent. On success the caller gets the Markdown to insert
// (`![alt](/media/<id>/<width>x<height>)`) and the image (for a cover). It is
// no <form> of its own, so it may sit inside the editor's form.

/** The first image file of a drop or a paste, or null. */
export function imageFileFrom(data: DataTransfer | null): File | null {
  for (const file of Array.from(data?.files ?? [])) if (file.type.startsWith("image/") || file.type === "") return file;
  for (const item of Array.from(data?.items ?? [])) {
    if (item.kind === "file" && item.type.startsWith("image/")) return item.getAsFile();
  }
  return null;
}

export function ImageUpload({
  onUploaded,
  label = "Add an image",
}: {
  onUploaded: (uploaded: { markdown: string; image: ContentImage }) => void;
  label?: string;
}) {
  const id = useId();
  const client = useStaffClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = useMutation(
    async (input: { image: File; alt: string }) => {
      setProgress(0);
      const result = await sendAsStaff(
        client.api.admin.content.images.$post({ form: input }, { fetch: fetchWithProgress(setProgress) }),
      );
      setProgress(null);
      return result;
    },
    {
      onSuccess: (answer, input) => {
        const image = answer.data;
        onUploaded({ markdown: imageMarkdown({ ...image, alt: input.alt }), image });
        setDone(`Uploaded “${input.alt}”.`);
        setFile(null);
        setAlt("");
        if (fileInput.current) fileInput.current.value = "";
      },
    },
  );

  function choose(chosen: File | null) {
    upload.reset();
    setDone(null);
    setFile(chosen);
    setFileProblem(chosen ? imageFileProblem(chosen) : null);
  }

  function send() {
    setDone(null);
    if (!file) return upload.fail(imageMessages.missing, { image: [imageMessages.missing] });
    if (fileProblem) return upload.fail(fileProblem, { image: [fileProblem] });
    const checked = imageAltSchema.safeParse(alt);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? imageMessages.altRequired;
      return upload.fail(message, { alt: [message] });
    }
    void upload.run({ image: file, alt: checked.data });
  }

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = imageFileFrom(event.dataTransfer);
    if (dropped) choose(dropped);
  };
  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = imageFileFrom(event.clipboardData);
    if (!pasted) return;
    event.preventDefault();
    choose(pasted);
  };
  const enterSends = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    send();
  };

  const imageError = fileProblem ?? upload.fieldErrors.image;
  const otherError =
    upload.error && !upload.fieldErrors.image && !upload.fieldErrors.alt && !fileProblem ? upload.error : null;
  return (
    <fieldset className="grid gap-1.5 rounded-md border-2 border-ink/20 p-2">
      <legend className="px-0.5 font-semibold">{label}</legend>
      {/* The drop and paste target; the file input inside it is the keyboard's way to choose a file. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: drop and paste only add to the file input inside */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        onPaste={paste}
        className={`grid gap-1 rounded-md border-2 border-dashed p-2 ${dragging ? "border-ink bg-ink/5" : "border-ink/40"}`}
      >
        <Field
          id={`${id}-file`}
          label="Image file"
          hint="Drop a JPEG, PNG, WebP or AVIF image here, paste one, or choose a file. Up to 10 MB."
          error={imageError}
          announceError
          required
        >
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              name="image"
              accept={IMAGE_ACCEPT}
              onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
              className={`${inputClass} file:mr-1 file:rounded file:border-0 file:bg-ink file:px-1.5 file:py-0.5 file:font-semibold file:text-white`}
            />
          )}
        </Field>
        {file && !fileProblem ? (
          <p className="text-sm">
            Chosen: <strong>{file.name || "pasted image"}</strong>
          </p>
        ) : null}
      </div>
      <TextField
        id={`${id}-alt`}
        label="Alt text"
        hint="What the image shows, for people who cannot see it."
        value={alt}
        onChange={(event) => setAlt(event.currentTarget.value)}
        onKeyDown={enterSends}
        maxLength={IMAGE_ALT_MAX_LENGTH}
        error={upload.fieldErrors.alt}
        announceError
        required
      />
      <div>
        <BusyButton
          type="button"
          busy={upload.busy}
          busyLabel="Uploading…"
          onClick={send}
          className={secondaryButtonClass}
        >
          Upload image
        </BusyButton>
      </div>
      {progress !== null ? <UploadProgress fraction={progress} label="Uploading the image" /> : null}
      {otherError ? (
        <p role="alert" className="font-semibold text-red-800">
          {otherError}
        </p>
      ) : null}
      <p role="status" className="text-sm">
        {done ?? ""}
      </p>
    </fieldset>
  );
}
