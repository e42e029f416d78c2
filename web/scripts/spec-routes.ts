// Prints every web route path, flattened, one a line (read by ../shared/tools/spec-coverage): the
// screens, and the section paths the app serves as a redirect to a screen (spec §2: "/farmingManage
// (redirects to index)").
import { activeRewrites } from "../src/app/rewrites";
import { allRoutes } from "../src/app/sections";

const served = [...allRoutes.map((r) => r.path), ...activeRewrites().map(([from]) => from)];
process.stdout.write(`${[...new Set(served)].sort().join("\n")}\n`);
