import { createHmac } from "node:crypto";
import type { Config } from "../../config";

/**
 * Card numbers are never stored whole: the first 4 and last 4 digits for people to recognise the card,
 * and an HMAC-SHA256 keyed with a server secret to find the same card bound twice. A plain hash would
 * not do: card numbers are few enough to be guessed from their hash by trying them all. A number
 * shorter than 12 digits (a corporate account may have 6) keeps only its last 4: its first 4 and
 * last 4 would be (nearly) all of it.
 */
export function maskCardNo(cardNo: string): string {
  return cardNo.length < 12 ? `**** ${cardNo.slice(-4)}` : `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`;
}

/** The card's keyed hash; the key is the installation's CARD_HASH_SECRET (required in production). */
export function hashCardNo(config: Pick<Config, "CARD_HASH_SECRET">, cardNo: string): string {
  return createHmac("sha256", config.CARD_HASH_SECRET).update(cardNo).digest("hex");
}

/** An ID card number or credit code: first 3 and last 4 kept. */
export function maskIdNo(no: string): string {
  return no.length <= 7 ? "*".repeat(no.length) : `${no.slice(0, 3)}${"*".repeat(no.length - 7)}${no.slice(-4)}`;
}

/** A channel account number: its last 4 digits. */
export function maskAccountNo(no: string | null): string | null {
  return no ? `**** ${no.slice(-4)}` : null;
}
