title = Idempotent isteʼmolchi: dedup yozuvi oʻzgarish bilan bir tranzaksiyada
narrative = IDni tekshirish, oʻzgarishni bajarish, IDni qayd etish — barchasi bitta tranzaksiyada, shundan keyingina ack. Nosozliklar tahlili har bir ishdan chiqish nuqtasini va har bir yoʻqolgan ackni sinab koʻradi. (Bu hali tranzaksion inbox patterni emas: bu pattern xabarni avval inbox jadvaliga yozib, ack yuboradi va shundan keyingina unga oʻsha yerdan ishlov beradi.)
task = «Har bir nosozlikni alohida sinab koʻrish» tugmasini bosib, nosozliklar tahlilini ishga tushiring.
question = Bu isteʼmolchi maʼlumotlar bazasidagi oʻzgarishlari uchun qaysi kafolatni beradi?
takeaway = Qayta yetkazish baribir sodir boʻladi, lekin har bir ortiqcha yetkazish oʻz IDsi oʻzgarish bilan birga commit qilinganini koʻradi: maʼlumotlar bazasidagi taʼsir aynan bir marta (exactly-once) yuz beradi.
