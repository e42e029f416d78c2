import { channelAgreementTypes, type AgreementType } from "@qinlian/contract";
import { Button, Card, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { AgreementContent } from "./AgreementContent";
import "./texts";

/** /agreement/channel/:type — a payment channel's service agreement (ABCCG, ICBC_B2B, YEE_PAY …). */
export default function ChannelAgreementPage() {
  const { t } = useTranslation();
  const { type = "" } = useParams();
  const known = (channelAgreementTypes as readonly string[]).includes(type);
  return (
    <Card>
      {known ? (
        <AgreementContent type={type as AgreementType} />
      ) : (
        <Result
          status="404"
          title={t("agreement.unknownChannel")}
          extra={
            <Link to="/">
              <Button type="primary">{t("agreement.back")}</Button>
            </Link>
          }
        />
      )}
    </Card>
  );
}
