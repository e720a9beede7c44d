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
