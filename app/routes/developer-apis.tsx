import { CodeBlock } from "../components/ui/code-block.tsx";
import { CallToAction, CardGrid, HeroAnchorLinks, PageHero, Section, Steps } from "../components/ui/page-kit.tsx";
import { Blocks, Rich } from "../components/ui/rich-text.tsx";
import { iconCards } from "../features/company/components/icon-cards.tsx";
import { codeSamples, developerApisPage as page } from "../features/company/developer-apis.ts";
import { metaTags } from "../features/company/page-meta.ts";
import type { RouteHandle } from "../lib/page-context.ts";

export function meta() {
  return metaTags(page.meta);
}

// The frame around it shows the directory's offices (footer, structured data):
// rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function DeveloperApis() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead}>
        <p className="mt-3 max-w-2xl text-sm text-white/80">{page.scopeNote}</p>
        <HeroAnchorLinks label="On this page" links={page.contents} />
      </PageHero>

      <Section id="overview" title={page.overview.title} intro={page.overview.intro}>
        <CardGrid cards={iconCards(page.overview.resources)} />
        <div className="mt-4 max-w-3xl">
          <Blocks blocks={page.overview.facts} />
        </div>
      </Section>

      <Section id="authentication" title={page.authentication.title} intro={page.authentication.intro} tone="white">
        <CardGrid cards={iconCards(page.authentication.methods)} columns={2} />
        <div className="mt-4 grid gap-3 *:min-w-0 lg:grid-cols-2">
          <CodeBlock {...codeSamples.tokenRequest} />
          <CodeBlock {...codeSamples.tokenResponse} />
        </div>
        <div className="mt-4 max-w-3xl">
          <Blocks blocks={page.authentication.scopes} />
        </div>
      </Section>

      <Section id="first-request" title={page.firstRequest.title} intro={page.firstRequest.intro}>
        <div className="grid gap-3 *:min-w-0">
          <CodeBlock {...codeSamples.eventsRequest} />
          <CodeBlock {...codeSamples.eventsResponse} />
        </div>
      </Section>

      <Section id="webhooks" title={page.webhooks.title} intro={page.webhooks.intro} tone="white">
        <div className="max-w-3xl">
          <Blocks blocks={page.webhooks.rules} />
          <p className="mt-3">
            <Rich text={page.webhooks.exampleNote} />
          </p>
        </div>
        <div className="mt-3 grid gap-3 *:min-w-0">
          <CodeBlock {...codeSamples.webhookRequest} />
          <CodeBlock {...codeSamples.verifySignature} />
        </div>
      </Section>

      <Section id="rate-limits" title={page.rateLimits.title} intro={page.rateLimits.intro}>
        <div className="grid gap-4 *:min-w-0 lg:grid-cols-2">
          <Blocks blocks={page.rateLimits.blocks} />
          <div>
            <CodeBlock {...codeSamples.rateLimited} />
          </div>
        </div>
      </Section>

      <Section id="versioning" title={page.versioning.title} tone="white">
        <div className="max-w-3xl">
          <Blocks blocks={page.versioning.blocks} />
        </div>
      </Section>

      <Section id="sdks-and-sandbox" title={page.sdks.title}>
        <CardGrid cards={iconCards(page.sdks.cards)} />
      </Section>

      <Section id="getting-access" title={page.gettingAccess.title} tone="white">
        <Steps steps={page.gettingAccess.steps} />
      </Section>

      <CallToAction title={page.contact.title} text={<Rich text={page.contact.text} />} />
    </>
  );
}
