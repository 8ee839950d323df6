import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Campaign } from "#app/features/campaigns/campaigns.server.ts";
import { CampaignResults } from "./campaign-results.tsx";

// A campaign's results: every figure, the chart as one named image with the
// same numbers in a table, and the CSV of its recipients.

const campaign = (timeline: Campaign["timeline"], status: Campaign["status"] = "sent"): Campaign => ({
  id: "0b9a4f8e-2f0c-4a51-9d0e-3c8f5a1e7b21",
  subject: "Night shifts, three months on",
  status,
  topics: [],
  sendAt: "2026-11-02T04:30:00.000Z",
  startedAt: "2026-11-02T04:30:00.000Z",
  finishedAt: "2026-11-02T04:34:00.000Z",
  revision: 3,
  updatedByName: "Mira Marketer",
  createdAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-02T04:30:00.000Z",
  recipients: 1204,
  sent: 1180,
  preheader: "",
  body: "Fatigue alerts cluster in the small hours.",
  latestPosts: 0,
  audienceSize: 1210,
  stats: {
    recipients: 1204,
    pending: 0,
    sent: 1180,
    failed: 16,
    bounced: 8,
    unsubscribed: 5,
    clicks: 312,
    uniqueClicks: 240,
  },
  timeline,
});

const minutes: Campaign["timeline"] = [
  { at: "2026-11-02T04:30:00.000Z", sent: 500 },
  { at: "2026-11-02T04:31:00.000Z", sent: 600 },
  // 10:02 IST sent nothing: no bucket.
  { at: "2026-11-02T04:33:00.000Z", sent: 80 },
];

describe("CampaignResults", () => {
  it("shows every figure, clickers and clicks, and links the CSV", () => {
    const html = renderToStaticMarkup(<CampaignResults campaign={campaign(minutes)} />);
    for (const [label, value] of [
      ["Recipients", "1,204"],
      ["Sent", "1,180"],
      ["Waiting", "0"],
      ["Failed", "16"],
      ["Bounced", "8"],
      ["Unsubscribed", "5"],
      ["Clicks", "240"],
    ]) {
      expect(html).toContain(
        `<dt class="font-semibold">${label}</dt><dd class="text-3xl font-bold tabular-nums">${value}</dd>`,
      );
    }
    expect(html).toContain("people clicked, 312 clicks in all");
    expect(html).toMatch(/<a href="\/api\/admin\/campaigns\/0b9a4f8e-[^"]+\/deliveries\.csv" download=""/);
  });

  it("draws sends per minute as one named image, a gap for a quiet minute, and the same numbers in a table", () => {
    const html = renderToStaticMarkup(<CampaignResults campaign={campaign(minutes)} />);
    expect(html).toContain(
      'role="img" aria-label="Emails sent per minute, from 10:00 IST to 10:03 IST: 1,180 in all, at most 600 in one minute (the minute starting 10:01 IST)."',
    );
    // Four one-minute slots across 600 units, three bars: the quiet minute is a gap.
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html).toMatch(/<rect x="(?:[\d.]+)"[^>]*>.*<rect x="[\d.]+"[^>]*>.*<rect x="(4[5-9]\d|5\d\d)[\d.]*"/);
    expect(html).toContain('<th scope="col" class="py-0.5 pr-2 text-left">Minute from</th>');
    expect(html).toContain('<td class="py-0.5 pr-2">10:03 IST</td><td class="py-0.5 text-right tabular-nums">80</td>');
  });

  it("counts per hour once the send spans more than three hours, and says so when nothing has gone out", () => {
    const hours: Campaign["timeline"] = [
      { at: "2026-11-02T04:00:00.000Z", sent: 900 },
      { at: "2026-11-02T08:00:00.000Z", sent: 300 },
    ];
    expect(renderToStaticMarkup(<CampaignResults campaign={campaign(hours)} />)).toContain(
      'aria-label="Emails sent per hour, from 09:30 IST to 13:30 IST: 1,200 in all',
    );
    const waiting = renderToStaticMarkup(<CampaignResults campaign={campaign([], "sending")} />);
    expect(waiting).toContain("No emails have gone out yet.");
    expect(waiting).toContain("These figures update every few seconds.");
    expect(waiting).not.toContain("<svg");
  });

  it("says a sent campaign that reached no subscriber sent no email, instead of waiting for one", () => {
    const sent = campaign([], "sent");
    const empty = { ...sent, stats: { ...sent.stats, recipients: 0 } };
    const html = renderToStaticMarkup(<CampaignResults campaign={empty} />);
    expect(html).toContain("No subscriber matched the campaign&#x27;s topics when it went out, so no email was sent.");
    expect(html).not.toContain("No emails have gone out yet.");
  });
});
