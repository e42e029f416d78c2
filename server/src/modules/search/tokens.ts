/**
 * The search index's tokenizer: Chinese text has no spaces, and its commonest word length is two
 * characters (蛋鸡, 饲料, 疫苗), which a trigram index cannot serve. So every Han character is indexed
 * as a unigram and every pair of adjacent Han characters as a bigram, at the position of the pair's
 * first character; latin words and digit runs are indexed whole (split at letter/digit boundaries:
 * "25kg" → 25, kg). The result is a `simple` tsvector literal (lexemes taken as they are, nothing
 * stemmed) built here at write time and stored with a GIN index.
 *
 * A query is tokenized the same way and becomes a phrase per term: "海兰褐" → '海兰' <-> '兰褐', which
 * matches exactly the documents containing the substring 海兰褐 (not 海兰白 + 褐壳). Terms separated by
 * spaces or punctuation are ANDed. Letter words of two or more letters match as prefixes (hy → hyline).
 *
 * Bump TOKENIZER_VERSION when the rules change: documents indexed with an older version are
 * re-indexed at the next start.
 */
export const TOKENIZER_VERSION = 1;

/** The weights of the indexed fields, strongest first (PostgreSQL ranks A > B > C > D). */
export type Weight = "A" | "B" | "C" | "D";

interface Unit {
  text: string;
  han: boolean;
  letters: boolean;
  /** Adjacent to the previous unit (no space or punctuation between them). */
  joined: boolean;
}

const UNIT = /(\p{Script=Han})|((?:(?!\p{Script=Han})\p{L})+)|(\p{N}+)/gu;

/** Longest text taken from one field; positions in a tsvector stop at 16 383. */
const FIELD_MAX_CHARS = 400;

function units(text: string): Unit[] {
  const s = text.normalize("NFKC").toLowerCase().slice(0, FIELD_MAX_CHARS);
  const out: Unit[] = [];
  let end = -1;
  for (const m of s.matchAll(UNIT)) {
    const start = m.index;
    out.push({ text: m[0], han: !!m[1], letters: !!m[2], joined: start === end });
    end = start + m[0].length;
  }
  return out;
}

interface Lexeme {
  lex: string;
  pos: number;
  prefix?: boolean;
}

/** Lexemes of one run of text, with positions from `start`; a gap of one position between terms. */
function lexemes(text: string, start: number): { list: Lexeme[]; end: number } {
  const us = units(text);
  const list: Lexeme[] = [];
  let pos = start;
  us.forEach((u, i) => {
    pos += i === 0 ? 0 : u.joined ? 1 : 2;
    if (!u.han) {
      list.push({ lex: u.text, pos });
      return;
    }
    list.push({ lex: u.text, pos });
    const next = us[i + 1];
    if (next?.han && next.joined) list.push({ lex: u.text + next.text, pos });
  });
  return { list, end: pos };
}

/**
 * The tsvector literal of a document: `fields` are indexed in order with their weights, each
 * starting well after the previous one so a phrase never spans two fields.
 */
export function documentVector(fields: readonly { text: string | null | undefined; weight: Weight }[]): string {
  const byLex = new Map<string, string[]>();
  let start = 1;
  for (const f of fields) {
    if (!f.text) continue;
    const { list, end } = lexemes(f.text, start);
    for (const l of list) {
      if (l.pos > 16_383) break;
      const ps = byLex.get(l.lex) ?? [];
      if (ps.length < 256) ps.push(`${l.pos}${f.weight}`);
      byLex.set(l.lex, ps);
    }
    start = end + 10;
  }
  return [...byLex].map(([lex, ps]) => `'${lex}':${ps.join(",")}`).join(" ");
}

/** At most this many lexemes in a query (a longer query is cut; its start is kept). */
const QUERY_MAX_LEXEMES = 24;

/**
 * The tsquery text for a user's keyword, or null when it has nothing searchable (only punctuation).
 * Each term (a run of text without spaces or punctuation) becomes a phrase; terms are ANDed.
 * With `weights` (e.g. "AB"), every lexeme must match in a field of those weights (the relevance
 * tiers of query.ts: the whole keyword found in the title, else in title + category, …).
 */
export function queryText(keyword: string, weights = ""): string | null {
  const us = units(keyword);
  const terms: Unit[][] = [];
  for (const u of us) {
    if (u.joined && terms.length) terms[terms.length - 1].push(u);
    else terms.push([u]);
  }
  const phrases = new Set<string>();
  let budget = QUERY_MAX_LEXEMES;
  for (const term of terms) {
    const lx: Lexeme[] = [];
    term.forEach((u, i) => {
      const next = term[i + 1];
      const prev = term[i - 1];
      if (!u.han) lx.push({ lex: u.text, pos: i, prefix: u.letters && u.text.length >= 2 });
      else if (next?.han) lx.push({ lex: u.text + next.text, pos: i });
      else if (!prev?.han) lx.push({ lex: u.text, pos: i });
      // else: the last character of a Han run is covered by the bigram before it
    });
    const kept = lx.slice(0, budget);
    budget -= kept.length;
    if (!kept.length) break;
    const quoted = (l: Lexeme) => `'${l.lex}'${l.prefix || weights ? `:${l.prefix ? "*" : ""}${weights}` : ""}`;
    phrases.add(kept.map((l, i) => (i === 0 ? quoted(l) : `<${l.pos - kept[i - 1].pos}> ${quoted(l)}`)).join(" "));
  }
  if (!phrases.size) return null;
  return [...phrases].map((p) => (p.includes("<") ? `(${p})` : p)).join(" & ");
}
