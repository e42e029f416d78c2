import { sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { cmsAdvert } from "./schema";

export interface SlotDef {
  code: string;
  name: string;
  width: number;
  height: number;
  maxItems: number;
  description: string;
}

/** The platform's advert slots (platform data, written at every start). */
export const platformSlots: readonly SlotDef[] = [
  { code: "HOME_BANNER", name: "首页轮播", width: 1200, height: 400, maxItems: 5, description: "商城首页顶部大图轮播" },
  { code: "HOME_SIDE", name: "首页右侧推荐", width: 280, height: 200, maxItems: 2, description: "首页轮播右侧的小图" },
  { code: "HOME_FLOOR_1", name: "首页楼层 1（禽苗种禽）", width: 390, height: 480, maxItems: 1, description: "首页第一楼层左侧图" },
  { code: "HOME_FLOOR_2", name: "首页楼层 2（饲料）", width: 390, height: 480, maxItems: 1, description: "首页第二楼层左侧图" },
  { code: "HOME_FLOOR_3", name: "首页楼层 3（兽药疫苗）", width: 390, height: 480, maxItems: 1, description: "首页第三楼层左侧图" },
  { code: "HOME_FLOOR_4", name: "首页楼层 4（养殖设备）", width: 390, height: 480, maxItems: 1, description: "首页第四楼层左侧图" },
  { code: "GOODS_HOME_BANNER", name: "商品频道轮播", width: 1200, height: 360, maxItems: 5, description: "/goods/home 顶部轮播" },
  { code: "PURCHASING_HALL_BANNER", name: "采购大厅横幅", width: 1200, height: 200, maxItems: 3, description: "/purchasingHall/index 顶部横幅" },
];

/** Slots every shop gets (created the first time the shop owner opens their advert list). */
export const shopSlots: readonly SlotDef[] = [
  { code: "SHOP_BANNER", name: "店铺轮播", width: 1200, height: 400, maxItems: 5, description: "店铺首页顶部轮播" },
  { code: "SHOP_SIGN", name: "店招", width: 1200, height: 120, maxItems: 1, description: "店铺页头部的店招图" },
];

export async function syncAdvertSlots(db: Db): Promise<void> {
  for (const [i, s] of platformSlots.entries()) {
    await db
      .insert(cmsAdvert)
      .values({ ...s, scope: "PLATFORM", sort: (i + 1) * 10 })
      .onConflictDoUpdate({
        target: cmsAdvert.code,
        targetWhere: sql`${cmsAdvert.scope} = 'PLATFORM'`,
        set: { name: s.name, width: s.width, height: s.height, maxItems: s.maxItems, description: s.description, sort: (i + 1) * 10 },
      });
  }
}
