import { credit, type CreditKind, type CreditProductView } from "@qinlian/contract";
import { Button, Card, Col, Drawer, Empty, Form, Input, Pagination, Row, Segmented, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useCall } from "../../api";
import { hasTicketCookie } from "../../app/store";
import { LoadFailed } from "../../kit/LoadFailed";
import { SearchBar } from "../../kit/SearchBar";
import { usePagedCall } from "../../kit/usePagedCall";
import { ApplyModal } from "./credit/ApplyModal";
import { amountRange, KindTag, ProductFacts } from "./credit/parts";
import "./credit/texts";

type KindFilter = CreditKind | "ALL";

function ProductCard({ p, onOpen, onApply }: { p: CreditProductView; onOpen: () => void; onApply: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      size="small"
      data-testid="credit-product"
      title={
        <Space size={6} wrap style={{ whiteSpace: "normal" }}>
          <KindTag kind={p.kind} />
          <span>{p.name}</span>
        </Space>
      }
      style={{ height: "100%", display: "flex", flexDirection: "column" }}
      styles={{ body: { flex: 1, display: "flex", flexDirection: "column" } }}
    >
      <div style={{ color: "#595959", marginBottom: 8 }}>{p.institution}</div>
      <div style={{ fontSize: 18, fontWeight: 600, color: "#c41d0d" }}>{amountRange(p, i18n.language)}</div>
      <div style={{ color: "#595959", fontSize: 13, marginBottom: 8 }}>
        {t("credit.rateLine", { label: t(`credit.product.rate.${p.kind}`), rate: p.rateText })} · {t("credit.product.monthsRange", { min: p.minTermMonths, max: p.maxTermMonths })}
      </div>
      <p style={{ flex: 1, margin: "0 0 12px", fontSize: 13, lineHeight: 1.6, display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden" }}>{p.summary}</p>
      <Space>
        <Button onClick={onOpen} data-testid="credit-detail">
          {t("credit.hall.detail")}
        </Button>
        <Button type="primary" onClick={onApply} data-testid="credit-apply">
          {t("credit.hall.apply")}
        </Button>
      </Space>
    </Card>
  );
}

/**
 * /serviceHall/finance: the listed loan and insurance products, searched by keyword and filtered by
 * kind; a product's details in a drawer; 申请 asks a visitor to log in first (and comes back to the
 * form: ?apply=<id>).
 */
export default function FinancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<{ keyword?: string }>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [kind, setKind] = useState<KindFilter>("ALL");
  const [open, setOpen] = useState<CreditProductView | null>(null);
  const [applying, setApplying] = useState<CreditProductView | null>(null);
  const list = usePagedCall(credit.publicProducts, "serviceHall.finance", { input: { keyword, kind: kind === "ALL" ? undefined : kind }, defaultPageSize: 10 });
  const applyId = params.get("apply");
  const loggedIn = hasTicketCookie();
  const fromLogin = useCall(credit.publicProduct, { id: applyId ?? "" }, { enabled: !!applyId && loggedIn });
  const pending = applyId && loggedIn ? (fromLogin.data ?? null) : null;

  const startApply = (p: CreditProductView) => {
    if (!hasTicketCookie()) {
      void navigate(`/user/login?redirect=${encodeURIComponent(`/serviceHall/finance?apply=${p.id}`)}`);
      return;
    }
    setOpen(null);
    setApplying(p);
  };
  const closeApply = () => {
    setApplying(null);
    if (applyId) setParams({}, { replace: true });
  };
  const current = applying ?? pending;
  const data = list.data;

  return (
    <div data-testid="finance-hall" style={{ paddingBottom: 24 }}>
      <h1 style={{ fontSize: 20, margin: "16px 0 8px" }}>{t("credit.hall.title")}</h1>
      <p style={{ color: "#595959", margin: "0 0 16px" }}>{t("credit.hall.intro")}</p>
      <Segmented<KindFilter>
        value={kind}
        onChange={setKind}
        aria-label={t("credit.kindLabel")}
        data-testid="credit-kind"
        options={[
          { value: "ALL", label: t("credit.allKinds") },
          { value: "LOAN", label: t("credit.kind.LOAN") },
          { value: "INSURANCE", label: t("credit.kind.INSURANCE") },
        ]}
        style={{ marginBottom: 12 }}
      />
      <SearchBar form={form} testId="credit" onSearch={(v) => setKeyword(v.keyword?.trim() || undefined)}>
        <Form.Item name="keyword" label={t("credit.hall.keyword")} rules={[{ max: 40 }]}>
          <Input allowClear placeholder={t("credit.hall.keywordPlaceholder")} style={{ width: 220, maxWidth: "100%" }} />
        </Form.Item>
      </SearchBar>
      {list.q.isError ? (
        <LoadFailed onRetry={() => void list.q.refetch()} />
      ) : !data ? (
        <Skeleton active />
      ) : !data.list.length ? (
        <Empty description={t("credit.hall.empty")} data-testid="credit-empty" style={{ padding: "48px 0" }} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {data.list.map((p) => (
              <Col key={p.id} xs={24} md={12} xl={8}>
                <ProductCard p={p} onOpen={() => setOpen(p)} onApply={() => startApply(p)} />
              </Col>
            ))}
          </Row>
          <Pagination style={{ marginTop: 16, textAlign: "center" }} {...list.pagination} showSizeChanger={false} simple={data.total > 50} hideOnSinglePage />
        </>
      )}
      <p style={{ color: "#8c8c8c", fontSize: 12, marginTop: 24 }}>{t("credit.hall.notice")}</p>
      <Drawer
        open={!!open}
        onClose={() => setOpen(null)}
        title={open?.name}
        width="min(520px, 100vw)"
        data-testid="credit-drawer"
        extra={
          open && (
            <Button type="primary" onClick={() => startApply(open)}>
              {t("credit.hall.apply")}
            </Button>
          )
        }
      >
        {open && <ProductFacts p={open} />}
      </Drawer>
      {current && <ApplyModal product={current} onClose={closeApply} />}
    </div>
  );
}
