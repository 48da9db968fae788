//! Which order each message is about, and the version of each status update: what lets
//! the verdict tell an update that was overtaken by a newer one (fine) from one that an
//! older update overwrote (`out_of_order`).

use crate::format::scenario::Scenario;

/// The order a message is about and, for a status update, its version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OrderRef {
    /// The index of the message's key among the scenario's distinct keys.
    pub key: u32,
    pub version: u64,
}

/// Every message's [`OrderRef`], worked out once per scenario.
#[derive(Clone, Debug, Default)]
pub struct OrderBook {
    refs: Vec<OrderRef>,
    keys: usize,
}

impl OrderBook {
    /// A message without a version takes its place in the producer's publish order
    /// (1, 2, 3, …): the latest published update is the one that should win. The
    /// validator refuses a key whose updates mix the two.
    pub fn of(scenario: &Scenario) -> OrderBook {
        // Keys seen so far, kept sorted with their index: no hash map enters the bundle.
        let mut seen: Vec<(&str, u32)> = Vec::new();
        let refs = scenario
            .messages
            .iter()
            .enumerate()
            .map(|(index, message)| {
                let name = message.key();
                let key = match seen.binary_search_by(|(k, _)| (*k).cmp(name)) {
                    Ok(found) => seen[found].1,
                    Err(place) => {
                        let key = seen.len() as u32;
                        seen.insert(place, (name, key));
                        key
                    }
                };
                let version = message.version.unwrap_or(index as u64 + 1);
                OrderRef { key, version }
            })
            .collect();
        OrderBook {
            refs,
            keys: seen.len(),
        }
    }

    pub fn of_message(&self, message: usize) -> OrderRef {
        self.refs
            .get(message)
            .copied()
            .unwrap_or(OrderRef { key: 0, version: 0 })
    }

    /// How many distinct keys the scenario's messages have.
    pub fn keys(&self) -> usize {
        self.keys
    }
}
