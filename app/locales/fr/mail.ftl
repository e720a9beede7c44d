# E-mails: notifications, digests and notices to admins. Subjects are prefixed with
# "[Organization]" by the code.

mail-status-line = « { $title } » a désormais le statut { $status }
mail-status-text = Le statut de « { $title } » est désormais { $status }.
mail-comment-waits-line = Un commentaire sur « { $title } » attend la modération
mail-comment-waits-text = { $author } a commenté « { $title } » ; le commentaire attend d’être approuvé dans la file de modération :
mail-commented-subject = Nouveau commentaire sur « { $title } »
mail-commented-text = { $author } a commenté « { $title } » :
mail-commented-line = { $author } a commenté « { $title } »
mail-post-subject = Nouvelle publication : « { $title } »
mail-post-waits-subject = Une publication attend la modération : « { $title } »
mail-post-text = { $author } a publié « { $title } ».
mail-post-waits-text = { $author } a soumis « { $title } », qui attend d’être approuvée dans la file de modération.
mail-post-line = Nouvelle publication de { $author } : « { $title } »
mail-post-waits-line = « { $title } » de { $author } attend la modération
mail-shipped-subject = Livré : { $title }
mail-shipped-line = Livré : « { $title } »
mail-shipped-one = Cette nouveauté concrétise la publication que vous suivez :
mail-shipped-many = Cette nouveauté concrétise des publications que vous suivez :
mail-read-it = Lire
mail-open-it = Ouvrir
mail-link-on = { $label } sur { $org }
mail-why-shipped = Vous recevez ce message parce que vous suivez ce qui a été livré (vous l’avez soumis, avez voté pour ou l’avez commenté, ou vous vous y êtes abonné).
mail-why-follow = Vous recevez ce message parce que vous suivez cette publication (vous l’avez soumise, avez voté pour elle ou l’avez commentée, ou vous vous y êtes abonné).
mail-why-team = Vous recevez ce message en tant que membre de l’équipe.
mail-why-digest = Vous avez choisi un récapitulatif quotidien.
mail-why-admin = Vous recevez ce message en tant qu’administrateur.
mail-stop-post = Se désabonner de cette publication
mail-stop-all = Ne plus recevoir aucun e-mail
mail-stop-these = Ne plus recevoir ces e-mails
mail-settings = Vos paramètres d’e-mail
mail-digest-subject = Votre récapitulatif quotidien : { $count ->
    [one] { $count } mise à jour
   *[other] { $count } mises à jour
}
mail-digest-text = Ce qui s’est passé sur { $org } depuis votre dernier récapitulatif :
mail-webhook-off-subject = Le webhook { $url } a été désactivé
mail-webhook-off-text = Les livraisons vers { $url } échouent depuis 3 jours sans un seul succès ; le serveur a donc désactivé le webhook. Les événements survenus entre-temps ne lui seront pas transmis ; réactivez-le dès que le destinataire répondra.
mail-webhook-off-link = Le webhook et ses livraisons
mail-reset-subject = Réinitialisez votre mot de passe
mail-reset-text = Quelqu’un a demandé à réinitialiser le mot de passe de { $email } sur { $org }. Si c’était vous, choisissez un nouveau mot de passe avec le lien ci-dessous : il sert une fois, pendant 30 minutes. Sinon, ignorez cet e-mail : votre mot de passe reste le même.
mail-reset-link = Choisir un nouveau mot de passe
mail-sign-in-subject = Votre lien de connexion
mail-sign-in-text = Connectez-vous à { $org } en tant que { $email } avec le lien ci-dessous : il sert une fois, pendant 30 minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.
mail-sign-in-link = Se connecter
mail-invite-subject = { $name } vous a ajouté à l’équipe
mail-invite-text = { $name } vous a ajouté à l’équipe de { $org } en tant que { $role }. Connectez-vous avec le lien ci-dessous : il sert une fois, pendant 7 jours. Sa page vous permet de choisir un mot de passe.
mail-why-invited = Vous recevez ceci parce qu’un administrateur de l’équipe a ajouté votre adresse.
mail-why-asked = Vous recevez ceci parce que quelqu’un l’a demandé avec votre adresse.
mail-verify-subject = Confirmez votre adresse e-mail
mail-verify-text = Bienvenue sur { $org }. Confirmez que { $email } est votre adresse avec le lien ci-dessous : vos publications, commentaires et votes comptent dès que vous l’avez fait. Le lien sert une fois, pendant un jour. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.
mail-verify-link = Confirmer mon adresse
mail-why-signed-up = Vous recevez ceci parce que quelqu’un s’est inscrit avec votre adresse.
mail-widget-subject = Confirmez ce que vous avez fait sur le tableau d’idées
mail-widget-text = Quelqu’un, vous nous l’espérons, a donné { $email } dans le widget d’idées de { $org } pour voter, commenter ou publier. Ouvrez le lien ci-dessous pour que cela compte : il fonctionne une fois, pendant un jour. Si ce n’était pas vous, ignorez cet e-mail : rien n’est publié sans le lien.
mail-widget-link = C’était moi : que cela compte
mail-why-widget = Vous recevez ceci parce que votre adresse a été donnée dans le widget d’idées.

# Slack messages (docs/integrations.md), in the organization's language.
slack-post-created = Nouvelle publication dans { $board }
slack-post-waits = Nouvelle publication dans { $board }, en attente de modération
slack-by = par { $author }
slack-open-moderation = Ouvrir la file de modération
slack-status-changed = Statut modifié dans { $board }
slack-status-now = Désormais { $status } (auparavant { $previous })
slack-commented = { $author } a commenté
slack-test = Un message de test de { $org } : ce canal reçoit les nouvelles publications, les changements de statut et les commentaires de { $board }.
slack-test-every-board = Un message de test de { $org } : ce canal reçoit les nouvelles publications, les changements de statut et les commentaires de tous les tableaux.

# A GitHub or Linear issue made from a post, and the comment a status change posts on it
# (docs/integrations.md), in the organization's language; Markdown.
tracker-issue-footer = Provenant du tableau de suggestions de { $org } : { $url }
tracker-status-comment = Le statut de « { $title } » sur le tableau de suggestions est désormais **{ $status }** : { $url }
