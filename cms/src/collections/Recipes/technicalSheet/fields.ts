import type { MessageKey } from '@nutrimenu/core/messages';
import type { Field, FieldAccess } from 'payload';
import { catalogLabel } from '../../../i18n/catalogLabel';
import {
  validateSheetMinutes,
  validateSheetTemperature,
  validateShelfLifeHours,
} from './validateSheetNumber';

// Set by the save hook (number, version) and the approve endpoint (approval) only: an API
// write to them is dropped, whoever sends it.
const noneMayWrite: { create: FieldAccess; update: FieldAccess } = {
  create: () => false,
  update: () => false,
};

const notListed = { hidden: true, disableListColumn: true, disableListFilter: true } as const;

const textarea = (name: string, label: MessageKey): Field => ({
  name,
  label: catalogLabel(label),
  type: 'textarea',
  localized: true,
  admin: { rows: 2 },
});

/**
 * What the kitchen's technical sheet ("fișă tehnică") says beyond its figures, in a collapsible
 * block of the recipe's edit view. Every text is localized like the dish's name; numbers are
 * shared by all locales. Nothing is required: the sheet leaves out what is empty.
 *
 * The method is a localized array (each locale keeps its own steps), so saving in another
 * locale never touches the first one's; critical points are shared rows whose text alone is
 * localized, and that text is optional, which keeps a save in another locale valid without
 * resending every row's text.
 */
export const technicalSheetField: Field = {
  type: 'collapsible',
  label: catalogLabel('admin.sheet.title'),
  admin: { initCollapsed: true },
  fields: [
    {
      name: 'technicalSheet',
      type: 'group',
      label: false,
      admin: { hideGutter: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'number',
              label: catalogLabel('admin.sheet.number'),
              type: 'number',
              access: noneMayWrite,
              admin: {
                readOnly: true,
                width: '50%',
                description: catalogLabel('admin.sheet.number.description'),
              },
            },
            {
              name: 'version',
              label: catalogLabel('admin.sheet.version'),
              type: 'number',
              access: noneMayWrite,
              admin: {
                readOnly: true,
                width: '50%',
                description: catalogLabel('admin.sheet.version.description'),
              },
            },
          ],
        },
        {
          // What the last publish put on the sheet (lines, portions, yield), to tell whether
          // the next publish changes it.
          name: 'fingerprint',
          type: 'text',
          access: noneMayWrite,
          hidden: true,
        },
        {
          name: 'approval',
          type: 'group',
          access: noneMayWrite,
          admin: { hidden: true, disableListColumn: true, disableListFilter: true },
          // Each field kept out of the list view too: its columns and filters list a hidden
          // group's fields, under Payload's English names made from theirs ("By Name").
          fields: [
            { name: 'by', type: 'relationship', relationTo: 'users', admin: notListed },
            {
              // The approver's name as it was, so the sheet prints it without a user lookup,
              // also after the account is gone.
              name: 'byName',
              type: 'text',
              admin: notListed,
            },
            { name: 'at', type: 'date', admin: notListed },
            { name: 'version', type: 'number', admin: notListed },
          ],
        },
        {
          // Stores nothing: the approval's state and the button that approves.
          name: 'approvalPanel',
          type: 'ui',
          admin: {
            components: {
              Field: '/collections/Recipes/technicalSheet/components/SheetApproval#SheetApproval',
            },
          },
        },
        {
          name: 'method',
          label: catalogLabel('admin.sheet.method'),
          type: 'array',
          localized: true,
          labels: {
            singular: catalogLabel('admin.sheet.method.step'),
            plural: catalogLabel('admin.sheet.method'),
          },
          admin: {
            components: {
              RowLabel: {
                path: '/components/RowNumberLabel#RowNumberLabel',
                clientProps: { messageKey: 'admin.sheet.method.stepNumber' },
              },
            },
          },
          fields: [
            {
              name: 'text',
              label: catalogLabel('admin.sheet.method.text'),
              type: 'textarea',
              required: true,
              admin: { rows: 2 },
            },
          ],
        },
        {
          name: 'criticalPoints',
          label: catalogLabel('admin.sheet.criticalPoints'),
          type: 'array',
          labels: {
            singular: catalogLabel('admin.sheet.criticalPoint'),
            plural: catalogLabel('admin.sheet.criticalPoints'),
          },
          admin: {
            components: {
              RowLabel: {
                path: '/components/RowNumberLabel#RowNumberLabel',
                clientProps: { messageKey: 'admin.sheet.criticalPoint.number' },
              },
            },
          },
          fields: [
            textarea('text', 'admin.sheet.criticalPoint.text'),
            {
              type: 'row',
              fields: [
                {
                  name: 'temperatureC',
                  label: catalogLabel('admin.sheet.coreTemperature'),
                  type: 'number',
                  admin: { step: 0.1 },
                  validate: validateSheetTemperature,
                },
                {
                  name: 'minutes',
                  label: catalogLabel('admin.sheet.minutes'),
                  type: 'number',
                  validate: validateSheetMinutes,
                },
              ],
            },
          ],
        },
        {
          name: 'holding',
          label: catalogLabel('admin.sheet.holding'),
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'temperatureC',
                  label: catalogLabel('admin.sheet.temperature'),
                  type: 'number',
                  admin: { step: 0.1 },
                  validate: validateSheetTemperature,
                },
                {
                  name: 'maxMinutes',
                  label: catalogLabel('admin.sheet.holding.maxMinutes'),
                  type: 'number',
                  validate: validateSheetMinutes,
                },
              ],
            },
            textarea('conditions', 'admin.sheet.conditions'),
          ],
        },
        {
          name: 'storage',
          label: catalogLabel('admin.sheet.storage'),
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'temperatureC',
                  label: catalogLabel('admin.sheet.temperature'),
                  type: 'number',
                  admin: { step: 0.1 },
                  validate: validateSheetTemperature,
                },
                {
                  name: 'shelfLifeHours',
                  label: catalogLabel('admin.sheet.storage.shelfLifeHours'),
                  type: 'number',
                  validate: validateShelfLifeHours,
                },
              ],
            },
            textarea('conditions', 'admin.sheet.conditions'),
          ],
        },
        {
          name: 'sensory',
          label: catalogLabel('admin.sheet.sensory'),
          type: 'group',
          fields: [
            textarea('appearance', 'admin.sheet.sensory.appearance'),
            textarea('colour', 'admin.sheet.sensory.colour'),
            textarea('smell', 'admin.sheet.sensory.smell'),
            textarea('taste', 'admin.sheet.sensory.taste'),
            textarea('texture', 'admin.sheet.sensory.texture'),
          ],
        },
      ],
    },
  ],
};
