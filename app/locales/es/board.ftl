# The public board (/{org}) and its cards.

board-loading = Cargando el tablero…
board-load-failed = No se pudo cargar el tablero
board-tagged = Publicaciones con la etiqueta “{ $tag }”.
board-show-all = Mostrar todas las publicaciones
board-results = { $count ->
    [one] { $count } resultado para “{ $query }”.
    [many] { $count } resultados para “{ $query }”.
   *[other] { $count } resultados para “{ $query }”.
}
board-results-more = { $count }+ resultados para “{ $query }”.
board-clear-search = Borrar la búsqueda
board-description = Comparte ideas y vota qué debería desarrollar { $org } a continuación.
board-boards = Tableros
board-search-label = Buscar publicaciones
board-search-placeholder = Buscar publicaciones…
board-search = Buscar
board-status = Estado
board-status-all = Todos
board-filter = Filtrar
board-sort-posts = Ordenar publicaciones
board-sort = Ordenar
sort-trending = Tendencia
sort-top = Más votadas
sort-new = Recientes
board-posts = Publicaciones
board-no-match = No hay coincidencias
board-no-match-hint = Prueba con otras palabras o comparte esta idea como una nueva publicación.
board-empty = Aún no hay publicaciones
board-empty-hint = Las ideas y solicitudes aparecerán aquí.
card-votes-unit = { $count ->
    [one] voto
    [many] votos
   *[other] votos
}
card-comments = { $count ->
    [one] { $count } comentario
    [many] { $count } comentarios
   *[other] { $count } comentarios
}

## "Why here?" on the Trending board's cards (docs/web.md)
why-here = ¿Por qué aquí?
why-here-votes-term = Votos
why-here-votes = { $up } a favor, { $down } en contra: más { $points }
why-here-age-term = Antigüedad
why-here-age = publicada { $ago }: menos { $points }
why-here-score-term = Puntuación
why-here-score = { $votes } − { $age } = { $score }
why-here-above-term = Encima
why-here-below-term = Debajo
why-here-top = nada: es la puntuación más alta
why-here-bottom = nada: es la puntuación más baja
why-here-neighbour-score = puntuación { $score }
why-here-board = Cómo ordena Tendencia las publicaciones
why-here-formula = Puntuación = log₁₀(máx(votos a favor − votos en contra, 1)) − horas desde la publicación ÷ 12,5. La puntuación más alta va primero. Calculada cuando se generó esta página.
