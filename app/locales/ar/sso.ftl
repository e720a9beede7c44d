# The page of a failed sign-in link (/{org}/sso).

sso-failed = تعذّر تسجيل الدخول
sso-go-to-board = الانتقال إلى اللوحة
sso-no-board = هذه اللوحة غير موجودة.
sso-our-side = حدث خطأ من جهتنا.
sso-no-token = رابط تسجيل الدخول لا يحتوي على رمز.
sso-invalid = رابط تسجيل الدخول غير صالح أو انتهت صلاحيته. يُرجى طلب رابط جديد.

# The page of a single-use sign-in link (/{org}/signin/link): it asks before the link is used
# up, so that a mail client or a browser that opens links ahead does not spend it.
sign-in-link-title = تسجيل الدخول
sign-in-link-prompt = يسجّل هذا الرابط دخول { $email } إلى { $board } مرة واحدة.
sign-in-link-button = تسجيل الدخول
reset-link-title = اختر كلمة مرور جديدة
reset-link-prompt = يعيّن هذا الرابط كلمة مرور جديدة لـ { $email } في { $board }، مرة واحدة. تنتهي كل الجلسات الأخرى لهذا الحساب.
reset-link-password = كلمة المرور الجديدة
reset-link-button = تعيين كلمة المرور وتسجيل الدخول
invite-link-title = مرحبًا بك في الفريق
invite-link-prompt = يسجّل هذا الرابط دخول { $email } إلى { $board }، مرة واحدة. اختر كلمة مرور لتسجيل الدخول لاحقًا، أو اتركها فارغة: «هل نسيت كلمة المرور؟» في صفحة تسجيل الدخول يرسل إليك رابطًا جديدًا متى احتجت إليه.
invite-link-password = كلمة المرور (اختيارية)
two-factor-title = تسجيل الدخول بخطوتين
two-factor-intro = بعد كلمة المرور أو رابط البريد الإلكتروني، يطلب تسجيل الدخول أيضًا رمزًا من تطبيق مصادقة على هاتفك، كي لا تكفي كلمة مرور مسروقة وحدها.
two-factor-set-up = إعداد تسجيل الدخول بخطوتين
two-factor-scan = امسح هذا الرمز بتطبيق المصادقة، ثم أدخل الرمز المكوّن من 6 أرقام الذي يعرضه.
two-factor-qr = رمز QR لتطبيق المصادقة
two-factor-type-it = أو اكتب هذا المفتاح في التطبيق:
two-factor-code = الرمز
two-factor-turn-on = تفعيل
two-factor-on-now = تسجيل الدخول بخطوتين مفعّل.
two-factor-recovery-intro = احفظ رموز الاسترداد هذه في مكان آمن: كل رمز يسجّل دخولك مرة واحدة إن فقدت هاتفك. لن تُعرض مرة أخرى.
two-factor-is-on = تسجيل الدخول بخطوتين مفعّل. رموز الاسترداد المتبقية: { $left }. لإيقافه، أدخل رمزًا من التطبيق أو رمز استرداد.
two-factor-turn-off = إيقاف
two-factor-back = العودة إلى صفحتك
two-factor-code-title = أدخل الرمز
two-factor-code-intro = تسجيل الدخول بخطوتين مفعّل لهذا الحساب.
two-factor-code-hint = الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو أحد رموز الاسترداد.
two-factor-required = تشترط مؤسستك على الفريق استخدام تسجيل الدخول بخطوتين. أعدّه هنا لفتح منطقة الإدارة.
oidc-back-to-sign-in = العودة إلى تسجيل الدخول
oidc-sign-in-with = تسجيل الدخول عبر { $a }
oidc-role-customer = عميل (خارج الفريق)
oidc-role-admin = مسؤول
oidc-role-member = عضو (يشرف)
oidc-role-csm = نجاح العملاء
oidc-test-role-kept = دون تغيير (لا يحدّد هذا المزوّد الأدوار)
oidc-test-title = تسجيل دخول تجريبي عبر { $a }
oidc-test-passed = نجح الاختبار: تسجيل الدخول عبر هذا المزوّد يُدخلك كمسؤول. يمكن الآن إلزام الفريق بتسجيل الدخول عبره فقط.
oidc-test-not-you = لم ينجح الاختبار: سجّل المزوّد دخول شخص ليس حسابك هنا. سجّل الدخول لدى المزوّد باسمك، أو تحقّق من أنه يرسل عنوان بريدك الإلكتروني المُتحقَّق منه.
oidc-test-not-admin = لم ينجح الاختبار: مع ربط الأدوار الحالي لن تكون مسؤولًا بعد تسجيل الدخول. تحقّق من مطالبة الدور وقيم المسؤول.
oidc-test-subject = المُعرِّف
oidc-test-email = البريد الإلكتروني
oidc-test-role = الدور بعد تسجيل الدخول
oidc-test-back = العودة إلى الإعدادات
verify-link-title = أكّد عنوان بريدك الإلكتروني
verify-link-prompt = يؤكد هذا الرابط أن { $email } عنوانك في { $board } ويسجّل دخولك، مرة واحدة. تُحتسب منشوراتك وتعليقاتك وأصواتك من حينها.
verify-link-button = أكّد وسجّل الدخول
