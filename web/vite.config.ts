import react from "@vitejs/plugin-react";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, runnerImport, type Plugin } from "vite";
import { WEB_ENTRY_PREFIX, webEntryModules, type WebEntryModules } from "../contract/src/web-entry";

const api = process.env.QINLIAN_API ?? "http://localhost:8080";
const contractIndex = fileURLToPath(new URL("../contract/src/index.ts", import.meta.url));
/** i18next and react-i18next as the web uses them (web/src/i18n/light.ts): ~16 KB less in every first load. */
const lightI18n = fileURLToPath(new URL("./src/i18n/light.ts", import.meta.url));
const appDayjs = fileURLToPath(new URL("./src/i18n/dayjs.ts", import.meta.url));
const routeTable = fileURLToPath(new URL("./src/app/routeTable.ts", import.meta.url));

/**
 * In the build, `@qinlian/contract` is the contract as the browser needs it (contract/src/web-entry.ts):
 * call paths and plain constants, no zod. TypeScript and the unit tests still see the real contract.
 */
function contractForTheWeb(): Plugin {
  let mods: WebEntryModules | undefined;
  return {
    name: "qinlian:contract-for-the-web",
    apply: "build",
    enforce: "pre",
    async buildStart() {
      const { module } = await runnerImport<Record<string, unknown>>(contractIndex);
      mods = webEntryModules(contractIndex, module);
    },
    resolveId(id) {
      if (id === "@qinlian/contract") return `${WEB_ENTRY_PREFIX}index`;
      if (id.startsWith(WEB_ENTRY_PREFIX)) return id;
      return null;
    },
    load(id) {
      if (!id.startsWith(WEB_ENTRY_PREFIX) || !mods) return null;
      const key = id.slice(WEB_ENTRY_PREFIX.length);
      return key === "index" ? mods.index : (mods.generated.get(key) ?? null);
    },
  };
}

/**
 * Writes `<file>.br` (brotli at its best level) and `<file>.gz` beside every text asset of the build: the
 * server sends them as they are (server/src/kit/static-compress.ts) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "qinlian:precompress",
    apply: "build",
    configResolved(c) {
      outDir = c.build.outDir.startsWith("/") ? c.build.outDir : join(c.root, c.build.outDir);
    },
    writeBundle(_opts, bundle) {
      for (const [fileName, out] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const body = out.type === "chunk" ? Buffer.from(out.code) : Buffer.from(out.source);
        if (body.length < 1024) continue;
        const file = join(outDir, fileName);
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Nothing in index.html holds up the first paint: the runtime settings script runs deferred (still
 * before the app's module script, in document order) and the app's own stylesheet (a few KB) is
 * inlined instead of being a request the page must wait for.
 */
function nothingRenderBlocking(): Plugin {
  return {
    name: "qinlian:nothing-render-blocking",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        let out = html.replace('<script src="/app-config.js"></script>', '<script src="/app-config.js" defer></script>');
        out = out.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          if (!asset || asset.type !== "asset") return tag;
          return `<style>${String(asset.source).replaceAll("</style", "<\\/style")}</style>`;
        });
        return out;
      },
    },
  };
}

/**
 * The contract's web entry re-exports every domain with `export *`; its generated modules only declare
 * values, so a chunk carries the domains it reads and no others (the first load: a handful of calls).
 */
function contractSideEffectFree(id: string): boolean | undefined {
  return id.startsWith(WEB_ENTRY_PREFIX) ? false : undefined;
}

/**
 * antd's `form/context` (imported by Input, Tooltip, Menu, Drawer, Modal …) takes `FormProvider` from
 * rc-field-form's index, which brings the whole form stack (Form, Field, List, useForm and the
 * validator: ~16 KB compressed) into every page that shows any of them. The provider lives in
 * rc-field-form's `FormContext` module on its own: import it from there (same export, same code).
 */
function formContextWithoutTheFormStack(): Plugin {
  const file = /\/node_modules\/antd\/es\/form\/context\.js$/;
  const from = "import { FormProvider as RcFormProvider } from 'rc-field-form';";
  return {
    name: "qinlian:form-context-without-the-form-stack",
    apply: "build",
    transform: {
      filter: { id: file },
      handler(code, id) {
        if (!file.test(id)) return null;
        if (!code.includes(from)) this.error(`${id}: expected \`${from}\` (antd changed: revisit this plugin)`);
        return { code: code.replace(from, "import { FormProvider as RcFormProvider } from 'rc-field-form/es/FormContext';"), map: null };
      },
    },
  };
}

/**
 * Each section's routes load with its screens. app/routeTable.ts imports every section's routes.ts (node,
 * the tests and the dev server use it so); in the build it becomes the same exports from
 * app/lazyRouteTable.ts: the index of every section's route paths, written out here from the real table
 * (~2 KB compressed: what `routeExists`, `sectionOf` and the router's choice of a section read), and each
 * section's routes module (titles, page loaders and their preload lists) loaded when a path of it is
 * first visited (app/router.tsx, patchRoutesOnNavigation). The route table of every section was ~14 KB
 * compressed in every first load.
 */
function routeTableBySection(): Plugin {
  let index = "";
  return {
    name: "qinlian:route-table-by-section",
    apply: "build",
    async buildStart() {
      const { module } = await runnerImport<{ sectionIndex: unknown[] }>(routeTable);
      if (!Array.isArray(module.sectionIndex) || !module.sectionIndex.length) this.error(`${routeTable}: expected its sectionIndex`);
      index = JSON.stringify(module.sectionIndex);
    },
    load: {
      filter: { id: /\/src\/app\/routeTable\.ts$/ },
      handler(id) {
        if (id !== routeTable) return null;
        return [
          'import { lazyRouteTable } from "./lazyRouteTable";',
          'import { sectionLoaders } from "./sectionLoaders";',
          `export const { sections, allRoutes, sectionIndex, loadSections } = lazyRouteTable(${index}, sectionLoaders);`,
        ].join("\n");
      },
    },
  };
}

/**
 * The chunks the entry loads itself (index.html preloads them): a lazy page needs them too, and they are
 * there before any page is asked for, so its preload list leaves them out. Every lazy page carried the
 * indices of ~40 chunks, most of them these, in the route table every visitor loads.
 */
const entryChunks = new Set<string>();
function entryChunksKnown(): Plugin {
  return {
    name: "qinlian:entry-chunks",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        entryChunks.clear();
        const visit = (file: string) => {
          const c = bundle[file];
          if (!c || c.type !== "chunk" || entryChunks.has(file)) return;
          entryChunks.add(file);
          c.imports.forEach(visit);
        };
        for (const [file, c] of Object.entries(bundle)) if (c.type === "chunk" && c.isEntry) visit(file);
      },
    },
  };
}

/**
 * Small modules every first load runs (the entry imports them) that screens import as well: the shell's
 * i18n and Chinese texts, Vite's preload helper, and the route table's index and loader (app/sections.ts,
 * routeTableBySection). Left to themselves they were three or four small files of their own, or copied
 * into every screen's chunk that uses them (the i18n: ~3 KB more in each, ~1 MB in all); in one file,
 * each first load is ~2 KB lighter (a file's headers are ~450 bytes).
 */
const shellChunk = /(\/web\/src\/i18n\/(index|light|zh-CN)\.ts|\/web\/src\/app\/(sections|routeTable|lazyRouteTable|sectionLoaders|sectionRoutes)\.ts|vite\/preload-helper(\.js)?)$/;

export default defineConfig({
  plugins: [contractForTheWeb(), routeTableBySection(), formContextWithoutTheFormStack(), react(), nothingRenderBlocking(), precompress(), entryChunksKnown()],
  // Only the app's bundle: the unit tests (web/vitest.config.ts) and TypeScript see the real packages.
  // dayjs: with the app's language, and only in the chunks of screens that show dates (src/i18n/dayjs.ts).
  resolve: { alias: [{ find: /^(react-)?i18next$/, replacement: lightI18n }, { find: /^dayjs$/, replacement: appDayjs }] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(["/api", "/openapi", "/cas", "/files", "/app-config.js"].map((p) => [p, api])),
  },
  build: {
    outDir: "dist",
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : deps.filter((d) => !entryChunks.has(d))) },
    // WEB_ANALYSE=true: source maps and .vite/manifest.json, to see what each chunk carries.
    sourcemap: process.env.WEB_ANALYSE === "true",
    manifest: process.env.WEB_ANALYSE === "true",
    // Every file of a first load is a request with its own headers (~1 KB here): small shared chunks
    // (< 16 KB before minifying) are copied into the chunks that use them instead of being files of their
    // own — a visitor's first page comes in ~25 files instead of ~75, ~45 KB lighter. The small modules
    // of the entry's own that screens import too (shellChunk) are one file, copied nowhere.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { groups: [{ name: "shell", test: shellChunk, includeDependenciesRecursively: false }], experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
      treeshake: { moduleSideEffects: contractSideEffectFree },
    },
  },
});
