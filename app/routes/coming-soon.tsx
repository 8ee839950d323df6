import { Link } from "react-router";
import { brand } from "../lib/brand.ts";
import { ContactModalTrigger } from "../lib/contact-modal.tsx";
import type { RouteHandle } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({
    title: `Marut Driver App: coming soon | ${brand.name}`,
    description:
      "The Marut Driver App puts each driver's safety score, coaching clips and recognition in their own pocket. Launching in 2027.",
  });
}

// The frame around it shows the directory's offices (footer, structured data):
// rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

const features = [
  {
    title: "Your own safety score",
    text: "Drivers see the same score their fleet manager sees, trip by trip, with the three events that moved it most.",
  },
  {
    title: "Two-minute coaching clips",
    text: "Short, private video lessons picked from the driver's own alerts, in Hindi, Kannada, Swahili, Arabic and English.",
  },
  {
    title: "Recognition that counts",
    text: "Happy Driver Programme milestones, badges and rewards, announced to the driver first.",
  },
];

export default function ComingSoon() {
  return (
    <>
      <section className="bg-white">
        <div className="page-container py-8">
          <p className="text-sm font-semibold tracking-widest text-muted uppercase">Coming soon · 2027</p>
          <h1 className="page-title mt-1">The Marut Driver App</h1>
          <p className="mt-2 max-w-2xl text-lg text-muted">
            Safety improves fastest when drivers can see what the system sees. The Driver App brings scores, coaching
            and recognition to the people behind the wheel, with the privacy controls their unions asked for.
          </p>
        </div>
      </section>
      <section aria-labelledby="app-features" className="page-container py-6">
        <h2 id="app-features" className="text-2xl font-bold">
          What it will do
        </h2>
        <ul className="mt-3 grid gap-3 md:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-lg border border-black/10 bg-white p-2">
              <h3 className="text-lg font-semibold">{feature.title}</h3>
              <p className="mt-1 text-muted">{feature.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 max-w-2xl">
          Pilot fleets in Bengaluru and Dar es Salaam are testing it now. Subscribe to the newsletter in the footer to
          hear when it opens to every customer, or{" "}
          <ContactModalTrigger className="font-semibold underline">ask to join the pilot</ContactModalTrigger>. Existing
          customers can already coach drivers through the{" "}
          <Link to="/solutions/happy-driver-programme" className="font-semibold underline">
            Happy Driver Programme
          </Link>
          .
        </p>
      </section>
    </>
  );
}
