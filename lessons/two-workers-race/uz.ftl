title = Avval tekshirish, keyin yozish: workerlar poygasi
narrative = Ikki worker va unique constraint qoʻyilmagan inbox jadvali. 1-worker ID ni tekshiradi, soʻng visibility timeoutdan uzoqroq qotib qoladi va shu orada xuddi oʻsha xabarni 2-worker oladi.
task = Ssenariyni ijro eting va vaqt chizigʻida ikkala workerni kuzating.
question = m1 qanday yakunlanadi?
takeaway = Tekshirgan paytida ikkala worker ham yozuvni topmadi. SELECT va undan keyingi INSERT birgalikda atomik emas.
