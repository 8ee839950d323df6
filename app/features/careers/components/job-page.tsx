import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { formatDate } from "#app/lib/dates.ts";
import { formatSalary, type JobDetail } from "../jobs.ts";
import { AppliedNotice, useApplicationsByJob } from "./applied-status.tsx";
import { FactList, jobFacts } from "./fact-list.tsx";

function JobSection({ title, first = false, children }: { title: string; first?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={first ? undefined : "mt-5"}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-1.5">{children}</div>
    </section>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-0.5 pl-3 marker:text-muted">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const applyClass =
  "inline-flex min-h-6 items-center rounded-md bg-signal px-3 font-bold text-ink hover:bg-signal/90 focus-visible:bg-signal";

/** A job's page: facts, description and the way to apply (or a notice once it has closed). */
/** `aboutHtml`: the description's Markdown rendered and sanitised on the server; plain text without it. */
export function JobPage({ job, aboutHtml }: { job: JobDetail; aboutHtml?: string }) {
  // A signed-in applicant who already applied sees their application instead of Apply (the server takes one per job).
  const application = useApplicationsByJob().get(job.id);
  const applyHref = `/careers/jobs/${job.id}/apply`;
  const factsTitleId = useId();
  const facts = jobFacts(job);
  if (job.salary) facts.push(["Salary", formatSalary(job.salary)]);
  facts.push([
    "Posted",
    <time key="posted" dateTime={job.postedAt}>
      {formatDate(job.postedAt)}
    </time>,
  ]);
  const closing = job.validThrough ? <time dateTime={job.validThrough}>{formatDate(job.validThrough)}</time> : null;
  if (closing) facts.push([job.open ? "Apply by" : "Closing date", closing]);
  return (
    <article>
      <header className="bg-ink text-white">
        <div className="page-container py-5 md:py-6">
          <p>
            <Link to="/careers/jobs/positions" className="font-semibold underline underline-offset-4">
              All open positions
            </Link>
          </p>
          <h1 className="page-title mt-2 max-w-3xl">{job.title}</h1>
          <p className="mt-2 max-w-2xl text-lg text-white/85">{job.summary}</p>
        </div>
      </header>
      {/*
        Phones: the facts and Apply come first, then the text. From 1024 px the text takes the reading column and the
        facts with Apply sit beside it, and stay in view (sticky) while the text scrolls.
      */}
      <div className="page-container grid gap-5 py-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <aside
          aria-labelledby={factsTitleId}
          className="grid content-start gap-3 lg:sticky lg:top-3 lg:col-start-2 lg:row-start-1 lg:self-start"
        >
          <h2 id={factsTitleId} className="sr-only">
            The job at a glance
          </h2>
          {application ? (
            <AppliedNotice application={application} />
          ) : job.open ? (
            <div className="rounded-lg bg-ink p-3 text-white">
              <p className="font-semibold">
                {job.validThrough ? <>Applications close {closing}</> : "Applications are open"}
              </p>
              <p className="mt-2">
                <Link to={applyHref} className={`${applyClass} w-full justify-center`}>
                  Apply now
                </Link>
              </p>
            </div>
          ) : (
            <div className="rounded-lg border-2 border-ink bg-signal-soft p-2">
              <p className="font-semibold">This position is no longer accepting applications.</p>
              <p className="mt-0.5">
                <Link to="/careers/jobs/positions" className="underline underline-offset-4">
                  See our open positions
                </Link>
              </p>
            </div>
          )}
          <FactList
            className="grid gap-x-3 gap-y-1.5 rounded-lg border border-black/10 bg-white p-3 sm:grid-cols-2 lg:grid-cols-1"
            valueClassName="font-medium"
            facts={facts}
          />
        </aside>

        <div className="max-w-3xl lg:col-start-1 lg:row-start-1">
          <JobSection title="About the role" first>
            {aboutHtml ? (
              // Sanitised by renderMarkdown's allowlist on the server (no raw HTML, no scripts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the server
              <div className="prose-content" dangerouslySetInnerHTML={{ __html: aboutHtml }} />
            ) : (
              <p>{job.about}</p>
            )}
          </JobSection>
          <JobSection title="What you will do">
            <Bullets items={job.responsibilities} />
          </JobSection>
          <JobSection title="What you bring">
            <Bullets items={job.requirements} />
          </JobSection>
          {job.niceToHave.length > 0 ? (
            <JobSection title="Nice to have">
              <Bullets items={job.niceToHave} />
            </JobSection>
          ) : null}
          {job.benefits.length > 0 ? (
            <JobSection title="What we offer">
              <Bullets items={job.benefits} />
            </JobSection>
          ) : null}

          {job.open && !application ? (
            <section aria-label="Apply" className="mt-6 rounded-lg bg-ink p-3 text-white">
              <p className="text-lg font-semibold">Interested? It takes about ten minutes.</p>
              <p className="mt-0.5 text-white/85">
                You will need your CV as a PDF or Word file, and a few short answers about the role.
              </p>
              <p className="mt-2">
                <Link to={applyHref} className={applyClass} aria-label={`Apply now for ${job.title}`}>
                  Apply now
                </Link>
              </p>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
