# The customers' CSV export: its header row (the import reads it back in any language).

csv-email = البريد الإلكتروني
csv-name = الاسم
csv-labels = التسميات
csv-starred = مميز بنجمة
csv-blocked = محظور
csv-posts = المنشورات
csv-votes = الأصوات
csv-comments = التعليقات
csv-created-at = تاريخ الإنشاء
csv-company = الشركة
