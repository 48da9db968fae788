title = Zaharli xabar DLQga (yetkazib boʻlinmagan xabarlar navbatiga) tushadi
narrative = m1 har safar ishlov berilganda xato beradi. Qayta urinishlar cheklangan: koʻpi bilan beshta yetkazish, ular orasidagi backoff esa tobora uzayib boradi.
task = Ssenariyni ijro eting va m1 xabarining yetkazishlarini kuzating.
question = m1 oxir-oqibat qayerga tushadi?
takeaway = Hech qachon muvaffaqiyatli boʻla olmaydigan xabar cheksiz qayta urinilmasligi kerak. Navbatda u boshqalarni ushlab qolmaydi (m2 uni kutmasdan oʻtib ketdi), lekin har bir urinish workerni band qiladi va kutishga vaqt ketadi. Cheklangan qayta urinishlar uni DLQga oʻtkazib qoʻyadi: u yerda inson uni koʻrib chiqib, asosiy navbatga qaytarishi yoki oʻchirib tashlashi mumkin. Qatʼiy tartibda oʻqiladigan Kafka partitsiyasida esa bunday yozuv oʻzidan keyingi barcha yozuvlarni toʻsib qoʻygan boʻlardi.
