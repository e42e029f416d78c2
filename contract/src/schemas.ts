/**
 * The whole contract, zod schemas included, under an explicit name: `@qinlian/contract/schemas`.
 * The web build maps plain `@qinlian/contract` to the paths-and-constants entry (src/web-entry.ts);
 * a screen that really validates with a schema at run time imports it from here, and the schema (with
 * zod) then travels in that screen's own chunk, not in every page's first load.
 */
export * from "./index";
