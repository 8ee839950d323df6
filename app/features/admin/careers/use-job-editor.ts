import { useState } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "#app/components/ui/use-mutation.ts";
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
 * The job editor's draft and its one mutation: Save (a new job then goes to its own
 * page), Publish (saves first, so what goes live is what is on the screen) and Close.
 * A failure fills the mutation's message and field errors; the error summary takes the focus.
 */
export function useJobEditor(job: EditableJob | null, defaults: { departmentId?: string; locationId?: string }) {
  const client = useStaffClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<JobDraft>(() =>
    jobDraft(job, { departmentId: defaults.departmentId, locationId: defaults.locationId }),
  );
  const [slugEdited, setSlugEdited] = useState(Boolean(job));
  const [done, setDone] = useState<string | null>(null);

  const action = useMutation(
    async (which: JobAction) => {
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
    {
      revalidate: Boolean(job),
      onSuccess(body, which) {
        if (job) setDone(doneText[which]);
        else navigate(`/admin/jobs/${body.data.id}`, { state: { saved: true } });
      },
    },
  );

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
    error: (field: string) => action.fieldErrors[field]?.[0],
    action,
    /** What the last successful action did, for the status line. */
    done: action.error ? null : done,
    submit(event: React.FormEvent) {
      event.preventDefault();
      setDone(null);
      action.run("save");
    },
    changeStatus(which: JobStatusChange) {
      setDone(null);
      action.run(which);
    },
  };
}

export type JobEditor = ReturnType<typeof useJobEditor>;
