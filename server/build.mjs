// Bundles the server (and the contract package it imports as TypeScript) into dist/main.js, and the
// embedded database's worker thread (src/kit/pglite-worker-thread.ts, started when PGlite runs in a
// worker) into dist/pglite-worker-thread.js next to it, where src/kit/pglite-worker.ts looks for it.
// npm packages stay external and load from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: { main: "src/main.ts", "pglite-worker-thread": "src/kit/pglite-worker-thread.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "externalise-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith("@qinlian/")) return undefined;
          // JSON data files are inlined so the bundle does not depend on their paths.
          if (args.path.endsWith(".json")) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
