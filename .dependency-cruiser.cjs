/**
 * Module boundaries (ARCHITECTURE.md, "Module boundaries"), checked in `npm test` by
 * `npm run -s lint:deps`. Each rule's comment is the message a newcomer sees when they break it.
 *
 * A server module (server/src/modules/<m>/) owns its tables and its files. Other code reaches it only
 * through its public face, modules/<m>/index.ts. Read-only joins across modules for list screens live
 * in the read layer, server/src/read/, which is the one place (besides the module itself, its tests,
 * the registry, the demo seed and drizzle's migration generator) that may import a module's schema.ts.
 */
const MODULE_INTERNAL = "^server/src/modules/[^/]+/(?!index\\.ts$).+";
const TESTS = "(\\.test\\.tsx?|/test-[^/]+\\.ts)$";

module.exports = {
  forbidden: [
    {
      name: "module-reaches-into-another",
      severity: "error",
      comment:
        "A module may use another module only through that module's public face, modules/<other>/index.ts. " +
        "To read another module's rows for a list screen, add a named query to server/src/read/. " +
        "To change them, call (or add) a function the owning module exports from its index.ts.",
      from: { path: "^server/src/modules/([^/]+)/.+", pathNot: TESTS },
      to: { path: MODULE_INTERNAL, pathNot: ["^server/src/modules/$1/"] },
    },
    {
      name: "outside-code-reaches-into-a-module",
      severity: "error",
      comment:
        "Code outside server/src/modules/ uses a module through its public face, modules/<m>/index.ts. " +
        "Only the read layer (server/src/read/), the registry (modules/index.ts), tests and the demo seed may import a module's schema.ts.",
      from: {
        path: "^server/src/",
        pathNot: ["^server/src/modules/", "^server/src/read/", TESTS, "^server/src/testing/"],
      },
      to: {
        path: MODULE_INTERNAL,
        pathNot: ["^server/src/modules/[^/]+/schema\\.ts$"],
      },
    },
    {
      name: "schema-outside-read-layer",
      severity: "error",
      comment:
        "A module's tables (schema.ts) are private to it. Outside the module, read them through a named query in " +
        "server/src/read/ (read-only, documented there) and change them through the owning module's index.ts.",
      from: {
        path: "^server/src/",
        pathNot: ["^server/src/modules/", "^server/src/read/", "^server/src/demo/", TESTS, "^server/src/testing/"],
      },
      to: { path: "^server/src/modules/[^/]+/schema\\.ts$" },
    },
    {
      name: "registry-uses-public-faces",
      severity: "error",
      comment: "The registry (modules/index.ts) lists what each module exports from its index.ts: its calls, platform data, job handlers and subscribers.",
      from: { path: "^server/src/modules/index\\.ts$" },
      to: { path: MODULE_INTERNAL },
    },
    {
      name: "read-layer-uses-schemas-only",
      severity: "error",
      comment:
        "The read layer joins tables read-only; it uses modules' schema.ts and the kit, never a module's services " +
        "(a read query that needs business rules belongs in the owning module).",
      from: { path: "^server/src/read/" },
      to: { path: MODULE_INTERNAL, pathNot: ["^server/src/modules/[^/]+/schema\\.ts$"] },
    },
    {
      name: "kit-depends-on-no-module",
      severity: "error",
      comment:
        "server/src/kit/ is shared plumbing: it must not import a module. Move the code into the module, or pass what the kit needs in as a parameter or interface.",
      from: { path: "^server/src/kit/", pathNot: TESTS },
      to: { path: "^server/src/modules/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "modules-do-not-use-demo",
      severity: "error",
      comment: "The demo seed uses modules, never the other way round.",
      from: { path: "^server/src/(modules|kit|read)/", pathNot: TESTS },
      to: { path: "^server/src/demo/" },
    },
    {
      name: "contract-is-a-leaf",
      severity: "error",
      comment: "The contract is shared by server and web and imports neither.",
      from: { path: "^contract/" },
      to: { path: "^(server|web)/" },
    },
    {
      name: "web-does-not-import-server",
      severity: "error",
      comment: "The web client talks to the server only through the contract's calls.",
      from: { path: "^web/" },
      to: { path: "^server/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "This import does not resolve to a file or an installed package.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|coverage)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
