import { finance } from "@qinlian/contract";
import { Result, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { ChangeAccountForm, RemoveAccountForm } from "./AccountForms";
import { channelOfPath, managePath } from "./paths";
import "./texts";

/**
 * changeAccount/ABCCG/:accountType (and /transaction/account/ABCCG/changeAccount) and
 * removeAccount/ABCCG (and its /transaction twin): the change and rescission forms on a page of their own.
 */
export default function ChangeAccountPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const channel = channelOfPath(pathname, params, search);
  const removing = pathname.includes("removeAccount");
  const list = useCall(finance.selChannelList, {});
  const account = list.data?.list.find((c) => c.code === channel)?.account ?? null;
  const back = pathname.startsWith("/transaction/") ? "/transaction/account/ABCCG/account/ABCCG" : managePath(channel ?? "ABCCG");
  return (
    <div>
      <PageHeader title={t(removing ? "finAccount.removeTitle" : "finAccount.changeTitle")} />
      {list.isLoading ? (
        <Spin />
      ) : !account || account.status === "PENDING" || account.status === "CLOSED" ? (
        <Result status="info" title={t("finAccount.noAccount")} />
      ) : removing ? (
        <RemoveAccountForm account={account} />
      ) : (
        <ChangeAccountForm account={account} onDone={() => void navigate(back)} />
      )}
    </div>
  );
}
