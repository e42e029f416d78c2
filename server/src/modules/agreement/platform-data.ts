import { filterXSS } from "xss";
import type { Db } from "../../kit/db";
import { agreementVersion } from "./schema";
import { agreementTexts, type AgreementText } from "./texts";

/**
 * Writes the published agreement versions (texts.ts), sanitised, at every start. Existing versions
 * are left as they are: a version members have accepted must never change under them.
 */
export async function syncAgreements(db: Db, texts: readonly AgreementText[] = agreementTexts): Promise<void> {
  await db
    .insert(agreementVersion)
    .values(
      texts.map((a) => ({
        type: a.type,
        version: a.version,
        title: a.title,
        contentHtml: filterXSS(a.html),
        effectiveAt: new Date(a.effectiveAt),
      })),
    )
    .onConflictDoNothing({ target: [agreementVersion.type, agreementVersion.version] });
}
