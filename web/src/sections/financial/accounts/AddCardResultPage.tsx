import { finance } from "@qinlian/contract";
import { Button, Result, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import "./texts";
import { useCall } from "../../../api";

/** /financial/addCardResult?id=…: the card just bound. */
export default function AddCardResultPage() {
  const [search] = useSearchParams();
  const id = search.get("id") ?? "";
  const { t } = useTranslation();
  const card = useCall(finance.selCardById, { id: id || "-" }, { enabled: !!id, errBySelf: true });
  if (card.isLoading) return <Spin />;
  if (!card.data) return <Result status="404" title={t("finAccount.noCards")} extra={<Link to="/financial/BankAccount">{t("finAccount.toBankAccount")}</Link>} />;
  return (
    <Result
      status="success"
      title={<span data-testid="card-result">{t("finAccount.addCardOk")}</span>}
      subTitle={t("finAccount.addCardOkSub", { bank: card.data.bankName ?? "", card: card.data.cardNoMasked })}
      extra={[
        <Link key="list" to="/financial/BankAccount">
          <Button type="primary">{t("finAccount.toBankAccount")}</Button>
        </Link>,
        <Link key="manage" to={`/financial/cardManage/${card.data.id}`}>
          <Button>{t("finAccount.manage")}</Button>
        </Link>,
      ]}
    />
  );
}
