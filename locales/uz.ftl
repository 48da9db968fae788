# AckLab, oʻzbekcha. Kalitlar ularni koʻrsatadigan ekran qismlari boʻyicha guruhlangan.

app-title = AckLab
app-tagline = Xabar isteʼmolchisini tuzing, uni ataylab buzing va buyurtmalar, balanslar hamda karta toʻlovlari qachon toʻgʻri chiqishi, qachon yoʻqolishi yoki ikki baravar boʻlishini kuzating.
copy-link = Havolani nusxalash
language = Til
link-copied = Havola buferga nusxalandi.
link-copy-failed = Manzilni manzil satridan nusxalang: brauzer buferdan foydalanishga ruxsat bermadi.
dismiss = Yopish
broken-link = Bu havoladagi ssenariyni ochib boʻlmadi ({ $reason }). Oʻrniga standart ssenariy yuklandi.
texts-not-loaded = { $language } tilidagi matnlarni yuklab boʻlmadi, shuning uchun AckLab inglizcha koʻrsatadi. Ulanishni tekshiring va tilni qayta tanlang.

## Isteʼmolchi muharriri
editor-title = Isteʼmolchi
editor-help = Worker qatordan keyinoq ishdan chiqishi uchun qator yonidagi doirachani bosing. Tartibni oʻzgartirish uchun qatorni sudrang yoki uning ↑ ↓ ✕ tugmalaridan foydalaning (ular sichqoncha yoki fokus turgan qatorda chiqadi).
editor-invalid = Bu tartibda ishlab boʻlmaydi: { $reason }
line-label = { $number }-qator: { $code }
crash-after = { $message } ({ $delivery }-yetkazish) uchun { $step } qadamidan keyin ishdan chiqish
move-up = Yuqoriga surish
move-down = Pastga surish
remove-line = Qatorni oʻchirish
add-step = { $step } qadamini qoʻshish
palette-title = Qadam qoʻshish
crash-target = Ishdan chiqish nuqtalari quyidagiga tegishli:
crash-target-message = Xabar
crash-target-delivery = Yetkazish
crash-target-summary = Ishdan chiqish nuqtalari: { $message }, { $delivery }-yetkazish

## Ijro
play = Ijro etish
pause = Pauza
step = Bir qadam oldinga
step-back = Bir qadam orqaga
run-to-end = Oxirigacha ijro etish
reset = Boshiga qaytarish
speed = Tezlik
timeline-position = Takt: { $tick } / { $end }
scrubber = Vaqt

## Sozlamalar
settings-title = Sozlamalar
messages-title = Xabarlar
add-message = Xabar qoʻshish
remove-message = { $id } xabarini oʻchirish
op-create_order = buyurtma yaratish
op-deposit = balansni toʻldirish
op-set_status = holatni belgilash
op-charge = kartadan pul yechish
dedup-store = Dedup ombori
dedup-none = yoʻq
dedup-memory = worker xotirasi
dedup-table = processed_messages jadvali
dedup-unique = ID uchun unikallik cheklovi
workers = Workerlar
visibility-timeout = Visibility timeout (taktlarda)
consumer-timeout = Consumer timeout (taktlarda)
broker-like = Qaysi brokerga oʻxshaydi
broker-like-sqs = Amazon SQS
broker-like-rabbitmq = RabbitMQ 3.x
retry-rabbitmq-note = RabbitMQda qayta urinish uchun oʻz kechiktirishi yoʻq: nack qilingan xabar darhol navbat boshiga qaytadi, shuning uchun quyidagi kechiktirish ishlatilmaydi. Kechiktirish uchun xabar TTLi va dead-letter exchange bilan alohida kutish navbati kerak.
max-deliveries = Yetkazishlar chegarasi
message-ttl = Xabar TTLi: shuncha kutgan xabarni DLQga oʻtkazish (taktlarda, 0 = hech qachon)
broker-durable = Persistent broker (durable)
producer-retry = Tasdiq kelmasa, producer qayta yuboradi
producer-stable-ids = Qayta yuborilganda xabar IDsi oʻzgarmaydi
producer-idempotent = Idempotent producer rejimi
producer-idempotent-rabbitmq-note = RabbitMQ producer tartib raqamlarini saqlamaydi: bu navbatda qayta yuborilgan xabar boshqalari kabi saqlanadi va uni faqat consumer tomonidagi dedup olib tashlay oladi.
producer-messages-per-tick = Bir taktda yuboriladigan xabarlar soni
payment-key = Toʻlov uchun idempotentlik kaliti
payment-reconcile = Pul yechishdan oldin toʻlov holatini tekshirish
retry-backoff = Qayta urinish backoffi (taktlarda)
retry-title = Qayta urinishlar (faqat navbatda)
retry-multiplier = Backoff koʻpaytuvchisi
retry-max-backoff = Eng uzun backoff (taktlarda)
retry-jitter = Jitter

## Nosozliklar
faults-title = Nosozliklar
fault-add = Nosozlik qoʻshish
fault-cannot-happen-here = Bu nosozlik ushbu ssenariyda yuqorida tanlangan xabar va yetkazishda yuz bera olmaydi.
fault-remove = Nosozlikni olib tashlash
fault-kind = Turi
fault-none = Nosozlik yoʻq: hammasi joyida ishlaydi.
faults-show-all = Yana { $count } ta nosozlikni koʻrsatish
faults-show-fewer = Kamroq nosozlik koʻrsatish
fault-crash = { $message } uchun { $step } qadamidan keyin ishdan chiqish ({ $delivery }-yetkazish)
fault-lose_ack = { $message } xabarining ackini yoʻqotish ({ $delivery }-yetkazish)
fault-lose_publish_confirm = { $message } xabarining qabul tasdigʻini yoʻqotish
fault-lose_payment_response = { $message } uchun toʻlov javobini yoʻqotish ({ $delivery }-yetkazish)
fault-stall = { $message } uchun { $step } qadamidan keyin { $ticks } takt davomida qotib qolish ({ $delivery }-yetkazish)
fault-poison = { $message } — zaharli xabar
fault-transient = { $message } xabari { $failures } marta xato beradi
fault-broker_crash = { $at }-taktda brokerni ishdan chiqarish

## Tizim
system-title = Tizim
producer = Producer
broker = Broker
ready = Tayyor
in-flight = Ishlovda
dead-letters = DLQ (ishlov berib boʻlmagan xabarlar navbati)
delayed = Qayta urinishni kutmoqda
visible-in = { $ticks ->
    [one] { $ticks } taktdan keyin yana koʻrinadi
   *[other] { $ticks } taktdan keyin yana koʻrinadi
}
consumer-timeout-in = { $ticks ->
    [one] { $ticks } taktdan keyin consumer timeout
   *[other] { $ticks } taktdan keyin consumer timeout
}
worker-name = { $number }-worker
worker-idle = boʻsh
worker-down = ishdan chiqdi, t={ $tick } paytida qaytadi
worker-busy = { $id } ({ $delivery }-yetkazish), keyingi qadam: { $step }
worker-waiting = { $holder }-workerni kutmoqda
worker-stalled = t={ $tick } paytigacha qotib qolgan
empty = boʻsh

## Maʼlumotlar
data-title = Maʼlumotlar
jump-nav = Oʻtish
orders = Buyurtmalar
order-number = Buyurtma
from-message = Manba xabar
balance = Balans
processed-messages = processed_messages
charges = Karta toʻlovlari
operations-table = operations
operation-state = holat (urinishlar), oxirgi xato
statuses = Buyurtma holati
duplicate-row = dublikat
ghost-row = kutilgan, lekin paydo boʻlmadi
amount = Summa
status = Holat

## Xulosa
verdict-title = Xulosa
summary-all-ok = hammasi joyida
summary-lost = { $count } ta yoʻqoldi
summary-duplicated = { $count } ta takrorlandi
summary-dead-lettered = { $count } ta DLQga tushdi
summary-pending = { $count } ta kutilmoqda
message = Xabar
operation = Amal
applied = Bajarilgan
outcome = Natija
deliveries = Yetkazishlar
why = Nega
outcome-ok = joyida
outcome-lost = yoʻqoldi
outcome-duplicated = takrorlandi
outcome-dead_lettered = DLQga tushdi
outcome-pending = kutilmoqda
jump-to = t={ $tick } nuqtasiga oʻtish

## Nosozliklar tahlili
explorer-title = Nima xato ketishi mumkin?
explore = Har bir nosozlikni alohida sinab koʻrish
guarantee = Kafolat: { $name ->
    [none] yoʻq
   *[other] { $name }
}
explored =
    { $schedules ->
    [one] { $schedules } ta variant
   *[other] { $schedules } ta variant
}: { $lost } tasida xabar yoʻqoladi, { $duplicated } tasida takrorlanadi, { $parked } tasida DLQda kutib qoladi.
guarantee-meaning =
    { $guarantee ->
    [exactly-once] Hech bir xabar yoʻqolmadi ham, takrorlanmadi ham
    [at-least-once] Hech bir xabar yoʻqolmadi, lekin ayrimlari takrorlandi
    [at-most-once] Hech bir xabar takrorlanmadi, lekin ayrimlari yoʻqoldi
   *[none] Xabarlar ham yoʻqoldi, ham takrorlandi
} — nosozliklar tahlili sinab koʻrgan { $pairs ->
    [true] har bir yakka nosozlik va har bir nosozliklar juftligida
    [stopped-true] yakka nosozliklar va nosozliklar juftliklarida, chegarasi yetgunicha
    [stopped-false] yakka nosozliklarda, chegarasi yetgunicha
   *[false] har bir yakka nosozlikda
}: ssenariyning yozilgan holati bilan birga jami { $schedules ->
    [one] { $schedules } ta variant
   *[other] { $schedules } ta variant
}. Ulardan tashqaridagi holatlar uchun hech narsa vaʼda qilinmaydi.
explored-truncated = Nosozliklar tahlili { $schedules } ta variantdan keyin toʻxtadi: ayrim variantlar sinab koʻrilmadi.
parked-note = DLQga tushgan xabar yoʻqolgan hisoblanmaydi: u DLQda (ishlov berib boʻlmagan xabarlar navbatida) kimdir koʻrib chiqib, asosiy navbatga qaytarguncha yoki oʻchirib tashlaguncha kutib turadi. Bu kafolatni oʻzgartirmaydi.
explorer-help = Har bir katak ssenariyga bitta nosozlik qoʻshadi. Uni qayta ijro etish uchun katakni bosing.
explore-pairs = Nosozliklarning har bir juftini ham sinab koʻrish
explore-progress-label = Tahlil jarayoni
explore-progress = Sinab koʻrilgan variantlar: { $total } tadan { $done } tasi
explore-cancel = Bekor qilish
explore-failed = Nosozliklar tahlilini ishga tushirib boʻlmadi: { $reason }
explore-unavailable = uning fayllarini yuklab boʻlmadi (internetga ulanmaganmisiz?)
explore-crashed = u xato bilan toʻxtadi (bu AckLab xatosi; iltimos, bu haqda xabar bering)
explorer-pairs-note = Jadvalda faqat alohida nosozliklar koʻrsatilgan; juftlar yuqoridagi hisobda bor.
explorer-legend = ✔ joyida · ✖ yoʻqoldi · ×2 takrorlandi · ‖ DLQda kutmoqda
outcome-parked = DLQda kutmoqda
fault-point = Nosozlik
## Ssenariydan nega foydalanib boʻlmasligi. $field — ssenariy JSONidagi xato maydonning yoʻli,
## masalan, faults[0].after; qadam nomlari isteʼmolchining kod soʻzlari.
error-at = { $field }: { $message }
error-malformed-json = matn yaroqli JSON emas ({ $line }-qator, { $column }-ustun: { $detail })
error-document-not-object = ssenariy JSON obyekti boʻlishi kerak, { $got } emas
error-not-object = obyekt boʻlishi kerak, { $got } emas
error-wrong-type = { $expected } boʻlishi kerak, { $got } emas
error-invalid-value = { $value } qiymati bu yerda ruxsat etilmagan: { $expected } boʻlishi kerak
error-missing-field = «{ $name }» maydoni yoʻq
error-duplicate-field = «{ $name }» maydoni ikki marta uchraydi
error-unknown-field = bu yerda «{ $name }» degan maydon yoʻq; mavjud maydonlar: { $expected }
error-unknown-variant = «{ $name }» bu yerda nomaʼlum qiymat; mumkin boʻlgan qiymatlar: { $expected }
error-wrong-format = «{ $expected }» koʻrinishida boʻlishi kerak, «{ $got }» emas
error-bad-id = ID kamida 1 ta, koʻpi bilan { $max } ta harf, raqam yoki _ - . : belgisidan iborat boʻladi, «{ $got }» esa bunday emas
error-id-used-twice = «{ $id }» IDsi ikki marta ishlatilgan
error-amount-not-allowed = summa faqat balansni toʻldirish yoki kartadan pul yechish amalida boʻladi, «{ $op }» amalida emas
error-message-count = ssenariyda kamida 1 ta, koʻpi bilan { $max } ta xabar boʻladi, bunisida esa { $got } ta
error-must-start-with-receive = receive qadamidan boshlanishi kerak: isteʼmolchi hali qabul qilmagan xabari ustida ishlay olmaydi
error-step-twice = { $step } qadami ikki marta uchraydi
error-begin-without-commit = begin bor, lekin commit yoʻq: tranzaksiya hech qachon tugamaydi
error-commit-without-begin = commit bor, lekin begin yoʻq: commit qilinadigan tranzaksiya yoʻq
error-commit-before-begin = commit begin qadamidan oldin keladi
error-record-before-check = record_dedup qadami check_dedup qadamidan oldin keladi: har bir xabar oʻzining dublikatidek koʻrinadi
error-out-of-range = { $low } va { $high } oraligʻida boʻlishi kerak, { $got } emas
error-too-many-faults = ssenariyda koʻpi bilan { $max } ta nosozlik boʻladi, bunisida esa { $got } ta
error-unknown-message = «{ $message }» xabarini koʻrsatadi, lekin ssenariyda bunday xabar yoʻq
error-step-not-in-pipeline = isteʼmolchida { $step } qadami yoʻq
error-not-a-charge = «{ $message }» kartadan pul yechish emas, shuning uchun u toʻlov xizmatiga hech qachon murojaat qilmaydi
error-other = { $text }
json-null = null
json-boolean = true yoki false
json-number = son
json-string = matn
json-array = roʻyxat
json-object = obyekt
json-unknown = { $words }
broken-base64 = havoladagi ssenariy yaroqli base64url emas
broken-utf8 = havoladagi ssenariy UTF-8 matni emas

## Hodisalar
events-title = Hodisalar
no-events = Hali hech narsa sodir boʻlmadi. Ijro etish tugmasini bosing.

## Izohlar: har bir sabab turi uchun bitta xabar. $tick — sabab koʻrsatayotgan hodisaning takti;
## workerlar 1 dan sanaladi.
cause-effect-applied =
    { $op ->
    [create_order] { $nth ->
        [1] { $worker }-worker t={ $tick } paytida #{ $order } buyurtmani yaratdi
       *[other] { $worker }-worker t={ $tick } paytida ikkinchi buyurtmani yaratdi: #{ $order }
    }
    [deposit] { $nth ->
        [1] { $worker }-worker t={ $tick } paytida balansga { $amount } qoʻshdi
       *[other] { $worker }-worker t={ $tick } paytida balansga yana { $amount } qoʻshdi
    }
    [set_status] { $nth ->
        [1] { $worker }-worker t={ $tick } paytida buyurtma holatini «{ $status }» deb belgiladi
       *[other] { $worker }-worker t={ $tick } paytida buyurtma holatini yana «{ $status }» deb belgiladi
    }
    [upsert] { $nth ->
        [1] { $worker }-worker t={ $tick } paytida buyurtmani yozdi
       *[other] { $worker }-worker t={ $tick } paytida buyurtmani yana yozdi
    }
    [send_email] { $nth ->
        [1] { $worker }-worker t={ $tick } paytida xatni yubordi
       *[other] { $worker }-worker t={ $tick } paytida xatni yana yubordi
    }
    [emit] { $nth ->
        [1] { $worker }-worker t={ $tick } paytida chiqish yozuvini yozdi
       *[other] { $worker }-worker t={ $tick } paytida chiqish yozuvini yana yozdi
    }
   *[charge] { $nth ->
        [1] toʻlov xizmati t={ $tick } paytida kartadan { $amount } yechdi
       *[other] toʻlov xizmati t={ $tick } paytida kartadan yana { $amount } yechdi
    }
}
cause-crashed =
    { $next ->
    [none] { $worker }-worker t={ $tick } paytida { $after } qadamidan keyin ishdan chiqdi (bu uning oxirgi qadami edi)
   *[other] { $worker }-worker t={ $tick } paytida { $after } qadamidan keyin, { $next } qadamidan oldin ishdan chiqdi
}
cause-ack-lost =
    { $broker_down ->
    [true] { $worker }-worker yuborgan ack t={ $tick } paytida yetib bormadi: broker ishlamayotgan edi
   *[false] { $worker }-worker yuborgan ack t={ $tick } paytida yoʻqoldi
}
cause-stalled = { $worker }-worker t={ $tick } paytida { $ticks } takt davomida qotib qoldi — bu broker timeoutidan uzoqroq
cause-visibility-expired = visibility timeout t={ $tick } paytida ack kelmasdan tugadi, shuning uchun broker xabarni qaytarib oldi
cause-channel-closed = t={ $tick } paytida { $worker }-workerning kanali yopildi ({ $reason ->
    [worker_crashed] worker jarayoni ishdan chiqdi
    [ack_lost] ulanish ack bilan birga uzildi
   *[consumer_timeout] consumer timeout tugadi
}), shuning uchun broker xabarni darhol qaytarib oldi
cause-apply-failed = apply qadami t={ $tick } paytida xato bilan tugadi ({ $error ->
    [poison] zaharli xabar, har safar xato beradi
    [poison_permanent] doimiy xato
    [payment_outage] toʻlov xizmati ishlamay turgan edi
    [payment_overloaded] toʻlov xizmati haddan tashqari band edi
   *[transient] vaqtinchalik xato
})
cause-payment-response-lost = kartadan pul yechildi, lekin javob t={ $tick } paytida yoʻqoldi, shuning uchun { $worker }-worker toʻlov oʻtganini bila olmadi
cause-broker-requeued = broker t={ $tick } paytida ishdan chiqdi va ack olinmagan xabarni navbatga qaytardi
cause-redelivered = t={ $tick } paytida { $worker }-workerga qayta yetkazildi ({ $delivery }-yetkazish)
cause-fault-struck = { $fault ->
    [duplicate_delivery] t={ $tick } paytida hech narsa buzilmasa ham broker xabarni yana berdi
   *[other] t={ $tick } paytida { $fault } nosozligi yuz berdi
}
cause-republished =
    { $new_id ->
    [none] producer t={ $tick } paytida tasdiq olmadi va xabarni qayta yubordi: navbatda ikkinchi nusxa paydo boʻldi
   *[other] producer t={ $tick } paytida tasdiq olmadi va xabarni yangi ID bilan qayta yubordi: { $new_id }
}
cause-no-dedup-store = dedup ombori yoʻq, shuning uchun qaysi IDlarga ishlov berilgani hech qayerda saqlanmaydi
cause-no-dedup-check = isteʼmolchi bu IDga avval ishlov berilgan-berilmaganini hech qachon tekshirmaydi
cause-no-dedup-record = isteʼmolchi ishlov berilgan IDni hech qachon qayd etmaydi
cause-new-id-not-recognised = nusxa yangi ID bilan keldi ({ $new_id }), shuning uchun uni na dedup yozuvi, na idempotentlik kaliti taniy oladi
cause-dedup-memory-forgotten = { $worker }-worker t={ $tick } paytida qayta ishga tushganda uning xotirasidagi dedup toʻplami tozalanib ketdi
cause-dedup-memory-per-worker = dedup toʻplami har bir workerning oʻz xotirasida saqlanadi, nusxani esa boshqa worker oldi
cause-dedup-not-in-same-transaction = dedup yozuvi oʻzgarish bilan bir tranzaksiyada commit qilinmadi
cause-check-then-insert-race = ikkala yetkazish ham dedup jadvalini tekshirdi, hali hech biri oʻz yozuvini commit qilmagan edi
cause-no-unique-constraint = unikallik cheklovi boʻlmagani uchun shu ID ikkinchi marta ham muvaffaqiyatli yozildi
cause-charge-outside-transaction = kartadan pul yechish — boshqa tizimga yuboriladigan soʻrov va u hech qanday maʼlumotlar bazasi tranzaksiyasiga kirmaydi: maʼlumotlar bazasidagi hech narsa uni bekor qila olmaydi, soʻrovdan oldin esa ikkinchi urinishning oldini oladigan hech qanday urinish yozuvi commit qilinmagan edi
cause-email-sent-directly = isteʼmolchi xatni oʻzi, maʼlumotlar bazasi tranzaksiyasidan tashqarida yubordi: yuborilgan xatni qaytarib boʻlmaydi, pochta xizmatida esa idempotentlik kaliti yoʻq, shuning uchun keyingi yetkazish uni yana yubordi
cause-no-idempotency-key = toʻlov soʻrovida idempotentlik kaliti yoʻq edi, shuning uchun xizmat kartadan yana pul yechdi
cause-status-check-race = ikkala yetkazish ham toʻlov holatini soʻradi, hali hech biri pul yechmagan edi
cause-acked-before-effect = { $worker }-worker t={ $tick } paytida xabarga ack yubordi, uning taʼsiri esa hali commit qilinmagan edi
cause-abandoned-after-ack = isteʼmolchi ack yuborib boʻlgach, t={ $tick } paytida xabardan voz kechdi
cause-not-redelivered = broker ack olingan xabarni hech qachon qayta yetkazmaydi, shuning uchun taʼsir umuman roʻy bermadi
cause-skipped-as-duplicate = { $worker }-worker t={ $tick } paytida bu ID allaqachon qayd etilganini koʻrdi va xabarni dublikat deb oʻtkazib yubordi
cause-dropped-by-broker = broker t={ $tick } paytida ishdan chiqdi va persistent boʻlmagani, yaʼni xabarlarni diskda saqlamagani uchun xabarni yoʻqotdi
cause-publish-gave-up =
    { $attempts ->
    [1] producer broker ishlamayotganda xabarni yubordi, qayta urinmadi va t={ $tick } paytida voz kechdi
   *[other] producer broker ishlamayotganda xabarni { $attempts } marta yubordi, soʻng t={ $tick } paytida voz kechdi
}
cause-no-apply-step = isteʼmolchida apply qadami yoʻq, shuning uchun hech narsa bajarilmaydi
cause-dead-lettered =
    { $reason ->
    [expired] xabar navbatda shu navbatdagi xabarlar TTL muddatidan uzoqroq kutdi va broker t={ $tick } paytida uni DLQga oʻtkazdi
    [permanent_error] isteʼmolchi xabarni doimiy xato sifatida qayta urinishsiz rad etdi va broker t={ $tick } paytida uni DLQga oʻtkazdi
   *[max_deliveries] xabar { $deliveries ->
        [one] { $deliveries } marta
       *[other] { $deliveries } marta
    } yetkazildi — broker ruxsat beradigan eng koʻp son shu — va broker t={ $tick } paytida uni DLQga oʻtkazdi
}
cause-parked-needs-attention = xabar u yerda yoʻqolmagan, balki kutib turibdi: kimdir uni koʻrib chiqib, asosiy navbatga qaytarguncha yoki oʻchirib tashlaguncha u oʻsha yerda qoladi
cause-never-applied = taʼsir umuman bajarilmadi

## Hodisalar jurnali: har bir trace hodisasi turi uchun bitta xabar. $id — xabar nusxasining IDsi,
## $worker 1 dan sanaladi.
event-published = { $id } yuborildi ({ $attempt }-urinish)
event-publish-rejected = { $message } xabarini yuborish rad etildi: broker ishlamayapti
event-publish-confirm-lost = { $id } uchun qabul tasdigʻi yoʻqoldi
event-duplicate-publish-dropped = broker { $message } xabarining takroriy yuborilgan nusxasini qabul qilmadi
event-publish-gave-up = producer { $message } xabarini yuborishdan voz kechdi
event-delivered = { $id } { $worker }-workerga yetkazildi ({ $delivery }-yetkazish)
event-step-done = { $worker }-worker: { $id } uchun { $step } bajarildi
event-dedup-hit = { $worker }-worker { $id } xabariga allaqachon ishlov berilganini aniqladi
event-dedup-recorded = { $worker }-worker { $id } xabarini ishlov berilgan deb qayd etdi
event-dedup-wait = { $worker }-worker { $holder }-workerning { $id } yozuvini qoʻshishini kutmoqda
event-dedup-conflict = unikallik cheklovi { $worker }-workerning { $id } yozuvini rad etdi
event-applied = { $worker }-worker { $id } amalini bajardi
event-effect-committed = { $id } oʻzgarishini { $worker }-worker commit qildi
event-committed = { $worker }-worker commit qildi
event-rolled-back = { $worker }-worker rollback qildi: { $discarded } ta yozuv bekor boʻldi
event-charged = { $id } uchun kartadan pul yechildi
event-charge-replayed = toʻlov xizmati { $id } uchun yangi toʻlov oʻrniga birinchisining natijasini qaytardi
event-charge-found-by-status = toʻlov xizmati maʼlumotiga koʻra, { $id } uchun pul allaqachon yechilgan
event-charge-not-found-by-status = toʻlov xizmatida { $id } uchun hech qanday toʻlov topilmadi
event-operation-recorded = { $worker }-worker { $id } operatsiyasi qatorini yozdi: holat { $status }, urinishlar { $attempts }
event-operation-already-done = { $worker }-worker { $id } operatsiyasi allaqachon succeeded ekanini koʻrdi, shuning uchun xizmatga qayta murojaat qilmaydi
event-payment-response-lost = { $id } uchun toʻlov javobi yoʻqoldi
event-apply-failed = { $id } uchun apply xato bilan tugadi ({ $error ->
    [poison] zaharli xabar
    [poison_permanent] doimiy xato
    [payment_outage] toʻlov xizmati ishlamayapti
    [payment_overloaded] toʻlov xizmati haddan tashqari band
   *[transient] vaqtinchalik xato
})
event-acked = { $worker }-worker { $id } uchun ack yubordi
event-ack-ignored = broker { $worker }-workerning { $id } uchun yuborgan ackini eʼtiborsiz qoldirdi
event-ack-lost = { $worker }-workerning { $id } uchun yuborgan acki yoʻqoldi
event-ack-stale = { $worker }-workerning { $id } uchun acki { $delivery }-yetkazishga tegishli edi, u endi joriy emas: broker xabarni oʻzida qoldiradi
event-channel-closed = { $reason ->
    [worker_crashed] { $worker }-worker ishdan chiqdi va ulanishi yopildi: broker { $id } xabarini darhol qaytarib oldi
    [ack_lost] { $worker }-workerning ulanishi ack bilan birga uzildi: broker { $id } xabarini darhol qaytarib oldi
   *[consumer_timeout] { $worker }-worker { $id } xabarini consumer timeoutdan uzoqroq ushlab turdi: broker uning kanalini yopib, xabarni qaytarib oldi
}
event-abandoned = { $worker }-worker { $id } xabaridan voz kechdi
event-finished = { $worker }-worker { $id } bilan ishni tugatdi
event-crashed = { $worker }-worker { $after } qadamidan keyin ishdan chiqdi
event-restarted = { $worker }-worker qayta ishga tushdi
event-stalled = { $worker }-worker { $ticks } takt davomida qotib qoladi
event-visibility-expired = { $id } yana koʻrinadigan boʻldi ({ $delivery }-yetkazishning vaqti tugadi)
event-fault-struck = { $fault ->
    [duplicate_delivery] hech narsa buzilmasa ham { $id } yana koʻrinadigan boʻldi ({ $delivery }-yetkazishdan keyin)
   *[other] { $fault } nosozligi { $id } xabariga taʼsir qildi ({ $delivery }-yetkazish)
}
event-retry-scheduled = { $id } uchun qayta urinish t={ $ready_at } paytida boʻladi
event-dead-lettered = { $id } DLQga oʻtkazildi
event-broker-crashed = broker ishdan chiqdi
event-copy-dropped = broker { $id } xabarini yoʻqotdi
event-copy-requeued = broker { $id } xabarini navbatga qaytardi
event-broker-restarted = broker yana ishlayapti

## Nosozliklar tahlili matritsasining qatorlari.
point-crash = { $step } qadamidan keyin ishdan chiqish ({ $delivery }-yetkazish)
point-stall = { $step } qadamidan keyin { $ticks } takt davomida qotib qolish ({ $delivery }-yetkazish)
point-lose-ack = ackni yoʻqotish ({ $delivery }-yetkazish)
point-lose-payment-response = toʻlov javobini yoʻqotish ({ $delivery }-yetkazish)
point-lose-publish-confirm = qabul tasdigʻini yoʻqotish
point-broker-crash = brokerning t={ $at } paytida ishdan chiqishi
point-poison = zaharli xabar
point-transient = vaqtinchalik xato

## Vaqt chizigʻi
timeline-title = Vaqt chizigʻi
timeline-help = Har bir komponentga bitta yoʻlak, har bir taktga bitta qator. Oʻqlar — yuborish, yetkazish, ack (logda — offset commitlari), bazaga yozish va kartadan pul yechish; ✖ — ishdan chiqish yoki yoʻqotish. Hodisa tavsifini shkala ostida oʻqish uchun sichqonchani unga olib boring, fokusni oʻtkazing yoki unga teging; bosish yoki teginish oʻsha joyga oʻtkazadi.
timeline-scrolls = Shkala telefon ekranidan kengroq: barcha yoʻlaklarni koʻrish uchun uni yon tomonga suring.
database = Maʼlumotlar bazasi
payments = Toʻlov xizmati
offer-lose_ack = { $id } uchun ackni yoʻqotish
offer-lose_publish_confirm = { $id } uchun qabul tasdigʻini yoʻqotish
offer-lose_payment_response = { $id } uchun toʻlov javobini yoʻqotish
timeline-inject = Nosozlikka aylantirish:
explore-too-big = Nosozliklar tahlili koʻpi bilan { $limit } ta xabarli ssenariylarda ishlaydi; tahlil qilish uchun ayrim xabarlarni oʻchiring.
more-copies = … yana { $count } ta
more-rows =
    { $count ->
    [one] va yana { $count } ta qator koʻrsatilmagan
   *[other] va yana { $count } ta qator koʻrsatilmagan
}
crash-needs-valid-order = Avval qatorlar tartibini tuzating: ishdan chiqish nuqtasi uchun ishlay oladigan isteʼmolchi kerak.
broken-link-kept = Bu havoladagi ssenariyni ochib boʻlmadi ({ $reason }). Hech narsa oʻzgartirilmadi.
broken-link-lesson = Bu havoladagi ssenariyni ochib boʻlmadi ({ $reason }). Dars oʻz ssenariysi bilan ochildi.

## Nosozliklar menyusi
kind-lose_ack = ackni yoʻqotish
kind-lose_publish_confirm = qabul tasdigʻini yoʻqotish
kind-lose_payment_response = toʻlov javobini yoʻqotish
kind-stall = broker timeoutidan uzoqroq qotib qolish
kind-poison = zaharli xabar
kind-transient = vaqtinchalik xato (ikki urinish muvaffaqiyatsiz)
kind-broker_crash = brokerni hozir ishdan chiqarish

## Darslar
lessons-title = Darslar
lessons-done = Oʻtilgan darslar: { $done } / { $total }
choose-lesson = Dars
start-lesson = Darsni boshlash
back-to-own-scenario = Oʻz ssenariyimga qaytish
lesson-of = { $number }-dars, jami { $total } ta
lesson-task = Vazifa:
check-answer = Javobimni qayd etish
skip-question = Savolni oʻtkazib yuborish
predict-first = Avval javob bering: taxminingizni aytganingizdan keyin ijro etish mumkin boʻladi.
edits-after-prediction = Avval dars savoli: unga javob berganingizdan yoki uni oʻtkazib yuborganingizdan keyin bularni oʻzgartirish mumkin.
now-run = Endi «Ijro etish» yoki «Oxirigacha ijro etish» tugmasini bosing va nima boʻlishini kuzating.
answer-right = Toʻgʻri: simulyator siz bilan rozi.
answer-wrong = Unday emas: simulyator natijasi — «{ $answer }».
answer-skipped = Simulyator natijasi — «{ $answer }».
try-yourself = Oʻzingiz sinab koʻring: qatorlar tartibini, sozlamalarni yoki nosozliklarni oʻzgartirib, qayta ishga tushiring.
lesson-agrees-rabbitmq = RabbitMQ 3.10 va PostgreSQL 15 da ham xuddi shu xulosalar chiqadi: buni moslik testlari toʻplami tekshirgan.
lesson-agrees-rabbitmq-and-sqs = RabbitMQ 3.10 da ham, SQS emulyatori moto da ham, har biri PostgreSQL 15 bilan, xuddi shu xulosalar chiqadi: buni moslik testlari toʻplami tekshirgan.
lesson-agrees-sqs = SQS emulyatori moto da PostgreSQL 15 bilan ham xuddi shu xulosalar chiqadi: buni moslik testlari toʻplami tekshirgan.
lesson-agrees-kafka = Kafka bilan mos keluvchi tansu brokerida PostgreSQL 15 bilan ham xuddi shu xulosalar chiqadi: buni moslik testlari toʻplami tekshirgan.
lesson-agrees-payment-stand-in = U tekshiruvda broker va maʼlumotlar bazasi haqiqiy edi, toʻlov xizmati esa simulyatordagidek bizning oʻrinbosarimiz edi (u yerda — workerning tranzaksiyasidan tashqarida, alohida ulanish orqali murojaat qilinadigan jadval).
lesson-agrees-mail-stand-in = U tekshiruvda broker va maʼlumotlar bazasi haqiqiy edi, pochta xizmati esa simulyatordagidek bizning oʻrinbosarimiz edi (u yerda — workerning tranzaksiyasidan tashqarida, alohida ulanish orqali murojaat qilinadigan jadval).
next-lesson = Keyingi dars
close-lesson = Darsni yopish
guarantee-none = yoʻq
## Maʼlumotnoma: atamalar lugʻati va simulyatordagi broker qoidalari
glossary = Atamalar lugʻati
close-reference = Yopish
lesson-terms = Bu darsdagi yangi atamalar:
broker-rules-link = Bu broker qanday ishlaydi


## Har bir ekran: tahrirlash, vaqt chizigʻi, jurnal va nosozliklar tahlili
line-running = { $number }-worker keyingi navbatda shu qatorni bajaradi
add-transaction = begin … commit qoʻshish
undo = Bekor qilish
redo = Qaytarish
undo-keys = Oxirgi oʻzgarishni bekor qilish (Ctrl+Z)
redo-keys = Bekor qilingan oʻzgarishni qaytarish (Ctrl+Shift+Z)
dedup-needs-store = Dedup qadamlariga oʻzlari koʻrgan IDlarni saqlash uchun joy kerak, «Dedup ombori» sozlamasida esa «yoʻq» tanlangan.
use-dedup-table = IDlarni maʼlumotlar bazasi jadvalida saqlash
in-glossary = Atamalar lugʻatida
guarantee-defined = { $guarantee ->
    [exactly-once] Exactly-once (aynan bir marta): har bir xabar necha marta yetkazilmasin, bir marta taʼsir qiladi.
    [at-least-once] At-least-once (kamida bir marta): hech bir xabar yoʻqolmaydi, lekin xabar bir martadan koʻp taʼsir qilishi mumkin.
    [at-most-once] At-most-once (koʻpi bilan bir marta): hech bir xabar ikki marta taʼsir qilmaydi, lekin xabar yoʻqolishi mumkin.
   *[none] Kafolat yoʻq: xabar yoʻqolishi ham, ikki marta taʼsir qilishi ham mumkin.
}
replayed = Shu katak qayta ijro etildi: { $outcome }. Xulosa va vaqt chizigʻi shu ijroni koʻrsatadi.
now-explore = Bu savol kafolat haqida: «Nima xato ketishi mumkin?» boʻlimidagi nosozliklar tahlilini ishga tushiring va u nimani chiqarishini oʻqing.
quiet-ticks = … { $count } ta tinch takt (t={ $from }–{ $to }): hech narsa boʻlmadi …
timeline-hidden = Vaqt chizigʻi oxirgi 30 qatorni chizadi; birinchi { $ticks } ta taktdan faqat ishdan chiqish yoki yoʻqotish boʻlgan dastlabki 10 tasi qoldirilgan. Qolganini koʻrish uchun surgichni orqaga suring.
timeline-more = bu taktdagi yana { $count } ta hodisa koʻrsatilmagan
summary-start = t=0: ijro endi boshlandi, hali hech bir xabar bilan ish tugamagan. «Bir qadam oldinga» tugmasini bosib, bir takt oldinga oʻting yoki «Oxirigacha ijro etish» tugmasini bosing.
why-of = { $id } nega shunday tugadi
ledger-show-wrong = Faqat muammo boʻlgan xabarlarni koʻrsatish
ledger-show-all = Barcha xabarlarni koʻrsatish ({ $count })
bulk-help = { $count } ta xabar: oraliqni va undagi barcha xabarlar oladigan amalni koʻrsating. Oʻrinlar 1 dan sanaladi.
bulk-first = Qaysi xabardan
bulk-last = qaysi xabargacha
bulk-apply = Shu xabarlarni oʻzgartirish
each-message = Har bir xabar alohida
reference-loading = Bu sahifa matnlari yuklanmoqda…
reference-not-loaded = Bu sahifa matnlarini yuklab boʻlmadi. Ulanishni tekshiring va sahifani qayta oching.
lesson-not-loaded = Bu dars matnlarini yuklab boʻlmadi. Ulanishni tekshiring va darsni qaytadan boshlang.
show-more = Yana { $count } tasini koʻrsatish
bulk-empty = Oraliq boʻsh: birinchi oʻrin oxirgisidan keyin boʻlmasligi kerak.
present = Namoyish
present-key = Namoyish rejimi: yirik shrift, butun ijro bitta ekranda (P tugmasi)
present-leave = Namoyish rejimidan chiqish (P)
help-button = Tugmalar (?)
help-title = Tezkor tugmalar
help-note = Maydonga matn yozayotganingizda hech bir tugma ishlamaydi; Probel va yoʻnalish tugmalari fokusdagi tugma yoki qatorga xalaqit bermaydi.
key-play = Ijro etish yoki toʻxtatib turish
key-step = Bir takt oldinga
key-step-back = Bir takt orqaga
key-reset = t=0 ga qaytish
key-end = Oxirigacha ijro etish
key-speed = Tezroq yoki sekinroq
key-present = Namoyish rejimini yoqish yoki oʻchirish
key-full-screen = Butun ekranga yoyish yoki qaytarish
key-undo = Oʻzgarishni bekor qilish yoki qaytarish
key-move-line = Isteʼmolchining fokusdagi qatorini yuqoriga yoki pastga surish
key-help = Bu roʻyxatni koʻrsatish yoki yopish

# Kurs sahifasidagi freym (?embed, ?lock).
open-in-acklab = AckLabda ochish
locked-refused = AckLabning bu nusxasi faqat ijroni koʻrsatadi: kurs sahifasi oʻzgartirishni taqiqlagan. Oʻzgartirish uchun uni AckLabda oching.
embed-unknown-panels = Manzilda mavjud boʻlmagan panellar nomi bor: { $names }. Panellar: consumer, faults, settings, system, verdict, timeline, tables, metrics, explorer, events va lesson.

# «Fayllar» menyusi (fayllarni static/files.js oʻqiydi va yozadi).
files-menu = Menyu
files-save = Ssenariyni saqlash (.acklab.json)
files-open = Ssenariy faylini ochish…
files-timeline-svg = Vaqt chizigʻi ekrandagi taktgacha, SVG koʻrinishida
files-timeline-png = Vaqt chizigʻi ekrandagi taktgacha, PNG koʻrinishida (2×, slaydlar uchun)
files-drop = Yoki .acklab.json faylini sahifaga tashlang.
files-not-loaded = Menyudagi saqlash vositalarini yuklab boʻlmadi (aloqa uzilganmi?). Qayta urinish uchun bandni yana tanlang.
part-waiting = AckLabning bu qismi yuklanmoqda…
part-failed = AckLabning bu qismini yuklab boʻlmadi (aloqa uzilganmi?).
part-retry = Qayta urinish
update-ready = AckLabning yangi versiyasi tayyor.
update-reload = Qayta yuklash
import-refused = Bu fayldagi ssenariyni ochib boʻlmadi ({ $reason }). Hech narsa oʻzgartirilmadi.

# Toʻplamlar: darsga oldindan tayyorlangan ssenariylar.
key-slides = Toʻplamning keyingi yoki oldingi slaydi (bu tugmalarni taqdimot pulti yuboradi)
files-deck = Bu ssenariyni toʻplamga qoʻshish…
deck-title = Toʻplam
deck-keys = PageDown va PageUp slaydlarni varaqlaydi
deck-previous = Oldingi
deck-next = Keyingi
deck-edit = Toʻplamni tahrirlash
deck-slide-of = Slayd { $number } / { $total }:
deck-editor-title = Toʻplam
deck-help = Toʻplam — darsga tayyorlangan ssenariylar, har birining nomi va izohi bor. Ekrandagi ssenariyni slayd sifatida qoʻshing, keyin havolani nusxalang: unda butun toʻplam bor. Darsda PageDown va PageUp slaydlarni varaqlaydi.
deck-slide-title = Nomi
deck-slide-note = Guruh uchun izoh
deck-add = Ekrandagi ssenariyni slayd sifatida qoʻshish
deck-close = Toʻplamni yopish
deck-closed = { $count ->
    [one] { $count } ta slayddan iborat toʻplam yopildi.
   *[other] { $count } ta slayddan iborat toʻplam yopildi.
}
deck-reopen = Toʻplamni qayta ochish
deck-done = Tayyor
deck-move-up = «{ $title }»ni yuqoriga surish
deck-move-down = «{ $title }»ni pastga surish
deck-remove = «{ $title }»ni olib tashlash
deck-untitled = Slayd { $number }
deck-broken = Bu havoladagi toʻplamni ochib boʻlmadi ({ $reason }).
deck-broken-slide = { $number }-slayd: { $reason }
deck-broken-shape = havoladagi toʻplam slaydlar roʻyxati emas (har bir slaydda sarlavha, ixtiyoriy izoh va ssenariy boʻladi): { $detail }
deck-no-slides = havoladagi toʻplamda birorta ham slayd yoʻq

# Ikki isteʼmolchi yonma-yon.
compare-button = Solishtirish
compare-button-help = Bu isteʼmolchini B sifatida mahkamlab, tahrirlayotganingizni u bilan bir xil xabarlar, nosozliklar va sozlamalarda solishtirish
compare-title = Ikki isteʼmolchi solishtiruvi
compare-close = Solishtirishni toʻxtatish
compare-help = A — siz tahrirlayotgan isteʼmolchi, B — mahkamlangani. Ikkalasi bir xil xabarlar, sozlamalar va nosozliklarni oladi (B da yoʻq qatordan keyingi nosozlik tashlab ketiladi) va bitta boshqaruv paneli ikkalasini ijro etadi.
compare-a = A: siz tahrirlayotgan isteʼmolchi
compare-b = B: mahkamlangan isteʼmolchi
compare-same = Hozircha ikkala isteʼmolchida har bir xabarning natijasi bir xil.
compare-differ = { $count ->
    [one] Bitta xabar boshqacha tugaydi:
   *[other] { $count } ta xabar boshqacha tugaydi:
}
compare-refused = Bu qatorlarni solishtirib boʻlmaydi ({ $reason }).

# «Joylashtirish» oynasi.
files-embed = Kurs sahifasiga joylashtirish…
embed-title = Kurs sahifasiga joylashtirish
embed-help = Buni kurs sahifasiga qoʻying: ekrandagi ssenariy bilan, shu tilda, siz tanlagan panellar bilan ixcham AckLab. Freym ostidagi qatorlar uning balandligini ilovaga moslaydi.
embed-help-lesson = Buni kurs sahifasiga qoʻying: ekrandagi dars bilan, shu tilda, siz tanlagan panellar bilan ixcham AckLab; freym shu darsda qoladi. Freym ostidagi qatorlar uning balandligini ilovaga moslaydi.
embed-panels = Panellar
embed-lock = Qulflangan: ijro koʻrsatiladi, lekin hech narsani oʻzgartirib boʻlmaydi
embed-code = Kurs sahifasi uchun kod
embed-copy = Kodni nusxalash
embed-preview = Oldindan koʻrish
snippet-copied = Kod buferga nusxalandi.
snippet-copy-failed = Brauzer buferga ruxsat bermadi: kodni belgilab, nusxalang.
files-results-png = Xulosa va jadvallar PNG koʻrinishida (2×)
broken-deflated = havoladagi siqilgan ssenariyni ochib boʻlmadi (havola kesilgan yoki brauzerda CompressionStream yoʻq)

## Log broker (acklab/2 formati): offsetlar, partitsiyalar, isteʼmolchilar guruhi.
fault-lose_commit = { $message } dan keyingi offset commitini yoʻqotish ({ $delivery }-poll)
kind-lose_commit = offset commitini yoʻqotish
point-lose-commit = offset commitini yoʻqotish ({ $delivery }-poll)
offer-lose_commit = { $id } dan keyingi offset commitini yoʻqotish
error-needs-format-two = acklab/2 formatiga tegishli: undan foydalanish uchun "format": "acklab/2" deb yozing
error-must-start-with-poll = poll qadamidan boshlanishi kerak: log isteʼmolchisi faqat poll orqali olgan yozuvlari ustida ishlaydi
error-step-needs-broker = { $step } qadami { $broker } turidagi brokerni talab qiladi
error-fault-needs-broker = { $fault } nosozligi { $broker } turidagi brokerni talab qiladi
error-like-needs-queue = navbat qaysi brokerga oʻxshashini belgilaydi, logda esa bunday tanlov yoʻq
error-fault-not-like = { $fault } nosozligi { $like }ga oʻxshash brokerda boʻlmaydi
error-not-simulated-yet = formatda bor, lekin hali simulyatsiya qilinmaydi
cause-committed-past = { $auto ->
    [true] { $worker }-workerning avtocommit taymeri
   *[other] { $worker }-worker
} t={ $tick } paytida { $partition }-partitsiyada { $offset } offsetini commit qildi: bu { $record } offsetdagi yozuvdan oʻtib ketdi, uning taʼsiri esa hali yuz bermagan edi
cause-polled-again = t={ $tick } paytida { $worker }-worker yozuvni poll orqali yana oldi ({ $poll }-poll)
cause-not-read-again = guruh partitsiyani commit qilingan offsetdan davom ettiradi, shuning uchun yozuvni hech kim qayta oʻqimadi
cause-removed-from-group = t={ $tick } paytida guruh { $worker }-workerni chiqarib yubordi: u max_poll_interval ({ $interval } takt) ichida qayta poll qilmagan edi, shuning uchun uning partitsiyasi boshqa workerga oʻtdi va u commit qilingan offsetdan oʻqishni davom ettirdi, { $worker }-worker esa qoʻlidagi yozuvga ishlov berishda davom etdi (zombi)
cause-commit-refused = t={ $tick } paytida guruh { $worker }-workerning offset commitini rad etdi (Kafkada bu CommitFailedException): chiqarilgan aʼzo commit qila olmaydi, lekin u yozib ulgurgan narsa yozilganicha qoldi
cause-resumed-past = { $worker ->
    [none] t={ $tick } paytida { $partition }-partitsiya isteʼmolchisiz qoldi, commit qilingan { $offset } offsetida
   *[other] t={ $tick } paytida { $partition }-partitsiya { $worker }-workerga oʻtdi, u commit qilingan { $offset } offsetidan boshladi, shuning uchun yozuv qayta oʻqilmadi
}
event-offset-committed = { $worker }-worker { $id } dan keyin { $partition }-partitsiyada { $offset } offsetini commit qildi
event-offset-auto-committed = { $worker }-worker klienti { $partition }-partitsiyada { $offset } offsetini avtomatik commit qildi
event-offset-commit-lost = { $worker }-workerning { $partition }-partitsiyadagi { $offset } offset commiti yoʻqoldi
event-offset-commit-rejected = guruh { $worker }-workerning { $offset } offset commitini rad etdi: guruh bu workerni allaqachon guruhdan chiqarib yuborgan, { $partition }-partitsiya esa endi boshqa workerda
event-session-expired = guruh { $worker }-workerni kutishni toʻxtatdi
event-poll-interval-exceeded = { $worker }-worker max_poll_interval ichida qayta poll qilmadi: guruh uni chiqarib, partitsiyalarini boshqalarga berdi; worker buni hali bilmaydi va ishlashda davom etadi
event-partition-assigned = { $worker ->
    [none] { $partition }-partitsiya isteʼmolchisiz qoldi (commit qilingan offset { $offset })
   *[other] { $partition }-partitsiya { $worker }-workerga oʻtadi, { $offset } offsetidan
}
event-partition-revoked = { $worker }-worker oʻz poll qadamida { $partition }-partitsiyadan voz kechadi, rebalans talab qilganidek ({ $generation }-avlod)

## Tartib va versiyalar (acklab/2 formati): holat yangilanishlari, check_version, upsert.
op-upsert = buyurtmani upsert qilish (kalit boʻyicha qoʻshish yoki yangilash)
outcome-out_of_order = tartib buzildi
stale-row = oʻzi almashtirgan holatdan eskiroq
event-version-skipped = { $worker }-worker { $id } ni oʻtkazib yubordi: buyurtmada allaqachon { $stored }-versiya bor
cause-overwritten-by-older = t={ $tick } paytida { $worker }-worker eskiroq yangilanish { $older } ni yozdi ({ $versioned ->
    [true] versiya { $older_version } < { $version }
   *[other] u birinchi yuborilgan
}) va holat yana «{ $older_status }» boʻlib qoldi
cause-no-version-check = isteʼmolchi holatni versiyalarni solishtirmasdan yozadi (check_version yoʻq)
cause-version-check-race = eskiroq yangilanish yangi holat commit qilinishidan oldin check_version qadamidan oʻtib ketdi
error-only-for-set-status = holat yoki versiya faqat set_status xabarida boʻladi
error-bad-status = holat 1 tadan { $max } tagacha kichik lotin harfi, raqam yoki _ belgisidan iborat boʻladi, «{ $got }» esa bunday emas
error-versions-mixed = «{ $key }» buyurtmasining ayrim holat yangilanishlarida versiya bor, ayrimlarida yoʻq: hammasiga versiya bering yoki hech biriga bermang
error-version-needed = check_version versiyalarni solishtiradi: har bir set_status xabariga versiya kerak
error-version-check-after-apply = check_version qadami apply qadamidan keyin turibdi: holat tekshiruvdan oldin yozilib boʻladi
error-operation-steps-misplaced = record_attempt va record_result birga keladi: urinish apply qadamidan oldin, natija esa undan keyin
summary-out-of-order = { $count } tasida tartib buzildi
explored-out-of-order = { $schedules } ta variantda eskiroq holat yangilanishi yangirogʻining ustidan yozib yubordi: har bir yangilanish bajarildi, lekin notoʻgʻri tartibda. Yuqoridagi kafolat faqat yoʻqotish va takrorlanishlarni hisoblaydi.
error-batch-commit-place = bitta poll bir nechta yozuv qaytarsa, commit_offset qadami poll qadamidan darhol keyin (butun paket) yoki oxirida (paketdan keyin) turadi
error-poll-interval-too-short = consumer.max_poll_interval kamida { $least } takt boʻlishi kerak: bitta poll yozuvlariga ishlov berish hech qanday nosozliksiz ham bundan uzoqroq davom etadi, shuning uchun guruh har bir poll qilishda har bir aʼzoni chiqarib yuborar va yozuvlarga qayta-qayta ishlov berilar edi
cause-crashed-later-in-poll = { $worker }-worker t={ $tick } paytida { $record } ustida, oʻsha poll ichida keyinroq, bu yozuvni qamrab oladigan offset commitidan oldin ishdan chiqdi
cause-crashed-earlier-in-poll = { $worker }-worker t={ $tick } paytida { $record } ustida, oʻsha poll ichida avvalroq ishdan chiqdi, shuning uchun bu yozuvga hech qachon ishlov berilmadi
cause-offset-commit-lost = t={ $tick } paytida { $worker }-workerning { $partition }-partitsiyadagi { $offset } offset commiti yoʻqoldi, shuning uchun commit qilingan offset bu yozuvdan oldin qoldi
cause-crashed-on-later-record = { $worker }-worker t={ $tick } paytida { $record } ustida, keyingi commit bu yozuvni qamrab olishidan oldin ishdan chiqdi
cause-parked-in-dead-letter-topic = { $reason ->
    [permanent_error] doimiy xato sifatida, qayta urinishsiz,
   *[max_deliveries] isteʼmolchi ruxsat bergan eng koʻp { $deliveries } ta polldan keyin,
} { $worker }-worker t={ $tick } paytida uni dead-letter topicga yozdi va undan keyingi offsetni commit qildi
cause-partition-blocked = t={ $tick } paytida { $worker }-worker { $partition }-partitsiyadagi { $offset }-offsetli yozuvdan { $deliveries } ta polldan keyin voz kechdi; dead-letter topic boʻlmasa, { $partition }-partitsiyani undan nariga hech kim oʻqimaydi
cause-waits-behind = bu yozuv partitsiyada uni bloklayotgan { $record } ortida kutib turibdi
event-dead-letter-topic-written = { $worker }-worker { $id } ni dead-letter topicga yozdi
event-partition-blocked = { $worker }-worker { $id } dan voz kechdi: { $partition }-partitsiya { $offset }-offsetda bloklandi
error-tx-steps-unpaired = Kafka tranzaksiyasiga begin_tx va undan keyin commit_tx kerak, ikkalasi ham konveyerda
cause-emit-outside-kafka-transaction = chiqish yozuvi Kafka tranzaksiyasidan tashqarida yoziladi, shuning uchun undan keyingi offset commit qilinmagan boʻlsa ham, u qoladi
cause-reads-uncommitted = quyi oqimdagi oʻquvchi commit qilinmagan yozuvlarni ham oʻqiydi (read_uncommitted), shuning uchun bekor qilingan tranzaksiya yozuvini ham sanaydi
cause-outside-kafka-transaction = Kafka tranzaksiyasi chiqish yozuvlari va offsetni qamraydi, maʼlumotlar bazasi yoki kartani emas: uni bekor qilish bu taʼsirni qaytarmaydi
op-emit = chiqish yozuvini yozish
event-output-written = { $worker }-worker { $id } uchun chiqish yozuvini yozdi{ $in_transaction ->
    [true] {" "}(Kafka tranzaksiyasi ichida)
   *[other] {""}
}
event-kafka-tx-committed = { $worker }-workerning Kafka tranzaksiyasi commit qilindi (chiqish yozuvlari: { $records })
event-kafka-tx-aborted = { $worker }-workerning Kafka tranzaksiyasi bekor qilindi{ $fenced ->
    [true] , chunki guruh uning offset commitini rad etdi (partitsiya boshqasiga oʻtgan)
   *[other] {""}
} (read_committed hech qachon koʻrmaydigan chiqish yozuvlari: { $records })
output-topic = Chiqish topici
invisible-row = read_committed oʻquvchi uni koʻrmaydi (tranzaksiya ochiq yoki bekor qilingan)
record-state = Tranzaksiya
record-committed = commit qilingan
record-aborted = bekor qilingan
record-open = ochiq
partition-head = { $worker ->
    [none] { $partition }-partitsiya · isteʼmolchi yoʻq
   *[other] { $partition }-partitsiya · { $worker }-worker
}
partition-offsets = commit qilingan offset { $committed } · keyingi poll { $position } dan
broker-kind = Broker turi
broker-kind-queue = navbat (RabbitMQ, SQS)
broker-kind-log = log (Kafka)
partitions = Partitsiyalar
session-timeout = Sessiya muddati (taktlarda)
max-poll-records = Bitta polldagi yozuvlar
auto-commit = Avtocommit oraligʻi (taktlarda; 0 — oʻchiq)
max-poll-interval = Shuncha vaqt ichida qayta poll qilmagan aʼzoni guruhdan chiqarish (taktlarda; 0 — hech qachon)
dead-letter-topic = Doim xato beradigan yozuvlar uchun dead-letter topic
isolation = Chiqish topicining oʻquvchisi commit qilinmagan yozuvlarni ham oʻqiydi (read_uncommitted, Kafka isteʼmolchisida sukut boʻyicha shunday)
log-key = Punktir ramkali yozuv commit qilingan; koʻk ramkalisi oʻqilgan, hali commit qilinmagan; oddiysi hali oʻqilmagan; toʻq sariq ramka isteʼmolchi voz kechgan va oʻz partitsiyasini bloklayotgan yozuvni belgilaydi.
partition-revoking = topshirilmoqda: egasining keyingi poll qadamida { $worker }-workerga oʻtadi (egasi ishdan chiqqan boʻlsa — sessiyasi tugaganda)
group-generation = Isteʼmolchilar guruhi avlodi: { $generation }
member-removed = { $worker }-worker guruhdan chiqarilgan (u max_poll_interval ichida poll qilmadi): u hali oʻz yozuviga ishlov beryapti, lekin qayta poll qilib guruhga qoʻshilmaguncha guruh uning commitlarini rad etadi.
log-key-lost = ✗ belgili qalin ramka commit qilingan, lekin taʼsiri roʻy bermagan yozuvni belgilaydi: guruh uni qayta oʻqimaydi.
log-record-lost = commit qilingan, lekin taʼsiri roʻy bermagan

crash-title = AckLab oʻz xatosi tufayli toʻxtadi.
crash-body = Ssenariyingiz hali ham manzil satrida. Xato haqida xabar berish uchun tafsilotlarni nusxalang yoki standart ssenariy bilan qaytadan boshlang.
crash-copy = Tafsilotlarni nusxalash
crash-copied = Nusxalandi
crash-reload = Standart ssenariy bilan qayta yuklash
run-too-long-reason = uning ijrosi { $tick }-taktgacha { $events } ta hodisadan oshib ketadi — bu sahifa koʻrsata oladiganidan koʻp; buyruq satrida acklab run uni toʻliq bajaradi
run-too-long = Bu oʻzgarish kiritilmadi: { $reason }. Xabarlar, bitta xabarning yetkazishlari yoki workerlar sonini kamaytirsangiz, ijro qisqaradi.

## Producer tomoni (acklab/2): buyurtmalar xizmati, uning outbox jadvali va relay.
outcome-phantom = fantom
summary-phantom = { $count } ta fantom
fault-crash_producer = { $message } uchun { $step } qadamidan keyin producerning ishdan chiqishi
fault-crash_relay = { $message } qatorida { $step } qadamidan keyin outbox relayning ishdan chiqishi
kind-crash_producer = producerni ishdan chiqarish
kind-crash_relay = outbox relayni ishdan chiqarish
point-crash-producer = { $step } qadamidan keyin producerning ishdan chiqishi
point-crash-relay = { $step } qadamidan keyin relayning ishdan chiqishi
event-producer-step-done = producer { $message } uchun { $step } qadamini bajardi
event-source-committed = { $order ->
    [true] { $outbox ->
        [true] { $message } buyurtmasi va uning outbox qatori commit qilindi
       *[false] { $message } buyurtmasi commit qilindi
    }
   *[false] { $outbox ->
        [true] { $message } ning outbox qatori commit qilindi
       *[false] producer { $message } uchun hech narsa commit qilmadi
    }
}
event-producer-crashed = producer { $message } uchun { $after } qadamidan keyin ishdan chiqdi (commit qilinmagan qatorlar rollback qilindi: { $discarded } ta)
event-producer-restarted = producer qayta ishga tushdi
event-outbox-read = relay { $message } ning outbox qatorini oʻqidi
event-outbox-marked-sent = relay { $message } ning outbox qatorini yuborilgan deb belgiladi
event-relay-crashed = relay { $message } ustida { $after } qadamidan keyin ishdan chiqdi
event-relay-restarted = relay qayta ishga tushdi
cause-producer-crashed = { $discarded ->
    [0] producer t={ $tick } paytida, { $after } qadamidan darhol keyin ishdan chiqdi
    [one] producer t={ $tick } paytida, { $after } qadamidan darhol keyin ishdan chiqdi va uning ochiq tranzaksiyasi rollback qilindi (tashlab yuborilgan qatorlar: { $discarded } ta)
   *[other] producer t={ $tick } paytida, { $after } qadamidan darhol keyin ishdan chiqdi va uning ochiq tranzaksiyasi rollback qilindi (tashlab yuborilgan qatorlar: { $discarded } ta)
}
cause-published-before-commit = producer hodisani t={ $tick } paytida, oʻz tranzaksiyasi commit qilinishidan oldin yubordi
cause-committed-not-published = buyurtma commit qilindi, lekin commitdan keyingi yuborish hech qachon bajarilmadi: maʼlumotlar bazasi va broker ikkita alohida yozuv, ularni bitta tranzaksiya oʻramaydi (dual write); oʻsha tranzaksiyada yozilgan outbox qatori bu boʻshliqni yopadi
cause-published-before-write = producer hodisani t={ $tick } paytida, buyurtmani yozishdan oldin yubordi, buyurtma esa hech qachon yozilmadi: tranzaksiyasiz har bir yozuv alohida turadi (ikki joyga yozish, dual write)
cause-written-not-published = buyurtma yozildi (tranzaksiyasiz har bir yozuv alohida commit qilinadi), lekin undan keyingi yuborish hech qachon bajarilmadi: maʼlumotlar bazasi va broker ikkita alohida yozuv (ikki joyga yozish, dual write); buyurtma bilan bitta tranzaksiyada yozilgan outbox qatori bu boʻshliqni yopadi
cause-outbox-row-not-written = buyurtma oʻz outbox qatorisiz commit qilindi: konveyer qatorni buyurtma tranzaksiyasidan alohida yozadi va u hech qachon yozilmadi, shuning uchun relay yuboradigan hech narsa yoʻq edi; qatorni buyurtma tranzaksiyasida yozing
cause-relay-published-row-without-order = relay hodisani t={ $tick } paytida buyurtmasiz commit qilingan outbox qatoridan yubordi: konveyer qator va buyurtmani alohida yozadi, buyurtma esa hech qachon yozilmadi
cause-relay-crashed = outbox relay t={ $tick } paytida, { $after } qadamidan darhol keyin ishdan chiqdi
cause-marked-sent-before-publish = relay qatorni yuborishdan oldin, t={ $tick } paytida uni yuborilgan deb belgiladi, shuning uchun keyingi soʻrovlarning hech biri uni qayta olmaydi
cause-no-publish-step = producer hodisani yubormaydi ham, outbox qatorini yozmaydi ham, shuning uchun hech narsa yuborilmaydi
cause-relay-republished = relay qatorni t={ $tick } paytida yana yubordi, chunki u yuborilgan deb belgilanmagan edi
error-not-in-stage-pipeline = producerda { $step } qadami yoʻq
error-relay-pipeline-shape = relay read_outbox bilan boshlanadi, keyin publish va mark_sent istalgan tartibda keladi

## Vaqt va yuklama (acklab/2): muddati tugaydigan dedup yozuvlari va kalitlar, redrive, uzilishlar.
event-dedup-expired = { $worker }-worker { $id } uchun t={ $written } paytdagi dedup yozuvini topdi, lekin uning muddati tugagan, shuning uchun ishlov davom etadi
event-copy-redriven = operator { $id } ni DLQdan navbatga qaytardi (redrive)
fault-redrive = { $at }-taktda DLQdan qaytarish (redrive)
fault-duplicate_delivery = broker { $message } xabarini yana beradi ({ $delivery }-yetkazishdan keyin)
kind-redrive = DLQdan hozir qaytarish (redrive)
point-redrive = t={ $at } paytida DLQdan qaytarish (redrive)
kind-duplicate_delivery = hech qanday nosozliksiz ikki marta yetkazish
point-duplicate-delivery = ikki marta yetkazish ({ $delivery }-yetkazish)
cause-dedup-expired = t={ $tick } paytida dedup yozuvining muddati allaqachon tugagan edi (dedup.ttl — { $ttl } takt), shuning uchun nusxa yangi boʻlib koʻrindi
cause-idempotency-key-expired = toʻlov xizmati idempotentlik kalitini allaqachon unutgan edi (payment.key_ttl — { $ttl } takt), shuning uchun pulni yana yechdi
cause-redriven = t={ $tick } paytida operator xabarlarni DLQdan qaytardi (redrive) va nusxa yana navbatga tushdi

## Tadqiqotchining eng kichik misollari va fantomlar.
explored-phantom = { $schedules } ta variantda isteʼmolchi manbada hech qachon commit qilinmagan buyurtmani bajardi (fantom). Yuqoridagi kafolat faqat yoʻqotish va takrorlanishlarni hisoblaydi.
explorer-examples-title = Har bir turning eng kichik misoli
explorer-example = { $outcome }: { $message }; { $faults }
explorer-example-as-written = ssenariy oʻz holicha
explorer-example-open-short = Ochish
explorer-example-open = Misolni ochish: { $outcome }, { $message }

## Metrikalar paneli: operator kuzatadigan koʻrsatkichlar, yadro har bir takt uchun hisoblaydi.
metrics-title = Metrikalar
metrics-help = { $width ->
    [1] Har bir grafik butun ijro boʻyicha har bir taktni sanaydi; vertikal chiziq ekrandagi taktni belgilaydi.
   *[other] Grafikning har bir nuqtasi butun ijroning { $width } taktini qamraydi; vertikal chiziq ekrandagi taktni belgilaydi.
}
metric-deliveries = Yetkazishlar
metric-redeliveries = ulardan qayta yetkazishlar
metric-acks = Tasdiqlar (ack)
metric-offset-commits = Offset commitlari
metric-in-flight = Ishlov berilayotgan yetkazishlar
metric-dead-lettered = DLQga tushganlar
metric-duplicates-detected = Aniqlangan takrorlar
metric-payment-calls = Toʻlov xizmatiga murojaatlar
metric-payment-failures = rad etilganlar
metric-consumer-lag = Isteʼmolchining orqada qolishi (hali commit qilinmagan yozuvlar)
metric-count-summary = jami { $total }; bitta nuqtada eng koʻpi: { $peak } (t={ $at }); hozir { $now }
metric-level-summary = bitta nuqtada eng koʻpi: { $peak } (t={ $at }); hozir { $now }
metrics-always-zero = Bu ijroda doim 0: { $names }.

## Producer paneli va uning jadvallari (acklab/2).
producer-title = Producer: buyurtmalar xizmati
producer-help = Buyurtmalar xizmati har bir xabar uchun navbati bilan nima qiladi. Qatorlarni sudrab koʻchiring yoki qatorda Alt+Up / Alt+Down tugmalarini bosing. Qator chap tomonidagi maydon isteʼmolchi qatorlari ustida tanlangan xabar uchun xizmatni shu qatordan keyin ishdan chiqaradi.
relay-title = Outbox relayi
relay-help = Outboxning commit qilingan qatorlarini eng eskisidan boshlab yuboradi. Avval qatorni oʻqishi kerak; publish va mark_sent istalgan tartibda kelishi mumkin.
producer-crash-after = { $message } uchun { $step } qadamidan keyin producerni ishdan chiqarish
relay-crash-after = { $message } qatorida { $step } qadamidan keyin relayni ishdan chiqarish
producer-palette = Producerga qoʻshish mumkin boʻlgan qadamlar
source-orders = Manbadagi buyurtmalar (commit qilingan)
outbox-table = Outbox
outbox-sent = Yuborildi
outbox-yes = ha
outbox-no = hali yoʻq
producer-orders-service = Producer — oʻz maʼlumotlar bazasiga ega buyurtmalar xizmati (acklab/2)

## The consumer's e-mails (send_email, consumer.email_outbox).
op-send_email = xat yuborish
email-outbox = Xatlar outboxi
emails-sent = Yuborilgan xatlar
email-sent-by = kim yubordi
email-by-worker = worker
email-by-relay = relay
email-outbox-setting = Xatlarni outbox jadvali orqali yuborish (relay commit qilingan har bir qatorni yuboradi)
event-email-sent = { $relay ->
    [true] pochta relayi { $id } uchun xatni yubordi
   *[other] { $worker }-worker { $id } uchun xatni yubordi
}
