import { shop } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCall } from "../../../api";

/** The current identity's default shop (any state; null when it has none). */
export function useMyShop() {
  return useCall(shop.selDefaultShopByBoId, {});
}

/** Drops every cached read of the owner's shop after a change. */
export function useRefreshShop() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: [shop.selDefaultShopByBoId.path] }), qc.invalidateQueries({ queryKey: [shop.selDefaultShopDetailByBoId.path] })]);
}
