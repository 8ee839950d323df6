import { type ComponentProps, Fragment, type ReactNode } from "react";
import { ErrorSummary } from "#app/components/ui/error-summary.tsx";
import { SelectField, TextField } from "#app/components/ui/form-fields.tsx";
import { labelClass, primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { Options } from "#app/components/ui/options.tsx";
import type { FleetSize } from "#app/domain/leads.ts";
import {
  type Range,
  type SavingsCurrency,
  type SavingsResult,
  savingsCountries,
  savingsCountryLabels,
  savingsCurrencies,
  vehicleTypeLabels,
  vehicleTypes,
} from "#app/domain/savings.ts";
import { ContactModalTrigger, type ContactPreset, type ContactTopic } from "#app/lib/contact-modal.tsx";
import { formatMonth } from "#app/lib/dates.ts";
import { type AssumptionRow, assumptionGroups, formatMoney, formatQuantity, formatRange } from "#app/lib/savings.ts";
import type { SavingsField, SavingsQuery } from "#app/lib/savings-query.ts";
import { SAVINGS_CALCULATOR_PATH } from "./savings-calculator-teaser.tsx";

// The savings calculator (/solutions/savings-calculator): a GET form answered
// by the server, the estimate as ranges with a chart and its table, and every
// assumption with its source. Works the same without JavaScript.

const fieldId = (field: SavingsField) => `savings-${field}`;
const fieldIds = Object.fromEntries(
  (["fleet", "vehicles", "trucks", "buses", "vans", "cars", "country", "km", "fuel", "collisions"] as const).map(
    (field) => [field, fieldId(field)],
  ),
);

/** The calculator's form: a GET form to the page itself, so the estimate is an address. */
export function SavingsForm({
  query,
  fleetSizes,
  fuelPriceHint,
  product,
}: {
  query: SavingsQuery;
  /** The fleet-size choices, in their order (from the loader: the list's module carries zod). */
  fleetSizes: readonly FleetSize[];
  /** What an empty fuel price stands for, for the country the form shows. */
  fuelPriceHint: string;
  product: string | null;
}) {
  const { values, errors } = query;
  const currency = savingsCurrencies[savingsCountries.find((c) => c === values.country) ?? "other"];
  return (
    <form method="get" action={SAVINGS_CALCULATOR_PATH} noValidate className="grid gap-3" aria-label="Your fleet">
      <ErrorSummary id="savings-errors" message={null} fieldErrors={errors} fieldIds={fieldIds} />
      {product ? <input type="hidden" name="from" value={product} /> : null}
      <SelectField
        id={fieldId("fleet")}
        name="fleet"
        label="Fleet size"
        defaultValue={values.fleet}
        error={errors.fleet}
      >
        <Options values={fleetSizes} label={(size) => (size === "1" ? "1 vehicle" : `${size} vehicles`)} />
      </SelectField>
      <NumberField
        field="vehicles"
        query={query}
        label="Exact number of vehicles"
        optional
        hint="Overrides the fleet size when given."
      />
      <fieldset className="min-w-0">
        <legend className={labelClass}>Vehicle mix</legend>
        <p className="text-sm text-muted" id="savings-mix-hint">
          Counts or percentages: only the proportions matter.
        </p>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {vehicleTypes.map((type) => (
            <NumberField
              key={type}
              field={type}
              query={query}
              label={vehicleTypeLabels[type]}
              labelClassName="block text-sm font-semibold"
              describedBy="savings-mix-hint"
            />
          ))}
        </div>
      </fieldset>
      <SelectField
        id={fieldId("country")}
        name="country"
        label="Country"
        hint="Sets the currency, the cost of a collision and the fuel price."
        defaultValue={values.country}
        error={errors.country}
      >
        <Options
          values={savingsCountries}
          label={(country) => (
            <>
              {savingsCountryLabels[country]} ({savingsCurrencies[country]})
            </>
          )}
        />
      </SelectField>
      <NumberField field="km" query={query} label="Kilometres per vehicle per month" />
      <NumberField
        field="fuel"
        query={query}
        label="Fuel price per litre"
        optional
        prefix={currency}
        hint={fuelPriceHint}
        inputMode="decimal"
      />
      <NumberField
        field="collisions"
        query={query}
        label="Collisions last year"
        optional
        hint="Leave empty to use a typical rate for a fleet of your size."
      />
      <p>
        <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto print:hidden`}>
          Estimate savings
        </button>
      </p>
    </form>
  );
}

/** A number typed as text, so the server's message, not the browser's, says what is wrong with it. */
function NumberField({
  field,
  query,
  inputMode = "numeric",
  ...props
}: Omit<ComponentProps<typeof TextField>, "id" | "name" | "defaultValue" | "error"> & {
  field: SavingsField;
  query: SavingsQuery;
}) {
  return (
    <TextField
      id={fieldId(field)}
      name={field}
      inputMode={inputMode}
      autoComplete="off"
      defaultValue={query.values[field]}
      error={query.errors[field]}
      {...props}
    />
  );
}

type ResultLine = { label: string; range: Range | null; format: (value: number) => string; note?: string };

/** The estimate: headline ranges, the chart, its table and the call to talk about it. */
export function SavingsResults({
  result,
  talk,
}: {
  result: SavingsResult;
  talk: { topic?: ContactTopic; preset: ContactPreset };
}) {
  const money = (value: number) => formatMoney(value, result.currency);
  const litres = (value: number) => `${formatQuantity(value)} L`;
  const payback = result.paybackMonths;
  const lines: ResultLine[] = [
    {
      label: "Collisions avoided a year",
      range: result.collisionsAvoided,
      format: formatQuantity,
      note:
        result.collisionsBefore === null
          ? undefined
          : `Of about ${formatQuantity(result.collisionsBefore)} collisions a year now.`,
    },
    { label: "Cost of collisions avoided a year", range: result.collisionCostAvoided, format: money },
    {
      label: "Fuel saved a year",
      range: result.fuelSavedLitres,
      format: litres,
      note: costNote(result.fuelSavedCost, money),
    },
    {
      label: "Idling fuel cut a year",
      range: result.idlingCutLitres,
      format: litres,
      note: costNote(result.idlingCutCost, money),
    },
  ];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="rounded-lg bg-ink p-3 text-white">
        <p className="text-sm font-semibold tracking-widest text-signal uppercase">
          Estimate for {formatQuantity(result.vehicles)} vehicles
        </p>
        <p className="mt-1 text-lg">Saved a year, likely</p>
        <p className="text-4xl font-bold text-signal md:text-5xl">
          {result.totalSaved ? money(result.totalSaved.likely) : "Unavailable"}
        </p>
        {result.totalSaved ? (
          <p className="mt-1 text-white/85">
            Between {money(result.totalSaved.low)} and {money(result.totalSaved.high)}.
          </p>
        ) : null}
        <p className="mt-2 text-white/85">
          Payback: <strong className="text-white">{payback ? paybackText(payback) : "unavailable"}</strong>
          {result.yearlyCost !== null && result.upfrontCost !== null ? (
            <>
              {" "}
              (service {money(result.yearlyCost)} a year, devices and fitting {money(result.upfrontCost)} once)
            </>
          ) : null}
        </p>
      </div>

      <dl className="grid gap-2 sm:grid-cols-2">
        {lines.map((line) => (
          <div key={line.label} className="flex flex-col rounded-lg border border-black/10 bg-white p-2">
            <dt className="text-sm text-muted">{line.label}</dt>
            <dd className="order-first text-2xl font-bold">
              {line.range ? line.format(line.range.likely) : "Unavailable"}
            </dd>
            <dd className="text-sm">
              {line.range
                ? `Range ${line.format(line.range.low)} to ${line.format(line.range.high)}`
                : "A figure it needs is missing."}
            </dd>
            {line.note ? <dd className="text-sm text-muted">{line.note}</dd> : null}
          </div>
        ))}
      </dl>

      <SavingsChart result={result} />

      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <ContactModalTrigger
          topic={talk.topic}
          preset={talk.preset}
          className="inline-flex min-h-6 items-center rounded-md bg-signal px-3 font-semibold text-ink hover:bg-signal/90"
        >
          Talk to us about this estimate
        </ContactModalTrigger>
        <p className="text-sm text-muted">This page's address keeps your answers: bookmark it or share it.</p>
      </div>
    </div>
  );
}

function costNote(cost: Range | null, money: (value: number) => string): string | undefined {
  return cost ? `Worth ${formatRange(cost, money)}.` : undefined;
}

function paybackText(payback: NonNullable<SavingsResult["paybackMonths"]>): string {
  const months = (value: number | null) => (value === null ? "not within this estimate" : `${value} months`);
  if (payback.likely === null) return "not within this estimate at the likely case";
  if (payback.low === payback.high) return months(payback.likely);
  return `${months(payback.likely)} likely (${months(payback.low)} to ${months(payback.high)})`;
}

/**
 * The yearly savings as bars (likely, with the low-to-high band behind), beside
 * the service's cost. Drawn with CSS; the table after it says the same in figures.
 */
function SavingsChart({ result }: { result: SavingsResult }) {
  const money = (value: number) => formatMoney(value, result.currency);
  const bars: { label: string; range: Range | null; tone: string }[] = [
    { label: "Collisions", range: result.collisionCostAvoided, tone: "bg-ink" },
    { label: "Fuel", range: result.fuelSavedCost, tone: "bg-ink" },
    { label: "Idling", range: result.idlingCutCost, tone: "bg-ink" },
    {
      label: "Marut service",
      range:
        result.yearlyCost === null
          ? null
          : { low: result.yearlyCost, likely: result.yearlyCost, high: result.yearlyCost },
      tone: "bg-muted",
    },
  ];
  const max = Math.max(1, ...bars.map((bar) => bar.range?.high ?? 0));
  const percent = (value: number) => `${Math.max(0.5, (value / max) * 100).toFixed(1)}%`;
  return (
    <figure className="rounded-lg border border-black/10 bg-white p-3">
      <figcaption className="font-semibold">
        Savings a year against the cost of the service ({result.currency})
      </figcaption>
      <div aria-hidden="true" className="mt-2 grid gap-1.5">
        {bars.map((bar) => (
          <div key={bar.label} className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-1 text-sm">
            <span className="font-semibold">{bar.label}</span>
            <div className="relative h-3 rounded-sm bg-black/5">
              {bar.range ? (
                <>
                  <div
                    className="absolute inset-y-0 rounded-sm bg-signal"
                    style={{
                      left: percent(bar.range.low),
                      width: `calc(${percent(bar.range.high)} - ${percent(bar.range.low)})`,
                    }}
                  />
                  <div
                    className={`absolute inset-y-0.5 left-0 rounded-sm ${bar.tone}`}
                    style={{ width: percent(bar.range.likely) }}
                  />
                </>
              ) : null}
            </div>
          </div>
        ))}
        <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-muted">
          <span>
            <span className="mr-0.5 inline-block size-1.5 rounded-sm bg-ink align-middle" /> likely
          </span>
          <span>
            <span className="mr-0.5 inline-block size-1.5 rounded-sm bg-signal align-middle" /> low to high
          </span>
        </p>
      </div>
      <ScrollFrame label="The chart's figures" className="mt-3">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">The chart's figures: savings a year and the cost of the service</caption>
          <TableHead
            columns={[
              ["A year", "py-1 pr-1"],
              ["Low", "py-1 pr-1 text-right"],
              ["Likely", "py-1 pr-1 text-right"],
              ["High", "py-1 text-right"],
            ]}
          />
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label} className="border-b border-black/10">
                <th scope="row" className="py-1 pr-1 font-semibold">
                  {bar.label}
                </th>
                {bar.range ? (
                  (["low", "likely", "high"] as const).map((level) => (
                    <td key={level} className="py-1 pr-1 text-right tabular-nums">
                      {money(bar.range?.[level] ?? 0)}
                    </td>
                  ))
                ) : (
                  <td colSpan={3} className="py-1 text-right">
                    Unavailable
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
    </figure>
  );
}

/** "How we estimate": the formula in words, then every figure it uses with its source and date. */
export function HowWeEstimate({ assumptions }: { assumptions: AssumptionRow[] }) {
  return (
    <>
      <ol className="grid max-w-3xl list-decimal gap-1 pl-3">
        <Step>
          Collisions a year are the number you give, or your vehicles times the collision rate below. Marut avoids the
          low, likely or high share of them, each costing the average for your country.
        </Step>
        <Step>
          Fuel a year is each vehicle type's share of the fleet, times the kilometres, times its fuel use. Smoother
          driving saves the low, likely or high share of it; the idling share of it is cut by the idling figures.
        </Step>
        <Step>
          Payback is the months until what is saved, less the monthly service, has paid for the devices and their
          fitting. Prices in US dollars are converted at the exchange rates below.
        </Step>
      </ol>
      <p className="mt-2 max-w-3xl text-muted">
        These are estimates from published ranges, not a quote or a promise: your own results depend on your routes,
        drivers and vehicles.
      </p>
      {assumptionGroups.map((group) => (
        <Fragment key={group}>
          <h3 className="mt-4 text-xl font-bold">{group}</h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {assumptions
              .filter((row) => row.group === group)
              .map((row) => (
                <li
                  key={row.key}
                  data-figure={row.key}
                  className="flex flex-col rounded-lg border border-black/10 bg-white p-2"
                >
                  <p className="font-semibold">{row.label}</p>
                  {row.available ? (
                    <>
                      <p className="order-first text-xl font-bold tabular-nums">{row.value}</p>
                      <p className="mt-0.5 text-sm text-muted">
                        {row.source.replace(/\.$/, "")}. As of {formatMonth(row.asOf.slice(0, 7))}.
                      </p>
                    </>
                  ) : (
                    <p className="order-first text-xl font-bold text-muted">Unavailable</p>
                  )}
                  {row.available ? null : (
                    <p className="mt-0.5 text-sm text-muted">
                      This figure is missing, so the results that need it are left out.
                    </p>
                  )}
                </li>
              ))}
          </ul>
        </Fragment>
      ))}
    </>
  );
}

/** A table's frame: a table wider than a phone scrolls inside it, named and reachable by keyboard. */
function ScrollFrame({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}

/** A table's header row: each column's heading and its cell classes. */
function TableHead({ columns }: { columns: [heading: string, className: string][] }) {
  return (
    <thead>
      <tr className="border-b-2 border-ink">
        {columns.map(([heading, className]) => (
          <th key={heading} scope="col" className={className}>
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Step({ children }: { children: ReactNode }) {
  return <li className="pl-0.5">{children}</li>;
}

/** The hint under the fuel price: what an empty field stands for. */
export function fuelPriceHintText(country: string, price: number | null, currency: SavingsCurrency): string {
  return price === null
    ? "Leave empty to use the country's figure (unavailable now)."
    : `Leave empty to use ${formatMoney(price, currency)} a litre, the figure for ${country}.`;
}
