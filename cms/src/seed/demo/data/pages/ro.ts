import { type DemoPagesIn, homeLink, mailLink } from './types';

export const ro: DemoPagesIn = (brand) => ({
  help: {
    title: 'Ajutor',
    body: [
      {
        p: `Pe acest site găsiți meniurile restaurantelor care lucrează cu ${brand.name}: fiecare preparat cu ingredientele, alergenii și valorile nutriționale, în limba dumneavoastră.`,
      },
      { h2: 'Cum citiți meniul' },
      {
        ul: [
          'Alegeți limba în partea de sus a paginii. Un preparat netradus încă apare în limba restaurantului, cu o notă care spune acest lucru.',
          'Preparatele sunt grupate pe secțiuni. Fiecare card arată prețul, alergenii, caracteristici precum vegan sau picant și Nutri-Score.',
          'Deschideți un preparat ca să vedeți ingredientele cu cantitățile lor, aditivii și tabelul nutrițional complet.',
        ],
      },
      { h2: 'Alergeni și urme' },
      {
        p: 'Cei 14 alergeni din Regulamentul (UE) nr. 1169/2011 sunt numiți la fiecare preparat și **scriși îngroșat** în lista de ingrediente. „Poate conține urme” înseamnă că alergenul nu face parte din rețetă, dar poate ajunge în preparat în bucătărie. Dacă aveți o alergie severă, spuneți întotdeauna personalului.',
      },
      {
        p: 'Cu **Filtre** puteți ascunde preparatele care conțin alergenii aleși, precum și pe cele care pot conține urme ale lor. Un preparat ai cărui alergeni nu au fost declarați nu este prezentat niciodată ca sigur.',
      },
      { h2: 'Valori nutriționale la 100 g și pe porție' },
      {
        p: 'Valorile **la 100 g** de preparat, așa cum este servit, vă permit să comparați preparatele; valorile **pe porție** vă spun ce aveți în farfurie. Energia este dată în kJ și kcal, iar %DR compară o porție cu doza de referință pentru un adult mediu (8 400 kJ / 2 000 kcal). Valorile sunt calculate din rețetă și rotunjite conform ghidului UE; „valoare necunoscută” înseamnă că unui ingredient îi lipsesc date.',
      },
      { h2: 'Nutri-Score' },
      {
        p: 'Litera de la A (verde închis) la E (roșu) rezumă calitatea nutrițională a unui preparat la 100 g, calculată cu algoritmul din 2023. A și B sunt alegerile mai favorabile. Vă ajută să comparați preparate asemănătoare; nu interzice niciunul.',
      },
      { h2: 'Produse decongelate' },
      {
        p: 'Un preparat marcat **Din produs decongelat** conține un ingredient care a fost congelat înainte de preparare, așa cum cer regulile românești (Ordinul ANPC nr. 183/2016) să fie indicat în meniu.',
      },
      {
        p: `Mai aveți întrebări? Întrebările frecvente sunt la un clic, în josul fiecărei pagini, sau scrieți-ne la ${mailLink(brand)}.`,
      },
    ],
  },
  faq: {
    title: 'Întrebări frecvente',
    body: [{ p: 'Răspunsuri scurte la ce ne întreabă cel mai des clienții restaurantelor.' }],
    items: [
      {
        question: 'Cine calculează valorile nutriționale?',
        answer: [
          {
            p: `Restaurantul introduce o singură dată fiecare rețetă: ingrediente, cantități, porții și pierderile la gătire. ${brand.name} calculează valorile dintr-un tabel de compoziție a alimentelor (CIQUAL, publicat de ANSES) și le rotunjește conform ghidului UE. Sunt estimări atente, nu analize de laborator.`,
          },
        ],
      },
      {
        question: 'De ce există valori la 100 g și pe porție?',
        answer: [
          {
            p: 'Valorile la 100 g vă permit să comparați preparate de mărimi diferite; cele pe porție vă spun ce mâncați de fapt. Porția este cântărită așa cum este servită, după gătire.',
          },
        ],
      },
      {
        question: 'Ce înseamnă „poate conține urme”?',
        answer: [
          {
            p: 'Alergenul nu este un ingredient al preparatului, dar contactul este posibil în bucătărie, de exemplu prin suprafețe, ulei sau ustensile comune.',
          },
          {
            ul: [
              'Dacă alergia dumneavoastră este severă, evitați aceste preparate și vorbiți cu personalul.',
              'Filtrul le poate ascunde pentru dumneavoastră.',
            ],
          },
        ],
      },
      {
        question: 'Ce este Nutri-Score?',
        answer: [
          {
            p: 'O scală de cinci litere, de la A la E, a calității nutriționale, folosită în toată Europa. O calculăm pentru fiecare preparat cu algoritmul din 2023. Ajută la compararea preparatelor; nu este un sfat medical.',
          },
        ],
      },
      {
        question: 'De ce este un preparat marcat „din produs decongelat”?',
        answer: [
          {
            p: 'Regulile românești (Ordinul ANPC nr. 183/2016) cer restaurantelor să indice când un preparat conține un ingredient care a fost congelat. Marcajul nu spune nimic despre calitate sau siguranță.',
          },
        ],
      },
      {
        question: 'Am un restaurant: cum poate apărea meniul meu aici?',
        answer: [
          {
            p: `Scrieți-ne la ${mailLink(brand)} sau vizitați ${homeLink(brand)}. Introduceți rețetele o singură dată; meniul în șapte limbi, etichetele nutriționale și codurile QR urmează de la sine.`,
          },
        ],
      },
    ],
  },
  terms: {
    title: 'Termeni și condiții',
    body: [
      {
        p: `**Model demonstrativ.** Acest text vine cu datele demonstrative Nutrimenu și nu este o consultanță juridică: ${brand.companyName} trebuie să îl înlocuiască cu propriii termeni înainte de lansarea site-ului.`,
      },
      { h2: '1. Cine suntem' },
      {
        p: `Acest site este administrat de ${brand.companyName} („noi”), sub marca ${brand.name}. Contact: ${mailLink(brand)}, ${homeLink(brand)}.`,
      },
      { h2: '2. Ce oferă site-ul' },
      {
        p: 'Acces gratuit, fără cont, la meniurile publicate de restaurantele partenere, cu ingredientele, alergenii și valorile lor nutriționale.',
      },
      { h2: '3. Exactitatea informațiilor' },
      {
        p: 'Fiecare restaurant răspunde de rețetele, prețurile și declarațiile sale de alergeni. Valorile nutriționale sunt calculate din rețete și din date de compoziție a alimentelor: sunt estimări. Rețetele se schimbă; dacă aveți o alergie sau un regim special, verificați cu personalul înainte de a comanda.',
      },
      { h2: '4. Date personale și cookie-uri' },
      {
        p: 'Citirea unui meniu nu necesită date personale. Site-ul păstrează un singur cookie, „locale”, timp de 365 de zile, ca să vă rețină limba. Orice prelucrare de date personale respectă GDPR (Regulamentul (UE) 2016/679).',
      },
      { h2: '5. Proprietate intelectuală' },
      {
        p: `Meniurile, textele și imaginile aparțin restaurantelor sau ${brand.companyName}. Puteți distribui linkuri către ele; nu le copiați în scop comercial fără permisiune.`,
      },
      { h2: '6. Linkuri către alte site-uri' },
      {
        p: 'Restaurantele pot trimite către propriile site-uri și rețele sociale; nu răspundem de conținutul acestora.',
      },
      { h2: '7. Modificări și legea aplicabilă' },
      {
        p: 'Putem actualiza acești termeni; data ultimei modificări este afișată pe această pagină. Se aplică legea română, fără a aduce atingere drepturilor pe care consumatorii le au în temeiul dreptului UE.',
      },
    ],
  },
});
