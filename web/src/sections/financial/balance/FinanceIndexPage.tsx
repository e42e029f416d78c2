import { cashier, finance } from "@qinlian/contract";
import { Alert, Button, Card, Col, Grid, Row, Table } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { PageHeader } from "../../../kit/PageHeader";
import { BalanceCards } from "./BalanceCards";
import { FlowList, flowColumns } from "./flowColumns";
import { channelNames } from "../../cashier/pay/labels";
import { pick } from "../../../i18n";
import "./texts";

/** /financial/index — the finance overview: balances, the account, recent cash flow, shortcuts. */
export default function FinanceIndexPage() {
  const { t, i18n } = useTranslation();
  const acc = useCall(finance.judgeIsOpenAccount, {});
  const recent = useCall(cashier.selFlowListByPage, { pageNum: 1, pageSize: 5 });
  const ongoing = useCall(cashier.selOngoingCashFlow, { pageNum: 1, pageSize: 1 });
  const shortcuts = [
    { to: "/financial/balance", label: t("balance.balanceTitle") },
    { to: "/financial/balance/recharge/1", label: t("balance.recharge") },
    { to: "/financial/balance/getCash/1", label: t("balance.withdraw") },
    { to: "/financial/balance/frozenMoney", label: t("balance.frozenTitle") },
    { to: "/financial/BankAccount", label: t("balance.bankCards") },
    { to: "/financial/securitySettings", label: t("balance.security") },
  ].filter((s) => routeExists(s.to));
  const a = acc.data?.account;
  const phone = Grid.useBreakpoint().md === false;
  return (
    <div>
      <PageHeader title={t("balance.indexTitle")} />
      {acc.data && !acc.data.opened && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("balance.notOpened")}
          data-testid="not-opened"
          action={
            routeExists("/financial/openAccount/:channelType") && (
              <Link to="/financial/openAccount/SANDBOX">
                <Button type="primary" size="small">
                  {t("balance.openAccount")}
                </Button>
              </Link>
            )
          }
        />
      )}
      {a && (
        <Alert
          type="success"
          style={{ marginBottom: 16 }}
          data-testid="account-opened"
          message={t("balance.accountOpened", { channel: pick(channelNames[a.channel], i18n.language), no: a.accountNoMasked })}
        />
      )}
      <BalanceCards />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={17}>
          <Card
            title={t("balance.recentFlow")}
            extra={
              <Link to="/financial/balance">
                {t("balance.allFlow")}
                {ongoing.data && ongoing.data.total > 0 ? ` · ${t("balance.ongoing", { n: ongoing.data.total })}` : ""}
              </Link>
            }
          >
            {phone ? (
              <FlowList items={recent.data?.list ?? []} loading={recent.isLoading} emptyText={t("balance.noFlow")} />
            ) : (
              <Table
                rowKey="id"
                size="small"
                loading={recent.isLoading}
                pagination={false}
                scroll={{ x: 560 }}
                dataSource={recent.data?.list ?? []}
                columns={flowColumns(t, i18n.language, { compact: true })}
                locale={{ emptyText: t("balance.noFlow") }}
                data-testid="recent-flow"
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={7}>
          <Card title={t("balance.shortcuts")}>
            <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 8 }}>
              {shortcuts.map((s) => (
                <Link key={s.to} to={s.to}>
                  <Button block>{s.label}</Button>
                </Link>
              ))}
            </div>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
