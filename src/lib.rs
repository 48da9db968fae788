//! AckLab in the browser: the playground over the `acklab-sim` core. A library so that
//! the component tests in `tests/` can mount each component on its own.

pub mod app;
pub mod causes;
pub mod components;
pub mod i18n;
pub mod state;
pub mod url;
pub mod view;

/// Mounts the app on the page's body.
pub fn start() {
    yew::Renderer::<app::App>::new().render();
}
