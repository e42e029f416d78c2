import { siteLink } from "@qinlian/contract";
import { routeExists } from "../../../app/sections";

/**
 * Where an advert may take the visitor: a page of this site that the app serves (the contract's
 * stored-link rule read against this page's origin, then the route table), normalised; else null.
 * The server stores only such links; this is the check again for rows stored before the rule.
 */
export function advertHref(linkUrl: string | null): string | null {
  const path = siteLink(linkUrl, window.location.origin);
  return path && routeExists(path) ? path : null;
}
