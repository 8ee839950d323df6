import { Text } from "@react-email/components";
import { EmailLayout, emailText } from "./email-layout.tsx";
import type { EmailProps } from "./types.ts";

type Props = EmailProps["lead-sales-notification"];

export const subject = ({ lead }: Props) => `New lead: ${lead.company} (${lead.fleetSize} vehicles, ${lead.country})`;

export function LeadSalesNotification({ lead, receivedAt }: Props) {
  const rows: [string, string][] = [
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
  return (
    <EmailLayout preview={`${lead.company} asked to talk: ${lead.fleetSize} vehicles in ${lead.country}.`}>
      <Text style={emailText}>
        A visitor verified their email and sent the lead wizard. Please reply within one working day.
      </Text>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...emailText, margin: "4px 0" }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </EmailLayout>
  );
}
