import { defineConfig } from "vitest/config";
import journeyGroups from "./groups.json" with { type: "json" };

/** E2E_GROUP=1 or 2 runs that group's journeys (e2e/groups.json, see run.mjs); unset, all of them, one after another. */
const group = process.env.E2E_GROUP as keyof typeof journeyGroups | undefined;
const include = group ? journeyGroups[group].map((f) => `journeys/${f}.test.ts`) : ["journeys/**/*.test.ts"];

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: group ? `e2e-${group}` : "e2e",
    include,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ["support/global-setup.ts"],
  },
});
