import { defineConfig } from "vitest/config";

/**
 * The journeys run one file after another against one server (support/global-setup.ts). Two groups at
 * once, each with its own server, were tried (2026-11-24): on a 2-core machine every file took ~1.7× as
 * long (Chromium, axe and the server are CPU-bound), the total did not drop, and journeys timed out.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: "e2e",
    include: ["journeys/**/*.test.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ["support/global-setup.ts"],
  },
});
