/**
 * The credit the CIQUAL licence (Licence Ouverte 2.0, "paternité") asks for, shown above the
 * ingredient list in the admin: producer, table, version date, DOI and what was changed.
 * Kept in step with cms/data/ciqual/README.md and the README's "Data" section.
 */
export const CIQUAL_ATTRIBUTION = {
  en: 'Shared library source: Anses, Ciqual 2025 French food composition table (version 2025-11-03), https://doi.org/10.57745/RDMHWY, Licence Ouverte 2.0 — data reprocessed (column selection, salt conversion). Ciqual gives no allergens: check them before ticking "allergens declared".',
  ro: 'Sursa bibliotecii comune: Anses, tabelul francez de compoziție a alimentelor Ciqual 2025 (versiunea din 03.11.2025), https://doi.org/10.57745/RDMHWY, Licence Ouverte 2.0 — date prelucrate (selecția coloanelor, conversia sării). Ciqual nu indică alergeni: verificați-i înainte de a bifa „alergeni declarați”.',
  fr: 'Source de la bibliothèque commune : Anses. 2025. Table de composition nutritionnelle des aliments Ciqual 2025 (version du 03/11/2025), https://doi.org/10.57745/RDMHWY, Licence Ouverte 2.0 — données retraitées (sélection de colonnes, conversion du sel). Ciqual ne donne pas les allergènes : vérifiez-les avant de cocher « allergènes déclarés ».',
  it: 'Fonte della libreria comune: Anses, tabella francese di composizione degli alimenti Ciqual 2025 (versione del 03/11/2025), https://doi.org/10.57745/RDMHWY, Licence Ouverte 2.0 — dati rielaborati (selezione delle colonne, conversione del sale). Ciqual non indica gli allergeni: verificateli prima di spuntare «allergeni dichiarati».',
  es: 'Fuente de la biblioteca común: Anses, tabla francesa de composición de alimentos Ciqual 2025 (versión del 03/11/2025), https://doi.org/10.57745/RDMHWY, Licence Ouverte 2.0 — datos reelaborados (selección de columnas, conversión de la sal). Ciqual no indica alérgenos: compruébelos antes de marcar «alérgenos declarados».',
  hu: 'A közös könyvtár forrása: Anses, Ciqual 2025 francia élelmiszer-összetételi táblázat (2025.11.03-i változat), https://doi.org/10.57745/RDMHWY, Licence Ouverte 2.0 — átdolgozott adatok (oszlopok kiválasztása, só átszámítása). A Ciqual nem ad meg allergéneket: ellenőrizze őket, mielőtt bejelöli az „allergének megadva” mezőt.',
  de: 'Quelle der gemeinsamen Bibliothek: Anses, französische Lebensmittel-Nährwerttabelle Ciqual 2025 (Version vom 03.11.2025), https://doi.org/10.57745/RDMHWY, Licence Ouverte 2.0 — Daten aufbereitet (Spaltenauswahl, Salzumrechnung). Ciqual enthält keine Allergene: prüfen Sie sie, bevor Sie „Allergene angegeben“ ankreuzen.',
};
