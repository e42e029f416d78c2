import { address, cart, order, shop, type CheckoutView, type LineProblem } from "@qinlian/contract";
import { Alert, App, Button, Card, Empty, Grid, Result, Skeleton, Space } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { ApiError, useCall, useMutate } from "../../../api";
import { pick } from "../../../i18n";
import { invalidateCalls } from "../../../kit/invalidate";
import { formatFen, Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { stripFieldCodes } from "../../../kit/useFormMutation";
import { cashierPath } from "../../transaction/orders/buyer/actions";
import { lineProblemLabels } from "../../transaction/orders/shared/words";
import {
  checkoutInputOf,
  defaultAddressId,
  linesFromCart,
  linesFromQuery,
  orderTypeOf,
  pickPlatformCoupon,
  pickShopCoupon,
  placeSubmitError,
  submitBlock,
  submitInputOf,
  totalsOf,
  type CouponPick,
  type Destination,
  type PlacedError,
} from "./checkout";
import { CouponSelect, DeliveryPicker, ShopBlock } from "./CheckoutParts";
import "./texts";

/** A line problem in words; in Chinese the server's message when it says more (e.g. how many are left). */
function problemText(p: { problem: LineProblem; message: string }, lang: string): string {
  const word = pick(lineProblemLabels[p.problem], lang);
  return lang !== "en" && p.message && p.message !== word ? p.message : word;
}

/**
 * /shoping/orders/:orderType and /shoping/orders (确认订单). The lines come from the cart's checked
 * lines (`cart`, the default) or from the address (`now`: ?specId=&quantity=, the goods detail's buy
 * now). Every choice — the address or pickup point, a coupon — prices the order again
 * (order.previewOrder, split per shop). Submit sends what the preview showed with its payable; then
 * the orders get payment orders and the buyer goes to the cashier (one: cashierPay, several: batchPay).
 */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  // phones: the portal's bottom bar (57 px, fixed) sits under the sticky submit bar
  const phone = Grid.useBreakpoint().md === false;
  const type = orderTypeOf(useParams().orderType);
  const [params] = useSearchParams();
  const queryLines = useMemo(() => linesFromQuery(params), [params]);
  const fromCart = type === "cart" && queryLines.length === 0;
  const cartCheck = useCall(cart.check, {}, { enabled: fromCart, errBySelf: true, staleTime: 0 });
  const lines = useMemo(() => (fromCart ? linesFromCart(cartCheck.data?.lines ?? []) : queryLines), [fromCart, cartCheck.data, queryLines]);

  const addrs = useCall(address.selAddrListPage, { pageNum: 1, pageSize: 50 }, { staleTime: 0 });
  const [chosen, setChosen] = useState<Destination | null>(null);
  const fallbackId = defaultAddressId(addrs.data?.list);
  const destination: Destination | null = chosen ?? (fallbackId ? { kind: "ADDRESS", addressId: fallbackId } : null);
  const [coupons, setCoupons] = useState<CouponPick>(null);
  const [remarks, setRemarks] = useState<Record<string, string>>({});
  const [placed, setPlaced] = useState<PlacedError | null>(null);

  const input = checkoutInputOf(lines, destination, coupons);
  const ready = lines.length > 0 && !addrs.isLoading;
  const preview = useCall(order.previewOrder, input, { enabled: ready, placeholderData: (prev) => prev, errBySelf: true, staleTime: 0 });
  // a failed re-pricing keeps the last figures on screen (greyed, not submittable) with the error at its place
  const [lastView, setLastView] = useState<CheckoutView | undefined>(undefined);
  if (preview.data && preview.data !== lastView) setLastView(preview.data);
  const view = preview.data ?? lastView;
  const previewPlaced = preview.isError && !preview.isFetching ? placeSubmitError(preview.error, lines) : null;
  const oneShopId = view?.shops.length === 1 ? view.shops[0].shopId : null;
  const pickups = useCall(shop.selPickupByShopId, { shopId: oneShopId ?? "" }, { enabled: !!oneShopId, errBySelf: true });

  const submit = useMutate(order.submitOrder, { errBySelf: true });
  const payOrders = useMutate(order.createPayOrder, { errBySelf: true });
  const busy = preview.isFetching || submit.isPending || payOrders.isPending;

  const problemsBySpec = useMemo(() => {
    const m: Record<string, string[]> = {};
    for (const p of view?.problems ?? []) (m[p.specId] ??= []).push(problemText(p, i18n.language));
    return m;
  }, [view, i18n.language]);
  const nameOf = (specId: string) => {
    for (const s of view?.shops ?? []) for (const l of s.lines) if (l.specId === specId) return `${l.goodsName} ${l.specName}`;
    return specId;
  };

  const changeDestination = (d: Destination) => {
    setPlaced(null);
    setChosen(d);
  };
  const onSubmit = async () => {
    if (!view || !destination || submitBlock(view, destination, busy)) return;
    setPlaced(null);
    let r;
    try {
      r = await submit.mutateAsync(submitInputOf(lines, destination, view, remarks));
    } catch (e) {
      const p = placeSubmitError(e, lines);
      setPlaced(p);
      if (p?.general) modal.warning({ title: t("common.notice"), content: p.general, okText: t("common.confirm") });
      void preview.refetch();
      if (fromCart) void cartCheck.refetch();
      return;
    }
    void invalidateCalls(cart.selListByParamV2, cart.selOrderCart, cart.selCartCount, cart.check, order.selOrderListByPage, order.selectOrderCount);
    void message.success(t("checkout.submitted"));
    const ids = r.orders.map((o) => o.orderId);
    try {
      const p = await payOrders.mutateAsync({ orderIds: ids });
      const to = cashierPath(p.payIds);
      void navigate(to ?? "/transaction/myOrder?stage=UNPAID", { replace: true });
    } catch {
      void message.info(t("checkout.payLater"));
      void navigate("/transaction/myOrder?stage=UNPAID", { replace: true });
    }
  };

  const header = <PageHeader title={t("checkout.title")} />;
  if (fromCart && cartCheck.isLoading)
    return (
      <div data-testid="checkout-page">
        {header}
        <Skeleton active />
      </div>
    );
  if (!lines.length) {
    const cartProblems = cartCheck.data?.problems ?? [];
    return (
      <div data-testid="checkout-page">
        {header}
        {cartProblems.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t("checkout.problems.title")}
            description={cartProblems.map((p) => (
              <div key={p.id}>
                {p.goodsName} {p.specName}: {t(`checkout.cartProblem.${p.reason}`)}
              </div>
            ))}
          />
        )}
        <Empty description={fromCart ? t("checkout.empty.cart") : t("checkout.empty.now")} data-testid="checkout-empty">
          <Space>
            <Link to="/shoping/cart">
              <Button type="primary">{t("checkout.empty.toCart")}</Button>
            </Link>
            <Link to="/goods/home">
              <Button>{t("checkout.empty.toMall")}</Button>
            </Link>
          </Space>
        </Empty>
      </div>
    );
  }
  if (preview.isError && !view) {
    const msg = preview.error instanceof ApiError ? stripFieldCodes(preview.error.message) : "";
    return (
      <div data-testid="checkout-page">
        {header}
        <Result
          status="warning"
          title={t("checkout.previewFailed")}
          subTitle={msg}
          extra={
            <Space>
              <Button onClick={() => void preview.refetch()}>{t("common.retry")}</Button>
              <Link to="/shoping/cart">
                <Button>{t("checkout.empty.toCart")}</Button>
              </Link>
            </Space>
          }
        />
      </div>
    );
  }

  const block = submitBlock(view, destination, busy, !!previewPlaced);
  const totals = view ? totalsOf(view) : null;
  return (
    <div data-testid="checkout-page" style={{ maxWidth: 1000, margin: "0 auto" }}>
      {header}
      <DeliveryPicker
        addresses={addrs.data?.list}
        pickups={pickups.data}
        oneShop={!!oneShopId}
        value={destination}
        onChange={changeDestination}
        onReload={() => void addrs.refetch()}
        error={placed?.delivery ?? previewPlaced?.delivery}
      />
      {!view ? (
        <Skeleton active />
      ) : (
        <div style={{ opacity: preview.isFetching || previewPlaced ? 0.7 : 1, transition: "opacity .2s" }}>
          {previewPlaced?.general && <Alert type="error" showIcon style={{ marginBottom: 12 }} data-testid="checkout-preview-error" message={t("checkout.previewFailed")} description={previewPlaced.general} />}
          {view.problems.length > 0 && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="checkout-problems"
              message={t("checkout.problems.title")}
              description={
                <>
                  {view.problems.map((p) => (
                    <div key={`${p.specId}-${p.problem}`}>
                      {nameOf(p.specId)}: {problemText(p, i18n.language)}
                    </div>
                  ))}
                  {fromCart && (
                    <Link to="/shoping/cart" style={{ textDecoration: "underline" }}>
                      {t("checkout.problems.backToCart")}
                    </Link>
                  )}
                </>
              }
            />
          )}
          {view.shops.map((s) => (
            <ShopBlock
              key={s.shopId}
              shop={s}
              problems={problemsBySpec}
              lineErrors={{ ...previewPlaced?.bySpec, ...placed?.bySpec }}
              remark={remarks[s.shopId] ?? ""}
              onRemark={(v) => setRemarks((r) => ({ ...r, [s.shopId]: v }))}
              onCoupon={(id) => setCoupons((c) => pickShopCoupon(c, view, s.shopId, id))}
            />
          ))}
          <Card size="small" title={t("checkout.platform.title")} style={{ marginBottom: 12 }}>
            <Space wrap>
              <CouponSelect options={view.platformCoupons} value={view.chosenPlatformCouponId} onChange={(id) => setCoupons((c) => pickPlatformCoupon(c, view, id))} testId="checkout-platform-coupon" label={t("checkout.platform.title")} />
              {totals && view.shops.some((s) => s.platformCoupon > 0) && <span style={{ color: "#d4380d" }}>-{formatFen(view.shops.reduce((n, s) => n + s.platformCoupon, 0))}</span>}
            </Space>
            {(placed?.coupons ?? previewPlaced?.coupons) && (
              <div role="alert" style={{ color: "#a8071a", marginTop: 8 }}>
                {placed?.coupons ?? previewPlaced?.coupons}
              </div>
            )}
          </Card>
          {totals && (
            <Card size="small" style={{ marginBottom: 12 }} data-testid="checkout-totals">
              <div style={{ display: "grid", gridTemplateColumns: "1fr auto", gap: "4px 24px", maxWidth: 360, marginLeft: "auto" }}>
                <span style={{ color: "#595959", textAlign: "right" }}>{t("checkout.totals.goods")}</span>
                <span style={{ textAlign: "right" }}>{formatFen(totals.goodsAmount)}</span>
                {totals.promotions > 0 && (
                  <>
                    <span style={{ color: "#595959", textAlign: "right" }}>{t("checkout.totals.promotions")}</span>
                    <span style={{ textAlign: "right" }}>-{formatFen(totals.promotions)}</span>
                  </>
                )}
                {totals.coupons > 0 && (
                  <>
                    <span style={{ color: "#595959", textAlign: "right" }}>{t("checkout.totals.coupons")}</span>
                    <span style={{ textAlign: "right" }}>-{formatFen(totals.coupons)}</span>
                  </>
                )}
                <span style={{ color: "#595959", textAlign: "right" }}>{t("checkout.totals.freight")}</span>
                <span style={{ textAlign: "right" }}>{formatFen(totals.freight)}</span>
              </div>
            </Card>
          )}
        </div>
      )}
      <div
        data-testid="checkout-bar"
        style={{ position: "sticky", bottom: phone ? "calc(57px + env(safe-area-inset-bottom))" : 0, zIndex: 10, margin: phone ? "0 -12px" : undefined, background: "#fff", borderTop: "1px solid #f0f0f0", boxShadow: "0 -2px 8px rgba(0,0,0,0.06)", padding: "10px 12px", display: "flex", justifyContent: "flex-end", alignItems: "center", gap: 12, flexWrap: "wrap" }}
      >
        {block && block !== "busy" && <span style={{ color: "#a8071a", fontSize: 13 }}>{t(`checkout.block.${block}`)}</span>}
        <span>
          {totals && <span style={{ color: "#595959", marginRight: 8 }}>{t("checkout.totals.count", { n: totals.quantity })}</span>}
          {t("checkout.totals.payable")}{" "}
          <span style={{ fontSize: 20 }} data-testid="checkout-payable">
            <Money fen={totals?.payable} strong />
          </span>
        </span>
        <Button type="primary" size="large" danger disabled={!!block && block !== "busy"} loading={busy && !!view} onClick={() => void onSubmit()} data-testid="checkout-submit">
          {t("checkout.submit")}
        </Button>
      </div>
    </div>
  );
}
