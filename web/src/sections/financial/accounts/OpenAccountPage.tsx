import { finance, isValidIdCard, isValidUscc, type AccountHolderType, type OutsideChannel } from "@qinlian/contract";
import { Alert, Button, Form, Input, Result, Steps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { MobileField } from "../../../kit/AccountFields";
import { LoadFailed } from "../../../kit/LoadFailed";
import { PageHeader } from "../../../kit/PageHeader";
import { useMe } from "../../../kit/useMe";
import { useFormMutation } from "../../../kit/useFormMutation";
import { channelNames } from "./labels";
import { formStyle } from "./parts";
import { channelOfPath, holderOfPath, managePath, resultPath, validatePath } from "./paths";
import { SignStep } from "./SignStep";
import "./texts";

type Values = { holderName: string; idNo: string; mobile: string };

/**
 * The one open-account flow of every channel (/financial/openAccount/:channelType, …/LDYS/:accountType,
 * …/YEE_PAY/PSN|ORG, …/SEF/:accountType, …/ABCCG/:accountType, GT/bindCard and the
 * /transaction/account/ABCCG group): the channel and holder type come from the path. Step 1 records the
 * application and texts a code to the member's own mobile; step 2 (here, or SEF's openValidate page)
 * signs it; then the result page (GT: straight on to binding a card, as 广投 opens by a card).
 */
export default function OpenAccountPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const { me } = useMe();
  const channel = channelOfPath(pathname, params, search);
  const holder = holderOfPath(pathname, params, me?.boType === "ENTERPRISE");
  const { t } = useTranslation();
  if (!channel || !holder) return <Result status="404" title={t("finAccount.resultNone")} />;
  return <OpenFlow key={`${channel}-${holder}`} channel={channel} holder={holder} />;
}

function OpenFlow({ channel, holder }: { channel: OutsideChannel; holder: AccountHolderType }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { me } = useMe();
  const list = useCall(finance.selChannelList, {});
  const [form] = Form.useForm<Values>();
  const applyDef = channel === "SEF" ? finance.sefGetBillNo : holder === "ORG" ? finance.sendMessage2 : finance.sendMessage;
  const apply = useFormMutation(applyDef, { form });
  const [sent, setSent] = useState<{ billNo: string; mobile: string } | null>(null);
  const info = list.data?.list.find((c) => c.code === channel);
  const name = info ? pick(info.name, i18n.language) : pick(channelNames[channel], i18n.language);
  const title = t("finAccount.openTitle", { channel: name, type: t(`finAccount.${holder}`) });
  const existing = info?.account ?? null;
  const billNo = sent?.billNo ?? (existing?.status === "PENDING" ? existing.billNo : null);
  const wrongIdentity = !!me && (holder === "ORG") !== (me.boType === "ENTERPRISE");

  const onApply = async (v: Values) => {
    const r = await apply.submit(channel === "SEF" ? { ...v, holderType: holder } : { ...v, channel });
    if (!r) return;
    const next = validatePath(channel);
    if (next) return void navigate(`${next}?billNo=${encodeURIComponent(r.billNo)}&holder=${holder}`);
    setSent({ billNo: r.billNo, mobile: r.mobile });
  };
  const onSigned = () => void navigate(channel === "GT" ? "/financial/addNewCardPerson?channel=GT" : resultPath(channel));

  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  const step = billNo ? 1 : 0;
  return (
    <div data-testid="open-account">
      <PageHeader title={title} />
      <Steps current={step} size="small" responsive={false} style={{ maxWidth: 560, marginBottom: 24 }} items={[{ title: t("finAccount.stepApply") }, { title: t("finAccount.stepVerify") }, { title: t("finAccount.stepDone") }]} />
      {existing && existing.status !== "PENDING" ? (
        <Result
          status="info"
          title={t("finAccount.alreadyOpen")}
          extra={
            <Link to={managePath(channel)}>
              <Button type="primary">{t("finAccount.toAccount")}</Button>
            </Link>
          }
        />
      ) : info && (!info.enabled || !info.holderTypes.includes(holder)) ? (
        <Result status="warning" title={t("finAccount.disabled")} />
      ) : billNo ? (
        <SignStep channel={channel} holder={holder} billNo={billNo} sentTo={sent?.mobile} onDone={onSigned} />
      ) : (
        <Form form={form} layout="vertical" style={formStyle} onFinish={(v) => void onApply(v)} data-testid="apply-form" disabled={!!wrongIdentity}>
          {wrongIdentity ? (
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t("finAccount.switchIdentity", { who: t(me?.boType === "ENTERPRISE" ? "finAccount.enterprise" : "finAccount.person"), type: t(`finAccount.${holder}`) })} />
          ) : (
            holder === "ORG" && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("finAccount.orgOnlyAdmin")} />
          )}
          <Form.Item
            name="holderName"
            label={t(holder === "ORG" ? "finAccount.holderNameOrg" : "finAccount.holderNamePsn")}
            initialValue={holder === "ORG" ? me?.boName : (me?.realName ?? undefined)}
            rules={[{ required: true, whitespace: true, message: t("finAccount.required", { field: t(holder === "ORG" ? "finAccount.holderNameOrg" : "finAccount.holderNamePsn") }) }]}
          >
            <Input maxLength={holder === "ORG" ? 60 : 30} data-testid="holderName-input" />
          </Form.Item>
          <Form.Item
            name="idNo"
            label={t(holder === "ORG" ? "finAccount.idNoOrg" : "finAccount.idNoPsn")}
            validateFirst
            rules={[
              { required: true, whitespace: true, message: t("finAccount.required", { field: t(holder === "ORG" ? "finAccount.idNoOrg" : "finAccount.idNoPsn") }) },
              {
                validator: (_r, v: string) =>
                  !v || (holder === "ORG" ? isValidUscc : isValidIdCard)(v.trim().toUpperCase())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t(holder === "ORG" ? "finAccount.usccInvalid" : "finAccount.idCardInvalid"))),
              },
            ]}
          >
            <Input maxLength={18} data-testid="idNo-input" style={{ textTransform: "uppercase" }} />
          </Form.Item>
          <MobileField label={t("finAccount.reservedMobile")} />
          <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="apply-submit" block>
            {t("finAccount.applyNext")}
          </Button>
        </Form>
      )}
    </div>
  );
}
