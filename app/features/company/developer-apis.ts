import {
  CarFront,
  FileCode,
  FileDown,
  Gauge,
  Key,
  KeyRound,
  type LucideIcon,
  Package,
  Route,
  TriangleAlert,
  Webhook,
} from "lucide-react";
import type { Block, RichText } from "#app/components/ui/rich-text.tsx";
import { brand } from "#app/lib/brand.ts";
import { minimumTls } from "#app/lib/security-claims.ts";
import { mailLink, type PageMeta } from "./page-meta.ts";

type IconCard = { title: string; text: RichText; icon: LucideIcon };
export type CodeSample = { title: string; language: string; code: string };

const api = brand.api;

/** The example webhook delivery: the body below, signed with `secret` at `timestamp`. */
const webhook = {
  id: "whd_01JBX6V0K3N8",
  secret: "whsec_test_4f9a1c2e7b",
  timestamp: 1793400069,
  body: JSON.stringify(
    {
      id: "whd_01JBX6V0K3N8",
      type: "event.created",
      createdAt: "2026-10-30T22:41:09Z",
      data: {
        event: {
          id: "evt_01JBX6T4M9Q2R7",
          type: "fatigue",
          severity: "critical",
          occurredAt: "2026-10-30T22:41:07Z",
          vehicle: { id: "veh_4821" },
          driver: { id: "drv_0937" },
        },
      },
    },
    null,
    2,
  ),
  /** HMAC-SHA256 of `${timestamp}.${body}` with `secret`, hex; checked by developer-apis.test.ts. */
  signature: "71812569fc5eeafd183ce410d24dae926fd8e4678c0017a203a572bd28ce98b7",
};

export const webhookExample = webhook;

export const codeSamples = {
  tokenRequest: {
    title: "Request an access token",
    language: "Shell",
    code: [
      `curl -X POST ${api.tokenUrl} \\`,
      `  -u "$MARUT_CLIENT_ID:$MARUT_CLIENT_SECRET" \\`,
      "  -d grant_type=client_credentials \\",
      '  -d scope="events:read vehicles:read"',
    ].join("\n"),
  },
  tokenResponse: {
    title: "Token response",
    language: "JSON",
    code: JSON.stringify(
      {
        access_token: "eyJhbGciOiJFUzI1NiIsImtpZCI6Im1rLTIwMjYtMTAifQ.eyJzdWIiOiJjbGlfN2QyIn0.c2lnbmF0dXJl",
        token_type: "Bearer",
        expires_in: 3600,
        scope: "events:read vehicles:read",
      },
      null,
      2,
    ),
  },
  eventsRequest: {
    title: "List the latest fatigue events",
    language: "Shell",
    code: [
      `curl "${api.baseUrl}/events?type=fatigue&since=2026-10-30T00:00:00Z&limit=2" \\`,
      '  -H "Authorization: Bearer $MARUT_API_KEY" \\',
      '  -H "Accept: application/json"',
    ].join("\n"),
  },
  eventsResponse: {
    title: "Response: 200 OK",
    language: "JSON",
    code: JSON.stringify(
      {
        data: [
          {
            id: "evt_01JBX6T4M9Q2R7",
            type: "fatigue",
            severity: "critical",
            occurredAt: "2026-10-30T22:41:07Z",
            vehicle: { id: "veh_4821", registration: "KA 01 AB 4821" },
            driver: { id: "drv_0937", name: "Ravi Kumar" },
            location: { lat: 13.0358, lon: 77.597, speedKph: 62 },
            review: { status: "driver-called", reviewedAt: "2026-10-30T22:41:52Z" },
            clip: { available: true, expiresAt: "2027-01-28T22:41:07Z" },
          },
          {
            id: "evt_01JBX2P8C4H6Z1",
            type: "fatigue",
            severity: "warning",
            occurredAt: "2026-10-30T19:05:33Z",
            vehicle: { id: "veh_1179", registration: "T 482 DKL" },
            driver: { id: "drv_2210", name: "Juma Salim" },
            location: { lat: -6.7924, lon: 39.2083, speedKph: 48 },
            review: { status: "in-cab-alert-only", reviewedAt: null },
            clip: { available: true, expiresAt: "2027-01-28T19:05:33Z" },
          },
        ],
        nextCursor: "c_8ZqL2wT5",
      },
      null,
      2,
    ),
  },
  webhookRequest: {
    title: "A webhook delivery to your endpoint",
    language: "HTTP",
    code: [
      "POST /hooks/marut HTTP/1.1",
      "Host: fleet-tools.example.com",
      "Content-Type: application/json",
      `Marut-Webhook-Id: ${webhook.id}`,
      `Marut-Signature: t=${webhook.timestamp},v1=${webhook.signature}`,
      "",
      webhook.body,
    ].join("\n"),
  },
  verifySignature: {
    title: "Verify the signature (Node.js)",
    language: "TypeScript",
    code: `import { createHmac, timingSafeEqual } from "node:crypto";

const toleranceSeconds = 300;

/** True when the delivery is signed with your endpoint secret and is less than five minutes old. */
export function isGenuineMarutDelivery(rawBody: string, signatureHeader: string, secret: string): boolean {
  const fields = new Map(
    signatureHeader.split(",").map((field) => {
      const [key = "", value = ""] = field.trim().split("=");
      return [key, value];
    }),
  );
  const timestamp = Number(fields.get("t"));
  const received = Buffer.from(fields.get("v1") ?? "", "hex");
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(\`\${timestamp}.\${rawBody}\`).digest();
  return received.length === expected.length && timingSafeEqual(received, expected);
}`,
  },
  rateLimited: {
    title: "Response: 429 Too Many Requests",
    language: "HTTP",
    code: [
      "HTTP/1.1 429 Too Many Requests",
      "Content-Type: application/json",
      "Retry-After: 12",
      "RateLimit-Limit: 600",
      "RateLimit-Remaining: 0",
      "RateLimit-Reset: 12",
      "",
      JSON.stringify(
        { message: "This key has made 600 requests in the last minute. Try again in 12 seconds." },
        null,
        2,
      ),
    ].join("\n"),
  },
} satisfies Record<string, CodeSample>;

export const developerApisPage = {
  meta: {
    title: "Developer APIs",
    description:
      "The Marut REST API and webhooks: vehicles, trips, safety events and driver scores, with API keys or OAuth, signed webhooks, rate limits and a sandbox.",
  } satisfies PageMeta,

  hero: {
    eyebrow: "Developer APIs",
    title: "Bring Marut data into your own systems",
    lead: "A REST API and signed webhooks for vehicles, trips, safety events and driver scores, so dispatch, payroll, maintenance and insurance systems work from the same facts as your safety team.",
  },

  scopeNote:
    "This page describes the API of the Marut platform, available to Marut customers and approved partners. Examples use made-up vehicles, drivers and credentials.",

  contents: [
    { id: "overview", label: "Overview" },
    { id: "authentication", label: "Authentication" },
    { id: "first-request", label: "Your first request" },
    { id: "webhooks", label: "Webhooks" },
    { id: "rate-limits", label: "Rate limits and errors" },
    { id: "versioning", label: "Versioning" },
    { id: "sdks-and-sandbox", label: "Client libraries and sandbox" },
    { id: "getting-access", label: "Getting access" },
  ],

  overview: {
    title: "Overview",
    intro: "One API covers everything the Marut platform records. Each resource is read-only unless noted.",
    resources: [
      {
        title: "Vehicles and devices",
        text: "Registration, fleet group, fitted devices, their health and the last known position.",
        icon: CarFront,
      },
      { title: "Trips", text: "Start and end, route, distance, idling time and fuel used.", icon: Route },
      {
        title: "Safety events",
        text: "Fatigue, distraction, phone use, collision warnings and harsh driving, with Life Savers review status and video clip links.",
        icon: TriangleAlert,
      },
      {
        title: "Driver scores",
        text: "Daily and weekly safety scores per driver, with the events that moved them most.",
        icon: Gauge,
      },
      {
        title: "Webhooks",
        text: "Create, list and delete webhook endpoints, and replay a failed delivery.",
        icon: Webhook,
      },
      {
        title: "Exports",
        text: "Ask for a month of trips or events as a CSV or JSON Lines file, ready to download when it is built.",
        icon: FileDown,
      },
    ] satisfies IconCard[],
    facts: [
      {
        type: "list",
        items: [
          ["Base URL: ", { code: api.baseUrl }, `. HTTPS only, ${minimumTls} or later.`],
          "Requests and responses are JSON in UTF-8. Successful responses wrap their result in a data field.",
          "Timestamps are ISO 8601 in UTC. Identifiers are strings with a prefix that names their type, such as veh_, drv_ and evt_.",
          [
            "Lists are paged with a cursor: pass ",
            { code: "limit" },
            " (up to 100) and the ",
            { code: "nextCursor" },
            " of the previous page as ",
            { code: "cursor" },
            ".",
          ],
        ],
      },
    ] satisfies Block[],
  },

  authentication: {
    title: "Authentication",
    intro: "Every request carries a bearer credential in the Authorization header. There are two kinds.",
    methods: [
      {
        title: "API keys",
        text: "For your own scripts and internal tools. An account administrator creates keys in the Fleet Sense settings, each limited to the scopes it needs. Live keys start with mk_live_ and sandbox keys with mk_test_. A key is shown once; store it in a secrets manager and rotate it at least once a year.",
        icon: Key,
      },
      {
        title: "OAuth 2.0 client credentials",
        text: "For products that serve many Marut customers, such as a transport management system or an insurer's platform. Each customer authorises your client; you exchange the client ID and secret for an access token that lasts one hour.",
        icon: KeyRound,
      },
    ] satisfies IconCard[],
    scopes: [
      {
        type: "table",
        caption: "Scopes",
        head: ["Scope", "Allows"],
        rows: [
          [[{ code: "vehicles:read" }], "Reading vehicles, devices and positions"],
          [[{ code: "trips:read" }], "Reading trips, idling and fuel"],
          [[{ code: "events:read" }], "Reading safety events and clip links"],
          [[{ code: "drivers:read" }], "Reading drivers and their scores"],
          [[{ code: "webhooks:manage" }], "Creating, listing and deleting webhook endpoints"],
          [[{ code: "exports:create" }], "Requesting and downloading exports"],
        ],
      },
    ] satisfies Block[],
  },

  firstRequest: {
    title: "Your first request",
    intro:
      "List the two most recent fatigue events since midnight UTC. Driver names are included only when the credential has the drivers:read scope.",
  },

  webhooks: {
    title: "Webhooks",
    intro:
      "Instead of polling, register an HTTPS endpoint and Marut posts to it as things happen: event.created, event.reviewed, trip.completed, device.offline and score.updated.",
    rules: [
      {
        type: "list",
        items: [
          [
            "Each delivery carries a ",
            { code: "Marut-Signature" },
            " header: a Unix timestamp t and v1, the hex HMAC-SHA256 of the timestamp, a full stop and the raw request body, keyed with your endpoint's secret.",
          ],
          "Compute the signature over the body exactly as received, before parsing it, and compare in constant time. Reject deliveries more than five minutes old to stop replays.",
          "Answer with any 2xx status within 10 seconds and do the work afterwards. Other answers and timeouts are retried with exponential backoff for 24 hours.",
          [
            "Deliveries are at least once: the same ",
            { code: "Marut-Webhook-Id" },
            " can arrive twice, so record the ids you have handled.",
          ],
        ],
      },
    ] satisfies Block[],
    exampleNote: [
      "The delivery below is signed with the sandbox secret ",
      { code: webhook.secret },
      ", so you can test your verification code against it.",
    ] satisfies RichText,
  },

  rateLimits: {
    title: "Rate limits and errors",
    intro: "Limits protect every customer's share of the platform. They apply per API key or OAuth client.",
    blocks: [
      {
        type: "list",
        items: [
          "600 requests per minute, and at most 10 requests in flight at once.",
          "Every response says where you stand in RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers.",
          "Over the limit, the API answers 429 with a Retry-After header in seconds. Wait that long, then retry.",
          "For bulk history, request an export instead of paging through months of events.",
        ],
      },
      {
        type: "table",
        caption: "Error statuses",
        head: ["Status", "Meaning", "What to do"],
        rows: [
          ["400", "The request is malformed or a parameter is invalid", "Read the message and the per-field errors"],
          ["401", "The credential is missing, expired or revoked", "Fetch a new token or check the key"],
          ["403", "The credential lacks the scope for this request", "Ask the account administrator for the scope"],
          ["404", "No such resource in this account", "Check the identifier"],
          ["429", "Rate limit reached", "Wait for Retry-After seconds"],
          ["5xx", "A fault on our side", "Retry with backoff; it is logged and alerted"],
        ],
      },
      {
        type: "paragraph",
        text: [
          "Error bodies are JSON with a human-readable ",
          { code: "message" },
          " and, for invalid input, an ",
          { code: "errors" },
          " object listing the problems per field.",
        ],
      },
    ] satisfies Block[],
  },

  versioning: {
    title: "Versioning",
    blocks: [
      {
        type: "list",
        items: [
          [
            "The major version is part of the path: ",
            { code: "/v1" },
            ". Breaking changes only ever arrive in a new major version.",
          ],
          "Within a version we add fields, event types and endpoints without notice. Clients must ignore fields and event types they do not know.",
          "A major version stays available for at least 12 months after its successor is released. Responses from a retiring version carry Deprecation and Sunset headers.",
          "Every change is listed in the changelog on the developer portal and announced by email to each account's technical contact.",
        ],
      },
    ] satisfies Block[],
  },

  sdks: {
    title: "Client libraries and sandbox",
    cards: [
      {
        title: "Client libraries",
        text: "Maintained TypeScript and Python libraries handle authentication, paging, retries and webhook verification. The developer portal shares them with every customer.",
        icon: Package,
      },
      {
        title: "OpenAPI description",
        text: "The whole API is described in OpenAPI 3.1, so you can generate a client in any language or import it into your API tools.",
        icon: FileCode,
      },
      {
        title: "Sandbox",
        text: [
          "A simulated fleet of 25 vehicles drives recorded routes in Bengaluru, Dar es Salaam and Dubai around the clock and raises realistic events and webhooks. Base URL: ",
          { code: api.sandboxUrl },
          ". All its data is synthetic.",
        ],
        icon: CarFront,
      },
    ] satisfies IconCard[],
  },

  gettingAccess: {
    title: "Getting access",
    steps: [
      {
        title: "Ask for sandbox keys",
        text: `Write to ${brand.email.developers} with your company and what you want to build. Keys usually arrive within one working day.`,
      },
      {
        title: "Build against the sandbox",
        text: "Use the sandbox's synthetic fleet to test requests, paging, errors and webhook verification.",
      },
      {
        title: "Get live credentials",
        text: "An account administrator creates live API keys, or authorises your OAuth client, with only the scopes you need.",
      },
      {
        title: "Go live",
        text: "Switch the base URL to production and subscribe to the changelog. Our developer team reviews your first week of traffic with you.",
      },
    ],
  },

  contact: {
    title: "Building something with Marut data?",
    text: [
      "Our developer team answers integration questions at ",
      mailLink(brand.email.developers),
      `. Security researchers can report vulnerabilities to `,
      mailLink(brand.email.security),
      ".",
    ] satisfies RichText,
  },
};
