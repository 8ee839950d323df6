import { render } from "@react-email/render";
import { describe, expect, it } from "vitest";
import { renderEmail } from "./render.server.ts";
import { templates } from "./templates.server.tsx";
import type { EmailKind, EmailProps, LeadSummary } from "./types.ts";

const lead: LeadSummary = {
  name: "Asha Mwinyi",
  company: "Lake & Sons Haulage",
  email: "asha@example.com",
  phone: "+255 712 345 678",
  country: "Tanzania",
  state: "Dar es Salaam",
  fleetSize: "51-200",
  interestedIn: ["Video telematics", "Driver coaching"],
  sourcePage: "/solutions/video-telematics",
};
const site = "https://www.example.test";

/** Every template, some twice to cover the parts that come and go with the props. */
const samples: { [K in EmailKind]: EmailProps[K][] } = {
  "newsletter-confirmation": [
    {
      confirmUrl: `${site}/verify-email?token=confirm-token&type=newsletter`,
      unsubscribeUrl: `${site}/newsletter/unsubscribe?token=unsubscribe-token`,
    },
  ],
  "newsletter-campaign": [
    {
      subject: "Fatigue on long-haul routes: what 2026's data says",
      preheader: "Three findings from a year of night driving",
      bodyHtml: "<p>Our analysts looked at a year of night driving.</p>",
      bodyText: "Our analysts looked at a year of night driving.",
      posts: [],
      preferencesUrl: `${site}/newsletter/preferences?token=manage-token`,
      unsubscribeUrl: `${site}/newsletter/unsubscribe?token=manage-token`,
      postalAddress: ["12 Residency Road", "Bengaluru", "India"],
    },
    {
      subject: "Product news: Road Sense 4",
      preheader: "",
      bodyHtml: "<p>Road Sense 4 is here.</p>",
      bodyText: "Road Sense 4 is here.",
      posts: [
        { title: "Night shifts, safely", description: "How fleets plan rest.", url: `${site}/insights/night-shifts` },
        { title: "Braking data", description: "What harsh braking tells.", url: `${site}/insights/braking` },
      ],
      preferencesUrl: `${site}/newsletter/preferences?token=manage-token`,
      unsubscribeUrl: `${site}/newsletter/unsubscribe?token=manage-token`,
      postalAddress: ["12 Residency Road", "Bengaluru", "India"],
    },
  ],
  "lead-verification-code": [{ code: "012345", validMinutes: 10 }],
  "demo-booking-confirmed": [
    {
      firstName: "Anna",
      when: "Tuesday 9 Dec, 10:30 in your time (Europe/Berlin), 15:00 in Bengaluru",
      salesName: "Priya Nair",
      meetingUrl: "https://meet.example/priya",
      manageUrl: `${site}/book-a-demo/manage?t=manage-token`,
      rescheduled: false,
    },
    {
      firstName: "Anna",
      when: "Wednesday 10 Dec, 11:00 in your time (Europe/Berlin), 15:30 in Bengaluru",
      salesName: "Priya Nair",
      meetingUrl: "https://meet.example/priya",
      manageUrl: `${site}/book-a-demo/manage?t=manage-token`,
      rescheduled: true,
    },
  ],
  "demo-booking-sales": [
    {
      salesName: "Priya Nair",
      when: "Tuesday 9 Dec, 15:00 in your time (Asia/Kolkata), 10:30 in Lake & Sons Haulage",
      lead: { name: lead.name, company: lead.company, email: lead.email, phone: lead.phone, fleetSize: "5-15" },
      meetingUrl: "https://meet.example/priya",
      leadUrl: `${site}/admin/leads/1`,
      rescheduled: false,
    },
  ],
  "demo-booking-cancelled": [
    { recipient: "Anna", when: "Tuesday 9 Dec, 10:30", company: null, bookAgainUrl: `${site}/book-a-demo?t=again` },
    { recipient: "Priya Nair", when: "Tuesday 9 Dec, 15:00", company: lead.company, bookAgainUrl: null },
  ],
  "demo-booking-reminder": [
    {
      recipient: "Anna",
      when: "Tuesday 9 Dec, 10:30",
      meetingUrl: "https://meet.example/p",
      manageUrl: `${site}/m`,
      hoursBefore: 24,
    },
    {
      recipient: "Priya Nair",
      when: "Tuesday 9 Dec, 15:00",
      meetingUrl: "https://meet.example/p",
      manageUrl: null,
      hoursBefore: 1,
    },
  ],
  "lead-confirmation": [
    { firstName: "Asha", lead, siteUrl: site },
    { firstName: "", lead, siteUrl: site, bookingUrl: `${site}/book-a-demo?t=booking-token` },
  ],
  "lead-sales-notification": [
    { lead, receivedAt: "3 May 2026, 14:05" },
    { lead: { ...lead, sourcePage: null }, receivedAt: "3 May 2026, 14:06" },
  ],
  "lead-estimate": [
    {
      lead: { company: lead.company, name: lead.name, fleetSize: "16-49", country: lead.country },
      rows: [
        { label: "Collisions avoided a year", value: "0.6 to 2.2 (likely 1.3)" },
        { label: "Total saved a year", value: "TZS 9,400,000 to TZS 30,100,000 (likely TZS 18,200,000)" },
      ],
      leadUrl: `${site}/admin/leads/6f1c2a52-93f1-4b9e-9d51-0a7d3e2b9c10`,
    },
  ],
  "whitepaper-download": [
    {
      title: "Fleet safety in 2026",
      downloadUrl: `${site}/api/whitepapers/fleet-safety/download?token=download-token`,
      pageUrl: `${site}/insights/whitepapers/fleet-safety`,
      validDays: 7,
    },
  ],
  "event-registration": [
    { title: "Safety day", when: "4 June 2026, 10:00–12:00 IST", where: "Online", pageUrl: `${site}/events/day` },
  ],
  "applicant-verify-email": [
    { firstName: "Asha", verifyUrl: `${site}/verify-email?token=verify-token&type=applicant`, validHours: 24 },
  ],
  "password-reset": [
    { firstName: "Asha", resetUrl: `${site}/careers/jobs/reset-password?token=reset-token`, validMinutes: 60 },
  ],
  "applicant-register-attempt": [
    {
      firstName: "Asha",
      loginUrl: `${site}/careers/jobs/login`,
      forgotPasswordUrl: `${site}/careers/jobs/forgot-password`,
    },
  ],
  "staff-password-reset": [
    { name: "Ravi Kumar", resetUrl: `${site}/admin/reset-password?token=staff-token`, validMinutes: 60 },
  ],
  "password-changed": [
    { firstName: "Asha", changedAt: "3 May 2026, 14:05", forgotPasswordUrl: `${site}/careers/jobs/forgot-password` },
  ],
  "application-received": [
    { firstName: "Asha", jobTitle: "Fleet Safety Engineer", applicationsUrl: `${site}/careers/jobs/applications` },
  ],
  "application-status-changed": [
    {
      firstName: "Asha",
      jobTitle: "Fleet Safety Engineer",
      status: "Active",
      stage: "Interview",
      note: "We would like to meet you on Tuesday.",
      applicationsUrl: `${site}/careers/jobs/applications`,
    },
    {
      firstName: "Asha",
      jobTitle: "Fleet Safety Engineer",
      status: "Rejected",
      stage: "Screening",
      note: null,
      applicationsUrl: `${site}/careers/jobs/applications`,
    },
  ],
};

const cases = (Object.keys(samples) as EmailKind[]).flatMap((kind) =>
  samples[kind].map((props, n) => ({ name: `${kind} #${n + 1}`, kind, props })),
);

/** The strings and numbers in a template's props (the lead summary's too), each a fact an email may carry. */
function facts(value: unknown): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(facts);
  // A campaign's preheader is the inbox's preview line: the HTML hides it, the plain text has no place for it.
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, field]) => (key === "preheader" ? [] : facts(field)));
  }
  return [];
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

describe("email templates", () => {
  it("cover every kind of email", () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(templates).sort());
  });

  describe.each(cases)("$name", ({ kind, props }) => {
    it("writes the plain-text part that converting its HTML to text gives", async () => {
      const template = templates[kind] as (typeof templates)[EmailKind];
      const element = (template.element as (p: typeof props) => Parameters<typeof render>[0])(props);
      const converted = await render(element, { plainText: true });
      const email = await renderEmail(kind, props as never);
      expect(email.text).toBe(converted);
    });

    it("writes the HTML React Email's own render writes, without its hydration comments", async () => {
      const template = templates[kind] as (typeof templates)[EmailKind];
      const element = (template.element as (p: typeof props) => Parameters<typeof render>[0])(props);
      // React's markers for hydration (text boundaries, Suspense, document parts); Outlook's conditional comments stay.
      const hydrationComment = /<!--(?:\$|\/\$| |html|head|body)-->/g;
      const reference = (await render(element)).replace(hydrationComment, "");
      const email = await renderEmail(kind, props as never);
      expect(email.html).toBe(reference);
      expect(email.html).not.toMatch(hydrationComment);
    });

    it("carries in its plain text every fact and link its HTML carries", async () => {
      const email = await renderEmail(kind, props as never);
      const inHtml = facts(props).filter((fact) => email.html.includes(escapeHtml(fact)));
      expect(inHtml.length).toBeGreaterThan(0);
      for (const fact of inHtml) expect(email.text).toContain(fact);
      for (const [, href] of email.html.matchAll(/href="([^"]+)"/g)) {
        expect(email.text).toContain((href as string).replaceAll("&amp;", "&"));
      }
    });
  });

  it("keeps the codes, links and lead summary in the plain text, framed by the brand and the footer", async () => {
    const code = await renderEmail("lead-verification-code", { code: "012345", validMinutes: 10 });
    expect(code.text).toMatch(/^MARUT\n\nHello,\n\n.*\n\n012345\n\nThe code is valid for 10 minutes/);
    expect(code.text).toMatch(/\n\nMarut Road Safety Technologies · Safer drivers, smarter fleets\.$/);

    const newsletter = await renderEmail("newsletter-confirmation", samples["newsletter-confirmation"][0] as never);
    expect(newsletter.text).toContain(
      `Confirm my subscription ${site}/verify-email?token=confirm-token&type=newsletter\n\n` +
        `Or paste this link into your browser: ${site}/verify-email?token=confirm-token&type=newsletter`,
    );
    expect(newsletter.text).toContain(`or unsubscribe ${site}/newsletter/unsubscribe?token=unsubscribe-token.`);

    const reset = await renderEmail("staff-password-reset", samples["staff-password-reset"][0] as never);
    expect(reset.text).toContain("Hello Ravi Kumar,");
    expect(reset.text).toContain(
      `Or paste this link into your browser: ${site}/admin/reset-password?token=staff-token`,
    );

    const sales = await renderEmail("lead-sales-notification", { lead, receivedAt: "3 May 2026, 14:05" });
    expect(sales.subject).toBe("New lead: Lake & Sons Haulage (51-200 vehicles, Tanzania)");
    for (const line of [
      "Name: Asha Mwinyi",
      "Company: Lake & Sons Haulage",
      "Email: asha@example.com",
      "Phone: +255 712 345 678",
      "Location: Dar es Salaam, Tanzania",
      "Fleet size: 51-200",
      "Interested in: Video telematics, Driver coaching",
      "Sent from: /solutions/video-telematics",
      "Received: 3 May 2026, 14:05",
    ]) {
      expect(sales.text).toContain(`\n\n${line}\n\n`);
    }
    const unknownPage = await renderEmail("lead-sales-notification", {
      lead: { ...lead, sourcePage: null },
      receivedAt: "3 May 2026, 14:05",
    });
    expect(unknownPage.text).toContain("Sent from: unknown page");

    const confirmation = await renderEmail("lead-confirmation", { firstName: "Asha", lead, siteUrl: site });
    expect(confirmation.text).toContain(
      "Fleet size: 51-200 vehicles\nInterested in: Video telematics, Driver coaching\nLocation: Dar es Salaam, Tanzania",
    );
    expect(confirmation.text).toContain(`${site}/insights`);

    const status = await renderEmail("application-status-changed", samples["application-status-changed"][1] as never);
    expect(status.text).not.toContain("A note from our hiring team");
  });
});
