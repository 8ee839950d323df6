import { Link } from "react-router";
import { DirectorySection, directoryFieldIds, kindSpecs } from "#app/features/admin/directory/directory-sections.tsx";
import { directoryUses } from "#app/features/admin/directory/directory-uses.server.ts";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { StaffChangeOutcome, useStaffChange } from "#app/features/admin/use-staff-change.tsx";
import { readDirectory } from "#app/features/content/directory.server.ts";
import { type DirectoryKind, directoryKinds } from "#app/features/content/directory-schemas.ts";
import { listImages } from "#app/features/content/images.server.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/directory";

// /admin/directory: the company directory (people, headline figures, offices
// and FAQs) that Team, About, Contact, FAQs and the content quoting it show
// (content area: marketing; admin passes). One section at a time, chosen in
// the address (?section=people), so every view can be shared.

const sectionOf = (value: string | null): DirectoryKind =>
  directoryKinds.includes(value as DirectoryKind) ? (value as DirectoryKind) : "people";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "directory");
  const section = sectionOf(new URL(request.url).searchParams.get("section"));
  const [directory, images, uses] = await Promise.all([
    readDirectory(services.db),
    section === "people" ? listImages(services.db, { page: 1 }) : null,
    section === "people" || section === "figures" ? directoryUses(services.db) : null,
  ]);
  return {
    section,
    people: directory.people.map(({ portrait: _portrait, updatedAt: _updatedAt, ...person }) => ({
      ...person,
      uses: uses?.people.get(person.slug) ?? [],
    })),
    figures: directory.figures.map(({ updatedAt: _updatedAt, ...figure }) => ({
      ...figure,
      id: figure.key,
      uses: uses?.figures.get(figure.key) ?? [],
    })),
    offices: directory.offices.map(({ updatedAt: _updatedAt, ...office }) => office),
    faqs: directory.faqs.map(({ updatedAt: _updatedAt, ...faq }) => faq),
    portraits: images?.data.map((image) => ({ id: image.id, alt: image.alt })) ?? [],
  };
}

export function meta() {
  return [{ title: "Directory | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminDirectory({ loaderData }: Route.ComponentProps) {
  const change = useStaffChange();
  const { section } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">Directory</h1>
      <p className="mt-1 max-w-2xl">
        The people, headline figures, offices and frequently asked questions that Team, About, Contact and FAQs show,
        and that press releases and articles quote. A change shows everywhere within a second.
      </p>
      <nav aria-label="Directory sections" className="mt-2">
        <ul className="flex flex-wrap gap-1">
          {directoryKinds.map((kind) => (
            <li key={kind}>
              <Link
                to={`?section=${kind}`}
                aria-current={kind === section ? "page" : undefined}
                onClick={() => change.reset()}
                className="inline-flex min-h-6 items-center rounded-md border-2 border-ink px-1.5 font-semibold hover:bg-ink/5 aria-[current=page]:bg-ink aria-[current=page]:text-white"
              >
                {kindSpecs[kind].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <StaffChangeOutcome id="directory-errors" change={change} fieldIds={directoryFieldIds(section)} />
      {section === "people" ? (
        <DirectorySection
          key="people"
          kind="people"
          rows={loaderData.people}
          change={change}
          portraits={loaderData.portraits}
        />
      ) : section === "figures" ? (
        <DirectorySection key="figures" kind="figures" rows={loaderData.figures} change={change} />
      ) : section === "offices" ? (
        <DirectorySection key="offices" kind="offices" rows={loaderData.offices} change={change} />
      ) : (
        <DirectorySection key="faqs" kind="faqs" rows={loaderData.faqs} change={change} />
      )}
    </>
  );
}
