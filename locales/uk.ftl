# AckLab, українська. Ключі згруповано за частинами екрана, на яких їх показано.

app-title = AckLab
app-tagline = Зберіть споживача повідомлень, навмисно зламайте його й подивіться, як замовлення, баланси та списання з картки сходяться, зникають або подвоюються.
copy-link = Скопіювати посилання
language = Мова
link-copied = Посилання скопійовано в буфер обміну.
link-copy-failed = Скопіюйте адресу з адресного рядка: браузер не дав доступу до буфера обміну.
dismiss = Закрити
broken-link = Не вдалося відкрити сценарій за цим посиланням ({ $reason }). Натомість завантажено типовий сценарій.
texts-not-loaded = Не вдалося завантажити тексти мовою «{ $language }», тому AckLab показує англійську. Перевірте з’єднання і виберіть мову ще раз.

## Редактор споживача
editor-title = Споживач
editor-help = Клацніть на кружок біля рядка, щоб воркер аварійно завершився одразу після нього. Щоб змінити порядок, перетягніть рядок або скористайтеся його кнопками ↑ ↓ ✕ (вони з’являються на рядку, на який ви наводите курсор або фокус).
editor-invalid = Кроки в такому порядку не запустяться: { $reason }
line-label = Рядок { $number }: { $code }
crash-after = { $message } (доставка { $delivery }): збій воркера після { $step }
move-up = Перемістити вгору
move-down = Перемістити вниз
remove-line = Видалити рядок
add-step = Додати { $step }
palette-title = Додати крок
crash-target = Точки збою стосуються:
crash-target-message = Повідомлення
crash-target-delivery = Доставка
crash-target-summary = Точки збою: { $message }, доставка { $delivery }

## Відтворення
play = Відтворити
pause = Пауза
step = Крок уперед
step-back = Крок назад
run-to-end = До кінця
reset = Скинути
speed = Швидкість
timeline-position = Тік { $tick } з { $end }
scrubber = Час

## Налаштування
settings-title = Налаштування
messages-title = Повідомлення
add-message = Додати повідомлення
remove-message = Видалити { $id }
op-create_order = створити замовлення
op-deposit = поповнити баланс
op-set_status = встановити статус
op-charge = списати кошти з картки
dedup-store = Сховище для дедуплікації
dedup-none = немає
dedup-memory = пам’ять воркера
dedup-table = таблиця processed_messages
dedup-unique = Унікальне обмеження на ідентифікатор
workers = Воркери
visibility-timeout = Тайм-аут видимості (у тіках)
consumer-timeout = Consumer timeout (у тіках)
broker-like = Поводиться як
broker-like-sqs = Amazon SQS
broker-like-rabbitmq = RabbitMQ 3.x
retry-rabbitmq-note = RabbitMQ не має власної затримки повтору: повідомлення після nack одразу повертається на початок черги, тож затримка нижче не використовується. Для затримки потрібна окрема черга очікування з TTL повідомлень і dead-letter exchange.
max-deliveries = Максимум доставок
message-ttl = TTL повідомлення: переносити до DLQ повідомлення, що чекало стільки (у тіках, 0 = ніколи)
broker-durable = Персистентний (durable) брокер
producer-retry = Продюсер повторює публікацію, якщо немає підтвердження
producer-stable-ids = Повторні спроби зберігають ідентифікатор повідомлення
producer-idempotent = Ідемпотентний продюсер
producer-idempotent-rabbitmq-note = RabbitMQ не зберігає порядкових номерів продюсера: у цій черзі повторна публікація зберігається, як будь-яка інша, і відкинути її може лише дедуплікація на боці споживача.
producer-messages-per-tick = Скільки повідомлень публікувати за тік
payment-key = Ключ ідемпотентності платежу
payment-reconcile = Перед списанням перевіряти, чи його вже виконано
retry-backoff = Інтервал перед повтором (у тіках)
retry-title = Повторні спроби (лише для черги)
retry-multiplier = Множник інтервалу
retry-max-backoff = Найдовший інтервал (у тіках)
retry-jitter = Випадковий розкид інтервалу (jitter)

## Збої
faults-title = Збої
fault-add = Додати збій
fault-cannot-happen-here = Цей збій не може статися в цьому сценарії для вибраних вище повідомлення й доставки.
fault-remove = Прибрати збій
fault-kind = Тип
fault-none = Збоїв немає: усе йде як слід.
faults-show-all = Показати ще { $count ->
    [one] { $count } збій
    [few] { $count } збої
    [many] { $count } збоїв
   *[other] { $count } збою
}
fault-crash = { $message }: збій воркера після { $step } (доставка { $delivery })
fault-lose_ack = { $message }: втрата підтвердження (доставка { $delivery })
fault-lose_publish_confirm = { $message }: втрата підтвердження публікації
fault-lose_payment_response = { $message }: втрата відповіді платіжного сервісу (доставка { $delivery })
fault-stall = { $message }: зависання після { $step } на { $ticks ->
    [one] { $ticks } тік
    [few] { $ticks } тіки
    [many] { $ticks } тіків
   *[other] { $ticks } тіку
} (доставка { $delivery })
fault-poison = { $message }: отруйне повідомлення
fault-transient = { $message }: обробка { $failures ->
    [one] { $failures } раз
    [few] { $failures } рази
    [many] { $failures } разів
   *[other] { $failures } разу
} завершується помилкою
fault-broker_crash = збій брокера на тіку { $at }
faults-show-fewer = Показати менше збоїв

## Система
system-title = Система
producer = Продюсер
broker = Брокер
ready = Готові до доставки
in-flight = В обробці
dead-letters = DLQ (черга недоставлених повідомлень)
delayed = Чекають повтору
visible-in = знову видиме через { $ticks ->
    [one] { $ticks } тік
    [few] { $ticks } тіки
    [many] { $ticks } тіків
   *[other] { $ticks } тіку
}
consumer-timeout-in = consumer timeout через { $ticks ->
    [one] { $ticks } тік
    [few] { $ticks } тіки
    [many] { $ticks } тіків
   *[other] { $ticks } тіку
}
worker-name = Воркер { $number }
worker-idle = вільний
worker-down = збій, перезапуск на t={ $tick }
worker-busy = { $id } (доставка { $delivery }): далі { $step }
worker-waiting = чекає на воркера { $holder }
worker-stalled = завис до t={ $tick }
empty = порожньо

## Дані
data-title = Дані
jump-nav = Перейти до
orders = Замовлення
order-number = Номер замовлення
from-message = З повідомлення
balance = Баланс
processed-messages = processed_messages
charges = Списання з картки
operations-table = operations
operation-state = стан (спроби), остання помилка
statuses = Статус замовлення
duplicate-row = дублікат
ghost-row = очікувалося, але так і не з’явилося
amount = Сума
status = Статус

## Підсумок
verdict-title = Підсумок
summary-all-ok = усе гаразд
summary-lost = { $count ->
    [one] { $count } втрачене
    [few] { $count } втрачені
    [many] { $count } втрачених
   *[other] { $count } втраченого
}
summary-duplicated = { $count ->
    [one] { $count } продубльоване
    [few] { $count } продубльовані
    [many] { $count } продубльованих
   *[other] { $count } продубльованого
}
summary-dead-lettered = { $count } у DLQ
summary-pending = { $count ->
    [one] { $count } незавершене
    [few] { $count } незавершені
    [many] { $count } незавершених
   *[other] { $count } незавершеного
}
message = Повідомлення
operation = Операція
applied = Застосовано
outcome = Результат
deliveries = Доставки
why = Чому
outcome-ok = гаразд
outcome-lost = втрачено
outcome-duplicated = продубльовано
outcome-dead_lettered = у DLQ
outcome-pending = не завершено
jump-to = Перейти до t={ $tick }

## Перебір збоїв
explorer-title = Що може піти не так?
explore = Перебрати всі одиночні збої
guarantee = { $name ->
    [none] Гарантії немає
   *[other] Гарантія: { $name }
}
explored = Перевірено { $schedules ->
    [one] { $schedules } варіант
    [few] { $schedules } варіанти
    [many] { $schedules } варіантів
   *[other] { $schedules } варіанта
}: у { $lost } з них повідомлення втрачається, у { $duplicated } — дублюється, у { $parked } — відкладається в DLQ.
guarantee-meaning = Перебір спробував { $pairs ->
    [true] кожен одиночний збій і кожну пару збоїв
    [stopped-true] одиночні збої та пари збоїв — стільки, скільки дозволив його ліміт
    [stopped-false] одиночні збої — стільки, скільки дозволив його ліміт
   *[false] кожен одиночний збій
}: загалом { $schedules ->
    [one] { $schedules } варіант
    [few] { $schedules } варіанти
    [many] { $schedules } варіантів
   *[other] { $schedules } варіанта
}, включно із самим сценарієм без доданих збоїв. У цих варіантах { $guarantee ->
    [exactly-once] жодного повідомлення не втрачено й не продубльовано
    [at-least-once] жодного повідомлення не втрачено, але деякі продубльовано
    [at-most-once] жодного повідомлення не продубльовано, але деякі втрачено
   *[none] повідомлення і втрачалися, і дублювалися
}. Поза цими варіантами гарантія нічого не обіцяє.
explored-truncated = Перебір зупинився після { $schedules ->
    [one] { $schedules } варіанта
    [few] { $schedules } варіантів
    [many] { $schedules } варіантів
   *[other] { $schedules } варіанта
}: деякі варіанти так і не перевірено.
parked-note = Відкладене — не втрачене: повідомлення в DLQ (черзі недоставлених повідомлень) чекає, доки хтось його перегляне, а тоді поверне в чергу або відкине. На гарантію це не впливає.
explorer-help = Кожна клітинка додає до сценарію один збій. Клацніть клітинку, щоб відтворити цей варіант.
explore-pairs = Перебрати ще й усі пари збоїв
explore-progress-label = Поступ перебору
explore-progress = Перевірено варіантів: { $done } з { $total }
explore-cancel = Скасувати
explore-failed = Перебір не вдалося запустити: { $reason }
explore-unavailable = не вдалося завантажити його файли (можливо, немає з’єднання з мережею)
explore-crashed = він зупинився з помилкою (це вада AckLab; будь ласка, повідомте про неї)
explorer-pairs-note = Таблиця показує лише одиночні збої; пари враховано в підсумках вище.
explorer-legend = ✔ гаразд · ✖ втрачено · ×2 продубльовано · ‖ відкладено в DLQ
outcome-parked = відкладено
fault-point = Збій

## Чому сценарій не можна використати. $field — шлях до проблемного поля в JSON
## сценарію, наприклад faults[0].after; назви кроків — кодові слова споживача.
error-at = { $field }: { $message }
error-malformed-json = текст не є коректним JSON (рядок { $line }, стовпець { $column }: { $detail })
error-document-not-object = сценарій має бути JSON-об’єктом, а тут { $got }
error-not-object = тут потрібен об’єкт, а не { $got }
error-wrong-type = очікується { $expected }, а не { $got }
error-invalid-value = значення { $value } тут неприпустиме: очікується { $expected }
error-missing-field = бракує поля «{ $name }»
error-duplicate-field = поле «{ $name }» трапляється двічі
error-unknown-field = поля «{ $name }» тут немає; можливі поля: { $expected }
error-unknown-variant = значення «{ $name }» тут невідоме; можливі значення: { $expected }
error-wrong-format = очікується «{ $expected }», а не «{ $got }»
error-bad-id = ідентифікатор має містити від 1 до { $max } знаків (літери, цифри або _ - . :), а «{ $got }» цій вимозі не відповідає
error-id-used-twice = ідентифікатор «{ $id }» використано двічі
error-amount-not-allowed = суму мають лише поповнення балансу та списання з картки, а не «{ $op }»
error-message-count = сценарій містить від 1 до { $max } повідомлень, а цей — { $got }
error-must-start-with-receive = має починатися з receive: споживач не може обробляти повідомлення, якого не отримав
error-step-twice = крок { $step } трапляється двічі
error-begin-without-commit = після begin немає commit: транзакція ніколи не завершиться
error-commit-without-begin = перед commit немає begin: немає транзакції, яку можна зафіксувати
error-commit-before-begin = commit стоїть перед begin
error-record-before-check = record_dedup стоїть перед check_dedup: кожне повідомлення виглядало б дублікатом самого себе
error-out-of-range = має бути від { $low } до { $high }, а не { $got }
error-too-many-faults = сценарій містить щонайбільше { $max } збоїв, а цей — { $got }
error-unknown-message = посилається на повідомлення «{ $message }», якого в сценарії немає
error-step-not-in-pipeline = у споживача немає кроку { $step }
error-not-a-charge = «{ $message }» — не списання з картки, тож платіжний сервіс для нього не викликається
error-other = помилка розбору JSON: { $text }
json-null = null
json-boolean = true або false
json-number = число
json-string = текст
json-array = список
json-object = об’єкт
json-unknown = «{ $words }»
broken-base64 = сценарій у посиланні не є коректним base64url
broken-utf8 = сценарій у посиланні не є текстом у кодуванні UTF-8

## Події
events-title = Події
no-events = Поки що нічого не сталося. Натисніть «Відтворити».

## Пояснення: по одному повідомленню на кожен вид причини. $tick — тік події, на яку
## вказує причина; воркери нумеруються з 1.
cause-effect-applied = { $op ->
    [create_order] { $nth ->
        [1] воркер { $worker } створив замовлення #{ $order } на t={ $tick }
       *[other] воркер { $worker } створив ще одне замовлення, #{ $order }, на t={ $tick }
    }
    [deposit] воркер { $worker }{ $nth ->
        [1] {""}
       *[other] {" "}ще раз
    } зарахував { $amount } на баланс на t={ $tick }
    [set_status] воркер { $worker }{ $nth ->
        [1] {""}
       *[other] {" "}ще раз
    } встановив замовленню статус { $status } на t={ $tick }
    [upsert] воркер { $worker }{ $nth ->
        [1] {""}
       *[other] {" "}ще раз
    } записав замовлення на t={ $tick }
    [send_email] воркер { $worker }{ $nth ->
        [1] {""}
       *[other] {" "}ще раз
    } надіслав лист на t={ $tick }
    [emit] воркер { $worker }{ $nth ->
        [1] {""}
       *[other] {" "}ще раз
    } записав вихідний запис на t={ $tick }
   *[charge] платіжний сервіс{ $nth ->
        [1] {""}
       *[other] {" "}ще раз
    } списав із картки { $amount } на t={ $tick }
}
cause-crashed = воркер { $worker } аварійно завершився на t={ $tick } після { $after }{ $next ->
    [none] , свого останнього кроку
   *[other] , але до { $next }
}
cause-ack-lost = підтвердження від воркера { $worker } { $broker_down ->
    [true] не пройшло на t={ $tick }: брокер не працював
   *[false] втрачено на t={ $tick }
}
cause-stalled = воркер { $worker } завис на t={ $tick } і простояв { $ticks ->
    [one] { $ticks } тік
    [few] { $ticks } тіки
    [many] { $ticks } тіків
   *[other] { $ticks } тіку
}, довше за тайм-аут брокера
cause-visibility-expired = тайм-аут видимості сплив на t={ $tick } без підтвердження, тож брокер повернув повідомлення в чергу
cause-channel-closed = на t={ $tick } закрився канал воркера { $worker } ({ $reason ->
    [worker_crashed] процес воркера аварійно завершився
    [ack_lost] з’єднання обірвалося разом із підтвердженням
   *[consumer_timeout] сплив consumer timeout
}), тож брокер одразу забрав повідомлення назад
cause-apply-failed = крок apply не вдався на t={ $tick } ({ $error ->
    [poison] отруйне повідомлення, помилка щоразу
    [poison_permanent] постійна помилка
    [payment_outage] платіжний сервіс був недоступний
    [payment_overloaded] платіжний сервіс був перевантажений
   *[transient] тимчасова помилка
})
cause-payment-response-lost = кошти з картки списано, але відповідь втрачено на t={ $tick }, тож воркер { $worker } не міг знати, що оплата пройшла
cause-broker-requeued = брокер аварійно завершився на t={ $tick } і повернув непідтверджене повідомлення в чергу
cause-redelivered = повторно доставлено на t={ $tick } воркеру { $worker } (доставка { $delivery })
cause-fault-struck = { $fault ->
    [duplicate_delivery] на t={ $tick } брокер ще раз видав повідомлення, хоч нічого не зламалося
   *[other] на t={ $tick } стався збій { $fault }
}
cause-republished = продюсер не отримав підтвердження на t={ $tick } і опублікував повідомлення ще раз{ $new_id ->
    [none] : у черзі з’явилася друга копія
   *[other] , уже з новим ідентифікатором { $new_id }
}
cause-no-dedup-store = сховища для дедуплікації немає, тож ніщо не пам’ятає, які ідентифікатори вже оброблено
cause-no-dedup-check = споживач ніколи не перевіряє, чи вже обробляв цей ідентифікатор
cause-no-dedup-record = споживач ніколи не записує оброблений ідентифікатор
cause-new-id-not-recognised = копія має новий ідентифікатор ({ $new_id }), тож її не розпізнає ні запис дедуплікації, ні ключ ідемпотентності
cause-dedup-memory-forgotten = набір дедуплікації в пам’яті воркера { $worker } очистився, коли воркер перезапустився на t={ $tick }
cause-dedup-memory-per-worker = набір дедуплікації зберігається в пам’яті кожного воркера окремо, а копію взяв інший воркер
cause-dedup-not-in-same-transaction = запис дедуплікації зафіксовано не в тій самій транзакції, що й зміну
cause-check-then-insert-race = обидві доставки перевірили таблицю дедуплікації, перш ніж котрась із них зафіксувала свій запис
cause-no-unique-constraint = унікального обмеження немає, тож друга вставка того самого ідентифікатора пройшла успішно
cause-charge-outside-transaction = списання з картки — це виклик до іншої системи поза будь-якою транзакцією бази даних: ніщо в базі даних не може його скасувати, а до виклику не було зафіксовано жодного запису про спробу, який завадив би другій спробі
cause-email-sent-directly = споживач надіслав лист сам, поза транзакцією бази даних: надісланий лист не повернеш, а поштовий сервіс не має ключа ідемпотентності, тож наступна доставка надіслала його знову
cause-no-idempotency-key = виклик платіжного сервісу не мав ключа ідемпотентності, тож сервіс списав кошти ще раз
cause-status-check-race = обидві доставки запитали статус списання, перш ніж будь-яке списання відбулося
cause-acked-before-effect = воркер { $worker } підтвердив повідомлення на t={ $tick }, ще до того, як його ефект було зафіксовано
cause-abandoned-after-ack = споживач припинив обробку на t={ $tick }, уже підтвердивши повідомлення
cause-not-redelivered = брокер ніколи не доставляє підтверджене повідомлення повторно, тож ефект так і не відбувся
cause-skipped-as-duplicate = воркер { $worker } на t={ $tick } знайшов цей ідентифікатор серед уже записаних і пропустив повідомлення як дублікат
cause-dropped-by-broker = брокер аварійно завершився на t={ $tick } і, оскільки він неперсистентний, втратив повідомлення
cause-publish-gave-up = продюсер { $attempts ->
    [1] спробував опублікувати повідомлення, коли брокер не працював, і на t={ $tick } відмовився від публікації, не повторюючи спроби
   *[other] { $attempts ->
        [one] { $attempts } раз
        [few] { $attempts } рази
        [many] { $attempts } разів
       *[other] { $attempts } разу
    } намагався опублікувати повідомлення, поки брокер не працював, а тоді припинив спроби на t={ $tick }
}
cause-no-apply-step = у споживачі немає кроку apply, тож жодна зміна ніколи не застосовується
cause-dead-lettered = { $reason ->
    [expired] воно чекало в черзі довше, ніж дозволяє TTL повідомлень цієї черги, і брокер переніс його в DLQ на t={ $tick }
    [permanent_error] споживач відхилив повідомлення через постійну помилку, не повторюючи спроби, і брокер переніс його в DLQ на t={ $tick }
   *[max_deliveries] після { $deliveries ->
        [one] { $deliveries } доставки
        [few] { $deliveries } доставок
        [many] { $deliveries } доставок
       *[other] { $deliveries } доставки
    } (більше брокер не дозволяє) брокер переніс повідомлення в DLQ на t={ $tick }
}
cause-parked-needs-attention = повідомлення там відкладене, а не втрачене: воно чекає, доки хтось його перегляне, а тоді поверне в чергу або відкине
cause-never-applied = ефект так і не було застосовано

## Журнал подій: по одному повідомленню на кожен вид події трасування. $id — ідентифікатор
## копії повідомлення, $worker нумерується з 1.
event-published = { $id } опубліковано (спроба { $attempt })
event-publish-rejected = публікацію { $message } відхилено: брокер не працює
event-publish-confirm-lost = підтвердження публікації { $id } втрачено
event-duplicate-publish-dropped = брокер відкинув повторну публікацію { $message }
event-publish-gave-up = продюсер припинив спроби опублікувати { $message }
event-delivered = { $id } доставлено воркеру { $worker } (доставка { $delivery })
event-step-done = воркер { $worker }: крок { $step } для { $id } виконано
event-dedup-hit = воркер { $worker } виявив, що { $id } уже оброблено
event-dedup-recorded = воркер { $worker } записав { $id } до оброблених
event-dedup-wait = воркер { $worker } чекає, поки воркер { $holder } завершить вставку { $id }
event-dedup-conflict = унікальне обмеження відхилило { $id } для воркера { $worker }
event-applied = воркер { $worker } застосував { $id }
event-effect-committed = воркер { $worker } зафіксував зміну для { $id }
event-committed = воркер { $worker } зафіксував транзакцію
event-rolled-back = воркер { $worker } відкотив { $discarded ->
    [one] { $discarded } запис
    [few] { $discarded } записи
    [many] { $discarded } записів
   *[other] { $discarded } запису
}
event-charged = з картки списано кошти за { $id }
event-charge-replayed = платіжний сервіс повернув результат першого списання за { $id }
event-charge-found-by-status = платіжний сервіс повідомляє, що за { $id } кошти вже списано
event-charge-not-found-by-status = платіжний сервіс не знає жодного списання за { $id }
event-operation-recorded = воркер { $worker } записав рядок операції { $id }: стан { $status }, спроб { $attempts }
event-operation-already-done = воркер { $worker } бачить, що операція { $id } уже succeeded, тож не викликає сервіс знову
event-payment-response-lost = відповідь платіжного сервісу для { $id } втрачено
event-apply-failed = крок apply для { $id } не вдався ({ $error ->
    [poison] отруйне повідомлення
    [poison_permanent] постійна помилка
    [transient] тимчасова помилка
    [payment_outage] платіжний сервіс недоступний
    [payment_overloaded] платіжний сервіс перевантажений
   *[other] { $error }
})
event-acked = воркер { $worker } підтвердив { $id }
event-ack-ignored = брокер проігнорував підтвердження { $id } від воркера { $worker }
event-ack-lost = підтвердження { $id } від воркера { $worker } втрачено
event-ack-stale = підтвердження { $id } від воркера { $worker } стосувалося доставки { $delivery }, яка вже не поточна: брокер залишає повідомлення в себе
event-channel-closed = { $reason ->
    [worker_crashed] воркер { $worker } аварійно завершився, і його з’єднання закрилося: брокер одразу забрав { $id } назад
    [ack_lost] з’єднання воркера { $worker } обірвалося разом із підтвердженням: брокер одразу забрав { $id } назад
   *[consumer_timeout] воркер { $worker } тримав { $id } довше за consumer timeout: брокер закрив його канал і забрав повідомлення назад
}
event-abandoned = воркер { $worker } припинив обробку { $id }
event-finished = воркер { $worker } завершив обробку { $id }
event-crashed = воркер { $worker } аварійно завершився після { $after }
event-restarted = воркер { $worker } перезапустився
event-stalled = воркер { $worker } зависає на { $ticks ->
    [one] { $ticks } тік
    [few] { $ticks } тіки
    [many] { $ticks } тіків
   *[other] { $ticks } тіку
}
event-visibility-expired = { $id } знову видиме (тайм-аут доставки { $delivery } сплив)
event-fault-struck = { $fault ->
    [duplicate_delivery] { $id } знову видиме, хоч нічого не зламалося (після доставки { $delivery })
   *[other] збій { $fault } зачепив { $id } (доставка { $delivery })
}
event-retry-scheduled = повтор { $id } заплановано на t={ $ready_at }
event-dead-lettered = { $id } переміщено в DLQ
event-broker-crashed = брокер аварійно завершився
event-copy-dropped = брокер втратив { $id }
event-copy-requeued = брокер повернув { $id } у чергу
event-broker-restarted = брокер знову працює

## Рядки матриці перебору збоїв.
point-crash = збій після { $step } (доставка { $delivery })
point-stall = зависання на { $ticks ->
    [one] { $ticks } тік
    [few] { $ticks } тіки
    [many] { $ticks } тіків
   *[other] { $ticks } тіку
} після { $step } (доставка { $delivery })
point-lose-ack = втрата підтвердження (доставка { $delivery })
point-lose-payment-response = втрата відповіді платіжного сервісу (доставка { $delivery })
point-lose-publish-confirm = втрата підтвердження публікації
point-broker-crash = збій брокера на t={ $at }
point-poison = отруйне повідомлення
point-transient = тимчасова помилка

## Часова шкала
timeline-title = Часова шкала
timeline-help = Одна доріжка на компонент, один рядок на тік. Стрілки позначають публікації, доставки, підтвердження (у журналі — коміти офсетів), записи в базу даних і списання; ✖ — збій або втрата. Наведіть на подію курсор, перейдіть до неї клавіатурою або торкніться її, щоб прочитати опис під шкалою; клацання чи дотик переносить шкалу до неї.
timeline-scrolls = Діаграма ширша за екран телефона: проведіть по ній убік, щоб побачити всі доріжки.
database = База даних
payments = Платіжний сервіс
offer-lose_ack = Втратити підтвердження { $id }
offer-lose_publish_confirm = Втратити підтвердження публікації { $id }
offer-lose_payment_response = Втратити відповідь платіжного сервісу для { $id }
timeline-inject = Перетворити на збій:
explore-too-big = Перебір збоїв працює лише для сценаріїв, що мають до { $limit ->
    [one] { $limit } повідомлення
    [few] { $limit } повідомлень
    [many] { $limit } повідомлень
   *[other] { $limit } повідомлення
}; щоб запустити його, видаліть частину повідомлень.
more-copies = … і ще { $count }
more-rows = і ще { $count ->
    [one] { $count } рядок, який не показано
    [few] { $count } рядки, які не показано
    [many] { $count } рядків, які не показано
   *[other] { $count } рядка, які не показано
}
crash-needs-valid-order = Спершу виправте порядок рядків: для точки збою потрібен споживач, який може працювати.
broken-link-kept = Не вдалося відкрити сценарій за цим посиланням ({ $reason }). Нічого не змінено.
broken-link-lesson = Не вдалося відкрити сценарій за цим посиланням ({ $reason }). Урок відкрито з його власним сценарієм.

## Меню збоїв
kind-lose_ack = втрата підтвердження
kind-lose_publish_confirm = втрата підтвердження публікації
kind-lose_payment_response = втрата відповіді платіжного сервісу
kind-stall = зависання довше за тайм-аут брокера
kind-poison = отруйне повідомлення
kind-transient = тимчасова помилка (дві невдалі спроби)
kind-broker_crash = збій брокера зараз

## Уроки
lessons-title = Уроки
lessons-done = Пройдено уроків: { $done } з { $total }
choose-lesson = Урок
start-lesson = Почати урок
back-to-own-scenario = Повернутися до мого сценарію
lesson-of = Урок { $number } з { $total }
lesson-task = Завдання:
check-answer = Зафіксувати відповідь
skip-question = Пропустити питання
predict-first = Спершу дайте відповідь: запуск відкриється, щойно ви зробите прогноз.
edits-after-prediction = Спершу запитання уроку: змінити це можна, щойно ви відповісте на нього або пропустите його.
now-run = Тепер натисніть «Відтворити» або «До кінця» і подивіться, що станеться.
answer-right = Правильно: симулятор погоджується з вами.
answer-wrong = Не зовсім: симулятор показує «{ $answer }».
answer-skipped = Симулятор показує «{ $answer }».
try-yourself = Спробуйте самі: змініть порядок рядків, налаштування чи збої й запустіть знову.
lesson-agrees-rabbitmq = Ті самі підсумки виходять у RabbitMQ 3.10 з PostgreSQL 15: це перевірено набором тестів на відповідність.
lesson-agrees-rabbitmq-and-sqs = Ті самі підсумки виходять у RabbitMQ 3.10 і в moto, емуляторі SQS, кожен із PostgreSQL 15: це перевірено набором тестів на відповідність.
lesson-agrees-sqs = Ті самі підсумки виходять у moto, емуляторі SQS, з PostgreSQL 15: це перевірено набором тестів на відповідність.
lesson-agrees-kafka = Ті самі підсумки виходять у tansu, брокері, сумісному з Kafka, з PostgreSQL 15: це перевірено набором тестів на відповідність.
lesson-agrees-payment-stand-in = Брокер і база даних у тій перевірці були справжніми, а платіжний сервіс, як і в симуляторі, був нашою заміною (там — таблиця, до якої звертаються через окреме з’єднання, поза транзакцією воркера).
lesson-agrees-mail-stand-in = Брокер і база даних у тій перевірці були справжніми, а поштовий сервіс, як і в симуляторі, був нашою заміною (там — таблиця, до якої звертаються через окреме з’єднання, поза транзакцією воркера).
next-lesson = Наступний урок
close-lesson = Закрити урок
guarantee-none = немає

## Довідка: глосарій і правила симульованого брокера
glossary = Глосарій
close-reference = Закрити
lesson-terms = Нові терміни в цьому уроці:
broker-rules-link = Як поводиться цей брокер


## Кожен екран: редагування, часова шкала, журнал і перебір збоїв
line-running = Далі воркер { $number } виконає цей рядок
add-transaction = Додати begin … commit
undo = Скасувати
redo = Повторити
undo-keys = Скасувати останню зміну (Ctrl+Z)
redo-keys = Повернути скасовану зміну (Ctrl+Shift+Z)
dedup-needs-store = Крокам дедуплікації потрібне місце, де зберігати ідентифікатори, які вони вже бачили, а в налаштуванні «Сховище для дедуплікації» вибрано «немає».
use-dedup-table = Зберігати ідентифікатори в таблиці бази даних
in-glossary = У глосарії
guarantee-defined = { $guarantee ->
    [exactly-once] Exactly-once (рівно один раз): ефект кожного повідомлення відбувається один раз, скільки б разів його не доставили.
    [at-least-once] At-least-once (щонайменше один раз): жодне повідомлення не втрачається, але ефект повідомлення може відбутися більше ніж один раз.
    [at-most-once] At-most-once (щонайбільше один раз): ефект жодного повідомлення не відбувається двічі, але повідомлення може бути втрачене.
   *[none] Гарантії немає: повідомлення може бути втрачене, і ефект повідомлення може відбутися двічі.
}
replayed = Відтворено цю клітинку: { $outcome }. Підсумок і часова шкала показують цей запуск.
now-explore = Це питання — про гарантію: запустіть «Що може піти не так?» (перебір збоїв) і прочитайте, що він виведе.
quiet-ticks = … { $count ->
    [one] { $count } тихий тік
    [few] { $count } тихі тіки
    [many] { $count } тихих тіків
   *[other] { $count } тихого тіку
} (t={ $from }–{ $to }): нічого не відбувалося …
timeline-hidden = Часова шкала малює останні 30 рядків; з перших { $ticks ->
    [one] { $ticks } тіку
    [few] { $ticks } тіків
    [many] { $ticks } тіків
   *[other] { $ticks } тіку
} залишено лише перші 10 рядків, де є збій або втрата. Перемістіть повзунок назад, щоб побачити решту.
timeline-more = ще { $count ->
    [one] { $count } подію
    [few] { $count } події
    [many] { $count } подій
   *[other] { $count } події
} на цьому тіку не показано
summary-start = t=0: запуск щойно почався, жодне повідомлення ще не завершене. Натисніть «Крок уперед», щоб просунутися на один тік, або «До кінця».
why-of = Чому { $id } завершилося так
ledger-show-wrong = Показати лише повідомлення, з якими щось пішло не так
ledger-show-all = Показати всі повідомлення ({ $count })
bulk-help = { $count ->
    [one] { $count } повідомлення
    [few] { $count } повідомлення
    [many] { $count } повідомлень
   *[other] { $count } повідомлення
}: вкажіть діапазон і операцію, яку отримають усі повідомлення в ньому. Позиції рахуються від 1.
bulk-first = Від повідомлення
bulk-last = до повідомлення
bulk-apply = Змінити ці повідомлення
each-message = Кожне повідомлення окремо
reference-loading = Завантаження текстів цієї сторінки…
reference-not-loaded = Не вдалося завантажити тексти цієї сторінки. Перевірте з’єднання й відкрийте її знову.
lesson-not-loaded = Не вдалося завантажити тексти цього уроку. Перевірте з’єднання й почніть урок знову.
show-more = Показати ще { $count }
bulk-empty = Діапазон порожній: перша позиція не може бути після останньої.
present = Показ
present-key = Режим показу: великий шрифт, увесь запуск на одному екрані (клавіша P)
present-leave = Вийти з режиму показу (P)
help-button = Клавіші (?)
help-title = Гарячі клавіші
help-note = Поки ви вводите текст у поле, жодна клавіша не діє; якщо фокус на кнопці чи рядку, пробіл і стрілки працюють для них як звичайно.
key-play = Відтворити або призупинити
key-step = На один тік уперед
key-step-back = На один тік назад
key-reset = Назад до t=0
key-end = Відтворити до кінця
key-speed = Швидше або повільніше
key-present = Увімкнути або вимкнути режим показу
key-full-screen = На весь екран або назад
key-undo = Скасувати або повернути зміну
key-move-line = Перемістити рядок споживача з фокусом вище або нижче
key-help = Показати або закрити цей список

# Фрейм на сторінці курсу (?embed, ?lock).
open-in-acklab = Відкрити в AckLab
locked-refused = Ця копія AckLab лише відтворює запуск: сторінка курсу заборонила зміни. Відкрийте її в AckLab, щоб щось змінити.
embed-unknown-panels = В адресі названо панелі, яких немає: { $names }. Є такі панелі: consumer, faults, settings, system, verdict, timeline, tables, metrics, explorer, events і lesson.

# Меню «Файли» (читає й записує файли static/files.js).
files-menu = Меню
files-save = Зберегти сценарій (.acklab.json)
files-open = Відкрити файл сценарію…
files-timeline-svg = Часова шкала до тіку на екрані, як SVG
files-timeline-png = Часова шкала до тіку на екрані, як PNG (2×, для слайдів)
files-drop = Або перетягніть файл .acklab.json на сторінку.
files-not-loaded = Не вдалося завантажити засоби збереження з меню (немає з’єднання?). Виберіть пункт ще раз, щоб спробувати знову.
part-waiting = Завантажуємо цю частину AckLab…
part-failed = Не вдалося завантажити цю частину AckLab (немає з’єднання?).
part-retry = Спробувати знову
update-ready = Готова нова версія AckLab.
update-reload = Перезавантажити
import-refused = Сценарій із цього файлу не вдалося відкрити ({ $reason }). Нічого не змінено.

# Добірки: сценарії, заздалегідь підготовлені для заняття.
key-slides = Наступний або попередній слайд добірки (їх надсилає пульт для презентацій)
files-deck = Додати цей сценарій до добірки…
deck-title = Добірка
deck-keys = PageDown і PageUp гортають слайди
deck-previous = Назад
deck-next = Далі
deck-edit = Редагувати добірку
deck-slide-of = Слайд { $number } з { $total }:
deck-editor-title = Добірка
deck-help = Добірка — це сценарії, підготовлені для заняття, кожен із назвою та приміткою. Додайте сценарій з екрана як слайд, а потім скопіюйте посилання: воно містить усю добірку. На занятті PageDown і PageUp гортають слайди.
deck-slide-title = Назва
deck-slide-note = Примітка для групи
deck-add = Додати сценарій з екрана як слайд
deck-close = Закрити добірку
deck-closed = { $count ->
    [one] Добірку з { $count } слайда закрито.
    [few] Добірку з { $count } слайдів закрито.
    [many] Добірку з { $count } слайдів закрито.
   *[other] Добірку з { $count } слайда закрито.
}
deck-reopen = Відкрити добірку знову
deck-done = Готово
deck-move-up = Перемістити «{ $title }» вище
deck-move-down = Перемістити «{ $title }» нижче
deck-remove = Вилучити «{ $title }»
deck-untitled = Слайд { $number }
deck-broken = Добірку із цього посилання не вдалося відкрити ({ $reason }).
deck-broken-slide = слайд { $number }: { $reason }
deck-broken-shape = добірка в посиланні не є списком слайдів, кожен із назвою, необов’язковою приміткою та сценарієм: { $detail }
deck-no-slides = у добірці з посилання немає жодного слайда

# Два споживачі поруч.
compare-button = Порівняти
compare-button-help = Закріпити цього споживача як B і порівнювати з ним того, якого ви редагуєте, на тих самих повідомленнях, збоях і налаштуваннях
compare-title = Порівняння двох споживачів
compare-close = Припинити порівняння
compare-help = A — споживач, якого ви редагуєте, B — закріплений. Обидва отримують ті самі повідомлення, налаштування і збої (збій після рядка, якого в B немає, пропускається), і одна панель керування відтворює обидва.
compare-a = A: споживач, якого ви редагуєте
compare-b = B: закріплений споживач
compare-same = Поки що в обох споживачів кожне повідомлення має той самий результат.
compare-differ = { $count ->
    [one] { $count } повідомлення закінчується по-різному:
    [few] { $count } повідомлення закінчуються по-різному:
    [many] { $count } повідомлень закінчуються по-різному:
   *[other] { $count } повідомлення закінчуються по-різному:
}
compare-refused = Ці рядки не можна порівняти ({ $reason }).

# Діалог «Вбудувати».
files-embed = Вбудувати в сторінку курсу…
embed-title = Вбудувати в сторінку курсу
embed-help = Вставте це в сторінку курсу: компактний AckLab зі сценарієм з екрана, цією мовою, з вибраними панелями. Рядки під фреймом підганяють його висоту під застосунок.
embed-help-lesson = Вставте це в сторінку курсу: компактний AckLab з уроком з екрана, цією мовою, з вибраними панелями; фрейм лишається на цьому уроці. Рядки під фреймом підганяють його висоту під застосунок.
embed-panels = Панелі
embed-lock = Заблоковано: запуск відтворюється, але змінити нічого не можна
embed-code = Код для сторінки курсу
embed-copy = Скопіювати код
embed-preview = Попередній перегляд
snippet-copied = Код скопійовано в буфер обміну.
snippet-copy-failed = Браузер не дав доступу до буфера обміну: виділіть код і скопіюйте його.
files-results-png = Підсумок і таблиці як PNG (2×)
broken-deflated = стиснутий сценарій у посиланні не вдалося розпакувати (посилання обрізане або браузер не має CompressionStream)

## Брокер-журнал (формат acklab/2): офсети, партиції, група споживачів.
fault-lose_commit = { $message }: втрата коміту офсету (опитування { $delivery })
kind-lose_commit = втрата коміту офсету
point-lose-commit = втрата коміту офсету (опитування { $delivery })
offer-lose_commit = Втратити коміт офсету після { $id }
error-needs-format-two = належить до формату acklab/2: вкажіть "format": "acklab/2", щоб цим скористатися
error-must-start-with-poll = має починатися з poll: споживач журналу працює лише із записами, які отримав через poll
error-step-needs-broker = крок { $step } потребує брокера типу { $broker }
error-fault-needs-broker = збій { $fault } потребує брокера типу { $broker }
error-like-needs-queue = вказує, на який брокер черг схожа черга, а в лога такого вибору немає
error-fault-not-like = збою { $fault } не буває в брокера, схожого на { $like }
error-not-simulated-yet = є у форматі, але ще не симулюється
cause-committed-past = { $auto ->
    [true] таймер автокоміту воркера { $worker }
   *[other] воркер { $worker }
} закомітив офсет { $offset } у партиції { $partition } на t={ $tick }, уже за записом { $record }, ефект якого ще не було застосовано
cause-polled-again = на t={ $tick } воркер { $worker } знову отримав запис через poll (опитування { $poll })
cause-not-read-again = група відновлює читання партиції із закоміченого офсету, тож цей запис більше ніхто не прочитав
cause-removed-from-group = на t={ $tick } група вилучила воркера { $worker }: він не викликав poll знову протягом max_poll_interval ({ $interval } { $interval ->
    [one] тік
    [few] тіки
    [many] тіків
   *[other] тіка
}), тож його партиція перейшла до іншого воркера, який читав далі від закоміченого офсету, а воркер { $worker } продовжував обробляти свій запис (зомбі)
cause-commit-refused = на t={ $tick } група відхилила коміт офсету від воркера { $worker } (у Kafka це CommitFailedException): вилучений учасник не може комітити, але те, що він уже записав, лишилося записаним
cause-resumed-past = { $worker ->
    [none] на t={ $tick } партиція { $partition } лишилася без споживача, на закоміченому офсеті { $offset }
   *[other] на t={ $tick } партиція { $partition } перейшла до воркера { $worker }, який почав із закоміченого офсету { $offset }, тож запис більше ніхто не прочитав
}
event-offset-committed = воркер { $worker } закомітив офсет { $offset } у партиції { $partition } після { $id }
event-offset-auto-committed = клієнт воркера { $worker } автоматично закомітив офсет { $offset } у партиції { $partition }
event-offset-commit-lost = коміт офсету { $offset } у партиції { $partition } від воркера { $worker } втрачено
event-offset-commit-rejected = група відхилила коміт офсету { $offset } від воркера { $worker }: вона вже вилучила цього воркера з групи, і партиція { $partition } уже в іншого воркера
event-session-expired = група перестала чекати на воркера { $worker }
event-poll-interval-exceeded = воркер { $worker } не викликав poll знову протягом max_poll_interval: група вилучила його й віддала його партиції іншим; сам воркер про це ще не знає й працює далі
event-partition-assigned = { $worker ->
    [none] партиція { $partition } лишилася без споживача (закомічений офсет { $offset })
   *[other] партиція { $partition } переходить до воркера { $worker }, з офсету { $offset }
}
event-partition-revoked = воркер { $worker } віддає партицію { $partition } під час свого poll, як вимагає ребалансування (покоління { $generation })

## Порядок і версії (формат acklab/2): оновлення статусу, check_version, upsert.
op-upsert = upsert замовлення (вставити або оновити за ключем)
outcome-out_of_order = з порушенням порядку
stale-row = старіший за статус, який він замінив
event-version-skipped = воркер { $worker } пропустив { $id }: замовлення вже має версію { $stored }
cause-overwritten-by-older = на t={ $tick } воркер { $worker } записав { $older }, старіше оновлення ({ $versioned ->
    [true] версія { $older_version } < { $version }
   *[other] надіслане першим
}), і статус повернувся до { $older_status }
cause-no-version-check = споживач записує статус, не порівнюючи версій (немає check_version)
cause-version-check-race = старіше оновлення пройшло check_version раніше, ніж новіший статус було зафіксовано
error-only-for-set-status = статус або версію має лише повідомлення set_status
error-bad-status = статус — це від 1 до { $max } малих латинських літер, цифр або символів _, а «{ $got }» цій вимозі не відповідає
error-versions-mixed = частина оновлень статусу замовлення «{ $key }» має версію, а частина — ні: дайте версію кожному або жодному
error-version-needed = check_version порівнює версії: кожне повідомлення set_status потребує версії
error-version-check-after-apply = check_version стоїть після apply: статус буде записано ще до перевірки
error-operation-steps-misplaced = record_attempt і record_result ідуть у парі: спроба перед apply, а результат після нього
summary-out-of-order = { $count } з порушенням порядку
explored-out-of-order = { $schedules ->
    [one] У { $schedules } варіанті старіше оновлення статусу перезаписало новіше: кожне оновлення застосовано, але не в тому порядку. Гарантія вище враховує лише втрати й дублікати.
    [few] У { $schedules } варіантах старіше оновлення статусу перезаписало новіше: кожне оновлення застосовано, але не в тому порядку. Гарантія вище враховує лише втрати й дублікати.
    [many] У { $schedules } варіантах старіше оновлення статусу перезаписало новіше: кожне оновлення застосовано, але не в тому порядку. Гарантія вище враховує лише втрати й дублікати.
   *[other] У { $schedules } варіанта старіше оновлення статусу перезаписало новіше: кожне оновлення застосовано, але не в тому порядку. Гарантія вище враховує лише втрати й дублікати.
}
error-batch-commit-place = коли одне опитування повертає більше одного запису, commit_offset стоїть одразу після poll (увесь пакет) або останнім (після пакета)
error-poll-interval-too-short = consumer.max_poll_interval має бути щонайменше { $least } { $least ->
    [one] тік
    [few] тіки
    [many] тіків
   *[other] тіка
}: записи одного poll обробляються довше навіть без збоїв, тож група вилучала б кожного учасника на кожному poll, а записи оброблялися б знову й знову
cause-crashed-later-in-poll = воркер { $worker } аварійно завершився на t={ $tick } на { $record }, пізніше в тому самому опитуванні (poll), до коміту офсету, який покрив би цей запис
cause-crashed-earlier-in-poll = воркер { $worker } аварійно завершився на t={ $tick } на { $record }, раніше в тому самому опитуванні (poll), тож цей запис так і не було оброблено
cause-offset-commit-lost = на t={ $tick } коміт офсету { $offset } у партиції { $partition } від воркера { $worker } загубився, тож закомічений офсет лишився перед цим записом
cause-crashed-on-later-record = воркер { $worker } аварійно завершився на t={ $tick } на { $record }, ще до того, як наступний коміт покрив цей запис
cause-parked-in-dead-letter-topic = { $reason ->
    [permanent_error] через постійну помилку, без повторних спроб,
   *[max_deliveries] після { $deliveries ->
        [one] { $deliveries } опитування
        [few] { $deliveries } опитувань
        [many] { $deliveries } опитувань
       *[other] { $deliveries } опитування
    }, найбільшої кількості, яку дозволяє споживач,
} воркер { $worker } відклав запис у топік недоставлених повідомлень на t={ $tick } і закомітив офсет після нього
cause-partition-blocked = на t={ $tick } воркер { $worker } відмовився від запису з офсетом { $offset } у партиції { $partition } після { $deliveries ->
    [one] { $deliveries } опитування
    [few] { $deliveries } опитувань
    [many] { $deliveries } опитувань
   *[other] { $deliveries } опитування
}; без топіка недоставлених повідомлень ніхто не читає партицію { $partition } далі
cause-waits-behind = цей запис чекає в партиції за { $record }, який її блокує
event-dead-letter-topic-written = воркер { $worker } записав { $id } у топік недоставлених повідомлень
event-partition-blocked = воркер { $worker } відмовився від { $id }: партицію { $partition } заблоковано на офсеті { $offset }
error-tx-steps-unpaired = транзакції Kafka потрібні begin_tx, а потім commit_tx, обидва в конвеєрі
cause-emit-outside-kafka-transaction = вихідний запис пишеться поза транзакцією Kafka, тож він лишається, хоча офсет після нього так і не закомічено
cause-reads-uncommitted = читач вихідного топіка читає й незакомічені записи (read_uncommitted), тож рахує й запис перерваної транзакції
cause-outside-kafka-transaction = транзакція Kafka охоплює вихідні записи й офсет, а не базу даних чи картку: її переривання не скасовує цього ефекту
op-emit = записати вихідний запис
event-output-written = воркер { $worker } записав вихідний запис для { $id }{ $in_transaction ->
    [true] {" "}у своїй транзакції Kafka
   *[other] {""}
}
event-kafka-tx-committed = транзакцію Kafka воркера { $worker } закомічено (вихідних записів: { $records })
event-kafka-tx-aborted = транзакцію Kafka воркера { $worker } перервано{ $fenced ->
    [true] , бо група відхилила її коміт офсету (партиція перейшла до іншого)
   *[other] {""}
} (вихідних записів, яких read_committed ніколи не побачить: { $records })
output-topic = Вихідний топік
invisible-row = читач read_committed його не бачить (транзакція відкрита або перервана)
record-state = Транзакція
record-committed = закомічена
record-aborted = перервана
record-open = відкрита
partition-head = { $worker ->
    [none] Партиція { $partition } · немає споживача
   *[other] Партиція { $partition } · воркер { $worker }
}
partition-offsets = закомічений офсет { $committed } · наступне опитування з { $position }
broker-kind = Тип брокера
broker-kind-queue = черга (RabbitMQ, SQS)
broker-kind-log = журнал (Kafka)
partitions = Партиції
session-timeout = Тайм-аут сесії (у тіках)
max-poll-records = Записів за одне опитування
auto-commit = Інтервал автокоміту (у тіках, 0 — вимкнено)
max-poll-interval = Вилучати з групи учасника, що не викликає poll довше ніж (у тіках, 0 — ніколи)
dead-letter-topic = Топік недоставлених повідомлень для записів, що постійно падають
isolation = Читач вихідного топіка читає й незакомічені записи (read_uncommitted, типовий режим споживача Kafka)
log-key = Запис із пунктирною рамкою закомічено; із синьою рамкою — прочитано, ще не закомічено; звичайний — ще не прочитано; помаранчева рамка позначає запис, від якого споживач відмовився і який блокує свою партицію.
partition-revoking = віддається: перейде до воркера { $worker } на наступному poll власника (якщо власник аварійно завершився — коли мине його сесія)
group-generation = Покоління групи споживачів: { $generation }
member-removed = Воркера { $worker } вилучено з групи (він не викликав poll протягом max_poll_interval): він ще обробляє свій запис, але група відхиляє його коміти, доки він знову не викличе poll і не приєднається.
log-key-lost = Товста рамка з ✗ позначає запис, який закомічено, хоча його ефект так і не відбувся: група його більше не прочитає.
log-record-lost = закомічено, але ефект так і не відбувся

crash-title = AckLab зупинився через власну помилку.
crash-body = Ваш сценарій досі в адресному рядку. Скопіюйте подробиці для звіту про помилку або почніть знову з типового сценарію.
crash-copy = Скопіювати подробиці
crash-copied = Скопійовано
crash-reload = Перезавантажити з типовим сценарієм
run-too-long-reason = його запуск уже до тіку { $tick } дає понад { $events ->
    [one] { $events } подію
    [few] { $events } події
    [many] { $events } подій
   *[other] { $events } події
} — більше, ніж може показати ця сторінка; у командному рядку acklab run виконує його повністю
run-too-long = Цю зміну не внесено: { $reason }. Запуск стане коротшим, якщо зменшити кількість повідомлень, доставок одного повідомлення або воркерів.

## Бік продюсера (acklab/2): сервіс замовлень, його outbox і ретранслятор.
outcome-phantom = фантом
summary-phantom = { $count ->
    [one] { $count } фантом
    [few] { $count } фантоми
    [many] { $count } фантомів
   *[other] { $count } фантома
}
fault-crash_producer = збій продюсера після { $step } для { $message }
fault-crash_relay = збій ретранслятора outbox після { $step } під час обробки { $message }
kind-crash_producer = збій продюсера
kind-crash_relay = збій ретранслятора outbox
point-crash-producer = збій продюсера після { $step }
point-crash-relay = збій ретранслятора після { $step }
event-producer-step-done = продюсер виконав { $step } для { $message }
event-source-committed = { $order ->
    [true] { $outbox ->
        [true] замовлення { $message } і його рядок в outbox зафіксовано
       *[false] замовлення { $message } зафіксовано
    }
   *[false] { $outbox ->
        [true] рядок { $message } в outbox зафіксовано
       *[false] продюсер нічого не зафіксував для { $message }
    }
}
event-producer-crashed = продюсер аварійно завершився після { $after } для { $message } (відкочено незафіксованих рядків: { $discarded })
event-producer-restarted = продюсер перезапустився
event-outbox-read = ретранслятор прочитав рядок { $message } з outbox
event-outbox-marked-sent = ретранслятор позначив рядок { $message } в outbox як надісланий
event-relay-crashed = ретранслятор аварійно завершився після { $after } під час обробки { $message }
event-relay-restarted = ретранслятор перезапустився
cause-producer-crashed = { $discarded ->
    [0] продюсер аварійно завершився на t={ $tick }, одразу після { $after }
    [one] продюсер аварійно завершився на t={ $tick }, одразу після { $after }, і його відкриту транзакцію відкочено: відкинуто { $discarded } рядок
    [few] продюсер аварійно завершився на t={ $tick }, одразу після { $after }, і його відкриту транзакцію відкочено: відкинуто { $discarded } рядки
    [many] продюсер аварійно завершився на t={ $tick }, одразу після { $after }, і його відкриту транзакцію відкочено: відкинуто { $discarded } рядків
   *[other] продюсер аварійно завершився на t={ $tick }, одразу після { $after }, і його відкриту транзакцію відкочено: відкинуто { $discarded } рядка
}
cause-published-before-commit = продюсер опублікував подію на t={ $tick }, ще до фіксації своєї транзакції
cause-committed-not-published = замовлення зафіксовано, але публікація після фіксації так і не відбулася: база даних і брокер — це два окремі записи без спільної транзакції (подвійний запис, dual write); рядок в outbox, записаний у тій самій транзакції, закриває цю прогалину
cause-published-before-write = продюсер опублікував подію на t={ $tick }, ще до того, як записав замовлення, а запис так і не відбувся: без транзакції кожен запис стоїть окремо (подвійний запис, dual write)
cause-written-not-published = замовлення записано (без транзакції кожен запис фіксується сам по собі), але публікація після нього так і не відбулася: база даних і брокер — це два окремі записи (подвійний запис, dual write); рядок в outbox, записаний в одній транзакції із замовленням, закриває цю прогалину
cause-outbox-row-not-written = замовлення зафіксовано без його рядка в outbox: конвеєр пише рядок окремо від транзакції замовлення, і цей рядок так і не записано, тож ретранслятору не було чого публікувати; пишіть рядок у транзакції замовлення
cause-relay-published-row-without-order = ретранслятор опублікував подію на t={ $tick } з рядка outbox, зафіксованого без замовлення: конвеєр пише рядок і замовлення окремо, і замовлення так і не з’явилося
cause-relay-crashed = ретранслятор outbox аварійно завершився на t={ $tick }, одразу після { $after }
cause-marked-sent-before-publish = ретранслятор позначив рядок як надісланий на t={ $tick } ще до публікації, тож жодне наступне опитування його вже не візьме
cause-no-publish-step = продюсер не публікує подію й не пише рядок в outbox, тож нічого ніколи не надсилається
cause-relay-republished = ретранслятор опублікував рядок ще раз на t={ $tick }, бо той не був позначений як надісланий
error-not-in-stage-pipeline = у продюсера немає кроку { $step }
error-relay-pipeline-shape = ретранслятор починає з read_outbox, а далі має publish і mark_sent у будь-якому порядку

## Час і навантаження (acklab/2): записи дедуплікації й ключі, що спливають, redrive, збої.
event-dedup-expired = воркер { $worker } знайшов запис дедуплікації { $id } від t={ $written }, але строк його дії минув, тож обробка йде далі
event-copy-redriven = оператор повернув { $id } із черги недоставлених (redrive)
fault-redrive = повернення із черги недоставлених (redrive) на тіку { $at }
fault-duplicate_delivery = брокер видає { $message } ще раз (після доставки { $delivery })
kind-redrive = повернути все із черги недоставлених зараз
point-redrive = повернення із черги недоставлених на t={ $at }
kind-duplicate_delivery = доставити двічі без жодного збою
point-duplicate-delivery = подвійна доставка (доставка { $delivery })
cause-dedup-expired = на t={ $tick } строк дії запису дедуплікації вже минув (dedup.ttl — { $ttl ->
    [one] { $ttl } тік
    [few] { $ttl } тіки
    [many] { $ttl } тіків
   *[other] { $ttl } тіку
}), тож копія виглядала новою
cause-idempotency-key-expired = платіжний сервіс уже забув ключ ідемпотентності (payment.key_ttl — { $ttl ->
    [one] { $ttl } тік
    [few] { $ttl } тіки
    [many] { $ttl } тіків
   *[other] { $ttl } тіку
}), тож списав кошти ще раз
cause-redriven = на t={ $tick } оператор повернув повідомлення із черги недоставлених (redrive), і копія знову опинилася в черзі

## Найменші приклади дослідника й фантоми.
explored-phantom = { $schedules ->
    [one] У { $schedules } варіанті споживач застосував замовлення, яке так і не було зафіксоване в джерелі (фантом). Гарантія вище враховує лише втрати й дублікати.
    [few] У { $schedules } варіантах споживач застосував замовлення, яке так і не було зафіксоване в джерелі (фантом). Гарантія вище враховує лише втрати й дублікати.
    [many] У { $schedules } варіантах споживач застосував замовлення, яке так і не було зафіксоване в джерелі (фантом). Гарантія вище враховує лише втрати й дублікати.
   *[other] У { $schedules } варіанта споживач застосував замовлення, яке так і не було зафіксоване в джерелі (фантом). Гарантія вище враховує лише втрати й дублікати.
}
explorer-examples-title = Найменший приклад кожного виду
explorer-example = { $outcome }: { $message }; { $faults }
explorer-example-as-written = сценарій як він є
explorer-example-open-short = Відкрити
explorer-example-open = Відкрити приклад: { $outcome }, { $message }

## Панель метрик: те, за чим стежив би оператор, пораховане ядром за кожен тік.
metrics-title = Метрики
metrics-help = { $width ->
    [1] Кожна точка графіка — це один тік запуску; вертикальна лінія позначає тік на екрані.
    [one] Кожна точка графіка охоплює { $width } тік запуску; вертикальна лінія позначає тік на екрані.
    [few] Кожна точка графіка охоплює { $width } тіки запуску; вертикальна лінія позначає тік на екрані.
    [many] Кожна точка графіка охоплює { $width } тіків запуску; вертикальна лінія позначає тік на екрані.
   *[other] Кожна точка графіка охоплює { $width } тіку запуску; вертикальна лінія позначає тік на екрані.
}
metric-deliveries = Доставки
metric-redeliveries = з них повторні
metric-acks = Підтвердження (ack)
metric-offset-commits = Коміти офсетів
metric-in-flight = Доставки в обробці
metric-dead-lettered = У DLQ
metric-duplicates-detected = Виявлені дублікати
metric-payment-calls = Виклики платіжного сервісу
metric-payment-failures = відхилені
metric-consumer-lag = Відставання споживача (ще не закомічені записи)
metric-count-summary = усього { $total }; найбільше в одній точці: { $peak } (t={ $at }); зараз { $now }
metric-level-summary = найбільше в одній точці: { $peak } (t={ $at }); зараз { $now }
metrics-always-zero = У цьому запуску завжди 0: { $names }.

## Панель продюсера та його таблиці (acklab/2).
producer-title = Продюсер: сервіс замовлень
producer-help = Що сервіс замовлень робить для кожного повідомлення, по одному за раз. Перетягуйте рядки або натисніть Alt+↑ / Alt+↓ на рядку. Поле зліва від рядка влаштовує збій сервісу після цього рядка для повідомлення, вибраного над рядками споживача.
relay-title = Ретранслятор outbox
relay-help = Публікує зафіксовані рядки outbox, починаючи з найстарішого. Спершу він має прочитати рядок; publish і mark_sent можуть іти в будь-якому порядку.
producer-crash-after = Збій продюсера після { $step } для { $message }
relay-crash-after = Збій ретранслятора після { $step } під час обробки { $message }
producer-palette = Кроки, які можна додати продюсеру
source-orders = Замовлення в джерелі (зафіксовані)
outbox-table = Outbox
outbox-sent = Надіслано
outbox-yes = так
outbox-no = ще ні
producer-orders-service = Продюсер — сервіс замовлень із власною базою даних (acklab/2)

## The consumer's e-mails (send_email, consumer.email_outbox).
op-send_email = надіслати лист
email-outbox = Outbox листів
emails-sent = Надіслані листи
email-sent-by = хто надіслав
email-by-worker = воркер
email-by-relay = ретранслятор
email-outbox-setting = Надсилати листи через таблицю outbox (ретранслятор надсилає кожен зафіксований рядок)
event-email-sent = { $relay ->
    [true] поштовий ретранслятор надіслав лист для { $id }
   *[other] воркер { $worker } надіслав лист для { $id }
}
