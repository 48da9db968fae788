//! The AckLab web app. The playground itself is built in its own issue; for now the page
//! runs the example scenario through the simulation core, in the browser, and shows
//! its totals, which proves the core links into the wasm bundle.

use yew::prelude::*;

#[function_component(App)]
fn app() -> Html {
    let scenario = acklab_sim::Scenario::example();
    let totals = acklab_sim::run(&scenario).totals;
    html! {
        <main class="app">
            <h1>{ "AckLab" }</h1>
            <p>{ "A playground for message delivery semantics." }</p>
            <p class="muted" role="status">
                { format!(
                    "Example run in your browser: {} ok, {} lost, {} duplicated.",
                    totals.ok, totals.lost, totals.duplicated
                ) }
            </p>
        </main>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
