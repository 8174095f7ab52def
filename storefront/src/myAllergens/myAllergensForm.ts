/** Where the forms post: the filter's "remember" button and the bar's "forget". */
export const MY_ALLERGENS_PATH = '/my-allergens';

/** The submit buttons' name; their values say what is asked. */
export const MY_ALLERGENS_ACTION_NAME = 'myAllergens';

export const MY_ALLERGENS_ACTIONS = ['remember', 'forget'] as const;

/**
 * The form action of a button or form changing the remembered allergens, coming back to `menuPath`.
 *
 * @example
 * myAllergensAction('/ro/restaurant/bistro') // '/my-allergens?return=%2Fro%2Frestaurant%2Fbistro'
 */
export function myAllergensAction(menuPath: string): string {
  return `${MY_ALLERGENS_PATH}?${new URLSearchParams({ return: menuPath })}`;
}
