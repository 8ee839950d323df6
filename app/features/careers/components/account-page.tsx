import type { ReactNode } from "react";
import { PageHero } from "#app/components/ui/page-kit.tsx";

const measure = { narrow: "max-w-xl", wide: "max-w-3xl" } as const;

/**
 * Frame of the portal's account pages: a dark band under the portal's dark bar with the page's h1 and an optional
 * lead, then the content in a reading column that starts at the page grid's left edge.
 */
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
    <>
      <PageHero compact title={title} lead={lead} />
      <div className="page-container py-6">
        <div className={measure[width]}>{children}</div>
      </div>
    </>
  );
}

/**
 * Shown while the stored session is checked: the page's shape in grey, so the
 * portal never flashes blank or shows a form that is about to go away.
 */
export function AccountSkeleton({ title }: { title: string }) {
  return (
    <div aria-busy="true">
      <PageHero compact title={title} />
      <div className="page-container py-6">
        <p role="status" className="sr-only">
          Checking your session…
        </p>
        <div className={`${measure.narrow} space-y-2 motion-safe:animate-pulse`} aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <div key={row} className="space-y-0.5">
              <div className="h-2 w-1/3 rounded bg-ink/10" />
              <div className="h-5 w-full rounded-md bg-ink/10" />
            </div>
          ))}
          <div className="h-6 w-1/3 rounded-md bg-ink/15" />
        </div>
      </div>
    </div>
  );
}
