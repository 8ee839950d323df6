import { Hr, Link, Section, Text } from "@react-email/components";
import { brand } from "../lib/brand.ts";
import { EmailLayout, emailText } from "./email-layout.tsx";
import { emailTemplate } from "./template.tsx";
import { textEmail, textLink } from "./text.ts";
import type { EmailProps } from "./types.ts";

// A newsletter campaign: what marketing wrote (its Markdown made into email
// HTML and plain text by app/features/campaigns/email.ts), the latest posts,
// and the footer every campaign carries: the preferences and unsubscribe links
// and the company's postal address.

type Props = EmailProps["newsletter-campaign"];

const styles = {
  heading: { color: "#1c1c1c", fontSize: "22px", fontWeight: 700, lineHeight: "30px", margin: "0 0 16px" },
  body: { color: "#1c1c1c", fontSize: "15px", lineHeight: "24px" },
  postTitle: { color: "#1c1c1c", fontSize: "16px", fontWeight: 700, lineHeight: "22px", margin: "16px 0 4px" },
  postText: { color: "#3d3d3d", fontSize: "14px", lineHeight: "21px", margin: "0 0 4px" },
  small: { color: "#5c5c5c", fontSize: "12px", lineHeight: "18px", margin: "0 0 8px" },
} as const;

export const subject = ({ subject }: Props) => subject;

const latestHeading = `Latest from ${brand.name}`;
const why = `You receive this email because you subscribed to the ${brand.name} newsletter.`;
const postalLine = (postalAddress: string[]) => [brand.legalName, ...postalAddress].join(", ");

/** The rule EmailLayout's <Hr> draws, as the plain text writes it. */
const rule = "-".repeat(40);

export const text = ({ subject, bodyText, posts, preferencesUrl, unsubscribeUrl, postalAddress }: Props) =>
  textEmail({
    paragraphs: [
      subject,
      bodyText,
      ...(posts.length > 0
        ? [rule, latestHeading, ...posts.flatMap((post) => [textLink(post.url, post.title), post.description])]
        : []),
      rule,
      `${why} ${textLink(preferencesUrl, "Choose what you receive")} or ${textLink(unsubscribeUrl, "unsubscribe")} with one click.`,
      postalLine(postalAddress),
    ],
  });

export function NewsletterCampaign({
  subject,
  preheader,
  bodyHtml,
  posts,
  preferencesUrl,
  unsubscribeUrl,
  postalAddress,
}: Props) {
  return (
    <EmailLayout preview={preheader || subject}>
      <Text style={styles.heading}>{subject}</Text>
      <div
        style={styles.body}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: written by the site's Markdown renderer (allowlisted tags, no raw HTML from the author)
        dangerouslySetInnerHTML={{ __html: bodyHtml }}
      />
      {posts.length > 0 ? (
        <Section>
          <Hr style={{ borderColor: "#e5e5e0", margin: "24px 0 8px" }} />
          <Text style={{ ...emailText, fontWeight: 700, margin: "8px 0 0" }}>{latestHeading}</Text>
          {posts.map((post) => (
            <Section key={post.url}>
              <Text style={styles.postTitle}>
                <Link href={post.url} style={{ color: "#1c1c1c" }}>
                  {post.title}
                </Link>
              </Text>
              <Text style={styles.postText}>{post.description}</Text>
            </Section>
          ))}
        </Section>
      ) : null}
      <Hr style={{ borderColor: "#e5e5e0", margin: "24px 0 16px" }} />
      <Text style={styles.small}>
        {why} <Link href={preferencesUrl}>Choose what you receive</Link> or{" "}
        <Link href={unsubscribeUrl}>unsubscribe</Link> with one click.
      </Text>
      <Text style={styles.small}>{postalLine(postalAddress)}</Text>
    </EmailLayout>
  );
}

export const template = emailTemplate({ subject, text, Email: NewsletterCampaign });
