import { goods, type evaluationScore } from "@qinlian/contract";
import { Empty, Space, Tag } from "antd";
import { LightRate } from "./LightRate";
import { LightCard } from "./LightCard";
import { LightPager } from "./LightPager";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCall } from "../../../api";
import "../texts";

/** A goods' evaluation summary and its reviews, newest first, paged. */
/** The day of a time, in the browser's zone (as dayjs's "YYYY-MM-DD"), without dayjs in the detail's first load. */
function day(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

export function Reviews({ goodsId, score }: { goodsId: string; score: z.output<typeof evaluationScore> }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const page = useCall(goods.evaluationPage, { goodsId, pageNum, pageSize: 5 }, { placeholderData: (p) => p });
  return (
    <LightCard
      size="small"
      data-testid="reviews"
      title={
        <Space>
          {t("goods.detail.reviews")}
          <span style={{ color: "#595959", fontWeight: "normal" }}>{t("goods.detail.reviewCount", { n: score.count })}</span>
          {score.goodRateBp != null && <Tag color="#ad2102">{t("goods.detail.goodRate", { rate: `${(score.goodRateBp / 100).toFixed(1)}%` })}</Tag>}
        </Space>
      }
    >
      {!page.data?.list.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("goods.detail.noReviews")} />
      ) : (
        <>
          <ul style={{ listStyle: "none", margin: 0, padding: 0 }} data-testid="review-list">
            {page.data.list.map((e) => (
              <li key={e.id} style={{ padding: "12px 0", borderBottom: "1px solid rgba(5, 5, 5, 0.06)" }}>
                <Space wrap size={[8, 0]} style={{ fontWeight: 500, marginBottom: 4 }}>
                  <span>{e.buyerName}</span>
                  <LightRate value={e.score} style={{ fontSize: 12 }} />
                  <span style={{ color: "#595959", fontSize: 12, fontWeight: "normal" }}>{day(e.createdAt)}</span>
                  {e.specName && <span style={{ color: "#595959", fontSize: 12, fontWeight: "normal" }}>{e.specName}</span>}
                </Space>
                <div style={{ color: "#333" }}>{e.content}</div>
                {e.reply && (
                  <div style={{ color: "#d4380d", marginTop: 4 }}>
                    {t("goods.detail.sellerReply")}
                    {e.reply}
                  </div>
                )}
              </li>
            ))}
          </ul>
          <LightPager size="small" style={{ marginTop: 12 }} current={pageNum} pageSize={5} total={page.data.total} onChange={setPageNum} />
        </>
      )}
    </LightCard>
  );
}
