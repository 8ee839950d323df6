import { type ReactNode, useEffect, useRef } from "react";

/**
 * Frame of a page that tells the visitor the outcome of an emailed link (a
 * newsletter confirmation or unsubscribe, an applicant's email verification):
 * a dark band with the eyebrow and heading, then the content at reading width.
 * When `focusOn` is set the heading takes focus whenever it changes, so the
 * outcome of a button press is read out and the page does not leave focus on
 * a button that has gone.
 */
export function MessagePage({
  title,
  eyebrow,
  focusOn,
  children,
}: {
  title: string;
  eyebrow: string;
  focusOn?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOn !== undefined) heading.current?.focus();
  }, [focusOn]);
  return (
    <>
      <section className="bg-ink text-white">
        <div className="page-container py-8 md:py-10">
          <p className="text-sm font-semibold tracking-widest text-signal uppercase">{eyebrow}</p>
          <h1 ref={heading} tabIndex={-1} className="page-title mt-1 max-w-3xl">
            {title}
          </h1>
        </div>
      </section>
      <div className="page-container py-6 text-lg">
        <div className="max-w-3xl space-y-2">{children}</div>
      </div>
    </>
  );
}
