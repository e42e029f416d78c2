import { cashier, finance } from "@qinlian/contract";
import { Button, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { formatFen } from "../../../kit/Money";
import { ToneTag } from "./ToneTag";
import { tileStyle } from "./tileStyle";
import "./texts";

/** The screens behind the tile (web/src/sections/financial/balance/routes.ts and accounts/routes.ts). */
export const BALANCE_PATH = "/financial/balance";
export const FROZEN_PATH = "/financial/balance/frozenMoney";
export const FINANCE_INDEX_PATH = "/financial/index";
const OPEN_ACCOUNT_PATH = "/financial/openAccount/SANDBOX";

/** Whether the overview shows the money tile: the identity holds the balance screen or the finance overview (where an account is opened). */
export const showsBalance = (allowed: ReadonlySet<string>) => allowed.has(BALANCE_PATH) || allowed.has(FINANCE_INDEX_PATH);

/**
 * The identity's money at a glance: with an open finance account and the balance function, the
 * available balance (and the frozen part, if any) linking to the balance screen; without an account,
 * a shortcut to open one (the finance function's open-account screen).
 */
export function BalanceTile({ allowed }: { allowed: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const m = (k: string, o?: Record<string, string>) => t(`memberCentre.${k}`, o);
  const seesBalance = allowed.has(BALANCE_PATH);
  const acc = useCall(finance.judgeIsOpenAccount, {}, { staleTime: 0, errBySelf: true });
  const opened = acc.data?.opened === true;
  const bal = useCall(cashier.selBalance, {}, { staleTime: 0, errBySelf: true, enabled: opened && seesBalance });
  const openTo = routeExists("/financial/openAccount/:channelType") ? OPEN_ACCOUNT_PATH : FINANCE_INDEX_PATH;
  const frozenAccount = acc.data?.account?.status === "FROZEN";

  let body;
  if (acc.isLoading || (opened && seesBalance && bal.isLoading)) body = <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  else if (!acc.data) body = <div style={{ marginTop: 6 }}>-</div>;
  else if (!opened)
    body = (
      <div style={{ marginTop: 6, display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap" }}>
        <span>{m("noAccount")}</span>
        {allowed.has(FINANCE_INDEX_PATH) && (
          <Link to={openTo} data-testid="overview-open-account">
            <Button type="primary" size="small" tabIndex={-1}>
              {m("openAccount")}
            </Button>
          </Link>
        )}
      </div>
    );
  else if (seesBalance && bal.data)
    body = (
      <div style={{ marginTop: 4 }}>
        <Link to={BALANCE_PATH} data-testid="balance-available" aria-label={`${m("available")} ${formatFen(bal.data.available)}`}>
          <span style={{ fontSize: 24, fontWeight: 600, color: "#ad2102", fontVariantNumeric: "tabular-nums" }}>{formatFen(bal.data.available)}</span>
        </Link>
        <div style={{ marginTop: 4, fontSize: 13, color: "#595959", display: "flex", gap: 12, flexWrap: "wrap" }}>
          {bal.data.frozen > 0 && (
            <Link to={FROZEN_PATH} data-testid="balance-frozen">
              {m("frozen", { amount: formatFen(bal.data.frozen) })}
            </Link>
          )}
          <Link to={BALANCE_PATH}>{m("balanceDetail")}</Link>
        </div>
      </div>
    );
  else
    body = (
      <div style={{ marginTop: 6 }}>
        <Link to={FINANCE_INDEX_PATH}>{m("financeIndex")}</Link>
      </div>
    );

  return (
    <div style={tileStyle} data-testid="figure-balance">
      <div style={{ color: "#595959", fontSize: 13, display: "flex", alignItems: "center", gap: 8 }}>
        <span>{opened && seesBalance ? m("available") : m("balance")}</span>
        {frozenAccount && <ToneTag tone="error">{m("accountFrozen")}</ToneTag>}
      </div>
      {body}
    </div>
  );
}
