import { Text } from "@react-email/components";
import { EmailAction, EmailLayout, emailText } from "./email-layout.tsx";
import { emailTemplate } from "./template.tsx";
import { textAction, textEmail } from "./text.ts";
import type { EmailProps } from "./types.ts";

// Sent to sales when a visitor who has just sent the lead wizard also sends the
// savings estimate they made: a short follow-up to the lead's notification,
// which is queued with the lead, before the estimate exists (decision 0037).

type Props = EmailProps["lead-estimate"];

export const subject = ({ lead }: Props) => `Estimate for lead: ${lead.company} (${lead.fleetSize} vehicles)`;

const intro = ({ lead }: Props) =>
  `${lead.name || lead.company} of ${lead.company} (${lead.country}) sent this savings estimate with their lead. It is the calculator's estimate from the figures at the time, not a quote.`;

const actionLabel = "Open the lead";

export const text = (props: Props) =>
  textEmail({
    paragraphs: [
      intro(props),
      ...props.rows.map((row) => `${row.label}: ${row.value}`),
      ...textAction(props.leadUrl, actionLabel),
    ],
  });

export function LeadEstimate(props: Props) {
  const { lead } = props;
  return (
    <EmailLayout preview={`${lead.company} sent a savings estimate with their lead.`}>
      <Text style={emailText}>{intro(props)}</Text>
      {props.rows.map((row) => (
        <Text key={row.label} style={{ ...emailText, margin: "4px 0" }}>
          <strong>{row.label}:</strong> {row.value}
        </Text>
      ))}
      <EmailAction href={props.leadUrl} label={actionLabel} />
    </EmailLayout>
  );
}

export const template = emailTemplate({ subject, text, Email: LeadEstimate });
