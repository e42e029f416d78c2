import { addSectionTexts } from "../../i18n";

const zh = {
  title: "采购大厅",
  intro: "采购商发布的求购信息，供货商可直接联系洽谈",
  keyword: "关键字",
  keywordPlaceholder: "求购的商品，如 玉米、蛋鸡苗",
  category: "类目",
  area: "地区",
  columns: { name: "求购商品", quantity: "求购数量", price: "期望价格", area: "收货地区", cycle: "采购周期", validUntil: "有效期至", publishedAt: "发布时间" },
  cycles: { ONCE: "单次", WEEKLY: "每周", MONTHLY: "每月", LONG_TERM: "长期" },
  negotiable: "面议",
  empty: "暂无求购信息",
  detail: "求购详情",
  notFound: "求购信息不存在或已过期",
  publisher: "采购方",
  contact: "联系人",
  phone: "联系电话",
  phoneHidden: "登录后查看完整号码",
  description: "补充说明",
  more: "更多求购",
  publish: "发布求购",
};

const en: typeof zh = {
  title: "Purchasing hall",
  intro: "What buyers are looking for — suppliers can contact them directly",
  keyword: "Keyword",
  keywordPlaceholder: "What is wanted, e.g. corn, layer chicks",
  category: "Category",
  area: "Region",
  columns: { name: "Wanted", quantity: "Quantity", price: "Expected price", area: "Deliver to", cycle: "Frequency", validUntil: "Valid until", publishedAt: "Posted" },
  cycles: { ONCE: "Once", WEEKLY: "Weekly", MONTHLY: "Monthly", LONG_TERM: "Long term" },
  negotiable: "Negotiable",
  empty: "No purchase requests yet",
  detail: "Purchase request",
  notFound: "This purchase request does not exist or has expired",
  publisher: "Buyer",
  contact: "Contact",
  phone: "Phone",
  phoneHidden: "Log in to see the full number",
  description: "Notes",
  more: "More requests",
  publish: "Post a request",
};

addSectionTexts("hall", { zh, en });
