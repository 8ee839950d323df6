import { data, Link } from "react-router";
import { assertMailboxEnabled, getMailboxMessage } from "../features/dev-mailbox/dev-mailbox.server.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import type { Route } from "./+types/dev-mailbox-message";

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  assertMailboxEnabled(page);
  const message = await getMailboxMessage(page.services.db, params.messageId);
  if (!message) throw data(null, { status: 404 });
  return { message };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.message.subject ?? "Message"} | Dev mailbox` },
    { name: "robots", content: "noindex" },
  ];
}

// One email with its links and codes: no cache may keep it.
export const handle: RouteHandle = { noStore: true };

export default function DevMailboxMessage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-3 py-6">
      <p>
        <Link to="/dev/mailbox" className="underline">
          Back to the mailbox
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{message.subject}</h1>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
        <dt className="font-semibold">From</dt>
        <dd>{message.fromAddress}</dd>
        <dt className="font-semibold">To</dt>
        <dd>{message.toAddress}</dd>
        <dt className="font-semibold">Sent</dt>
        <dd>
          <time dateTime={message.createdAt}>{message.createdAt}</time>
        </dd>
        {Object.entries(message.headers).map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold">{name}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-4 text-lg font-semibold">HTML version</h2>
      <iframe
        title={`HTML version of "${message.subject}"`}
        sandbox=""
        srcDoc={message.html}
        className="mt-1 h-[480px] w-full rounded border border-black/10 bg-white"
      />
      <h2 className="mt-4 text-lg font-semibold">Text version</h2>
      <pre className="mt-1 overflow-auto rounded bg-white p-2 text-sm whitespace-pre-wrap">{message.text}</pre>
    </article>
  );
}
