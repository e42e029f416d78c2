import { z } from "zod";
import { domain } from "../kit/call";
import { instant } from "../kit/fields";

/** Payment channels that have their own service agreement (/agreement/channel/:type). */
export const channelAgreementTypes = ["ABCCG", "ICBC_B2B", "ICBC_B2C", "YEE_PAY", "SEF", "LDYS", "GT"] as const;

/**
 * Agreement types: the user agreement and privacy policy every member accepts at registration,
 * and one agreement per payment channel (accepted when opening an account in that channel).
 */
export const agreementType = z
  .enum(["USER", "PRIVACY", ...channelAgreementTypes])
  .describe("协议类型：USER 用户服务协议、PRIVACY 隐私政策，或支付通道编码（ABCCG、ICBC_B2B…）");
export type AgreementType = z.infer<typeof agreementType>;

/** Agreements a person must accept (their current versions) to register. */
export const registrationAgreements: readonly AgreementType[] = ["USER", "PRIVACY"];

export const agreementView = z.object({
  type: agreementType,
  version: z.number().int().describe("版本号，从 1 起递增"),
  title: z.string(),
  contentHtml: z.string().describe("协议正文（已净化的 HTML）"),
  effectiveAt: instant.describe("生效时间"),
});
export type AgreementView = z.infer<typeof agreementView>;

/** A version of an agreement the member accepts (registration sends the ones it showed). */
export const acceptedAgreement = z.object({ type: agreementType, version: z.number().int().min(1) });

export const agreement = domain("agreement", {
  current: {
    path: "/api/basic/agreement/selCurrentByType",
    access: "public",
    summary: "按类型取当前生效的协议版本（用户协议、隐私政策、支付通道协议）",
    input: z.object({ type: agreementType }),
    output: agreementView,
  },
  accept: {
    path: "/api/basic/agreement/acceptAgreement",
    access: "member",
    summary: "当前身份接受某协议的当前版本（如开通支付通道前）；版本须为当前生效版本，重复接受不重复记录",
    input: acceptedAgreement,
    output: z.object({ type: agreementType, version: z.number().int(), acceptedAt: instant }),
  },
  myAcceptance: {
    path: "/api/basic/agreement/selMyAcceptByType",
    access: "member",
    summary: "当前身份对某协议的接受情况：是否已接受当前版本、最近接受的版本与时间",
    input: z.object({ type: agreementType }),
    output: z.object({
      type: agreementType,
      currentVersion: z.number().int(),
      acceptedVersion: z.number().int().nullable(),
      acceptedAt: instant.nullable(),
      acceptedCurrent: z.boolean(),
    }),
  },
});
