// Prints every web route path, flattened, one a line (read by ../shared/tools/spec-coverage).
import { allRoutes } from "../src/app/sections";

process.stdout.write(`${[...new Set(allRoutes.map((r) => r.path))].sort().join("\n")}\n`);
