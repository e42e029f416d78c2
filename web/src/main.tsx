import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { uiBindings } from "./api";
import { Providers } from "./app/Providers";
import { createAppRouter } from "./app/router";
import { i18nReady } from "./i18n";
import "./styles.css";

// An old hash-style deep link (/#/path) becomes the same path without the hash marker (spec §2).
if (window.location.hash.startsWith("#/")) window.history.replaceState(null, "", window.location.hash.slice(1));

const router = createAppRouter();
uiBindings.navigate = (path) => void router.navigate(path);

// A visitor who reads English waits for the shell's English texts (one small file) before the first render.
void i18nReady.then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
