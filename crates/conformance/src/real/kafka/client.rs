//! Kafka through its own client library, librdkafka (the `rdkafka` crate, built from
//! the source it bundles): the scenario's topics, the publisher, the worker's consumer
//! with its offsets committed to the group, its transactional producer, and the
//! readers of the output and dead-letter topics.
//!
//! librdkafka's calls block; each is bounded by `CALL_LIMIT`, and a run's calls are
//! one at a time, so the harness's single-threaded runtime waits on them in turn.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use rdkafka::admin::{AdminClient, AdminOptions, NewTopic, TopicReplication};
use rdkafka::client::DefaultClientContext;
use rdkafka::config::ClientConfig;
use rdkafka::consumer::{BaseConsumer, CommitMode, Consumer};
use rdkafka::error::KafkaError;
use rdkafka::producer::{BaseProducer, BaseRecord, Producer};
use rdkafka::{Message, Offset, TopicPartitionList};

/// The longest any one call to the broker may take.
const CALL_LIMIT: Duration = Duration::from_secs(10);

/// The names one scenario's run uses on the broker.
pub struct Topics {
    pub bootstrap: String,
    pub input: String,
    pub dead_letters: String,
    pub output: String,
    pub group: String,
    pub transactional_id: String,
}

fn config(bootstrap: &str) -> ClientConfig {
    let mut config = ClientConfig::new();
    config.set("bootstrap.servers", bootstrap);
    config
}

fn failed(what: &str) -> impl Fn(rdkafka::error::KafkaError) -> String + '_ {
    move |e| format!("{what}: {e}")
}

/// Creates the scenario's input topic (its partitions), its dead-letter topic and its
/// output topic: the broker creates no topic by itself.
pub async fn create_topics(topics: &Topics, partitions: u32) -> Result<(), String> {
    let admin: AdminClient<DefaultClientContext> = config(&topics.bootstrap)
        .create()
        .map_err(failed("opening an admin client"))?;
    let partitions = i32::try_from(partitions).unwrap_or(1);
    let one = || TopicReplication::Fixed(1);
    let new = [
        NewTopic::new(&topics.input, partitions, one()),
        NewTopic::new(&topics.dead_letters, 1, one()),
        NewTopic::new(&topics.output, 1, one()),
    ];
    let options = AdminOptions::new().operation_timeout(Some(CALL_LIMIT));
    let created = admin
        .create_topics(&new, &options)
        .await
        .map_err(failed("creating the topics"))?;
    for result in created {
        result.map_err(|(topic, code)| format!("creating topic {topic}: {code}"))?;
    }
    Ok(())
}

/// A producer without transactions: the publisher's, and a worker's for what it
/// writes outside a Kafka transaction.
pub fn plain_producer(bootstrap: &str) -> Result<BaseProducer, String> {
    config(bootstrap)
        .create()
        .map_err(failed("opening a producer"))
}

/// Sends one record and waits until the broker has it.
pub fn send(
    producer: &BaseProducer,
    topic: &str,
    key: &str,
    payload: &str,
    partition: Option<u32>,
) -> Result<(), String> {
    let mut record = BaseRecord::to(topic).key(key).payload(payload);
    if let Some(partition) = partition {
        record = record.partition(i32::try_from(partition).unwrap_or(0));
    }
    producer
        .send(record)
        .map_err(|(e, _)| format!("producing to {topic}: {e}"))?;
    producer
        .flush(CALL_LIMIT)
        .map_err(failed("waiting for the broker to store a record"))
}

/// A worker's producer inside Kafka transactions, under the worker's transactional id:
/// a new one (after a crash) fences the old and aborts its open transaction.
pub fn transactional_producer(topics: &Topics) -> Result<BaseProducer, String> {
    let producer: BaseProducer = config(&topics.bootstrap)
        .set("transactional.id", &topics.transactional_id)
        .create()
        .map_err(failed("opening a transactional producer"))?;
    producer
        .init_transactions(CALL_LIMIT)
        .map_err(failed("init_transactions"))?;
    Ok(producer)
}

pub fn begin_transaction(producer: &BaseProducer) -> Result<(), String> {
    producer
        .begin_transaction()
        .map_err(failed("begin_transaction"))
}

/// Adds the consumer's offset commit to the open transaction
/// (`sendOffsetsToTransaction`): it takes effect when the transaction commits.
pub fn offset_into_transaction(
    producer: &BaseProducer,
    consumer: &BaseConsumer,
    topic: &str,
    offset: i64,
) -> Result<(), String> {
    let metadata = consumer
        .group_metadata()
        .ok_or("the consumer has no group metadata")?;
    producer
        .send_offsets_to_transaction(&position_list(topic, offset)?, &metadata, CALL_LIMIT)
        .map_err(failed("send_offsets_to_transaction"))
}

pub fn end_transaction(producer: &BaseProducer, commit: bool) -> Result<(), String> {
    if commit {
        producer
            .commit_transaction(CALL_LIMIT)
            .map_err(failed("commit_transaction"))
    } else {
        producer
            .abort_transaction(CALL_LIMIT)
            .map_err(failed("abort_transaction"))
    }
}

fn position_list(topic: &str, offset: i64) -> Result<TopicPartitionList, String> {
    let mut list = TopicPartitionList::new();
    list.add_partition_offset(topic, 0, Offset::Offset(offset))
        .map_err(failed("naming an offset"))?;
    Ok(list)
}

/// A worker's consumer in the scenario's group, reading partition 0 of the input
/// topic from the group's committed offset (or the start), with no automatic commits.
/// Returns it with its position.
pub fn consumer(topics: &Topics, read_committed: bool) -> Result<(BaseConsumer, i64), String> {
    let consumer: BaseConsumer = config(&topics.bootstrap)
        .set("group.id", &topics.group)
        .set("enable.auto.commit", "false")
        .set("auto.offset.reset", "earliest")
        .set("isolation.level", isolation(read_committed))
        .create()
        .map_err(failed("opening a consumer"))?;
    let committed = committed_offset(&consumer, &topics.input)?;
    let position = committed.unwrap_or(0);
    consumer
        .assign(&position_list(&topics.input, position)?)
        .map_err(failed("assigning the partition"))?;
    Ok((consumer, position))
}

fn isolation(read_committed: bool) -> &'static str {
    if read_committed {
        "read_committed"
    } else {
        "read_uncommitted"
    }
}

/// The group's committed offset of partition 0, as the broker has it.
pub fn committed_offset(consumer: &BaseConsumer, topic: &str) -> Result<Option<i64>, String> {
    let mut asked = TopicPartitionList::new();
    asked.add_partition(topic, 0);
    let answer = consumer
        .committed_offsets(asked, CALL_LIMIT)
        .map_err(failed("reading the committed offset"))?;
    let offset = answer
        .find_partition(topic, 0)
        .map(|p| p.offset())
        .and_then(|offset| match offset {
            Offset::Offset(at) => Some(at),
            _ => None,
        });
    Ok(offset)
}

/// Commits `offset` (the position after the last record handled) for the group.
pub fn commit(consumer: &BaseConsumer, topic: &str, offset: i64) -> Result<(), String> {
    consumer
        .commit(&position_list(topic, offset)?, CommitMode::Sync)
        .map_err(failed("committing the offset"))
}

/// Moves the consumer's position in partition 0 to `offset`.
pub fn seek(consumer: &BaseConsumer, topic: &str, offset: i64) -> Result<(), String> {
    consumer
        .seek(topic, 0, Offset::Offset(offset), CALL_LIMIT)
        .map_err(failed("seeking"))
}

/// The offset the next record written to partition 0 will get.
pub fn end_offset(consumer: &BaseConsumer, topic: &str) -> Result<i64, String> {
    let (_, high) = consumer
        .fetch_watermarks(topic, 0, CALL_LIMIT)
        .map_err(failed("reading the partition's end"))?;
    Ok(high)
}

/// One record as a poll returns it: its offset and the message id it carries.
pub struct Record {
    pub offset: i64,
    pub id: String,
}

/// Takes `count` records from the consumer's position `from`, as one poll returns
/// them; each must be the next offset (none skipped or repeated).
pub fn poll(consumer: &BaseConsumer, from: i64, count: usize) -> Result<Vec<Record>, String> {
    let started = Instant::now();
    let mut records = Vec::new();
    while records.len() < count {
        if started.elapsed() > CALL_LIMIT {
            return Err(format!(
                "polled {} of {count} records from offset {from} within {} s",
                records.len(),
                CALL_LIMIT.as_secs()
            ));
        }
        let Some(polled) = consumer.poll(Duration::from_millis(50)) else {
            continue;
        };
        let message = polled.map_err(failed("polling"))?;
        let expected = from + records.len() as i64;
        if message.offset() != expected {
            return Err(format!(
                "polled offset {} where {expected} was next",
                message.offset()
            ));
        }
        let id = String::from_utf8_lossy(message.payload().unwrap_or_default()).into_owned();
        records.push(Record {
            offset: message.offset(),
            id,
        });
    }
    Ok(records)
}

/// Every record of partition 0 of `topic` a reader at that isolation level sees, up to
/// the end of the partition (as the client says when it reaches it), counted by the
/// message id it carries.
pub fn read_all(
    bootstrap: &str,
    topic: &str,
    read_committed: bool,
) -> Result<BTreeMap<String, u32>, String> {
    let reader: BaseConsumer = config(bootstrap)
        .set("group.id", format!("{topic}-reader"))
        .set("enable.auto.commit", "false")
        .set("enable.partition.eof", "true")
        .set("isolation.level", isolation(read_committed))
        .create()
        .map_err(failed("opening a reader"))?;
    reader
        .assign(&position_list(topic, 0)?)
        .map_err(failed("assigning the reader"))?;
    let mut counts = BTreeMap::new();
    let started = Instant::now();
    while started.elapsed() < CALL_LIMIT {
        let Some(polled) = reader.poll(Duration::from_millis(50)) else {
            continue;
        };
        let message = match polled {
            Ok(message) => message,
            Err(KafkaError::PartitionEOF(_)) => return Ok(counts),
            Err(e) => return Err(format!("reading {topic}: {e}")),
        };
        let id = String::from_utf8_lossy(message.payload().unwrap_or_default()).into_owned();
        *counts.entry(id).or_insert(0) += 1;
    }
    Err(format!(
        "reading {topic}: not at its end within {} s",
        CALL_LIMIT.as_secs()
    ))
}
