import { cmsAdvert } from "@qinlian/contract";
import { Empty, Result, Skeleton, Tabs, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { AdvertDetailsEditor } from "../../../kit/AdvertDetailsEditor";
import { PageHeader } from "../../../kit/PageHeader";
import { useMyShop } from "./useMyShop";
import "./texts";

/**
 * The shop's own advert slots (shop banner, shop sign — created on first visit) and their adverts,
 * shown on the shop's page while live. Links may go to the shop's own goods or the shop itself.
 */
export default function ShopAdvertSpListPage() {
  const { t } = useTranslation();
  const my = useMyShop();
  const ready = !!my.data && ["APPROVED", "OPEN", "CLOSED"].includes(my.data.status);
  const slots = useCall(cmsAdvert.shopSlots, {}, { enabled: ready });
  const [active, setActive] = useState<string | undefined>();
  if (my.isLoading || (ready && slots.isLoading)) return <Skeleton active />;
  if (!ready) return <Result status="info" title={t("shopSeller.manage.noShop")} extra={<Link to="/transaction/openShopStatus">{t("shopSeller.manage.seeStatus")}</Link>} />;
  const list = slots.data ?? [];
  const current = list.find((s) => s.id === active) ?? list[0];
  return (
    <div data-testid="shop-adverts">
      <PageHeader title={t("shopSeller.adv.title")} />
      {list.length === 0 ? (
        <Empty description={t("shopSeller.adv.noSlots")} />
      ) : (
        <Tabs
          activeKey={current?.id}
          onChange={setActive}
          items={list.map((s) => ({
            key: s.id,
            label: (
              <span>
                {s.name} <Tag color={s.liveCount ? "success" : "default"}>{t("shopSeller.adv.counts", { live: s.liveCount, all: s.detailCount })}</Tag>
              </span>
            ),
            children: <AdvertDetailsEditor slot={s} />,
          }))}
        />
      )}
    </div>
  );
}
