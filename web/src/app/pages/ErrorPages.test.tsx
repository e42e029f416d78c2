import { render, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { clientConfig } from "../../api/config";
import { setLang } from "../../i18n";
import { Page404 } from "./ErrorPages";

describe("the 404 page", () => {
  it("says so in the document title, in the page's language", async () => {
    document.title = clientConfig().siteName;
    const view = render(
      <MemoryRouter initialEntries={["/no/such/page"]}>
        <Page404 />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe(`页面不存在 - ${clientConfig().siteName}`));
    setLang("en");
    try {
      await waitFor(() => expect(document.title).toBe(`Page not found - ${clientConfig().siteName}`));
    } finally {
      setLang("zh-CN");
      view.unmount();
    }
  });
});
