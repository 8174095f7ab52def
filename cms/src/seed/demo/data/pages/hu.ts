import { type DemoPagesIn, homeLink, mailLink } from './types';

export const hu: DemoPagesIn = (brand) => ({
  help: {
    title: 'Súgó',
    body: [
      {
        p: `Ezen az oldalon a(z) ${brand.name} partneréttermeinek étlapjait találja: minden ételt az összetevőivel, allergénjeivel és tápértékével, az Ön nyelvén.`,
      },
      { h2: 'Hogyan olvassa az étlapot' },
      {
        ul: [
          'Válassza ki a nyelvet az oldal tetején. A még le nem fordított étel az étterem nyelvén jelenik meg, egy erre utaló megjegyzéssel.',
          'Az ételek szakaszokba vannak rendezve. Minden kártya mutatja az árat, az allergéneket, az olyan jellemzőket, mint a vegán vagy a csípős, valamint a Nutri-Score-t.',
          'Nyisson meg egy ételt, és láthatja az összetevőit a mennyiségükkel, az adalékanyagait és a teljes tápértéktáblázatát.',
        ],
      },
      { h2: 'Allergének és nyomok' },
      {
        p: 'Az 1169/2011/EU rendelet 14 allergénjét minden ételnél megnevezzük, és az összetevők listájában **félkövérrel** emeljük ki. A „nyomokban tartalmazhat” azt jelenti, hogy az allergén nem része a receptnek, de a konyhában az ételbe kerülhet. Súlyos allergia esetén mindig szóljon a személyzetnek.',
      },
      {
        p: 'A **Szűrők** segítségével elrejtheti a kiválasztott allergéneket tartalmazó ételeket, és azokat is, amelyek nyomokban tartalmazhatják őket. Azt az ételt, amelynek allergénjeit nem adták meg, soha nem tüntetjük fel biztonságosként.',
      },
      { h2: 'Tápérték 100 g-ra és adagonként' },
      {
        p: 'A tálalt étel **100 g-jára** vonatkozó értékekkel összehasonlíthatja az ételeket; az **adagonkénti** értékek azt mutatják, mi van a tányérján. Az energiát kJ-ban és kcal-ban adjuk meg, a %RBÉ pedig egy adagot egy átlagos felnőtt referencia-beviteli értékéhez (8 400 kJ / 2 000 kcal) viszonyít. Az értékeket a receptből számítjuk, és az uniós útmutató szerint kerekítjük; az „ismeretlen érték” azt jelenti, hogy egy összetevőről hiányzik adat.',
      },
      { h2: 'Nutri-Score' },
      {
        p: 'Az A (sötétzöld) és E (piros) közötti betű egy étel 100 g-ra vetített tápértékminőségét foglalja össze, a 2023-as algoritmus szerint. Az A és a B a kedvezőbb választás. Segít a hasonló ételek összehasonlításában; egyiket sem tiltja.',
      },
      { h2: 'Fagyasztott termékek' },
      {
        p: 'A **Fagyasztott termék** jelölésű étel olyan összetevőt tartalmaz, amelyet az elkészítése előtt fagyasztottak, ahogy azt a román szabályok (az ANPC 183/2016-es rendelete) az étlapokon előírják.',
      },
      {
        p: `További kérdése van? A gyakori kérdések minden oldal alján elérhetők, vagy írjon nekünk: ${mailLink(brand)}.`,
      },
    ],
  },
  faq: {
    title: 'Gyakori kérdések',
    body: [{ p: 'Rövid válaszok arra, amit a vendégek a leggyakrabban kérdeznek tőlünk.' }],
    items: [
      {
        question: 'Ki számítja ki a tápértékeket?',
        answer: [
          {
            p: `Az étterem minden receptet egyszer visz fel: összetevők, mennyiségek, adagok és főzési veszteség. A(z) ${brand.name} egy élelmiszer-összetételi táblázatból (CIQUAL, az ANSES kiadása) számítja ki az értékeket, és az uniós útmutató szerint kerekíti őket. Ezek gondos becslések, nem laboratóriumi vizsgálatok.`,
          },
        ],
      },
      {
        question: 'Miért van érték 100 g-ra és adagonként is?',
        answer: [
          {
            p: 'A 100 g-ra vetített értékkel különböző méretű ételeket hasonlíthat össze; az adagonkénti értékből megtudja, mit eszik valójában. Az adagot tálaláskor, főzés után mérjük.',
          },
        ],
      },
      {
        question: 'Mit jelent a „nyomokban tartalmazhat”?',
        answer: [
          {
            p: 'Az allergén nem összetevője az ételnek, de a konyhában érintkezhet vele, például közös felületeken, olajon vagy eszközökön keresztül.',
          },
          {
            ul: [
              'Ha az allergiája súlyos, kerülje ezeket az ételeket, és beszéljen a személyzettel.',
              'A szűrő el is rejtheti őket.',
            ],
          },
        ],
      },
      {
        question: 'Mi a Nutri-Score?',
        answer: [
          {
            p: 'Egy ötfokozatú, A-tól E-ig terjedő tápértékminőségi skála, amelyet Európa-szerte használnak. Minden ételre a 2023-as algoritmussal számítjuk ki. Az ételek összehasonlítását segíti; nem orvosi tanács.',
          },
        ],
      },
      {
        question: 'Miért van egy étel „fagyasztott termék” jelöléssel ellátva?',
        answer: [
          {
            p: 'A román szabályok (az ANPC 183/2016-es rendelete) előírják, hogy az éttermek jelezzék, ha egy étel fagyasztott összetevőt tartalmaz. A jelölés semmit sem mond a minőségről vagy a biztonságról.',
          },
        ],
      },
      {
        question: 'Éttermem van: hogyan kerülhet ide az étlapom?',
        answer: [
          {
            p: `Írjon nekünk: ${mailLink(brand)}, vagy látogasson el ide: ${homeLink(brand)}. A recepteket egyszer kell felvinnie; a hét nyelvű étlap, a tápérték-címkék és a QR-kódok ebből készülnek.`,
          },
        ],
      },
    ],
  },
  terms: {
    title: 'Általános szerződési feltételek',
    body: [
      {
        p: `**Bemutató sablon.** Ez a szöveg a Nutrimenu bemutató adataihoz tartozik, és nem jogi tanácsadás: a(z) ${brand.companyName} cégnek a saját feltételeire kell cserélnie, mielőtt az oldal élesben elindul.`,
      },
      { h2: '1. Kik vagyunk' },
      {
        p: `Az oldalt a(z) ${brand.companyName} („mi”) üzemelteti ${brand.name} márkanéven. Kapcsolat: ${mailLink(brand)}, ${homeLink(brand)}.`,
      },
      { h2: '2. Mit kínál az oldal' },
      {
        p: 'Ingyenes, fiók nélküli hozzáférést a partneréttermek által közzétett étlapokhoz, az összetevőkkel, allergénekkel és tápértékekkel együtt.',
      },
      { h2: '3. Az információk pontossága' },
      {
        p: 'Minden étterem maga felel a receptjeiért, áraiért és allergénnyilatkozataiért. A tápértékeket a receptekből és élelmiszer-összetételi adatokból számítjuk: ezek becslések. A receptek változnak; ha allergiás, vagy különleges étrendet követ, rendelés előtt kérdezze meg a személyzetet.',
      },
      { h2: '4. Személyes adatok és sütik' },
      {
        p: 'Az étlap olvasásához nincs szükség személyes adatokra. Az oldal egyetlen sütit, a „locale” nevűt tárolja 365 napig, hogy megjegyezze a választott nyelvet. A személyes adatok minden kezelése a GDPR (az (EU) 2016/679 rendelet) szerint történik.',
      },
      { h2: '5. Szellemi tulajdon' },
      {
        p: `Az étlapok, szövegek és képek az éttermek vagy a(z) ${brand.companyName} tulajdonát képezik. Megoszthat rájuk mutató linkeket; engedély nélkül ne másolja őket kereskedelmi célra.`,
      },
      { h2: '6. Más oldalakra mutató linkek' },
      {
        p: 'Az éttermek a saját oldalaikra és közösségi profiljaikra hivatkozhatnak; ezek tartalmáért nem vállalunk felelősséget.',
      },
      { h2: '7. Módosítások és az alkalmazandó jog' },
      {
        p: 'A feltételeket frissíthetjük; az utolsó módosítás dátuma ezen az oldalon látható. A román jog az irányadó, a fogyasztókat az uniós jog alapján megillető jogok sérelme nélkül.',
      },
    ],
  },
});
