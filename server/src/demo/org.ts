import type { ReviewState } from "@qinlian/contract";
import type { Db } from "../kit/db";
import { enterpriseInfo, member, memberEmployee, memberRole } from "../modules/identity/schema";
import { serviceApply } from "../modules/org/schema";
import { createPerson, type DemoPerson } from "./members";

export interface DemoEnterprise {
  id: string;
  name: string;
  creditCode: string;
  legalPerson: string;
  verifyState: ReviewState;
  rejectReason?: string;
  enterpriseType?: string;
  areaCode?: string;
  address?: string;
  businessScope?: string;
  /** The admin (a person who logs in); they become the contact. */
  admin: DemoPerson;
  /** Employees with their enterprise roles. */
  employees?: readonly (DemoPerson & { enterpriseRoles: readonly string[] })[];
}

/** Creates an enterprise member with its verification details, its admin and its employees. */
export async function createEnterprise(db: Db, e: DemoEnterprise): Promise<void> {
  const now = new Date();
  await db.insert(member).values({ id: e.id, type: "ENTERPRISE", name: e.name, mobile: e.admin.mobile, verifyState: e.verifyState });
  await db.insert(enterpriseInfo).values({
    memberId: e.id,
    creditCode: e.creditCode,
    legalPerson: e.legalPerson,
    enterpriseType: e.enterpriseType ?? "FARM",
    contactName: e.admin.name,
    contactMobile: e.admin.mobile,
    areaCode: e.areaCode ?? "370102",
    address: e.address ?? "经十路 100 号",
    businessScope: e.businessScope ?? null,
    submittedAt: now,
    reviewedAt: e.verifyState === "PENDING" ? null : now,
    reviewedBy: e.verifyState === "PENDING" ? null : "demo-operator",
    rejectReason: e.verifyState === "REJECTED" ? (e.rejectReason ?? "营业执照照片不清晰") : null,
  });
  const staff = [{ ...e.admin, enterpriseRoles: ["ENTERPRISE_ADMIN"] }, ...(e.employees ?? [])];
  for (const p of staff) {
    await createPerson(db, p);
    await db.insert(memberEmployee).values({
      id: `${e.id}-${p.id}`,
      boId: e.id,
      memberId: p.id,
      name: p.name,
      mobile: p.mobile,
      isAdmin: p.enterpriseRoles.includes("ENTERPRISE_ADMIN") ? 1 : 0,
    });
    await db.insert(memberRole).values(p.enterpriseRoles.map((roleCode) => ({ memberId: p.id, boId: e.id, roleCode })));
  }
}

/** Demo enterprises (listed in the README): one approved seller with staff, one waiting for review. */
export const demoEnterprises: readonly DemoEnterprise[] = [
  {
    id: "demo-ent-luqin",
    name: "山东鲁禽农牧科技有限公司",
    creditCode: "91370102MA3C4L7Q1E",
    legalPerson: "王立新",
    verifyState: "APPROVED",
    enterpriseType: "HATCHERY",
    areaCode: "370102",
    address: "历下区经十路 16817 号",
    businessScope: "蛋鸡苗、肉鸡苗孵化与销售；饲料、兽药（不含疫苗）销售；家禽养殖技术服务。",
    admin: { id: "demo-luqin-admin", loginName: "luqin", mobile: "13800000011", password: "Luqin@2026", name: "王立新", roles: ["BUYER"] },
    employees: [
      { id: "demo-luqin-sales", loginName: "luqin_sales", mobile: "13800000012", password: "Sales@2026", name: "刘晓燕", roles: ["BUYER"], enterpriseRoles: ["EMP_SALES"] },
      { id: "demo-luqin-finance", loginName: "luqin_finance", mobile: "13800000013", password: "Finance@2026", name: "陈静", roles: [], enterpriseRoles: ["EMP_FINANCE"] },
    ],
  },
  {
    id: "demo-ent-hexing",
    name: "临沂禾兴家禽养殖专业合作社",
    creditCode: "93371300MA3P2K8X5Y",
    legalPerson: "赵德胜",
    verifyState: "PENDING",
    enterpriseType: "COOP",
    areaCode: "371302",
    address: "兰山区枣园镇工业园 8 号",
    businessScope: "组织成员开展肉鸭、肉鸡养殖；统一采购饲料与兽药；禽类产品销售。",
    admin: { id: "demo-hexing-admin", loginName: "hexing", mobile: "13800000021", password: "Hexing@2026", name: "赵德胜", roles: ["BUYER"] },
  },
];

/** Demo people who provide services, with their approved applications. */
export const demoProviders: readonly (DemoPerson & { kind: "EXPERT" | "SERVICE_PROVIDER"; apply: Omit<typeof serviceApply.$inferInsert, "memberId" | "kind" | "submittedAt"> })[] = [
  {
    id: "demo-expert",
    loginName: "expert",
    mobile: "13800000031",
    password: "Expert@2026",
    name: "孙振华",
    roles: ["BUYER", "EXPERT"],
    kind: "EXPERT",
    apply: {
      status: "APPROVED",
      realName: "孙振华",
      idCardNo: "370102197803150015",
      specialty: "蛋鸡疫病防治、禽流感与新城疫免疫程序",
      organization: "山东省农业科学院家禽研究所",
      title: "研究员",
      years: 22,
      serviceAreaCode: "370102",
      intro: "<p>长期从事蛋鸡、肉鸡常见疫病的诊断与防控研究，主持制定多项地方养殖技术规范。</p>",
      materials: [],
      reviewedBy: "demo-operator",
      reviewedAt: new Date("2026-01-05T02:00:00Z"),
    },
  },
  {
    id: "demo-provider",
    loginName: "provider",
    mobile: "13800000032",
    password: "Provider@2026",
    name: "周海涛",
    roles: ["BUYER", "SERVICE_PROVIDER"],
    kind: "SERVICE_PROVIDER",
    apply: {
      status: "APPROVED",
      realName: "周海涛",
      idCardNo: "371302198511204516",
      specialty: "禽舍消毒、粪污清运、疫苗代免",
      organization: "兰山区海涛农业服务队",
      title: null,
      years: 9,
      serviceAreaCode: "371302",
      intro: "<p>拥有专业消毒与清运设备，服务临沂周边规模养殖场 60 余家。</p>",
      materials: [],
      reviewedBy: "demo-operator",
      reviewedAt: new Date("2026-01-06T02:00:00Z"),
    },
  },
];

export async function loadDemoOrg(db: Db): Promise<void> {
  for (const e of demoEnterprises) await createEnterprise(db, e);
  for (const p of demoProviders) {
    await createPerson(db, p);
    await db.insert(serviceApply).values({ ...p.apply, memberId: p.id, kind: p.kind, submittedAt: new Date("2026-01-04T02:00:00Z") });
  }
}
