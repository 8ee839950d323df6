import { type FormEvent, useId, useRef } from "react";
import { signalButtonClass } from "#app/components/ui/form-styles.ts";
import { formText } from "#app/components/ui/form-text.ts";
import { Honeypot } from "#app/components/ui/honeypot.tsx";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import type { ApiResult } from "#app/lib/api-client.ts";
import type { SignUpAnswer } from "../sign-up.ts";

type SignUpInput = { email: string; website: string };

/**
 * The footer's newsletter sign-up. With JavaScript it posts to the API and
 * answers in place; without, the browser posts the form to /newsletter/subscribe.
 */
export function NewsletterForm() {
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const signUp = useMutation(
    // The call and its answers load with the first sign-up; if they cannot (offline, or a stale
    // deployment), the browser sends the form itself, as it does before hydration.
    (input: SignUpInput): Promise<ApiResult<SignUpAnswer>> =>
      import("../sign-up.ts").then(
        (module) => module.subscribe(input),
        (error: unknown) => {
          form.current?.submit();
          throw error;
        },
      ),
    {
      onSuccess: (answer) => {
        if (answer.accepted) form.current?.reset();
      },
    },
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email = "", website = "" } = formText(event.currentTarget);
    void signUp.run({ email, website });
  }

  const display = signUp.busy
    ? undefined
    : (signUp.data ?? (signUp.error ? { text: signUp.error, className: "text-[#ff9b9b]" } : undefined));
  return (
    <section id="newsletter" aria-labelledby={`${ids}-heading`} className="scroll-mt-4">
      <h2 id={`${ids}-heading`} className="text-sm font-bold tracking-widest text-signal uppercase">
        Newsletter
      </h2>
      <p className="mt-1 max-w-md text-white/80">
        Road-safety research, product news and stories from fleets that cut collisions, straight to your inbox. We ask
        you to confirm by email first, and every issue has a one-click unsubscribe link.
      </p>
      <form ref={form} method="post" action="/newsletter/subscribe" onSubmit={handleSubmit} className="mt-2 max-w-md">
        <label htmlFor={`${ids}-email`} className="block font-semibold">
          Email address
        </label>
        <div className="mt-0.5 flex flex-col gap-1 sm:flex-row">
          <input
            id={`${ids}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            maxLength={254}
            className="min-w-0 flex-1 rounded-md border border-white/40 bg-white px-1.5 py-1 text-ink"
          />
          <button type="submit" aria-disabled={signUp.busy || undefined} className={signalButtonClass}>
            Subscribe
          </button>
        </div>
        <Honeypot id={`${ids}-website`} />
        <p role="status" className={`mt-1 min-h-6 text-sm font-semibold ${display?.className ?? ""}`}>
          {display?.text}
        </p>
      </form>
    </section>
  );
}
