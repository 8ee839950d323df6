import { useEffect, useRef } from "react";

/** The heading of a summary of field errors found before sending. */
export const checkTheFormMessage = "Please check the form";

/**
 * The list of what went wrong, at the top of a form, with a link to each
 * field. It is always in the page as an alert region (hidden while empty). It
 * takes the focus after each failed submit, so screen readers announce it and
 * keyboard users can jump from it to each field: whenever `focusKey` changes
 * (pass the mutation's `failures`), or, without a `focusKey`, when it shows.
 * An error that appears while the visitor works (a file refused as it is
 * chosen) is listed without moving the focus.
 */
export function ErrorSummary({
  id,
  message,
  fieldErrors,
  fieldIds = {},
  fieldLabels = {},
  focusKey,
}: {
  /** Unique on the page; the summary's heading gets `${id}-title`. */
  id: string;
  /** The heading: the server's message, or `checkTheFormMessage` when there is none. */
  message: string | null;
  fieldErrors: Record<string, string | readonly string[] | undefined>;
  /** Where each field's link goes; a field without one links to the element whose id is its name. */
  fieldIds?: Record<string, string>;
  /** Names for fields whose messages do not say which field they are about, e.g. a question's text. */
  fieldLabels?: Record<string, string>;
  focusKey?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(focusKey);
  const entries = Object.entries(fieldErrors).flatMap(([field, error]): [string, string][] => {
    const first = typeof error === "string" ? error : error?.[0];
    return first ? [[field, first]] : [];
  });
  const visible = message !== null || entries.length > 0;

  useEffect(() => {
    if (!visible || (focusKey !== undefined && focusKey === focusedFor.current)) return;
    focusedFor.current = focusKey;
    // Waits for the browser to paint the summary, then moves the focus to it.
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [visible, focusKey]);

  return (
    <div
      id={id}
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={visible ? `${id}-title` : undefined}
      className={visible ? "rounded-md border-2 border-red-800 bg-red-50 p-2 text-red-900 outline-none" : "sr-only"}
    >
      {visible ? (
        <>
          <h2 id={`${id}-title`} className="font-bold">
            {message ?? checkTheFormMessage}
          </h2>
          {entries.length > 0 ? (
            <ul className="mt-1 list-disc pl-3">
              {entries.map(([field, error]) => (
                <li key={field}>
                  <a href={`#${fieldIds[field] ?? field}`} className="underline underline-offset-4">
                    {fieldLabels[field] ? `${fieldLabels[field]}: ${error}` : error}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
