//! The AckLab web app. The playground itself is built in its own issue; for now the page
//! mounts an empty Yew app that proves the simulation core links into the wasm bundle.

use yew::prelude::*;

#[function_component(App)]
fn app() -> Html {
    let default_scenario = acklab_sim::Scenario::example();
    html! {
        <main class="app">
            <h1>{ "AckLab" }</h1>
            <p>{ "A playground for message delivery semantics." }</p>
            <p class="muted">{ format!("{} messages in the example scenario.", default_scenario.messages.len()) }</p>
        </main>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
