import { type FormEvent, useId, useState } from "react";

type Field = "name" | "email" | "company";

type Result = { kind: "success"; message: string; downloadUrl?: string } | { kind: "error"; message: string };

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
  const [values, setValues] = useState<Record<Field, string>>({ name: "", email: "", company: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const website = (form.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
    setBusy(true);
    setResult(null);
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...values, website }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        errors?: Partial<Record<Field, string[]>>;
        data?: { message?: string; downloadUrl?: string };
      };
      if (response.ok) {
        setResult({
          kind: "success",
          message: body.data?.message ?? "Done.",
          ...(body.data?.downloadUrl ? { downloadUrl: body.data.downloadUrl } : {}),
        });
        setErrors({});
      } else {
        setErrors({
          name: body.errors?.name?.[0],
          email: body.errors?.email?.[0],
          company: body.errors?.company?.[0],
        });
        setResult({ kind: "error", message: body.message ?? "Something went wrong. Please try again." });
      }
    } catch {
      setResult({ kind: "error", message: "We could not reach the server. Check your connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  const fields: { name: Field; label: string; type: string; autoComplete: string }[] = [
    { name: "name", label: "Full name", type: "text", autoComplete: "name" },
    { name: "email", label: "Work email", type: "email", autoComplete: "email" },
    { name: "company", label: "Company", type: "text", autoComplete: "organization" },
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border-2 border-ink bg-white p-3">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-muted">{intro}</p>
      {result?.kind === "success" ? (
        <div role="status" className="mt-3 rounded-md border border-green-800 bg-green-50 p-2 text-green-900">
          <p className="font-semibold">{result.message}</p>
          {result.downloadUrl ? (
            <p className="mt-1">
              <a href={result.downloadUrl} className="font-semibold underline" download>
                Download the PDF now
              </a>
            </p>
          ) : null}
        </div>
      ) : (
        <form onSubmit={submit} noValidate={false} className="mt-3 grid gap-2">
          {fields.map((field) => (
            <div key={field.name}>
              <label htmlFor={`${id}-${field.name}`} className="block font-semibold">
                {field.label} <span aria-hidden="true">*</span>
              </label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                required
                maxLength={field.name === "email" ? 254 : 120}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
                className="mt-0.5 w-full rounded-md border-2 border-ink/70 bg-white px-1.5 py-1"
              />
              {errors[field.name] ? (
                <p id={`${id}-${field.name}-error`} className="mt-0.5 text-sm text-red-800">
                  {errors[field.name]}
                </p>
              ) : null}
            </div>
          ))}
          <div className="hidden" aria-hidden="true">
            <label htmlFor={`${id}-website`}>Leave this field empty</label>
            <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <p className="text-sm text-muted">{consent}</p>
          <div>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex min-h-6 items-center rounded-md bg-ink px-3 font-semibold text-white hover:bg-ink/90 disabled:opacity-60"
            >
              {busy ? "Sending…" : submitLabel}
            </button>
          </div>
          {result?.kind === "error" ? (
            <p role="alert" className="rounded-md border border-red-800 bg-red-50 p-1.5 text-red-900">
              {result.message}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
