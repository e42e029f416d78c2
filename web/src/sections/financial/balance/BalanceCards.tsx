import { cashier } from "@qinlian/contract";
import { Button, Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { formatFen } from "../../../kit/Money";
import "./texts";

/** Available, frozen and total balance, with recharge and withdraw buttons. */
export function BalanceCards({ actions = true }: { actions?: boolean }) {
  const { t } = useTranslation();
  const b = useCall(cashier.selBalance, {});
  const fmt = (v: number | string | undefined) => formatFen(Number(v ?? 0));
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="balance-cards">
      <Col xs={24} md={8}>
        <Card loading={b.isLoading} style={{ height: "100%" }}>
          <div data-testid="balance-available">
            <Statistic title={t("balance.available")} value={b.data?.available ?? 0} formatter={fmt} valueStyle={{ color: "#d4380d" }} />
          </div>
          {actions && (
            <div style={{ marginTop: 12, display: "flex", gap: 8, flexWrap: "wrap" }}>
              <Link to="/financial/balance/recharge/1">
                <Button type="primary" data-testid="go-recharge">
                  {t("balance.recharge")}
                </Button>
              </Link>
              <Link to="/financial/balance/getCash/1">
                <Button data-testid="go-withdraw">{t("balance.withdraw")}</Button>
              </Link>
            </div>
          )}
        </Card>
      </Col>
      <Col xs={12} md={8}>
        <Card loading={b.isLoading} style={{ height: "100%" }}>
          <div data-testid="balance-frozen">
            <Statistic title={t("balance.frozen")} value={b.data?.frozen ?? 0} formatter={fmt} />
          </div>
          {actions && (
            <Link to="/financial/balance/frozenMoney" style={{ display: "inline-block", marginTop: 12 }}>
              {t("balance.frozenView")}
            </Link>
          )}
        </Card>
      </Col>
      <Col xs={12} md={8}>
        <Card loading={b.isLoading} style={{ height: "100%" }}>
          <div data-testid="balance-total">
            <Statistic title={t("balance.total")} value={b.data?.total ?? 0} formatter={fmt} />
          </div>
        </Card>
      </Col>
    </Row>
  );
}
