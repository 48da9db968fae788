title = Avval tekshirish, keyin yozish: workerlar poygasi
narrative = Ikki worker va unikallik cheklovi qoʻyilmagan processed_messages jadvali. 1-worker IDni tekshiradi, soʻng visibility timeoutdan uzoqroq qotib qoladi va shu orada xuddi oʻsha xabarni 2-worker oladi.
task = Ssenariyni ijro eting va vaqt chizigʻida ikkala workerni kuzating.
question = m1 qanday yakunlanadi?
takeaway = Tekshirgan paytida ikkala worker ham yozuvni topmadi. SELECT va undan keyingi INSERT birgalikda atomik emas.
