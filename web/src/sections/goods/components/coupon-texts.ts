import { addSectionTexts } from "../../../i18n";

/** The goods detail's 领券 row (its own chunk, so its words load with it). */
const zh = {
  label: "领券",
  shop: "店铺券",
  platform: "平台券",
  amount: "满{{min}}减{{off}}",
  amountNoMin: "无门槛减{{off}}",
  rate: "满{{min}}享{{rate}}折",
  rateNoMin: "{{rate}}折",
  maxOff: "最多减{{max}}",
  validFixed: "{{from}} 至 {{to}} 可用",
  validDays: "领取后 {{n}} 天内可用",
  claim: "领取",
  state: {
    CLAIMED: "已领取，在“我的优惠券”中查看",
    LIMIT: "已领过（每人限领 {{n}} 张）",
    SOLD_OUT: "已领完",
    CLOSED: "现在不能领取",
    ERROR: "领取失败，请稍后再试",
  },
};

const en: typeof zh = {
  label: "Coupons",
  shop: "Shop",
  platform: "Platform",
  amount: "{{off}} off over {{min}}",
  amountNoMin: "{{off}} off",
  rate: "{{pct}}% off over {{min}}",
  rateNoMin: "{{pct}}% off",
  maxOff: "up to {{max}} off",
  validFixed: "valid {{from}} – {{to}}",
  validDays: "valid for {{n}} days after claiming",
  claim: "Claim",
  state: {
    CLAIMED: "Claimed: see My coupons",
    LIMIT: "Already claimed (limit {{n}} each)",
    SOLD_OUT: "All claimed",
    CLOSED: "Not claimable now",
    ERROR: "Could not claim; try again later",
  },
};

addSectionTexts("goodsCoupon", { zh, en });
