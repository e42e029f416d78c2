import { licenceLabels } from "@qinlian/contract";
import { addSectionTexts } from "../i18n";
import { goodsStatusLabels, namesIn, shopStatusLabels } from "./stateLabels";

/**
 * Names of the catalogue's enumerations (goods/shop states — from kit/stateLabels —, goods types,
 * licences …) in both languages, shared by the seller screens, the mall and the operator console: t("catalog.goodsStatus.ON").
 */
const zh = {
  history: { empty: "暂无记录", reason: "原因：{{reason}}" },
  goodsStatus: namesIn(goodsStatusLabels, "zh"),
  goodsType: {
    GOODS: "商城商品",
    SUPPLY: "供应信息",
    DEMAND: "求购信息",
    PACKAGE: "套餐",
    SOIL_TRUSTEESHIP: "土地托管",
    SOIL_FLOW: "土地流转",
    SERVICE_SUPPLY: "农事服务",
    SERVICE_DEMAND: "服务需求",
  },
  shopStatus: namesIn(shopStatusLabels, "zh"),
  licenceKind: licenceLabels,

  customerLevel: { STRATEGIC: "战略客户", KEY: "重点客户", NORMAL: "普通客户" },
  purchaseCycle: { ONCE: "单次采购", WEEKLY: "每周", MONTHLY: "每月", LONG_TERM: "长期采购" },
  landType: { FARMLAND: "耕地", WOODLAND: "林地", GRASSLAND: "草地", BREEDING: "养殖用地", OTHER: "其他" },
  flowMode: { LEASE: "出租", SUBCONTRACT: "转包", SHARE: "入股", TRANSFER: "转让" },
  serviceType: { PLOUGH: "耕地", SOW: "播种", PROTECT: "植保", HARVEST: "收获", EPIDEMIC: "防疫", FEEDING: "代养", TRANSPORT: "运输", OTHER: "其他" },
  payPlan: { FULL: "全款", DEPOSIT: "定金 + 尾款", CREDIT: "账期" },
  advertLink: { NONE: "无链接", GOODS: "商品", SHOP: "店铺", URL: "网址" },
  advertStatus: { ON: "启用", OFF: "停用" },
  addressKind: { PICKUP: "自提点", RETURN: "退货地址" },
  priceSource: { CUSTOMER: "客户价", MEMBER: "会员价", LIST: "标价" },
  negotiable: "面议",
  shopField: {
    name: "店铺名称",
    owner: "店主",
    scope: "经营范围",
    mainCategory: "主营类目",
    area: "所在地区",
    address: "详细地址",
    contactName: "联系人",
    contactMobile: "联系电话",
    servicePhone: "客服电话",
    logo: "店铺 Logo",
    licences: "资质证照",
    longTerm: "长期有效",
    addresses: "自提点与退货地址",
    default: "默认",
    intro: "店铺简介",
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<typeof zh> = {
  history: { empty: "No history yet", reason: "Reason: {{reason}}" },
  goodsStatus: namesIn(goodsStatusLabels, "en"),
  goodsType: {
    GOODS: "Mall goods",
    SUPPLY: "Supply post",
    DEMAND: "Demand post",
    PACKAGE: "Package",
    SOIL_TRUSTEESHIP: "Land trusteeship",
    SOIL_FLOW: "Land transfer",
    SERVICE_SUPPLY: "Farming service",
    SERVICE_DEMAND: "Service request",
  },
  shopStatus: namesIn(shopStatusLabels, "en"),
  licenceKind: {
    BUSINESS_LICENCE: "Business licence",
    ID_CARD: "ID card",
    ANIMAL_EPIDEMIC: "Animal epidemic prevention certificate",
    VET_DRUG: "Veterinary drug trading licence",
    BREEDING: "Breeding stock licence",
    SEED: "Seed licence",
    PESTICIDE: "Pesticide trading licence",
    FEED: "Feed trading filing",
    FOOD: "Food trading licence",
    OTHER: "Other licence",
  },
  customerLevel: { STRATEGIC: "Strategic", KEY: "Key account", NORMAL: "Regular" },
  purchaseCycle: { ONCE: "One-off", WEEKLY: "Weekly", MONTHLY: "Monthly", LONG_TERM: "Long-term" },
  landType: { FARMLAND: "Farmland", WOODLAND: "Woodland", GRASSLAND: "Grassland", BREEDING: "Livestock land", OTHER: "Other" },
  flowMode: { LEASE: "Lease", SUBCONTRACT: "Subcontract", SHARE: "Equity share", TRANSFER: "Transfer" },
  serviceType: { PLOUGH: "Ploughing", SOW: "Sowing", PROTECT: "Crop protection", HARVEST: "Harvesting", EPIDEMIC: "Vaccination", FEEDING: "Contract rearing", TRANSPORT: "Transport", OTHER: "Other" },
  payPlan: { FULL: "Full payment", DEPOSIT: "Deposit + balance", CREDIT: "Credit terms" },
  advertLink: { NONE: "No link", GOODS: "Goods", SHOP: "Shop", URL: "Web address" },
  advertStatus: { ON: "On", OFF: "Off" },
  addressKind: { PICKUP: "Pickup point", RETURN: "Return address" },
  priceSource: { CUSTOMER: "Customer price", MEMBER: "Member price", LIST: "List price" },
  negotiable: "Negotiable",
  shopField: {
    name: "Shop name",
    owner: "Owner",
    scope: "Business scope",
    mainCategory: "Main category",
    area: "Region",
    address: "Street address",
    contactName: "Contact person",
    contactMobile: "Contact mobile",
    servicePhone: "Service phone",
    logo: "Logo",
    licences: "Licences",
    longTerm: "No expiry",
    addresses: "Pickup points and return addresses",
    default: "Default",
    intro: "Introduction",
  },
};

addSectionTexts("catalog", { zh, en });
