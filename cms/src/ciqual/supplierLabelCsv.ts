import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type CiqualRow, parseCsv } from './ciqualRow';

/** The shipped rules of the library foods declared from the supplier's label. */
export const CIQUAL_SUPPLIER_LABEL_CSV_PATH = fileURLToPath(
  new URL('../../data/ciqual/supplier-label.csv', import.meta.url),
);

const COLUMNS = ['scope', 'code', 'name', 'reason'] as const;

export interface SupplierLabelRule {
  code: string;
  /** CIQUAL's name of the subgroup or food, for whoever reads the file. */
  name: string;
  reason: string;
}

export interface SupplierLabelRules {
  /** CIQUAL subgroup codes whose foods are declared from the supplier's label. */
  subgroups: Map<string, SupplierLabelRule>;
  /** Food codes in those subgroups that are not producer-dependent. */
  exceptions: Map<string, SupplierLabelRule>;
}

/**
 * Parses supplier-label.csv (its `#` lines are its provenance and rules); throws on a
 * malformed row: an unknown scope, a bad code, a missing reason, a code given twice.
 */
export function parseSupplierLabelCsv(text: string): SupplierLabelRules {
  const data = text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');
  const [header, ...rows] = parseCsv(data).filter((fields) => fields.some(Boolean));
  const columns = header ?? [];
  if (COLUMNS.some((column) => !columns.includes(column))) {
    throw new Error(`supplier-label.csv: unexpected header "${columns.join(',')}"`);
  }
  const rules: SupplierLabelRules = { subgroups: new Map(), exceptions: new Map() };
  for (const fields of rows) {
    const value = (column: (typeof COLUMNS)[number]) =>
      (fields[columns.indexOf(column)] ?? '').trim();
    const scope = value('scope');
    const rule: SupplierLabelRule = {
      code: value('code'),
      name: value('name'),
      reason: value('reason'),
    };
    const [target, pattern] =
      scope === 'subgroup'
        ? [rules.subgroups, /^\d{4}$/]
        : scope === 'except'
          ? [rules.exceptions, /^\d+$/]
          : [null, null];
    if (!target || !pattern) throw new Error(`supplier-label.csv: unknown scope "${scope}"`);
    if (!pattern.test(rule.code)) {
      throw new Error(`supplier-label.csv: bad ${scope} code "${rule.code}"`);
    }
    if (!rule.reason) throw new Error(`supplier-label.csv ${rule.code}: the reason is required`);
    if (target.has(rule.code)) throw new Error(`supplier-label.csv ${rule.code}: given twice`);
    target.set(rule.code, rule);
  }
  return rules;
}

/** Reads the shipped supplier-label.csv. */
export async function readSupplierLabelCsv(
  path = CIQUAL_SUPPLIER_LABEL_CSV_PATH,
): Promise<SupplierLabelRules> {
  return parseSupplierLabelCsv(await readFile(path, 'utf8'));
}

/**
 * The codes of the CIQUAL foods `rules` declare from the supplier's label: every food of a
 * listed subgroup but the exceptions.
 */
export function supplierLabelCodes(
  rules: SupplierLabelRules,
  ciqualRows: Iterable<CiqualRow>,
): Set<string> {
  const codes = new Set<string>();
  for (const row of ciqualRows) {
    const code = row.ciqual_code ?? '';
    if (rules.subgroups.has(row.subgroup_code ?? '') && !rules.exceptions.has(code)) {
      codes.add(code);
    }
  }
  return codes;
}
