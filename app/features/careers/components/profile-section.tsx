import { type ReactNode, useId } from "react";

const sectionClass = "rounded-lg border border-ink/15 bg-white p-3";

/**
 * A card of the profile page, named by its h2. A form inside names itself by the same heading: pass the form's
 * `titleId` (the section makes one up without it).
 */
export function ProfileSection({
  title,
  titleId,
  danger = false,
  children,
}: {
  title: string;
  titleId?: string;
  /** A card for what cannot be undone, with a red edge. */
  danger?: boolean;
  children: ReactNode;
}) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <section aria-labelledby={headingId} className={danger ? `${sectionClass} border-red-800/40` : sectionClass}>
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
