import { useState } from "react";
import { useDocumentActions } from "../components/use-document-editor.ts";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";
import { type EditableJob, type JobDraft, jobDraft, jobPayload } from "./job-draft.ts";

export type JobStatusChange = "publish" | "close";
type JobAction = "save" | JobStatusChange;

const doneText: Record<JobAction, string> = {
  save: "Saved.",
  publish: "Published: the job is live on the careers pages.",
  close: "Closed: the job no longer takes applications.",
};

/**
 * The job editor's draft and its one mutation (the document editor's actions,
 * `components/use-document-editor.ts`; a job has no revisions): Save (a new job then goes to its own
 * page), Publish (saves first, so what goes live is what is on the screen) and Close.
 * A failure fills the mutation's message and field errors; the error summary takes the focus.
 */
export function useJobEditor(job: EditableJob | null, defaults: { departmentId?: string; locationId?: string }) {
  const client = useStaffClient();
  const [draft, setDraft] = useState<JobDraft>(() =>
    jobDraft(job, { departmentId: defaults.departmentId, locationId: defaults.locationId }),
  );
  const [slugEdited, setSlugEdited] = useState(Boolean(job));

  const { action, done, error, run } = useDocumentActions({
    doneText,
    async perform({ kind: which }: { kind: JobAction }) {
      const jobs = client.api.admin.jobs;
      if (which !== "close") {
        const json = jobPayload(draft, slugEdited);
        const saved = job
          ? await sendAsStaff(jobs[":id"].$put({ param: { id: job.id }, json }))
          : await sendAsStaff(jobs.$post({ json }));
        if (!saved.ok || which === "save" || !job) return saved;
      }
      const param = { id: job?.id ?? "" };
      return which === "close"
        ? sendAsStaff(jobs[":id"].close.$post({ param }))
        : sendAsStaff(jobs[":id"].publish.$post({ param }));
    },
    isNew: () => !job,
    pathOf: (id) => `/admin/jobs/${id}`,
    createdState: { saved: true },
    revalidate: Boolean(job),
  });

  const set = <K extends keyof JobDraft>(key: K, value: JobDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return {
    draft,
    set,
    slugEdited,
    editSlug: (slug: string) => {
      setSlugEdited(true);
      set("slug", slug);
    },
    error,
    action,
    /** What the last successful action did, for the status line. */
    done,
    submit(event: React.FormEvent) {
      event.preventDefault();
      run({ kind: "save" });
    },
    changeStatus(which: JobStatusChange) {
      run({ kind: which });
    },
  };
}

export type JobEditor = ReturnType<typeof useJobEditor>;
