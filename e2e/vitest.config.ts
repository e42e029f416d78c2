import { defineConfig } from "vitest/config";

export default defineConfig({
  root: __dirname,
  test: {
    name: "e2e",
    include: ["journeys/**/*.test.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ["support/global-setup.ts"],
  },
});
