import { type ContentStatus, contentStatusLabels } from "#app/domain/content.ts";

const colours = {
  draft: "bg-paper text-ink border-black/30",
  scheduled: "bg-amber-50 text-amber-900 border-amber-700",
  published: "bg-green-50 text-green-900 border-green-700",
  unpublished: "bg-red-50 text-red-900 border-red-700",
} as const;

/**
 * A content item's status as a bordered label; the text carries the meaning.
 * An item the site cannot show (`siteProblem`) gets a second label saying so.
 */
export function ContentStatusBadge({ status, siteProblem }: { status: ContentStatus; siteProblem?: string | null }) {
  return (
    <>
      <span className={`inline-block rounded border px-1 text-xs font-semibold ${colours[status]}`}>
        {contentStatusLabels[status]}
      </span>
      {siteProblem ? (
        <span className={`ml-0.5 inline-block rounded border px-1 text-xs font-semibold ${colours.unpublished}`}>
          Cannot be shown
        </span>
      ) : null}
    </>
  );
}

/** Why the site leaves an item out, where staff edit or preview it. */
export function SiteProblemNotice({ problem }: { problem: string | null | undefined }) {
  if (!problem) return null;
  return (
    <p className="rounded-md border-2 border-red-700 bg-red-50 px-1 py-0.5 font-semibold text-red-900">
      This item cannot be shown on the site: {problem}
    </p>
  );
}
