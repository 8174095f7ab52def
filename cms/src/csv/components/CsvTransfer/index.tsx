'use client';

import { CsvTransferPanel } from './CsvTransferPanel';

/** CSV export and import above the ingredients list (`admin.components.beforeListTable`). */
export function IngredientsCsvTransfer() {
  return <CsvTransferPanel kind="ingredients" />;
}

/** CSV export and import above the recipes list (`admin.components.beforeListTable`). */
export function RecipesCsvTransfer() {
  return <CsvTransferPanel kind="recipes" />;
}

/** CSV export and import above the ingredient prices list (`admin.components.beforeListTable`). */
export function IngredientPricesCsvTransfer() {
  return <CsvTransferPanel kind="ingredient-prices" />;
}
