import type { ReactElement } from "react";

/** One kind of email as ./templates.server.tsx renders it. */
export type Template<P> = {
  subject: (props: P) => string;
  /** The plain-text part, written from the props (./text.ts). */
  text: (props: P) => string;
  element: (props: P) => ReactElement;
};

/** A template module's parts: its subject, its plain-text part and the component of its HTML part. */
export function emailTemplate<P extends object>({
  subject,
  text,
  Email,
}: {
  subject: (props: P) => string;
  text: (props: P) => string;
  Email: (props: P) => ReactElement;
}): Template<P> {
  return { subject, text, element: (props) => <Email {...props} /> };
}
