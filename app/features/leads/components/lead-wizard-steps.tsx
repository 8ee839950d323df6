import { LoaderCircle } from "lucide-react";
import type { Dispatch, ReactNode } from "react";
import { PrefetchPageLinks } from "react-router";
import { SelectField, TextField } from "#app/components/ui/form-fields.tsx";
import { Options } from "#app/components/ui/options.tsx";
import { fleetSizes, type LeadFeature, leadFeatures } from "#app/domain/leads.ts";
import type { WizardDraft } from "../schemas.ts";
import type { TextField as DraftField, FieldErrors, WizardAction, WizardState } from "../wizard-state.ts";
import { CountryCombobox, type CountryOption } from "./country-combobox.tsx";

/** What every step reads and changes: the draft, its errors and the ids of its fields. */
export type StepProps = {
  draft: WizardDraft;
  dispatch: Dispatch<WizardAction>;
  fieldErrors: FieldErrors;
  fieldId: (name: string) => string;
  editField: (field: DraftField, value: string) => void;
};

const featureDescriptions: Record<LeadFeature, string> = {
  "Real-time tracking": "Live location, trips, stops and geofence alerts for every vehicle.",
  "Driver Status Monitoring (DSM)": "An in-cab camera that warns of fatigue, distraction and phone use.",
  ADAS: "Forward collision, lane departure and headway warnings on the road ahead.",
  "Fuel monitoring": "Consumption, refuelling and sudden drops, vehicle by vehicle.",
  "Fleet Management": "Maintenance, utilisation and driver records in one dashboard.",
};

/** A selectable card: tinted yellow with an accent outline while its box is ticked. */
function choiceCardClass(checked: boolean): string {
  return `flex cursor-pointer gap-1 rounded-lg border p-1.5 transition-colors ${
    checked
      ? "border-ink bg-signal-soft outline-2 outline-offset-0 outline-signal"
      : "border-black/20 bg-white hover:border-black/50"
  }`;
}

type DraftTextFieldProps = {
  step: StepProps;
  field: DraftField;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  hint?: ReactNode;
  maxLength: number;
  inputMode?: "numeric" | "tel" | "email" | "text";
  required?: boolean;
  prefix?: string;
  onValue?: (value: string) => string;
  inputClassName?: string;
};

/** One text field of the draft, with its error announced as the visitor leaves the step. */
function DraftTextField({ step, field, label, onValue, required = true, ...options }: DraftTextFieldProps) {
  return (
    <TextField
      id={step.fieldId(field)}
      name={field}
      label={label}
      type={options.type ?? "text"}
      inputMode={options.inputMode}
      autoComplete={options.autoComplete}
      required={required}
      maxLength={options.maxLength}
      hint={options.hint}
      prefix={options.prefix || undefined}
      value={step.draft[field]}
      onChange={(event) => step.editField(field, onValue?.(event.target.value) ?? event.target.value)}
      error={step.fieldErrors[field]}
      announceError
      inputClassName={`text-lg ${options.inputClassName ?? ""}`}
    />
  );
}

/** Step 1: the fleet size, one card per size of the spec. */
export function FleetSizeStep({ draft, dispatch }: StepProps) {
  return (
    <div className="grid auto-rows-fr grid-cols-2 gap-1.5 sm:grid-cols-4">
      {fleetSizes.map((size) => {
        const checked = draft.fleetSize === size;
        return (
          <label key={size} data-fleet-size={size} className={`${choiceCardClass(checked)} items-center`}>
            <input
              type="radio"
              name="fleetSize"
              value={size}
              required
              checked={checked}
              onChange={() => dispatch({ type: "chooseFleetSize", fleetSize: size })}
              className="size-2.5 shrink-0 accent-ink"
            />
            <span>
              {/* A range such as 16-49 is one figure: it never breaks at its dash. */}
              <span className="block text-xl font-bold whitespace-nowrap tabular-nums sm:text-2xl">{size}</span>{" "}
              <span className="block text-sm text-muted">{size === "1" ? "vehicle" : "vehicles"}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** Step 2: the features of interest, each with a line on what it does. */
export function FeaturesStep({ draft, dispatch, fieldId }: StepProps) {
  return (
    <div className="grid gap-1.5 sm:grid-cols-2">
      {leadFeatures.map((feature, index) => {
        const checked = draft.interestedIn.includes(feature);
        const nameId = fieldId(`feature-${index}-name`);
        const descriptionId = fieldId(`feature-${index}-description`);
        return (
          <label key={feature} data-feature={feature} className={choiceCardClass(checked)}>
            <input
              type="checkbox"
              name="interestedIn"
              value={feature}
              checked={checked}
              onChange={() => dispatch({ type: "toggleFeature", feature })}
              aria-labelledby={nameId}
              aria-describedby={descriptionId}
              className="mt-0.5 size-2.5 shrink-0 accent-ink"
            />
            <span>
              <span id={nameId} className="block font-semibold">
                {feature}
              </span>{" "}
              <span id={descriptionId} className="block text-sm text-muted">
                {featureDescriptions[feature]}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** The country and region lists, loaded when the wizard opens (`useReferenceData`). */
export type ReferenceLists = {
  loaded: boolean;
  failed: boolean;
  retry: () => void;
  countryOptions: CountryOption[];
  regionNames: string[];
};

/** Step 3: the country (a combobox) and its state or region (a list, or a text field where we have none). */
export function LocationStep({ step, reference }: { step: StepProps; reference: ReferenceLists }) {
  const { draft, dispatch, fieldId } = step;
  const chooseState = (state: string) => dispatch({ type: "chooseState", state });
  return (
    <div className="grid gap-3">
      {reference.failed ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-1.5 text-red-800">
          <p className="font-semibold">The list of countries could not load. Please check your connection.</p>
          <button type="button" onClick={reference.retry} className="mt-1 font-semibold underline">
            Try again
          </button>
        </div>
      ) : reference.loaded ? null : (
        <p role="status" className="flex items-center gap-1 text-muted">
          <LoaderCircle aria-hidden="true" size={18} className="motion-safe:animate-spin" />
          Loading the list of countries…
        </p>
      )}
      <CountryCombobox
        id={fieldId("country")}
        label="Country"
        options={reference.countryOptions}
        value={draft.country.id}
        onChange={(option) => dispatch({ type: "chooseCountry", country: { id: option.id, name: option.name } })}
      />
      {draft.country.id && reference.loaded && reference.regionNames.length === 0 ? (
        <TextField
          id={fieldId("state")}
          name="state"
          label="State, province or region"
          hint={`We have no list of regions for ${draft.country.name}: please type yours.`}
          required
          autoComplete="address-level1"
          maxLength={100}
          value={draft.state}
          onChange={(event) => chooseState(event.target.value)}
          inputClassName="text-lg"
        />
      ) : (
        <SelectField
          id={fieldId("state")}
          name="state"
          label="State or region"
          hint={draft.country.id ? undefined : "Choose your country first."}
          required
          disabled={!draft.country.id || !reference.loaded}
          value={draft.state}
          onChange={(event) => chooseState(event.target.value)}
          inputClassName="text-lg"
        >
          <option value="">
            {draft.country.id ? `Choose a state or region of ${draft.country.name}` : "Choose a country first"}
          </option>
          <Options values={reference.regionNames} />
        </SelectField>
      )}
    </div>
  );
}

/** Step 4: the company's name. */
export function CompanyStep(step: StepProps) {
  return (
    <DraftTextField step={step} field="company" label="Company name" autoComplete="organization" maxLength={200} />
  );
}

const nameFields = [
  ["firstName", "First name", "given-name"],
  ["lastName", "Last name", "family-name"],
] as const;

/** Step 5: whom to ask for; either name is enough. */
export function NameStep(step: StepProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <p id={step.fieldId("names-hint")} className="text-sm text-muted sm:col-span-2">
        Either name is enough.
      </p>
      {nameFields.map(([field, label, autoComplete]) => (
        <DraftTextField
          key={field}
          step={step}
          field={field}
          label={label}
          autoComplete={autoComplete}
          maxLength={100}
          required={false}
        />
      ))}
    </div>
  );
}

/** Step 6: the email address the code goes to. */
export function EmailStep(step: StepProps) {
  return (
    <DraftTextField
      step={step}
      field="email"
      label="Email address"
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={254}
      hint="We will email you a 6-digit code to confirm the address, and reply to it."
    />
  );
}

/** Step 7: the phone number, with the country's dialling code added; continuing sends the code. */
export function PhoneStep({ step, dialCode }: { step: StepProps; dialCode: string }) {
  const email = <strong className="font-semibold text-ink">{step.draft.email.trim()}</strong>;
  return (
    <DraftTextField
      step={step}
      field="phone"
      label="Phone number"
      type="tel"
      inputMode="tel"
      autoComplete={dialCode ? "tel-national" : "tel"}
      maxLength={40}
      prefix={dialCode}
      hint={
        dialCode ? (
          <>
            We add {dialCode} for {step.draft.country.name}; a number you start with + is kept as you write it. When you
            continue, we email your code to {email}.
          </>
        ) : (
          <>Include your country code. When you continue, we email your code to {email}.</>
        )
      }
    />
  );
}

type CodeStepProps = {
  step: StepProps;
  state: WizardState;
  busy: boolean;
  waitSeconds: number;
  resend: () => void;
};

/** Step 8: the emailed code, with a resend that waits its cool-down. */
export function CodeStep({ step, state, busy, waitSeconds, resend }: CodeStepProps) {
  const email = step.draft.email.trim();
  const waitId = step.fieldId("resend-wait");
  return (
    <div className="grid gap-2">
      <DraftTextField
        step={step}
        field="code"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        inputClassName="max-w-56 font-mono text-2xl tracking-[0.4em]"
        onValue={(value) => value.replace(/\D/g, "").slice(0, 6)}
        hint={
          <>
            We emailed a 6-digit code to <strong className="font-semibold text-ink">{email}</strong>. It works for 10
            minutes.
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
        <button
          type="button"
          // aria-disabled rather than disabled: the button keeps the focus while it waits.
          onClick={() => {
            if (!busy && waitSeconds === 0) resend();
          }}
          aria-disabled={busy || waitSeconds > 0 || undefined}
          aria-describedby={waitSeconds > 0 ? waitId : undefined}
          className="rounded-md font-semibold underline underline-offset-4 aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:no-underline"
        >
          Resend code
        </button>
        {waitSeconds > 0 ? (
          <span id={waitId} className="text-muted">
            You can ask for a new code in {waitSeconds} s.
          </span>
        ) : null}
      </div>
      {/* The page that follows a successful Verify downloads while the visitor types the code. */}
      <PrefetchPageLinks page="/thank-you" />
      <p role="status" className="text-sm font-semibold text-green-800">
        {state.codeResent && state.status === "idle" && !state.error
          ? `A new code is on its way to ${email}. Codes sent before it no longer work.`
          : ""}
      </p>
    </div>
  );
}
