# The public board (/{org}) and its cards.

board-loading = Chargement du tableau…
board-load-failed = Impossible de charger le tableau
board-tagged = Publications avec l’étiquette « { $tag } ».
board-show-all = Afficher toutes les publications
board-results = { $count ->
    [one] { $count } résultat pour « { $query } ».
   *[other] { $count } résultats pour « { $query } ».
}
board-results-more = { $count }+ résultats pour « { $query } ».
board-clear-search = Effacer la recherche
board-description = Partagez vos idées et votez pour ce que { $org } développera ensuite.
board-boards = Tableaux
board-search-label = Rechercher des publications
board-search-placeholder = Rechercher des publications…
board-search = Rechercher
board-status = Statut
board-status-all = Tous
board-filter = Filtrer
board-sort-posts = Trier les publications
board-sort = Trier
sort-trending = Tendance
sort-top = Les plus votées
sort-new = Récentes
board-posts = Publications
board-no-match = Aucun résultat
board-no-match-hint = Essayez d’autres mots, ou partagez cette idée dans une nouvelle publication.
board-empty = Aucune publication pour l’instant
board-empty-hint = Les idées et les demandes apparaîtront ici.
card-votes-unit = { $count ->
    [one] vote
   *[other] votes
}
card-comments = { $count ->
    [one] { $count } commentaire
   *[other] { $count } commentaires
}

## "Why here?" on the Trending board's cards (docs/web.md)
why-here = Pourquoi ici ?
why-here-votes-term = Votes
why-here-votes = { $up } pour, { $down } contre : plus { $points }
why-here-age-term = Âge
why-here-age = publiée { $ago } : moins { $points }
why-here-score-term = Score
why-here-score = { $votes } − { $age } = { $score }
why-here-above-term = Au-dessus
why-here-below-term = En dessous
why-here-top = rien : c’est le score le plus élevé
why-here-bottom = rien : c’est le score le plus bas
why-here-neighbour-score = score { $score }
why-here-board = Comment Tendance classe les publications
why-here-formula = Score = log₁₀(max(votes pour − votes contre, 1)) − heures depuis la publication ÷ 12,5. Le score le plus élevé passe en premier. Calculé à la création de cette page.
