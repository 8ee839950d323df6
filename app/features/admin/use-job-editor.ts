import { useState } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "../../components/ui/use-mutation.ts";
import { useAdmin } from "./admin-client.ts";
import { type EditableJob, type JobDraft, jobDraft, jobPayload } from "./job-draft.ts";
import { staffRequest } from "./staff-client.ts";

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
  const { csrfToken } = useAdmin();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<JobDraft>(() =>
    jobDraft(job, { departmentId: defaults.departmentId, locationId: defaults.locationId }),
  );
  const [slugEdited, setSlugEdited] = useState(Boolean(job));
  const [done, setDone] = useState<string | null>(null);

  const action = useMutation(
    async (which: JobAction) => {
      if (which !== "close") {
        const init = { json: jobPayload(draft, slugEdited), csrfToken };
        const saved = job
          ? await staffRequest<{ data: { id: string } }>(`/api/admin/jobs/${job.id}`, { method: "PUT", ...init })
          : await staffRequest<{ data: { id: string } }>("/api/admin/jobs", { method: "POST", ...init });
        if (!saved.ok || which === "save") return saved;
      }
      return staffRequest<{ data: { id: string } }>(`/api/admin/jobs/${job?.id}/${which}`, {
        method: "POST",
        csrfToken,
      });
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
