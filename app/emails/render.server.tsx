import { render } from "@react-email/render";
import type { ReactElement } from "react";
import * as applicantRegisterAttempt from "./applicant-register-attempt.tsx";
import * as applicantVerifyEmail from "./applicant-verify-email.tsx";
import * as applicationReceived from "./application-received.tsx";
import * as applicationStatusChanged from "./application-status-changed.tsx";
import * as eventRegistration from "./event-registration.tsx";
import * as leadConfirmation from "./lead-confirmation.tsx";
import * as leadSalesNotification from "./lead-sales-notification.tsx";
import * as leadVerificationCode from "./lead-verification-code.tsx";
import * as newsletterConfirmation from "./newsletter-confirmation.tsx";
import * as passwordChanged from "./password-changed.tsx";
import * as passwordReset from "./password-reset.tsx";
import * as staffPasswordReset from "./staff-password-reset.tsx";
import type { EmailKind, EmailProps, RenderEmail } from "./types.ts";
import * as whitepaperDownload from "./whitepaper-download.tsx";

type Template<P> = { subject: (props: P) => string; element: (props: P) => ReactElement };

const templates: { [K in EmailKind]: Template<EmailProps[K]> } = {
  "newsletter-confirmation": {
    subject: newsletterConfirmation.subject,
    element: (props) => <newsletterConfirmation.NewsletterConfirmation {...props} />,
  },
  "lead-verification-code": {
    subject: leadVerificationCode.subject,
    element: (props) => <leadVerificationCode.LeadVerificationCode {...props} />,
  },
  "lead-confirmation": {
    subject: leadConfirmation.subject,
    element: (props) => <leadConfirmation.LeadConfirmation {...props} />,
  },
  "lead-sales-notification": {
    subject: leadSalesNotification.subject,
    element: (props) => <leadSalesNotification.LeadSalesNotification {...props} />,
  },
  "whitepaper-download": {
    subject: whitepaperDownload.subject,
    element: (props) => <whitepaperDownload.WhitepaperDownload {...props} />,
  },
  "event-registration": {
    subject: eventRegistration.subject,
    element: (props) => <eventRegistration.EventRegistration {...props} />,
  },
  "applicant-verify-email": {
    subject: applicantVerifyEmail.subject,
    element: (props) => <applicantVerifyEmail.ApplicantVerifyEmail {...props} />,
  },
  "password-reset": {
    subject: passwordReset.subject,
    element: (props) => <passwordReset.PasswordReset {...props} />,
  },
  "applicant-register-attempt": {
    subject: applicantRegisterAttempt.subject,
    element: (props) => <applicantRegisterAttempt.ApplicantRegisterAttempt {...props} />,
  },
  "staff-password-reset": {
    subject: staffPasswordReset.subject,
    element: (props) => <staffPasswordReset.StaffPasswordReset {...props} />,
  },
  "password-changed": {
    subject: passwordChanged.subject,
    element: (props) => <passwordChanged.PasswordChanged {...props} />,
  },
  "application-received": {
    subject: applicationReceived.subject,
    element: (props) => <applicationReceived.ApplicationReceived {...props} />,
  },
  "application-status-changed": {
    subject: applicationStatusChanged.subject,
    element: (props) => <applicationStatusChanged.ApplicationStatusChanged {...props} />,
  },
};

/** Renders a template to its subject, HTML and plain-text parts. */
export const renderEmail: RenderEmail = async (kind, props) => {
  const template = templates[kind];
  const element = template.element(props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: template.subject(props), html, text };
};
