import { type DemoPagesIn, homeLink, mailLink } from './types';

export const it: DemoPagesIn = (brand) => ({
  help: {
    title: 'Aiuto',
    body: [
      {
        p: `Questo sito mostra i menu dei ristoranti che collaborano con ${brand.name}: ogni piatto con ingredienti, allergeni e valori nutrizionali, nella tua lingua.`,
      },
      { h2: 'Come leggere il menu' },
      {
        ul: [
          'Scegli la lingua in cima alla pagina. Un piatto non ancora tradotto appare nella lingua del ristorante, con una nota che lo segnala.',
          'I piatti sono raggruppati in sezioni. Ogni scheda mostra il prezzo, gli allergeni, caratteristiche come vegano o piccante e il Nutri-Score.',
          'Apri un piatto per vedere gli ingredienti con le quantità, gli additivi e la tabella nutrizionale completa.',
        ],
      },
      { h2: 'Allergeni e tracce' },
      {
        p: 'I 14 allergeni del Regolamento (UE) n. 1169/2011 sono indicati per ogni piatto e **scritti in grassetto** nell’elenco degli ingredienti. «Può contenere tracce» significa che l’allergene non è nella ricetta ma può arrivare al piatto in cucina. Se hai un’allergia grave, avvisa sempre il personale.',
      },
      {
        p: 'Con **Filtri** puoi nascondere i piatti che contengono gli allergeni scelti e anche quelli che possono contenerne tracce. Un piatto i cui allergeni non sono stati dichiarati non viene mai presentato come sicuro.',
      },
      { h2: 'Valori nutrizionali per 100 g e per porzione' },
      {
        p: 'I valori **per 100 g** del piatto come servito permettono di confrontare i piatti; i valori **per porzione** dicono cosa c’è nel tuo piatto. L’energia è indicata in kJ e kcal e la %AR confronta una porzione con l’assunzione di riferimento di un adulto medio (8 400 kJ / 2 000 kcal). I valori sono calcolati dalla ricetta e arrotondati secondo le linee guida dell’UE; «valore sconosciuto» significa che mancano dati per un ingrediente.',
      },
      { h2: 'Nutri-Score' },
      {
        p: 'La lettera da A (verde scuro) a E (rosso) riassume la qualità nutrizionale di un piatto per 100 g, calcolata con l’algoritmo del 2023. A e B sono le scelte più favorevoli. Aiuta a confrontare piatti simili; non ne vieta nessuno.',
      },
      { h2: 'Prodotti surgelati' },
      {
        p: 'Un piatto segnato **Prodotto surgelato** contiene un ingrediente congelato prima della preparazione, come le norme rumene (Ordine ANPC n. 183/2016) richiedono di indicare nei menu.',
      },
      {
        p: `Altre domande? Le domande frequenti sono collegate in fondo a ogni pagina, oppure scrivici a ${mailLink(brand)}.`,
      },
    ],
  },
  faq: {
    title: 'Domande frequenti',
    body: [{ p: 'Risposte brevi alle domande che i clienti ci fanno più spesso.' }],
    items: [
      {
        question: 'Chi calcola i valori nutrizionali?',
        answer: [
          {
            p: `Il ristorante inserisce ogni ricetta una sola volta: ingredienti, quantità, porzioni e perdite di cottura. ${brand.name} calcola i valori da una tabella di composizione degli alimenti (CIQUAL, pubblicata dall’ANSES) e li arrotonda secondo le linee guida dell’UE. Sono stime accurate, non analisi di laboratorio.`,
          },
        ],
      },
      {
        question: 'Perché ci sono valori per 100 g e per porzione?',
        answer: [
          {
            p: 'Per 100 g puoi confrontare piatti di dimensioni diverse; per porzione sai cosa mangi davvero. La porzione è pesata come servita, dopo la cottura.',
          },
        ],
      },
      {
        question: 'Che cosa significa «può contenere tracce»?',
        answer: [
          {
            p: 'L’allergene non è un ingrediente del piatto, ma in cucina è possibile un contatto, per esempio attraverso superfici, olio o utensili condivisi.',
          },
          {
            ul: [
              'Se la tua allergia è grave, evita questi piatti e parlane con il personale.',
              'Il filtro può nasconderli per te.',
            ],
          },
        ],
      },
      {
        question: 'Che cos’è il Nutri-Score?',
        answer: [
          {
            p: 'Una scala di cinque lettere, dalla A alla E, della qualità nutrizionale, usata in Europa. La calcoliamo per ogni piatto con l’algoritmo del 2023. Aiuta a confrontare i piatti; non è un consiglio medico.',
          },
        ],
      },
      {
        question: 'Perché un piatto è segnato «prodotto surgelato»?',
        answer: [
          {
            p: 'Le norme rumene (Ordine ANPC n. 183/2016) obbligano i ristoranti a indicare quando un piatto contiene un ingrediente che è stato congelato. L’indicazione non dice nulla sulla qualità o sulla sicurezza.',
          },
        ],
      },
      {
        question: 'Ho un ristorante: come può apparire qui il mio menu?',
        answer: [
          {
            p: `Scrivici a ${mailLink(brand)} o visita ${homeLink(brand)}. Inserisci le ricette una volta; il menu in sette lingue, le etichette nutrizionali e i codici QR seguono.`,
          },
        ],
      },
    ],
  },
  terms: {
    title: 'Termini e condizioni',
    body: [
      {
        p: `**Modello dimostrativo.** Questo testo accompagna i dati dimostrativi di Nutrimenu e non è una consulenza legale: ${brand.companyName} deve sostituirlo con i propri termini prima di mettere online il sito.`,
      },
      { h2: '1. Chi siamo' },
      {
        p: `Questo sito è gestito da ${brand.companyName} («noi») con il marchio ${brand.name}. Contatti: ${mailLink(brand)}, ${homeLink(brand)}.`,
      },
      { h2: '2. Che cosa offre il sito' },
      {
        p: 'Accesso gratuito, senza account, ai menu pubblicati dai ristoranti partner, con ingredienti, allergeni e valori nutrizionali.',
      },
      { h2: '3. Esattezza delle informazioni' },
      {
        p: 'Ogni ristorante è responsabile delle proprie ricette, dei prezzi e delle dichiarazioni sugli allergeni. I valori nutrizionali sono calcolati dalle ricette e da dati di composizione degli alimenti: sono stime. Le ricette cambiano; se hai un’allergia o una dieta particolare, verifica con il personale prima di ordinare.',
      },
      { h2: '4. Dati personali e cookie' },
      {
        p: 'Leggere un menu non richiede dati personali. Il sito conserva un solo cookie, «locale», per 365 giorni, per ricordare la tua lingua. Ogni trattamento di dati personali rispetta il GDPR (Regolamento (UE) 2016/679).',
      },
      { h2: '5. Proprietà intellettuale' },
      {
        p: `Menu, testi e immagini appartengono ai ristoranti o a ${brand.companyName}. Puoi condividerne i link; non copiarli per uso commerciale senza autorizzazione.`,
      },
      { h2: '6. Link ad altri siti' },
      {
        p: 'I ristoranti possono rimandare ai propri siti e social network; non siamo responsabili del loro contenuto.',
      },
      { h2: '7. Modifiche e legge applicabile' },
      {
        p: 'Possiamo aggiornare questi termini; la data dell’ultima modifica è indicata in questa pagina. Si applica la legge rumena, fatti salvi i diritti che il diritto dell’UE riconosce ai consumatori.',
      },
    ],
  },
});
