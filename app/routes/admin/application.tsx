import { type FormEvent, useRef, useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { pipelineStageLabel, pipelineStages } from "../../domain/applications.ts";
import { AdminApiError, adminFetch, useAdmin } from "../../features/admin/admin-client.ts";
import { buttonClass, inputClass } from "../../features/admin/components/hr-fields.tsx";
import { requireStaffPage } from "../../features/admin/staff-page.server.ts";
import { getAdminApplication } from "../../features/careers/applications-admin.server.ts";
import { brand } from "../../lib/brand.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { pageContext } from "../../lib/page-context.ts";
import type { Route } from "./+types/application";

// /admin/applications/:id: the applicant, their answers and cover letter, the
// résumé, the stage history with who moved it, the move-stage control and
// private notes (never shown to the applicant).

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "applications");
  const application = await getAdminApplication(services.db, params.id);
  if (!application) throw data({ message: "This application does not exist." }, { status: 404 });
  return { application };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.application
    ? `${loaderData.application.applicant.name}, ${loaderData.application.job.title}`
    : "Application";
  return [{ title: `${name} | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminApplication({ loaderData }: Route.ComponentProps) {
  const { application } = loaderData;
  const { applicant } = application;
  const { csrfToken } = useAdmin();
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);

  async function run(action: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      setMessage({ ok: true, text: done });
      await revalidate();
      return true;
    } catch (error) {
      setMessage({ ok: false, text: error instanceof AdminApiError ? error.message : "Something went wrong." });
      return false;
    } finally {
      setBusy(false);
      messageRef.current?.focus();
    }
  }

  async function move(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const stage = String(form.get("stage"));
    const notifyApplicant = form.get("notifyApplicant") === "on";
    const ok = await run(
      () =>
        adminFetch(`/api/admin/applications/${application.id}/stage`, {
          method: "POST",
          csrfToken,
          json: { stage, note: String(form.get("note") ?? ""), notifyApplicant },
        }),
      `Moved to ${pipelineStageLabel[stage as keyof typeof pipelineStageLabel] ?? stage}${notifyApplicant ? "; the applicant will be emailed" : ""}.`,
    );
    if (ok) element.reset();
  }

  async function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const body = String(new FormData(element).get("body") ?? "");
    const ok = await run(
      () =>
        adminFetch(`/api/admin/applications/${application.id}/notes`, { method: "POST", csrfToken, json: { body } }),
      "Note added.",
    );
    if (ok) element.reset();
  }

  const withdrawn = application.stage === "withdrawn";
  const profile: [string, React.ReactNode][] = [
    [
      "Email",
      <a key="email" href={`mailto:${applicant.email}`} className="underline">
        {applicant.email}
      </a>,
    ],
    ["Phone", applicant.phone ?? "—"],
    ["Location", applicant.location ?? "—"],
    ["Headline", applicant.headline ?? "—"],
    [
      "LinkedIn",
      applicant.linkedinUrl ? (
        <a key="li" href={applicant.linkedinUrl} className="underline" rel="noreferrer nofollow">
          {applicant.linkedinUrl}
        </a>
      ) : (
        "—"
      ),
    ],
    [
      "Portfolio",
      applicant.portfolioUrl ? (
        <a key="pf" href={applicant.portfolioUrl} className="underline" rel="noreferrer nofollow">
          {applicant.portfolioUrl}
        </a>
      ) : (
        "—"
      ),
    ],
    ["Applied", formatDateTime(application.submittedAt)],
    ["Stage", <strong key="stage">{pipelineStageLabel[application.stage]}</strong>],
  ];

  return (
    <div>
      <p>
        <Link to={`/admin/applications?jobId=${application.job.id}`} className="underline">
          Back to applications for {application.job.title}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{applicant.name}</h1>
      <p className="text-muted">
        for{" "}
        <Link to={`/admin/jobs/${application.job.id}`} className="underline">
          {application.job.title}
        </Link>
      </p>
      <div
        ref={messageRef}
        tabIndex={-1}
        role="status"
        className={`mt-1 font-semibold ${message?.ok === false ? "text-red-800" : ""}`}
      >
        {message?.text}
      </div>

      <div className="mt-2 grid gap-3 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <section aria-labelledby="profile-heading">
            <h2 id="profile-heading" className="text-xl font-semibold">
              Applicant
            </h2>
            <dl className="mt-1 grid gap-x-2 gap-y-0.5 sm:grid-cols-[auto_1fr]">
              {profile.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-semibold">{term}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-1">
              {application.resume ? (
                <a
                  href={`/api/admin/applications/${application.id}/resume`}
                  className="font-semibold underline"
                  download
                >
                  Download résumé ({application.resume.fileName})
                </a>
              ) : (
                "No résumé."
              )}
            </p>
          </section>

          <section aria-labelledby="answers-heading" className="mt-3">
            <h2 id="answers-heading" className="text-xl font-semibold">
              Screening answers
            </h2>
            {application.answers.length === 0 ? (
              <p>No answers.</p>
            ) : (
              <dl className="mt-1 space-y-1">
                {application.answers.map((answer) => (
                  <div key={answer.id}>
                    <dt className="font-semibold">{answer.question}</dt>
                    <dd className="whitespace-pre-line">{answer.answer}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>

          <section aria-labelledby="cover-heading" className="mt-3">
            <h2 id="cover-heading" className="text-xl font-semibold">
              Cover letter
            </h2>
            <p className="mt-1 whitespace-pre-line">{application.coverLetter ?? "None."}</p>
          </section>

          <section aria-labelledby="history-heading" className="mt-3">
            <h2 id="history-heading" className="text-xl font-semibold">
              History
            </h2>
            <ol className="mt-1 space-y-1">
              {application.history.map((event) => (
                <li key={`${event.at}-${event.stage}-${event.status}`} className="border-l-4 border-black/20 pl-1">
                  <strong>{pipelineStageLabel[event.stage]}</strong> · {formatDateTime(event.at)} ·{" "}
                  {event.actor === "staff"
                    ? `by ${event.staffName ?? "staff"}`
                    : event.actor === "applicant"
                      ? "by the applicant"
                      : "by the system"}
                  {event.note ? <p className="whitespace-pre-line text-muted">{event.note}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>

        <div>
          <section aria-labelledby="move-heading" className="rounded border border-black/20 bg-white p-1.5">
            <h2 id="move-heading" className="text-xl font-semibold">
              Move stage
            </h2>
            {withdrawn ? (
              <p>The applicant withdrew this application.</p>
            ) : (
              <form onSubmit={move} aria-labelledby="move-heading">
                <label htmlFor="move-stage" className="mt-1 block font-semibold">
                  New stage
                </label>
                <select id="move-stage" name="stage" className={inputClass} defaultValue="">
                  <option value="" disabled>
                    Choose a stage
                  </option>
                  {pipelineStages
                    .filter((stage) => stage !== application.stage)
                    .map((stage) => (
                      <option key={stage} value={stage}>
                        {pipelineStageLabel[stage]}
                      </option>
                    ))}
                </select>
                <label htmlFor="move-note" className="mt-1 block font-semibold">
                  Note (optional)
                </label>
                <p id="move-note-hint" className="text-sm text-muted">
                  Shown to the applicant in their history and in the email.
                </p>
                <textarea
                  id="move-note"
                  name="note"
                  rows={3}
                  className={inputClass}
                  aria-describedby="move-note-hint"
                />
                <div className="mt-1 flex items-center gap-0.5">
                  <input id="move-notify" name="notifyApplicant" type="checkbox" defaultChecked />
                  <label htmlFor="move-notify">Email the applicant</label>
                </div>
                <button type="submit" className={`${buttonClass} mt-1`} disabled={busy}>
                  Move
                </button>
              </form>
            )}
          </section>

          <section aria-labelledby="notes-heading" className="mt-2 rounded border border-black/20 bg-white p-1.5">
            <h2 id="notes-heading" className="text-xl font-semibold">
              Private notes
            </h2>
            <p className="text-sm text-muted">Only staff see these.</p>
            <ul className="mt-1 space-y-1">
              {application.notes.map((note) => (
                <li key={note.id} className="border-l-4 border-black/20 pl-1">
                  <p className="whitespace-pre-line">{note.body}</p>
                  <p className="text-sm text-muted">
                    {note.staffName}, {formatDateTime(note.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
            <form onSubmit={addNote} className="mt-1">
              <label htmlFor="note-body" className="block font-semibold">
                New note
              </label>
              <textarea id="note-body" name="body" rows={3} required className={inputClass} />
              <button type="submit" className={`${buttonClass} mt-1`} disabled={busy}>
                Add note
              </button>
            </form>
          </section>
        </div>
      </div>
    </div>
  );
}
