import { createHash } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { fileObject } from "../modules/file/schema";
import { enterpriseInfo, member, memberEmployee } from "../modules/identity/schema";
import { licenceSvg } from "./catalog-svg";

/**
 * Every demo enterprise gets the business licence scan its verification was reviewed on (营业执照):
 * a private file owned by the enterprise and its admin (served to them and to reviewing operators,
 * like a private upload), linked from its verification details.
 */
export async function loadEnterpriseLicences(ctx: Ctx): Promise<void> {
  const rows = await ctx.db
    .select({ id: member.id, name: member.name, creditCode: enterpriseInfo.creditCode, legalPerson: enterpriseInfo.legalPerson, address: enterpriseInfo.address, type: enterpriseInfo.enterpriseType, licenceUrl: enterpriseInfo.licenceUrl })
    .from(enterpriseInfo)
    .innerJoin(member, eq(member.id, enterpriseInfo.memberId));
  for (const [i, e] of rows.entries()) {
    if (e.licenceUrl) continue;
    const [admin] = await ctx.db.select({ memberId: memberEmployee.memberId }).from(memberEmployee).where(eq(memberEmployee.boId, e.id)).orderBy(desc(memberEmployee.isAdmin));
    const svg = licenceSvg({
      name: e.name ?? "",
      creditCode: e.creditCode,
      legalPerson: e.legalPerson,
      address: e.address ?? "",
      kind: e.type === "COOP" ? "农民专业合作社" : "有限责任公司",
      date: `20${String(12 + (i % 10)).padStart(2, "0")}年${String(1 + ((i * 5) % 12)).padStart(2, "0")}月${String(3 + ((i * 7) % 25)).padStart(2, "0")}日`,
    });
    const data = Buffer.from(svg, "utf8");
    const storageKey = `private/demo/licence/${e.id}.svg`;
    await ctx.services.files.put(storageKey, data);
    const [file] = await ctx.db
      .insert(fileObject)
      .values({ ownerMemberId: admin?.memberId ?? e.id, ownerBoId: e.id, kind: "image", originalName: `${e.name} 营业执照.svg`, mime: "image/svg+xml", size: data.length, sha256: createHash("sha256").update(data).digest("hex"), storageKey })
      .returning({ id: fileObject.id });
    await ctx.db.update(enterpriseInfo).set({ licenceFileId: file.id, licenceUrl: ctx.services.files.url(storageKey) }).where(eq(enterpriseInfo.memberId, e.id));
  }
}
