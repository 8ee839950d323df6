// The contract between the code that queues email and the templates that
// render it. Kept free of JSX so server modules that run without a build can
// import it.

export type LeadSummary = {
  name: string;
  company: string;
  email: string;
  phone: string;
  country: string;
  state: string;
  fleetSize: string;
  interestedIn: string[];
  sourcePage: string | null;
};

export type EmailProps = {
  "newsletter-confirmation": { confirmUrl: string; unsubscribeUrl: string };
  "newsletter-campaign": {
    subject: string;
    preheader: string;
    /** The body as email HTML (app/features/campaigns/email.ts), from the site's Markdown renderer. */
    bodyHtml: string;
    /** The same body as plain text, written from its Markdown. */
    bodyText: string;
    posts: { title: string; description: string; url: string }[];
    preferencesUrl: string;
    unsubscribeUrl: string;
    /** The head office's address, one part per entry. */
    postalAddress: string[];
  };
  "lead-verification-code": { code: string; validMinutes: number };
  "lead-confirmation": {
    firstName: string;
    lead: LeadSummary;
    siteUrl: string;
    /** The signed link to book a demo call (/book-a-demo?t=…). */
    bookingUrl?: string;
  };
  "lead-sales-notification": { lead: LeadSummary; receivedAt: string };
  "lead-estimate": {
    lead: { company: string; name: string; fleetSize: string; country: string };
    /** The estimate's results in words (app/lib/savings.ts `estimateSummaryRows`). */
    rows: { label: string; value: string }[];
    /** The lead's page in the back office. */
    leadUrl: string;
  };
  "whitepaper-download": { title: string; downloadUrl: string; pageUrl: string; validDays: number };
  "event-registration": { title: string; when: string; where: string; pageUrl: string };
  "applicant-verify-email": { firstName: string; verifyUrl: string; validHours: number };
  "password-reset": { firstName: string; resetUrl: string; validMinutes: number };
  "applicant-register-attempt": { firstName: string; loginUrl: string; forgotPasswordUrl: string };
  "staff-password-reset": { name: string; resetUrl: string; validMinutes: number };
  "password-changed": { firstName: string; changedAt: string; forgotPasswordUrl: string };
  "application-received": { firstName: string; jobTitle: string; applicationsUrl: string };
  "demo-booking-confirmed": {
    firstName: string;
    /** In the visitor's words: "Tuesday 9 Dec, 10:30 in your time (Europe/Berlin), 15:00 in Bengaluru". */
    when: string;
    salesName: string;
    meetingUrl: string;
    manageUrl: string;
    rescheduled: boolean;
  };
  "demo-booking-sales": {
    salesName: string;
    when: string;
    lead: { name: string; company: string; email: string; phone: string; fleetSize: string };
    meetingUrl: string;
    leadUrl: string;
    rescheduled: boolean;
  };
  /** To the visitor (no company, a link to book again) or to the salesperson (the lead's company). */
  "demo-booking-cancelled": { recipient: string; when: string; company: string | null; bookAgainUrl: string | null };
  "demo-booking-reminder": {
    recipient: string;
    when: string;
    meetingUrl: string;
    manageUrl: string | null;
    hoursBefore: 24 | 1;
  };
  "application-status-changed": {
    firstName: string;
    jobTitle: string;
    status: string;
    stage: string;
    note: string | null;
    applicationsUrl: string;
  };
};

export type EmailKind = keyof EmailProps;

/** The emails that carry a one-time code (their `code`): the dev mailbox labels a code in these alone. */
export const codeEmailKinds: readonly string[] = ["lead-verification-code"] satisfies EmailKind[];

export type RenderedEmail = { subject: string; html: string; text: string };

export type RenderEmail = <K extends EmailKind>(kind: K, props: EmailProps[K]) => Promise<RenderedEmail>;
