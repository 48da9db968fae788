//! The page's entry point: everything lives in the library.

fn main() {
    acklab::start();
}
