import { Result } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../../api";
import { sellerPaths } from "./logic";
import "./texts";

export const factsGrid = { display: "grid", gridTemplateColumns: "96px 1fr", gap: "4px 8px" } as const;
export const muted = { color: "#595959" } as const;

/** Label–value rows (a light Descriptions that wraps on a phone). */
export function Facts({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  return (
    <div style={factsGrid} data-testid={testId}>
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: "contents" }}>
          <span style={muted}>{k}</span>
          <span style={{ overflowWrap: "anywhere" }}>{v}</span>
        </div>
      ))}
    </div>
  );
}

/** A read of one order answered with a business error: no such order here, or not this shop's (the reason under it). */
export const orderMissing = (e: unknown): e is ApiError => e instanceof ApiError && e.kind === "business";

export function MissingOrder({ error }: { error: ApiError | null }) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t("sellerOrders.detail.notFound")}
      subTitle={error?.message}
      extra={
        <Link to={sellerPaths.list} style={{ textDecoration: "underline" }}>
          {t("sellerOrders.detail.back")}
        </Link>
      }
    />
  );
}

/** The "back to the orders" link of the seller's order screens. */
export function BackToOrders() {
  const { t } = useTranslation();
  return (
    <Link to={sellerPaths.list} style={{ textDecoration: "underline" }}>
      {t("sellerOrders.detail.back")}
    </Link>
  );
}
