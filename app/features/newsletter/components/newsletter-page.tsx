import { type ReactNode, useEffect, useRef } from "react";

import { linkClass } from "../../../components/ui/form-styles.ts";

/**
 * Frame of the newsletter's own pages (confirm, unsubscribe, sign-up result):
 * a dark band with the heading, then the content. When `focusOn` is set the
 * heading takes focus whenever it changes, so the outcome of a button press is
 * read out and the page does not leave focus on a button that has gone.
 */
export function NewsletterPage({
  title,
  eyebrow = "Newsletter",
  focusOn,
  children,
}: {
  title: string;
  eyebrow?: string;
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

/** Invites the reader to the footer form, which is on every page. */
export function SubscribeAgainLink({ children = "Subscribe again" }: { children?: ReactNode }) {
  return (
    <a href="#newsletter" className={linkClass}>
      {children}
    </a>
  );
}
