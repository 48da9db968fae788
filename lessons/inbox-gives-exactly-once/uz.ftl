title = Inbox pattern
narrative = ID ni tekshirish, oʻzgarishni bajarish, ID ni qayd etish — barchasi bitta tranzaksiyada, shundan keyingina ack. Nosozliklar tahlili har bir ishdan chiqish nuqtasini va har bir yoʻqolgan ackni sinab koʻradi.
task = «Har bir nosozlikni alohida sinab koʻrish» tugmasini bosib, nosozliklar tahlilini ishga tushiring.
question = Bu isteʼmolchi maʼlumotlar bazasidagi oʻzgarishlari uchun qaysi kafolatni beradi?
takeaway = Qayta yetkazish baribir sodir boʻladi, lekin har bir ortiqcha yetkazish oʻz ID si oʻzgarish bilan birga commit qilinganini koʻradi: taʼsir aynan bir marta (exactly-once) yuz beradi.
