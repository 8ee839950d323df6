import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { ErrorSummary } from "#app/components/ui/error-summary.tsx";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { Logo } from "#app/components/ui/logo.tsx";
import type { Mutation } from "#app/components/ui/use-mutation.ts";

/** The frame of the pages before sign-in (sign-in, forgotten password, new password): the brand, then the form. */
export function StaffSignInFrame({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-md p-3">
      <header className="flex items-center justify-between gap-2 border-b border-black/10 pb-2">
        <Link to="/" className="rounded-md" aria-label="Marut home">
          <Logo tone="light" />
        </Link>
        <span className="text-sm font-semibold tracking-widest text-muted uppercase">Back office</span>
      </header>
      <h1 className="mt-3 text-3xl font-bold">{title}</h1>
      <div className="mt-1 text-muted">{lead}</div>
      {children}
    </main>
  );
}

/**
 * The form of one of these pages: the error summary (focused after a failure), the fields,
 * and the submit button, which says `busyLabel` while the call runs; `beside` sits next to it.
 */
export function StaffSignInForm({
  label,
  errorsId,
  mutation,
  onSubmit,
  submitLabel,
  busyLabel,
  beside,
  children,
}: {
  label?: string;
  errorsId: string;
  mutation: Pick<Mutation<never, unknown>, "busy" | "error" | "fieldErrors" | "failures">;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busyLabel: string;
  beside?: ReactNode;
  children: ReactNode;
}) {
  const button = (
    <button type="submit" aria-disabled={mutation.busy || undefined} className={primaryButtonClass}>
      {mutation.busy ? busyLabel : submitLabel}
    </button>
  );
  return (
    <form onSubmit={onSubmit} className="mt-3 space-y-2" noValidate aria-label={label}>
      <ErrorSummary
        id={errorsId}
        message={mutation.error}
        fieldErrors={mutation.fieldErrors}
        focusKey={mutation.failures}
      />
      {children}
      {beside ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {button}
          {beside}
        </div>
      ) : (
        button
      )}
    </form>
  );
}
