'use client';

import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client';
import {
  Banner,
  Button,
  useAuth,
  useConfig,
  useDocumentInfo,
  useFormFields,
  useLocale,
  useTranslation,
} from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { isAdminUser } from '../../../../access/roles';
import { useAdminTranslator } from '../../../../utilities/useAdminTranslator';
import './index.scss';

interface UsingRecipe {
  id: number;
  name: string;
}

type Preview = { status: 'loading' } | { status: 'ready'; recipes: UsingRecipe[] };

const BLOCK = 'own-version';

function errorMessage(body: unknown): string {
  const errors = (body as { errors?: { message?: string }[] } | null)?.errors;
  return errors?.[0]?.message ?? '';
}

/**
 * At the top of an ingredient form. On a shared-library food, for an owner or staff member (who
 * cannot edit it): "Use my own version", which copies it for the restaurant chosen in the tenant
 * selector and opens the copy, offering first, by name and unticked, to switch that restaurant's
 * recipes using the food to the copy. On a restaurant's copy of a CIQUAL food: where it came from.
 */
export function OwnVersion() {
  const { i18n } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  const { id } = useDocumentInfo();
  const { user } = useAuth();
  const { config } = useConfig();
  const router = useRouter();
  // The recipes are named in the content locale the form shows.
  const { code: locale } = useLocale();
  const { selectedTenantID, options } = useTenantSelection();
  const restaurantValue = useFormFields(([fields]) => fields.restaurant?.value);
  const sourceKind = useFormFields(([fields]) => fields['source.kind']?.value);
  const sourceCode = useFormFields(([fields]) => fields['source.code']?.value);
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  const [switchRecipes, setSwitchRecipes] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const checkboxId = useId();

  const api = `${config.serverURL}${config.routes.api}`;
  const isLibraryFood =
    id !== undefined && (restaurantValue === null || restaurantValue === undefined);
  const offer = isLibraryFood && !isAdminUser(user);
  // The restaurant in use: the selector's, or the only one the person works for.
  const onlyRestaurant = options.length === 1 ? options[0]?.value : undefined;
  const restaurant = selectedTenantID ?? onlyRestaurant;
  const restaurantName = String(
    options.find((option) => String(option.value) === String(restaurant))?.label ??
      restaurant ??
      '',
  );

  useEffect(() => {
    if (!offer || restaurant === undefined) return;
    let cancelled = false;
    setPreview({ status: 'loading' });
    const query = new URLSearchParams({ restaurant: String(restaurant), locale });
    fetch(`${api}/ingredients/${id}/own-version?${query}`, {
      credentials: 'include',
    })
      .then((response) => (response.ok ? response.json() : { recipes: [] }))
      .then((body: { recipes?: UsingRecipe[] }) => {
        if (!cancelled) setPreview({ status: 'ready', recipes: body.recipes ?? [] });
      })
      .catch(() => {
        if (!cancelled) setPreview({ status: 'ready', recipes: [] });
      });
    return () => {
      cancelled = true;
    };
  }, [offer, restaurant, api, id, locale]);

  if (!t) return null;

  if (!isLibraryFood && sourceKind === 'ciqual' && sourceCode) {
    return (
      <p className={`${BLOCK}__copied`} data-testid="own-version-copied">
        {t('admin.ingredient.ownVersion.copiedFrom', { code: String(sourceCode) })}
      </p>
    );
  }
  if (!offer) return null;

  async function makeCopy() {
    setBusy(true);
    setFailure(null);
    try {
      const response = await fetch(`${api}/ingredients/${id}/own-version`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ restaurant: Number(restaurant), switchRecipes }),
      });
      const body = await response.json().catch(() => null);
      if (!response.ok) {
        setFailure(errorMessage(body) || String(response.status));
        return;
      }
      router.push(`${config.routes.admin}/collections/ingredients/${(body as { id: number }).id}`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const recipes = preview.status === 'ready' ? preview.recipes : [];
  return (
    <section className={BLOCK} data-testid="own-version">
      <h3 className={`${BLOCK}__heading`}>{t('admin.ingredient.ownVersion.heading')}</h3>
      {restaurant === undefined ? (
        <p>{t('admin.ingredient.ownVersion.chooseRestaurant')}</p>
      ) : (
        <>
          <p>{t('admin.ingredient.ownVersion.description', { restaurant: restaurantName })}</p>
          {preview.status === 'ready' &&
            (recipes.length > 0 ? (
              <label className={`${BLOCK}__switch`} htmlFor={checkboxId}>
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={switchRecipes}
                  onChange={(event) => setSwitchRecipes(event.target.checked)}
                  data-testid="own-version-switch"
                />
                {t('admin.ingredient.ownVersion.switchRecipes', {
                  count: recipes.length,
                  restaurant: restaurantName,
                  names: recipes.map((recipe) => recipe.name).join(', '),
                })}
              </label>
            ) : (
              <p className={`${BLOCK}__note`}>
                {t('admin.ingredient.ownVersion.noRecipes', { restaurant: restaurantName })}
              </p>
            ))}
          <Button
            buttonStyle="primary"
            size="medium"
            margin={false}
            disabled={busy || preview.status !== 'ready'}
            onClick={makeCopy}
          >
            {busy
              ? t('admin.ingredient.ownVersion.working')
              : t('admin.ingredient.ownVersion.button')}
          </Button>
          {failure !== null && (
            <Banner type="error">
              {t('admin.ingredient.ownVersion.failed', { reason: failure })}
            </Banner>
          )}
        </>
      )}
    </section>
  );
}
