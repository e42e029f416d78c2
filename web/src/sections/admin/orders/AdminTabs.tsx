import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../kit/PageHeader";
import "./texts";

export const ADMIN_ORDERS = "/admin/orders";
export const ADMIN_SHOP_TRADE = "/admin/orders/shops";
export const adminOrderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

/** The console's order screens as tabs: orders, trade by shop. */
export function AdminOrderTabs({ active }: { active: "orders" | "shops" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageHeader
      tabs={[
        { name: "orders", label: t("adminOrders.tabs.orders") },
        { name: "shops", label: t("adminOrders.tabs.shops") },
      ]}
      active={active}
      onChange={(n) => void navigate(n === "shops" ? ADMIN_SHOP_TRADE : ADMIN_ORDERS)}
    />
  );
}
