import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageHeader } from "../../../kit/PageHeader";
import { PayPanel } from "./PayPanel";
import "./texts";

/** /cashier/rechargePay/:id — pay a recharge order through a channel (:id is its payId; no balance). */
export default function RechargePayPage() {
  const { t } = useTranslation();
  const payId = useParams().id ?? "";
  return (
    <div>
      <PageHeader title={t("cashierPay.rechargeTitle")} />
      <PayPanel payId={payId} recharge />
    </div>
  );
}
