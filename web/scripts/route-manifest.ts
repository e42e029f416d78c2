// Writes dist/routes.json after `vite build`: every route pattern the web serves with its { zh, en }
// title, and the paths it rewrites to them. The server answers 404 for any other path and puts the
// route's title in the page's head (server/src/kit/spa.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { activeRewrites } from "../src/app/rewrites";
import { allRoutes } from "../src/app/sections";

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const seen = new Set<string>();
const routes = allRoutes.flatMap((r) => (seen.has(r.path) ? [] : (seen.add(r.path), [{ path: r.path, title: r.title }])));
// the web's own error pages are routes too
const manifest = { routes, rewrites: activeRewrites().map(([from]) => from) };
mkdirSync(dist, { recursive: true });
writeFileSync(join(dist, "routes.json"), `${JSON.stringify(manifest, null, 1)}\n`);
process.stdout.write(`routes.json: ${routes.length} routes, ${manifest.rewrites.length} rewrites\n`);
