import { existsSync } from "node:fs";
import { searchInput } from "@qinlian/contract";
import { buildApp } from "./src/app";
import { loadConfig } from "./src/config";
import { openDatabase } from "./src/kit/db";
import { syncPlatformData } from "./src/modules";
import { searchIds } from "./src/modules/search/service";
import { goodsCardsByIds } from "./src/modules/search/cards";
import { writeSyntheticIndex } from "./src/modules/search/synthetic";
const dir = "/tmp/proto/pg100k";
const fresh = !existsSync(dir);
const config = loadConfig({ LOG_LEVEL: "warn", JOBS_ENABLED: "false", DATA_DIR: "/tmp/proto/dd" });
const d = await openDatabase({ dataDir: dir });
if (fresh) { await syncPlatformData(d.db, config); await writeSyntheticIndex(d.db, { count: 100000, withGoods: true, shops: 500, prefix: "b" }); }
const q = await buildApp({ config, database: d, logger: false });
const ctx = q.systemCtx();
const QUERIES: Record<string, unknown>[] = [
  { keyword: "蛋鸡" }, { keyword: "饲料", sort: "SALES" }, { keyword: "疫苗" }, { keyword: "鸡苗", categoryId: "01" }, { keyword: "玉米", pageNum: 2 },
  { keyword: "褐壳蛋鸡苗" }, { keyword: "自动料线 现货" }, { keyword: "沂蒙", sort: "NEWEST" }, { categoryId: "0401", sort: "PRICE_ASC" },
  { keyword: "兽药", areaCode: "370000", priceMax: 10_000 }, {}, { keyword: "鸭", facets: false },
];
for (const x of QUERIES) {
  const input = searchInput.parse({ pageSize: 20, ...x });
  const times: string[] = [];
  for (let i = 0; i < 2; i++) {
    let t = performance.now(); const r = await searchIds(ctx, input); const a = performance.now() - t;
    t = performance.now(); await goodsCardsByIds(ctx, r.ids); const b = performance.now() - t;
    times.push(`ids ${a.toFixed(0)} cards ${b.toFixed(0)} (total ${r.total})`);
  }
  console.log(JSON.stringify(x), times.join(" | "));
}
await q.close(); await d.close();
