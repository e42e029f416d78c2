import type { OrderState } from "@qinlian/contract";
import { useTranslation } from "react-i18next";
import { pick } from "../../../../i18n";
import { ToneTag } from "../../../../kit/ToneTag";
import { orderStateLabels } from "./words";

/** An order's state as a coloured tag, in words of the current language. */
export function OrderStateTag({ state }: { state: OrderState }) {
  const { i18n } = useTranslation();
  const label = orderStateLabels[state];
  return (
    <ToneTag tone={label.color} data-testid="order-state">
      {pick(label, i18n.language)}
    </ToneTag>
  );
}
