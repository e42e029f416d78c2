import type { Config } from "../../config";
import type { Db } from "../../kit/db";
import { dailyHandler, scheduleDaily, type DailyJob } from "../../kit/jobs/daily";
import { snapshot } from "./service";

/** The day's LISTING quotation, taken at 23:50 China time from what is on sale then. */
export const quotationDaily: DailyJob = {
  kind: "quotation.snapshot",
  hour: 23,
  minute: 50,
  async run(ctx, day) {
    const rows = await snapshot(ctx, day);
    ctx.log.info({ day, rows }, "price quotation snapshot taken");
  },
};

export const quotationJobHandler = dailyHandler(quotationDaily);

export const scheduleQuotationSnapshots = (db: Db, config: Config) => scheduleDaily(db, config, quotationDaily);
