import type { CallDef } from "@qinlian/contract";
import { useMutation, useQuery, type UseQueryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { clearTicketMarker, DEFAULT_LOADING_TEXT, useAppStore } from "../app/store";
import { createApiClient, type CallOptions } from "./client";
import type { FailureEffects } from "./errors";

export { ApiError } from "./errors";

/** The UI pieces the effects need, registered once the React tree (router, antd App) is up. */
export const uiBindings: {
  navigate: (path: string) => void;
  notice: (message: string) => void;
  toast: (message: string) => void;
  /** Demo mode: shows an SMS code the server answered with (kit/DemoSmsNotice). */
  demoCode: (code: string) => void;
} = {
  navigate: (path) => window.location.assign(path),
  notice: (message) => window.alert(message),
  toast: (message) => console.error(message),
  demoCode: () => undefined,
};

export const browserEffects: FailureEffects = {
  navigate: (p) => uiBindings.navigate(p),
  redirectBrowser: (url) => window.location.assign(url),
  showNotice: (m) => uiBindings.notice(m),
  showNetworkError: (m) => uiBindings.toast(m),
  currentPath: () => window.location.pathname + window.location.search,
  onLoggedOut: () => {
    clearTicketMarker();
    useAppStore.getState().setUserInfo(null);
  },
};

/** The one way the web app calls the server. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  effects: browserEffects,
  onDemoCode: (code) => uiBindings.demoCode(code),
});

/** Reads a call's data with TanStack Query (cached by path + input). */
export function useCall<C extends CallDef>(
  def: C,
  input: z.input<C["input"]>,
  opts: Omit<UseQueryOptions<z.output<C["output"]>>, "queryKey" | "queryFn"> & CallOptions = {},
) {
  const { errBySelf, ...query } = opts;
  return useQuery<z.output<C["output"]>>({
    queryKey: [def.path, input],
    queryFn: ({ signal }) => api(def, input, { signal, errBySelf }),
    ...query,
  });
}

/** A call that changes something: shows the loading overlay (正在提交信息) while it runs. */
export function useMutate<C extends CallDef>(def: C, opts: CallOptions & { loadingText?: string | false } = {}) {
  return useMutation<z.output<C["output"]>, Error, z.input<C["input"]>>({
    mutationFn: async (input) => {
      const set = useAppStore.getState().setLoading;
      if (opts.loadingText !== false) set(opts.loadingText ?? DEFAULT_LOADING_TEXT);
      try {
        return await api(def, input, { errBySelf: opts.errBySelf });
      } finally {
        if (opts.loadingText !== false) set(null);
      }
    },
  });
}
