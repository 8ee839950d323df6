import { FaqList } from "../components/ui/faq-list.tsx";
import { CallToAction, PageHero, Section } from "../components/ui/page-kit.tsx";
import { plainText, Rich } from "../components/ui/rich-text.tsx";
import { faqsPage as page } from "../features/company/faqs.ts";
import { metaTags } from "../features/company/page-meta.ts";
import { faqPage } from "../lib/seo.ts";

export function meta() {
  return [
    ...metaTags(page.meta),
    faqPage(
      page.groups.flatMap((group) =>
        group.items.map((item) => ({ question: item.question, answer: plainText(item.answer) })),
      ),
    ),
  ];
}

export default function Faqs() {
  return (
    <>
      <PageHero tone="light" eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead}>
        <nav aria-label="FAQ topics" className="mt-4">
          <ul className="flex flex-wrap gap-1">
            {page.groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex min-h-5 items-center rounded-md border border-black/15 px-1.5 font-semibold hover:bg-black/5"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      {page.groups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          title={group.title}
          intro={group.intro}
          tone={index % 2 ? "white" : "plain"}
        >
          <FaqList
            items={group.items.map((item) => ({ question: item.question, answer: <Rich text={item.answer} /> }))}
          />
        </Section>
      ))}
      <CallToAction title={page.callToAction.title} text={page.callToAction.text} />
    </>
  );
}
