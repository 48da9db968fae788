title = Ikki worker, ikki yangilanish, notoʻgʻri tartib
narrative = order-7 yana ikki yangilanish oladi, avval paid, keyin shipped, bu safar versiyasiz, va ikki worker xabarlarni bitta navbatdan oladi. 1-worker m1 ni birinchi boʻlib oladi, lekin yozishdan oldin 3 takt toʻxtab qoladi; shu orada 2-worker m2 ni oladi va shipped ni yozadi. Na ishdan chiqish, na qayta yetkazish bor.
task = «Oxirigacha ijro etish» tugmasini bosing va vaqt chizigʻidagi ikki yozuv tartibini ular eʼlon qilingan tartib bilan solishtiring.
question = m2 uchun hukm qanday?
takeaway = Navbat xabarlarni eng eskisidan boshlab beradi, lekin bir nechta worker ularni istalgan tartibda tugatadi: bir pauza, sekin soʻrov yoki axlat yigʻish uchun toʻxtash kifoya. SQS standart navbatlari hatto yetkazish tartibini ham vaʼda qilmaydi. Bitta buyurtmaning yangilanishlarini bir vaqtda bitta isteʼmolchida saqlang (SQS FIFO navbatining xabar guruhi, buyurtma kaliti bilan Kafka partitsiyasi) yoki ularga versiya berib, tekshiring.
