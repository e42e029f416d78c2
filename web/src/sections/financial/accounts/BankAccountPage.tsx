import { finance, type BankCardView } from "@qinlian/contract";
import { Alert, Button, Card, Col, Empty, Row, Space, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { LoadFailed } from "../../../kit/LoadFailed";
import { PageHeader } from "../../../kit/PageHeader";
import { ToneTag } from "../../../kit/ToneTag";
import { useMe } from "../../../kit/useMe";
import { AccountStateTag } from "./parts";
import { managePath, openPath } from "./paths";
import "./texts";

/** /financial/BankAccount: my finance accounts at the channels and my bound bank cards. */
export default function BankAccountPage() {
  const { t, i18n } = useTranslation();
  const { me } = useMe();
  const channels = useCall(finance.selChannelList, {});
  const cards = useCall(finance.selAccountCardList, {});
  const enterprise = me?.boType === "ENTERPRISE";
  const holder = enterprise ? "ORG" : "PSN";
  const opened = channels.data?.list.some((c) => c.account && c.account.status !== "PENDING");
  if (channels.isError) return <LoadFailed onRetry={() => void channels.refetch()} />;
  return (
    <div data-testid="bank-account">
      <PageHeader title={t("finAccount.myAccounts")} />
      <Alert type="info" showIcon message={t("finAccount.accountsHint")} style={{ marginBottom: 16 }} />
      {channels.isLoading ? (
        <Spin />
      ) : (
        <Row gutter={[12, 12]}>
          {channels.data?.list
            .filter((c) => c.holderTypes.includes(holder))
            .map((c) => (
              <Col key={c.code} xs={24} sm={12} lg={8}>
                <Card size="small" data-testid={`channel-${c.code}`}>
                  <Space direction="vertical" size={4} style={{ width: "100%" }}>
                    <Space wrap>
                      <b>{pick(c.name, i18n.language)}</b>
                      {c.account ? <AccountStateTag status={c.account.status} /> : <ToneTag tone="default">{t("finAccount.noAccount")}</ToneTag>}
                      {c.account?.isDefault && <ToneTag tone="volcano">{t("finAccount.isDefault")}</ToneTag>}
                    </Space>
                    <span style={{ color: "#595959" }}>{c.account?.accountNoMasked ?? "\u00a0"}</span>
                    {c.account ? (
                      <Link to={c.account.status === "PENDING" ? openPath(c.code, c.account.holderType) : managePath(c.code)}>
                        {t(c.account.status === "PENDING" ? "finAccount.continue" : "finAccount.manage")}
                      </Link>
                    ) : c.enabled ? (
                      <Link to={openPath(c.code, holder)} data-testid={`open-${c.code}`}>
                        {t("finAccount.open")}
                      </Link>
                    ) : (
                      <span style={{ color: "#8c8c8c" }}>{t("finAccount.disabled")}</span>
                    )}
                  </Space>
                </Card>
              </Col>
            ))}
        </Row>
      )}
      <div style={{ height: 24 }} />
      <PageHeader
        title={t("finAccount.cardsTitle")}
        extra={
          <Link to={enterprise ? "/financial/BankAccount/addNewCard" : "/financial/addNewCardPerson"}>
            <Button type="primary" disabled={!opened} data-testid="add-card">
              {t(enterprise ? "finAccount.addCompanyCard" : "finAccount.addPersonCard")}
            </Button>
          </Link>
        }
      />
      {!opened && !channels.isLoading && <Alert type="warning" showIcon message={t("finAccount.needAccount")} style={{ marginBottom: 16 }} />}
      {cards.isLoading ? <Spin /> : cards.data?.list.length ? <CardList cards={cards.data.list} /> : <Empty description={t("finAccount.noCards")} />}
    </div>
  );
}

function CardList({ cards }: { cards: BankCardView[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} data-testid="card-list">
      {cards.map((c) => (
        <Col key={c.id} xs={24} sm={12} lg={8}>
          <Link to={`/financial/cardManage/${c.id}`} data-testid="card-item">
            <Card size="small" hoverable style={{ background: "linear-gradient(135deg,#8c2b0b,#d4380d)", color: "#fff" }}>
              <div style={{ display: "flex", justifyContent: "space-between", gap: 8 }}>
                <b>{c.bankName ?? "-"}</b>
                <span>{c.cardType ? t(`finAccount.${c.cardType}`) : ""}</span>
              </div>
              <div style={{ fontSize: 18, letterSpacing: 1, margin: "12px 0" }} data-testid="card-no">
                {c.cardNoMasked}
              </div>
              <div style={{ display: "flex", justifyContent: "space-between", gap: 8 }}>
                <span>{c.alias ?? c.holderName}</span>
                {c.isDefault && <span>{t("finAccount.defaultCard")}</span>}
              </div>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
