import { useEffect, useRef } from "react";

/** The heading of a summary of field errors found before sending. */
export const checkTheFormMessage = "Please check the form";

/**
 * The list of what went wrong, at the top of a form, with a link to each
 * field. It is always in the page as an alert region (hidden while empty), and
 * it takes the focus when it shows and again whenever `focusKey` changes (pass
 * the mutation's `failures`), so screen readers announce it and keyboard users
 * can jump from it to each field.
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
  const entries = Object.entries(fieldErrors).flatMap(([field, error]): [string, string][] => {
    const first = typeof error === "string" ? error : error?.[0];
    return first ? [[field, first]] : [];
  });
  const visible = message !== null || entries.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `focusKey` is there to move the focus again
  useEffect(() => {
    if (!visible) return;
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
