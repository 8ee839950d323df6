import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { brand } from "../lib/brand.ts";
import { pasteLinkPrompt } from "./text.ts";

const styles = {
  body: { backgroundColor: "#f4f4f2", fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" },
  container: { backgroundColor: "#ffffff", borderRadius: "8px", maxWidth: "560px", padding: "32px" },
  brand: { color: "#1c1c1c", fontSize: "20px", fontWeight: 700, letterSpacing: "0.04em", margin: "0 0 24px" },
  footer: { color: "#5c5c5c", fontSize: "12px", lineHeight: "18px", margin: 0 },
} as const;

/**
 * Frame shared by every email: brand header, content, company footer. Given the recipient's name,
 * the content opens with "Hello <name>,".
 */
export function EmailLayout({
  preview,
  recipient,
  children,
}: {
  preview: string;
  recipient?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{brand.name.toUpperCase()}</Text>
          <Section>
            {recipient === undefined ? null : <Text style={emailText}>Hello {recipient},</Text>}
            {children}
          </Section>
          <Hr style={{ borderColor: "#e5e5e0", margin: "32px 0 16px" }} />
          <Text style={styles.footer}>
            {brand.legalName} · {brand.tagline}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const emailText = { color: "#1c1c1c", fontSize: "15px", lineHeight: "24px" } as const;
export const emailButton = {
  backgroundColor: "#ffc400",
  borderRadius: "6px",
  color: "#1c1c1c",
  display: "inline-block",
  fontSize: "15px",
  fontWeight: 700,
  padding: "12px 20px",
  textDecoration: "none",
} as const;

/** The button to the page an email sends the reader to, with its address written out for readers that hide buttons. */
export function EmailAction({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Button href={href} style={emailButton}>
        {label}
      </Button>
      <Text style={emailText}>
        {`${pasteLinkPrompt} `}
        <Link href={href}>{href}</Link>
      </Text>
    </>
  );
}
