import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/** A read that failed (the API client already told the member why): say so and offer a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t("common.loadFailed")}
      extra={
        <Button onClick={onRetry} data-testid="retry">
          {t("common.retry")}
        </Button>
      }
    />
  );
}
