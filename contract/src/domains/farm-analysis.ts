import { domain } from "../kit/call";

/** 数据分析（农药、施肥、收支、用工、农机、销售、种养）. */
export const farmAnalysis = domain("farmAnalysis", {});
