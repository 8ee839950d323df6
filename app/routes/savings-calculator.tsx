import { PageHero, Section } from "../components/ui/page-kit.tsx";
import { fleetSizes } from "../domain/leads.ts";
import { savingsCountries, savingsCountryLabels, savingsCurrencies } from "../domain/savings.ts";
import { solutionNames } from "../domain/solutions.ts";
import { loadDirectory } from "../features/content/directory.server.ts";
import {
  fuelPriceHintText,
  HowWeEstimate,
  SavingsForm,
  SavingsResults,
} from "../features/solutions/components/savings-calculator.tsx";
import { SAVINGS_CALCULATOR_PATH } from "../features/solutions/components/savings-calculator-teaser.tsx";
import { solutionPages } from "../features/solutions/solutions.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import {
  assumptionRows,
  estimateSavings,
  SAVINGS_FIGURE_PREFIX,
  savingsFigureKeys,
  savingsNumbers,
} from "../lib/savings.ts";
import { parseSavingsQuery, savingsQueryOf } from "../lib/savings-query.ts";
import { breadcrumbs, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/savings-calculator";

// /solutions/savings-calculator: a GET form answered here, so an estimate works
// without JavaScript and its address can be shared. Every assumption is a
// figure of the directory (keys starting with `savings-`, decision 0037).

const title = "Savings calculator";
const description =
  "Estimate what Marut could save your fleet: collisions avoided, fuel and idling cut, and payback, as ranges in your currency, with every assumption and its source.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const query = parseSavingsQuery(new URL(request.url).searchParams);
  const directory = await loadDirectory(services);
  const figures = directory.figures.filter((figure) => figure.key.startsWith(SAVINGS_FIGURE_PREFIX));
  const country = savingsCountries.find((candidate) => candidate === query.values.country) ?? "india";
  const page = solutionPages.find((candidate) => candidate.slug === query.values.from);
  const result = query.submitted && query.input ? estimateSavings(query.input, figures) : null;
  return {
    query,
    fleetSizes,
    result,
    assumptions: assumptionRows(figures),
    fuelPriceHint: fuelPriceHintText(
      savingsCountryLabels[country],
      savingsNumbers(figures)(savingsFigureKeys.fuelPrice[country]),
      savingsCurrencies[country],
    ),
    product: page ? { slug: page.slug, name: solutionNames[page.slug], topic: page.cta.topic } : null,
    // What "Talk to us about this estimate" opens the wizard with.
    estimate: query.input ? { fleetSize: query.input.fleetSize, query: savingsQueryOf(query.input) } : null,
  };
}

export function meta() {
  return pageMeta({
    title: `${title} | ${brand.name}`,
    description,
    extra: [
      breadcrumbs([
        { name: "Home", path: "/" },
        { name: "Solutions", path: "/solutions" },
        { name: title, path: SAVINGS_CALCULATOR_PATH },
      ]),
    ],
  });
}

// Without a query the page shows only the directory's figures: rendered once per
// change of the data. An estimate (any query) renders per request.
export const handle: RouteHandle = { renderCache: true };

export default function SavingsCalculatorRoute({ loaderData }: Route.ComponentProps) {
  const { query, fleetSizes, result, assumptions, fuelPriceHint, product, estimate } = loaderData;
  return (
    <div data-savings-calculator="">
      <PageHero
        compact
        eyebrow={product ? `${product.name} · Solutions` : "Solutions"}
        title={title}
        lead={
          <p>
            Tell us about your fleet and see what fewer collisions, smoother driving and less idling could be worth in a
            year, as a range from low to high. It is an estimate from published figures, and every one is listed below.
          </p>
        }
      />
      <Section title={result ? "Your estimate" : "Your fleet"} tone="white">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <div className="min-w-0">
            {result ? <h3 className="mb-2 text-xl font-bold">Your fleet</h3> : null}
            <SavingsForm
              query={query}
              fleetSizes={fleetSizes}
              fuelPriceHint={fuelPriceHint}
              product={product?.slug ?? null}
            />
          </div>
          <div className="min-w-0">
            {result && estimate ? (
              <SavingsResults
                result={result}
                talk={{ topic: product?.topic, preset: { fleetSize: estimate.fleetSize, estimate: estimate.query } }}
              />
            ) : (
              <div className="rounded-lg border-2 border-dashed border-black/20 p-3 text-muted">
                <p className="text-lg font-semibold text-ink">Your estimate appears here.</p>
                <p className="mt-1">
                  Fill in what you know and choose Estimate savings; the rest starts from typical values.
                </p>
              </div>
            )}
          </div>
        </div>
      </Section>
      <Section id="how-we-estimate" title="How we estimate">
        <HowWeEstimate assumptions={assumptions} />
      </Section>
    </div>
  );
}
