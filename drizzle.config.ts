import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from db/schema.ts; they are applied on start by
// db/migrate.ts for both PGlite and PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
