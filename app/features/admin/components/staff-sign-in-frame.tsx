import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../../components/ui/logo.tsx";

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
