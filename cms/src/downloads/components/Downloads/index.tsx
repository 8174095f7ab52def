'use client';

import { DownloadsPanel } from './DownloadsPanel';

/** The recipe's nutrition label and technical sheet, per language (a `ui` field in the recipe's sidebar). */
export function RecipeDownloads() {
  return <DownloadsPanel kind="recipe" />;
}

/** The menu's printable PDF and allergen matrix (a `ui` field in the menu's sidebar). */
export function MenuDownloads() {
  return <DownloadsPanel kind="menu" />;
}

/**
 * The restaurant's allergen matrix, book of technical sheets and QR codes (a `ui` field in the
 * restaurant's sidebar).
 */
export function RestaurantDownloads() {
  return <DownloadsPanel kind="restaurant" />;
}
