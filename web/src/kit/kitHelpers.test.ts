import { describe, expect, it } from "vitest";
import { advertLinkError } from "./AdvertDetailsEditor";
import { imageRefusal } from "./ImageListUpload";

describe("kit helpers", () => {
  it("refuses non-images and images over 5 MB before uploading", () => {
    expect(imageRefusal({ type: "image/png", size: 1000 })).toBeNull();
    expect(imageRefusal({ type: "image/svg+xml", size: 1000 })).toBe("type");
    expect(imageRefusal({ type: "application/pdf", size: 1000 })).toBe("type");
    expect(imageRefusal({ type: "image/jpeg", size: 5 * 1024 * 1024 + 1 })).toBe("size");
  });
  it("checks where an advert links", () => {
    expect(advertLinkError("NONE", null)).toBeNull();
    expect(advertLinkError("GOODS", " ")).toBe("need");
    expect(advertLinkError("GOODS", "g1")).toBeNull();
    expect(advertLinkError("URL", "https://www.example.cn/a")).toBe("url");
    for (const attack of ["/\\evil.example/phish", "https://evil.example", "/%5C%5Cevil.example", "java\tscript:alert(1)", "\\/evil.example"]) expect(advertLinkError("URL", attack), attack).toBe("url");
    expect(advertLinkError("URL", `${window.location.origin}/goods/home`)).toBeNull();
    expect(advertLinkError("URL", "/goods/detail?id=1")).toBeNull();
    expect(advertLinkError("URL", "//evil.example.com")).toBe("url");
    expect(advertLinkError("URL", "javascript:alert(1)")).toBe("url");
    expect(advertLinkError("URL", "http://plain.example.cn")).toBe("url");
  });
});

describe("history event labels", () => {
  it("names events by code in both languages, never the code", async () => {
    const { historyEventLabel } = await import("./stateLabels");
    expect(historyEventLabel("takeDown", "zh-CN", "违规下架")).toBe("违规下架");
    expect(historyEventLabel("takeDown", "en", "违规下架")).toBe("Taken down for a breach");
    expect(historyEventLabel("someNewEvent", "zh-CN", "新事件")).toBe("新事件");
    expect(historyEventLabel("someNewEvent", "en", "新事件")).toBe("Changed");
    expect(historyEventLabel("someNewEvent", "zh-CN", null)).not.toContain("someNewEvent");
  });
});
