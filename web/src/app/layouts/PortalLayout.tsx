import { useState } from "react";
import { useLocation, useOutlet } from "react-router";
import { BrandBar } from "./BrandBar";
import { Footer } from "./Footer";
import { MainNav } from "./MainNav";
import { TopBar } from "./TopBar";

/**
 * Public pages: top bar, brand bar with search, main navigation, footer.
 * The home screen's view is kept alive once visited (spec §2: the root view is cached only for home),
 * so going back to it keeps its state and scroll position without reloading its blocks.
 */
export function PortalLayout() {
  const outlet = useOutlet();
  const isHome = useLocation().pathname === "/";
  // useOutlet's element keeps its identity until the route changes, so this settles after one extra render.
  const [home, setHome] = useState<ReturnType<typeof useOutlet>>(null);
  if (isHome && outlet && outlet !== home) setHome(outlet);
  return (
    <div style={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <TopBar />
      <BrandBar />
      <MainNav />
      <main style={{ flex: 1 }}>
        {home && <div style={{ display: isHome ? "block" : "none" }}>{home}</div>}
        {!isHome && <div className="ql-container" style={{ paddingTop: 16 }}>{outlet}</div>}
      </main>
      <Footer />
    </div>
  );
}
