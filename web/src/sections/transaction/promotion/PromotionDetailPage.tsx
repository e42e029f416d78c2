import { Codes, promotion, type PromotionGoodsRef } from "@qinlian/contract";
import { App, Button, Card, Descriptions, List, Result, Skeleton, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError, useCall } from "../../../api";
import { formatTime } from "../../../kit/formatTime";
import { GoodsThumb } from "../../../kit/GoodsThumb";
import { invalidateCalls } from "../../../kit/invalidate";
import { LoadFailed } from "../../../kit/LoadFailed";
import { formatFen } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { ruleText } from "./promotionText";
import { PROMOTIONS, PromotionStateTag, giftNamesOf } from "./PromotionListPage";
import "./texts";

const priceRange = (g: PromotionGoodsRef) => {
  const prices = g.specs.map((s) => s.listPrice);
  if (!prices.length) return "";
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  return lo === hi ? formatFen(lo) : `${formatFen(lo)} ~ ${formatFen(hi)}`;
};

/** /transaction/promotionManage/detailPromotion/:id: a promotion, its goods and gifts; switch it on or off. */
export default function PromotionDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { id = "" } = useParams();
  const q = useCall(promotion.selPromotionById, { id }, { enabled: !!id, errBySelf: true, retry: false });
  const toggle = useFormMutation(promotion.enablePromotion);
  if (!id || (q.error instanceof ApiError && q.error.code === Codes.NOT_FOUND)) return <Result status="404" title={t("promotion.detail.notFound")} extra={<Link to={PROMOTIONS}>{t("promotion.form.back")}</Link>} />;
  if (q.isLoading) return <Skeleton active />;
  if (q.error || !q.data) return <LoadFailed onRetry={() => void q.refetch()} />;
  const p = q.data;
  const scoped = p.goodsIds === null ? [] : p.goods.filter((g) => p.goodsIds!.includes(g.goodsId));
  const flip = async () => {
    if (!(await toggle.submit({ id, enabled: !p.enabled }))) return;
    void message.success(t(p.enabled ? "promotion.list.disabled" : "promotion.list.enabled"));
    await invalidateCalls(promotion.selPromotionById, promotion.selPromotionPageByShop);
  };
  return (
    <div data-testid="promotion-detail">
      <PageHeader
        title={t("promotion.detail.title")}
        extra={
          <Space wrap>
            <Button onClick={() => void flip()} loading={toggle.isPending}>
              {t(p.enabled ? "promotion.list.disable" : "promotion.list.enable")}
            </Button>
            <Link to={`${PROMOTIONS}/editPromotion/${encodeURIComponent(id)}`}>{t("promotion.list.edit")}</Link>
            <Link to={PROMOTIONS}>{t("promotion.form.back")}</Link>
          </Space>
        }
      />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t("promotion.list.name")}>{p.name}</Descriptions.Item>
        <Descriptions.Item label={t("promotion.detail.kind")}>{t(`promotion.kind.${p.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t("promotion.list.rule")} span={2}>
          {ruleText(t, p.rule, giftNamesOf(p))}
        </Descriptions.Item>
        <Descriptions.Item label={t("promotion.list.state")}>
          <PromotionStateTag state={p.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t("promotion.list.period")}>{`${formatTime(p.startAt)} ~ ${formatTime(p.endAt)}`}</Descriptions.Item>
        <Descriptions.Item label={t("promotion.list.goods")}>{p.goodsIds === null ? t("promotion.list.allGoods") : t("promotion.list.someGoods", { n: p.goodsIds.length })}</Descriptions.Item>
        <Descriptions.Item label={t("promotion.form.remark")}>{p.remark || t("promotion.detail.none")}</Descriptions.Item>
        <Descriptions.Item label={t("promotion.detail.createdAt")}>{formatTime(p.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t("promotion.detail.updatedAt")}>{formatTime(p.updatedAt)}</Descriptions.Item>
      </Descriptions>
      {p.goodsIds !== null && (
        <Card size="small" title={t("promotion.detail.goodsTitle")}>
          <List
            size="small"
            dataSource={scoped}
            locale={{ emptyText: t("promotion.detail.none") }}
            renderItem={(g) => (
              <List.Item>
                <GoodsThumb name={g.name} image={g.mainImage} sub={`${t(`promotion.goodsStatus.${g.status}`)} · ${priceRange(g)}`} />
              </List.Item>
            )}
          />
        </Card>
      )}
    </div>
  );
}
