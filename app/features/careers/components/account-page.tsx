import type { ReactNode } from "react";

/** Frame of the portal's account pages: the page's h1, an optional lead, then the content. */
export function AccountPage({
  title,
  lead,
  width = "narrow",
  children,
}: {
  title: string;
  lead?: ReactNode;
  width?: "narrow" | "wide";
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto px-3 py-6 ${width === "narrow" ? "max-w-xl" : "max-w-3xl"}`}>
      <h1 className="text-4xl leading-tight font-bold">{title}</h1>
      {lead ? <div className="mt-1 text-lg text-muted">{lead}</div> : null}
      <div className="mt-4">{children}</div>
    </div>
  );
}

/**
 * Shown while the stored session is checked: the page's shape in grey, so the
 * portal never flashes blank or shows a form that is about to go away.
 */
export function AccountSkeleton({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-xl px-3 py-6" aria-busy="true">
      <h1 className="text-4xl leading-tight font-bold">{title}</h1>
      <p role="status" className="sr-only">
        Checking your session…
      </p>
      <div className="mt-4 space-y-2 motion-safe:animate-pulse" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <div key={row} className="space-y-0.5">
            <div className="h-2 w-1/3 rounded bg-ink/10" />
            <div className="h-5 w-full rounded-md bg-ink/10" />
          </div>
        ))}
        <div className="h-6 w-1/3 rounded-md bg-ink/15" />
      </div>
    </div>
  );
}
