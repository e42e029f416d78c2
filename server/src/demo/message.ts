import type { Ctx } from "../kit/context";

/** Demo data of the message module (站内消息（提醒、预警送达的消息，已读与删除）). */
export async function loadMessageDemo(_ctx: Ctx): Promise<void> {}
