//! The mail service: every e-mail sent, and the consumer's mail relay (`send_email`,
//! `consumer.email_outbox`). An e-mail, once sent, cannot be taken back and carries no
//! idempotency key the service would honour, so a repeated send is a second e-mail.
//! With `consumer.email_outbox` the worker only writes an outbox row in its
//! transaction; the relay sends each committed row once, the tick after it was
//! committed. The relay here never crashes: a real one can send a row twice (a crash
//! between sending and marking it sent), which is why it sends with the row's id as an
//! idempotency key where the mail API takes one.

use serde::Serialize;

use crate::trace::{CopyId, EventKind, WorkerId};
use crate::world::database::Write;

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

    /// The relay sends every outbox row committed since it last looked, in commit
    /// order; returns the events that say so.
    pub(crate) fn relay(&mut self, committed: &[Write]) -> Vec<EventKind> {
        let start = self.relayed_up_to.min(committed.len());
        self.relayed_up_to = committed.len();
        let mut sent = Vec::new();
        for write in &committed[start..] {
            if let Write::EmailOutbox {
                copy,
                worker,
                delivery,
            } = *write
            {
                sent.push(self.send(worker, copy, delivery, true));
            }
        }
        sent
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outbox_row(copy: CopyId) -> Write {
        Write::EmailOutbox {
            copy,
            worker: 0,
            delivery: 1,
        }
    }

    #[test]
    fn the_relay_sends_each_committed_outbox_row_once_and_nothing_else() {
        let mut mail = MailService::default();
        let deposit = Write::Deposit { copy: 0, amount: 5 };
        let mut committed = vec![deposit, outbox_row(0)];
        assert_eq!(mail.relay(&committed).len(), 1);
        committed.push(outbox_row(1));
        let sent = mail.relay(&committed);
        let second = EventKind::EmailSent {
            worker: 0,
            copy: 1,
            delivery: 1,
            relay: true,
        };
        assert_eq!(sent, [second]);
        assert!(mail.relay(&committed).is_empty(), "a row is sent once");
        let copies: Vec<CopyId> = mail.sent.iter().map(|email| email.copy).collect();
        assert_eq!(copies, [0, 1]);
        assert!(mail.has_relayed(2) && !mail.has_relayed(3));
    }
}
