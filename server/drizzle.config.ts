import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  casing: "snake_case",
  schema: ["./server/src/modules/*/schema.ts", "./server/src/kit/**/schema.ts"],
  out: "./server/drizzle",
});
