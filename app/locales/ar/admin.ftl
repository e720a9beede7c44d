# The team's admin area (/{org}/admin/…): the frame around every admin page, then each page.

## The frame: sections, titles, failures, dates.

admin-loading = جارٍ التحميل…
admin-sections = أقسام الإدارة
admin-section-overview = نظرة عامة
admin-section-moderation = المراجعة
admin-section-statuses = الحالات
admin-section-roadmaps = خرائط الطريق
admin-section-tags = الوسوم
admin-section-boards = اللوحات
admin-section-customers = العملاء
admin-section-team = الفريق
admin-section-settings = الإعدادات
admin-section-webhooks = خطافات الويب
admin-section-changelog = سجل التغييرات
admin-section-audit = سجل التدقيق
# The browser tab's title: the page's title, then the organization's name.
admin-page-title = { $title } · الإدارة · { $org }
admin-invalid-address = يطلب هذا العنوان شيئًا غير معروف
admin-load-failed = تعذّر تحميل هذه الصفحة
# A date and time: $day is the calendar day in the reader's language, $time the hour and
# minute (24-hour clock) in UTC.
admin-when = { $day }، { $time } UTC
# The number of a page in a list that is paged.
admin-page = الصفحة { $page }

## A secret shown once (API key, SSO secret, webhook signing secret).

admin-secret-hint = يُرجى نسخه الآن: فهو لا يُعرض إلا هذه المرة، ولا يُخزَّن.
admin-secret-copy = نسخ
admin-secret-copied = تم النسخ
# Said to screen readers once the secret is copied.
admin-secret-copied-status = تم النسخ إلى الحافظة

## Overview

admin-overview-title = نظرة عامة
admin-overview-description = ما ينتظر الفريق، وما جرى مؤخرًا، وما هو رائج.
admin-overview-waiting = بانتظار الفريق
# After the number, shown in bold before it.
admin-overview-posts-to-approve = { $count ->
    [zero] منشور بانتظار الموافقة
    [one] منشور بانتظار الموافقة
    [two] منشوران بانتظار الموافقة
    [few] منشورات بانتظار الموافقة
    [many] منشورًا بانتظار الموافقة
   *[other] منشور بانتظار الموافقة
}
# After the number, shown in bold before it.
admin-overview-comments-to-approve = { $count ->
    [zero] تعليق بانتظار الموافقة
    [one] تعليق بانتظار الموافقة
    [two] تعليقان بانتظار الموافقة
    [few] تعليقات بانتظار الموافقة
    [many] تعليقًا بانتظار الموافقة
   *[other] تعليق بانتظار الموافقة
}
admin-overview-lately = مؤخرًا
admin-overview-period = الفترة
admin-overview-new-posts = المنشورات الجديدة
admin-overview-votes = الأصوات
admin-overview-comments = التعليقات
admin-overview-last-days = { $count ->
    [zero] آخر { $count } يوم
    [one] آخر يوم
    [two] آخر يومين
    [few] آخر { $count } أيام
    [many] آخر { $count } يومًا
   *[other] آخر { $count } يوم
}
admin-overview-per-day = المنشورات والأصوات يوميًا
admin-overview-trending = الرائج
admin-overview-no-trending = لا توجد منشورات معتمدة بعد.
# After a trending post's title: its status, votes and comments.
admin-overview-trending-facts = · { $status } · { $votes ->
        [zero] لا أصوات
        [one] صوت واحد
        [two] صوتان
        [few] { $votes } أصوات
        [many] { $votes } صوتًا
       *[other] { $votes } صوت
    } · { $comments ->
        [zero] لا تعليقات
        [one] تعليق واحد
        [two] تعليقان
        [few] { $comments } تعليقات
        [many] { $comments } تعليقًا
       *[other] { $comments } تعليق
    }
admin-overview-chart-title = المنشورات والأصوات يوميًا، آخر 30 يومًا
# The chart's text alternative; $first and $last are days, $most the busiest day's count.
admin-overview-chart-summary = { $posts ->
        [zero] لا منشورات
        [one] منشور واحد
        [two] منشوران
        [few] { $posts } منشورات
        [many] { $posts } منشورًا
       *[other] { $posts } منشور
    } و{ $votes ->
        [zero] لا أصوات
        [one] صوت واحد
        [two] صوتان
        [few] { $votes } أصوات
        [many] { $votes } صوتًا
       *[other] { $votes } صوت
    } من { $first } إلى { $last }؛ وبلغ أعلى عدد لأيٍّ منهما في يوم واحد { $most }.
admin-overview-legend-votes = الأصوات (أعمدة)
admin-overview-legend-posts = المنشورات الجديدة (خط)
admin-overview-numbers-per-day = الأرقام اليومية
admin-overview-day = اليوم

## Moderation

admin-moderation-title = المراجعة
admin-moderation-description = المنشورات والتعليقات التي تنتظر الموافقة، الأقدم أولًا.
admin-moderation-pages = صفحات قائمة المراجعة
admin-moderation-older-page = الصفحة الأقدم
admin-moderation-next-page = الصفحة التالية
# A button; $names are the people who wrote what was just marked as spam.
admin-moderation-also-block = حظر { $names } أيضًا
admin-moderation-empty = لا شيء بالانتظار
admin-moderation-empty-hint = تظهر هنا المنشورات والتعليقات الجديدة التي تحتاج إلى موافقة، الأقدم أولًا.
admin-moderation-posts = المنشورات ({ $count })
admin-moderation-no-posts = لا منشورات بالانتظار.
admin-moderation-choose = تحديد
admin-moderation-post = المنشور
admin-moderation-author = الكاتب
admin-moderation-board = اللوحة
admin-moderation-submitted = تاريخ الإرسال
admin-moderation-decision = القرار
admin-moderation-choose-post = تحديد «{ $title }»
admin-moderation-approve = موافقة
admin-moderation-approve-post = الموافقة على «{ $title }»
admin-moderation-spam = مزعج
admin-moderation-spam-post = اعتبار «{ $title }» محتوًى مزعجًا
admin-moderation-blocked = محظور
admin-moderation-comments = التعليقات ({ $count })
admin-moderation-no-comments = لا تعليقات بالانتظار.
admin-moderation-comment = التعليق
# The post a comment was written on.
admin-moderation-on = على المنشور
admin-moderation-written = تاريخ الكتابة
admin-moderation-choose-comment = تحديد تعليق { $author }
admin-moderation-approve-comment = الموافقة على تعليق { $author }
admin-moderation-spam-comment = اعتبار تعليق { $author } محتوًى مزعجًا
admin-moderation-with-chosen = العناصر المحددة
admin-moderation-approve-chosen = الموافقة على المحدد
admin-moderation-spam-chosen = اعتبار المحدد محتوًى مزعجًا
admin-moderation-block-authors = حظر كتّابها أيضًا

## Statuses

admin-statuses-title = الحالات
admin-statuses-description = حالات المنشورات، بالترتيب الذي تعرضها به اللوحة وخارطة الطريق.
admin-statuses-lede = تعرض المنشورات هذه الحالات بهذا الترتيب؛ ولكل حالة تظهر في خارطة الطريق عمود فيها. وتظهر التغييرات فورًا في اللوحة وخارطة الطريق وواجهة API.
admin-statuses-list = الحالات
admin-statuses-kind-under-review = قيد المراجعة
admin-statuses-kind-planned = مُخطَّط له
admin-statuses-kind-in-progress = قيد التنفيذ
admin-statuses-kind-completed = مكتمل
admin-statuses-kind-closed = مغلق
admin-statuses-default = افتراضية
admin-statuses-on-roadmap = في خارطة الطريق
admin-statuses-label = التسمية
admin-statuses-colour = اللون
admin-statuses-kind = النوع
admin-statuses-save = حفظ
admin-statuses-save-named = حفظ «{ $name }»
admin-statuses-move-up = نقل لأعلى
admin-statuses-move-up-named = نقل «{ $name }» لأعلى
admin-statuses-move-down = نقل لأسفل
admin-statuses-move-down-named = نقل «{ $name }» لأسفل
admin-statuses-make-default = تعيين كافتراضية
admin-statuses-make-default-named = تعيين «{ $name }» كافتراضية
admin-statuses-make-default-hint = تُمنح المنشورات الجديدة هذه الحالة
# Opens the form that deletes the status.
admin-statuses-delete-summary = حذف «{ $name }»…
admin-statuses-move-posts-to = نقل منشوراتها إلى
admin-statuses-choose = اختيار حالة
admin-statuses-delete = حذف
admin-statuses-delete-named = حذف «{ $name }»
admin-statuses-new = حالة جديدة
admin-statuses-create = إنشاء الحالة

## Tags

admin-tags-title = الوسوم
admin-tags-description = تسميات يضعها الفريق على المنشورات؛ ويمكن تصفية اللوحة وواجهة API بحسبها.
admin-tags-lede = يَسِم الفريق المنشورات من صفحاتها؛ ويمكن لأي شخص تصفية اللوحة بحسب وسم. وحذف الوسم يزيله عن منشوراته.
admin-tags-empty = لا توجد وسوم بعد.
admin-tags-list = الوسوم
admin-tags-name = الاسم
admin-tags-colour = اللون
admin-tags-save = حفظ
admin-tags-save-named = حفظ «{ $name }»
admin-tags-delete = حذف
admin-tags-delete-named = حذف «{ $name }»
admin-tags-new = وسم جديد
admin-tags-create = إنشاء الوسم

## Boards

admin-boards-title = اللوحات
admin-boards-description = اللوحات التي تضم منشورات المؤسسة.
# ALLOW-PRIVATE is the name of an API header: keep it as it is.
admin-boards-lede = تضم اللوحات المنشورات. ولا يرى اللوحات الخاصة إلا الفريق (وواجهة API مع ALLOW-PRIVATE)؛ وتذهب المنشورات التي لا تحدد لوحة إلى اللوحة الافتراضية.
admin-boards-list = اللوحات
admin-boards-default = افتراضية
admin-boards-private = خاصة
admin-boards-name = الاسم
admin-boards-private-label = خاصة (لا يراها إلا الفريق)
admin-boards-default-public = تستقبل اللوحة الافتراضية منشورات الجميع، لذا تبقى عامة.
admin-boards-save = حفظ
admin-boards-save-named = حفظ «{ $name }»
admin-boards-move-up = نقل لأعلى
admin-boards-move-up-named = نقل «{ $name }» لأعلى
admin-boards-move-down = نقل لأسفل
admin-boards-move-down-named = نقل «{ $name }» لأسفل
admin-boards-make-default = تعيين كافتراضية
admin-boards-make-default-named = تعيين «{ $name }» كافتراضية
admin-boards-make-default-hint = تذهب إلى هنا المنشورات التي لا تحدد لوحة
# Opens the form that deletes the board.
admin-boards-delete-summary = حذف «{ $name }»…
admin-boards-move-posts-to = نقل منشوراتها إلى
admin-boards-choose = اختيار لوحة
admin-boards-delete = حذف
admin-boards-delete-named = حذف «{ $name }»
admin-boards-new = لوحة جديدة
admin-boards-create = إنشاء اللوحة

## Customers (the list, and one customer)

admin-customers-title = العملاء
admin-customers-description = عملاء المؤسسة: البحث والتسميات والتمييز بنجمة والحظر، والتصدير والاستيراد بصيغة CSV.
admin-customers-star = تمييز بنجمة
admin-customers-star-named = تمييز { $name } بنجمة
admin-customers-unstar = إزالة النجمة
admin-customers-unstar-named = إزالة النجمة عن { $name }
admin-customers-block = حظر
admin-customers-block-named = حظر { $name }
admin-customers-unblock = إلغاء الحظر
admin-customers-unblock-named = إلغاء حظر { $name }
admin-customers-pages = صفحات العملاء
admin-customers-newer = الأحدث
admin-customers-older = الأقدم
admin-customers-find = البحث عن العملاء
admin-customers-q = يبدأ الاسم أو البريد الإلكتروني بـ
admin-customers-label = التسمية
admin-customers-any-label = أي تسمية
admin-customers-show = عرض
admin-customers-no-match = لا يوجد عميل مطابق.
admin-customers-name = الاسم
admin-customers-email = البريد الإلكتروني
admin-customers-labels = التسميات
admin-customers-posts = المنشورات
admin-customers-votes = الأصوات
admin-customers-comments = التعليقات
admin-customers-since = تاريخ الانضمام
admin-customers-actions = الإجراءات
admin-customers-starred = مميّز بنجمة
admin-customers-blocked = محظور
admin-customers-transfer = التصدير والاستيراد
admin-customers-export = تصدير كل العملاء بصيغة CSV
admin-customers-import-file = ملف CSV للاستيراد
admin-customers-import = استيراد
# email, name, labels, starred, blocked, true and false are what the CSV file must say: keep them as they are.
admin-customers-import-hint = صف ترويسة بالأعمدة: email (إلزامي)، name، labels (مفصولة بـ ;)، starred، blocked (true أو false)؛ وبحد أقصى 1000 صف. تُحدَّث عناوين البريد الإلكتروني الموجودة ولا تُكرَّر أبدًا؛ وتُدرَج الصفوف التي فيها أخطاء، وتُستورد الصفوف الأخرى.
admin-customers-import-errors = الصفوف التي لم تُستورد
admin-customers-none-yet = لا شيء بعد.
# After a post's title in a customer's activity: what (a post's state, a vote's kind, a comment's first words), and when.
admin-customers-activity = · { $what } · { $at }
admin-customers-what-approved = موافق عليه
admin-customers-what-pending = بانتظار الموافقة
admin-customers-what-hidden = مخفي
admin-customers-what-upvote = تصويت مؤيد
admin-customers-what-downvote = تصويت معارض
admin-customer-description = عميل مع منشوراته وأصواته وتعليقاته.
admin-customer-all = → كل العملاء
admin-customer-counts-label = المنشورات، الأصوات، التعليقات
admin-customer-counts = { $posts }، { $votes }، { $comments }
admin-customer-standing = الوضع
admin-customer-standing-blocked = محظور: لا يمكنه النشر أو التصويت أو التعليق
admin-customer-standing-starred = مميّز بنجمة
admin-customer-standing-regular = عادي
admin-customer-labels = التسميات (مفصولة بفواصل)
admin-customer-save-labels = حفظ التسميات

## Team

admin-team-title = الفريق
admin-team-description = من يدير اللوحة، وبأي دور.
admin-team-lede = يمكن للمسؤولين فعل كل شيء؛ ويراجع الأعضاء المنشورات والتعليقات ويديرون الحالات والوسوم؛ ويدير مديرو نجاح العملاء العملاءَ أيضًا.
admin-team-role-admin = مسؤول
admin-team-role-member = عضو
admin-team-role-csm = نجاح العملاء
admin-team-name = الاسم
admin-team-email = البريد الإلكتروني
admin-team-role = الدور
admin-team-since = تاريخ الانضمام
admin-team-remove = إزالة
# The reader's own row.
admin-team-you = { $name } (أنت)
admin-team-role-of = دور { $name }
admin-team-save = حفظ
admin-team-save-role-of = حفظ دور { $name }
admin-team-remove-named = إزالة { $name } من الفريق
admin-team-add-someone = إضافة شخص
admin-team-new-name = الاسم (لشخص جديد)
admin-team-add = إضافة إلى الفريق
admin-team-add-hint = يحصل الشخص الجديد على حساب بهذا البريد الإلكتروني. ويتلقى كل من يُضاف دعوة بالبريد الإلكتروني فيها رابط تسجيل دخول يُستخدم مرة واحدة ويعمل 7 أيام.

## Settings

admin-settings-title = الإعدادات
admin-settings-description = الملف التعريفي للمؤسسة، وقواعد المراجعة، ومفتاح API، وسر الدخول الموحد (SSO).
admin-settings-profile = الملف التعريفي
admin-settings-display-name = الاسم المعروض
admin-settings-org-description = الوصف
admin-settings-website = الموقع الإلكتروني
admin-settings-time-zone = المنطقة الزمنية
admin-settings-time-zone-hint = تعرض نقاط النهاية في الجيل الأول من واجهة API الأوقات بهذه المنطقة الزمنية.
admin-settings-save-profile = حفظ الملف التعريفي
admin-settings-logo = الشعار
admin-settings-logo-current = الشعار الحالي
admin-settings-logo-remove = إزالة الشعار
admin-settings-logo-none = لا يوجد شعار بعد.
admin-settings-logo-new = شعار جديد (PNG أو JPEG أو GIF، بحد أقصى 10 ميغابايت)
admin-settings-logo-upload = رفع الشعار
admin-settings-moderation = المراجعة
admin-settings-require-approval = تنتظر المنشورات الجديدة من العملاء الموافقة
admin-settings-require-comment-approval = تنتظر التعليقات الجديدة من العملاء الموافقة
admin-settings-trust = الوثوق بالعميل بعد هذا العدد من المنشورات المعتمدة
admin-settings-trust-hint = تتجاوز منشورات العميل الموثوق وتعليقاته قائمة المراجعة. 0: أبدًا.
admin-settings-save-moderation = حفظ إعدادات المراجعة
admin-settings-advanced = إعدادات متقدمة
admin-settings-never = لم يحدث قط
admin-settings-api-key = مفتاح API
# The text around a link to the API's reference: before it (up to the opening parenthesis), the link, after it.
admin-settings-api-key-text-start = يتيح المفتاح للأنظمة الأخرى الوصول إلى هذه المؤسسة عبر واجهة REST API (
admin-settings-api-key-reference = المرجع
admin-settings-api-key-text-end = ). ولا يُعرض إلا مرة واحدة عند توليده؛ وتوليد مفتاح جديد يُلغي المفتاح الحالي فورًا.
admin-settings-api-key-generated = تاريخ التوليد
admin-settings-api-key-unknown = غير معروف
admin-settings-api-key-none = لا يوجد مفتاح بعد
admin-settings-api-key-last-used = آخر استخدام
admin-settings-api-key-new = مفتاح API الجديد
admin-settings-api-key-generate = توليد
admin-settings-sso = سر الدخول الموحد (SSO)
admin-settings-sso-text = يسجّل موقعك الخاص دخول مستخدميه هنا برمز مميز موقَّع بهذا السر (HS256). وتدويره يُبطل فورًا كل رمز موقَّع بالسر القديم.
admin-settings-sso-secret = السر
admin-settings-sso-rotated = آخر تدوير
admin-settings-sso-new = سر الدخول الموحد (SSO) الجديد
admin-settings-sso-rotate = تدوير
admin-settings-sso-example = مثال: توقيع رمز مميز
# Comments in a JavaScript example; $path is an address.
admin-settings-sso-example-sign = Node.js: تسجيل دخول مستخدم إلى { $path } بسر الدخول الموحد (HS256)
admin-settings-sso-example-send = توجيه المتصفح إلى:

## Webhooks

admin-webhooks-title = خطافات الويب
admin-webhooks-description = نقاط نهاية تُبلَّغ بكل منشور وصوت وتعليق، مع التوقيع وإعادة المحاولة.
# The introduction is in parts around markup: this part, then the three header names in parentheses.
admin-webhooks-lede-signed = يُرسَل كل حدث بصيغة JSON إلى نقاط النهاية التي تطلبه، موقَّعًا وفق مواصفة Standard Webhooks (الترويسات
admin-webhooks-lede-retries = يُعاد إرسال التسليم الفاشل بعد 10 ثوانٍ، ثم بعد دقيقة، و10 دقائق، وساعة، و6 ساعات، ويوم؛ وتُوقَف نقطة النهاية التي تظل تفشل طوال 3 أيام.
# A link at the end of the introduction.
admin-webhooks-lede-verify = كيفية التحقق من عملية تسليم
admin-webhooks-secret = سر التوقيع الخاص بنقطة النهاية
admin-webhooks-secret-hint = يُرجى نسخه الآن: فهو لا يُعرض إلا هذه المرة. ويمكن تدويره للحصول على سر جديد.
admin-webhooks-empty = لا توجد خطافات ويب بعد.
admin-webhooks-list = خطافات الويب
admin-webhooks-new = خطاف ويب جديد
admin-webhooks-url = عنوان URL
admin-webhooks-url-hint = عنوان https على الإنترنت؛ وتُرفض عناوين الشبكات الخاصة.
admin-webhooks-events = الأحداث
admin-webhooks-add = إضافة خطاف الويب
admin-webhooks-state = الحالة
admin-webhooks-state-on = يعمل
admin-webhooks-state-off = متوقف
admin-webhooks-state-failing = يعمل، ويفشل منذ { $since }
admin-webhooks-added = تاريخ الإضافة
admin-webhooks-test = إرسال حدث تجريبي
admin-webhooks-test-named = إرسال حدث تجريبي إلى { $url }
admin-webhooks-rotate = تدوير السر
admin-webhooks-rotate-named = تدوير سر { $url }
admin-webhooks-turn-off = إيقاف
admin-webhooks-turn-off-named = إيقاف { $url }
admin-webhooks-turn-on = تشغيل
admin-webhooks-turn-on-named = تشغيل { $url }
admin-webhooks-delete = حذف
admin-webhooks-delete-named = حذف { $url }
admin-webhooks-latest = أحدث عمليات التسليم إلى { $url }
admin-webhooks-event = الحدث
admin-webhooks-last-attempt = آخر محاولة
admin-webhooks-answer = الاستجابة
admin-webhooks-actions = الإجراءات
admin-webhooks-no-deliveries = لم يُسلَّم شيء بعد.
admin-webhooks-delivered = { $count ->
    [zero] تم التسليم (دون محاولات)
    [one] تم التسليم (محاولة واحدة)
    [two] تم التسليم (محاولتان)
    [few] تم التسليم ({ $count } محاولات)
    [many] تم التسليم ({ $count } محاولةً)
   *[other] تم التسليم ({ $count } محاولة)
}
admin-webhooks-failed = { $count ->
    [zero] فشل دون أي محاولة
    [one] فشل بعد محاولة واحدة
    [two] فشل بعد محاولتين
    [few] فشل بعد { $count } محاولات
    [many] فشل بعد { $count } محاولةً
   *[other] فشل بعد { $count } محاولة
}
admin-webhooks-retrying = إعادة المحاولة في { $at } (المحاولات حتى الآن: { $count })
admin-webhooks-waiting = في الانتظار
admin-webhooks-no-answer = لا استجابة
# The last attempt: when, how long it took, and what came of it.
admin-webhooks-attempt = { $at }، { $ms } ملّي ثانية: { $outcome }
admin-webhooks-not-yet = لم تتم بعد
admin-webhooks-resend = إعادة الإرسال
# $event is the event's type (post.created), $id its identifier.
admin-webhooks-resend-named = إعادة إرسال { $event } { $id }

## Changelog

admin-changelog-title = سجل التغييرات
admin-changelog-description = إخبار القرّاء بما صدر: إدخالات بصيغة Markdown، يذكر كلٌّ منها المنشورات التي صدرت فيه.
# The introduction is in parts around two links: the start, the first link, "and in", the second link, the end.
admin-changelog-lede-start = تظهر الإدخالات المنشورة في
admin-changelog-lede-changelog = سجل التغييرات
admin-changelog-lede-and = وفي
admin-changelog-lede-feed = موجز Atom الخاص به
admin-changelog-lede-end = ؛ وتحمل المنشورات التي تذكرها عبارة «صدر في …». وعند نشر الإدخال أول مرة، تصل رسالة بريد إلكتروني واحدة إلى كل من يتابع منشوراته.
admin-changelog-new = إدخال جديد
admin-changelog-save-draft = حفظ المسودة
admin-changelog-publish = نشر
admin-changelog-publish-named = نشر «{ $title }»
admin-changelog-entries = الإدخالات
admin-changelog-empty = لا توجد إدخالات بعد.
admin-changelog-list = إدخالات سجل التغييرات
admin-changelog-pages = صفحات الإدخالات
admin-changelog-newer = الأحدث
admin-changelog-older = الأقدم
admin-changelog-state = الحالة
admin-changelog-state-published = نُشر في { $at }
admin-changelog-state-draft-again = مسودة مجددًا (نُشر أول مرة في { $at })
admin-changelog-state-draft = مسودة
admin-changelog-last-changed = آخر تعديل
admin-changelog-view = عرض «{ $title }» في سجل التغييرات
admin-changelog-edit-named = تعديل «{ $title }»
admin-changelog-save = حفظ
admin-changelog-save-named = حفظ «{ $title }»
admin-changelog-unpublish = إعادة إلى المسودات
admin-changelog-unpublish-named = إعادة «{ $title }» إلى المسودات
admin-changelog-delete = حذف
admin-changelog-delete-named = حذف «{ $title }»
admin-changelog-complete = عند النشر، نقل منشوراته إلى «مكتمل»
# A post that can be chosen, with its status.
admin-changelog-post-status = { $title } ({ $status })
admin-changelog-field-title = العنوان
admin-changelog-field-text = النص
# Markdown's syntax (** _ [](…)) stays as it is.
admin-changelog-markdown-hint = Markdown: **غامق**، _مائل_، [روابط](https://…)، قوائم، عناوين.
admin-changelog-posts = المنشورات التي صدرت فيه
admin-changelog-other-posts = منشورات أخرى: روابطها أو أرقامها، واحد في كل سطر

## Audit log

admin-audit-title = سجل التدقيق
admin-audit-description = كل إجراءات الفريق في منطقة الإدارة، الأحدث أولًا.
admin-audit-pages = صفحات سجل التدقيق
admin-audit-newer = الأحدث
admin-audit-older = الأقدم
admin-audit-filter = تصفية سجل التدقيق
admin-audit-person = الشخص
admin-audit-everyone = الجميع
admin-audit-kind = النوع
admin-audit-every-kind = كل الأنواع
admin-audit-show = عرض
admin-audit-empty = لم يُسجَّل شيء هنا بعد.
admin-audit-when = الوقت
admin-audit-who = المنفّذ
admin-audit-what = الإجراء
admin-audit-target = الهدف
admin-audit-details = التفاصيل
admin-settings-default-language = اللغة الافتراضية
admin-settings-default-language-hint = للقرّاء الذين لا تطلب متصفحاتهم أيًّا من لغات upboard، ولرسائل البريد الإلكتروني الموجّهة إلى من لم يختاروا أي لغة.

## The audit log's kinds of action (their codes: post.approved → audit-post-approved)

audit-post-approved = الموافقة على منشور
audit-post-marked-spam = اعتبار منشور محتوًى مزعجًا
audit-post-merged = دمج منشور في منشور آخر
audit-post-unmerged = إلغاء دمج منشور
audit-post-tags-changed = تغيير وسوم منشور
audit-post-owner-changed = تغيير المكلَّف بمنشور
audit-post-estimated = تقدير منشور (RICE)
audit-post-status-changed = تغيير حالة منشور
audit-vote-cast-for-customer = التصويت نيابةً عن عميل
audit-comment-approved = الموافقة على تعليق
audit-comment-marked-spam = اعتبار تعليق محتوًى مزعجًا
audit-user-blocked = حظر عميل
audit-user-unblocked = إلغاء حظر عميل
audit-customer-changed = تعديل بيانات عميل
audit-customers-exported = تصدير العملاء
audit-customers-imported = استيراد عملاء
audit-team-added = إضافة عضو إلى الفريق
audit-team-role-changed = تغيير دور عضو في الفريق
audit-team-removed = إزالة عضو من الفريق
audit-status-created = إنشاء حالة
audit-status-changed = تعديل حالة
audit-status-moved = تغيير ترتيب حالة
audit-status-deleted = حذف حالة
audit-tag-created = إنشاء وسم
audit-tag-changed = تعديل وسم
audit-tag-deleted = حذف وسم
audit-board-created = إنشاء لوحة
audit-board-changed = تعديل لوحة
audit-board-moved = تغيير ترتيب لوحة
audit-board-deleted = حذف لوحة
audit-settings-changed = تعديل الإعدادات
audit-api-key-generated = توليد مفتاح API جديد
audit-sso-secret-rotated = تدوير سر الدخول الموحد (SSO)
audit-webhook-created = إضافة خطاف ويب
audit-webhook-deleted = حذف خطاف ويب
audit-webhook-secret-rotated = تدوير سر خطاف ويب
audit-changelog-created = كتابة إدخال في سجل التغييرات
audit-changelog-changed = تعديل إدخال في سجل التغييرات
audit-changelog-published = نشر إدخال في سجل التغييرات
audit-changelog-deleted = حذف إدخال من سجل التغييرات
audit-roadmap-settings-changed = تعديل خارطة الطريق الرئيسية
audit-roadmap-created = إنشاء خارطة طريق
audit-roadmap-changed = تعديل خارطة طريق
audit-roadmap-moved = تغيير ترتيب خارطة طريق
audit-roadmap-deleted = حذف خارطة طريق
audit-access-token-created = إنشاء رمز وصول شخصي
audit-access-token-revoked = إلغاء رمز وصول شخصي
audit-slack-connected = ربط قناة Slack
audit-slack-disconnected = فصل قناة Slack
audit-tracker-connected = ربط مستودع GitHub أو فريق Linear
audit-tracker-disconnected = فصل مستودع GitHub أو فريق Linear
audit-issue-linked = ربط منشور بتذكرة
audit-issue-unlinked = إلغاء ربط منشور بتذكرة
audit-import-started = بدء استيراد من لوحة أخرى

## The roadmaps page
admin-roadmaps-title = خرائط الطريق
admin-roadmaps-description = اختيار أعمدة كل خارطة طريق ولوحاتها ووسومها.
admin-roadmaps-lede = أعمدة خارطة الطريق هي حالات: تُرقَّم 1، 2، 3… بالترتيب الذي تظهر به، وتُترك الحالة فارغة لاستبعادها.
admin-roadmaps-main = خارطة الطريق الرئيسية
admin-roadmaps-save-main = حفظ خارطة الطريق الرئيسية
admin-roadmaps-named = خرائط طريق أخرى
admin-roadmaps-named-hint = لكل منها عنوان خاص بها ورابط في شريط التنقل: واحدة لكل ربع سنة أو لكل مجال من مجالات المنتج، مثلًا.
admin-roadmaps-none = لا توجد خرائط طريق أخرى بعد.
admin-roadmaps-new = خارطة طريق جديدة
admin-roadmaps-create = إنشاء خارطة الطريق
admin-roadmaps-name = الاسم
admin-roadmaps-columns = الأعمدة
admin-roadmaps-columns-hint = 1 هو العمود الأول؛ والحالة المتروكة فارغة لا تظهر.
admin-roadmaps-completed-days = المنشورات المكتملة خلال الأيام الـ… الأخيرة
admin-roadmaps-completed-days-hint = يُترك فارغًا لعرض كل المنشورات المكتملة.
admin-roadmaps-hidden = إخفاء خارطة الطريق هذه (لا يراها إلا الفريق)
admin-roadmaps-hidden-badge = مخفية
admin-roadmaps-boards = اللوحات
admin-roadmaps-boards-hint = منشورات هذه اللوحات فقط؛ وإن لم تُحدَّد أي لوحة: كل اللوحات العامة.
admin-roadmaps-tags = الوسوم
admin-roadmaps-tags-hint = المنشورات التي تحمل أيًّا من هذه الوسوم فقط؛ وإن لم يُحدَّد أي وسم: المنشورات ذات الوسوم أيًّا كانت أو بلا وسوم.
admin-roadmaps-save = حفظ
admin-roadmaps-save-named = حفظ «{ $name }»
admin-roadmaps-move-up-named = نقل «{ $name }» لأعلى
admin-roadmaps-move-down-named = نقل «{ $name }» لأسفل
admin-roadmaps-delete-summary = حذف «{ $name }»…
admin-roadmaps-delete-hint = تبقى منشوراتها كما هي؛ ولا تُحذف إلا خارطة الطريق.
admin-roadmaps-delete = حذف خارطة الطريق
admin-roadmaps-delete-named = حذف خارطة الطريق «{ $name }»

## What a new organization starts with (`upboard org create --language`): data, renamed at will
new-org-board = طلبات الميزات
new-org-status-submitted = مُرسَل
new-org-status-under-review = قيد المراجعة
new-org-status-planned = مُخطَّط له
new-org-status-in-progress = قيد التنفيذ
new-org-status-completed = مكتمل
new-org-status-closed = مغلق
admin-settings-sign-in = تسجيل الدخول
admin-settings-sign-in-with = يسجّل الناس الدخول إلى هذه اللوحة بـ
admin-settings-sign-in-password = كلمة مرور
admin-settings-sign-in-password-or-link = كلمة مرور، أو رابط عبر البريد الإلكتروني
admin-settings-sign-in-link = رابط عبر البريد الإلكتروني فقط (بلا كلمات مرور)
admin-settings-sign-in-hint = يعمل الرابط مرة واحدة، لمدة 30 دقيقة. تعمل دعوات الفريق ورابط SSO الخاص بمنتجك والروابط التي ينشئها المشغّل بالأمر upboard org sign-in-link أيًّا كان اختيارك.
admin-settings-save-sign-in = حفظ طريقة تسجيل الدخول
admin-settings-team-two-factor = اشتراط تسجيل الدخول بخطوتين على الفريق
admin-settings-team-two-factor-hint-start = يتصرف عضو الفريق الذي لا يستخدمه كعميل حتى يُعدّه في 
admin-settings-team-two-factor-hint-link = صفحة تسجيل الدخول بخطوتين الخاصة به
admin-settings-team-two-factor-hint-end = . أعدّه لنفسك أولًا. من فقد تطبيقه ورموز الاسترداد معًا يعود عبر المشغّل (upboard user two-factor-off).
admin-providers = مزوّدو تسجيل الدخول (OpenID Connect)
admin-providers-intro = اسمح للأشخاص بتسجيل الدخول عبر مزوّد الهوية لديك (Keycloak وOkta وEntra ID وAuthentik وGoogle…). تعرض صفحة تسجيل الدخول زرًا لكل منها.
admin-providers-redirect = سجّل عنوان إعادة التوجيه هذا لدى المزوّد:
admin-providers-issuer = عنوان المُصدِر
admin-providers-client-id = معرّف العميل
admin-providers-client-secret = سرّ العميل
admin-providers-role-claim = مطالبة الدور
admin-providers-no-role-claim = لا شيء: تُحدَّد الأدوار في صفحة الفريق
admin-providers-join-domains = من يمكنه الانضمام عبره (نطاقات البريد الإلكتروني)
admin-providers-anyone = أي شخص يسجّل دخوله
admin-providers-test = تسجيل الدخول التجريبي
admin-providers-tested = نجح في { $at }
admin-providers-not-tested = لم ينجح بعد
admin-providers-team = الفريق
admin-providers-team-only = يسجّل الدخول عبر هذا المزوّد فقط
admin-providers-team-any = يمكنه أيضًا تسجيل الدخول بكلمة مرور أو رابط
admin-providers-test-button = اختبار تسجيل الدخول
admin-providers-team-only-on = الفريق عبر هذا المزوّد فقط
admin-providers-team-only-off = السماح للفريق بكلمات المرور مجددًا
admin-providers-remove = إزالة
admin-providers-add = إضافة مزوّد
admin-providers-label = نص الزر («تسجيل الدخول عبر …»)
admin-providers-scopes = النطاقات
admin-providers-scopes-hint = إضافةً إلى openid الذي يُطلب دائمًا؛ فارغ: email profile.
admin-providers-role-hint = مطالبة مثل groups (أو مسار مثل realm_access.roles) تمنح قيمها أدوار الفريق عند كل تسجيل دخول. فارغ: لا يحدّد المزوّد الأدوار.
admin-providers-admin-values = قيم تجعل الشخص مسؤولًا (مفصولة بفواصل)
admin-providers-member-values = قيم تجعل الشخص عضوًا (مشرفًا)
admin-providers-csm-values = قيم تجعل الشخص من نجاح العملاء
admin-providers-domains-hint = مفصولة بفواصل مثل example.com. فارغ: يمكن لأي شخص يسجّل المزوّد دخوله الانضمام كعميل.
admin-providers-add-button = إضافة المزوّد
admin-settings-verify-emails = يؤكد العملاء الجدد عنوان بريدهم الإلكتروني قبل أن تُحتسب منشوراتهم وتعليقاتهم وأصواتهم
admin-settings-verify-emails-hint = يصلهم رابط عند التسجيل، وتخبرهم كل صفحة بما ينتظر. لا يُسأل الفريق، ولا من يضمن عنوانَه الدخولُ الموحد أو مزوّد هوية، ولا العملاء الذين سجّلوا قبل تفعيل هذا. إيقافه يُطلق كل ما زال ينتظر.
admin-settings-widget = الأداة المضمّنة
admin-settings-widget-text = ضع اللوحة داخل منتجك: الصق هذين السطرين في صفحاته، واجعل خادمك يوقّع هوية من سجّل الدخول فيها (يشرح docs/widget.md الطريقة بلغات JavaScript وPython وRuby وRust).
admin-settings-widget-access = من يمكنه استخدام الأداة دون توقيع خادمك
admin-settings-widget-signed = لا أحد: يوقّع خادمك للجميع (موصى به)
admin-settings-widget-anonymous = يمكن للجميع القراءة؛ أما التصويت والتعليق والنشر فتتطلب توقيع خادمك
admin-settings-widget-access-save = احفظ من يمكنه استخدام الأداة
admin-settings-widget-origins = الصفحات المضيفة
admin-settings-widget-origins-text = لا يمكن استدعاء الأداة إلا من صفحات هذه الأصول؛ وتُرفض أي صفحة أخرى.
admin-settings-widget-origins-none = لا شيء بعد: لا تعمل الأداة في أي صفحة.
admin-settings-widget-origin = أصل صفحة تعرض الأداة
admin-settings-widget-origin-hint = المخطط والمضيف والمنفذ، مثل https://app.example.com (http لهذا الجهاز فقط: localhost، 127.0.0.1).
admin-settings-widget-origin-add = اسمح بهذا الأصل
admin-settings-widget-origin-remove = إزالة
admin-settings-widget-origin-remove-named = إزالة { $origin }
admin-settings-widget-secret = سرّ التعريف
admin-settings-widget-secret-text = يوقّع خادمك كل شخص (HS256) بهذا السرّ: احفظه على خادمك، ولا تضعه في صفحة أبدًا.
admin-settings-widget-secret-state = السرّ
admin-settings-widget-secret-set = أُنشئ (عُرض مرة واحدة عند إنشائه)
admin-settings-widget-secret-none = لا شيء بعد: أنشئ سرًّا لاستخدام الأداة
admin-settings-widget-previous = السرّ السابق
admin-settings-widget-previous-until = يعمل حتى { $date }
admin-settings-widget-secret-new = سرّ الأداة الجديد
admin-settings-widget-grace = عدد الساعات التي يظل فيها السرّ السابق يعمل
admin-settings-widget-grace-hint = من 0 إلى 720: وقت كافٍ لإيصال السرّ الجديد إلى خوادمك. 0 ينهي السابق فورًا.
admin-settings-widget-secret-make = أنشئ سرًّا جديدًا

# Priorities and companies (docs/priorities.md)
admin-section-priorities = الأولويات
admin-section-companies = الشركات
admin-priorities-title = الأولويات
admin-priorities-description = الطلبات مرتبة حسب الأصوات أو الشركات التي تقف وراءها أو إيراداتها أو درجة RICE، مع الأرقام التي وضعت كلًّا منها في مكانه.
admin-priorities-filter = تصفية الأولويات
admin-priorities-sort = الترتيب حسب
admin-priorities-sort-revenue = الإيراد
admin-priorities-sort-votes = الأصوات
admin-priorities-sort-companies = الشركات
admin-priorities-sort-rice = درجة RICE
admin-priorities-board = اللوحة
admin-priorities-any-board = كل اللوحات
admin-priorities-status = الحالة
admin-priorities-any-status = كل الحالات
admin-priorities-plan = باقة شركة مصوّتة
admin-priorities-any-plan = أي باقة
admin-priorities-show = اعرض
admin-priorities-of-company = طلبات صوّتت لها { $company }.
admin-priorities-company-page = صفحة الشركة
admin-priorities-all-companies = كل الشركات
admin-priorities-none = لا يطابق أي طلب.
admin-priorities-caption = الطلبات حسب الأولوية
admin-priorities-rank = المرتبة
admin-priorities-post = الطلب
admin-priorities-votes = الأصوات
admin-priorities-companies = الشركات
admin-priorities-revenue = الإيراد الشهري
admin-priorities-rice = RICE
admin-priorities-why = لماذا هنا؟
admin-priorities-why-here = لماذا هنا؟
admin-priorities-where = في { $board }، { $status }
admin-priorities-why-votes = الأصوات المؤيدة: { $votes }.
admin-priorities-why-companies = الشركات بين المؤيدين، تُحسب كل منها مرة واحدة: { $companies }.
admin-priorities-why-sum = الإيراد: مجموع الإيرادات الشهرية لتلك الشركات ({ $companies })، { $sum }.
admin-priorities-why-average = الإيراد: متوسط الإيرادات الشهرية لتلك الشركات ({ $companies })، { $sum } ÷ { $companies } = { $average }.
admin-priorities-why-max = الإيراد: أكبر إيراد شهري بين تلك الشركات ({ $companies })، { $max }.
admin-priorities-why-rice = RICE: الوصول { $reach } ({ $kind }) × الأثر { $impact } × الثقة { $confidence }٪ ÷ الجهد { $effort } شهر عمل = { $score }.
admin-priorities-why-unestimated = RICE: لم يُقدَّر بعد؛ يحدد الفريق الأثر والثقة والجهد في صفحة الطلب.
admin-priorities-reach-votes = الأصوات
admin-priorities-reach-companies = الشركات
admin-priorities-reach-revenue = الإيراد
admin-priorities-pages = صفحات الأولويات
admin-priorities-previous = السابق
admin-priorities-next = التالي
admin-priorities-settings = كيف تُحسب القيمة
admin-priorities-measure = إيراد الطلب هو
admin-priorities-measure-sum = مجموع الإيرادات الشهرية لشركاته
admin-priorities-measure-average = متوسطها
admin-priorities-measure-max = أكبرها
admin-priorities-reach = يحسب وصول درجة RICE
admin-priorities-public = إظهار الشركات والإيراد وراء الطلب في الصفحات العامة
admin-priorities-save = احفظ
admin-companies-title = الشركات
admin-companies-description = الشركات التي ينتمي إليها عملاؤك، وما تدفعه كل منها شهريًا.
admin-companies-find = ابحث عن الشركات
admin-companies-q = يبدأ الاسم أو المعرّف الخارجي بـ
admin-companies-total = الشركات: { $count }
admin-companies-none = لا توجد شركات بعد: تأتي بها عملية التعريف في الأداة والواجهة البرمجية واستيراد CSV.
admin-companies-name = الاسم
admin-companies-external-id = المعرّف الخارجي
admin-companies-plan = الباقة
admin-companies-people = الأشخاص
admin-companies-revenue = الإيراد الشهري
admin-companies-pages = صفحات الشركات
admin-companies-import-heading = استيراد الشركات
admin-companies-import-hint = ملف CSV بسطر عناوين: external_id (مطلوب) وname وmonthly_revenue وplan وsize؛ وأي عمود آخر يصبح سمة. حتى 1000 سطر؛ وتُحدَّث الشركة الموجودة بمعرّفها الخارجي.
admin-company-description = شركة وأشخاصها وما طلبوه.
admin-company-all = كل الشركات
admin-company-size = الحجم
admin-company-in-priorities = طلباتها في الأولويات
admin-company-requests = ما طلبوه
admin-company-request = صوّت له { $voters } من أشخاصها، { $status }
admin-company-person = { $email }، الأصوات: { $votes }
admin-roadmaps-sort = ترتيب البطاقات حسب
admin-roadmaps-sort-hint = ترتّب الإيرادات والشركات وRICE البطاقات كما تفعل الأولويات؛ تعرض الصفحة الترتيب لا الأرقام.
admin-settings-widget-email = يمكن للجميع القراءة؛ ومن يعطي عنوان بريد يمكنه التصويت والتعليق والنشر، ويُحتسب ذلك حين يفتح الرابط الذي نرسله إليه

# The integrations page (Slack).
admin-section-integrations = التكاملات
admin-integrations-title = التكاملات
admin-integrations-description = اربط اللوحة بالأدوات التي يعمل بها الفريق.
admin-slack-lede = الصق عنوان خطاف وارد من Slack (أو خطافًا متوافقًا مع Slack مثل خطاف Mattermost) لتصلك المنشورات الجديدة وتغييرات الحالة والتعليقات الجديدة في لوحة ما، بلغة هذه المؤسسة. تُعاد محاولة القناة التي تفشل، وتُوقف بعد ثلاثة أيام من الفشل.
admin-slack-empty = لا توجد قناة Slack مربوطة بعد.
admin-slack-list = قنوات Slack المربوطة
admin-slack-new = ربط قناة Slack
admin-slack-url = عنوان الخطاف الوارد
admin-slack-url-hint = في إعدادات تطبيق Slack الخاص بك (api.slack.com/apps): Incoming Webhooks ← Add New Webhook، اختر القناة وانسخ العنوان. يُحفظ مشفّرًا ويُعرض مع إخفاء جزئه السري.
admin-slack-board = اللوحة
admin-slack-every-board = كل اللوحات
admin-slack-events = الرسائل
admin-slack-connect = ربط القناة
admin-slack-event-post-created = المنشورات الجديدة
admin-slack-event-status-changed = تغييرات الحالة
admin-slack-event-comment-created = التعليقات الجديدة
admin-slack-last-success = آخر رسالة وصلت
admin-slack-last-error = آخر فشل
admin-slack-never = لم يحدث بعد
admin-slack-no-error = لا شيء
admin-slack-error-at = { $at }: { $error }
admin-slack-test = إرسال رسالة تجريبية
admin-slack-test-named = إرسال رسالة تجريبية إلى { $name }
admin-slack-delete = فصل
admin-slack-delete-named = فصل { $name }
admin-trackers-title = GitHub وLinear
admin-trackers-lede = اربط مستودع GitHub أو فريق Linear: ينشئ الفريق تذاكر من المنشورات أو يربطها بتذاكر موجودة، وعندما تُغلق تذكرة أو يُعاد فتحها أو تُضاف إليها تسمية أو تُنقل، تتبعها منشوراتها وفق القواعد التي تضعها، مع رسالتك العامة. ويمكن لتغيير الحالة هنا أن يضيف تعليقًا على التذاكر.
admin-trackers-empty = لا يوجد مستودع أو فريق مربوط بعد.
admin-trackers-list = المستودعات والفرق المربوطة
admin-trackers-new = ربط مستودع أو فريق
admin-trackers-kind = أداة التتبع
admin-trackers-target = المستودع (owner/repo) أو معرّف فريق Linear
admin-trackers-target-hint = GitHub: owner/repo، أو عنوان المستودع. Linear: معرّف الفريق (في Linear، افتح إعدادات الفريق، ثم اضغط Ctrl K أو ⌘ K واختر «Copy model UUID»).
admin-trackers-token = رمز API
admin-trackers-token-hint = GitHub: رمز وصول شخصي من نوع «fine-grained» (أو رمز تطبيق GitHub App) بصلاحية Issues: read and write على المستودع. Linear: مفتاح API شخصي (Settings ← Security & access). يُحفظ مشفّرًا ولا يُعرض مرة أخرى أبدًا.
admin-trackers-secret = سر خطاف الويب
admin-trackers-secret-hint = GitHub: انسخ هذا السر الآن، ثم أضف به خطاف ويب إلى المستودع (Settings ← Webhooks) بنوع المحتوى application/json والحدث Issues. Linear: أنشئ بدلًا من ذلك خطاف ويب لتذاكر الفريق (Settings ← API) والصق هنا سر التوقيع الخاص به. وفي الحالتين، يُرسَل الخطاف إلى العنوان الذي يظهر بعد الربط.
admin-trackers-api = عنوان API
admin-trackers-api-hint = اتركه فارغًا لـ github.com أو linear.app؛ أما لـ GitHub Enterprise Server فاكتب https://your-host/api/v3.
admin-trackers-connect = ربط
admin-trackers-inbound = عنوان خطاف الويب
admin-trackers-mapping = عندما تتغير تذكرة في { $name }، تُنقل منشوراتها إلى الحالة
admin-trackers-changes-github = لكل حالة، تغييرات التذكرة التي تنقل المنشورات إليها، مفصولة بفواصل (,): closed, closed:completed, closed:not_planned, reopened, label:<name>.
admin-trackers-changes-linear = لكل حالة، حالات سير العمل (أو أنواعها) التي تنقل المنشورات إليها، مفصولة بفواصل (,): In Review, started, completed, canceled.
admin-trackers-message = رسالة عامة تُنشر مع التغيير (اختيارية)
admin-trackers-comment = التعليق على التذاكر المرتبطة عند تغيّر حالة منشور هنا
admin-trackers-save = حفظ القواعد
admin-trackers-save-named = حفظ القواعد الخاصة بـ { $name }
admin-trackers-delete = فصل
admin-trackers-delete-named = فصل { $name }

# The import page (docs/import.md).
admin-section-import = استيراد
admin-import-title = استيراد من لوحة أخرى
admin-import-description = اجلب منشورات لوحة أخرى وأصواتها وتعليقاتها إلى هنا
admin-import-new = بدء استيراد
admin-import-lede = يقرأ منشورات لوحة أخرى وأصواتها وتعليقاتها إلى هذه المؤسسة. تقول التجربة أولًا ما سيُنشأ أو يُدمج أو يُتخطى دون أن تكتب شيئًا؛ ثم يفعل الاستيراد ذلك بالضبط. تشغيله مرة أخرى يضيف الجديد فقط.
admin-import-kind = المصدر
admin-import-kind-api-v3 = خادم لواجهة upboard البرمجية (/api/v3): upboard آخر، FeatureOS، Hellonext
admin-import-kind-uservoice-csv = UserVoice (تصدير CSV)
admin-import-kind-canny-csv = Canny (تصدير CSV)
admin-import-files = من تصدير CSV
admin-import-files-lede = ارفع الملفات التي صدّرتها لوحة أخرى. تبقى على هذا الخادم حتى ينتهي استيرادها (ملفات التجربة ساعة إضافية، ليمكن تشغيلها كما هي)، وتُقرأ كما يقرؤها سطر الأوامر. { $max } ميغابايت على الأكثر لكل ملف.
admin-import-file-suggestions = تصدير الاقتراحات (CSV)
admin-import-file-posts = تصدير المنشورات (CSV)
admin-import-file-votes = تصدير الأصوات (CSV، إن وُجد)
admin-import-file-comments = تصدير التعليقات (CSV، إن وُجد)
admin-import-url = عنوان المصدر
admin-import-url-hint = عنوان الويب لخادم اللوحة. اتركه فارغًا لـ Canny.
admin-import-key = مفتاح API للمصدر
admin-import-key-hint = يُحفظ مختومًا أثناء الاستيراد ويُمحى عند انتهائه (مفتاح التجربة بعد ساعة، ليمكن تشغيلها كما هي).
admin-import-statuses = مطابقة الحالات
admin-import-statuses-hint = واحدة في كل سطر، بالشكل «الحالة هناك=الحالة هنا». الحالات هنا: { $statuses }. الحالة غير المطابقة تذهب إلى الحالة هنا التي تحمل اسمها أو نوعها، أو تُنشأ حالة جديدة.
admin-import-dry-run = تجربة
admin-import-run = استيراد
admin-import-busy = يجري استيراد الآن: يمكن بدء التالي عند انتهائه.
admin-import-runs = الاستيرادات
admin-import-none = لا استيراد بعد.
admin-import-state-waiting = في انتظار عامل الخادم.
admin-import-state-running = جارٍ.
admin-import-state-stopped = متوقف.
admin-import-state-finished = منتهٍ.
admin-import-a-dry-run = تجربة { $when }
admin-import-a-run = استيراد { $when }
admin-import-refresh = عرض آخر تقدم
admin-import-would = ما كان الاستيراد سيفعله
admin-import-did = ما فعله الاستيراد
admin-import-records = السجلات
admin-import-created = أُنشئت
admin-import-matched = دُمجت مع الموجود هنا
admin-import-already = موجودة هنا من استيراد سابق
admin-import-skipped = تُخطيت
admin-import-more-problems = { $n } أخرى غير معروضة.
admin-import-problems = المشكلات ({ $n })
admin-import-run-as-said = استيراد كما قالت هذه التجربة
admin-import-source = المصدر
admin-import-finished = انتهى
admin-import-boards = اللوحات
admin-import-statuses-here = الحالات
admin-import-tags = الوسوم
admin-import-people = الأشخاص
admin-import-companies = الشركات
admin-import-posts = المنشورات
admin-import-votes = الأصوات
admin-import-comments = التعليقات
admin-import-merges = المنشورات المدموجة
admin-import-attachments = الصور
admin-import-progress = المنشورات المقروءة: { $done } من { $total }.
admin-import-progress-uncounted = المنشورات المقروءة: { $done }.
