import type { ComponentProps, ReactNode } from "react";
import { FaqList } from "#app/components/ui/faq-list.tsx";
import { CallToAction, Section } from "#app/components/ui/page-kit.tsx";

/** How every solutions page ends: its questions and answers on white, then the call to action. */
export function PageClosing({
  faqTitle,
  faqs,
  cta,
  action,
}: {
  faqTitle: string;
  faqs: ComponentProps<typeof FaqList>["items"];
  cta: { title: string; text: string };
  /** The call to action's button; the default "Talk to us" without it. */
  action?: ReactNode;
}) {
  return (
    <>
      <Section title={faqTitle} tone="white">
        <FaqList items={faqs} />
      </Section>
      <CallToAction title={cta.title} text={cta.text} action={action} />
    </>
  );
}
