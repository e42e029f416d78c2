import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["src/test-setup.ts"],
    // antd renders slowly under jsdom; 5 s (vitest's default) failed on a busy 2-core machine.
    testTimeout: 15_000,
  },
});
