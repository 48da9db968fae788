title = Exactly-once tranzaksiya chegarasida tugaydi
narrative = Yana oʻsha idempotent isteʼmolchi, lekin xabarlardan biri kartadan pul yechadi. Pul yechish apply qadami ichida bajariladi, biroq karta maʼlumotlar bazasi tranzaksiyasiga kirmaydi.
task = «Har bir nosozlikni alohida sinab koʻrish» tugmasi bilan nosozliklar tahlilini ishga tushiring, soʻng «Sozlamalar» boʻlimida «Toʻlov uchun idempotentlik kaliti»ni yoqing va tahlilni yana ishga tushiring.
question = Bu isteʼmolchi qaysi kafolatni beradi?
takeaway = Exactly-once faqat dedup yozuvi bilan bitta tranzaksiyada commit qilinadigan narsalarga taalluqli. Undan tashqaridagi har qanday amal oʻz idempotentligiga ega boʻlishi kerak.
