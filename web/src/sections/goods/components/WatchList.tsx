import { search } from "@qinlian/contract";
import { LazyEmpty } from "./LazyAntd";
import { LightCard } from "./LightCard";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { CardPrice, detailPath } from "./GoodsTile";
import { GoodsImage } from "./GoodsImage";
import { deviceId } from "./deviceId";
import "../texts";

/** 浏览足迹: the visitor's recently viewed goods (by login, else by this browser's device id). */
export function WatchList({ excludeGoodsId, size = 6 }: { excludeGoodsId?: string; size?: number }) {
  const { t } = useTranslation();
  const q = useCall(search.watchList, { deviceId: deviceId(), pageSize: size + 1 }, { errBySelf: true, quietAuth: true });
  const list = (q.data?.list ?? []).filter((g) => g.goodsId !== excludeGoodsId && g.available).slice(0, size);
  return (
    <LightCard size="small" title={t("goods.home.watch")} data-testid="watch-list">
      {!list.length ? (
        <LazyEmpty simple description={t("goods.home.noWatch")} />
      ) : (
        <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {list.map((g, i) => (
            <li key={g.goodsId} style={{ padding: "6px 0", borderTop: i ? "1px solid rgba(5, 5, 5, 0.06)" : undefined }}>
              <Link to={detailPath(g)} style={{ display: "flex", gap: 8, color: "inherit", width: "100%" }}>
                <GoodsImage src={g.mainImage} alt={g.name} size={48} />
                <div style={{ minWidth: 0 }}>
                  <div style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontSize: 12 }}>{g.name}</div>
                  <CardPrice goods={g} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </LightCard>
  );
}
