title = Zaharli xabar DLQga (ishlov berib boʻlmagan xabarlar navbatiga) tushadi
narrative = m1 har safar ishlov berilganda xato beradi. Qayta urinishlar cheklangan: koʻpi bilan beshta yetkazish, ular orasidagi backoff esa tobora uzayib boradi.
task = Ssenariyni ijro eting va m1 xabarining yetkazishlarini kuzating.
question = m1 oxir-oqibat qayerga tushadi?
takeaway = Hech qachon muvaffaqiyatli boʻla olmaydigan xabar cheksiz qayta yetkazilmasligi kerak. Navbatda u boshqalarni ushlab qolmaydi (m2 uni kutmasdan oʻtib ketdi), lekin har bir urinish workerni band qiladi va kutishga vaqt ketadi. Cheklangan qayta urinishlar uni DLQga oʻtkazib qoʻyadi: u yerda inson uni koʻrib chiqib, asosiy navbatga qaytarishi yoki oʻchirib tashlashi mumkin. Kafka partitsiyasi esa qatʼiy tartibda oʻqiladi, shuning uchun u yerda bunday yozuvga qayta-qayta urinayotgan isteʼmolchi undan keyingi barcha yozuvlarni ushlab qoladi — buni keyingi dars koʻrsatadi.
