import { publicMenuOptionSchema, slugify } from '@nutrimenu/core/contract';
import type { TextField } from 'payload';
import { catalogLabel } from '../i18n/catalogLabel';
import { validateContract } from './validateContract';

/**
 * A URL slug filled from `source` when left empty, and normalised when typed
 * ("Ciorbă de burtă" → "ciorba-de-burta").
 */
export function slugField(source: string, overrides: Partial<TextField> = {}): TextField {
  return {
    name: 'slug',
    label: catalogLabel('admin.field.slug'),
    type: 'text',
    index: true,
    // Slugs are in every public address and document: the contract's rule (at most 80 characters).
    validate: validateContract(publicMenuOptionSchema.shape.slug, 'admin.validation.slug'),
    admin: {
      position: 'sidebar',
      description: catalogLabel('admin.field.slug.description'),
    },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          const typed = typeof value === 'string' && value.trim() !== '' ? value : undefined;
          const fromSource = data?.[source];
          const text =
            typed ??
            (typeof fromSource === 'string'
              ? fromSource
              : typeof fromSource === 'object' && fromSource !== null
                ? (Object.values(fromSource).find((v) => typeof v === 'string') as
                    | string
                    | undefined)
                : undefined);
          return text === undefined ? value : slugify(text);
        },
      ],
    },
    ...overrides,
  } as TextField;
}
