import { sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { pointRule } from "./schema";

type Rule = typeof pointRule.$inferInsert;

/**
 * The platform's points rules. Earning: registration, daily sign-in, completed orders (1 point per
 * yuan paid), reviews, a complete profile, adopted answers. Spending: 100 points = 1 yuan off an
 * order, up to 10 % of it. Reversal: points from an order that is refunded are taken back.
 */
export const pointRules: readonly Omit<Rule, "sort">[] = [
  { code: "REGISTER", name: "注册奖励", nameEn: "Sign-up bonus", kind: "EARN", points: 100, unit: "ONCE", dailyLimit: null,
    description: "注册成为平台会员，一次性获得 100 积分。", descriptionEn: "100 points once, when you join the platform." },
  { code: "PROFILE_COMPLETE", name: "完善资料", nameEn: "Complete profile", kind: "EARN", points: 20, unit: "ONCE", dailyLimit: null,
    description: "首次完善头像、昵称、真实姓名等个人资料，一次性获得 20 积分。", descriptionEn: "20 points once, the first time your profile is complete (avatar, nickname, real name)." },
  { code: "DAILY_SIGN_IN", name: "每日签到", nameEn: "Daily sign-in", kind: "EARN", points: 5, unit: "PER_DAY", dailyLimit: 5,
    description: "每天登录并签到获得 5 积分，每天限 1 次。", descriptionEn: "5 points a day for signing in, once a day." },
  { code: "ORDER_COMPLETE", name: "完成订单", nameEn: "Completed order", kind: "EARN", points: 1, unit: "PER_YUAN", dailyLimit: 5000,
    description: "订单确认收货后，按实付金额每元得 1 积分（不足 1 元的部分不计），每天最多 5000 积分。",
    descriptionEn: "1 point per yuan paid (whole yuan), when you confirm receipt; at most 5,000 points a day." },
  { code: "EVALUATE", name: "评价商品", nameEn: "Review", kind: "EARN", points: 10, unit: "PER_TIME", dailyLimit: 50,
    description: "确认收货后评价商品，每条评价得 10 积分，每天最多 50 积分。", descriptionEn: "10 points per goods review after receipt; at most 50 points a day." },
  { code: "EVALUATE_IMAGE", name: "晒图评价", nameEn: "Review with photos", kind: "EARN", points: 10, unit: "PER_TIME", dailyLimit: 50,
    description: "评价时上传实拍图片，每条额外得 10 积分，每天最多 50 积分。", descriptionEn: "10 extra points per review with your own photos; at most 50 points a day." },
  { code: "ANSWER_ADOPTED", name: "回答被采纳", nameEn: "Answer adopted", kind: "EARN", points: 20, unit: "PER_TIME", dailyLimit: 100,
    description: "在农事百科中的回答被提问者采纳，每次得 20 积分，每天最多 100 积分。", descriptionEn: "20 points when your answer in the farming Q&A is adopted; at most 100 points a day." },
  { code: "ORDER_DEDUCT", name: "积分抵现", nameEn: "Pay with points", kind: "SPEND", points: 100, unit: "DEDUCT_YUAN", dailyLimit: null,
    description: "下单时每 100 积分抵 1 元，最多抵扣订单实付金额的 10%；订单取消后积分退回。",
    descriptionEn: "100 points = 1 yuan off an order, up to 10 % of the amount paid; returned if the order is cancelled." },
  { code: "ORDER_REFUND", name: "退款扣回", nameEn: "Refund reversal", kind: "SPEND", points: 1, unit: "PER_YUAN", dailyLimit: null,
    description: "订单退款时，扣回该订单按退款金额所得的积分。", descriptionEn: "When an order is refunded, the points it earned are taken back in proportion." },
];

export async function syncPointRules(db: Db): Promise<void> {
  await db
    .insert(pointRule)
    .values(pointRules.map((r, i) => ({ ...r, sort: (i + 1) * 10 })))
    .onConflictDoUpdate({
      target: pointRule.code,
      set: {
        name: sql`excluded.name`,
        nameEn: sql`excluded.name_en`,
        kind: sql`excluded.kind`,
        points: sql`excluded.points`,
        unit: sql`excluded.unit`,
        dailyLimit: sql`excluded.daily_limit`,
        description: sql`excluded.description`,
        descriptionEn: sql`excluded.description_en`,
        sort: sql`excluded.sort`,
      },
    });
}
