import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { applicantSignUp } from "#tests/support/applicant.ts";
import { setUpTestApp } from "#tests/support/test-app.ts";
import { type ApiResult, createApiClient, download, networkFailureMessage, send } from "./api-client.ts";

// The real client against the real API in process: what the browser sends and
// reads, without a socket.

const { t } = setUpTestApp({ once: true });
/** The in-process app as the client's fetch. */
const inProcess: typeof fetch = (input, init) => Promise.resolve(t.app.request(input as string, init));
const from = (address: string) => ({ "x-forwarded-for": address });

describe("the typed API client", () => {
  it("reads a public GET's body, typed from the route's schema", async () => {
    const client = createApiClient(undefined, { fetch: inProcess });
    const result = await send(client.api.health.$get());
    expectTypeOf(result).toEqualTypeOf<ApiResult<{ data: { status: "ok" } }>>();
    expect(result).toEqual({ ok: true, status: 200, data: { data: { status: "ok" } } });
  });

  it("answers a JSON POST's 4xx with the server's message and field errors", async () => {
    const client = createApiClient(() => from("198.51.100.1"), { fetch: inProcess });
    const result = await send(client.api.newsletters.subscribe.$post({ json: { email: "not an address" } }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(400);
    expect(result.message).toMatch(/^email: /);
    expect(result.fieldErrors.email?.[0]).toEqual(expect.any(String));
  });

  it("sends the headers it is given on every request, answers 204 with null and runs onUnauthorized on a 401", async () => {
    const client = createApiClient(() => from("198.51.100.2"), { fetch: inProcess });
    const registered = await send(client.api.applicant.register.$post({ json: applicantSignUp }));
    if (!registered.ok) throw new Error(registered.message);
    let token = registered.data.token;
    const signedIn = createApiClient(() => ({ authorization: `Bearer ${token}` }), { fetch: inProcess });
    const onUnauthorized = vi.fn();

    const me = await send(signedIn.api.applicant.me.$get(), { onUnauthorized });
    expect(me.ok && me.data.data.email).toBe(applicantSignUp.email);

    const exported = await download(
      signedIn.api.applicant.export.$url(),
      () => ({ authorization: `Bearer ${token}` }),
      {
        fetch: inProcess,
      },
    );
    expect(exported.ok && exported.data.fileName).toBe("marut-careers-my-data.json");
    expect(exported.ok && JSON.parse(await exported.data.blob.text())).toMatchObject({ profile: expect.any(Object) });

    const loggedOut = await send(signedIn.api.applicant.logout.$post(), { onUnauthorized });
    expect(loggedOut).toEqual({ ok: true, status: 204, data: null });
    expect(onUnauthorized).not.toHaveBeenCalled();

    // The same token, now revoked; then no token at all.
    const ended = await send(signedIn.api.applicant.me.$get(), { onUnauthorized });
    expect(ended).toMatchObject({ ok: false, status: 401, message: expect.any(String), fieldErrors: {} });
    token = "";
    const anonymous = await download(signedIn.api.applicant.export.$url(), () => ({}), {
      fetch: inProcess,
      onUnauthorized,
    });
    expect(anonymous).toMatchObject({ ok: false, status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("answers a network failure with status 0 and a sentence, never throwing", async () => {
    const offline = createApiClient(undefined, { fetch: () => Promise.reject(new TypeError("fetch failed")) });
    const onUnauthorized = vi.fn();
    expect(await send(offline.api.health.$get(), { onUnauthorized })).toEqual({
      ok: false,
      status: 0,
      message: networkFailureMessage,
      fieldErrors: {},
    });
    expect(networkFailureMessage).toBe("We could not reach the server. Check your connection.");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("falls back to a generic sentence when an error answer has no message", async () => {
    const broken: typeof fetch = () => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502 }));
    const client = createApiClient(undefined, { fetch: broken });
    expect(await send(client.api.health.$get())).toEqual({
      ok: false,
      status: 502,
      message: "Something went wrong. Please try again.",
      fieldErrors: {},
    });
  });
});
