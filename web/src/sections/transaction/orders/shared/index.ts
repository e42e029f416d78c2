/** Order pieces buyer and seller screens share (see README.md). */
export { OrderStateTag } from "./OrderStateTag";
export { OrderAmounts, amountRows, type AmountRow, type AmountsOf } from "./OrderAmounts";
export { OrderLinesTable, lineDiscount } from "./OrderLinesTable";
export { OrderHistory } from "./OrderHistory";
export { OrderCardItem, CARD_LINES, type OrderCardItemProps } from "./OrderCardItem";
export { OrderCountdown } from "./Countdown";
export { formatCountdown, remainingMs, useNow } from "./countdown";
export { DeliveryBlock, ShippingBlock } from "./DeliveryBlocks";
export { useUnitWord, withUnit } from "./useUnitWord";
export {
  buyerCancelReasons,
  cancelReasonLabels,
  carrierLabels,
  carrierText,
  deliveryKindLabels,
  lineProblemLabels,
  orderActionLabels,
  orderEventLabels,
  orderEventWord,
  orderKindLabels,
  orderStageLabels,
  orderStateLabels,
  orderWord,
  sellerCancelReasons,
  type OrderWordKind,
  type Word,
} from "./words";
