import { type ContentStatus, contentStatusLabels } from "../../../domain/content.ts";

const colours = {
  draft: "bg-paper text-ink border-black/30",
  scheduled: "bg-amber-50 text-amber-900 border-amber-700",
  published: "bg-green-50 text-green-900 border-green-700",
  unpublished: "bg-red-50 text-red-900 border-red-700",
} as const;

/** A content item's status as a bordered label; the text carries the meaning. */
export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return (
    <span className={`inline-block rounded border px-1 text-xs font-semibold ${colours[status]}`}>
      {contentStatusLabels[status]}
    </span>
  );
}
