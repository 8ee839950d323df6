import { FaqList } from "../components/ui/faq-list.tsx";
import { CallToAction, HeroAnchorLinks, PageHero, Section } from "../components/ui/page-kit.tsx";
import { faqCategory, faqsPage as page } from "../features/company/faqs.ts";
import { metaTags } from "../features/company/page-meta.ts";
import { faqGroupsOf, loadDirectory } from "../features/content/directory.server.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { faqPage } from "../lib/seo.ts";
import type { Route } from "./+types/faqs";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const directory = await loadDirectory(services);
  return {
    groups: faqGroupsOf(directory, services.logger).map((group) => ({
      id: group.category,
      ...faqCategory(group.category),
      ...group,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const items = loaderData?.groups.flatMap((group) => group.items) ?? [];
  return [
    ...metaTags(page.meta),
    ...(items.length ? [faqPage(items.map((item) => ({ question: item.question, answer: item.text })))] : []),
  ];
}

// The questions come from the directory (/admin/directory): rendered once per
// change and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <>
      <PageHero tone="light" eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead}>
        {groups.length > 1 ? (
          <HeroAnchorLinks
            label="FAQ topics"
            tone="light"
            links={groups.map((group) => ({ id: group.id, label: group.title }))}
          />
        ) : null}
      </PageHero>
      {groups.length === 0 ? (
        <Section title="Questions">
          <p>{page.empty}</p>
        </Section>
      ) : null}
      {groups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          title={group.title}
          intro={group.intro || undefined}
          tone={index % 2 ? "white" : "plain"}
        >
          <FaqList
            items={group.items.map((item) => ({
              question: item.question,
              answer: (
                // Sanitised by renderMarkdown's allowlist on the server (no raw HTML, no scripts).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the server
                <div className="prose-content" dangerouslySetInnerHTML={{ __html: item.html }} />
              ),
            }))}
          />
        </Section>
      ))}
      <CallToAction title={page.callToAction.title} text={page.callToAction.text} />
    </>
  );
}
