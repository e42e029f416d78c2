// ESLint for every package (run by `npm run lint`, part of `npm test`): typescript-eslint's
// recommended type-checked rules everywhere, React's hooks rules in web/. Rules are not switched off
// file-wide; a single line that must break one says why in an eslint-disable-next-line comment.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

export default defineConfig(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/coverage/**", "server/drizzle/**", "**/*.cjs", "**/*.mjs", "**/*.js"] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The root vitest.config.ts belongs to no package's tsconfig; it is checked with the base options.
        projectService: { allowDefaultProject: ["vitest.config.ts"], defaultProject: "tsconfig.base.json" },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `_unused` marks a deliberately unused parameter or destructured rest.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // The read layer joins other modules' tables read-only (ARCHITECTURE.md, "Module boundaries").
    files: ["server/src/read/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^(insert|update|delete|execute)$/]",
          message: "The read layer only reads. Changes go through the owning module's index.ts.",
        },
      ],
    },
  },
);
