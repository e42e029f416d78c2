import type { Envelope } from "@qinlian/contract";
import { expect } from "vitest";
import { createPerson } from "../../demo/members";
import { createEnterprise } from "../../demo/org";
import type { Db } from "../../kit/db";
import { newId } from "../../kit/ids";
import type { TestApp } from "../../testing/harness";
import { fileObject } from "../file/schema";

/**
 * Two approved enterprises (A with an admin, a second admin-less sales employee; B with its admin), a
 * pending enterprise, and a person on their own. Passwords are "<Login>@2026".
 */
export async function seedOrgs(db: Db) {
  const p = (id: string, loginName: string, mobile: string, name: string, roles: string[] = ["BUYER"]) => ({
    id,
    loginName,
    mobile,
    name,
    roles,
    password: `${loginName[0].toUpperCase()}${loginName.slice(1)}@2026`,
  });
  await createEnterprise(db, {
    id: "ent-a",
    name: "甲禽业有限公司",
    creditCode: "91370102MA3C4L7Q1E",
    legalPerson: "甲法人",
    verifyState: "APPROVED",
    admin: p("p-a-admin", "aadmin", "13911110001", "甲管理员"),
    employees: [{ ...p("p-a-sales", "asales", "13911110002", "甲销售"), enterpriseRoles: ["EMP_SALES"] }],
  });
  await createEnterprise(db, {
    id: "ent-b",
    name: "乙饲料有限公司",
    creditCode: "91370100MA3D8N2K49",
    legalPerson: "乙法人",
    verifyState: "APPROVED",
    admin: p("p-b-admin", "badmin", "13911110003", "乙管理员"),
  });
  await createEnterprise(db, {
    id: "ent-c",
    name: "丙合作社",
    creditCode: "93371300MA3P2K8X5Y",
    legalPerson: "丙法人",
    verifyState: "PENDING",
    admin: p("p-c-admin", "cadmin", "13911110004", "丙管理员"),
  });
  await createPerson(db, p("p-solo", "solo", "13911110005", "个人买家", ["BUYER", "SELLER"]));
  await createPerson(db, p("p-op", "oper", "13911110009", "运营", ["OPERATOR"]));
}

export const pw = (loginName: string) => `${loginName[0].toUpperCase()}${loginName.slice(1)}@2026`;

/** Logs in a seeded person by login name. */
export const loginAs = (t: TestApp, loginName: string) => t.login(loginName, pw(loginName));

/** Records a file as uploaded by `memberId` acting for `boId` (what the upload call stores). */
export async function fakeUpload(db: Db, memberId: string, boId: string, kind: "image" | "file" = "image") {
  const id = newId();
  await db.insert(fileObject).values({
    id,
    ownerMemberId: memberId,
    ownerBoId: boId,
    kind,
    originalName: "licence.png",
    mime: "image/png",
    size: 100,
    sha256: id,
    storageKey: `${kind}/20260101/${id}.png`,
  });
  return id;
}

/** Asserts a business code, and for validation failures that the message names the field. */
export function expectCode(r: Envelope, code: string, field?: string) {
  expect(r.code, r.msg).toBe(code);
  if (field) expect(r.msg).toContain(field);
}
