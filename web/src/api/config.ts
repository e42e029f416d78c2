/** Runtime settings the server serves at /app-config.js (so one build serves any installation). */
export interface ClientConfig {
  appCode: string;
  publicKey: string;
  ticketHeader: string;
  siteCode: string;
  siteName: string;
  /** The farm map's XYZ tile URL; null: county outlines on a plain background. */
  mapTileUrl?: string | null;
}

declare global {
  interface Window {
    __QINLIAN__?: ClientConfig;
  }
}

const fallback: ClientConfig = {
  appCode: "QL",
  publicKey: "qinlian-portal-public-key-2026",
  ticketHeader: "QLTicket",
  siteCode: "QL-SD",
  siteName: "山东禽业供应链平台",
};

export const clientConfig = (): ClientConfig => (typeof window !== "undefined" && window.__QINLIAN__) || fallback;

/** Spec §9: every call times out after 40 000 ms. */
export const REQUEST_TIMEOUT_MS = 40_000;
