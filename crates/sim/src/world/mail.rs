//! The mail service: every e-mail sent, and how far the consumer's mail relay has read
//! the committed outbox rows (`send_email`, `consumer.email_outbox`).

use serde::Serialize;

use crate::trace::{CopyId, EventKind, WorkerId};

/// One e-mail sent: for which copy, and whether the relay sent it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SentEmail {
    pub copy: CopyId,
    pub relay: bool,
}

/// Every e-mail sent, in order.
#[derive(Clone, Debug, Default, Serialize)]
pub struct MailService {
    pub sent: Vec<SentEmail>,
    /// How far into the database's committed writes the relay has looked.
    #[serde(skip)]
    pub(crate) relayed_up_to: usize,
}

impl MailService {
    /// An e-mail goes out: by a worker's `apply` itself, or (`relay`) by the mail relay
    /// from the outbox row that worker committed. Returns the event that says so.
    pub(crate) fn send(
        &mut self,
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        relay: bool,
    ) -> EventKind {
        self.sent.push(SentEmail { copy, relay });
        EventKind::EmailSent {
            worker,
            copy,
            delivery,
            relay,
        }
    }

    /// Whether the relay has sent the outbox row at this index of the committed writes.
    pub(crate) fn has_relayed(&self, committed_index: usize) -> bool {
        committed_index < self.relayed_up_to
    }
}
