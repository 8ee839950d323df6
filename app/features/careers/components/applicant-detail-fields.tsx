import { TextField } from "#app/components/ui/form-fields.tsx";

// The applicant's details as the register and profile forms ask for them.

type DetailFieldSpec = {
  label: string;
  autoComplete: string;
  type?: string;
  required?: boolean;
  maxLength: number;
  hint?: string;
};

/** Every detail, in the profile form's order; registering asks for the first three. */
const detailFieldSpecs = {
  firstName: { label: "First name", autoComplete: "given-name", required: true, maxLength: 100 },
  lastName: { label: "Last name", autoComplete: "family-name", required: true, maxLength: 100 },
  phone: { label: "Phone", autoComplete: "tel", type: "tel", maxLength: 40 },
  location: { label: "Location", autoComplete: "address-level2", maxLength: 120, hint: "City and country." },
  headline: {
    label: "Headline",
    autoComplete: "organization-title",
    maxLength: 160,
    hint: "One line about you, e.g. “Computer vision engineer, 5 years in automotive”.",
  },
  linkedinUrl: {
    label: "LinkedIn profile",
    autoComplete: "url",
    type: "url",
    maxLength: 500,
    hint: "For example https://www.linkedin.com/in/your-name",
  },
  portfolioUrl: { label: "Portfolio or website", autoComplete: "url", type: "url", maxLength: 500 },
} satisfies Record<string, DetailFieldSpec>;

export type DetailFieldName = keyof typeof detailFieldSpecs;

export const detailFieldNames = Object.keys(detailFieldSpecs) as DetailFieldName[];

/** The id of a detail's field in a form whose id is `formId`. */
export const detailFieldId = (formId: string, name: DetailFieldName) => `${formId}-${name}`;

/** One detail's labelled field; "(optional)" unless it is required. */
export function DetailField({
  formId,
  name,
  defaultValue,
  error,
}: {
  formId: string;
  name: DetailFieldName;
  defaultValue?: string;
  error: string | readonly string[] | undefined;
}) {
  const field: DetailFieldSpec = detailFieldSpecs[name];
  return (
    <TextField
      id={detailFieldId(formId, name)}
      name={name}
      label={field.label}
      type={field.type ?? "text"}
      autoComplete={field.autoComplete}
      required={field.required}
      optional={!field.required}
      maxLength={field.maxLength}
      hint={field.hint}
      defaultValue={defaultValue}
      error={error}
    />
  );
}
