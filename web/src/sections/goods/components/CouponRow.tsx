import { Codes, coupon, type CouponRuleView } from "@qinlian/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { useLocation, useNavigate } from "react-router";
import { api, ApiError, useCall } from "../../../api";
import { useAppStore } from "../../../app/store";
import { LightButton } from "../../../kit/LightButton";
import { LightTag } from "../../../kit/LightTag";
import "./coupon-texts";

/** Why a claim was refused, in words the row shows (null: not one of these; the server's own words then). */
export type ClaimProblem = "LIMIT" | "SOLD_OUT" | "CLOSED";
/** A coupon's state in this visit: claimed now, refused for a reason, or failed otherwise. */
export type ClaimState = "CLAIMED" | ClaimProblem | "ERROR";

/** Reads the refusal of a claim (the coupon module's replies) as one of the row's reasons. */
export function claimProblem(e: unknown): ClaimProblem | null {
  if (!(e instanceof ApiError) || e.kind !== "business") return null;
  // not found, or (VALIDATION) one's own shop's coupon: not for this buyer now
  if (e.code === Codes.VALIDATION || e.code === Codes.NOT_FOUND) return "CLOSED";
  if (e.code !== Codes.CONFLICT) return null;
  // the coupon module's data.reason (coupon/coupons.ts): LIMIT, SOLD_OUT, or another state of the rule
  const reason = (e.data as { reason?: unknown } | null)?.reason;
  if (reason === "LIMIT") return "LIMIT";
  if (reason === "SOLD_OUT") return "SOLD_OUT";
  return "CLOSED";
}

/** Does a coupon limited to `codes` (empty: every category) apply to goods of `categoryId`? As the checkout decides. */
export const reaches = (codes: readonly string[], categoryId: string | null) => codes.length === 0 || (categoryId !== null && codes.some((c) => categoryId.startsWith(c)));

/** The row's coupons: the shop's (none for its owner, who may not claim them), then the platform's that reach the goods' category. */
export const rowRules = <R extends Pick<CouponRuleView, "categoryCodes">>(shopRules: readonly R[], platformRules: readonly R[], categoryId: string | null, isOwner: boolean): R[] => [
  ...(isOwner ? [] : shopRules),
  ...platformRules.filter((r) => reaches(r.categoryCodes, categoryId)),
];

/** Yuan without trailing zeros: 30000 → ¥300, 950 → ¥9.5. */
const yuan = (fen: number) => `¥${Number((fen / 100).toFixed(2))}`;
const day = (iso: string) => new Date(iso).toLocaleDateString("sv-SE", { timeZone: "Asia/Shanghai" });

type Rule = Pick<CouponRuleView, "regCode" | "scope" | "name" | "kind" | "threshold" | "value" | "rateBp" | "maxOff" | "perMemberLimit" | "validity">;

/** What a coupon offers (满 ¥300 减 ¥20, 满 ¥500 享 9.5 折 · 最多减 ¥100) and how long it stays valid. */
export function couponTerms(t: TFunction, r: Rule) {
  const min = yuan(r.threshold);
  const offer =
    r.kind === "AMOUNT"
      ? t(r.threshold > 0 ? "goodsCoupon.amount" : "goodsCoupon.amountNoMin", { min, off: yuan(r.value) })
      : t(r.threshold > 0 ? "goodsCoupon.rate" : "goodsCoupon.rateNoMin", { min, rate: r.rateBp / 1000, pct: (10_000 - r.rateBp) / 100 }) + (r.maxOff != null ? ` · ${t("goodsCoupon.maxOff", { max: yuan(r.maxOff) })}` : "");
  const valid = r.validity.type === "FIXED" ? t("goodsCoupon.validFixed", { from: day(r.validity.validFrom), to: day(r.validity.validTo) }) : t("goodsCoupon.validDays", { n: r.validity.days });
  return { offer, valid };
}

/**
 * The coupons as a row of chips, each with its claim button (or what became of it). Presentational: the
 * caller claims (`onClaim`) and says who is looking.
 */
export function CouponList({ rules, states, onClaim }: { rules: readonly Rule[]; states: Readonly<Record<string, ClaimState>>; onClaim: (r: Rule) => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="coupon-row" style={{ display: "flex", gap: 12, alignItems: "flex-start", marginBottom: 12 }}>
      <span style={{ color: "#595959", minWidth: 68, lineHeight: "28px" }}>{t("goodsCoupon.label")}</span>
      <ul style={{ display: "flex", flexWrap: "wrap", gap: 8, listStyle: "none", margin: 0, padding: 0, flex: 1, minWidth: 0 }}>
        {rules.map((r) => {
          const { offer, valid } = couponTerms(t, r);
          const state = states[r.regCode];
          return (
            <li
              key={r.regCode}
              data-testid="coupon-chip"
              data-reg-code={r.regCode}
              title={r.name}
              style={{ display: "flex", alignItems: "center", gap: 8, border: "1px dashed #ad2102", borderRadius: 4, background: "#fff1f0", padding: "2px 4px 2px 8px", maxWidth: "100%" }}
            >
              <span style={{ minWidth: 0 }}>
                <LightTag color="#ad2102" style={{ color: "#fff", marginInlineEnd: 4 }}>
                  {t(r.scope === "SHOP" ? "goodsCoupon.shop" : "goodsCoupon.platform")}
                </LightTag>
                <strong style={{ color: "#ad2102" }}>{offer}</strong>
                <span style={{ display: "block", color: "#595959", fontSize: 12 }}>{valid}</span>
              </span>
              {state ? (
                <span data-testid="coupon-state" role="status" style={{ color: state === "CLAIMED" ? "#237804" : "#595959", fontSize: 12, maxWidth: 132 }}>
                  {t(`goodsCoupon.state.${state}`, { n: r.perMemberLimit })}
                </span>
              ) : (
                <LightButton size="small" danger data-testid="coupon-claim" aria-label={`${t("goodsCoupon.claim")} ${offer}`} onClick={() => onClaim(r)}>
                  {t("goodsCoupon.claim")}
                </LightButton>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The goods detail's 领券 row under the price: the shop's coupons one may claim now (not shown to the
 * shop's owner, who may not claim them) and the platform's that reach the goods' category. A buyer
 * claims one here; a visitor goes to login and comes back.
 * Its own chunk, loaded once the detail has drawn (the detail's first load stays within its budget).
 */
export default function CouponRow({ shopId, categoryId, isOwner }: { shopId: string; categoryId: string | null; isOwner: boolean }) {
  const navigate = useNavigate();
  const here = useLocation();
  const user = useAppStore((s) => s.userInfo);
  const opts = { errBySelf: true, staleTime: 60_000 };
  const shop = useCall(coupon.selClaimableByShop, { shopId }, opts);
  const platform = useCall(coupon.selClaimableByShop, {}, opts);
  const [states, setStates] = useState<Record<string, ClaimState>>({});
  const rules = rowRules(shop.data ?? [], platform.data ?? [], categoryId, isOwner);
  if (!rules.length) return null;

  const claim = async (r: Rule) => {
    if (!user) {
      void navigate(`/user/login?redirect=${encodeURIComponent(here.pathname + here.search)}`);
      return;
    }
    // the chip says what became of it (no toast: its code would load with the first claim)
    let state: ClaimState = "CLAIMED";
    try {
      await api(coupon.receiveCoupon, { regCode: r.regCode }, { errBySelf: true });
    } catch (e) {
      state = claimProblem(e) ?? "ERROR";
    }
    setStates((s) => ({ ...s, [r.regCode]: state }));
  };
  return <CouponList rules={rules} states={states} onClaim={(r) => void claim(r)} />;
}
