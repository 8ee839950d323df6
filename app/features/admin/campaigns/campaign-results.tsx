import { secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import type { Campaign } from "#app/features/campaigns/campaigns.server.ts";
import { formatClockTime, formatDateTime } from "#app/lib/dates.ts";

// What became of a campaign once it started sending (routes/admin/campaign-edit.tsx):
// its figures, a chart of the emails sent over time (drawn as SVG, with the same
// numbers as a table), and every recipient as CSV.

const count = new Intl.NumberFormat("en-GB");
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

type Figure = { label: string; value: number; note?: string };

function figuresOf(stats: Campaign["stats"]): Figure[] {
  return [
    { label: "Recipients", value: stats.recipients },
    { label: "Sent", value: stats.sent, note: "accepted by their mail server" },
    { label: "Waiting", value: stats.pending, note: "not sent yet" },
    { label: "Failed", value: stats.failed, note: "given up after retries" },
    { label: "Bounced", value: stats.bounced, note: "address refused for good" },
    { label: "Unsubscribed", value: stats.unsubscribed, note: "from this email" },
    {
      label: "Clicks",
      value: stats.uniqueClicks,
      note: `${stats.uniqueClicks === 1 ? "person" : "people"} clicked, ${count.format(stats.clicks)} ${stats.clicks === 1 ? "click" : "clicks"} in all`,
    },
  ];
}

function timingText(campaign: Campaign): string {
  const started = campaign.startedAt ? formatDateTime(campaign.startedAt) : null;
  const finished = campaign.finishedAt ? formatDateTime(campaign.finishedAt) : null;
  switch (campaign.status) {
    case "sending":
      return `Sending${started ? ` since ${started}` : ""}. These figures update every few seconds.`;
    case "paused":
      return `Paused${started ? ` (started ${started})` : ""}. The emails waiting go out when you resume.`;
    case "cancelled":
      return `Cancelled${finished ? ` ${finished}` : ""}. The emails still waiting then were not sent.`;
    default:
      return started && finished ? `Started ${started}, finished ${finished}.` : "Sent.";
  }
}

/** The campaign's figures, its sends over time and the CSV of every recipient. */
export function CampaignResults({ campaign }: { campaign: Campaign }) {
  return (
    <section
      aria-labelledby="campaign-results-heading"
      className="mt-3 min-w-0 rounded-md border-2 border-black/20 bg-white p-2"
    >
      <div className="flex flex-wrap items-center justify-between gap-1">
        <h2 id="campaign-results-heading" className="text-xl font-bold">
          Results
        </h2>
        <a href={`/api/admin/campaigns/${campaign.id}/deliveries.csv`} download className={secondaryButtonClass}>
          Download CSV<span className="sr-only"> of every recipient</span>
        </a>
      </div>
      <p className="mt-1">{timingText(campaign)}</p>
      <dl className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-4">
        {figuresOf(campaign.stats).map((figure) => (
          <div key={figure.label} className="rounded border border-black/15 bg-paper p-1">
            <dt className="font-semibold">{figure.label}</dt>
            <dd className="text-3xl font-bold tabular-nums">{count.format(figure.value)}</dd>
            {figure.note ? <dd className="text-sm text-muted">{figure.note}</dd> : null}
          </div>
        ))}
      </dl>
      <SendsChart
        timeline={campaign.timeline}
        nobodyToSend={campaign.status === "sent" && campaign.stats.recipients === 0}
      />
    </section>
  );
}

/** The time a bucket starts: the clock alone within a day, the date too across days. */
function bucketLabel(at: string, acrossDays: boolean) {
  return acrossDays ? formatDateTime(at) : formatClockTime(at);
}

const chartWidth = 600;
const chartHeight = 160;
const maxBarWidth = 24;

/**
 * Emails sent per minute (per hour for a long send) as bars on a time axis, so a
 * quiet minute shows as a gap. The chart is one image to assistive technology,
 * named by a summary; the numbers themselves are in the table under it.
 */
function SendsChart({ timeline, nobodyToSend }: { timeline: Campaign["timeline"]; nobodyToSend: boolean }) {
  const first = timeline[0];
  const last = timeline.at(-1);
  if (nobodyToSend) {
    return <p className="mt-2">No subscriber matched the campaign's topics when it went out, so no email was sent.</p>;
  }
  if (!first || !last) return <p className="mt-2">No emails have gone out yet.</p>;
  const times = timeline.map((bucket) => Date.parse(bucket.at));
  const start = times[0] ?? 0;
  // The server counts per minute, and per hour once a send spans more than three hours.
  const bucketMs = (times.at(-1) ?? start) - start > 3 * HOUR_MS ? HOUR_MS : MINUTE_MS;
  const unit = bucketMs === HOUR_MS ? "hour" : "minute";
  const slots = Math.round(((times.at(-1) ?? start) - start) / bucketMs) + 1;
  const slotWidth = chartWidth / slots;
  // A short send has few slots: its bars keep a slim width in the middle of theirs.
  const barWidth = Math.max(Math.min(slotWidth * 0.8, maxBarWidth), 1);
  const most = Math.max(...timeline.map((bucket) => bucket.sent), 1);
  const total = timeline.reduce((sum, bucket) => sum + bucket.sent, 0);
  const peak = timeline.find((bucket) => bucket.sent === most) ?? first;
  const dayOf = (at: string) => formatDateTime(at).split(",")[0];
  const acrossDays = dayOf(first.at) !== dayOf(last.at);
  const from = bucketLabel(first.at, acrossDays);
  const to = bucketLabel(last.at, acrossDays);
  const summary =
    timeline.length === 1
      ? `Emails sent per ${unit}: ${count.format(total)} ${total === 1 ? "email" : "emails"}, all in the ${unit} starting ${from}.`
      : `Emails sent per ${unit}, from ${from} to ${to}: ${count.format(total)} in all, at most ${count.format(most)} in one ${unit} (the ${unit} starting ${bucketLabel(peak.at, acrossDays)}).`;
  return (
    <figure className="mt-2">
      <figcaption className="font-semibold">Emails sent per {unit}</figcaption>
      <p className="text-sm text-muted" aria-hidden="true">
        Highest: {count.format(most)}
      </p>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${chartWidth} ${chartHeight}`}
        preserveAspectRatio="none"
        className="mt-0.5 block h-[10rem] w-full rounded border border-black/20 bg-paper"
      >
        {timeline.map((bucket, index) => {
          const height = Math.max((bucket.sent / most) * (chartHeight - 8), bucket.sent > 0 ? 2 : 0);
          const slot = Math.round(((times[index] ?? start) - start) / bucketMs);
          return (
            <rect
              key={bucket.at}
              x={slot * slotWidth + (slotWidth - barWidth) / 2}
              y={chartHeight - height}
              width={barWidth}
              height={height}
              className="fill-ink"
            />
          );
        })}
      </svg>
      <p className="mt-0.5 flex justify-between gap-1 text-sm text-muted" aria-hidden="true">
        <span>{from}</span>
        {timeline.length > 1 ? <span>{to}</span> : null}
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer font-semibold underline underline-offset-4">The numbers as a table</summary>
        <table className="mt-1 text-sm">
          <caption className="sr-only">Emails sent per {unit}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-0.5 pr-2 text-left">
                {unit === "hour" ? "Hour" : "Minute"} from
              </th>
              <th scope="col" className="py-0.5 text-right">
                Emails sent
              </th>
            </tr>
          </thead>
          <tbody>
            {timeline.map((bucket) => (
              <tr key={bucket.at} className="border-t border-black/10">
                <td className="py-0.5 pr-2">{bucketLabel(bucket.at, acrossDays)}</td>
                <td className="py-0.5 text-right tabular-nums">{count.format(bucket.sent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
