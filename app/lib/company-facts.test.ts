import { describe, expect, it } from "vitest";
import { demoFigures, demoOffices, demoPeople } from "#db/demo-directory.ts";
import { demoSiteOffices } from "#tests/support/demo-offices.ts";
import { occurrences, siteText } from "#tests/support/site-text.ts";
import {
  addressLine,
  formatList,
  headOffice,
  mainPhone,
  officePlace,
  type SiteOffice,
  telHref,
} from "./company-facts.ts";
import { organizationJsonLd } from "./seo.ts";

// The directory (people, figures, offices, FAQs) lives in the database and is
// seeded from db/demo-directory.ts, the one place its demo values are written:
// the pages read it through the loaders, so no page data may keep a copy.

const offices = demoSiteOffices;
const code = siteText.filter(({ file }) => file.endsWith(".ts") || file.endsWith(".tsx"));

describe("the offices as pages show them", () => {
  it("take the head office, the first in the directory's order, for the main number", () => {
    expect(headOffice(offices)?.id).toBe(demoOffices[0]?.slug);
    expect(mainPhone(offices)).toEqual({
      display: demoOffices[0]?.phone,
      href: telHref(demoOffices[0]?.phone ?? ""),
    });
    expect(telHref("+971 4 558 3190")).toBe("tel:+97145583190");
    expect(mainPhone([])).toBeUndefined();
    expect(mainPhone([{ ...(offices[0] as SiteOffice), phone: null }])).toBeUndefined();
  });

  it("name places and addresses in a line", () => {
    expect(officePlace({ city: "Dubai", country: "United Arab Emirates" })).toBe("Dubai, UAE");
    expect(officePlace({ city: "Dar es Salaam", country: "Tanzania" })).toBe("Dar es Salaam, Tanzania");
    expect(addressLine({ addressLines: ["Plot 112", "Upanga"] })).toBe("Plot 112, Upanga");
    expect(formatList(["Bengaluru", "Dar es Salaam", "Dubai"])).toBe("Bengaluru, Dar es Salaam and Dubai");
  });

  it("give the Organization data every office's address and the head office's phone", () => {
    const organization = organizationJsonLd(offices);
    expect(organization.telephone).toBe(demoOffices[0]?.phone);
    expect(organization.address.map((address) => address.addressLocality)).toEqual(
      demoOffices.map((office) => office.city),
    );
    expect(organizationJsonLd([])).not.toHaveProperty("telephone");
  });
});

describe("company facts are written once", () => {
  it("no page data keeps its own copy of a figure's value or label", () => {
    const copies = demoFigures.flatMap((figure) =>
      code
        .filter(({ text }) => text.includes(`"${figure.value}"`) || text.includes(`"${figure.label}"`))
        .map(({ file }) => `${file}: ${figure.value} ${figure.label}`),
    );
    expect(copies).toEqual([]);
  });

  it("no page data keeps its own copy of an office's address, phone or email", () => {
    const copies = demoOffices.flatMap((office) =>
      // Every line of the address but the last, which names the country alone.
      [...office.address.split("\n").slice(0, -1), office.phone, office.email].flatMap((fact) =>
        code.filter(({ text }) => text.includes(fact)).map(({ file }) => `${file}: ${fact}`),
      ),
    );
    expect(copies).toEqual([]);
  });

  it("every count of the vehicles Marut protects in the pages and content agrees with the directory", () => {
    const vehicles = demoFigures.find((figure) => figure.key === "vehicles-protected");
    const counts = occurrences(/\b(\d{2,3},\d{3})\s+vehicles\b/g);
    expect(counts.filter(({ value }) => value !== vehicles?.value)).toEqual([]);
  });
});

describe("the people and places the site names", () => {
  it("quote only the chief executive on /team as Marut's chief executive", () => {
    const chief = demoPeople.find((person) => /chief executive/i.test(person.title));
    const named = occurrences(
      /([A-Z][\w.]*(?: [A-Z][\w.]*)+)\**,\s+(?:[Cc]o-founder and\s+)?[Cc]hief [Ee]xecutive [Oo]fficer\b(?! of (?!Marut\b))/g,
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ value }) => value !== chief?.name)).toEqual([]);
  });

  it("advertise jobs only in the offices /contact lists, or remote", () => {
    const elsewhere = occurrences(
      /\b(Pune|Gurugram) (?:office|room|team|lab)\b|\b(?:team|lab|room) in (Pune|Gurugram)\b/g,
    );
    expect(elsewhere).toEqual([]);
  });
});
