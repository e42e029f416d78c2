import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import "./catalog.texts";

const goodsColors: Record<string, string> = { DRAFT: "default", PENDING: "processing", ON: "success", OFF: "warning", REJECTED: "error" };
const shopColors: Record<string, string> = { DRAFT: "default", SUBMITTED: "processing", APPROVED: "cyan", REJECTED: "error", OPEN: "success", CLOSED: "warning" };

/** A goods or shop state as a coloured tag, named in the current language. */
export function StatusTag({ kind, status }: { kind: "goods" | "shop"; status: string }) {
  const { t } = useTranslation();
  const colors = kind === "goods" ? goodsColors : shopColors;
  return (
    <Tag color={colors[status] ?? "default"} data-testid="status-tag">
      {t(`catalog.${kind}Status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
