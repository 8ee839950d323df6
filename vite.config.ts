import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The production server build takes the icons it uses (tree-shaken ES modules)
 * instead of loading lucide-react's CommonJS file with every icon (1.3 MB of
 * source, held twice in the heap) at start. Not in development, where Vite
 * would transform each of the package's 1,700 icon modules.
 */
const bundleIconsInServerBuild: Plugin = {
  name: "bundle-icons-in-server-build",
  config: (_config, { command }) => (command === "build" ? { ssr: { noExternal: ["lucide-react"] } } : undefined),
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), bundleIconsInServerBuild],
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
              // The page building blocks the marketing pages share (hero, sections, cards,
              // customer proof, the solutions catalogue and its cards): the home page uses
              // nearly all of them, and one file compresses far better than five tiny ones.
              name: "page-kit",
              test: /[\\/]app[\\/]components[\\/]ui[\\/](page-kit|customer-proof)\.tsx$|[\\/]app[\\/]features[\\/]solutions[\\/](catalogue\.ts|components[\\/](solution-cards|product-visual)\.tsx)$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](bus|truck)\.mjs/,
              priority: 5,
            },
            {
              // What every page loads with the layout: the header, mega-menus, footer,
              // newsletter sign-up, and the small modules they use
              // (company facts, navigation, logo, contact links, figures, the icon
              // runtime and the layout's icons, the form pieces of the sign-up): one
              // file instead of a dozen tiny ones. Its priority keeps these out of
              // the page-kit group that some of them also reach.
              name: "site-shell",
              test: /[\\/]app[\\/]lib[\\/](brand|navigation|nonce|seo|contact-modal|hydrated|figures)\.tsx?$|[\\/]app[\\/]components[\\/]ui[\\/](logo|contact-text)\.tsx$|[\\/]newsletter[\\/]components[\\/]newsletter-form\.tsx$|[\\/]app[\\/]features[\\/]site[\\/]components[\\/](site-header|site-footer|mega-menu)\.tsx$|[\\/]app[\\/]components[\\/]ui[\\/]social-icon\.tsx$|[\\/]app[\\/]components[\\/]ui[\\/](form-styles|form-text|honeypot|use-mutation)\.tsx?$|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared[\\/]|context|icons[\\/](phone|map-pin|search|chevron-down|mail|menu|arrow-right)\.mjs)/,
              priority: 10,
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
