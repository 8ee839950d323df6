import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as applicantRegisterAttempt from "./applicant-register-attempt.tsx";
import * as applicantVerifyEmail from "./applicant-verify-email.tsx";
import * as applicationReceived from "./application-received.tsx";
import * as applicationStatusChanged from "./application-status-changed.tsx";
import * as demoBookingCancelled from "./demo-booking-cancelled.tsx";
import * as demoBookingConfirmed from "./demo-booking-confirmed.tsx";
import * as demoBookingReminder from "./demo-booking-reminder.tsx";
import * as demoBookingSales from "./demo-booking-sales.tsx";
import * as eventRegistration from "./event-registration.tsx";
import * as leadConfirmation from "./lead-confirmation.tsx";
import * as leadEstimate from "./lead-estimate.tsx";
import * as leadSalesNotification from "./lead-sales-notification.tsx";
import * as leadVerificationCode from "./lead-verification-code.tsx";
import * as newsletterCampaign from "./newsletter-campaign.tsx";
import * as newsletterConfirmation from "./newsletter-confirmation.tsx";
import * as passwordChanged from "./password-changed.tsx";
import * as passwordReset from "./password-reset.tsx";
import * as staffPasswordReset from "./staff-password-reset.tsx";
import type { Template } from "./template.tsx";
import type { EmailKind, EmailProps, RenderedEmail } from "./types.ts";
import * as whitepaperDownload from "./whitepaper-download.tsx";

// Every template with React Email behind it: ./render.server.ts imports this
// module on the first email, so a server that sends none never loads them.

export const templates: { [K in EmailKind]: Template<EmailProps[K]> } = {
  "newsletter-confirmation": newsletterConfirmation.template,
  "newsletter-campaign": newsletterCampaign.template,
  "lead-verification-code": leadVerificationCode.template,
  "lead-confirmation": leadConfirmation.template,
  "lead-sales-notification": leadSalesNotification.template,
  "lead-estimate": leadEstimate.template,
  "whitepaper-download": whitepaperDownload.template,
  "event-registration": eventRegistration.template,
  "applicant-verify-email": applicantVerifyEmail.template,
  "password-reset": passwordReset.template,
  "applicant-register-attempt": applicantRegisterAttempt.template,
  "staff-password-reset": staffPasswordReset.template,
  "password-changed": passwordChanged.template,
  "application-received": applicationReceived.template,
  "application-status-changed": applicationStatusChanged.template,
  "demo-booking-confirmed": demoBookingConfirmed.template,
  "demo-booking-sales": demoBookingSales.template,
  "demo-booking-cancelled": demoBookingCancelled.template,
  "demo-booking-reminder": demoBookingReminder.template,
};

/** A template's subject, HTML and plain-text parts. */
export async function renderTemplate<K extends EmailKind>(kind: K, props: EmailProps[K]): Promise<RenderedEmail> {
  const template = templates[kind];
  return { subject: template.subject(props), html: emailHtml(template.element(props)), text: template.text(props) };
}

/** The doctype email clients expect of React Email's components (XHTML 1.0 Transitional). */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A template's HTML, rendered in one synchronous pass: the templates suspend on
 * nothing, so the streaming render React Email's own `render` goes through
 * (twice the CPU per email, and its hydration comments in the markup) buys
 * nothing here. emails.test.ts compares the result with React Email's.
 */
function emailHtml(element: ReactElement): string {
  return XHTML_DOCTYPE + renderToStaticMarkup(element);
}
