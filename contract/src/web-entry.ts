import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import ts from "typescript";

/**
 * The contract as the browser needs it: the web build (web/vite.config.ts) resolves `@qinlian/contract`
 * to modules generated here, so the mall's first load carries call paths, not zod. Types still come
 * from the real contract (TypeScript reads src/index.ts; only the bundler sees these modules).
 *
 * For each file `src/index.ts` re-exports:
 * - a file that reaches zod at run time through none of its imports is used as it is;
 * - a file that does is generated, export by export:
 *   - a domain's calls (`domain("goods", {...})`) become plain descriptors: path, access, domain, body
 *     (no input/output schemas, no summary: the client sends JSON and trusts the server, whose replies
 *     are checked against the output schemas in every API test);
 *   - a zod enum becomes a small frozen object with the same `options`, `enum`, `safeParse` and `parse`
 *     (what screens use an enum for: its values and a membership test);
 *   - any other declaration (a constant, a RegExp, a function) is copied from the source with the
 *     private declarations it reads, when none of them reads zod or an import;
 *   - anything else (a zod schema) is left out. A web file that imports one at run time fails the
 *     build ("not exported"): it imports from `@qinlian/contract/schemas` (the full contract) instead,
 *     in a screen's own chunk.
 */

export interface WebEntryModules {
  /** Module id (absolute path of the contract file, or "index") → generated JavaScript. */
  generated: Map<string, string>;
  /** `src/index.ts`'s re-export of each file: `export * from "<id>"`, in order. */
  index: string;
  /** Contract files used unchanged (no zod at run time). */
  passthrough: string[];
  /** Exports left out, as `file: name` (zod schemas other than enums). */
  omitted: string[];
}

export const WEB_ENTRY_PREFIX = "\0qinlian-contract-web:";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isZod = (v: unknown): v is { _zod: { def: { type: string } } } => isObject(v) && isObject(v._zod) && isObject(v._zod.def);
const isZodEnum = (v: unknown): v is { options: unknown[] } => isZod(v) && v._zod.def.type === "enum" && Array.isArray((v as unknown as { options?: unknown }).options);
const isCallDef = (v: unknown): v is { path: string; access: string; domain: string; body: string } =>
  isObject(v) && typeof v.path === "string" && typeof v.access === "string" && isZod(v.input) && isZod(v.output);
const isCallMap = (v: unknown): v is Record<string, { path: string; access: string; domain: string; body: string }> =>
  isObject(v) && !isZod(v) && Object.keys(v).length > 0 && Object.values(v).every(isCallDef);

const ENUM_HELPER = `function __enum(options) {
  const set = new Set(options);
  const fail = (v) => new Error("Invalid option: expected one of " + options.map((o) => JSON.stringify(o)).join("|") + ", got " + JSON.stringify(v));
  return Object.freeze({
    options,
    enum: Object.freeze(Object.fromEntries(options.map((o) => [o, o]))),
    safeParse: (v) => (set.has(v) ? { success: true, data: v } : { success: false, error: fail(v) }),
    parse: (v) => {
      if (!set.has(v)) throw fail(v);
      return v;
    },
  });
}
`;

function parse(file: string, read: (f: string) => string): ts.SourceFile {
  return ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

const hasExport = (n: ts.Node) => ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function resolveRelative(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  return base.endsWith(".ts") ? base : `${base}.ts`;
}

/** The imports a file makes at run time (type-only ones left out): module specifier and bound names. */
function runtimeImports(sf: ts.SourceFile): { spec: string; names: string[] }[] {
  const out: { spec: string; names: string[] }[] = [];
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const cl = st.importClause;
    if (cl?.isTypeOnly) continue;
    const names: string[] = [];
    if (cl?.name) names.push(cl.name.text);
    const nb = cl?.namedBindings;
    if (nb && ts.isNamespaceImport(nb)) names.push(nb.name.text);
    if (nb && ts.isNamedImports(nb)) for (const e of nb.elements) if (!e.isTypeOnly) names.push(e.name.text);
    if (cl && names.length === 0) continue; // only types imported
    out.push({ spec: st.moduleSpecifier.text, names });
  }
  return out;
}

/** Identifiers a node reads (types, property names and declared names left out). */
function readsOf(node: ts.Node): Set<string> {
  const out = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (ts.isTypeNode(n) || ts.isTypeAliasDeclaration(n) || ts.isInterfaceDeclaration(n)) return;
    if (ts.isIdentifier(n)) {
      const p = n.parent;
      const isName =
        (ts.isPropertyAccessExpression(p) && p.name === n) ||
        (ts.isPropertyAssignment(p) && p.name === n) ||
        ((ts.isVariableDeclaration(p) || ts.isFunctionDeclaration(p) || ts.isParameter(p) || ts.isBindingElement(p)) && p.name === n);
      if (!isName) out.add(n.text);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
}

/**
 * Generates the web entry's modules from the contract's `src/index.ts` and its run-time exports
 * (`runtime`: the index module as loaded, for the calls' descriptors and the enums' options).
 */
export function webEntryModules(indexFile: string, runtime: Record<string, unknown>, read: (f: string) => string = (f) => readFileSync(f, "utf8")): WebEntryModules {
  const generated = new Map<string, string>();
  const passthrough: string[] = [];
  const omitted: string[] = [];
  const reachesZod = new Map<string, boolean>();
  const zodAtRunTime = (file: string): boolean => {
    const known = reachesZod.get(file);
    if (known !== undefined) return known;
    reachesZod.set(file, false); // a cycle reaches zod only through another import
    const result = runtimeImports(parse(file, read)).some(({ spec }) => spec === "zod" || (spec.startsWith(".") && zodAtRunTime(resolveRelative(file, spec))));
    reachesZod.set(file, result);
    return result;
  };

  const index = parse(indexFile, read);
  const reexports: string[] = [];
  for (const st of index.statements) {
    if (!ts.isExportDeclaration(st) || st.exportClause || st.isTypeOnly || !st.moduleSpecifier || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const file = resolveRelative(indexFile, st.moduleSpecifier.text);
    if (!zodAtRunTime(file)) {
      passthrough.push(file);
      reexports.push(`export * from ${JSON.stringify(file)};`);
      continue;
    }
    generated.set(file, generateModule(file, runtime, read, omitted));
    reexports.push(`export * from ${JSON.stringify(WEB_ENTRY_PREFIX + file)};`);
  }
  return { generated, index: reexports.join("\n") + "\n", passthrough, omitted };
}

function generateModule(file: string, runtime: Record<string, unknown>, read: (f: string) => string, omitted: string[]): string {
  const sf = parse(file, read);
  const imported = new Set(runtimeImports(sf).flatMap((i) => i.names));
  // Top-level declarations by name (a variable statement declares each of its names).
  const decls = new Map<string, ts.Statement>();
  for (const st of sf.statements) {
    if (ts.isFunctionDeclaration(st) && st.name) decls.set(st.name.text, st);
    if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) decls.set(d.name.text, st);
  }
  // Can a statement be copied: does it (with the declarations it reads) read no import?
  const copyable = new Map<ts.Statement, Set<ts.Statement> | null>();
  const closure = (st: ts.Statement, seen = new Set<ts.Statement>()): Set<ts.Statement> | null => {
    if (copyable.has(st)) return copyable.get(st) ?? null;
    if (seen.has(st)) return new Set([st]);
    seen.add(st);
    const need = new Set<ts.Statement>([st]);
    for (const name of readsOf(st)) {
      if (imported.has(name)) {
        copyable.set(st, null);
        return null;
      }
      const dep = decls.get(name);
      if (!dep || dep === st) continue;
      const sub = closure(dep, seen);
      if (!sub) {
        copyable.set(st, null);
        return null;
      }
      for (const s of sub) need.add(s);
    }
    copyable.set(st, need);
    return need;
  };

  const copied = new Set<ts.Statement>();
  const lines: string[] = [];
  let usesEnum = false;
  for (const st of sf.statements) {
    if (!hasExport(st)) continue;
    const names =
      ts.isFunctionDeclaration(st) && st.name ? [st.name.text] : ts.isVariableStatement(st) ? st.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : [])) : [];
    for (const name of names) {
      const value = runtime[name];
      if (isCallMap(value)) {
        const calls = Object.fromEntries(Object.entries(value).map(([k, c]) => [k, { path: c.path, access: c.access, domain: c.domain, body: c.body }]));
        lines.push(`export const ${name} = ${JSON.stringify(calls)};`);
      } else if (isZodEnum(value)) {
        usesEnum = true;
        lines.push(`export const ${name} = /* @__PURE__ */ __enum(${JSON.stringify(value.options)});`);
      } else {
        const need = closure(st);
        if (need && !isZod(value)) for (const s of need) copied.add(s);
        else omitted.push(`${file}: ${name}`);
      }
    }
  }
  // Copied declarations keep their source order (a constant before the function that reads it).
  const copiedSource = sf.statements.filter((s) => copied.has(s)).map((s) => s.getText(sf));
  const source = [usesEnum ? ENUM_HELPER : "", ...copiedSource, ...lines].join("\n");
  return ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: false } }).outputText;
}
