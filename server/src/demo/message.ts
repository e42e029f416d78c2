import type { Ctx } from "../kit/context";
import { sendMessage } from "../modules/message";

/**
 * Demo: the platform's welcome notice to the demo farmer (张建国). The farm reminders and the weather
 * alert of the demo arrive the way real ones do, from the plan and weather demos' delivery runs.
 */
export async function loadMessageDemo(ctx: Ctx): Promise<void> {
  await sendMessage(ctx, {
    memberId: "demo-buyer",
    kind: "SYSTEM",
    title: "欢迎使用禽链农场管理",
    body: "地块、农事记录、农资库存、计划提醒、天气预警和溯源都在“农场管理”里。到期的农事提醒和天气预警会发到消息中心。",
    link: "/farmingManage/index",
    dedupeKey: "demo:welcome",
  });
}
