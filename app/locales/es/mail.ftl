# E-mails: notifications, digests and notices to admins. Subjects are prefixed with
# "[Organization]" by the code.

mail-status-line = Nuevo estado de “{ $title }”: { $status }
mail-status-text = El estado de “{ $title }” ahora es { $status }.
mail-comment-waits-line = Un comentario espera moderación en “{ $title }”
mail-comment-waits-text = { $author } comentó en “{ $title }”; el comentario espera aprobación en la cola de moderación:
mail-commented-subject = Nuevo comentario en “{ $title }”
mail-commented-text = { $author } comentó en “{ $title }”:
mail-commented-line = { $author } comentó en “{ $title }”
mail-post-subject = Nueva publicación: “{ $title }”
mail-post-waits-subject = Una publicación espera moderación: “{ $title }”
mail-post-text = { $author } publicó “{ $title }”.
mail-post-waits-text = { $author } publicó “{ $title }”, que espera aprobación en la cola de moderación.
mail-post-line = Nueva publicación de { $author }: “{ $title }”
mail-post-waits-line = “{ $title }”, de { $author }, espera moderación
mail-shipped-subject = Ya disponible: { $title }
mail-shipped-line = Ya disponible: “{ $title }”
mail-shipped-one = Incluye la publicación que sigues:
mail-shipped-many = Incluye publicaciones que sigues:
mail-read-it = Leer
mail-open-it = Abrir
mail-link-on = { $label } en { $org }
mail-why-shipped = Recibes esto porque sigues lo que incluye (lo creaste, lo votaste, lo comentaste o te suscribiste).
mail-why-follow = Recibes esto porque sigues esta publicación (la creaste, la votaste, la comentaste o te suscribiste).
mail-why-team = Recibes esto como miembro del equipo.
mail-why-digest = Elegiste un resumen diario.
mail-why-admin = Recibes esto por tu función de administración.
mail-stop-post = Cancelar la suscripción a esta publicación
mail-stop-all = Dejar de recibir correos
mail-stop-these = Dejar de recibir estos correos
mail-settings = Tu configuración de correo
mail-digest-subject = Tu resumen diario: { $count ->
    [one] { $count } novedad
    [many] { $count } novedades
   *[other] { $count } novedades
}
mail-digest-text = Lo que pasó en { $org } desde tu último resumen:
mail-webhook-off-subject = Se desactivó el webhook { $url }
mail-webhook-off-text = Las entregas a { $url } han fallado durante 3 días sin ningún éxito, así que el servidor desactivó el webhook. Mientras tanto, sus eventos no quedan en espera; vuelve a activarlo cuando el receptor responda.
mail-webhook-off-link = El webhook y sus entregas
mail-reset-subject = Restablece tu contraseña
mail-reset-text = Alguien pidió restablecer la contraseña de { $email } en { $org }. Si fuiste tú, elige una contraseña nueva con el enlace de abajo: sirve una vez, durante 30 minutos. Si no fuiste tú, ignora este correo: tu contraseña sigue igual.
mail-reset-link = Elegir una contraseña nueva
mail-sign-in-subject = Tu enlace para iniciar sesión
mail-sign-in-text = Inicia sesión en { $org } como { $email } con el enlace de abajo: sirve una vez, durante 30 minutos. Si no lo pediste, ignora este correo.
mail-sign-in-link = Iniciar sesión
mail-invite-subject = { $name } te ha añadido al equipo
mail-invite-text = { $name } te ha añadido al equipo de { $org } como { $role }. Inicia sesión con el enlace de abajo: sirve una vez, durante 7 días. En su página puedes elegir una contraseña.
mail-why-invited = Recibes esto porque un administrador del equipo añadió tu dirección.
mail-why-asked = Recibes esto porque alguien lo pidió con tu dirección.
mail-verify-subject = Confirma tu dirección de correo
mail-verify-text = Te damos la bienvenida a { $org }. Confirma que { $email } es tu dirección con el enlace de abajo: tus publicaciones, comentarios y votos cuentan en cuanto lo hagas. El enlace sirve una vez, durante un día. Si no te registraste, ignora este correo.
mail-verify-link = Confirmar mi dirección
mail-why-signed-up = Recibes esto porque alguien se registró con tu dirección.
mail-widget-subject = Confirma lo que hiciste en el tablero de opiniones
mail-widget-text = Alguien, esperamos que tú, dio { $email } en el widget de opiniones de { $org } para votar, comentar o publicar. Abre el enlace de abajo para que cuente: funciona una vez, durante un día. Si no fuiste tú, ignora este correo: sin el enlace no se publica nada.
mail-widget-link = Fui yo: que cuente
mail-why-widget = Recibes esto porque tu dirección se dio en el widget de opiniones.

# Slack messages (docs/integrations.md), in the organization's language.
slack-post-created = Nueva publicación en { $board }
slack-post-waits = Nueva publicación en { $board }, pendiente de moderación
slack-by = de { $author }
slack-open-moderation = Abrir la cola de moderación
slack-status-changed = Cambio de estado en { $board }
slack-status-now = Ahora { $status } (antes { $previous })
slack-commented = { $author } comentó
slack-test = Un mensaje de prueba de { $org }: este canal recibe las nuevas publicaciones, los cambios de estado y los comentarios de { $board }.
slack-test-every-board = Un mensaje de prueba de { $org }: este canal recibe las nuevas publicaciones, los cambios de estado y los comentarios de todos los tableros.

# A GitHub or Linear issue made from a post, and the comment a status change posts on it
# (docs/integrations.md), in the organization's language; Markdown.
tracker-issue-footer = Procedente del tablero de sugerencias de { $org }: { $url }
tracker-status-comment = El estado de “{ $title }” en el tablero de sugerencias es ahora **{ $status }**: { $url }
