import { type DemoPagesIn, homeLink, mailLink } from './types';

export const es: DemoPagesIn = (brand) => ({
  help: {
    title: 'Ayuda',
    body: [
      {
        p: `Este sitio muestra los menús de los restaurantes que trabajan con ${brand.name}: cada plato con sus ingredientes, alérgenos y valores nutricionales, en tu idioma.`,
      },
      { h2: 'Cómo leer el menú' },
      {
        ul: [
          'Elige tu idioma en la parte superior de la página. Un plato aún sin traducir aparece en el idioma del restaurante, con una nota que lo indica.',
          'Los platos se agrupan en secciones. Cada ficha muestra el precio, los alérgenos, características como vegano o picante y el Nutri-Score.',
          'Abre un plato para ver sus ingredientes con las cantidades, sus aditivos y su tabla nutricional completa.',
        ],
      },
      { h2: 'Alérgenos y trazas' },
      {
        p: 'Los 14 alérgenos del Reglamento (UE) n.º 1169/2011 se indican en cada plato y **en negrita** en su lista de ingredientes. «Puede contener trazas» significa que el alérgeno no está en la receta, pero puede llegar al plato en la cocina. Si tienes una alergia grave, avisa siempre al personal.',
      },
      {
        p: 'Con **Filtros** puedes ocultar los platos que contienen los alérgenos que elijas y también los que pueden contener trazas de ellos. Un plato cuyos alérgenos no se han declarado nunca se presenta como seguro.',
      },
      { h2: 'Valores nutricionales por 100 g y por ración' },
      {
        p: 'Los valores **por 100 g** del plato tal como se sirve permiten comparar platos; los valores **por ración** dicen lo que hay en tu plato. La energía se da en kJ y kcal, y el %IR compara una ración con la ingesta de referencia de un adulto medio (8 400 kJ / 2 000 kcal). Los valores se calculan a partir de la receta y se redondean según las directrices de la UE; «valor desconocido» significa que faltan datos de un ingrediente.',
      },
      { h2: 'Nutri-Score' },
      {
        p: 'La letra de la A (verde oscuro) a la E (rojo) resume la calidad nutricional de un plato por 100 g, calculada con el algoritmo de 2023. A y B son las opciones más favorables. Ayuda a comparar platos parecidos; no prohíbe ninguno.',
      },
      { h2: 'Productos congelados' },
      {
        p: 'Un plato marcado como **Producto congelado** contiene un ingrediente que se congeló antes de prepararlo, tal como las normas rumanas (Orden ANPC n.º 183/2016) exigen indicar en los menús.',
      },
      {
        p: `¿Más preguntas? Las preguntas frecuentes están enlazadas al pie de cada página, o escríbenos a ${mailLink(brand)}.`,
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes',
    body: [{ p: 'Respuestas breves a lo que más nos preguntan los clientes.' }],
    items: [
      {
        question: '¿Quién calcula los valores nutricionales?',
        answer: [
          {
            p: `El restaurante introduce cada receta una sola vez: ingredientes, cantidades, raciones y pérdidas de cocción. ${brand.name} calcula los valores a partir de una tabla de composición de alimentos (CIQUAL, publicada por ANSES) y los redondea según las directrices de la UE. Son estimaciones cuidadosas, no análisis de laboratorio.`,
          },
        ],
      },
      {
        question: '¿Por qué hay valores por 100 g y por ración?',
        answer: [
          {
            p: 'Por 100 g puedes comparar platos de distinto tamaño; por ración sabes lo que comes de verdad. La ración se pesa tal como se sirve, después de cocinarla.',
          },
        ],
      },
      {
        question: '¿Qué significa «puede contener trazas»?',
        answer: [
          {
            p: 'El alérgeno no es un ingrediente del plato, pero es posible el contacto en la cocina, por ejemplo a través de superficies, aceite o utensilios compartidos.',
          },
          {
            ul: [
              'Si tu alergia es grave, evita estos platos y habla con el personal.',
              'El filtro puede ocultarlos por ti.',
            ],
          },
        ],
      },
      {
        question: '¿Qué es el Nutri-Score?',
        answer: [
          {
            p: 'Una escala de cinco letras, de la A a la E, de la calidad nutricional, utilizada en Europa. La calculamos para cada plato con el algoritmo de 2023. Ayuda a comparar platos; no es un consejo médico.',
          },
        ],
      },
      {
        question: '¿Por qué un plato está marcado como «producto congelado»?',
        answer: [
          {
            p: 'Las normas rumanas (Orden ANPC n.º 183/2016) obligan a los restaurantes a indicar cuándo un plato lleva un ingrediente que se ha congelado. La marca no dice nada sobre la calidad ni la seguridad.',
          },
        ],
      },
      {
        question: 'Tengo un restaurante: ¿cómo puede aparecer aquí mi menú?',
        answer: [
          {
            p: `Escríbenos a ${mailLink(brand)} o visita ${homeLink(brand)}. Introduces tus recetas una vez; el menú en siete idiomas, las etiquetas nutricionales y los códigos QR vienen solos.`,
          },
        ],
      },
    ],
  },
  terms: {
    title: 'Términos y condiciones',
    body: [
      {
        p: `**Plantilla de demostración.** Este texto acompaña a los datos de demostración de Nutrimenu y no es asesoramiento jurídico: ${brand.companyName} debe sustituirlo por sus propios términos antes de publicar el sitio.`,
      },
      { h2: '1. Quiénes somos' },
      {
        p: `Este sitio lo gestiona ${brand.companyName} («nosotros») con la marca ${brand.name}. Contacto: ${mailLink(brand)}, ${homeLink(brand)}.`,
      },
      { h2: '2. Qué ofrece el sitio' },
      {
        p: 'Acceso gratuito, sin cuenta, a los menús que publican los restaurantes asociados, con sus ingredientes, alérgenos y valores nutricionales.',
      },
      { h2: '3. Exactitud de la información' },
      {
        p: 'Cada restaurante es responsable de sus recetas, precios y declaraciones de alérgenos. Los valores nutricionales se calculan a partir de las recetas y de datos de composición de alimentos: son estimaciones. Las recetas cambian; si tienes una alergia o una dieta especial, consúltalo con el personal antes de pedir.',
      },
      { h2: '4. Datos personales y cookies' },
      {
        p: 'Consultar un menú no requiere datos personales. El sitio guarda una sola cookie, «locale», durante 365 días, para recordar tu idioma. Todo tratamiento de datos personales cumple el RGPD (Reglamento (UE) 2016/679).',
      },
      { h2: '5. Propiedad intelectual' },
      {
        p: `Los menús, textos e imágenes pertenecen a los restaurantes o a ${brand.companyName}. Puedes compartir enlaces a ellos; no los copies con fines comerciales sin permiso.`,
      },
      { h2: '6. Enlaces a otros sitios' },
      {
        p: 'Los restaurantes pueden enlazar a sus propios sitios y redes sociales; no somos responsables de su contenido.',
      },
      { h2: '7. Cambios y ley aplicable' },
      {
        p: 'Podemos actualizar estos términos; la fecha del último cambio figura en esta página. Se aplica la ley rumana, sin perjuicio de los derechos que el Derecho de la UE reconoce a los consumidores.',
      },
    ],
  },
});
