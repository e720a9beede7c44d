# The public pages: a post, the new-post form, sign-in and sign-up, the reader's own page,
# unsubscribing, the roadmap, the changelog and the front page.
#
# A variable named $link, $entry, $create or $demo is where the page puts an element (a link,
# a command) whose text is given next to the message; keep it in the sentence.

## A post's page (/{org}/p/{slug})

post-loading = جارٍ تحميل المنشور…
post-load-failed = تعذّر تحميل المنشور
# The description of a post without one, for search engines and link previews.
post-preview = { $title } — فكرة على لوحة اقتراحات { $org }.
post-all-posts = → كل المنشورات
# $board: the name of the board the post is on.
post-in-board = في { $board }
post-by = من { $name }
post-awaiting-approval = بانتظار الموافقة
post-tags = الوسوم
# $entry: a link to the changelog entry, showing its title; $date: its day.
post-shipped-in = صدر في { $entry } ({ $date })
post-comments-count = { $count ->
    [zero] لا تعليقات
    [one] تعليق واحد
    [two] تعليقان
    [few] { $count } تعليقات
    [many] { $count } تعليقًا
   *[other] { $count } تعليق
}
# $link: a link reading “Sign in”.
post-sign-in-to-comment = { $link } للتعليق والتصويت.
# The vote buttons' names for screen readers, with the post's title and its count.
post-upvote = التصويت لصالح «{ $title }» ({ $count ->
    [zero] لا أصوات
    [one] صوت واحد
    [two] صوتان
    [few] { $count } أصوات
    [many] { $count } صوتًا
   *[other] { $count } صوت
})
post-downvote = التصويت ضد «{ $title }» ({ $count ->
    [zero] لا أصوات معارضة
    [one] صوت معارض واحد
    [two] صوتان معارضان
    [few] { $count } أصوات معارضة
    [many] { $count } صوتًا معارضًا
   *[other] { $count } صوت معارض
})
post-downvotes = { $count ->
    [zero] لا أصوات معارضة
    [one] صوت معارض واحد
    [two] صوتان معارضان
    [few] { $count } أصوات معارضة
    [many] { $count } صوتًا معارضًا
   *[other] { $count } صوت معارض
}
post-following = تصلك رسالة بريد إلكتروني عندما تتغيّر حالته أو يعلّق عليه أحد.
post-not-following = لا تصلك أي رسائل بريد إلكتروني بشأن هذا المنشور.
post-unsubscribe = إلغاء الاشتراك
post-subscribe = الاشتراك
post-team-heading = المكلَّف والأصوات
post-owner = المكلَّف
post-owner-nobody = لا أحد
post-save-owner = حفظ المكلَّف
post-vote-for-email = التصويت نيابةً عن عميل (البريد الإلكتروني)
post-vote-for-name = الاسم، إن كان العميل جديدًا
post-vote-for = إضافة صوت العميل
post-no-tags = لا توجد وسوم بعد.
post-issues-heading = التذاكر
post-issues-none = لا توجد تذكرة مرتبطة بهذا المنشور.
post-issue-unlink = إلغاء الربط
post-issue-unlink-named = إلغاء الربط بـ { $key }
post-issue-tracker = المستودع أو الفريق
post-issue-create = إنشاء تذكرة من هذا المنشور
post-issue-reference = التذكرة
post-issue-reference-hint = رقمها (12)، أو مفتاحها (owner/repo#12، ENG-12)، أو عنوانها.
post-issue-link = ربط تذكرة موجودة
post-remove-tag = إزالة الوسم { $tag }
post-add-tag-label = إضافة وسم
post-add-tag = إضافة الوسم
post-merged-heading = المنشورات المدمجة في هذا المنشور
# A post merged into this one: its title, its votes and comments, the day it was merged.
post-merged-item = «{ $title }»: { $votes ->
    [zero] لا أصوات
    [one] صوت واحد
    [two] صوتان
    [few] { $votes } أصوات
    [many] { $votes } صوتًا
   *[other] { $votes } صوت
} و{ $comments ->
    [zero] لا تعليقات
    [one] تعليق واحد
    [two] تعليقان
    [few] { $comments } تعليقات
    [many] { $comments } تعليقًا
   *[other] { $comments } تعليق
}، دُمج في { $date }
post-unmerge-label = إلغاء دمج «{ $title }»
post-unmerge = إلغاء الدمج
post-merge-heading = دمج في…
post-merge-hint = هل هذا المنشور مكرَّر؟ تنتقل أصواته (صوت واحد لكل شخص) وتعليقاته إلى المنشور الآخر، ويؤدي عنوانه إليه. ويمكن التراجع عن ذلك.
post-merge-find-label = البحث عن المنشور المراد الدمج فيه
post-merge-search-label = عنوان المنشور المراد الدمج فيه
post-merge-search-placeholder = عنوان المنشور الآخر
post-merge-find = بحث
post-merge-none = لا يطابق البحثَ أي منشور آخر.
post-merge-candidate-votes = { $count ->
    [zero] لا أصوات
    [one] صوت واحد
    [two] صوتان
    [few] { $count } أصوات
    [many] { $count } صوتًا
   *[other] { $count } صوت
}
post-merge-into-label = دمج في «{ $title }»
post-merge-into = دمج في
post-moderation = المراجعة
post-moderation-status = الحالة
post-moderation-visibility = الظهور
post-moderation-approved = معتمد: ظاهر في اللوحة
post-moderation-pending = معلّق: بانتظار الموافقة
post-moderation-message = رسالة عامة ترافق التغيير (اختيارية)
post-moderation-save = حفظ التغييرات
post-comment = تعليق
post-reply = رد
post-reply-to = الرد على { $name }
post-add-images = إضافة صور
post-internal-note = ملاحظة داخلية (لا يراها إلا الفريق)
post-edit = تعديل
post-edit-label = تعديل تعليقك
post-edit-save = حفظ
post-badge-team = الفريق
post-badge-pinned = مثبَّت
post-badge-internal = داخلي
# A comment that went with a change of the post's status.
post-status-change = الحالة: { $status }
post-unpin = إلغاء التثبيت
post-pin = التثبيت في الأعلى

## The new-post form (/{org}/new) and its fields

new-post-loading = جارٍ التحميل…
new-post-load-failed = حدث خطأ ما
new-post-page-title = منشور جديد · { $org }
new-post-page-description = مشاركة فكرة أو طلب مع { $org }، ليصوّت عليه الآخرون ويناقشوه.
new-post-heading = مشاركة فكرة
# $link: a link reading “Sign in”.
new-post-sign-in = { $link } لنشر فكرة.
new-post-description = الوصف
new-post-description-placeholder = بمَ سيفيدك هذا؟
new-post-board = اللوحة
new-post-approval-hint = تظهر المنشورات الجديدة في اللوحة بعد موافقة الفريق عليها.
new-post-submit = نشر الفكرة
submit-title = العنوان
submit-title-placeholder = ملخص قصير لفكرتك
submit-similar = أفكار مشابهة
submit-similar-hint = هل الفكرة موجودة بالفعل؟ يمكن التصويت لها بدلًا من نشرها مرتين.
# After a suggested post's title, for screen readers.
submit-new-tab = (يُفتح في علامة تبويب جديدة)
submit-similar-votes = { $count ->
    [zero] لا أصوات
    [one] صوت واحد
    [two] صوتان
    [few] { $count } أصوات
    [many] { $count } صوتًا
   *[other] { $count } صوت
}
submit-images = الصور
# $size: in megabytes.
submit-images-hint = الحد الأقصى لعدد الصور: { $max } (بصيغة PNG أو JPEG أو GIF)، ولحجم كل صورة: { $size } ميغابايت.
# $name: the file's name.
submit-image-preview = معاينة { $name }
submit-not-an-image = الملف { $name } ليس صورة بصيغة PNG أو JPEG أو GIF.
submit-image-too-large = حجم الملف { $name } أكبر من { $size } ميغابايت.
# $count: how many files were chosen (more than $max).
submit-too-many-images = الحد الأقصى لعدد الصور هو { $max } (عدد الصور المختارة: { $count }).

## Sign in (/{org}/signin) and sign up (/{org}/signup)

signin-description = تسجيل الدخول للتصويت على الأفكار والتعليق ومتابعة ما طلبته.
signin-signed-out-everywhere = تم تسجيل خروجك من كل المتصفحات والأجهزة.
# $link: a link reading “Sign up”.
signin-no-account = ليس لديك حساب بعد؟ { $link }
signin-email = البريد الإلكتروني
signin-password = كلمة المرور
signup-description = إنشاء حساب لمشاركة الأفكار والتصويت والتعليق.
signup-heading = إنشاء حسابك
# $link: a link reading “Sign in”.
signup-have-account = لديك حساب بالفعل؟ { $link }
signup-name = الاسم
signup-email = البريد الإلكتروني
signup-password = كلمة المرور
signup-password-hint = 8 أحرف على الأقل.

## The reader's own page (/{org}/me)

me-loading = جارٍ التحميل…
me-load-failed = تعذّر تحميل نشاطك
me-title = نشاطي
me-description = منشوراتك وأصواتك وتعليقاتك على هذه اللوحة.
me-signed-in-as = تم تسجيل الدخول باسم { $name } ({ $email }).
me-download = تنزيل كل بياناتي (JSON)
me-posts = منشوراتي ({ $count })
me-no-posts = لا توجد منشورات لك بعد.
me-post-votes = { $count ->
    [zero] لا أصوات
    [one] صوت واحد
    [two] صوتان
    [few] { $count } أصوات
    [many] { $count } صوتًا
   *[other] { $count } صوت
}
me-post-pending = بانتظار الموافقة
me-votes = أصواتي ({ $count })
me-no-votes = لا توجد أصوات لك بعد.
me-comments = تعليقاتي ({ $count })
me-no-comments = لا توجد تعليقات لك بعد.
me-sessions = جلسات تسجيل الدخول
me-sessions-hint = هل فقدت جهازًا، أو سجّلت الدخول على حاسوب مشترك؟ يؤدي هذا إلى إنهاء تسجيل دخولك على كل المتصفحات والأجهزة، بما فيها هذا الجهاز.
me-sign-out-everywhere = تسجيل الخروج من كل الأجهزة
me-mail = البريد الإلكتروني
me-mail-saved = تم حفظ إعدادات البريد الإلكتروني الخاصة بك.
me-mail-posts = المنشورات التي أتابعها (تغييرات الحالة، والتعليقات الجديدة)
me-mail-team = المنشورات الجديدة وما ينتظر المراجعة (للفريق)
me-mail-instant = فورًا
me-mail-daily = مرة يوميًا (ملخص)
me-mail-off = إيقاف
me-mail-save = حفظ إعدادات البريد الإلكتروني

## Unsubscribing from e-mails (/{org}/unsubscribe)

unsubscribe-loading = جارٍ التحميل…
unsubscribe-link-broken = هذا الرابط لا يعمل
unsubscribe-title = إلغاء الاشتراك
unsubscribe-description = إيقاف رسائل البريد الإلكتروني من هذه اللوحة.
unsubscribe-ask-post = إيقاف رسائل البريد الإلكتروني بشأن «{ $title }»؟
unsubscribe-ask-all = إيقاف كل رسائل البريد الإلكتروني من { $org }؟
unsubscribe-button = إلغاء الاشتراك
unsubscribe-done = تم إلغاء الاشتراك
unsubscribe-done-description = تم إلغاء اشتراكك.
unsubscribe-done-all = لن تصلك بعد الآن أي رسائل بريد إلكتروني من هذه اللوحة.
unsubscribe-done-post = لن تصلك بعد الآن أي رسائل بريد إلكتروني بشأن هذا المنشور.
unsubscribe-back = العودة إلى اللوحة
unsubscribe-settings = إعدادات البريد الإلكتروني الخاصة بك

## The roadmap (/{org}/roadmap)

roadmap-loading = جارٍ تحميل خارطة الطريق…
roadmap-load-failed = تعذّر تحميل خارطة الطريق
roadmap-page-title = خارطة الطريق · { $org }
roadmap-description = ما تخطّط له { $org }، وما تعمل عليه، وما أنجزته، انطلاقًا من الأفكار المطروحة في لوحة اقتراحاتها.
roadmap-lede = ما نخطّط له، وما نعمل على تطويره، وما أصبح متاحًا.
roadmap-filter = تصفية خارطة الطريق حسب اللوحة
roadmap-all-boards = كل اللوحات
roadmap-column-empty = لا شيء هنا بعد.
roadmap-card-votes = { $count ->
    [zero] لا أصوات
    [one] صوت واحد
    [two] صوتان
    [few] { $count } أصوات
    [many] { $count } صوتًا
   *[other] { $count } صوت
}
roadmap-named-title = { $name } · { $org }
roadmap-named-description = { $name }: ما تخطّط له { $org }، وما تعمل عليه، وما أنجزته.
roadmap-hidden-note = خارطة الطريق هذه مخفية: لا يراها إلا فريقك.
roadmap-completed-recent = { $days ->
    [zero] مكتمل: منشورات آخر { $days } يوم.
    [one] مكتمل: منشورات آخر يوم.
    [two] مكتمل: منشورات آخر يومين.
    [few] مكتمل: منشورات آخر { $days } أيام.
    [many] مكتمل: منشورات آخر { $days } يومًا.
   *[other] مكتمل: منشورات آخر { $days } يوم.
}
roadmap-column-empty-recent = { $days ->
    [zero] لم يكتمل شيء خلال آخر { $days } يوم.
    [one] لم يكتمل شيء خلال آخر يوم.
    [two] لم يكتمل شيء خلال آخر يومين.
    [few] لم يكتمل شيء خلال آخر { $days } أيام.
    [many] لم يكتمل شيء خلال آخر { $days } يومًا.
   *[other] لم يكتمل شيء خلال آخر { $days } يوم.
}

## The changelog (/{org}/changelog)

changelog-loading = جارٍ تحميل سجل التغييرات…
changelog-load-failed = تعذّر تحميل سجل التغييرات
# $entry: the entry's title.
changelog-entry-title = { $entry } · سجل التغييرات · { $org }
changelog-page-title = سجل التغييرات · { $org }
changelog-page-title-paged = سجل التغييرات، الصفحة { $page } · { $org }
changelog-description = ما أصدرته { $org }، الأحدث أولًا.
changelog-feed-title = سجل تغييرات { $org }
changelog-all = كل التغييرات
changelog-lede = ما أصدرناه.
changelog-follow = المتابعة عبر قارئ موجزات (Atom)
changelog-empty = لم يُعلَن عن أي شيء بعد.
changelog-changes = التغييرات
changelog-pages = صفحات سجل التغييرات
changelog-newer = → الأحدث
changelog-older = الأقدم ←
changelog-shipped = متاح الآن

## The front page (/)

home-title = لوحات الاقتراحات
home-description = لوحات الاقتراحات وخرائط الطريق العامة المستضافة هنا.
home-loading = جارٍ التحميل…
# $create and $demo: two commands, in this order.
home-empty = لا توجد أي مؤسسة بعد. يمكن إنشاء واحدة باستخدام { $create }، أو تجربة العرض التوضيحي باستخدام { $demo }.
home-error = حدث خطأ ما
me-language = اللغة
me-language-label = لغة صفحاتك ورسائل بريدك الإلكتروني
me-language-auto = تلقائية (لغة متصفحك)
me-language-hint = يتبع الخيار التلقائي لغة متصفحك، وإلا فلغة اللوحة نفسها. ويمكن تغييرها أيضًا من مبدّل اللغة في تذييل الصفحة.
me-language-save = حفظ اللغة
signin-forgot = هل نسيت كلمة المرور؟
forgot-title = إعادة تعيين كلمة المرور
forgot-description = احصل على رسالة بريد إلكتروني فيها رابط لتعيين كلمة مرور جديدة.
forgot-intro = أدخل عنوان البريد الإلكتروني لحسابك. سنرسل إليه رابطًا لتعيين كلمة مرور جديدة؛ يعمل الرابط مرة واحدة، لمدة 30 دقيقة.
forgot-submit = أرسل لي رابطًا
forgot-sent = إن كان هناك حساب يستخدم هذا العنوان، فرسالة فيها رابط في طريقها إليه. ابحث في صندوق الوارد وفي مجلد الرسائل غير المرغوب فيها.
forgot-back = العودة إلى تسجيل الدخول
signin-link-sent = إن كان هناك حساب يستخدم هذا العنوان، فرسالة فيها رابط لتسجيل الدخول في طريقها إليه. يعمل الرابط مرة واحدة، لمدة 30 دقيقة.
signin-link-or = أو سجّل الدخول برابط عبر البريد الإلكتروني
signin-link-heading = سجّل الدخول برابط عبر البريد الإلكتروني
signin-link-hint = نرسل إليك رابطًا يسجّل دخولك مرة واحدة، بلا كلمة مرور.
signin-link-submit = أرسل لي رابط تسجيل الدخول
signup-link-hint = نرسل إليك رابطًا يسجّل دخولك؛ لا حاجة إلى كلمة مرور.
me-two-factor = تسجيل الدخول بخطوتين
me-two-factor-link = إعداد تسجيل الدخول بخطوتين أو إيقافه
verify-notice = أكّد عنوان بريدك الإلكتروني: تُحتسب منشوراتك وتعليقاتك وأصواتك حين تفعل. أرسلنا رابطًا إلى { $email }.
verify-send-again = أرسل الرابط مجددًا
verify-sent = رابط جديد في طريقه إلى { $email }. يعمل مرة واحدة، لمدة يوم.
post-awaiting-address = بانتظار أن يؤكد كاتبه عنوان بريده الإلكتروني
me-vote-held = يُحتسب حين تؤكد عنوان بريدك الإلكتروني
post-value-line = طلبتها { $companies } شركة ({ $names })؛ الإيراد الشهري وراءها ({ $measure }): { $revenue }
post-value-sum = المجموع
post-value-average = المتوسط
post-value-max = الأكبر
post-value-none = لا توجد شركة بين المؤيدين بعد.
post-impact = أثر RICE
post-impact-massive = هائل (3)
post-impact-high = مرتفع (2)
post-impact-medium = متوسط (1)
post-impact-low = منخفض (0.5)
post-impact-minimal = ضئيل (0.25)
post-confidence = ثقة RICE
post-confidence-high = مرتفعة (100٪)
post-confidence-medium = متوسطة (80٪)
post-confidence-low = منخفضة (50٪)
post-effort = جهد RICE بأشهر العمل
post-not-estimated = غير مقدَّر
post-save-estimates = احفظ التقديرات
me-tokens = رموز الوصول
me-tokens-link = رموز الوصول الشخصية لمساعدي الذكاء الاصطناعي (MCP)
