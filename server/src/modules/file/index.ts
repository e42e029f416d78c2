/**
 * The file module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/file/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { fileCalls } from "./calls";
export { storedRichText } from "./rich-text";
export { registerFileServing } from "./serve";
export { assertStoredFiles, fileRefs, ownedFiles } from "./service";
