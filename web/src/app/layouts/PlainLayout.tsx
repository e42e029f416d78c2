import { Outlet } from "react-router";
import { BrandBar } from "./BrandBar";
import { Footer } from "./Footer";
import { TopBar } from "./TopBar";

/** Login and registration: no navigation, just the brand and the form. */
export function PlainLayout() {
  return (
    <div style={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <TopBar />
      <BrandBar search={false} />
      <main style={{ flex: 1, padding: "32px 0" }}>
        <div className="ql-container">
          <Outlet />
        </div>
      </main>
      <Footer />
    </div>
  );
}
