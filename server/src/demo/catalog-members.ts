/**
 * Demo enterprises and the people who run them (also used by the catalogue's tests). An enterprise
 * member gets its verification record (enterprise_info) and an administrator who logs in as the
 * enterprise (employee with the ENTERPRISE_ADMIN role there); further employees get other roles.
 */
import type { VerifyState } from "@qinlian/contract";
import type { Db } from "../kit/db";
import { member, memberEmployee, memberRole, enterpriseInfo } from "../modules/identity/schema";
import { createPerson, type DemoPerson } from "./members";

const USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A valid unified social credit code (GB 32100-2015) from a 17-character body. */
export function usccFrom(body17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(body17[i]) * USCC_WEIGHTS[i];
  return body17 + USCC_CHARS[(31 - (sum % 31)) % 31];
}

export interface DemoEnterprise {
  id: string;
  name: string;
  /** 17 characters; the check character is added. */
  creditBody: string;
  mobile: string;
  legalPerson: string;
  areaCode: string;
  address: string;
  enterpriseType: string;
  verifyState: VerifyState;
  admin: DemoPerson;
  employees?: readonly { person: DemoPerson; roles: readonly string[] }[];
}

export async function createEnterprise(db: Db, e: DemoEnterprise): Promise<void> {
  await db.insert(member).values({ id: e.id, type: "ENTERPRISE", name: e.name, mobile: e.mobile, verifyState: e.verifyState });
  await db.insert(enterpriseInfo).values({
    memberId: e.id,
    creditCode: usccFrom(e.creditBody),
    legalPerson: e.legalPerson,
    enterpriseType: e.enterpriseType,
    contactName: e.admin.name,
    contactMobile: e.mobile,
    areaCode: e.areaCode,
    address: e.address,
    submittedAt: new Date(),
    reviewedAt: e.verifyState === "APPROVED" ? new Date() : null,
  });
  const staff = [{ person: e.admin, roles: ["ENTERPRISE_ADMIN"], isAdmin: 1 }, ...(e.employees ?? []).map((x) => ({ ...x, isAdmin: 0 }))];
  for (const s of staff) {
    await createPerson(db, s.person);
    await db.insert(memberEmployee).values({ boId: e.id, memberId: s.person.id, name: s.person.name, mobile: s.person.mobile, isAdmin: s.isAdmin });
    await db.insert(memberRole).values(s.roles.map((roleCode) => ({ memberId: s.person.id, boId: e.id, roleCode })));
  }
}
