/**
 * The classify children route packs three values into one path segment, as the spec spells it:
 * /transaction/goodsTypeManage/children/:id&:shopId&:name. Each value is URI-encoded (so an "&"
 * in a name becomes %26) and the three are joined with "&".
 */
export const CHILDREN_BASE = "/transaction/goodsTypeManage/children";

export function childrenPath(id: string, shopId: string, name: string): string {
  return `${CHILDREN_BASE}/${[id, shopId, name].map(encodeURIComponent).join("&")}`;
}

/** Reads id, shopId and name back from a pathname (null when the segment is not three values). */
export function parseChildrenPath(pathname: string): { id: string; shopId: string; name: string } | null {
  if (!pathname.startsWith(`${CHILDREN_BASE}/`)) return null;
  const seg = pathname.slice(CHILDREN_BASE.length + 1).replace(/\/+$/, "");
  const parts = seg.split("&");
  if (parts.length !== 3 || parts.some((p) => !p)) return null;
  try {
    const [id, shopId, name] = parts.map(decodeURIComponent);
    return { id, shopId, name };
  } catch {
    return null;
  }
}
