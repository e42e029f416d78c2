import { finance } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import { changePayPassword, checkPayPassword, payPasswordStatus, resetPayPassword, setFirstPayPassword } from "../identity";
import * as acc from "./accounts";
import * as cards from "./cards";

/** Finance accounts at the channels, bank cards and the pay password. */
export const financeCalls = [
  implement(finance.judgeIsOpenAccount, (_i, ctx) => acc.judgeIsOpenAccount(ctx)),
  implement(finance.selChannelList, (_i, ctx) => acc.channelList(ctx)),
  implement(finance.selAccountInfo, (_i, ctx) => acc.myAccounts(ctx)),
  implement(finance.selAccountDetail, (i, ctx) => acc.myAccountDetail(ctx, i)),
  implement(finance.sendMessage, (i, ctx) => acc.apply(ctx, { ...i, holderType: "PSN" })),
  implement(finance.sendMessage2, (i, ctx) => acc.apply(ctx, { ...i, holderType: "ORG" })),
  implement(finance.sendMessage3, (i, ctx) => acc.resendApplicationCode(ctx, i.billNo)),
  implement(finance.sendMessage4, (i, ctx) => acc.sendActionCode(ctx, i)),
  implement(finance.sign, (i, ctx) => acc.sign(ctx, i, { holderType: "PSN" })),
  implement(finance.sign2, (i, ctx) => acc.sign(ctx, i, { holderType: "PSN", makeDefault: true })),
  implement(finance.enterpriseSign2, (i, ctx) => acc.sign(ctx, i, { holderType: "ORG" })),
  implement(finance.enterpriseSign3, (i, ctx) => acc.sign(ctx, i, { holderType: "ORG", makeDefault: true })),
  implement(finance.signUpdate, (i, ctx) => acc.changeAccount(ctx, i)),
  implement(finance.signRemove, (i, ctx) => acc.rescind(ctx, i)),
  implement(finance.updAccountById, (i, ctx) => acc.updateAccount(ctx, i)),
  implement(finance.changeAccountStatus, (i, ctx) => acc.changeStatus(ctx, i)),
  implement(finance.adminSelAccountInfo, (i, ctx) => acc.adminSearch(ctx, i)),
  implement(finance.adminSelAccountDetail, (i, ctx) => acc.adminDetail(ctx, i.id)),
  implement(finance.sefGetBillNo, (i, ctx) => acc.apply(ctx, { ...i, channel: "SEF" })),
  implement(finance.sefSign, (i, ctx) => acc.sign(ctx, i)),
  implement(finance.sefSelAccount, (_i, ctx) => acc.channelAccount(ctx, "SEF")),
  implement(finance.sefSelSignNo, (_i, ctx) => acc.sefSignNo(ctx)),
  implement(finance.selAccountCardList, (i, ctx) => cards.myCards(ctx, i.channel)),
  implement(finance.selCardById, (i, ctx) => cards.myCard(ctx, i.id)),
  implement(finance.personBindCard, (i, ctx) => cards.startBinding(ctx, i, "PERSON")),
  implement(finance.companyBindCard, (i, ctx) => cards.startBinding(ctx, i, "COMPANY")),
  implement(finance.bindCardConfirm, (i, ctx) => cards.confirmBinding(ctx, i)),
  implement(finance.updCard, (i, ctx) => cards.updateCard(ctx, i)),
  implement(finance.unbindCard, (i, ctx) => cards.unbindCard(ctx, i)),
  implement(finance.isPayPwd, (_i, ctx) => payPasswordStatus(ctx)),
  implement(finance.setPayPwd, (i, ctx) => setFirstPayPassword(ctx, i)),
  implement(finance.updPayPwd, (i, ctx) => changePayPassword(ctx, i)),
  implement(finance.replacePayPwd, (i, ctx) => resetPayPassword(ctx, i)),
  implement(finance.checkPayPwd, async (i, ctx) => {
    await checkPayPassword(ctx, i.payPassword);
    return { valid: true as const };
  }),
];
