'use client';

import {
  Banner,
  useConfig,
  useDebounce,
  useDocumentInfo,
  useFormFields,
  useTranslation,
} from '@payloadcms/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadGraphDocs } from '../../graph/loadGraphDocs';
import { createGraphDocs, type RecipeData } from '../../graph/recipeGraphFromDocs';
import {
  computeLiveNutrition,
  type LiveComputation,
} from '../../nutritionView/computeLiveNutrition';
import { liveNutritionView } from '../../nutritionView/liveNutritionView';
import { recipeErrorView } from '../../nutritionView/recipeErrorView';
import { LiveCosting } from './LiveCosting';
import { LiveNutritionPanel } from './LiveNutritionPanel';
import { recipeDataFromFormState } from './recipeDataFromFormState';
import { restGraphLoaders } from './restGraphLoaders';
import './index.scss';
import { adminLocale } from '../../../../utilities/adminTranslator';
import { useAdminTranslator } from '../../../../utilities/useAdminTranslator';

type State = { status: 'loading' } | { status: 'failed' } | LiveComputation;

// Long enough not to recompute on every keystroke, short enough to feel live.
const DEBOUNCE_MS = 300;

/**
 * The recipe form's live nutrition preview (a `ui` field): recomputes the recipe being edited
 * in the browser with core, from the same graph the save hook builds, so the owner sees the
 * numbers, allergens and missing data before saving.
 */
export function LiveNutrition() {
  const { i18n } = useTranslation();
  const locale = adminLocale(i18n.language);
  const t = useAdminTranslator(locale);
  const { id } = useDocumentInfo();
  const { config } = useConfig();
  const apiUrl = `${config.serverURL}${config.routes.api}`;

  // A string, so the component re-renders only when a field the calculator reads changes.
  const formData = useFormFields(([fields]) => JSON.stringify(recipeDataFromFormState(fields)));
  const debounced = useDebounce(formData, DEBOUNCE_MS);

  // Ingredients and sub-recipes fetched once per page: editing a quantity refetches nothing.
  const docs = useRef(createGraphDocs());
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const data = JSON.parse(debounced) as RecipeData;
    loadGraphDocs(data, id, restGraphLoaders(apiUrl), docs.current)
      .then((loaded) => computeLiveNutrition(data, id, loaded))
      .then(
        (computed) => {
          if (!cancelled) setState(computed);
        },
        (error: unknown) => {
          console.error('Live nutrition preview:', error);
          if (!cancelled) setState({ status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [debounced, id, apiUrl]);

  const body = useMemo(() => {
    if (!t) return null;
    switch (state.status) {
      case 'loading':
        return <p className="live-nutrition__note">{t('page.loading')}</p>;
      case 'failed':
        return <Banner type="error">{t('admin.live.loadError')}</Banner>;
      case 'invalid': {
        const view = recipeErrorView(state.error, state.graph, locale, t);
        // A recipe without lines is where every new recipe starts, not a fault.
        return (
          <Banner type={state.error.code === 'emptyRecipe' ? 'info' : 'error'}>
            <strong>{view.title}</strong>
            <br />
            {view.reason}
            <br />
            <small>{view.where}</small>
          </Banner>
        );
      }
      case 'computed':
        return (
          <>
            <LiveNutritionPanel view={liveNutritionView(state.result, state.graph, locale, t)} />
            <LiveCosting graph={state.graph} apiUrl={apiUrl} locale={locale} t={t} />
          </>
        );
    }
  }, [state, t, locale, apiUrl]);

  return (
    <section className="live-nutrition" aria-live="polite" data-testid="live-nutrition">
      {t && (
        <>
          <h3 className="live-nutrition__heading">{t('admin.live.heading')}</h3>
          <p className="live-nutrition__note">{t('admin.live.hint')}</p>
        </>
      )}
      {body}
    </section>
  );
}
