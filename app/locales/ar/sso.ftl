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
