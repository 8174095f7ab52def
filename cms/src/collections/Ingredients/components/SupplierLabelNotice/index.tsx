'use client';

import { useFormFields, useTranslation } from '@payloadcms/ui';
import { useAdminTranslator } from '../../../../utilities/useAdminTranslator';
import './index.scss';

/**
 * At the top of an ingredient form whose allergens are to be declared from the supplier's
 * label and are not declared yet: why (a processed food differs by producer) and what to do.
 * On the shared library's food the fix is "Use my own version" just above; on the
 * restaurant's own version, copying the label and ticking "Allergens checked".
 */
export function SupplierLabelNotice() {
  const { i18n } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  const source = useFormFields(([fields]) => fields.allergenSource?.value);
  const declared = useFormFields(([fields]) => fields.allergensDeclared?.value);
  const restaurant = useFormFields(([fields]) => fields.restaurant?.value);
  if (!t || source !== 'supplierLabel' || declared === true) return null;
  const isLibraryFood = restaurant === null || restaurant === undefined;
  return (
    <section className="supplier-label" data-testid="supplier-label-notice">
      <h3 className="supplier-label__heading">{t('admin.ingredient.supplierLabel.heading')}</h3>
      <p>
        {t(
          isLibraryFood
            ? 'admin.ingredient.supplierLabel.library'
            : 'admin.ingredient.supplierLabel.own',
        )}
      </p>
    </section>
  );
}
