title = Avval ish, keyin offset commiti
narrative = Endi Kafka kabi logning isteʼmolchisi avval ishni bajaradi, offsetni esa keyin commit qiladi. U balansni toʻldiruvchi m2 ga ishlov berayotganda ishdan chiqadi: balans oʻzgargan, commit esa hali yoʻq. Guruh ishdan chiqqan workerni uning sessiyasi muddati tugaguncha kutadi, soʻng partitsiyani oxirgi commit qilingan offsetdan qayta taqsimlaydi.
task = «Oxirigacha ijro etish» tugmasini bosing va m2 ni vaqt chizigʻida hamda balansda kuzating.
question = m2 ning balansni toʻldirishi nima boʻladi?
takeaway = Commitdan oldin bajarilgan ish hech qachon yozuvni oʻtkazib yubormaydi, lekin commitdan oldingi ishdan chiqish guruhni yozuvni commit qilingan offsetdan qayta oʻqishga majbur qiladi: bu at-least-once. Ikki marta bajarilgan toʻldirish pulni ikki baravar koʻpaytiradi, shuning uchun isteʼmolchiga allaqachon ishlov berilgan yozuvni tanib olish usuli ham kerak; keyingi darslar buni koʻrsatadi.
