/** A value of schema.org structured data, as it is serialised into JSON-LD. */
export type JsonLdValue = string | number | boolean | JsonLdNode | readonly JsonLdValue[];

/** One schema.org node (`{ '@type': 'MenuItem', name: … }`); undefined properties are left out. */
export interface JsonLdNode {
  readonly [property: string]: JsonLdValue | undefined;
}
