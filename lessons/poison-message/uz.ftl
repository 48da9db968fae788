title = Poison xabar dead-letter queue ga tushadi
narrative = m1 har safar qayta ishlanganda xato beradi. Qayta urinishlar cheklangan: koʻpi bilan beshta yetkazish, ular orasidagi backoff esa tobora uzayib boradi.
task = Ssenariyni ijro eting va m1 xabarining yetkazishlarini kuzating.
question = m1 oxir-oqibat qayerga tushadi?
takeaway = Hech qachon muvaffaqiyatli boʻla olmaydigan xabar navbatni cheksiz toʻsib qoʻymasligi kerak. Cheklangan qayta urinishlar uni inson koʻrib chiqishi uchun dead-letter queue ga oʻtkazadi.
