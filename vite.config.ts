import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inline nothing: the Content-Security-Policy forbids data: scripts and styles.
    assetsInlineLimit: 0,
  },
  server: {
    // The dev server runs in middleware mode inside server/main.ts.
    hmr: { port: 24678 },
  },
});
