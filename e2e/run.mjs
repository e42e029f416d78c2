#!/usr/bin/env node
// The browser journeys, as two groups at once (e2e/groups.json: split by the time each file took in CI,
// about half each; a new journey file goes in the shorter group): each vitest run starts its own server on
// its own data (an embedded database in a fresh directory, or with E2E_DATABASE_URL a PostgreSQL
// database of its own), so they cannot see each other's changes. Most of a journey's time is waiting
// (rendering, animations, the server), so two at a time on a 2-core machine take about 60 % of one
// after the other. Each line is printed as it comes, prefixed with its group. Arguments (a file, -t)
// run plain vitest, one run, instead.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";

const here = dirname(fileURLToPath(import.meta.url));
const vitest = ["vitest", "run", "--config", "vitest.config.ts"];
const args = process.argv.slice(2);

function run(env, prefix) {
  return new Promise((resolve) => {
    const child = spawn("npx", [...vitest, ...args], { cwd: here, env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" }, stdio: ["ignore", "pipe", "pipe"] });
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      createInterface({ input: stream }).on("line", (l) => out.write(`${prefix}${l}\n`));
    }
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

if (args.length) process.exit(await run({}, ""));

// every journey file is in exactly one group
const journeyGroups = JSON.parse(readFileSync(join(here, "groups.json"), "utf8"));
const files = readdirSync(join(here, "journeys")).filter((f) => f.endsWith(".test.ts")).map((f) => f.replace(/\.test\.ts$/, ""));
const grouped = Object.values(journeyGroups).flat();
const missing = files.filter((f) => !grouped.includes(f));
const twice = grouped.filter((f, i) => grouped.indexOf(f) !== i || !files.includes(f));
if (missing.length || twice.length) {
  console.error(`e2e/groups.json: ${missing.length ? `not in a group: ${missing.join(", ")}` : ""}${twice.length ? ` twice or no such file: ${twice.join(", ")}` : ""}`);
  process.exit(1);
}
const codes = await Promise.all(["1", "2"].map((g) => run({ E2E_GROUP: g }, `[${g}] `)));
process.exit(codes.every((c) => c === 0) ? 0 : 1);
