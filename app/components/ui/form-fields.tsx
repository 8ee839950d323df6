import { Eye, EyeOff } from "lucide-react";
import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useState,
} from "react";
import {
  choiceInputClass,
  fieldErrorClass,
  hintClass,
  inputClass,
  labelClass,
  primaryButtonClass,
} from "./form-styles.ts";

// The form layer's fields. Every field has one frame: its label, an optional
// hint under it, the control, and its error below the control. The control is
// described by the hint and the error (aria-describedby) and marked
// aria-invalid while it has an error, so a screen reader reads all three
// together. Ids are given by the form, so an error summary can link to them.

/** What a field's frame hands to its control. */
export type ControlProps = {
  id: string;
  required: boolean | undefined;
  "aria-required": true | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FrameProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's messages (the first is shown), e.g. `mutation.fieldErrors.email`. */
  error?: string | readonly string[] | undefined;
  required?: boolean | undefined;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Announces the error as it appears (for forms without an error summary). */
  announceError?: boolean;
  /** More ids describing the control, read before the hint (e.g. a prefix or a character count). */
  describedBy?: string | undefined;
  labelClassName?: string;
  className?: string;
};

/** Ids that describe a control: extra ones, then its hint and error. */
function describedByOf(id: string, hint: unknown, error: unknown, extra?: string): string | undefined {
  return (
    [extra, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(" ") || undefined
  );
}

/** The message a field shows: the first of its messages. */
export function firstMessage(error: string | readonly string[] | undefined): string | undefined {
  return typeof error === "string" ? error : error?.[0];
}

/** A field's message; `announce` makes it an alert, read out as it appears. */
export function FieldError({ id, message, announce }: { id: string; message: string | undefined; announce?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} role={announce ? "alert" : undefined} className={fieldErrorClass}>
      {message}
    </p>
  );
}

/** The frame of every field: label, hint, the control `children` renders with the props it is given, error. */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  optional,
  announceError,
  describedBy,
  labelClassName,
  className,
  children,
}: FrameProps & { children: (control: ControlProps) => ReactNode }) {
  const message = firstMessage(error);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName ?? labelClass}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        required,
        "aria-required": required ? true : undefined,
        "aria-invalid": message ? true : undefined,
        "aria-describedby": describedByOf(id, hint, message, describedBy),
      })}
      <FieldError id={`${id}-error`} message={message} announce={announceError} />
    </div>
  );
}

type InputProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "prefix" | "className"> & {
    /** Shown before the input and read with it, e.g. a dialling code. */
    prefix?: string | undefined;
    inputClassName?: string;
  };

/** A labelled text input (any `type` that takes text: email, tel, url, number…). */
export function TextField(props: InputProps) {
  const { prefix, inputClassName, ...input } = withoutFrameProps(props);
  const prefixId = prefix ? `${props.id}-prefix` : undefined;
  return (
    <Field {...frameProps(props)} describedBy={[prefixId, props.describedBy].filter(Boolean).join(" ") || undefined}>
      {(control) =>
        prefix ? (
          <div className="mt-0.5 flex">
            <span
              id={prefixId}
              className="inline-flex items-center rounded-l-md border-2 border-r-0 border-ink/70 bg-black/5 px-1.5 font-semibold tabular-nums"
            >
              {prefix}
            </span>
            <input
              type="text"
              {...input}
              {...control}
              className={`${inputClass} mt-0 rounded-l-none ${inputClassName ?? ""}`}
            />
          </div>
        ) : (
          <input type="text" {...input} {...control} className={`${inputClass} ${inputClassName ?? ""}`} />
        )
      }
    </Field>
  );
}

/** An email address field: `name="email"`, required, at most 254 characters, the email keyboard on phones. */
export function EmailField({
  label = "Email address",
  autoComplete = "email",
  ...props
}: Omit<InputProps, "type" | "name" | "label" | "prefix"> & { label?: ReactNode }) {
  return (
    <TextField
      name="email"
      label={label}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      required
      maxLength={254}
      {...props}
    />
  );
}

/** The props of a labelled control: the frame's, the element's own, and classes added to the input class. */
type FramedProps<Attributes> = FrameProps & Omit<Attributes, "id" | "className"> & { inputClassName?: string };

/** A labelled control that `draw` renders from the element's own props, the frame's and its class. */
function FramedControl<P extends FrameProps & { inputClassName?: string }>({
  props,
  draw,
}: {
  props: P;
  draw: (attributes: Omit<Omit<P, FrameKey>, "inputClassName"> & ControlProps & { className: string }) => ReactNode;
}) {
  const { inputClassName, ...own } = withoutFrameProps(props);
  return (
    <Field {...frameProps(props)}>
      {(control) => draw({ ...own, ...control, className: `${inputClass} ${inputClassName ?? ""}` })}
    </Field>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField(props: FramedProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return <FramedControl props={props} draw={(attributes) => <textarea {...attributes} />} />;
}

/** A labelled drop-down list; its options are the children. */
export function SelectField(props: FramedProps<SelectHTMLAttributes<HTMLSelectElement>>) {
  return <FramedControl props={props} draw={(attributes) => <select {...attributes} />} />;
}

/** A password input with a button that shows or hides what was typed. Always required. */
export function PasswordField(props: Omit<InputProps, "type" | "prefix" | "required">) {
  const [visible, setVisible] = useState(false);
  const { inputClassName, ...input } = withoutFrameProps(props);
  const label = typeof props.label === "string" ? props.label : "password";
  return (
    <Field {...frameProps(props)} required>
      {(control) => (
        <div className="mt-0.5 flex gap-0.5">
          <input
            autoCapitalize="off"
            spellCheck={false}
            {...input}
            {...control}
            type={visible ? "text" : "password"}
            className={`${inputClass} mt-0 ${inputClassName ?? ""}`}
          />
          <button
            type="button"
            onClick={() => setVisible((current) => !current)}
            aria-pressed={visible}
            aria-controls={props.id}
            className="inline-flex min-h-6 min-w-6 shrink-0 items-center justify-center gap-0.5 rounded-md border-2 border-ink/70 px-1 text-sm font-semibold"
          >
            {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
            <span>{visible ? "Hide" : "Show"}</span>
            <span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it, and its error below. */
export function CheckboxField({
  id,
  label,
  error,
  required,
  announceError,
  className,
  ...input
}: Omit<FrameProps, "hint" | "optional" | "describedBy" | "labelClassName"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className">) {
  const message = firstMessage(error);
  return (
    <div className={className}>
      <div className="flex items-start gap-1">
        <input
          {...input}
          id={id}
          type="checkbox"
          required={required}
          aria-required={required ? true : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className={choiceInputClass}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={`${id}-error`} message={message} announce={announceError} />
    </div>
  );
}

/** A polite confirmation after a successful action. */
export function SuccessMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border-2 border-green-800 bg-green-50 p-2 font-semibold text-green-900">
      {children}
    </p>
  );
}

/**
 * A button that sends a form (or, with `type="button"`, runs an action) through a mutation: while `busy` it shows
 * `busyLabel` and stays focusable (`aria-disabled`), so the focus is not lost while the request runs.
 */
export function BusyButton({
  busy,
  busyLabel,
  type = "submit",
  className = primaryButtonClass,
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "aria-disabled"> & {
  busy: boolean;
  /** What the button says while busy; without it the label stays. */
  busyLabel?: ReactNode;
  type?: "submit" | "button";
}) {
  return (
    <button {...button} type={type} aria-disabled={busy || undefined} className={className}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

const frameKeys = [
  "id",
  "label",
  "hint",
  "error",
  "required",
  "optional",
  "announceError",
  "describedBy",
  "labelClassName",
  "className",
] as const;

type FrameKey = (typeof frameKeys)[number];

function frameProps<P extends FrameProps>(props: P): FrameProps {
  const frame: Record<string, unknown> = {};
  for (const key of frameKeys) if (props[key] !== undefined) frame[key] = props[key];
  return frame as FrameProps;
}

/** The props meant for the control itself (the frame's are set by `Field`). */
function withoutFrameProps<P extends FrameProps>(props: P): Omit<P, FrameKey> {
  const rest: Record<string, unknown> = { ...props };
  for (const key of frameKeys) delete rest[key];
  return rest as Omit<P, FrameKey>;
}
