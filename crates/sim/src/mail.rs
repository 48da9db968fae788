//! The mail service and the consumer's mail relay (`send_email`). An e-mail, once sent,
//! cannot be taken back and carries no idempotency key the service would honour, so a
//! repeated send is a second e-mail. With `consumer.email_outbox` the worker only writes
//! an outbox row in its transaction; the relay sends each committed row once, the tick
//! after it was committed. The relay here never crashes: a real one can send a row
//! twice (a crash between sending and marking it sent), which is why it sends with the
//! row's id as an idempotency key where the mail API takes one.

use serde::Serialize;

use crate::database::Write;
use crate::engine::{Engine, Input};
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
    relayed_up_to: usize,
}

impl MailService {
    /// Whether the relay has sent the outbox row at this index of the committed writes.
    pub(crate) fn has_relayed(&self, committed_index: usize) -> bool {
        committed_index < self.relayed_up_to
    }
}

impl Engine {
    /// An e-mail goes out: by the worker's `apply` itself, or (`relay`) by the mail
    /// relay from the outbox row that worker committed.
    pub(crate) fn send_email(
        &mut self,
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        relay: bool,
    ) {
        self.mail.sent.push(SentEmail { copy, relay });
        self.record(EventKind::EmailSent {
            worker,
            copy,
            delivery,
            relay,
        });
    }

    /// An outbox row was committed: the relay sends it at the next tick.
    pub(crate) fn wake_mail_relay(&mut self) {
        self.schedule(self.now + 1, Input::MailRelay);
    }

    /// The relay sends every committed outbox row it has not sent yet.
    pub(crate) fn relay_mail(&mut self) {
        let start = self.mail.relayed_up_to;
        let rows: Vec<(CopyId, WorkerId, u32)> = self.database.committed[start..]
            .iter()
            .filter_map(|write| match *write {
                Write::EmailOutbox {
                    copy,
                    worker,
                    delivery,
                } => Some((copy, worker, delivery)),
                _ => None,
            })
            .collect();
        self.mail.relayed_up_to = self.database.committed.len();
        for (copy, worker, delivery) in rows {
            self.send_email(worker, copy, delivery, true);
        }
    }
}
