export * from "./ErrorPages";
