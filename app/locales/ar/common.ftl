# Shared by every page: the frame around it, the header, the sections, the footer.

skip-to-content = الانتقال إلى المحتوى
nav-sections = الأقسام
nav-feedback = الاقتراحات
nav-roadmap = خارطة الطريق
nav-changelog = سجل التغييرات
nav-new-post = منشور جديد
nav-account = الحساب
nav-admin = الإدارة
sign-in = تسجيل الدخول
sign-up = إنشاء حساب
sign-out = تسجيل الخروج
theme-dark = المظهر الداكن
footer-language = اللغة
footer-language-change = تغيير
pager-pages = الصفحات
pager-previous = → السابق
pager-next = التالي ←
pager-page = الصفحة { $page }
not-found-title = غير موجود
not-found-heading = لا يوجد شيء هنا
not-found-text = هذه الصفحة غير موجودة، أو نُقلت إلى مكان آخر.
not-found-home = الانتقال إلى الصفحة الرئيسية
error-try-again = إعادة المحاولة
forbidden-title = غير مسموح
forbidden-admin-overview = الانتقال إلى الصفحة الرئيسية للإدارة
