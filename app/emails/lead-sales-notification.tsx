import { Text } from "@react-email/components";
import { EmailLayout, emailText } from "./email-layout.tsx";
import { emailTemplate } from "./template.tsx";
import { textEmail } from "./text.ts";
import type { EmailProps } from "./types.ts";

type Props = EmailProps["lead-sales-notification"];

export const subject = ({ lead }: Props) => `New lead: ${lead.company} (${lead.fleetSize} vehicles, ${lead.country})`;

const intro = "A visitor verified their email and sent the lead wizard. Please reply within one working day.";

/** The lead's facts, label and value, in the order both parts list them. */
function rowsOf({ lead, receivedAt }: Props): [string, string][] {
  return [
    ["Name", lead.name],
    ["Company", lead.company],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Location", `${lead.state}, ${lead.country}`],
    ["Fleet size", lead.fleetSize],
    ["Interested in", lead.interestedIn.join(", ")],
    ["Sent from", lead.sourcePage ?? "unknown page"],
    ["Received", receivedAt],
  ];
}

export const text = (props: Props) =>
  textEmail({ paragraphs: [intro, ...rowsOf(props).map(([label, value]) => `${label}: ${value}`)] });

export function LeadSalesNotification(props: Props) {
  const { lead } = props;
  return (
    <EmailLayout preview={`${lead.company} asked to talk: ${lead.fleetSize} vehicles in ${lead.country}.`}>
      <Text style={emailText}>{intro}</Text>
      {rowsOf(props).map(([label, value]) => (
        <Text key={label} style={{ ...emailText, margin: "4px 0" }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </EmailLayout>
  );
}

export const template = emailTemplate({ subject, text, Email: LeadSalesNotification });
