import { identity, type FuncNode, type FuncTree } from "@qinlian/contract";
import { useQueries } from "@tanstack/react-query";
import { api, useCall } from "../../../api";
import { routeExists } from "../../../app/sections";

/** One top-menu section the identity holds functions in, with where its entry leads. */
export interface MemberSection {
  func: FuncNode;
  /** The section's menu groups and pages (the left menu when it is open). */
  tree: FuncTree[];
  /** The pages of the section this web serves, in menu order. */
  pages: FuncTree[];
  /** Where the top entry leads: the section's own page if served, else its first served page. */
  entry: string;
}

const STALE = 60_000;

/** The served pages of a function tree, depth first, in menu order. */
export function servedPages(tree: readonly FuncTree[]): FuncTree[] {
  return tree.flatMap((n) => [...(n.path && !n.children.length && routeExists(n.path) ? [n] : []), ...servedPages(n.children)]);
}

/** Builds the sections from the top functions and their trees; sections with nothing served are left out. */
export function memberSections(top: readonly FuncNode[], trees: readonly (FuncTree[] | undefined)[]): MemberSection[] {
  return top.flatMap((func, i) => {
    const tree = trees[i] ?? [];
    const pages = servedPages(tree);
    const entry = func.path && routeExists(func.path) ? func.path : pages[0]?.path;
    return entry ? [{ func, tree, pages, entry }] : [];
  });
}

/**
 * The member centre's menus for the identity logged in: the top functions (identity.topFuncs) and
 * each one's tree (identity.subFuncs, cached under the same key the left menu reads).
 */
export function useMemberSections(enabled: boolean) {
  const top = useCall(identity.topFuncs, {}, { enabled, staleTime: STALE });
  const subs = useQueries({
    queries: (top.data ?? []).map((f) => {
      const input = { parentCode: f.code };
      return {
        queryKey: [identity.subFuncs.path, input],
        queryFn: ({ signal }: { signal: AbortSignal }) => api(identity.subFuncs, input, { signal }),
        staleTime: STALE,
        enabled,
      };
    }),
  });
  const loading = top.isLoading || subs.some((s) => s.isLoading);
  return {
    top: top.data,
    sections: memberSections(top.data ?? [], subs.map((s) => s.data)),
    loading,
  };
}
