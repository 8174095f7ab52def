/**
 * Where a restaurant is, as printed under its name: its address, then its city unless the
 * address already ends with it (owners often type "Piața Unirii 1, Cluj-Napoca"); null with
 * neither.
 *
 * @example
 * restaurantPlace('Piața Unirii 1, Cluj-Napoca', 'Cluj-Napoca') // 'Piața Unirii 1, Cluj-Napoca'
 * restaurantPlace('Str. Lungă 5', 'Brașov') // 'Str. Lungă 5, Brașov'
 */
export function restaurantPlace(
  address: string | null | undefined,
  city: string | null | undefined,
): string | null {
  const street = address?.trim() ?? '';
  const town = city?.trim() ?? '';
  const named = town !== '' && street.toLocaleLowerCase().endsWith(town.toLocaleLowerCase());
  return [street, named ? '' : town].filter(Boolean).join(', ') || null;
}
