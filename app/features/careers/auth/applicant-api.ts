import { type ApiResult, createApiClient, download, fetchWithProgress, send } from "#app/lib/api-client.ts";
import {
  clientFallbackMessages,
  type LoginInput,
  type ProfileInput,
  type RegisterInput,
} from "../applicant-schemas.ts";
import { readToken, removeToken } from "./token-storage.ts";

// The careers portal's client for the applicant API: the typed
// client with the stored token as a bearer header when there is one (read on
// every request), and the portal's 401 rule: a 401 on an authenticated call ends
// the session and goes to the login page. One function per
// operation, each answering an ApiResult.

export type ApplicantResult<T> = ApiResult<T>;

/** Where a 401 sends the reader: the spec's login path, which redirects to the portal's login page. */
export const LOGIN_REDIRECT_PATH = "/careers/login";

function defaultUnauthorizedHandler() {
  removeToken();
  const next = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`${LOGIN_REDIRECT_PATH}?next=${encodeURIComponent(next)}`);
}

let unauthorizedHandler: () => void = defaultUnauthorizedHandler;

/** The AuthProvider installs a handler that also clears its state and navigates without a reload. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler ?? defaultUnauthorizedHandler;
}

function bearer(): Record<string, string> {
  const token = readToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

const client = createApiClient(bearer);
const onUnauthorized = () => unauthorizedHandler();

/**
 * Sends a call. By default a 401 ends the session; `session: false` is for
 * calls where 401 is an ordinary answer (a failed login, the session check).
 * With `fallback`, an error answer without a message shows it instead: the
 * portal shows the server's message, else its own text for that action.
 */
async function call<R>(request: Promise<R>, options: { session?: boolean; fallback?: string } = {}) {
  let withoutMessage = false;
  const { fallback } = options;
  const result = await send(
    fallback
      ? request.then(async (response) => {
          if (response instanceof Response && !response.ok) {
            const body = (await response
              .clone()
              .json()
              .catch(() => null)) as { message?: unknown } | null;
            withoutMessage = typeof body?.message !== "string" || body.message.length === 0;
          }
          return response;
        })
      : request,
    options.session === false ? {} : { onUnauthorized },
  );
  return !result.ok && fallback && withoutMessage ? { ...result, message: fallback } : result;
}

const applicant = client.api.applicant;
const withSignal = (signal: AbortSignal | undefined) => ({ init: { signal: signal ?? null } });

/** What an application sends (multipart): a new résumé or the profile's, the cover letter, the answers as JSON. */
export type ApplicationInput = Parameters<(typeof client.api.jobs)[":jobId"]["applications"]["$post"]>[0]["form"];

export const applicantApi = {
  me: (signal?: AbortSignal) => call(applicant.me.$get({}, withSignal(signal)), { session: false }),
  login: (input: LoginInput) =>
    call(applicant.login.$post({ json: input }), { session: false, fallback: clientFallbackMessages.login }),
  register: (input: RegisterInput) =>
    call(applicant.register.$post({ json: input }), { session: false, fallback: clientFallbackMessages.register }),
  logout: () => call(applicant.logout.$post(), { session: false }),
  updateProfile: (input: ProfileInput) =>
    call(applicant.profile.$put({ json: input }), { fallback: clientFallbackMessages.profile }),
  /** `returnTo`: the careers page the new link leads back to once the address is verified. */
  resendVerification: (returnTo?: string) =>
    call(applicant["resend-verification"].$post({ json: returnTo ? { returnTo } : {} })),
  forgotPassword: (input: { email: string }) =>
    call(applicant["forgot-password"].$post({ json: input }), { session: false }),
  resetPassword: (input: { token: string; password: string }) =>
    call(applicant["reset-password"].$post({ json: input }), { session: false }),
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    call(applicant["change-password"].$post({ json: input })),
  exportData: () => call(applicant.export.$get()),
  deleteAccount: (input: { password: string }) => call(applicant.account.$delete({ json: input })),
  applications: (signal?: AbortSignal) => call(applicant.applications.$get({}, withSignal(signal))),
  withdraw: (id: string) => call(applicant.applications[":id"].withdraw.$post({ param: { id } })),
  apply: (jobId: string, form: ApplicationInput, onProgress: (fraction: number) => void) =>
    call(
      client.api.jobs[":jobId"].applications.$post(
        { param: { jobId }, form },
        { fetch: fetchWithProgress(onProgress) },
      ),
    ),
  resume: (signal?: AbortSignal) => call(applicant.resume.$get({}, withSignal(signal))),
  uploadResume: (resume: File, onProgress: (fraction: number) => void) =>
    call(applicant.resume.$post({ form: { resume } }, { fetch: fetchWithProgress(onProgress) })),
  /** The résumé file itself, as a Blob and the name it was uploaded with. */
  resumeFile: () => download(applicant.resume.file.$url(), bearer, { onUnauthorized }),
};
