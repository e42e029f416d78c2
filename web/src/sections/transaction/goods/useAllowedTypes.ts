import { identity, type GoodsType } from "@qinlian/contract";
import { useQueries } from "@tanstack/react-query";
import { api } from "../../../api";
import { publishFunc } from "./postPaths";

/** Which of these post types the current identity may manage (its roles grant the type's function). */
export function useAllowedTypes(types: readonly GoodsType[]): { allowed: GoodsType[]; loading: boolean } {
  const qs = useQueries({
    queries: types.map((type) => ({
      // The same key as the router's function check, so the answers are shared.
      queryKey: [identity.judgeAuth.path, { funcCode: publishFunc[type] }],
      queryFn: () => api(identity.judgeAuth, { funcCode: publishFunc[type] }, { quietAuth: true }),
      staleTime: 60_000,
    })),
  });
  return { allowed: types.filter((_, i) => qs[i].data?.allowed), loading: qs.some((q) => q.isLoading) };
}
