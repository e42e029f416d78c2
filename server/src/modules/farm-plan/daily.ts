import { dailyHandler, type DailyJob } from "../../kit/jobs/daily";
import { deliverDay } from "./service";

/** The day's reminders, sent at 06:00 China time: every PENDING listing due that day, once per listing and day. */
export const remindDaily: DailyJob = {
  kind: "farmPlan.remind",
  hour: 6,
  minute: 0,
  async run(ctx, day) {
    const sent = await deliverDay(ctx, day);
    ctx.log.info({ day, sent }, "farm reminders delivered");
  },
};

export const remindJobHandler = dailyHandler(remindDaily);

