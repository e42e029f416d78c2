/**
 * The demo catalogue's members and shops. Every shop administrator logs in with the password
 * `Shop@2026`; the enterprise without a shop (for the shop-opening journey) with `Yimeng@2026`.
 */
import type { DemoEnterprise } from "./catalog-members";
import type { Leaf } from "./catalog-products";
import {
  agentChickLeaves,
  agriInputLeaves,
  chickLeaves,
  eggLeaves,
  equipmentLeaves,
  feedLeaves,
  machineryLeaves,
  meatLeaves,
  produceLeaves,
  seedLeaves,
  smallEggLeaves,
  vetLeaves,
} from "./catalog-products";
import type { DemoPerson } from "./members";

export const SHOP_PASSWORD = "Shop@2026";

let personSeq = 0;
/** Demo people of the catalogue use mobiles 139531000xx (enterprise contacts 139531100xx). */
const p = (id: string, loginName: string, name: string, roles: string[] = [], password = SHOP_PASSWORD): DemoPerson => ({
  id,
  loginName,
  mobile: `139531000${String(++personSeq).padStart(2, "0")}`,
  password,
  name,
  roles,
});

let entSeq = 0;
const ent = (
  id: string,
  name: string,
  areaCode: string,
  address: string,
  enterpriseType: string,
  admin: DemoPerson,
  o: Partial<DemoEnterprise> = {},
): DemoEnterprise => ({
  id,
  name,
  creditBody: `91370${String(++entSeq).padStart(3, "0")}MA3C${String(entSeq).padStart(2, "0")}QL0`.slice(0, 17),
  mobile: `139531100${String(entSeq).padStart(2, "0")}`,
  legalPerson: admin.name,
  areaCode,
  address,
  enterpriseType,
  verifyState: "APPROVED",
  admin,
  ...o,
});

export type ShopFate = "OPEN" | "SUBMITTED" | "REJECTED";

export interface DemoShop {
  owner: { kind: "ENTERPRISE"; enterprise: DemoEnterprise } | { kind: "PERSON"; person: DemoPerson };
  name: string;
  scope: string[];
  areaCode: string;
  address: string;
  servicePhone: string;
  intro: string;
  licences: { kind: "BUSINESS_LICENCE" | "ID_CARD" | "VET_DRUG" | "BREEDING" | "SEED" | "PESTICIDE"; number: string; validUntil?: string }[];
  leaves: Leaf[];
  fate: ShopFate;
  rejectReason?: string;
  /** Farm name used in trace records. */
  farm: string;
}

const biz = (no: string) => ({ kind: "BUSINESS_LICENCE" as const, number: no });

export const fuqin = ent("demo-ent-fuqin", "烟台福禽种禽有限公司", "370611", "福山区门楼镇禽业园 8 号", "HATCHERY", p("demo-fuqin", "fuqin", "孙福海"));
export const wofeng = ent("demo-ent-wofeng", "潍坊沃丰饲料有限公司", "370702", "潍城区望留街道工业园 16 号", "FEED", p("demo-wofeng", "wofeng", "高建华"), {
  employees: [{ person: p("demo-wofeng-sales", "wofeng_sales", "马晓丽"), roles: ["EMP_SALES"] }],
});
export const kangmu = ent("demo-ent-kangmu", "济南康牧动物药业有限公司", "370112", "历城区港沟街道科创路 66 号", "VET", p("demo-kangmu", "kangmu", "韩立新"));
export const muxin = ent("demo-ent-muxin", "诸城牧鑫养殖设备有限公司", "370782", "诸城市昌城镇机械产业园", "TRADER", p("demo-muxin", "muxin", "李国栋"));
export const mengshan = ent("demo-ent-mengshan", "临沂蒙山蛋品有限公司", "371321", "沂南县依汶镇蛋品产业园", "FARM", p("demo-mengshan", "mengshan", "周桂兰"));
export const luxi = ent("demo-ent-luxi", "聊城鲁西禽业食品有限公司", "371502", "东昌府区闫寺街道食品工业园", "PROCESSOR", p("demo-luxi", "luxi", "吴振山"));
export const nongfeng = ent("demo-ent-nongfeng", "寿光农丰农资有限公司", "370783", "寿光市文家街道农资市场 3 区", "TRADER", p("demo-nongfeng", "nongfeng", "郑春雷"));
export const fengdeng = ent("demo-ent-fengdeng", "德州丰登种业有限公司", "371402", "德城区天衢工业园 21 号", "TRADER", p("demo-fengdeng", "fengdeng", "冯德胜"));
export const daiyue = ent("demo-ent-daiyue", "泰安岱岳农机销售有限公司", "370911", "岱岳区粥店街道农机大市场", "TRADER", p("demo-daiyue", "daiyue", "褚明远"));
export const heze = ent("demo-ent-heze", "菏泽牡丹区鲁丰农产品专业合作社", "371702", "牡丹区吕陵镇合作社大院", "COOP", p("demo-heze", "heze", "卫长河"));
export const hairun = ent("demo-ent-hairun", "青岛海润饲料科技有限公司", "370214", "城阳区流亭街道双元路 9 号", "FEED", p("demo-hairun", "hairun", "蒋海涛"));
export const xinyuan = ent("demo-ent-xinyuan", "淄博鑫源兽药有限公司", "370303", "张店区马尚街道兽药市场 12 号", "VET", p("demo-xinyuan", "xinyuan", "沈玉明"));
/** Verified, no shop yet: the shop-opening journey's enterprise (login yimeng / Yimeng@2026). */
export const yimeng = ent("demo-ent-yimeng", "临沂沂蒙禽业有限公司", "371302", "兰山区义堂镇禽业小区", "FARM", p("demo-yimeng", "yimeng", "杨立军", [], "Yimeng@2026"));

export const wangjj = p("demo-wangjj", "wangjj", "王建军", ["SHOP_OWNER", "SELLER"]);
export const liugf = p("demo-liugf", "liugf", "刘桂芳", ["SHOP_OWNER"]);
/** A person who sells without a shop (supply posts); login seller / Seller@2026. */
export const seller = p("demo-seller", "seller", "赵明亮", ["SELLER"], "Seller@2026");
/** A farming service provider; login fuwu / Fuwu@2026. */
export const provider = p("demo-provider", "fuwu", "周志刚", ["SERVICE_PROVIDER"], "Fuwu@2026");
/** Buyers who wrote the demo evaluations. */
export const reviewers: DemoPerson[] = [
  p("demo-rv-1", "lixiuying", "李秀英", ["BUYER", "FARMER"], "Buyer@2026"),
  p("demo-rv-2", "wangdeming", "王德明", ["BUYER", "FARMER"], "Buyer@2026"),
  p("demo-rv-3", "zhaohaifeng", "赵海峰", ["BUYER"], "Buyer@2026"),
  p("demo-rv-4", "chenxiaoyan", "陈晓燕", ["BUYER"], "Buyer@2026"),
];

export const demoEnterprises = [fuqin, wofeng, kangmu, muxin, mengshan, luxi, nongfeng, fengdeng, daiyue, heze, hairun, xinyuan, yimeng];
export const demoPersons = [wangjj, liugf, seller, provider, ...reviewers];

const E = (enterprise: DemoEnterprise) => ({ kind: "ENTERPRISE" as const, enterprise });

export const demoShops: DemoShop[] = [
  { owner: E(fuqin), name: "福禽种禽旗舰店", scope: ["01"], areaCode: "370611", address: "福山区门楼镇禽业园 8 号", servicePhone: "0535-6321888", farm: "福禽父母代种鸡场",
    intro: "<p>烟台福禽：父母代种鸡存栏 30 万套，年孵化商品代雏鸡 4000 万羽。</p>", licences: [biz("91370611MA3C01QL0X"), { kind: "BREEDING", number: "(2024)鲁种畜禽生产经营许可证第 0611 号", validUntil: "2027-06-30" }],
    leaves: chickLeaves, fate: "OPEN" },
  { owner: E(wofeng), name: "沃丰饲料旗舰店", scope: ["04"], areaCode: "370702", address: "潍城区望留街道工业园 16 号", servicePhone: "0536-8201666", farm: "沃丰饲料一厂",
    intro: "<p>年产配合饲料 30 万吨，蛋鸡料、肉鸡料、鸭鹅料全系列，潍坊周边 50 公里免费送货。</p>", licences: [biz("91370702MA3C02QL0X")], leaves: feedLeaves, fate: "OPEN" },
  { owner: E(kangmu), name: "康牧兽药疫苗专营店", scope: ["05", "06"], areaCode: "370112", address: "历城区港沟街道科创路 66 号", servicePhone: "0531-88776655", farm: "康牧冷链仓",
    intro: "<p>GSP 认证兽药经营企业，禽用疫苗 2-8℃ 全程冷链配送，执业兽医在线指导。</p>", licences: [biz("91370112MA3C03QL0X"), { kind: "VET_DRUG", number: "(2025)兽药经营证字 370112018 号", validUntil: "2030-03-31" }],
    leaves: vetLeaves, fate: "OPEN" },
  { owner: E(muxin), name: "牧鑫养殖设备", scope: ["07"], areaCode: "370782", address: "诸城市昌城镇机械产业园", servicePhone: "0536-6098123", farm: "牧鑫生产车间",
    intro: "<p>蛋鸡、肉鸡成套养殖设备，设计、生产、安装一站式服务。</p>", licences: [biz("91370782MA3C04QL0X")], leaves: equipmentLeaves, fate: "OPEN" },
  { owner: E(mengshan), name: "蒙山鲜蛋直营店", scope: ["02"], areaCode: "371321", address: "沂南县依汶镇蛋品产业园", servicePhone: "0539-3250707", farm: "蒙山生态蛋鸡场",
    intro: "<p>自有蛋鸡存栏 60 万只，鲜蛋日产 30 吨，产地直发。</p>", licences: [biz("91371321MA3C05QL0X")], leaves: eggLeaves, fate: "OPEN" },
  { owner: E(luxi), name: "鲁西禽肉旗舰店", scope: ["03"], areaCode: "371502", address: "东昌府区闫寺街道食品工业园", servicePhone: "0635-8665588", farm: "鲁西白羽肉鸡养殖基地",
    intro: "<p>白羽肉鸡屠宰分割年产能 8 万吨，冷链直达全国。</p>", licences: [biz("91371502MA3C06QL0X")], leaves: meatLeaves, fate: "OPEN" },
  { owner: E(nongfeng), name: "农丰农资（肥料农药）", scope: ["09", "10"], areaCode: "370783", address: "寿光市文家街道农资市场 3 区", servicePhone: "0536-5237788", farm: "农丰农资仓库",
    intro: "<p>寿光老牌农资店，化肥、有机肥、农药一站购齐，提供测土配方。</p>", licences: [biz("91370783MA3C07QL0X"), { kind: "PESTICIDE", number: "农药经营许可证 农药经许（鲁）37078320015", validUntil: "2029-12-31" }],
    leaves: agriInputLeaves, fate: "OPEN" },
  { owner: E(fengdeng), name: "丰登种业", scope: ["08"], areaCode: "371402", address: "德城区天衢工业园 21 号", servicePhone: "0534-2286199", farm: "丰登制种基地",
    intro: "<p>玉米、小麦、蔬菜及牧草种子，品种均经审定。</p>", licences: [biz("91371402MA3C08QL0X"), { kind: "SEED", number: "D(鲁德)农种许字(2023)第 0012 号", validUntil: "2028-05-31" }],
    leaves: seedLeaves, fate: "OPEN" },
  { owner: E(daiyue), name: "岱岳农机", scope: ["12"], areaCode: "370911", address: "岱岳区粥店街道农机大市场", servicePhone: "0538-8566123", farm: "岱岳农机服务站",
    intro: "<p>拖拉机、播种机、收获机、植保无人机，补贴机型齐全。</p>", licences: [biz("91370911MA3C09QL0X")], leaves: machineryLeaves, fate: "OPEN" },
  { owner: E(heze), name: "菏泽农产品直供", scope: ["11"], areaCode: "371702", address: "牡丹区吕陵镇合作社大院", servicePhone: "0530-5683366", farm: "鲁丰合作社种植基地",
    intro: "<p>合作社社员 860 户，粮食、蔬菜、水果产地直供。</p>", licences: [biz("91371702MA3C10QL0X")], leaves: produceLeaves, fate: "OPEN" },
  { owner: { kind: "PERSON", person: wangjj }, name: "王家土鸡蛋小店", scope: ["0201", "0304"], areaCode: "370830", address: "汶上县郭楼镇王庄村", servicePhone: "13953100001", farm: "王家散养鸡场",
    intro: "<p>山坡林地散养，喂玉米和青菜，一天只捡一次蛋。</p>", licences: [{ kind: "ID_CARD", number: "370830198203154512" }], leaves: smallEggLeaves, fate: "OPEN" },
  { owner: { kind: "PERSON", person: liugf }, name: "桂芳禽苗代理", scope: ["0101", "0102"], areaCode: "371326", address: "平邑县地方镇禽苗市场 5 号", servicePhone: "13953100002", farm: "合作孵化场",
    intro: "<p>代理多家大型孵化场鸡苗，平邑、费县送苗上门。</p>", licences: [{ kind: "ID_CARD", number: "371326197907213326" }, { kind: "BREEDING", number: "(2024)鲁种畜禽生产经营许可证第 1326 号", validUntil: "2027-12-31" }],
    leaves: agentChickLeaves, fate: "OPEN" },
  { owner: E(hairun), name: "海润饲料", scope: ["04"], areaCode: "370214", address: "城阳区流亭街道双元路 9 号", servicePhone: "0532-87761234", farm: "海润饲料厂",
    intro: "<p>水产与禽用饲料，青岛本地直供。</p>", licences: [biz("91370214MA3C11QL0X")], leaves: [], fate: "SUBMITTED" },
  { owner: E(xinyuan), name: "鑫源兽药", scope: ["05"], areaCode: "370303", address: "张店区马尚街道兽药市场 12 号", servicePhone: "0533-2101234", farm: "鑫源仓库",
    intro: "<p>兽药批发零售。</p>", licences: [biz("91370303MA3C12QL0X"), { kind: "VET_DRUG", number: "(2021)兽药经营证字 370303006 号", validUntil: "2030-01-01" }],
    leaves: [], fate: "REJECTED", rejectReason: "兽药经营许可证照片模糊，无法核对证号与有效期，请重新上传清晰的证件照片" },
];
