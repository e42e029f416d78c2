import { addSectionTexts } from "../i18n";

/**
 * Names of the catalogue's enumerations (goods/shop states, goods types, licences …) in both
 * languages, shared by the seller screens, the mall and the operator console: t("catalog.goodsStatus.ON").
 */
const zh = {
  goodsStatus: { DRAFT: "草稿", PENDING: "待审核", ON: "已上架", OFF: "已下架", REJECTED: "已驳回" },
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
  shopStatus: { DRAFT: "草稿", SUBMITTED: "待审核", APPROVED: "审核通过", REJECTED: "已驳回", OPEN: "营业中", CLOSED: "已关闭" },
  licenceKind: {
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
  },
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
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<typeof zh> = {
  goodsStatus: { DRAFT: "Draft", PENDING: "In review", ON: "On shelf", OFF: "Off shelf", REJECTED: "Rejected" },
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
  shopStatus: { DRAFT: "Draft", SUBMITTED: "In review", APPROVED: "Approved", REJECTED: "Rejected", OPEN: "Open", CLOSED: "Closed" },
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
};

addSectionTexts("catalog", { zh, en });
