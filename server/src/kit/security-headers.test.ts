import { describe, expect, it } from "vitest";
import { ASSET_HEADERS, securityHeaders, securityHeadersFor } from "./security-headers";

const plain = { COOKIE_SECURE: false, HSTS_MAX_AGE: 15552000, HSTS_INCLUDE_SUBDOMAINS: true };
const https = { ...plain, COOKIE_SECURE: true };

describe("security headers", () => {
  it("sends the full policy on pages and API replies", () => {
    const h = securityHeadersFor(plain);
    for (const url of ["/", "/goods/list", "/api/system/siteInfo", "/assets.html", "/files/x.png"]) {
      expect(h(url)["content-security-policy"]).toContain("default-src 'self'");
      expect(h(url)["x-frame-options"]).toBe("SAMEORIGIN");
      expect(h(url)["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("sends only nosniff and the resource policy on built assets", () => {
    const h = securityHeadersFor(plain)("/assets/index-abc.js");
    expect(h).toEqual(ASSET_HEADERS);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["cross-origin-resource-policy"]).toBe("same-origin");
    expect(h["content-security-policy"]).toBeUndefined();
  });

  it("keeps HSTS on assets over HTTPS", () => {
    const h = securityHeadersFor(https)("/assets/index-abc.js");
    expect(h["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
    expect(securityHeaders(https)["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
    expect(securityHeadersFor(plain)("/assets/a.js")["strict-transport-security"]).toBeUndefined();
  });
});
