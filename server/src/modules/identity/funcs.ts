/**
 * The platform's function tree (top menu → menu group → page) and role templates.
 * Codes are dotted paths, so a role can be granted a whole branch by its prefix.
 * Paths are the spec's web routes; the web left menu hides entries whose route it does not serve yet.
 * Loaded into auth_func / auth_role / auth_role_func at every start (platform data, not user data).
 */
export type FuncDef = readonly [code: string, zh: string, en: string, path: string | null, children?: readonly FuncDef[]];

const page = (code: string, zh: string, en: string, path: string): FuncDef => [code, zh, en, path];

export const funcTree: readonly FuncDef[] = [
  ["transaction", "交易中心", "Trading", "/transaction/index", [
    ["transaction.buy", "我是买家", "Buying", null, [
      page("transaction.buy.myOrder", "我的订单", "My orders", "/transaction/myOrder"),
      page("transaction.buy.orderService", "退款/售后", "Refunds & after-sale", "/transaction/myOrder/orderService"),
      page("transaction.buy.myAgreementOrder", "我的协议订单", "My agreement orders", "/transaction/myAgreementOrder"),
      page("transaction.buy.coupon", "我的优惠券", "My coupons", "/transaction/coupon"),
      page("transaction.buy.myBidding", "我的竞价", "My bids", "/transaction/myBiddingManage"),
      page("transaction.buy.myMargin", "我的保证金", "My deposits", "/transaction/myMarginList"),
      page("transaction.buy.myDemand", "我的求购", "My demand posts", "/transaction/myDemand"),
      page("transaction.buy.invoiceApply", "发票申请", "Invoice requests", "/transaction/invoice/invoiceApplyList"),
      page("transaction.buy.favGoods", "商品收藏", "Saved goods", "/transaction/spsc"),
      page("transaction.buy.favShop", "店铺收藏", "Saved shops", "/transaction/dpsc"),
      page("transaction.buy.favArticle", "资讯收藏", "Saved articles", "/transaction/zxsc"),
    ]],
    ["transaction.sell", "我是卖家", "Selling", null, [
      page("transaction.sell.orderManage", "订单管理", "Orders", "/transaction/orderManage"),
      page("transaction.sell.agreementOrder", "协议订单管理", "Agreement orders", "/transaction/agreementOrderManage"),
      page("transaction.sell.sendStat", "发货统计", "Shipping statistics", "/transaction/orderStat/sendStat"),
      page("transaction.sell.evaluation", "评价管理", "Reviews", "/transaction/orderEvaluationManage"),
      page("transaction.sell.logistics", "物流跟踪", "Logistics", "/transaction/orderManage/orderLogistics"),
      page("transaction.sell.mySupply", "我的供应", "My supply posts", "/transaction/mySupply"),
      page("transaction.sell.customer", "客户管理", "Customers", "/transaction/customerManage"),
      page("transaction.sell.custPrice", "客户价格", "Customer prices", "/transaction/custPrice"),
      page("transaction.sell.checkBill", "对账单", "Statements", "/transaction/checkBill_sell"),
      page("transaction.sell.report", "销售报表", "Sales report", "/transaction/report"),
      page("transaction.sell.invoice", "开票管理", "Invoices", "/transaction/invoice/invoiceList"),
      page("transaction.sell.address", "退货地址", "Return addresses", "/transaction/addressManage"),
      page("transaction.sell.favDemand", "求购收藏", "Saved demand posts", "/transaction/qgsc"),
    ]],
    ["transaction.shop", "店铺管理", "My shop", null, [
      page("transaction.shop.open", "开店申请", "Open a shop", "/transaction/enterpriseOpenShop"),
      page("transaction.shop.manage", "店铺设置", "Shop settings", "/transaction/shopManage"),
      page("transaction.shop.goods", "商品管理", "Goods", "/transaction/goodsManage"),
      page("transaction.shop.goodsOneMan", "个人商品", "My goods", "/transaction/goodsManageOneMan"),
      page("transaction.shop.goodsType", "店铺分类", "Shop categories", "/transaction/goodsTypeManage"),
      page("transaction.shop.recommend", "店铺推荐", "Recommendations", "/transaction/shopRecommendManage"),
      page("transaction.shop.advert", "店铺广告", "Shop adverts", "/transaction/shopAdvertSpList"),
      page("transaction.shop.package", "套餐管理", "Packages", "/transaction/packageManage"),
      page("transaction.shop.ticket", "店铺优惠券", "Shop coupons", "/transaction/shopTicket"),
      page("transaction.shop.freight", "运费模板", "Freight templates", "/transaction/freightTemplateList"),
      page("transaction.shop.promotion", "促销管理", "Promotions", "/transaction/promotionManage"),
      page("transaction.shop.advanceSale", "预售管理", "Presale", "/transaction/advanceSaleManage"),
      page("transaction.shop.extract", "自提点", "Pickup points", "/transaction/extractManage"),
    ]],
    ["transaction.bidding", "竞价与保证金", "Auctions & deposits", null, [
      page("transaction.bidding.goods", "竞价采购", "Buy auctions", "/transaction/goodsBiddingManage"),
      page("transaction.bidding.sell", "竞价销售", "Sell auctions", "/transaction/biddingSellManage"),
      page("transaction.bidding.mySell", "我的竞卖", "My sell bids", "/transaction/myBiddingSellManage"),
      page("transaction.bidding.allot", "竞价分配", "Allotment", "/transaction/allotBiddingSellManage"),
      page("transaction.bidding.sellMargin", "销售保证金", "Sell deposits", "/transaction/mySellMarginList"),
      page("transaction.bidding.publishMargin", "发布保证金", "Published deposits", "/transaction/myPublishMarginList"),
      page("transaction.bidding.publishSellMargin", "竞卖发布保证金", "Sell-auction deposits", "/transaction/myPublishSellMarginList"),
    ]],
    ["transaction.agreement", "协议管理", "Agreements", null, [
      page("transaction.agreement.buy", "采购协议", "Purchase agreements", "/transaction/agreement/manage/buy"),
      page("transaction.agreement.sell", "销售协议", "Sales agreements", "/transaction/agreement/manage/sell"),
      page("transaction.agreement.goods", "协议商品", "Agreement goods", "/transaction/agreementGoodsManage"),
    ]],
    ["transaction.staff", "客户与服务", "Customers & services", null, [
      page("transaction.staff.customers", "业务员客户", "Staff customers", "/transaction/staff/customerList"),
      page("transaction.staff.process", "服务流程", "Service processes", "/transaction/service/processList"),
    ]],
  ]],
  ["financial", "财务中心", "Finance", "/financial/index", [
    ["financial.account", "资金账户", "Accounts", null, [
      page("financial.account.index", "账户总览", "Overview", "/financial/index"),
      page("financial.account.balance", "账户余额", "Balance", "/financial/balance"),
      page("financial.account.bankCard", "银行卡", "Bank cards", "/financial/BankAccount"),
      page("financial.account.security", "安全设置", "Security", "/financial/securitySettings"),
      page("financial.account.loan", "我的贷款", "My loans", "/financial/credit/myLoan"),
    ]],
  ]],
  ["farmingManage", "农场管理", "Farm", "/farmingManage/index", [
    ["farmingManage.land", "地块", "Land", null, [
      page("farmingManage.land.index", "农场首页", "Farm home", "/farmingManage/index"),
      page("farmingManage.land.farmlands", "地块管理", "Plots", "/farmingManage/farmlands"),
      page("farmingManage.land.map", "地图模式", "Map", "/farmingManageMap/index"),
      page("farmingManage.land.farmList", "农场列表", "Farms", "/farmingManage/farmList"),
    ]],
    ["farmingManage.record", "农事记录", "Records", null, [
      page("farmingManage.record.list", "农事记录", "Farm records", "/farmingManage/record/FEED"),
      page("farmingManage.record.working", "农事作业", "Field work", "/farmingManage/farmingWorking"),
      page("farmingManage.record.growLogs", "生长日志", "Growth logs", "/farmingManage/growLogs"),
      page("farmingManage.record.watchLogs", "巡田日志", "Inspection logs", "/farmingManage/watchLogs"),
      page("farmingManage.record.back", "溯源管理", "Traceability", "/farmingManage/backManage"),
      page("farmingManage.record.book", "记账本", "Bookkeeping", "/farmingManage/list"),
    ]],
    ["farmingManage.plan", "计划与提醒", "Plans & reminders", null, [
      page("farmingManage.plan.plantPlan", "种养计划", "Plans", "/farmingManage/plantPlan"),
      page("farmingManage.plan.production", "生产提醒", "Production reminders", "/farmingManage/productionRemind"),
      page("farmingManage.plan.weather", "天气预警", "Weather alerts", "/farmingManage/weatherRemind"),
    ]],
    ["farmingManage.material", "农资与库存", "Materials & stock", null, [
      page("farmingManage.material.index", "农资管理", "Materials", "/farmingManage/material/index"),
      page("farmingManage.material.stock", "库存管理", "Stock", "/farmingManage/stockManage"),
      page("farmingManage.material.stockInto", "入库管理", "Stock in", "/farmingManage/stockIntoManage"),
      page("farmingManage.material.stockOut", "出库管理", "Stock out", "/farmingManage/stockOutManage"),
      page("farmingManage.material.store", "仓库管理", "Stores", "/farmingManage/storeManage"),
    ]],
    ["farmingManage.analysis", "数据分析", "Analysis", null, [
      page("farmingManage.analysis.ny", "农药使用", "Pesticides", "/farmingManage/nyDatas"),
      page("farmingManage.analysis.sf", "施肥分析", "Fertiliser", "/farmingManage/sfDatas"),
      page("farmingManage.analysis.sz", "收支分析", "Income & costs", "/farmingManage/szDatas"),
      page("farmingManage.analysis.yg", "用工分析", "Labour", "/farmingManage/ygDatas"),
      page("farmingManage.analysis.nj", "农机分析", "Machinery", "/farmingManage/njDatas"),
      page("farmingManage.analysis.xs", "销售分析", "Sales", "/farmingManage/xsDatas"),
      page("farmingManage.analysis.zz", "种养分析", "Production", "/farmingManage/zzDatas"),
    ]],
  ]],
  ["farmingService", "农事服务", "Farming services", "/farmingService/demandList", [
    ["farmingService.demand", "服务需求", "Service demand", null, [
      page("farmingService.demand.list", "我的需求", "My requests", "/farmingService/demandList"),
      page("farmingService.demand.order", "需求订单", "Request orders", "/farmingService/demandOrder"),
    ]],
    ["farmingService.supply", "服务供给", "Service supply", null, [
      page("farmingService.supply.list", "我的服务", "My services", "/farmingService/supplyList"),
      page("farmingService.supply.order", "服务订单", "Service orders", "/farmingService/supplyOrder"),
      page("farmingService.supply.auth", "服务商认证", "Provider verification", "/farmingService/professAuth"),
      page("farmingService.supply.fws", "服务商管理", "Provider profile", "/farmingService/fwsManage"),
      page("farmingService.supply.evaluation", "评价管理", "Reviews", "/farmingService/evaluationManage"),
      page("farmingService.supply.effort", "服务成效", "Service results", "/farmingService/serviceEffort"),
    ]],
  ]],
  ["farmingBaike", "农事百科", "Farming Q&A", "/farmingBaike/myQuestion", [
    ["farmingBaike.ask", "我要提问", "Ask", null, [
      page("farmingBaike.ask.myQuestion", "我的提问", "My questions", "/farmingBaike/myQuestion"),
      page("farmingBaike.ask.questionAnswer", "问答广场", "Questions", "/farmingBaike/questionAnswer"),
      page("farmingBaike.ask.collection", "我的收藏", "Saved", "/farmingBaike/collection"),
    ]],
    ["farmingBaike.expert", "专家工作台", "Expert desk", null, [
      page("farmingBaike.expert.answer", "专家解答", "Answer", "/farmingBaike/professAnswer"),
      page("farmingBaike.expert.plant", "专家方案", "Expert plans", "/farmingBaike/expertPlant"),
      page("farmingBaike.expert.profile", "专家资料", "Expert profile", "/farmingBaike/profess/info"),
      page("farmingBaike.expert.offerPrice", "报价管理", "Quotes", "/farmingBaike/offerPrice"),
    ]],
  ]],
  ["farmlandService", "土地服务", "Farmland", "/farmlandService/supplyOrder", [
    ["farmlandService.trade", "土地流转与托管", "Land transfer & trusteeship", null, [
      page("farmlandService.trade.supplyOrder", "供给订单", "Supply orders", "/farmlandService/supplyOrder"),
      page("farmlandService.trade.demandOrder", "需求订单", "Demand orders", "/farmlandService/demandOrder"),
      page("farmlandService.trade.circulation", "土地流转", "Land transfer", "/farmlandService/circulationManage"),
      page("farmlandService.trade.trusteeship", "土地托管", "Trusteeship", "/farmlandService/trusteeshipManage"),
      page("farmlandService.trade.landDemand", "土地需求", "Land demand", "/farmlandService/landDemandList"),
      page("farmlandService.trade.collection", "我的收藏", "Saved", "/farmlandService/collection"),
    ]],
  ]],
  ["service", "服务中心", "My services", "/service/index", [
    ["service.qa", "问答与报价", "Q&A and quotes", null, [
      page("service.qa.index", "服务首页", "Overview", "/service/index"),
      page("service.qa.wdtw", "我的提问", "My questions", "/service/wdtw"),
      page("service.qa.wdhd", "我的回答", "My answers", "/service/wdhd"),
      page("service.qa.mybaojia", "我的报价", "My quotes", "/service/mybaojia"),
    ]],
    ["service.fav", "我的收藏", "Favourites", null, [
      page("service.fav.goods", "商品收藏", "Goods", "/service/spsc"),
      page("service.fav.shop", "店铺收藏", "Shops", "/service/dpsc"),
      page("service.fav.article", "资讯收藏", "Articles", "/service/collection"),
    ]],
  ]],
  ["setup", "账户设置", "Account", "/setup/index", [
    ["setup.account", "账户信息", "Account", null, [
      page("setup.account.index", "账户首页", "Overview", "/setup/index"),
      page("setup.account.wdzl", "我的资料", "Profile", "/setup/wdzl"),
      page("setup.account.password", "登录密码", "Password", "/setup/setLoginPassword"),
      page("setup.account.mobile", "修改手机号", "Change mobile", "/setup/xgsjh"),
      page("setup.account.bind", "账号绑定", "Linked accounts", "/setup/bindAccount"),
      page("setup.account.address", "收货地址", "Addresses", "/setup/shippingAddress"),
      page("setup.account.points", "我的积分", "Points", "/setup/wdjf"),
      page("setup.account.pointRules", "积分规则", "Points rules", "/setup/point"),
    ]],
    ["setup.org", "企业设置", "Enterprise", null, [
      page("setup.org.info", "企业信息", "Enterprise info", "/setup/enterpriseInfo"),
      page("setup.org.member", "员工管理", "Employees", "/setup/member"),
      page("setup.org.manufacturer", "生产主体", "Farms", "/setup/manufacturerList"),
      page("setup.org.material", "物料管理", "Materials", "/setup/material/index"),
      page("setup.org.farmList", "农场列表", "Farm list", "/setup/farmList"),
      page("setup.org.advert", "广告投放", "Adverts", "/setup/advert/list"),
    ]],
    ["setup.fav", "我的收藏", "Favourites", null, [
      page("setup.fav.goods", "商品收藏", "Goods", "/setup/spsc"),
      page("setup.fav.shop", "店铺收藏", "Shops", "/setup/dpsc"),
      page("setup.fav.article", "资讯收藏", "Articles", "/setup/collection"),
    ]],
  ]],
  ["admin", "运营后台", "Operations", "/admin", [
    ["admin.audit", "审核", "Reviews", null, [
      page("admin.audit.enterprise", "企业认证审核", "Enterprise verification", "/admin/enterprises"),
      page("admin.audit.serviceApply", "服务申请审核", "Service applications", "/admin/serviceApplies"),
      page("admin.audit.shop", "店铺审核", "Shop reviews", "/admin/shops"),
      page("admin.audit.goods", "商品审核", "Goods reviews", "/admin/goods"),
    ]],
    ["admin.ops", "运营", "Operations", null, [
      page("admin.ops.members", "会员查询", "Members", "/admin/members"),
      page("admin.ops.sms", "短信发件箱", "SMS outbox", "/admin/sms"),
      page("admin.ops.adverts", "广告位管理", "Advert slots", "/admin/adverts"),
      page("admin.ops.jobs", "后台任务", "Background jobs", "/admin/jobs"),
      page("admin.ops.coupons", "平台优惠券", "Platform coupons", "/admin/coupons"),
      page("admin.ops.orders", "订单查询", "Orders", "/admin/orders"),
    ]],
    ["admin.finance", "资金运营", "Money", null, [
      page("admin.finance.accounts", "资金账户", "Finance accounts", "/admin/finance/accounts"),
      page("admin.finance.withdrawals", "提现与支付", "Withdrawals & payments", "/admin/finance/withdrawals"),
      page("admin.finance.notifications", "渠道通知", "Channel notifications", "/admin/finance/notifications"),
      page("admin.finance.reconcile", "对账", "Reconciliation", "/admin/finance/reconcile"),
      page("admin.finance.sandbox", "沙箱银行", "Sandbox bank", "/admin/finance/sandbox"),
      page("admin.finance.credit", "信贷与保险", "Credit & insurance", "/admin/finance/credit"),
    ]],
  ]],
];

export interface RoleDef {
  code: string;
  zh: string;
  en: string;
  scope: "PERSON" | "ENTERPRISE" | "PLATFORM";
  description: string;
  /** Granted branches: a code grants itself and everything under it; ancestors are added for menus. */
  grants: readonly string[];
}

const basics = ["setup.account", "setup.fav", "service"];

export const roleDefs: readonly RoleDef[] = [
  { code: "BUYER", zh: "买家", en: "Buyer", scope: "PERSON", description: "下单采购、售后、收藏、财务、问答",
    grants: [...basics, "transaction.buy", "financial", "farmingBaike.ask", "farmingService.demand", "farmlandService"] },
  { code: "SELLER", zh: "卖家", en: "Seller", scope: "PERSON", description: "发布供应、管理订单与客户",
    grants: [...basics, "transaction.sell", "transaction.shop.goodsOneMan", "transaction.buy.myDemand", "financial"] },
  { code: "SHOP_OWNER", zh: "店主", en: "Shop owner", scope: "PERSON", description: "开店、商品、店铺营销",
    grants: [...basics, "transaction.shop", "transaction.sell", "transaction.bidding", "transaction.agreement", "financial"] },
  { code: "FARMER", zh: "养殖/种植户", en: "Farmer", scope: "PERSON", description: "农场管理、农事服务需求",
    grants: [...basics, "farmingManage", "farmingService.demand", "setup.org.manufacturer", "setup.org.farmList", "setup.org.material", "financial.account.loan"] },
  { code: "EXPERT", zh: "专家", en: "Expert", scope: "PERSON", description: "解答提问、制定方案、报价",
    grants: [...basics, "farmingBaike"] },
  { code: "SERVICE_PROVIDER", zh: "服务商", en: "Service provider", scope: "PERSON", description: "发布并履行农事服务",
    grants: [...basics, "farmingService"] },
  { code: "ENTERPRISE_ADMIN", zh: "企业管理员", en: "Enterprise admin", scope: "ENTERPRISE", description: "企业的全部功能，含员工与角色管理",
    grants: ["transaction", "financial", "farmingManage", "farmingService", "farmlandService", "farmingBaike.ask", "service", "setup"] },
  { code: "EMP_SALES", zh: "销售员", en: "Sales staff", scope: "ENTERPRISE", description: "订单、商品、客户与价格",
    grants: [...basics, "transaction.sell", "transaction.shop.goods", "transaction.shop.package", "transaction.staff"] },
  { code: "EMP_PURCHASE", zh: "采购员", en: "Purchasing staff", scope: "ENTERPRISE", description: "下单采购、竞价与求购",
    grants: [...basics, "transaction.buy", "transaction.bidding.goods"] },
  { code: "EMP_FINANCE", zh: "财务", en: "Finance staff", scope: "ENTERPRISE", description: "资金账户、对账与发票",
    grants: [...basics, "financial", "transaction.sell.checkBill", "transaction.sell.report", "transaction.sell.invoice", "transaction.buy.invoiceApply"] },
  { code: "EMP_LOGISTICS", zh: "仓储物流", en: "Warehouse & logistics staff", scope: "ENTERPRISE", description: "跟踪已发货订单的物流与发货统计（发货本身由订单管理完成）",
    grants: [...basics, "transaction.sell.logistics", "transaction.sell.sendStat"] },
  { code: "EMP_FARM", zh: "场长/技术员", en: "Farm staff", scope: "ENTERPRISE", description: "农场管理与农事服务",
    grants: [...basics, "farmingManage", "farmingService.demand", "setup.org.manufacturer", "setup.org.farmList", "setup.org.material"] },
  { code: "OPERATOR", zh: "平台运营", en: "Platform operator", scope: "PLATFORM", description: "审核、运营与后台",
    grants: [...basics, "admin"] },
];

export interface FlatFunc {
  code: string;
  parentCode: string | null;
  name: string;
  nameEn: string;
  path: string | null;
  sort: number;
}

export function flattenFuncs(tree: readonly FuncDef[] = funcTree, parentCode: string | null = null): FlatFunc[] {
  return tree.flatMap(([code, name, nameEn, path, children], i) => [
    { code, parentCode, name, nameEn, path, sort: (i + 1) * 10 },
    ...flattenFuncs(children ?? [], code),
  ]);
}

/** The function codes a role's grants expand to, including the ancestors its menus need. */
export function expandGrants(grants: readonly string[], all: readonly FlatFunc[] = flattenFuncs()): string[] {
  const codes = new Set<string>();
  for (const f of all) {
    if (grants.some((g) => f.code === g || f.code.startsWith(`${g}.`))) codes.add(f.code);
  }
  const byCode = new Map(all.map((f) => [f.code, f]));
  for (const c of [...codes]) {
    for (let p = byCode.get(c)?.parentCode; p; p = byCode.get(p)?.parentCode) codes.add(p);
  }
  return [...codes].sort();
}
