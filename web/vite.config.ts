import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = process.env.QINLIAN_API ?? "http://localhost:8080";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(["/api", "/openapi", "/cas", "/files", "/app-config.js"].map((p) => [p, api])),
  },
  build: {
    outDir: "dist",
    chunkSizeWarningLimit: 1500,
  },
});
