import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { pick } from "../i18n";

const states = {
  NONE: { zh: "未认证", en: "Not verified", color: "default" },
  PENDING: { zh: "待审核", en: "Pending review", color: "processing" },
  APPROVED: { zh: "已通过", en: "Approved", color: "success" },
  REJECTED: { zh: "已驳回", en: "Rejected", color: "error" },
} as const;

export type ReviewStateName = keyof typeof states;

/** The label of a review / verification state in the current language. */
export const reviewStateLabel = (state: ReviewStateName, lang: string) => pick(states[state], lang);

/** A coloured tag for a review or verification state (enterprises, service applications, shops…). */
export function ReviewStateTag({ state }: { state: ReviewStateName }) {
  const { i18n } = useTranslation();
  return (
    <Tag color={states[state].color} data-testid="review-state">
      {reviewStateLabel(state, i18n.language)}
    </Tag>
  );
}
