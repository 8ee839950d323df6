import { useEffect, useRef, useState } from "react";
import { data, Link, useNavigate, useRevalidator } from "react-router";
import {
  employmentTypeLabel,
  employmentTypes,
  jobStatusLabel,
  questionKinds,
  workplaceTypeLabel,
  workplaceTypes,
} from "../../domain/jobs.ts";
import { AdminApiError, adminFetch, useAdmin } from "../../features/admin/admin-client.ts";
import {
  buttonClass,
  ErrorSummary,
  Field,
  type FieldErrors,
  inputClass,
  ListEditor,
  secondaryButtonClass,
} from "../../features/admin/components/hr-fields.tsx";
import { requireStaffPage } from "../../features/admin/staff-page.server.ts";
import { slugify } from "../../features/careers/hr-schemas.ts";
import { getAdminJob, listDepartments, listLocations } from "../../features/careers/jobs-admin.server.ts";
import { brand } from "../../lib/brand.ts";
import { pageContext } from "../../lib/page-context.ts";
import type { Route } from "./+types/job-edit";

// /admin/jobs/new and /admin/jobs/:id: the job form with list editors, the
// Markdown description with a live preview (rendered by the server, as the job
// page renders it), and Save draft / Publish / Close.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "jobs");
  const [job, departments, locations] = await Promise.all([
    params.id ? getAdminJob(services.db, params.id) : Promise.resolve(null),
    listDepartments(services.db),
    listLocations(services.db),
  ]);
  if (params.id && !job) throw data({ message: "This job does not exist." }, { status: 404 });
  return { job, departments, locations };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.job ? `Edit ${loaderData.job.title}` : "New job";
  return [{ title: `${title} | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

type Question = { id: string; label: string; kind: (typeof questionKinds)[number]; required: boolean; options: string };
type FormState = {
  title: string;
  slug: string;
  departmentId: string;
  locationId: string;
  employmentType: string;
  workplaceType: string;
  summary: string;
  about: string;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  benefits: string[];
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: string;
  validThrough: string;
  questions: Question[];
};

const fieldIds: Record<string, string> = {
  title: "job-title",
  slug: "job-slug",
  departmentId: "job-department",
  locationId: "job-location",
  employmentType: "job-employment",
  workplaceType: "job-workplace",
  summary: "job-summary",
  about: "job-about",
  responsibilities: "job-responsibilities",
  requirements: "job-requirements",
  niceToHave: "job-nice",
  benefits: "job-benefits",
  salaryMin: "job-salary-min",
  salaryMax: "job-salary-max",
  salaryCurrency: "job-salary-currency",
  salaryPeriod: "job-salary-period",
  validThrough: "job-valid-through",
  questions: "job-questions",
};

function toPayload(form: FormState) {
  const amount = (value: string) => (value.trim() === "" ? null : Number(value));
  return {
    title: form.title,
    slug: form.slug,
    departmentId: form.departmentId,
    locationId: form.locationId,
    employmentType: form.employmentType,
    workplaceType: form.workplaceType,
    summary: form.summary,
    about: form.about,
    responsibilities: form.responsibilities,
    requirements: form.requirements,
    niceToHave: form.niceToHave,
    benefits: form.benefits,
    salaryMin: amount(form.salaryMin),
    salaryMax: amount(form.salaryMax),
    salaryCurrency: form.salaryCurrency,
    salaryPeriod: form.salaryPeriod,
    validThrough: form.validThrough || null,
    questions: form.questions.map((question) => ({
      id: question.id,
      label: question.label,
      kind: question.kind,
      required: question.required,
      ...(question.kind === "select"
        ? {
            options: question.options
              .split("\n")
              .map((option) => option.trim())
              .filter(Boolean),
          }
        : {}),
    })),
  };
}

export default function AdminJobEdit({ loaderData }: Route.ComponentProps) {
  const { job, departments, locations } = loaderData;
  const { csrfToken } = useAdmin();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [form, setForm] = useState<FormState>(() => ({
    title: job?.title ?? "",
    slug: job?.slug ?? "",
    departmentId: job?.departmentId ?? departments[0]?.id ?? "",
    locationId: job?.locationId ?? locations[0]?.id ?? "",
    employmentType: job?.employmentType ?? "full-time",
    workplaceType: job?.workplaceType ?? "on-site",
    summary: job?.summary ?? "",
    about: job?.about ?? "",
    responsibilities: job?.responsibilities ?? [],
    requirements: job?.requirements ?? [],
    niceToHave: job?.niceToHave ?? [],
    benefits: job?.benefits ?? [],
    salaryMin: job?.salaryMin?.toString() ?? "",
    salaryMax: job?.salaryMax?.toString() ?? "",
    salaryCurrency: job?.salaryCurrency ?? "",
    salaryPeriod: job?.salaryPeriod ?? "year",
    validThrough: job?.validThrough ?? "",
    questions: (job?.questions ?? []).map((question) => ({
      id: question.id,
      label: question.label,
      kind: question.kind,
      required: question.required,
      options: (question.options ?? []).join("\n"),
    })),
  }));
  const [slugEdited, setSlugEdited] = useState(Boolean(job));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<"publish" | "close" | null>(null);
  const [previewHtml, setPreviewHtml] = useState("");
  const summaryRef = useRef<HTMLDivElement>(null);
  // Counts failed saves; each one moves focus to the error summary once it has rendered.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  // Live preview of the description, rendered by the server's Markdown path (debounced).
  useEffect(() => {
    const timer = setTimeout(() => {
      adminFetch<{ data: { html: string } }>("/api/admin/jobs/preview", {
        method: "POST",
        json: { markdown: form.about },
        csrfToken,
      })
        .then((body) => setPreviewHtml(body.data.html))
        .catch(() => {});
    }, 300);
    return () => clearTimeout(timer);
  }, [form.about, csrfToken]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (confirming && !dialog.open) dialog.showModal();
    if (!confirming && dialog.open) dialog.close();
  }, [confirming]);

  const fail = (error: unknown) => {
    if (error instanceof AdminApiError) {
      setErrors(error.errors);
      setMessage(error.message);
    } else {
      setErrors({});
      setMessage("Something went wrong. Please try again.");
    }
    setStatus(null);
    setFailures((count) => count + 1);
  };

  async function save(): Promise<string | null> {
    setBusy(true);
    try {
      // A new job's address comes from the server (a free one) unless it was typed.
      const payload = { ...toPayload(form), slug: slugEdited ? form.slug : "" };
      const body = job
        ? await adminFetch<{ data: { id: string } }>(`/api/admin/jobs/${job.id}`, {
            method: "PUT",
            json: payload,
            csrfToken,
          })
        : await adminFetch<{ data: { id: string } }>("/api/admin/jobs", { method: "POST", json: payload, csrfToken });
      setErrors({});
      setMessage(null);
      return body.data.id;
    } catch (error) {
      fail(error);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function onSave(event: React.FormEvent) {
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

  async function changeStatus(which: "publish" | "close") {
    if (!job) return;
    setConfirming(null);
    // Publishing saves first, so what goes live is what is on the screen.
    if (which === "publish" && !(await save())) return;
    setBusy(true);
    try {
      await adminFetch(`/api/admin/jobs/${job.id}/${which}`, { method: "POST", csrfToken });
      setStatus(
        which === "publish"
          ? "Published: the job is live on the careers pages."
          : "Closed: the job no longer takes applications.",
      );
      setErrors({});
      setMessage(null);
      revalidator.revalidate();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const error = (field: string) => errors[field]?.[0];
  return (
    <div>
      <p>
        <Link to="/admin/jobs" className="underline">
          Back to jobs
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{job ? `Edit: ${job.title}` : "New job"}</h1>
      {job ? (
        <p className="mt-1">
          Status: <strong>{jobStatusLabel[job.status]}</strong>
          {job.status !== "draft" ? (
            <>
              {" · "}
              <a href={`/careers/jobs/${job.slug}`} className="underline" target="_blank" rel="noreferrer">
                View the public page<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          ) : null}
          {" · "}
          <Link to={`/admin/applications?jobId=${job.id}`} className="underline">
            {job.applications} applications
          </Link>
        </p>
      ) : null}
      <ErrorSummary message={message} errors={errors} fieldIds={fieldIds} summaryRef={summaryRef} />
      <p role="status" className="mt-1 font-semibold">
        {status}
      </p>
      <form onSubmit={onSave} noValidate aria-label={job ? "Edit job" : "New job"}>
        <Field id="job-title" label="Title" error={error("title")}>
          {(describedBy) => (
            <input
              id="job-title"
              className={inputClass}
              value={form.title}
              required
              aria-invalid={Boolean(error("title"))}
              aria-describedby={describedBy}
              onChange={(event) => {
                set("title", event.target.value);
                if (!slugEdited) set("slug", slugify(event.target.value));
              }}
            />
          )}
        </Field>
        <Field
          id="job-slug"
          label="Address (slug)"
          hint="The job's page is /careers/jobs/ followed by this."
          error={error("slug")}
        >
          {(describedBy) => (
            <input
              id="job-slug"
              className={inputClass}
              value={form.slug}
              aria-invalid={Boolean(error("slug"))}
              aria-describedby={describedBy}
              onChange={(event) => {
                setSlugEdited(true);
                set("slug", event.target.value);
              }}
            />
          )}
        </Field>
        <div className="grid gap-x-2 sm:grid-cols-2">
          <Field id="job-department" label="Department" error={error("departmentId")}>
            {(describedBy) => (
              <select
                id="job-department"
                className={inputClass}
                value={form.departmentId}
                aria-describedby={describedBy}
                onChange={(event) => set("departmentId", event.target.value)}
              >
                {departments.map((department) => (
                  <option key={department.id} value={department.id}>
                    {department.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="job-location" label="Location" error={error("locationId")}>
            {(describedBy) => (
              <select
                id="job-location"
                className={inputClass}
                value={form.locationId}
                aria-describedby={describedBy}
                onChange={(event) => set("locationId", event.target.value)}
              >
                {locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="job-employment" label="Employment type" error={error("employmentType")}>
            {(describedBy) => (
              <select
                id="job-employment"
                className={inputClass}
                value={form.employmentType}
                aria-describedby={describedBy}
                onChange={(event) => set("employmentType", event.target.value)}
              >
                {employmentTypes.map((value) => (
                  <option key={value} value={value}>
                    {employmentTypeLabel[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="job-workplace" label="Workplace type" error={error("workplaceType")}>
            {(describedBy) => (
              <select
                id="job-workplace"
                className={inputClass}
                value={form.workplaceType}
                aria-describedby={describedBy}
                onChange={(event) => set("workplaceType", event.target.value)}
              >
                {workplaceTypes.map((value) => (
                  <option key={value} value={value}>
                    {workplaceTypeLabel[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          id="job-summary"
          label="Summary"
          hint="One or two sentences for listings and search engines."
          error={error("summary")}
        >
          {(describedBy) => (
            <textarea
              id="job-summary"
              className={inputClass}
              rows={2}
              value={form.summary}
              aria-invalid={Boolean(error("summary"))}
              aria-describedby={describedBy}
              onChange={(event) => set("summary", event.target.value)}
            />
          )}
        </Field>
        <div className="grid gap-x-2 lg:grid-cols-2">
          <Field
            id="job-about"
            label="About the role (Markdown)"
            hint="**bold**, *italic*, lists with -, links as [text](https://…)."
            error={error("about")}
          >
            {(describedBy) => (
              <textarea
                id="job-about"
                className={`${inputClass} font-mono`}
                rows={10}
                value={form.about}
                aria-invalid={Boolean(error("about"))}
                aria-describedby={describedBy}
                onChange={(event) => set("about", event.target.value)}
              />
            )}
          </Field>
          <section aria-labelledby="job-preview-heading" className="mt-2">
            <h2 id="job-preview-heading" className="font-semibold">
              Preview
            </h2>
            <div
              className="prose-content min-h-8 rounded border border-black/20 bg-white p-1.5"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's Markdown renderer
              dangerouslySetInnerHTML={{ __html: previewHtml }}
            />
          </section>
        </div>
        <ListEditor
          id="job-responsibilities"
          legend="What you will do (responsibilities)"
          itemLabel="Responsibility"
          items={form.responsibilities}
          onChange={(items) => set("responsibilities", items)}
          error={error("responsibilities")}
        />
        <ListEditor
          id="job-requirements"
          legend="What you bring (requirements)"
          itemLabel="Requirement"
          items={form.requirements}
          onChange={(items) => set("requirements", items)}
          error={error("requirements")}
        />
        <ListEditor
          id="job-nice"
          legend="Nice to have"
          itemLabel="Nice-to-have"
          items={form.niceToHave}
          onChange={(items) => set("niceToHave", items)}
          error={error("niceToHave")}
        />
        <ListEditor
          id="job-benefits"
          legend="Benefits"
          itemLabel="Benefit"
          items={form.benefits}
          onChange={(items) => set("benefits", items)}
          error={error("benefits")}
        />
        <fieldset className="mt-2 rounded border border-black/20 p-1.5">
          <legend className="px-0.5 font-semibold">Salary (optional)</legend>
          <div className="grid gap-x-2 sm:grid-cols-4">
            <Field id="job-salary-min" label="Minimum" error={error("salaryMin")}>
              {(describedBy) => (
                <input
                  id="job-salary-min"
                  inputMode="numeric"
                  className={inputClass}
                  value={form.salaryMin}
                  aria-describedby={describedBy}
                  onChange={(event) => set("salaryMin", event.target.value)}
                />
              )}
            </Field>
            <Field id="job-salary-max" label="Maximum" error={error("salaryMax")}>
              {(describedBy) => (
                <input
                  id="job-salary-max"
                  inputMode="numeric"
                  className={inputClass}
                  value={form.salaryMax}
                  aria-describedby={describedBy}
                  onChange={(event) => set("salaryMax", event.target.value)}
                />
              )}
            </Field>
            <Field id="job-salary-currency" label="Currency" error={error("salaryCurrency")}>
              {(describedBy) => (
                <input
                  id="job-salary-currency"
                  className={inputClass}
                  maxLength={3}
                  value={form.salaryCurrency}
                  aria-describedby={describedBy}
                  onChange={(event) => set("salaryCurrency", event.target.value)}
                />
              )}
            </Field>
            <Field id="job-salary-period" label="Per" error={error("salaryPeriod")}>
              {(describedBy) => (
                <select
                  id="job-salary-period"
                  className={inputClass}
                  value={form.salaryPeriod}
                  aria-describedby={describedBy}
                  onChange={(event) => set("salaryPeriod", event.target.value)}
                >
                  <option value="year">year</option>
                  <option value="month">month</option>
                </select>
              )}
            </Field>
          </div>
        </fieldset>
        <Field
          id="job-valid-through"
          label="Valid through (optional)"
          hint="The last day applications are accepted."
          error={error("validThrough")}
        >
          {(describedBy) => (
            <input
              id="job-valid-through"
              type="date"
              className={inputClass}
              value={form.validThrough}
              aria-describedby={describedBy}
              onChange={(event) => set("validThrough", event.target.value)}
            />
          )}
        </Field>
        <fieldset id="job-questions" tabIndex={-1} className="mt-2 rounded border border-black/20 p-1.5">
          <legend className="px-0.5 font-semibold">Screening questions</legend>
          {error("questions") ? <p className="text-sm font-semibold text-red-800">{error("questions")}</p> : null}
          {form.questions.map((question, index) => {
            const update = (change: Partial<Question>) =>
              set(
                "questions",
                form.questions.map((q, i) => (i === index ? { ...q, ...change } : q)),
              );
            const prefix = `job-question-${index}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: questions are edited in place
              <div key={index} className="mt-1 rounded border border-black/10 p-1">
                <Field id={`${prefix}-label`} label={`Question ${index + 1}`} error={error(`questions.${index}.label`)}>
                  {(describedBy) => (
                    <input
                      id={`${prefix}-label`}
                      className={inputClass}
                      value={question.label}
                      aria-describedby={describedBy}
                      onChange={(event) => update({ label: event.target.value })}
                    />
                  )}
                </Field>
                <div className="flex flex-wrap items-end gap-2">
                  <Field id={`${prefix}-kind`} label="Answer type">
                    {() => (
                      <select
                        id={`${prefix}-kind`}
                        className={inputClass}
                        value={question.kind}
                        onChange={(event) => update({ kind: event.target.value as Question["kind"] })}
                      >
                        {questionKinds.map((kind) => (
                          <option key={kind} value={kind}>
                            {kind}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <div className="mt-2 flex items-center gap-0.5">
                    <input
                      id={`${prefix}-required`}
                      type="checkbox"
                      checked={question.required}
                      onChange={(event) => update({ required: event.target.checked })}
                    />
                    <label htmlFor={`${prefix}-required`}>Required</label>
                  </div>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() =>
                      set(
                        "questions",
                        form.questions.filter((_, i) => i !== index),
                      )
                    }
                  >
                    Remove question {index + 1}
                  </button>
                </div>
                {question.kind === "select" ? (
                  <Field
                    id={`${prefix}-options`}
                    label="Options, one a line"
                    error={error(`questions.${index}.options`)}
                  >
                    {(describedBy) => (
                      <textarea
                        id={`${prefix}-options`}
                        className={inputClass}
                        rows={3}
                        value={question.options}
                        aria-describedby={describedBy}
                        onChange={(event) => update({ options: event.target.value })}
                      />
                    )}
                  </Field>
                ) : null}
              </div>
            );
          })}
          <button
            type="button"
            className={`${secondaryButtonClass} mt-1`}
            onClick={() =>
              set("questions", [...form.questions, { id: "", label: "", kind: "text", required: false, options: "" }])
            }
          >
            Add question
          </button>
        </fieldset>
        <div className="mt-3 flex flex-wrap gap-1">
          <button type="submit" className={buttonClass} disabled={busy}>
            {job ? "Save" : "Save draft"}
          </button>
          {job && job.status !== "published" ? (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={busy}
              onClick={() => setConfirming("publish")}
            >
              Publish
            </button>
          ) : null}
          {job && job.status === "published" ? (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={busy}
              onClick={() => setConfirming("close")}
            >
              Close
            </button>
          ) : null}
        </div>
      </form>
      <dialog
        ref={dialogRef}
        aria-labelledby="job-confirm-heading"
        className="m-auto max-w-md rounded-lg border border-black/20 p-3 backdrop:bg-black/50"
        onClose={() => setConfirming(null)}
      >
        <h2 id="job-confirm-heading" className="text-xl font-bold">
          {confirming === "close" ? "Close this job?" : "Publish this job?"}
        </h2>
        <p className="mt-1">
          {confirming === "close"
            ? "It leaves the open positions and the sitemap at once and stops taking applications."
            : "Your changes are saved and the job appears on the careers pages and in the sitemap at once."}
        </p>
        <div className="mt-2 flex gap-1">
          <button type="button" className={buttonClass} onClick={() => confirming && changeStatus(confirming)}>
            {confirming === "close" ? "Close job" : "Publish job"}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(null)}>
            Cancel
          </button>
        </div>
      </dialog>
    </div>
  );
}
