import { ArrowLeft, ArrowRight, Check, LoaderCircle, ShieldCheck } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { PrefetchPageLinks, useLocation, useNavigate } from "react-router";
import { SelectField, TextField } from "../../../components/ui/form-fields.tsx";
import { formAlertClass, primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { formText } from "../../../components/ui/form-text.ts";
import { Honeypot } from "../../../components/ui/honeypot.tsx";
import { ProgressBar } from "../../../components/ui/progress-bar.tsx";
import { fleetSizes, type LeadFeature, leadFeatures } from "../../../domain/leads.ts";
import { type ApiFailure, api, send } from "../../../lib/api-client.ts";
import { useContactModal } from "../../../lib/contact-modal.tsx";
import { topicFeatures, WIZARD_STEPS } from "../schemas.ts";
import {
  canContinue,
  type TextField as DraftField,
  type FieldErrors,
  initialWizardState,
  internationalPhone,
  leadRequestBody,
  progressPercent,
  resendWaitSeconds,
  type Step,
  stepErrors,
  wizardMessages,
  wizardReducer,
} from "../wizard-state.ts";
import { CountryCombobox, type CountryOption } from "./country-combobox.tsx";

type ReferenceData = typeof import("../reference-data.ts");

const featureDescriptions: Record<LeadFeature, string> = {
  "Real-time tracking": "Live location, trips, stops and geofence alerts for every vehicle.",
  "Driver Status Monitoring (DSM)": "An in-cab camera that warns of fatigue, distraction and phone use.",
  ADAS: "Forward collision, lane departure and headway warnings on the road ahead.",
  "Fuel monitoring": "Consumption, refuelling and sudden drops, vehicle by vehicle.",
  "Fleet Management": "Maintenance, utilisation and driver records in one dashboard.",
};

const stepTitles: Record<Step, string> = {
  1: "How many vehicles are in your fleet?",
  2: "Which features are you interested in?",
  3: "Where is your fleet based?",
  4: "What is your company called?",
  5: "Who should we ask for?",
  6: "What is your email address?",
  7: "What number can we call you on?",
  8: "Enter your verification code",
};

/** The server's message, or `fallback` (the wizard's own words) when the server could not be reached. */
function failureMessage(failure: ApiFailure, fallback: string): string {
  return failure.status === 0 ? wizardMessages.offline : failure.message || fallback;
}

/** Closes the modal around `element` and resolves once it has closed (and returned the focus). */
function closeDialog(element: HTMLElement | null, close: () => void): Promise<void> {
  const dialog = element?.closest("dialog");
  if (!dialog?.open) {
    close();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      dialog.removeEventListener("close", done);
      resolve();
    };
    const timer = setTimeout(done, 1000);
    dialog.addEventListener("close", done);
    close();
  });
}

/** Loads the country and region lists when the wizard opens, not with the page. */
function useReferenceData() {
  const [data, setData] = useState<ReferenceData | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on "Try again"
  useEffect(() => {
    let current = true;
    setFailed(false);
    import("../reference-data.ts").then(
      (module) => {
        if (current) setData(module);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return { data, failed, retry: () => setAttempt((value) => value + 1) };
}

/** Ticks once a second while `active`, so countdowns stay current. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** A selectable card: tinted yellow with an accent outline while its box is ticked. */
function choiceCardClass(checked: boolean): string {
  return `flex cursor-pointer gap-1 rounded-lg border p-1.5 transition-colors ${
    checked
      ? "border-ink bg-signal-soft outline-2 outline-offset-0 outline-signal"
      : "border-black/20 bg-white hover:border-black/50"
  }`;
}

/**
 * The eight-step "Let's talk" form: fleet size, features, country and state,
 * company, name, email, phone, then the code emailed to the visitor. Step 7
 * asks the server for the code; step 8 sends the whole draft. On success the
 * visitor lands on /thank-you and the form starts over.
 */
export default function LeadWizard() {
  const ids = useId();
  const fieldId = (name: string) => `${ids}-${name}`;
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  const { step, draft, status, error } = state;
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const reference = useReferenceData();
  const navigate = useNavigate();
  const location = useLocation();
  const { close, topic, openings } = useContactModal();
  const stepRef = useRef<HTMLFieldSetElement>(null);
  const shownStep = useRef<Step>(step);
  const focusNextStep = useRef(true);
  const now = useNow(step === 8 && state.codeSentAt !== null);
  const busy = status !== "idle";

  const countryOptions = useMemo<CountryOption[]>(
    () =>
      reference.data?.countries.map((country) => ({
        id: country.id,
        name: country.name,
        native: country.native,
      })) ?? [],
    [reference.data],
  );
  const country = reference.data?.findCountry(draft.country.id);
  const regionNames = useMemo(() => {
    if (!reference.data || !draft.country.id) return [];
    const names = new Set(reference.data.regionsOf(draft.country.id).map((region) => region.name));
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [reference.data, draft.country.id]);
  const dialCode = country && reference.data ? reference.data.displayDialCode(country) : "";

  // Each opening from a "Talk to us about …" link ticks its product's feature, ready for step 2.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `openings` re-applies the topic when the modal opens again
  useEffect(() => {
    if (topic) dispatch({ type: "preselectFeature", feature: topicFeatures[topic] });
  }, [topic, openings]);

  // A new step takes the focus to its first field, so keyboard and screen-reader users start where the question is.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (!focusNextStep.current) {
      focusNextStep.current = true;
      return;
    }
    const container = stepRef.current;
    const target =
      container?.querySelector<HTMLElement>('input[type="radio"]:checked') ??
      container?.querySelector<HTMLElement>("input, select");
    target?.focus();
  }, [step]);

  const editField = (field: DraftField, value: string) => {
    dispatch({ type: "editField", field, value });
    if (fieldErrors[field]) setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  async function sendCode(resend: boolean) {
    if (busy) return;
    dispatch({ type: "sendCodeStarted", resend });
    const result = await send(api.api.leads["send-code"].$post({ json: { email: draft.email.trim() } }));
    if (result.ok) dispatch({ type: "sendCodeSucceeded", at: Date.now() });
    else dispatch({ type: "sendCodeFailed", message: failureMessage(result, wizardMessages.sendCodeFailed) });
  }

  async function submitLead(form: HTMLFormElement) {
    const website = formText(form).website ?? "";
    const body = leadRequestBody(draft, { dialCode, sourcePage: location.pathname, website });
    if (!body) return;
    dispatch({ type: "submitStarted" });
    const result = await send(api.api.leads.$post({ json: body }));
    if (!result.ok) {
      dispatch({ type: "submitFailed", message: failureMessage(result, wizardMessages.submitFailed) });
      return;
    }
    // Close first and let the dialog hand focus back, then show /thank-you, which takes the focus to its heading.
    await closeDialog(stepRef.current, close);
    await navigate("/thank-you", { state: { fromLeadWizard: true } });
    focusNextStep.current = false;
    form.reset();
    setFieldErrors({});
    dispatch({ type: "submitSucceeded" });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !canContinue(step, draft)) return;
    const errors = stepErrors(step, draft, dialCode);
    if (step === 7 && !errors.phone && country && reference.data) {
      if (!reference.data.isPlausiblePhone(country, internationalPhone(dialCode, draft.phone))) {
        errors.phone = `Please enter a phone number that can be reached in ${country.name}.`;
      }
    }
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean)) {
      const first = Object.keys(errors)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (step === 7) void sendCode(false);
    else if (step === 8) void submitLead(event.currentTarget);
    else dispatch({ type: "continue" });
  }

  const percent = progressPercent(step);
  const rounded = Math.round(percent);
  const waitSeconds = resendWaitSeconds(state.codeSentAt, now);

  function textField(
    field: DraftField,
    label: string,
    options: {
      type?: "text" | "email" | "tel";
      autoComplete: string;
      hint?: ReactNode;
      maxLength: number;
      inputMode?: "numeric" | "tel" | "email" | "text";
      required?: boolean;
      prefix?: string;
      onValue?: (value: string) => string;
      inputClassName?: string;
    },
  ) {
    return (
      <TextField
        id={fieldId(field)}
        name={field}
        label={label}
        type={options.type ?? "text"}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete}
        required={options.required ?? true}
        maxLength={options.maxLength}
        hint={options.hint}
        prefix={options.prefix || undefined}
        value={draft[field]}
        onChange={(event) => editField(field, options.onValue?.(event.target.value) ?? event.target.value)}
        error={fieldErrors[field]}
        announceError
        inputClassName={`text-lg ${options.inputClassName ?? ""}`}
      />
    );
  }

  function stepBody(): ReactNode {
    switch (step) {
      case 1:
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
      case 2:
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
      case 3:
        return (
          <div className="grid gap-3">
            {reference.failed ? (
              <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-1.5 text-red-800">
                <p className="font-semibold">The list of countries could not load. Please check your connection.</p>
                <button type="button" onClick={reference.retry} className="mt-1 font-semibold underline">
                  Try again
                </button>
              </div>
            ) : null}
            {reference.data ? null : reference.failed ? null : (
              <p role="status" className="flex items-center gap-1 text-muted">
                <LoaderCircle aria-hidden="true" size={18} className="motion-safe:animate-spin" />
                Loading the list of countries…
              </p>
            )}
            <CountryCombobox
              id={fieldId("country")}
              label="Country"
              options={countryOptions}
              value={draft.country.id}
              onChange={(option) => dispatch({ type: "chooseCountry", country: { id: option.id, name: option.name } })}
            />
            {draft.country.id && reference.data && regionNames.length === 0 ? (
              <TextField
                id={fieldId("state")}
                name="state"
                label="State, province or region"
                hint={`We have no list of regions for ${draft.country.name}: please type yours.`}
                required
                autoComplete="address-level1"
                maxLength={100}
                value={draft.state}
                onChange={(event) => dispatch({ type: "chooseState", state: event.target.value })}
                inputClassName="text-lg"
              />
            ) : (
              <SelectField
                id={fieldId("state")}
                name="state"
                label="State or region"
                hint={draft.country.id ? undefined : "Choose your country first."}
                required
                disabled={!draft.country.id || !reference.data}
                value={draft.state}
                onChange={(event) => dispatch({ type: "chooseState", state: event.target.value })}
                inputClassName="text-lg"
              >
                <option value="">
                  {draft.country.id ? `Choose a state or region of ${draft.country.name}` : "Choose a country first"}
                </option>
                {regionNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        );
      case 4:
        return textField("company", "Company name", { autoComplete: "organization", maxLength: 200 });
      case 5:
        return (
          <div className="grid gap-3 sm:grid-cols-2">
            <p id={fieldId("names-hint")} className="text-sm text-muted sm:col-span-2">
              Either name is enough.
            </p>
            {textField("firstName", "First name", { autoComplete: "given-name", maxLength: 100, required: false })}
            {textField("lastName", "Last name", { autoComplete: "family-name", maxLength: 100, required: false })}
          </div>
        );
      case 6:
        return textField("email", "Email address", {
          type: "email",
          inputMode: "email",
          autoComplete: "email",
          maxLength: 254,
          hint: "We will email you a 6-digit code to confirm the address, and reply to it.",
        });
      case 7:
        return textField("phone", "Phone number", {
          type: "tel",
          inputMode: "tel",
          autoComplete: dialCode ? "tel-national" : "tel",
          maxLength: 40,
          prefix: dialCode,
          hint: dialCode ? (
            <>
              We add {dialCode} for {draft.country.name}; a number you start with + is kept as you write it. When you
              continue, we email your code to <strong className="font-semibold text-ink">{draft.email.trim()}</strong>.
            </>
          ) : (
            <>
              Include your country code. When you continue, we email your code to{" "}
              <strong className="font-semibold text-ink">{draft.email.trim()}</strong>.
            </>
          ),
        });
      case 8:
        return (
          <div className="grid gap-2">
            {textField("code", "Verification code", {
              inputMode: "numeric",
              autoComplete: "one-time-code",
              maxLength: 6,
              inputClassName: "max-w-56 font-mono text-2xl tracking-[0.4em]",
              onValue: (value) => value.replace(/\D/g, "").slice(0, 6),
              hint: (
                <>
                  We emailed a 6-digit code to <strong className="font-semibold text-ink">{draft.email.trim()}</strong>.
                  It works for 10 minutes.
                </>
              ),
            })}
            <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
              <button
                type="button"
                // aria-disabled rather than disabled: the button keeps the focus while it waits.
                onClick={() => {
                  if (!busy && waitSeconds === 0) void sendCode(true);
                }}
                aria-disabled={busy || waitSeconds > 0 || undefined}
                aria-describedby={waitSeconds > 0 ? fieldId("resend-wait") : undefined}
                className="rounded-md font-semibold underline underline-offset-4 aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:no-underline"
              >
                Resend code
              </button>
              {waitSeconds > 0 ? (
                <span id={fieldId("resend-wait")} className="text-muted">
                  You can ask for a new code in {waitSeconds} s.
                </span>
              ) : null}
            </div>
            {/* The page that follows a successful Verify downloads while the visitor types the code. */}
            <PrefetchPageLinks page="/thank-you" />
            <p role="status" className="text-sm font-semibold text-green-800">
              {state.codeResent && status === "idle" && !error
                ? `A new code is on its way to ${draft.email.trim()}. Codes sent before it no longer work.`
                : ""}
            </p>
          </div>
        );
    }
  }

  const pendingLabel =
    status === "sending-code"
      ? "Sending your code…"
      : status === "resending-code"
        ? "Sending a new code…"
        : status === "submitting"
          ? "Checking your code…"
          : "";

  return (
    <div className="mt-2">
      <p className="max-w-2xl text-lg text-muted">
        Eight quick questions about your fleet, then a safety specialist replies within one working day.
      </p>

      <div className="mt-3">
        <div className="flex items-baseline justify-between text-sm font-semibold">
          <span>
            Step {step} of {WIZARD_STEPS}
          </span>
          <span className="tabular-nums" aria-hidden="true">
            {rounded}%
          </span>
        </div>
        <ProgressBar
          label="Form progress"
          percent={percent}
          valueText={`Step ${step} of ${WIZARD_STEPS}, ${rounded}%`}
          className="mt-0.5 bg-black/10"
        />
      </div>

      <form onSubmit={handleSubmit} className="mt-3" aria-busy={busy}>
        <fieldset ref={stepRef} key={step} className="min-w-0">
          <legend className="float-left mb-2 w-full">
            <h3 className="text-2xl font-bold">{stepTitles[step]}</h3>
            {step === 1 ? (
              <span className="mt-0.5 block text-muted">Count every vehicle you want to keep safer.</span>
            ) : step === 2 ? (
              <span className="mt-0.5 block text-muted">Choose all that apply.</span>
            ) : step === 3 ? (
              <span className="mt-0.5 block text-muted">We will put you in touch with the team for your region.</span>
            ) : null}
          </legend>
          <div className="clear-both">{stepBody()}</div>
        </fieldset>

        <Honeypot id={fieldId("website")} />

        {/* On phones the buttons stay in reach at the bottom of the screen. */}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-black/10 pt-3 max-sm:sticky max-sm:bottom-0 max-sm:z-10 max-sm:bg-paper max-sm:pb-2">
          <button
            type="button"
            onClick={() => {
              setFieldErrors({});
              dispatch({ type: "previous" });
            }}
            disabled={step === 1}
            aria-disabled={busy || undefined}
            className={secondaryButtonClass}
          >
            <ArrowLeft aria-hidden="true" size={18} />
            Previous
          </button>
          <button
            type="submit"
            // While a request runs the button stays focusable (aria-disabled), so the focus is not lost.
            disabled={!canContinue(step, draft)}
            aria-disabled={busy || undefined}
            className={primaryButtonClass}
          >
            {step === 8 ? "Verify" : "Continue"}
            {busy && status !== "resending-code" ? (
              <LoaderCircle aria-hidden="true" size={18} className="motion-safe:animate-spin" />
            ) : step === 8 ? (
              <ShieldCheck aria-hidden="true" size={18} />
            ) : (
              <ArrowRight aria-hidden="true" size={18} />
            )}
          </button>
        </div>
        <p role="status" className="sr-only">
          {pendingLabel}
        </p>
        <div role="alert" className="mt-2">
          {error ? <p className={formAlertClass}>{error}</p> : null}
        </div>
      </form>

      <p className="mt-3 flex items-start gap-1 text-sm text-muted">
        <Check aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
        We use your answers only to reply to this request. No newsletter unless you ask for it.
      </p>
    </div>
  );
}
