title = Metrikalarni qanday oʻqish kerak
narrative = Bu ishga tushirishda ikki narsa notoʻgʻri ketadi. m1 — zaharli xabar: unga ishlov berish har safar xato bilan tugaydi. m2 ni olgan worker uni commit qiladi, soʻng ackdan oldin visibility timeoutdan uzoqroq qotib qoladi, shuning uchun broker m2 ni yana yetkazadi.
task = «Oxirigacha ijro etish» tugmasini bosing va «Metrikalar» panelini oʻqing: qayta yetkazishlar, DLQga tushganlar va aniqlangan takrorlar.
question = m1 bilan nima boʻladi?
takeaway = DLQda tugaydigan qayta yetkazishlar zaharli xabarga ishora qiladi. Dedup ombori takror sifatida ushlaydigan, DLQga hech narsa tushmaydigan qayta yetkazishlar esa juda kech ack yuboradigan isteʼmolchiga ishora qiladi: ish bajarilgan, faqat ack visibility timeoutdan keyin kelgan.
