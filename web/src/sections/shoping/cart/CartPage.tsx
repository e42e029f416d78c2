import { cart, type CartLine, type CartShopGroup, type CartView } from "@qinlian/contract";
import { DeleteOutlined, ShopOutlined } from "@ant-design/icons";
import { keepPreviousData } from "@tanstack/react-query";
import { Alert, App, Button, Card, Checkbox, Empty, InputNumber, Popconfirm, Select, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { api, useCall } from "../../../api";
import { useIsPhone } from "../../../app/layouts/MainNav";
import { queryClient } from "../../../app/query";
import { hasTicketCookie, useAppStore } from "../../../app/store";
import { LoadFailed } from "../../../kit/LoadFailed";
import { formatFen, Money } from "../../../kit/Money";
import { refreshCartCount } from "./cartSync";
import { cartSelection, clearableSpecIds, lineIdsOf } from "./cartLogic";
import { changeLine, readLocalCart, removeLines, writeLocalCart, type LocalLine } from "./localCart";
import "./texts";

/** What the page can do to the cart: the member's (server calls) or the visitor's (this browser). */
interface CartActions {
  member: boolean;
  setQuantity(line: CartLine, quantity: number): Promise<void>;
  setSpec(line: CartLine, specId: string): Promise<void>;
  select(ids: string[], selected: boolean): Promise<void>;
  remove(ids: string[]): Promise<void>;
  clear(view: CartView): Promise<number>;
}

const CHECKOUT_PATH = "/shoping/orders/cart";

function useMemberCart(enabled: boolean) {
  const list = useCall(cart.selListByParamV2, {}, { enabled, placeholderData: keepPreviousData });
  const after = async () => {
    await queryClient.invalidateQueries({ queryKey: [cart.selListByParamV2.path] });
    await refreshCartCount();
  };
  const actions: CartActions = {
    member: true,
    async setQuantity(line, quantity) {
      await api(cart.updOrderCartV2, { id: line.id, quantity }).finally(after);
    },
    async setSpec(line, specId) {
      await api(cart.updOrderCartV2, { id: line.id, specId }).finally(after);
    },
    async select(ids, selected) {
      if (!ids.length) return;
      await api(cart.updOrderCart, { lines: ids.map((id) => ({ id, selected })) }).finally(after);
    },
    async remove(ids) {
      if (!ids.length) return;
      await api(cart.delById, { ids }).finally(after);
    },
    async clear() {
      const r = await api(cart.clearOrderCartData, {}).finally(after);
      return r.deleted;
    },
  };
  return { list, actions };
}

function useVisitorCart(enabled: boolean) {
  const [lines, setLines] = useState<LocalLine[]>(() => readLocalCart());
  const list = useCall(cart.selLocalCart, { lines }, { enabled, placeholderData: keepPreviousData });
  const save = (next: LocalLine[]) => {
    writeLocalCart(next);
    setLines(next);
    void refreshCartCount();
    return Promise.resolve();
  };
  const actions: CartActions = {
    member: false,
    setQuantity: (line, quantity) => save(changeLine(lines, line.specId, { quantity })),
    setSpec: (line, specId) => save(changeLine(lines, line.specId, { specId })),
    select: () => Promise.resolve(),
    remove: (ids) => save(removeLines(lines, ids)),
    async clear(view) {
      const gone = clearableSpecIds(view);
      await save(removeLines(lines, gone));
      return gone.length;
    },
  };
  return { list, actions, empty: lines.length === 0 };
}

/** The quantity stepper: − and + step at once; a typed number counts when the field is left or Enter is pressed. */
function QuantityStepper({ line, onChange }: { line: CartLine; onChange: (q: number) => Promise<void> }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(line.quantity);
  const [shown, setShown] = useState(line.quantity);
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setValue(line.quantity);
  }
  const min = Math.max(1, line.minOrderQty);
  // a line short of stock may only go down (to the stock); others stay within the stock
  const max = line.stock > 0 ? Math.max(line.stock, line.reason === "BELOW_MIN" ? min : 1) : undefined;
  const editable = line.usable || line.reason === "STOCK_SHORT" || line.reason === "BELOW_MIN";
  const commit = (q: number | null) => {
    if (q == null || q === line.quantity) {
      setValue(line.quantity);
      return;
    }
    setValue(q);
    void onChange(q).catch(() => setValue(line.quantity));
  };
  const current = value ?? line.quantity;
  const btn = { width: 28, paddingInline: 0 } as const;
  return (
    <span style={{ display: "inline-flex", alignItems: "center" }} data-testid="cart-stepper">
      <Button size="small" style={btn} disabled={!editable || current <= min} aria-label={t("cart.less")} onClick={() => commit(Math.max(min, Math.min(current - 1, max ?? current - 1)))}>
        −
      </Button>
      <InputNumber
        size="small"
        min={1}
        precision={0}
        controls={false}
        value={value}
        disabled={!editable}
        aria-label={t("cart.quantity")}
        data-testid="cart-qty"
        style={{ width: 56, textAlign: "center", marginInline: -1 }}
        onChange={(v) => setValue(v)}
        onBlur={() => commit(value)}
        onPressEnter={() => commit(value)}
      />
      <Button size="small" style={btn} disabled={!editable || (max !== undefined && current >= max)} aria-label={t("cart.more")} onClick={() => commit(current + 1)}>
        +
      </Button>
    </span>
  );
}

function ReasonTag({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  if (!line.reason) return null;
  return (
    <Tag color={line.reason === "STOCK_SHORT" || line.reason === "BELOW_MIN" ? "orange" : "default"} data-testid="cart-reason" style={{ color: "#595959", alignSelf: "flex-start" }}>
      {t(`cart.reason.${line.reason}`, { stock: line.stock, min: line.minOrderQty })}
    </Tag>
  );
}

function PriceCell({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  return (
    <div>
      {line.goodsId ? <Money fen={line.price} /> : "-"}
      {line.priceChanged && (
        <div data-testid="cart-price-changed" style={{ fontSize: 12 }}>
          <span style={{ color: "#595959", textDecoration: "line-through" }}>{t("cart.priceWas", { price: formatFen(line.addedPrice) })}</span>{" "}
          <Tag color={line.price < line.addedPrice ? "green" : "red"} style={{ marginInlineEnd: 0 }}>
            {line.price < line.addedPrice ? t("cart.priceDown") : t("cart.priceUp")}
          </Tag>
        </div>
      )}
    </div>
  );
}

function SpecSelect({ line, onChange }: { line: CartLine; onChange: (specId: string) => Promise<void> }) {
  const { t } = useTranslation();
  if (line.specs.length < 2) return <span style={{ color: "#595959" }}>{line.specName}</span>;
  return (
    <Select
      size="small"
      value={line.specId}
      aria-label={t("cart.spec")}
      data-testid="cart-spec"
      style={{ minWidth: 120, maxWidth: "100%" }}
      popupMatchSelectWidth={false}
      options={line.specs.map((s) => ({ value: s.specId, label: s.name, disabled: s.stock <= 0 && s.specId !== line.specId }))}
      onChange={(v: string) => void onChange(v).catch(() => undefined)}
    />
  );
}

function LineRow({ line, actions, phone }: { line: CartLine; actions: CartActions; phone: boolean }) {
  const { t } = useTranslation();
  const detail = `/goods/detail?goodsId=${encodeURIComponent(line.goodsId)}&specId=${encodeURIComponent(line.specId)}`;
  const faded = !line.usable && line.reason !== "STOCK_SHORT" && line.reason !== "BELOW_MIN";
  const check = actions.member && (
    <Checkbox
      checked={line.selected && line.usable}
      disabled={!line.usable}
      aria-label={t("cart.selectLine", { name: line.goodsName })}
      onChange={(e) => void actions.select([line.id], e.target.checked).catch(() => undefined)}
    />
  );
  const image = (
    <Link to={detail} style={{ flex: "none", lineHeight: 0 }} tabIndex={-1} aria-hidden>
      {line.image ? (
        <img src={line.image} alt="" width={phone ? 72 : 80} height={phone ? 72 : 80} style={{ objectFit: "cover", borderRadius: 4, filter: faded ? "grayscale(1)" : undefined, opacity: faded ? 0.6 : 1 }} />
      ) : (
        <div style={{ width: phone ? 72 : 80, height: phone ? 72 : 80, background: "#f5f5f5", borderRadius: 4 }} />
      )}
    </Link>
  );
  const name = line.goodsId ? (
    <Link to={detail} style={{ color: "rgba(0,0,0,0.88)", fontWeight: 500, textDecoration: "underline", textDecorationColor: "#d9d9d9" }}>
      {line.goodsName}
    </Link>
  ) : (
    <span>{line.goodsName}</span>
  );
  const del = (
    <Popconfirm title={t("cart.removeConfirm")} onConfirm={() => void actions.remove([line.id]).catch(() => undefined)}>
      <Button type="link" size="small" icon={<DeleteOutlined />} data-testid="cart-remove" aria-label={t("cart.remove")} style={{ color: "#595959" }}>
        {phone ? null : t("cart.remove")}
      </Button>
    </Popconfirm>
  );
  if (phone) {
    return (
      <div data-testid="cart-line" data-spec-id={line.specId} style={{ display: "flex", gap: 8, padding: "12px 0", borderTop: "1px solid #f0f0f0", background: faded ? "#fafafa" : undefined }}>
        {check && <div style={{ paddingTop: 26 }}>{check}</div>}
        {image}
        <div style={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: 4 }}>
          <div style={{ overflow: "hidden", textOverflow: "ellipsis", display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical" }}>{name}</div>
          <div>
            <SpecSelect line={line} onChange={(s) => actions.setSpec(line, s)} />
          </div>
          <ReasonTag line={line} />
          <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 4, flexWrap: "wrap" }}>
            <PriceCell line={line} />
            <QuantityStepper line={line} onChange={(q) => actions.setQuantity(line, q)} />
          </div>
        </div>
        <div>{del}</div>
      </div>
    );
  }
  return (
    <div
      data-testid="cart-line"
      data-spec-id={line.specId}
      style={{ display: "grid", gridTemplateColumns: "32px minmax(0, 1fr) 130px 130px 110px 90px", alignItems: "start", gap: 12, padding: "16px 0", borderTop: "1px solid #f0f0f0", background: faded ? "#fafafa" : undefined }}
    >
      <div style={{ paddingTop: 28, textAlign: "center" }}>{check}</div>
      <div style={{ display: "flex", gap: 12, minWidth: 0 }}>
        {image}
        <div style={{ minWidth: 0, display: "flex", flexDirection: "column", gap: 6 }}>
          {name}
          <div>
            <SpecSelect line={line} onChange={(s) => actions.setSpec(line, s)} />
          </div>
          <div>
            <ReasonTag line={line} />
            {line.minOrderQty > 1 && <span style={{ color: "#595959", fontSize: 12 }}>{t("cart.minOrder", { n: line.minOrderQty })}</span>}
          </div>
        </div>
      </div>
      <PriceCell line={line} />
      <div>
        <QuantityStepper line={line} onChange={(q) => actions.setQuantity(line, q)} />
        {line.usable && <div style={{ color: "#595959", fontSize: 12, marginTop: 4 }}>{t("cart.stockLeft", { n: line.stock })}</div>}
      </div>
      <div data-testid="cart-amount">{line.usable ? <Money fen={line.amount} strong /> : <span style={{ color: "#595959" }}>{formatFen(line.amount)}</span>}</div>
      <div>{del}</div>
    </div>
  );
}

function ShopGroup({ group, actions, phone }: { group: CartShopGroup; actions: CartActions; phone: boolean }) {
  const { t } = useTranslation();
  const sel = cartSelection(group.lines);
  const shopName = group.shopName ?? t("cart.noShop");
  return (
    <Card size="small" style={{ marginBottom: 12 }} styles={{ body: { padding: phone ? "4px 12px" : "4px 16px" } }} data-testid="cart-shop">
      <div style={{ display: "flex", alignItems: "center", gap: 8, padding: "10px 0", flexWrap: "wrap" }}>
        {actions.member && (
          <Checkbox
            checked={sel.all}
            indeterminate={sel.some && !sel.all}
            disabled={!sel.usableIds.length}
            aria-label={t("cart.selectShop", { shop: shopName })}
            onChange={(e) => void actions.select(e.target.checked ? sel.unselectedIds : sel.selectedIds, e.target.checked).catch(() => undefined)}
          />
        )}
        <ShopOutlined aria-hidden />
        {group.shopId ? (
          <Link to={`/goods/shop/${group.shopId}`} style={{ fontWeight: 600, textDecoration: "underline" }} data-testid="cart-shop-name">
            {shopName}
          </Link>
        ) : (
          <span style={{ fontWeight: 600 }}>{shopName}</span>
        )}
        {group.promotions.map((p) => (
          <Tag key={p.promotionId} color="volcano" style={{ color: "#ad2102" }}>
            {p.title}
          </Tag>
        ))}
      </div>
      {group.lines.map((l) => (
        <LineRow key={l.id} line={l} actions={actions} phone={phone} />
      ))}
    </Card>
  );
}

/** 清除失效商品: shown while some line cannot be bought as it is. */
function ClearButton({ view, actions }: { view: CartView; actions: CartActions }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (!view.unusableCount) return null;
  const clear = async () => {
    const n = await actions.clear(view);
    void message.success(n ? t("cart.cleared", { n }) : t("cart.clearedNone"));
  };
  return (
    <Popconfirm title={t("cart.clearConfirm")} onConfirm={() => void clear().catch(() => undefined)}>
      <Button type="link" size="small" data-testid="cart-clear" style={{ paddingInline: 0 }}>
        {t("cart.clear")}
      </Button>
    </Popconfirm>
  );
}

function BottomBar({ view, actions, phone }: { view: CartView; actions: CartActions; phone: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const lines = view.groups.flatMap((g) => g.lines);
  const sel = cartSelection(lines);
  const member = actions.member;
  const checkout = () => {
    if (!member) {
      void navigate(`/user/login?redirect=${encodeURIComponent("/shoping/cart")}`);
      return;
    }
    if (!view.selectedCount) {
      void message.warning(t("cart.nothingSelected"));
      return;
    }
    void navigate(CHECKOUT_PATH);
  };
  // a visitor's lines are all selected (selLocalCart): the same figures
  const count = view.selectedQuantity;
  const amount = view.selectedAmount;
  return (
    <div
      data-testid="cart-bar"
      style={{
        position: "sticky",
        bottom: phone ? "calc(57px + env(safe-area-inset-bottom))" : 0,
        zIndex: 10,
        background: "#fff",
        border: "1px solid #f0f0f0",
        boxShadow: "0 -2px 8px rgba(0,0,0,0.06)",
        padding: phone ? "8px 12px" : "10px 16px",
        display: "flex",
        alignItems: "center",
        gap: phone ? 8 : 16,
        flexWrap: phone ? "nowrap" : "wrap",
      }}
    >
      {member && (
        <Checkbox
          checked={sel.all}
          indeterminate={sel.some && !sel.all}
          disabled={!sel.usableIds.length}
          data-testid="cart-select-all"
          style={{ whiteSpace: "nowrap" }}
          onChange={(e) => void actions.select(e.target.checked ? sel.unselectedIds : sel.selectedIds, e.target.checked).catch(() => undefined)}
        >
          {t("cart.selectAll")}
        </Checkbox>
      )}
      {member && !phone && (
        <Popconfirm title={t("cart.removeSelectedConfirm", { n: sel.selectedIds.length })} disabled={!sel.selectedIds.length} onConfirm={() => void actions.remove(lineIdsOf(lines.filter((l) => l.selected && l.usable))).catch(() => undefined)}>
          <Button type="link" size="small" disabled={!sel.selectedIds.length} data-testid="cart-remove-selected" style={{ paddingInline: 0 }}>
            {t("cart.removeSelected")}
          </Button>
        </Popconfirm>
      )}
      {!phone && <ClearButton view={view} actions={actions} />}
      <div style={{ flex: 1 }} />
      {!phone && <span style={{ color: "#595959" }}>{t("cart.selected", { n: count })}</span>}
      <span style={{ whiteSpace: "nowrap" }}>
        {phone ? t("cart.totalShort") : t("cart.total")}
        <span data-testid="cart-total" style={{ fontSize: phone ? 15 : 20 }}>
          <Money fen={amount} strong />
        </span>
      </span>
      <Button type="primary" size={phone ? "middle" : "large"} onClick={checkout} data-testid="cart-checkout" disabled={member && !view.selectedCount} style={{ minWidth: phone ? 0 : 120, paddingInline: phone ? 12 : undefined }}>
        {member ? t("cart.checkoutCount", { n: view.selectedCount }) : t("cart.loginToCheckout")}
      </Button>
    </div>
  );
}

function CartBody({ list, actions, empty }: { list: { data?: CartView; isError: boolean; refetch: () => unknown }; actions: CartActions; empty?: boolean }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  if (list.isError && !list.data) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (!empty && !list.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const view = list.data;
  if (empty || !view || !view.groups.length) {
    return (
      <Card data-testid="cart-empty">
        <Empty description={t("cart.empty")} style={{ padding: "32px 0" }}>
          <div style={{ color: "#595959", marginBottom: 12 }}>{t("cart.emptyHint")}</div>
          <Link to="/goods/home">
            <Button type="primary">{t("cart.toMall")}</Button>
          </Link>
        </Empty>
      </Card>
    );
  }
  return (
    <>
      {!phone && (
        <div
          style={{ display: "grid", gridTemplateColumns: "32px minmax(0, 1fr) 130px 130px 110px 90px", gap: 12, padding: "8px 16px", background: "#fafafa", border: "1px solid #f0f0f0", marginBottom: 12, color: "#595959" }}
          aria-hidden
        >
          <span />
          <span>{t("cart.all", { n: view.lineCount })}</span>
          <span>{t("cart.price")}</span>
          <span>{t("cart.quantity")}</span>
          <span>{t("cart.amount")}</span>
          <span>{t("cart.actions")}</span>
        </div>
      )}
      {phone && view.unusableCount > 0 && (
        <div style={{ display: "flex", justifyContent: "flex-end", marginTop: -8, marginBottom: 4 }}>
          <ClearButton view={view} actions={actions} />
        </div>
      )}
      {view.groups.map((g) => (
        <ShopGroup key={g.shopId ?? "-"} group={g} actions={actions} phone={phone} />
      ))}
      <BottomBar view={view} actions={actions} phone={phone} />
    </>
  );
}

function MemberCart() {
  const { list, actions } = useMemberCart(true);
  return <CartBody list={list} actions={actions} />;
}

function VisitorCart() {
  const { t } = useTranslation();
  const { list, actions, empty } = useVisitorCart(true);
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        data-testid="cart-visitor-note"
        message={
          <span>
            {t("cart.visitorNote")}{" "}
            <Link to={`/user/login?redirect=${encodeURIComponent("/shoping/cart")}`} style={{ textDecoration: "underline" }}>
              {t("cart.login")}
            </Link>
          </span>
        }
      />
      <CartBody list={list} actions={actions} empty={empty} />
    </>
  );
}

/** /shoping/cart: the member's cart, or a visitor's cart kept in this browser. */
export default function CartPage() {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.userInfo);
  // a ticket cookie without the member loaded yet: wait for who it is
  const pending = !user && hasTicketCookie();
  return (
    <div data-testid="cart-page" style={{ paddingBottom: 16 }}>
      <h1 style={{ fontSize: 20, margin: "0 0 12px" }}>{t("cart.title")}</h1>
      {user ? <MemberCart key={user.boId} /> : pending ? <Skeleton active paragraph={{ rows: 8 }} /> : <VisitorCart />}
    </div>
  );
}
