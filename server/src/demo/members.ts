import type { Db } from "../kit/db";
import { hashPassword } from "../modules/identity";
import { member, memberLogin, memberRole } from "../modules/identity/schema";

export interface DemoPerson {
  id: string;
  loginName: string;
  mobile: string;
  password: string;
  name: string;
  roles: readonly string[];
}

/** Demo people (listed in the README). Ids are fixed so later demo data can refer to them. */
export const demoPeople: readonly DemoPerson[] = [
  { id: "demo-buyer", loginName: "buyer", mobile: "13800000001", password: "Buyer@2026", name: "张建国", roles: ["BUYER", "FARMER"] },
  { id: "demo-operator", loginName: "operator", mobile: "13800000009", password: "Operator@2026", name: "平台运营", roles: ["OPERATOR"] },
];

/** Creates a person who can log in, acting for themselves with the given roles. */
export async function createPerson(db: Db, p: DemoPerson): Promise<void> {
  await db.insert(member).values({ id: p.id, type: "PERSON", name: p.name, realName: p.name, nickname: p.name, mobile: p.mobile });
  await db.insert(memberLogin).values({
    memberId: p.id,
    loginName: p.loginName,
    mobile: p.mobile,
    passwordHash: await hashPassword(p.password),
  });
  if (p.roles.length) await db.insert(memberRole).values(p.roles.map((roleCode) => ({ memberId: p.id, boId: p.id, roleCode })));
}
