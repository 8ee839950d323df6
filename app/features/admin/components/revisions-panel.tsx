import { useEffect, useRef, useState } from "react";
import { secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import type { ApiResult, Client } from "#app/lib/api-client.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import type { DiffLine } from "#app/lib/line-diff.ts";
import { useStaffClient } from "../staff-client.ts";
import { EditorPanel } from "./document-editor-parts.tsx";

// The revision history of a document editor's sidebar (the content studio's;
// any kind whose API lists its revisions and compares one with the current text).

/** A revision as the list shows it. */
export type RevisionSummary<Status extends string> = {
  revision: number;
  staffName: string;
  createdAt: string;
  status: Status;
};

/** A revision compared with the current text: the fields that differ and the body's line diff. */
export type RevisionDetail<Status extends string> = RevisionSummary<Status> & {
  bodyDiff: DiffLine[];
  changedFields: string[];
};

const diffStyles: Record<DiffLine["kind"], { mark: string; className: string; label: string }> = {
  same: { mark: " ", className: "", label: "" },
  added: { mark: "+", className: "bg-green-50 text-green-900", label: "added in the current text: " },
  removed: { mark: "−", className: "bg-red-50 text-red-900", label: "only in this revision: " },
};

/**
 * Every revision of a document with who saved it and when; a revision's diff to the current
 * text, and Restore. The kind gives its calls (`list`, `detail`) and what `restore` does.
 */
export function RevisionsPanel<Status extends string>({
  documentId: id,
  currentRevision: current,
  statusLabels,
  list,
  detail,
  busy,
  restore,
}: {
  documentId: string;
  currentRevision: number;
  statusLabels: Record<Status, string>;
  list: (client: Client, id: string) => Promise<ApiResult<{ data: RevisionSummary<Status>[] }>>;
  detail: (client: Client, id: string, revision: number) => Promise<ApiResult<{ data: RevisionDetail<Status> }>>;
  busy: boolean;
  /** Restores the revision; answers whether it went through. */
  restore: (revision: number) => Promise<boolean>;
}) {
  const client = useStaffClient();
  const [revisions, setRevisions] = useState<RevisionSummary<Status>[]>([]);
  const [open, setOpen] = useState<RevisionDetail<Status> | null>(null);
  const latest = useRef({ list, detail });
  latest.current = { list, detail };
  // Fetched again after each new revision (a save, a restore), so the list ends with the current one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is why the list is fetched again
  useEffect(() => {
    let live = true;
    void latest.current.list(client, id).then((result) => {
      if (live && result.ok) setRevisions(result.data.data);
    });
    return () => {
      live = false;
    };
  }, [client, id, current]);

  async function compare(revision: number) {
    const result = await latest.current.detail(client, id, revision);
    if (result.ok) setOpen(result.data.data);
  }

  return (
    <EditorPanel id="content-revisions-heading" title="Revision history">
      <ol className="mt-1 max-h-[20rem] space-y-0.5 overflow-auto">
        {revisions.map((revision) => (
          <li
            key={revision.revision}
            className="flex flex-wrap items-center justify-between gap-1 border-b border-black/10 py-0.5"
          >
            <span className="text-sm">
              <strong>Revision {revision.revision}</strong> · {revision.staffName} ·{" "}
              {formatDateTime(revision.createdAt)} · {statusLabels[revision.status]}
            </span>
            {revision.revision === current ? (
              <span className="text-sm text-muted">Current</span>
            ) : (
              <button
                type="button"
                className="text-sm font-semibold underline"
                onClick={() => compare(revision.revision)}
              >
                Compare<span className="sr-only"> revision {revision.revision} with the current text</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      {open ? (
        <div className="mt-2">
          <h3 className="font-semibold" id="content-diff-heading">
            Revision {open.revision} compared with the current text
          </h3>
          <p className="text-sm">
            {open.changedFields.length > 0
              ? `Fields that differ: ${open.changedFields.join(", ")}.`
              : "The fields are the same; only the body may differ."}{" "}
            Lines marked − are only in revision {open.revision}; lines marked + were added since.
          </p>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            aria-labelledby="content-diff-heading"
            className="mt-1 max-h-[24rem] overflow-auto whitespace-pre-wrap rounded border border-black/20 bg-paper p-1 font-mono text-xs"
          >
            {open.bodyDiff.map((line, index) => (
              <span
                // Lines repeat (blank lines): their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are fixed once fetched
                key={index}
                className={`block ${diffStyles[line.kind].className}`}
              >
                <span aria-hidden="true">{diffStyles[line.kind].mark} </span>
                {diffStyles[line.kind].label ? <span className="sr-only">{diffStyles[line.kind].label}</span> : null}
                {line.text || " "}
              </span>
            ))}
          </section>
          <button
            type="button"
            className={`${secondaryButtonClass} mt-1`}
            aria-disabled={busy || undefined}
            onClick={async () => {
              if (await restore(open.revision)) setOpen(null);
            }}
          >
            Restore revision {open.revision}
          </button>
        </div>
      ) : null}
    </EditorPanel>
  );
}
