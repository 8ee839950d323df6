import { Link } from "react-router";
import { OfficeAddress } from "#app/components/ui/office-address.tsx";
import { CardGrid, PageHero, Section, Steps } from "#app/components/ui/page-kit.tsx";
import { useOffices } from "#app/lib/company-facts.ts";
import { type FacetValue, type JobSummary, jobSearchHref } from "../jobs.ts";
import { JobCard } from "./job-card.tsx";

export type Team = { slug: string; name: string; description: string; openJobs: number };

const reasons = [
  {
    title: "Work that saves lives",
    text: "Road crashes kill about 1.2 million people a year, and professional drivers are among the most exposed. Every alert our cameras raise and every call our monitoring team makes is a chance to stop one.",
  },
  {
    title: "Hardware, data and people",
    text: "Few companies let you follow a problem from a camera behind a windscreen, through a model and a data platform, to a coach sitting with a driver at a depot. Here you can.",
  },
  {
    title: "Built for the roads we drive",
    text: "Our products are designed for Indian, East African and Gulf roads: mixed traffic, long-haul corridors, heat and patchy coverage. The problems are hard and the answers are ours.",
  },
];

const values = [
  {
    title: "Drivers first",
    text: "We build for the person behind the wheel. An alert that only blames a driver has failed; one that helps them rest has worked.",
  },
  {
    title: "Measure honestly",
    text: "We report false alerts as readily as saves, and we let numbers change our minds.",
  },
  {
    title: "Calm under pressure",
    text: "Our monitoring rooms never close. We plan for the bad night so that it goes well when it comes.",
  },
  {
    title: "Own it end to end",
    text: "If you find a problem, you fix it or you find the person who can, and you follow it until it is gone.",
  },
];

const hiringSteps = [
  {
    title: "Apply online",
    text: "Send your CV and answer a few short questions about the role. No cover letter is required, but it helps.",
  },
  {
    title: "Introductory call",
    text: "A 30-minute call with the recruiter or hiring manager about the role, your experience and what you want next.",
  },
  {
    title: "Skills conversation",
    text: "A practical exercise or interview based on real work: a design problem, a mock alert or a customer scenario. Never unpaid take-home projects over two hours.",
  },
  {
    title: "Meet the team and decide",
    text: "Meet the people you would work with and ask them anything. We aim to give you an answer within ten working days of applying.",
  },
];

/** The /careers page: why join, values, teams, offices, featured openings and how hiring works. */
export function CareersLanding({
  teams,
  featured,
  openTotal,
  locations,
}: {
  teams: Team[];
  featured: JobSummary[];
  openTotal: number;
  /** The locations with open positions ("Bengaluru, India"), for each office's "Roles in …" link. */
  locations: FacetValue[];
}) {
  // The offices come from the directory (the root loader); each links to the open roles in its city.
  const offices = useOffices();
  const positions = "/careers/jobs/positions";
  const primary =
    "inline-flex min-h-6 items-center rounded-md bg-signal px-3 font-semibold text-ink hover:bg-signal/90";
  return (
    <>
      <PageHero
        eyebrow="Careers at Marut"
        title="Help every driver get home safe"
        lead={
          <p>
            We combine in-cab cameras, driver alerts, fleet data and a 24/7 monitoring team to prevent road crashes
            before they happen. Join engineers, analysts, coaches and monitoring specialists in India, Tanzania and the
            United Arab Emirates who want fewer families to get that phone call.
          </p>
        }
        actions={
          <Link to={positions} className={primary}>
            See all {openTotal} open positions
          </Link>
        }
      />

      <Section
        id="why-marut"
        title="Why join Marut"
        intro="Our mission is simple to say and hard to do: fewer road deaths."
      >
        <CardGrid cards={reasons} />
      </Section>

      <Section id="featured" title="Featured openings" tone="white" intro="The newest roles on our team.">
        <ul className="grid gap-3 md:grid-cols-2">
          {featured.map((job) => (
            <li key={job.id}>
              <JobCard job={job} headingLevel={3} />
            </li>
          ))}
        </ul>
        <p className="mt-3">
          <Link to={positions} className="font-semibold underline underline-offset-4">
            Browse all open positions
          </Link>
        </p>
      </Section>

      <Section id="values" title="What we value">
        <CardGrid cards={values} columns={4} />
      </Section>

      <Section id="teams" title="Our teams" tone="tint" intro="Find the team where your skills save the most lives.">
        <CardGrid
          cards={teams.map((team) => ({
            title: team.name,
            text: team.description,
            footer:
              team.openJobs > 0 ? (
                <Link
                  to={jobSearchHref({ department: team.slug })}
                  className="font-semibold underline underline-offset-4"
                  aria-label={`${team.openJobs} open ${team.openJobs === 1 ? "role" : "roles"} in ${team.name}`}
                >
                  {team.openJobs} open {team.openJobs === 1 ? "role" : "roles"}
                </Link>
              ) : (
                <span className="text-muted">No open roles right now</span>
              ),
          }))}
        />
      </Section>

      <Section
        id="offices"
        title="Our offices"
        intro="We hire in three countries, and for some roles anywhere in India."
      >
        <CardGrid
          cards={offices.map((office) => ({
            title: `${office.city}, ${office.country}`,
            text: (
              <>
                <p>{office.role}.</p>
                <OfficeAddress lines={office.addressLines} className="mt-1" />
              </>
            ),
            footer: <OfficeRolesLink location={locationIn(locations, office.city)} city={office.city} />,
          }))}
        />
      </Section>

      <Section id="hiring-process" title="How we hire" tone="white" intro="Four steps, usually within three weeks.">
        <Steps steps={hiringSteps} />
        {/* The careers pages end with the footer only: the way on to the roles closes this last section. */}
        <p className="mt-4">
          <Link to={positions} className={primary}>
            See open positions
          </Link>
        </p>
      </Section>
    </>
  );
}

/** "Roles in <city>", or every open position while the city has none. */
function OfficeRolesLink({ location, city }: { location: string | undefined; city: string }) {
  return (
    <Link to={jobSearchHref({ location })} className="font-semibold underline underline-offset-4">
      {location ? `Roles in ${city}` : "See open positions"}
    </Link>
  );
}

/** The location of the open positions in `city` ("Bengaluru" is "Bengaluru, India"), or none: every open position. */
function locationIn(locations: FacetValue[], city: string): string | undefined {
  return locations.find((location) => location.label === city || location.label.startsWith(`${city},`))?.value;
}
