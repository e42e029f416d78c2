import { pick } from "../../../i18n";

/**
 * Names of the platform's role codes (server identity/funcs.ts roleDefs), for every screen that lists
 * roles: the member centre, the operator console. A code not listed here shows as itself.
 */
export const roleLabels: Record<string, { zh: string; en: string }> = {
  BUYER: { zh: "买家", en: "Buyer" },
  SELLER: { zh: "卖家", en: "Seller" },
  SHOP_OWNER: { zh: "店主", en: "Shop owner" },
  FARMER: { zh: "养殖/种植户", en: "Farmer" },
  EXPERT: { zh: "专家", en: "Expert" },
  SERVICE_PROVIDER: { zh: "服务商", en: "Service provider" },
  ENTERPRISE_ADMIN: { zh: "企业管理员", en: "Enterprise admin" },
  EMP_SALES: { zh: "销售员", en: "Sales staff" },
  EMP_PURCHASE: { zh: "采购员", en: "Purchasing staff" },
  EMP_FINANCE: { zh: "财务", en: "Finance staff" },
  EMP_LOGISTICS: { zh: "仓储物流", en: "Warehouse & logistics staff" },
  EMP_FARM: { zh: "场长/技术员", en: "Farm staff" },
  OPERATOR: { zh: "平台运营", en: "Platform operator" },
};

export const roleLabel = (code: string, lang?: string): string => (roleLabels[code] ? pick(roleLabels[code], lang) : code);
