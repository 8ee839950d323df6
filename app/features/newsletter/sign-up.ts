// The footer form's sign-up call and the answers it shows. The form loads this
// module with its first sign-up, so the pages people only read do not carry it.
import { type ApiResult, api, send } from "#app/lib/api-client.ts";
import { newsletterMessages } from "./messages.ts";

/** What the form shows after a sign-up, in colours that stay legible on the dark footer (#1c1c1c). */
export type SignUpAnswer = { text: string; className: string; accepted: boolean };

const answers = {
  success: { text: newsletterMessages.success, className: "text-[#6ee7a0]", accepted: true },
  alreadySubscribed: { text: newsletterMessages.alreadySubscribed, className: "text-[#ffd166]", accepted: false },
} as const satisfies Record<string, SignUpAnswer>;

/**
 * Signs up through the API; an address that has already confirmed is an answer to show, not a failure
 * as the API defines it. Any failure reads as the form's one error text.
 */
export async function subscribe(input: { email: string; website: string }): Promise<ApiResult<SignUpAnswer>> {
  const result = await send(api.api.newsletters.subscribe.$post({ json: input }));
  if (result.ok) return { ...result, data: answers.success };
  if (result.message === newsletterMessages.apiAlreadySubscribed) {
    return { ok: true, status: result.status, data: answers.alreadySubscribed };
  }
  return { ...result, message: newsletterMessages.error };
}
