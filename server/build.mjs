// Bundles the server (and the contract package it imports as TypeScript) into dist/main.js.
// npm packages stay external and load from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
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
