import { z } from "zod";

/** Licence kinds a shop uploads (营业执照, 身份证, the regulated categories' permits …). */
export const licenceKind = z
  .enum(["BUSINESS_LICENCE", "ID_CARD", "ANIMAL_EPIDEMIC", "VET_DRUG", "BREEDING", "SEED", "PESTICIDE", "FEED", "FOOD", "OTHER"])
  .describe(
    "证照类型：营业执照、身份证、动物防疫条件合格证、兽药经营许可证、种畜禽生产经营许可证、种子生产经营许可证、农药经营许可证、饲料经营备案、食品经营许可证、其他",
  );
export type LicenceKind = z.infer<typeof licenceKind>;

/**
 * The Chinese name of each licence kind, declared once: the server's required-licence checklist and
 * messages, and the web's labels (its English names are the web's translation).
 */
export const licenceLabels: Record<LicenceKind, string> = {
  BUSINESS_LICENCE: "营业执照",
  ID_CARD: "身份证",
  ANIMAL_EPIDEMIC: "动物防疫条件合格证",
  VET_DRUG: "兽药经营许可证",
  BREEDING: "种畜禽生产经营许可证",
  SEED: "种子生产经营许可证",
  PESTICIDE: "农药经营许可证",
  FEED: "饲料经营备案",
  FOOD: "食品经营许可证",
  OTHER: "其他证照",
};
