import type { Messages } from './en';

/**
 * The Spanish (Spain) interface messages, addressing the reader as "tú".
 *
 * @example
 * es['dish.frozen'] // 'Producto congelado'
 */
export const es = {
  'error.notFound.title': 'No hemos encontrado la página que buscas...',
  'error.generic.title': 'Vaya... Algo ha salido mal por nuestra parte',
  'error.unavailable.title': 'Esta página no está disponible temporalmente',
  'error.unavailable.text':
    'Ahora mismo no podemos cargar esta página. Inténtalo de nuevo dentro de un minuto.',
  'error.goHome': 'Ir al inicio',
  'page.loading': 'Cargando…',
  'page.offline': 'No tienes conexión. Compruébala e inténtalo de nuevo.',
  'page.retry': 'Reintentar',
  'page.updateAvailable': 'Hay una nueva versión disponible.',
  'page.reload': 'Recargar',
  'page.skipToContent': 'Saltar al contenido',

  'auth.login.invalidCredentials': 'La combinación de correo electrónico/contraseña no es válida',
  'admin.impersonation.banner': 'Estás actuando como {name}',
  'admin.impersonation.exit': 'Salir',
  'admin.impersonation.start': 'Actuar como este usuario',
  'admin.impersonation.error.signIn': 'Inicia sesión para actuar como otro usuario.',
  'admin.impersonation.error.notAdmin':
    'Solo los administradores del proveedor pueden actuar como otro usuario.',
  'admin.impersonation.error.alreadyActing': 'Ya estás actuando como otro usuario: sal primero.',
  'admin.impersonation.error.self': 'No puedes actuar como tú mismo.',
  'admin.impersonation.error.notImpersonable':
    'Solo puedes actuar como propietario o empleado de un restaurante.',
  'admin.impersonation.error.notActing': 'No estás actuando como otro usuario.',
  'admin.users.error.foreignRestaurant': 'Solo puedes asignar tus propios restaurantes.',
  'admin.users.error.inviteForbidden':
    'Solo los propietarios y los administradores pueden invitar a usuarios.',
  'admin.users.error.staffOnly': 'Los propietarios solo pueden invitar a miembros del personal.',
  'admin.impersonation.log.singular': 'Suplantación',
  'admin.impersonation.log.plural': 'Registro de suplantaciones',
  'admin.impersonation.log.description':
    'Cada inicio y fin de un administrador actuando como otro usuario. Las entradas no se pueden modificar ni eliminar.',
  'admin.impersonation.log.action': 'Acción',
  'admin.impersonation.log.action.enter': 'Inicio',
  'admin.impersonation.log.action.exit': 'Fin',
  'admin.impersonation.log.admin': 'Administrador',
  'admin.impersonation.log.adminEmail': 'Correo del administrador',
  'admin.impersonation.log.user': 'Usuario suplantado',
  'admin.impersonation.log.userEmail': 'Correo del usuario suplantado',
  'admin.impersonation.log.ip': 'Dirección IP',
  'admin.impersonation.log.userAgent': 'Navegador (user agent)',
  'admin.impersonation.log.session': 'Sesión',
  'admin.nutritionLabel.download': 'Descargar la etiqueta nutricional',

  'location.noSubscription': 'Este establecimiento no tiene una suscripción activa en este momento',
  'location.noPublicMenu': 'Este establecimiento no tiene un menú público en este momento',
  'location.ownerHint':
    'Si eres el propietario de este establecimiento, ponte en contacto con nosotros para renovar la suscripción',

  // Suscripción: panel de administración, renovación y cancelación, e-mail de fin de suscripción
  'admin.subscription.heading': 'Suscripción',
  'admin.subscription.endingSoon': 'Suscripciones que terminan en los próximos {days} días',
  'admin.subscription.noneEndingSoon': 'Ninguna suscripción termina en los próximos {days} días.',
  'admin.subscription.state.active': 'Activa',
  'admin.subscription.state.upcoming': 'Aún no ha empezado',
  'admin.subscription.state.expired': 'Caducada',
  'admin.subscription.state.cancelled': 'Cancelada',
  'admin.subscription.state.none': 'Sin suscripción',
  'admin.subscription.activeUntil': 'Activa hasta el {date}',
  'admin.subscription.daysLeft':
    '{days, plural, =0 {hoy es el último día} one {queda # día} other {quedan # días}}',
  'admin.subscription.startsOn': 'Empieza el {date}',
  'admin.subscription.endedOn': 'Terminó el {date}',
  'admin.subscription.menuOffline': 'Los clientes no pueden ver el menú público en este momento.',
  'admin.subscription.renewHint': 'Ponte en contacto con nosotros para renovar la suscripción.',
  'admin.subscription.renew':
    '{months, plural, one {Renovar por # mes} other {Renovar por # meses}}',
  'admin.subscription.cancel': 'Cancelar ahora',
  'admin.subscription.cancelConfirm':
    '¿Cancelar ahora esta suscripción? El menú público deja de estar disponible de inmediato.',
  'admin.subscription.renewed': 'Renovada hasta el {date}.',
  'admin.subscription.cancelled':
    'La suscripción está cancelada; el menú público ya no está disponible.',
  'admin.subscription.actionFailed': 'No se ha podido completar: {message}',
  'admin.subscription.saveFirst': 'Guarda primero la suscripción.',
  'admin.subscription.endBeforeStart': 'El último día no puede ser anterior al primer día.',
  'admin.subscription.monthsInvalid': 'Renueva por un número entero de meses, de 1 a 36.',
  'admin.subscription.field.state': 'Estado actual',
  'admin.subscription.field.daysLeft': 'Días restantes',
  'admin.subscription.field.status': 'Estado',
  'admin.subscription.field.startsAt': 'Primer día',
  'admin.subscription.field.endsAt': 'Último día (incluido)',
  'admin.subscription.field.cancelledAt': 'Cancelada el',
  'admin.subscription.field.warningsSent': 'E-mails de fin de suscripción enviados',
  'admin.subscription.field.threshold': 'Días antes del final',
  'admin.subscription.field.endsOn': 'Para el último día',
  'admin.subscription.field.sentAt': 'Enviado el',
  'admin.subscription.field.recipients': 'Para',
  'email.greeting': 'Hola, {name}:',
  'email.subscriptionEnding.subject':
    '{days, plural, =0 {La suscripción de {restaurant} termina hoy} =1 {La suscripción de {restaurant} termina mañana} other {La suscripción de {restaurant} termina dentro de # días}}',
  'email.subscriptionEnding.body':
    'La suscripción de Nutrimenu de {restaurant} termina el {date}. A partir del día siguiente, los clientes que abran su menú solo leerán: «{notice}»',
  'email.subscriptionEnding.dashboard': 'Tu suscripción en el panel: {url}',
  'email.subscriptionEnding.reason': 'Recibes este e-mail porque eres propietario de {restaurant}.',

  // Eliminar lo que las recetas aún usan
  'admin.inUse.ingredient':
    '{count, plural, one {Este ingrediente no se puede eliminar: lo usa # receta.} other {Este ingrediente no se puede eliminar: lo usan # recetas.}}',
  'admin.inUse.recipe':
    '{count, plural, one {Esta receta no se puede eliminar: # receta la usa como subreceta.} other {Esta receta no se puede eliminar: # recetas la usan como subreceta.}}',
  'admin.inUse.names': 'Se usa en: {names}.',
  'admin.inUse.hidden':
    '{count, plural, one {# de ellas pertenece a otro restaurante.} other {# de ellas pertenecen a otros restaurantes.}}',
  'admin.inUse.removeFirst': 'Quítalo primero de esas recetas y después elimínalo.',

  'home.tagline': 'Menús con ingredientes, alérgenos y valores nutricionales',
  'home.cities.heading': 'Restaurantes por ciudad',
  'home.allRestaurants': 'Ver todos los restaurantes',
  'home.video.caption': 'Mira nuestra presentación',
  'home.contact.heading': 'Contacto',
  'home.contact.email': 'Correo electrónico',
  'home.contact.phone': 'Teléfono',
  'home.contact.address': 'Dirección',
  'home.mainSite': 'Visita nuestro sitio principal',

  'footer.label': 'Información del sitio',
  'footer.help': 'Ayuda',
  'footer.faq': 'Preguntas frecuentes',
  'footer.terms': 'Términos y condiciones',
  'contentPage.fallbackLocale':
    'Esta página se muestra en {language} porque aún no se ha traducido.',
  'contentPage.updatedAt': 'Última actualización: {date}',
  'restaurants.title': 'Restaurantes',
  'restaurants.byCity.title': 'Restaurantes en {city}',
  'restaurants.bySpecific.title': 'Restaurantes: {feature}',
  'restaurants.byCityAndSpecific.title': 'Restaurantes en {city}: {feature}',
  'restaurants.count':
    '{count, plural, =0 {Ningún restaurante} one {# restaurante} other {# restaurantes}}',
  'restaurants.empty': 'Ningún restaurante coincide con tu búsqueda.',
  'restaurants.facets.label': 'Filtrar restaurantes',
  'restaurants.facets.city': 'Ciudad',
  'restaurants.facets.specific': 'Tipo de local',
  'restaurants.facets.clear': 'Borrar filtros',
  'restaurants.searchResults': 'Resultados para «{query}»',
  'restaurants.noPublicMenu': 'Aún no tiene menú público',
  'search.label': 'Buscar',
  'search.restaurants.placeholder': 'Busca restaurantes por nombre o ciudad',
  'search.clear': 'Borrar la búsqueda',

  'restaurant.reservation': 'Reservar mesa',
  'restaurant.call': 'Llamar',
  'restaurant.website': 'Sitio web',
  'restaurant.facebook': 'Facebook',
  'restaurant.instagram': 'Instagram',
  'restaurant.map': 'Mapa',
  'restaurant.review': 'Dejar una reseña',

  'menu.switcher.label': 'Menús',
  'menu.category.label': 'Categoría',
  'menu.category.all': 'Todo',
  'menu.category.food': 'Comida',
  'menu.category.drinks': 'Bebidas',
  'menu.category.other': 'Otros',
  'menu.empty': '¡No se ha encontrado ningún plato en esta categoría!',
  'meta.menu.description':
    '{restaurant}, {city}: la carta con ingredientes, alérgenos y valores nutricionales por 100 g y por ración.',
  'meta.dish.description':
    '{dish} en {restaurant}: ingredientes, alérgenos y valores nutricionales por 100 g y por ración.',
  'widget.openFullMenu': 'Abrir en el menú completo',
  'widget.notFound': 'Este menú no está disponible.',
  'embed.title': 'Añade este menú a tu sitio web',
  'embed.text':
    'Pega este código en tu sitio web, donde quieras que aparezca el menú; siempre muestra el menú actual.',
  'embed.copy': 'Copiar código',
  'embed.copied': 'Copiado',
  'embed.copyFailed': 'No se pudo copiar: el código está seleccionado, cópialo manualmente.',
  'embed.element':
    'O, para desarrolladores: carga widget.js una sola vez sin atributos data- y coloca este elemento:',
  'locale.switcher.label': 'Idioma',

  'filter.open': 'Filtros',
  'filter.title': 'Filtrar platos',
  'filter.nutrition.heading': 'Valores nutricionales por 100 g',
  'filter.range.energy': 'Calorías (kcal)',
  'filter.range.fat': 'Grasas (g)',
  'filter.range.carbohydrate': 'Hidratos de carbono (g)',
  'filter.range.protein': 'Proteínas (g)',
  'filter.range.salt': 'Sal (g)',
  'filter.range.min': 'Mínimo ({unit})',
  'filter.range.max': 'Máximo ({unit})',
  'filter.allergens.heading': 'Ocultar platos que contengan',
  'filter.allergens.allowTraces': 'Mostrar los platos que solo puedan contener trazas',
  'filter.reset': 'Restablecer filtros',
  'filter.apply': 'Aplicar',
  'filter.showDishes':
    '{count, plural, =0 {No hay platos que mostrar} one {Mostrar # plato} other {Mostrar # platos}}',
  'filter.activeCount': '{count, plural, one {# filtro activo} other {# filtros activos}}',

  'dish.backToMenu': 'Volver al menú',
  'dish.price': 'Precio: {price}',
  'dish.portion': 'Ración: {grams} g',
  'dish.frozen': 'Producto congelado',
  'dish.tags.heading': 'Características',
  'dish.fallbackLocale': 'Este plato se muestra en {language} porque aún no se ha traducido.',
  'tag.hot': 'Picante',
  'tag.halal': 'Halal',
  'tag.eco': 'Ecológico',
  'tag.no_gluten': 'Sin gluten',
  'tag.no_sugar': 'Sin azúcar',
  'tag.vegan': 'Vegano',
  'tag.vegetarian': 'Vegetariano',
  'tag.with_meat': 'Con carne',
  'allergens.heading': 'Alérgenos',
  'allergens.mayContain.heading': 'Puede contener trazas de',
  'allergens.mayContain.sentence': 'Puede contener trazas de {allergens}.',
  'allergens.unknown': 'Alérgenos aún no declarados',
  'allergens.none': 'Sin alérgenos declarados',
  'additives.heading': 'Aditivos',
  'ingredients.heading': 'Ingredientes',

  'nutrition.heading': 'Información nutricional',
  'nutrition.per100g': 'por 100 g',
  'nutrition.per100ml': 'por 100 ml',
  'nutrition.perPortion': 'por ración ({grams} g)',
  'nutrition.perPortionMl': 'por ración ({millilitres} ml)',
  'nutrition.riPercent': '%IR',
  'nutrition.line.energy': 'Valor energético',
  'nutrition.line.fat': 'Grasas',
  'nutrition.line.saturates': 'de las cuales saturadas',
  'nutrition.line.carbohydrate': 'Hidratos de carbono',
  'nutrition.line.sugars': 'de los cuales azúcares',
  'nutrition.line.fibre': 'Fibra alimentaria',
  'nutrition.line.protein': 'Proteínas',
  'nutrition.line.salt': 'Sal',
  'nutrition.energyValue': '{kj} kJ / {kcal} kcal',
  'nutrition.referenceIntake': 'Ingesta de referencia de un adulto medio (8 400 kJ/2 000 kcal)',
  'nutrition.valueUnknown': 'valor desconocido',
  'nutrition.atLeast': 'al menos {value}',
  'nutrition.nutriScore': 'Nutri-Score',
  'nutrition.nutriScoreGrade': 'Nutri-Score {grade}',

  // Admin: the recipe form's live nutrition preview
  'admin.live.heading': 'Valores calculados (en directo)',
  'admin.live.hint':
    'Se recalculan mientras edita, a partir de los ingredientes y subrecetas publicados. Al guardar se almacenan estos valores.',
  'admin.live.loadError':
    'No se pudieron cargar los ingredientes y subrecetas de esta receta. Recargue la página para intentarlo de nuevo.',
  'admin.live.error.title': 'Esta receta aún no se puede calcular',
  'admin.live.error.emptyRecipe': '{name} no tiene líneas.',
  'admin.live.error.invalidPortions':
    'El número de raciones de {name} debe ser un número entero de al menos 1.',
  'admin.live.error.invalidQuantity': 'Introduzca una cantidad mayor que 0 para {name}.',
  'admin.live.error.missingDensity':
    '{name} se mide en ml, pero no se conoce su densidad (g por ml).',
  'admin.live.error.missingUnitWeight':
    '{name} se mide en piezas, pero no se conoce el peso de una pieza.',
  'admin.live.error.invalidYield': 'El rendimiento de cocción de {name} debe ser mayor que 0.',
  'admin.live.error.invalidNutrient':
    'Un valor nutricional de {name} está fuera de 0–100 g por 100 g.',
  'admin.live.error.cycle': '{name} se contiene a sí misma a través de sus subrecetas.',
  'admin.live.error.path': 'Dónde: {path}',
  'admin.live.thisRecipe': 'Esta receta',
  'admin.live.lowerBound':
    '≥ indica un mínimo: algunos ingredientes no tienen valor para este nutriente.',
  'admin.live.nutriScore.noCategory': 'Elija una categoría Nutri-Score para calcularlo.',
  'admin.live.nutriScore.incomplete': 'No se calcula mientras haya valores desconocidos.',
  'admin.live.none': 'Ninguno',
  'admin.live.weights.heading': 'Pesos',
  'admin.live.weights.grossPortion': 'Peso bruto por ración: {grams} g',
  'admin.live.weights.netPortion': 'Peso neto servido por ración: {grams} g',
  'admin.live.missing.heading': 'Ingredientes con datos incompletos',
  'admin.live.missing.nutrients': 'sin valor para: {nutrients}',
  'admin.live.missing.allergens': 'alérgenos no declarados',
  'admin.live.missing.none': 'Todos los ingredientes tienen datos completos.',
  'admin.live.nutrient.saturates': 'Grasas saturadas',
  'admin.live.nutrient.sugars': 'Azúcares',
  'print.asOf': 'Actualizado a {date}',
  'print.pageOf': 'Página {page} de {pages}',
  'print.noDishes': 'No hay platos publicados.',
  'label.nutritionUnavailable': 'Los valores nutricionales de este plato aún no se han calculado.',
  'label.nutriScoreUnavailable': 'Nutri-Score no calculado',
  'matrix.title': 'Tabla de alérgenos',
  'matrix.dish': 'Plato',
  'matrix.legend.contains': 'contiene',
  'matrix.legend.traces': 'puede contener trazas',
  'matrix.legend.unknown': 'alérgenos aún no declarados: pregunte al personal',
  'admin.downloads.heading': 'Descargas',
  'admin.downloads.language': 'Idioma',
  'admin.downloads.menuPdf': 'Carta imprimible (PDF)',
  'admin.downloads.matrixCsv': 'Tabla de alérgenos (CSV)',
  'admin.downloads.matrixPdf': 'Tabla de alérgenos (PDF)',
  'admin.downloads.qrSvg': 'Código QR (SVG)',
  'admin.downloads.qrPng': 'Código QR (PNG para imprimir)',
  'admin.downloads.saveFirst': 'Guarde primero para descargar los archivos.',
  'admin.video.captions.label': 'Subtítulos (WebVTT)',
  'admin.video.captions.description':
    'Los subtítulos del vídeo en este idioma, para los visitantes que no pueden oírlo: pegue el texto de un archivo WebVTT (empieza con la línea WEBVTT y sigue con frases con tiempos como «00:00:01.000 --> 00:00:04.000», cada una seguida de su texto). Como máximo 64 KB. La página de inicio ofrece cada idioma que tiene subtítulos.',
  'admin.video.captions.error.header':
    'Estos subtítulos no son WebVTT: el texto debe empezar con la línea «WEBVTT».',
  'admin.video.captions.error.tooLarge':
    'Estos subtítulos son demasiado largos: como máximo 64 KB de texto.',
  'admin.video.captions.error.noCue':
    'Estos subtítulos no tienen ninguna frase: añada al menos una línea de tiempos como «00:00:01.000 --> 00:00:04.000» seguida de su texto.',
  // Importación y exportación CSV de ingredientes y recetas (listas, /api/csv)
  'admin.csv.heading': 'Importación y exportación (CSV)',
  'admin.csv.restaurant': 'Restaurante',
  'admin.csv.exportLibrary': 'Descargar la biblioteca compartida (CSV)',
  'admin.csv.language': 'Idioma de los nombres',
  'admin.csv.export': 'Descargar CSV',
  'admin.csv.file': 'Archivo CSV para importar',
  'admin.csv.check': 'Comprobar el archivo',
  'admin.csv.import': 'Importar',
  'admin.csv.working': 'Procesando…',
  'admin.csv.chooseRestaurant':
    'Elija un restaurante en el selector para importar o exportar sus datos.',
  'admin.csv.checked':
    'El archivo es válido: {created, number} por crear, {updated, number} por actualizar, {unchanged, number} sin cambios. Todavía no se ha guardado nada.',
  'admin.csv.imported':
    'Importación completada: {created, number} creados, {updated, number} actualizados, {unchanged, number} sin cambios.',
  'admin.csv.failed': 'No se ha importado nada. Corrija estas filas e inténtelo de nuevo:',
  'admin.csv.row': 'Fila',
  'admin.csv.column': 'Columna',
  'admin.csv.problem': 'Problema',
  'admin.csv.help.ingredients':
    'Una fila por ingrediente. Las celdas de nutrientes vacías significan «desconocido». Una fila con id actualiza ese ingrediente; sin id, el ingrediente del mismo nombre, o uno nuevo.',
  'admin.csv.help.recipes':
    'Una fila por cada línea de receta, agrupadas por slug. Los ingredientes por nombre (el id distingue los homónimos), las subrecetas por slug.',
  'admin.csv.requestFailed': 'La solicitud ha fallado. Inténtelo de nuevo.',
  'admin.csv.error.adminsOnly':
    'Solo los administradores del proveedor pueden exportar la biblioteca compartida.',
  'admin.csv.error.badId':
    'Id de restaurante no válido «{id}»: un id es un número entero, por ejemplo 12.',
  'admin.csv.error.noRestaurant': 'Ningún restaurante {id} entre los que puede ver.',
  'admin.csv.error.notUtf8':
    'El archivo no es texto UTF-8. Guárdelo como «CSV UTF-8» e inténtelo de nuevo.',
  'admin.csv.error.noFile':
    'No se ha recibido ningún archivo: envíe el CSV en el campo de formulario «file».',
  'admin.csv.error.unsupportedType':
    'Envíe el CSV como archivo subido (multipart/form-data, campo «file») o como cuerpo text/csv.',
  'admin.csv.error.empty':
    'El archivo está vacío: necesita una fila de encabezado y al menos una fila de datos.',
  'admin.csv.error.unclosedQuote':
    'Una celda entre comillas que empieza en esta fila nunca se cierra.',
  'admin.csv.error.unknownColumn': 'Columna desconocida «{column}». Las columnas son: {columns}.',
  'admin.csv.error.duplicateColumn': 'La columna «{column}» aparece dos veces.',
  'admin.csv.error.missingColumn': 'Falta la columna «{column}».',
  'admin.csv.error.tooManyRows':
    'El archivo tiene más de {max, number} filas: divídalo en archivos más pequeños.',
  'admin.csv.error.tooManyCells':
    'Esta fila tiene {count, number} celdas, más que las {max, number} columnas del encabezado.',
  'admin.csv.error.summary':
    '{count, plural, one {# problema} other {# problemas}} en el archivo: no se ha importado nada.',
  'admin.csv.error.boolean': '«{value}» no es sí ni no: escriba 1 (sí) o 0 (no).',
  'admin.csv.error.choice': 'Valor desconocido «{value}». Use uno de: {allowed}.',
  'admin.csv.error.range': 'Introduzca un número de {min, number} a {max, number}.',
  'admin.csv.error.unknownAdditive':
    'Ningún aditivo «{value}»: escriba su número E, por ejemplo E330.',
  'admin.csv.error.unknownIngredientId':
    'Ningún ingrediente {id} en este restaurante. Borre el id para crear un ingrediente nuevo.',
  'admin.csv.error.unknownIngredientRef':
    'Ningún ingrediente {id} en este restaurante ni en la biblioteca compartida.',
  'admin.csv.error.unknownIngredient':
    'Ningún ingrediente «{name}» en este restaurante ni en la biblioteca compartida.',
  'admin.csv.error.ambiguousIngredient':
    'Varios ingredientes se llaman «{name}» (ids {ids}): escriba el id del que quiere en la columna {column}.',
  'admin.csv.error.duplicateIngredient': 'La fila {row} ya importa este ingrediente.',
  'admin.csv.error.noRecipe': 'Dé a la receta un slug o un nombre.',
  'admin.csv.error.ambiguousRecipe':
    'Varias recetas de este restaurante tienen el slug «{slug}» (ids {ids}): deles primero slugs distintos.',
  'admin.csv.error.conflict':
    'Difiere de la fila {row} de la misma receta: las celdas propias de una receta deben ser iguales en cada una de sus filas, o estar vacías.',
  'admin.csv.error.lineNoTarget': 'Una línea necesita un ingrediente o una subreceta.',
  'admin.csv.error.lineTwoTargets': 'Una línea tiene un ingrediente o una subreceta, no ambos.',
  'admin.csv.error.unitRequired': 'Elija la unidad: {allowed}.',
  'admin.csv.error.unknownRecipe':
    'Ninguna receta «{slug}» en este restaurante ni en este archivo.',
  'admin.csv.error.cycle': 'Esta receta se contendría a sí misma a través de sus subrecetas.',
  'admin.csv.error.save': 'No se pudo guardar: {message}',
  'email.account.signInAddress': 'Tu correo electrónico de acceso: {email}',
  'email.invitation.subject': 'Tu invitación a Nutrimenu',
  'email.invitation.body':
    'Se ha creado una cuenta de Nutrimenu para ti. Elige una contraseña para iniciar sesión.',
  'email.invitation.action': 'Elegir mi contraseña',
  'email.invitation.expires':
    'El enlace es válido durante {days} días y solo se puede usar una vez. Si ha caducado, usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión para recibir uno nuevo.',
  'email.invitation.ignore': 'Si no esperabas esta invitación, puedes ignorar este correo.',
  'email.reset.subject': 'Restablecer tu contraseña de Nutrimenu',
  'email.reset.body':
    'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Nutrimenu.',
  'email.reset.action': 'Elegir una contraseña nueva',
  'email.reset.expires': 'El enlace es válido durante una hora y solo se puede usar una vez.',
  'email.reset.ignore': 'Si no lo has solicitado, ignora este correo: tu contraseña no cambia.',
  'admin.account.error.emailRequired': 'Introduce tu dirección de correo electrónico.',
  'admin.account.error.tokenInvalid':
    'Este enlace no es válido, ya se ha usado o ha caducado. Solicita uno nuevo con «¿Olvidaste tu contraseña?».',
  'admin.account.error.currentPasswordRequired':
    'Introduce tu contraseña actual para cambiar tu correo electrónico o tu contraseña.',
  'admin.account.error.currentPasswordWrong': 'La contraseña actual no es correcta.',
  'admin.account.error.passwordsDoNotMatch': 'Las contraseñas nuevas no coinciden.',
  'admin.account.error.credentialsForbidden':
    'Solo el titular de la cuenta o un administrador puede cambiar el correo electrónico o la contraseña de este usuario.',
  'admin.account.error.invitationFailed':
    'No se ha podido enviar el correo de invitación, así que el usuario no se ha creado. Inténtalo de nuevo más tarde.',
  'admin.account.choosePassword': 'Elegir una contraseña',
  'admin.account.invite': 'Enviar una invitación por correo electrónico',
  'admin.account.inviteDescription':
    'El nuevo usuario recibe un correo con un enlace para elegir su propia contraseña.',
  'admin.account.currentPassword': 'Contraseña actual',
  'admin.account.currentPasswordDescription':
    'Necesaria para cambiar tu correo electrónico o tu contraseña.',
  'admin.users.field.name': 'Nombre',
  'admin.users.field.role': 'Rol',
  'admin.users.field.preferredLocale': 'Idioma preferido',
  'admin.users.field.preferredLocaleDescription':
    'El idioma de los correos que recibe este usuario.',
  'admin.users.role.admin': 'Administrador (proveedor)',
  'admin.users.role.owner': 'Propietario',
  'admin.users.role.staff': 'Personal',
  'admin.brandPages.error.kindTaken': 'Esta marca ya tiene una página «{kind}»: edita esa.',
  'admin.ingredients.alternativeNames': 'Otros nombres',
  'admin.ingredients.alternativeNames.description':
    'Otros nombres que un cocinero puede escribir para este ingrediente (palabras regionales, sinónimos), uno por línea. La búsqueda los encuentra en todos los idiomas.',
  'admin.ingredients.composite': 'Plato compuesto o producto de marca',
  'admin.ingredients.composite.description':
    'Lo fija la importación de CIQUAL: la búsqueda muestra estos alimentos después de los simples.',
  'admin.ingredients.search.error.queryTooLong':
    'El texto buscado es demasiado largo: como máximo {max} caracteres.',
  'admin.ingredients.search.error.limit':
    'El número de resultados debe ser un número entero de 1 a {max}.',
  'admin.ingredients.search.placeholder':
    'Escriba para buscar (en cualquier idioma, con o sin tildes)',
  'admin.ingredients.search.none': 'No se encontró ningún ingrediente',
} satisfies Messages;
