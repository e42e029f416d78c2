import { ConfigProvider } from "antd";
import AppContext, { type useAppProps } from "antd/es/app/context";
import useAppStyle from "antd/es/app/style";
import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from "react";

/**
 * antd's `App` without its dialogs and toasts in the first load. antd's `App` brings modal, message
 * and notification (with their hooks) into every page's first load (~12 KB compressed) though most
 * visits never show one. This provides the same `App.useApp()` context (and the same `.ant-app`
 * wrapper with its text styles), with methods that load antd's holders on the first call and then
 * forward to them. Every caller here ignores the return value (`void message.success(...)`); a
 * promise of the real one is returned anyway.
 */
type Api = useAppProps;
type Kind = keyof Api;
type Method = (...args: unknown[]) => unknown;

let real: Api | null = null;
const queue: ((api: Api) => void)[] = [];
let wantHolders: () => void = () => undefined;

function forwarder(kind: Kind, methods: readonly string[], quiet: readonly string[] = []): unknown {
  const out: Record<string, Method> = {};
  for (const m of methods) {
    out[m] = (...args) => {
      const call = (api: Api) => (api[kind] as unknown as Record<string, Method>)[m](...args);
      if (real) return call(real);
      // Closing what was never shown needs nothing loaded.
      if (quiet.includes(m)) return undefined;
      return new Promise((resolve) => {
        queue.push((api) => resolve(call(api)));
        wantHolders();
      });
    };
  }
  return out;
}

/** What `App.useApp()` answers under `LightApp`. */
export const appApi: Api = {
  message: forwarder("message", ["open", "success", "error", "info", "warning", "loading", "destroy"], ["destroy"]) as Api["message"],
  notification: forwarder("notification", ["open", "success", "error", "info", "warning", "destroy"], ["destroy"]) as Api["notification"],
  modal: forwarder("modal", ["info", "success", "error", "warning", "confirm"]) as Api["modal"],
};

/** antd's `App.useApp()`, without importing antd's `App` (which would bring its holders back). */
export const useAppApi = (): Api => useContext(AppContext);

const Holders = lazy(() => import("./AppHolders"));

function ready(api: Api) {
  real = api;
  for (const call of queue.splice(0)) call(api);
}

export function LightApp({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls("app");
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  // A call made before this mounted (queued) loads the holders at once.
  const [wanted, setWanted] = useState(() => queue.length > 0);
  useEffect(() => {
    wantHolders = () => setWanted(true);
    // …and so does one made between the first render and this effect.
    if (queue.length) wantHolders();
  }, []);
  return wrapCSSVar(
    <AppContext.Provider value={appApi}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(" ")}>
        {children}
        {wanted && (
          <Suspense fallback={null}>
            <Holders onReady={ready} />
          </Suspense>
        )}
      </div>
    </AppContext.Provider>,
  );
}
