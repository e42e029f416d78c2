// Prints every call path the server registers, one a line (read by ../shared/tools/spec-coverage).
import { allImpls } from "../src/modules";

process.stdout.write(`${allImpls.map((i) => i.call.path).sort().join("\n")}\n`);
