import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import "../../../kit/catalog.texts";
import "./texts";

export const GOODS_TABS = ["ALL", "ON", "PENDING", "DRAFT", "OFF", "REJECTED"] as const;
export type GoodsTab = (typeof GOODS_TABS)[number];

/** Tabs by goods state with their counts ("全部" sums them). */
export function StatusTabs({ active, counts, onChange }: { active: GoodsTab; counts: Record<string, number> | undefined; onChange: (tab: GoodsTab) => void }) {
  const { t } = useTranslation();
  const total = Object.values(counts ?? {}).reduce((a, b) => a + b, 0);
  return (
    <Tabs
      activeKey={active}
      onChange={(k) => onChange(k as GoodsTab)}
      data-testid="status-tabs"
      items={GOODS_TABS.map((k) => ({
        key: k,
        label: (
          <span data-testid={`tab-${k}`}>
            {k === "ALL" ? t("goodsSeller.list.all") : t(`catalog.goodsStatus.${k}`)} ({k === "ALL" ? total : (counts?.[k] ?? 0)})
          </span>
        ),
      }))}
    />
  );
}
