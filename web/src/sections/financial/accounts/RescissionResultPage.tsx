import { outsideChannel } from "@qinlian/contract";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import "./texts";
import { pick } from "../../../i18n";
import { channelNames } from "./labels";

/** /financial/account/SEF/rescissionResult (?channel=… for the other channels): the account is closed. */
export default function RescissionResultPage() {
  const [search] = useSearchParams();
  const { t, i18n } = useTranslation();
  const channel = outsideChannel.safeParse(search.get("channel")).data ?? "SEF";
  return (
    <Result
      status="success"
      title={<span data-testid="rescission-result">{t("finAccount.removedTitle")}</span>}
      subTitle={t("finAccount.removedSub", { channel: pick(channelNames[channel], i18n.language) })}
      extra={
        <Link to="/financial/BankAccount">
          <Button type="primary">{t("finAccount.toBankAccount")}</Button>
        </Link>
      }
    />
  );
}
