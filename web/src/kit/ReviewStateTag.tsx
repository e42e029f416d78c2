import type { VerifyState } from "@qinlian/contract";
import { useTranslation } from "react-i18next";
import { pick } from "../i18n";
import { verifyStateLabels } from "./stateLabels";
import { ToneTag } from "./ToneTag";

/** A review / verification state (the contract's VerifyState; a service application's ReviewState is a part of it). */
export type ReviewStateName = VerifyState;

/** The label of a review / verification state in the current language. */
export const reviewStateLabel = (state: ReviewStateName, lang: string) => pick(verifyStateLabels[state], lang);

/** A coloured tag for a review or verification state (enterprises, service applications, shops…). */
export function ReviewStateTag({ state }: { state: ReviewStateName }) {
  const { i18n } = useTranslation();
  return (
    <ToneTag tone={verifyStateLabels[state].color} data-testid="review-state">
      {reviewStateLabel(state, i18n.language)}
    </ToneTag>
  );
}
