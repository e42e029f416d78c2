import { sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../kit/db";
import { excluded } from "../../kit/sql";
import { areaRows } from "./data/areas";
import { categoryRows } from "./data/categories";
import { dictDefs } from "./data/dicts";
import { systemArea, systemCategory, systemDict, systemItem, systemSite } from "./schema";

const chunk = <T>(xs: T[], n: number): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/** Areas, dictionaries, categories and the site record, written idempotently at every start. */
export async function syncSystemData(db: Db, config: Pick<Config, "SITE_CODE" | "SITE_NAME">): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(systemArea);
    const areas = areaRows();
    if (n !== areas.length) {
      for (const part of chunk(areas, 1000)) {
        await tx
          .insert(systemArea)
          .values(part)
          .onConflictDoUpdate({ target: systemArea.code, set: { name: excluded(systemArea.name), level: excluded(systemArea.level), parentCode: excluded(systemArea.parentCode) } });
      }
    }
    for (const d of dictDefs) {
      await tx
        .insert(systemDict)
        .values({ code: d.code, name: d.name, nameEn: d.nameEn })
        .onConflictDoUpdate({ target: systemDict.code, set: { name: d.name, nameEn: d.nameEn } });
      await tx
        .insert(systemItem)
        .values(d.items.map(([code, name, nameEn, ext], i) => ({ dictCode: d.code, code, name, nameEn, ext: ext ?? null, sort: (i + 1) * 10 })))
        .onConflictDoUpdate({
          target: [systemItem.dictCode, systemItem.code],
          set: { name: excluded(systemItem.name), nameEn: excluded(systemItem.nameEn), sort: excluded(systemItem.sort), ext: excluded(systemItem.ext) },
        });
    }
    await tx
      .insert(systemCategory)
      .values(categoryRows())
      .onConflictDoUpdate({
        target: systemCategory.id,
        set: { parentId: excluded(systemCategory.parentId), name: excluded(systemCategory.name), nameEn: excluded(systemCategory.nameEn), level: excluded(systemCategory.level), sort: excluded(systemCategory.sort) },
      });
    await tx
      .insert(systemSite)
      .values({
        code: config.SITE_CODE,
        name: "禽链",
        titleSuffix: config.SITE_NAME,
        hotline: "400-618-0531",
        contacts: [
          { label: "客服热线", value: "400-618-0531" },
          { label: "客服邮箱", value: "service@qinlian.example.cn" },
          { label: "服务时间", value: "周一至周日 8:00-20:00" },
        ],
        regionCode: "370000",
      })
      .onConflictDoUpdate({ target: systemSite.code, set: { titleSuffix: config.SITE_NAME } });
  });
}
