/** Platform dictionaries. Loaded at every start (added and updated, never removed: items may be in use). */
export interface DictDef {
  code: string;
  name: string;
  nameEn: string;
  items: readonly (readonly [code: string, zh: string, en: string, ext?: Record<string, unknown>])[];
}

export const dictDefs: readonly DictDef[] = [
  {
    code: "UNIT",
    name: "计量单位",
    nameEn: "Units",
    items: [
      ["YU", "羽", "bird"], ["ZHI", "只", "head"], ["TOU", "头", "head (livestock)"], ["MEI", "枚", "piece (egg)"],
      ["JIN", "斤", "jin (500 g)"], ["KG", "公斤", "kg"], ["DUN", "吨", "tonne"], ["XIANG", "箱", "case"],
      ["DAI", "袋", "bag"], ["PING", "瓶", "bottle"], ["HE", "盒", "box"], ["TAO", "套", "set"],
      ["TAI", "台", "unit (machine)"], ["JIAN", "件", "item"], ["MU", "亩", "mu (666.7 m²)"], ["CI", "次", "service"],
    ],
  },
  {
    code: "ENTERPRISE_TYPE",
    name: "企业类型",
    nameEn: "Enterprise types",
    items: [
      ["FARM", "养殖企业", "Farming company"], ["HATCHERY", "孵化场", "Hatchery"], ["FEED", "饲料企业", "Feed mill"],
      ["VET", "兽药疫苗企业", "Veterinary supplier"], ["PROCESSOR", "屠宰加工企业", "Processor"],
      ["TRADER", "贸易商", "Trader"], ["COOP", "农民专业合作社", "Farmers' cooperative"],
      ["FAMILY_FARM", "家庭农场", "Family farm"], ["SERVICE", "农业服务组织", "Agricultural service provider"],
    ],
  },
  {
    code: "LOGISTICS",
    name: "配送方式",
    nameEn: "Delivery methods",
    items: [
      ["EXPRESS", "物流配送", "Carrier delivery"], ["SELLER", "卖家送货", "Seller delivers"],
      ["PICKUP", "买家自提", "Buyer pickup"], ["COLD_CHAIN", "冷链配送", "Cold-chain delivery"],
      ["LIVE_TRANSPORT", "活禽专车", "Live-bird transport"],
    ],
  },
  {
    code: "PLATFORM_INFO",
    name: "平台运营信息",
    nameEn: "Platform operator",
    items: [
      // [key, value in Chinese, value in English] (platformInfo hands both to the web)
      ["operatorName", "山东禽链供应链管理有限公司", "Shandong Qinlian Supply Chain Management Co., Ltd."],
      ["serviceHotline", "400-618-0531", "400-618-0531"],
      ["serviceHours", "周一至周日 8:00-20:00", "Mon–Sun 8:00–20:00"],
      ["serviceEmail", "service@qinlian.example.cn", "service@qinlian.example.cn"],
      ["address", "山东省济南市历下区经十路 17703 号", "17703 Jingshi Road, Lixia District, Jinan, Shandong"],
      ["copyright", "© 2026 山东禽链供应链管理有限公司", "© 2026 Shandong Qinlian Supply Chain Management Co., Ltd."],
    ],
  },
];
