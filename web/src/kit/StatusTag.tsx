import type { GoodsStatus, ShopStatus } from "@qinlian/contract";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { pick } from "../i18n";
import "./catalog.texts";
import { goodsStatusLabels, shopStatusLabels } from "./stateLabels";

type Props = { kind: "goods"; status: GoodsStatus } | { kind: "shop"; status: ShopStatus };

/** A goods or shop state as a coloured tag, named in the current language. */
export function StatusTag(props: Props) {
  const { i18n } = useTranslation();
  const label = props.kind === "goods" ? goodsStatusLabels[props.status] : shopStatusLabels[props.status];
  return (
    <Tag color={label.color} data-testid="status-tag">
      {pick(label, i18n.language)}
    </Tag>
  );
}
