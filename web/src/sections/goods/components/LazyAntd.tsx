import type { AlertProps, EmptyProps } from "antd";
import { lazy, Suspense } from "react";

/**
 * antd's Alert and Empty for states most visits never reach (a failed load, an off-shelf goods, no
 * results, nothing watched yet): their code loads when one is shown, not with the page.
 */
const AntAlert = lazy(() => import("antd/es/alert"));
const AntEmpty = lazy(() => import("./EmptyImpl"));

export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <AntAlert {...props} />
    </Suspense>
  );
}

/** `simple`: antd's `Empty.PRESENTED_IMAGE_SIMPLE`. */
export function LazyEmpty(props: EmptyProps & { simple?: boolean; "data-testid"?: string }) {
  return (
    <Suspense fallback={null}>
      <AntEmpty {...props} />
    </Suspense>
  );
}
