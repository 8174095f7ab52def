import type { DishTag } from '@nutrimenu/core/contract';
import type { Recipe } from '@nutrimenu/core/recipe';
import type { PayloadRequest } from 'payload';
import type { Recipe as RecipeDoc } from '../../../payload-types';
import { findAllLocales } from '../../../utilities/findAllLocales';
import type { LatestVersion } from './findDependentRecipes';
import { loadAllGraphDocs } from './loadGraphDocs';
import { localApiGraphLoaders } from './loadRecipeGraph';
import { loadRecipeRows, RECIPE_ROW_SELECT } from './loadRecipeRows';
import {
  createGraphDocs,
  type RecipeData,
  recipeGraphBuilder,
  recipeGraphFromDocs,
} from './recipeGraphFromDocs';

type Id = number | string;

export interface LoadedRecipe extends RecipeData {
  id: number;
  _status?: 'draft' | 'published' | null;
  tags?: DishTag[] | null;
  restaurant?: Id | { id: Id } | null;
  slug?: string | null;
  price?: RecipeDoc['price'];
}

export interface LoadedDraft {
  version: LatestVersion;
  doc: LoadedRecipe;
  graph: Recipe;
}

export interface DependentGraphs {
  /** The stored documents and their graphs, index for index, built on one shared graph. */
  recipes: LoadedRecipe[];
  graphs: Recipe[];
  /** The latest versions that are the owner's drafts, each with its own graph. */
  drafts: LoadedDraft[];
}

/** The owner's latest drafts of `ids`, through the local API (few: most dishes have none). */
async function findDrafts(req: PayloadRequest, ids: readonly number[]): Promise<LoadedRecipe[]> {
  if (ids.length === 0) return [];
  const found = await findAllLocales(req.payload, {
    collection: 'recipes',
    where: { id: { in: [...ids] } },
    draft: true,
    depth: 0,
    limit: 0,
    pagination: false,
    req,
    overrideAccess: true,
    select: { ...RECIPE_ROW_SELECT, price: true, category: true },
  });
  return found.docs;
}

/**
 * The graphs of the recipes a change reaches (findDependentRecipes' answer), in a few queries:
 * the stored documents' rows in bulk, the owner's drafts through the local API, every
 * ingredient and sub-recipe they use once. System access, over references that
 * refuseUnreadableReferences checked when each recipe was saved: a library food's change
 * reaches every restaurant's dishes.
 */
export async function loadDependentGraphs(
  req: PayloadRequest,
  documents: readonly number[],
  latestVersions: readonly LatestVersion[],
): Promise<DependentGraphs> {
  // The local API sets `req.locale` to 'all' for the reads below; the caller's save goes on in
  // its own locale.
  const { locale, fallbackLocale } = req;
  try {
    const recipes: LoadedRecipe[] = await loadRecipeRows(req, documents);
    const draftVersions = latestVersions.filter((version) => version.status === 'draft');
    const draftDocs = await findDrafts(
      req,
      draftVersions.map((version) => version.parentId),
    );
    const docs = createGraphDocs();
    for (const doc of recipes) docs.recipes.set(String(doc.id), doc);
    await loadAllGraphDocs(
      [...recipes, ...draftDocs].map((doc) => ({ data: doc, id: doc.id })),
      localApiGraphLoaders(req, 'system'),
      docs,
    );
    const build = recipeGraphBuilder(docs);
    const graphs = recipes.map((doc) => build(doc, String(doc.id)));
    const draftsById = new Map(draftDocs.map((doc) => [doc.id, doc]));
    const drafts = draftVersions.flatMap((version): LoadedDraft[] => {
      const doc = draftsById.get(version.parentId);
      return doc ? [{ version, doc, graph: recipeGraphFromDocs(doc, doc.id, docs) }] : [];
    });
    return { recipes, graphs, drafts };
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
}
