import { favourite } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Checkbox, Form, Input, Popconfirm, Tag } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { untilSettled } from "../../kit/untilSettled";
import { useFormMutation } from "../../kit/useFormMutation";
import "./texts";

/** Every favourites list and count is read again after a change. */
export function useRefreshFavourites() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes("/fav/") });
}

/** The search fields every favourites list has: name, and "still available only". */
export function FavSearchFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="keyword" label={t("fav.keyword")} rules={[{ max: 40 }]}>
        <Input allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="onlyAvailable" valuePropName="checked">
        <Checkbox>{t("fav.onlyAvailable")}</Checkbox>
      </Form.Item>
    </>
  );
}

export const favInput = (s: Record<string, unknown>) => ({ keyword: (s.keyword as string | undefined) || undefined, onlyAvailable: !!s.onlyAvailable });

export const AvailableTag = ({ available }: { available: boolean }) => {
  const { t } = useTranslation();
  return available ? <Tag color="green">{t("fav.available")}</Tag> : <Tag>{t("fav.unavailable")}</Tag>;
};

export const savedOn = (iso: string) => dayjs(iso).format("YYYY-MM-DD HH:mm");

/** 取消收藏 for one row, with a confirmation. */
export function RemoveButton({ favId }: { favId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const del = useFormMutation(favourite.delById);
  const refresh = useRefreshFavourites();
  return (
    <Popconfirm
      title={t("fav.removeConfirm")}
      onConfirm={untilSettled(async () => {
        if (await del.submit({ favId })) {
          void message.success(t("fav.removed"));
          await refresh();
        }
      })}
    >
      <Button type="link" size="small" danger data-testid="fav-remove">
        {t("fav.remove")}
      </Button>
    </Popconfirm>
  );
}
