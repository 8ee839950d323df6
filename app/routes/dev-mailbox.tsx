import { Link } from "react-router";
import { assertMailboxEnabled, listMailbox } from "../features/dev-mailbox/dev-mailbox.server.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import type { Route } from "./+types/dev-mailbox";

export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  assertMailboxEnabled(page);
  return { messages: await listMailbox(page.services.db) };
}

export function meta() {
  return [{ title: "Dev mailbox" }, { name: "robots", content: "noindex" }];
}

// Lists the emails with their links and codes: no cache may keep it.
export const handle: RouteHandle = { noStore: true };

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-3 py-6">
      <h1 className="text-3xl font-bold">Dev mailbox</h1>
      <p className="mt-1 text-muted">
        Without <code>SMTP_URL</code>, email is kept here instead of being delivered. Newest first; reload to see new
        messages.
      </p>
      {messages.length === 0 ? (
        <p className="mt-4">No messages yet. Subscribe to the newsletter or send the lead wizard to see one arrive.</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-black/10 bg-white p-2">
              <p className="text-sm text-muted">
                To {message.toAddress} ·{" "}
                <time dateTime={message.createdAt}>{message.createdAt.replace("T", " ").slice(0, 19)} UTC</time>
              </p>
              <h2 className="text-lg font-semibold">
                <Link to={`/dev/mailbox/${message.id}`} className="underline">
                  {message.subject}
                </Link>
              </h2>
              {message.codes.length > 0 && (
                <p>
                  Code: <strong className="font-mono text-lg">{message.codes.join(", ")}</strong>
                </p>
              )}
              {message.links.length > 0 && (
                <ul className="mt-1 text-sm">
                  {message.links.map((link) => (
                    <li key={link} className="break-all">
                      <a href={link} className="underline">
                        {link}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
