import type { FastifyRequest } from "fastify";

/**
 * The request's `Origin` when it is present and not this site's own, else null. This site is the
 * host the request was sent to (`req.host`: the Host header, or X-Forwarded-Host when TRUST_PROXY
 * is on) or PUBLIC_URL's host. Only hosts are compared (an http page of the same host counts as
 * ours); a browser cannot forge Origin, and "null" (sandboxed frames, some redirects) is foreign.
 * The Vite dev server proxies without rewriting Host, so its pages' origin matches too.
 */
export function foreignOrigin(req: FastifyRequest, publicUrl: string | undefined): string | null {
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  let o: URL;
  try {
    o = new URL(origin);
  } catch {
    return origin;
  }
  if (o.protocol !== "http:" && o.protocol !== "https:") return origin;
  const sameHost = (host: string | undefined): boolean => {
    if (!host) return false;
    try {
      return new URL(`${o.protocol}//${host}`).host === o.host;
    } catch {
      return false;
    }
  };
  if (sameHost(req.host)) return null;
  if (publicUrl && sameHost(new URL(publicUrl).host)) return null;
  return origin;
}
