title = Hech narsa buzilmasa ham navbat ikki marta yetkazishi mumkin
narrative = Hech bir worker ishdan chiqmaydi, hech bir ack yoʻqolmaydi. Bu yerdagi navbat SQS standart navbati kabi ishlaydi: u kamida bir marta yetkazishni vaʼda qiladi va vaqti-vaqti bilan oʻz sabablariga koʻra xabarni ikkinchi marta beradi. AckLab buni shunday koʻrsatadi: birinchi yetkazishdan soʻng broker m1 ni darhol yana koʻrinadigan qiladi va birinchi worker hali ishlayotgan paytda ikkinchi worker uni oladi.
task = Ssenariyni ijro eting va vaqt chizigʻida ikkala toʻldirishni toping.
question = m1 xabari qoʻshadigan 50 nima boʻladi?
takeaway = Kamida bir marta yetkazish tizimning har bir qismi ishlab turganda ham ikkinchi nusxa kelishi mumkinligini bildiradi. RabbitMQ va SQS FIFO navbatlari xabarni bunday takrorlamaydi, lekin nosozliklardan keyin ular ham qayta yetkazadi, shuning uchun baribir shunga tayyorlaning: dedup yozuvini oʻzgarish bilan bir tranzaksiyada saqlang yoki oʻzgarishni idempotent qiling.
