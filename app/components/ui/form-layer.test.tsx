import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { fieldErrorsOf, firstErrors, z } from "#app/lib/validation.ts";
import { ErrorSummary } from "./error-summary.tsx";
import { BusyButton, CheckboxField, PasswordField, SelectField, TextAreaField, TextField } from "./form-fields.tsx";
import { type Mutation, type MutationResult, useMutation } from "./use-mutation.ts";

describe("fieldErrorsOf", () => {
  it("keys each message by its dotted path, whole-value issues under body", () => {
    const schema = z.object({
      email: z.email("Enter an email address."),
      answers: z.object({ q1: z.string().min(1, "Answer it.") }),
    });
    const parsed = schema.safeParse({ email: "nope", answers: { q1: "" } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toEqual({
      email: ["Enter an email address."],
      "answers.q1": ["Answer it."],
    });
    const whole = z
      .string()
      .refine(() => false, "Not valid as a whole.")
      .safeParse("x");
    if (whole.success) throw new Error("expected a failure");
    expect(fieldErrorsOf(whole.error)).toEqual({ body: ["Not valid as a whole."] });
  });

  it("firstErrors keeps the first message of each field", () => {
    expect(firstErrors({ email: ["one", "two"], name: [], phone: undefined })).toEqual({ email: "one" });
    expect(firstErrors(undefined)).toEqual({});
  });
});

describe("fields", () => {
  it("describe their control by hint and error and mark it invalid", () => {
    const html = renderToStaticMarkup(
      <TextField
        id="email"
        name="email"
        label="Email address"
        hint="Your work address."
        error="Enter an email."
        required
      />,
    );
    expect(html).toContain('<label for="email"');
    expect(html).toContain('aria-describedby="email-hint email-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-required="true"');
    expect(html).toContain('<p id="email-error" class="');
    expect(html).not.toContain('role="alert"');
  });

  it("leave a valid control undescribed and can announce an error", () => {
    const valid = renderToStaticMarkup(<TextField id="name" name="name" label="Name" optional />);
    expect(valid).not.toContain("aria-describedby");
    expect(valid).not.toContain("aria-invalid");
    expect(valid).toContain("(optional)");
    const announced = renderToStaticMarkup(
      <TextField id="name" name="name" label="Name" error="Too long." announceError />,
    );
    expect(announced).toContain('role="alert"');
  });

  it("read a prefix with the input", () => {
    const html = renderToStaticMarkup(<TextField id="phone" name="phone" label="Phone" prefix="+44" type="tel" />);
    expect(html).toContain('id="phone-prefix"');
    expect(html).toContain('aria-describedby="phone-prefix"');
    expect(html).toContain('type="tel"');
  });

  it("share the frame across text areas, selects, passwords and checkboxes", () => {
    const area = renderToStaticMarkup(<TextAreaField id="letter" name="letter" label="Letter" error="Too long." />);
    expect(area).toMatch(/<textarea[^>]*aria-invalid="true"/);
    const select = renderToStaticMarkup(
      <SelectField id="size" name="size" label="Size" hint="Pick one.">
        <option value="1">1</option>
      </SelectField>,
    );
    expect(select).toMatch(/<select[^>]*aria-describedby="size-hint"/);
    const password = renderToStaticMarkup(<PasswordField id="pw" name="password" label="Password" />);
    expect(password).toContain('type="password"');
    expect(password).toContain('aria-required="true"');
    expect(password).toContain("Show");
    const box = renderToStaticMarkup(
      <CheckboxField id="consent" name="consent" label="I agree" error="Agree first." />,
    );
    expect(box).toContain('aria-describedby="consent-error"');
  });
});

describe("BusyButton", () => {
  it("submits, and while busy says so and stays focusable", () => {
    const idle = renderToStaticMarkup(
      <BusyButton busy={false} busyLabel="Saving…">
        Save
      </BusyButton>,
    );
    expect(idle).toMatch(/^<button type="submit" class="[^"]+">Save<\/button>$/);
    const busy = renderToStaticMarkup(
      <BusyButton busy busyLabel="Saving…">
        Save
      </BusyButton>,
    );
    expect(busy).toContain('aria-disabled="true"');
    expect(busy).toContain(">Saving…<");
    expect(busy).not.toContain('disabled=""');
    const action = renderToStaticMarkup(
      <BusyButton type="button" busy>
        Download
      </BusyButton>,
    );
    expect(action).toContain('type="button"');
    expect(action).toContain(">Download<");
  });
});

describe("ErrorSummary", () => {
  it("stays in the page as an empty alert region while there is nothing to say", () => {
    const html = renderToStaticMarkup(<ErrorSummary id="s" message={null} fieldErrors={{ email: undefined }} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('class="sr-only"');
    expect(html).not.toContain("<h2");
  });

  it("links each field's first message to the field", () => {
    const html = renderToStaticMarkup(
      <ErrorSummary
        id="s"
        message={null}
        fieldErrors={{ email: ["Enter an email.", "Second."], "answers.q1": "Please answer this question." }}
        fieldIds={{ email: "form-email" }}
        fieldLabels={{ "answers.q1": "Why Marut?" }}
      />,
    );
    expect(html).toContain("Please check the form");
    expect(html).toContain('<a href="#form-email" class="underline underline-offset-4">Enter an email.</a>');
    expect(html).toContain('href="#answers.q1"');
    expect(html).toContain("Why Marut?: Please answer this question.");
    expect(html).not.toContain("Second.");
  });

  it("heads the list with the server's message when there is one", () => {
    const html = renderToStaticMarkup(<ErrorSummary id="s" message="Invalid email or password" fieldErrors={{}} />);
    expect(html).toContain('<h2 id="s-title" class="font-bold">Invalid email or password</h2>');
    expect(html).toContain('aria-labelledby="s-title"');
  });
});

type Probe = { mutation: Mutation<string, string> | null };
const probe: Probe = { mutation: null };
let calls: string[] = [];
let successes: string[] = [];

async function echo(input: string): Promise<MutationResult<string>> {
  calls.push(input);
  await new Promise((resolve) => setTimeout(resolve, 5));
  if (input === "throw") throw new Error("a bug in the call");
  if (input === "bad") return { ok: false, status: 400, message: "Not valid.", fieldErrors: { name: ["Too long."] } };
  return { ok: true, status: 200, data: input.toUpperCase() };
}

function MutationProbe() {
  probe.mutation = useMutation(echo, { onSuccess: (data) => void successes.push(data) });
  return null;
}

/** A mutation that reloads its route's data, and the order in which the reload and onSuccess happened. */
const revalidating: { mutation: Mutation<string, string> | null; order: string[] } = { mutation: null, order: [] };

function RevalidatingProbe() {
  revalidating.mutation = useMutation(echo, {
    revalidate: true,
    onSuccess: () => void revalidating.order.push("onSuccess"),
  });
  return null;
}

/** Renders the probe once (on the server: state does not change afterwards) and answers its mutation. */
function renderMutation(): Mutation<string, string> {
  calls = [];
  successes = [];
  renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "/", element: <MutationProbe /> }])} />);
  if (!probe.mutation) throw new Error("the probe did not render");
  return probe.mutation;
}

describe("useMutation", () => {
  it("starts idle, without errors or data", () => {
    const { busy, error, fieldErrors, data, failures } = renderMutation();
    expect({ busy, error, fieldErrors, data, failures }).toEqual({
      busy: false,
      error: null,
      fieldErrors: {},
      data: null,
      failures: 0,
    });
  });

  it("sends once when run twice while busy, and calls onSuccess with the data", async () => {
    const mutation = renderMutation();
    const [first, second] = await Promise.all([mutation.run("a"), mutation.run("b")]);
    expect(calls).toEqual(["a"]);
    expect(first).toEqual({ ok: true, status: 200, data: "A" });
    expect(second).toBe(first);
    expect(successes).toEqual(["A"]);
    await mutation.run("c");
    expect(calls).toEqual(["a", "c"]);
  });

  it("reloads the page's data before onSuccess, so what a success shows comes with the fresh data", async () => {
    // A form that empties once its run resolves must not empty what was typed after the success
    // message appeared: the message (onSuccess) comes last, after the reload.
    revalidating.order = [];
    const router = createMemoryRouter(
      [
        {
          id: "page",
          path: "/",
          loader: async () => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            revalidating.order.push("loader");
            return null;
          },
          element: <RevalidatingProbe />,
        },
      ],
      { hydrationData: { loaderData: { page: null } } },
    );
    renderToStaticMarkup(<RouterProvider router={router} />);
    if (!revalidating.mutation) throw new Error("the probe did not render");
    await revalidating.mutation.run("a");
    expect(revalidating.order).toEqual(["loader", "onSuccess"]);
  });

  it("answers failures as results, and a call that throws as a network failure", async () => {
    const mutation = renderMutation();
    expect(await mutation.run("bad")).toEqual({
      ok: false,
      status: 400,
      message: "Not valid.",
      fieldErrors: { name: ["Too long."] },
    });
    const thrown = await mutation.run("throw");
    expect(thrown).toMatchObject({ ok: false, status: 0 });
    expect(successes).toEqual([]);
  });
});
