title = Muddati juda erta tugaydigan dedup yozuvi
narrative = Dedup jadvali odatda vaqti-vaqti bilan tozalanadi. Bu yerda uning har bir qatori 10 takt yashaydi (uning TTL qiymati). 1-worker m1 ni commit qiladi, soʻng ackdan oldin 30 takt qotib qoladi, shuning uchun visibility timeout tugaydi va 2-worker m1 ni yana oladi.
task = «Oxirigacha ijro etish» tugmasini bosing va 2-worker dedup jadvalini tekshiradigan paytni toping.
question = m1 bilan nima boʻladi?
takeaway = Dedup yozuvi faqat mavjud ekan himoya qiladi. Uni eng kech nusxa kelishi mumkin boʻlgan vaqtdan uzoqroq saqlang: visibility timeoutdan, qayta urinishlar va backofflarning butun davridan hamda bir necha kundan keyin ham boʻlishi mumkin boʻlgan DLQdan qaytarishdan (redrive) uzoqroq.
