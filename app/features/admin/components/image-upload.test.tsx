import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AdminContext } from "../admin-session.ts";
import { ImageUpload, imageFileFrom } from "./image-upload.tsx";

// The editor's image upload: its controls are real, labelled and keyboard
// reachable, it is no form of its own, and it takes the image of a drop or paste.

function render() {
  const session = {
    staff: {
      id: "s1",
      email: "m@marut.test",
      name: "Pat",
      role: "marketing" as const,
      lastLoginAt: null,
      createdAt: "",
    },
    csrfToken: "token",
  };
  const element = (
    <AdminContext.Provider value={session}>
      <ImageUpload onUploaded={() => undefined} />
    </AdminContext.Provider>
  );
  return renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
}

describe("ImageUpload", () => {
  it("has a labelled file input for the accepted types, a required alt text and a button, and no form", () => {
    const html = render();
    expect(html).toMatch(/<label for="([^"]+)-file"[^>]*>Image file<\/label>/);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*accept="image\/jpeg,image\/png,image\/webp,image\/avif"/);
    expect(html).toMatch(/<label for="[^"]+-alt"[^>]*>Alt text<\/label>/);
    expect(html).toMatch(/<input[^>]*required=""[^>]*maxLength="250"|<input[^>]*maxLength="250"[^>]*required=""/);
    expect(html).toMatch(/<button type="button"[^>]*>Upload image<\/button>/);
    expect(html).toContain('role="status"');
    expect(html).not.toContain("<form");
  });
});

describe("imageFileFrom", () => {
  const file = (name: string, type: string) => new File(["x"], name, { type });
  const transfer = (files: File[], items: { kind: string; type: string; getAsFile(): File | null }[] = []) =>
    ({ files, items }) as unknown as DataTransfer;

  it("takes the first image of a drop, or a pasted image item", () => {
    const photo = file("photo.png", "image/png");
    expect(imageFileFrom(transfer([file("notes.txt", "text/plain"), photo]))).toBe(photo);
    const pasted = file("", "image/png");
    expect(imageFileFrom(transfer([], [{ kind: "file", type: "image/png", getAsFile: () => pasted }]))).toBe(pasted);
    expect(imageFileFrom(transfer([file("notes.txt", "text/plain")]))).toBeNull();
    expect(imageFileFrom(null)).toBeNull();
  });
});
