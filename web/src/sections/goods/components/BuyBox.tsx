import { cart, CART_LIMIT, type GoodsView, type SpecView } from "@qinlian/contract";
import { ShoppingCartOutlined } from "@ant-design/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { api } from "../../../api";
import { useAppApi } from "../../../app/LightApp";
import { LightButton } from "../../../kit/LightButton";
import { useAppStore } from "../../../app/store";
import { refreshCartCount } from "../../shoping/cart/cartSync";
import { addLine, readLocalCart, writeLocalCart } from "../../shoping/cart/localCart";
import "./buy-texts";

/** Why this spec cannot be bought from the detail page (null: it can). */
export function cannotBuy(goods: Pick<GoodsView, "status">, spec: Pick<SpecView, "stock">, isOwner: boolean): "OFF_SHELF" | "OWN_GOODS" | "OUT_OF_STOCK" | null {
  if (goods.status !== "ON") return "OFF_SHELF";
  if (isOwner) return "OWN_GOODS";
  if (spec.stock <= 0) return "OUT_OF_STOCK";
  return null;
}

const stepBtn = { width: 36, border: 0, background: "#fafafa", cursor: "pointer", fontSize: 16, color: "#262626" } as const;

/** A typed quantity kept within [min, max] (a non-number becomes min). */
export const clampQty = (v: number, min: number, max: number): number => (Number.isFinite(v) ? Math.min(max, Math.max(min, Math.floor(v))) : min);

/** The path "buy now" goes to (the checkout of one spec). */
export const buyNowPath = (specId: string, quantity: number) => `/shoping/orders/now?specId=${encodeURIComponent(specId)}&quantity=${quantity}`;

/**
 * Quantity, 加入购物车 and 立即购买 under the spec picker. A visitor's cart goes to this browser
 * (merged at login); buying now needs a login (the login page comes back here).
 */
export function BuyBox({ goods, spec, isOwner, unitName }: { goods: GoodsView; spec: SpecView; isOwner: boolean; unitName: string | null }) {
  const { t } = useTranslation();
  const { message } = useAppApi();
  const navigate = useNavigate();
  const user = useAppStore((s) => s.userInfo);
  const min = Math.max(1, goods.minOrderQty);
  const [quantity, setQuantity] = useState<number>(min);
  const [adding, setAdding] = useState(false);
  const blocked = cannotBuy(goods, spec, isOwner);
  const q = Math.min(Math.max(quantity, min), Math.max(spec.stock, min));

  const addToCart = async () => {
    if (!user) {
      const r = addLine(readLocalCart(), spec.specId, q);
      if (!r.ok) {
        void message.warning(t("buy.limit", { n: CART_LIMIT }));
        return;
      }
      writeLocalCart(r.lines);
      void refreshCartCount();
      void message.success(t("buy.added"));
      return;
    }
    setAdding(true);
    try {
      await api(cart.addOrderCartV2, { specId: spec.specId, quantity: q });
      void message.success({
        content: (
          <span>
            {t("buy.added")}{" "}
            <Link to="/shoping/cart" style={{ textDecoration: "underline" }}>
              {t("buy.viewCart")}
            </Link>
          </span>
        ),
      });
    } catch {
      // the API client has shown why
    } finally {
      setAdding(false);
      void refreshCartCount();
    }
  };
  const buyNow = () => {
    const to = buyNowPath(spec.specId, q);
    void navigate(user ? to : `/user/login?redirect=${encodeURIComponent(to)}`);
  };

  return (
    <div data-testid="buy-box" style={{ marginTop: 12 }}>
      <div style={{ display: "flex", alignItems: "center", gap: 12, flexWrap: "wrap", marginBottom: 12 }}>
        <span style={{ color: "#595959", minWidth: 80 }}>{t("buy.quantity")}</span>
        {/* a plain stepper: antd's InputNumber would add ~60 KB to the detail's first load */}
        <span className="ql-stepper" style={{ display: "inline-flex", alignItems: "stretch", border: "1px solid #d9d9d9", borderRadius: 6, overflow: "hidden" }}>
          <button type="button" aria-label={t("buy.less")} disabled={!!blocked || quantity <= min} onClick={() => setQuantity(Math.max(min, quantity - 1))} style={stepBtn}>
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={min}
            max={Math.max(spec.stock, min)}
            value={quantity}
            disabled={!!blocked}
            onChange={(e) => setQuantity(clampQty(Number(e.target.value), min, Math.max(spec.stock, min)))}
            aria-label={t("buy.quantity")}
            data-testid="buy-quantity"
            style={{ width: 72, border: 0, textAlign: "center", fontSize: 14, outline: "none" }}
          />
          <button type="button" aria-label={t("buy.more")} disabled={!!blocked || quantity >= spec.stock} onClick={() => setQuantity(Math.min(Math.max(spec.stock, min), quantity + 1))} style={stepBtn}>
            +
          </button>
        </span>
        {unitName && <span style={{ color: "#595959" }}>{unitName}</span>}
      </div>
      <div style={{ display: "flex", gap: 12, flexWrap: "wrap", alignItems: "center" }}>
        <LightButton size="large" danger disabled={!!blocked} onClick={buyNow} data-testid="buy-now" style={{ minWidth: 140, background: blocked ? undefined : "#fff2e8", borderColor: blocked ? undefined : "#ad2102", color: blocked ? undefined : "#ad2102" }}>
          {t("buy.buyNow")}
        </LightButton>
        <LightButton size="large" type="primary" icon={<ShoppingCartOutlined />} disabled={!!blocked} loading={adding} onClick={() => void addToCart()} data-testid="add-to-cart" style={{ minWidth: 140 }}>
          {t("buy.addToCart")}
        </LightButton>
        {blocked && (
          <span data-testid="buy-blocked" style={{ color: "#ad2102" }}>
            {t(`buy.cannotBuy.${blocked}`)}
          </span>
        )}
      </div>
    </div>
  );
}
