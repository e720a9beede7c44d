# The public board (/{org}) and its cards.

board-loading = جارٍ تحميل اللوحة…
board-load-failed = تعذّر تحميل اللوحة
board-tagged = المنشورات الموسومة بـ«{ $tag }».
board-show-all = عرض كل المنشورات
board-results = { $count ->
    [zero] لا نتائج للبحث عن «{ $query }».
    [one] نتيجة واحدة للبحث عن «{ $query }».
    [two] نتيجتان للبحث عن «{ $query }».
    [few] { $count } نتائج للبحث عن «{ $query }».
    [many] { $count } نتيجةً للبحث عن «{ $query }».
   *[other] { $count } نتيجة للبحث عن «{ $query }».
}
board-results-more = نتائج البحث عن «{ $query }»: { $count }+.
board-clear-search = مسح البحث
board-description = شارك الأفكار وصوّت على ما ستطوّره { $org } لاحقًا.
board-boards = اللوحات
board-search-label = البحث في المنشورات
board-search-placeholder = البحث في المنشورات…
board-search = بحث
board-status = الحالة
board-status-all = الكل
board-filter = تصفية
board-sort-posts = ترتيب المنشورات
board-sort = ترتيب
sort-trending = الرائج
sort-top = الأعلى تصويتًا
sort-new = الأحدث
board-posts = المنشورات
board-no-match = لا توجد نتائج مطابقة
board-no-match-hint = يمكنك تجربة كلمات أخرى، أو مشاركة هذه الفكرة في منشور جديد.
board-empty = لا توجد منشورات بعد
board-empty-hint = ستظهر الأفكار والطلبات هنا.
card-votes-unit = { $count ->
    [zero] صوت
    [one] صوت
    [two] صوتان
    [few] أصوات
    [many] صوتًا
   *[other] صوت
}
card-comments = { $count ->
    [zero] لا تعليقات
    [one] تعليق واحد
    [two] تعليقان
    [few] { $count } تعليقات
    [many] { $count } تعليقًا
   *[other] { $count } تعليق
}
