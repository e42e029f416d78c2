import type { MemberOverviewView } from "@qinlian/contract";
import { Button, Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pick } from "../../../i18n";
import { shopStatusLabels } from "../../../kit/stateLabels";
import { BalanceTile, showsBalance } from "./BalanceTile";
import { tileStyle } from "./tileStyle";
import { ToneTag } from "./ToneTag";
import "./texts";

type Count = keyof Pick<MemberOverviewView, "goodsOnShelf" | "goodsPending" | "goodsRejected" | "supplyOn" | "demandOn" | "reviewsToReply" | "favGoods" | "favShops">;

/** Each figure and the screens (first one the identity may open wins) that manage it. */
const FIGURES: [Count, string[], ("warn" | "onlyIfAny")?][] = [
  ["goodsOnShelf", ["/transaction/goodsManage", "/transaction/goodsManageOneMan"]],
  ["goodsPending", ["/transaction/goodsManage", "/transaction/goodsManageOneMan"]],
  ["goodsRejected", ["/transaction/goodsManage", "/transaction/goodsManageOneMan"], "onlyIfAny"],
  ["reviewsToReply", ["/transaction/orderEvaluationManage"], "warn"],
  ["supplyOn", ["/transaction/mySupply", "/transaction/goodsManageOneMan"]],
  ["demandOn", ["/transaction/myDemand"]],
  ["favGoods", ["/transaction/spsc", "/setup/spsc", "/service/spsc"]],
  ["favShops", ["/transaction/dpsc", "/setup/dpsc", "/service/dpsc"]],
];

/**
 * The counts worth a glance, each linking to its screen. A figure shows when the identity may open
 * a screen for it (a buyer sees no goods on shelf), or when it is not zero. Above them the shop (for
 * an identity that may open or manage one) and the money (for one holding the finance function).
 */
export function Figures({ o, allowed }: { o: MemberOverviewView; allowed: ReadonlySet<string> }) {
  const { t, i18n } = useTranslation();
  const m = (k: string) => t(`memberCentre.${k}`);
  const shown = FIGURES.map(([key, paths, tone]) => ({ key, tone, to: paths.find((p) => allowed.has(p)) })).filter((f) => (f.tone === "onlyIfAny" ? o[f.key] > 0 : f.to || o[f.key] > 0));
  const shopOpen = allowed.has("/transaction/enterpriseOpenShop") || allowed.has("/transaction/shopManage");
  const money = showsBalance(allowed);
  // the shop and money tiles share a row when both show; a single one sits beside the counts
  const tiles = Number(shopOpen) + Number(money);
  // a single tile takes the room the counts leave in the first row (at least a third)
  const tileCol = tiles === 2 ? { xs: 24, md: 12 } : { xs: 24, sm: 12, lg: Math.max(8, 24 - 4 * shown.length) };
  const countLg = tiles ? 4 : 6;
  return (
    <Card size="small" title={m("figures")} data-testid="figures">
      <Row gutter={[12, 12]}>
        {shopOpen && (
          <Col {...tileCol}>
            <div style={tileStyle} data-testid="figure-shop">
              <div style={{ color: "#595959", fontSize: 13 }}>{m("shop")}</div>
              {o.shop ? (
                <div style={{ marginTop: 6 }}>
                  <Link to={allowed.has("/transaction/shopManage") ? "/transaction/shopManage" : "/transaction/enterpriseOpenShop"} style={{ fontSize: 16, fontWeight: 600, marginRight: 8 }}>
                    {o.shop.name}
                  </Link>
                  <ToneTag tone={shopStatusLabels[o.shop.status].color}>{pick(shopStatusLabels[o.shop.status], i18n.language)}</ToneTag>
                </div>
              ) : (
                <div style={{ marginTop: 6 }}>
                  <span style={{ marginRight: 8 }}>{m("noShop")}</span>
                  {allowed.has("/transaction/enterpriseOpenShop") && (
                    <Link to="/transaction/enterpriseOpenShop">
                      <Button type="primary" size="small" data-testid="open-shop" tabIndex={-1}>
                        {m("openShop")}
                      </Button>
                    </Link>
                  )}
                </div>
              )}
            </div>
          </Col>
        )}
        {money && (
          <Col {...tileCol}>
            <BalanceTile allowed={allowed} />
          </Col>
        )}
        {shown.map((f) => {
          const value = o[f.key];
          const stat = <Statistic title={m(f.key)} value={value} valueStyle={f.tone && value ? { color: "#ad2102" } : undefined} />;
          return (
            <Col key={f.key} xs={12} sm={8} lg={countLg} data-testid={`figure-${f.key}`}>
              <div style={tileStyle}>{f.to ? <Link to={f.to}>{stat}</Link> : stat}</div>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
