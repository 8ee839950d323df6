import { Text } from "@react-email/components";
import { EmailAction, EmailLayout, emailText } from "./email-layout.tsx";
import type { Template } from "./template.tsx";
import { textAction, textEmail } from "./text.ts";

/**
 * What an email whose point is one link says: why it came, the button, then how long the link lasts and what to do
 * when the reader did not ask for it (verifying an address, choosing a new password).
 */
export type LinkEmailContent = {
  preview: string;
  recipient: string;
  reason: string;
  action: { href: string; label: string };
  validity: string;
};

/** The HTML part: the greeting, the reason, the button and the link's validity in the shared frame. */
export function LinkEmail({ preview, recipient, reason, action, validity }: LinkEmailContent) {
  return (
    <EmailLayout preview={preview} recipient={recipient}>
      <Text style={emailText}>{reason}</Text>
      <EmailAction href={action.href} label={action.label} />
      <Text style={emailText}>{validity}</Text>
    </EmailLayout>
  );
}

/** A template (./templates.server.tsx): its subject, plain-text part and HTML, written once from what the email says. */
export function linkEmail<Props>(subject: string, content: (props: Props) => LinkEmailContent): Template<Props> {
  return {
    subject: () => subject,
    text: (props: Props) => {
      const { recipient, reason, action, validity } = content(props);
      return textEmail({ recipient, paragraphs: [reason, ...textAction(action.href, action.label), validity] });
    },
    element: (props: Props) => <LinkEmail {...content(props)} />,
  };
}

/**
 * The email with a link to choose a new password, the same for every kind of account: `account` names the account
 * ("Marut Careers"), and `validity` says how long the link lasts and what to do when the reader did not ask.
 */
export function passwordResetEmail<Props>(
  account: string,
  content: (props: Props) => { recipient: string; resetUrl: string; validity: string },
): Template<Props> {
  return linkEmail(`Reset your ${account} password`, (props: Props) => {
    const { recipient, resetUrl, validity } = content(props);
    return {
      preview: `A link to choose a new password for your ${account} account.`,
      recipient,
      reason: `Someone, hopefully you, asked to reset the password of your ${account} account. Choose a new password with the button below.`,
      action: { href: resetUrl, label: "Choose a new password" },
      validity,
    };
  });
}
