/**
 * npm run bench: throughput of the call pipeline against a bare Fastify route doing the same work,
 * measured in one run on this machine (so the ratio, not the absolute figure, is the result).
 *
 *  site-info: POST /api/system/site/selSystemSiteByParam through the full pipeline (rate limiter,
 *             ticket lookup, validation, envelope, security headers, compression check) versus a
 *             bare Fastify POST route running the same SELECT and returning the same envelope.
 *  catalog:   the goods detail, the goods list and a shop's goods page at 10 000 goods (bench/catalog.ts).
 *  search:    the goods search on 100 000 goods (bench/search.ts), same comparison.
 *  pay:       balance payments through the cashier versus a bare transaction writing the same rows
 *             (bench/pay.ts, with what its numbers showed).
 *  checkout:  an order submitted and paid by balance (8 buyers) versus a bare transaction writing the
 *             same rows (bench/checkout.ts).
 *  cart:      a logged-in buyer's cart and checkout reads — the cart list, the badge count, the check
 *             and the checkout preview — over 40 carts of 10 lines in 4 shops (bench/cart.ts).
 *  Target: the pipeline keeps ≥ 80 % of the bare route's requests per second (site-info, search).
 *  BENCH_ONLY=site-info|catalog|search|pay|checkout|cart runs one of them; harness.ts lists the other settings.
 */
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { buildApp } from "../server/src/app";
import { systemSite } from "../server/src/modules/system/schema";
import { benchDatabase, compare, CONNECTIONS, DURATION } from "./harness";
import { benchCart } from "./cart";
import { benchCatalog } from "./catalog";
import { benchCheckout } from "./checkout";
import { benchPay } from "./pay";
import { benchSearch } from "./search";

async function main() {
  const { config, database, dispose } = await benchDatabase("site");
  const q = await buildApp({ config, database, logger: false });
  await q.app.listen({ port: 0, host: "127.0.0.1" });
  const pipelinePort = (q.app.server.address() as { port: number }).port;

  const bare = Fastify();
  bare.post("/site", async () => {
    const [s] = await database.db.select().from(systemSite).where(eq(systemSite.code, config.SITE_CODE)).limit(1);
    return { code: "0", msg: "成功", data: s };
  });
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const barePort = (bare.server.address() as { port: number }).port;

  console.log(`site-info: ${database.kind}, ${CONNECTIONS} connections, ${DURATION} s per run, runs alternate`);
  await compare(`http://127.0.0.1:${barePort}/site`, `http://127.0.0.1:${pipelinePort}/api/system/site/selSystemSiteByParam`, ["{}"]);

  await bare.close();
  await q.close();
  await dispose();
}

(async () => {
  const only = process.env.BENCH_ONLY; // one of the names above
  if (!only || only === "site-info") await main();
  if (!only || only === "catalog") await benchCatalog();
  if (!only || only === "search") await benchSearch();
  if (!only || only === "pay") await benchPay();
  if (!only || only === "checkout") await benchCheckout();
  if (!only || only === "cart") await benchCart();
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
