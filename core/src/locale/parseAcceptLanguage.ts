/** One language range of an `Accept-Language` header with its quality value. */
export interface AcceptLanguageEntry {
  /** The language range as sent, e.g. `ro-RO` or `*`. */
  tag: string;
  /** The quality value in [0, 1]; 1 when the entry has none. */
  q: number;
}

/** A browser sends a handful of entries; the cap keeps a hostile header from costing more. */
const MAX_ENTRIES = 50;

const LANGUAGE_RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;

// Looser than RFC 9110's three decimals, because some clients send `q=0.9990`.
const QUALITY = /^[01](?:\.\d*)?$/;

/**
 * Reads an `Accept-Language` header into its entries, most preferred first.
 * Entries with equal q keep their header order. Malformed entries (bad tag, bad q) are
 * dropped rather than thrown on, and only the first 50 entries are read.
 *
 * @example
 * parseAcceptLanguage('ro-RO,ro;q=0.9,en;q=0.8')
 * // [{ tag: 'ro-RO', q: 1 }, { tag: 'ro', q: 0.9 }, { tag: 'en', q: 0.8 }]
 */
export function parseAcceptLanguage(header: string | null | undefined): AcceptLanguageEntry[] {
  if (typeof header !== 'string') return [];
  const entries: AcceptLanguageEntry[] = [];
  for (const raw of header.split(',', MAX_ENTRIES)) {
    const entry = parseEntry(raw);
    if (entry !== null) entries.push(entry);
  }
  // Array.prototype.sort is stable, so equal q keeps header order.
  return entries.sort((a, b) => b.q - a.q);
}

function parseEntry(raw: string): AcceptLanguageEntry | null {
  const [range = '', ...params] = raw.split(';');
  const tag = range.trim();
  if (!LANGUAGE_RANGE.test(tag)) return null;
  let q = 1;
  for (const param of params) {
    const separator = param.indexOf('=');
    if (separator === -1) continue;
    if (param.slice(0, separator).trim().toLowerCase() !== 'q') continue;
    const value = param.slice(separator + 1).trim();
    q = QUALITY.test(value) ? Number(value) : Number.NaN;
    break;
  }
  if (!(q >= 0 && q <= 1)) return null;
  return { tag, q };
}
