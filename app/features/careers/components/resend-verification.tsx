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
        <button
          type="button"
          onClick={() => void resend.run()}
          aria-disabled={resend.busy || undefined}
          className={secondaryButtonClass}
        >
          {resend.busy ? "Sending…" : "Resend verification email"}
        </button>
      </p>
      <div aria-live="polite" className="mt-1">
        {outcome ? <p className={outcome.className}>{outcome.text}</p> : null}
      </div>
    </div>
  );
}
