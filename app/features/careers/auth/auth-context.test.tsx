import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthProvider, useAuth } from "./auth-context.tsx";

function Probe() {
  const { loading, applicant } = useAuth();
  return <p>{loading ? "loading" : applicant ? "signed in" : "signed out"}</p>;
}

const render = (element: React.ReactNode) =>
  renderToString(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);

describe("useAuth", () => {
  it("throws outside its provider", () => {
    expect(() => render(<Probe />)).toThrow("useAuth must be used within an AuthProvider");
  });

  it("is loading while rendered on the server, so server and first client render agree", () => {
    expect(
      render(
        <AuthProvider>
          <Probe />
        </AuthProvider>,
      ),
    ).toContain("loading");
  });
});
