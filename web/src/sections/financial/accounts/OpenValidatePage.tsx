import { accountHolderType } from "@qinlian/contract";
import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../kit/PageHeader";
import { resultPath } from "./paths";
import { SignStep } from "./SignStep";
import "./texts";

/** /financial/openValidate: SEF's 开户验证 — the application's bill number (from the query) signed with the SMS code. */
export default function OpenValidatePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const billNo = search.get("billNo");
  const holder = accountHolderType.safeParse(search.get("holder")).data ?? "PSN";
  return (
    <div>
      <PageHeader title={t("finAccount.validateTitle")} />
      {billNo ? <SignStep channel="SEF" holder={holder} billNo={billNo} onDone={() => void navigate(resultPath("SEF"))} /> : <Result status="404" title={t("finAccount.resultNone")} />}
    </div>
  );
}
