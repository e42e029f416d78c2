import { goods } from "@qinlian/contract";
import { App, Input, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

/** Makes a short-lived share link for one of the seller's goods (customers may preview it unlisted). */
export function ShareLink({ goodsId }: { goodsId: string }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const share = useFormMutation(goods.shareKeyUrl, { loadingText: false });
  const openShare = async () => {
    const res = await share.submit({ goodsId, ttlHours: 72 });
    if (!res) return;
    const url = res.url.startsWith("http") ? res.url : `${window.location.origin}${res.url}`;
    modal.info({
      title: t("goodsSeller.share.title"),
      width: 520,
      content: (
        <div>
          <Input readOnly value={url} style={{ marginBottom: 8 }} data-testid="share-url" />
          <Typography.Paragraph copyable={{ text: url }}>{t("goodsSeller.share.copy")}</Typography.Paragraph>
          <Typography.Text type="secondary">{t("goodsSeller.share.expires", { at: dayjs(res.expiresAt).format("YYYY-MM-DD HH:mm") })}</Typography.Text>
        </div>
      ),
    });
  };
  return (
    <span
      role="button"
      aria-busy={share.isPending}
      onClick={() => void openShare()}
    >
      {t("goodsSeller.share.button")}
    </span>
  );
}
