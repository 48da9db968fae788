//! The mail service of a real run, a stand-in of ours as the simulator's is: an e-mail
//! sent is a row of a table reached only through the run's own session, so once sent
//! it stays sent whatever the worker's transaction does. With `consumer.email_outbox`
//! the worker writes a row into its outbox table, in its own transaction; the
//! simulator's mail relay never crashes and sends each committed row once, so the
//! e-mails it sends are the committed outbox rows, counted at the end.

use tokio_postgres::Client;

use super::failed_sql;
use super::worker::Run;

/// The mail service's table and the consumer's outbox, in the run's schema.
pub fn mail_tables(schema: &str) -> String {
    format!(
        "CREATE TABLE {schema}.mail_sent (message_id text NOT NULL);
         CREATE TABLE {schema}.email_outbox (message_id text NOT NULL);"
    )
}

/// `apply` on a `send_email` message: the e-mail goes out at once, or with the outbox
/// a row is written on the worker's session (inside its transaction, if one is open).
pub async fn send_email(run: &Run<'_>, database: &Client, wire_id: &str) -> Result<(), String> {
    if run.scenario.consumer.email_outbox {
        let sql = "INSERT INTO email_outbox (message_id) VALUES ($1)";
        let written = database.execute(sql, &[&wire_id]).await;
        return written
            .map(|_| ())
            .map_err(failed_sql("writing the e-mail outbox"));
    }
    let sql = format!(
        "INSERT INTO {}.mail_sent (message_id) VALUES ($1)",
        run.names.schema
    );
    let sent = run.probe.execute(&sql, &[&wire_id]).await;
    sent.map(|_| ()).map_err(failed_sql("sending the e-mail"))
}

/// Every e-mail sent, by the id its message went on the wire with: those the worker
/// sent itself and those the relay sent from the committed outbox rows.
pub async fn sent_ids(admin: &Client, schema: &str) -> Result<Vec<String>, String> {
    let sql = format!(
        "SELECT message_id FROM {schema}.mail_sent \
         UNION ALL SELECT message_id FROM {schema}.email_outbox"
    );
    let rows = admin.query(&sql, &[]).await;
    rows.map(|rows| rows.iter().map(|row| row.get(0)).collect())
        .map_err(failed_sql("reading the e-mails sent"))
}
