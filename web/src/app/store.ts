import type { FuncNode, FuncTree, SiteInfo, UserInfo } from "@qinlian/contract";
import { create } from "zustand";
import { clientConfig } from "../api/config";

/** Client state (spec §3): userInfo, topMenu, leftMenu, siteInfo and the cart count. */
export interface AppState {
  userInfo: UserInfo | null;
  topMenu: FuncNode[];
  leftMenu: FuncTree[];
  siteInfo: SiteInfo | null;
  cartCount: number;
  /** Text of the global loading overlay; null hides it. */
  loadingText: string | null;
  setUserInfo: (u: UserInfo | null) => void;
  setTopMenu: (m: FuncNode[]) => void;
  setLeftMenu: (m: FuncTree[]) => void;
  setSiteInfo: (s: SiteInfo) => void;
  setCartCount: (n: number) => void;
  setLoading: (text: string | null) => void;
}

export const useAppStore = create<AppState>((set) => ({
  userInfo: null,
  topMenu: [],
  leftMenu: [],
  siteInfo: null,
  cartCount: 0,
  loadingText: null,
  setUserInfo(u) {
    // userInfo.systemId is also kept in a cookie named systemId (spec §3).
    if (u) document.cookie = `systemId=${encodeURIComponent(u.systemId)}; path=/; SameSite=Lax`;
    else document.cookie = "systemId=; path=/; max-age=0; SameSite=Lax";
    set(u ? { userInfo: u } : { userInfo: null, topMenu: [], leftMenu: [], cartCount: 0 });
  },
  setTopMenu: (topMenu) => set({ topMenu }),
  setLeftMenu: (leftMenu) => set({ leftMenu }),
  setSiteInfo: (siteInfo) => set({ siteInfo }),
  setCartCount: (cartCount) => set({ cartCount }),
  setLoading: (loadingText) => set({ loadingText }),
}));

/** Whether the browser holds a ticket cookie (the server sets an HttpOnly ticket and this readable marker). */
export function hasTicketCookie(): boolean {
  const name = `${clientConfig().appCode}Login=`;
  return document.cookie.split(/;\s*/).some((c) => c.startsWith(name) && c.length > name.length);
}

export function clearTicketMarker(): void {
  document.cookie = `${clientConfig().appCode}Login=; path=/; max-age=0; SameSite=Lax`;
}

/** Default text of the loading overlay (spec §9). */
export const DEFAULT_LOADING_TEXT = "正在提交信息";
