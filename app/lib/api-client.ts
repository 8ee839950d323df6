import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
// Type-only: the API's contract, never its code, reaches the browser.
import type { ApiRoutes } from "#server/api/api.ts";

// The one way for the browser to call the API. `createApiClient` answers a
// client typed from the API's own route schemas (paths, inputs and the body of
// each status); `send` turns any call into an `ApiResult` and never throws.
// Each area builds its client here with its own headers and 401 rule: the
// careers portal in app/features/careers/auth/, the back office in
// app/features/admin/.
//
//   const result = await send(api.api.newsletters.subscribe.$post({ json: { email } }));
//   if (result.ok) result.data.message; else result.message, result.fieldErrors;

export type ApiFailure = { ok: false; status: number; message: string; fieldErrors: Record<string, string[]> };
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/** The typed client: `client.api.<path segments>.$get/$post/…({ json, query, param, form })`. */
export type Client = ReturnType<typeof hc<ApiRoutes>>;

/** Options for tests and special callers; browsers need none of them. */
export type ApiClientOptions = {
  /** The fetch to call (tests pass the in-process app's `request`). */
  fetch?: typeof fetch;
  /** Where the site is served; the page's own origin by default. */
  origin?: string;
  /** Extra fetch options for every request, e.g. `{ credentials: "same-origin" }`. */
  init?: RequestInit;
};

/** The page's origin in the browser; a placeholder while rendering on the server (nothing is sent then). */
const pageOrigin = () => globalThis.location?.origin ?? "http://localhost";

/** A typed client (Hono's `hc<ApiRoutes>`) sending the given headers on every request (read per request). */
export function createApiClient(headers?: () => Record<string, string>, options: ApiClientOptions = {}): Client {
  return hc<ApiRoutes>(options.origin ?? pageOrigin(), {
    headers: () => ({ accept: "application/json", ...headers?.() }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.init ? { init: options.init } : {}),
  });
}

/** The public client: no credentials beyond same-origin cookies. */
export const api: Client = createApiClient();

/** The success body of a typed call's answer: the JSON of its 2xx statuses, null for 204. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format> ? Success<Body, Status> : never;
type Success<Body, Status> = Status extends SuccessStatusCode ? (Status extends 204 ? null : Body) : never;

export const networkFailureMessage = "We could not reach the server. Check your connection.";
const unknownFailureMessage = "Something went wrong. Please try again.";

/** A failure with no answer from the server (offline, DNS, refused connection). */
const networkFailure = (): ApiFailure => ({ ok: false, status: 0, message: networkFailureMessage, fieldErrors: {} });

/** The error answer `{ message, errors? }` (server/api/errors.ts) as an `ApiFailure`. */
function failureOf(status: number, body: unknown): ApiFailure {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  const fieldErrors: Record<string, string[]> = {};
  if (errors && typeof errors === "object") {
    for (const [field, messages] of Object.entries(errors)) {
      if (Array.isArray(messages)) fieldErrors[field] = messages.filter((m): m is string => typeof m === "string");
    }
  }
  return {
    ok: false,
    status,
    message: typeof message === "string" && message.length > 0 ? message : unknownFailureMessage,
    fieldErrors,
  };
}

const readJson = (response: Response): Promise<unknown> =>
  response.status === 204 ? Promise.resolve(null) : response.json().catch(() => null);

/**
 * Awaits a typed call and answers its result; never throws. A network failure answers status 0
 * with "We could not reach the server. Check your connection."; an error answer's `{message,
 * errors}` becomes `message` / `fieldErrors`; 204 answers `data: null`. `onUnauthorized` runs on
 * a 401 (each area decides: the careers portal ends the applicant session per the spec, the back
 * office goes to /admin/login?next=…).
 */
export async function send<R>(
  call: Promise<R>,
  options: { onUnauthorized?: () => void } = {},
): Promise<ApiResult<SuccessBody<R>>> {
  let response: Response;
  try {
    response = (await call) as Response;
  } catch {
    return networkFailure();
  }
  if (response.status === 401) options.onUnauthorized?.();
  let body: unknown;
  try {
    body = await readJson(response);
  } catch {
    return networkFailure();
  }
  if (!response.ok) return failureOf(response.status, body);
  return { ok: true, status: response.status, data: body as SuccessBody<R> };
}

/** A downloaded file and the name the server gave it (`Content-Disposition`), if any. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** The file name of a `Content-Disposition: attachment` header. */
export function attachmentFileName(header: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "")?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? "")?.[1] ?? null;
}

/**
 * Fetches a file the API answers as an attachment, with the area's headers; never throws.
 *
 *   download(client.api.applicant.resume.file.$url(), headers, { onUnauthorized })
 */
export async function download(
  url: URL | string,
  headers?: () => Record<string, string>,
  options: { onUnauthorized?: () => void; fetch?: typeof fetch; init?: RequestInit } = {},
): Promise<ApiResult<DownloadedFile>> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(String(url), { ...options.init, headers: headers?.() ?? {} });
  } catch {
    return networkFailure();
  }
  if (response.status === 401) options.onUnauthorized?.();
  if (!response.ok) return failureOf(response.status, await readJson(response));
  try {
    const blob = await response.blob();
    return {
      ok: true,
      status: response.status,
      data: { blob, fileName: attachmentFileName(response.headers.get("content-disposition")) },
    };
  } catch {
    return networkFailure();
  }
}

/** A fetch that reports upload progress (XMLHttpRequest: fetch cannot), for multipart forms. */
export function fetchWithProgress(onProgress: (fraction: number) => void): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = new Request(input, init);
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        // The browser sets the multipart boundary itself.
        if (name !== "content-type") xhr.setRequestHeader(name, value);
      });
      xhr.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      xhr.addEventListener("load", () => {
        const body = xhr.status === 204 ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, headers: { "content-type": "application/json" } }));
      });
      xhr.addEventListener("error", () => reject(new TypeError("Network request failed")));
      xhr.addEventListener("abort", () => reject(new TypeError("Network request aborted")));
      xhr.send(init?.body as FormData);
    });
}
