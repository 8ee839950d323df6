import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { BusyButton, SuccessMessage } from "#app/components/ui/form-fields.tsx";
import { dangerButtonClass, linkClass, secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { applicationStageLabel, applicationStatusLabel } from "#app/domain/applications.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import type { Application } from "../application-schemas.ts";
import { applicantApi } from "../auth/applicant-api.ts";
import { useAuth, useSignedOutRedirect } from "../auth/auth-context.tsx";
import { withNext } from "../auth/next-path.ts";
import { AccountPage, AccountSkeleton } from "./account-page.tsx";
import type { ApplicationsPageState } from "./apply-view.tsx";
import { ApplicationFacts } from "./fact-list.tsx";

const TITLE = "My Applications";
const cardClass = "rounded-lg border border-ink/15 bg-white p-3";

/** /careers/jobs/applications: every application, its stage history, and withdrawing. */
export function ApplicationsView() {
  const { loading, applicant } = useAuth();
  const location = useLocation();
  const submitted = (location.state as ApplicationsPageState | null)?.submittedJobTitle;
  const [applications, setApplications] = useState<Application[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useSignedOutRedirect(withNext("/careers/jobs/login", "/careers/jobs/applications"));

  const signedIn = applicant !== null;
  useEffect(() => {
    if (loading || !signedIn) return;
    const controller = new AbortController();
    applicantApi.applications(controller.signal).then((response) => {
      if (controller.signal.aborted) return;
      if (response.ok) setApplications(response.data.data);
      else if (response.status !== 401) setLoadError(response.message);
    });
    return () => controller.abort();
  }, [loading, signedIn]);

  if (loading || !applicant) return <AccountSkeleton title={TITLE} />;
  return (
    <AccountPage title={TITLE} lead="Where each of your applications stands." width="wide">
      <div className="grid gap-3">
        {submitted ? <SuccessMessage>Thank you! Your application for {submitted} was sent.</SuccessMessage> : null}
        <div aria-live="polite">{notice ? <SuccessMessage>{notice}</SuccessMessage> : null}</div>
        {loadError ? (
          <p role="alert" className="font-semibold text-red-800">
            {loadError}
          </p>
        ) : applications === null ? (
          <div aria-busy="true" className="space-y-2 motion-safe:animate-pulse">
            <p role="status" className="sr-only">
              Loading your applications…
            </p>
            <div className="h-12 rounded-lg bg-ink/10" aria-hidden="true" />
          </div>
        ) : applications.length === 0 ? (
          <div className={cardClass}>
            <p className="text-lg">You have not applied for any position yet.</p>
            <p className="mt-1">
              <Link to="/careers/jobs/positions" className={linkClass}>
                Browse open positions
              </Link>
            </p>
          </div>
        ) : (
          <ul className="grid gap-3" aria-label="Your applications">
            {applications.map((application) => (
              <li key={application.id}>
                <ApplicationCard
                  application={application}
                  onWithdrawn={(updated) => {
                    setApplications((current) =>
                      (current ?? []).map((item) => (item.id === updated.id ? updated : item)),
                    );
                    setNotice(`Your application for ${updated.job.title} was withdrawn.`);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AccountPage>
  );
}

function ApplicationCard({
  application,
  onWithdrawn,
}: {
  application: Application;
  onWithdrawn: (application: Application) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useMutation(applicantApi.withdraw, {
    onSuccess: (data) => {
      setConfirming(false);
      onWithdrawn(data.data);
    },
  });
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const withdrawRef = useRef<HTMLButtonElement>(null);
  const titleId = `application-${application.id}-title`;
  const historyId = `application-${application.id}-history`;

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  return (
    <article aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-2xl font-bold">
        <Link to={`/careers/jobs/${application.job.id}`} className="underline-offset-4 hover:underline">
          {application.job.title}
        </Link>
      </h2>
      <p className="text-muted">{application.job.location}</p>
      <ApplicationFacts application={application} valueClassName="font-semibold" />
      <h3 id={historyId} className="mt-2 font-bold">
        History
      </h3>
      <ol aria-labelledby={historyId} className="mt-1 grid gap-1 border-l-2 border-ink/20 pl-2">
        {application.history.map((event) => (
          <li key={`${event.at}-${event.status}-${event.stage}`}>
            <time dateTime={event.at} className="text-sm text-muted">
              {formatDateTime(event.at)}
            </time>
            <p>
              {applicationStageLabel[event.stage]} · {applicationStatusLabel[event.status]}
              {event.note ? <span className="text-muted"> — {event.note}</span> : null}
            </p>
          </li>
        ))}
      </ol>
      {application.status === "active" ? (
        <div className="mt-2">
          {confirming ? (
            <div className="grid gap-1 rounded-md border-2 border-red-800 p-2">
              <p ref={confirmRef} tabIndex={-1} className="font-semibold outline-none">
                Withdraw your application for {application.job.title}? You cannot undo this.
              </p>
              <div className="flex flex-wrap gap-1">
                <BusyButton
                  type="button"
                  onClick={() => void withdraw.run(application.id)}
                  busy={withdraw.busy}
                  busyLabel="Withdrawing…"
                  className={dangerButtonClass}
                >
                  Yes, withdraw
                </BusyButton>
                <button
                  type="button"
                  onClick={() => {
                    setConfirming(false);
                    requestAnimationFrame(() => withdrawRef.current?.focus());
                  }}
                  disabled={withdraw.busy}
                  className={secondaryButtonClass}
                >
                  Keep my application
                </button>
              </div>
            </div>
          ) : (
            <button
              ref={withdrawRef}
              type="button"
              onClick={() => setConfirming(true)}
              className={secondaryButtonClass}
              aria-describedby={titleId}
            >
              Withdraw
            </button>
          )}
          {withdraw.error ? (
            <p role="alert" className="mt-1 font-semibold text-red-800">
              {withdraw.error}
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
