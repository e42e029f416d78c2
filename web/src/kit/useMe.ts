import { identity } from "@qinlian/contract";
import { useCall } from "../api";
import { useAppStore } from "../app/store";

/**
 * The logged-in member for a form's prefills (联系人, 电话). On a reload the app's user info arrives
 * after the page renders, so a form that read it once for its initial values started empty: this
 * falls back to the (cached) memberByToken read and says when it is still loading.
 */
export function useMe() {
  const stored = useAppStore((s) => s.userInfo);
  const q = useCall(identity.memberByToken, {}, { enabled: !stored, staleTime: 60_000, errBySelf: true });
  return { me: stored ?? q.data ?? null, isLoading: !stored && q.isLoading };
}
