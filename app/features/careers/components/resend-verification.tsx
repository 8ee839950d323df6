import { useMutation } from "#app/components/ui/use-mutation.ts";
import { applicantApi } from "../auth/applicant-api.ts";
import { ActionButton } from "./applicant-form.tsx";

/**
 * "Resend verification email" and, below it, what came of it (read out politely). `returnTo`: the careers page the
 * new link leads back to (the apply page the applicant is on).
 */
export function ResendVerification({ className, returnTo }: { className?: string; returnTo?: string }) {
  const resend = useMutation(() => applicantApi.resendVerification(returnTo));
  const outcome = resend.data
    ? { className: "font-semibold text-green-900", text: resend.data.message }
    : resend.error
      ? { className: "font-semibold text-red-800", text: resend.error }
      : null;
  return (
    <div className={className}>
      <p>
        <ActionButton mutation={resend} busyLabel="Sending…">
          Resend verification email
        </ActionButton>
      </p>
      <div aria-live="polite" className="mt-1">
        {outcome ? <p className={outcome.className}>{outcome.text}</p> : null}
      </div>
    </div>
  );
}
