import { Button, Link, Text } from "@react-email/components";
import { EmailLayout, emailButton, emailText } from "./email-layout.tsx";
import { emailTemplate } from "./template.tsx";
import { textEmail, textLink } from "./text.ts";
import type { EmailProps } from "./types.ts";

type Props = EmailProps["whitepaper-download"];

export const subject = ({ title }: Props) => `Your copy of “${title}”`;

export const text = ({ title, downloadUrl, pageUrl, validDays }: Props) =>
  textEmail({
    paragraphs: [
      "Hello,",
      `Thank you for your interest in “${title}”. Your copy is ready: the button below downloads the PDF.`,
      textLink(downloadUrl, "Download the PDF"),
      `The link works for ${validDays} days. After that, request a new copy on the ${textLink(pageUrl, "whitepaper's page")}.`,
      "If a question comes up while you read, reply to this email: it reaches a Marut safety specialist, who will answer within one working day.",
    ],
  });

/**
 * Goes to an address nobody has verified: it carries nothing the visitor typed
 * (a name could hold a link), only our own text and links.
 */
export function WhitepaperDownload({ title, downloadUrl, pageUrl, validDays }: Props) {
  return (
    <EmailLayout preview={`The PDF of “${title}” is ready to download.`}>
      <Text style={emailText}>Hello,</Text>
      <Text style={emailText}>
        Thank you for your interest in “{title}”. Your copy is ready: the button below downloads the PDF.
      </Text>
      <Button href={downloadUrl} style={emailButton}>
        Download the PDF
      </Button>
      <Text style={emailText}>
        The link works for {validDays} days. After that, request a new copy on the{" "}
        <Link href={pageUrl}>whitepaper's page</Link>.
      </Text>
      <Text style={emailText}>
        If a question comes up while you read, reply to this email: it reaches a Marut safety specialist, who will
        answer within one working day.
      </Text>
    </EmailLayout>
  );
}

export const template = emailTemplate({ subject, text, Email: WhitepaperDownload });
