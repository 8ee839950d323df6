import {
  type SavingsInput,
  type SavingsResult,
  savingsCountryLabels,
  vehicleTypeLabels,
  vehicleTypes,
} from "#app/domain/savings.ts";
import { solutionNames } from "#app/domain/solutions.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { estimateSummaryRows, formatMoney } from "#app/lib/savings.ts";
import { TermList } from "../components/record-parts.tsx";

// The lead page's savings estimate: what the visitor told the calculator, and
// what it estimated from the figures of that moment (decision 0037).

export type LeadEstimateView = { inputs: SavingsInput; results: SavingsResult; createdAt: string };

const termListClass = "mt-1 grid grid-cols-[max-content_1fr] gap-x-2 gap-y-0.5";

/** The estimate sent with the lead, or a line saying there is none. */
export function LeadEstimatePanel({ estimate }: { estimate: LeadEstimateView | null }) {
  if (!estimate) return <p className="mt-1 text-muted">No savings estimate came with this lead.</p>;
  const { inputs, results } = estimate;
  const mix = vehicleTypes.map((type) => `${vehicleTypeLabels[type]} ${inputs.mix[type]}`).join(", ");
  return (
    <>
      <p className="mt-1 text-muted">
        Sent {formatDateTime(estimate.createdAt)}. An estimate from the calculator's figures at that time.
      </p>
      <h3 className="mt-2 font-semibold">What they told the calculator</h3>
      <TermList
        className={termListClass}
        items={[
          ["Fleet size", inputs.vehicles === undefined ? inputs.fleetSize : `${inputs.vehicles} vehicles`],
          ["Vehicle mix", mix],
          ["Country", savingsCountryLabels[inputs.country]],
          ["Kilometres a month", String(inputs.kilometres)],
          [
            "Fuel price",
            inputs.fuelPrice === undefined
              ? `Country's figure${results.fuelPrice === null ? "" : ` (${formatMoney(results.fuelPrice, results.currency)})`}`
              : formatMoney(inputs.fuelPrice, results.currency),
          ],
          ["Collisions last year", inputs.collisions === undefined ? "Not given" : String(inputs.collisions)],
          ["From the page of", inputs.product ? solutionNames[inputs.product] : "—"],
        ]}
      />
      <h3 className="mt-2 font-semibold">Estimate ({results.currency})</h3>
      <TermList
        className={termListClass}
        items={estimateSummaryRows(results).map((row) => [row.label, row.value] as [string, string])}
      />
    </>
  );
}
