import { type DemoPagesIn, homeLink, mailLink } from './types';

export const de: DemoPagesIn = (brand) => ({
  help: {
    title: 'Hilfe',
    body: [
      {
        p: `Diese Seite zeigt die Speisekarten der Restaurants, die mit ${brand.name} arbeiten: jedes Gericht mit Zutaten, Allergenen und Nährwerten, in Ihrer Sprache.`,
      },
      { h2: 'So lesen Sie die Speisekarte' },
      {
        ul: [
          'Wählen Sie Ihre Sprache oben auf der Seite. Ein noch nicht übersetztes Gericht erscheint in der Sprache des Restaurants, mit einem Hinweis darauf.',
          'Die Gerichte sind in Abschnitte gegliedert. Jede Karte zeigt den Preis, die Allergene, Merkmale wie vegan oder scharf und den Nutri-Score.',
          'Öffnen Sie ein Gericht, um seine Zutaten mit Mengen, seine Zusatzstoffe und die vollständige Nährwerttabelle zu sehen.',
        ],
      },
      { h2: 'Allergene und Spuren' },
      {
        p: 'Die 14 Allergene der Verordnung (EU) Nr. 1169/2011 werden bei jedem Gericht genannt und in der Zutatenliste **fett gedruckt**. „Kann Spuren enthalten“ heißt: Das Allergen steht nicht im Rezept, kann aber in der Küche in das Gericht gelangen. Bei einer schweren Allergie sagen Sie es bitte immer dem Personal.',
      },
      {
        p: 'Mit **Filter** blenden Sie Gerichte aus, die die gewählten Allergene enthalten, und auch solche, die Spuren davon enthalten können. Ein Gericht, dessen Allergene nicht angegeben wurden, wird nie als unbedenklich angezeigt.',
      },
      { h2: 'Nährwerte pro 100 g und pro Portion' },
      {
        p: 'Die Werte **pro 100 g** des servierten Gerichts machen Gerichte vergleichbar; die Werte **pro Portion** sagen, was auf Ihrem Teller liegt. Die Energie steht in kJ und kcal, und %RM vergleicht eine Portion mit der Referenzmenge für einen durchschnittlichen Erwachsenen (8 400 kJ / 2 000 kcal). Die Werte werden aus dem Rezept berechnet und nach dem EU-Leitfaden gerundet; „Wert unbekannt“ bedeutet, dass für eine Zutat Daten fehlen.',
      },
      { h2: 'Nutri-Score' },
      {
        p: 'Der Buchstabe von A (dunkelgrün) bis E (rot) fasst die Nährwertqualität eines Gerichts pro 100 g zusammen, berechnet mit dem Algorithmus von 2023. A und B sind die günstigeren Wahlen. Er hilft beim Vergleich ähnlicher Gerichte; er verbietet keines.',
      },
      { h2: 'Tiefkühlprodukte' },
      {
        p: 'Ein als **Tiefkühlprodukt** gekennzeichnetes Gericht enthält eine Zutat, die vor der Zubereitung tiefgefroren war, wie es die rumänischen Vorschriften (ANPC-Verordnung Nr. 183/2016) für Speisekarten verlangen.',
      },
      {
        p: `Noch Fragen? Die häufigen Fragen sind unten auf jeder Seite verlinkt, oder schreiben Sie uns an ${mailLink(brand)}.`,
      },
    ],
  },
  faq: {
    title: 'Häufige Fragen',
    body: [{ p: 'Kurze Antworten auf das, was Gäste uns am häufigsten fragen.' }],
    items: [
      {
        question: 'Wer berechnet die Nährwerte?',
        answer: [
          {
            p: `Das Restaurant erfasst jedes Rezept einmal: Zutaten, Mengen, Portionen und Garverluste. ${brand.name} berechnet die Werte aus einer Lebensmittel-Nährwerttabelle (CIQUAL, herausgegeben von der ANSES) und rundet sie nach dem EU-Leitfaden. Es sind sorgfältige Schätzungen, keine Laboranalysen.`,
          },
        ],
      },
      {
        question: 'Warum gibt es Werte pro 100 g und pro Portion?',
        answer: [
          {
            p: 'Pro 100 g vergleichen Sie unterschiedlich große Gerichte; pro Portion wissen Sie, was Sie tatsächlich essen. Die Portion wird so gewogen, wie sie serviert wird, also nach dem Garen.',
          },
        ],
      },
      {
        question: 'Was bedeutet „kann Spuren enthalten“?',
        answer: [
          {
            p: 'Das Allergen ist keine Zutat des Gerichts, aber in der Küche ist ein Kontakt möglich, zum Beispiel über gemeinsame Flächen, Öl oder Geräte.',
          },
          {
            ul: [
              'Bei einer schweren Allergie meiden Sie solche Gerichte und sprechen Sie mit dem Personal.',
              'Der Filter kann sie für Sie ausblenden.',
            ],
          },
        ],
      },
      {
        question: 'Was ist der Nutri-Score?',
        answer: [
          {
            p: 'Eine fünfstufige Skala von A bis E für die Nährwertqualität, die in ganz Europa verwendet wird. Wir berechnen sie für jedes Gericht mit dem Algorithmus von 2023. Sie hilft beim Vergleichen; sie ist kein ärztlicher Rat.',
          },
        ],
      },
      {
        question: 'Warum ist ein Gericht als „Tiefkühlprodukt“ gekennzeichnet?',
        answer: [
          {
            p: 'Die rumänischen Vorschriften (ANPC-Verordnung Nr. 183/2016) verlangen, dass Restaurants angeben, wenn ein Gericht eine tiefgefrorene Zutat enthält. Die Kennzeichnung sagt nichts über Qualität oder Sicherheit aus.',
          },
        ],
      },
      {
        question: 'Ich habe ein Restaurant: Wie kommt meine Speisekarte hierher?',
        answer: [
          {
            p: `Schreiben Sie uns an ${mailLink(brand)} oder besuchen Sie ${homeLink(brand)}. Sie erfassen Ihre Rezepte einmal; die Speisekarte in sieben Sprachen, die Nährwertetiketten und die QR-Codes ergeben sich daraus.`,
          },
        ],
      },
    ],
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    body: [
      {
        p: `**Demo-Vorlage.** Dieser Text gehört zu den Demodaten von Nutrimenu und ist keine Rechtsberatung: ${brand.companyName} muss ihn vor dem Start der Seite durch eigene Bedingungen ersetzen.`,
      },
      { h2: '1. Wer wir sind' },
      {
        p: `Diese Seite wird von ${brand.companyName} („wir“) unter der Marke ${brand.name} betrieben. Kontakt: ${mailLink(brand)}, ${homeLink(brand)}.`,
      },
      { h2: '2. Was die Seite bietet' },
      {
        p: 'Kostenlosen Zugang ohne Konto zu den Speisekarten, die Partnerrestaurants veröffentlichen, mit Zutaten, Allergenen und Nährwerten.',
      },
      { h2: '3. Richtigkeit der Angaben' },
      {
        p: 'Jedes Restaurant ist für seine Rezepte, Preise und Allergenangaben verantwortlich. Die Nährwerte werden aus den Rezepten und aus Daten zur Lebensmittelzusammensetzung berechnet: Es sind Schätzungen. Rezepte ändern sich; bei einer Allergie oder besonderen Ernährung fragen Sie bitte vor der Bestellung beim Personal nach.',
      },
      { h2: '4. Personenbezogene Daten und Cookies' },
      {
        p: 'Zum Lesen einer Speisekarte sind keine personenbezogenen Daten nötig. Die Seite speichert ein einziges Cookie, „locale“, für 365 Tage, um Ihre Sprache zu behalten. Jede Verarbeitung personenbezogener Daten erfolgt nach der DSGVO (Verordnung (EU) 2016/679).',
      },
      { h2: '5. Geistiges Eigentum' },
      {
        p: `Speisekarten, Texte und Bilder gehören den Restaurants oder ${brand.companyName}. Sie dürfen Links darauf teilen; kopieren Sie sie ohne Erlaubnis nicht für gewerbliche Zwecke.`,
      },
      { h2: '6. Links zu anderen Seiten' },
      {
        p: 'Restaurants können auf ihre eigenen Seiten und sozialen Netzwerke verlinken; für deren Inhalte sind wir nicht verantwortlich.',
      },
      { h2: '7. Änderungen und anwendbares Recht' },
      {
        p: 'Wir können diese Bedingungen aktualisieren; das Datum der letzten Änderung steht auf dieser Seite. Es gilt rumänisches Recht, unbeschadet der Rechte, die Verbrauchern nach EU-Recht zustehen.',
      },
    ],
  },
});
