# AckLab, русский. Ключи сгруппированы по частям экрана, на которых они показываются.

app-title = AckLab
app-tagline = Соберите консьюмер сообщений, нарочно сломайте его и посмотрите, как заказы, балансы и списания с карт сходятся, теряются или дублируются.
copy-link = Скопировать ссылку
language = Язык
link-copied = Ссылка скопирована в буфер обмена.
link-copy-failed = Скопируйте адрес из адресной строки: браузер не дал доступа к буферу обмена.
dismiss = Закрыть
broken-link = Не удалось открыть сценарий по этой ссылке ({ $reason }). Загружен сценарий по умолчанию.
texts-not-loaded = Не удалось загрузить тексты на языке «{ $language }», поэтому AckLab показывает английский. Проверьте соединение и выберите язык ещё раз.

## Редактор консьюмера
editor-title = Консьюмер
editor-help = Щёлкните по кружку у строки, чтобы воркер упал сразу после неё. Чтобы изменить порядок, перетащите строку или воспользуйтесь её кнопками ↑ ↓ ✕ (они появляются на строке под курсором или в фокусе).
editor-invalid = В таком порядке консьюмер не запустится: { $reason }
line-label = Строка { $number }: { $code }
crash-after = Падение при обработке { $message } (доставка { $delivery }) после шага { $step }
move-up = Переместить вверх
move-down = Переместить вниз
remove-line = Удалить строку
add-step = Добавить шаг { $step }
palette-title = Добавить шаг
crash-target = Точки падения относятся к:
crash-target-message = Сообщение
crash-target-delivery = Доставка
crash-target-summary = Точки падения: { $message }, доставка { $delivery }

## Воспроизведение
play = Воспроизвести
pause = Пауза
step = Шаг вперёд
step-back = Шаг назад
run-to-end = До конца
reset = Сбросить
speed = Скорость
timeline-position = Тик { $tick } из { $end }
scrubber = Время

## Настройки
settings-title = Настройки
messages-title = Сообщения
add-message = Добавить сообщение
remove-message = Удалить { $id }
op-create_order = создать заказ
op-deposit = пополнить баланс
op-set_status = установить статус
op-charge = списать с карты
dedup-store = Хранилище дедупликации
dedup-none = нет
dedup-memory = память воркера
dedup-table = таблица processed_messages
dedup-unique = Ограничение уникальности по id
workers = Воркеры
visibility-timeout = Таймаут видимости (тики)
consumer-timeout = Consumer timeout (тики)
broker-like = Ведёт себя как
broker-like-sqs = Amazon SQS
broker-like-rabbitmq = RabbitMQ 3.x
retry-rabbitmq-note = У RabbitMQ нет своей задержки повтора: сообщение после nack сразу возвращается в начало очереди, поэтому задержка ниже не используется. Для задержки нужна отдельная очередь ожидания с TTL сообщений и dead-letter exchange.
max-deliveries = Максимум доставок
message-ttl = TTL сообщения: переносить в DLQ сообщение, ждавшее столько (тики, 0 = никогда)
broker-durable = Персистентный брокер
producer-retry = Продюсер повторяет публикацию, не получив подтверждения
producer-stable-ids = При повторе id сообщения сохраняется
producer-idempotent = Идемпотентный продюсер
producer-idempotent-rabbitmq-note = RabbitMQ не хранит порядковые номера продюсера: в этой очереди повторная публикация сохраняется, как любая другая, и отбросить её может только дедупликация у консьюмера.
producer-messages-per-tick = Сколько сообщений публиковать за тик
payment-key = Ключ идемпотентности платежа
payment-reconcile = Перед списанием проверять его статус
retry-backoff = Задержка перед повтором (тики)
retry-title = Повторы (только для очереди)
retry-multiplier = Множитель задержки
retry-max-backoff = Максимальная задержка (тики)
retry-jitter = Джиттер

## Сбои
faults-title = Сбои
fault-add = Добавить сбой
fault-cannot-happen-here = Этот сбой не может произойти в этом сценарии для выбранных выше сообщения и доставки.
fault-remove = Удалить сбой
fault-kind = Тип
fault-none = Сбоев нет: всё идёт как надо.
faults-show-all = Показать ещё { $count ->
    [one] { $count } сбой
    [few] { $count } сбоя
    [many] { $count } сбоев
   *[other] { $count } сбоя
}
fault-crash = падение при обработке { $message } после шага { $step } (доставка { $delivery })
fault-lose_ack = потеря ack для { $message } (доставка { $delivery })
fault-lose_publish_confirm = потеря подтверждения публикации { $message }
fault-lose_payment_response = потеря ответа платёжного сервиса для { $message } (доставка { $delivery })
fault-stall = зависание при обработке { $message } после шага { $step } на { $ticks } { $ticks ->
    [one] тик
    [few] тика
    [many] тиков
   *[other] тика
} (доставка { $delivery })
fault-poison = { $message } — ядовитое сообщение
fault-transient = обработка { $message } падает { $failures } { $failures ->
    [one] раз
    [few] раза
    [many] раз
   *[other] раза
}
fault-broker_crash = падение брокера на тике { $at }
faults-show-fewer = Показать меньше сбоев

## Система
system-title = Система
producer = Продюсер
broker = Брокер
ready = Готовы к доставке
in-flight = В обработке
dead-letters = DLQ (очередь недоставленных сообщений)
delayed = Ждут повтора
visible-in = снова в очереди через { $ticks } { $ticks ->
    [one] тик
    [few] тика
    [many] тиков
   *[other] тика
}
consumer-timeout-in = consumer timeout через { $ticks } { $ticks ->
    [one] тик
    [few] тика
    [many] тиков
   *[other] тика
}
worker-name = Воркер { $number }
worker-idle = свободен
worker-down = упал, перезапуск в t={ $tick }
worker-busy = { $id } (доставка { $delivery }): следующий шаг { $step }
worker-waiting = ждёт воркера { $holder }
worker-stalled = завис до t={ $tick }
empty = пусто

## Данные
data-title = Данные
jump-nav = Перейти к
orders = Заказы
order-number = Заказ
from-message = Из сообщения
balance = Баланс
processed-messages = processed_messages
charges = Списания с карты
operations-table = operations
operation-state = статус (попытки), последняя ошибка
statuses = Статус заказа
duplicate-row = дубль
ghost-row = ожидалась, но так и не появилась
amount = Сумма
status = Статус

## Итог
verdict-title = Итог
summary-all-ok = всё в порядке
summary-lost = { $count ->
    [one] { $count } сообщение потеряно
    [few] { $count } сообщения потеряны
    [many] { $count } сообщений потеряно
   *[other] { $count } сообщения потеряно
}
summary-duplicated = { $count ->
    [one] { $count } сообщение продублировано
    [few] { $count } сообщения продублированы
    [many] { $count } сообщений продублировано
   *[other] { $count } сообщения продублировано
}
summary-dead-lettered = { $count ->
    [one] { $count } сообщение в DLQ
    [few] { $count } сообщения в DLQ
    [many] { $count } сообщений в DLQ
   *[other] { $count } сообщения в DLQ
}
summary-pending = { $count ->
    [one] { $count } сообщение в ожидании
    [few] { $count } сообщения в ожидании
    [many] { $count } сообщений в ожидании
   *[other] { $count } сообщения в ожидании
}
message = Сообщение
operation = Операция
applied = Применено
outcome = Результат
deliveries = Доставки
why = Почему
outcome-ok = в порядке
outcome-lost = потеряно
outcome-duplicated = продублировано
outcome-dead_lettered = в DLQ
outcome-pending = в ожидании
jump-to = Перейти к t={ $tick }

## Перебор сбоев
explorer-title = Что может пойти не так?
explore = Перебрать все одиночные сбои
guarantee = { $name ->
    [none] Гарантий нет
   *[other] Гарантия: { $name }
}
explored = { $schedules } { $schedules ->
    [one] прогон
    [few] прогона
    [many] прогонов
   *[other] прогона
}: в { $lost } теряется сообщение, в { $duplicated } — дублируется, в { $parked } — сообщение откладывается в DLQ.
guarantee-meaning = Перебор испробовал { $pairs ->
    [true] каждый одиночный сбой и каждую пару сбоев
    [stopped-true] одиночные сбои и пары сбоев, сколько позволил его предел
    [stopped-false] одиночные сбои, сколько позволил его предел
   *[false] каждый одиночный сбой
} — всего { $schedules } { $schedules ->
    [one] прогон
    [few] прогона
    [many] прогонов
   *[other] прогона
}, считая сценарий в исходном виде. В этих прогонах { $guarantee ->
    [exactly-once] ни одно сообщение не потеряно и не продублировано
    [at-least-once] ни одно сообщение не потеряно, но некоторые продублированы
    [at-most-once] ни одно сообщение не продублировано, но некоторые потеряны
   *[none] сообщения и теряются, и дублируются
}. За их пределами гарантия ничего не обещает.
explored-truncated = Перебор остановился после { $schedules } { $schedules ->
    [one] прогона
    [few] прогонов
    [many] прогонов
   *[other] прогона
}: остальные не проверены.
parked-note = Отложено — не значит потеряно: сообщение в DLQ ждёт, пока кто-нибудь его изучит и вернёт в исходную очередь или удалит. На гарантию это не влияет.
explorer-help = Каждая ячейка добавляет в сценарий один сбой. Щёлкните по ячейке, чтобы воспроизвести этот прогон.
explore-pairs = Перебрать ещё и все пары сбоев
explore-progress-label = Ход перебора
explore-progress = Проверено прогонов: { $done } из { $total }
explore-cancel = Отменить
explore-failed = Перебор не удалось запустить: { $reason }
explore-unavailable = не удалось загрузить его файлы (возможно, нет подключения к сети)
explore-crashed = он остановился с ошибкой (это ошибка AckLab; пожалуйста, сообщите о ней)
explorer-pairs-note = Таблица показывает только одиночные сбои; пары учтены в итогах выше.
explorer-legend = ✔ в порядке · ✖ потеряно · ×2 продублировано · ‖ отложено в DLQ
outcome-parked = отложено в DLQ
fault-point = Сбой

## Почему сценарий нельзя использовать. $field — путь к полю с ошибкой в JSON сценария,
## например faults[0].after; названия шагов — кодовые слова консьюмера.
error-at = { $field }: { $message }
error-malformed-json = текст не является корректным JSON (строка { $line }, столбец { $column }: { $detail })
error-document-not-object = сценарий должен быть JSON-объектом, а здесь { $got }
error-not-object = ожидается объект, а не { $got }
error-wrong-type = ожидается { $expected }, а не { $got }
error-invalid-value = значение { $value } здесь недопустимо: ожидается { $expected }
error-missing-field = нет поля «{ $name }»
error-duplicate-field = поле «{ $name }» встречается дважды
error-unknown-field = здесь нет поля «{ $name }»; допустимые поля: { $expected }
error-unknown-variant = значение «{ $name }» здесь неизвестно; допустимые значения: { $expected }
error-wrong-format = ожидается «{ $expected }», а не «{ $got }»
error-bad-id = id может состоять только из букв, цифр и символов _ - . : (от 1 до { $max } знаков), а «{ $got }» не подходит
error-id-used-twice = id «{ $id }» используется дважды
error-amount-not-allowed = сумма бывает только у пополнения баланса или списания с карты, но не у операции «{ $op }»
error-message-count = число сообщений в сценарии — от 1 до { $max }, а в этом — { $got }
error-must-start-with-receive = первым должен идти шаг receive: консьюмер не может работать с сообщением, которого не получил
error-step-twice = шаг { $step } встречается дважды
error-begin-without-commit = у begin нет commit: транзакция никогда не завершится
error-commit-without-begin = у commit нет begin: коммитить нечего, транзакция не начата
error-commit-before-begin = commit стоит раньше begin
error-record-before-check = record_dedup стоит раньше check_dedup: каждое сообщение выглядело бы дублем самого себя
error-out-of-range = значение должно быть от { $low } до { $high }, а не { $got }
error-too-many-faults = число сбоев в сценарии — не больше { $max }, а в этом — { $got }
error-unknown-message = ссылается на сообщение «{ $message }», которого нет в сценарии
error-step-not-in-pipeline = в консьюмере нет шага { $step }
error-not-a-charge = «{ $message }» не списывает деньги с карты, поэтому никогда не обращается к платёжному сервису
error-other = ошибка разбора JSON: { $text }
json-null = null
json-boolean = true или false
json-number = число
json-string = строка
json-array = массив
json-object = объект
json-unknown = { $words }
broken-base64 = сценарий в ссылке не является корректным base64url
broken-utf8 = сценарий в ссылке не является текстом в UTF-8

## События
events-title = События
no-events = Пока ничего не произошло. Нажмите «Воспроизвести».

## Объяснения: по одному сообщению на каждый вид причины. $tick — тик события, на которое
## указывает причина; воркеры нумеруются с 1.
cause-effect-applied = { $op ->
    [create_order] { $nth ->
        [1] воркер { $worker } создал заказ #{ $order } в t={ $tick }
       *[other] воркер { $worker } создал ещё один заказ, #{ $order }, в t={ $tick }
    }
    [deposit] воркер { $worker } { $nth ->
        [1] зачислил
       *[other] повторно зачислил
    } { $amount } на баланс в t={ $tick }
    [set_status] воркер { $worker } { $nth ->
        [1] установил
       *[other] повторно установил
    } заказу статус { $status } в t={ $tick }
    [upsert] воркер { $worker } { $nth ->
        [1] записал
       *[other] повторно записал
    } заказ в t={ $tick }
    [send_email] воркер { $worker } { $nth ->
        [1] отправил
       *[other] повторно отправил
    } письмо в t={ $tick }
    [emit] воркер { $worker } { $nth ->
        [1] записал
       *[other] повторно записал
    } выходную запись в t={ $tick }
   *[charge] платёжный сервис { $nth ->
        [1] списал
       *[other] повторно списал
    } с карты { $amount } в t={ $tick }
}
cause-crashed = { $next ->
    [none] воркер { $worker } упал в t={ $tick } после шага { $after }, последнего в консьюмере
   *[other] воркер { $worker } упал в t={ $tick } после шага { $after }, не дойдя до шага { $next }
}
cause-ack-lost = { $broker_down ->
    [true] ack от воркера { $worker } не прошёл в t={ $tick }: брокер был недоступен
   *[false] ack от воркера { $worker } потерялся в t={ $tick }
}
cause-stalled = воркер { $worker } завис в t={ $tick } на { $ticks } { $ticks ->
    [one] тик
    [few] тика
    [many] тиков
   *[other] тика
} — дольше таймаута брокера
cause-visibility-expired = в t={ $tick } истёк таймаут видимости, а ack так и не пришёл, поэтому брокер вернул сообщение в очередь
cause-channel-closed = в t={ $tick } закрылся канал воркера { $worker } ({ $reason ->
    [worker_crashed] процесс воркера упал
    [ack_lost] соединение оборвалось вместе с ack
   *[consumer_timeout] истёк consumer timeout
}), поэтому брокер сразу забрал сообщение обратно
cause-apply-failed = шаг apply не выполнен в t={ $tick } ({ $error ->
    [poison] ядовитое сообщение: ошибка при каждой попытке
    [poison_permanent] постоянная ошибка
    [payment_outage] платёжный сервис был недоступен
    [payment_overloaded] платёжный сервис был перегружен
   *[transient] временная ошибка
})
cause-payment-response-lost = деньги с карты списаны, но ответ потерялся в t={ $tick }, и воркер { $worker } не узнал, что оплата прошла
cause-broker-requeued = брокер упал в t={ $tick } и вернул в очередь сообщение, на которое не было ack
cause-redelivered = в t={ $tick } повторно доставлено воркеру { $worker } (доставка { $delivery })
cause-fault-struck = { $fault ->
    [duplicate_delivery] в t={ $tick } брокер ещё раз выдал сообщение, хотя ничего не сломалось
   *[other] в t={ $tick } произошёл сбой { $fault }
}
cause-republished = { $new_id ->
    [none] продюсер не получил подтверждения в t={ $tick } и опубликовал сообщение снова: в очереди появилась вторая копия
   *[other] продюсер не получил подтверждения в t={ $tick } и опубликовал сообщение снова, уже с новым id { $new_id }
}
cause-no-dedup-store = хранилища дедупликации нет, поэтому никто не помнит, какие id уже обработаны
cause-no-dedup-check = консьюмер не проверяет, обрабатывал ли он уже этот id
cause-no-dedup-record = консьюмер не записывает обработанный id
cause-new-id-not-recognised = у копии новый id ({ $new_id }), поэтому её не распознать ни по записи дедупликации, ни по ключу идемпотентности
cause-dedup-memory-forgotten = множество id для дедупликации в памяти воркера { $worker } очистилось при перезапуске в t={ $tick }
cause-dedup-memory-per-worker = множество id для дедупликации хранится в памяти каждого воркера отдельно, а копию получил другой воркер
cause-dedup-not-in-same-transaction = запись дедупликации закоммичена не в той же транзакции, что и изменение
cause-check-then-insert-race = обе доставки проверили таблицу дедупликации раньше, чем хотя бы одна из них закоммитила свою запись
cause-no-unique-constraint = ограничения уникальности нет, поэтому вторая вставка того же id прошла успешно
cause-charge-outside-transaction = списание с карты — это вызов другой системы вне какой-либо транзакции базы данных: ничто в базе данных не может его отменить, а до вызова не было закоммичено никакой записи о попытке, которая не дала бы сделать вторую
cause-email-sent-directly = консьюмер отправил письмо сам, вне транзакции базы данных: отправленное письмо не вернёшь, а у почтового сервиса нет ключа идемпотентности, поэтому следующая доставка отправила его снова
cause-no-idempotency-key = запрос к платёжному сервису шёл без ключа идемпотентности, поэтому сервис списал деньги ещё раз
cause-status-check-race = обе доставки запросили статус списания раньше, чем прошло хотя бы одно списание
cause-acked-before-effect = воркер { $worker } отправил ack в t={ $tick }, ещё до коммита эффекта
cause-abandoned-after-ack = консьюмер прервал обработку в t={ $tick }, уже отправив ack
cause-not-redelivered = брокер не доставляет повторно сообщение, на которое получен ack, поэтому эффекта так и не было
cause-skipped-as-duplicate = в t={ $tick } воркер { $worker } нашёл этот id среди обработанных и пропустил сообщение как дубль
cause-dropped-by-broker = брокер упал в t={ $tick } и потерял сообщение, потому что он не персистентный
cause-publish-gave-up = { $attempts ->
    [1] продюсер попытался опубликовать сообщение, когда брокер был недоступен, и, не повторяя попытку, отказался от публикации в t={ $tick }
   *[other] продюсер { $attempts ->
        [one] { $attempts } раз
        [few] { $attempts } раза
        [many] { $attempts } раз
       *[other] { $attempts } раза
    } пытался опубликовать сообщение, пока брокер был недоступен, и в t={ $tick } отказался от публикации
}
cause-no-apply-step = в консьюмере нет шага apply, поэтому ничего не применяется
cause-dead-lettered = { $reason ->
    [expired] оно ждало в очереди дольше, чем позволяет TTL сообщений этой очереди, и в t={ $tick } брокер переместил его в DLQ
    [permanent_error] консьюмер отклонил сообщение из-за постоянной ошибки, не повторяя обработку, и в t={ $tick } брокер переместил его в DLQ
   *[max_deliveries] после { $deliveries } { $deliveries ->
        [one] доставки
        [few] доставок
        [many] доставок
       *[other] доставки
    } (больше брокер не допускает) в t={ $tick } брокер переместил сообщение в DLQ
}
cause-parked-needs-attention = сообщение там не потеряно, а отложено: оно ждёт, пока кто-нибудь его изучит и вернёт в исходную очередь или удалит
cause-never-applied = эффект так и не был применён

## Журнал событий: по одному сообщению на каждый вид события трассы. $id — id копии
## сообщения, воркеры нумеруются с 1.
event-published = { $id } опубликовано (попытка { $attempt })
event-publish-rejected = публикация { $message } отклонена: брокер недоступен
event-publish-confirm-lost = подтверждение публикации { $id } потерялось
event-duplicate-publish-dropped = брокер отбросил повторную публикацию { $message }
event-publish-gave-up = продюсер отказался от публикации { $message }
event-delivered = { $id } доставлено воркеру { $worker } (доставка { $delivery })
event-step-done = воркер { $worker }: шаг { $step } для { $id } выполнен
event-dedup-hit = воркер { $worker } обнаружил, что { $id } уже обработано
event-dedup-recorded = воркер { $worker } записал { $id } как обработанное
event-dedup-wait = воркер { $worker } ждёт, пока воркер { $holder } вставит { $id }
event-dedup-conflict = ограничение уникальности отклонило вставку { $id } от воркера { $worker }
event-applied = воркер { $worker } применил { $id }
event-effect-committed = изменение по { $id } закоммичено воркером { $worker }
event-committed = воркер { $worker } закоммитил транзакцию
event-rolled-back = воркер { $worker } откатил { $discarded } { $discarded ->
    [one] запись
    [few] записи
    [many] записей
   *[other] записи
}
event-charged = с карты списаны деньги по { $id }
event-charge-replayed = платёжный сервис вернул результат первого списания по { $id }
event-charge-found-by-status = платёжный сервис сообщает, что по { $id } деньги уже списаны
event-charge-not-found-by-status = платёжный сервис не знает о списании по { $id }
event-operation-recorded = воркер { $worker } записал строку операции { $id }: статус { $status }, попыток { $attempts }
event-operation-already-done = воркер { $worker } видит, что операция { $id } уже succeeded, и не вызывает сервис снова
event-payment-response-lost = ответ платёжного сервиса по { $id } потерялся
event-apply-failed = шаг apply для { $id } не выполнен ({ $error ->
    [poison] ядовитое сообщение
    [poison_permanent] постоянная ошибка
    [payment_outage] платёжный сервис недоступен
    [payment_overloaded] платёжный сервис перегружен
   *[transient] временная ошибка
})
event-acked = воркер { $worker } отправил ack для { $id }
event-ack-ignored = брокер проигнорировал ack для { $id } от воркера { $worker }
event-ack-lost = ack для { $id } от воркера { $worker } потерялся
event-ack-stale = ack для { $id } от воркера { $worker } относился к доставке { $delivery }, которая уже не текущая: брокер оставляет сообщение у себя
event-channel-closed = { $reason ->
    [worker_crashed] воркер { $worker } упал, и его соединение закрылось: брокер сразу забрал { $id } обратно
    [ack_lost] соединение воркера { $worker } оборвалось вместе с ack: брокер сразу забрал { $id } обратно
   *[consumer_timeout] воркер { $worker } держал { $id } дольше consumer timeout: брокер закрыл его канал и забрал сообщение обратно
}
event-abandoned = воркер { $worker } прервал обработку { $id }
event-finished = воркер { $worker } завершил обработку { $id }
event-crashed = воркер { $worker } упал после шага { $after }
event-restarted = воркер { $worker } перезапущен
event-stalled = воркер { $worker } зависает на { $ticks } { $ticks ->
    [one] тик
    [few] тика
    [many] тиков
   *[other] тика
}
event-visibility-expired = { $id } снова доступно в очереди (у доставки { $delivery } истёк таймаут видимости)
event-fault-struck = { $fault ->
    [duplicate_delivery] { $id } снова видимо, хотя ничего не сломалось (после доставки { $delivery })
   *[other] сбой { $fault } затронул { $id } (доставка { $delivery })
}
event-retry-scheduled = повтор { $id } запланирован на t={ $ready_at }
event-dead-lettered = { $id } перемещено в DLQ
event-broker-crashed = брокер упал
event-copy-dropped = брокер потерял { $id }
event-copy-requeued = брокер вернул { $id } в очередь
event-broker-restarted = брокер снова работает

## Строки матрицы перебора сбоев.
point-crash = падение после шага { $step } (доставка { $delivery })
point-stall = зависание на { $ticks } { $ticks ->
    [one] тик
    [few] тика
    [many] тиков
   *[other] тика
} после шага { $step } (доставка { $delivery })
point-lose-ack = потеря ack (доставка { $delivery })
point-lose-payment-response = потеря ответа платёжного сервиса (доставка { $delivery })
point-lose-publish-confirm = потеря подтверждения публикации
point-broker-crash = падение брокера в t={ $at }
point-poison = ядовитое сообщение
point-transient = временная ошибка

## Временная шкала
timeline-title = Временная шкала
timeline-help = Одна дорожка на компонент, одна строка на тик. Стрелки — публикации, доставки, ack (в журнале — коммиты офсетов), записи в базу и списания; ✖ — падение или потеря. Наведите курсор на событие, выберите его клавиатурой или коснитесь его, чтобы прочитать описание под шкалой; щелчок или касание переносит к нему.
timeline-scrolls = Диаграмма шире экрана телефона: проведите по ней в сторону, чтобы увидеть все дорожки.
database = База данных
payments = Платёжный сервис
offer-lose_ack = Потерять ack для { $id }
offer-lose_publish_confirm = Потерять подтверждение публикации { $id }
offer-lose_payment_response = Потерять ответ платёжного сервиса для { $id }
timeline-inject = Превратить в сбой:
explore-too-big = Перебор сбоев доступен для сценариев, где не больше { $limit } { $limit ->
    [one] сообщения
    [few] сообщений
    [many] сообщений
   *[other] сообщения
}; удалите лишние сообщения, чтобы его запустить.
more-copies = … и ещё { $count }
more-rows = { $count ->
    [one] и ещё { $count } строка (не показана)
    [few] и ещё { $count } строки (не показаны)
    [many] и ещё { $count } строк (не показаны)
   *[other] и ещё { $count } строки (не показаны)
}
crash-needs-valid-order = Сначала исправьте порядок строк: точке падения нужен консьюмер, который может запуститься.
broken-link-kept = Не удалось открыть сценарий по этой ссылке ({ $reason }). Ничего не изменено.
broken-link-lesson = Не удалось открыть сценарий по этой ссылке ({ $reason }). Урок открыт со своим собственным сценарием.

## Меню сбоев
kind-lose_ack = потерять ack
kind-lose_publish_confirm = потерять подтверждение публикации
kind-lose_payment_response = потерять ответ платёжного сервиса
kind-stall = зависнуть дольше таймаута брокера
kind-poison = ядовитое сообщение
kind-transient = временная ошибка (падает дважды)
kind-broker_crash = уронить брокер прямо сейчас

## Уроки
lessons-title = Уроки
lessons-done = Пройдено уроков: { $done } из { $total }
choose-lesson = Урок
start-lesson = Начать урок
back-to-own-scenario = Вернуться к моему сценарию
lesson-of = Урок { $number } из { $total }
lesson-task = Задание:
check-answer = Зафиксировать ответ
skip-question = Пропустить вопрос
predict-first = Сначала ответьте: запуск откроется, как только вы сделаете прогноз.
edits-after-prediction = Сначала вопрос урока: изменить это можно, как только вы ответите на него или пропустите его.
now-run = Теперь нажмите «Воспроизвести» или «До конца» и посмотрите, что произойдёт.
answer-right = Верно: симулятор с вами согласен.
answer-wrong = Не совсем: симулятор показывает «{ $answer }».
answer-skipped = Симулятор показывает «{ $answer }».
try-yourself = Попробуйте сами: поменяйте порядок строк, настройки или сбои и запустите снова.
lesson-agrees-rabbitmq = Те же итоги получаются в RabbitMQ 3.10 с PostgreSQL 15: это проверено набором тестов на соответствие.
lesson-agrees-rabbitmq-and-sqs = Те же итоги получаются в RabbitMQ 3.10 и в moto, эмуляторе SQS, каждый с PostgreSQL 15: это проверено набором тестов на соответствие.
lesson-agrees-sqs = Те же итоги получаются в moto, эмуляторе SQS, с PostgreSQL 15: это проверено набором тестов на соответствие.
lesson-agrees-kafka = Те же итоги получаются в tansu, брокере, совместимом с Kafka, с PostgreSQL 15: это проверено набором тестов на соответствие.
lesson-agrees-payment-stand-in = Брокер и база данных в той проверке были настоящими, а платёжный сервис, как и в симуляторе, был нашей заменой (там — таблица, к которой обращаются через отдельное соединение, вне транзакции воркера).
lesson-agrees-mail-stand-in = Брокер и база данных в той проверке были настоящими, а почтовый сервис, как и в симуляторе, был нашей заменой (там — таблица, к которой обращаются через отдельное соединение, вне транзакции воркера).
next-lesson = Следующий урок
close-lesson = Закрыть урок
guarantee-none = нет

## Справка: глоссарий и правила симулируемого брокера
glossary = Глоссарий
close-reference = Закрыть
lesson-terms = Новые термины в этом уроке:
broker-rules-link = Как ведёт себя этот брокер


## Каждый экран: редактирование, временная шкала, журнал и перебор сбоев
line-running = Воркер { $number } выполнит эту строку следующей
add-transaction = Добавить begin … commit
undo = Отменить
redo = Повторить
undo-keys = Отменить последнее изменение (Ctrl+Z)
redo-keys = Вернуть отменённое изменение (Ctrl+Shift+Z)
dedup-needs-store = Шагам дедупликации нужно место, где хранить id, которые они уже видели, а в настройке «Хранилище дедупликации» выбрано «нет».
use-dedup-table = Хранить id в таблице базы данных
in-glossary = В глоссарии
guarantee-defined = { $guarantee ->
    [exactly-once] Exactly-once (ровно один раз): эффект каждого сообщения происходит один раз, сколько бы раз его ни доставили.
    [at-least-once] At-least-once (хотя бы один раз): ни одно сообщение не теряется, но эффект сообщения может произойти больше одного раза.
    [at-most-once] At-most-once (не более одного раза): ни у одного сообщения эффект не происходит дважды, но сообщение может потеряться.
   *[none] Гарантий нет: сообщение может потеряться, и эффект сообщения может произойти дважды.
}
replayed = Эта ячейка воспроизведена: { $outcome }. Итог и временная шкала показывают этот прогон.
now-explore = Этот вопрос — о гарантии: запустите «Что может пойти не так?» (перебор сбоев) и прочитайте, что он выведет.
quiet-ticks = … { $count ->
    [one] { $count } тихий тик
    [few] { $count } тихих тика
    [many] { $count } тихих тиков
   *[other] { $count } тихого тика
} (t={ $from }–{ $to }): ничего не происходило …
timeline-hidden = Временная шкала рисует последние 30 строк; из первых { $ticks } { $ticks ->
    [one] тика
    [few] тиков
    [many] тиков
   *[other] тика
} оставлены только первые 10 строк, где есть падение или потеря. Сдвиньте ползунок назад, чтобы увидеть остальные.
timeline-more = ещё { $count ->
    [one] { $count } событие
    [few] { $count } события
    [many] { $count } событий
   *[other] { $count } события
} на этом тике не показано
summary-start = t=0: запуск только начался, ни одно сообщение ещё не завершено. Нажмите «Шаг вперёд», чтобы продвинуться на один тик, или «До конца».
why-of = Почему { $id } закончилось так
ledger-show-wrong = Показать только сообщения, с которыми что-то пошло не так
ledger-show-all = Показать все сообщения ({ $count })
bulk-help = { $count ->
    [one] { $count } сообщение
    [few] { $count } сообщения
    [many] { $count } сообщений
   *[other] { $count } сообщения
}: укажите диапазон и операцию, которую получат все сообщения в нём. Позиции считаются от 1.
bulk-first = С сообщения
bulk-last = по сообщение
bulk-apply = Изменить эти сообщения
each-message = Каждое сообщение отдельно
reference-loading = Загрузка текстов этой страницы…
reference-not-loaded = Не удалось загрузить тексты этой страницы. Проверьте соединение и откройте её снова.
lesson-not-loaded = Не удалось загрузить тексты этого урока. Проверьте соединение и начните урок снова.
show-more = Показать ещё { $count }
bulk-empty = Диапазон пуст: первая позиция не может быть после последней.
present = Показ
present-key = Режим показа: крупный шрифт, весь запуск на одном экране (клавиша P)
present-leave = Выйти из режима показа (P)
help-button = Клавиши (?)
help-title = Сочетания клавиш
help-note = Ни одна клавиша не действует, пока вы вводите текст в поле; пробел и стрелки не мешают кнопке или строке в фокусе.
key-play = Воспроизвести или приостановить
key-step = На один тик вперёд
key-step-back = На один тик назад
key-reset = Назад к t=0
key-end = Воспроизвести до конца
key-speed = Быстрее или медленнее
key-present = Включить или выключить режим показа
key-full-screen = На весь экран или обратно
key-undo = Отменить или вернуть изменение
key-move-line = Переместить строку консьюмера в фокусе выше или ниже
key-help = Показать или закрыть этот список

# Фрейм на странице курса (?embed, ?lock).
open-in-acklab = Открыть в AckLab
locked-refused = Эта копия AckLab только воспроизводит прогон: страница курса запретила изменения. Откройте её в AckLab, чтобы что-то изменить.
embed-unknown-panels = В адресе названы панели, которых нет: { $names }. Есть такие панели: consumer, faults, settings, system, verdict, timeline, tables, metrics, explorer, events и lesson.

# Меню «Файлы» (читает и записывает файлы static/files.js).
files-menu = Меню
files-save = Сохранить сценарий (.acklab.json)
files-open = Открыть файл сценария…
files-timeline-svg = Временная шкала до тика на экране, в SVG
files-timeline-png = Временная шкала до тика на экране, в PNG (2×, для слайдов)
files-drop = Или перетащите файл .acklab.json на страницу.
files-not-loaded = Не удалось загрузить средства сохранения из меню (нет соединения?). Выберите пункт ещё раз, чтобы попробовать снова.
part-waiting = Загружаем эту часть AckLab…
part-failed = Не удалось загрузить эту часть AckLab (нет соединения?).
part-retry = Попробовать снова
update-ready = Готова новая версия AckLab.
update-reload = Перезагрузить
import-refused = Сценарий из этого файла не удалось открыть ({ $reason }). Ничего не изменено.

# Подборки: сценарии, заранее подготовленные к занятию.
key-slides = Следующий или предыдущий слайд подборки (эти клавиши отправляет пульт для презентаций)
files-deck = Добавить этот сценарий в подборку…
deck-title = Подборка
deck-keys = PageDown и PageUp листают слайды
deck-previous = Назад
deck-next = Дальше
deck-edit = Редактировать подборку
deck-slide-of = Слайд { $number } из { $total }:
deck-editor-title = Подборка
deck-help = Подборка — это сценарии, подготовленные к занятию, у каждого есть название и заметка. Добавьте сценарий с экрана как слайд, затем скопируйте ссылку: в ней вся подборка. На занятии PageDown и PageUp листают слайды.
deck-slide-title = Название
deck-slide-note = Заметка для группы
deck-add = Добавить сценарий с экрана как слайд
deck-close = Закрыть подборку
deck-closed = { $count ->
    [one] Подборка из { $count } слайда закрыта.
    [few] Подборка из { $count } слайдов закрыта.
    [many] Подборка из { $count } слайдов закрыта.
   *[other] Подборка из { $count } слайда закрыта.
}
deck-reopen = Открыть подборку снова
deck-done = Готово
deck-move-up = Переместить «{ $title }» выше
deck-move-down = Переместить «{ $title }» ниже
deck-remove = Удалить «{ $title }»
deck-untitled = Слайд { $number }
deck-broken = Подборку из этой ссылки не удалось открыть ({ $reason }).
deck-broken-slide = слайд { $number }: { $reason }
deck-broken-shape = подборка в ссылке не является списком слайдов, у каждого из которых название, необязательная заметка и сценарий: { $detail }
deck-no-slides = в подборке из ссылки нет ни одного слайда

# Два консьюмера рядом.
compare-button = Сравнить
compare-button-help = Закрепить этот консьюмер как B и сравнивать с ним тот, который вы редактируете, на тех же сообщениях, сбоях и настройках
compare-title = Сравнение двух консьюмеров
compare-close = Прекратить сравнение
compare-help = A — консьюмер, который вы редактируете, B — закреплённый. Оба получают те же сообщения, настройки и сбои (сбой после строки, которой нет в B, пропускается), и одна панель управления воспроизводит оба.
compare-a = A: консьюмер, который вы редактируете
compare-b = B: закреплённый консьюмер
compare-same = Пока у обоих консьюмеров каждое сообщение имеет одинаковый результат.
compare-differ = { $count ->
    [one] { $count } сообщение заканчивается по-разному:
    [few] { $count } сообщения заканчиваются по-разному:
    [many] { $count } сообщений заканчиваются по-разному:
   *[other] { $count } сообщения заканчиваются по-разному:
}
compare-refused = Эти строки нельзя сравнить ({ $reason }).

# Диалог «Встроить».
files-embed = Встроить в страницу курса…
embed-title = Встроить в страницу курса
embed-help = Вставьте это в страницу курса: компактный AckLab со сценарием с экрана, на этом языке, с выбранными панелями. Строки под фреймом подгоняют его высоту под приложение.
embed-help-lesson = Вставьте это в страницу курса: компактный AckLab с уроком с экрана, на этом языке, с выбранными панелями; фрейм остаётся на этом уроке. Строки под фреймом подгоняют его высоту под приложение.
embed-panels = Панели
embed-lock = Заблокировано: прогон воспроизводится, но изменить ничего нельзя
embed-code = Код для страницы курса
embed-copy = Скопировать код
embed-preview = Предпросмотр
snippet-copied = Код скопирован в буфер обмена.
snippet-copy-failed = Браузер не дал доступа к буферу обмена: выделите код и скопируйте его.
files-results-png = Итог и таблицы в PNG (2×)
broken-deflated = сжатый сценарий в ссылке не удалось распаковать (ссылка обрезана или в браузере нет CompressionStream)

## Брокер-журнал (формат acklab/2): офсеты, партиции, группа консьюмеров.
fault-lose_commit = потеря коммита офсета после { $message } (poll { $delivery })
kind-lose_commit = потерять коммит офсета
point-lose-commit = потеря коммита офсета (poll { $delivery })
offer-lose_commit = Потерять коммит офсета после { $id }
error-needs-format-two = относится к формату acklab/2: укажите "format": "acklab/2", чтобы этим пользоваться
error-must-start-with-poll = первым должен идти шаг poll: консьюмер журнала работает только с записями, полученными через poll
error-step-needs-broker = шагу { $step } нужен брокер типа { $broker }
error-fault-needs-broker = сбою { $fault } нужен брокер типа { $broker }
error-like-needs-queue = задаёт, на какой брокер очередей похожа очередь, а у лога такого выбора нет
error-fault-not-like = сбоя { $fault } не бывает у брокера, похожего на { $like }
error-not-simulated-yet = есть в формате, но пока не симулируется
cause-committed-past = { $auto ->
    [true] таймер автокоммита воркера { $worker }
   *[other] воркер { $worker }
} закоммитил офсет { $offset } в партиции { $partition } в t={ $tick }, уже за записью { $record }, эффект которой ещё не был применён
cause-polled-again = в t={ $tick } воркер { $worker } снова получил запись (poll { $poll })
cause-not-read-again = группа продолжает чтение партиции с закоммиченного офсета, поэтому эту запись больше никто не прочитал
cause-removed-from-group = в t={ $tick } группа исключила воркера { $worker }: он не вызвал poll снова в пределах max_poll_interval ({ $interval } { $interval ->
    [one] тик
    [few] тика
    [many] тиков
   *[other] тика
}), поэтому его партиция перешла к другому воркеру, который читал дальше от закоммиченного офсета, а воркер { $worker } продолжал обрабатывать свою запись (зомби)
cause-commit-refused = в t={ $tick } группа отклонила коммит офсета от воркера { $worker } (в Kafka это CommitFailedException): исключённый участник не может коммитить, но то, что он уже записал, осталось записанным
cause-resumed-past = { $worker ->
    [none] в t={ $tick } партиция { $partition } осталась без консьюмера, на закоммиченном офсете { $offset }
   *[other] в t={ $tick } партиция { $partition } перешла к воркеру { $worker }, который начал с закоммиченного офсета { $offset }, поэтому запись больше никто не прочитал
}
event-offset-committed = воркер { $worker } закоммитил офсет { $offset } в партиции { $partition } после { $id }
event-offset-auto-committed = клиент воркера { $worker } автоматически закоммитил офсет { $offset } в партиции { $partition }
event-offset-commit-lost = коммит офсета { $offset } в партиции { $partition } от воркера { $worker } потерян
event-offset-commit-rejected = группа отклонила коммит офсета { $offset } от воркера { $worker }: она уже исключила этого воркера из группы, и партиция { $partition } уже у другого воркера
event-session-expired = группа перестала ждать воркера { $worker }
event-poll-interval-exceeded = воркер { $worker } не вызвал poll снова в пределах max_poll_interval: группа исключила его и отдала его партиции другим; сам воркер об этом ещё не знает и работает дальше
event-partition-assigned = { $worker ->
    [none] партиция { $partition } осталась без консьюмера (закоммиченный офсет { $offset })
   *[other] партиция { $partition } переходит к воркеру { $worker }, с офсета { $offset }
}
event-partition-revoked = воркер { $worker } отдаёт партицию { $partition } при своём poll, как требует ребалансировка (поколение { $generation })

## Порядок и версии (формат acklab/2): обновления статуса, check_version, upsert.
op-upsert = upsert заказа (вставить или обновить по ключу)
outcome-out_of_order = не по порядку
stale-row = старше статуса, который он заменил
event-version-skipped = воркер { $worker } пропустил { $id }: у заказа уже версия { $stored }
cause-overwritten-by-older = в t={ $tick } воркер { $worker } записал { $older }, более старое обновление ({ $versioned ->
    [true] версия { $older_version } < { $version }
   *[other] отправленное первым
}), и статус вернулся к { $older_status }
cause-no-version-check = консьюмер записывает статус, не сравнивая версии (нет check_version)
cause-version-check-race = более старое обновление прошло check_version раньше, чем новый статус был закоммичен
error-only-for-set-status = статус или версия бывают только у сообщения set_status
error-bad-status = статус — это от 1 до { $max } строчных латинских букв, цифр или символов _, а «{ $got }» не подходит
error-versions-mixed = у части обновлений статуса заказа «{ $key }» есть версия, а у части нет: дайте версию каждому или никому
error-version-needed = check_version сравнивает версии: каждому сообщению set_status нужна версия
error-version-check-after-apply = check_version стоит после apply: статус будет записан до проверки
error-operation-steps-misplaced = record_attempt и record_result идут в паре: попытка перед apply, а результат после него
summary-out-of-order = { $count } не по порядку
explored-out-of-order = { $schedules ->
    [one] В { $schedules } прогоне более старое обновление статуса перезаписало новое: каждое обновление сработало, но не в том порядке. Гарантия выше учитывает только потери и дубли.
    [few] В { $schedules } прогонах более старое обновление статуса перезаписало новое: каждое обновление сработало, но не в том порядке. Гарантия выше учитывает только потери и дубли.
    [many] В { $schedules } прогонах более старое обновление статуса перезаписало новое: каждое обновление сработало, но не в том порядке. Гарантия выше учитывает только потери и дубли.
   *[other] В { $schedules } прогона более старое обновление статуса перезаписало новое: каждое обновление сработало, но не в том порядке. Гарантия выше учитывает только потери и дубли.
}
error-batch-commit-place = когда один poll возвращает больше одной записи, commit_offset стоит сразу после poll (весь пакет) или последним (после пакета)
error-poll-interval-too-short = consumer.max_poll_interval должен быть не меньше { $least } { $least ->
    [one] тика
    [few] тиков
    [many] тиков
   *[other] тика
}: записи одного poll обрабатываются дольше даже без сбоев, поэтому группа исключала бы каждого участника при каждом poll, а записи обрабатывались бы снова и снова
cause-crashed-later-in-poll = воркер { $worker } упал в t={ $tick } на { $record }, позже в том же poll, до коммита офсета, который покрыл бы эту запись
cause-crashed-earlier-in-poll = воркер { $worker } упал в t={ $tick } на { $record }, раньше в том же poll, поэтому эта запись так и не была обработана
cause-offset-commit-lost = в t={ $tick } коммит офсета { $offset } в партиции { $partition } от воркера { $worker } потерялся, поэтому закоммиченный офсет остался перед этой записью
cause-crashed-on-later-record = воркер { $worker } упал в t={ $tick } на { $record }, ещё до того, как следующий коммит покрыл эту запись
cause-parked-in-dead-letter-topic = { $reason ->
    [permanent_error] из-за постоянной ошибки, без повторных попыток,
   *[max_deliveries] после { $deliveries ->
        [one] { $deliveries } вызова poll
        [few] { $deliveries } вызовов poll
        [many] { $deliveries } вызовов poll
       *[other] { $deliveries } вызова poll
    } (больше консьюмер не допускает)
} воркер { $worker } отправил запись в топик недоставленных сообщений в t={ $tick } и закоммитил офсет после неё
cause-partition-blocked = в t={ $tick } воркер { $worker } отказался от записи с офсетом { $offset } в партиции { $partition } после { $deliveries ->
    [one] { $deliveries } вызова poll
    [few] { $deliveries } вызовов poll
    [many] { $deliveries } вызовов poll
   *[other] { $deliveries } вызова poll
}; без топика недоставленных сообщений никто не читает партицию { $partition } дальше
cause-waits-behind = эта запись ждёт в партиции за { $record }, которая её блокирует
event-dead-letter-topic-written = воркер { $worker } отправил { $id } в топик недоставленных сообщений
event-partition-blocked = воркер { $worker } отказался от { $id }: партиция { $partition } заблокирована на офсете { $offset }
error-tx-steps-unpaired = транзакции Kafka нужны begin_tx, а затем commit_tx, оба в конвейере
cause-emit-outside-kafka-transaction = выходная запись пишется вне транзакции Kafka, поэтому она остаётся, хотя офсет после неё так и не закоммичен
cause-reads-uncommitted = читатель выходного топика читает и незакоммиченные записи (read_uncommitted), поэтому учитывает и запись прерванной транзакции
cause-outside-kafka-transaction = транзакция Kafka охватывает выходные записи и офсет, но не базу данных и не карту: её прерывание не отменяет этот эффект
op-emit = записать выходную запись
event-output-written = воркер { $worker } записал выходную запись для { $id }{ $in_transaction ->
    [true] {" "}в своей транзакции Kafka
   *[other] {""}
}
event-kafka-tx-committed = транзакция Kafka воркера { $worker } закоммичена (выходных записей: { $records })
event-kafka-tx-aborted = транзакция Kafka воркера { $worker } прервана{ $fenced ->
    [true] , потому что группа отклонила её коммит офсета (партиция перешла к другому)
   *[other] {""}
} (выходных записей, которые read_committed никогда не увидит: { $records })
output-topic = Выходной топик
invisible-row = читатель read_committed её не видит (транзакция открыта или прервана)
record-state = Транзакция
record-committed = закоммичена
record-aborted = прервана
record-open = открыта
partition-head = { $worker ->
    [none] Партиция { $partition } · нет консьюмера
   *[other] Партиция { $partition } · воркер { $worker }
}
partition-offsets = закоммиченный офсет { $committed } · следующий poll с { $position }
broker-kind = Тип брокера
broker-kind-queue = очередь (RabbitMQ, SQS)
broker-kind-log = журнал (Kafka)
partitions = Партиции
session-timeout = Таймаут сессии (тики)
max-poll-records = Записей за один poll
auto-commit = Автокоммит каждые (тики, 0 = выключен)
max-poll-interval = Исключать из группы участника, который не вызывает poll дольше (тики, 0 — никогда)
dead-letter-topic = Топик недоставленных сообщений для записей, которые постоянно падают
isolation = Читатель выходного топика читает и незакоммиченные записи (read_uncommitted, по умолчанию у консьюмера Kafka)
log-key = Запись с пунктирной рамкой закоммичена; с синей рамкой — прочитана, ещё не закоммичена; обычная — ещё не прочитана; оранжевая рамка отмечает запись, от которой консьюмер отказался и которая блокирует свою партицию.
partition-revoking = отдаётся: перейдёт к воркеру { $worker } при следующем poll владельца (если владелец упал — когда истечёт его сессия)
group-generation = Поколение группы консьюмеров: { $generation }
member-removed = Воркер { $worker } исключён из группы (он не вызвал poll в пределах max_poll_interval): он ещё обрабатывает свою запись, но группа отклоняет его коммиты, пока он снова не вызовет poll и не вернётся в группу.
log-key-lost = Толстая рамка с ✗ отмечает запись, которая закоммичена, хотя её эффект так и не случился: группа её больше не прочитает.
log-record-lost = закоммичена, но эффект так и не случился

crash-title = AckLab остановился из-за собственной ошибки.
crash-body = Ваш сценарий по-прежнему в адресной строке. Скопируйте подробности для отчёта об ошибке или начните заново со сценария по умолчанию.
crash-copy = Скопировать подробности
crash-copied = Скопировано
crash-reload = Перезагрузить со сценарием по умолчанию
run-too-long-reason = его запуск уже к тику { $tick } даёт больше { $events } { $events ->
    [one] события
    [few] событий
    [many] событий
   *[other] события
} — больше, чем может показать эта страница; в командной строке acklab run выполняет его целиком
run-too-long = Это изменение не внесено: { $reason }. Запуск станет короче, если уменьшить число сообщений, доставок одного сообщения или воркеров.

## Сторона продюсера (acklab/2): сервис заказов, его outbox и ретранслятор.
outcome-phantom = фантом
summary-phantom = { $count ->
    [one] { $count } фантом
    [few] { $count } фантома
    [many] { $count } фантомов
   *[other] { $count } фантома
}
fault-crash_producer = падение продюсера после шага { $step } для { $message }
fault-crash_relay = падение ретранслятора outbox после шага { $step } при обработке { $message }
kind-crash_producer = уронить продюсер
kind-crash_relay = уронить ретранслятор outbox
point-crash-producer = падение продюсера после шага { $step }
point-crash-relay = падение ретранслятора после шага { $step }
event-producer-step-done = продюсер выполнил { $step } для { $message }
event-source-committed = { $order ->
    [true] { $outbox ->
        [true] заказ { $message } и его строка в outbox закоммичены
       *[false] заказ { $message } закоммичен
    }
   *[false] { $outbox ->
        [true] строка { $message } в outbox закоммичена
       *[false] продюсер ничего не закоммитил для { $message }
    }
}
event-producer-crashed = продюсер упал после шага { $after } для { $message } (откачено незакоммиченных строк: { $discarded })
event-producer-restarted = продюсер перезапущен
event-outbox-read = ретранслятор прочитал строку { $message } из outbox
event-outbox-marked-sent = ретранслятор пометил строку { $message } в outbox как отправленную
event-relay-crashed = ретранслятор упал после шага { $after } при обработке { $message }
event-relay-restarted = ретранслятор перезапущен
cause-producer-crashed = { $discarded ->
    [0] продюсер упал в t={ $tick }, сразу после шага { $after }
    [one] продюсер упал в t={ $tick }, сразу после шага { $after }, и его открытая транзакция откатилась: отброшена { $discarded } строка
    [few] продюсер упал в t={ $tick }, сразу после шага { $after }, и его открытая транзакция откатилась: отброшено { $discarded } строки
    [many] продюсер упал в t={ $tick }, сразу после шага { $after }, и его открытая транзакция откатилась: отброшено { $discarded } строк
   *[other] продюсер упал в t={ $tick }, сразу после шага { $after }, и его открытая транзакция откатилась: отброшено { $discarded } строки
}
cause-published-before-commit = продюсер опубликовал событие в t={ $tick }, ещё до коммита своей транзакции
cause-committed-not-published = заказ закоммичен, но публикация после коммита так и не выполнилась: база данных и брокер — две отдельные записи без общей транзакции (двойная запись, dual write); строка в outbox, записанная в той же транзакции, закрывает этот разрыв
cause-published-before-write = продюсер опубликовал событие в t={ $tick }, ещё до того, как записал заказ, а запись так и не произошла: без транзакции каждая запись сама по себе (двойная запись, dual write)
cause-written-not-published = заказ записан (без транзакции каждая запись коммитится сама по себе), но публикация после этого так и не выполнилась: база данных и брокер — две отдельные записи (двойная запись, dual write); строка в outbox, записанная в одной транзакции с заказом, закрывает этот разрыв
cause-outbox-row-not-written = заказ закоммичен без своей строки в outbox: конвейер пишет строку отдельно от транзакции заказа, и она так и не была записана, поэтому ретранслятору нечего было публиковать; пишите строку в транзакции заказа
cause-relay-published-row-without-order = ретранслятор опубликовал событие в t={ $tick } из строки outbox, закоммиченной без заказа: конвейер пишет строку и заказ отдельно, и заказ так и не появился
cause-relay-crashed = ретранслятор outbox упал в t={ $tick }, сразу после шага { $after }
cause-marked-sent-before-publish = ретранслятор пометил строку отправленной в t={ $tick } ещё до публикации, поэтому ни один следующий опрос её уже не возьмёт
cause-no-publish-step = продюсер не публикует событие и не пишет строку в outbox, поэтому ничего никогда не отправляется
cause-relay-republished = ретранслятор опубликовал строку ещё раз в t={ $tick }, потому что она не была помечена отправленной
error-not-in-stage-pipeline = у продюсера нет шага { $step }
error-relay-pipeline-shape = ретранслятор начинает с read_outbox, а дальше идут publish и mark_sent в любом порядке

## Время и нагрузка (acklab/2): истекающие записи дедупликации и ключи, redrive, сбои.
event-dedup-expired = воркер { $worker } нашёл запись дедупликации { $id } от t={ $written }, но её срок истёк, поэтому обработка продолжается
event-copy-redriven = оператор вернул { $id } из очереди недоставленных (redrive)
fault-redrive = возврат из очереди недоставленных (redrive) на тике { $at }
fault-duplicate_delivery = брокер выдаёт { $message } ещё раз (после доставки { $delivery })
kind-redrive = вернуть всё из очереди недоставленных сейчас
point-redrive = возврат из очереди недоставленных в t={ $at }
kind-duplicate_delivery = доставить дважды без всякого сбоя
point-duplicate-delivery = двойная доставка (доставка { $delivery })
cause-dedup-expired = в t={ $tick } срок записи дедупликации уже истёк (dedup.ttl — { $ttl ->
    [one] { $ttl } тик
    [few] { $ttl } тика
    [many] { $ttl } тиков
   *[other] { $ttl } тика
}), поэтому копия выглядела новой
cause-idempotency-key-expired = платёжный сервис уже забыл ключ идемпотентности (payment.key_ttl — { $ttl ->
    [one] { $ttl } тик
    [few] { $ttl } тика
    [many] { $ttl } тиков
   *[other] { $ttl } тика
}), поэтому списал деньги ещё раз
cause-redriven = в t={ $tick } оператор вернул сообщения из очереди недоставленных (redrive), и копия снова оказалась в очереди

## Наименьшие примеры исследователя и фантомы.
explored-phantom = { $schedules ->
    [one] В { $schedules } прогоне консьюмер применил заказ, который так и не был закоммичен в источнике (фантом). Гарантия выше учитывает только потери и дубли.
    [few] В { $schedules } прогонах консьюмер применил заказ, который так и не был закоммичен в источнике (фантом). Гарантия выше учитывает только потери и дубли.
    [many] В { $schedules } прогонах консьюмер применил заказ, который так и не был закоммичен в источнике (фантом). Гарантия выше учитывает только потери и дубли.
   *[other] В { $schedules } прогона консьюмер применил заказ, который так и не был закоммичен в источнике (фантом). Гарантия выше учитывает только потери и дубли.
}
explorer-examples-title = Наименьший пример каждого вида
explorer-example = { $outcome }: { $message }; { $faults }
explorer-example-as-written = сценарий как есть
explorer-example-open-short = Открыть
explorer-example-open = Открыть пример: { $outcome }, { $message }

## Панель метрик: то, за чем следил бы оператор, посчитанное ядром за каждый тик.
metrics-title = Метрики
metrics-help = { $width ->
    [1] Графики показывают весь прогон, по точке на каждый тик; вертикальная линия отмечает тик на экране.
    [one] Графики показывают весь прогон, каждая точка охватывает { $width } тик; вертикальная линия отмечает тик на экране.
    [few] Графики показывают весь прогон, каждая точка охватывает { $width } тика; вертикальная линия отмечает тик на экране.
    [many] Графики показывают весь прогон, каждая точка охватывает { $width } тиков; вертикальная линия отмечает тик на экране.
   *[other] Графики показывают весь прогон, каждая точка охватывает { $width } тика; вертикальная линия отмечает тик на экране.
}
metric-deliveries = Доставки
metric-redeliveries = из них повторные
metric-acks = Подтверждения (ack)
metric-offset-commits = Коммиты офсетов
metric-in-flight = Доставки в обработке
metric-dead-lettered = В DLQ
metric-duplicates-detected = Обнаруженные дубли
metric-payment-calls = Вызовы платёжного сервиса
metric-payment-failures = отклонённые
metric-consumer-lag = Отставание консьюмера (ещё не закоммиченные записи)
metric-count-summary = всего { $total }; больше всего в одной точке: { $peak } (t={ $at }); сейчас { $now }
metric-level-summary = больше всего в одной точке: { $peak } (t={ $at }); сейчас { $now }
metrics-always-zero = В этом прогоне всегда 0: { $names }.

## Панель продюсера и его таблицы (acklab/2).
producer-title = Продюсер: сервис заказов
producer-help = Что сервис заказов делает для каждого сообщения, по одному за раз. Перетаскивайте строки или нажмите Alt+↑ / Alt+↓ на строке. Поле слева от строки роняет сервис после этой строки для сообщения, выбранного над строками консьюмера.
relay-title = Ретранслятор outbox
relay-help = Публикует закоммиченные строки outbox, начиная с самой старой. Сначала он должен прочитать строку; publish и mark_sent могут идти в любом порядке.
producer-crash-after = Уронить продюсер после шага { $step } для { $message }
relay-crash-after = Уронить ретранслятор после шага { $step } при обработке { $message }
producer-palette = Шаги, которые можно добавить продюсеру
source-orders = Заказы в источнике (закоммиченные)
outbox-table = Outbox
outbox-sent = Отправлено
outbox-yes = да
outbox-no = ещё нет
producer-orders-service = Продюсер — сервис заказов с собственной базой данных (acklab/2)

## The consumer's e-mails (send_email, consumer.email_outbox).
op-send_email = отправить письмо
email-outbox = Outbox писем
emails-sent = Отправленные письма
email-sent-by = кто отправил
email-by-worker = воркер
email-by-relay = ретранслятор
email-outbox-setting = Отправлять письма через таблицу outbox (ретранслятор отправляет каждую закоммиченную строку)
event-email-sent = { $relay ->
    [true] почтовый ретранслятор отправил письмо для { $id }
   *[other] воркер { $worker } отправил письмо для { $id }
}
