import { type FormEvent, useId } from "react";
import { TextField } from "../../../components/ui/form-fields.tsx";
import { formAlertClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { formText } from "../../../components/ui/form-text.ts";
import { Honeypot } from "../../../components/ui/honeypot.tsx";
import { type MutationResult, useMutation } from "../../../components/ui/use-mutation.ts";

type RequestInput = { name: string; email: string; company: string; website?: string };
type Accepted = { data: { message: string; downloadUrl?: string } };

/** Posts the form as JSON; a stand-in until the typed client serves the content routes. */
async function post(endpoint: string, input: RequestInput): Promise<MutationResult<Accepted>> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(input),
    });
    const body = (await response.json().catch(() => ({}))) as Partial<Accepted> & {
      message?: string;
      errors?: Record<string, string[]>;
    };
    if (response.ok) return { ok: true, status: response.status, data: body as Accepted };
    return {
      ok: false,
      status: response.status,
      message: body.message ?? "Something went wrong. Please try again.",
      fieldErrors: body.errors ?? {},
    };
  } catch {
    return { ok: false, status: 0, message: "We could not reach the server. Check your connection.", fieldErrors: {} };
  }
}

const fields = [
  { name: "name", label: "Full name", type: "text", autoComplete: "name", maxLength: 120 },
  { name: "email", label: "Work email", type: "email", autoComplete: "email", maxLength: 254 },
  { name: "company", label: "Company", type: "text", autoComplete: "organization", maxLength: 120 },
] as const;

/**
 * The short form in front of a whitepaper download or an event registration:
 * name, work email and company. Posts JSON to `endpoint`; shows the server's
 * message either way.
 */
export function RequestForm({
  endpoint,
  title,
  intro,
  submitLabel,
  consent,
}: {
  endpoint: string;
  title: string;
  intro: string;
  submitLabel: string;
  consent: string;
}) {
  const id = useId();
  const request = useMutation((input: RequestInput) => post(endpoint, input));

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
