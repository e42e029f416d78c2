import { PlusOutlined } from "@ant-design/icons";
import { Button, Popconfirm, Space } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { untilSettled } from "./untilSettled";

/** A list row's actions: edit (a link to its form), any extra buttons, and delete after a confirmation. */
export function EditDeleteActions({ editTo, onDelete, children, testId }: { editTo: string; onDelete: () => Promise<unknown>; children?: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap>
      <Link to={editTo}>
        <Button type="link" size="small" data-testid={testId && `${testId}-edit`}>
          {t("common.edit")}
        </Button>
      </Link>
      {children}
      <Popconfirm title={t("common.deleteConfirm")} onConfirm={untilSettled(onDelete)} okText={t("common.confirm")} cancelText={t("common.cancel")}>
        <Button type="link" size="small" danger data-testid={testId && `${testId}-delete`}>
          {t("common.delete")}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** A list page's header button to its add form. */
export function AddLink({ to, testId }: { to: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to}>
      <Button type="primary" icon={<PlusOutlined />} data-testid={testId}>
        {t("common.add")}
      </Button>
    </Link>
  );
}
