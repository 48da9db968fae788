//! SQS's side of a run, on an emulator (moto's server mode) through the AWS SDK's SQS
//! client: a standard queue whose redrive policy moves a message to a dead-letter queue
//! after `max_deliveries` receives, its visibility timeout in whole seconds, and a run
//! paced in real time (one tick a fixed number of milliseconds, from
//! `clock::visibility_mapping`), since the timeout runs on the wall clock.

use std::time::Duration;

use acklab_sim::Scenario;
use aws_sdk_sqs::config::{BehaviorVersion, Credentials, Region};
use aws_sdk_sqs::error::DisplayErrorContext;
use aws_sdk_sqs::types::{MessageSystemAttributeName, QueueAttributeName};
use aws_sdk_sqs::Client;

use super::clock::{shortest_tick, visibility_mapping, Clock};
use super::source::produce;
use super::turns::Turns;
use super::worker::publish_tick;
use super::{consume, create_schema, drop_schema, postgres, read_tables, Got, Names, Queue, Run};
use crate::compare::Observed;
use crate::Services;

pub fn failed<E: std::error::Error>(what: &str) -> impl Fn(E) -> String + '_ {
    move |e| format!("{what}: {}", DisplayErrorContext(&e))
}

/// A client for the emulator: fixed test credentials, no retries (a failed call is the
/// harness's error, not something to paper over).
pub fn client(endpoint: &str) -> Client {
    let config = aws_sdk_sqs::Config::builder()
        .behavior_version(BehaviorVersion::latest())
        .region(Region::new("us-east-1"))
        .endpoint_url(endpoint)
        .credentials_provider(Credentials::new("test", "test", None, None, "acklab"))
        .retry_config(aws_sdk_sqs::config::retry::RetryConfig::disabled())
        .http_client(aws_smithy_http_client::Builder::new().build_http())
        .build();
    Client::from_conf(config)
}

/// A received message: its receipt handle, and its id for a move to the dead-letter
/// queue.
pub struct Receipt {
    handle: String,
    id: String,
}

/// A worker's SQS client and the queues it uses.
pub struct Sqs {
    endpoint: String,
    client: Client,
    queue_url: String,
    dead_letter_url: String,
    tick: Duration,
    messages: u64,
}

impl Queue for Sqs {
    type Handle = Receipt;

    async fn receive(&mut self) -> Result<Option<Got<Receipt>>, String> {
        let received = self
            .client
            .receive_message()
            .queue_url(&self.queue_url)
            .max_number_of_messages(1)
            .message_system_attribute_names(MessageSystemAttributeName::ApproximateReceiveCount)
            .send()
            .await
            .map_err(failed("receiving"))?;
        let Some(message) = received.messages().first() else {
            return Ok(None);
        };
        let id = message
            .body()
            .ok_or("a message without a body")?
            .to_string();
        let handle = message
            .receipt_handle()
            .ok_or("no receipt handle")?
            .to_string();
        let count = message
            .attributes()
            .and_then(|a| a.get(&MessageSystemAttributeName::ApproximateReceiveCount))
            .and_then(|count| count.parse::<u32>().ok())
            .ok_or("no ApproximateReceiveCount")?;
        Ok(Some(Got {
            id: id.clone(),
            number: count,
            handle: Receipt { handle, id },
        }))
    }

    /// SQS refuses no delete: one with an older receipt handle succeeds too.
    async fn ack(&mut self, receipt: &Receipt) -> Result<bool, String> {
        self.client
            .delete_message()
            .queue_url(&self.queue_url)
            .receipt_handle(&receipt.handle)
            .send()
            .await
            .map(|_| true)
            .map_err(failed("deleting"))
    }

    /// SQS has no reject: for a permanent error the consumer moves the message to the
    /// dead-letter queue itself and deletes it. For any other it sets the message's
    /// visibility to the retry delay, rounded up to SQS's whole seconds; the redrive
    /// policy ends it after `max_deliveries` receives.
    async fn fail(
        &mut self,
        receipt: &Receipt,
        permanent: bool,
        delay_ticks: u64,
    ) -> Result<(), String> {
        if permanent {
            self.client
                .send_message()
                .queue_url(&self.dead_letter_url)
                .message_body(&receipt.id)
                .send()
                .await
                .map_err(failed("moving to the dead-letter queue"))?;
            return self.ack(receipt).await.map(|_| ());
        }
        let delay = self.tick * u32::try_from(delay_ticks).unwrap_or(u32::MAX);
        let seconds = i32::try_from(delay.as_millis().div_ceil(1000)).unwrap_or(i32::MAX);
        self.client
            .change_message_visibility()
            .queue_url(&self.queue_url)
            .receipt_handle(&receipt.handle)
            .visibility_timeout(seconds)
            .send()
            .await
            .map(|_| ())
            .map_err(failed("changing the visibility"))
    }

    /// Each SQS call is a request of its own: a lost delete leaves nothing behind.
    async fn ack_lost(&mut self) -> Result<(), String> {
        Ok(())
    }

    /// Over once every message was published and the queue holds nothing, visible,
    /// in flight or delayed (a message at its last receive is moved to the dead-letter
    /// queue by the next receive, which the worker makes each tick).
    async fn finished(&mut self, _quiet_for: Duration, tick: u64) -> Result<bool, String> {
        if tick < self.messages {
            return Ok(false);
        }
        let counts = [
            QueueAttributeName::ApproximateNumberOfMessages,
            QueueAttributeName::ApproximateNumberOfMessagesNotVisible,
            QueueAttributeName::ApproximateNumberOfMessagesDelayed,
        ];
        let attributes = self
            .client
            .get_queue_attributes()
            .queue_url(&self.queue_url)
            .set_attribute_names(Some(counts.to_vec()))
            .send()
            .await
            .map_err(failed("reading the queue's counts"))?;
        let held = attributes
            .attributes()
            .map(|a| a.values().any(|count| count != "0"))
            .unwrap_or(true);
        Ok(!held)
    }

    async fn restart(self) -> Result<Sqs, String> {
        Ok(Sqs {
            client: client(&self.endpoint),
            ..self
        })
    }

    async fn open(&self) -> Result<Sqs, String> {
        Ok(Sqs {
            endpoint: self.endpoint.clone(),
            client: client(&self.endpoint),
            queue_url: self.queue_url.clone(),
            dead_letter_url: self.dead_letter_url.clone(),
            tick: self.tick,
            messages: self.messages,
        })
    }

    /// A message comes back when its visibility timeout or the retry delay ends.
    fn hands_back_at_once(&self) -> bool {
        false
    }
}

/// Creates a queue and returns its URL.
async fn create(
    client: &Client,
    name: &str,
    attributes: &[(QueueAttributeName, String)],
) -> Result<String, String> {
    let mut request = client.create_queue().queue_name(name);
    for (key, value) in attributes {
        request = request.attributes(key.clone(), value);
    }
    let created = request.send().await.map_err(failed("creating a queue"))?;
    created
        .queue_url()
        .map(str::to_string)
        .ok_or_else(|| "a queue without a URL".to_string())
}

async fn arn(client: &Client, url: &str) -> Result<String, String> {
    let attributes = client
        .get_queue_attributes()
        .queue_url(url)
        .attribute_names(QueueAttributeName::QueueArn)
        .send()
        .await
        .map_err(failed("reading the queue's ARN"))?;
    attributes
        .attributes()
        .and_then(|a| a.get(&QueueAttributeName::QueueArn))
        .cloned()
        .ok_or_else(|| "a queue without an ARN".to_string())
}

/// The queue and its dead-letter queue, with the redrive policy and the timeout.
async fn declare(
    client: &Client,
    names: &Names,
    scenario: &Scenario,
    timeout_seconds: u32,
) -> Result<(String, String), String> {
    let dead_letter_url = create(client, &names.dead_letter_queue, &[]).await?;
    let target = arn(client, &dead_letter_url).await?;
    let policy = serde_json::json!({
        "deadLetterTargetArn": target,
        "maxReceiveCount": scenario.broker.max_deliveries,
    });
    let attributes = [
        (
            QueueAttributeName::VisibilityTimeout,
            timeout_seconds.to_string(),
        ),
        (QueueAttributeName::RedrivePolicy, policy.to_string()),
    ];
    let queue_url = create(client, &names.queue, &attributes).await?;
    Ok((queue_url, dead_letter_url))
}

/// Runs `scenario` on the emulator; `index` keeps its names apart from the others'.
pub async fn run(
    services: &Services,
    scenario: &Scenario,
    index: usize,
) -> Result<Observed, String> {
    let (tick, timeout_seconds) = sqs_timing(scenario)?;
    let names = Names::new("sqs", index);
    let admin = postgres(services, "public").await?;
    create_schema(&admin, &names, scenario).await?;
    let setup = client(&services.sqs);
    let (queue_url, dead_letter_url) = declare(&setup, &names, scenario, timeout_seconds).await?;
    let worker = Sqs {
        endpoint: services.sqs.clone(),
        client: client(&services.sqs),
        queue_url: queue_url.clone(),
        dead_letter_url: dead_letter_url.clone(),
        tick,
        messages: u64::try_from(scenario.messages.len()).unwrap_or(u64::MAX),
    };
    let workers = usize::try_from(scenario.workers.max(1)).unwrap_or(1);
    let turns = Turns::new(Clock::paced(tick), publish_tick(scenario, 0), workers);
    let run = Run::new(services, &admin, &names, scenario, &turns);
    let send = |wire_id: String| {
        let request = setup
            .send_message()
            .queue_url(&queue_url)
            .message_body(wire_id);
        async move { request.send().await.map(|_| ()).map_err(failed("sending")) }
    };
    // An operator's redrive takes every dead letter out (received and deleted), and the
    // publisher sends it again to the source queue.
    let redrive = || dead_letters(&setup, &dead_letter_url, Taken::Deleted);
    tokio::try_join!(produce(&run, send, redrive), consume(&run, worker))?;
    let mut observed = read_tables(&admin, &names).await?;
    observed.dead_lettered = dead_letters(&setup, &dead_letter_url, Taken::Hidden).await?;
    observed.skipped = run.skipped.take();
    observed.deliveries = run.deliveries.take();
    drop_schema(&admin, &names).await;
    for url in [&queue_url, &dead_letter_url] {
        let _ = setup.delete_queue().queue_url(url).send().await;
    }
    Ok(observed)
}

/// The tick length and the visibility timeout in whole seconds for the scenario's run.
pub fn sqs_timing(scenario: &Scenario) -> Result<(Duration, u32), String> {
    let shortest = shortest_tick(scenario.workers);
    visibility_mapping(scenario.broker.visibility_timeout, shortest)
        .ok_or_else(|| "a visibility timeout under one tick".to_string())
}

/// What becomes of the dead letters read: hidden for the rest of the run (the count at
/// its end), or deleted (a redrive).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Taken {
    Hidden,
    Deleted,
}

/// The ids in the dead-letter queue, each received once.
async fn dead_letters(client: &Client, url: &str, taken: Taken) -> Result<Vec<String>, String> {
    let mut ids = Vec::new();
    loop {
        let received = client
            .receive_message()
            .queue_url(url)
            .max_number_of_messages(10)
            .visibility_timeout(600)
            .send()
            .await
            .map_err(failed("reading the dead-letter queue"))?;
        if received.messages().is_empty() {
            return Ok(ids);
        }
        if taken == Taken::Deleted {
            for handle in received
                .messages()
                .iter()
                .filter_map(|m| m.receipt_handle())
            {
                let deleted = client
                    .delete_message()
                    .queue_url(url)
                    .receipt_handle(handle);
                deleted
                    .send()
                    .await
                    .map_err(failed("deleting a dead letter"))?;
            }
        }
        ids.extend(
            received
                .messages()
                .iter()
                .filter_map(|m| m.body().map(str::to_string)),
        );
    }
}
