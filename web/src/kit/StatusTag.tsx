import type { GoodsStatus, ShopStatus } from "@qinlian/contract";
import { useTranslation } from "react-i18next";
import { pick } from "../i18n";
import "./catalog.texts";
import { goodsStatusLabels, shopStatusLabels } from "./stateLabels";
import { ToneTag } from "./ToneTag";

type Props = { kind: "goods"; status: GoodsStatus } | { kind: "shop"; status: ShopStatus };

/** A goods or shop state as a coloured tag, named in the current language. */
export function StatusTag(props: Props) {
  const { i18n } = useTranslation();
  const label = props.kind === "goods" ? goodsStatusLabels[props.status] : shopStatusLabels[props.status];
  return (
    <ToneTag tone={label.color} data-testid="status-tag">
      {pick(label, i18n.language)}
    </ToneTag>
  );
}
