import type { AccountHolderType } from "@qinlian/contract";
import type { Ctx } from "../kit/context";
import { recordHistory } from "../kit/transition";
import { adapterOf } from "../modules/channel";
import { financeAccountMachine, hashCardNo, maskCardNo, maskIdNo } from "../modules/finance";
import { bankCard, financeAccount } from "../modules/finance/schema";
import { hashPassword, maskMobile } from "../modules/identity";
import { memberPayPassword } from "../modules/identity/schema";
import type { SmsSender } from "../modules/sms";
import { reviewers } from "./catalog-shops";

/** The demo's pay password (README): deliberately the easy one the rules refuse members, so it is written straight. */
export const DEMO_PAY_PASSWORD = "123456";

interface DemoHolder {
  boId: string;
  /** The person who opened it (the enterprise's admin for ORG). */
  by: string;
  holderType: AccountHolderType;
  name: string;
  idNo: string;
  mobile: string;
  card: { no: string; kind: "PERSON" | "COMPANY"; alias: string };
}

/** The buyer (a person), 鲁禽 (the enterprise luqin acts for) and the reviewers, at the SANDBOX bank. */
const holders: readonly DemoHolder[] = [
  {
    boId: "demo-buyer",
    by: "demo-buyer",
    holderType: "PSN",
    name: "张建国",
    idNo: "11010519491231002X",
    mobile: "13800000001",
    card: { no: "6222020200112233446", kind: "PERSON", alias: "工资卡" },
  },
  {
    boId: "demo-ent-luqin",
    by: "demo-luqin-admin",
    holderType: "ORG",
    name: "山东鲁禽农牧科技有限公司",
    idNo: "91370102MA3C4L7Q1E",
    mobile: "13800000011",
    card: { no: "9558801602000123457", kind: "COMPANY", alias: "基本户" },
  },
  // the catalogue's reviewers, who place the demo orders (demo/orders.ts)
  ...reviewers.map(
    (r, i): DemoHolder => ({
      boId: r.id,
      by: r.id,
      holderType: "PSN",
      name: r.name,
      idNo: `3701021980010${String(i + 1).padStart(4, "0")}X`.slice(0, 18),
      mobile: r.mobile,
      card: { no: ["6222020200667780015", "6222020200667780023", "6222020200667780031", "6222020200667780049"][i], kind: "PERSON", alias: "农商行卡" },
    }),
  ),
];

/**
 * The SMS sender of `ctx`, except that it also hands the code of each message to `onCode`: the demo
 * stands in for the card holder reading the bank's SMS.
 */
function readingCodes(ctx: Ctx, onCode: (code: string) => void): Ctx {
  const real = ctx.services.sms;
  const sms = Object.create(real) as SmsSender;
  sms.send = async (db, msg) => {
    const code = msg.secrets?.[0];
    if (code) onCode(code);
    return real.send(db, msg);
  };
  return { ...ctx, services: { ...ctx.services, sms } };
}

/**
 * Demo: open SANDBOX accounts, a bound card each and pay password 123456 for the buyer and luqin.
 * The bank's side goes through the channel's adapter (open, bind, confirm with the code it texted),
 * the platform's rows are written as the services write them.
 */
export async function loadFinanceAccountsDemo(ctx: Ctx): Promise<void> {
  const adapter = adapterOf("SANDBOX");
  for (const h of holders) {
    const billNo = `BNDEMO${h.holderType}${h.boId.toUpperCase().replace(/[^A-Z0-9]/g, "")}`;
    const opened = await adapter.openAccount(ctx, { bizId: billNo, holderType: h.holderType, boId: h.boId, name: h.name, idNo: h.idNo, mobile: h.mobile });
    const [account] = await ctx.db
      .insert(financeAccount)
      .values({
        boId: h.boId,
        channel: "SANDBOX",
        holderType: h.holderType,
        status: "ACTIVE",
        holderName: h.name,
        idNoMasked: maskIdNo(h.idNo),
        mobile: h.mobile,
        billNo,
        accountNo: opened.accountNo,
        signNo: opened.signNo,
        isDefault: true,
        appliedBy: h.by,
        openedAt: ctx.now,
      })
      .returning();
    await recordHistory(ctx, financeAccountMachine, { id: account.id, from: null, to: "PENDING", event: "apply" });
    await recordHistory(ctx, financeAccountMachine, { id: account.id, from: "PENDING", to: "ACTIVE", event: "sign" });

    let code = "";
    const cardId = `demo-card-${h.boId}`;
    const { requestId } = await adapter.bindCard(
      readingCodes(ctx, (c) => (code = c)),
      { bizId: cardId, accountNo: opened.accountNo, cardNo: h.card.no, holderName: h.name, mobile: h.mobile, kind: h.card.kind },
    );
    const bound = await adapter.confirmBindCard(ctx, { requestId, smsCode: code });
    await ctx.db.insert(bankCard).values({
      id: cardId,
      boId: h.boId,
      accountId: account.id,
      channel: "SANDBOX",
      kind: h.card.kind,
      status: "BOUND",
      holderName: h.name,
      cardNoMasked: maskCardNo(h.card.no),
      cardNoHash: hashCardNo(ctx.config, h.card.no),
      mobileMasked: maskMobile(h.mobile) ?? h.mobile,
      cardToken: bound.cardToken,
      bankName: bound.bankName,
      cardType: bound.cardType,
      alias: h.card.alias,
      isDefault: true,
      boundBy: h.by,
      boundAt: ctx.now,
    });

    await ctx.db.insert(memberPayPassword).values({ boId: h.boId, passwordHash: await hashPassword(DEMO_PAY_PASSWORD), setBy: h.by });
  }
}
