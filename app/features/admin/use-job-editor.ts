import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { AdminApiError, adminFetch, useAdmin } from "./admin-client.ts";
import type { FieldErrors } from "./components/hr-fields.tsx";
import { type EditableJob, type JobDraft, jobDraft, jobPayload } from "./job-draft.ts";

export type JobStatusChange = "publish" | "close";

/**
 * The job editor's state and its calls: Save (a new job goes to its own page once
 * created), Publish (saves first, so what goes live is what is on the screen) and Close.
 * A failed call fills `errors`/`message` and moves focus to the error summary.
 */
export function useJobEditor(job: EditableJob | null, defaults: { departmentId?: string; locationId?: string }) {
  const { csrfToken } = useAdmin();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<JobDraft>(() =>
    jobDraft(job, { departmentId: defaults.departmentId, locationId: defaults.locationId }),
  );
  const [slugEdited, setSlugEdited] = useState(Boolean(job));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Counts failed saves; each one moves focus to the error summary once it has rendered.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  const set = <K extends keyof JobDraft>(key: K, value: JobDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const succeed = (text: string | null) => {
    setErrors({});
    setMessage(null);
    setStatus(text);
  };
  const fail = (error: unknown) => {
    setErrors(error instanceof AdminApiError ? error.errors : {});
    setMessage(error instanceof AdminApiError ? error.message : "Something went wrong. Please try again.");
    setStatus(null);
    setFailures((count) => count + 1);
  };

  async function save(): Promise<string | null> {
    setBusy(true);
    try {
      const init = { json: jobPayload(draft, slugEdited), csrfToken };
      const body = job
        ? await adminFetch<{ data: { id: string } }>(`/api/admin/jobs/${job.id}`, { method: "PUT", ...init })
        : await adminFetch<{ data: { id: string } }>("/api/admin/jobs", { method: "POST", ...init });
      succeed(null);
      return body.data.id;
    } catch (error) {
      fail(error);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const id = await save();
    if (!id) return;
    if (!job) {
      navigate(`/admin/jobs/${id}`, { state: { saved: true } });
      return;
    }
    setStatus("Saved.");
    revalidator.revalidate();
  }

  async function changeStatus(which: JobStatusChange) {
    if (!job) return;
    if (which === "publish" && !(await save())) return;
    setBusy(true);
    try {
      await adminFetch(`/api/admin/jobs/${job.id}/${which}`, { method: "POST", csrfToken });
      succeed(
        which === "publish"
          ? "Published: the job is live on the careers pages."
          : "Closed: the job no longer takes applications.",
      );
      revalidator.revalidate();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  return {
    draft,
    set,
    slugEdited,
    editSlug: (slug: string) => {
      setSlugEdited(true);
      set("slug", slug);
    },
    errors,
    error: (field: string) => errors[field]?.[0],
    message,
    status,
    busy,
    summaryRef,
    submit,
    changeStatus,
  };
}

export type JobEditor = ReturnType<typeof useJobEditor>;
