# The page of a failed sign-in link (/{org}/sso).

sso-failed = تعذّر تسجيل الدخول
sso-go-to-board = الانتقال إلى اللوحة
sso-no-board = هذه اللوحة غير موجودة.
sso-our-side = حدث خطأ من جهتنا.
sso-no-token = رابط تسجيل الدخول لا يحتوي على رمز.
sso-invalid = رابط تسجيل الدخول غير صالح أو انتهت صلاحيته. يُرجى طلب رابط جديد.
