//! The consumer's e-mails and its mail relay (`send_email`). An e-mail, once sent,
//! cannot be taken back and carries no idempotency key the service would honour, so a
//! repeated send is a second e-mail. With `consumer.email_outbox` the worker only writes
//! an outbox row in its transaction; the relay sends each committed row once, the tick
//! after it was committed. The relay here never crashes: a real one can send a row
//! twice (a crash between sending and marking it sent), which is why it sends with the
//! row's id as an idempotency key where the mail API takes one.

use crate::engine::Engine;
use crate::trace::{CopyId, WorkerId};
use crate::world::database::Write;

impl Engine {
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
            let sent = self.mail.send(worker, copy, delivery, true);
            self.record(sent);
        }
    }
}
