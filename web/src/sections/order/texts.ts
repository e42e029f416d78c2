import { addSectionTexts } from "../../i18n";

/** Texts of the public deal feed (/order/list, dealFeed.*). */
const zh = {
  title: "成交动态",
  intro: "商城最近的成交，买家信息已脱敏。",
  bought: "购买了",
  from: "来自 {{area}}",
  shop: "店铺：{{shop}}",
  empty: "还没有成交记录",
  total: "共 {{total}} 条",
};

const en: typeof zh = {
  title: "Recent deals",
  intro: "The mall's latest deals; buyers are anonymised.",
  bought: "bought",
  from: "from {{area}}",
  shop: "Shop: {{shop}}",
  empty: "No deals yet",
  total: "{{total}} deals",
};

addSectionTexts("dealFeed", { zh, en });
