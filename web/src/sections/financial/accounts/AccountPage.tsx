import { finance } from "@qinlian/contract";
import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { PageHeader } from "../../../kit/PageHeader";
import { AccountPanel } from "./AccountPanel";
import { channelNames } from "./labels";
import { channelOfPath } from "./paths";
import "./texts";

/**
 * A channel's account page: the open-account result (openAccountResult/:channelType,
 * account/yeePay/result, openValidateResult, /transaction/account/ABCCG/openAccountResult) and the
 * account's own page (account/YEE_PAY, account/SEF, account/SEF/manage, account/ABCCG and its
 * /transaction twin) — the same panel, with a success header on the result paths.
 */
export default function AccountPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const { t, i18n } = useTranslation();
  const channel = channelOfPath(pathname, params, search);
  const isResult = /(openAccountResult|\/result|openValidateResult)/.test(pathname);
  const list = useCall(finance.selChannelList, {}, { enabled: !!channel });
  if (!channel) return <Result status="404" title={t("finAccount.resultNone")} />;
  const account = list.data?.list.find((c) => c.code === channel)?.account ?? null;
  const name = pick(channelNames[channel], i18n.language);
  const abc = channel === "ABCCG";
  const inTransaction = pathname.startsWith("/transaction/");
  return (
    <div data-testid="account-page">
      <PageHeader title={t("finAccount.manageTitle", { channel: name })} />
      {isResult && account && (
        <Result
          status={account.status === "PENDING" ? "info" : "success"}
          title={<span data-testid="open-result">{t(account.status === "PENDING" ? "finAccount.resultPending" : pathname.includes("openValidateResult") ? "finAccount.validateOk" : "finAccount.resultOk")}</span>}
          subTitle={account.status === "PENDING" ? t("finAccount.resultPendingSub") : t("finAccount.resultOkSub", { channel: name, accountNo: account.accountNoMasked ?? "-", signNo: account.signNo ?? "-" })}
          style={{ padding: "16px 0" }}
        />
      )}
      <AccountPanel
        channel={channel}
        removePath={abc ? (inTransaction ? "/transaction/account/ABCCG/removeAccount" : "/financial/removeAccount/ABCCG") : undefined}
        changePath={abc && account ? (inTransaction ? "/transaction/account/ABCCG/changeAccount" : `/financial/changeAccount/ABCCG/${account.holderType}`) : undefined}
      />
    </div>
  );
}
