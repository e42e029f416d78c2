import type { StateHistoryEntry, CreditApplyState, CreditApplyView, CreditKind, CreditProductState, CreditProductView } from "@qinlian/contract";
import { Descriptions, Image, Space } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatFen } from "../../../kit/Money";
import { StateHistory } from "../../../kit/StateHistory";
import { ToneTag } from "../../../kit/ToneTag";
import "./texts";
import { formatTime } from "../../../kit/formatTime";

const applyTones: Record<CreditApplyState, string> = {
  SUBMITTED: "processing",
  APPROVED: "cyan",
  REJECTED: "error",
  CANCELLED: "default",
  DISBURSED: "success",
  CLOSED: "gray",
};
const productTones: Record<CreditProductState, string> = { DRAFT: "default", ON: "success", OFF: "warning" };

/** An application's state as a word (an approved insurance application reads 已承保). */
export function ApplyStateTag({ state, kind }: { state: CreditApplyState; kind: CreditKind }) {
  const { t } = useTranslation();
  return (
    <ToneTag tone={applyTones[state]} data-testid="apply-state">
      {state === "APPROVED" && kind === "INSURANCE" ? t("credit.apply.approvedInsurance") : t(`credit.apply.state.${state}`)}
    </ToneTag>
  );
}

export function ProductStateTag({ state }: { state: CreditProductState }) {
  const { t } = useTranslation();
  return <ToneTag tone={productTones[state]}>{t(`credit.product.state.${state}`)}</ToneTag>;
}

export function KindTag({ kind }: { kind: CreditKind }) {
  const { t } = useTranslation();
  return <ToneTag tone={kind === "LOAN" ? "blue" : "green"}>{t(`credit.kind.${kind}`)}</ToneTag>;
}

/** "5 万" style amounts for listings: ¥50,000.00 – ¥3,000,000.00 reads badly on a card. */
export function amountRange(p: Pick<CreditProductView, "minAmount" | "maxAmount">, lang: string) {
  const one = (fen: number) => {
    const yuan = fen / 100;
    if (lang !== "en" && yuan >= 10_000 && yuan % 10_000 === 0) return `${yuan / 10_000} 万元`;
    return formatFen(fen);
  };
  return `${one(p.minAmount)} – ${one(p.maxAmount)}`;
}

export const when = formatTime;

/** A product's facts (hall drawer, console). */
export function ProductFacts({ p }: { p: CreditProductView }) {
  const { t, i18n } = useTranslation();
  return (
    <Descriptions column={1} size="small" bordered data-testid="product-facts" styles={{ label: { width: 110 } }}>
      <Descriptions.Item label={t("credit.product.institution")}>{p.institution}</Descriptions.Item>
      <Descriptions.Item label={t(`credit.product.rate.${p.kind}`)}>{p.rateText}</Descriptions.Item>
      <Descriptions.Item label={t(`credit.product.amount.${p.kind}`)}>{amountRange(p, i18n.language)}</Descriptions.Item>
      <Descriptions.Item label={t(`credit.product.term.${p.kind}`)}>{t("credit.product.monthsRange", { min: p.minTermMonths, max: p.maxTermMonths })}</Descriptions.Item>
      <Descriptions.Item label={t("credit.product.applicants")}>{p.applicantTypes.map((w) => t(`credit.who.${w}`)).join(" / ")}</Descriptions.Item>
      <Descriptions.Item label={t("credit.product.summary")}>{p.summary}</Descriptions.Item>
      <Descriptions.Item label={t("credit.product.materials")}>
        {p.materials.length ? (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {p.materials.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : (
          t("credit.product.noMaterials")
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** An application's facts, then `children` (the console's actions), then its history (my loans, console). */
export function ApplyFacts({ a, history, showApplicant, children }: { a: CreditApplyView; history: StateHistoryEntry[]; showApplicant?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const x = (k: string) => t(`credit.apply.${k}`);
  return (
    <div data-testid="apply-facts">
      <Descriptions column={1} size="small" bordered styles={{ label: { width: 110 } }}>
        <Descriptions.Item label={x("product")}>
          <Space wrap size={4}>
            <KindTag kind={a.kind} />
            {a.productName} · {a.institution}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t("credit.mine.stateLabel")}>
          <ApplyStateTag state={a.state} kind={a.kind} />
        </Descriptions.Item>
        {showApplicant && (
          <Descriptions.Item label={x("applicant")}>
            {a.applicantName}（{t(`credit.whoOne.${a.applicantType}`)}）
          </Descriptions.Item>
        )}
        <Descriptions.Item label={x("amount")}>{formatFen(a.amount)}</Descriptions.Item>
        <Descriptions.Item label={x("term")}>{t("credit.product.months", { n: a.termMonths })}</Descriptions.Item>
        <Descriptions.Item label={x("purpose")}>{a.purpose}</Descriptions.Item>
        <Descriptions.Item label={x("contact")}>
          {a.contactName} {a.contactMobile}
        </Descriptions.Item>
        <Descriptions.Item label={x("submittedAt")}>{when(a.submittedAt)}</Descriptions.Item>
        {a.decidedAt && <Descriptions.Item label={x("decidedAt")}>{when(a.decidedAt)}</Descriptions.Item>}
        {a.rejectReason && <Descriptions.Item label={x("rejectReason")}>{a.rejectReason}</Descriptions.Item>}
        {a.reviewNote && <Descriptions.Item label={x("reviewNote")}>{a.reviewNote}</Descriptions.Item>}
        {a.disbursedAmount != null && (
          <Descriptions.Item label={x("disbursed")}>{t("credit.apply.disbursedValue", { amount: formatFen(a.disbursedAmount), date: a.disbursedOn })}</Descriptions.Item>
        )}
        {a.closedOn && <Descriptions.Item label={x("closedOn")}>{a.closedOn}</Descriptions.Item>}
        {a.attachments.length > 0 && (
          <Descriptions.Item label={x("attachments")}>
            <Image.PreviewGroup>
              <Space wrap>
                {a.attachments.map((f) => (
                  <Image key={f.fileId} src={f.url} width={72} alt={f.name} />
                ))}
              </Space>
            </Image.PreviewGroup>
          </Descriptions.Item>
        )}
      </Descriptions>
      {children}
      <h3 style={{ fontSize: 14, margin: "20px 0 12px" }}>{x("history")}</h3>
      <StateHistory items={history} />
    </div>
  );
}
