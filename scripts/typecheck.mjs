#!/usr/bin/env node
// npm run typecheck: every workspace package's tsconfig.json, strict as it stands, in as few
// TypeScript programs as possible, side by side.
// - Packages whose tsconfig only extends tsconfig.base.json (no compiler options of their own: contract,
//   server, bench) are checked as one program. server imports contract and bench imports server, so
//   checked one by one they would check the same files three times.
// - The others (web: DOM and JSX; e2e: DOM) are checked on their own.
// - The programs run in parallel, one per core, and incrementally: what TypeScript learned is kept in
//   node_modules/.cache/typecheck, so a run after a small change re-checks only what that change reaches
//   (a clean clone, as in CI, checks everything).
// `npx tsc -p <package>` still checks one package alone.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "package.json"));
const ts = require("typescript");
const tsc = require.resolve("typescript/bin/tsc");
const cache = join(root, "node_modules", ".cache", "typecheck");
const base = join(root, "tsconfig.base.json");

function readTsconfig(file) {
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  return config;
}

const workspaces = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces;
const shared = [];
const programs = [];
for (const ws of workspaces) {
  const file = join(root, ws, "tsconfig.json");
  const config = readTsconfig(file);
  const onlyBase =
    Object.keys(config).every((k) => ["extends", "include", "files"].includes(k)) && resolve(dirname(file), config.extends ?? "") === base;
  if (onlyBase) shared.push({ name: ws, dir: dirname(file), config });
  else programs.push({ name: ws, project: file });
}

if (shared.length) {
  mkdirSync(cache, { recursive: true });
  const rel = (dir, p) => relative(cache, join(dir, p)).replaceAll("\\", "/");
  const project = join(cache, "tsconfig.shared.json");
  const include = shared.flatMap((s) => (s.config.include ?? (s.config.files ? [] : ["**/*"])).map((p) => rel(s.dir, p)));
  const files = shared.flatMap((s) => (s.config.files ?? []).map((p) => rel(s.dir, p)));
  const union = { extends: relative(cache, base).replaceAll("\\", "/"), include, ...(files.length ? { files } : {}) };
  writeFileSync(project, `${JSON.stringify(union, null, 2)}\n`);
  programs.unshift({ name: shared.map((s) => s.name).join(" + "), project, key: "shared" });
}

function check({ name, project, key }) {
  const started = Date.now();
  const buildInfo = join(cache, `${key ?? name}.tsbuildinfo`);
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, "-p", project, "--incremental", "--tsBuildInfoFile", buildInfo, "--pretty"], { cwd: root });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`  ✓ ${name} (${secs} s)`);
      else console.log(`  ✗ ${name} (${secs} s)\n${out}`);
      done(code === 0);
    });
  });
}

mkdirSync(cache, { recursive: true });
const queue = [...programs];
const slots = Math.max(1, Math.min(availableParallelism(), queue.length));
const results = await Promise.all(
  Array.from({ length: slots }, async () => {
    let ok = true;
    for (let p = queue.shift(); p; p = queue.shift()) ok = (await check(p)) && ok;
    return ok;
  }),
);
if (!results.every(Boolean)) process.exit(1);
