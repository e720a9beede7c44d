# The public board (/{org}) and its cards.

board-loading = Board wird geladen…
board-load-failed = Das Board konnte nicht geladen werden
board-tagged = Beiträge mit dem Tag „{ $tag }“.
board-show-all = Alle Beiträge anzeigen
board-results = { $count ->
    [one] { $count } Ergebnis für „{ $query }“.
   *[other] { $count } Ergebnisse für „{ $query }“.
}
board-results-more = { $count }+ Ergebnisse für „{ $query }“.
board-clear-search = Suche zurücksetzen
board-description = Teilen Sie Ideen und stimmen Sie darüber ab, was { $org } als Nächstes entwickelt.
board-boards = Boards
board-search-label = Beiträge durchsuchen
board-search-placeholder = Beiträge durchsuchen…
board-search = Suchen
board-status = Status
board-status-all = Alle
board-filter = Filtern
board-sort-posts = Beiträge sortieren
board-sort = Sortieren
sort-trending = Angesagt
sort-top = Top
sort-new = Neu
board-posts = Beiträge
board-no-match = Keine Treffer
board-no-match-hint = Versuchen Sie es mit anderen Begriffen, oder teilen Sie diese Idee als neuen Beitrag.
board-empty = Noch keine Beiträge
board-empty-hint = Ideen und Wünsche erscheinen hier.
card-votes-unit = { $count ->
    [one] Stimme
   *[other] Stimmen
}
card-comments = { $count ->
    [one] { $count } Kommentar
   *[other] { $count } Kommentare
}

## "Why here?" on the Trending board's cards (docs/web.md)
why-here = Warum hier?
why-here-votes-term = Stimmen
why-here-votes = { $up } dafür, { $down } dagegen: plus { $points }
why-here-age-term = Alter
why-here-age = veröffentlicht { $ago }: minus { $points }
why-here-score-term = Wert
why-here-score = { $votes } − { $age } = { $score }
why-here-above-term = Darüber
why-here-below-term = Darunter
why-here-top = nichts: dies ist der höchste Wert
why-here-bottom = nichts: dies ist der niedrigste Wert
why-here-neighbour-score = Wert { $score }
why-here-board = Wie „Angesagt“ die Beiträge ordnet
why-here-formula = Wert = log₁₀(max(Stimmen dafür − Stimmen dagegen, 1)) − Stunden seit Veröffentlichung ÷ 12,5. Der höhere Wert steht weiter oben. Berechnet, als diese Seite erstellt wurde.
