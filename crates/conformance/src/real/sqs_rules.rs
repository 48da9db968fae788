//! SQS's receipt-handle rule, case by case, on the emulator and in the model
//! (`BrokerLike::ack_settles`): a scenario shows only the verdicts, and with one worker
//! no delete ever carries an older handle, so each case is asked of the emulator
//! directly.

use std::time::Duration;

use acklab_sim::BrokerLike;
use aws_sdk_sqs::types::QueueAttributeName;
use aws_sdk_sqs::Client;

use super::sqs::{client, failed};
use crate::{explained, Services};

/// One case: which receives come before the delete, and which delivery's handle it
/// carries.
struct Case {
    name: &'static str,
    receives: u32,
    delete_with: u32,
}

const CASES: [Case; 2] = [
    Case {
        name: "the newest handle, after the visibility timeout, before another receive",
        receives: 1,
        delete_with: 1,
    },
    Case {
        name: "an older handle, after the message was received again",
        receives: 2,
        delete_with: 1,
    },
];

/// The emulator's visibility timeout, and how long to wait for it to run out.
const TIMEOUT_SECONDS: i32 = 1;
const PAST_THE_TIMEOUT: Duration = Duration::from_millis(1300);

/// Checks each case; false when one differs without the reason docs/conformance.md
/// gives, or agrees though it is listed as differing.
pub async fn check(services: &Services) -> bool {
    let sqs = client(&services.sqs);
    let mut passed = true;
    for (index, case) in CASES.iter().enumerate() {
        let model =
            BrokerLike::Sqs.ack_settles(case.delete_with, case.receives, Some(case.receives));
        let emulator = match deletes(&sqs, case, index).await {
            Ok(deleted) => deleted,
            Err(e) => {
                println!("error     {}: {e}", case.name);
                passed = false;
                continue;
            }
        };
        let said = |deleted: bool| {
            if deleted {
                "deletes the message"
            } else {
                "leaves it"
            }
        };
        let reason = explained::receipt_handle_difference(case.name);
        match (model == emulator, reason) {
            (true, None) => println!("agree     {}: both {}", case.name, said(model)),
            (false, Some(reason)) => println!(
                "differs   {}: simulator {}, emulator {}\n          because {reason}",
                case.name,
                said(model),
                said(emulator)
            ),
            (true, Some(_)) | (false, None) => {
                passed = false;
                println!(
                    "disagree  {}: simulator {}, emulator {} (explained.rs says otherwise)",
                    case.name,
                    said(model),
                    said(emulator)
                );
            }
        }
    }
    passed
}

/// Whether the emulator deleted the message in `case`.
async fn deletes(sqs: &Client, case: &Case, index: usize) -> Result<bool, String> {
    let name = format!("acklab-handles-{}-{index}", std::process::id());
    let created = sqs
        .create_queue()
        .queue_name(&name)
        .attributes(
            QueueAttributeName::VisibilityTimeout,
            TIMEOUT_SECONDS.to_string(),
        )
        .send()
        .await
        .map_err(failed("creating a queue"))?;
    let url = created
        .queue_url()
        .ok_or("a queue without a URL")?
        .to_string();
    sqs.send_message()
        .queue_url(&url)
        .message_body("m1")
        .send()
        .await
        .map_err(failed("sending"))?;
    let mut handles = Vec::new();
    for receive in 1..=case.receives {
        if receive > 1 {
            tokio::time::sleep(PAST_THE_TIMEOUT).await;
        }
        let received = sqs
            .receive_message()
            .queue_url(&url)
            .send()
            .await
            .map_err(failed("receiving"))?;
        let handle = received
            .messages()
            .first()
            .and_then(|m| m.receipt_handle())
            .ok_or("the message did not come")?;
        handles.push(handle.to_string());
    }
    tokio::time::sleep(PAST_THE_TIMEOUT).await;
    let index = usize::try_from(case.delete_with - 1).unwrap_or(0);
    let handle = handles.get(index).ok_or("no such receive")?;
    sqs.delete_message()
        .queue_url(&url)
        .receipt_handle(handle)
        .send()
        .await
        .map_err(failed("deleting"))?;
    let left = count(sqs, &url).await?;
    let _ = sqs.delete_queue().queue_url(&url).send().await;
    Ok(left == 0)
}

/// The messages the queue holds, visible or not.
async fn count(sqs: &Client, url: &str) -> Result<u64, String> {
    let names = [
        QueueAttributeName::ApproximateNumberOfMessages,
        QueueAttributeName::ApproximateNumberOfMessagesNotVisible,
    ];
    let attributes = sqs
        .get_queue_attributes()
        .queue_url(url)
        .set_attribute_names(Some(names.to_vec()))
        .send()
        .await
        .map_err(failed("reading the queue's counts"))?;
    let counts = attributes.attributes().ok_or("no counts")?;
    Ok(counts.values().filter_map(|c| c.parse::<u64>().ok()).sum())
}
