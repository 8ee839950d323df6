import { BusyButton } from "../../../components/ui/form-fields.tsx";
import { secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { useMutation } from "../../../components/ui/use-mutation.ts";
import { applicantApi } from "../auth/applicant-api.ts";

/** "Resend verification email" and, below it, what came of it (read out politely). */
export function ResendVerification({ className }: { className?: string }) {
  const resend = useMutation(applicantApi.resendVerification);
  const outcome = resend.data
    ? { className: "font-semibold text-green-900", text: resend.data.message }
    : resend.error
      ? { className: "font-semibold text-red-800", text: resend.error }
      : null;
  return (
    <div className={className}>
      <p>
        <BusyButton
          type="button"
          onClick={() => void resend.run()}
          busy={resend.busy}
          busyLabel="Sending…"
          className={secondaryButtonClass}
        >
          Resend verification email
        </BusyButton>
      </p>
      <div aria-live="polite" className="mt-1">
        {outcome ? <p className={outcome.className}>{outcome.text}</p> : null}
      </div>
    </div>
  );
}
