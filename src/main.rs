//! AckLab in the browser: the playground over the `acklab-sim` core.

mod app;
mod components;
mod i18n;
mod state;
mod url;
mod view;

fn main() {
    yew::Renderer::<app::App>::new().render();
}
