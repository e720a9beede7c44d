# The public pages: a post, the new-post form, sign-in and sign-up, the reader's own page,
# unsubscribing, the roadmap, the changelog and the front page.
#
# A variable named $link, $entry, $create or $demo is where the page puts an element (a link,
# a command) whose text is given next to the message; keep it in the sentence.

## A post's page (/{org}/p/{slug})

post-loading = Cargando la publicación…
post-load-failed = No se pudo cargar la publicación
# The description of a post without one, for search engines and link previews.
post-preview = { $title } — una idea en el tablero de sugerencias de { $org }.
post-all-posts = ← Todas las publicaciones
# $board: the name of the board the post is on.
post-in-board = en { $board }
post-by = por { $name }
post-awaiting-approval = Pendiente de aprobación
post-tags = Etiquetas
# $entry: a link to the changelog entry, showing its title; $date: its day.
post-shipped-in = Disponible en { $entry } ({ $date })
post-comments-count = { $count ->
    [one] { $count } comentario
    [many] { $count } comentarios
   *[other] { $count } comentarios
}
# $link: a link reading “Sign in”.
post-sign-in-to-comment = { $link } para comentar y votar.
# The vote buttons' names for screen readers, with the post's title and its count.
post-upvote = Votar a favor de “{ $title }” ({ $count ->
    [one] { $count } voto
    [many] { $count } votos
   *[other] { $count } votos
})
post-downvote = Votar en contra de “{ $title }” ({ $count ->
    [one] { $count } voto en contra
    [many] { $count } votos en contra
   *[other] { $count } votos en contra
})
post-downvotes = { $count ->
    [one] { $count } voto en contra
    [many] { $count } votos en contra
   *[other] { $count } votos en contra
}
post-following = Recibes un correo cuando cambia su estado o alguien comenta.
post-not-following = No recibes correos sobre esta publicación.
post-unsubscribe = Cancelar la suscripción
post-subscribe = Suscribirse
post-team-heading = Responsable y votos
post-owner = Responsable
post-owner-nobody = Nadie
post-save-owner = Guardar responsable
post-vote-for-email = Votar en nombre de un cliente (correo)
post-vote-for-name = Su nombre, si es nuevo
post-vote-for = Añadir su voto
post-no-tags = Aún no hay etiquetas.
post-issues-heading = Incidencias
post-issues-none = No hay ninguna incidencia vinculada a esta publicación.
post-issue-unlink = Desvincular
post-issue-unlink-named = Desvincular { $key }
post-issue-tracker = Repositorio o equipo
post-issue-create = Crear una incidencia a partir de esta publicación
post-issue-reference = Incidencia
post-issue-reference-hint = El número (12), la clave (owner/repo#12, ENG-12) o la dirección de la incidencia.
post-issue-link = Vincular una incidencia existente
post-remove-tag = Quitar la etiqueta { $tag }
post-add-tag-label = Añadir una etiqueta
post-add-tag = Añadir etiqueta
post-merged-heading = Publicaciones fusionadas con esta
# A post merged into this one: its title, its votes and comments, the day it was merged.
post-merged-item = “{ $title }”: { $votes ->
    [one] { $votes } voto
    [many] { $votes } votos
   *[other] { $votes } votos
} y { $comments ->
    [one] { $comments } comentario
    [many] { $comments } comentarios
   *[other] { $comments } comentarios
}, fusionada el { $date }
post-unmerge-label = Deshacer la fusión de “{ $title }”
post-unmerge = Deshacer la fusión
post-merge-heading = Fusionar con…
post-merge-hint = ¿Es un duplicado? Sus votos (uno por persona) y sus comentarios pasan a la otra publicación, y su dirección lleva a ella. Se puede deshacer.
post-merge-find-label = Buscar la publicación con la que fusionarla
post-merge-search-label = Título de la publicación con la que fusionarla
post-merge-search-placeholder = Título de la otra publicación
post-merge-find = Buscar
post-merge-none = Ninguna otra publicación coincide.
post-merge-candidate-votes = { $count ->
    [one] { $count } voto
    [many] { $count } votos
   *[other] { $count } votos
}
post-merge-into-label = Fusionar con “{ $title }”
post-merge-into = Fusionar con
post-moderation = Moderación
post-moderation-status = Estado
post-moderation-visibility = Visibilidad
post-moderation-approved = Aprobada: en el tablero
post-moderation-pending = Pendiente: espera aprobación
post-moderation-message = Mensaje público que acompaña al cambio (opcional)
post-moderation-save = Guardar cambios
post-comment = Comentar
post-reply = Responder
post-reply-to = Responder a { $name }
post-add-images = Añadir imágenes
post-internal-note = Nota interna (solo la ve el equipo)
post-edit = Editar
post-edit-label = Editar tu comentario
post-edit-save = Guardar
post-badge-team = Equipo
post-badge-pinned = Fijado
post-badge-internal = Interno
# A comment that went with a change of the post's status.
post-status-change = Estado: { $status }
post-unpin = Dejar de fijar
post-pin = Fijar arriba

## The new-post form (/{org}/new) and its fields

new-post-loading = Cargando…
new-post-load-failed = Algo salió mal
new-post-page-title = Nueva publicación · { $org }
new-post-page-description = Comparte una idea o una solicitud con { $org }: otras personas pueden votarla y comentarla.
new-post-heading = Comparte una idea
# $link: a link reading “Sign in”.
new-post-sign-in = { $link } para publicar una idea.
new-post-description = Descripción
new-post-description-placeholder = ¿Por qué te ayudaría esto?
new-post-board = Tablero
new-post-approval-hint = Las publicaciones nuevas aparecen en el tablero cuando el equipo las aprueba.
new-post-submit = Publicar idea
submit-title = Título
submit-title-placeholder = Un breve resumen de tu idea
submit-similar = Ideas similares
submit-similar-hint = ¿Ya existe? Vótala en lugar de publicarla dos veces.
# After a suggested post's title, for screen readers.
submit-new-tab = (se abre en una pestaña nueva)
submit-similar-votes = { $count ->
    [one] { $count } voto
    [many] { $count } votos
   *[other] { $count } votos
}
submit-images = Imágenes
# $size: in megabytes.
submit-images-hint = Hasta { $max } imágenes (PNG, JPEG o GIF), de { $size } MB como máximo cada una.
# $name: the file's name.
submit-image-preview = Vista previa de { $name }
submit-not-an-image = { $name } no es una imagen PNG, JPEG ni GIF.
submit-image-too-large = { $name } ocupa más de { $size } MB.
# $count: how many files were chosen (more than $max).
submit-too-many-images = Elige como máximo { $max } imágenes (has elegido { $count }).

## Sign in (/{org}/signin) and sign up (/{org}/signup)

signin-description = Inicia sesión para votar ideas, comentar y seguir lo que pediste.
signin-signed-out-everywhere = Se cerró tu sesión en todos los navegadores y dispositivos.
# $link: a link reading “Sign up”.
signin-no-account = ¿Aún no tienes cuenta? { $link }
signin-email = Correo
signin-password = Contraseña
signup-description = Crea una cuenta para compartir ideas, votar y comentar.
signup-heading = Crea tu cuenta
# $link: a link reading “Sign in”.
signup-have-account = ¿Ya tienes una cuenta? { $link }
signup-name = Nombre
signup-email = Correo
signup-password = Contraseña
signup-password-hint = Al menos 8 caracteres.

## The reader's own page (/{org}/me)

me-loading = Cargando…
me-load-failed = No se pudo cargar tu actividad
me-title = Mi actividad
me-description = Tus publicaciones, votos y comentarios en este tablero.
me-signed-in-as = Sesión iniciada como { $name } ({ $email }).
me-download = Descargar todos mis datos (JSON)
me-posts = Mis publicaciones ({ $count })
me-no-posts = Aún no has publicado nada.
me-post-votes = { $count ->
    [one] { $count } voto
    [many] { $count } votos
   *[other] { $count } votos
}
me-post-pending = pendiente de aprobación
me-votes = Mis votos ({ $count })
me-no-votes = Aún no has votado.
me-comments = Mis comentarios ({ $count })
me-no-comments = Aún no has comentado.
me-sessions = Sesiones iniciadas
me-sessions-hint = ¿Perdiste un dispositivo o iniciaste sesión en un ordenador compartido? Esto cierra tu sesión en todos los navegadores y dispositivos, también en este.
me-sign-out-everywhere = Cerrar sesión en todas partes
me-mail = Correo
me-mail-saved = Se guardó tu configuración de correo.
me-mail-posts = Publicaciones que sigo (cambios de estado, comentarios nuevos)
me-mail-team = Publicaciones nuevas y lo que espera moderación (equipo)
me-mail-instant = Al instante
me-mail-daily = Una vez al día (un resumen)
me-mail-off = Desactivado
me-mail-save = Guardar la configuración de correo

## Unsubscribing from e-mails (/{org}/unsubscribe)

unsubscribe-loading = Cargando…
unsubscribe-link-broken = Este enlace no funciona
unsubscribe-title = Cancelar la suscripción
unsubscribe-description = Deja de recibir correos de este tablero.
unsubscribe-ask-post = ¿Dejar de recibir los correos sobre “{ $title }”?
unsubscribe-ask-all = ¿Dejar de recibir todos los correos de { $org }?
unsubscribe-button = Cancelar la suscripción
unsubscribe-done = Suscripción cancelada
unsubscribe-done-description = Se canceló tu suscripción.
unsubscribe-done-all = Ya no recibirás más correos de este tablero.
unsubscribe-done-post = Ya no recibirás más correos sobre esta publicación.
unsubscribe-back = Volver al tablero
unsubscribe-settings = Tu configuración de correo

## The roadmap (/{org}/roadmap)

roadmap-loading = Cargando la hoja de ruta…
roadmap-load-failed = No se pudo cargar la hoja de ruta
roadmap-page-title = Hoja de ruta · { $org }
roadmap-description = Lo que { $org } tiene previsto, aquello en lo que trabaja y lo que ha completado, a partir de las ideas de su tablero de sugerencias.
roadmap-lede = Lo que estamos planeando, lo que estamos desarrollando y lo que ya está disponible.
roadmap-filter = Filtrar la hoja de ruta por tablero
roadmap-all-boards = Todos los tableros
roadmap-column-empty = Aún no hay nada aquí.
roadmap-card-votes = { $count ->
    [one] { $count } voto
    [many] { $count } votos
   *[other] { $count } votos
}
roadmap-named-title = { $name } · { $org }
roadmap-named-description = { $name }: lo que { $org } tiene previsto, aquello en lo que trabaja y lo que ha completado.
roadmap-hidden-note = Esta hoja de ruta está oculta: solo la ve tu equipo.
roadmap-completed-recent = { $days ->
    [one] Completado: publicaciones del último día.
    [many] Completado: publicaciones de los últimos { $days } días.
   *[other] Completado: publicaciones de los últimos { $days } días.
}
roadmap-column-empty-recent = { $days ->
    [one] No se ha completado nada en el último día.
    [many] No se ha completado nada en los últimos { $days } días.
   *[other] No se ha completado nada en los últimos { $days } días.
}

## The changelog (/{org}/changelog)

changelog-loading = Cargando el registro de cambios…
changelog-load-failed = No se pudo cargar el registro de cambios
# $entry: the entry's title.
changelog-entry-title = { $entry } · Registro de cambios · { $org }
changelog-page-title = Registro de cambios · { $org }
changelog-page-title-paged = Registro de cambios, página { $page } · { $org }
changelog-description = Lo que { $org } ya ha lanzado, lo más reciente primero.
changelog-feed-title = Registro de cambios de { $org }
changelog-all = Todos los cambios
changelog-lede = Lo que ya hemos lanzado.
changelog-follow = Síguelo en un lector de feeds (Atom)
changelog-empty = Aún no se ha anunciado nada.
changelog-changes = Cambios
changelog-pages = Páginas del registro de cambios
changelog-newer = ← Más recientes
changelog-older = Más antiguas →
changelog-shipped = Ya disponible

## The front page (/)

home-title = Tableros de sugerencias
home-description = Los tableros de sugerencias y las hojas de ruta públicas que se alojan aquí.
home-loading = Cargando…
# $create and $demo: two commands, in this order.
home-empty = Aún no hay ninguna organización. Crea una con { $create } o prueba la demo con { $demo }.
home-error = Algo salió mal
me-language = Idioma
me-language-label = El idioma de tus páginas y correos
me-language-auto = Automático (el de tu navegador)
me-language-hint = En modo automático se usa el idioma de tu navegador o, si no, el propio del tablero. El selector del pie de página también lo cambia.
me-language-save = Guardar idioma
signin-forgot = ¿Has olvidado tu contraseña?
forgot-title = Restablece tu contraseña
forgot-description = Recibe un correo con un enlace para elegir una contraseña nueva.
forgot-intro = Escribe la dirección de correo de tu cuenta. Le enviamos un enlace para elegir una contraseña nueva; el enlace sirve una vez, durante 30 minutos.
forgot-submit = Envíame un enlace
forgot-sent = Si alguna cuenta usa esa dirección, le llegará un correo con un enlace. Mira en tu bandeja de entrada y en la carpeta de spam.
forgot-back = Volver a iniciar sesión
signin-link-sent = Si alguna cuenta usa esa dirección, le llegará un correo con un enlace para iniciar sesión. El enlace sirve una vez, durante 30 minutos.
signin-link-or = O inicia sesión con un enlace por correo
signin-link-heading = Inicia sesión con un enlace por correo
signin-link-hint = Te enviamos un enlace que inicia tu sesión una vez, sin contraseña.
signin-link-submit = Envíame un enlace para iniciar sesión
signup-link-hint = Te enviamos un enlace para iniciar sesión; no hace falta contraseña.
me-two-factor = Inicio de sesión en dos pasos
me-two-factor-link = Configurar o desactivar el inicio de sesión en dos pasos
verify-notice = Confirma tu dirección de correo: tus publicaciones, comentarios y votos cuentan en cuanto lo hagas. Enviamos un enlace a { $email }.
verify-send-again = Enviar el enlace de nuevo
verify-sent = Un enlace nuevo va de camino a { $email }. Sirve una vez, durante un día.
post-awaiting-address = Espera a que su autor confirme su dirección de correo
me-vote-held = cuenta en cuanto confirmes tu dirección de correo
post-value-line = Pedida por { $companies } empresas ({ $names }); ingresos mensuales detrás ({ $measure }): { $revenue }
post-value-sum = suma
post-value-average = promedio
post-value-max = mayor
post-value-none = Aún no hay ninguna empresa entre quienes votaron.
post-impact = Impacto RICE
post-impact-massive = Enorme (3)
post-impact-high = Alto (2)
post-impact-medium = Medio (1)
post-impact-low = Bajo (0,5)
post-impact-minimal = Mínimo (0,25)
post-confidence = Confianza RICE
post-confidence-high = Alta (100 %)
post-confidence-medium = Media (80 %)
post-confidence-low = Baja (50 %)
post-effort = Esfuerzo RICE, en meses-persona
post-not-estimated = Sin estimar
post-save-estimates = Guardar las estimaciones
me-tokens = Tokens de acceso
me-tokens-link = Tokens de acceso personal para asistentes de IA (MCP)
