title = Qayta yuborishda berilgan yangi ID dedupni befoyda qiladi
narrative = Isteʼmolchi ham, yoʻqolgan qabul tasdigʻi ham avvalgidek, lekin bu producer qayta yuborilgan xabarga yangi ID beradi.
task = Ssenariyni ijro eting va processed_messages jadvalidagi IDlarni solishtiring.
question = m1 qanday yakunlanadi?
takeaway = Dedup faqat avval koʻrganini taniy oladi. ID birinchi yuborishdan oldin bir marta tanlanishi va har bir qayta yuborishda oʻzgarmay qolishi kerak.
