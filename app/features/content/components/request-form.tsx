import { type FormEvent, useId } from "react";
import { TextField } from "#app/components/ui/form-fields.tsx";
import { formAlertClass, primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { formText } from "#app/components/ui/form-text.ts";
import { Honeypot } from "#app/components/ui/honeypot.tsx";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { api, send } from "#app/lib/api-client.ts";

type RequestInput = { name: string; email: string; company: string; website?: string };

/** The two kinds of request this form sends: a whitepaper's PDF, or a place at an event. */
export type RequestKind = "whitepaper" | "event";

function sendRequest(kind: RequestKind, slug: string, json: RequestInput) {
  return kind === "whitepaper"
    ? send(api.api.whitepapers[":slug"].requests.$post({ param: { slug }, json }))
    : send(api.api.events[":slug"].registrations.$post({ param: { slug }, json }));
}

const fields = [
  { name: "name", label: "Full name", type: "text", autoComplete: "name", maxLength: 120 },
  { name: "email", label: "Work email", type: "email", autoComplete: "email", maxLength: 254 },
  { name: "company", label: "Company", type: "text", autoComplete: "organization", maxLength: 120 },
] as const;

/**
 * The short form in front of a whitepaper download or an event registration:
 * name, work email and company. Sends them to the API; shows the server's
 * message either way.
 */
export function RequestForm({
  kind,
  slug,
  title,
  intro,
  submitLabel,
  consent,
}: {
  kind: RequestKind;
  slug: string;
  title: string;
  intro: string;
  submitLabel: string;
  consent: string;
}) {
  const id = useId();
  const request = useMutation((input: RequestInput) => sendRequest(kind, slug, input));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { name = "", email = "", company = "", website = "" } = formText(event.currentTarget);
    void request.run({ name, email, company, website });
  }

  const accepted = request.data?.data;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border-2 border-ink bg-white p-3">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-muted">{intro}</p>
      {accepted ? (
        <div role="status" className="mt-3 rounded-md border border-green-800 bg-green-50 p-2 text-green-900">
          <p className="font-semibold">{accepted.message ?? "Done."}</p>
          {accepted.downloadUrl ? (
            <p className="mt-1">
              <a href={accepted.downloadUrl} className="font-semibold underline" download>
                Download the PDF now
              </a>
            </p>
          ) : null}
        </div>
      ) : (
        <form onSubmit={submit} className="mt-3 grid gap-2">
          {fields.map((field) => (
            <TextField
              key={field.name}
              id={`${id}-${field.name}`}
              name={field.name}
              label={
                <>
                  {field.label} <span aria-hidden="true">*</span>
                </>
              }
              type={field.type}
              required
              maxLength={field.maxLength}
              autoComplete={field.autoComplete}
              error={request.fieldErrors[field.name]}
            />
          ))}
          <Honeypot id={`${id}-website`} />
          <p className="text-sm text-muted">{consent}</p>
          <div>
            <button type="submit" aria-disabled={request.busy || undefined} className={primaryButtonClass}>
              {request.busy ? "Sending…" : submitLabel}
            </button>
          </div>
          {request.error ? (
            <p role="alert" className={formAlertClass}>
              {request.error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
