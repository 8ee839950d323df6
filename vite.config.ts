import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inline nothing: the Content-Security-Policy forbids data: scripts and styles.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React, React DOM and React Router: every page needs all of them.
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              // Small modules every page loads with the layout (company facts,
              // navigation, logo, contact links, figures, the icon runtime and the
              // layout's icons, the form pieces of the footer's newsletter sign-up):
              // one file instead of a dozen tiny ones.
              name: "site-shell",
              test: /[\\/]app[\\/]lib[\\/](brand|navigation|nonce|seo|contact-modal|hydrated|figures)\.tsx?$|[\\/]app[\\/]components[\\/]ui[\\/](logo|contact-text)\.tsx$|[\\/]newsletter[\\/]messages\.ts$|[\\/]app[\\/]components[\\/]ui[\\/](form-styles|form-text|honeypot|use-mutation)\.tsx?$|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared[\\/]|context|icons[\\/](phone|map-pin|search|chevron-down|mail|menu|arrow-right)\.mjs)/,
            },
          ],
        },
      },
    },
  },
  server: {
    // The dev server runs in middleware mode inside server/main.ts.
    hmr: { port: 24678 },
  },
});
