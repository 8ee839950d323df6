import { describe, expect, it } from "vitest";
import { footerBandFor, headerThemeFor } from "./navigation.ts";

// The header takes the tone of the band a page opens with (docs/decisions/0017-page-system.md).
describe("headerThemeFor", () => {
  it("is dark over the pages that open with a dark hero", () => {
    for (const path of ["/", "/solutions/fleet-sense", "/insights", "/about", "/careers", "/verify-email"]) {
      expect(headerThemeFor(path), path).toBe("dark");
    }
  });

  it("is light over the pages that open on a light band, listings included", () => {
    for (const path of [
      "/legal/privacy-policy",
      "/faqs",
      "/insights/blogs",
      "/newsroom",
      "/events",
      "/announcements",
    ]) {
      expect(headerThemeFor(path), path).toBe("light");
    }
    expect(headerThemeFor("/newsroom/a-story")).toBe("light");
    expect(headerThemeFor("/anything", true)).toBe("light");
  });

  it("gives a page asked for at its path plus a slash the same tone", () => {
    expect(headerThemeFor("/insights/")).toBe("dark");
    expect(headerThemeFor("/newsroom/")).toBe("light");
    expect(headerThemeFor("/events/")).toBe("light");
  });

  it("does not take a page for another one whose path it merely starts with", () => {
    expect(headerThemeFor("/eventsx")).toBe("dark");
  });
});

// Careers pages end with the applicants' invitation, every other page with the fleet buyers'.
describe("footerBandFor", () => {
  it("gives every careers page the careers band, the portal's account pages included", () => {
    for (const path of [
      "/careers",
      "/careers/",
      "/careers/jobs/positions",
      "/careers/jobs/senior-embedded-engineer-dashcam-firmware",
      "/careers/jobs/senior-embedded-engineer-dashcam-firmware/apply",
      "/careers/jobs/login",
      "/careers/jobs/register",
      "/careers/jobs/profile",
      "/careers/jobs/applications",
      "/careers/login",
    ]) {
      expect(footerBandFor(path), path).toBe("careers");
    }
    expect(footerBandFor("/verify-email", "?token=abc&type=applicant")).toBe("careers");
  });

  it("gives every other page the sales band, including paths that merely start with the word", () => {
    for (const path of ["/", "/about", "/contact", "/solutions/fleet-sense", "/careersfair", "/verify-email"]) {
      expect(footerBandFor(path), path).toBe("sales");
    }
    expect(footerBandFor("/verify-email", "?token=abc&type=newsletter")).toBe("sales");
  });
});
