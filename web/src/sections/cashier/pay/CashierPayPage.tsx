import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageHeader } from "../../../kit/PageHeader";
import { PayPanel } from "./PayPanel";
import "./texts";

/** /cashier/cashierPay/:id — pay one payment order (:id is its payId). */
export default function CashierPayPage() {
  const { t } = useTranslation();
  const payId = useParams().id ?? "";
  return (
    <div>
      <PageHeader title={t("cashierPay.title")} />
      <PayPanel payId={payId} />
    </div>
  );
}
