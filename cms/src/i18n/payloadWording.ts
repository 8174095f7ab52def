import type { Locale } from '@nutrimenu/core/locale';

type Texts = Record<string, Record<string, string>>;

const EMPTY = '—';

/**
 * Payload's own admin texts, rewritten where its translations misspeak, by locale and Payload
 * group. Written for this project by its team (the sources are Payload 3.90's catalogs in
 * @payloadcms/translations, read key by key); merged under the overrides of adminTranslations.ts.
 *
 * Rules:
 * - A text keeps exactly the `{{placeholders}}` of Payload's English (adminTranslations.test.ts
 *   checks every key of every locale): some translators translated the placeholder's name
 *   ("{{eticheta}}", "{{címke}}", "{{titre}}"), which the admin then shows as written.
 * - A sentence built around a collection's name ("Rețetă", "Meniu") reads right whatever the
 *   name's gender: Romanian "Crearea unui nou Rețetă" and "Rețetă creat(ă)" become a neutral
 *   "Creare Rețetă" and "Rețetă: creare reușită".
 * - An empty value is a dash in every language: Payload's "<No {{label}}>" put "<Nici un Preț>"
 *   in a list's price column and "<No Név>" where a name exists in another language only.
 * - Words are the kitchen's and the owner's: a draft is a "ciornă" in Romanian, not a
 *   "proiect", and "niciun" is written as one word; a checkbox is answered yes or no, not "adevărat/fals".
 */
export const payloadWording: Partial<Record<Locale, Texts>> = {
  en: { general: { true: 'Yes', false: 'No', noLabel: EMPTY } },
  ro: {
    error: { noUser: 'Niciun utilizator' },
    authentication: {
      youAreInactive:
        'De ceva timp nu ați mai lucrat în aplicație; pentru siguranța dvs., sesiunea se va închide automat în curând. Doriți să continuați?',
    },
    general: {
      true: 'Da',
      false: 'Nu',
      noLabel: EMPTY,
      none: 'Niciunul',
      noFiltersSet: 'Niciun filtru setat',
      noResults:
        'Niciun rezultat: {{label}}. Fie nu există încă {{label}}, fie nimic nu se potrivește filtrelor de mai sus.',
      createNewLabel: 'Creați {{label}}',
      creatingNewLabel: 'Creare {{label}}',
      successfullyCreated: '{{label}}: creare reușită.',
      successfullyDuplicated: '{{label}}: duplicare reușită.',
      unauthorized: 'Acces neautorizat',
      movingCount: 'Se mută {{count}} {{label}}',
      showAllLabel: 'Afișați toate: {{label}}',
      sortByLabelDirection: 'Sortați după {{label}} {{direction}}',
      aboutToRestoreAsDraftCount: 'Sunteți pe cale să restaurați {{count}} {{label}} ca ciornă',
      successfullyReindexed:
        'Au fost reindexate {{count}} din {{total}} documente din {{collections}}; {{skips}} ciorne au fost omise.',
    },
    fields: {
      addNewLabel: 'Adăugați {{label}}',
      uploadNewLabel: 'Încărcați {{label}}',
    },
    version: {
      noRowsSelected: 'Nicio selecție: {{label}}',
      currentDraft: 'Ciorna actuală',
      draft: 'Ciornă',
      draftHasPublishedVersion: 'Ciornă (are o versiune publicată)',
      draftSavedSuccessfully: 'Ciorna a fost salvată.',
      previouslyDraft: 'Anterior ciornă',
      restoreAsDraft: 'Restaurați ca ciornă',
      saveDraft: 'Salvați ciorna',
    },
  },
  hu: {
    general: {
      true: 'Igen',
      false: 'Nem',
      noLabel: EMPTY,
      movingCount: '{{count}} {{label}} áthelyezése',
      showAllLabel: 'Összes megjelenítése: {{label}}',
    },
    upload: { sizesFor: 'Méretek: {{label}}' },
    version: { noRowsSelected: 'Nincs kiválasztva: {{label}}' },
  },
  fr: {
    general: {
      true: 'Oui',
      false: 'Non',
      noLabel: EMPTY,
      schedulePublishFor: 'Programmer la publication de {{title}}',
    },
    version: { noRowsSelected: 'Aucune sélection : {{label}}' },
  },
  it: {
    general: { true: 'Sì', false: 'No', noLabel: EMPTY },
    version: { noRowsSelected: 'Nessuna selezione: {{label}}' },
  },
  es: {
    general: {
      true: 'Sí',
      false: 'No',
      noLabel: EMPTY,
      noResults:
        'No se encontraron {{label}}. Puede que aún no existan {{label}} o que ninguno coincida con los filtros aplicados.',
    },
  },
  de: { general: { true: 'Ja', false: 'Nein', noLabel: EMPTY } },
};
