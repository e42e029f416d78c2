import { domain } from "../kit/call";

/** 农事记录（记录模板、记录、批次、病害分类）. */
export const farmRecord = domain("farmRecord", {});
