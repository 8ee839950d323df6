import { type FormEvent, useId, useState } from "react";
import { newsletterMessages } from "../messages.ts";

export type NewsletterResult = "success" | "already-subscribed" | "error";

/** What the form shows for each result, in colours that stay legible on the dark footer (#1c1c1c). */
const resultDisplay: Record<NewsletterResult, { text: string; className: string }> = {
  success: { text: newsletterMessages.success, className: "text-[#6ee7a0]" },
  "already-subscribed": { text: newsletterMessages.alreadySubscribed, className: "text-[#ffd166]" },
  error: { text: newsletterMessages.error, className: "text-[#ff9b9b]" },
};

async function sendSubscription(email: string, website: string): Promise<NewsletterResult> {
  try {
    const response = await fetch("/api/newsletters/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ email, website }),
    });
    if (response.ok) return "success";
    const body: unknown = await response.json().catch(() => null);
    const message = typeof body === "object" && body !== null && "message" in body ? body.message : undefined;
    return message === newsletterMessages.apiAlreadySubscribed ? "already-subscribed" : "error";
  } catch {
    return "error";
  }
}

/**
 * The footer's newsletter sign-up. With JavaScript it posts to the API and
 * answers in place; without, the browser posts the form to /newsletter/subscribe.
 */
export function NewsletterForm() {
  const ids = useId();
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<NewsletterResult | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setResult(null);
    const outcome = await sendSubscription(email, website);
    setResult(outcome);
    if (outcome === "success") setEmail("");
    setSending(false);
  }

  const display = result ? resultDisplay[result] : undefined;
  return (
    <section id="newsletter" aria-labelledby={`${ids}-heading`} className="scroll-mt-4">
      <h2 id={`${ids}-heading`} className="text-sm font-bold tracking-widest text-signal uppercase">
        Newsletter
      </h2>
      <p className="mt-1 max-w-md text-white/80">
        Road-safety research, product news and stories from fleets that cut collisions, straight to your inbox. We ask
        you to confirm by email first, and every issue has a one-click unsubscribe link.
      </p>
      <form method="post" action="/newsletter/subscribe" onSubmit={handleSubmit} className="mt-2 max-w-md">
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
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="min-w-0 flex-1 rounded-md border border-white/40 bg-white px-1.5 py-1 text-ink"
          />
          <button
            type="submit"
            disabled={sending}
            className="rounded-md bg-signal px-2 py-1 font-bold text-ink hover:bg-[#ffd54d] disabled:cursor-wait disabled:opacity-75"
          >
            Subscribe
          </button>
        </div>
        {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${ids}-website`}>Leave this field empty</label>
          <input
            id={`${ids}-website`}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </div>
        <p role="status" className={`mt-1 min-h-6 text-sm font-semibold ${display?.className ?? ""}`}>
          {display?.text}
        </p>
      </form>
    </section>
  );
}
