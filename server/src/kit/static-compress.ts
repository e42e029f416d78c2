import type { FastifyStaticOptions } from "@fastify/static";

/**
 * The web build writes `<file>.br` (brotli, best level) and `<file>.gz` beside each text asset
 * (web/vite.config.ts, `precompress`). Served as they are, the browser gets the smallest form it accepts
 * without the server compressing the same file on every request (@fastify/compress, which works on the
 * fly at a lower level, steps aside for a reply that already has a content-encoding).
 */
export const precompressedStatic: Pick<FastifyStaticOptions, "preCompressed"> = { preCompressed: true };
