import { describe, expect, it } from "vitest";
import { withForwardedOrigin } from "./pages.ts";

describe("withForwardedOrigin", () => {
  it("takes the scheme and host the browser used from the load balancer's headers", async () => {
    const request = new Request("http://10.0.0.5:3000/verify-email?token=abc", {
      method: "POST",
      headers: {
        "x-forwarded-proto": "https",
        "x-forwarded-host": "www.marut-safety.com",
        origin: "https://www.marut-safety.com",
      },
      body: "token=abc",
    });
    const forwarded = withForwardedOrigin(request);
    expect(forwarded.url).toBe("https://www.marut-safety.com/verify-email?token=abc");
    expect(forwarded.method).toBe("POST");
    expect(await forwarded.text()).toBe("token=abc");
  });

  it("ignores unusable values and leaves plain requests alone", () => {
    const plain = new Request("http://localhost:3000/");
    expect(withForwardedOrigin(plain)).toBe(plain);
    const odd = new Request("http://localhost:3000/", { headers: { "x-forwarded-proto": "gopher" } });
    expect(withForwardedOrigin(odd).url).toBe("http://localhost:3000/");
    const badHost = new Request("http://localhost:3000/", { headers: { "x-forwarded-host": "evil.com/<x>" } });
    expect(withForwardedOrigin(badHost).url).toBe("http://localhost:3000/");
  });
});
