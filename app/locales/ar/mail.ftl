# E-mails: notifications, digests and notices to admins. Subjects are prefixed with
# "[Organization]" by the code.

mail-status-line = حالة «{ $title }» الآن: { $status }
mail-status-text = أصبحت حالة «{ $title }» الآن: { $status }.
mail-comment-waits-line = تعليق على «{ $title }» بانتظار المراجعة
mail-comment-waits-text = علّق { $author } على «{ $title }»؛ والتعليق بانتظار الموافقة في قائمة المراجعة:
mail-commented-subject = تعليق جديد على «{ $title }»
mail-commented-text = علّق { $author } على «{ $title }»:
mail-commented-line = علّق { $author } على «{ $title }»
mail-post-subject = منشور جديد: «{ $title }»
mail-post-waits-subject = منشور بانتظار المراجعة: «{ $title }»
mail-post-text = نشر { $author } «{ $title }».
mail-post-waits-text = نشر { $author } «{ $title }»، وهو بانتظار الموافقة في قائمة المراجعة.
mail-post-line = منشور جديد من { $author }: «{ $title }»
mail-post-waits-line = «{ $title }» من { $author } بانتظار المراجعة
mail-shipped-subject = متاح الآن: { $title }
mail-shipped-line = متاح الآن: «{ $title }»
mail-shipped-one = يتضمّن هذا الإصدار المنشور الذي تتابعه:
mail-shipped-many = يتضمّن هذا الإصدار منشورات تتابعها:
mail-read-it = قراءة التفاصيل
mail-open-it = فتح
mail-link-on = { $label } في { $org }
mail-why-shipped = تصلك هذه الرسالة لأنك تتابع ما يتضمّنه هذا الإصدار (قدّمته أو صوّتّ عليه أو علّقت عليه، أو اشتركت فيه).
mail-why-follow = تصلك هذه الرسالة لأنك تتابع هذا المنشور (قدّمته أو صوّتّ عليه أو علّقت عليه، أو اشتركت فيه).
mail-why-team = تصلك هذه الرسالة بصفتك عضوًا في الفريق.
mail-why-digest = اخترت تلقّي ملخص يومي.
mail-why-admin = تصلك هذه الرسالة بصفتك مسؤولًا.
mail-stop-post = إلغاء الاشتراك في هذا المنشور
mail-stop-all = إيقاف جميع رسائل البريد الإلكتروني
mail-stop-these = إيقاف رسائل البريد الإلكتروني هذه
mail-settings = إعدادات البريد الإلكتروني الخاصة بك
mail-digest-subject = ملخصك اليومي: { $count ->
    [zero] لا تحديثات
    [one] تحديث واحد
    [two] تحديثان
    [few] { $count } تحديثات
    [many] { $count } تحديثًا
   *[other] { $count } تحديث
}
mail-digest-text = ما جرى في { $org } منذ آخر ملخص لك:
mail-webhook-off-subject = تم إيقاف خطاف الويب { $url }
mail-webhook-off-text = فشلت عمليات التسليم إلى { $url } طوال 3 أيام دون أي نجاح، لذا أوقف الخادم خطاف الويب. ولن تُحفظ أحداثه في هذه الأثناء؛ ويمكن إعادة تشغيله متى استجاب المستقبِل.
mail-webhook-off-link = خطاف الويب وعمليات تسليمه
mail-reset-subject = إعادة تعيين كلمة المرور
mail-reset-text = طلب أحدهم إعادة تعيين كلمة مرور { $email } في { $org }. إن كنت أنت، فاختر كلمة مرور جديدة بالرابط أدناه: يعمل مرة واحدة، لمدة 30 دقيقة. وإن لم تكن أنت، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.
mail-reset-link = اختر كلمة مرور جديدة
mail-sign-in-subject = رابط تسجيل الدخول الخاص بك
mail-sign-in-text = سجّل الدخول إلى { $org } باسم { $email } بالرابط أدناه: يعمل مرة واحدة، لمدة 30 دقيقة. إن لم تطلبه، فتجاهل هذه الرسالة.
mail-sign-in-link = تسجيل الدخول
mail-invite-subject = أضافك { $name } إلى الفريق
mail-invite-text = أضافك { $name } إلى فريق { $org } بدور { $role }. سجّل الدخول بالرابط أدناه: يعمل مرة واحدة، خلال 7 أيام. وفي صفحته يمكنك اختيار كلمة مرور.
mail-why-invited = تصلك هذه الرسالة لأن أحد مشرفي الفريق أضاف عنوانك.
mail-why-asked = تصلك هذه الرسالة لأن أحدهم طلبها بعنوانك.
mail-verify-subject = أكّد عنوان بريدك الإلكتروني
mail-verify-text = مرحبًا بك في { $org }. أكّد أن { $email } عنوانك بالرابط أدناه: تُحتسب منشوراتك وتعليقاتك وأصواتك حين تفعل. يعمل الرابط مرة واحدة، لمدة يوم. إن لم تكن أنت من سجّل، فتجاهل هذه الرسالة.
mail-verify-link = أكّد عنواني
mail-why-signed-up = تصلك هذه الرسالة لأن أحدهم سجّل بعنوانك.
mail-widget-subject = أكّد ما فعلته في لوحة الملاحظات
mail-widget-text = أعطى أحدهم، ونرجو أن تكون أنت، العنوان { $email } في أداة الملاحظات لدى { $org } ليصوّت أو يعلّق أو ينشر. افتح الرابط أدناه ليُحتسب ذلك: يعمل مرة واحدة، لمدة يوم. إن لم تكن أنت، فتجاهل هذه الرسالة: لا يُنشر شيء من ذلك دون الرابط.
mail-widget-link = كنت أنا: احتسبه
mail-why-widget = تصلك هذه الرسالة لأن عنوانك أُعطي في أداة الملاحظات.

# Slack messages (docs/integrations.md), in the organization's language.
slack-post-created = منشور جديد في { $board }
slack-post-waits = منشور جديد في { $board } بانتظار الإشراف
slack-by = بواسطة { $author }
slack-open-moderation = افتح قائمة الإشراف
slack-status-changed = تغيّرت الحالة في { $board }
slack-status-now = الآن { $status } (كانت { $previous })
slack-commented = علّق { $author }
slack-test = رسالة تجريبية من { $org }: تتلقى هذه القناة المنشورات الجديدة وتغييرات الحالة والتعليقات في { $board }.
slack-test-every-board = رسالة تجريبية من { $org }: تتلقى هذه القناة المنشورات الجديدة وتغييرات الحالة والتعليقات في كل اللوحات.

# A GitHub or Linear issue made from a post, and the comment a status change posts on it
# (docs/integrations.md), in the organization's language; Markdown.
tracker-issue-footer = من لوحة اقتراحات { $org }: { $url }
tracker-status-comment = أصبحت حالة «{ $title }» في لوحة الاقتراحات **{ $status }**: { $url }
