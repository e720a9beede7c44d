# What the server says to a person: refusals, confirmations and the answers of the forms.
# The code says each by its id with the values of its variables (`said!("said-…", name =
# value)`); the REST API sends the English message (the API stays English), pages and forms
# show the message in the reader's language. `checks said` fails when the code names an id
# that is not here or gives other variables than the message has.
# A message's variables are what the code fills in: names, titles, numbers, addresses.
# `$field` is a form field: it is worded by its `field-…` message below.

said-something-went-wrong = حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.
said-account-exists = يوجد بالفعل حساب بهذا البريد الإلكتروني.
said-x-is-missing-or-not-a-number = { $field }: القيمة مفقودة أو ليست عددًا
said-x-is-not-a-list-of-ids = { $field }: هذه ليست قائمة معرّفات
said-no-nul-character = لا يمكن أن يحتوي النص على المحرف NUL (U+0000).
said-approved-items = { $count ->
    [zero] لم تتم الموافقة على أي عنصر
    [one] تمت الموافقة على عنصر واحد
    [two] تمت الموافقة على عنصرين
    [few] تمت الموافقة على { $count } عناصر
    [many] تمت الموافقة على { $count } عنصرًا
   *[other] تمت الموافقة على { $count } عنصر
}.
said-marked-spam = { $count ->
    [zero] لم يُعتبر أي عنصر محتوًى مزعجًا
    [one] تم اعتبار عنصر واحد محتوًى مزعجًا
    [two] تم اعتبار عنصرين محتوًى مزعجًا
    [few] تم اعتبار { $count } عناصر محتوًى مزعجًا
    [many] تم اعتبار { $count } عنصرًا محتوًى مزعجًا
   *[other] تم اعتبار { $count } عنصر محتوًى مزعجًا
}.
said-blocked-authors = { $count ->
    [zero] لم يُحظر أي كاتب
    [one] تم حظر كاتب واحد
    [two] تم حظر كاتبَين
    [few] تم حظر { $count } كتّاب
    [many] تم حظر { $count } كاتبًا
   *[other] تم حظر { $count } كاتب
}.
said-board-deleted-moved = تم حذف اللوحة؛ { $count ->
    [zero] ولم يُنقل أي منشور
    [one] ونُقل منشور واحد
    [two] ونُقل منشوران
    [few] ونُقلت { $count } منشورات
    [many] ونُقل { $count } منشورًا
   *[other] ونُقل { $count } منشور
}.
said-status-deleted-moved = تم حذف الحالة؛ { $count ->
    [zero] ولم يُنقل أي منشور
    [one] ونُقل منشور واحد
    [two] ونُقل منشوران
    [few] ونُقلت { $count } منشورات
    [many] ونُقل { $count } منشورًا
   *[other] ونُقل { $count } منشور
}.
said-customers-imported = { $customers ->
    [zero] لم يُستورد أي عميل ولم يُحدَّث
    [one] تم استيراد عميل واحد أو تحديثه
    [two] تم استيراد عميلَين أو تحديثهما
    [few] تم استيراد { $customers } عملاء أو تحديثهم
    [many] تم استيراد { $customers } عميلًا أو تحديثهم
   *[other] تم استيراد { $customers } عميل أو تحديثهم
}؛ { $rows ->
    [zero] ولم يتعذّر استيراد أي صف
    [one] وتعذّر استيراد صف واحد
    [two] وتعذّر استيراد صفَّين
    [few] وتعذّر استيراد { $rows } صفوف
    [many] وتعذّر استيراد { $rows } صفًّا
   *[other] وتعذّر استيراد { $rows } صف
}.
said-post-x-is-hidden-it-takes = المنشور { $a } مخفي: لا يقبل أصواتًا.
said-post-x-is-waiting-for-approval = المنشور { $a } بانتظار الموافقة: لا يقبل أصواتًا بعد.
said-only-team-members-may-write-internal = لا يمكن كتابة التعليقات الداخلية إلا لأعضاء الفريق.
said-post-x-is-hidden-it-takes-2 = المنشور { $a } مخفي: لا يقبل تعليقات.
said-post-x-is-waiting-for-approval-2 = المنشور { $a } بانتظار الموافقة: لا يقبل تعليقات بعد.
said-the-submitter-may-change-only-the = لا يمكن لناشر المنشور أن يغيّر إلا العنوان والوصف والمرفقات.
said-only-the-submitter-or-a-team = لا يمكن تغيير هذا المنشور إلا لناشره أو لعضو في الفريق.
said-only-team-members-may-pin-comments = لا يمكن تثبيت التعليقات إلا لأعضاء الفريق.
said-only-the-author-or-a-team = لا يمكن تغيير هذا التعليق إلا لكاتبه أو لعضو في الفريق.
said-only-team-members-may-do-this = لا يمكن القيام بهذا إلا لأعضاء الفريق.
said-only-admins-and-customer-success-managers = لا يمكن القيام بهذا إلا للمسؤولين ومديري نجاح العملاء.
said-only-admins-may-do-this = لا يمكن القيام بهذا إلا للمسؤولين.
said-post-x-was-not-found = لم يُعثر على المنشور { $a }.
said-comment-x-was-not-found = لم يُعثر على التعليق { $comment_id }.
said-this-page-was-not-found = لم يُعثر على هذه الصفحة.
said-x-has-a-name-that-cannot = { $field }: لا يمكن تخزين اسم هذا الملف
said-x-is-not-a-jpeg-png = الملف { $file_name } ليس صورة بصيغة JPEG أو PNG أو GIF.
said-at-most-x-attachments-per-request = الحد الأقصى لعدد المرفقات في الطلب الواحد: { $max_files }؛ وقد أُرسل { $a }.
said-x-is-larger-than-10-mb = حجم الملف { $a } أكبر من 10 ميغابايت.
said-x-is-not-a-readable-image = الملف { $name } ليس صورة قابلة للقراءة: ترويسته لا تذكر أبعادها.
said-x-is-not-a-readable-image-2 = الملف { $name } ليس صورة قابلة للقراءة: لا يحتوي على أي بكسل.
said-x-is-x-x-pixels-images = أبعاد الملف { $name } هي { $a } × { $b } بكسل؛ والحد الأقصى للصور { $max_side } بكسل لكل ضلع و64 ميغابكسل إجمالًا.
said-x-holds-x-beside-its-image = يحتوي الملف { $name } على { $markup } إلى جانب صورته؛ يُرجى رفع الصورة وحدها.
said-file-was-not-found = لم يُعثر على الملف.
said-the-user-token-s-email-claim = قيمة المطالبة email في رمز المستخدم ليست عنوان بريد إلكتروني.
said-this-user-is-blocked = هذا المستخدم محظور.
said-x-can-t-be-blank = { $field }: لا يمكن ترك هذا الحقل فارغًا
said-x-is-too-long-at-most = { $field }: النص طويل جدًا (بحد أقصى 80 حرفًا)
said-a-bucket-named-x-already-exists = توجد بالفعل لوحة باسم «{ $name }».
said-organization-x-was-not-found = لم يُعثر على المؤسسة { $org }.
said-x-is-too-long-at-most-2 = { $field }: النص طويل جدًا (بحد أقصى 200 حرف)
said-x-is-too-long-at-most-3 = { $field }: النص طويل جدًا (بحد أقصى 100000 حرف)
said-x-names-too-many-posts-at = { $field }: عدد المنشورات كبير جدًا (بحد أقصى 100 منشور)
said-x-names-post-x-which-does = { $field }: المنشور { $missing } غير موجود
said-x-needs-a-status-of-the = { $field }: يلزم وجود حالة من نوع «مكتمل»، ولا توجد أي حالة منه
said-changelog-entry-x-was-not-found = لم يُعثر على الإدخال { $id } في سجل التغييرات.
said-x-is-too-long-at-most-4 = { $field }: النص طويل جدًا (بحد أقصى 50000 حرف)
said-x-is-not-a-comment-of = { $field }: هذا التعليق ليس من تعليقات هذا المنشور
said-x-has-too-many-entries-at = { $field }: عدد العناصر كبير جدًا (بحد أقصى 50 عنصرًا)
said-x-must-be-at-most-60 = { $field }: يجب ألا يتجاوز كل عنصر 60 حرفًا
said-at-most-x-customers-per-import = الحد الأقصى لعدد العملاء في عملية الاستيراد الواحدة: { $max_import }؛ وقد أُرسل { $a }.
said-the-customer-is-invalid = بيانات العميل غير صالحة.
said-x-is-too-long-at-most-5 = { $field }: النص طويل جدًا (بحد أقصى 120 حرفًا)
said-x-is-not-an-upboard-api = { $field }: هذا ليس مفتاح API خاصًا بـupboard
said-an-organization-named-x-already-exists = توجد بالفعل مؤسسة باسم «{ $a }».
said-roadmap-x-was-not-found = لم يُعثر على خارطة الطريق { $slug }.
said-x-is-invalid = { $field }: القيمة غير صالحة
said-an-account-with-this-e-mail = يوجد بالفعل حساب بهذا البريد الإلكتروني: يُرجى تسجيل الدخول بدلًا من ذلك.
said-the-e-mail-or-the-password = البريد الإلكتروني أو كلمة المرور غير صحيحة.
said-this-account-is-blocked = هذا الحساب محظور.
said-too-many-failed-sign-ins-for = محاولات تسجيل الدخول الفاشلة بهذا البريد الإلكتروني كثيرة جدًا: يُرجى المحاولة مجددًا بعد { $a } دقيقة، أو تسجيل الدخول بطريقة أخرى.
said-the-user-token-is-invalid-it = رمز المستخدم غير صالح: إنه طويل جدًا.
said-the-user-token-is-invalid-x = رمز المستخدم غير صالح: { $reason }.
said-sso-token-expired = انتهت صلاحيته
said-sso-token-not-valid-yet = ليس صالحًا بعد
said-sso-token-signature = توقيعه غير مطابق
said-sso-token-algorithm = لا يُقبل إلا HS256
said-sso-token-claims = يجب أن تتضمن مطالباته email وname
said-sso-token-malformed = صيغته غير صحيحة
said-the-user-token-has-no-email = لا يحتوي رمز المستخدم على المطالبة email.
said-the-sign-in-link-has-expired = انتهت صلاحية رابط تسجيل الدخول: تعمل روابط تسجيل الدخول لمدة خمس دقائق.
said-the-sign-in-link-was-issued = صدر رابط تسجيل الدخول بتاريخ في المستقبل.
said-the-sign-in-link-is-invalid = رابط تسجيل الدخول غير صالح أو انتهت صلاحيته.
said-x-is-not-the-image-its-name-says = { $name } ليس الصورة التي يدلّ عليها اسمه
said-x-is-too-long-at-most-6 = { $field }: النص طويل جدًا (بحد أقصى 40 حرفًا)
said-x-must-be-names-of-1 = { $field }: يجب أن يتكون كل اسم من 1 إلى 40 حرفًا
said-x-has-too-many-entries-at-2 = { $field }: عدد العناصر كبير جدًا (بحد أقصى 20 عنصرًا)
said-a-tag-named-x-already-exists = يوجد بالفعل وسم باسم «{ $name }».
said-tag-x-was-not-found = لم يُعثر على الوسم { $id }.
said-x-would-leave-the-organization-without = { $field }: سيترك هذا التغيير المؤسسة بلا مسؤول؛ يُرجى تعيين شخص آخر مسؤولًا أولًا
said-at-most-x-team-members-per = الحد الأقصى لعدد أعضاء الفريق في عملية الاستيراد الواحدة: { $max_import }؛ وقد أُرسل { $a }.
said-team-member-x-was-not-found = لم يُعثر على عضو الفريق { $id }.
said-the-team-member-is-invalid = بيانات عضو الفريق غير صالحة.
said-x-is-too-short-at-least = { $field }: النص قصير جدًا (8 أحرف على الأقل)
said-sign-in-to-vote = يُرجى تسجيل الدخول للتصويت.
said-sign-in-to-change-a-comment = يُرجى تسجيل الدخول لتعديل تعليق.
said-sign-in-to-change-a-post = يُرجى تسجيل الدخول لتعديل منشور.
said-sign-in-to-comment = يُرجى تسجيل الدخول للتعليق.
said-sign-in-to-do-this = يُرجى تسجيل الدخول للقيام بذلك.
said-sign-in-to-open-the-admin-area = يُرجى تسجيل الدخول لفتح الإدارة.
said-x-the-default-board-takes-everyone = { $field }: تستقبل اللوحة الافتراضية منشورات الجميع، لذا تبقى عامة؛ يُرجى تعيين لوحة أخرى كافتراضية أولًا
said-x-a-private-board-cannot-be = { $field }: لا يمكن أن تكون اللوحة الخاصة هي الافتراضية، لأن العملاء ينشرون في اللوحة الافتراضية
said-x-must-be-another-board = { $field }: يجب اختيار لوحة أخرى
said-x-is-not-a-board-of = { $field }: هذه اللوحة ليست من لوحات هذه المؤسسة
said-x-the-deleted-board-is-the = { $field }: اللوحة المحذوفة هي الافتراضية، ولا يمكن أن تصبح لوحة خاصة هي الافتراضية
said-a-board-named-x-already-exists = توجد بالفعل لوحة باسم «{ $name }».
said-board-x-was-not-found = لم يُعثر على اللوحة { $id }.
said-customer-x-was-not-found = لم يُعثر على العميل { $id }.
said-x-must-be-a-colour-like = { $field }: يجب إدخال لون مثل #2563eb
said-x-name-a-status-this-organization = { $field }: إحدى الحالات المحددة غير موجودة في هذه المؤسسة
said-x-of-x-must-be-a = { $field } («{ $a }»): يجب أن تكون القيمة عددًا صحيحًا من 1 إلى 99، أو تُترك فارغة
said-x-must-be-a-whole-number = { $field }: يجب أن تكون القيمة عددًا صحيحًا من الأيام من 1 إلى 3650، أو تُترك فارغة لعرض الكل
said-x-need-at-least-one-status = { $field }: يلزم تحديد حالة واحدة على الأقل، ما لم تكن خارطة الطريق مخفية
said-x-is-too-long-at-most-7 = { $field }: النص طويل جدًا (بحد أقصى 60 حرفًا)
said-x-needs-a-letter-or-digit = { $field }: يلزم وجود حرف أو رقم واحد على الأقل يمكن أن يكون جزءًا من عنوان
said-x-need-at-least-one-status-2 = { $field }: يلزم تحديد حالة واحدة على الأقل
said-x-may-name-public-boards-only = { $field }: لا يمكن تحديد إلا اللوحات العامة، لأن خارطة الطريق عامة
said-x-name-a-board-this-organization = { $field }: إحدى اللوحات المحددة غير موجودة في هذه المؤسسة
said-x-name-a-tag-this-organization = { $field }: أحد الوسوم المحددة غير موجود في هذه المؤسسة
said-x-is-one-roadmap-too-many = { $field }: لا يمكن إضافة خارطة طريق أخرى؛ فالحد الأقصى للمؤسسة الواحدة 12 خارطة طريق
said-a-roadmap-named-x-or-with = توجد بالفعل خارطة طريق باسم «{ $name }» (أو بالعنوان نفسه).
said-x-is-too-long-at-most-8 = { $field }: النص طويل جدًا (بحد أقصى 2000 حرف)
said-x-is-not-a-time-zone = { $field }: هذا ليس اسم منطقة زمنية (مثل Europe/Berlin)
said-x-must-be-one-of-en = { $field }: يجب أن تكون القيمة إحدى القيم en، de، es، fr، ar
said-x-is-too-long-at-most-9 = { $field }: النص طويل جدًا (بحد أقصى 500 حرف)
said-x-must-be-an-http-or = { $field }: يجب أن يكون العنوان بصيغة http:// أو https://
said-x-must-be-between-0-and = { $field }: يجب أن تكون القيمة بين 0 و1000
said-x-must-be-one-of-under = { $field }: يجب أن تكون القيمة إحدى القيم under_review، planned، in_progress، completed، closed
said-x-must-be-another-status = { $field }: يجب اختيار حالة أخرى
said-x-is-not-a-status-of = { $field }: هذه الحالة ليست من حالات هذه المؤسسة
said-a-status-named-x-already-exists = توجد بالفعل حالة باسم «{ $label }».
said-status-x-was-not-found = لم يُعثر على الحالة { $id }.
said-x-must-be-one-of-admin = { $field }: يجب أن تكون القيمة إحدى القيم admin، member، csm
said-x-must-be-another-post = { $field }: يجب اختيار منشور آخر
said-x-is-not-a-post-of = { $field }: هذا المنشور ليس من منشورات هذه المؤسسة
said-x-is-merged-into-another-post = { $field }: هذا المنشور مدمج بالفعل في منشور آخر؛ يُرجى إلغاء دمجه أولًا
said-x-is-itself-merged-into-another = { $field }: هذا المنشور نفسه مدمج في منشور آخر؛ يُرجى الدمج في ذلك المنشور
said-x-is-not-merged-into-another = { $field }: هذا المنشور غير مدمج في أي منشور آخر
said-x-must-be-a-member-of = { $field }: يجب اختيار عضو في الفريق
said-x-is-not-an-e-mail = { $field }: هذا ليس عنوان بريد إلكتروني
said-x-is-blocked-they-cannot-vote = حساب { $a } محظور: لا يمكن لصاحبه التصويت.
said-x-choose-at-least-one-post = { $field }: يُرجى اختيار منشور أو تعليق واحد على الأقل
said-x-choose-at-least-one-author = { $field }: يُرجى اختيار كاتب واحد على الأقل
said-at-most-x-items-can-be = الحد الأقصى لعدد العناصر التي يمكن البتّ فيها دفعة واحدة: { $max_items }.
said-at-most-x-authors-can-be = الحد الأقصى لعدد الكتّاب الذين يمكن حظرهم دفعة واحدة: { $max_items }.
said-this-post-was-not-found = لم يُعثر على هذا المنشور.
said-x-is-too-long-at-most-10 = { $field }: النص طويل جدًا (بحد أقصى 255 حرفًا)
said-bucket-x-was-not-found = لم يُعثر على اللوحة { $a }.
said-x-must-be-approved-or-pending = { $field }: يجب أن تكون القيمة 'approved' أو 'pending'
said-bucket-x-is-private-send-allow = اللوحة { $bucket_id } خاصة: يُرجى إرسال ALLOW-PRIVATE: true لاستخدامها.
said-post-x-was-not-found-3 = لم يُعثر على المنشور { $id }.
said-x-is-not-allowed-x = { $field }: القيمة غير مسموح بها ({ $reason })
said-webhook-host-does-not-resolve-error = تعذّر تحليل اسم المضيف { $host } ({ $error })
said-webhook-host-does-not-resolve = تعذّر تحليل اسم المضيف { $host }
said-webhook-points-to-private = يشير إلى { $ip }، وهو عنوان استرجاع أو خاص أو محلي للرابط أو محجوز
said-x-is-not-a-valid-url = { $field }: هذا ليس عنوان URL صالحًا
said-x-must-start-with-https-or = { $field }: يجب أن يبدأ العنوان بـhttps:// أو http://
said-x-must-name-a-host = { $field }: يجب أن يتضمن العنوان اسم مضيف
said-x-must-not-carry-a-user = { $field }: يجب ألا يتضمن العنوان اسم مستخدم أو كلمة مرور
said-x-must-not-have-a-fragment = { $field }: يجب ألا يتضمن العنوان جزءًا يبدأ بعلامة # (#fragment)
said-x-is-not-a-valid-unsubscribe = { $field }: هذا ليس رابط إلغاء اشتراك صالحًا
said-the-post-was-not-found = لم يُعثر على المنشور.
said-row-x-was-claimed-by-another = استحوذت عملية عاملة أخرى على الصف { $a } بعد انتهاء مهلة حجز هذه العملية: لم تُسجَّل محاولتها
said-delivery-x-was-not-found = لم يُعثر على عملية التسليم { $delivery_id }.
said-x-must-name-at-least-one = { $field }: يجب تحديد حدث واحد على الأقل
said-x-has-an-unknown-event-x = { $field }: الحدث { $name } غير معروف (الأحداث المعروفة: { $known })
said-an-organization-may-have-at-most = الحد الأقصى لعدد خطافات الويب في المؤسسة الواحدة: { $max_per_organization }.
said-an-organization-may-have-at-most-slack = الحد الأقصى لعدد قنوات Slack في المؤسسة الواحدة: { $max_per_organization }.
said-slack-channel-x-connected = تم ربط قناة Slack { $a }: ستصلها المنشورات الجديدة وتغييرات الحالة والتعليقات.
said-an-organization-may-have-at-most-trackers = الحد الأقصى لعدد مستودعات GitHub وفرق Linear في المؤسسة الواحدة: { $max_per_organization }.
said-the-team-member-who-connected-this = لم يعد عضو الفريق الذي ربط هذا التكامل ضمن الفريق: على أحد المسؤولين ربطه من جديد.
said-x-is-not-a-linear-issue = { $field }: هذا ليس معرّف تذكرة في Linear (مثل ENG-12) ولا عنوانها
said-x-is-not-an-issue-of-x = { $field }: هذه ليست تذكرة في { $a }؛ يُرجى إدخال رقمها (12) أو مفتاحها ({ $a }#12) أو عنوانها
said-x-is-turned-off = التكامل { $a } متوقف.
said-this-post-is-linked-to-x-already = هذا المنشور مرتبط بـ { $a } بالفعل.
said-link-x-was-not-found = لم يُعثر على الربط { $id }.
said-x-names-a-change-longer-than-100 = { $field }: أحد التغييرات يتجاوز 100 حرف
said-the-change-x-moves-posts-to-two = { $field }: التغيير { $name } ينقل المنشورات إلى حالتين؛ يُرجى ذكره لحالة واحدة فقط
said-x-may-name-at-most-50-changes = { $field }: الحد الأقصى 50 تغييرًا في المجموع
said-x-must-be-github-or-linear = { $field }: يجب أن تكون القيمة github أو linear
said-x-must-be-a-linear-team-id = { $field }: يجب أن يكون معرّف فريق في Linear (حروف وأرقام وشرطات)
said-x-must-be-an-api-token = { $field }: يجب أن يكون رمز API لا يتجاوز 500 حرف، بلا مسافات
said-x-must-be-16-to-200-characters = { $field }: يجب أن يتكون من 16 إلى 200 حرف
said-x-must-be-owner-repo = { $field }: يجب أن يكون مستودع GitHub بصيغة owner/repo أو عنوانه
said-integration-x-was-not-found = لم يُعثر على التكامل { $id }.
said-x-is-too-long-at-most-2000 = { $field }: النص طويل جدًا (بحد أقصى 2000 حرف)
said-x-is-connected = تم ربط { $a }: يُرجى ضبط خطاف الويب الخاص به ليرسل إلى العنوان المعروض.
said-the-rules-of-x-are-saved = تم حفظ قواعد { $a }.
said-x-is-disconnected = تم فصل { $a }.
said-the-tracker-answered-x = رفضت أداة التتبع الطلب: { $a }
said-slack-channel-x-disconnected = تم فصل قناة Slack { $a }.
said-a-slack-test-message-is-on = رسالة تجريبية في الطريق؛ تُظهر حالة القناة أدناه وقت وصولها.
said-webhook-x-was-not-found = لم يُعثر على خطاف الويب { $id }.
said-cross-site-request-refused = رُفض طلب وارد من موقع آخر.
said-x-is-not-something-this-page = { $field }: هذه الصفحة لا تنفّذ هذا الإجراء
said-x-is-not-a-csv-file = { $field }: هذا ليس ملف CSV
said-x-needs-a-header-row-with = { $field }: يلزم وجود صف ترويسة يتضمن العمود email
said-x-could-not-be-read-send = { $field }: تعذّرت القراءة؛ يُرجى إرسال النموذج مرة أخرى
said-x-is-missing-choose-a-csv = { $field }: لم يُرسَل أي ملف؛ يُرجى اختيار ملف CSV
said-the-file-is-larger-than-4 = حجم الملف أكبر من 4 ميغابايت.
said-at-most-x-customers-per-import-2 = الحد الأقصى لعدد العملاء في عملية الاستيراد الواحدة: { $max_import }؛ وعدد صفوف الملف: { $a }.
said-x-is-starred = تم تمييز { $name } بنجمة.
said-x-is-no-longer-starred = تمت إزالة النجمة عن { $name }.
said-x-is-blocked-they-can-no = تم حظر { $name }: لم يعد بالإمكان النشر أو التصويت أو التعليق من هذا الحساب.
said-x-is-unblocked = تم إلغاء حظر { $name }.
said-x-is-labelled = تم حفظ تسميات { $name }.
said-the-form-is-too-large = النموذج كبير جدًا.
said-choose-one-of-the-languages-x = يُرجى اختيار إحدى اللغات: { $a }، أو auto.
said-the-form-names-no-post = لا يحدد النموذج أي منشور.
said-not-found = غير موجود
said-choose-at-once-once-a-day = يُرجى اختيار «فورًا» أو «مرة يوميًا» أو «إيقاف».
said-this-unsubscribe-link-has-no-token = رابط إلغاء الاشتراك هذا لا يحتوي على رمز.
said-this-unsubscribe-link-is-not-valid = رابط إلغاء الاشتراك هذا غير صالح.
said-unsubscribed = تم إلغاء الاشتراك.
said-the-post-is-gone = لم يعد المنشور موجودًا.
said-internal-error = خطأ داخلي
said-board-x-created = تم إنشاء اللوحة «{ $a }».
said-board-x-saved = تم حفظ اللوحة «{ $a }».
said-order-saved = تم حفظ الترتيب.
said-posts-that-name-no-board-now = أصبحت المنشورات التي لا تحدد لوحة تذهب إلى هذه اللوحة.
said-x-deleted = تم حذف الإدخال «{ $a }».
said-x-names-no-post-or-comment = { $field }: لم يُحدَّد أي منشور أو تعليق
said-x-must-be-approve-or-spam = { $field }: يجب أن تكون القيمة approve أو spam
said-x-is-not-a-team-member = { $field }: هذا الشخص ليس عضوًا في الفريق
said-x-is-not-something-this-form = { $field }: هذا النموذج لا ينفّذ هذا الإجراء
said-main-roadmap-saved = تم حفظ خارطة الطريق الرئيسية.
said-roadmap-x-created = تم إنشاء خارطة الطريق «{ $a }».
said-roadmap-x-saved = تم حفظ خارطة الطريق «{ $a }».
said-roadmap-x-deleted = تم حذف خارطة الطريق «{ $a }».
said-x-is-missing-choose-an-image = { $field }: لم يُرسَل أي ملف؛ يُرجى اختيار صورة
said-x-must-be-a-whole-number-2 = { $field }: يجب أن تكون القيمة عددًا صحيحًا
said-the-logo-is-larger-than-10 = حجم الشعار أكبر من 10 ميغابايت.
said-the-new-logo-is-saved = تم حفظ الشعار الجديد.
said-profile-saved = تم حفظ الملف التعريفي.
said-moderation-rules-saved = تم حفظ قواعد المراجعة.
said-the-logo-was-removed = تمت إزالة الشعار.
said-a-new-api-key-was-generated = تم توليد مفتاح API جديد؛ ولم يعد المفتاح السابق يعمل.
said-a-new-sso-secret-was-made = تم إنشاء سر جديد للدخول الموحد (SSO)؛ ولم تعد الرموز الموقَّعة بالسر السابق تعمل.
said-status-x-created = تم إنشاء الحالة «{ $a }».
said-status-x-saved = تم حفظ الحالة «{ $a }».
said-new-posts-now-get-this-status = أصبحت المنشورات الجديدة تُمنح هذه الحالة.
said-tag-x-created = تم إنشاء الوسم «{ $a }».
said-tag-x-saved = تم حفظ الوسم «{ $a }».
said-tag-x-deleted = تم حذف الوسم «{ $a }».
said-x-is-on-the-team-as = تمت إضافة { $a } إلى الفريق بدور { $b }.
said-x-is-now-x = أصبح دور { $name } الآن: { $role }.
said-x-is-no-longer-on-the = تمت إزالة { $a } من الفريق.
said-a-test-event-x-is-on = حدث تجريبي ({ $a }) في طريقه؛ وستظهر عملية تسليمه أدناه.
said-x-is-on = { $a } يعمل الآن.
said-x-is-off = { $a } متوقف الآن.
said-webhook-x-deleted = تم حذف خطاف الويب { $a }.
said-x-x-will-be-sent-again = سيُعاد إرسال الحدث { $a } ({ $b }) الآن.
said-webhook-x-added-deliveries-start-with = تمت إضافة خطاف الويب { $a }. وتبدأ عمليات التسليم مع الحدث التالي.
said-x-has-a-new-secret-the = لخطاف الويب { $a } سر جديد الآن؛ ولم يعد السر السابق يُستخدم للتوقيع.


said-x-is-not-a-kind-of-action = «{ $value }» ليس نوعًا من الإجراءات.
said-this-board-was-not-found = لم يُعثر على هذه اللوحة.
said-this-unsubscribe-link-is-not-valid-use = رابط إلغاء الاشتراك هذا غير صالح. استخدم رابط أحدث رسالة بريد إلكتروني، أو غيّر إعدادات البريد الإلكتروني بعد تسجيل الدخول.
said-an-image-is-larger-than-10-mb = إحدى الصور أكبر من 10 ميغابايت.
said-the-form-could-not-be-read = تعذّرت قراءة النموذج. يُرجى المحاولة مرة أخرى.
said-choose-a-board = اختر لوحة.
said-too-many-requests = طلبات كثيرة جدًا من عنوانك: حاول مرة أخرى بعد { $seconds } ثانية.
said-changelog-x-is-published = نُشر «{ $title }».
said-changelog-x-is-a-draft-again = عاد «{ $title }» مسودة.
said-changelog-x-saved = حُفظ «{ $title }».
said-changelog-x-saved-as-a-draft = حُفظ «{ $title }» كمسودة.
said-changelog-left-out = أُغفلت، إذ لا يحمل أي منشور هذا الاسم: { $names }.

## `upboard import` و`upboard export`: ما الخطأ في أرشيف أو في ملفه.
said-archive-no-organization-named = لا توجد مؤسسة باسم `{ $name }`
said-archive-file-exists = { $path } موجود بالفعل: اختر ملفًا جديدًا
said-archive-cannot-open = تعذّر فتح { $path }: { $error }
said-archive-not-an-export = { $path } ليس تصديرًا من upboard: { $error }
said-archive-too-many-entries = يحتوي { $path } على أكثر من { $max } عنصر
said-archive-entry-too-large = { $path }: حجم { $name } أكبر من { $limit } بايت
said-archive-too-large-unpacked = حجم { $path } بعد فك الضغط أكبر من { $max } بايت
said-archive-manifest-does-not-read = تعذّرت قراءة البيان: { $error }
said-archive-has-no-manifest = { $path } ليس تصديرًا من upboard: لا يحتوي على { $manifest }
said-archive-wrong-format = صيغة الأرشيف { $format }؛ وهذا الإصدار من upboard يقرأ الصيغة { $ours }
said-archive-table-does-not-read = { $table }: { $error }
said-archive-row-does-not-read = تعذّرت قراءة صف من { $table }: { $error }
said-archive-file-outside-uploads = يذكر الأرشيف ملفًا خارج ملفات مؤسسته المرفوعة: { $key }
said-archive-not-a-web-address = { $what } في الأرشيف ليس عنوان http أو https: { $address }
said-archive-not-a-slug = يحتوي الأرشيف على عنوان ({ $what }) ليس معرّفًا نصيًا صالحًا: { $slug }
said-archive-refers-to-missing = يشير الأرشيف إلى { $what } { $old } وهو غير موجود فيه
said-archive-must-hold-one-organization = يجب أن يحتوي الأرشيف على مؤسسة واحدة
said-archive-as-refused = --as: { $error }
said-archive-organization-name-refused = اسم المؤسسة في الأرشيف { $error }: استورده باسم آخر باستخدام --as
said-archive-organization-exists = توجد هنا مؤسسة باسم `{ $name }`: استورد باسم آخر باستخدام --as
said-archive-roadmap-ids-do-not-read = تعذّرت قراءة معرّفات خارطة طريق: { $error }
said-archive-merge-rows-do-not-read = تعذّرت قراءة الصفوف المنقولة في عملية دمج: { $error }

## Form fields, as refusals name them (`$field`); the English is the field's name in the code.
field-action = الإجراء
field-api-key = مفتاح API
field-approval-status = حالة الموافقة
field-body = النص
field-buckets = اللوحات
field-color = اللون
field-column = العمود
field-columns = الأعمدة
field-comment = التعليق
field-complete-posts = نقل المنشورات إلى «مكتمل»
field-completed-days = أيام المنشورات المكتملة
field-decide = القرار
field-default = اللوحة الافتراضية
field-default-locale = اللغة الافتراضية
field-description = الوصف
field-display-name = الاسم المعروض
field-email = البريد الإلكتروني
field-events = الأحداث
field-feature-request-ids = المنشورات المذكورة
field-file = الملف
field-id = المنشور
field-issue = التذكرة
field-mapping = القواعد
field-message = الرسالة
field-secret = سر خطاف الويب
field-target = المستودع أو الفريق
field-into-id = المنشور المراد الدمج فيه
field-items = العناصر
field-kind = النوع
field-label = التسمية
field-labels = التسميات
field-logo = الشعار
field-move-to = وجهة المنشورات
field-name = الاسم
field-owner = المكلَّف
field-parent-id = التعليق الأصلي
field-password = كلمة المرور
field-private = الخصوصية
field-role = الدور
field-status = الحالة
field-tags = الوسوم
field-time-zone = المنطقة الزمنية
field-title = العنوان
field-token = الرمز
field-trust-after-approved-posts = حد الثقة
field-url = عنوان URL
field-users = الكتّاب

## The audit log's details: pieces joined by ", " (`i18n::said_list`).
said-audit-made-private = أصبح خاصًا
said-audit-made-public = أصبح عامًا
said-audit-made-default-board = أصبح اللوحة الافتراضية
said-audit-moved-down = نُقل إلى الأسفل
said-audit-moved-up = نُقل إلى الأعلى
said-audit-private = خاص
said-audit-public = عام
said-audit-renamed-from = أُعيدت تسميته من «{ $a }»
said-audit-posts-moved-to = نُقل { $a } منشور إلى «{ $b }»
said-audit-at-address = على العنوان ‎/roadmap/{ $a }
said-audit-all-completed = كل المنشورات المكتملة
said-audit-columns-named = الأعمدة { $a }
said-audit-columns = الأعمدة
said-audit-completed-last-days = المنشورات المكتملة خلال آخر { $a } يومًا
said-audit-filters = عوامل التصفية
said-audit-hidden = مخفي
said-audit-shown = ظاهر
said-audit-approval-posts-on = الموافقة على المنشورات الجديدة مفعّلة
said-audit-approval-posts-off = الموافقة على المنشورات الجديدة معطّلة
said-audit-approval-comments-on = الموافقة على التعليقات الجديدة مفعّلة
said-audit-approval-comments-off = الموافقة على التعليقات الجديدة معطّلة
said-audit-trust-after = الثقة بعد { $a } منشورات موافق عليها
said-audit-logo-removed = أُزيل الشعار
said-audit-new-logo = شعار جديد
said-audit-key-revoked = أُلغي المفتاح السابق
said-audit-secret-refused = تُرفض الرموز الموقّعة بالسر السابق
said-audit-colour = اللون { $a }
said-audit-kind = النوع { $a }
said-audit-default-of-new-posts = أصبحت الحالة الافتراضية للمنشورات الجديدة
said-audit-off-the-roadmap = أُزيلت من خارطة الطريق
said-audit-on-the-roadmap = على خارطة الطريق
said-audit-not-on-the-roadmap = ليست على خارطة الطريق
said-audit-as-role = بصفة { $role }
said-audit-role-from-to = من { $old_role } إلى { $role }
said-audit-was-role = كان { $role }
said-audit-unmerged = من «{ $a }»: أُعيد { $b } صوتًا و{ $c } تعليقًا
said-audit-merged = إلى «{ $a }»: نُقل { $b } صوتًا، وجُنّب { $c } (صوّتوا على الاثنين)، ونُقل { $d } تعليقًا
said-audit-vote-for = نيابةً عن { $a } <{ $b }>
said-audit-owner = المسؤول: { $a }
said-audit-blocked-with-spam = حُظر مع البريد المزعج من قائمة الإشراف
said-audit-customers-imported = استُورد أو حُدّث { $a }، ورُفض { $b } صفًا
said-too-many-e-mails-asked-for = طُلبت رسائل كثيرة جدًا لهذا العنوان: يُرجى المحاولة مجددًا بعد { $a } دقيقة.
said-this-board-signs-in-with-e-mailed = يُسجَّل الدخول إلى هذه اللوحة بروابط عبر البريد الإلكتروني: اطلب رابطًا من صفحة تسجيل الدخول.
said-this-board-signs-in-with-passwords = يُسجَّل الدخول إلى هذه اللوحة بكلمات المرور.
said-how-people-sign-in-was-saved = حُفظت طريقة تسجيل الدخول.
said-x-must-be-one-of-password = يجب أن يكون { $field } واحدًا من password أو password_or_link أو link
said-audit-sign-in-passwords = تسجيل الدخول بكلمات المرور
said-audit-sign-in-passwords-or-links = تسجيل الدخول بكلمات المرور أو بروابط البريد الإلكتروني
said-audit-sign-in-links = تسجيل الدخول بروابط البريد الإلكتروني فقط
said-two-factor-sign-in-is-already-on = تسجيل الدخول بخطوتين مفعّل بالفعل: أوقفه أولًا لإعداده من جديد.
said-start-setting-up-two-factor = ابدأ أولًا بإعداد تسجيل الدخول بخطوتين.
said-the-code-is-wrong-or-has = الرمز خاطئ أو سبق استخدامه.
said-too-many-wrong-codes-try = رموز خاطئة كثيرة جدًا: يُرجى المحاولة مجددًا بعد { $a } دقيقة.
said-the-team-signs-in-with-two-factor = تشترط مؤسستك على الفريق استخدام تسجيل الدخول بخطوتين: أعدّه لفتح منطقة الإدارة.
said-the-team-must-keep-two-factor = تشترط مؤسستك على الفريق استخدام تسجيل الدخول بخطوتين، لذا يبقى مفعّلًا.
said-set-up-two-factor-yourself-first = أعدّ تسجيل الدخول بخطوتين لنفسك أولًا، ثم اشترطه على الفريق.
said-audit-team-two-factor-on = تسجيل الدخول بخطوتين مشترط على الفريق
said-audit-team-two-factor-off = تسجيل الدخول بخطوتين غير مشترط على الفريق
said-the-issuer-must-be-an-https-address = يجب أن يكون المُصدِر عنوان https:// (و http:// على هذا الجهاز فقط)، دون استعلام.
said-this-sign-in-has-expired-or-was-used = انتهت صلاحية تسجيل الدخول هذا أو سبق استخدامه: ابدأ من جديد.
said-the-provider-s-answer-was-refused = تعذّر الوثوق بردّ مزوّد تسجيل الدخول، لذا لم يُسجَّل دخول أحد.
said-the-provider-gave-no-e-mail-address = لم يقدّم مزوّد تسجيل الدخول عنوان بريد إلكتروني: اطلب منه نطاق email.
said-the-provider-did-not-verify-this-address = يوجد حساب بهذا العنوان، لكن مزوّد تسجيل الدخول لم يتحقق منه: سجّل الدخول بطريقة أخرى.
said-this-address-may-not-join-through-x = لا تسمح هذه اللوحة لأشخاص جدد بهذا العنوان بالانضمام عبر { $a }.
said-pass-a-test-sign-in-first = اجتز أولًا تسجيل دخول تجريبيًا مع هذا المزوّد.
said-the-team-signs-in-through-x = يسجّل الفريق دخوله عبر { $a }.
said-the-sign-in-provider-could-not-be-reached = تعذّر الوصول إلى مزوّد تسجيل الدخول أو لم يُجب كما ينبغي: حاول لاحقًا.
said-audit-provider-added = أُضيف مزوّد تسجيل الدخول { $a }
said-audit-provider-removed = أُزيل مزوّد تسجيل الدخول { $a }
said-audit-team-only-through = يسجّل الفريق دخوله عبر { $a } فقط
said-audit-team-not-only-through = يمكن للفريق تسجيل الدخول دون { $a }
said-provider-added = أُضيف مزوّد تسجيل الدخول: سجّل عنوان إعادة التوجيه لديه ثم اختبره.
said-provider-removed = أُزيل مزوّد تسجيل الدخول.
said-provider-team-only-saved = حُفظت طريقة تسجيل دخول الفريق.
said-audit-as-role-through = بصفة { $role }، عبر مزوّد تسجيل الدخول { $a }
said-audit-was-role-through = كان { $role }، عبر مزوّد تسجيل الدخول { $a }
said-audit-role-from-to-through = من { $old_role } إلى { $role }، عبر مزوّد تسجيل الدخول { $a }
said-audit-verify-emails-on = يؤكد العملاء الجدد عناوينهم
said-audit-verify-emails-off = لا يلزم العملاء الجدد تأكيد عناوينهم
said-x-must-be-an-origin-like = { $field }: يجب أن يكون أصلًا مثل https://app.example.com (http لهذا الجهاز فقط: localhost، 127.0.0.1)
said-at-most-x-host-origins = يمكن إدراج { $max } من أصول المضيف على الأكثر.
said-x-must-be-between-0-and-720-hours = { $field }: يجب أن يكون بين 0 و720 ساعة
said-the-identify-token-is-refused-x = رُفض رمز التعريف: { $reason }.
said-identify-token-times = وقت إصداره في المستقبل، أو انتهاؤه بعد أكثر من سبعة أيام
said-the-widget-has-no-secret-yet = ليس للأداة سرّ بعد: ينشئه مسؤول في الإعدادات، الأداة.
said-the-widget-session-has-ended = انتهت جلسة الأداة: عرّف بنفسك من جديد.
said-this-origin-may-not-use-the-widget = لا يمكن لهذا الأصل استخدام الأداة: يُدرج المسؤول أصول الصفحات المضيفة في الإعدادات، الأداة.
said-this-origin-is-not-listed = هذا الأصل ليس من الأصول التي تسمح بها الأداة.
said-audit-widget-signed = الأداة للأشخاص المعرّفين فقط
said-audit-widget-anonymous = الأداة مفتوحة للقراء المجهولين
said-audit-widget-origin-added = سُمح لمضيف الأداة { $origin }
said-audit-widget-origin-removed = لم يعد مسموحًا لمضيف الأداة { $origin }
said-audit-widget-secret = سرّ جديد للأداة
said-audit-widget-secret-grace = سرّ جديد للأداة، ويعمل السابق { $hours } ساعة أخرى
said-widget-access-saved = حُفظ من يمكنه استخدام الأداة.
said-widget-origin-added = يمكن لأصل الصفحة المضيفة استخدام الأداة الآن.
said-widget-origin-removed = لم يعد بإمكان هذا الأصل استخدام الأداة.
said-a-new-widget-secret-was-made = أُنشئ سرّ جديد للأداة: انسخه الآن، فلن يُعرض إلا هذه المرة.
said-identify-first = عرّف بنفسك أولًا: خادم الصفحة المضيفة يضمن هوية من سجّل الدخول فيها.
said-x-must-be-an-amount = يجب أن يكون { $field } مبلغًا من 0 إلى 1,000,000,000,000
said-x-is-too-long-at-most-plan = { $field } طويل جدًا (100 حرف على الأكثر)
said-x-must-be-a-number-of-people = يجب أن يكون { $field } عدد أشخاص من 0 إلى 100,000,000
said-x-must-be-at-most-50-attributes = يجب ألا يتجاوز { $field } خمسين سمة، لكل منها اسم من 1 إلى 100 حرف وقيمة نصية من 1000 حرف على الأكثر أو رقم أو true أو false
said-another-company-has-this-id = لدى شركة أخرى هذا المعرّف الخارجي.
said-company-x-was-not-found = لم يُعثر على الشركة { $a }.
said-at-most-x-companies-per-import = يمكن استيراد { $max_import } شركة على الأكثر دفعة واحدة؛ هذا الاستيراد فيه { $a }.
said-the-company-is-invalid = الشركة غير صالحة.
said-x-must-be-an-impact = يجب أن يكون { $field } 0.25 أو 0.5 أو 1 أو 2 أو 3
said-x-must-be-a-percent = يجب أن يكون { $field } نسبة مئوية صحيحة من 1 إلى 100
said-x-must-be-person-months = يجب أن يكون { $field } بأشهر العمل، أكبر من 0 وبحد أقصى 1000
said-x-must-be-sum-average-or-max = يجب أن يكون { $field } sum أو average أو max
said-x-must-be-votes-companies-or-revenue = يجب أن يكون { $field } votes أو companies أو revenue
said-audit-estimated = الأثر { $a }، الثقة { $b }، الجهد { $c }
said-audit-value-settings = الإيراد حسب { $a }، ووصول RICE حسب { $b }، { $c }
said-priorities-saved = حُفظت طريقة حساب القيمة.
said-estimates-saved = حُفظت التقديرات.
said-x-needs-a-header-row-with-external-id = يحتاج { $field } إلى سطر عناوين فيه عمود external_id
said-companies-imported = استُوردت أو حُدّثت { $companies } شركة؛ ورُفض { $rows } سطر.
said-x-must-be-votes-revenue-companies-or-rice = يجب أن يكون { $field } votes أو revenue أو companies أو rice
said-audit-ordered-by = مرتبة حسب { $a }
said-x-must-be-a-widget-access = يجب أن تكون قيمة { $field } هي signed أو anonymous_reading أو email_posting
said-the-widget-takes-identified-people-only = لا يقبل هذا الأداة إلا من تعرّفهم الصفحة المضيفة.
said-audit-widget-email = الأداة مفتوح للنشر بعنوان بريد فقط
said-a-person-keeps-at-most-x-tokens = يحتفظ الشخص بـ { $max } رموز وصول على الأكثر؛ ألغِ أحدها أولًا.
said-the-access-token-is-invalid = رمز الوصول غير صالح أو أُلغي.
said-the-token-s-person-is-blocked = صاحب رمز الوصول هذا محظور.
said-the-token-s-person-is-not-on-the-team = صاحب رمز الوصول هذا لم يعد ضمن الفريق.
said-this-token-may-only-read = رمز الوصول هذا للقراءة فقط؛ أنشئ رمزًا يسمح بالكتابة لهذا.
said-this-token-was-not-found = لم يُعثر على رمز الوصول هذا.
said-x-must-be-read-or-write = يجب أن تكون قيمة { $field } هي read أو write
said-mcp-request-source = مصدر هذا الطلب
said-published-entries-are-changed-in-the-admin-area = هذا الإدخال منشور؛ تُغيَّر الإدخالات المنشورة في منطقة الإدارة.
said-the-tool-s-arguments-are-invalid = وسائط الأداة غير صالحة: { $reason }
said-there-is-no-resource-x = لا يوجد مورد { $uri }.
said-there-is-no-tool-x = لا توجد أداة { $name }.
said-this-tool-needs-a-personal-access-token = هذه الأداة تكتب: استدعها برمز وصول شخصي لعضو في الفريق يسمح بالكتابة، لا بمفتاح API.
said-x-must-be-from-1-to-50 = يجب أن تكون قيمة { $field } من 1 إلى 50
said-import-status-mapping = { $pair } ليس ربطًا لحالة: اكتبه بالشكل «الحالة هناك=الحالة هنا»
said-import-no-status-here = يذكر الربط الحالة «{ $label }» وهي ليست من حالات هذه المؤسسة
said-import-id-too-long = معرّفه في المصدر أطول من { $max } حرفًا
said-import-board-deleted-here = لوحته «{ $name }» جاءت باستيراد سابق وحُذفت هنا بعد ذلك
said-import-board-private-there = اللوحة «{ $name }» خاصة في المصدر وعامة هنا: غيّر اسم إحداهما أو اجعلهما متماثلتين
said-import-board-private-here = اللوحة «{ $name }» عامة في المصدر وخاصة هنا: غيّر اسم إحداهما أو اجعلهما متماثلتين
said-import-running-twice = استيراد آخر من المصدر نفسه يكتب السجلات نفسها: انتظر حتى ينتهي ثم شغّل هذا مرة أخرى
said-import-board-unknown = لوحته ({ $id }) ليست من لوحات المصدر
said-import-post-deleted-here = جاء باستيراد سابق وحُذف هنا بعد ذلك؛ لن يُجلب مرة أخرى
said-import-author-no-email = ليس لكاتبه عنوان بريد إلكتروني صالح في المصدر
said-import-voter-no-email = ليس لمن صوّت عنوان بريد إلكتروني صالح في المصدر
said-import-status-too-long = حالته «{ $label }» أطول مما يُسمح به لاسم حالة هنا
said-import-tag-not-kept = ليس اسم وسم صالحًا هنا (فارغ أو أطول من 40 حرفًا)، أو يتجاوز الوسوم العشرين للمنشور الواحد
said-import-parent-missing = التعليق الذي يرد عليه غير موجود في المصدر: يُجلب تعليقًا مستقلًا
said-import-date-unreadable-post = تاريخه «{ $value }» لا يُقرأ تاريخًا: يُحتفظ به بتاريخ الاستيراد
said-import-date-unreadable = تاريخه «{ $value }» لا يُقرأ تاريخًا: يُحتفظ به بتاريخ منشوره
said-import-merge-target-missing = المنشور الذي دُمج فيه في المصدر ({ $id }) لم يُجلب (أو هو نفسه مدموج هنا): لا يُحتفظ به
said-import-file-too-large = { $name } أكبر من { $max } ميغابايت: صدّر سجلات أقل في كل مرة، أو استورده من سطر الأوامر
said-import-file-missing = ملف «{ $file }» من هذا التصدير مطلوب
said-import-file-unreadable = لا يُقرأ { $file } ملفَّ تصدير: { $detail }
said-import-file-not-utf8 = بعض نصه في { $file } ليس بترميز UTF-8: يُحتفظ به مع � حيث لا يُقرأ (احفظ ملف التصدير بترميز UTF-8 لتحتفظ به كاملًا)
said-import-files-gone = لم تعد الملفات المرفوعة لهذا الاستيراد في مخزن الخادم: ارفعها مرة أخرى
said-import-image-beyond = يتجاوز الصور الـ{ $max } للمنشور أو التعليق هنا: تُركت
said-import-image-not-copied = لا تُنسخ الصور من هذا المصدر: تُركت
said-import-image-address = ليس عنوان ويب (http:// أو https://): تُركت
said-import-image-missing = أجاب المصدر بأنها غير موجودة (404): تُركت
said-import-source-answered = أجاب المصدر بالرمز { $status } على { $path }: { $detail }
said-import-source-unreachable = تعذّر الوصول إلى المصدر على { $path }: { $detail }
said-import-source-unreadable = إجابة المصدر على { $path } ليست بصيغة واجهته البرمجية: { $detail }
said-import-source-too-large = إجابة المصدر على { $path } أكبر من { $max } بايت
said-import-source-address = { $url } ليس عنوان ويب (http:// أو https://) لخادم
said-import-needs-an-address = عنوان المصدر مطلوب: عنوان الويب لخادم اللوحة
said-import-needs-a-key = مفتاح API للمصدر مطلوب (على الأكثر { $max } حرفًا)
said-import-mapping-too-long = { $field } أطول من { $max } حرفًا
said-import-run-not-found = هذا الاستيراد ليس من استيرادات هذه المؤسسة
said-import-dry-run-gone = لم يعد ممكنًا تشغيل هذه التجربة: يُحفظ مفتاحها ساعة بعد انتهائها. ابدأ الاستيراد من جديد بالمفتاح.
said-import-already-running = يجري استيراد بالفعل: دعه ينتهي ثم ابدأ التالي
said-import-stopped-too-often = توقف الاستيراد مع خادمه { $n } مرات دون أن ينتهي: ابدأه من جديد، فهو يكمل من حيث توقف
said-import-dry-run-started = بدأت التجربة: تعرض هذه الصفحة تقدمها، ثم ما كان الاستيراد سيفعله.
said-import-started = بدأ الاستيراد: تعرض هذه الصفحة تقدمه، ثم ما فعله.
